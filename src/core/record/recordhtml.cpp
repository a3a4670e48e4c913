#include "core/record/recordhtml.h"

namespace pilot {

namespace {

// Figures are drawn at twice this width, for sharp print and high-density screens.
constexpr int kFigureWidth = 760;

QString inlineHtml(const RecordText &text)
{
    QString out;
    for (const RecordSpan &span : text.spans()) {
        if (span.bold)
            out += QLatin1String("<b>") + htmlEscaped(span.text) + QLatin1String("</b>");
        else
            out += htmlEscaped(span.text);
    }
    return out;
}

QString tableRow(const QList<RecordText> &cells, const QLatin1String &tag)
{
    QString row = QStringLiteral("<tr>");
    for (const RecordText &cell : cells)
        row += QLatin1Char('<') + tag + QLatin1Char('>') + inlineHtml(cell) + QLatin1String("</") + tag + QLatin1Char('>');
    return row + QLatin1String("</tr>\n");
}

} // namespace

QString htmlEscaped(const QString &text)
{
    QString out = text.toHtmlEscaped();
    out.replace(QLatin1Char('\n'), QLatin1String("<br>"));
    return out;
}

QString recordHtml(const RecordDocument &document, const RecordImages &images)
{
    QString body;
    for (const RecordBlock &block : document.blocks) {
        switch (block.kind) {
        case RecordBlock::Kind::Heading: {
            const QLatin1String tag = block.level <= 1 ? QLatin1String("h1") : QLatin1String("h2");
            body += QLatin1Char('<') + tag + QLatin1Char('>') + inlineHtml(block.text) + QLatin1String("</") + tag + QLatin1String(">\n");
            break;
        }
        case RecordBlock::Kind::Paragraph:
            body += QLatin1String("<p>") + inlineHtml(block.text) + QLatin1String("</p>\n");
            break;
        case RecordBlock::Kind::List:
            body += QLatin1String("<ul>\n");
            for (const RecordText &item : block.items)
                body += QLatin1String("<li>") + inlineHtml(item) + QLatin1String("</li>\n");
            body += QLatin1String("</ul>\n");
            break;
        case RecordBlock::Kind::Table:
            body += QLatin1String("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\" width=\"100%\">\n");
            body += tableRow(block.items, QLatin1String("th"));
            for (const QList<RecordText> &row : block.rows)
                body += tableRow(row, QLatin1String("td"));
            body += QLatin1String("</table>\n");
            break;
        case RecordBlock::Kind::Figure: {
            const RecordImage image = images.value(block.figure);
            if (image.png.isEmpty())
                break;
            const QString caption = inlineHtml(block.text);
            body += QLatin1String("<figure><img src=\"data:image/png;base64,") + QLatin1String(image.png.toBase64())
                    + QLatin1String("\" alt=\"") + htmlEscaped(block.text.toPlainText()) + QLatin1String("\" width=\"")
                    + QString::number(qMin(image.width, kFigureWidth)) + QLatin1String("\"><figcaption>") + caption
                    + QLatin1String("</figcaption></figure>\n");
            break;
        }
        case RecordBlock::Kind::PageBreak:
            body += QLatin1String("<div class=\"pagebreak\"></div>\n");
            break;
        }
    }
    // The policy is for browsers: even if something slipped through, nothing would run or load.
    return QLatin1String("<!DOCTYPE html>\n<html lang=\"") + htmlEscaped(document.language)
           + QLatin1String("\"><head><meta charset=\"utf-8\">"
                           "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; img-src data:\">"
                           "<title>")
           + htmlEscaped(document.title)
           + QLatin1String("</title><style>body{font-family:sans-serif;font-size:10pt} th{background:#eee;text-align:left} "
                           "td,th{vertical-align:top} img{max-width:100%;height:auto} figure{margin:1em 0} "
                           "figcaption{font-size:9pt} .pagebreak{page-break-after:always;break-after:page}</style></head><body>\n")
           + body + QLatin1String("</body></html>\n");
}

} // namespace pilot
