#include "core/launch/commandrun.h"

#include "core/support/coretr.h"

#include <QProcess>

namespace pilot {

QString CommandResult::lastErrorLine() const
{
    for (const QByteArray *stream : {&standardError, &standardOutput}) {
        const QList<QByteArray> lines = stream->trimmed().split('\n');
        for (auto it = lines.crbegin(); it != lines.crend(); ++it) {
            const QString line = QString::fromUtf8(it->trimmed());
            if (!line.isEmpty())
                return line;
        }
    }
    return {};
}

CommandResult runCommand(const QString &program, const QStringList &arguments, const QProcessEnvironment &environment,
                         const QString &workingDirectory, int timeoutMs)
{
    CommandResult result;
    QProcess process;
    process.setProgram(program);
    process.setArguments(arguments);
    process.setProcessEnvironment(environment);
    process.setStandardInputFile(QProcess::nullDevice());
    if (!workingDirectory.isEmpty())
        process.setWorkingDirectory(workingDirectory);
    process.start();
    if (!process.waitForStarted(timeoutMs)) {
        result.error = CoreTr::tr("%1 could not be started: %2").arg(program, process.errorString());
        return result;
    }
    result.started = true;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished(5000);
        result.timedOut = true;
        result.error = CoreTr::tr("%1 did not answer within %2 seconds and was stopped.").arg(program).arg(timeoutMs / 1000);
    } else if (process.exitStatus() == QProcess::CrashExit) {
        result.crashed = true;
        result.error = CoreTr::tr("%1 ended abnormally.").arg(program);
    } else {
        result.exitCode = process.exitCode();
    }
    result.standardOutput = process.readAllStandardOutput().left(kMaxCommandOutput);
    result.standardError = process.readAllStandardError().left(kMaxCommandOutput);
    return result;
}

} // namespace pilot
