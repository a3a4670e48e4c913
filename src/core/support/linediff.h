#pragma once

#include "pilot_core_export.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace pilot {

/// One line of a line-by-line comparison of two texts.
struct DiffLine
{
    enum class Kind { Same, Removed, Added };
    Kind kind = Kind::Same;
    QString text;
};

/// The lines of `before` and `after` in order, each kept, removed or added: a shortest edit
/// script (longest common subsequence), so that a changed value shows as one line out, one in.
/// Texts of more than kMaxDiffLines lines each are compared as wholly removed and added.
PILOT_CORE_EXPORT QList<DiffLine> diffLines(const QStringList &before, const QStringList &after);

inline constexpr qsizetype kMaxDiffLines = 20000;

} // namespace pilot
