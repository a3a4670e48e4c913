// The task profile's and the acceptance limits' fields are defined once (projectfields.h).
// Every entry of the two tables is written, read back, locked and recorded here, one at a
// time: an entry that the writer, the reader, the lock or the record leaves out, or a member
// pointer that points at another field, fails.
#include "../common/projectdiagnostics.h"

#include "core/decision/decisionrules.h"
#include "core/project/limitslock.h"
#include "core/project/projectfields.h"
#include "core/project/projectreader.h"
#include "core/project/projectwriter.h"
#include "core/record/decisionrecord.h"

#include <QLocale>
#include <QSet>
#include <QTest>

#include <yaml-cpp/yaml.h>

#include <algorithm>

using namespace pilot;

namespace {

const QDateTime kMonday(QDate(2026, 11, 30), QTime(9, 15), Qt::UTC);

// A value every field accepts, different for every field so that a mix-up shows.
template<typename Owner>
std::optional<double> sampleNumber(const ProjectField<Owner> &field, int index)
{
    if (field.kind == FieldKind::Whole)
        return field.minimum + 7 + index;
    if (field.maximum())
        return 0.01 * (index + 1) + 0.005;
    return field.minimum + 2.5 + index;
}

// Every list item of the record, as plain text.
QStringList recordItems(const Project &p, const QString &language)
{
    const DecisionRecord record(p, DecisionRules::builtIn(), language, QDate(2026, 12, 1));
    QStringList items;
    for (const RecordBlock &b : record.document().blocks) {
        if (b.kind == RecordBlock::Kind::List) {
            for (const RecordText &t : b.items)
                items.append(t.toPlainText());
        }
    }
    return items;
}

QString shownNumber(double v, bool whole, const QString &language)
{
    const QLocale locale(language == QLatin1String("de") ? QLocale::German : QLocale::English);
    return whole ? locale.toString(qint64(v)) : locale.toString(v, 'g', 10);
}

Project reread(const Project &p)
{
    const ProjectLoadResult loaded = parseProject(serializeProject(p), QStringLiteral("p.yaml"));
    if (!loaded.project)
        qFatal("re-read failed: %s", qPrintable(loaded.diagnostics.constFirst().toString()));
    return *loaded.project;
}

QString firstError(const QByteArray &yaml)
{
    return pilot::testing::firstError(parseProject(yaml, QStringLiteral("p.yaml")));
}

// The keys `yaml` holds under `section` (empty when the section is missing or not a mapping).
QStringList keysUnder(const QByteArray &yaml, const char *section)
{
    QStringList keys;
    const YAML::Node root = YAML::Load(yaml.toStdString());
    const YAML::Node map = root.IsMap() ? root[section] : YAML::Node();
    if (map.IsDefined() && map.IsMap()) {
        for (const auto &entry : map) {
            if (entry.second.IsScalar())
                keys.append(QString::fromStdString(entry.first.Scalar()));
        }
    }
    return keys;
}

template<typename Owner>
QStringList keysOf(const QList<ProjectField<Owner>> &fields)
{
    QStringList keys;
    for (const auto &f : fields)
        keys.append(QLatin1String(f.key));
    return keys;
}

// Each entry points at exactly one member of the kind it says, and no two entries share one.
template<typename Owner>
void checkTable(const QList<ProjectField<Owner>> &fields)
{
    QSet<QString> labels;
    for (int i = 0; i < fields.size(); ++i) {
        const ProjectField<Owner> &f = fields.at(i);
        QVERIFY2(bool(f.text) == (f.kind == FieldKind::Text || f.kind == FieldKind::Choice), f.key);
        QVERIFY2(bool(f.number) == (f.kind == FieldKind::Number), f.key);
        QVERIFY2(bool(f.whole) == (f.kind == FieldKind::Whole), f.key);
        QVERIFY2(bool(f.choice) == (f.kind == FieldKind::Choice), f.key);
        QVERIFY2(*f.formLabel && *f.recordLabel, f.key);
        // The record's German label comes from the catalog compiled into the core.
        QVERIFY2(f.label(QStringLiteral("de")) != f.label(QStringLiteral("en")), f.key);
        QVERIFY2(!labels.contains(f.label(QStringLiteral("en"))), f.key);
        labels.insert(f.label(QStringLiteral("en")));
        for (int j = 0; j < i; ++j) {
            const ProjectField<Owner> &g = fields.at(j);
            QVERIFY2(!(f.text && f.text == g.text) && !(f.number && f.number == g.number) && !(f.whole && f.whole == g.whole), f.key);
        }
    }
}

} // namespace

class TestProjectFields : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tablesHoldTheProjectFilesKeysInOrder()
    {
        // The keys and their order are the project file's (docs/project-file.md): a new field
        // is added here on purpose, never by accident.
        QCOMPARE(keysOf(profileFields()),
                 QStringList({"model_type", "parameters", "seq_len", "method", "training_steps", "checkpoint_format",
                              "expected_experiments", "data_volume", "restart_target_s", "accepted_validation_deviation"}));
        QCOMPARE(keysOf(limitFields()), QStringList({"loss_deviation_abs", "loss_deviation_rel", "validation_metric_deviation",
                                                     "restart_time_s", "time_to_first_checkpoint_s", "output_quality_min"}));
        QCOMPARE(limitKeys(), keysOf(limitFields()));
        checkTable(profileFields());
        checkTable(limitFields());
        QCOMPARE(profileField(u"seq_len")->kind, FieldKind::Whole);
        QVERIFY(!profileField(u"seq_length"));
        QCOMPARE(limitField(u"output_quality_min")->unit, FieldUnit::Fraction);
        QVERIFY(!limitField(u"model_type"));
    }

    void everyProfileFieldIsWrittenReadAndRecorded()
    {
        const QList<ProfileField> &fields = profileFields();
        for (int i = 0; i < fields.size(); ++i) {
            const ProfileField &field = fields.at(i);
            const QString key = QLatin1String(field.key);
            Project p;
            p.title = QStringLiteral("fields");
            QString text;
            if (field.kind == FieldKind::Text) {
                text = QStringLiteral("text of ") + key;
                field.setText(p.profile, text);
            } else if (field.kind == FieldKind::Choice) {
                text = QStringLiteral("full");
                field.setText(p.profile, text);
            } else {
                field.setNumber(p.profile, sampleNumber(field, i));
            }
            // Written under its key, in the profile section.
            QCOMPARE(keysUnder(serializeProject(p), "profile"), QStringList{key});
            // Read back into the same member, and only there.
            const Project again = reread(p);
            for (const ProfileField &other : fields) {
                const bool same = &other == &field;
                QCOMPARE(other.textIn(again.profile), same ? text : QString());
                QCOMPARE(other.numberIn(again.profile), same && field.isNumeric() ? sampleNumber(field, i) : std::nullopt);
            }
            // Recorded under its label, in both languages.
            for (const QString &language : {QStringLiteral("en"), QStringLiteral("de")}) {
                QString value = text;
                if (field.kind == FieldKind::Choice)
                    value = language == QLatin1String("de") ? QStringLiteral("volles Fine-Tuning") : QStringLiteral("full fine-tuning");
                else if (field.isNumeric())
                    value = shownNumber(*sampleNumber(field, i), field.kind == FieldKind::Whole, language);
                const QString line = field.label(language) + QStringLiteral(": ") + value;
                QVERIFY2(recordItems(again, language).contains(line), qPrintable(line));
            }
        }
    }

    void everyLimitIsWrittenReadLockedAndRecorded()
    {
        const QList<LimitField> &fields = limitFields();
        for (int i = 0; i < fields.size(); ++i) {
            const LimitField &field = fields.at(i);
            const QString key = QLatin1String(field.key);
            const std::optional<double> before = sampleNumber(field, i);
            const std::optional<double> after = *before * 2;
            Project p;
            p.title = QStringLiteral("limits");
            QString error;
            QVERIFY2(changeLimit(&p, key, before, QString(), QString(), kMonday, &error), qPrintable(error));
            QCOMPARE(field.numberIn(p.limits), before);
            QCOMPARE(limitValue(p.limits, key), before);
            lockLimits(&p, QStringLiteral("Jana Weber"), QStringLiteral("pilot started"), kMonday);
            QVERIFY2(changeLimit(&p, key, after, QStringLiteral("Tom Berg"), QStringLiteral("measured"), kMonday, &error),
                     qPrintable(error));
            QCOMPARE(p.limits.changes.size(), 1);
            QCOMPARE(p.limits.changes.constFirst().field, key);

            QCOMPARE(keysUnder(serializeProject(p), "limits"), QStringList{key});
            const Project again = reread(p);
            for (const LimitField &other : fields)
                QCOMPARE(other.numberIn(again.limits), &other == &field ? after : std::nullopt);
            QCOMPARE(again.limits.changes.constFirst().field, key);

            for (const QString &language : {QStringLiteral("en"), QStringLiteral("de")}) {
                const QStringList items = recordItems(again, language);
                const QString line = field.label(language) + QStringLiteral(": ") + shownNumber(*after, false, language);
                QVERIFY2(items.contains(line), qPrintable(line));
                // The change log names the limit by the same label.
                const QString change = field.label(language) + QLatin1Char(' ') + shownNumber(*before, false, language)
                                       + QStringLiteral(" → ");
                QVERIFY2(std::any_of(items.begin(), items.end(), [&](const QString &s) { return s.contains(change); }), qPrintable(change));
            }
        }
    }

    void readerAndFormAcceptTheSameValues()
    {
        // What the form refuses, the reader refuses, and the other way round: one check each.
        for (const ProfileField &field : profileFields()) {
            if (!field.isNumeric())
                continue;
            const QList<double> values = {field.minimum, field.minimum - 1, field.minimum + 1, field.minimum + 0.5, 1.5};
            for (double v : values) {
                const QByteArray yaml = QByteArray("schema: migration-pilot/project@1\ntitle: x\nprofile:\n  ") + field.key + ": "
                                        + QByteArray::number(v, 'g', 17) + '\n';
                const QString readError = firstError(yaml);
                const QString formError = checkProfileValue(field, v);
                QVERIFY2(
                    readError.isEmpty() == formError.isEmpty(),
                    qPrintable(
                        QStringLiteral("%1 = %2: reader '%3', form '%4'").arg(QLatin1String(field.key)).arg(v).arg(readError, formError)));
                if (!readError.isEmpty())
                    QVERIFY2(readError.startsWith(
                                 QStringLiteral("4:%1: profile.%2:").arg(5 + qsizetype(qstrlen(field.key))).arg(QLatin1String(field.key))),
                             qPrintable(readError));
            }
        }
        for (const LimitField &field : limitFields()) {
            for (double v : {-1.0, 0.0, 0.5, 1.0, 1.5}) {
                const QByteArray yaml = QByteArray("schema: migration-pilot/project@1\ntitle: x\nlimits:\n  ") + field.key + ": "
                                        + QByteArray::number(v) + '\n';
                const QString readError = firstError(yaml);
                const QString lockError = checkLimit(QLatin1String(field.key), v);
                QVERIFY2(
                    readError.isEmpty() == lockError.isEmpty(),
                    qPrintable(
                        QStringLiteral("%1 = %2: reader '%3', lock '%4'").arg(QLatin1String(field.key)).arg(v).arg(readError, lockError)));
            }
        }
        QCOMPARE(firstError("schema: migration-pilot/project@1\ntitle: x\nlimits:\n  loss_deviation_rel: 3\n"),
                 QStringLiteral("4:23: limits.loss_deviation_rel: expected a fraction between 0 and 1 (0.03 = 3 %)"));
        QCOMPARE(firstError("schema: migration-pilot/project@1\ntitle: x\nprofile:\n  method: qlora\n"),
                 QStringLiteral("4:11: profile.method: expected lora or full, found 'qlora'"));
        QVERIFY(checkProfileValue(*profileField(u"seq_len"), 2048.5).contains(QLatin1String("whole number")));
        QVERIFY(checkProfileValue(*profileField(u"parameters"), 0.5).contains(QLatin1String("at least 1")));
        QVERIFY(checkProfileValue(*profileField(u"parameters"), 8.03e9).isEmpty());
        QVERIFY(checkProfileValue(*profileField(u"expected_experiments"), 0).isEmpty());
        QVERIFY(checkProfileValue(*profileField(u"model_type"), -1).isEmpty()); // text: no number to check
    }
};

QTEST_GUILESS_MAIN(TestProjectFields)
#include "tst_projectfields.moc"
