#pragma once

#include <QProcess>
#include <QString>

namespace pilot::test {

/// Runs `jobFile` to its end in `runDir` with `pilotctl run --wait` and the pilot-trainer at
/// `trainer`, as a user does on the command line: empty when the run completed, else what
/// pilotctl said.
inline QString runJobToCompletion(const QString &pilotctl, const QString &trainer, const QString &jobFile, const QString &runDir)
{
    QProcess run;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PILOT_TRAINER"), trainer);
    run.setProcessEnvironment(env);
    run.setProcessChannelMode(QProcess::MergedChannels);
    run.start(pilotctl, {QStringLiteral("run"), jobFile, QStringLiteral("--run-dir"), runDir, QStringLiteral("--wait")});
    if (!run.waitForFinished(300000) || run.exitStatus() != QProcess::NormalExit || run.exitCode() != 0)
        return QStringLiteral("pilotctl run: ") + QString::fromLocal8Bit(run.readAll());
    return {};
}

} // namespace pilot::test
