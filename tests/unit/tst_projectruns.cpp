// A run folder is resolved one way (runFolder) and summarised by one function
// (summarizeRunFolder), whoever asks: the Runs and Compare pages, the record, pilotctl.
#include "core/decision/decisionrules.h"
#include "core/job/jobidentity.h"
#include "core/launch/launchrecord.h"
#include "core/project/evidence.h"
#include "core/project/projectplace.h"
#include "core/record/decisionrecord.h"
#include "core/results/pilotresults.h"
#include "core/runs/runsummary.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace pilot;

namespace {

const QString kFixtureRun = QStringLiteral(PILOT_SOURCE_DIR "/tests/data/runs/resumed-fixture");

void writeFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
}

// A finished run with `steps` steps of falling loss.
QByteArray finishedRun(int steps)
{
    QByteArray out = "{\"v\": 1, \"type\": \"run_start\", \"t\": 0, \"run_id\": \"r\", \"backend\": \"libtorch\", \"device\": \"cpu\"}\n";
    for (int s = 1; s <= steps; ++s)
        out += "{\"v\": 1, \"type\": \"step\", \"t\": " + QByteArray::number(s) + ", \"step\": " + QByteArray::number(s)
               + ", \"loss\": " + QByteArray::number(3.0 - 0.1 * s) + "}\n";
    out += "{\"v\": 1, \"type\": \"run_end\", \"t\": " + QByteArray::number(steps + 1) + ", \"status\": \"completed\"}\n";
    return out;
}

} // namespace

class TestProjectRuns : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void resolvesAgainstTheProjectFolder()
    {
        QTemporaryDir dir;
        const QString folder = QDir::cleanPath(dir.path());
        QCOMPARE(projectFolderOf(dir.filePath(QStringLiteral("project.yaml"))), folder);
        QCOMPARE(projectFolderOf(QString()), QString());

        RunFolder r = runFolder(QStringLiteral("runs/./ref"), folder);
        QCOMPARE(r.path, folder + QStringLiteral("/runs/ref"));
        QCOMPARE(r.shown, QStringLiteral("runs/ref"));
        QVERIFY(!r.outside);

        r = runFolder(folder + QStringLiteral("/runs/../runs/pilot"), folder); // absolute, inside
        QCOMPARE(r.path, folder + QStringLiteral("/runs/pilot"));
        QCOMPARE(r.shown, QStringLiteral("runs/pilot"));
        QVERIFY(!r.outside);

        r = runFolder(QStringLiteral("../elsewhere/run"), folder); // relative, outside: still resolved
        QCOMPARE(r.path, QDir::cleanPath(folder + QStringLiteral("/../elsewhere/run")));
        QCOMPARE(r.shown, QStringLiteral("../elsewhere/run"));
        QVERIFY(r.outside);

        r = runFolder(QStringLiteral("/srv/runs//gpu"), folder); // absolute, outside
        QCOMPARE(r.path, QStringLiteral("/srv/runs/gpu"));
        QVERIFY(r.outside);

        // Written the other way round: relative inside the project, as given outside it.
        QCOMPARE(runPathInProject(folder + QStringLiteral("/runs/ref"), folder), QStringLiteral("runs/ref"));
        QCOMPARE(runPathInProject(QStringLiteral("/srv/runs/gpu"), folder), QStringLiteral("/srv/runs/gpu"));
        QCOMPARE(runPathInProject(folder + QStringLiteral("/..runs/x"), folder), QStringLiteral("..runs/x"));
        QCOMPARE(runPathInProject(folder + QStringLiteral("/runs/ref"), QString()), folder + QStringLiteral("/runs/ref"));
        for (const QString &dir : {folder + QStringLiteral("/runs/a"), QStringLiteral("/srv/runs/gpu")})
            QCOMPARE(runFolder(runPathInProject(dir, folder), folder).path, dir);

        // A project not saved yet: the working folder is its folder.
        r = runFolder(QStringLiteral("runs/ref"), QString());
        QCOMPARE(r.path, QDir::cleanPath(QDir::currentPath() + QStringLiteral("/runs/ref")));
        QCOMPARE(runFolder(QString(), folder).path, QString());
    }

    void recordAndEvidenceUseTheSameResolution()
    {
        QTemporaryDir dir;
        const QString folder = dir.path();
        writeFile(dir.filePath(QStringLiteral("runs/ref/metrics.jsonl")), finishedRun(5));
        writeFile(dir.filePath(QStringLiteral("runs/pilot/metrics.jsonl")), finishedRun(5));
        Project p;
        p.runs = {ProjectRun{QStringLiteral("runs/x/../ref"), RunRole::Reference, QString()},
                  ProjectRun{dir.filePath(QStringLiteral("runs/pilot")), RunRole::Pilot, QString()}};
        PilotResults results = computePilotResults(p, folder);
        QVERIFY2(results.available, results.problems.isEmpty() ? "" : qPrintable(results.problems.constFirst().path));
        QCOMPARE(results.reference, QStringLiteral("runs/ref"));
        QCOMPARE(results.pilot, QStringLiteral("runs/pilot"));
        // Evidence naming a listed run is a run, however the project spells its path.
        QCOMPARE(classifyEvidence(QStringLiteral("runs/ref"), p, folder).kind, EvidenceKind::Run);

        // The record refuses a run outside the project; the pages still resolve it.
        p.runs[1].path = QStringLiteral("../pilot");
        results = computePilotResults(p, folder);
        QVERIFY(!results.available);
        QCOMPARE(results.problems.size(), 1);
        QCOMPARE(results.problems.constFirst().kind, PilotRunProblem::Kind::Outside);
        QCOMPARE(results.problems.constFirst().path, QStringLiteral("../pilot"));
    }

    void recordShowsWhereEachRunCameFrom()
    {
        QTemporaryDir dir;
        const QString folder = dir.path();
        writeFile(dir.filePath(QStringLiteral("runs/ref/metrics.jsonl")),
                  "{\"v\": 1, \"type\": \"run_start\", \"t\": 0, \"run_id\": \"r\", \"backend\": \"libtorch\", \"device\": \"cpu\", "
                  "\"host\": \"gpu-7\", \"versions\": {\"torch\": \"1.13.1\", \"pilot-trainer\": \"0.1.0\"}}\n"
                      + finishedRun(5).mid(finishedRun(5).indexOf('\n') + 1));
        writeFile(dir.filePath(QStringLiteral("runs/pilot/metrics.jsonl")), finishedRun(5));
        writeFile(dir.filePath(QStringLiteral("runs/pilot/launch.json")), "{ torn");
        LaunchRecord launch;
        launch.launcher = QStringLiteral("slurm");
        launch.target = QStringLiteral("slurm:debug");
        launch.host = QStringLiteral("login-1");
        launch.slurmJobId = QStringLiteral("4711");
        launch.started = QDateTime(QDate(2026, 11, 30), QTime(9, 30), Qt::UTC);
        launch.argv = {QStringLiteral("/opt/pilot-trainer"), QStringLiteral("--job"), QStringLiteral("<b>|*x*|</b>")};
        launch.backend = QStringLiteral("libtorch");
        launch.backendVersion = QStringLiteral("0.1.0");
        launch.jobSha256 = QString(64, QLatin1Char('f'));
        launch.env.insert(QStringLiteral("TORCH_NEURONX_NEFF_CACHE_DIR"), QStringLiteral("/fsx/neuron-cache/team"));
        launch.versions << QPair<QString, QString>{QStringLiteral("neuronx-cc"), QStringLiteral("2.21")};
        QString error;
        QVERIFY2(writeLaunchRecord(dir.filePath(QStringLiteral("runs/ref")), launch, &error), qPrintable(error));
        Project p;
        p.title = QStringLiteral("t");
        p.runs = {ProjectRun{QStringLiteral("runs/ref"), RunRole::Reference, QString()},
                  ProjectRun{QStringLiteral("runs/pilot/metrics.jsonl"), RunRole::Pilot, QString()}};
        const PilotResults results = computePilotResults(p, folder);
        QVERIFY(results.available);
        QVERIFY(results.referenceProvenance.launched);
        QCOMPARE(results.referenceProvenance.launch.slurmJobId, QStringLiteral("4711"));
        QCOMPARE(results.referenceProvenance.start.versions.size(), 2);
        // A torn launch.json is said to be broken, in our words, never quoted.
        QVERIFY(!results.pilotProvenance.launched);
        QVERIFY(!results.pilotProvenance.launchProblem.isEmpty());

        const DecisionRules &rules = DecisionRules::builtIn();
        DecisionRecord record(p, rules, QStringLiteral("en"), QDate(2026, 11, 30));
        record.setPilotResults(results);
        const QString md = record.markdown();
        for (const char *expected : {"Provenance of the runs", "slurm:debug", "Slurm job 4711", "libtorch (0.1.0)", "torch=1.13.1",
                                     "launch.json cannot be read", "gpu-7 (launched from login-1)", "Neuron compile cache",
                                     "/fsx/neuron-cache/team", "TORCH_NEURONX_NEFF_CACHE_DIR=/fsx/neuron-cache/team", "neuronx-cc=2.21"})
            QVERIFY2(md.contains(QLatin1String(expected)), expected);
        const QString html = record.html();
        QVERIFY(!html.contains(QStringLiteral("<b>|*x*|</b>")));
        QVERIFY(html.contains(QStringLiteral("&lt;b&gt;")));
        DecisionRecord german(p, rules, QStringLiteral("de"), QDate(2026, 11, 30));
        german.setPilotResults(results);
        QVERIFY(german.markdown().contains(QStringLiteral("Herkunft der Läufe")));
    }

    // The demo's reference (libtorch on the CPU) and pilot (neuron): two job.json files that
    // differ in run name, role, backend and device, so their checksums differ, but one training,
    // so their job hashes (from run_start) are equal. The record says which row is which, and
    // that the pilot trains what the reference trained; another training is said to differ.
    void recordComparesTheJobHashNotTheFileChecksum()
    {
        QTemporaryDir dir;
        const QString folder = dir.path();
        const QString demoJobs = QStringLiteral(PILOT_SOURCE_DIR "/resources/demo/jobs/");
        const auto fileSha256 = [](const QString &path) {
            QFile f(path);
            if (!f.open(QIODevice::ReadOnly))
                qFatal("cannot read %s", qPrintable(path));
            return QString::fromLatin1(QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex());
        };
        const QString referenceFile = fileSha256(demoJobs + QStringLiteral("lora-dates.json"));
        const QString pilotFile = fileSha256(demoJobs + QStringLiteral("pilot-neuron.json"));
        QVERIFY(referenceFile != pilotFile);
        const QByteArray trained = QByteArray("5e").repeated(32);
        const auto runWith = [&](const char *backend, const char *device, const QByteArray &hash, const QByteArray &identity = {}) {
            QByteArray start = "{\"v\": 1, \"type\": \"run_start\", \"t\": 0, \"run_id\": \"r\", \"backend\": \"" + QByteArray(backend)
                               + "\", \"device\": \"" + QByteArray(device) + "\"";
            if (!hash.isEmpty())
                start += ", \"job_hash\": \"" + hash + "\"";
            if (!identity.isEmpty())
                start += ", \"job_identity\": " + identity;
            return start + "}\n" + finishedRun(5).mid(finishedRun(5).indexOf('\n') + 1);
        };
        const auto launchOf = [&](const char *backend, const QString &jobSha256, const QString &runDir) {
            LaunchRecord launch;
            launch.launcher = QStringLiteral("local");
            launch.target = QStringLiteral("local");
            launch.backend = QString::fromLatin1(backend);
            launch.started = QDateTime(QDate(2026, 11, 30), QTime(9, 30), Qt::UTC);
            launch.argv = {QString::fromLatin1(backend)};
            launch.jobSha256 = jobSha256;
            QString error;
            if (!writeLaunchRecord(runDir, launch, &error))
                qFatal("%s", qPrintable(error));
        };
        writeFile(dir.filePath(QStringLiteral("runs/ref/metrics.jsonl")), runWith("libtorch", "cpu", trained));
        writeFile(dir.filePath(QStringLiteral("runs/pilot/metrics.jsonl")), runWith("neuron", "neuron", trained));
        launchOf("libtorch", referenceFile, dir.filePath(QStringLiteral("runs/ref")));
        launchOf("neuron", pilotFile, dir.filePath(QStringLiteral("runs/pilot")));
        Project p;
        p.title = QStringLiteral("t");
        p.runs = {ProjectRun{QStringLiteral("runs/ref"), RunRole::Reference, QString()},
                  ProjectRun{QStringLiteral("runs/pilot"), RunRole::Pilot, QString()}};
        const auto markdown = [&](const QString &language) {
            const PilotResults results = computePilotResults(p, folder);
            if (!results.available)
                qFatal("the runs are not available");
            DecisionRecord record(p, DecisionRules::builtIn(), language, QDate(2026, 11, 30));
            record.setPilotResults(results);
            return record.markdown();
        };
        // One line of the provenance table: the row named `label`.
        const auto row = [](const QString &md, const QString &label) {
            for (const QString &line : md.split(QLatin1Char('\n'))) {
                if (line.startsWith(QStringLiteral("| ") + label))
                    return line;
            }
            return QString();
        };
        const QString hash = QString::fromLatin1(trained);
        QString md = markdown(QStringLiteral("en"));
        const QString same = row(md, QStringLiteral("Job hash (what is trained)"));
        QVERIFY2(same.contains(QStringLiteral("| ") + hash + QStringLiteral(" |")), qPrintable(same));
        QVERIFY2(same.contains(hash + QStringLiteral(" (equal to the reference: the same training)")), qPrintable(same));
        const QString checksum = row(md, QStringLiteral("Checksum of the file job.json"));
        QVERIFY2(checksum.contains(referenceFile) && checksum.contains(pilotFile), qPrintable(checksum));
        QVERIFY(!checksum.contains(QLatin1String("equal")));
        QVERIFY(row(markdown(QStringLiteral("de")), QStringLiteral("Job-Hash (was trainiert wird)"))
                    .contains(QStringLiteral("(gleich der Referenz: dasselbe Training)")));

        QVERIFY2(md.contains(QStringLiteral("Reference and pilot train the same job: the same job file apart from where it runs")),
                 qPrintable(md));

        // Two hashes of the older rule, which covered paths, that differ: nothing claimed either way.
        const QByteArray other = QByteArray("a1").repeated(32);
        writeFile(dir.filePath(QStringLiteral("runs/pilot/metrics.jsonl")), runWith("neuron", "neuron", other));
        md = markdown(QStringLiteral("en"));
        QString differs = row(md, QStringLiteral("Job hash (what is trained)"));
        QVERIFY2(differs.contains(QString::fromLatin1(other)) && !differs.contains(QLatin1String("reference:")), qPrintable(differs));
        QVERIFY2(md.contains(QStringLiteral("Whether reference and pilot train the same job is not known: both runs were made by older "
                                            "versions")),
                 qPrintable(md));

        // By content: the runs say their identities, and the record names where they differ,
        // with both values, in either language.
        const QByteArray mine = R"({"data":{"sha256":{"train":"aa"}},"train":{"lr":0.001}})";
        const QByteArray theirs = R"({"data":{"sha256":{"train":"bb"}},"train":{"lr":0.001}})";
        QString error;
        writeFile(dir.filePath(QStringLiteral("runs/ref/metrics.jsonl")),
                  runWith("libtorch", "cpu", jobIdentityHash(mine, &error).toLatin1(), mine));
        writeFile(dir.filePath(QStringLiteral("runs/pilot/metrics.jsonl")),
                  runWith("neuron", "neuron", jobIdentityHash(theirs, &error).toLatin1(), theirs));
        md = markdown(QStringLiteral("en"));
        differs = row(md, QStringLiteral("Job hash (what is trained)"));
        QVERIFY2(differs.contains(QStringLiteral(" (differs from the reference: not the same training)")), qPrintable(differs));
        QVERIFY2(md.contains(QStringLiteral("Reference and pilot do not train the same job. They differ in:")), qPrintable(md));
        QVERIFY2(md.contains(QStringLiteral("- data.sha256.train: reference \"aa\", pilot \"bb\"")), qPrintable(md));
        QVERIFY2(!md.contains(QStringLiteral("train.lr:")), qPrintable(md));
        QVERIFY(markdown(QStringLiteral("de")).contains(QStringLiteral("- data.sha256.train: Referenz \"aa\", Pilot \"bb\"")));
        // The same identity on both: the same job.
        writeFile(dir.filePath(QStringLiteral("runs/pilot/metrics.jsonl")),
                  runWith("neuron", "neuron", jobIdentityHash(mine, &error).toLatin1(), mine));
        QVERIFY(markdown(QStringLiteral("en"))
                    .contains(QStringLiteral("Reference and pilot train the same job: the same data, model, "
                                             "tokenizer and training settings, judged by the content")));
        // One by content, one by the older rule: not known.
        writeFile(dir.filePath(QStringLiteral("runs/pilot/metrics.jsonl")), runWith("neuron", "neuron", trained));
        QVERIFY(markdown(QStringLiteral("en")).contains(QStringLiteral("one run names its job by the content of its files, the other")));
        writeFile(dir.filePath(QStringLiteral("runs/ref/metrics.jsonl")), runWith("libtorch", "cpu", trained));
        // A run of an older job says none: not recorded, and nothing compared.
        writeFile(dir.filePath(QStringLiteral("runs/pilot/metrics.jsonl")), runWith("neuron", "neuron", QByteArray()));
        const QString unknown = row(markdown(QStringLiteral("en")), QStringLiteral("Job hash (what is trained)"));
        QVERIFY2(unknown.contains(QStringLiteral("not recorded")) && !unknown.contains(QLatin1String("reference:")), qPrintable(unknown));
    }

    void summarisesAFolderOrItsMetricsFile()
    {
        const RunFolderSummary byFolder = summarizeRunFolder(kFixtureRun);
        QVERIFY2(byFolder.ok(), qPrintable(byFolder.error));
        QCOMPARE(byFolder.metricsFile, kFixtureRun + QStringLiteral("/metrics.jsonl"));
        QCOMPARE(byFolder.summary.status, QStringLiteral("completed"));
        QCOMPARE(byFolder.summary.lastStep, 8);
        QCOMPARE(byFolder.summary.restarts, 1);
        QCOMPARE(byFolder.summary.lines, 25);
        QCOMPARE(byFolder.tornBytes, 0);

        const RunFolderSummary byFile = summarizeRunFolder(byFolder.metricsFile);
        QVERIFY(byFile.ok());
        QCOMPARE(runSummaryToJson(byFile.summary), runSummaryToJson(byFolder.summary));
    }

    void saysWhyAFolderCannotBeSummarised()
    {
        QTemporaryDir dir;
        RunFolderSummary r = summarizeRunFolder(dir.path());
        QCOMPARE(r.problem, RunFolderSummary::Problem::NoMetrics);
        QVERIFY(!r.ok());

        // A named pipe in place of metrics.jsonl is named, and nothing waits on it.
        const QString fifo = dir.filePath(QStringLiteral("metrics.jsonl"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        r = summarizeRunFolder(dir.path());
        QCOMPARE(r.problem, RunFolderSummary::Problem::Unreadable);
        QVERIFY2(r.error.startsWith(fifo + QStringLiteral(": ")) && r.error.contains(QLatin1String("named pipe")), qPrintable(r.error));
        QVERIFY(QFile::remove(fifo));

        // A torn last line waits for its newline and is counted apart.
        writeFile(fifo, "{\"v\": 1, \"type\": \"step\", \"step\": 1, \"loss\": 2.0}\n{\"v\": 1, \"type\": \"st");
        r = summarizeRunFolder(dir.path());
        QVERIFY(r.ok());
        QCOMPARE(r.summary.stepCount, 1);
        QCOMPARE(r.tornBytes, 20);
    }
};

QTEST_GUILESS_MAIN(TestProjectRuns)
#include "tst_projectruns.moc"
