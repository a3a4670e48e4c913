// pilotctl decide as a user runs it on the guide cases: conflicts, do-first tasks, rows the
// rules do not know, in text (German and English) and JSON.
#include "../common/pilotctlprocess.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

namespace {

QString caseFile(const char *name)
{
    return QStringLiteral(PILOT_SOURCE_DIR "/tests/data/decisions/") + QLatin1String(name);
}

} // namespace

class TestDecide : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void printsConflicts()
    {
        const QString file = caseFile("en-calculator-negative-net.yaml");
        Result r = pilotctl({QStringLiteral("decide"), file});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(QLatin1String("Recommendation: Stay on GPU\n")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("Conflicts:\n  - Is the training long enough to amortise the preparation cost? — answered "
                                               "yes; net over the plan -€14,650")),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("(source: amortisation calculator); counted as no")));
        QVERIFY(r.out.contains(QStringLiteral("— yes (counted as no): We train a lot")));
        QVERIFY(r.out.contains(QStringLiteral("Do first:\n  - Is the training long enough to amortise the preparation cost? — Show that "
                                              "the training effort pays back the preparation")));

        r = pilotctl({QStringLiteral("decide"), QStringLiteral("--json"), file});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("outcome")).toString(), QStringLiteral("stay_on_gpu"));
        const QJsonArray conflicts = o.value(QStringLiteral("conflicts")).toArray();
        QCOMPARE(conflicts.size(), 1);
        const QJsonObject c = conflicts.at(0).toObject();
        QCOMPARE(c.value(QStringLiteral("row")).toString(), QStringLiteral("amortisation"));
        QCOMPARE(c.value(QStringLiteral("answer")).toString(), QStringLiteral("yes"));
        QCOMPARE(c.value(QStringLiteral("source_key")).toString(), QStringLiteral("amortisation"));
        QCOMPARE(c.value(QStringLiteral("counted_as")).toString(), QStringLiteral("no"));
        QVERIFY(c.value(QStringLiteral("fact")).toString().contains(QLatin1String("break-even at 951 GPU hours")));
        const QJsonObject task = o.value(QStringLiteral("find_out")).toArray().at(0).toObject();
        QVERIFY(task.value(QStringLiteral("do_first")).toBool());
        QCOMPARE(task.value(QStringLiteral("answer")).toString(), QStringLiteral("no"));
    }

    void printsConflictsInGerman()
    {
        const Result r = pilotctl(
            {QStringLiteral("decide"), QStringLiteral("--lang"), QStringLiteral("de"), caseFile("de-reference-listed-but-no.yaml")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral("Empfehlung: Dualer Betrieb: zuerst die GPU-Referenz")), qPrintable(r.out));
        QVERIFY2(
            r.out.contains(QStringLiteral("Widersprüche:\n  - Gibt es eine GPU-Referenz, um Verlustkurve, Checkpoints und Ausgabequalität "
                                          "zu vergleichen? — beantwortet mit nein; das Projekt führt den GPU-Referenzlauf "
                                          "A100 September (runs/a100-2026-09) (Quelle: gelistete Läufe); gezählt als nein")),
            qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("Zuerst zu erledigen:\n  - Gibt es eine GPU-Referenz, um Verlustkurve, Checkpoints und "
                                              "Ausgabequalität zu vergleichen? — Zuerst die GPU-Referenz festlegen")));
    }

    void namesRowsTheRulesDoNotKnow()
    {
        const QString file = caseFile("en-misspelt-row.yaml");
        Result r = pilotctl({QStringLiteral("decide"), file});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String(
                     "Not part of the decision (no such question in the rules):\n  - gpu_refrence (did you mean gpu_reference?)")),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("Left undecided by:")));
        r = pilotctl({QStringLiteral("decide"), QStringLiteral("--json"), file});
        const QJsonArray unknown = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("unknown_rows")).toArray();
        QCOMPARE(unknown.size(), 1);
        QCOMPARE(unknown.at(0).toObject().value(QStringLiteral("nearest")).toString(), QStringLiteral("gpu_reference"));
    }
};

QTEST_GUILESS_MAIN(TestDecide)
#include "tst_decide.moc"
