// The readers of the Neuron tools, the compiler's cache lines, the Neuron job's probe and the
// neuron backend's runtime settings, against the fixtures in tests/data/neuron (documented
// formats and public log lines, named as such in its README; none recorded on Neuron hardware)
// and against garbage: whatever a tool or a file holds, the readers answer without crashing and
// never report more than the input says.
#include "core/neuron/compilecachelog.h"
#include "core/neuron/neuronls.h"
#include "core/neuron/neuronmonitor.h"
#include "core/neuron/neuronprobe.h"
#include "core/neuron/neuronrunfacts.h"
#include "core/neuron/neurontoolversions.h"
#include "core/project/neuronruntime.h"
#include "core/runs/runmetrics.h"
#include "core/support/growinglines.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

#include <limits>

using namespace pilot;

namespace {

const QString kFixtures = QStringLiteral(PILOT_SOURCE_DIR "/tests/data/neuron/");

QByteArray fixture(const QString &name)
{
    QFile f(kFixtures + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    return f.readAll();
}

void write(const QString &path, const QByteArray &content, bool append = false)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(append ? QIODevice::Append : QIODevice::WriteOnly) || f.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
}

// A stand-in for a Python interpreter: a shell script the test writes, which answers what the
// real job's probe would (it never runs Python).
QString standIn(const QString &dir, const QString &name, const QByteArray &body)
{
    const QString path = QDir(dir).filePath(name);
    write(path, "#!/bin/sh\n" + body);
    QFile::setPermissions(path, QFile::permissions(path) | QFileDevice::ExeOwner);
    return path;
}

QProcessEnvironment plainEnvironment()
{
    QProcessEnvironment env;
    env.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin"));
    return env;
}

QByteArray garbage(int size, quint32 seed)
{
    QRandomGenerator random(seed);
    QByteArray out(size, Qt::Uninitialized);
    for (char &c : out)
        c = char(random.bounded(256));
    return out;
}

} // namespace

class TestNeuronTools : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void neuronLsDocumentedExample()
    {
        NeuronLsHost host;
        QString error;
        QVERIFY2(parseNeuronLs(fixture(QStringLiteral("neuron-ls.json")), &host, &error), qPrintable(error));
        QCOMPARE(host.devices.size(), 2);
        QCOMPARE(host.devices.at(0).index, 0);
        QCOMPARE(host.devices.at(1).index, 15);
        QCOMPARE(host.devices.at(0).coreCount, 4);
        QCOMPARE(host.devices.at(0).memoryBytes, qint64(103079215104));
        QCOMPARE(host.devices.at(0).logicalCoreConfig, 2);
        QCOMPARE(host.devices.at(0).bdf, QStringLiteral("cc:00.0"));
        QCOMPARE(host.devices.at(0).processPids, QList<qint64>{113985});
        QCOMPARE(host.coreCount(), 8);
        QCOMPARE(host.memoryBytes(), qint64(2) * 103079215104);
        // No neuroncore_ids in this example: the ids a job may name are counted in device order.
        QCOMPARE(host.coreIds(), (QList<int>{0, 1, 2, 3, 4, 5, 6, 7}));
    }

    void neuronLsEveryDocumentedField()
    {
        NeuronLsHost host;
        QString error;
        QVERIFY2(parseNeuronLs(fixture(QStringLiteral("neuron-ls-all-fields.json")), &host, &error), qPrintable(error));
        QCOMPARE(host.devices.size(), 2);
        QCOMPARE(host.devices.at(1).coreIds, (QList<int>{4, 5, 6, 7}));
        QCOMPARE(host.coreIds(), (QList<int>{0, 1, 2, 3, 4, 5, 6, 7}));
        QVERIFY(host.devices.at(0).processPids.isEmpty());
    }

    // neuron-ls as people recorded it on real hosts (tests/data/neuron/real/README.md).
    void neuronLsOfRealHosts_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("cores");
        QTest::addColumn<QList<int>>("ids");
        QTest::addColumn<qint64>("memory");
        QTest::addColumn<QList<qint64>>("pids");
        QTest::addColumn<QString>("instance");
        QTest::addColumn<int>("logical");
        QTest::newRow("trn1.2xlarge") << QStringLiteral("real/neuron-ls-trn1.2xlarge.json") << 2 << QList<int>{0, 1} << qint64(34359738368)
                                      << QList<qint64>{} << QString() << 0;
        QTest::newRow("inf2.xlarge, a process") << QStringLiteral("real/neuron-ls-inf2.xlarge.json") << 2 << QList<int>{0, 1}
                                                << qint64(34359738368) << QList<qint64>{2199} << QString() << 0;
        QTest::newRow("trn2.3xlarge, logical cores") << QStringLiteral("real/neuron-ls-trn2.3xlarge.json") << 4 << QList<int>{0, 1, 2, 3}
                                                     << qint64(103079215104) << QList<qint64>{} << QStringLiteral("trn2.3xlarge") << 2;
    }

    void neuronLsOfRealHosts()
    {
        QFETCH(QString, file);
        NeuronLsHost host;
        QString error;
        QVERIFY2(parseNeuronLs(fixture(file), &host, &error), qPrintable(error));
        QCOMPARE(host.devices.size(), 1);
        QTEST(host.coreCount(), "cores");
        QTEST(host.coreIds(), "ids");
        QTEST(host.memoryBytes(), "memory");
        QTEST(host.devices.first().processPids, "pids");
        QTEST(host.instanceType, "instance");
        QTEST(host.devices.first().logicalCoreConfig, "logical");
    }

    // The documentation: "Range or list of individual NeuronCore IDs".
    void neuronLsCoreIdsInEveryDocumentedForm_data()
    {
        QTest::addColumn<QByteArray>("ids");
        QTest::addColumn<QList<int>>("expected");
        QTest::newRow("a list (every recording)") << QByteArray("[4, 5, 6, 7]") << QList<int>{4, 5, 6, 7};
        QTest::newRow("a range, as the table prints it") << QByteArray("\"4-7\"") << QList<int>{4, 5, 6, 7};
        QTest::newRow("ids in a text") << QByteArray("\"4, 6\"") << QList<int>{4, 6};
        QTest::newRow("ranges in a list") << QByteArray("[\"4-5\", 6, \"7\"]") << QList<int>{4, 5, 6, 7};
        QTest::newRow("one id") << QByteArray("\"60\"") << QList<int>{60};
    }

    void neuronLsCoreIdsInEveryDocumentedForm()
    {
        QFETCH(QByteArray, ids);
        NeuronLsHost host;
        QString error;
        QVERIFY2(parseNeuronLs(R"([{"neuron_device": 1, "nc_count": 4, "neuroncore_ids": )" + ids + "}]", &host, &error),
                 qPrintable(error));
        QTEST(host.coreIds(), "expected");
    }

    // Neuron 2.34's --output-format json wraps the devices in an object (announced; no sample seen).
    void neuronLsInAnObject()
    {
        NeuronLsHost host;
        QString error;
        const QByteArray devices = fixture(QStringLiteral("real/neuron-ls-trn1.2xlarge.json"));
        QVERIFY2(parseNeuronLs(R"({"instance_type": "trn1.2xlarge", "neuron_devices": )" + devices + "}", &host, &error),
                 qPrintable(error));
        QCOMPARE(host.instanceType, QStringLiteral("trn1.2xlarge"));
        QCOMPARE(host.coreIds(), (QList<int>{0, 1}));
    }

    void neuronLsRefusesWhatIsNotIt_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("not json") << QByteArray("+--------+--------+\n| NEURON | NEURON |\n");
        QTest::newRow("an object") << QByteArray(R"({"neuron_device": 0, "nc_count": 4})");
        QTest::newRow("no nc_count") << QByteArray(R"([{"neuron_device": 0}])");
        QTest::newRow("nc_count text") << QByteArray(R"([{"neuron_device": 0, "nc_count": "4"}])");
        QTest::newRow("nc_count negative") << QByteArray(R"([{"neuron_device": 0, "nc_count": -4}])");
        QTest::newRow("nc_count fraction") << QByteArray(R"([{"neuron_device": 0, "nc_count": 1.5}])");
        QTest::newRow("nc_count huge") << QByteArray(R"([{"neuron_device": 0, "nc_count": 1e300}])");
        QTest::newRow("device twice") << QByteArray(R"([{"neuron_device": 0, "nc_count": 1}, {"neuron_device": 0, "nc_count": 1}])");
        QTest::newRow("core id twice") << QByteArray(R"([{"neuron_device": 0, "nc_count": 2, "neuroncore_ids": [0, 0]}])");
        QTest::newRow("core ids a reversed range") << QByteArray(R"([{"neuron_device": 0, "nc_count": 2, "neuroncore_ids": "1-0"}])");
        QTest::newRow("core ids words") << QByteArray(R"([{"neuron_device": 0, "nc_count": 2, "neuroncore_ids": ["zero", 1]}])");
        QTest::newRow("core ids a huge range") << QByteArray(R"([{"neuron_device": 0, "nc_count": 2, "neuroncore_ids": "0-65535"}])");
        QTest::newRow("core ids overlap") << QByteArray(R"([{"neuron_device": 0, "nc_count": 4, "neuroncore_ids": ["0-2", 2]}])");
        QTest::newRow("an object with two device lists")
            << QByteArray(R"({"a": [{"neuron_device": 0, "nc_count": 1}], "b": [{"neuron_device": 1, "nc_count": 1}]})");
        QTest::newRow("memory negative") << QByteArray(R"([{"neuron_device": 0, "nc_count": 2, "memory_size": -1}])");
        QTest::newRow("device a list") << QByteArray(R"([[0, 4]])");
        QTest::newRow("too large") << QByteArray("[") + QByteArray(kMaxNeuronToolOutput, ' ') + QByteArray("]");
        QTest::newRow("deeply nested") << QByteArray(100000, '[') + QByteArray(100000, ']');
        QTest::newRow("random bytes") << garbage(4096, 7);
    }

    void neuronLsRefusesWhatIsNotIt()
    {
        QFETCH(QByteArray, json);
        NeuronLsHost host;
        host.instanceType = QStringLiteral("left over");
        QString error;
        QVERIFY(!parseNeuronLs(json, &host, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(host.devices.isEmpty());
        QVERIFY(host.instanceType.isEmpty());
    }

    void neuronLsWithoutTheToolSaysNothing()
    {
        QProcessEnvironment env;
        env.insert(QStringLiteral("PATH"), QStringLiteral("/nonexistent"));
        NeuronLsHost host;
        QString error = QStringLiteral("x");
        QVERIFY(!queryNeuronLs(env, 1000, &host, &error));
        QVERIFY(error.isEmpty());
    }

    void neuronLsRunsTheToolOnThePath()
    {
        // A stand-in neuron-ls on the PATH, printing the documented example.
        QTemporaryDir dir;
        standIn(dir.path(), QStringLiteral("neuron-ls"),
                "test \"$1\" = --json-output || exit 2\ncat '" + QFile::encodeName(kFixtures) + "neuron-ls.json'\n");
        QProcessEnvironment env;
        env.insert(QStringLiteral("PATH"), dir.path() + QStringLiteral(":/usr/bin:/bin"));
        NeuronLsHost host;
        QString error;
        QVERIFY2(queryNeuronLs(env, 10000, &host, &error), qPrintable(error));
        QCOMPARE(host.coreCount(), 8);
    }

    // A neuron-ls that no longer takes --json-output (Neuron 2.34) is asked with --output-format json.
    void neuronLsFallsBackToTheNewerOption()
    {
        QTemporaryDir dir;
        standIn(dir.path(), QStringLiteral("neuron-ls"),
                "if [ \"$1\" = --json-output ]; then echo 'neuron-ls: error: unrecognized arguments: --json-output' >&2; exit 2; fi\n"
                "test \"$1 $2\" = '--output-format json' || exit 3\n"
                "printf '{\"instance_type\": \"trn1.2xlarge\", \"neuron_devices\": '\ncat '"
                    + QFile::encodeName(kFixtures) + "real/neuron-ls-trn1.2xlarge.json'\nprintf '}'\n");
        QProcessEnvironment env;
        env.insert(QStringLiteral("PATH"), dir.path() + QStringLiteral(":/usr/bin:/bin"));
        NeuronLsHost host;
        QString error;
        QVERIFY2(queryNeuronLs(env, 10000, &host, &error), qPrintable(error));
        QCOMPARE(host.instanceType, QStringLiteral("trn1.2xlarge"));
        QCOMPARE(host.coreIds(), (QList<int>{0, 1}));
    }

    void neuronMonitorDocumentedStream()
    {
        const NeuronMonitorSeries s = parseNeuronMonitor(fixture(QStringLiteral("neuron-monitor.jsonl")), QStringLiteral("my_app_1"));
        QCOMPARE(s.reports, qint64(3));
        QCOMPARE(s.badLines, qint64(0));
        QCOMPARE(s.samples.size(), 3);
        QVERIFY(qFuzzyCompare(s.samples.at(0).utilisation, (42.01 + 42.02) / 2));
        QVERIFY(qFuzzyCompare(s.samples.at(1).utilisation, 20.0));
        QVERIFY(qFuzzyCompare(s.samples.at(2).utilisation, 70.0));
        QCOMPARE(s.samples.at(0).coresInUse, 2);
        // No time stamps in the stream: the reports' own periods add up.
        QVERIFY(qFuzzyCompare(s.samples.at(0).t, 1.000113182));
        QVERIFY(qFuzzyCompare(s.samples.at(2).t, 3 * 1.000113182));
        QCOMPARE(s.samples.at(0).deviceBytes, 12519788544.0);
        QCOMPARE(s.samples.at(2).deviceBytes, 13519788544.0);
        QCOMPARE(s.samples.at(0).hostBytes, 6997643264.0);
        QCOMPARE(s.samples.at(2).errors, qint64(3));
        QCOMPARE(s.samples.at(2).failedExecutions, qint64(3));
        QVERIFY(s.samples.at(2).troubled());
        QVERIFY(!s.samples.at(1).troubled());
        QCOMPARE(s.failedExecutions(), qint64(3));
        QCOMPARE(s.errorsByKind.value(QStringLiteral("numerical")), qint64(3));
        QCOMPARE(s.errorsByKind.value(QStringLiteral("hardware")), qint64(0)); // the other runtime's
        QCOMPARE(s.errorTotal(), qint64(3));
        QCOMPARE(s.eccUncorrected, qint64(0));
        QVERIFY(s.collectionErrors.isEmpty());
    }

    // A training process on trn1.2xlarge (wandb's recording): core 1 is listed at 0 % and holds
    // no model, so the process uses one core at 1.36 %, not two at 0.68 %. Its "generic" error
    // counts are large in every period while every execution completes: counts, not failures.
    void neuronMonitorOfARealTrainingProcess()
    {
        const NeuronMonitorSeries s = parseNeuronMonitor(fixture(QStringLiteral("real/neuron-monitor-trn1.2xlarge-training.jsonl")),
                                                         QStringLiteral("16851"));
        QCOMPARE(s.reports, qint64(3));
        QCOMPARE(s.samples.size(), 3);
        const double expected[] = {1.3631567613356375, 1.3560819560861623, 1.3128372400154966};
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(s.samples.at(i).coresInUse, 1);
            QVERIFY2(qFuzzyCompare(s.samples.at(i).utilisation, expected[i]), qPrintable(QString::number(s.samples.at(i).utilisation)));
            QVERIFY(!s.samples.at(i).troubled());
            QCOMPARE(s.samples.at(i).completedExecutions, qint64(260));
        }
        QCOMPARE(s.samples.at(0).deviceBytes, 102298328.0); // memory is the current amount, per report
        QCOMPARE(s.samples.at(0).errors, qint64(23654));
        // The guide gives error_summary "for the captured period": the series adds them up.
        QCOMPARE(s.errorsByKind.value(QStringLiteral("generic")), qint64(23654 + 23692 + 23749));
        QCOMPARE(s.executionsByOutcome.value(QStringLiteral("completed")), qint64(780));
        QCOMPARE(s.failedExecutions(), qint64(0));
        QCOMPARE(s.processes.size(), 1);
        const NeuronMonitorProcess &p = s.processes.first();
        QCOMPARE(p.pid, qint64(16851));
        QCOMPARE(p.cores, QList<int>{0});
        QCOMPARE(p.reports, qint64(3));
        QVERIFY(qFuzzyCompare(p.meanUtilisation(), (expected[0] + expected[1] + expected[2]) / 3));
        QCOMPARE(s.eccUncorrected, qint64(0));
    }

    // Four processes on a 4-core inf1.xlarge, all tagged "1": each lists all four cores but
    // uses its own. The run has four cores in use, not sixteen, and their own utilisation.
    void neuronMonitorOfFourRealRuntimes()
    {
        const NeuronMonitorSeries s = parseNeuronMonitor(fixture(QStringLiteral("real/neuron-monitor-inf1.xlarge-4runtimes.jsonl")),
                                                         QStringLiteral("1"));
        QCOMPARE(s.samples.size(), 1);
        const NeuronMonitorSample &sample = s.samples.first();
        QCOMPARE(sample.coresInUse, 4);
        QVERIFY(qFuzzyCompare(sample.utilisation, (2.926414908153532 + 3.0803098003189486 + 2.517060487060293 + 2.488352186334406) / 4));
        QCOMPARE(s.processes.size(), 4);
        const QList<qint64> pids{20843, 21050, 21411, 21741};
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(s.processes.at(i).pid, pids.at(i));
            QCOMPARE(s.processes.at(i).cores, QList<int>{i});
        }
        QVERIFY(std::isnan(s.processes.first().peakHostBytes) || s.processes.first().peakHostBytes > 0);
        // Another tag is not the run's.
        QVERIFY(parseNeuronMonitor(fixture(QStringLiteral("real/neuron-monitor-inf1.xlarge-4runtimes.jsonl")), QStringLiteral("2"))
                    .processes.isEmpty());

        const NeuronMonitorSeries one = parseNeuronMonitor(fixture(QStringLiteral("real/neuron-monitor-inf1.xlarge-1runtime.jsonl")),
                                                           QStringLiteral("15439"));
        QCOMPARE(one.samples.first().coresInUse, 1);
        QVERIFY(qFuzzyCompare(one.samples.first().utilisation, 89.01827638996558));

        // No Neuron application running: a report without runtimes, nothing in use.
        const NeuronMonitorSeries idle = parseNeuronMonitor(fixture(QStringLiteral("real/neuron-monitor-trn1.2xlarge-idle.jsonl")),
                                                            QString());
        QCOMPARE(idle.reports, qint64(1));
        QCOMPARE(idle.samples.first().coresInUse, 0);
        QVERIFY(std::isnan(idle.samples.first().utilisation));
        QVERIFY(idle.processes.isEmpty());
        QVERIFY(idle.collectionErrors.isEmpty());
    }

    // Hostile streams: counts that would overflow stop at the largest number, a flood of kinds
    // is cut, a runtime without counters does not hide another's value, and a listed core
    // without a valid value says nothing rather than 0 %.
    void neuronMonitorHostileCounts()
    {
        QByteArray many;
        for (int i = 0; i < 10000; ++i)
            many += R"({"neuron_runtime_data": [{"report": {"execution_stats": {"error_summary": {"generic": 1e15}}}}]})"
                    + QByteArray("\n");
        const NeuronMonitorSeries s = parseNeuronMonitor(many, QString());
        QCOMPARE(s.reports, qint64(10000));
        QCOMPARE(s.errorsByKind.value(QStringLiteral("generic")), std::numeric_limits<qint64>::max());
        QCOMPARE(s.errorTotal(), std::numeric_limits<qint64>::max());

        QByteArray kinds = R"({"neuron_runtime_data": [{"report": {"execution_stats": {"error_summary": {)";
        for (int i = 0; i < 1000; ++i)
            kinds += (i ? ", " : "") + QByteArray("\"k") + QByteArray::number(i) + "\": 1";
        kinds += "}}}}]}\n";
        QVERIFY(parseNeuronMonitor(kinds, QString()).errorsByKind.size() <= 32);

        const QByteArray order =
            R"({"neuron_hardware_info": {"neuroncore_per_device_count": 2}, "neuron_runtime_data": [)"
            R"({"pid": 1, "report": {"memory_used": {"loaded_models": [{"subgraphs": {"sg_00": {"neuroncore_index": 0, "neuron_device_index": 0}}}]}}},)"
            R"({"pid": 2, "report": {"neuroncore_counters": {"neuroncores_in_use": {"0": {"neuroncore_utilization": 80}}}}}]})"
            + QByteArray("\n");
        const NeuronMonitorSeries o = parseNeuronMonitor(order, QString());
        QCOMPARE(o.samples.first().coresInUse, 1);
        QCOMPARE(o.samples.first().utilisation, 80.0);

        const QByteArray invalid =
            R"({"neuron_runtime_data": [{"pid": 1, "report": {"neuroncore_counters": {"neuroncores_in_use": {"0": {"neuroncore_utilization": null}}},)"
            R"( "memory_used": {"loaded_models": [{"subgraphs": {"sg_00": {"neuroncore_index": 0, "neuron_device_index": 0}}}]}}}]})"
            + QByteArray("\n");
        const NeuronMonitorSeries v = parseNeuronMonitor(invalid, QString());
        QCOMPARE(v.samples.first().coresInUse, 1);
        QVERIFY(std::isnan(v.samples.first().utilisation));

        // A tag longer than any the app writes still selects its runtimes.
        const QString longTag(300, QLatin1Char('t'));
        const QByteArray tagged =
            QByteArray("{\"neuron_runtime_data\": [{\"pid\": 7, \"neuron_runtime_tag\": \"") + longTag.toLatin1()
            + QByteArray(
                "\", \"report\": {\"neuroncore_counters\": {\"neuroncores_in_use\": {\"3\": {\"neuroncore_utilization\": 50}}}}}]}\n");
        QCOMPARE(parseNeuronMonitor(tagged, longTag).processes.size(), 1);
    }

    void neuronMonitorWithoutATagTakesEveryRuntime()
    {
        const NeuronMonitorSeries s = parseNeuronMonitor(fixture(QStringLiteral("neuron-monitor.jsonl")), QString());
        QCOMPARE(s.samples.size(), 3);
        QVERIFY(qFuzzyCompare(s.samples.at(1).utilisation, (10.0 + 30.0 + 99.0) / 3));
        QCOMPARE(s.samples.at(1).coresInUse, 3);
        QCOMPARE(s.samples.at(1).deviceBytes, 12519788544.0 + 1000.0);
        QCOMPARE(s.errorsByKind.value(QStringLiteral("hardware")), qint64(14));
    }

    void neuronMonitorSkipsGarbageLines()
    {
        const QList<QByteArray> lines = fixture(QStringLiteral("neuron-monitor.jsonl")).split('\n');
        QByteArray mixed =
            lines.at(0) + "\n\n   \nnot json at all\n" + lines.at(1).left(100) + "\n[1, 2, 3]\n" + garbage(2000, 3) + "\n" + lines.at(2)
            + "\n"
            + R"({"neuron_runtime_data": [{"neuron_runtime_tag": "my_app_1", "error": "collecting failed",)"
              R"( "report": {"neuroncore_counters": {"period": "five", "neuroncores_in_use": {"0": {"neuroncore_utilization": "high"}, "1": {"neuroncore_utilization": 250}}},)"
              R"( "memory_used": {"neuron_runtime_used_bytes": {"neuron_device": -5}}, "execution_stats": {"error_summary": {"numerical": "many", "runtime": 1e300}}}}]})"
            + "\n";
        const NeuronMonitorSeries s = parseNeuronMonitor(mixed, QStringLiteral("my_app_1"));
        QCOMPARE(s.reports, qint64(3));
        QCOMPARE(s.samples.size(), 3);
        QVERIFY(s.badLines >= 3);
        // Values of the wrong type or out of range count as absent, never as numbers.
        const NeuronMonitorSample &last = s.samples.last();
        QVERIFY(std::isnan(last.utilisation));
        QCOMPARE(last.coresInUse, 0); // neither a valid value nor a model: no core known to be used
        QVERIFY(std::isnan(last.deviceBytes));
        QCOMPARE(last.errors, qint64(0));
        QVERIFY(qFuzzyCompare(last.t - s.samples.at(1).t, 5.0)); // no period: the documented default
        QCOMPARE(s.collectionErrors, QStringList{QStringLiteral("collecting failed")});
    }

    void neuronMonitorFileKeepsOnlyWholeLines()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QLatin1String(kNeuronMonitorFile));
        const QList<QByteArray> lines = fixture(QStringLiteral("neuron-monitor.jsonl")).split('\n');
        write(path, lines.at(0) + "\n" + lines.at(1).left(50)); // the second report still being written
        NeuronMonitorSeries s = readNeuronMonitorFile(path, QStringLiteral("my_app_1"));
        QCOMPARE(s.samples.size(), 1);
        QCOMPARE(s.badLines, qint64(0));
        QVERIFY(!s.cut);
        // Only the end of a large file is read, from its first whole line.
        s = readNeuronMonitorFile(path, QStringLiteral("my_app_1"), lines.at(0).size() / 2);
        QVERIFY(s.cut);
        QCOMPARE(s.samples.size(), 0);
        QCOMPARE(s.badLines, qint64(0));

        QVERIFY(readNeuronMonitorFile(dir.filePath(QStringLiteral("missing.jsonl")), QString()).readError.isEmpty());
        const QString fifo = dir.filePath(QStringLiteral("fifo.jsonl"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QElapsedTimer timer;
        timer.start();
        QVERIFY(!readNeuronMonitorFile(fifo, QString()).readError.isEmpty());
        QVERIFY(timer.elapsed() < 5000);
    }

    void neuronxCcVersionLines()
    {
        const ToolVersions v = parseNeuronxCcVersion(fixture(QStringLiteral("neuronx-cc-version.txt")));
        QCOMPARE(v.size(), 4);
        QCOMPARE(v.at(0), (QPair<QString, QString>{QStringLiteral("neuronx-cc"), QStringLiteral("2.10.0.34+6c8792c6f")}));
        QCOMPARE(v.at(1), (QPair<QString, QString>{QStringLiteral("neuronx-cc Python"), QStringLiteral("3.8.10")}));
        QCOMPARE(v.at(2), (QPair<QString, QString>{QStringLiteral("neuronx-cc HWM"), QStringLiteral("2.10.0.5-7b1976adf")}));
        QCOMPARE(v.at(3), (QPair<QString, QString>{QStringLiteral("neuronx-cc NumPy"), QStringLiteral("1.21.6")}));

        const ToolVersions report = parseNeuronxCcVersion(fixture(QStringLiteral("neuronx-cc-version-in-error-report.txt")));
        QVERIFY(!report.isEmpty());
        QCOMPARE(report.at(0), (QPair<QString, QString>{QStringLiteral("neuronx-cc"), QStringLiteral("2.6.0.19+3d819e565")}));
        QVERIFY(report.contains({QStringLiteral("neuronx-cc HWM"), QStringLiteral("2.6.0.0-826e77395")}));

        QCOMPARE(parseNeuronxCcVersion("neuronx-cc 2.26.6360.0\n"),
                 (ToolVersions{{QStringLiteral("neuronx-cc"), QStringLiteral("2.26.6360.0")}}));
        QVERIFY(parseNeuronxCcVersion(QByteArray()).isEmpty());
        QVERIFY(parseNeuronxCcVersion("usage: neuronx-cc [-h] {compile,list-operators}\n").isEmpty());
        QVERIFY(parseNeuronxCcVersion(garbage(100000, 11)).size() <= 64);
        const ToolVersions control = parseNeuronxCcVersion("NeuronX Compiler version 2.1\x1b[31m\n");
        QCOMPARE(control.size(), 1);
        QVERIFY(!control.at(0).second.contains(QChar(0x1b)));
    }

    void pipShowBlocks()
    {
        const ToolVersions v = parsePipShow(fixture(QStringLiteral("pip-show-torch-neuronx.txt")));
        QCOMPARE(v, (ToolVersions{{QStringLiteral("torch-neuronx"), QStringLiteral("2.8.0.2.10.16998")},
                                  {QStringLiteral("neuronx-cc"), QStringLiteral("2.21.33363.0+82129205")}}));
        QVERIFY(parsePipShow("WARNING: Package(s) not found: torch-neuronx\n").isEmpty());
        QVERIFY(parsePipShow("Name: torch-neuronx\nSummary: no version\n").isEmpty());
        QVERIFY(parsePipShow(garbage(5000, 5)).size() <= 64);
    }

    void pipShowOfThisMachine()
    {
        // The real pip of Debian's Python on a package it has: the same format, read the same way.
        if (!QFileInfo(QStringLiteral("/usr/bin/python3")).isExecutable())
            QSKIP("no /usr/bin/python3 here");
        QProcess pip;
        pip.start(QStringLiteral("/usr/bin/python3"),
                  {QStringLiteral("-m"), QStringLiteral("pip"), QStringLiteral("show"), QStringLiteral("pip")});
        if (!pip.waitForFinished(60000) || pip.exitCode() != 0)
            QSKIP("pip is not usable here");
        const ToolVersions v = parsePipShow(pip.readAllStandardOutput());
        QCOMPARE(v.size(), 1);
        QCOMPARE(v.at(0).first, QStringLiteral("pip"));
        QVERIFY(v.at(0).second.at(0).isDigit());
    }

    void compileCacheLines()
    {
        CompileCacheCounts counts;
        for (const QByteArray &line : fixture(QStringLiteral("compile-cache.log")).split('\n'))
            counts.add(classifyCompileCacheLine(QString::fromUtf8(line)));
        QCOMPARE(counts.hits, qint64(3));
        QCOMPARE(counts.misses, qint64(3));
        QCOMPARE(counts.cachedFailures, qint64(1));
        QCOMPARE(counts.extracted, qint64(1));
        QCOMPARE(counts.cachePaths, (QStringList{QStringLiteral("/tmp/tmpd29vse1h/neuron-compile-cache"),
                                                 QStringLiteral("/tmp/tmpjacdmeb0"), QStringLiteral("/var/tmp/neuron-compile-cache")}));

        const CompileCacheLine hit = classifyCompileCacheLine(
            QStringLiteral("2023-07-07 13:56:01.000284: INFO ||NCC_WRAPPER||: Using a cached neff at /tmp/x/neuronxcc-2.7.0.40+f7c6cf2a3/"
                           "MODULE_7411938889920977621+d41d8cd9/model.neff. Exiting with a successfully compiled graph.\r"));
        QCOMPARE(hit.kind, CompileCacheLine::Kind::Hit);
        QCOMPARE(hit.path, QStringLiteral("/tmp/x/neuronxcc-2.7.0.40+f7c6cf2a3/MODULE_7411938889920977621+d41d8cd9/model.neff"));
        QCOMPARE(hit.module, QStringLiteral("MODULE_7411938889920977621+d41d8cd9"));
        for (const char *other :
             {"", "Compiler status PASS", "Using a cached neff at /x (not the wrapper's line)",
              "INFO ||NEURON_CACHE||: Current remaining items are 5, locked are 0, failed are 0, done are 0, total is 5",
              "||NEURON_CC_WRAPPER||", "|| NCC_WRAPPER ||: Using a cached neff at /x"})
            QCOMPARE(classifyCompileCacheLine(QString::fromUtf8(other)).kind, CompileCacheLine::Kind::None);
        const QString huge = QStringLiteral("INFO ||NCC_WRAPPER||: Using a cached neff at /") + QString(5000000, QLatin1Char('a'));
        QVERIFY(classifyCompileCacheLine(huge).path.size() <= 1024);
        for (quint32 seed = 0; seed < 20; ++seed)
            classifyCompileCacheLine(QString::fromUtf8(garbage(3000, seed)));
    }

    void torchNeuronCacheLines()
    {
        // TorchNeuron's own lines (composed from its pre-release source; tests/data/neuron/README.md).
        CompileCacheCounts counts;
        QList<CompileCacheLine::Kind> kinds;
        for (const QByteArray &line : fixture(QStringLiteral("torchneuron-cache.log")).split('\n')) {
            const CompileCacheLine c = classifyCompileCacheLine(QString::fromUtf8(line));
            kinds << c.kind;
            counts.add(c);
        }
        using K = CompileCacheLine::Kind;
        const QList<K> expected{K::None, K::CachePath, K::Miss, K::None, K::None,         K::CachePath,    K::None, K::None,
                                K::None, K::Hit,       K::Miss, K::None, K::HitAfterWait, K::CacheProblem, K::Hit,  K::Miss,
                                K::None, K::None,      K::None, K::None, K::None,         K::None};
        QCOMPARE(kinds, expected);
        // The miss before a hit after waiting was none: another process compiled that graph.
        QCOMPARE(counts.hits, qint64(3));
        QCOMPARE(counts.misses, qint64(2));
        QCOMPARE(counts.problems, qint64(1));
        QCOMPARE(counts.cachePaths, QStringList{QStringLiteral("/fsx/neff-cache/routing")});

        // A NEFF path of another shape names no folder rather than a wrong one.
        for (const char *path : {"/c/3f/a2/4fa2c0d9.neff", "/c/3f/a2/3fa2c0d9.pb", "relative/3f/a2/3fa2c0d9.neff", "/3fa2c0d9.neff"})
            QCOMPARE(
                classifyCompileCacheLine(QStringLiteral("[Neuron] [DEBUG] [x.cpp:1] Cache miss key= k path= ") + QLatin1String(path)).kind,
                K::None);

        // Counts of two logs add up; the same lines seen twice (events and a log) count once.
        CompileCacheCounts other;
        other.hits = 1;
        other.problems = 4;
        other.cachePaths = {QStringLiteral("/tmp/neff_cache")};
        CompileCacheCounts sum = counts;
        sum.merge(other);
        QCOMPARE(sum.hits, qint64(4));
        QCOMPARE(sum.problems, qint64(5));
        QCOMPARE(sum.cachePaths, (QStringList{QStringLiteral("/fsx/neff-cache/routing"), QStringLiteral("/tmp/neff_cache")}));
        const CompileCacheCounts larger = CompileCacheCounts::largerOf(counts, other);
        QCOMPARE(larger.hits, qint64(3));
        QCOMPARE(larger.problems, qint64(4));
        QCOMPARE(larger.misses, qint64(2));
    }

    void compileCacheOfARun()
    {
        using namespace neuronenv;
        QCOMPARE(neuronCompileCacheOf({{QLatin1String(kNeffCacheDir), QStringLiteral("/fsx/neff")}}), QStringLiteral("/fsx/neff"));
        // Runs recorded before TorchNeuron's variable was set carry the XLA library's.
        QCOMPARE(neuronCompileCacheOf({{QLatin1String(kLegacyCompileCacheUrl), QStringLiteral("/var/tmp/neuron-compile-cache")}}),
                 QStringLiteral("/var/tmp/neuron-compile-cache"));
        QCOMPARE(neuronCompileCacheOf(
                     {{QLatin1String(kNeffCacheDir), QStringLiteral("/a")}, {QLatin1String(kLegacyCompileCacheUrl), QStringLiteral("/b")}}),
                 QStringLiteral("/a"));
        QVERIFY(neuronCompileCacheOf({}).isEmpty());
    }

    void probeOutputs()
    {
        NeuronProbe p;
        QString error;
        QVERIFY2(parseNeuronProbe(fixture(QStringLiteral("probe-native.json")), &p, &error), qPrintable(error));
        QCOMPARE(p.neuron, NeuronProbe::Neuron::Native);
        QCOMPARE(p.torchNeuronx, QStringLiteral("2.14.3.0"));
        QCOMPARE(p.devices, (QStringList{QStringLiteral("cpu"), QStringLiteral("neuron")}));
        QVERIFY(p.bf16.value(QStringLiteral("neuron")));

        QVERIFY(parseNeuronProbe(fixture(QStringLiteral("probe-legacy.json")), &p, &error));
        QCOMPARE(p.neuron, NeuronProbe::Neuron::Legacy);
        QCOMPARE(p.torchNeuronx, QStringLiteral("2.8.0.2.10.16998"));

        QVERIFY(parseNeuronProbe(fixture(QStringLiteral("probe-absent.json")), &p, &error));
        QCOMPARE(p.neuron, NeuronProbe::Neuron::Absent);
        QVERIFY(p.torchNeuronx.isEmpty());
        QCOMPARE(p.torch, QStringLiteral("1.13.0a0"));
        QCOMPARE(p.bf16.value(QStringLiteral("cpu"), true), false);

        // A verdict never kinder than the data: an old torch-neuronx is legacy, whatever the
        // "neuron" field says, and a neuron device is not usable without the native library.
        QVERIFY(parseNeuronProbe(R"({"python": "3.10", "torch": "2.8.0", "torch_neuronx": "2.8.0.2.10.16998", "neuron": "native",)"
                                 R"( "devices": ["cpu", "neuron"], "bf16": {}})",
                                 &p, &error));
        QCOMPARE(p.neuron, NeuronProbe::Neuron::Legacy);
        QCOMPARE(p.devices, QStringList{QStringLiteral("cpu")});
        // A warning printed before the object does not hide it.
        QVERIFY(parseNeuronProbe("UserWarning: something\n" + fixture(QStringLiteral("probe-native.json")), &p, &error));

        for (const QByteArray &bad :
             {QByteArray(), QByteArray("{}"), QByteArray("[]"), QByteArray("not json"), QByteArray(R"({"neuron": "maybe", "devices": []})"),
              QByteArray(R"({"neuron": "native", "devices": "cpu"})"), garbage(1000, 1)}) {
            error.clear();
            QVERIFY(!parseNeuronProbe(bad, &p, &error));
            QVERIFY(!error.isEmpty());
        }
    }

    void nativeVersions()
    {
        // TorchNeuron's two families (Neuron 2.33: x.3.0, 2.34: x.3.1), and later ones.
        for (const char *v : {"2.13.3.0", "2.13.3.1", "2.14.3.0", "2.14.3.1", "2.14", "2.15.0", "3.0.1"})
            QVERIFY2(isNativeTorchNeuronx(QLatin1String(v)), v);
        // The XLA-based library: PyTorch's version first, then the Neuron release; 2.9 was its last.
        for (const char *v : {"2.9.0.2.15.32035", "2.8.0.2.10.16998", "2.1.2.2.1.0", "1.13.1.1.15.0", "2.9.0", "", "latest"})
            QVERIFY2(!isNativeTorchNeuronx(QLatin1String(v)), v);
        QCOMPARE(majorMinor(QStringLiteral("2.14.0+cpu")), QStringLiteral("2.14"));
        QCOMPARE(majorMinor(QStringLiteral(" 2.13.3.1")), QStringLiteral("2.13"));
        QCOMPARE(majorMinor(QStringLiteral("1.13.0a0")), QStringLiteral("1.13"));
        QCOMPARE(majorMinor(QStringLiteral("x2.14")), QString());
    }

    void probeRunsTheInterpreterAndKeepsItsAnswer()
    {
        clearNeuronProbeCache();
        QTemporaryDir dir;
        const QString counter = dir.filePath(QStringLiteral("calls"));
        const QString python = standIn(dir.path(), QStringLiteral("python3-stand-in"),
                                       "test \"$1 $2 $3\" = '-m pilot_neuron_job --probe' || exit 2\n"
                                       "test -n \"$PYTHONPATH\" || exit 3\n"
                                       "echo x >> '"
                                           + QFile::encodeName(counter)
                                           + "'\n"
                                             "cat '"
                                           + QFile::encodeName(kFixtures) + "probe-legacy.json'\n");
        NeuronProbeResult r = probeNeuronJob(python, dir.path(), plainEnvironment(), 10000);
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(r.probe.neuron, NeuronProbe::Neuron::Legacy);
        QCOMPARE(r.interpreter, python);
        r = probeNeuronJob(python, dir.path(), plainEnvironment(), 10000);
        QVERIFY(r.ok);
        QFile calls(counter);
        QVERIFY(calls.open(QIODevice::ReadOnly));
        QCOMPARE(calls.readAll().count('\n'), 1); // the second answer came from the cache
        clearNeuronProbeCache();
    }

    void probeFailuresAreSaid()
    {
        clearNeuronProbeCache();
        QTemporaryDir dir;
        NeuronProbeResult r = probeNeuronJob(QStringLiteral("no-such-python-here"), dir.path(), plainEnvironment(), 5000);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(QStringLiteral("no-such-python-here")), qPrintable(r.error));

        const QString failing = standIn(dir.path(), QStringLiteral("failing"), "echo 'No module named pilot_neuron_job' >&2\nexit 1\n");
        r = probeNeuronJob(failing, dir.path(), plainEnvironment(), 5000);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(QStringLiteral("No module named pilot_neuron_job")), qPrintable(r.error));

        const QString chatty = standIn(dir.path(), QStringLiteral("chatty"), "echo hello\n");
        r = probeNeuronJob(chatty, dir.path(), plainEnvironment(), 5000);
        QVERIFY(!r.ok);
        QVERIFY(!r.error.isEmpty());

        const QString slow = standIn(dir.path(), QStringLiteral("slow"), "exec sleep 30\n");
        QElapsedTimer timer;
        timer.start();
        r = probeNeuronJob(slow, dir.path(), plainEnvironment(), 300);
        QVERIFY(!r.ok);
        QVERIFY(timer.elapsed() < 10000);
        clearNeuronProbeCache();
    }

    void runtimeValues()
    {
        QVERIFY(checkNeuronRuntimeValue(QStringLiteral("python"), QStringLiteral("python3")).isEmpty());
        QVERIFY(checkNeuronRuntimeValue(QStringLiteral("python"), QStringLiteral("/opt/venv/bin/python")).isEmpty());
        QVERIFY(!checkNeuronRuntimeValue(QStringLiteral("python"), QStringLiteral("venv/bin/python")).isEmpty());
        QVERIFY(!checkNeuronRuntimeValue(QStringLiteral("python"), QStringLiteral("-c")).isEmpty());
        QVERIFY(!checkNeuronRuntimeValue(QStringLiteral("python"), QStringLiteral("python3; reboot")).isEmpty());
        QVERIFY(!checkNeuronRuntimeValue(QStringLiteral("python"), QStringLiteral("/opt/py\nthon")).isEmpty());
        QVERIFY(checkNeuronRuntimeValue(QStringLiteral("processes"), QStringLiteral("4")).isEmpty());
        for (const char *bad : {"0", "-1", "257", "two", "1.5", ""})
            QVERIFY2(!checkNeuronRuntimeValue(QStringLiteral("processes"), QString::fromLatin1(bad)).isEmpty(), bad);
        QVERIFY(checkNeuronRuntimeValue(QStringLiteral("visible_cores"), QStringLiteral("0-31")).isEmpty());
        QVERIFY(checkNeuronRuntimeValue(QStringLiteral("visible_cores"), QStringLiteral("5")).isEmpty());
        for (const char *bad : {"3-1", "0,1", "a-b", "-1", "0-99999", ""})
            QVERIFY2(!checkNeuronRuntimeValue(QStringLiteral("visible_cores"), QString::fromLatin1(bad)).isEmpty(), bad);
        QVERIFY(checkNeuronRuntimeValue(QStringLiteral("compile_cache"), QStringLiteral("/fsx/neuron-cache/team a")).isEmpty());
        // TorchNeuron's NEFF cache is a folder: the XLA library's s3:// form is refused with the reason.
        const QString s3 = checkNeuronRuntimeValue(QStringLiteral("compile_cache"), QStringLiteral("s3://team-bucket/neuron-cache"));
        QVERIFY2(s3.contains(QLatin1String("TORCH_NEURONX_NEFF_CACHE_DIR")) && s3.contains(QLatin1String("s3://team-bucket")),
                 qPrintable(s3));
        QVERIFY(checkNeuronRuntimeValue(QStringLiteral("log_level"), QStringLiteral("3")).isEmpty());
        for (const char *bad : {"4", "-1", "debug", "", "1 2"})
            QVERIFY2(!checkNeuronRuntimeValue(QStringLiteral("log_level"), QString::fromLatin1(bad)).isEmpty(), bad);
        QVERIFY(!checkNeuronRuntimeValue(QStringLiteral("compile_cache"), QStringLiteral("cache")).isEmpty());
        QVERIFY(!checkNeuronRuntimeValue(QStringLiteral("compile_cache"), QStringLiteral("http://cache")).isEmpty());
        QVERIFY(checkNeuronRuntimeValue(QStringLiteral("cc_flags"), QStringLiteral("--model-type transformer -O1")).isEmpty());
        QVERIFY(checkNeuronRuntimeValue(QStringLiteral("cc_flags"), QString()).isEmpty());
        QVERIFY(!checkNeuronRuntimeValue(QStringLiteral("cc_flags"), QStringLiteral("-O1\n--x")).isEmpty());
        QVERIFY(checkNeuronRuntimeValue(QStringLiteral("artifacts"), QStringLiteral("neuron-artifacts")).isEmpty());
        QVERIFY(!checkNeuronRuntimeValue(QStringLiteral("artifacts"), QStringLiteral("../elsewhere")).isEmpty());
        QVERIFY(!checkNeuronRuntimeValue(QStringLiteral("pyhton"), QStringLiteral("python3")).isEmpty());
        QVERIFY(checkNeuronRuntimeValue(QStringLiteral("compile"), QStringLiteral("true")).isEmpty());
        QVERIFY(checkNeuronRuntimeValue(QStringLiteral("compile"), QStringLiteral("0")).isEmpty());
        QVERIFY(!checkNeuronRuntimeValue(QStringLiteral("compile"), QStringLiteral("sometimes")).isEmpty());
        QCOMPARE(visibleCoreIds(QStringLiteral("2-4")), (QList<int>{2, 3, 4}));
        QVERIFY(visibleCoreIds(QStringLiteral("4-2")).isEmpty());

        QList<QPair<QString, QString>> problems;
        const NeuronRuntime r = neuronRuntimeFrom({{QStringLiteral("processes"), QStringLiteral("2")},
                                                   {QStringLiteral("compile_cache"), QStringLiteral("relative")},
                                                   {QStringLiteral("colour"), QStringLiteral("blue")}},
                                                  &problems);
        QCOMPARE(r.processes, 2);
        QVERIFY(r.compileCache.isEmpty());
        QCOMPARE(problems.size(), 2);
    }

    void growingLinesFollowAFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("log"));
        GrowingLines lines(path, 1024 * 1024, 100);
        QVERIFY(lines.read().lines.isEmpty()); // not there yet
        write(path, "one\ntwo\nthr");
        GrowingLines::Read r = lines.read();
        QCOMPARE(r.lines, (QList<QByteArray>{"one", "two"}));
        write(path, "ee\n" + QByteArray(300, 'x') + "\nfour\r\n", true);
        r = lines.read();
        QCOMPARE(r.lines, (QList<QByteArray>{"three", "four\r"}));
        QCOMPARE(r.longLines, qint64(1));
        QVERIFY(!r.restarted);
        write(path, "new\n"); // replaced by a shorter file
        r = lines.read();
        QVERIFY(r.restarted);
        QCOMPARE(r.lines, QList<QByteArray>{"new"});
        // A file larger than the first read's limit: its end, from a whole line.
        GrowingLines tail(path, 2, 100);
        write(path, "alpha\nbeta\n");
        r = tail.read();
        QVERIFY(r.cut);
        QVERIFY(r.lines.isEmpty() || r.lines == QList<QByteArray>{"beta"});
        const QString fifo = dir.filePath(QStringLiteral("fifo"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        GrowingLines pipe(fifo, 1024, 100);
        QVERIFY(!pipe.read().error.isEmpty());
    }

    void runScannerCountsEventsAndLogsOnce()
    {
        QTemporaryDir dir;
        const QString run = dir.path();
        const QByteArray mps =
            "UserWarning: The operator 'aten::nonzero' is not currently supported on the MPS backend and will fall back to run on the CPU.";
        write(run + QStringLiteral("/logs/stderr.log"), fixture(QStringLiteral("compile-cache.log")) + mps + "\n");
        write(run + QStringLiteral("/logs/stdout.log"), QByteArray());
        RunMetrics metrics;
        // The job reported the same warning as a log event: it counts once.
        metrics.addLog({1.0, QStringLiteral("warning"), QString::fromUtf8(mps)});
        metrics.addLog({2.0, QStringLiteral("info"), QStringLiteral("INFO ||NEURON_CC_WRAPPER||: Using a cached neff at /c/m.neff")});
        NeuronRunScanner scanner(run, CpuFallbackRules::builtIn(), QStringLiteral("my_app_1"));
        NeuronRunFacts f = scanner.scan(metrics);
        QCOMPARE(f.cache().hits, qint64(3));
        QCOMPARE(f.cache().misses, qint64(3));
        QCOMPARE(f.fallbacks().byOperator.value(QStringLiteral("aten::nonzero")), qint64(1));
        QVERIFY(!f.monitorPresent);
        QVERIFY(f.problems.isEmpty());
        // What the files gain is added; what they held is not counted again.
        write(run + QStringLiteral("/logs/stdout.log"), mps + "\n" + mps + "\n", true);
        write(run + QLatin1Char('/') + QLatin1String(kNeuronMonitorFile), fixture(QStringLiteral("neuron-monitor.jsonl")));
        f = scanner.scan(metrics);
        QCOMPARE(f.cache().hits, qint64(3));
        QCOMPARE(f.fallbacks().byOperator.value(QStringLiteral("aten::nonzero")), qint64(3));
        QVERIFY(f.monitorPresent);
        QCOMPARE(f.monitor.samples.size(), 3);
        QVERIFY(f.any());
    }
};

QTEST_GUILESS_MAIN(TestNeuronTools)
#include "tst_neurontools.moc"
