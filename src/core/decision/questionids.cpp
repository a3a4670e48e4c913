#include "core/decision/questionids.h"

#include <QVector>

#include <array>
#include <cstdint>
#include <cstdlib>
#include <vector>

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

// A pattern prepared once for Myers' bit-parallel edit distance (in Hyyrö's form for the
// distance between whole strings): one bit per pattern character, so a distance to a text of
// n characters takes n steps of a few word operations instead of n × m table cells. A project
// may hold tens of thousands of rows, each measured against every question.
class Pattern
{
public:
    explicit Pattern(const QString &pattern)
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

    int size() const { return int(m_text.size()); }

    int distanceTo(const QString &text) const
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

private:
    QString m_text;
    std::array<std::uint64_t, 128> m_peq{};
    bool m_bitParallel = true;
};

} // namespace

int editDistance(const QString &a, const QString &b)
{
    return Pattern(b).distanceTo(a);
}

QList<UnknownQuestionId> unknownQuestionIds(const Project &project, const DecisionRules &rules)
{
    std::vector<Pattern> patterns;
    patterns.reserve(rules.questions.size());
    for (const DecisionQuestion &q : rules.questions)
        patterns.emplace_back(q.id);
    QList<UnknownQuestionId> unknown;
    for (const DecisionAnswer &row : project.decision) {
        if (rules.question(row.id))
            continue;
        UnknownQuestionId u{row.id, QString(), 0};
        for (std::size_t k = 0; k < patterns.size(); ++k) {
            // The difference in length is a lower bound: a question that cannot come closer
            // than the nearest so far is not measured (the first nearest one stays).
            if (!u.nearest.isEmpty() && std::abs(patterns[k].size() - int(row.id.size())) >= u.distance)
                continue;
            const int d = patterns[k].distanceTo(row.id);
            if (u.nearest.isEmpty() || d < u.distance) {
                u.nearest = rules.questions.at(qsizetype(k)).id;
                u.distance = d;
            }
        }
        unknown.append(u);
    }
    return unknown;
}

} // namespace pilot
