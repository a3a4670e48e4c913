// Team situations written from the decision guide (tests/data/decisions/*.yaml): each project
// file says in its comment header what the guide expects and quotes the guide's sentence that
// justifies it. The engine must reach that outcome, in German and in English alike.
#include "core/decision/decisionengine.h"
#include "core/project/projectreader.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace pilot;

namespace {

const QString kCases = QStringLiteral(PILOT_SOURCE_DIR "/tests/data/decisions");

// The expectation keys a case may use; a misspelt key must fail rather than be ignored.
const QStringList kKeys{QStringLiteral("expect.outcome"),
                        QStringLiteral("expect.title.en"),
                        QStringLiteral("expect.title.de"),
                        QStringLiteral("expect.provisional"),
                        QStringLiteral("expect.undecided"),
                        QStringLiteral("expect.deciding"),
                        QStringLiteral("expect.decisive"),
                        QStringLiteral("expect.not_decisive"),
                        QStringLiteral("expect.do_first"),
                        QStringLiteral("expect.conflicts"),
                        QStringLiteral("expect.conflict_sources"),
                        QStringLiteral("expect.unknown_rows"),
                        QStringLiteral("expect.memory"),
                        QStringLiteral("expect.because"),
                        QStringLiteral("expect.advice"),
                        QStringLiteral("guide.de"),
                        QStringLiteral("guide.en")};
const QStringList kRequired{QStringLiteral("expect.outcome"),   QStringLiteral("expect.provisional"), QStringLiteral("expect.do_first"),
                            QStringLiteral("expect.conflicts"), QStringLiteral("guide.de"),           QStringLiteral("guide.en")};

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// "# key: value" lines of the leading comment block.
QMap<QString, QString> header(const QByteArray &text, QStringList *unknownKeys)
{
    static const QRegularExpression line(QStringLiteral("^#\\s*((?:expect|guide)\\.[a-z_.]+):\\s*(.*)$"));
    QMap<QString, QString> keys;
    for (const QString &l : QString::fromUtf8(text).split(QLatin1Char('\n'))) {
        if (!l.startsWith(QLatin1Char('#')))
            break;
        const QRegularExpressionMatch m = line.match(l.trimmed());
        if (!m.hasMatch())
            continue;
        if (!kKeys.contains(m.captured(1)))
            unknownKeys->append(m.captured(1));
        keys.insert(m.captured(1), m.captured(2).trimmed());
    }
    return keys;
}

QStringList list(const QString &value)
{
    if (value.isEmpty() || value == QLatin1String("none"))
        return {};
    QStringList items = value.split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (QString &i : items)
        i = i.trimmed();
    std::sort(items.begin(), items.end());
    return items;
}

bool yesNo(const QString &value)
{
    return value == QLatin1String("yes");
}

QStringList sorted(QStringList l)
{
    l.removeDuplicates();
    std::sort(l.begin(), l.end());
    return l;
}

// Whitespace-insensitive, without Markdown quote markers: the documentation wraps its quotes.
QString flat(const QString &text)
{
    QString t = text;
    t.replace(QRegularExpression(QStringLiteral("(^|\\n)\\s*>\\s?")), QStringLiteral(" "));
    return t.simplified();
}

} // namespace

class TestGuideCases : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void enoughCasesInBothLanguages()
    {
        const QStringList files = QDir(kCases).entryList({QStringLiteral("*.yaml")}, QDir::Files);
        QVERIFY2(files.size() >= 20, qPrintable(QString::number(files.size())));
        QVERIFY(files.filter(QRegularExpression(QStringLiteral("^de-"))).size() >= 8);
        QVERIFY(files.filter(QRegularExpression(QStringLiteral("^en-"))).size() >= 8);
        QSet<QString> outcomes;
        for (const QString &f : files) {
            QStringList unknown;
            outcomes.insert(header(readAll(QDir(kCases).filePath(f)), &unknown).value(QStringLiteral("expect.outcome")));
        }
        QCOMPARE(outcomes,
                 (QSet<QString>{QStringLiteral("stay_on_gpu"), QStringLiteral("trainium2_pilot"), QStringLiteral("dual_operation")}));
    }

    void guideCase_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &f : QDir(kCases).entryList({QStringLiteral("*.yaml")}, QDir::Files))
            QTest::newRow(qPrintable(f)) << QDir(kCases).filePath(f);
    }

    void guideCase()
    {
        QFETCH(QString, file);
        const QByteArray text = readAll(file);
        QStringList unknownKeys;
        const QMap<QString, QString> expect = header(text, &unknownKeys);
        QVERIFY2(unknownKeys.isEmpty(), qPrintable(unknownKeys.join(QLatin1Char(' '))));
        for (const QString &key : kRequired)
            QVERIFY2(!expect.value(key).isEmpty(), qPrintable(QStringLiteral("missing %1").arg(key)));

        // The guide's sentence is one the documentation quotes for a rule.
        const QString docs = flat(QString::fromUtf8(readAll(QStringLiteral(PILOT_SOURCE_DIR "/docs/decision-rules.md"))));
        QVERIFY2(docs.contains(flat(expect.value(QStringLiteral("guide.de")))), qPrintable(expect.value(QStringLiteral("guide.de"))));
        QVERIFY2(docs.contains(flat(expect.value(QStringLiteral("guide.en")))), qPrintable(expect.value(QStringLiteral("guide.en"))));

        const ProjectLoadResult loaded = loadProject(file);
        QVERIFY2(loaded.project, loaded.diagnostics.isEmpty() ? "" : qPrintable(loaded.diagnostics.constFirst().toString()));
        QVERIFY(!hasErrors(loaded.diagnostics));
        const QString caseLanguage = QFileInfo(file).fileName().startsWith(QLatin1String("de-")) ? QStringLiteral("de")
                                                                                                 : QStringLiteral("en");

        const DecisionOutcome en = decide(*loaded.project, DecisionRules::builtIn(), QStringLiteral("en"));
        const DecisionOutcome de = decide(*loaded.project, DecisionRules::builtIn(), QStringLiteral("de"));
        const DecisionOutcome &own = caseLanguage == QLatin1String("de") ? de : en;
        const QString context = QStringLiteral("%1 — %2 — %3").arg(own.outcome, own.title, own.because);

        // What is decided does not depend on the language it is written in.
        QCOMPARE(de.outcome, en.outcome);
        QCOMPARE(de.decidingRows, en.decidingRows);
        QCOMPARE(de.provisional, en.provisional);
        QCOMPARE(de.tasks.size(), en.tasks.size());
        QCOMPARE(de.conflicts.size(), en.conflicts.size());

        QVERIFY2(en.outcome == expect.value(QStringLiteral("expect.outcome")), qPrintable(context));
        if (expect.contains(QStringLiteral("expect.title.en")))
            QVERIFY2(en.title.contains(expect.value(QStringLiteral("expect.title.en"))), qPrintable(en.title));
        if (expect.contains(QStringLiteral("expect.title.de")))
            QVERIFY2(de.title.contains(expect.value(QStringLiteral("expect.title.de"))), qPrintable(de.title));
        QVERIFY2(en.provisional == yesNo(expect.value(QStringLiteral("expect.provisional"))), qPrintable(context));
        if (expect.contains(QStringLiteral("expect.undecided")))
            QCOMPARE(en.undecided, yesNo(expect.value(QStringLiteral("expect.undecided"))));
        for (const QString &row : list(expect.value(QStringLiteral("expect.deciding"))))
            QVERIFY2(en.decidingRows.contains(row),
                     qPrintable(row + QStringLiteral(" not among ") + en.decidingRows.join(QLatin1Char(' '))));

        const auto task = [&](const QString &row) -> const DecisionTask * {
            for (const DecisionTask &t : en.tasks) {
                if (t.questionId == row)
                    return &t;
            }
            return nullptr;
        };
        for (const QString &row : list(expect.value(QStringLiteral("expect.decisive"))))
            QVERIFY2(task(row) && task(row)->decisive, qPrintable(row));
        for (const QString &row : list(expect.value(QStringLiteral("expect.not_decisive"))))
            QVERIFY2(task(row) && !task(row)->decisive, qPrintable(row));
        QStringList doFirst;
        for (const DecisionTask &t : en.tasks) {
            if (t.doFirst)
                doFirst.append(t.questionId);
        }
        QCOMPARE(sorted(doFirst), list(expect.value(QStringLiteral("expect.do_first"))));

        QStringList conflictRows, conflictSources;
        for (const DecisionConflict &c : en.conflicts) {
            conflictRows.append(c.row);
            conflictSources.append(c.sourceKey);
            QVERIFY(!c.fact.isEmpty() && !c.source.isEmpty());
        }
        QCOMPARE(sorted(conflictRows), list(expect.value(QStringLiteral("expect.conflicts"))));
        if (expect.contains(QStringLiteral("expect.conflict_sources")))
            QCOMPARE(sorted(conflictSources), list(expect.value(QStringLiteral("expect.conflict_sources"))));

        QStringList unknownRows;
        for (const UnknownQuestionId &u : en.unknownRows)
            unknownRows.append(u.id + QLatin1Char('>') + u.nearest);
        QCOMPARE(sorted(unknownRows), list(expect.value(QStringLiteral("expect.unknown_rows"))));

        if (expect.contains(QStringLiteral("expect.memory")))
            QVERIFY2(own.memory.contains(expect.value(QStringLiteral("expect.memory"))), qPrintable(own.memory));
        if (expect.contains(QStringLiteral("expect.because")))
            QVERIFY2(own.because.contains(expect.value(QStringLiteral("expect.because"))), qPrintable(own.because));
        if (expect.contains(QStringLiteral("expect.advice")))
            QCOMPARE(en.advice.size(), expect.value(QStringLiteral("expect.advice")).toInt());
    }
};

QTEST_GUILESS_MAIN(TestGuideCases)
#include "tst_guidecases.moc"
