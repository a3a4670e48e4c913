// The run directory as a shared place: one trainer at a time (run.lock), a run that died
// without run_end read as lost rather than running, a torn last line that does not swallow
// the next attempt's run_start, and a failure by full disk or exhausted memory that still
// ends the run on record.
#include "trainertest.h"

#include "common/runlockfile.h"
#include "core/importers/runimport.h"
#include "core/runs/runliveness.h"
#include "core/runs/runsummary.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

using namespace pilot;
using namespace pilot::trainertest;

namespace {

// The address space a trainer takes before any job: its libraries mapped (a CUDA libtorch maps
// about three times what Debian's CPU-only one does) and a tokenizer loaded. Read from a
// `tokenize` process once it waits for its first line (blocked in read(2) on stdin, as
// /proc/PID/syscall shows).
qint64 idleAddressSpaceBytes()
{
    QProcess p;
    p.start(kTrainer, {QStringLiteral("tokenize"), QStringLiteral("--tokenizer"),
                       QStringLiteral(PILOT_SOURCE_DIR "/tests/data/tokenizers/llama2/tokenizer.json")});
    if (!p.waitForStarted())
        qFatal("cannot start %s", qPrintable(kTrainer));
    const QString proc = QStringLiteral("/proc/%1/").arg(p.processId());
    QElapsedTimer waited;
    waited.start();
    for (;;) {
        QFile syscall(proc + QStringLiteral("syscall"));
        if (syscall.open(QIODevice::ReadOnly) && syscall.readAll().startsWith("0 0x0 "))
            break;
        if (waited.elapsed() > 60000)
            qFatal("the trainer never waited for stdin");
        QThread::msleep(5);
    }
    QFile status(proc + QStringLiteral("status"));
    qint64 bytes = -1;
    if (status.open(QIODevice::ReadOnly))
        for (const QByteArray &line : status.readAll().split('\n'))
            if (line.startsWith("VmPeak:"))
                bytes = line.mid(7).trimmed().split(' ').value(0).toLongLong() << 10;
    p.closeWriteChannel();
    p.waitForFinished();
    if (bytes <= 0)
        qFatal("no VmPeak for the trainer");
    return bytes;
}

RunSummary summarize(const QString &runDir)
{
    qint64 lines = 0;
    const RunMetrics m = readMetrics(runDir, &lines);
    return summarizeRun(m, lines, runDir);
}

QByteArray fileContent(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeFile(const QString &path, const QByteArray &content)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
}

// A job that keeps training until stopped, with no checkpoint before its (far) end.
QString writeLongJob(const QString &dir)
{
    writeData(dir);
    QJsonObject job = tinyJob(1000000);
    job.insert(QStringLiteral("checkpoint"), QJsonObject{{QStringLiteral("every_steps"), 0}, {QStringLiteral("keep_last"), 1}});
    job.insert(QStringLiteral("eval"), QJsonObject{{QStringLiteral("every_steps"), 0}});
    return writeJobFile(dir + QStringLiteral("/job.json"), job);
}

bool waitForSteps(const QString &runDir, qsizetype steps, int ms = 60000)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < ms) {
        if (QFile::exists(runDir + QStringLiteral("/metrics.jsonl")) && qsizetype(readMetrics(runDir).steps().size()) >= steps)
            return true;
        QThread::msleep(20);
    }
    return false;
}

QString startLine(const QString &host, qint64 pid, double t)
{
    return QStringLiteral("{\"v\": 1, \"type\": \"run_start\", \"t\": %1, \"run_id\": \"r\", \"backend\": \"libtorch\", "
                          "\"device\": \"cpu\", \"host\": \"%2\", \"pid\": %3}\n")
        .arg(t, 0, 'f', 3)
        .arg(host)
        .arg(pid);
}

QByteArray stepLine(int step)
{
    return QStringLiteral("{\"v\": 1, \"type\": \"step\", \"t\": %1, \"step\": %2, \"loss\": 2.5}\n")
        .arg(double(QDateTime::currentMSecsSinceEpoch()) / 1000, 0, 'f', 3)
        .arg(step)
        .toUtf8();
}

double now()
{
    return double(QDateTime::currentMSecsSinceEpoch()) / 1000;
}

} // namespace

class TestRunFolder : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Links planted in a run folder never make the trainer write or delete outside it: a
    // metrics.jsonl or checkpoints/ that is a link is refused with a message, and a step-N
    // folder that links to an outside folder shaped like a checkpoint survives rotation.
    void plantedLinksAreRefusedOrLeftAlone()
    {
        QTemporaryDir dir;
        writeData(dir.path());
        QJsonObject tiny = tinyJob(6);
        tiny[QStringLiteral("checkpoint")] = QJsonObject{{QStringLiteral("every_steps"), 3}, {QStringLiteral("keep_last"), 1}};
        const QString job = writeJobFile(dir.filePath(QStringLiteral("job.json")), tiny);
        const QString outside = dir.filePath(QStringLiteral("outside"));
        QVERIFY(QDir().mkpath(outside + QStringLiteral("/step-000001")));
        writeFile(outside + QStringLiteral("/victim.txt"), "keep me\n");
        // Shaped like one of our checkpoints, so that only the link check keeps it.
        writeFile(outside + QStringLiteral("/step-000001/manifest.json"),
                  R"({"format": "migration-pilot/checkpoint", "format_version": 1, "step": 1, "files": []})"
                  "\n");
        writeFile(outside + QStringLiteral("/step-000001/COMPLETE"), "step 1\n");

        // metrics.jsonl as a link to an outside file.
        const QString metricsRun = dir.filePath(QStringLiteral("metrics-link"));
        QVERIFY(QDir().mkpath(metricsRun));
        QVERIFY(QFile::link(outside + QStringLiteral("/victim.txt"), metricsRun + QStringLiteral("/metrics.jsonl")));
        QString errors;
        QVERIFY(runToEnd(job, metricsRun, &errors) != 0);
        QVERIFY2(errors.contains(QStringLiteral("symbolic link")), qPrintable(errors));
        QCOMPARE(fileContent(outside + QStringLiteral("/victim.txt")), QByteArray("keep me\n"));

        // checkpoints/ as a link to an outside folder.
        const QString checkpointsRun = dir.filePath(QStringLiteral("checkpoints-link"));
        QVERIFY(QDir().mkpath(checkpointsRun));
        QVERIFY(QFile::link(outside, checkpointsRun + QStringLiteral("/checkpoints")));
        QVERIFY(runToEnd(job, checkpointsRun, &errors) != 0);
        QVERIFY2(errors.contains(QStringLiteral("symbolic link")), qPrintable(errors));
        QVERIFY(QFileInfo::exists(outside + QStringLiteral("/step-000001/COMPLETE")));
        QCOMPARE(QDir(outside).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).size(), 2);

        // A step folder inside a real checkpoints/ that links outside: rotation (keep_last 1 of
        // checkpoints at steps 3 and 6) passes it by.
        const QString rotateRun = dir.filePath(QStringLiteral("rotate"));
        QVERIFY(QDir().mkpath(rotateRun + QStringLiteral("/checkpoints")));
        QVERIFY(QFile::link(outside + QStringLiteral("/step-000001"), rotateRun + QStringLiteral("/checkpoints/step-000001")));
        // And a folder of someone else's under a step name: not ours, so not deleted either.
        QVERIFY(QDir().mkpath(rotateRun + QStringLiteral("/checkpoints/step-000002")));
        writeFile(rotateRun + QStringLiteral("/checkpoints/step-000002/notes.txt"), "mine\n");
        QCOMPARE(runToEnd(job, rotateRun, &errors), 0);
        QCOMPARE(fileContent(rotateRun + QStringLiteral("/checkpoints/step-000002/notes.txt")), QByteArray("mine\n"));
        QVERIFY(!QFileInfo::exists(rotateRun + QStringLiteral("/checkpoints/step-000003"))); // ours, rotated away
        QVERIFY(QFileInfo::exists(outside + QStringLiteral("/step-000001/COMPLETE")));
        QVERIFY(QFileInfo::exists(outside + QStringLiteral("/step-000001/manifest.json")));
        QVERIFY(QFileInfo(rotateRun + QStringLiteral("/checkpoints/step-000006/COMPLETE")).isFile());
    }

    void secondTrainerRefusesTheRunDirectory()
    {
        QTemporaryDir dir;
        const QString job = writeLongJob(dir.path());
        const QString runDir = dir.path() + QStringLiteral("/run");
        QProcess first;
        first.start(kTrainer, trainArgs(job, runDir));
        QVERIFY(first.waitForStarted());
        auto stopFirst = qScopeGuard([&] {
            first.kill();
            first.waitForFinished(30000);
        });
        QVERIFY(waitForSteps(runDir, 3));
        const qsizetype startsBefore = readMetrics(runDir).starts().size();

        QProcess second;
        second.start(kTrainer, trainArgs(job, runDir));
        QVERIFY2(second.waitForFinished(30000), "the second trainer must give up, not wait");
        QCOMPARE(second.exitStatus(), QProcess::NormalExit);
        QCOMPARE(second.exitCode(), 3);
        const QString errors = QString::fromUtf8(second.readAllStandardError());
        QVERIFY2(errors.contains(QStringLiteral("pid %1").arg(first.processId())), qPrintable(errors));
        QVERIFY2(errors.contains(QStringLiteral("on host %1").arg(thisHostName())), qPrintable(errors));
        QVERIFY2(errors.contains(QLatin1String("run.lock")), qPrintable(errors));

        // The first trainer's record carries nothing of the second.
        QVERIFY(first.state() == QProcess::Running);
        const RunMetrics m = readMetrics(runDir);
        QCOMPARE(m.starts().size(), startsBefore);
        for (const RunStartInfo &s : m.starts())
            QCOMPARE(s.pid, qint64(first.processId()));
        QVERIFY(!m.runEnd());
        QVERIFY(!QFileInfo::exists(runDir + QStringLiteral("/checkpoints")));
    }

    void killedRunIsLostLiveRunIsRunning()
    {
        QTemporaryDir dir;
        const QString job = writeLongJob(dir.path());
        const QString runDir = dir.path() + QStringLiteral("/run");
        QProcess p;
        p.start(kTrainer, trainArgs(job, runDir));
        QVERIFY(p.waitForStarted());
        auto stop = qScopeGuard([&] {
            p.kill();
            p.waitForFinished(30000);
        });
        QVERIFY(waitForSteps(runDir, 2));
        RunSummary s = summarize(runDir);
        QCOMPARE(s.status, QStringLiteral("running"));
        QVERIFY2(s.reason.contains(QString::number(p.processId())), qPrintable(s.reason));

        ::kill(pid_t(p.processId()), SIGKILL);
        QVERIFY(p.waitForFinished(30000));
        s = summarize(runDir);
        QCOMPARE(s.status, QStringLiteral("lost"));
        QVERIFY2(s.reason.contains(QLatin1String("run.lock")), qPrintable(s.reason));
        for (const PhaseTotal &phase : s.phases)
            QVERIFY2(!phase.open, qPrintable(phase.name)); // nobody is in a phase of a lost run

        // The same through pilotctl, as a person would ask.
        QProcess ctl;
        ctl.start(QStringLiteral(PILOTCTL), {QStringLiteral("runs"), QStringLiteral("summarize"), QStringLiteral("--json"), runDir});
        QVERIFY(ctl.waitForFinished(30000));
        QCOMPARE(ctl.exitCode(), 0);
        QCOMPARE(QJsonDocument::fromJson(ctl.readAllStandardOutput()).object().value(QStringLiteral("status")).toString(),
                 QStringLiteral("lost"));
    }

    void importedRunIsNotRunning()
    {
        QTemporaryDir dir;
        ImportedRun run;
        run.name = QStringLiteral("hf-run");
        run.format = QStringLiteral("hf-trainer-state");
        for (int i = 1; i <= 3; ++i) {
            StepPoint p;
            p.step = i;
            p.loss = 3.0 - i * 0.1;
            run.metrics.addStep(p);
        }
        QString error;
        QVERIFY2(writeImportedRun(run, dir.path(), &error), qPrintable(error));
        const RunSummary s = summarize(dir.path());
        QCOMPARE(s.status, QStringLiteral("imported"));
        QCOMPARE(s.lastStep, qint64(3));
    }

    void runsWithoutLockFileAreJudgedByTheirProcess()
    {
        // Runs of other backends, or of trainers before the lock file: pid and host of the
        // last run_start decide, and only on the host that wrote them.
        QProcess shortLived;
        shortLived.start(QStringLiteral("/bin/sleep"), {QStringLiteral("0.05")});
        QVERIFY(shortLived.waitForStarted());
        const qint64 deadPid = shortLived.processId();
        QVERIFY(shortLived.waitForFinished(10000));
        QVERIFY(::kill(pid_t(deadPid), 0) != 0);

        struct Case
        {
            const char *name;
            QString start;
            const char *status;
        };
        const qint64 self = QCoreApplication::applicationPid();
        const QList<Case> cases = {
            {"dead process here", startLine(thisHostName(), deadPid, now()), "lost"},
            {"living process here", startLine(thisHostName(), self, now()), "running"},
            {"pid reused by a younger process", startLine(thisHostName(), self, 1000.0), "lost"},
            {"another host", startLine(QStringLiteral("elsewhere.invalid"), self, now()), "unverified"},
            {"no host or pid", QStringLiteral("{\"v\": 1, \"type\": \"run_start\", \"t\": 5, \"backend\": \"neuron\"}\n"), "unverified"},
        };
        for (const Case &c : cases) {
            QTemporaryDir dir;
            writeFile(dir.filePath(QStringLiteral("metrics.jsonl")), c.start.toUtf8() + stepLine(1));
            const RunSummary s = summarize(dir.path());
            QVERIFY2(s.status == QLatin1String(c.status),
                     qPrintable(QStringLiteral("%1: %2 (%3)").arg(QLatin1String(c.name), s.status, s.reason)));
            QVERIFY(!s.reason.isEmpty());
        }
    }

    void lockFileDecidesOverThePid()
    {
        QTemporaryDir dir;
        const qint64 self = QCoreApplication::applicationPid();
        writeFile(dir.filePath(QStringLiteral("metrics.jsonl")), startLine(thisHostName(), self, now()).toUtf8() + stepLine(1));
        const QString lockPath = dir.filePath(QString::fromLatin1(kRunLockFile));

        // Written here, nobody holds it: lost, although the pid in run_start lives.
        writeFile(lockPath, QStringLiteral("{\"pid\": %1, \"host\": \"%2\"}\n").arg(self).arg(thisHostName()).toUtf8());
        QCOMPARE(summarize(dir.path()).status, QStringLiteral("lost"));

        // Held: running, whoever the file names.
        const int fd = ::open(QFile::encodeName(lockPath).constData(), O_RDWR | O_CLOEXEC);
        QVERIFY(fd >= 0);
        auto closeLock = qScopeGuard([fd] { ::close(fd); });
        QCOMPARE(::flock(fd, LOCK_EX | LOCK_NB), 0);
        RunSummary s = summarize(dir.path());
        QCOMPARE(s.status, QStringLiteral("running"));
        QVERIFY2(s.reason.contains(QString::number(self)), qPrintable(s.reason));
        ::flock(fd, LOCK_UN);

        // Free, but last held on another host, whose locks this host may not see.
        writeFile(lockPath, QByteArrayLiteral("{\"pid\": 12, \"host\": \"elsewhere.invalid\"}\n"));
        s = summarize(dir.path());
        QCOMPARE(s.status, QStringLiteral("unverified"));
        QVERIFY2(s.reason.contains(QLatin1String("elsewhere.invalid")), qPrintable(s.reason));

        // A FIFO in its place neither stalls the reader nor counts as a lock.
        QVERIFY(QFile::remove(lockPath));
        QVERIFY(::mkfifo(QFile::encodeName(lockPath).constData(), 0600) == 0);
        QElapsedTimer timer;
        timer.start();
        s = summarize(dir.path());
        QVERIFY(timer.elapsed() < 5000);
        QCOMPARE(s.status, QStringLiteral("running")); // falls back to the pid, which lives
    }

    void tornLastLineDoesNotSwallowTheRestart()
    {
        QTemporaryDir dir;
        const QString job = writeJob(dir.path(), 6);
        const QString runDir = dir.path() + QStringLiteral("/run");
        QCOMPARE(runToEnd(job, runDir), 0);
        const QString metrics = runDir + QStringLiteral("/metrics.jsonl");
        const QByteArray torn = "{\"v\": 1, \"type\": \"step\", \"step\": 7, \"lo";
        {
            QFile f(metrics);
            QVERIFY(f.open(QIODevice::Append));
            f.write(torn); // a write cut short, as a full disk leaves it
        }
        QCOMPARE(runToEnd(job, runDir), 0); // resumes from step 6: nothing left but to end
        const QByteArray content = fileContent(metrics);
        QVERIFY(content.contains(torn + "\n{\"v\": 1, \"type\": \"run_start\""));
        const RunMetrics m = readMetrics(runDir);
        QCOMPARE(m.starts().size(), 2);
        QCOMPARE(m.issueCount(), qint64(1)); // the torn piece, a line of its own
        QVERIFY(m.runEnd());
        QCOMPARE(m.runEnd()->status, QStringLiteral("completed"));
        QCOMPARE(int(m.steps().size()), 6);
    }

    void fullDiskEndsTheRunOnRecord()
    {
        if (::geteuid() != 0)
            QSKIP("needs root to mount a small tmpfs as the run directory (run as root to include this test)");
        QTemporaryDir dir;
        const QString job = writeLongJob(dir.path());
        const QString runDir = dir.path() + QStringLiteral("/run");
        QVERIFY(QDir().mkpath(runDir));
        QProcess mount;
        mount.start(QStringLiteral("mount"), {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                                              QStringLiteral("size=256k"), QStringLiteral("tmpfs"), runDir});
        if (!mount.waitForFinished(30000) || mount.exitCode() != 0)
            QSKIP(qPrintable(QStringLiteral("mounting a tmpfs is not permitted here: %1")
                                 .arg(QString::fromUtf8(mount.readAllStandardError()).trimmed())));
        auto unmount = qScopeGuard([&] { QProcess::execute(QStringLiteral("umount"), {runDir}); });
        // Fill the disk but for the lock's reserve and 8 KiB: the run fills those with events.
        struct statvfs fs
        {};
        QCOMPARE(::statvfs(QFile::encodeName(runDir).constData(), &fs), 0);
        const qint64 freeBytes = qint64(fs.f_bavail) * qint64(fs.f_frsize);
        const qint64 keep = qint64(kRunLockReserveBytes) + 4096 + 8192;
        QVERIFY(freeBytes > keep);
        writeFile(runDir + QStringLiteral("/filler"), QByteArray(freeBytes - keep, 'x'));

        QProcess p;
        p.start(kTrainer, trainArgs(job, runDir));
        QVERIFY2(p.waitForFinished(120000), "the trainer must end when the disk is full");
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 1);
        const QString errors = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(errors.contains(QLatin1String("No space left on device")), qPrintable(errors));

        const RunMetrics m = readMetrics(runDir);
        QVERIFY2(m.steps().size() > 3, "the run should have trained before the disk filled");
        QVERIFY2(m.runEnd(), "run_end is missing although the trainer gave its reserve back");
        QCOMPARE(m.runEnd()->status, QStringLiteral("failed"));
        QVERIFY2(m.runEnd()->reason.contains(QLatin1String("No space left on device")), qPrintable(m.runEnd()->reason));
        QCOMPARE(summarize(runDir).status, QStringLiteral("failed"));

        // With room again, the next attempt starts on a line of its own.
        QVERIFY(QFile::remove(runDir + QStringLiteral("/filler")));
        QProcess again;
        again.start(kTrainer, trainArgs(job, runDir));
        QVERIFY(again.waitForStarted());
        const qint64 againPid = again.processId();
        QTRY_VERIFY_WITH_TIMEOUT(readMetrics(runDir).starts().size() == 2, 60000);
        again.kill(); // it would fill the small disk again
        QVERIFY(again.waitForFinished(30000));
        const RunMetrics after = readMetrics(runDir);
        QCOMPARE(after.starts().constLast().pid, againPid);
        QCOMPARE(after.issueCount(), m.issueCount()); // the new attempt's lines all read
    }

    void allocationFailureEndsTheRunOnRecord()
    {
#if defined(__SANITIZE_ADDRESS__)
        // The sanitizer reserves terabytes of address space for its shadow memory at start, so
        // under any limit on the address space the trainer cannot start at all.
        QSKIP("an address-space limit cannot apply under AddressSanitizer");
#endif
        // A model that fits this machine but not the address space the trainer is given.
        QTemporaryDir dir;
        writeData(dir.path());
        QJsonObject job = tinyJob(5);
        job.insert(QStringLiteral("threads"), 1); // no thread to start under the limit
        job.insert(QStringLiteral("model"),
                   QJsonObject{{QStringLiteral("arch"), QStringLiteral("llama")},
                               {QStringLiteral("config"), QJsonObject{{QStringLiteral("vocab_size"), 259},
                                                                      {QStringLiteral("hidden_size"), 1024},
                                                                      {QStringLiteral("intermediate_size"), 4096},
                                                                      {QStringLiteral("num_hidden_layers"), 8},
                                                                      {QStringLiteral("num_attention_heads"), 8}}}});
        const QString path = writeJobFile(dir.filePath(QStringLiteral("job.json")), job);
        const QString runDir = dir.filePath(QStringLiteral("run"));
        // What libtorch and the tiny job take, plus less than the model's weights (512 MiB)
        // and moments.
        const rlim_t limit = rlim_t(idleAddressSpaceBytes()) + (rlim_t(300) << 20);
        QProcess p;
        p.setChildProcessModifier([limit] {
            const struct rlimit r
            {
                limit, limit
            };
            ::setrlimit(RLIMIT_AS, &r);
        });
        p.start(kTrainer, trainArgs(path, runDir));
        QVERIFY(p.waitForFinished(120000));
        const QString errors = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QVERIFY2(p.exitCode() == 1, qPrintable(errors));
        const RunMetrics m = readMetrics(runDir);
        QVERIFY2(m.runEnd(), qPrintable(errors));
        QCOMPARE(m.runEnd()->status, QStringLiteral("failed"));
        QVERIFY2(m.runEnd()->reason.contains(QLatin1String("memory"), Qt::CaseInsensitive)
                     || m.runEnd()->reason.contains(QLatin1String("bad_alloc")),
                 qPrintable(m.runEnd()->reason));
        QCOMPARE(summarize(runDir).status, QStringLiteral("failed"));
    }
};

QTEST_GUILESS_MAIN(TestRunFolder)
#include "tst_runfolder.moc"
