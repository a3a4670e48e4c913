#include "core/record/recordmarkdown.h"

#include <QUrl>

namespace pilot {

namespace {

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber();
}

// Characters that mean something inline: escaped wherever they stand. '<', '>' and '&' become
// character references rather than backslash escapes, because Markdown dialects older than
// CommonMark do not honour "\<" and would pass a tag through.
QString escapeChars(const QString &text)
{
    QString out;
    out.reserve(text.size() + text.size() / 8);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        switch (c.unicode()) {
        case u'<':
            out += QLatin1String("&lt;");
            break;
        case u'>':
            out += QLatin1String("&gt;");
            break;
        case u'&':
            out += QLatin1String("&amp;");
            break;
        case u'\n':
            out += QLatin1Char(' ');
            break;
        case u'_':
            // Between two letters or digits an underscore can neither open nor close
            // emphasis (CommonMark's flanking rules), so snake_case names stay readable.
            if (i > 0 && i + 1 < text.size() && isWordChar(text.at(i - 1)) && isWordChar(text.at(i + 1))) {
                out += c;
                break;
            }
            Q_FALLTHROUGH();
        case u'\\':
        case u'`':
        case u'*':
        case u'[':
        case u']':
        case u'#':
        case u'|':
        case u'~':
            out += QLatin1Char('\\');
            out += c;
            break;
        default:
            out += c;
        }
    }
    return out;
}

// What only matters at the start of a line: indentation (code block), list markers, setext
// underlines, ordered list numbers. `line` is already escaped by escapeChars; trailing spaces
// go too, so text never makes a hard line break of its own.
QString guardLineStart(QString line)
{
    qsizetype start = 0;
    while (start < line.size() && line.at(start) == QLatin1Char(' '))
        ++start;
    qsizetype end = line.size();
    while (end > start && line.at(end - 1) == QLatin1Char(' '))
        --end;
    line = line.mid(start, end - start);
    if (line.isEmpty())
        return line;
    const QChar first = line.at(0);
    if (first == QLatin1Char('-') || first == QLatin1Char('+') || first == QLatin1Char('='))
        return QLatin1Char('\\') + line;
    qsizetype digits = 0;
    while (digits < line.size() && line.at(digits).isDigit() && line.at(digits).unicode() < 128)
        ++digits;
    if (digits > 0 && digits < line.size() && (line.at(digits) == QLatin1Char('.') || line.at(digits) == QLatin1Char(')')))
        line.insert(digits, QLatin1Char('\\'));
    return line;
}

// The spans of `text` as escaped Markdown lines (bold as **…**), one entry per line break;
// lines left empty are dropped, since an empty line would end the block.
QStringList inlineLines(const RecordText &text)
{
    QStringList lines;
    QString current;
    const auto flush = [&] {
        const QString guarded = guardLineStart(current);
        if (!guarded.isEmpty())
            lines.append(guarded);
        current.clear();
    };
    for (const RecordSpan &span : text.spans()) {
        const QStringList parts = span.text.split(QLatin1Char('\n'));
        for (qsizetype i = 0; i < parts.size(); ++i) {
            if (i > 0)
                flush();
            const QString &part = parts.at(i);
            if (!span.bold) {
                current += escapeChars(part);
                continue;
            }
            // Emphasis must hug its text: the spaces around it stay outside the markers.
            const QString trimmed = part.trimmed();
            if (trimmed.isEmpty()) {
                current += part;
                continue;
            }
            const qsizetype lead = part.indexOf(trimmed);
            current += part.left(lead) + QLatin1String("**") + escapeChars(trimmed) + QLatin1String("**") + part.mid(lead + trimmed.size());
        }
    }
    flush();
    return lines;
}

QString oneLine(const RecordText &text)
{
    return inlineLines(text).join(QLatin1Char(' '));
}

// Lines of a paragraph or list item: a hard break ("  ") between them, continuation lines
// indented so they stay inside a list item.
QString joinedLines(const QStringList &lines, const QString &indent)
{
    QString out;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (i > 0)
            out += QLatin1String("  \n") + indent;
        out += lines.at(i);
    }
    return out;
}

QString tableRow(const QList<RecordText> &cells)
{
    QString row = QStringLiteral("|");
    for (const RecordText &cell : cells)
        row += QLatin1Char(' ') + oneLine(cell) + QLatin1String(" |");
    return row + QLatin1Char('\n');
}

} // namespace

QString markdownEscaped(const QString &text)
{
    return guardLineStart(escapeChars(text));
}

QString recordMarkdown(const RecordDocument &document, const RecordImages &images)
{
    QString md;
    for (const RecordBlock &block : document.blocks) {
        if (!md.isEmpty())
            md += QLatin1Char('\n');
        switch (block.kind) {
        case RecordBlock::Kind::Heading:
            md += QString(block.level, QLatin1Char('#')) + QLatin1Char(' ') + oneLine(block.text) + QLatin1Char('\n');
            break;
        case RecordBlock::Kind::Paragraph: {
            const QStringList lines = inlineLines(block.text);
            if (!lines.isEmpty())
                md += joinedLines(lines, QString()) + QLatin1Char('\n');
            break;
        }
        case RecordBlock::Kind::List:
            for (const RecordText &item : block.items)
                md += QLatin1String("- ") + joinedLines(inlineLines(item), QStringLiteral("  ")) + QLatin1Char('\n');
            break;
        case RecordBlock::Kind::Table:
            md += tableRow(block.items);
            md += QLatin1Char('|');
            for (qsizetype i = 0; i < block.items.size(); ++i)
                md += QLatin1String("---|");
            md += QLatin1Char('\n');
            for (const QList<RecordText> &row : block.rows)
                md += tableRow(row);
            break;
        case RecordBlock::Kind::Figure: {
            const RecordImage image = images.value(block.figure);
            if (image.fileName.isEmpty())
                break;
            // The file name is percent-encoded, so no character of it can end the link.
            md += QLatin1String("![") + oneLine(block.text) + QLatin1String("](")
                  + QString::fromLatin1(QUrl::toPercentEncoding(image.fileName)) + QLatin1String(")\n\n")
                  + joinedLines(inlineLines(block.text), QString()) + QLatin1Char('\n');
            break;
        }
        case RecordBlock::Kind::PageBreak:
            md += QLatin1String("---\n");
            break;
        }
    }
    return md;
}

} // namespace pilot
