// pilot-trainer stopped by SIGTERM in the middle of a long evaluation, as the launchers stop it:
// the evaluation ends at its next forward pass, nothing of it is reported, the checkpoint of the
// last step says the evaluation is owed, and the resumed run evaluates that step first and ends
// with the uninterrupted run's losses and validation losses, bit for bit.
#include "trainertest.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>
#include <cstring>

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

/// The tiny job with a validation set of `examples` long prompts (about 230 tokens each),
/// evaluated every `evalEvery` steps with a few greedy tokens: an evaluation takes seconds,
/// hundreds of times a training step (the training examples stay short), and about as long
/// whatever the model has learnt (a prompt's loss and its first tokens cost the most).
QString writeLongEvaluationJob(const QString &dir, qint64 steps, qint64 evalEvery, int examples)
{
    writeData(dir);
    QFile valid(dir + QStringLiteral("/valid.jsonl"));
    if (!valid.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write data");
    const QString filler = QStringLiteral("the quick brown fox jumps over the lazy dog ").repeated(5);
    for (int i = 0; i < examples; ++i)
        valid.write(QStringLiteral("{\"prompt\": \"%1%2 plus %3 = \", \"completion\": \"%4\"}\n")
                        .arg(filler)
                        .arg(i % 97)
                        .arg(i / 97)
                        .arg(i % 97 + i / 97)
                        .toUtf8());
    valid.close();
    QJsonObject job = tinyJob(steps);
    QJsonObject train = job.value(QStringLiteral("train")).toObject();
    train.insert(QStringLiteral("seq_len"), 256);
    job.insert(QStringLiteral("train"), train);
    job.insert(QStringLiteral("eval"), QJsonObject{{QStringLiteral("every_steps"), evalEvery},
                                                   {QStringLiteral("samples"), 2},
                                                   {QStringLiteral("max_new_tokens"), 4}});
    job.insert(QStringLiteral("checkpoint"), QJsonObject{{QStringLiteral("every_steps"), 2}, {QStringLiteral("keep_last"), 2}});
    return writeJobFile(dir + QStringLiteral("/job.json"), job);
}

/// True while the trainer is inside the evaluation after `step`: its validation phase has
/// begun after that step and no eval of it has been reported.
bool evaluatingAfter(const RunMetrics &m, qint64 step)
{
    if (m.steps().empty() || m.steps().back().step != step || m.runEnd())
        return false;
    const double stepTime = m.steps().back().t;
    bool open = false;
    for (const PhaseMark &p : m.phases()) {
        if (p.name == QLatin1String("validation") && p.t >= stepTime)
            open = p.begin;
    }
    const bool reported = !m.evals().isEmpty() && m.evals().constLast().step == step;
    return open && !reported;
}

} // namespace

class TestTrainerAbort : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // SIGTERM in the middle of a long evaluation: the evaluation stops at its next forward
    // pass, nothing of it is reported, the checkpoint of the last step is written with the
    // evaluation marked as owed, run_end says aborted, exit 143 — within seconds, not after the
    // evaluation. Resumed, the run evaluates that step first and ends with the uninterrupted
    // run's losses and validation losses, bit for bit.
    void sigtermDuringEvaluationStopsItAndResumesExactly()
    {
        constexpr qint64 kSteps = 6;
        constexpr qint64 kEvalEvery = 3;
        constexpr int kExamples = 1500;
        QTemporaryDir reference;
        const QString refJob = writeLongEvaluationJob(reference.path(), kSteps, kEvalEvery, kExamples);
        QCOMPARE(runToEnd(refJob, reference.path() + QStringLiteral("/run")), 0);
        const RunMetrics expected = readMetrics(reference.path() + QStringLiteral("/run"));
        QCOMPARE(int(expected.steps().size()), int(kSteps));
        QCOMPARE(expected.evals().size(), 3); // steps 0, 3 and 6
        // How long the evaluation after step 3 takes here and now: the abort must come well
        // before its end.
        double evalSeconds = 0;
        {
            double begin = 0;
            for (const PhaseMark &p : expected.phases()) {
                if (p.name != QLatin1String("validation"))
                    continue;
                if (p.begin && p.t > expected.steps().at(kEvalEvery - 1).t && begin == 0)
                    begin = p.t;
                else if (!p.begin && begin > 0 && evalSeconds == 0)
                    evalSeconds = p.t - begin;
            }
        }
        qInfo("the evaluation after step %lld (%d long prompts) takes %.1f s", kEvalEvery, kExamples, evalSeconds);
        QVERIFY(evalSeconds > 0);

        QTemporaryDir dir;
        const QString job = writeLongEvaluationJob(dir.path(), kSteps, kEvalEvery, kExamples);
        const QString runDir = dir.path() + QStringLiteral("/run");
        QProcess p;
        p.start(kTrainer, trainArgs(job, runDir));
        QVERIFY(p.waitForStarted());
        auto stopped = qScopeGuard([&] {
            ::kill(pid_t(p.processId()), SIGKILL);
            p.waitForFinished(30000);
        });
        // Wait for the evaluation after step 3, then hold the trainer still and look again:
        // the SIGTERM lands inside that evaluation however loaded the machine is.
        QElapsedTimer waited;
        waited.start();
        bool inside = false;
        while (!inside && waited.elapsed() < 600000 && p.state() != QProcess::NotRunning) {
            if (evaluatingAfter(readMetrics(runDir), kEvalEvery)) {
                ::kill(pid_t(p.processId()), SIGSTOP);
                inside = evaluatingAfter(readMetrics(runDir), kEvalEvery);
                if (!inside)
                    ::kill(pid_t(p.processId()), SIGCONT);
            }
            if (!inside)
                QThread::msleep(10);
        }
        QVERIFY2(inside, "the evaluation after step 3 was never seen running");
        ::kill(pid_t(p.processId()), SIGTERM);
        QElapsedTimer timer;
        timer.start();
        ::kill(pid_t(p.processId()), SIGCONT);
        QVERIFY(p.waitForFinished(120000));
        const qint64 ms = timer.elapsed();
        stopped.dismiss();
        qInfo("exited %lld ms after SIGTERM", ms);
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 143);
        // Prompt: a few seconds at most, and well short of the evaluation it cut off.
        QVERIFY2(ms < 5000, qPrintable(QStringLiteral("%1 ms from SIGTERM to exit").arg(ms)));
        QVERIFY2(double(ms) / 1000.0 < evalSeconds / 2 || ms < 1000,
                 qPrintable(QStringLiteral("%1 ms from SIGTERM to exit; an evaluation takes %2 s").arg(ms).arg(evalSeconds)));

        const RunMetrics m = readMetrics(runDir);
        QVERIFY(m.runEnd());
        QCOMPARE(m.runEnd()->status, QStringLiteral("aborted"));
        QCOMPARE(m.runEnd()->lastStep, kEvalEvery);
        // Nothing of the cut-off evaluation: no eval and no sample of step 3, only the baseline.
        QCOMPARE(m.evals().size(), 1);
        QCOMPARE(m.evals().constFirst().step, qint64(0));
        for (const SampleOutput &s : m.samples())
            QCOMPARE(s.step, qint64(0));
        bool noted = false;
        for (const LogEvent &l : m.logs())
            noted |= l.message.contains(QLatin1String("evaluation at step 3 stopped by SIGTERM"));
        QVERIFY(noted);
        // The checkpoint of step 3, whole, with the evaluation owed.
        QCOMPARE(m.checkpoints().constLast().step, kEvalEvery);
        const QString checkpoint = runDir + QStringLiteral("/checkpoints/step-000003");
        QVERIFY(QFile::exists(checkpoint + QStringLiteral("/COMPLETE")));
        QCOMPARE(readJson(checkpoint + QStringLiteral("/trainer_state.json")).value(QStringLiteral("eval_pending")), QJsonValue(true));

        // Resumed: the evaluation of step 3 first, then the rest, as if nothing had happened.
        QCOMPARE(runToEnd(job, runDir), 0);
        const RunMetrics resumed = readMetrics(runDir);
        QVERIFY(resumed.runEnd());
        QCOMPARE(resumed.runEnd()->status, QStringLiteral("completed"));
        const QList<double> got = losses(resumed);
        const QList<double> want = losses(expected);
        QCOMPARE(got.size(), want.size());
        for (int i = 0; i < got.size(); ++i)
            QVERIFY2(std::memcmp(&got[i], &want[i], sizeof(double)) == 0, qPrintable(QStringLiteral("step %1").arg(i + 1)));
        QCOMPARE(resumed.evals().size(), expected.evals().size());
        for (int i = 0; i < resumed.evals().size(); ++i) {
            const EvalPoint &a = resumed.evals().at(i);
            const EvalPoint &b = expected.evals().at(i);
            QCOMPARE(a.step, b.step);
            QVERIFY2(std::memcmp(&a.valLoss, &b.valLoss, sizeof(double)) == 0, qPrintable(QStringLiteral("eval at step %1").arg(a.step)));
        }
        QCOMPARE(resumed.evals().at(1).attempt, 1); // step 3's, from the resumed attempt
    }

};

QTEST_GUILESS_MAIN(TestTrainerAbort)
#include "tst_trainerabort.moc"
