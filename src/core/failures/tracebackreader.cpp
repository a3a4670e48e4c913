#include "core/failures/tracebackreader.h"

#include "core/failures/failureclassifier.h"

namespace pilot {

namespace {

bool isIndented(QStringView body)
{
    return !body.isEmpty() && (body.front() == QLatin1Char(' ') || body.front() == QLatin1Char('\t'));
}

bool isFrame(QStringView body)
{
    return isIndented(body) && body.trimmed().startsWith(QLatin1StringView("File \""));
}

// What Python prints last: the exception's name, qualified or not, then ':' and its message or
// nothing — `KeyError: 'user'`, `torch._dynamo.exc.BackendCompilerFailed: …`, `AssertionError`.
// The name must look like an exception's, so that a logger's `INFO:root:…` or a tool's
// `wandb: …` after an unfinished traceback is not taken for one.
bool isExceptionLine(QStringView body)
{
    const qsizetype n = body.size();
    qsizetype i = 0;
    while (i < n && (body.at(i).isLetterOrNumber() || body.at(i) == QLatin1Char('_') || body.at(i) == QLatin1Char('.')))
        ++i;
    if (i == 0 || (i < n && body.at(i) != QLatin1Char(':')))
        return false;
    const QStringView name = body.left(i);
    const QStringView last = name.mid(name.lastIndexOf(QLatin1Char('.')) + 1);
    if (last.isEmpty() || !last.front().isUpper())
        return false;
    for (const char *end : {"Error", "Exception", "Exit", "Interrupt", "Failed", "Failure", "Fault", "Unsupported", "Iteration"}) {
        if (last.endsWith(QLatin1StringView(end)))
            return true;
    }
    return false;
}

} // namespace

TracebackReader::TracebackReader(const FailureRules &rules)
    : m_rules(rules)
{
}

TracebackReader::Ending TracebackReader::line(qint64 number, int rank, QStringView body, RuleSpending *spending)
{
    // A traceback is written at once; one whose process wrote nothing of it for kMaxQuietLines
    // lines of the log was cut off (the process died, or the log was cut), and is dropped.
    if (number - m_swept >= kMaxQuietLines) {
        m_open.removeIf([&](const QHash<int, Open>::iterator &it) { return number - it->lastLine >= kMaxQuietLines; });
        m_swept = number;
    }
    auto it = m_open.find(rank);
    if (it == m_open.end()) {
        if (!isFrame(body))
            return Ending();
        if (m_open.size() >= kMaxOpen)
            m_open.clear();
        it = m_open.insert(rank, Open());
    }
    it->lastLine = number;
    if (isFrame(body)) {
        ++it->frames;
        const QString frame = body.trimmed().toString();
        const int rule = m_rules.matchFrame(frame, spending);
        if (rule >= 0) {
            it->found = Ending{rule, number, frame.left(FailureMatch::kMaxKeptChars)};
            it->ruleFrame = it->frames;
        }
        return Ending();
    }
    if (isIndented(body) || body.trimmed().isEmpty())
        return Ending(); // the code of a frame, its markers, "[Previous line repeated …]"
    // The first unindented line ends the traceback, whatever it is (a `Traceback (most recent
    // call last):` of a chained exception too: the next one begins at its first frame).
    const Open open = *it;
    m_open.erase(it);
    if (open.found.rule < 0 || open.frames - open.ruleFrame >= kInnermostFrames || !isExceptionLine(body))
        return Ending();
    return open.found;
}

} // namespace pilot
