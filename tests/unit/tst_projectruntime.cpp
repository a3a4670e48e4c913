// The project's runtime settings (`runtime`) and its CPU-fallback rules file: read with every
// mistake located, merged per target, written back in place with the keys this build does not
// know, and noticed as a section of their own when an edit changes them.
#include "core/project/projectreader.h"
#include "core/project/projectsections.h"
#include "core/project/projectwriter.h"

#include <QTest>

using namespace pilot;

namespace {

const QByteArray kRuntime = R"(schema: migration-pilot/project@1
title: Runtime
runtime:
  neuron:
    python: /opt/aws_neuronx_venv_pytorch/bin/python3
    processes: 2
    visible_cores: 0-1
    compile_cache: /fsx/neuron-cache/routing-team
    cc_flags: --model-type transformer -O1
    future_key_of_a_plugin: kept
    targets:
      ssh://ubuntu@trn-host:22:
        compile_cache: /fsx/neff-cache/trn-host
        processes: 4
        visible_cores: 0-3
      local:
        python: /usr/bin/python3
  otherbackend:
    anything: goes
    where: the plugin checks it
cpu_fallback_rules: rules/team-fallbacks.yaml
)";

QStringList errorsOf(const ProjectLoadResult &r)
{
    QStringList out;
    for (const Diagnostic &d : r.diagnostics)
        out << d.toString();
    return out;
}

} // namespace

class TestProjectRuntime : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsAndMergesPerTarget()
    {
        const ProjectLoadResult r = parseProject(QByteArray(kRuntime).replace("    future_key_of_a_plugin: kept\n", ""),
                                                 QStringLiteral("p.yaml"));
        QVERIFY2(r.project, qPrintable(errorsOf(r).join(QLatin1Char('\n'))));
        const Project &p = *r.project;
        QCOMPARE(p.runtime.size(), 2);
        QCOMPARE(p.cpuFallbackRules, QStringLiteral("rules/team-fallbacks.yaml"));
        const QMap<QString, QString> local = runtimeSettingsFor(p.runtime, QStringLiteral("neuron"), QStringLiteral("local"));
        QCOMPARE(local.value(QStringLiteral("python")), QStringLiteral("/usr/bin/python3"));
        QCOMPARE(local.value(QStringLiteral("compile_cache")), QStringLiteral("/fsx/neuron-cache/routing-team"));
        QCOMPARE(local.value(QStringLiteral("processes")), QStringLiteral("2"));
        // A target written another way is the same target.
        const QMap<QString, QString> ssh = runtimeSettingsFor(p.runtime, QStringLiteral("neuron"),
                                                              QStringLiteral("ssh://ubuntu@trn-host:22"));
        QCOMPARE(ssh.value(QStringLiteral("compile_cache")), QStringLiteral("/fsx/neff-cache/trn-host"));
        QCOMPARE(ssh.value(QStringLiteral("processes")), QStringLiteral("4"));
        QCOMPARE(ssh.value(QStringLiteral("python")), QStringLiteral("/opt/aws_neuronx_venv_pytorch/bin/python3"));
        const QMap<QString, QString> slurm = runtimeSettingsFor(p.runtime, QStringLiteral("neuron"), QStringLiteral("slurm:trn"));
        QCOMPARE(slurm.value(QStringLiteral("visible_cores")), QStringLiteral("0-1"));
        QCOMPARE(runtimeSettingsFor(p.runtime, QStringLiteral("otherbackend"), QStringLiteral("local")).value(QStringLiteral("anything")),
                 QStringLiteral("goes"));
        QVERIFY(runtimeSettingsFor(p.runtime, QStringLiteral("libtorch"), QStringLiteral("local")).isEmpty());

        // One run's own number of processes (New Run's Processes): it wins for its backend and
        // target, over the target's override too; everything else keeps its value.
        const QList<BackendRuntime> run = withRuntimeSetting(p.runtime, QStringLiteral("neuron"), QStringLiteral("ssh://ubuntu@trn-host:22"),
                                                             QStringLiteral("processes"), QStringLiteral("8"));
        const QMap<QString, QString> forRun = runtimeSettingsFor(run, QStringLiteral("neuron"), QStringLiteral("ssh://ubuntu@trn-host:22"));
        QCOMPARE(forRun.value(QStringLiteral("processes")), QStringLiteral("8"));
        QCOMPARE(forRun.value(QStringLiteral("compile_cache")), QStringLiteral("/fsx/neff-cache/trn-host"));
        QCOMPARE(runtimeSettingsFor(run, QStringLiteral("neuron"), QStringLiteral("local")), local);
        // A backend the project names no settings for gets them for that target alone.
        const QList<BackendRuntime> added = withRuntimeSetting(p.runtime, QStringLiteral("libtorch"), QStringLiteral("slurm"),
                                                               QStringLiteral("processes"), QStringLiteral("2"));
        QCOMPARE(runtimeSettingsFor(added, QStringLiteral("libtorch"), QStringLiteral("slurm")).value(QStringLiteral("processes")),
                 QStringLiteral("2"));
        QVERIFY(runtimeSettingsFor(added, QStringLiteral("libtorch"), QStringLiteral("local")).isEmpty());
    }

    void mistakesAreLocated_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("expected");
        const QByteArray head = "schema: migration-pilot/project@1\ntitle: t\nruntime:\n  neuron:\n";
        QTest::newRow("unknown neuron key") << head + "    pyhton: python3\n"
                                            << QStringLiteral("p.yaml:5:5: runtime.neuron.pyhton: unknown setting");
        QTest::newRow("processes") << head + "    processes: many\n"
                                   << QStringLiteral("p.yaml:5:16: runtime.neuron.processes: expected a whole number");
        QTest::newRow("relative cache") << head + "    compile_cache: cache\n"
                                        << QStringLiteral("p.yaml:5:20: runtime.neuron.compile_cache: expected an absolute folder");
        QTest::newRow("s3 cache") << head + "    compile_cache: s3://team-bucket/neuron-cache\n"
                                  << QStringLiteral(
                                         "p.yaml:5:20: runtime.neuron.compile_cache: TorchNeuron keeps its NEFF cache in a folder");
        QTest::newRow("log level") << head + "    log_level: debug\n"
                                   << QStringLiteral("p.yaml:5:16: runtime.neuron.log_level: expected 0, 1, 2 or 3");
        QTest::newRow("cores") << head + "    visible_cores: 3-1\n" << QStringLiteral("runtime.neuron.visible_cores");
        QTest::newRow("not a scalar") << head + "    python: [a, b]\n"
                                      << QStringLiteral("p.yaml:5:13: runtime.neuron.python: expected text or a number");
        QTest::newRow("bad target") << head + "    targets:\n      'ssh://-oProxyCommand=x':\n        processes: 2\n"
                                    << QStringLiteral("p.yaml:6:7: runtime.neuron.targets.ssh://-oProxyCommand=x:");
        QTest::newRow("target twice") << head + "    targets:\n      slurm:\n        processes: 2\n      slurm:\n        processes: 3\n"
                                      << QStringLiteral("p.yaml:8:7: runtime.neuron.targets.slurm: this key appears twice");
        QTest::newRow("bad value in a target") << head + "    targets:\n      local:\n        artifacts: ../x\n"
                                               << QStringLiteral("p.yaml:7:20: runtime.neuron.targets.local.artifacts:");
        QTest::newRow("backend name") << QByteArray("schema: migration-pilot/project@1\ntitle: t\nruntime:\n  Neuron X:\n    python: p\n")
                                      << QStringLiteral("p.yaml:4:3: runtime.Neuron X: backend names");
        QTest::newRow("runtime a list") << QByteArray("schema: migration-pilot/project@1\ntitle: t\nruntime: [neuron]\n")
                                        << QStringLiteral("p.yaml:3:10: runtime: expected a mapping");
    }

    void mistakesAreLocated()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, expected);
        const ProjectLoadResult r = parseProject(yaml, QStringLiteral("p.yaml"));
        QVERIFY(!r.project);
        const QString errors = errorsOf(r).join(QLatin1Char('\n'));
        QVERIFY2(errors.contains(expected), qPrintable(errors));
    }

    void writtenBackInPlace()
    {
        QByteArray yaml = kRuntime;
        yaml.replace("    future_key_of_a_plugin: kept\n", "");
        yaml.replace("  otherbackend:\n", "  otherbackend:\n    # a comment is lost, a key is not\n");
        ProjectLoadResult r = parseProject(yaml, QStringLiteral("p.yaml"));
        QVERIFY(r.project);
        Project p = *r.project;
        // An unchanged project is written with the same settings.
        ProjectLoadResult again = parseProject(serializeProject(p), QStringLiteral("again.yaml"));
        QVERIFY(again.project);
        QVERIFY(again.project->runtime == p.runtime);
        QCOMPARE(again.project->cpuFallbackRules, p.cpuFallbackRules);
        // An edit changes the value where it stands.
        for (BackendRuntime &b : p.runtime) {
            if (b.backend == QLatin1String("neuron")) {
                b.values.insert(QStringLiteral("compile_cache"), QStringLiteral("/fsx/neuron-cache/other-team"));
                b.targets[QStringLiteral("local")].remove(QStringLiteral("python"));
            }
        }
        const QByteArray saved = serializeProject(p);
        QVERIFY2(saved.contains("compile_cache: /fsx/neuron-cache/other-team"), saved.constData());
        QVERIFY(saved.contains("anything: goes"));
        again = parseProject(saved, QStringLiteral("again.yaml"));
        QVERIFY2(again.project, qPrintable(errorsOf(again).join(QLatin1Char('\n'))));
        QVERIFY(again.project->runtime == p.runtime);
        QCOMPARE(changedSections(*r.project, p), ProjectSections(ProjectSection::Runtime));
        Project noRules = p;
        noRules.cpuFallbackRules.clear();
        QCOMPARE(changedSections(p, noRules), ProjectSections(ProjectSection::Runtime));
        QVERIFY(!serializeProject(noRules).contains("cpu_fallback_rules"));
        noRules.runtime.clear();
        QVERIFY(!serializeProject(noRules).contains("runtime"));
    }
};

QTEST_GUILESS_MAIN(TestProjectRuntime)
#include "tst_projectruntime.moc"
