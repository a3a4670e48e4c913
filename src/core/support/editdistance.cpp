#include "core/support/editdistance.h"

#include <QVector>

#include <algorithm>

namespace pilot {

namespace {

// Levenshtein distance by the full table, one row at a time: for patterns the bit-parallel
// form cannot hold (longer than 64 characters, or beyond ASCII).
int tableDistance(const QString &a, const QString &b)
{
    QVector<int> previous(b.size() + 1), current(b.size() + 1);
    for (int j = 0; j <= b.size(); ++j)
        previous[j] = j;
    for (int i = 1; i <= a.size(); ++i) {
        current[0] = i;
        for (int j = 1; j <= b.size(); ++j) {
            const int substitute = previous[j - 1] + (a.at(i - 1) == b.at(j - 1) ? 0 : 1);
            current[j] = qMin(substitute, qMin(previous[j] + 1, current[j - 1] + 1));
        }
        std::swap(previous, current);
    }
    return previous[b.size()];
}

} // namespace

EditDistancePattern::EditDistancePattern(const QString &pattern)
    : m_text(pattern)
{
    m_bitParallel = pattern.size() <= 64;
    for (int i = 0; i < pattern.size() && m_bitParallel; ++i) {
        const char16_t c = pattern.at(i).unicode();
        if (c >= 128)
            m_bitParallel = false;
        else
            m_peq[c] |= std::uint64_t(1) << i;
    }
}

int EditDistancePattern::distanceTo(const QString &text) const
{
    const int m = size();
    if (m == 0)
        return int(text.size());
    if (!m_bitParallel)
        return tableDistance(text, m_text);
    const std::uint64_t last = std::uint64_t(1) << (m - 1);
    std::uint64_t pv = m == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << m) - 1, mv = 0;
    int score = m;
    for (const QChar ch : text) {
        const char16_t c = ch.unicode();
        const std::uint64_t eq = c < 128 ? m_peq[c] : 0;
        const std::uint64_t xv = eq | mv;
        const std::uint64_t xh = (((eq & pv) + pv) ^ pv) | eq;
        std::uint64_t ph = mv | ~(xh | pv);
        std::uint64_t mh = pv & xh;
        if (ph & last)
            ++score;
        else if (mh & last)
            --score;
        // Row 0 of the table grows by one per text character: a carried-in +1.
        ph = (ph << 1) | 1;
        mh <<= 1;
        pv = mh | ~(xv | ph);
        mv = ph & xv;
    }
    return score;
}

int editDistance(const QString &a, const QString &b)
{
    return EditDistancePattern(b).distanceTo(a);
}

QString likelyMeant(const QString &text, const QStringList &known)
{
    const EditDistancePattern pattern(text);
    QString nearest;
    int best = 0;
    for (const QString &k : known) {
        const int d = pattern.distanceTo(k);
        if (nearest.isEmpty() || d < best) {
            nearest = k;
            best = d;
        }
    }
    return !nearest.isEmpty() && best > 0 && best <= std::max(2, int(text.size()) / 3) ? nearest : QString();
}

} // namespace pilot
