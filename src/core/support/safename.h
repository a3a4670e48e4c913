#pragma once

#include "pilot_core_export.h"

#include <QSet>
#include <QString>

namespace pilot {

/// Names read from files (a run's name in MLflow, a W&B column, a folder name) become folder
/// and file names. Such a name is hostile input: "..", "../x" or "a/b" must not reach outside
/// the folder it is meant for, and a control character must not end up in a path.

/// Longest name safeFileName() returns, in UTF-8 bytes: well below the 255 bytes file systems
/// allow, with room for a "-N" suffix.
inline constexpr int kMaxSafeNameBytes = 120;

/// `name` as one path component: '/' and '\' become '_', control characters (C0, DEL, C1, line
/// and paragraph separators) become '_', leading dots are dropped (no ".", "..", no hidden
/// files), surrounding white space is trimmed, and the result is cut to kMaxSafeNameBytes at a
/// character boundary. An empty result becomes `fallback` (itself made safe; "run" when that is
/// empty too).
PILOT_CORE_EXPORT QString safeFileName(const QString &name, const QString &fallback = QStringLiteral("run"));

/// True when `name` is a name safeFileName() could have returned: one component, not "." or
/// "..", no leading dot, no separator, no control character, not too long.
PILOT_CORE_EXPORT bool isSafeFileName(const QString &name);

/// True when `text` holds a control character (C0, DEL, C1, line and paragraph separators):
/// a line break, a tab, an escape … Such a character has no place in a name, path or value
/// that reaches another program's command line.
PILOT_CORE_EXPORT bool hasControlCharacter(const QString &text);

/// `text` with each control character (as above) written as \xNN or \uNNNN, so that a
/// message quoting hostile text shows it instead of acting on the terminal or breaking lines.
PILOT_CORE_EXPORT QString printableText(const QString &text);

/// Hands out safe names that are distinct from each other: a name already given gets "-2",
/// "-3", … Names are compared ignoring case, so they stay distinct on file systems that do.
class PILOT_CORE_EXPORT UniqueFileNames
{
public:
    QString take(const QString &name, const QString &fallback = QStringLiteral("run"));

private:
    QSet<QString> m_taken; ///< case-folded
};

} // namespace pilot
