// A fallback on real checkpoints: pilot-trainer trains the tiny job as a pilot run (its
// job.json written as the launcher writes it), its newest checkpoint gets a flipped byte and a
// crash leaves a .partial folder; the last accepted checkpoint passes over both, naming why, and
// the fallback job built from an emergency profile (another thread count) resumes it in
// pilot-trainer — which checks the job hash itself — while a profile with another learning rate
// is refused before anything runs.
#include "trainertest.h"

#include "core/fallback/fallbackjob.h"
#include "core/fallback/fallbacksequence.h"
#include "core/fallback/lastaccepted.h"
#include "core/job/jobspecio.h"
#include "core/launch/trainerexport.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <cmath>

using namespace pilot;
using namespace pilot::trainertest;

namespace {

void writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

// The job as startRun puts it into a run folder, so that the trainer hashes what a launched run hashes.
QString launchedJob(const QString &jobFile, const QString &runDir)
{
    const JobSpecReadResult read = readJobSpec(jobFile);
    if (!read.spec)
        qFatal("invalid job %s: %s", qPrintable(jobFile), qPrintable(diagnosticsText(read.diagnostics)));
    const QString target = runDir + QStringLiteral("/job.json");
    writeFile(target, runFolderJobJson(*read.spec, jobFile, LaunchTarget()));
    return target;
}

} // namespace

class FallbackCheckpointTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_pilot;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString jobs = m_dir.filePath(QStringLiteral("jobs"));
        QDir().mkpath(jobs);
        // 9 steps, a checkpoint every 3, three kept: steps 3, 6 and 9.
        QJsonObject job = tinyJob(9);
        job[QStringLiteral("role")] = QStringLiteral("pilot");
        job[QStringLiteral("checkpoint")] = QJsonObject{{QStringLiteral("every_steps"), 3}, {QStringLiteral("keep_last"), 3}};
        writeData(jobs);
        writeJobFile(jobs + QStringLiteral("/pilot.json"), job);
        m_pilot = m_dir.filePath(QStringLiteral("runs/pilot"));
        QDir().mkpath(m_pilot);
        QString errors;
        QCOMPARE(runToEnd(launchedJob(jobs + QStringLiteral("/pilot.json"), m_pilot), m_pilot, &errors), 0);
        QVERIFY2(QFileInfo::exists(m_pilot + QStringLiteral("/checkpoints/step-000009/COMPLETE")), qPrintable(errors));
    }

    // "An automatic check for missing or corrupt shards": the newest checkpoint with one byte
    // flipped and a crash's .partial folder are skipped with their reasons.
    void lastAcceptedSkipsRefusedAndPartial()
    {
        const QString newest = m_pilot + QStringLiteral("/checkpoints/step-000009/model.safetensors");
        QByteArray bytes = readFile(newest);
        bytes[bytes.size() - 100] = char(bytes.at(bytes.size() - 100) ^ 0x01);
        writeFile(newest, bytes);
        QVERIFY(QDir().mkpath(m_pilot + QStringLiteral("/checkpoints/step-000012.partial")));

        std::atomic_bool cancel{false};
        qint64 reported = 0;
        ChecksumControl control;
        control.cancel = &cancel;
        control.progress = [&](qint64 done, qint64) { reported = done; };
        const LastAcceptedCheckpoint last = lastAcceptedCheckpoint(m_pilot, &control);
        QVERIFY(last.error.isEmpty());
        QVERIFY(last.metricsProblem.isEmpty());
        QVERIFY(last.accepted);
        QCOMPARE(last.accepted->step, 6);
        QVERIFY(last.accepted->dir.endsWith(QLatin1String("/step-000006")));
        QVERIFY(reported > 0);
        QCOMPARE(last.skipped.size(), 2);
        QVERIFY(last.skipped.at(0).staging);
        QVERIFY(last.skipped.at(0).reasons.join(QLatin1Char(' ')).contains(QStringLiteral("never loaded")));
        QCOMPARE(last.skipped.at(1).step, 9);
        QVERIFY2(last.skipped.at(1).reasons.join(QLatin1Char(' ')).contains(QStringLiteral("model.safetensors: the SHA-256 differs")),
                 qPrintable(last.skipped.at(1).reasons.join(QLatin1Char('\n'))));

        // Cancelled: nothing is called accepted.
        cancel = true;
        const LastAcceptedCheckpoint stopped = lastAcceptedCheckpoint(m_pilot, &control);
        QVERIFY(stopped.cancelled);
        QVERIFY(!stopped.accepted);
        QVERIFY(!lastAcceptedCheckpoint(m_dir.filePath(QStringLiteral("nothing"))).error.isEmpty());
    }

    // The profile made from the pilot's job, on another thread count: the job built from it
    // resumes the accepted state in pilot-trainer and continues at step 7.
    void fallbackJobResumesInTheTrainer()
    {
        QString error;
        const QByteArray profile = emergencyProfileFromPilotJob(readFile(m_pilot + QStringLiteral("/job.json")), QStringLiteral("libtorch"),
                                                                QStringLiteral("cpu"), 1, &error);
        QVERIFY2(!profile.isEmpty(), qPrintable(error));
        const QString profileFile = m_dir.filePath(QStringLiteral("jobs/gpu-emergency.json"));
        writeFile(profileFile, profile);
        FallbackJobRequest request;
        request.profileFile = profileFile;
        request.pilotRunDir = m_pilot;
        request.checkpointDir = m_pilot + QStringLiteral("/checkpoints/step-000006");
        request.name = QStringLiteral("fallback");
        const FallbackJob job = buildFallbackJob(request);
        QVERIFY2(job.ok(), qPrintable(job.refusals.join(QLatin1Char('\n'))));
        QCOMPARE(job.checkpointFormat, 3);

        const QString fallbackRun = m_dir.filePath(QStringLiteral("runs/fallback"));
        const QString jobFile = m_dir.filePath(QStringLiteral("runs/fallback.json"));
        writeFile(jobFile, job.json);
        QDir().mkpath(fallbackRun);
        QString errors;
        QCOMPARE(runToEnd(launchedJob(jobFile, fallbackRun), fallbackRun, &errors), 0);
        const RunMetrics resumed = readMetrics(fallbackRun);
        const RunMetrics pilot = readMetrics(m_pilot);
        QVERIFY2(!resumed.steps().empty(), qPrintable(errors));
        QCOMPARE(resumed.steps().front().step, 7);
        QCOMPARE(resumed.steps().back().step, 9);
        QCOMPARE(resumed.starts().constLast().jobHash, job.jobHash);
        // The same training continued: on one thread instead of two the sums may round apart in
        // the last bits, nothing more.
        for (const StepPoint &p : resumed.steps()) {
            const double expected = pilot.steps().at(std::size_t(p.step - 1)).loss;
            QVERIFY2(std::abs(p.loss - expected) <= 1e-5 * std::abs(expected), qPrintable(QString::number(p.step)));
        }
    }

    // The whole sequence as the Checkpoints stage runs it, without its windows: prepared from
    // the project, the accepted state exported, the job written and read back; an export that
    // is there already is kept.
    void theSequenceExportsWritesAndHandsOnTheJob()
    {
        qputenv("PILOT_TRAINER", PILOT_TRAINER);
        const QString folder = m_dir.path();
        Project project;
        project.runs = {ProjectRun{QStringLiteral("runs/pilot"), RunRole::Pilot, QStringLiteral("pilot")}};
        QVERIFY2(FallbackSequence::prepare(project, folder).problem.contains(QStringLiteral("no emergency profile")),
                 qPrintable(FallbackSequence::prepare(project, folder).problem));
        project.fallback.emergencyProfile = QStringLiteral("jobs/gpu-emergency.json");
        project.fallback.target = QStringLiteral("local");
        const std::atomic_bool stop{true};
        QCOMPARE(FallbackSequence::prepare(project, folder, &stop).problem, QStringLiteral("Cancelled."));

        const FallbackPreparation prepared = FallbackSequence::prepare(project, folder);
        QVERIFY2(prepared.ok(), qPrintable(prepared.problem));
        QCOMPARE(prepared.last.accepted->step, 6);
        QCOMPARE(prepared.runName, QStringLiteral("fallback from pilot at step 6"));
        QCOMPARE(prepared.jobFile, m_dir.filePath(QStringLiteral("jobs/pilot-fallback-step-6.json")));
        QCOMPARE(prepared.exportDir, m_dir.filePath(QStringLiteral("exports/pilot-step-6")));

        FallbackSequence sequence;
        QSignalSpy ready(&sequence, &FallbackSequence::ready);
        QSignalSpy failed(&sequence, &FallbackSequence::failed);
        QVERIFY(sequence.carryOut(prepared));
        QVERIFY(!sequence.carryOut(prepared)); // one at a time
        QVERIFY(ready.wait(120000));
        QVERIFY(failed.isEmpty());
        QVERIFY(!sequence.busy());
        QVERIFY(QFileInfo::exists(prepared.exportDir + QStringLiteral("/manifest.json")));
        QCOMPARE(readFile(prepared.jobFile), prepared.job.json);
        const JobSpec job = ready.at(0).at(1).value<JobSpec>();
        QCOMPARE(QDir::cleanPath(job.resume), QDir::cleanPath(prepared.last.accepted->dir));

        // Again: the export of that state is there, so the job is written at once.
        QVERIFY(sequence.carryOut(prepared));
        QCOMPARE(ready.size(), 2);

        // Without a pilot run there is nothing to fall back from.
        project.runs.clear();
        QVERIFY(FallbackSequence::prepare(project, folder).problem.contains(QStringLiteral("no pilot run")));
    }

    void aProfileWithAnotherLearningRateIsRefused()
    {
        QJsonObject profile = readJson(m_pilot + QStringLiteral("/job.json"));
        QJsonObject train = profile.value(QStringLiteral("train")).toObject();
        train[QStringLiteral("lr")] = 0.001;
        profile[QStringLiteral("train")] = train;
        profile[QStringLiteral("device")] = QStringLiteral("cuda");
        const QString profileFile = m_dir.filePath(QStringLiteral("jobs/tuned.json"));
        writeJobFile(profileFile, profile);
        FallbackJobRequest request;
        request.profileFile = profileFile;
        request.pilotRunDir = m_pilot;
        request.checkpointDir = m_pilot + QStringLiteral("/checkpoints/step-000006");
        const FallbackJob job = buildFallbackJob(request);
        QVERIFY(!job.ok());
        QCOMPARE(job.differences.size(), 1);
        QCOMPARE(job.differences.constFirst().key, QStringLiteral("train.lr"));
        QVERIFY2(job.refusals.constFirst().contains(QStringLiteral("train.lr (pilot 0.003, profile 0.001)")), qPrintable(job.refusals.constFirst()));
    }

    // The export the Checkpoints stage and the fallback action run: the accepted checkpoint
    // becomes a folder with its manifest; otherwise the trainer's own reason, or what to do when
    // it cannot be started.
    void trainerExportSaysHowItEnded()
    {
        const auto exportOnce = [](const QString &checkpoint, const QString &out) {
            TrainerExport run;
            QSignalSpy ended(&run, &TrainerExport::finished);
            if (!run.start(checkpoint, out, false) || run.start(checkpoint, out, false))
                qFatal("TrainerExport::start: one export at a time");
            if (ended.isEmpty() && !ended.wait(120000))
                qFatal("the export did not end");
            return std::make_pair(ended.at(0).at(0).toBool(), ended.at(0).at(1).toString());
        };
        qputenv("PILOT_TRAINER", PILOT_TRAINER);
        const QString out = m_dir.filePath(QStringLiteral("export-6"));
        const auto [ok, problem] = exportOnce(m_pilot + QStringLiteral("/checkpoints/step-000006"), out);
        QVERIFY2(ok && problem.isEmpty(), qPrintable(problem));
        QVERIFY(QFileInfo::exists(out + QStringLiteral("/manifest.json")));

        const auto [notOk, why] = exportOnce(m_dir.filePath(QStringLiteral("no-such-checkpoint")), m_dir.filePath(QStringLiteral("x")));
        QVERIFY(!notOk);
        QVERIFY2(why.startsWith(QStringLiteral("The export failed: ")) && why.size() > 20, qPrintable(why));

        qputenv("PILOT_TRAINER", QFile::encodeName(m_dir.filePath(QStringLiteral("no-trainer-here"))));
        const auto [started, cannot] = exportOnce(m_pilot + QStringLiteral("/checkpoints/step-000006"),
                                                  m_dir.filePath(QStringLiteral("y")));
        qunsetenv("PILOT_TRAINER");
        QVERIFY(!started);
        QVERIFY2(cannot.contains(QStringLiteral("could not be started")) && cannot.contains(QStringLiteral("PILOT_TRAINER")),
                 qPrintable(cannot));
    }
};

QTEST_GUILESS_MAIN(FallbackCheckpointTest)
#include "tst_fallbackcheckpoint.moc"
