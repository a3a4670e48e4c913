#pragma once

#include "pilot_core_export.h"

#include <QByteArray>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace pilot {

/// What one run of a command-line tool (sbatch, squeue, scancel, ssh, …) gave back.
struct CommandResult
{
    bool started = false;  ///< the program could be started
    bool timedOut = false; ///< killed after the time limit
    bool crashed = false;  ///< ended by a signal
    int exitCode = -1;
    QByteArray standardOutput; ///< at most kMaxCommandOutput bytes
    QByteArray standardError;  ///< at most kMaxCommandOutput bytes
    QString error;             ///< for people: why it did not start or finish; empty otherwise

    bool succeeded() const { return started && !timedOut && !crashed && exitCode == 0; }
    /// The last non-empty line of standard error (or output), for messages.
    QString lastErrorLine() const;
};

/// The tools the launchers call answer in lines; anything longer is cut here.
inline constexpr qint64 kMaxCommandOutput = 1024 * 1024;

/// Runs `program` with `arguments` (an argv list, no shell) in `workingDirectory` (empty: the
/// current one) with exactly `environment`, standard input from /dev/null, and waits at most
/// `timeoutMs`; a program still running then is killed (and waited for). Never blocks longer.
PILOT_CORE_EXPORT CommandResult runCommand(const QString &program, const QStringList &arguments, const QProcessEnvironment &environment,
                                           const QString &workingDirectory, int timeoutMs);

} // namespace pilot
