// pilotctl run, status and abort with the real libtorch plugin and pilot-trainer: a run to
// completion, exit codes of run --wait, status --json, a job the backend refuses, abort after
// the first checkpoint and a resume that ends on the uninterrupted run's losses bit for bit,
// a job killed with SIGKILL seen as lost by a new process, hostile run folder names.
#include "../common/pilotctlprocess.h"
#include "../trainer/trainertest.h"

#include "core/runs/runliveness.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>
#include <cstring>

using namespace pilot;
using namespace pilot::trainertest;

namespace {

QJsonObject statusJson(const QString &runDir)
{
    const Result r = pilotctl({QStringLiteral("status"), runDir, QStringLiteral("--json")});
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

// Polls `pilotctl status --json` until `done` holds for its object.
template<typename Done>
QJsonObject waitForStatus(const QString &runDir, Done done, int ms = 120000)
{
    QElapsedTimer timer;
    timer.start();
    QJsonObject s;
    do {
        s = statusJson(runDir);
        if (done(s))
            return s;
        QThread::msleep(100);
    } while (timer.elapsed() < ms);
    return s;
}

bool hasCompleteCheckpoint(const QString &runDir)
{
    const RunMetrics m = readMetrics(runDir);
    for (const CheckpointEvent &c : m.checkpoints()) {
        if (c.status == QLatin1String("complete"))
            return true;
    }
    return false;
}

QList<double> losses(const QString &runDir)
{
    QList<double> out;
    const RunMetrics m = readMetrics(runDir);
    for (const StepPoint &p : m.steps())
        out.append(p.loss);
    return out;
}

// Runs `job` of `project` in `runDir` and aborts it once it has written a checkpoint.
void stopAfterACheckpoint(const QString &job, const QString &project, const QString &runDir)
{
    QProcess waiting;
    waiting.start(QStringLiteral(PILOTCTL), {QStringLiteral("run"), job, QStringLiteral("--project"), project, QStringLiteral("--run-dir"),
                                             runDir, QStringLiteral("--wait")});
    QVERIFY(waiting.waitForStarted());
    QElapsedTimer timer;
    timer.start();
    while (!hasCompleteCheckpoint(runDir) && timer.elapsed() < 120000)
        QThread::msleep(10);
    QVERIFY(hasCompleteCheckpoint(runDir));
    QCOMPARE(pilotctl({QStringLiteral("abort"), runDir, QStringLiteral("--grace"), QStringLiteral("30")}).exitCode, 0);
    QVERIFY(waiting.waitForFinished(60000));
}

// A project in `dir`/project with the tiny job of `steps` steps in jobs/, whose run
// runs/pilot was stopped once it had written a checkpoint: that run folder.
QString projectRunStoppedAtACheckpoint(const QTemporaryDir &dir, const char *title, qint64 steps)
{
    const QString folder = dir.filePath(QStringLiteral("project"));
    if (!QDir().mkpath(folder + QStringLiteral("/jobs")))
        qFatal("cannot make the project folder");
    const QString job = writeJob(folder + QStringLiteral("/jobs"), steps);
    QFile project(folder + QStringLiteral("/project.yaml"));
    if (!project.open(QIODevice::WriteOnly))
        qFatal("cannot write the project file");
    project.write(QByteArray("schema: migration-pilot/project@1\ntitle: ") + title + "\n");
    project.close();
    const QString runDir = folder + QStringLiteral("/runs/pilot");
    stopAfterACheckpoint(job, project.fileName(), runDir);
    return runDir;
}

int runWait(const QStringList &args, QString *out = nullptr, int ms = 300000)
{
    QProcess p;
    p.start(QStringLiteral(PILOTCTL), QStringList{QStringLiteral("run")} + args + QStringList{QStringLiteral("--wait")});
    if (!p.waitForFinished(ms))
        qFatal("pilotctl run --wait did not finish");
    if (out)
        *out = QString::fromUtf8(p.readAllStandardOutput()) + QString::fromUtf8(p.readAllStandardError());
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

} // namespace

class TestPilotctlRun : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void runToCompletion()
    {
        QTemporaryDir dir;
        const QString job = writeJob(dir.path(), 12);
        const QString runDir = dir.filePath(QStringLiteral("run"));
        QString out;
        QCOMPARE(runWait({job, QStringLiteral("--run-dir"), runDir}, &out), 0);
        QVERIFY2(out.contains(QStringLiteral("started ")), qPrintable(out));
        // Not a terminal: plain lines, the last one saying how it ended.
        QVERIFY2(!out.contains(QLatin1Char('\r')), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("completed  step 12/12  loss ")), qPrintable(out));

        const QJsonObject s = statusJson(runDir);
        QCOMPARE(s.value(QStringLiteral("state")).toString(), QStringLiteral("completed"));
        QCOMPARE(s.value(QStringLiteral("verified")).toBool(), true);
        QCOMPARE(s.value(QStringLiteral("launcher")).toString(), QStringLiteral("local"));
        QCOMPARE(s.value(QStringLiteral("target")).toString(), QStringLiteral("local"));
        QCOMPARE(s.value(QStringLiteral("host")).toString(), thisHostName());
        QVERIFY(s.value(QStringLiteral("pid")).toInteger() > 0);
        QVERIFY(s.value(QStringLiteral("slurm_job_id")).isNull());
        QCOMPARE(s.value(QStringLiteral("backend")).toString(), QStringLiteral("libtorch"));
        QVERIFY(!s.value(QStringLiteral("backend_version")).toString().isEmpty());
        QVERIFY(s.value(QStringLiteral("started")).toString().endsWith(QLatin1Char('Z')));
        QCOMPARE(s.value(QStringLiteral("last_step")).toInteger(), 12);
        QCOMPARE(s.value(QStringLiteral("max_steps")).toInteger(), 12);
        QCOMPARE(s.value(QStringLiteral("last_loss")).toDouble(), readMetrics(runDir).steps().back().loss);
        QVERIFY(s.value(QStringLiteral("tokens_per_second")).toDouble() > 0);
        QVERIFY(s.value(QStringLiteral("eta_seconds")).isNull()); // nothing to go
        QVERIFY(s.value(QStringLiteral("detail")).toString().contains(QStringLiteral("completed")));

        // The run folder: the job with its paths made absolute, launch.json, the logs.
        const QJsonObject written = readJson(runDir + QStringLiteral("/job.json"));
        QCOMPARE(written.value(QStringLiteral("data")).toObject().value(QStringLiteral("train")).toString(),
                 dir.filePath(QStringLiteral("train.jsonl")));
        const QJsonObject launch = readJson(runDir + QStringLiteral("/launch.json"));
        const QJsonArray argv = launch.value(QStringLiteral("argv")).toArray();
        QVERIFY(argv.at(0).toString().endsWith(QStringLiteral("/pilot-trainer")));
        QCOMPARE(argv.at(4).toString(), runDir);
        QCOMPARE(launch.value(QStringLiteral("job_sha256")).toString().size(), 64);
        QVERIFY(QFileInfo(runDir + QStringLiteral("/logs/stdout.log")).isFile());
        QVERIFY(QFileInfo(runDir + QStringLiteral("/logs/stderr.log")).isFile());

        const Result text = pilotctl({QStringLiteral("status"), runDir});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains(QStringLiteral("state:      completed")), qPrintable(text.out));
        QVERIFY2(text.out.contains(QStringLiteral("last step:  12 of 12")), qPrintable(text.out));
    }

    void jobTheBackendRefusesNeverStarts()
    {
        QTemporaryDir dir;
        QJsonObject job = tinyJob(5);
        job.insert(QStringLiteral("device"), QStringLiteral("neuron"));
        writeData(dir.path());
        const QString file = writeJobFile(dir.filePath(QStringLiteral("job.json")), job);
        const QString runDir = dir.filePath(QStringLiteral("run"));
        const Result r = pilotctl({QStringLiteral("run"), file, QStringLiteral("--run-dir"), runDir, QStringLiteral("--wait")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(file + QStringLiteral(": device: ")), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(runDir));

        // A job the job reader refuses, the same way.
        job = tinyJob(5);
        job.insert(QStringLiteral("train"), QJsonObject{{QStringLiteral("lr"), -1}});
        writeJobFile(file, job);
        const Result invalid = pilotctl({QStringLiteral("run"), file, QStringLiteral("--run-dir"), runDir});
        QCOMPARE(invalid.exitCode, 2);
        QVERIFY2(invalid.err.contains(QStringLiteral("train.")), qPrintable(invalid.err));
        QVERIFY(!QFileInfo::exists(runDir));
    }

    void failedRunExitsFive()
    {
        QTemporaryDir dir;
        QJsonObject job = tinyJob(5);
        writeData(dir.path());
        QFile bad(dir.filePath(QStringLiteral("bad.jsonl")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("not json\n");
        bad.close();
        QJsonObject data = job.value(QStringLiteral("data")).toObject();
        data.insert(QStringLiteral("train"), QStringLiteral("bad.jsonl"));
        job.insert(QStringLiteral("data"), data);
        const QString file = writeJobFile(dir.filePath(QStringLiteral("job.json")), job);
        QString out;
        QCOMPARE(runWait({file, QStringLiteral("--run-dir"), dir.filePath(QStringLiteral("run"))}, &out), 5);
        QVERIFY2(out.contains(QStringLiteral("not a JSON object")), qPrintable(out));
        QCOMPARE(statusJson(dir.filePath(QStringLiteral("run"))).value(QStringLiteral("state")).toString(), QStringLiteral("failed"));
    }

    void abortAfterFirstCheckpointThenResumeIsBitExact()
    {
        constexpr qint64 kSteps = 120; // checkpoints every 3 steps: the abort comes long before the end
        QTemporaryDir dir;
        const QString job = writeJob(dir.path(), kSteps);
        const QString reference = dir.filePath(QStringLiteral("reference"));
        QCOMPARE(runWait({job, QStringLiteral("--run-dir"), reference}), 0);
        const QList<double> expected = losses(reference);
        QCOMPARE(expected.size(), int(kSteps));

        const QString runDir = dir.filePath(QStringLiteral("run"));
        // --wait follows the run; an abort from another pilotctl ends it with exit code 6.
        QProcess waiting;
        waiting.start(QStringLiteral(PILOTCTL),
                      {QStringLiteral("run"), job, QStringLiteral("--run-dir"), runDir, QStringLiteral("--wait")});
        QVERIFY(waiting.waitForStarted());
        QElapsedTimer timer;
        timer.start();
        while (!hasCompleteCheckpoint(runDir) && timer.elapsed() < 120000)
            QThread::msleep(10);
        QVERIFY(hasCompleteCheckpoint(runDir));
        const Result abort = pilotctl({QStringLiteral("abort"), runDir, QStringLiteral("--grace"), QStringLiteral("30")});
        QCOMPARE(abort.exitCode, 0);
        QVERIFY2(abort.out.contains(QStringLiteral("stopped (aborted")), qPrintable(abort.out + abort.err));
        QVERIFY(waiting.waitForFinished(60000));
        QCOMPARE(waiting.exitCode(), 6);

        const QJsonObject aborted = statusJson(runDir);
        QCOMPARE(aborted.value(QStringLiteral("state")).toString(), QStringLiteral("aborted"));
        const qint64 stoppedAt = aborted.value(QStringLiteral("last_step")).toInteger();
        QVERIFY2(stoppedAt > 0 && stoppedAt < kSteps, qPrintable(QString::number(stoppedAt)));
        // The checkpoint written on SIGTERM is complete.
        const QString last = QStringLiteral("%1/checkpoints/step-%2").arg(runDir).arg(stoppedAt, 6, 10, QLatin1Char('0'));
        QVERIFY2(QFileInfo(last + QStringLiteral("/COMPLETE")).isFile(), qPrintable(last));
        // Aborting what has ended is no error.
        QCOMPARE(pilotctl({QStringLiteral("abort"), runDir}).exitCode, 0);

        // The same command again resumes (resume: auto) and ends where the reference ended.
        QCOMPARE(runWait({job, QStringLiteral("--run-dir"), runDir}), 0);
        QCOMPARE(statusJson(runDir).value(QStringLiteral("state")).toString(), QStringLiteral("completed"));
        const QList<double> resumed = losses(runDir);
        QCOMPARE(resumed.size(), expected.size());
        for (int i = 0; i < expected.size(); ++i)
            QVERIFY2(std::memcmp(&resumed.at(i), &expected.at(i), sizeof(double)) == 0, qPrintable(QStringLiteral("step %1").arg(i + 1)));
    }

    // A run of a project names the project's inputs relative to its folder: the project moved
    // as a whole to another folder resumes there from its checkpoint, reading its files where
    // they now lie.
    void aProjectMovedWholeResumesWhereItNowLies()
    {
        constexpr qint64 kSteps = 120;
        QTemporaryDir first, second;
        const QString before = first.filePath(QStringLiteral("project"));
        const QString runDir = projectRunStoppedAtACheckpoint(first, "moved whole", kSteps);
        if (QTest::currentTestFailed())
            return;
        const qint64 stoppedAt = statusJson(runDir).value(QStringLiteral("last_step")).toInteger();
        QVERIFY(stoppedAt > 0 && stoppedAt < kSteps);
        const QJsonObject written = readJson(runDir + QStringLiteral("/job.json"));
        QCOMPARE(written.value(QStringLiteral("data")).toObject().value(QStringLiteral("train")).toString(),
                 QStringLiteral("../../jobs/train.jsonl"));

        const QString after = second.filePath(QStringLiteral("elsewhere/project"));
        QVERIFY(QDir().mkpath(QFileInfo(after).absolutePath()));
        QVERIFY(QDir().rename(before, after));
        const QString moved = after + QStringLiteral("/runs/pilot");
        QString out;
        QCOMPARE(runWait({moved + QStringLiteral("/job.json"), QStringLiteral("--project"), after + QStringLiteral("/project.yaml"),
                          QStringLiteral("--run-dir"), moved},
                         &out),
                 0);
        const RunMetrics m = readMetrics(moved);
        QVERIFY(m.runEnd() && m.runEnd()->status == QLatin1String("completed"));
        QCOMPARE(m.steps().back().step, kSteps);
        bool resumed = false;
        for (const LogEvent &l : m.logs())
            resumed = resumed || l.message.startsWith(QStringLiteral("resumed from ") + moved + QStringLiteral("/checkpoints/"));
        QVERIFY2(resumed, qPrintable(out));
        QCOMPARE(m.starts().size(), 2);
        QCOMPARE(m.starts().at(1).jobHash, m.starts().at(0).jobHash); // the same job, moved
    }

    // A run folder copied to another machine without its project names inputs that are not
    // there: the start is refused naming each one and the project entry that maps it; with that
    // entry it resumes from its own checkpoint as the same job.
    void aRunFolderCopiedAloneIsMappedToWhereItsInputsLie()
    {
        constexpr qint64 kSteps = 120;
        QTemporaryDir first, second;
        const QString origin = first.filePath(QStringLiteral("project"));
        const QString runDir = projectRunStoppedAtACheckpoint(first, "copied alone", kSteps);
        if (QTest::currentTestFailed())
            return;

        const QString host = second.filePath(QStringLiteral("host-b"));
        QVERIFY(QDir().mkpath(host + QStringLiteral("/copies")));
        const QString copy = host + QStringLiteral("/copies/pilot");
        QCOMPARE(QProcess::execute(QStringLiteral("cp"), {QStringLiteral("-a"), runDir, copy}), 0);
        // The data now lies in another folder than the one the job names.
        const QString data = second.filePath(QStringLiteral("datasets/tickets"));
        QVERIFY(QDir().mkpath(QFileInfo(data).absolutePath()));
        QVERIFY(QDir().rename(origin + QStringLiteral("/jobs"), data));

        QString refused;
        QCOMPARE(runWait({copy + QStringLiteral("/job.json"), QStringLiteral("--run-dir"), copy}, &refused), 2);
        QVERIFY2(refused.contains(QStringLiteral("data.train")), qPrintable(refused));
        QVERIFY2(refused.contains(host + QStringLiteral("/jobs/train.jsonl is not there (the job names “../../jobs/train.jsonl”)")),
                 qPrintable(refused));
        // One entry for the folder that holds both data files.
        QVERIFY2(refused.contains(QStringLiteral("paths:\n  local:\n    ../../jobs: /where/it/lies\n")), qPrintable(refused));
        QCOMPARE(refused.count(QStringLiteral("/where/it/lies")), 1);
        QCOMPARE(readMetrics(copy).starts().size(), 1); // nothing was started

        // The job as the copy names its inputs, kept for the drill below (the resume rewrites
        // the copy's job.json with the inputs where they were found).
        const QString copiedJob = host + QStringLiteral("/copies/pilot-job.json");
        QVERIFY(QFile::copy(copy + QStringLiteral("/job.json"), copiedJob));
        QFile mapping(host + QStringLiteral("/project.yaml"));
        QVERIFY(mapping.open(QIODevice::WriteOnly));
        mapping.write("schema: migration-pilot/project@1\ntitle: host b\npaths:\n  local:\n    ../../jobs: ../datasets/tickets\n");
        mapping.close();
        QString out;
        QCOMPARE(runWait({copy + QStringLiteral("/job.json"), QStringLiteral("--project"), mapping.fileName(), QStringLiteral("--run-dir"),
                          copy},
                         &out),
                 0);
        const RunMetrics m = readMetrics(copy);
        QVERIFY2(m.runEnd() && m.runEnd()->status == QLatin1String("completed"), qPrintable(out));
        QCOMPARE(m.steps().back().step, kSteps);
        bool resumed = false;
        for (const LogEvent &l : m.logs())
            resumed = resumed || l.message.startsWith(QStringLiteral("resumed from ") + copy + QStringLiteral("/checkpoints/"));
        QVERIFY2(resumed, qPrintable(out));
        QCOMPARE(m.starts().size(), 2);
        QCOMPARE(m.starts().at(1).jobHash, m.starts().at(0).jobHash); // the same job, its data elsewhere
        const QJsonObject written = readJson(copy + QStringLiteral("/job.json"));
        QCOMPARE(written.value(QStringLiteral("data")).toObject().value(QStringLiteral("train")).toString(),
                 data + QStringLiteral("/train.jsonl"));

        // A drill of the copied job finds its inputs through the same mapping, and its resumed
        // losses are the resumed copy's, bit for bit.
        const Result drill = pilotctl({QStringLiteral("drill"), copiedJob, QStringLiteral("--project"), mapping.fileName(),
                                       QStringLiteral("--run-dir"), host + QStringLiteral("/drill"), QStringLiteral("--kill-at-step"),
                                       QStringLiteral("60"), QStringLiteral("--uninterrupted"), copy});
        QVERIFY2(drill.exitCode == 0, qPrintable(drill.out + drill.err));
    }

    void killedJobIsLostAlsoForANewProcess()
    {
        QTemporaryDir dir;
        const QString job = writeJob(dir.path(), 100000);
        const QString runDir = dir.filePath(QStringLiteral("run"));
        QProcess waiting;
        waiting.start(QStringLiteral(PILOTCTL),
                      {QStringLiteral("run"), job, QStringLiteral("--run-dir"), runDir, QStringLiteral("--wait")});
        QVERIFY(waiting.waitForStarted());
        const QJsonObject running = waitForStatus(
            runDir, [](const QJsonObject &s) { return s.value(QStringLiteral("last_step")).toInteger() > 0; });
        QCOMPARE(running.value(QStringLiteral("state")).toString(), QStringLiteral("running"));
        const qint64 pid = running.value(QStringLiteral("pid")).toInteger();
        QVERIFY(pid > 0);
        QVERIFY(::kill(pid_t(pid), SIGKILL) == 0);
        QVERIFY(waiting.waitForFinished(60000));
        QCOMPARE(waiting.exitCode(), 7);
        // A new process that never saw the job start: lost, never running.
        const QJsonObject lost = statusJson(runDir);
        QCOMPARE(lost.value(QStringLiteral("state")).toString(), QStringLiteral("lost"));
        QVERIFY(lost.value(QStringLiteral("last_step")).toInteger() > 0);
        // Nothing left to abort; abort says so and succeeds.
        const Result abort = pilotctl({QStringLiteral("abort"), runDir});
        QCOMPARE(abort.exitCode, 0);
        QVERIFY2(abort.out.contains(QStringLiteral("already ended (lost)")), qPrintable(abort.out));
    }

    void hostileRunFolderNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("spaces") << QStringLiteral("my run");
        QTest::newRow("quotes") << QStringLiteral("it's \"quoted\"");
        QTest::newRow("command substitution") << QStringLiteral("$(touch pwned)");
        QTest::newRow("backticks") << QStringLiteral("`touch pwned`");
        QTest::newRow("newline") << QStringLiteral("line\nbreak");
        QTest::newRow("leading dash") << QStringLiteral("-run");
    }

    void hostileRunFolderNames()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        const QString job = writeJob(dir.path(), 2);
        const QStringList before = QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
        QProcess p;
        p.setWorkingDirectory(dir.path());
        // Relative to the working folder, as a user types it.
        p.start(QStringLiteral(PILOTCTL), {QStringLiteral("run"), job, QStringLiteral("--run-dir=") + name, QStringLiteral("--wait")});
        QVERIFY(p.waitForFinished(120000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        const QString runDir = dir.filePath(name);
        QCOMPARE(statusJson(runDir).value(QStringLiteral("state")).toString(), QStringLiteral("completed"));
        QCOMPARE(readJson(runDir + QStringLiteral("/launch.json")).value(QStringLiteral("host_run_dir")).toString(), runDir);
        QStringList expected = QStringList(before) << name;
        QStringList after = QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
        expected.sort();
        after.sort();
        QCOMPARE(after, expected);
    }
};

QTEST_GUILESS_MAIN(TestPilotctlRun)
#include "tst_pilotctlrun.moc"
