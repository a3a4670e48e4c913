#include "core/failures/patternfragments.h"

#include "core/support/coretr.h"

namespace pilot {

qsizetype PatternFragments::Expanded::writtenOffset(qsizetype offset) const
{
    qsizetype shift = 0;
    for (const Span &s : spans) {
        if (offset < s.expandedBegin)
            break;
        if (offset < s.expandedEnd)
            return s.writtenBegin;
        shift = s.expandedEnd - s.writtenEnd;
    }
    return offset - shift;
}

bool PatternFragments::isName(const QString &name)
{
    if (name.isEmpty() || name.size() > 64 || !(name.at(0) >= u'a' && name.at(0) <= u'z'))
        return false;
    for (const QChar c : name)
        if (!((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || c == u'_'))
            return false;
    return true;
}

std::optional<PatternFragments::Expanded> PatternFragments::expand(const QString &pattern, Problem *problem) const
{
    Expanded out;
    qsizetype from = 0;
    for (;;) {
        const qsizetype open = pattern.indexOf(QLatin1String("{{"), from);
        const qsizetype close = open < 0 ? -1 : pattern.indexOf(QLatin1String("}}"), open + 2);
        if (close < 0) {
            out.text += QStringView(pattern).mid(from);
            break;
        }
        const QString name = pattern.mid(open + 2, close - open - 2);
        if (!isName(name)) {
            // Not a placeholder ("{{" may stand in a pattern for itself): keep one character.
            out.text += QStringView(pattern).mid(from, open + 1 - from);
            from = open + 1;
            continue;
        }
        if (!m_texts.contains(name)) {
            QStringList names = m_texts.keys();
            names.sort();
            *problem = {names.isEmpty() ? CoreTr::tr("no fragment named '%1' (the file defines none)").arg(name)
                                        : CoreTr::tr("no fragment named '%1' (fragments: %2)").arg(name, names.join(QStringLiteral(", "))),
                        open};
            return std::nullopt;
        }
        out.text += QStringView(pattern).mid(from, open - from);
        Expanded::Span span;
        span.expandedBegin = out.text.size();
        span.writtenBegin = open;
        span.writtenEnd = close + 2;
        out.text += QStringLiteral("(?:") + m_texts.value(name) + QLatin1Char(')');
        span.expandedEnd = out.text.size();
        out.spans.append(span);
        from = close + 2;
        if (out.text.size() > kMaxExpandedChars)
            break;
    }
    if (out.text.size() > kMaxExpandedChars) {
        *problem = {CoreTr::tr("the pattern with its fragments is longer than %1 characters").arg(kMaxExpandedChars), 0};
        return std::nullopt;
    }
    return out;
}

} // namespace pilot
