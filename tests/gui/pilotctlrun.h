#pragma once

#include <QFile>
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

/// Flips bits of the last byte of `path`, as a disk or a copy might: the file keeps its size,
/// only its checksum tells. False when it cannot be rewritten.
inline bool flipLastByte(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadWrite) || f.size() < 1 || !f.seek(f.size() - 1))
        return false;
    const char last = f.read(1).at(0);
    return f.seek(f.size() - 1) && f.write(QByteArray(1, char(last ^ 0x40))) == 1;
}

} // namespace pilot::test
