// The project's fallback plan (`fallback`): read with every mistake located, the emergency
// profile kept inside the project folder, written back in place with the keys this build does
// not know, and noticed as a section of its own when an edit changes it.
#include "core/project/projectreader.h"
#include "core/project/projectsections.h"
#include "core/project/projectwriter.h"

#include <QTest>

using namespace pilot;

namespace {

const QByteArray kPlan = R"(schema: migration-pilot/project@1
title: Fallback
fallback:
  emergency_profile: jobs/./gpu-emergency.json
  target: ssh://ubuntu@gpu-host:22
  export_every_hours: 24
  recheck: "loss per step and exact match on the validation set against the GPU reference"
  quota: a key of a later version
runs:
  - {path: runs/ref, role: reference}
)";

QStringList messages(const ProjectLoadResult &r)
{
    QStringList out;
    for (const Diagnostic &d : r.diagnostics)
        out << d.toString();
    return out;
}

} // namespace

class TestFallbackPlan : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsThePlan()
    {
        const ProjectLoadResult r = parseProject(kPlan, QStringLiteral("p.yaml"));
        QVERIFY2(r.project, qPrintable(messages(r).join(QLatin1Char('\n'))));
        const FallbackPlan &plan = r.project->fallback;
        QCOMPARE(plan.emergencyProfile, QStringLiteral("jobs/gpu-emergency.json"));
        QCOMPARE(plan.target, QStringLiteral("ssh://ubuntu@gpu-host:22"));
        QCOMPARE(plan.exportEveryHours, std::optional<double>(24));
        QVERIFY(plan.recheck.startsWith(QStringLiteral("loss per step")));
        // A key this version does not know is kept, and said: a misspelt key would otherwise be lost silently.
        QVERIFY2(messages(r).join(QLatin1Char('\n')).contains(QStringLiteral("p.yaml:8:3: warning: fallback.quota: unknown key")),
                 qPrintable(messages(r).join(QLatin1Char('\n'))));
        QVERIFY(!hasErrors(r.diagnostics));
    }

    void aProjectWithoutPlanHasAnEmptyOne()
    {
        const ProjectLoadResult r = parseProject("schema: migration-pilot/project@1\ntitle: t\n", QStringLiteral("p.yaml"));
        QVERIFY(r.project);
        QVERIFY(r.project->fallback.isEmpty());
        QVERIFY(!serializeProject(*r.project).contains("fallback"));
    }

    void mistakesAreLocated_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("expected");
        const QByteArray head = "schema: migration-pilot/project@1\ntitle: t\nfallback:\n";
        QTest::newRow("plan a list") << QByteArray("schema: migration-pilot/project@1\ntitle: t\nfallback: [gpu]\n")
                                     << QStringLiteral("p.yaml:3:11: fallback: expected a mapping");
        QTest::newRow("hours text") << head + "  export_every_hours: daily\n"
                                    << QStringLiteral("p.yaml:4:23: fallback.export_every_hours: expected a number");
        QTest::newRow("hours zero") << head + "  export_every_hours: 0\n"
                                    << QStringLiteral("p.yaml:4:23: fallback.export_every_hours: expected a number of hours above 0");
        QTest::newRow("hours negative") << head + "  export_every_hours: -2\n"
                                        << QStringLiteral("p.yaml:4:23: fallback.export_every_hours: must be at least 0");
        QTest::newRow("hours NaN") << head + "  export_every_hours: .nan\n"
                                   << QStringLiteral("p.yaml:4:23: fallback.export_every_hours: expected a number");
        QTest::newRow("profile leaves the project") << head + "  emergency_profile: ../other/gpu.json\n"
                                                    << QStringLiteral("p.yaml:4:22: fallback.emergency_profile: '../other/gpu.json' leads "
                                                                      "out of the project's folder");
        QTest::newRow("profile absolute") << head + "  emergency_profile: /etc/passwd\n"
                                          << QStringLiteral("p.yaml:4:22: fallback.emergency_profile: expected a path relative to "
                                                            "the project file");
        QTest::newRow("profile a list") << head + "  emergency_profile: [a, b]\n"
                                        << QStringLiteral("p.yaml:4:22: fallback.emergency_profile: expected text");
        QTest::newRow("target an option") << head + "  target: 'ssh://-oProxyCommand=x'\n"
                                          << QStringLiteral("p.yaml:4:11: fallback.target:");
        QTest::newRow("target unknown") << head + "  target: kubernetes\n" << QStringLiteral("p.yaml:4:11: fallback.target:");
        QTest::newRow("recheck a map") << head + "  recheck: {loss: yes}\n" << QStringLiteral("p.yaml:4:12: fallback.recheck: expected text");
    }

    void mistakesAreLocated()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, expected);
        const ProjectLoadResult r = parseProject(yaml, QStringLiteral("p.yaml"));
        QVERIFY(!r.project);
        const QString errors = messages(r).join(QLatin1Char('\n'));
        QVERIFY2(errors.contains(expected), qPrintable(errors));
    }

    void targetsAreWrittenTheCanonicalWay()
    {
        const ProjectLoadResult r =
            parseProject("schema: migration-pilot/project@1\ntitle: t\nfallback:\n  target: slurm\n", QStringLiteral("p.yaml"));
        QVERIFY(r.project);
        QCOMPARE(r.project->fallback.target, QStringLiteral("slurm"));
    }

    void writtenBackInPlace()
    {
        const ProjectLoadResult r = parseProject(kPlan, QStringLiteral("p.yaml"));
        QVERIFY(r.project);
        Project p = *r.project;
        // Unchanged, it reads back the same, the unknown key with it.
        QByteArray saved = serializeProject(p);
        ProjectLoadResult again = parseProject(saved, QStringLiteral("again.yaml"));
        QVERIFY(again.project);
        QVERIFY(again.project->fallback == p.fallback);
        QVERIFY(saved.contains("quota: a key of a later version"));
        // An edit changes the values where they stand.
        p.fallback.exportEveryHours = 0.5;
        p.fallback.target = QStringLiteral("local");
        p.fallback.recheck.clear();
        QCOMPARE(changedSections(*r.project, p), ProjectSections(ProjectSection::Fallback));
        saved = serializeProject(p);
        QVERIFY2(saved.contains("export_every_hours: 0.5"), saved.constData());
        QVERIFY(!saved.contains("recheck"));
        QVERIFY(saved.contains("quota: a key of a later version"));
        again = parseProject(saved, QStringLiteral("again.yaml"));
        QVERIFY2(again.project, qPrintable(messages(again).join(QLatin1Char('\n'))));
        QVERIFY(again.project->fallback == p.fallback);
        // A plan emptied keeps the section only for the key it does not know.
        p.fallback = FallbackPlan();
        saved = serializeProject(p);
        QVERIFY(saved.contains("fallback:"));
        QVERIFY(!saved.contains("emergency_profile"));
        // A new plan in a project that had none.
        Project fresh;
        fresh.title = QStringLiteral("t");
        QVERIFY(!serializeProject(fresh).contains("fallback"));
        fresh.fallback.emergencyProfile = QStringLiteral("jobs/gpu.json");
        again = parseProject(serializeProject(fresh), QStringLiteral("fresh.yaml"));
        QVERIFY(again.project);
        QCOMPARE(again.project->fallback.emergencyProfile, QStringLiteral("jobs/gpu.json"));
        QVERIFY(allProjectSections().testFlag(ProjectSection::Fallback));
    }
};

QTEST_GUILESS_MAIN(TestFallbackPlan)
#include "tst_fallbackplan.moc"
