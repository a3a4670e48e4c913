#include "core/support/safename.h"

namespace pilot {

namespace {

bool isControl(char32_t c)
{
    return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x2028 || c == 0x2029;
}

bool isSeparator(char32_t c)
{
    return c == U'/' || c == U'\\';
}

// `text` cut to at most `maxBytes` of UTF-8, never inside a character.
QString cutToBytes(const QString &text, int maxBytes)
{
    QString out;
    int bytes = 0;
    const QList<uint> points = text.toUcs4();
    for (const uint c : points) {
        const int n = c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
        if (bytes + n > maxBytes)
            break;
        bytes += n;
        const char32_t ch = char32_t(c);
        out += QString::fromUcs4(&ch, 1);
    }
    return out;
}

QString clean(const QString &name)
{
    QString out;
    // White space around the name goes first: a name of blanks and tabs is no name at all.
    const QList<uint> points = name.trimmed().toUcs4();
    for (const uint c : points) {
        const char32_t ch = isControl(c) || isSeparator(c) ? U'_' : char32_t(c);
        out += QString::fromUcs4(&ch, 1);
    }
    // Leading dots would make ".", ".." or a hidden file; trailing dots and spaces are
    // dropped by some file systems, which would merge names that differ only there.
    qsizetype start = 0;
    while (start < out.size() && (out.at(start) == QLatin1Char('.') || out.at(start).isSpace()))
        ++start;
    out = cutToBytes(out.mid(start), kMaxSafeNameBytes);
    while (!out.isEmpty() && (out.back() == QLatin1Char('.') || out.back().isSpace()))
        out.chop(1);
    return out;
}

} // namespace

bool hasControlCharacter(const QString &text)
{
    for (const QChar c : text) {
        if (isControl(c.unicode()))
            return true;
    }
    return false;
}

QString printableText(const QString &text)
{
    QString out;
    for (const QChar c : text) {
        if (!isControl(c.unicode()))
            out += c;
        else if (c.unicode() < 0x100)
            out += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
        else
            out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
    }
    return out;
}

QString safeFileName(const QString &name, const QString &fallback)
{
    const QString cleaned = clean(name);
    if (!cleaned.isEmpty())
        return cleaned;
    const QString cleanFallback = clean(fallback);
    return cleanFallback.isEmpty() ? QStringLiteral("run") : cleanFallback;
}

bool isSafeFileName(const QString &name)
{
    return !name.isEmpty() && clean(name) == name;
}

QString UniqueFileNames::take(const QString &name, const QString &fallback)
{
    const QString base = safeFileName(name, fallback);
    QString candidate = base;
    for (int n = 2; m_taken.contains(candidate.toCaseFolded()); ++n) {
        const QString suffix = QLatin1Char('-') + QString::number(n);
        candidate = cutToBytes(base, kMaxSafeNameBytes - int(suffix.size())) + suffix;
    }
    m_taken.insert(candidate.toCaseFolded());
    return candidate;
}

} // namespace pilot
