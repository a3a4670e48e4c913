// Acceptance limits: validation, the lock once a pilot starts, the change log, and both kept
// in the project file.
#include "core/project/limitslock.h"
#include "core/project/projectreader.h"
#include "core/project/projectwriter.h"
#include "core/record/decisionrecord.h"

#include <QTest>

using namespace pilot;

namespace {

const QDateTime kMonday(QDate(2026, 11, 30), QTime(9, 15), Qt::UTC);

Project reread(const Project &p)
{
    const ProjectLoadResult loaded = parseProject(serializeProject(p), QStringLiteral("p.yaml"));
    if (!loaded.project)
        qFatal("re-read failed: %s", qPrintable(loaded.diagnostics.constFirst().toString()));
    return *loaded.project;
}

} // namespace

class TestLimitsLock : public QObject
{
    Q_OBJECT

private slots:
    void limitsAreChecked_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("value");
        QTest::addColumn<bool>("ok");
        QTest::newRow("negative") << "restart_time_s" << -1.0 << false;
        QTest::newRow("relative above 1") << "loss_deviation_rel" << 1.5 << false;
        QTest::newRow("quality above 1") << "output_quality_min" << 1.01 << false;
        QTest::newRow("absolute above 1") << "loss_deviation_abs" << 1.5 << true;
        QTest::newRow("zero") << "time_to_first_checkpoint_s" << 0.0 << true;
        QTest::newRow("not a limit") << "speed" << 1.0 << false;
    }

    void limitsAreChecked()
    {
        QFETCH(QString, key);
        QFETCH(double, value);
        QFETCH(bool, ok);
        QCOMPARE(checkLimit(key, value).isEmpty(), ok);
        Project p;
        QString error;
        QCOMPARE(changeLimit(&p, key, value, QString(), QString(), kMonday, &error), ok);
        QCOMPARE(error.isEmpty(), ok);
    }

    void unlockedChangesAreNotLogged()
    {
        Project p;
        QString error;
        QVERIFY(changeLimit(&p, QStringLiteral("restart_time_s"), 900.0, QString(), QString(), kMonday, &error));
        QCOMPARE(p.limits.restartTimeS, std::optional<double>(900.0));
        QVERIFY(p.limits.changes.isEmpty());
        QVERIFY(!pilotStarted(p));
        p.runs.append(ProjectRun{QStringLiteral("runs/gpu"), RunRole::Reference, QString()});
        QVERIFY(!pilotStarted(p));
        p.runs.append(ProjectRun{QStringLiteral("runs/trn2"), RunRole::Pilot, QString()});
        QVERIFY(pilotStarted(p));
    }

    void lockedChangesNeedAuthorAndReasonAndAreLogged()
    {
        Project p;
        p.title = QStringLiteral("t");
        p.limits.restartTimeS = 900;
        p.limits.outputQualityMin = 0.92;
        lockLimits(&p, QStringLiteral("Jana Weber"), QStringLiteral("first pilot run started"), kMonday);
        lockLimits(&p, QStringLiteral("Someone Else"), QStringLiteral("again"), kMonday.addDays(1)); // no effect
        QCOMPARE(p.limits.locked->author, QStringLiteral("Jana Weber"));
        QString error;
        QVERIFY(!changeLimit(&p, QStringLiteral("restart_time_s"), 1200.0, QStringLiteral("Jana Weber"), QString(), kMonday, &error));
        QVERIFY(error.contains(QLatin1String("reason")));
        QCOMPARE(p.limits.restartTimeS, std::optional<double>(900.0)); // refused changes change nothing
        QVERIFY(changeLimit(&p, QStringLiteral("restart_time_s"), 900.0, QString(), QString(), kMonday, &error)); // same value
        QVERIFY(p.limits.changes.isEmpty());
        QVERIFY(changeLimit(&p, QStringLiteral("restart_time_s"), 1200.0, QStringLiteral("Jana Weber"),
                            QStringLiteral("checkpoint upload is slower than planned"), kMonday.addDays(2), &error));
        QVERIFY(changeLimit(&p, QStringLiteral("output_quality_min"), std::nullopt, QStringLiteral("Tom Berg"),
                            QStringLiteral("quality is judged by the review panel instead"), kMonday.addDays(3), &error));
        QCOMPARE(p.limits.changes.size(), 2);
        QCOMPARE(p.limits.changes[0].from, QStringLiteral("900"));
        QCOMPARE(p.limits.changes[0].to, QStringLiteral("1200"));
        QCOMPARE(p.limits.changes[1].to, QString());

        // Lock and log survive the project file.
        const Project again = reread(p);
        QCOMPARE(again.limits.locked->at, kMonday);
        QCOMPARE(again.limits.locked->reason, QStringLiteral("first pilot run started"));
        QCOMPARE(again.limits.changes.size(), 2);
        QCOMPARE(again.limits.changes[0].at, kMonday.addDays(2));
        QCOMPARE(again.limits.changes[0].field, QStringLiteral("restart_time_s"));
        QCOMPARE(again.limits.changes[1].from, QStringLiteral("0.92"));
        QCOMPARE(again.limits.changes[1].to, QString());
        QVERIFY(!again.limits.outputQualityMin);
        QCOMPARE(again.limits.changes[1].author, QStringLiteral("Tom Berg"));
        QCOMPARE(again.limits.restartTimeS, std::optional<double>(1200.0));
    }

    void recordShowsTheLockAndEveryChange_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("locked");
        QTest::addColumn<QString>("field");
        QTest::newRow("de") << "de"
                            << "Festgeschrieben am"
                            << "Neustartzeit (s)";
        QTest::newRow("en") << "en"
                            << "Locked on"
                            << "Restart time (s)";
    }

    void recordShowsTheLockAndEveryChange()
    {
        QFETCH(QString, language);
        QFETCH(QString, locked);
        QFETCH(QString, field);
        Project p;
        p.title = QStringLiteral("t");
        p.limits.restartTimeS = 900;
        QString error;
        const QString before = DecisionRecord(p, DecisionRules::builtIn(), language, QDate(2026, 12, 5)).markdown();
        QVERIFY(!before.contains(locked));
        lockLimits(&p, QStringLiteral("Jana Weber"), QStringLiteral("first pilot run started"), kMonday);
        QVERIFY(changeLimit(&p, QStringLiteral("restart_time_s"), 1200.0, QStringLiteral("Tom Berg"),
                            QStringLiteral("slow checkpoint upload"), kMonday.addDays(1), &error));
        const QString md = DecisionRecord(p, DecisionRules::builtIn(), language, QDate(2026, 12, 5)).markdown();
        QVERIFY2(md.contains(locked) && md.contains(QLatin1String("Jana Weber: first pilot run started")), qPrintable(md));
        QVERIFY2(md.contains(QStringLiteral("2026-12-01 09:15 UTC, Tom Berg: ") + field + QStringLiteral(" 900 → ")), qPrintable(md));
        QVERIFY(md.contains(QStringLiteral("— slow checkpoint upload")));
    }

    void badLockEntriesAreLocated()
    {
        const QByteArray yaml = "schema: migration-pilot/project@1\n"
                                "title: t\n"
                                "limits:\n"
                                "  restart_time_s: 900\n"
                                "  locked:\n"
                                "    at: last monday\n"
                                "    by: Jana\n"
                                "  changes:\n"
                                "    - at: 2026-11-30T10:00:00Z\n"
                                "      field: restart_time_s\n";
        const ProjectLoadResult loaded = parseProject(yaml, QStringLiteral("p.yaml"));
        QVERIFY(!loaded.project);
        QStringList messages;
        for (const Diagnostic &d : loaded.diagnostics)
            messages << d.toString();
        const QString all = messages.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QLatin1String("p.yaml:6:9: limits.locked.at")), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("limits.changes[0]")) && all.contains(QLatin1String("by")), qPrintable(all));
    }
};

QTEST_GUILESS_MAIN(TestLimitsLock)
#include "tst_limitslock.moc"
