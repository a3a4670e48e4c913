// pilotctl drill: the kill-and-resume drill through the launch layer with the real
// pilot-trainer (libtorch backend) and the Neuron backend's job on the CPU, locally and once on
// the loopback Slurm cluster (the slurm_cluster fixture). A crash (SIGKILL) and a planned abort
// (SIGTERM) both resume bit for bit on cpu/fp32; the jump check fails on a run whose losses
// differ, is incomplete against another job's run, and a job that cannot resume is refused
// before anything starts.
#include "../trainer/trainertest.h"

#include "core/drill/drillresult.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace pilot;

namespace {

struct Result
{
    int exitCode = -1;
    QString out;
    QString err;
};

// pilotctl drill may run three jobs: minutes on a loaded machine.
Result drill(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(PILOTCTL), QStringList{QStringLiteral("drill")} + args);
    if (!p.waitForFinished(900000))
        qFatal("pilotctl drill did not finish");
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

} // namespace

class TestPilotctlDrill : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    // trainertest::drillJob for `backend`, with its `resume`.
    QString job(const QString &name, const QString &backend, const QString &resume = QStringLiteral("auto"))
    {
        QJsonObject job = trainertest::drillJob(backend);
        job[QStringLiteral("resume")] = resume;
        return trainertest::writeJobFile(m_dir.filePath(name + QStringLiteral(".json")), job);
    }

    DrillResult passes(const QStringList &args, int interruptions)
    {
        const Result r = drill(args);
        const QString folder = args.at(args.indexOf(QStringLiteral("--run-dir")) + 1);
        DrillResult result;
        QString error;
        if (!readDrillResult(folder + QStringLiteral("/drill.json"), &result, &error))
            qFatal("%s\n%s", qPrintable(error), qPrintable(r.err));
        if (r.exitCode != 0)
            qFatal("pilotctl drill exited %d:\n%s\n%s", r.exitCode, qPrintable(r.out), qPrintable(r.err));
        qInfo("%s", qPrintable(r.out.trimmed()));
        if (!result.completed || result.jump.verdict != JumpCheck::Verdict::Passed || !result.jump.exact
            || result.jump.comparedSteps != 24 || result.interruptions.size() != interruptions)
            qFatal("unexpected drill result:\n%s", drillResultToJson(result).constData());
        for (const DrillInterruption &i : result.interruptions) {
            // Each attempt was interrupted once it had reported the step, resumed from a
            // checkpoint at or before its last step, and its first new step came after the signal.
            if (i.lastStepBefore < i.atStep || i.resumedFromStep < 0 || i.resumedFromStep > i.lastStepBefore
                || i.repeatedSteps != i.lastStepBefore - i.resumedFromStep || !(i.restartSeconds > 0))
                qFatal("unexpected interruption:\n%s", drillResultToJson(result).constData());
        }
        return result;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        trainertest::writeData(m_dir.path());
        qputenv("PILOT_TRAINER", PILOT_TRAINER);
        QFile project(m_dir.filePath(QStringLiteral("project.yaml")));
        QVERIFY(project.open(QIODevice::WriteOnly));
        // The Neuron job runs on the CPU with Debian's python3-torch.
        project.write("schema: migration-pilot/project@1\ntitle: drill\nruntime:\n  neuron:\n    python: /usr/bin/python3\n");
    }

    void crashesResumeBitForBit()
    {
        const DrillResult r = passes({job(QStringLiteral("kill"), QStringLiteral("libtorch")), QStringLiteral("--run-dir"),
                                      m_dir.filePath(QStringLiteral("kill")), QStringLiteral("--kill-at-step"), QStringLiteral("6"),
                                      QStringLiteral("--kill-at-step"), QStringLiteral("15")},
                                     2);
        for (const DrillInterruption &i : r.interruptions) {
            QCOMPARE(i.signal, QStringLiteral("KILL"));
            QVERIFY2(i.attemptEnd.isEmpty(), qPrintable(i.attemptEnd)); // a crash writes no run_end
        }
    }

    // The decision record carries what the runs show of their state surviving: the newest
    // checkpoint's verdict, the drill kept with the pilot, in both languages.
    void theRecordCarriesCheckpointsAndTheDrill()
    {
        QFile project(m_dir.filePath(QStringLiteral("record.yaml")));
        QVERIFY(project.open(QIODevice::WriteOnly));
        project.write("schema: migration-pilot/project@1\ntitle: drilled\nruns:\n  - {path: kill/uninterrupted, role: reference}\n"
                      "  - {path: kill/interrupted, role: pilot}\n");
        project.close();
        const auto report = [&](const QString &language) {
            const QString out = m_dir.filePath(QStringLiteral("record-%1.md").arg(language));
            QProcess p;
            p.start(QStringLiteral(PILOTCTL), {QStringLiteral("report"), QStringLiteral("--out"), out, QStringLiteral("--lang"), language,
                                              project.fileName()});
            if (!p.waitForFinished(120000) || p.exitCode() != 0)
                qFatal("pilotctl report: %s", p.readAllStandardError().constData());
            QFile f(out);
            if (!f.open(QIODevice::ReadOnly))
                qFatal("no record");
            return QString::fromUtf8(f.readAll());
        };
        QString en = report(QStringLiteral("en"));
        QVERIFY2(en.contains(QLatin1String("Checkpoints, restarts and failures")), qPrintable(en));
        QVERIFY2(en.contains(QLatin1String("| Newest checkpoint | step 24: accepted | step 24: accepted |")), qPrintable(en));
        QVERIFY2(en.contains(QLatin1String("| Kill-and-resume drill | not made | jump check passed; bit for bit; 2 interruption(s) (SIGKILL); restart ")),
                 qPrintable(en));
        // The complete verdict: the restore passed bit for bit, but no limit was agreed and the
        // tiny job reports no exact match, so the pilot does not pass.
        QVERIFY2(en.contains(QLatin1String("| Restore: kill-and-resume drill, jump check | bit for bit | largest relative difference 0 | pass |")),
                 qPrintable(en.mid(en.indexOf(QLatin1String("Complete pilot verdict")))));
        QVERIFY2(en.contains(QStringLiteral("| Restart time (longest in the drill) | — | ")) && en.contains(QLatin1String("| incomplete: no limit set |")),
                 qPrintable(en.mid(en.indexOf(QLatin1String("Complete pilot verdict")))));
        QVERIFY(en.contains(QLatin1String("**Complete verdict: incomplete")));
        QVERIFY(en.contains(QLatin1String("The project names no price table: the times are measured, the costs are unknown.")));
        QVERIFY2(en.contains(QStringLiteral("| Cost per accepted training state | — | — | incomplete: the cost per accepted state is not known for both |")),
                 qPrintable(en.mid(en.indexOf(QLatin1String("Complete pilot verdict")))));
        const QString de = report(QStringLiteral("de"));
        QVERIFY2(de.contains(QStringLiteral("Sprungprüfung bestanden; bitgenau; 2 Unterbrechung(en) (SIGKILL)")),
                 qPrintable(de.mid(de.indexOf(QStringLiteral("Checkpoints, Neustarts")))));
        QVERIFY2(de.contains(QStringLiteral("| Wiederherstellung: Abbruch-und-Fortsetzungs-Drill, Sprungprüfung | bitgenau | größte "
                                            "relative Differenz 0 | bestanden |")),
                 qPrintable(de.mid(de.indexOf(QStringLiteral("Gesamturteil")))));
        // A changed byte in the pilot's newest checkpoint: refused, and the record says so.
        QFile adapter(m_dir.filePath(QStringLiteral("kill/interrupted/checkpoints/step-000024/adapter_model.safetensors")));
        QVERIFY(adapter.open(QIODevice::ReadWrite));
        adapter.seek(adapter.size() - 1);
        const char last = adapter.read(1).at(0);
        adapter.seek(adapter.size() - 1);
        adapter.write(QByteArray(1, char(last ^ 0x01)));
        adapter.close();
        en = report(QStringLiteral("en"));
        QVERIFY2(en.contains(QLatin1String("| step 24: accepted | step 24: refused (1 reasons;")), qPrintable(en));
    }

    void aPlannedAbortResumesFromItsOwnCheckpoint()
    {
        const DrillResult r = passes({job(QStringLiteral("term"), QStringLiteral("libtorch")), QStringLiteral("--run-dir"),
                                      m_dir.filePath(QStringLiteral("term")), QStringLiteral("--kill-at-step"), QStringLiteral("5"),
                                      QStringLiteral("--signal"), QStringLiteral("TERM")},
                                     1);
        const DrillInterruption &i = r.interruptions.constFirst();
        QVERIFY2(i.attemptEnd.startsWith(QLatin1String("aborted")), qPrintable(i.attemptEnd));
        // The job checkpoints on SIGTERM: nothing is done twice.
        QCOMPARE(i.repeatedSteps, qint64(0));
    }

    void theNeuronJobResumesBitForBit()
    {
        passes({job(QStringLiteral("neuron"), QStringLiteral("neuron")), QStringLiteral("--run-dir"), m_dir.filePath(QStringLiteral("neuron")),
                QStringLiteral("--kill-at-step"), QStringLiteral("5"), QStringLiteral("--project"), m_dir.filePath(QStringLiteral("project.yaml"))},
               1);
    }

    void theJumpCheckCanFail()
    {
        // The completed uninterrupted run of the first drill with one loss changed in its last
        // digits: the same job hash, a different curve.
        const QString changed = m_dir.filePath(QStringLiteral("changed"));
        QVERIFY(QDir().mkpath(changed));
        QFile in(m_dir.filePath(QStringLiteral("kill/uninterrupted/metrics.jsonl")));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QByteArray metrics = in.readAll();
        const qsizetype step7 = metrics.indexOf("\"step\": 7,");
        QVERIFY(step7 > 0);
        const qsizetype loss = metrics.indexOf("\"loss\": ", step7) + 8;
        const qsizetype comma = metrics.indexOf(',', loss);
        const double value = metrics.mid(loss, comma - loss).toDouble();
        metrics.replace(loss, comma - loss, QByteArray::number(value * (1 + 1e-9), 'g', 17));
        QFile out(changed + QStringLiteral("/metrics.jsonl"));
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(metrics);
        out.close();
        const QString folder = m_dir.filePath(QStringLiteral("against-changed"));
        const Result r = drill({job(QStringLiteral("kill"), QStringLiteral("libtorch")), QStringLiteral("--run-dir"), folder,
                                QStringLiteral("--kill-at-step"), QStringLiteral("4"), QStringLiteral("--uninterrupted"), changed});
        QCOMPARE(r.exitCode, 3);
        DrillResult result;
        QString error;
        QVERIFY2(readDrillResult(folder + QStringLiteral("/drill.json"), &result, &error), qPrintable(error));
        QCOMPARE(result.jump.verdict, JumpCheck::Verdict::Failed);
        QCOMPARE(result.jump.worstStep, qint64(7));
        QCOMPARE(result.jump.differingSteps, qint64(1));
        QVERIFY(result.reusedUninterrupted);
    }

    void anotherJobsRunIsNoComparison()
    {
        // A job with another learning rate is another training (job hash), whatever its curve.
        QJsonObject other = trainertest::readJson(job(QStringLiteral("base-of-other"), QStringLiteral("libtorch")));
        QJsonObject train = other[QStringLiteral("train")].toObject();
        train[QStringLiteral("lr")] = 0.002;
        other[QStringLiteral("train")] = train;
        const QString otherJob = trainertest::writeJobFile(m_dir.filePath(QStringLiteral("other.json")), other);
        const QString folder = m_dir.filePath(QStringLiteral("against-other"));
        const Result r = drill({otherJob, QStringLiteral("--run-dir"), folder, QStringLiteral("--kill-at-step"), QStringLiteral("4"),
                                QStringLiteral("--uninterrupted"), m_dir.filePath(QStringLiteral("kill/uninterrupted"))});
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.contains(QLatin1String("trained another job")), qPrintable(r.err));
        DrillResult result;
        QString error;
        QVERIFY2(readDrillResult(folder + QStringLiteral("/drill.json"), &result, &error), qPrintable(error));
        QCOMPARE(result.jump.verdict, JumpCheck::Verdict::Incomplete);
    }

    void whatCannotBeDrilledIsRefusedBeforeAnythingStarts()
    {
        const QString none = job(QStringLiteral("no-resume"), QStringLiteral("libtorch"), QStringLiteral("none"));
        Result r = drill({none, QStringLiteral("--run-dir"), m_dir.filePath(QStringLiteral("no-resume")), QStringLiteral("--kill-at-step"),
                          QStringLiteral("4")});
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.contains(QLatin1String("resume:")), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("no-resume/interrupted"))));
        r = drill({job(QStringLiteral("late"), QStringLiteral("libtorch")), QStringLiteral("--run-dir"), m_dir.filePath(QStringLiteral("late")),
                   QStringLiteral("--kill-at-step"), QStringLiteral("24")});
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.contains(QLatin1String("between 1 and 23")), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("late/interrupted"))));
        r = drill({job(QStringLiteral("x"), QStringLiteral("libtorch")), QStringLiteral("--run-dir"), m_dir.filePath(QStringLiteral("x")),
                   QStringLiteral("--kill-at-step"), QStringLiteral("four")});
        QCOMPARE(r.exitCode, 64);
    }

    void onTheSlurmCluster()
    {
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("sbatch")).isEmpty(), "sbatch is not installed");
        QProcess ping;
        ping.start(QStringLiteral("scontrol"), {QStringLiteral("ping")});
        QVERIFY(ping.waitForFinished(30000));
        QVERIFY2(ping.readAllStandardOutput().contains("is UP"), "slurmctld is not up (the slurm_cluster fixture starts it)");
        const DrillResult r = passes({job(QStringLiteral("slurm"), QStringLiteral("libtorch")), QStringLiteral("--run-dir"),
                                      m_dir.filePath(QStringLiteral("slurm")), QStringLiteral("--on"), QStringLiteral("slurm:debug"),
                                      QStringLiteral("--kill-at-step"), QStringLiteral("4")},
                                     1);
        QCOMPARE(r.target, QStringLiteral("slurm:debug"));
    }
};

QTEST_GUILESS_MAIN(TestPilotctlDrill)
#include "tst_pilotctldrill.moc"
