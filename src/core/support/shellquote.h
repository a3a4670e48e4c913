#pragma once

#include "pilot_core_export.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace pilot {

/// The one quoting function for every value that has to pass through a shell: an ssh remote
/// command, a Slurm batch script. Where a program can be started with an argv list, do that
/// instead; a shell is only for where none is avoidable.
///
/// Returns `word` as exactly one POSIX shell word that the shell reads back as `word`, byte for
/// byte, whatever it holds: spaces, quotes, `$()`, backticks, globs, newlines, a leading '-'
/// (quoting does not stop a program from taking a word as an option: put `--` before it where
/// the program allows). The word is wrapped in single quotes, and each single quote inside
/// becomes '\'' — nothing else is special between single quotes in any POSIX shell.
/// An empty word becomes ''. A word containing NUL has no shell form (no argv or file name
/// can hold one either): nullopt.
PILOT_CORE_EXPORT std::optional<QString> shellQuote(const QString &word);

/// The words quoted and joined by single spaces; nullopt when any word contains NUL.
PILOT_CORE_EXPORT std::optional<QString> shellQuoteWords(const QStringList &words);

} // namespace pilot
