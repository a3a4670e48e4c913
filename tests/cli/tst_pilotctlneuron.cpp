// pilotctl run with the neuron backend and a project's runtime settings: the settings reach the
// backend's check (a refusal naming the torch-neuronx found and the one needed) and the job's
// environment (the team's compile cache, the package's folder), and a project that cannot be read
// starts nothing. The job's interpreter is a stand-in — a shell script this test writes, answering
// the probe with tests/data/neuron's outputs and recording the environment it was started with —
// and so is the package: no Python runs here.
#include "../common/pilotctlprocess.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

void write(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
}

QByteArray job(const char *device)
{
    QFile f(QStringLiteral(PILOT_SOURCE_DIR "/tests/data/jobs/valid/base.json"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing base.json");
    QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    o.insert(QStringLiteral("backend"), QStringLiteral("neuron"));
    o.insert(QStringLiteral("device"), QLatin1String(device));
    return QJsonDocument(o).toJson();
}

} // namespace

class TestPilotctlNeuron : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_python;

    QString project(const QByteArray &runtime)
    {
        const QString path = m_dir.filePath(QStringLiteral("project-%1.yaml").arg(qHash(runtime)));
        write(path, "schema: migration-pilot/project@1\ntitle: neuron\nruntime:\n  neuron:\n" + runtime);
        return path;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        write(m_dir.filePath(QStringLiteral("package/pilot_neuron_job/__main__.py")), "# stand-in module\n");
        qputenv("PILOT_NEURON_JOB_PATH", QFile::encodeName(m_dir.filePath(QStringLiteral("package"))));
        m_python = m_dir.filePath(QStringLiteral("stand-in-python3"));
        write(m_python, "#!/bin/sh\n"
                        "# Stand-in for the Neuron job's interpreter in tst_pilotctlneuron: no Python runs.\n"
                        "case \"$3\" in\n"
                        "  --probe) cat \"$(dirname \"$0\")/probe.json\" ;;\n"
                        "  --job) env > \"$6/env.txt\"; echo 'stand-in: no job here' >&2; exit 1 ;;\n"
                        "  *) exit 2 ;;\n"
                        "esac\n");
        QFile::setPermissions(m_python, QFile::permissions(m_python) | QFileDevice::ExeOwner);
        write(m_dir.filePath(QStringLiteral("job-neuron.json")), job("neuron"));
        write(m_dir.filePath(QStringLiteral("job-cpu.json")), job("cpu"));
        // The inputs the job names are there (a start whose input is missing is refused);
        // the stand-in reads none of them.
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("data")));
        write(m_dir.filePath(QStringLiteral("data/train.jsonl")), "{\"text\": \"a\"}\n");
        write(m_dir.filePath(QStringLiteral("data/validation.jsonl")), "{\"text\": \"b\"}\n");
    }

    void cleanupTestCase() { qunsetenv("PILOT_NEURON_JOB_PATH"); }

    void legacyTorchNeuronxIsRefused()
    {
        QFile::remove(m_dir.filePath(QStringLiteral("probe.json")));
        QVERIFY(QFile::copy(QStringLiteral(PILOT_SOURCE_DIR "/tests/data/neuron/probe-legacy.json"),
                            m_dir.filePath(QStringLiteral("probe.json"))));
        const QString run = m_dir.filePath(QStringLiteral("runs/refused"));
        const Result r = pilotctl({QStringLiteral("run"), m_dir.filePath(QStringLiteral("job-neuron.json")), QStringLiteral("--run-dir"),
                                   run, QStringLiteral("--project"), project("    python: " + QFile::encodeName(m_python) + "\n")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral(": device: The device “neuron” needs TorchNeuron")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("torch-neuronx 2.8.0.2.10.16998"))
                     && r.err.contains(QLatin1String("2.14.3.x with PyTorch 2.14")),
                 qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(run));
        QFile::remove(m_dir.filePath(QStringLiteral("probe.json")));
    }

    void theProjectsSettingsReachTheJob()
    {
        QFile::remove(m_dir.filePath(QStringLiteral("probe.json")));
        QVERIFY(QFile::copy(QStringLiteral(PILOT_SOURCE_DIR "/tests/data/neuron/probe-absent.json"),
                            m_dir.filePath(QStringLiteral("probe.json"))));
        const QString run = m_dir.filePath(QStringLiteral("runs/it's a \"run\""));
        const Result r = pilotctl(
            {QStringLiteral("run"), m_dir.filePath(QStringLiteral("job-cpu.json")), QStringLiteral("--run-dir"), run,
             QStringLiteral("--wait"), QStringLiteral("--project"),
             project("    python: " + QFile::encodeName(m_python) + "\n    compile_cache: /fsx/neuron-cache/team a\n    cc_flags: -O1\n")});
        QFile::remove(m_dir.filePath(QStringLiteral("probe.json")));
        QCOMPARE(r.exitCode, 5); // the stand-in job fails at once: the run failed
        QFile env(run + QStringLiteral("/env.txt"));
        QVERIFY2(env.open(QIODevice::ReadOnly), qPrintable(r.err));
        const QByteArray text = env.readAll();
        QVERIFY2(text.contains("TORCH_NEURONX_NEFF_CACHE_DIR=/fsx/neuron-cache/team a\n"), text.constData());
        QVERIFY(text.contains("NEURON_CC_FLAGS=-O1\n"));
        QVERIFY(text.contains("PYTHONPATH=" + QFile::encodeName(m_dir.filePath(QStringLiteral("package"))) + "\n"));
        QVERIFY(text.contains("NEURON_PROCESS_TAG=migration-pilot-"));
        QFile launch(run + QStringLiteral("/launch.json"));
        QVERIFY(launch.open(QIODevice::ReadOnly));
        const QJsonObject record = QJsonDocument::fromJson(launch.readAll()).object();
        QCOMPARE(record.value(QStringLiteral("backend")).toString(), QStringLiteral("neuron"));
        QCOMPARE(record.value(QStringLiteral("env")).toObject().value(QStringLiteral("TORCH_NEURONX_NEFF_CACHE_DIR")).toString(),
                 QStringLiteral("/fsx/neuron-cache/team a"));
    }

    // A team checks a capture from its own host: the real recordings of tests/data/neuron/real.
    void readsANeuronMonitorCapture()
    {
        const QString file = QStringLiteral(PILOT_SOURCE_DIR "/tests/data/neuron/real/neuron-monitor-inf1.xlarge-4runtimes.jsonl");
        Result r = pilotctl({QStringLiteral("neuron"), QStringLiteral("monitor"), file});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("process 21050 (tag 1): NeuronCores 1, mean utilisation 3.08 %")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QLatin1String("NeuronCores in use: at most 4;")), qPrintable(r.out));
        r = pilotctl({QStringLiteral("neuron"), QStringLiteral("monitor"), QStringLiteral("--json"), QStringLiteral("--tag"),
                      QStringLiteral("16851"),
                      QStringLiteral(PILOT_SOURCE_DIR "/tests/data/neuron/real/neuron-monitor-trn1.2xlarge-training.jsonl")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("reports")).toInt(), 3);
        QCOMPARE(o.value(QStringLiteral("failed_executions")).toInt(), 0);
        QCOMPARE(o.value(QStringLiteral("errors_by_kind")).toObject().value(QStringLiteral("generic")).toInt(), 23654 + 23692 + 23749);
        const QJsonObject process = o.value(QStringLiteral("processes")).toArray().at(0).toObject();
        QCOMPARE(process.value(QStringLiteral("cores")).toArray(), QJsonArray{0});
        QVERIFY(qAbs(process.value(QStringLiteral("mean_utilisation")).toDouble() - 1.344) < 0.001);
        QCOMPARE(o.value(QStringLiteral("samples")).toArray().size(), 3);

        // Not a stream: exit 2 with the reason; not a regular file: exit 1.
        write(m_dir.filePath(QStringLiteral("not-monitor.txt")), "neuron-top output\n+---+\n");
        r = pilotctl({QStringLiteral("neuron"), QStringLiteral("monitor"), m_dir.filePath(QStringLiteral("not-monitor.txt"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("holds no neuron-monitor report")), qPrintable(r.err));
        r = pilotctl({QStringLiteral("neuron"), QStringLiteral("monitor"), m_dir.path()});
        QCOMPARE(r.exitCode, 1);
        r = pilotctl({QStringLiteral("neuron"), QStringLiteral("watch"), file});
        QCOMPARE(r.exitCode, 64);
    }

    void readsANeuronLsCapture()
    {
        Result r = pilotctl({QStringLiteral("neuron"), QStringLiteral("ls"),
                             QStringLiteral(PILOT_SOURCE_DIR "/tests/data/neuron/real/neuron-ls-trn2.3xlarge.json")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("instance type: trn2.3xlarge")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QLatin1String("NEURON_RT_VISIBLE_CORES may name 0-3")), qPrintable(r.out));
        r = pilotctl({QStringLiteral("neuron"), QStringLiteral("ls"), QStringLiteral("--json"),
                      QStringLiteral(PILOT_SOURCE_DIR "/tests/data/neuron/real/neuron-ls-inf2.xlarge.json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("cores")).toInt(), 2);
        QCOMPARE(o.value(QStringLiteral("devices")).toArray().at(0).toObject().value(QStringLiteral("pids")).toArray(), QJsonArray{2199});
        write(m_dir.filePath(QStringLiteral("ls-table.txt")), "+--------+--------+\n| NEURON | NEURON |\n");
        r = pilotctl({QStringLiteral("neuron"), QStringLiteral("ls"), m_dir.filePath(QStringLiteral("ls-table.txt"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("not JSON")), qPrintable(r.err));
    }

    void anUnreadableProjectStartsNothing()
    {
        const QString run = m_dir.filePath(QStringLiteral("runs/never"));
        const Result r = pilotctl({QStringLiteral("run"), m_dir.filePath(QStringLiteral("job-cpu.json")), QStringLiteral("--run-dir"), run,
                                   QStringLiteral("--project"), project("    processes: none\n")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String(":5:16: runtime.neuron.processes: expected a whole number")), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(run));
    }
};

QTEST_GUILESS_MAIN(TestPilotctlNeuron)
#include "tst_pilotctlneuron.moc"
