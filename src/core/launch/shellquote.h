#pragma once

#include "pilot_core_export.h"

#include <QString>
#include <QStringList>

namespace pilot {

/// Where a shell cannot be avoided — the command line ssh hands to the remote login shell, a
/// Slurm batch script — every word goes through this one function, so a name with spaces,
/// quotes, `$()`, backticks, newlines or a leading '-' stays one literal word.

/// `word` as one POSIX shell word in single quotes: every character stands for itself, and a
/// single quote inside is written as '\'' (close, escaped quote, reopen). The empty word is ''.
/// A leading '-' is kept: whether that reads as an option is the called program's business
/// (put the word after `--` or after a fixed argument).
PILOT_CORE_EXPORT QString shellQuote(const QString &word);

/// The words quoted one by one and joined with single spaces: a command line a POSIX shell
/// splits back into exactly `words`.
PILOT_CORE_EXPORT QString shellCommandLine(const QStringList &words);

} // namespace pilot
