// pilot-trainer as the launcher runs it: a run killed with SIGKILL at random moments (and in
// the middle of writing a checkpoint) and resumed reproduces the uninterrupted run's losses bit
// for bit; SIGTERM aborts with a checkpoint; a corrupted checkpoint is refused; bad jobs fail
// with the field named.
#include "trainertest.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>

using namespace pilot;
using namespace pilot::trainertest;

namespace {

QList<double> losses(const RunMetrics &m)
{
    QList<double> out;
    for (const StepPoint &p : m.steps())
        out.append(p.loss);
    return out;
}

bool partialExists(const QString &runDir)
{
    return !QDir(runDir + QStringLiteral("/checkpoints")).entryList({QStringLiteral("*.partial")}, QDir::Dirs).isEmpty();
}

} // namespace

class TestTrainerRun : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void killAndResumeIsBitExact_data()
    {
        QTest::addColumn<QString>("method");
        QTest::newRow("full fine-tuning") << QStringLiteral("full");
        QTest::newRow("LoRA with dropout") << QStringLiteral("lora");
    }

    void killAndResumeIsBitExact()
    {
        QFETCH(QString, method);
        constexpr qint64 kSteps = 60;
        QTemporaryDir reference;
        const QString refJob = writeJob(reference.path(), kSteps, method);
        QCOMPARE(runToEnd(refJob, reference.path() + QStringLiteral("/run")), 0);
        const QList<double> expected = losses(readMetrics(reference.path() + QStringLiteral("/run")));
        QCOMPARE(expected.size(), int(kSteps));

        QTemporaryDir chaos;
        const QString job = writeJob(chaos.path(), kSteps, method);
        const QString runDir = chaos.path() + QStringLiteral("/run");
        const quint32 seed = quint32(QDateTime::currentMSecsSinceEpoch());
        QRandomGenerator rng(seed);
        qInfo("kill pattern seed %u", seed);
        int kills = 0;
        int killsWhileWriting = 0;
        for (int attempt = 0; attempt < 40; ++attempt) {
            // Each attempt must get further than the last, so kills come after new steps:
            // either after a random number of them, or while the second checkpoint of the
            // attempt is being written (the first completes, so the run advances).
            const bool enoughChaos = kills >= 4 && killsWhileWriting >= 2;
            const bool duringWrite = attempt % 2 == 1;
            const qint64 stepsBeforeKill = 1 + qint64(rng.bounded(7));
            RunMetrics seen;
            MetricsTail tail(runDir + QStringLiteral("/metrics.jsonl"));
            tail.poll(seen);
            const int thisAttempt = seen.starts().size();
            qint64 newSteps = 0;
            int writes = 0;
            bool writing = false;
            QProcess p;
            p.start(kTrainer, {QStringLiteral("--job"), job, QStringLiteral("--run-dir"), runDir});
            QVERIFY(p.waitForStarted());
            bool killed = false;
            while (!enoughChaos && p.state() != QProcess::NotRunning) {
                const bool nowWriting = partialExists(runDir);
                if (nowWriting && !writing)
                    ++writes;
                writing = nowWriting;
                tail.poll(seen);
                newSteps = 0;
                for (const StepPoint &s : seen.steps())
                    newSteps += s.attempt == thisAttempt ? 1 : 0;
                if ((duringWrite && writing && writes >= 2) || (!duringWrite && newSteps >= stepsBeforeKill)) {
                    ::kill(pid_t(p.processId()), SIGKILL);
                    killed = true;
                    killsWhileWriting += writing ? 1 : 0;
                    break;
                }
                QThread::usleep(200);
                p.waitForFinished(0);
            }
            QVERIFY(p.waitForFinished(120000));
            if (killed && p.exitStatus() == QProcess::CrashExit) {
                ++kills;
                continue;
            }
            QCOMPARE(p.exitStatus(), QProcess::NormalExit);
            QCOMPARE(p.exitCode(), 0);
            break;
        }
        const RunMetrics m = readMetrics(runDir);
        QVERIFY2(m.runEnd() && m.runEnd()->status == QLatin1String("completed"), "the interrupted run never completed");
        QVERIFY2(kills >= 2, qPrintable(QStringLiteral("only %1 kills happened").arg(kills)));
        QVERIFY2(killsWhileWriting >= 1, "no kill landed while a checkpoint was written");
        QVERIFY(m.attempt() >= 1); // a kill before the first event leaves no attempt behind
        const QList<double> got = losses(m);
        QCOMPARE(got.size(), expected.size());
        for (int i = 0; i < got.size(); ++i) {
            if (std::memcmp(&got[i], &expected[i], sizeof(double)) != 0) // bit for bit, not approximately
                QFAIL(qPrintable(QStringLiteral("step %1: %2 after resuming, %3 uninterrupted")
                                     .arg(i + 1)
                                     .arg(got[i], 0, 'g', 17)
                                     .arg(expected[i], 0, 'g', 17)));
        }
        qInfo("%d kills (%d while a checkpoint was being written), %d steps identical", kills, killsWhileWriting, int(got.size()));
    }

    void sigtermCheckpointsAndAborts()
    {
        QTemporaryDir dir;
        const QString job = writeJob(dir.path(), 100000);
        const QString runDir = dir.path() + QStringLiteral("/run");
        QProcess p;
        p.start(kTrainer, {QStringLiteral("--job"), job, QStringLiteral("--run-dir"), runDir});
        QVERIFY(p.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(readMetrics(runDir).steps().size() >= 5, 60000);
        QElapsedTimer timer;
        timer.start();
        p.terminate();                     // SIGTERM
        QVERIFY(p.waitForFinished(30000)); // the grace period of the job interface
        QVERIFY(timer.elapsed() < 30000);
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 143);
        const RunMetrics m = readMetrics(runDir);
        QVERIFY(m.runEnd());
        QCOMPARE(m.runEnd()->status, QStringLiteral("aborted"));
        const qint64 last = m.runEnd()->lastStep;
        QCOMPARE(last, m.steps().back().step);
        QCOMPARE(m.checkpoints().constLast().step, last); // the state at the abort is kept
        QVERIFY(QFile::exists(runDir + QStringLiteral("/checkpoints/step-%1/COMPLETE").arg(last, 6, 10, QLatin1Char('0'))));
    }

    void corruptedCheckpointIsRefused()
    {
        QTemporaryDir dir;
        const QString job = writeJob(dir.path(), 9);
        const QString runDir = dir.path() + QStringLiteral("/run");
        QCOMPARE(runToEnd(job, runDir), 0);
        const QString newest = runDir + QStringLiteral("/checkpoints/step-000009");
        QFile weights(newest + QStringLiteral("/model.safetensors"));
        QVERIFY(weights.open(QIODevice::ReadWrite));
        weights.seek(weights.size() - 3);
        weights.write("\x01\x02\x03");
        weights.close();

        // Asked for explicitly: the run fails and says why.
        QJsonObject explicitResume = QJsonDocument::fromJson([&] {
                                         QFile f(job);
                                         f.open(QIODevice::ReadOnly);
                                         return f.readAll();
                                     }())
                                         .object();
        explicitResume.insert(QStringLiteral("resume"), newest);
        QFile f(job);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(QJsonDocument(explicitResume).toJson());
        f.close();
        QString errors;
        QCOMPARE(runToEnd(job, runDir, &errors), 1);
        QVERIFY2(errors.contains(QLatin1String("model.safetensors: SHA-256 does not match the manifest")), qPrintable(errors));

        // resume: auto skips it (with a warning in the run's log) and continues from the older one.
        explicitResume.insert(QStringLiteral("resume"), QStringLiteral("auto"));
        explicitResume.insert(QStringLiteral("train"), [&] {
            QJsonObject t = explicitResume.value(QStringLiteral("train")).toObject();
            return t;
        }());
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(QJsonDocument(explicitResume).toJson());
        f.close();
        QCOMPARE(runToEnd(job, runDir, &errors), 0);
        const RunMetrics m = readMetrics(runDir);
        bool warned = false;
        for (const LogEvent &l : m.logs())
            warned |= l.message.contains(QLatin1String("step-000009: model.safetensors: SHA-256 does not match"));
        QVERIFY(warned);
        bool resumedFromSix = false;
        for (const LogEvent &l : m.logs())
            resumedFromSix |= l.message.contains(QLatin1String("resumed from")) && l.message.contains(QLatin1String("step-000006"));
        QVERIFY(resumedFromSix);
    }

    void badJobNamesTheField()
    {
        QTemporaryDir dir;
        const QString job = writeJob(dir.path(), 5);
        QFile f(job);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
        f.close();
        QJsonObject train = o.value(QStringLiteral("train")).toObject();
        train.insert(QStringLiteral("micro_batch"), QStringLiteral("sixteen"));
        o.insert(QStringLiteral("train"), train);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(QJsonDocument(o).toJson());
        f.close();
        QString errors;
        QCOMPARE(runToEnd(job, dir.path() + QStringLiteral("/run"), &errors), 2);
        QVERIFY2(errors.contains(QLatin1String("job.json: train.micro_batch: expected a whole number")), qPrintable(errors));
        QVERIFY2(!QFile::exists(dir.path() + QStringLiteral("/run")), "a refused job must not create its run directory");
    }

    void cudaWithoutADeviceNamesTheCount()
    {
        // This build's libtorch (Debian's, CPU only, or a CUDA one on a host without a GPU)
        // finds no CUDA device: the run fails at once, saying how many it found.
        QTemporaryDir dir;
        QJsonObject job = tinyJob(5);
        job.insert(QStringLiteral("device"), QStringLiteral("cuda"));
        const QString path = writeJobFile(dir.path() + QStringLiteral("/job.json"), job);
        QString errors;
        QCOMPARE(runToEnd(path, dir.path() + QStringLiteral("/run"), &errors), 1);
        QVERIFY2(errors.contains(QLatin1String("device: cuda was asked for, but this libtorch (")), qPrintable(errors));
        QVERIFY2(errors.contains(QLatin1String(") finds 0 CUDA devices")), qPrintable(errors));
        const RunMetrics m = readMetrics(dir.path() + QStringLiteral("/run"));
        QVERIFY(m.runEnd() && m.runEnd()->status == QLatin1String("failed"));
        QVERIFY(m.steps().empty());
    }

    void scoreAgreesWithTheIndependentReference()
    {
        QTemporaryDir dir;
        const QString text = dir.filePath(QStringLiteral("lines.txt"));
        QFile f(text);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("dreizehnter = 13.\nM\xc3\xa4rz = 03\nzweitausendvierundzwanzig = 2024\n01.02.2003 = 2003-02-01\nqqqq zzzz\n");
        f.close();
        QProcess score;
        score.start(kTrainer,
                    {QStringLiteral("score"), QStringLiteral("--model"), QStringLiteral(PILOT_SOURCE_DIR "/resources/demo/base-model"),
                     QStringLiteral("--text-file"), text, QStringLiteral("--json")});
        QVERIFY(score.waitForFinished(120000));
        QCOMPARE(score.exitCode(), 0);
        const QByteArray json = score.readAllStandardOutput();
        const QJsonArray rows = QJsonDocument::fromJson(json).array();
        QCOMPARE(rows.size(), 5);
        // The base model knows its corpus: in-corpus lines score far better than noise.
        QVERIFY(rows.at(0).toObject().value(QStringLiteral("mean_cross_entropy")).toDouble()
                < rows.at(4).toObject().value(QStringLiteral("mean_cross_entropy")).toDouble() / 2);
        const QString scores = dir.filePath(QStringLiteral("scores.json"));
        QFile out(scores);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(json);
        out.close();
        QProcess python;
        python.setProcessChannelMode(QProcess::MergedChannels);
        python.start(QStringLiteral("/usr/bin/python3"),
                     {QStringLiteral(PILOT_SOURCE_DIR "/tests/tensor/hf_llama_reference.py"),
                      QStringLiteral(PILOT_SOURCE_DIR "/resources/demo/base-model"), QStringLiteral("--score"), text, scores});
        QVERIFY(python.waitForFinished(120000));
        qInfo() << "reference:" << python.readAll().trimmed();
        QCOMPARE(python.exitCode(), 0);
    }

    void demoLoraLearns()
    {
        // The demo's reference LoRA job, shortened: exact match must rise clearly above the base model's.
        QFile f(QStringLiteral(PILOT_SOURCE_DIR "/resources/demo/jobs/lora-dates.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QJsonObject job = QJsonDocument::fromJson(f.readAll()).object();
        const QString demo = QStringLiteral(PILOT_SOURCE_DIR "/resources/demo");
        QJsonObject model = job.value(QStringLiteral("model")).toObject();
        model.insert(QStringLiteral("path"), demo + QStringLiteral("/base-model"));
        job.insert(QStringLiteral("model"), model);
        QJsonObject data = job.value(QStringLiteral("data")).toObject();
        data.insert(QStringLiteral("train"), demo + QStringLiteral("/data/dates-train.jsonl"));
        data.insert(QStringLiteral("validation"), demo + QStringLiteral("/data/dates-validation.jsonl"));
        job.insert(QStringLiteral("data"), data);
        QJsonObject train = job.value(QStringLiteral("train")).toObject();
        train.insert(QStringLiteral("max_steps"), 150);
        job.insert(QStringLiteral("train"), train);
        job.insert(
            QStringLiteral("eval"),
            QJsonObject{{QStringLiteral("every_steps"), 150}, {QStringLiteral("samples"), 4}, {QStringLiteral("max_new_tokens"), 12}});
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("job.json"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(job).toJson());
        out.close();
        QCOMPARE(runToEnd(path, dir.filePath(QStringLiteral("run"))), 0);
        const RunMetrics m = readMetrics(dir.filePath(QStringLiteral("run")));
        QCOMPARE(m.evals().size(), 2);
        const double before = m.evals().constFirst().metrics.constFirst().second;
        const double after = m.evals().constLast().metrics.constFirst().second;
        qInfo("exact match %.2f at step 0, %.2f at step 150; validation loss %.3f -> %.3f", before, after, m.evals().constFirst().valLoss,
              m.evals().constLast().valLoss);
        QVERIFY(before < 0.05);
        QVERIFY(after > 0.3);
    }

    void runReportsEveryEventType()
    {
        QTemporaryDir dir;
        const QString runDir = dir.path() + QStringLiteral("/run");
        QString errors;
        QCOMPARE(runToEnd(writeJob(dir.path(), 10, QStringLiteral("lora")), runDir, &errors), 0);
        // For the eye on the terminal: a progress line, at least at the last step.
        static const QRegularExpression progress(
            QStringLiteral("pilot-trainer: step 10/10  loss \\d+\\.\\d{4}  \\d+ tokens/s  ETA 0:00:00\\n"));
        QVERIFY2(progress.match(errors).hasMatch(), qPrintable(errors));
        // Each evaluation with what it took, and at the end the share of validation in the run.
        static const QRegularExpression evaluation(QStringLiteral(
            "pilot-trainer: evaluation at step 10  val_loss \\d+\\.\\d{4}  exact match \\d+\\.\\d % of \\d+ prompts  took \\d+\\.\\d s\\n"));
        QVERIFY2(evaluation.match(errors).hasMatch(), qPrintable(errors));
        static const QRegularExpression summary(
            QStringLiteral("pilot-trainer: \\d+\\.\\d s in all, validation \\d+\\.\\d s \\(\\d+ %, 2 evaluations\\)\\n"));
        QVERIFY2(summary.match(errors).hasMatch(), qPrintable(errors));
        const RunMetrics m = readMetrics(runDir);
        QCOMPARE(m.issueCount(), qint64(0));
        QCOMPARE(m.starts().size(), 1);
        QStringList versionKeys;
        for (const auto &v : m.starts().constFirst().versions)
            versionKeys.append(v.first);
        for (const char *key : {"torch", "blas", "threads"})
            QVERIFY2(versionKeys.contains(QLatin1String(key)), key);
        QCOMPARE(int(m.steps().size()), 10);
        QCOMPARE(m.evals().size(), 2); // before training and at the end
        QCOMPARE(m.evals().constFirst().step, qint64(0));
        QCOMPARE(m.samples().size(), 4); // 2 per evaluation
        QVERIFY(!m.memory().isEmpty());
        QStringList phases;
        for (const PhaseMark &p : m.phases())
            phases.append(p.name);
        for (const char *name : {"environment", "first_step", "train", "validation", "checkpoint_write"})
            QVERIFY2(phases.contains(QLatin1String(name)), name);
        QVERIFY(m.runEnd());
        QCOMPARE(m.runEnd()->status, QStringLiteral("completed"));
        QVERIFY(QFile::exists(runDir + QStringLiteral("/checkpoints/step-000010/adapter_config.json")));
    }
};

QTEST_GUILESS_MAIN(TestTrainerRun)
#include "tst_trainerrun.moc"
