#include "recordtextdocument.h"

#include <QFontMetricsF>
#include <QImage>
#include <QUrl>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextTable>

namespace pilot {

namespace {

constexpr qsizetype kMaxTableCharacters = 100000;

void insertText(QTextCursor &cursor, const RecordText &text, const QTextCharFormat &base)
{
    for (const RecordSpan &span : text.spans()) {
        QTextCharFormat format = base;
        if (span.bold)
            format.setFontWeight(QFont::Bold);
        // A line break inside the block: insertText would start a new paragraph at '\n'.
        QString t = span.text;
        t.replace(QLatin1Char('\n'), QChar(QChar::LineSeparator));
        cursor.insertText(t, format);
    }
}

// Qt lays out a table in full, at once and again at every change of width, while paragraphs
// are laid out as they come into view: a table with cells of hundreds of kilobytes (reasons a
// team kept adding to) would freeze the window for seconds. Such a table is shown as rows of
// paragraphs instead.
bool fitsInATable(const RecordBlock &table)
{
    qsizetype total = 0;
    for (const QList<RecordText> &row : table.rows) {
        for (const RecordText &cell : row) {
            for (const RecordSpan &span : cell.spans())
                total += span.text.size();
        }
    }
    return total <= kMaxTableCharacters;
}

// A table too large to lay out as one (see fitsInATable), as paragraphs. `block` starts the next paragraph with a
// format.
template<typename StartBlock>
void insertRowsAsParagraphs(QTextCursor &cursor, const RecordBlock &b, qreal em, const QTextCharFormat &plain, const StartBlock &block)
{
    QTextCharFormat label;
    label.setFontWeight(QFont::Bold);
    for (const QList<RecordText> &row : b.rows) {
        for (qsizetype c = 0; c < row.size(); ++c) {
            QTextBlockFormat format;
            format.setTopMargin(c == 0 ? em * 0.6 : 0);
            format.setLeftMargin(c == 0 ? 0 : em * 1.4);
            block(format);
            insertText(cursor, RecordText().bold(b.items.at(c).toPlainText() + QLatin1String(": ")), label);
            insertText(cursor, row.at(c), plain);
        }
    }
}

// A table at the cursor, its header row in the palette's button colours; the cursor ends after it.
void insertTable(QTextCursor &cursor, const RecordBlock &b, const QPalette &palette, const QTextCharFormat &plain)
{
    QTextTableFormat format;
    format.setBorder(1);
    format.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
    format.setBorderCollapse(true);
    format.setCellPadding(4);
    format.setCellSpacing(0);
    format.setHeaderRowCount(1);
    format.setWidth(QTextLength(QTextLength::PercentageLength, 100));
    const int columns = int(b.items.size());
    QTextTable *table = cursor.insertTable(int(b.rows.size()) + 1, columns, format);
    QTextCharFormat header;
    header.setFontWeight(QFont::Bold);
    header.setForeground(palette.color(QPalette::ButtonText));
    for (int c = 0; c < columns; ++c) {
        QTextTableCell cell = table->cellAt(0, c);
        QTextCharFormat background = cell.format();
        background.setBackground(palette.color(QPalette::Button));
        cell.setFormat(background);
        QTextCursor at = cell.firstCursorPosition();
        insertText(at, b.items.at(c), header);
    }
    for (int r = 0; r < b.rows.size(); ++r) {
        for (int c = 0; c < columns; ++c) {
            QTextCursor at = table->cellAt(r + 1, c).firstCursorPosition();
            insertText(at, b.rows.at(r).at(c), plain);
        }
    }
    cursor.movePosition(QTextCursor::End);
}

// A figure's image, centred at half its pixel size, with its caption below; nothing when the image is missing or not
// a PNG. `block` starts the next paragraph with a format.
template<typename StartBlock>
void insertFigure(QTextDocument *document, QTextCursor &cursor, const RecordBlock &b, const RecordImages &images, qreal em,
                  const StartBlock &block)
{
    const RecordImage image = images.value(b.figure);
    const QImage picture = QImage::fromData(image.png, "PNG");
    if (picture.isNull())
        return;
    // The document holds the image itself: it never loads one (InertTextDocument).
    const QUrl name(QStringLiteral("figure:") + b.figure);
    document->addResource(QTextDocument::ImageResource, name, picture);
    QTextBlockFormat format;
    format.setAlignment(Qt::AlignHCenter);
    format.setTopMargin(em * 0.4);
    block(format);
    QTextImageFormat shown;
    shown.setName(name.toString());
    // Drawn at twice the size it is shown, for sharp print and dense screens.
    shown.setWidth(picture.width() / 2.0);
    shown.setHeight(picture.height() / 2.0);
    cursor.insertImage(shown);
    QTextBlockFormat caption;
    caption.setBottomMargin(em * 0.6);
    block(caption);
    QTextCharFormat small;
    small.setFontPointSize(document->defaultFont().pointSizeF() * 0.9);
    insertText(cursor, b.text, small);
}

} // namespace

QVariant InertTextDocument::loadResource(int, const QUrl &)
{
    return QVariant();
}

void fillTextDocument(QTextDocument *document, const RecordDocument &record, const RecordImages &images, const QPalette &palette)
{
    document->clear();
    document->setUndoRedoEnabled(false);
    QTextCursor cursor(document);
    cursor.beginEditBlock();
    const QTextCharFormat plain;
    const qreal em = QFontMetricsF(document->defaultFont()).height();
    bool first = true;
    const auto block = [&](const QTextBlockFormat &format) {
        if (first)
            cursor.setBlockFormat(format);
        else
            cursor.insertBlock(format, plain);
        first = false;
    };
    for (const RecordBlock &b : record.blocks) {
        switch (b.kind) {
        case RecordBlock::Kind::Heading: {
            QTextBlockFormat format;
            format.setHeadingLevel(b.level);
            format.setTopMargin(first ? 0 : em * (b.level <= 1 ? 0.5 : 0.9));
            format.setBottomMargin(em * 0.4);
            block(format);
            QTextCharFormat heading;
            heading.setFontWeight(QFont::Bold);
            heading.setFontPointSize(document->defaultFont().pointSizeF() * (b.level <= 1 ? 1.6 : 1.3));
            insertText(cursor, b.text, heading);
            break;
        }
        case RecordBlock::Kind::Paragraph: {
            QTextBlockFormat format;
            format.setBottomMargin(em * 0.5);
            block(format);
            insertText(cursor, b.text, plain);
            break;
        }
        case RecordBlock::Kind::List: {
            QTextBlockFormat format;
            format.setLeftMargin(em * 1.4);
            format.setTextIndent(-em * 0.9);
            format.setBottomMargin(em * 0.15);
            for (qsizetype i = 0; i < b.items.size(); ++i) {
                if (i + 1 == b.items.size())
                    format.setBottomMargin(em * 0.5);
                block(format);
                cursor.insertText(QStringLiteral("•\u2002"), plain);
                insertText(cursor, b.items.at(i), plain);
            }
            break;
        }
        case RecordBlock::Kind::Table: {
            if (!fitsInATable(b)) {
                // Each row as paragraphs, every cell under its column's name.
                insertRowsAsParagraphs(cursor, b, em, plain, block);
                break;
            }
            block(QTextBlockFormat());
            insertTable(cursor, b, palette, plain);
            first = false;
            break;
        }
        case RecordBlock::Kind::Figure: {
            insertFigure(document, cursor, b, images, em, block);
            break;
        }
        case RecordBlock::Kind::PageBreak: {
            QTextBlockFormat format;
            format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysAfter);
            block(format);
            break;
        }
        }
    }
    cursor.endEditBlock();
}

} // namespace pilot
