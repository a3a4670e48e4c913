#include "core/failures/failureclassifier.h"

#include "core/failures/rankprefix.h"
#include "core/failures/ruleindex.h"
#include "core/failures/tracebackreader.h"
#include "core/support/regularfile.h"

#include <QVarLengthArray>

#include <cstring>

namespace pilot {

namespace {

// Only the start of a very long line is decoded: a rule never looks further (match()).
constexpr qsizetype kMaxLineHeadBytes = FailureRules::kMaxMatchedChars * 4;
// A log is read in pieces of this size.
constexpr qsizetype kChunkBytes = 4 * 1024 * 1024;

// Classifies lines one by one, in the order of the text. Lines are passed without their '\n'.
class LineClassifier
{
public:
    LineClassifier(const FailureRules &rules, const QString &source, RuleSpending *spending, LogClassification *out)
        : m_rules(rules)
        , m_source(source)
        , m_spending(spending)
        , m_out(out)
        , m_tracebacks(rules)
    {
        const bool markFrames = !rules.frameRules.isEmpty();
        if (rules.index && rules.index->indexes(rules.rules) && rules.index->marksFrames() == markFrames) {
            m_index = rules.index.get();
        } else {
            m_ownIndex = RuleIndex(rules.rules, markFrames); // rules changed after parse() without reindex()
            m_index = &m_ownIndex;
        }
    }

    void line(const char *data, qsizetype size)
    {
        const qint64 number = ++m_out->lines;
        if (size > 0 && data[size - 1] == '\r')
            --size;
        if (size == 0)
            return;
        const qsizetype head = std::min(size, kMaxLineHeadBytes);
        bool mayBeFrame = false;
        m_index->candidates(data, head, &m_candidates, &mayBeFrame);
        if (!m_spending->stopped.isEmpty())
            m_candidates.removeIf([this](int rule) { return m_spending->stopped.contains(rule); });
        const bool traceback = m_tracebacks.wants(mayBeFrame);
        if (m_candidates.isEmpty() && !traceback)
            return; // no rule can match: the line is not even decoded
        const QString text = QString::fromUtf8(data, head);
        const RankPrefix prefix = rankPrefix(text);
        const QStringView body = QStringView(text).mid(prefix.length);
        m_spending->line = number;
        // A rule anchored at the start of a line is meant for what the process wrote.
        const int index = m_candidates.isEmpty()
                              ? -1
                              : m_rules.match(body.toString(), m_candidates.constData(), m_candidates.size(), m_spending);
        const TracebackReader::Ending ending = traceback ? m_tracebacks.line(number, prefix.rank, body, m_spending)
                                                         : TracebackReader::Ending();
        if (index < 0 && ending.rule < 0)
            return;
        ++m_out->matched;
        if (m_out->matches.size() >= LogClassification::kMaxKeptMatches)
            return;
        FailureMatch match;
        match.source = m_source;
        match.line = number;
        match.text = text.left(FailureMatch::kMaxKeptChars);
        match.rank = prefix.rank;
        match.rule = index >= 0 ? m_rules.rules.at(index) : m_rules.frameRules.at(ending.rule);
        if (index < 0) {
            match.frameLine = ending.frameLine;
            match.frameText = ending.frameText.left(FailureMatch::kMaxKeptChars);
        }
        m_out->matches.append(match);
    }

private:
    const FailureRules &m_rules;
    const QString &m_source;
    RuleSpending *m_spending;
    LogClassification *m_out;
    const RuleIndex *m_index = nullptr;
    RuleIndex m_ownIndex;
    QVarLengthArray<int, 16> m_candidates;
    TracebackReader m_tracebacks;
};

// Feeds the complete lines of [data, data + size) to `lines`; the index of the first byte
// after the last '\n' (the start of an unfinished line).
qsizetype feedLines(LineClassifier &lines, const char *data, qsizetype size)
{
    qsizetype start = 0;
    while (start < size) {
        const void *end = std::memchr(data + start, '\n', std::size_t(size - start));
        if (!end)
            break;
        const qsizetype at = static_cast<const char *>(end) - data;
        lines.line(data + start, at - start);
        start = at + 1;
    }
    return start;
}

} // namespace

LogClassification classifyText(const FailureRules &rules, const QByteArray &text, const QString &source)
{
    RuleSpending spending;
    spending.source = source;
    LogClassification out = classifyText(rules, text, source, &spending);
    out.ruleProblems = spending.problems;
    return out;
}

LogClassification classifyText(const FailureRules &rules, const QByteArray &text, const QString &source, RuleSpending *spending)
{
    LogClassification out;
    LineClassifier lines(rules, source, spending, &out);
    const qsizetype rest = feedLines(lines, text.constData(), text.size());
    if (rest < text.size())
        lines.line(text.constData() + rest, text.size() - rest);
    return out;
}

namespace {

bool classifyOpenFile(const FailureRules &rules, RegularFile &file, const QString &source, qint64 maxBytes, LogClassification *out,
                      QString *error)
{
    *out = LogClassification();
    RuleSpending spending;
    spending.source = source;
    LineClassifier lines(rules, source, &spending, out);
    const qint64 limit = std::min(file.size(), maxBytes);
    // The buffer holds the unfinished line carried over and the next piece. A line longer than
    // the buffer is classified on its start and the rest skipped up to its end.
    QByteArray buffer(kChunkBytes + kMaxLineHeadBytes, Qt::Uninitialized);
    qsizetype have = 0;
    bool skipping = false; // inside the rest of a line already classified
    qint64 offset = 0;
    while (offset < limit) {
        const qint64 want = std::min<qint64>(limit - offset, buffer.size() - have);
        const qint64 n = file.readAt(buffer.data() + have, want, offset);
        if (n < 0) {
            *error = file.error();
            return false;
        }
        if (n == 0)
            break; // the file shrank since it was opened
        offset += n;
        qsizetype begin = have;
        have += qsizetype(n);
        if (skipping) {
            const void *end = std::memchr(buffer.constData() + begin, '\n', std::size_t(have - begin));
            if (!end) {
                have = 0;
                continue;
            }
            skipping = false;
            begin = static_cast<const char *>(end) - buffer.constData() + 1;
            std::memmove(buffer.data(), buffer.constData() + begin, std::size_t(have - begin));
            have -= begin;
        }
        const qsizetype rest = feedLines(lines, buffer.constData(), have);
        // The unfinished end of a cut file is left out (below), however long.
        const bool cutEnd = offset >= limit && file.size() > maxBytes;
        if (have - rest >= kMaxLineHeadBytes && !cutEnd) {
            lines.line(buffer.constData() + rest, have - rest);
            skipping = true;
            have = 0;
        } else {
            std::memmove(buffer.data(), buffer.constData() + rest, std::size_t(have - rest));
            have -= rest;
        }
    }
    out->cut = file.size() > maxBytes;
    // The end of a cut file is likely the middle of a line: it is left out.
    if (have > 0 && !out->cut)
        lines.line(buffer.constData(), have);
    out->ruleProblems = spending.problems;
    return true;
}

} // namespace

bool classifyLogFile(const FailureRules &rules, const QString &path, const QString &source, qint64 maxBytes, LogClassification *out,
                     QString *error)
{
    RegularFile file;
    if (!file.open(path)) {
        *error = file.error();
        return false;
    }
    return classifyOpenFile(rules, file, source, maxBytes, out, error);
}

bool classifyRunLog(const FailureRules &rules, const QString &runDir, const QString &relative, qint64 maxBytes, LogClassification *out,
                    QString *error)
{
    RegularFile file;
    if (!file.openBeneath(runDir, relative)) {
        *error = file.error();
        return false;
    }
    return classifyOpenFile(rules, file, relative, maxBytes, out, error);
}

} // namespace pilot
