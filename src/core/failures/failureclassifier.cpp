#include "core/failures/failureclassifier.h"

#include "core/support/regularfile.h"

namespace pilot {

namespace {

// srun --label puts the task's rank before each line ("0: ", " 12: "): a rule anchored at the
// start of a line is meant for what the task wrote.
QString withoutTaskLabel(const QString &line)
{
    qsizetype i = 0;
    while (i < line.size() && line.at(i) == QLatin1Char(' '))
        ++i;
    const qsizetype digits = i;
    while (i < line.size() && i - digits < 6 && line.at(i).isDigit())
        ++i;
    if (i == digits || !line.mid(i).startsWith(QLatin1String(": ")))
        return line;
    return line.mid(i + 2);
}

void classifyLine(const FailureRules &rules, QByteArrayView bytes, qint64 number, const QString &source, RuleSpending *spending,
                  LogClassification *out)
{
    if (bytes.endsWith('\r'))
        bytes.chop(1);
    if (bytes.isEmpty())
        return;
    // Only the start of a very long line is decoded: a rule never looks further (match()).
    const QByteArrayView head = bytes.first(std::min<qsizetype>(bytes.size(), FailureRules::kMaxMatchedChars * 4));
    const QString line = QString::fromUtf8(head);
    spending->line = number;
    const int index = rules.match(withoutTaskLabel(line), spending);
    if (index < 0)
        return;
    out->matches.append(FailureMatch{source, number, line.left(FailureMatch::kMaxKeptChars), rules.rules.at(index)});
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
    qsizetype start = 0;
    while (start < text.size()) {
        qsizetype end = text.indexOf('\n', start);
        if (end < 0)
            end = text.size();
        ++out.lines;
        classifyLine(rules, QByteArrayView(text).sliced(start, end - start), out.lines, source, spending, &out);
        start = end + 1;
    }
    return out;
}

bool classifyLogFile(const FailureRules &rules, const QString &path, const QString &source, qint64 maxBytes,
                     LogClassification *out, QString *error)
{
    RegularFile file;
    if (!file.open(path)) {
        *error = file.error();
        return false;
    }
    const qint64 size = std::min(file.size(), maxBytes);
    QByteArray bytes(qsizetype(size), Qt::Uninitialized);
    qint64 have = 0;
    while (have < size) {
        const qint64 n = file.readAt(bytes.data() + have, size - have, have);
        if (n < 0) {
            *error = file.error();
            return false;
        }
        if (n == 0)
            break; // the file shrank since it was opened
        have += n;
    }
    bytes.truncate(qsizetype(have));
    const bool cut = file.size() > maxBytes;
    if (cut) {
        // The last line read is likely cut in the middle: leave it out.
        const qsizetype lastBreak = bytes.lastIndexOf('\n');
        bytes.truncate(lastBreak < 0 ? 0 : lastBreak + 1);
    }
    *out = classifyText(rules, bytes, source);
    out->cut = cut;
    return true;
}

} // namespace pilot
