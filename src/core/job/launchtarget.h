#pragma once

#include "pilot_core_export.h"

#include <QString>

namespace pilot {

/// Where a run goes, as users write it (`pilotctl run --on`, the Run stage's target field):
///   local                       this machine
///   ssh://[user@]host[:port]    a host reached with the OpenSSH client
///   slurm[:partition]           the Slurm cluster this machine submits to
/// Parts become command-line arguments of ssh and sbatch, so only plain names pass: a host
/// of letters, digits, '.', '-', '_' (or a bracketed IPv6 address), a user of the same, never
/// starting with '-' (an option to ssh), a port 1–65535.
struct PILOT_CORE_EXPORT LaunchTarget
{
    enum class Kind { Local, Ssh, Slurm };

    Kind kind = Kind::Local;
    QString user;      ///< ssh; empty: the ssh configuration's user
    QString host;      ///< ssh
    int port = 0;      ///< ssh; 0: the ssh configuration's port
    QString partition; ///< slurm; empty: the cluster's default partition

    /// Parses `text`; false with a whole-sentence `error` naming what is wrong.
    static bool parse(const QString &text, LaunchTarget *target, QString *error);

    /// The canonical text parse() reads back ("local", "ssh://u@h:22", "slurm:debug").
    QString toString() const;

    /// "host", "user@host" (what ssh takes as its destination argument).
    QString sshDestination() const;

    /// The launcher's name as launch.json records it: local | ssh | slurm.
    QString launcherName() const;

    bool operator==(const LaunchTarget &other) const;
};

} // namespace pilot
