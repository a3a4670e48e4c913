#pragma once

#include "pilot_core_export.h"

#include <QByteArray>
#include <QList>
#include <QStringView>

#include <optional>

namespace pilot {

/// Texts of which every match of a regular expression contains at least one, found by reading
/// the pattern (PCRE2 syntax, as BoundedRegex compiles it). A prefilter that looks for them
/// first can skip every line on which the expression cannot match, without running it.
///
/// The texts are ASCII, lower-cased, at least `minLength` bytes long; a line must be compared
/// with its ASCII letters lower-cased (and the two non-ASCII letters PCRE2's caseless UTF
/// matching takes for ASCII ones, U+212A KELVIN SIGN for k and U+017F LONG S for s, mapped to
/// them), whatever the pattern's case sensitivity: folding only makes the prefilter pass more
/// lines, never fewer. nullopt when the reader cannot prove such texts: a branch of the
/// pattern without a literal of that length, or a construct it does not read (extended mode,
/// \Q…\E, recursion, conditionals, backtracking verbs). The pattern must be one PCRE2 compiles.
PILOT_CORE_EXPORT std::optional<QList<QByteArray>> requiredLiterals(QStringView pattern, qsizetype minLength = 3);

} // namespace pilot
