#include "core/failures/tracebackreader.h"

namespace pilot {

namespace {

const QLatin1StringView kHeader("Traceback (most recent call last):");

bool isIndented(QStringView body)
{
    return !body.isEmpty() && (body.front() == QLatin1Char(' ') || body.front() == QLatin1Char('\t'));
}

bool isFrame(QStringView body)
{
    return isIndented(body) && body.trimmed().startsWith(QLatin1StringView("File \""));
}

// What Python prints last: the exception's (qualified) name, then ':' and its message or
// nothing — `KeyError: 'user'`, `torch._dynamo.exc.BackendCompilerFailed: …`, `AssertionError`.
bool isExceptionLine(QStringView body)
{
    qsizetype i = 0;
    const qsizetype n = body.size();
    if (n == 0 || !(body.at(0).isLetter() || body.at(0) == QLatin1Char('_')))
        return false;
    while (i < n && (body.at(i).isLetterOrNumber() || body.at(i) == QLatin1Char('_') || body.at(i) == QLatin1Char('.')))
        ++i;
    return i == n || body.at(i) == QLatin1Char(':');
}

} // namespace

TracebackReader::TracebackReader(const FailureRules &rules)
    : m_rules(rules)
{
}

TracebackReader::Ending TracebackReader::line(qint64 number, int rank, QStringView body, RuleSpending *spending)
{
    if (body.trimmed().startsWith(kHeader)) {
        if (m_open.size() >= kMaxOpen)
            m_open.clear();
        m_open.insert(rank, Open());
        return Ending();
    }
    auto it = m_open.find(rank);
    if (it == m_open.end()) {
        if (!isFrame(body))
            return Ending();
        if (m_open.size() >= kMaxOpen)
            m_open.clear();
        it = m_open.insert(rank, Open());
    }
    if (isFrame(body)) {
        ++it->frames;
        const QString frame = body.trimmed().toString();
        const int rule = m_rules.matchFrame(frame, spending);
        if (rule >= 0) {
            it->rule = rule;
            it->ruleFrame = it->frames;
            it->frameLine = number;
            it->frameText = frame.left(FailureRules::kMaxMatchedChars);
        }
        return Ending();
    }
    if (isIndented(body) || body.trimmed().isEmpty())
        return Ending(); // the code of a frame, its markers, "[Previous line repeated …]"
    // The first unindented line ends the traceback, whatever it is.
    const Open open = *it;
    m_open.erase(it);
    if (open.rule < 0 || open.frames - open.ruleFrame >= kInnermostFrames || !isExceptionLine(body))
        return Ending();
    return Ending{open.rule, open.frameLine, open.frameText};
}

} // namespace pilot
