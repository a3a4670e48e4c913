#pragma once

#include "pilot_core_export.h"

#include <QString>
#include <QStringList>

#include <array>
#include <cstdint>

namespace pilot {

/// Levenshtein distance (insertions, deletions, substitutions of one character each).
PILOT_CORE_EXPORT int editDistance(const QString &a, const QString &b);

/// A text prepared once for measuring its edit distance to many others: Myers' bit-parallel
/// algorithm (in Hyyrö's form for the distance between whole strings), one bit per character,
/// so a distance to a text of n characters takes n steps of a few word operations instead of
/// n × m table cells; texts longer than 64 characters or beyond ASCII fall back to the table.
class PILOT_CORE_EXPORT EditDistancePattern
{
public:
    explicit EditDistancePattern(const QString &pattern);
    int size() const { return int(m_text.size()); }
    int distanceTo(const QString &text) const;

private:
    QString m_text;
    std::array<std::uint64_t, 128> m_peq{};
    bool m_bitParallel = true;
};

/// Of `known`, the one nearest to `text` when it is close enough to be a slip of the keyboard
/// (at most 2 edits, or a third of its length); empty otherwise. For "did you mean" messages.
PILOT_CORE_EXPORT QString likelyMeant(const QString &text, const QStringList &known);

} // namespace pilot
