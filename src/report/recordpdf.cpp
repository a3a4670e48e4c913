#include "recordpdf.h"

#include "reporttr.h"

#include <QBuffer>
#include <QFontMetricsF>
#include <QImage>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextLayout>

#include <algorithm>
#include <memory>

namespace pilot {

namespace {

// Text is laid out in windows of this many characters: a paragraph of megabytes is shaped
// piece by piece and never held as glyphs all at once.
constexpr qsizetype kWindow = 4096;

// One line ready to be drawn: the layout that holds it stays alive until it is painted.
struct PlacedLine
{
    std::shared_ptr<QTextLayout> layout;
    int line = 0;
    QPointF at;
};

// The lines of one text at one width, produced on demand. Each window is laid out in full;
// its last line is laid out again at the start of the next window (it may continue there), so
// the lines are those of the whole text laid out at once.
class LineSource
{
public:
    LineSource(const RecordText &text, const QFont &font, qreal width, QPaintDevice *device)
        : m_font(font)
        , m_width(std::max<qreal>(width, 1))
        , m_device(device)
    {
        for (const RecordSpan &span : text.spans()) {
            if (span.bold)
                m_bold.append({m_text.size(), span.text.size()});
            m_text += span.text;
        }
        // '\n' is a forced line break for QTextLayout only as a line separator.
        m_text.replace(QLatin1Char('\n'), QChar(QChar::LineSeparator));
    }

    bool atEnd()
    {
        fill();
        return m_next >= m_usable;
    }

    qreal nextHeight()
    {
        fill();
        return m_layout->lineAt(m_next).height();
    }

    PlacedLine take(QPointF at)
    {
        fill();
        return PlacedLine{m_layout, m_next++, at};
    }

private:
    void fill()
    {
        if (m_layout && (m_next < m_usable || m_pos >= m_text.size()))
            return;
        if (m_layout && m_pos >= m_text.size())
            return;
        qsizetype end = std::min(m_text.size(), m_pos + kWindow);
        // End the window after a space where one is near, and never inside a surrogate pair.
        for (qsizetype probe = end; end < m_text.size() && probe < std::min(m_text.size(), end + 256); ++probe) {
            if (m_text.at(probe).isSpace()) {
                end = probe + 1;
                break;
            }
        }
        if (end < m_text.size() && m_text.at(end - 1).isHighSurrogate())
            ++end;
        auto layout = std::make_shared<QTextLayout>(m_text.mid(m_pos, end - m_pos), m_font, m_device);
        QTextOption option;
        option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        layout->setTextOption(option);
        QList<QTextLayout::FormatRange> formats;
        for (const auto &[start, length] : std::as_const(m_bold)) {
            const qsizetype from = std::max(start, m_pos), to = std::min(start + length, end);
            if (from >= to)
                continue;
            QTextLayout::FormatRange range;
            range.start = int(from - m_pos);
            range.length = int(to - from);
            range.format.setFontWeight(QFont::Bold);
            formats.append(range);
        }
        layout->setFormats(formats);
        layout->beginLayout();
        for (QTextLine line = layout->createLine(); line.isValid(); line = layout->createLine()) {
            line.setLineWidth(m_width);
            line.setPosition(QPointF(0, 0)); // each line is placed where it is drawn
        }
        layout->endLayout();
        const int lines = layout->lineCount();
        m_next = 0;
        if (end < m_text.size() && lines > 1) {
            m_usable = lines - 1;
            m_pos += layout->lineAt(lines - 1).textStart();
        } else {
            m_usable = lines;
            m_pos = end;
        }
        m_layout = std::move(layout);
        if (lines == 0 && m_pos < m_text.size())
            fill();
    }

    QString m_text;
    QList<std::pair<qsizetype, qsizetype>> m_bold;
    QFont m_font;
    qreal m_width;
    QPaintDevice *m_device;
    std::shared_ptr<QTextLayout> m_layout;
    qsizetype m_pos = 0; ///< start of the text not yet laid out in a window that was used up
    int m_next = 0;      ///< next line of m_layout to hand out
    int m_usable = 0;    ///< lines of m_layout that are final
};

class PdfPainter
{
public:
    PdfPainter(QPdfWriter *writer, QPainter *painter)
        : m_writer(writer)
        , m_painter(painter)
        , m_body(font(10, false))
        , m_bold(font(10, true))
        , m_small(font(8, false))
        , m_h1(font(16, true))
        , m_h2(font(13, true))
    {
        const QFontMetricsF metrics(m_body, writer);
        m_em = metrics.height();
        m_width = writer->width();
        m_bottom = writer->height() - 2 * m_em; // the foot holds the page number
        m_pad = m_em / 4;
    }

    void heading(int level, const RecordText &text)
    {
        if (m_y > 0)
            m_y += level <= 1 ? 0 : m_em * 0.8;
        LineSource lines(text, level <= 1 ? m_h1 : m_h2, m_width, m_writer);
        // A heading is never the last line of a page.
        if (!lines.atEnd())
            ensure(lines.nextHeight() + m_em * 1.5);
        flow(lines, 0);
        m_y += m_em * 0.4;
    }

    void paragraph(const RecordText &text)
    {
        LineSource lines(text, m_body, m_width, m_writer);
        flow(lines, 0);
        m_y += m_em * 0.5;
    }

    void list(const QList<RecordText> &items)
    {
        const qreal indent = m_em * 1.2;
        for (const RecordText &item : items) {
            LineSource lines(item, m_body, m_width - indent, m_writer);
            if (lines.atEnd())
                continue;
            ensure(lines.nextHeight());
            m_painter->setFont(m_body);
            m_painter->drawText(QRectF(m_em * 0.3, m_y, indent, lines.nextHeight()), Qt::AlignLeft | Qt::AlignTop, QStringLiteral("•"));
            flow(lines, indent);
            m_y += m_em * 0.15;
        }
        m_y += m_em * 0.35;
    }

    void table(const QList<RecordText> &header, const QList<QList<RecordText>> &rows)
    {
        if (header.isEmpty())
            return;
        m_columns = columnWidths(header, rows);
        m_header = header;
        m_y += m_em * 0.2;
        row(header, true);
        for (const QList<RecordText> &cells : rows)
            row(cells, false);
        m_header.clear();
        m_y += m_em * 0.6;
    }

    /// The image scaled to the text width (never above its own size at 150 dpi), kept on one
    /// page with its caption under it.
    void figure(const QImage &image, const RecordText &caption)
    {
        if (image.isNull())
            return;
        const qreal dpm = m_writer->resolution() / 150.0; // device pixels per image pixel at most
        qreal w = std::min<qreal>(m_width, image.width() * dpm);
        qreal h = w * image.height() / std::max(1, image.width());
        const qreal room = m_bottom - 3 * m_em;
        if (h > room) { // taller than a page: shrink to fit
            w *= room / h;
            h = room;
        }
        ensure(h + 2 * m_em);
        m_y += m_em * 0.3;
        m_painter->drawImage(QRectF((m_width - w) / 2, m_y, w, h), image);
        m_y += h + m_em * 0.3;
        LineSource lines(caption, m_small, m_width, m_writer);
        flow(lines, 0);
        m_y += m_em * 0.6;
    }

    /// The rest of the page stays empty (nothing when the page is still empty).
    void pageBreak()
    {
        if (m_y > 0)
            newPage();
    }

    void finish() { footer(); }

private:
    QFont font(int points, bool bold) const
    {
        QFont f(QStringLiteral("DejaVu Sans"), points);
        f.setBold(bold);
        return QFont(f, m_writer);
    }

    void newPage()
    {
        footer();
        m_writer->newPage();
        ++m_page;
        m_y = 0;
    }

    void footer()
    {
        m_painter->setFont(m_small);
        m_painter->setPen(Qt::black);
        m_painter->drawText(QRectF(0, m_bottom + m_em, m_width, m_em), Qt::AlignRight | Qt::AlignVCenter, QString::number(m_page));
    }

    void ensure(qreal height)
    {
        if (m_y > 0 && m_y + height > m_bottom)
            newPage();
    }

    void flow(LineSource &lines, qreal x)
    {
        while (!lines.atEnd()) {
            ensure(lines.nextHeight());
            const qreal h = lines.nextHeight();
            const PlacedLine placed = lines.take(QPointF(x, m_y));
            m_painter->setPen(Qt::black);
            placed.layout->lineAt(placed.line).draw(m_painter, placed.at);
            m_y += h;
        }
    }

    // Natural widths where they fit; otherwise short columns keep theirs and the long ones share
    // the rest in proportion to how much more they would need.
    QList<qreal> columnWidths(const QList<RecordText> &header, const QList<QList<RecordText>> &rows) const
    {
        const qsizetype n = header.size();
        const QFontMetricsF body(m_body, m_writer), bold(m_bold, m_writer);
        QList<qreal> natural(n, 0);
        const auto measure = [&](const QList<RecordText> &cells, const QFontMetricsF &metrics) {
            for (qsizetype i = 0; i < n && i < cells.size(); ++i) {
                // The first few hundred characters tell whether a column is short or long.
                const QString text = cells.at(i).toPlainText().left(300);
                qreal widest = 0;
                for (const QString &line : text.split(QLatin1Char('\n')))
                    widest = std::max(widest, metrics.horizontalAdvance(line));
                natural[i] = std::max(natural[i], widest + 2 * m_pad + 2);
            }
        };
        measure(header, bold);
        for (const QList<RecordText> &cells : rows)
            measure(cells, body);
        qreal total = 0;
        for (qreal w : natural)
            total += w;
        QList<qreal> widths(n, 0);
        if (total <= m_width) {
            for (qsizetype i = 0; i < n; ++i)
                widths[i] = natural[i] * m_width / total;
            return widths;
        }
        QList<qreal> minimum(n, 0);
        qreal fixed = 0, extra = 0;
        for (qsizetype i = 0; i < n; ++i) {
            minimum[i] = natural[i] <= m_width / 6 ? natural[i] : m_width / (2 * n);
            fixed += minimum[i];
            extra += natural[i] - minimum[i];
        }
        const qreal rest = std::max<qreal>(0, m_width - fixed);
        for (qsizetype i = 0; i < n; ++i)
            widths[i] = fixed > m_width ? m_width / n : minimum[i] + (extra > 0 ? rest * (natural[i] - minimum[i]) / extra : rest / n);
        return widths;
    }

    // One table row, split over as many pages as it needs; every piece of it gets its borders,
    // and a piece that starts a page gets the header above it.
    void row(const QList<RecordText> &cells, bool isHeader)
    {
        std::vector<LineSource> sources;
        for (qsizetype i = 0; i < m_columns.size(); ++i)
            sources.emplace_back(i < cells.size() ? cells.at(i) : RecordText(), isHeader ? m_bold : m_body, m_columns.at(i) - 2 * m_pad,
                                 m_writer);
        const auto done = [&] { return std::all_of(sources.begin(), sources.end(), [](LineSource &s) { return s.atEnd(); }); };
        qreal firstLine = m_em;
        for (LineSource &s : sources)
            firstLine = s.atEnd() ? firstLine : std::max(firstLine, s.nextHeight());
        bool first = true;
        bool fresh = m_y == 0; // nothing above this piece but (perhaps) the header
        while (first || !done()) {
            if (!fresh && m_y + 2 * m_pad + firstLine > m_bottom) {
                continueOnNewPage(isHeader);
                fresh = true;
            }
            const qreal top = m_y;
            qreal bottom = top + 2 * m_pad + (first ? firstLine : 0);
            std::vector<PlacedLine> placed;
            qreal x = 0;
            for (qsizetype i = 0; i < m_columns.size(); ++i) {
                LineSource &s = sources[size_t(i)];
                qreal y = top + m_pad;
                // At least one line per piece, even one taller than a page: the row always
                // makes progress.
                while (!s.atEnd() && (y + s.nextHeight() <= m_bottom - m_pad || (fresh && y == top + m_pad))) {
                    const qreal h = s.nextHeight();
                    placed.push_back(s.take(QPointF(x + m_pad, y)));
                    y += h;
                }
                bottom = std::max(bottom, y + m_pad);
                x += m_columns.at(i);
            }
            if (isHeader)
                m_painter->fillRect(QRectF(0, top, x, bottom - top), QColor(0xee, 0xee, 0xee));
            m_painter->setPen(Qt::black);
            for (const PlacedLine &p : placed)
                p.layout->lineAt(p.line).draw(m_painter, p.at);
            QPen border(QColor(0x88, 0x88, 0x88));
            border.setWidthF(m_em / 16);
            m_painter->setPen(border);
            x = 0;
            for (qreal w : std::as_const(m_columns)) {
                m_painter->drawRect(QRectF(x, top, w, bottom - top));
                x += w;
            }
            m_y = bottom;
            first = false;
            fresh = false;
            if (!done()) {
                continueOnNewPage(isHeader);
                fresh = true;
            }
        }
    }

    void continueOnNewPage(bool isHeader)
    {
        newPage();
        if (!isHeader)
            row(m_header, true);
    }

    QPdfWriter *m_writer;
    QPainter *m_painter;
    QFont m_body, m_bold, m_small, m_h1, m_h2;
    qreal m_em = 0, m_width = 0, m_bottom = 0, m_pad = 0, m_y = 0;
    int m_page = 1;
    QList<qreal> m_columns;
    QList<RecordText> m_header;
};

} // namespace

QByteArray recordPdf(const RecordDocument &document, const RecordImages &images, QString *error)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setTitle(document.title);
        writer.setCreator(QStringLiteral("Migration Pilot"));
        writer.setResolution(300);
        writer.setPageLayout(
            QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(18, 18, 18, 18), QPageLayout::Millimeter));
        QPainter painter;
        if (!painter.begin(&writer)) {
            if (error)
                *error = ReportTr::tr("the PDF could not be started");
            return QByteArray();
        }
        PdfPainter pdf(&writer, &painter);
        for (const RecordBlock &block : document.blocks) {
            switch (block.kind) {
            case RecordBlock::Kind::Heading:
                pdf.heading(block.level, block.text);
                break;
            case RecordBlock::Kind::Paragraph:
                pdf.paragraph(block.text);
                break;
            case RecordBlock::Kind::List:
                pdf.list(block.items);
                break;
            case RecordBlock::Kind::Table:
                pdf.table(block.items, block.rows);
                break;
            case RecordBlock::Kind::Figure:
                if (images.contains(block.figure))
                    pdf.figure(QImage::fromData(images.value(block.figure).png, "PNG"), block.text);
                break;
            case RecordBlock::Kind::PageBreak:
                pdf.pageBreak();
                break;
            }
        }
        pdf.finish();
        if (!painter.end()) {
            if (error)
                *error = ReportTr::tr("the PDF could not be completed");
            return QByteArray();
        }
    }
    QByteArray bytes = buffer.data();
    if (!bytes.startsWith("%PDF-")) {
        if (error)
            *error = ReportTr::tr("the PDF could not be completed");
        return QByteArray();
    }
    return bytes;
}

} // namespace pilot
