// Backend plugins as users' plugin folders hold them: the real libtorch plugin, and plugins
// broken in each way the registry must list with a reason instead of crashing — another
// interface, bad metadata, a missing symbol, an object that is not a backend, a shadowed
// duplicate, links and FIFOs in the folder. And the libtorch backend's check() and plan().
#include "core/job/jobspecio.h"
#include "core/launch/backendregistry.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace pilot;

namespace {

const QString kBuilt = QStringLiteral(PILOT_BINARY_DIR "/lib/migration-pilot/backends");
const QString kBroken = QStringLiteral(PILOT_BROKEN_BACKENDS_DIR);

BackendEntry entryFor(const QList<BackendEntry> &entries, const QString &fileName)
{
    for (const BackendEntry &e : entries)
        if (QFileInfo(e.path).fileName() == fileName)
            return e;
    return {};
}

JobSpec smallJob()
{
    JobSpec job;
    job.backend = QStringLiteral("libtorch");
    job.data.train = QStringLiteral("/data/train.txt");
    job.data.validation = QStringLiteral("/data/valid.txt");
    return job;
}

bool hasRefusal(const QList<JobRefusal> &refusals, const QString &field)
{
    for (const JobRefusal &r : refusals)
        if (r.field == field && !r.message.isEmpty())
            return true;
    return false;
}

} // namespace

class TestBackendRegistry : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void searchPathComesFromTheEnvironmentFirst()
    {
        qputenv("PILOT_BACKEND_PATH", "/opt/a::/opt/b/");
        const QStringList folders = BackendRegistry::defaultFolders();
        qunsetenv("PILOT_BACKEND_PATH");
        QCOMPARE(folders.size(), 4);
        QCOMPARE(folders.at(0), QStringLiteral("/opt/a"));
        QCOMPARE(folders.at(1), QStringLiteral("/opt/b"));
        // The build tree's folder, then an installation's in the architecture's library folder.
        QVERIFY(folders.at(2).endsWith(QStringLiteral("/lib/migration-pilot/backends")));
        QVERIFY2(folders.at(3).endsWith(QStringLiteral("-linux-gnu/migration-pilot/backends")), qPrintable(folders.at(3)));
    }

    void brokenPluginsAreListedWithTheirReason()
    {
        BackendRegistry registry({kBroken, kBuilt});
        const QList<BackendEntry> entries = registry.entries();
        QCOMPARE(entries.size(), 7); // five broken ones, libtorch and neuron

        const BackendEntry wrong = entryFor(entries, QStringLiteral("broken_wrongiid.so"));
        QVERIFY2(wrong.error.contains(QStringLiteral("org.example.SomethingElse/1")), qPrintable(wrong.error));

        const BackendEntry bad = entryFor(entries, QStringLiteral("broken_badmeta.so"));
        QVERIFY2(bad.error.startsWith(QStringLiteral("bad metadata")), qPrintable(bad.error));
        for (const char *word : {"name", "version", "devices", "job interface version 2"})
            QVERIFY2(bad.error.contains(QLatin1String(word)), qPrintable(bad.error));

        // Metadata fine: the problems show only when loading, so they are usable until then.
        QVERIFY(entryFor(entries, QStringLiteral("broken_missingsymbol.so")).error.isEmpty());
        QVERIFY(entryFor(entries, QStringLiteral("broken_notabackend.so")).error.isEmpty());
        QVERIFY(entryFor(entries, QStringLiteral("broken_otherinfo.so")).error.isEmpty());
        QVERIFY(entryFor(entries, QStringLiteral("pilot_backend_libtorch.so")).error.isEmpty());
        QVERIFY(entryFor(entries, QStringLiteral("pilot_backend_neuron.so")).error.isEmpty());
    }

    void loadingFailuresAreReportedNotCrashes()
    {
        BackendRegistry registry({kBroken, kBuilt});
        QString error;
        QVERIFY(!registry.backend(QStringLiteral("ghost"), &error));
        QVERIFY2(error.contains(QStringLiteral("could not be loaded"))
                     && error.contains(QStringLiteral("pilot_function_that_no_library_defines")),
                 qPrintable(error));
        QVERIFY(!registry.backend(QStringLiteral("impostor"), &error));
        QVERIFY2(error.contains(QStringLiteral("does not implement the backend interface")), qPrintable(error));
        // Asked again, the same answer without another attempt; the listing shows it too.
        QVERIFY(!registry.backend(QStringLiteral("ghost"), &error));
        QVERIFY(!entryFor(registry.entries(), QStringLiteral("broken_missingsymbol.so")).error.isEmpty());

        QVERIFY(!registry.backend(QStringLiteral("nothing-like-it"), &error));
        QVERIFY2(error.contains(QStringLiteral("libtorch")), qPrintable(error));
        QVERIFY(!error.contains(QStringLiteral("ghost"))); // a broken one is not offered

        // The metadata is what was listed: a plugin that describes itself otherwise is refused.
        QVERIFY(!registry.backend(QStringLiteral("twofaced"), &error));
        QVERIFY2(error.contains(QStringLiteral("describes itself otherwise than its metadata")), qPrintable(error));

        // Our plugins' info() is their metadata (both from backend.json.in), field by field.
        for (const QString &name : {QStringLiteral("libtorch"), QStringLiteral("neuron")}) {
            const Backend *backend = registry.backend(name, &error);
            QVERIFY2(backend, qPrintable(error));
            const BackendInfo listed = entryFor(registry.entries(), QStringLiteral("pilot_backend_%1.so").arg(name)).info;
            QVERIFY(backend->info() == listed);
            QCOMPARE(backend->info().description, listed.description);
            QVERIFY(!listed.description.isEmpty() && !listed.devices.isEmpty());
        }
    }

    void theFirstOfANameWins()
    {
        QTemporaryDir first;
        QVERIFY(QFile::copy(kBuilt + QStringLiteral("/pilot_backend_libtorch.so"), first.filePath(QStringLiteral("copy.so"))));
        BackendRegistry registry({first.path(), kBuilt});
        const QList<BackendEntry> entries = registry.entries();
        QCOMPARE(entries.size(), 3); // the copy, then the built libtorch and neuron plugins
        QVERIFY(entries.at(0).error.isEmpty());
        const BackendEntry shadowed = entryFor(entries, QStringLiteral("pilot_backend_libtorch.so"));
        QVERIFY2(shadowed.error.contains(first.filePath(QStringLiteral("copy.so"))), qPrintable(shadowed.error));
        QVERIFY(entryFor(entries, QStringLiteral("pilot_backend_neuron.so")).error.isEmpty());
    }

    void onlyRegularFilesAreLookedAt()
    {
        QTemporaryDir dir;
        QVERIFY(QFile::link(kBuilt + QStringLiteral("/pilot_backend_libtorch.so"), dir.filePath(QStringLiteral("link.so"))));
        QCOMPARE(mkfifo(QFile::encodeName(dir.filePath(QStringLiteral("fifo.so"))).constData(), 0600), 0);
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("folder.so")));
        QFile garbage(dir.filePath(QStringLiteral("garbage.so")));
        QVERIFY(garbage.open(QIODevice::WriteOnly));
        garbage.write(QByteArray(4096, '\x7f'));
        garbage.close();
        BackendRegistry registry({dir.path(), QStringLiteral("/no/such/folder")});
        const QList<BackendEntry> entries = registry.entries();
        QCOMPARE(entries.size(), 1);
        QVERIFY(!entries.at(0).error.isEmpty());
        QString error;
        QVERIFY(!registry.backend(QStringLiteral("libtorch"), &error));
        QVERIFY2(error.contains(QStringLiteral("no backend plugins were found")), qPrintable(error));
    }

    void libtorchRefusesWhatItCannotRun()
    {
        BackendRegistry registry({kBuilt});
        QString error;
        const Backend *backend = registry.backend(QStringLiteral("libtorch"), &error);
        QVERIFY2(backend, qPrintable(error));
        QVERIFY(backend->check(smallJob(), CheckContext()).isEmpty());

        JobSpec neuron = smallJob();
        neuron.device = QStringLiteral("neuron");
        QVERIFY(hasRefusal(backend->check(neuron, CheckContext()), QStringLiteral("device")));

        // pilot-trainer trains with a Hugging Face tokenizer.json as well as with the byte tokenizer.
        JobSpec hf = smallJob();
        hf.tokenizer.kind = QStringLiteral("hf");
        hf.tokenizer.path = QStringLiteral("tokenizer.json");
        QVERIFY(!hasRefusal(backend->check(hf, CheckContext()), QStringLiteral("tokenizer.kind")));

        JobSpec other = smallJob();
        other.backend = QStringLiteral("neuron");
        other.model.arch = QStringLiteral("gpt2");
        const QList<JobRefusal> refusals = backend->check(other, CheckContext());
        QVERIFY(hasRefusal(refusals, QStringLiteral("backend")));
        QVERIFY(hasRefusal(refusals, QStringLiteral("model.arch")));
    }

    void libtorchPlansAnArgvNotAShellLine()
    {
        BackendRegistry registry({kBuilt});
        QString error;
        const Backend *backend = registry.backend(QStringLiteral("libtorch"), &error);
        QVERIFY(backend);
        PlanRequest request;
        request.job = smallJob();
        request.hostRunDir = QStringLiteral("/runs/it's a \"run\"/$(reboot)/");

        qputenv("PILOT_TRAINER", "/no/such/pilot-trainer");
        LaunchPlan plan;
        QVERIFY(!backend->plan(request, &plan, &error));
        QVERIFY2(error.contains(QStringLiteral("/no/such/pilot-trainer")), qPrintable(error));

        qputenv("PILOT_TRAINER", "/bin/true");
        QVERIFY2(backend->plan(request, &plan, &error), qPrintable(error));
        const QString runDir = QStringLiteral("/runs/it's a \"run\"/$(reboot)");
        QCOMPARE(plan.argv, (QStringList{QStringLiteral("/bin/true"), QStringLiteral("--job"), runDir + QStringLiteral("/job.json"),
                                         QStringLiteral("--run-dir"), runDir}));
        QCOMPARE(plan.workingDirectory, runDir);
        QVERIFY(plan.files.isEmpty());
        QCOMPARE(plan.job.value(QStringLiteral("data")).toObject().value(QStringLiteral("train")).toString(),
                 QStringLiteral("/data/train.txt"));

        // An SSH host does not see these files: they are staged and the job names the copies.
        request.target.kind = LaunchTarget::Kind::Ssh;
        request.target.host = QStringLiteral("gpu-7");
        request.stageInputs = true;
        qputenv("PILOT_REMOTE_TRAINER", "/opt/pilot/bin/pilot-trainer");
        QVERIFY2(backend->plan(request, &plan, &error), qPrintable(error));
        qunsetenv("PILOT_REMOTE_TRAINER");
        qunsetenv("PILOT_TRAINER");
        QCOMPARE(plan.argv.first(), QStringLiteral("/opt/pilot/bin/pilot-trainer"));
        QCOMPARE(plan.files.size(), 2);
        QCOMPARE(plan.files.at(0).source, QStringLiteral("/data/train.txt"));
        const QJsonObject data = plan.job.value(QStringLiteral("data")).toObject();
        QCOMPARE(data.value(QStringLiteral("train")).toString(), plan.files.at(0).target);
        QCOMPARE(data.value(QStringLiteral("validation")).toString(), plan.files.at(1).target);
        QVERIFY(plan.files.at(0).target.startsWith(QStringLiteral("inputs/")));

        request.hostRunDir = QStringLiteral("relative/run");
        QVERIFY(!backend->plan(request, &plan, &error));
        QVERIFY2(error.contains(QStringLiteral("absolute")), qPrintable(error));
    }

    // runtime.libtorch.processes: pilot-trainer starts that many ranks of one run; a number that
    // cannot share the step's micro-batches is refused by name; LoRA dropout is not (the ranks
    // replay each other's draws, tst_trainerdistributed).
    void libtorchRunsSeveralProcesses()
    {
        BackendRegistry registry({kBuilt});
        QString error;
        const Backend *backend = registry.backend(QStringLiteral("libtorch"), &error);
        QVERIFY(backend);
        JobSpec job = smallJob();
        job.train.gradAccum = 4;
        job.method.dropout = 0.0;
        CheckContext context;
        context.runtime = {{QStringLiteral("processes"), QStringLiteral("2")}};
        QVERIFY(backend->check(job, context).isEmpty());
        context.runtime = {{QStringLiteral("processes"), QStringLiteral("3")}};
        QVERIFY(hasRefusal(backend->check(job, context), QStringLiteral("runtime.libtorch.processes")));
        context.runtime = {{QStringLiteral("processes"), QStringLiteral("many")}};
        QVERIFY(hasRefusal(backend->check(job, context), QStringLiteral("runtime.libtorch.processes")));
        context.runtime = {{QStringLiteral("processes"), QStringLiteral("2")}};
        job.method.kind = QStringLiteral("lora");
        job.method.dropout = 0.1;
        QVERIFY(backend->check(job, context).isEmpty());

        PlanRequest request;
        request.job = smallJob();
        request.hostRunDir = QStringLiteral("/runs/two");
        request.runtime = {{QStringLiteral("processes"), QStringLiteral("2")}};
        qputenv("PILOT_TRAINER", "/bin/true");
        LaunchPlan plan;
        QVERIFY2(backend->plan(request, &plan, &error), qPrintable(error));
        qunsetenv("PILOT_TRAINER");
        QCOMPARE(plan.argv.mid(5), (QStringList{QStringLiteral("--processes"), QStringLiteral("2")}));
        QCOMPARE(plan.tasks, 1);
        // On Slurm the ranks are srun's tasks, over the nodes the project names.
        request.target.kind = LaunchTarget::Kind::Slurm;
        request.runtime.insert(QStringLiteral("nodes"), QStringLiteral("2"));
        qputenv("PILOT_TRAINER", "/bin/true");
        QVERIFY2(backend->plan(request, &plan, &error), qPrintable(error));
        qunsetenv("PILOT_TRAINER");
        QCOMPARE(plan.argv.size(), 5);
        QCOMPARE(plan.tasks, 2);
        QCOMPARE(plan.nodes, 2);
        CheckContext three;
        three.runtime = {{QStringLiteral("processes"), QStringLiteral("2")}, {QStringLiteral("nodes"), QStringLiteral("3")}};
        JobSpec shared = smallJob();
        shared.train.gradAccum = 4;
        shared.method.dropout = 0.0;
        QVERIFY(hasRefusal(backend->check(shared, three), QStringLiteral("runtime.libtorch.nodes")));
    }

    void jobPathsResolveBesideTheJobFile()
    {
        JobSpec job = smallJob();
        job.data.train = QStringLiteral("data/train.txt");
        job.model.path = QStringLiteral("../models/tiny");
        job.resume = QStringLiteral("auto");
        resolveJobPaths(&job, QStringLiteral("/p/jobs/job.json"));
        QCOMPARE(job.data.train, QStringLiteral("/p/jobs/data/train.txt"));
        QCOMPARE(job.data.validation, QStringLiteral("/data/valid.txt"));
        QCOMPARE(job.model.path, QStringLiteral("/p/models/tiny"));
        QCOMPARE(job.resume, QStringLiteral("auto"));
        QVERIFY(job.tokenizer.path.isEmpty());
        job.resume = QStringLiteral("checkpoints/step-000050");
        resolveJobPaths(&job, QStringLiteral("/p/jobs/job.json"));
        QCOMPARE(job.resume, QStringLiteral("/p/jobs/checkpoints/step-000050"));
    }
};

QTEST_GUILESS_MAIN(TestBackendRegistry)
#include "tst_backendregistry.moc"
