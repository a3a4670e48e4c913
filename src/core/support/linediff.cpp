#include "core/support/linediff.h"

#include <vector>

namespace pilot {

QList<DiffLine> diffLines(const QStringList &before, const QStringList &after)
{
    QList<DiffLine> out;
    // The common head and tail first: a project file usually changes in a few places.
    qsizetype head = 0;
    while (head < before.size() && head < after.size() && before[head] == after[head])
        ++head;
    qsizetype tail = 0;
    while (tail < before.size() - head && tail < after.size() - head
           && before[before.size() - 1 - tail] == after[after.size() - 1 - tail])
        ++tail;
    for (qsizetype i = 0; i < head; ++i)
        out.append({DiffLine::Kind::Same, before[i]});
    const qsizetype n = before.size() - head - tail, m = after.size() - head - tail;
    if (n > kMaxDiffLines || m > kMaxDiffLines || n * m > qsizetype(64) * 1024 * 1024) {
        for (qsizetype i = 0; i < n; ++i)
            out.append({DiffLine::Kind::Removed, before[head + i]});
        for (qsizetype j = 0; j < m; ++j)
            out.append({DiffLine::Kind::Added, after[head + j]});
    } else {
        // lcs[i][j]: the longest common subsequence of before[i…] and after[j…] (of the middle).
        std::vector<std::vector<int>> lcs(std::size_t(n + 1), std::vector<int>(std::size_t(m + 1), 0));
        for (qsizetype i = n - 1; i >= 0; --i)
            for (qsizetype j = m - 1; j >= 0; --j)
                lcs[i][j] = before[head + i] == after[head + j] ? lcs[i + 1][j + 1] + 1 : std::max(lcs[i + 1][j], lcs[i][j + 1]);
        qsizetype i = 0, j = 0;
        while (i < n || j < m) {
            if (i < n && j < m && before[head + i] == after[head + j]) {
                out.append({DiffLine::Kind::Same, before[head + i]});
                ++i;
                ++j;
            } else if (i < n && (j == m || lcs[i + 1][j] >= lcs[i][j + 1])) {
                // What goes before what comes, as diff shows a changed line.
                out.append({DiffLine::Kind::Removed, before[head + i]});
                ++i;
            } else {
                out.append({DiffLine::Kind::Added, after[head + j]});
                ++j;
            }
        }
    }
    for (qsizetype k = before.size() - tail; k < before.size(); ++k)
        out.append({DiffLine::Kind::Same, before[k]});
    return out;
}

} // namespace pilot
