#include "core/failures/ruleindex.h"

#include "core/failures/failurerules.h"
#include "core/support/regexliterals.h"

#include <algorithm>
#include <vector>

namespace pilot {

namespace {

// The scanner's tag for the text of a traceback's frame; rules' tags are their indexes.
constexpr int kFrameTag = -1;

} // namespace

RuleIndex::RuleIndex(const QList<FailureRule> &rules, bool markFrames)
    : m_ruleCount(rules.size())
    , m_marksFrames(markFrames)
{
    if (markFrames)
        m_scanner.add(QByteArrayLiteral("file \""), kFrameTag);
    for (int i = 0; i < rules.size(); ++i) {
        m_patterns.append(rules.at(i).pattern.identity());
        const std::optional<QList<QByteArray>> texts = requiredLiterals(rules.at(i).pattern.pattern());
        bool indexed = texts.has_value();
        if (texts) {
            for (const QByteArray &t : *texts)
                indexed = m_scanner.add(t, i) && indexed;
        }
        // A rule with a text the scanner did not take (too many in all) must be run on every
        // line: the texts it did take would pass only some of the lines it matches.
        if (!indexed)
            m_unfiltered.append(i);
    }
    m_scanner.build();
}

bool RuleIndex::indexes(const QList<FailureRule> &rules) const
{
    if (rules.size() != m_ruleCount)
        return false;
    for (qsizetype i = 0; i < rules.size(); ++i) {
        if (rules.at(i).pattern.identity() != m_patterns.at(i))
            return false;
    }
    return true;
}

void RuleIndex::candidates(const char *data, qsizetype size, QVarLengthArray<int, 16> *out, bool *frame) const
{
    out->clear();
    bool framed = false;
    // Per thread, the scan that last reported each rule: a rule is listed once however often
    // its texts occur on the line, and builtIn()'s index is used by several threads at once.
    thread_local std::vector<quint64> seen;
    thread_local quint64 scan = 0;
    if (seen.size() < std::size_t(m_ruleCount))
        seen.resize(std::size_t(m_ruleCount), 0);
    ++scan;
    m_scanner.scan(data, size, [&](int rule) {
        if (rule == kFrameTag) {
            framed = true;
            return;
        }
        if (seen[std::size_t(rule)] != scan) {
            seen[std::size_t(rule)] = scan;
            out->append(rule);
        }
    });
    for (const int rule : m_unfiltered) {
        if (seen[std::size_t(rule)] != scan)
            out->append(rule);
    }
    std::sort(out->begin(), out->end());
    if (frame)
        *frame = framed;
}

} // namespace pilot
