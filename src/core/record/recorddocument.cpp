#include "core/record/recorddocument.h"

namespace pilot {

namespace {

// One normalisation for every renderer: each of them may then rely on '\n' being the only
// line break and on no control character reaching its output.
QString normalised(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const char16_t u = c.unicode();
        if (u == u'\r') {
            out += QLatin1Char('\n');
            if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('\n'))
                ++i;
        } else if (u == u'\n' || u == 0x2028 || u == 0x2029) {
            out += QLatin1Char('\n');
        } else if (u == u'\t') {
            out += QLatin1Char(' ');
        } else if (u < 0x20 || (u >= 0x7f && u < 0xa0)) {
            out += QChar(QChar::ReplacementCharacter);
        } else {
            out += c;
        }
    }
    return out;
}

} // namespace

RecordText &RecordText::plain(const QString &text)
{
    if (!text.isEmpty())
        m_spans.append(RecordSpan{normalised(text), false});
    return *this;
}

RecordText &RecordText::bold(const QString &text)
{
    if (!text.isEmpty())
        m_spans.append(RecordSpan{normalised(text), true});
    return *this;
}

RecordText &RecordText::lineBreak()
{
    m_spans.append(RecordSpan{QStringLiteral("\n"), false});
    return *this;
}

RecordText &RecordText::append(const RecordText &other)
{
    m_spans += other.m_spans;
    return *this;
}

bool RecordText::isEmpty() const
{
    for (const RecordSpan &s : m_spans) {
        if (!s.text.isEmpty())
            return false;
    }
    return true;
}

QString RecordText::toPlainText() const
{
    QString out;
    for (const RecordSpan &s : m_spans)
        out += s.text;
    return out;
}

void RecordDocument::addHeading(int level, const RecordText &text)
{
    RecordBlock b;
    b.kind = RecordBlock::Kind::Heading;
    b.level = level <= 1 ? 1 : 2;
    b.text = text;
    blocks.append(std::move(b));
}

void RecordDocument::addParagraph(const RecordText &text)
{
    RecordBlock b;
    b.kind = RecordBlock::Kind::Paragraph;
    b.text = text;
    blocks.append(std::move(b));
}

void RecordDocument::addList(const QList<RecordText> &items)
{
    RecordBlock b;
    b.kind = RecordBlock::Kind::List;
    b.items = items;
    blocks.append(std::move(b));
}

void RecordDocument::addTable(const QList<RecordText> &header, QList<QList<RecordText>> rows)
{
    for (QList<RecordText> &row : rows)
        row.resize(header.size());
    RecordBlock b;
    b.kind = RecordBlock::Kind::Table;
    b.items = header;
    b.rows = std::move(rows);
    blocks.append(std::move(b));
}

void RecordDocument::addFigure(const QString &figure, const RecordText &caption)
{
    RecordBlock b;
    b.kind = RecordBlock::Kind::Figure;
    b.figure = figure;
    b.text = caption;
    blocks.append(std::move(b));
}

void RecordDocument::addPageBreak()
{
    RecordBlock b;
    b.kind = RecordBlock::Kind::PageBreak;
    blocks.append(std::move(b));
}

QStringList RecordDocument::figures() const
{
    QStringList out;
    for (const RecordBlock &b : blocks) {
        if (b.kind == RecordBlock::Kind::Figure)
            out.append(b.figure);
    }
    return out;
}

} // namespace pilot
