// The neuron backend plugin, loaded through the registry as the app loads it: its
// capabilities, every reason check() gives (the job's Python environment answered by stand-in
// interpreters, shell scripts this test writes that print the probe outputs of
// tests/data/neuron — this machine has no torch-neuronx), and the launch plan: argv, the
// environment from the project's runtime settings, staged files, companions, versions — with
// run folders whose names are hostile.
#include "core/launch/backendregistry.h"
#include "core/neuron/neuronprobe.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace pilot;

namespace {

const QString kBuilt = QStringLiteral(PILOT_BINARY_DIR "/lib/migration-pilot/backends");
const QString kFixtures = QStringLiteral(PILOT_SOURCE_DIR "/tests/data/neuron/");

void write(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
}

QByteArray quoted(const QString &path)
{
    return "'" + QFile::encodeName(path) + "'";
}

JobSpec job(const QString &device = QStringLiteral("cpu"))
{
    JobSpec j;
    j.backend = QStringLiteral("neuron");
    j.device = device;
    j.data.train = QStringLiteral("/data/train set.jsonl");
    j.data.validation = QStringLiteral("/data/validation.jsonl");
    return j;
}

QStringList fields(const QList<JobRefusal> &refusals)
{
    QStringList out;
    for (const JobRefusal &r : refusals)
        out << r.field;
    return out;
}

QString messages(const QList<JobRefusal> &refusals)
{
    QStringList out;
    for (const JobRefusal &r : refusals)
        out << r.field + QStringLiteral(": ") + r.message;
    return out.join(QLatin1Char('\n'));
}

} // namespace

class TestNeuronBackend : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_package;
    const Backend *m_backend = nullptr;
    std::unique_ptr<BackendRegistry> m_registry;
    int m_standIns = 0;

    // A stand-in for the job's Python interpreter (named so in its file): answers the probe
    // with `probeFixture` and `-m pip show` with `pipFixture` (empty: pip knows nothing). Each
    // is a new file, so nothing kept from an earlier probe answers for it. `calls` counts runs.
    QString standInPython(const QString &probeFixture, const QString &pipFixture = QString(), const QString &calls = QString())
    {
        const QString dir = m_dir.filePath(QStringLiteral("bin%1").arg(++m_standIns));
        const QString path = QDir(dir).filePath(QStringLiteral("python3"));
        QByteArray body = "#!/bin/sh\n# Stand-in for the Neuron job's Python interpreter in tst_neuronbackend: no Python runs.\n";
        if (!calls.isEmpty())
            body += "echo call >> " + quoted(calls) + "\n";
        body += "case \"$1 $2 $3\" in\n";
        body += "  '-m pilot_neuron_job --probe') cat " + quoted(kFixtures + probeFixture) + " ;;\n";
        body += "  '-m pip show') "
                + (pipFixture.isEmpty() ? QByteArray("echo 'WARNING: Package(s) not found' >&2; exit 1")
                                        : "cat " + quoted(kFixtures + pipFixture))
                + " ;;\n";
        body += "  *) exit 2 ;;\nesac\n";
        write(path, body);
        QFile::setPermissions(path, QFile::permissions(path) | QFileDevice::ExeOwner);
        return path;
    }

    QList<JobRefusal> check(const JobSpec &j, const QMap<QString, QString> &runtime, LaunchTarget::Kind kind = LaunchTarget::Kind::Local)
    {
        CheckContext context;
        context.target.kind = kind;
        if (kind == LaunchTarget::Kind::Ssh)
            context.target.host = QStringLiteral("trn-host");
        context.runtime = runtime;
        return m_backend->check(j, context);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // A stand-in of the job's package (its modules are empty files): what the plugin stages
        // and points PYTHONPATH at, without the job itself.
        m_package = m_dir.filePath(QStringLiteral("package"));
        for (const char *module : {"__init__.py", "__main__.py", "trainer.py"})
            write(m_package + QStringLiteral("/pilot_neuron_job/") + QLatin1String(module), "# stand-in module\n");
        write(m_package + QStringLiteral("/pilot_neuron_job/__pycache__/trainer.cpython-311.pyc"), "x");
        write(m_package + QStringLiteral("/pilot_neuron_job/notes.txt"), "x");
        write(m_package + QStringLiteral("/pilot_neuron_job/bad name.py"), "x");
        QVERIFY(QFile::link(QStringLiteral("/etc/hostname"), m_package + QStringLiteral("/pilot_neuron_job/linked.py")));
        qputenv("PILOT_NEURON_JOB_PATH", QFile::encodeName(m_package));
        m_registry = std::make_unique<BackendRegistry>(QStringList{kBuilt});
        QString error;
        m_backend = m_registry->backend(QStringLiteral("neuron"), &error);
        QVERIFY2(m_backend, qPrintable(error));
    }

    void cleanupTestCase() { qunsetenv("PILOT_NEURON_JOB_PATH"); }

    void init() { clearNeuronProbeCache(); }

    void capabilities()
    {
        const BackendInfo info = m_backend->info();
        QCOMPARE(info.name, QStringLiteral("neuron"));
        QCOMPARE(info.devices, (QStringList{QStringLiteral("cpu"), QStringLiteral("cuda"), QStringLiteral("neuron")}));
        QCOMPARE(info.precisions, (QStringList{QStringLiteral("fp32"), QStringLiteral("bf16")}));
        QCOMPARE(info.methods, (QStringList{QStringLiteral("lora"), QStringLiteral("full")}));
        QCOMPARE(info.tokenizers, (QStringList{QStringLiteral("bytes"), QStringLiteral("hf")}));
        QCOMPARE(info.jobInterfaceVersion, 1);
        // The metadata the registry reads before loading says the same.
        for (const BackendEntry &e : m_registry->entries()) {
            if (e.info.name == QLatin1String("neuron")) {
                QVERIFY(e.error.isEmpty());
                QCOMPARE(e.info.devices, info.devices);
                QCOMPARE(e.info.methods, info.methods);
                QCOMPARE(e.info.version, info.version);
            }
        }
    }

    void cpuJobWithoutTorchNeuronx()
    {
        const QList<JobRefusal> r = check(job(), {{QStringLiteral("python"), standInPython(QStringLiteral("probe-absent.json"))}});
        QVERIFY2(r.isEmpty(), qPrintable(messages(r)));
    }

    void neuronDeviceNeedsTheNativeBackend_data()
    {
        QTest::addColumn<QString>("probe");
        QTest::addColumn<QStringList>("words");
        QTest::newRow("absent") << QStringLiteral("probe-absent.json")
                                << QStringList{QStringLiteral("torch-neuronx 2.13.3.x with PyTorch 2.13 or 2.14.3.x with PyTorch 2.14"),
                                               QStringLiteral("no torch-neuronx")};
        QTest::newRow("legacy") << QStringLiteral("probe-legacy.json")
                                << QStringList{QStringLiteral("2.13.3.x"), QStringLiteral("2.8.0.2.10.16998"), QStringLiteral("XLA")};
        QTest::newRow("family of another PyTorch")
            << QStringLiteral("probe-native-family-mismatch.json")
            << QStringList{QStringLiteral("torch-neuronx 2.13.3.1"), QStringLiteral("is the family for PyTorch 2.13"),
                           QStringLiteral("has PyTorch 2.14.0"), QStringLiteral("matches the PyTorch version")};
        QTest::newRow("native without a device") << QStringLiteral("probe-native-no-device.json")
                                                 << QStringList{QStringLiteral("2.14.3.0"), QStringLiteral("no usable Neuron device")};
    }

    void neuronDeviceNeedsTheNativeBackend()
    {
        QFETCH(QString, probe);
        QFETCH(QStringList, words);
        const QList<JobRefusal> r = check(job(QStringLiteral("neuron")), {{QStringLiteral("python"), standInPython(probe)}});
        QCOMPARE(fields(r), QStringList{QStringLiteral("device")});
        for (const QString &word : words)
            QVERIFY2(r.first().message.contains(word), qPrintable(r.first().message));
    }

    void neuronDeviceWithTheNativeBackend()
    {
        const QList<JobRefusal> r = check(job(QStringLiteral("neuron")),
                                          {{QStringLiteral("python"), standInPython(QStringLiteral("probe-native.json"))}});
        QVERIFY2(r.isEmpty(), qPrintable(messages(r)));
    }

    void devicesAndPrecisionsTheEnvironmentLacks()
    {
        const QString python = standInPython(QStringLiteral("probe-absent.json"));
        QList<JobRefusal> r = check(job(QStringLiteral("cuda")), {{QStringLiteral("python"), python}});
        QCOMPARE(fields(r), QStringList{QStringLiteral("device")});
        QVERIFY(r.first().message.contains(QStringLiteral("cuda")));
        JobSpec bf16 = job();
        bf16.precision = QStringLiteral("bf16");
        r = check(bf16, {{QStringLiteral("python"), python}});
        QCOMPARE(fields(r), QStringList{QStringLiteral("precision")});
    }

    void anInterpreterThatCannotBeAsked()
    {
        QList<JobRefusal> r = check(job(), {{QStringLiteral("python"), m_dir.filePath(QStringLiteral("no/such/python3"))}});
        QCOMPARE(fields(r), QStringList{QStringLiteral("runtime.neuron.python")});
        const QString failing = m_dir.filePath(QStringLiteral("failing-python3"));
        write(failing, "#!/bin/sh\necho 'ModuleNotFoundError: No module named torch' >&2\nexit 1\n");
        QFile::setPermissions(failing, QFile::permissions(failing) | QFileDevice::ExeOwner);
        r = check(job(), {{QStringLiteral("python"), failing}});
        QCOMPARE(fields(r), QStringList{QStringLiteral("runtime.neuron.python")});
        QVERIFY2(r.first().message.contains(QStringLiteral("No module named torch")), qPrintable(r.first().message));
    }

    void runtimeSettingsAreCheckedFirst()
    {
        const QString calls = m_dir.filePath(QStringLiteral("calls-runtime"));
        const QString python = standInPython(QStringLiteral("probe-native.json"), QString(), calls);
        QList<JobRefusal> r = check(job(), {{QStringLiteral("python"), python},
                                            {QStringLiteral("processes"), QStringLiteral("many")},
                                            {QStringLiteral("compile_cache"), QStringLiteral("relative/cache")},
                                            {QStringLiteral("colour"), QStringLiteral("blue")}});
        QCOMPARE(fields(r), (QStringList{QStringLiteral("runtime.neuron.colour"), QStringLiteral("runtime.neuron.compile_cache"),
                                         QStringLiteral("runtime.neuron.processes")}));
        // Valid as a setting, but four processes cannot share a step of 2 micro-batches:
        // refused before the host is asked anything.
        JobSpec accumulating = job();
        accumulating.train.gradAccum = 2;
        r = check(accumulating, {{QStringLiteral("python"), python}, {QStringLiteral("processes"), QStringLiteral("4")}});
        QCOMPARE(fields(r), QStringList{QStringLiteral("runtime.neuron.processes")});
        QVERIFY2(r.first().message.contains(QLatin1String("train.grad_accum")), qPrintable(r.first().message));
        // On neuron every process needs a visible NeuronCore of its own.
        JobSpec onNeuron = job(QStringLiteral("neuron"));
        onNeuron.train.gradAccum = 4;
        r = check(onNeuron, {{QStringLiteral("python"), python},
                             {QStringLiteral("processes"), QStringLiteral("4")},
                             {QStringLiteral("visible_cores"), QStringLiteral("0-1")}});
        QCOMPARE(fields(r), QStringList{QStringLiteral("runtime.neuron.processes")});
        QVERIFY2(r.first().message.contains(QLatin1String("visible_cores names 2")), qPrintable(r.first().message));
        QVERIFY(!QFile::exists(calls)); // nothing was asked of a host for a job refused already
        // Spread over two nodes, two processes per node need two visible cores on each.
        r = check(onNeuron, {{QStringLiteral("python"), python},
                             {QStringLiteral("processes"), QStringLiteral("4")},
                             {QStringLiteral("nodes"), QStringLiteral("2")},
                             {QStringLiteral("visible_cores"), QStringLiteral("0-1")}},
                  LaunchTarget::Kind::Slurm);
        QVERIFY2(r.isEmpty(), qPrintable(messages(r)));
        // More nodes than processes: some node would run none.
        r = check(onNeuron, {{QStringLiteral("python"), python}, {QStringLiteral("processes"), QStringLiteral("4")}, {QStringLiteral("nodes"), QStringLiteral("5")}},
                  LaunchTarget::Kind::Slurm);
        QCOMPARE(fields(r), QStringList{QStringLiteral("runtime.neuron.nodes")});
        // Two processes sharing 4 micro-batches on the CPU: nothing against it.
        accumulating.train.gradAccum = 4;
        r = check(accumulating, {{QStringLiteral("python"), python}, {QStringLiteral("processes"), QStringLiteral("2")}});
        QVERIFY2(r.isEmpty(), qPrintable(messages(r)));
    }

    void jobFieldsTheBackendDoesNotRun()
    {
        JobSpec other = job();
        other.backend = QStringLiteral("libtorch");
        other.model.arch = QStringLiteral("gpt2");
        other.method.kind = QStringLiteral("prefix");
        const QList<JobRefusal> r = check(other, {});
        for (const char *f : {"backend", "model.arch", "method.kind"})
            QVERIFY2(fields(r).contains(QLatin1String(f)), qPrintable(messages(r)));
    }

    void remoteHostsAreNotAskedHere()
    {
        const QString calls = m_dir.filePath(QStringLiteral("calls-remote"));
        const QString python = standInPython(QStringLiteral("probe-legacy.json"), QString(), calls);
        QVERIFY(check(job(QStringLiteral("neuron")), {{QStringLiteral("python"), python}}, LaunchTarget::Kind::Ssh).isEmpty());
        QVERIFY(check(job(QStringLiteral("neuron")), {{QStringLiteral("python"), python}}, LaunchTarget::Kind::Slurm).isEmpty());
        QVERIFY(!QFile::exists(calls));
    }

    void theProbeIsKeptPerInterpreter()
    {
        const QString calls = m_dir.filePath(QStringLiteral("calls-kept"));
        const QString python = standInPython(QStringLiteral("probe-absent.json"), QString(), calls);
        for (int i = 0; i < 3; ++i)
            QVERIFY(check(job(), {{QStringLiteral("python"), python}}).isEmpty());
        QFile f(calls);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll().count('\n'), 1);
    }

    void withoutThePackage()
    {
        QTemporaryDir empty;
        qputenv("PILOT_NEURON_JOB_PATH", QFile::encodeName(empty.path()));
        const QList<JobRefusal> r = check(job(), {{QStringLiteral("python"), standInPython(QStringLiteral("probe-absent.json"))}});
        LaunchPlan plan;
        QString error;
        PlanRequest request;
        request.job = job();
        request.hostRunDir = QStringLiteral("/runs/r");
        const bool planned = m_backend->plan(request, &plan, &error);
        qputenv("PILOT_NEURON_JOB_PATH", QFile::encodeName(m_package));
        QCOMPARE(fields(r), QStringList{QStringLiteral("backend")});
        QVERIFY2(r.first().message.contains(empty.path()) && r.first().message.contains(QStringLiteral("PILOT_NEURON_JOB_PATH")),
                 qPrintable(r.first().message));
        QVERIFY(!planned);
        QVERIFY(error.contains(empty.path()));
    }

    void coresAgainstWhatNeuronLsLists()
    {
        // A stand-in neuron-ls on the PATH printing the documented example (8 NeuronCores).
        const QString bin = m_dir.filePath(QStringLiteral("tools"));
        write(bin + QStringLiteral("/neuron-ls"), "#!/bin/sh\ncat " + quoted(kFixtures + QStringLiteral("neuron-ls.json")) + "\n");
        QFile::setPermissions(bin + QStringLiteral("/neuron-ls"),
                              QFile::permissions(bin + QStringLiteral("/neuron-ls")) | QFileDevice::ExeOwner);
        const QByteArray path = qgetenv("PATH");
        qputenv("PATH", QFile::encodeName(bin) + ":" + path);
        const QString python = standInPython(QStringLiteral("probe-native.json"));
        const QList<JobRefusal> outside = check(
            job(QStringLiteral("neuron")), {{QStringLiteral("python"), python}, {QStringLiteral("visible_cores"), QStringLiteral("6-9")}});
        const QList<JobRefusal> fits = check(job(QStringLiteral("neuron")),
                                             {{QStringLiteral("python"), python}, {QStringLiteral("visible_cores"), QStringLiteral("4-7")}});
        const QList<JobRefusal> any = check(job(QStringLiteral("neuron")), {{QStringLiteral("python"), python}});
        JobSpec accumulating = job(QStringLiteral("neuron"));
        accumulating.train.gradAccum = 16;
        const QList<JobRefusal> many = check(accumulating, {{QStringLiteral("python"), python}, {QStringLiteral("processes"), QStringLiteral("16")}});
        const QList<JobRefusal> four = check(accumulating, {{QStringLiteral("python"), python},
                                                            {QStringLiteral("processes"), QStringLiteral("4")},
                                                            {QStringLiteral("visible_cores"), QStringLiteral("4-7")}});
        qputenv("PATH", path);
        QCOMPARE(fields(many), QStringList{QStringLiteral("runtime.neuron.processes")}); // neuron-ls lists 8 cores
        QVERIFY2(many.first().message.contains(QStringLiteral("lists 8")), qPrintable(many.first().message));
        QVERIFY2(four.isEmpty(), qPrintable(messages(four)));
        QCOMPARE(fields(outside), QStringList{QStringLiteral("runtime.neuron.visible_cores")});
        QVERIFY2(outside.first().message.contains(QStringLiteral("8")), qPrintable(outside.first().message));
        QVERIFY2(fits.isEmpty(), qPrintable(messages(fits)));
        QVERIFY2(any.isEmpty(), qPrintable(messages(any)));
    }

    void shardingIsForFullFineTuningOverSeveralProcesses()
    {
        const QString python = standInPython(QStringLiteral("probe-native.json"));
        JobSpec full = job();
        full.method.kind = QStringLiteral("full");
        full.train.gradAccum = 4;
        const QMap<QString, QString> sharded{{QStringLiteral("python"), python},
                                             {QStringLiteral("processes"), QStringLiteral("2")},
                                             {QStringLiteral("sharding"), QStringLiteral("fsdp")}};
        QList<JobRefusal> r = check(full, sharded);
        QVERIFY2(r.isEmpty(), qPrintable(messages(r)));
        JobSpec lora = full;
        lora.method.kind = QStringLiteral("lora");
        r = check(lora, sharded);
        QCOMPARE(fields(r), QStringList{QStringLiteral("runtime.neuron.sharding")});
        QVERIFY2(r.first().message.contains(QLatin1String("full fine-tuning")), qPrintable(r.first().message));
        QMap<QString, QString> alone = sharded;
        alone.insert(QStringLiteral("processes"), QStringLiteral("1"));
        r = check(full, alone);
        QCOMPARE(fields(r), QStringList{QStringLiteral("runtime.neuron.sharding")});
        QVERIFY2(r.first().message.contains(QLatin1String("processes to 2 or more")), qPrintable(r.first().message));
        QMap<QString, QString> other = sharded;
        other.insert(QStringLiteral("sharding"), QStringLiteral("zero3"));
        r = check(full, other);
        QCOMPARE(fields(r), QStringList{QStringLiteral("runtime.neuron.sharding")});
        QVERIFY2(r.first().message.contains(QLatin1String("expected none or fsdp")), qPrintable(r.first().message));
        // The host's PyTorch has no FSDP2 (the probe of Debian 12's PyTorch 1.13 says so).
        QMap<QString, QString> old = sharded;
        old.insert(QStringLiteral("python"), standInPython(QStringLiteral("probe-debian-torch113.json")));
        r = check(full, old);
        QCOMPARE(fields(r), QStringList{QStringLiteral("runtime.neuron.sharding")});
        QVERIFY2(r.first().message.contains(QLatin1String("PyTorch 1.13.0a0")), qPrintable(r.first().message));

        // The plan hands the setting to the job; a setting the job would refuse is not planned.
        PlanRequest request;
        request.job = full;
        request.hostRunDir = QStringLiteral("/runs/r");
        request.runtime = sharded;
        LaunchPlan plan;
        QString error;
        QVERIFY2(m_backend->plan(request, &plan, &error), qPrintable(error));
        QCOMPARE(plan.env.value(QStringLiteral("PILOT_NEURON_SHARDING")), QStringLiteral("fsdp"));
        QVERIFY(plan.argv.contains(QStringLiteral("torch.distributed.run")));
        request.job = lora;
        QVERIFY(!m_backend->plan(request, &plan, &error));
        QVERIFY2(error.startsWith(QLatin1String("runtime.neuron.sharding: ")), qPrintable(error));
    }

    void planIsAnArgvWithTheRuntimeSettings()
    {
        PlanRequest request;
        request.job = job();
        request.hostRunDir = QStringLiteral("/runs/it's a \"run\"/$(reboot)/`id`/-rf/");
        request.runtime = {{QStringLiteral("python"), QStringLiteral("python3")},
                           {QStringLiteral("compile_cache"), QStringLiteral("/fsx/neuron cache/team")},
                           {QStringLiteral("visible_cores"), QStringLiteral("0-1")},
                           {QStringLiteral("cc_flags"), QStringLiteral("--model-type transformer '-O1' $(x)")},
                           {QStringLiteral("artifacts"), QStringLiteral("neuron-artifacts")},
                           {QStringLiteral("compile"), QStringLiteral("true")},
                           {QStringLiteral("log_level"), QStringLiteral("3")}};
        LaunchPlan plan;
        QString error;
        QVERIFY2(m_backend->plan(request, &plan, &error), qPrintable(error));
        const QString runDir = QStringLiteral("/runs/it's a \"run\"/$(reboot)/`id`/-rf");
        QCOMPARE(plan.argv,
                 (QStringList{QStringLiteral("python3"), QStringLiteral("-m"), QStringLiteral("pilot_neuron_job"), QStringLiteral("--job"),
                              runDir + QStringLiteral("/job.json"), QStringLiteral("--run-dir"), runDir}));
        QCOMPARE(plan.workingDirectory, runDir);
        QCOMPARE(plan.env.value(QStringLiteral("PYTHONPATH")), m_package);
        // TorchNeuron's own variables (docs/neuron-backend.md cites them); the XLA library's are not set.
        QCOMPARE(plan.env.value(QStringLiteral("TORCH_NEURONX_NEFF_CACHE_DIR")), QStringLiteral("/fsx/neuron cache/team"));
        QVERIFY(!plan.env.contains(QStringLiteral("NEURON_COMPILE_CACHE_URL")));
        QCOMPARE(plan.env.value(QStringLiteral("TORCH_NEURONX_LOG_LEVEL")), QStringLiteral("3"));
        QCOMPARE(plan.env.value(QStringLiteral("NEURON_RT_VISIBLE_CORES")), QStringLiteral("0-1"));
        QCOMPARE(plan.env.value(QStringLiteral("NEURON_CC_FLAGS")), QStringLiteral("--model-type transformer '-O1' $(x)"));
        QCOMPARE(plan.env.value(QStringLiteral("TORCH_NEURONX_DEBUG_DIR")), runDir + QStringLiteral("/neuron-artifacts"));
        QCOMPARE(plan.env.value(QStringLiteral("TORCH_NEURONX_PRESERVE_COMPILATION_ARTIFACTS")), QStringLiteral("1"));
        QCOMPARE(plan.env.value(QStringLiteral("PILOT_NEURON_COMPILE")), QStringLiteral("1"));
        QVERIFY(plan.env.value(QStringLiteral("NEURON_PROCESS_TAG")).startsWith(QStringLiteral("migration-pilot-")));
        QVERIFY(plan.files.isEmpty());
        QVERIFY(plan.companions.isEmpty()); // a cpu job has no Neuron device to watch
        QCOMPARE(plan.job.value(QStringLiteral("data")).toObject().value(QStringLiteral("train")).toString(),
                 QStringLiteral("/data/train set.jsonl"));

        // Another run folder, another tag; the same folder, the same tag.
        LaunchPlan other;
        request.hostRunDir = QStringLiteral("/runs/b");
        QVERIFY(m_backend->plan(request, &other, &error));
        QVERIFY(other.env.value(QStringLiteral("NEURON_PROCESS_TAG")) != plan.env.value(QStringLiteral("NEURON_PROCESS_TAG")));
        // Without settings, none of them is set: the runtime's and the compiler's defaults hold.
        request.runtime.clear();
        QVERIFY(m_backend->plan(request, &other, &error));
        for (const char *name : {"TORCH_NEURONX_NEFF_CACHE_DIR", "NEURON_RT_VISIBLE_CORES", "NEURON_CC_FLAGS", "TORCH_NEURONX_DEBUG_DIR",
                                 "TORCH_NEURONX_PRESERVE_COMPILATION_ARTIFACTS", "TORCH_NEURONX_LOG_LEVEL", "PILOT_NEURON_COMPILE",
                                 "PILOT_NEURON_SHARDING", "NEURON_COMPILE_CACHE_URL"})
            QVERIFY2(!other.env.contains(QLatin1String(name)), name);
        QCOMPARE(other.argv.first(), QStringLiteral("python3"));
    }

    void severalProcessesAreSrunTasksOnSlurmAndTorchrunElsewhere()
    {
        PlanRequest request;
        request.job = job(QStringLiteral("neuron"));
        request.hostRunDir = QStringLiteral("/runs/r");
        request.runtime = {{QStringLiteral("python"), QStringLiteral("/opt/venv/bin/python3")},
                           {QStringLiteral("processes"), QStringLiteral("4")},
                           {QStringLiteral("artifacts"), QStringLiteral("/scratch/artifacts")}};
        request.target.kind = LaunchTarget::Kind::Slurm;
        LaunchPlan plan;
        QString error;
        // Four processes cannot share a step of one micro-batch: refused, not started.
        QVERIFY(!m_backend->plan(request, &plan, &error));
        QVERIFY2(error.startsWith(QLatin1String("runtime.neuron.processes: ")), qPrintable(error));
        QVERIFY2(error.contains(QLatin1String("train.grad_accum")), qPrintable(error));
        request.job.train.gradAccum = 8;
        QVERIFY2(m_backend->plan(request, &plan, &error), qPrintable(error));
        // On Slurm the processes are the tasks of one srun step: the job itself, four times.
        const QStringList jobArgs{QStringLiteral("-m"),        QStringLiteral("pilot_neuron_job"), QStringLiteral("--job"),
                                  QStringLiteral("/runs/r/job.json"), QStringLiteral("--run-dir"),   QStringLiteral("/runs/r")};
        QCOMPARE(plan.argv, QStringList{QStringLiteral("/opt/venv/bin/python3")} + jobArgs);
        QCOMPARE(plan.tasks, 4);
        QCOMPARE(plan.nodes, 1);
        request.runtime.insert(QStringLiteral("nodes"), QStringLiteral("2"));
        LaunchPlan spread;
        QVERIFY2(m_backend->plan(request, &spread, &error), qPrintable(error));
        QCOMPARE(spread.nodes, 2);
        // Over SSH, one host: torchrun of the same interpreter starts them.
        request.target.kind = LaunchTarget::Kind::Ssh;
        request.target.host = QStringLiteral("trn-host");
        LaunchPlan ssh;
        QVERIFY2(m_backend->plan(request, &ssh, &error), qPrintable(error));
        QCOMPARE(ssh.argv,
                 (QStringList{QStringLiteral("/opt/venv/bin/python3"), QStringLiteral("-m"), QStringLiteral("torch.distributed.run"),
                              QStringLiteral("--standalone"), QStringLiteral("--nproc_per_node"), QStringLiteral("4")}
                  + jobArgs));
        QCOMPARE(ssh.tasks, 1);
        request.target.kind = LaunchTarget::Kind::Slurm;
        request.runtime.remove(QStringLiteral("nodes"));
        QCOMPARE(plan.env.value(QStringLiteral("TORCH_NEURONX_DEBUG_DIR")), QStringLiteral("/scratch/artifacts"));
        // A neuron job has neuron-monitor beside it, where the host has it.
        QCOMPARE(plan.companions.size(), 1);
        QCOMPARE(plan.companions.first().argv, QStringList{QStringLiteral("neuron-monitor")});
        QCOMPARE(plan.companions.first().output, QStringLiteral("neuron-monitor.jsonl"));
        // Slurm's compute nodes see the run folder, not this installation: the modules go there.
        QCOMPARE(plan.env.value(QStringLiteral("PYTHONPATH")), QStringLiteral("/runs/r/lib"));
        QStringList targets;
        for (const StagedFile &f : plan.files)
            targets << f.target;
        QCOMPARE(targets,
                 (QStringList{QStringLiteral("lib/pilot_neuron_job/__init__.py"), QStringLiteral("lib/pilot_neuron_job/__main__.py"),
                              QStringLiteral("lib/pilot_neuron_job/trainer.py")}));
        QVERIFY(plan.versions.isEmpty()); // nothing asked of a remote host
    }

    void anSshHostGetsThePackageAndTheInputs()
    {
        PlanRequest request;
        request.job = job();
        request.job.model.path = QStringLiteral("/models/tiny llama");
        request.hostRunDir = QStringLiteral("/home/u/runs/r");
        request.target.kind = LaunchTarget::Kind::Ssh;
        request.target.host = QStringLiteral("trn-host");
        request.stageInputs = true;
        LaunchPlan plan;
        QString error;
        QVERIFY2(m_backend->plan(request, &plan, &error), qPrintable(error));
        QStringList targets;
        for (const StagedFile &f : plan.files) {
            targets << f.target;
            QVERIFY(QDir::isAbsolutePath(f.source));
        }
        QVERIFY(targets.contains(QStringLiteral("lib/pilot_neuron_job/__main__.py")));
        QVERIFY(!targets.contains(QStringLiteral("lib/pilot_neuron_job/linked.py")));
        QVERIFY(!targets.contains(QStringLiteral("lib/pilot_neuron_job/bad name.py")));
        QVERIFY(targets.contains(QStringLiteral("inputs/model")));
        const QJsonObject data = plan.job.value(QStringLiteral("data")).toObject();
        QCOMPARE(data.value(QStringLiteral("train")).toString(), QStringLiteral("inputs/train-train set.jsonl"));
        QCOMPARE(plan.job.value(QStringLiteral("model")).toObject().value(QStringLiteral("path")).toString(),
                 QStringLiteral("inputs/model"));
        QCOMPARE(plan.env.value(QStringLiteral("PYTHONPATH")), QStringLiteral("/home/u/runs/r/lib"));

        // PYTHONPATH separates folders with ':'; a run folder with one cannot be carried.
        request.hostRunDir = QStringLiteral("/home/u/runs/10:15");
        QVERIFY(!m_backend->plan(request, &plan, &error));
        QVERIFY2(error.contains(QStringLiteral("':'")), qPrintable(error));
        request.hostRunDir = QStringLiteral("relative/run");
        QVERIFY(!m_backend->plan(request, &plan, &error));
        QVERIFY2(error.contains(QStringLiteral("absolute")), qPrintable(error));
        request.hostRunDir = QStringLiteral("/r");
        request.runtime = {{QStringLiteral("python"), QStringLiteral("python3 -c 'import os'")}};
        QVERIFY(!m_backend->plan(request, &plan, &error));
        QVERIFY2(error.contains(QStringLiteral("runtime.neuron.python")), qPrintable(error));
    }

    void aLocalPlanRecordsTheVersionsItFound()
    {
        // The stand-in answers the probe as native TorchNeuron and pip show from the fixture; a
        // stand-in neuronx-cc beside it prints the documented version lines.
        const QString python = standInPython(QStringLiteral("probe-native.json"), QStringLiteral("pip-show-torch-neuronx.txt"));
        const QString compiler = QFileInfo(python).absolutePath() + QStringLiteral("/neuronx-cc");
        write(compiler,
              "#!/bin/sh\ntest \"$1\" = --version || exit 2\ncat " + quoted(kFixtures + QStringLiteral("neuronx-cc-version.txt")) + "\n");
        QFile::setPermissions(compiler, QFile::permissions(compiler) | QFileDevice::ExeOwner);
        PlanRequest request;
        request.job = job(QStringLiteral("neuron"));
        request.hostRunDir = QStringLiteral("/runs/r");
        request.runtime = {{QStringLiteral("python"), python}};
        LaunchPlan plan;
        QString error;
        QVERIFY2(m_backend->plan(request, &plan, &error), qPrintable(error));
        QMap<QString, QString> versions;
        for (const auto &[name, version] : plan.versions)
            versions.insert(name, version);
        QCOMPARE(versions.value(QStringLiteral("python")), QStringLiteral("3.11.2"));
        QCOMPARE(versions.value(QStringLiteral("torch-neuronx")), QStringLiteral("2.14.3.0")); // the probe's, not pip's stand-in answer
        QCOMPARE(versions.value(QStringLiteral("neuronx-cc")), QStringLiteral("2.10.0.34+6c8792c6f"));
        QCOMPARE(versions.value(QStringLiteral("neuronx-cc HWM")), QStringLiteral("2.10.0.5-7b1976adf"));
        QCOMPARE(plan.companions.size(), 1);
    }

    void theBuiltPackageLiesBesideThePlugin()
    {
        qunsetenv("PILOT_NEURON_JOB_PATH");
        const QString beside = kBuilt + QStringLiteral("/neuron/pilot_neuron_job/__main__.py");
        if (!QFileInfo::exists(beside)) {
            qputenv("PILOT_NEURON_JOB_PATH", QFile::encodeName(m_package));
            QSKIP("backends/neuron/job/pilot_neuron_job is not in this source tree yet: nothing is copied beside the plugin");
        }
        PlanRequest request;
        request.job = job();
        request.hostRunDir = QStringLiteral("/runs/r");
        LaunchPlan plan;
        QString error;
        const bool planned = m_backend->plan(request, &plan, &error);
        qputenv("PILOT_NEURON_JOB_PATH", QFile::encodeName(m_package));
        QVERIFY2(planned, qPrintable(error));
        QCOMPARE(QDir(plan.env.value(QStringLiteral("PYTHONPATH"))).canonicalPath(),
                 QDir(kBuilt + QStringLiteral("/neuron")).canonicalPath());
    }
};

QTEST_GUILESS_MAIN(TestNeuronBackend)
#include "tst_neuronbackend.moc"
