#pragma once

#include "pilot_core_export.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace pilot {

/// A piece of inline text: plain or bold. Its text is always literal — each renderer escapes
/// it for its own format — so nothing a user typed can ever become markup, a link or structure.
struct RecordSpan
{
    QString text; ///< line endings normalised to '\n' (a line break); no other control characters
    bool bold = false;
};

/// Inline content built from spans. Text is normalised as it is added: "\r\n", "\r" and the
/// Unicode line and paragraph separators become '\n', tabs become spaces, other control
/// characters (NUL included) become U+FFFD.
class PILOT_CORE_EXPORT RecordText
{
public:
    RecordText() = default;
    /// Shorthand for RecordText().plain(text).
    explicit RecordText(const QString &text) { plain(text); }

    RecordText &plain(const QString &text);
    RecordText &bold(const QString &text);
    RecordText &lineBreak();
    /// Appends the spans of `other`.
    RecordText &append(const RecordText &other);

    const QList<RecordSpan> &spans() const { return m_spans; }
    bool isEmpty() const;
    /// All text without formatting, line breaks as '\n'.
    QString toPlainText() const;

private:
    QList<RecordSpan> m_spans;
};

/// One block of a record: a heading, a paragraph, a bulleted list, a table, a figure (a chart
/// drawn by the charts of the stages, report/recordfigures) or the end of a page.
struct RecordBlock
{
    enum class Kind { Heading, Paragraph, List, Table, Figure, PageBreak };
    Kind kind = Kind::Paragraph;
    int level = 1;                 ///< Heading: 1 (the document's title) or 2 (a section)
    RecordText text;               ///< Heading and Paragraph; Figure: the caption
    QString figure;                ///< Figure: which chart (kLossFigure, …)
    QList<RecordText> items;       ///< List: the items; Table: the header cells
    QList<QList<RecordText>> rows; ///< Table: body rows, each with as many cells as the header
};

/// The charts a record can show, by RecordBlock::figure.
inline constexpr char kLossFigure[] = "loss";             ///< reference and pilot loss with the tolerance band
inline constexpr char kTimeChainFigure[] = "time-chain";  ///< the phases of every run and role, stacked
inline constexpr char kBreakEvenFigure[] = "break-even";  ///< cumulative cost over planned trainings
inline constexpr char kHorizonFigure[] = "cost-horizon";  ///< each path's cumulative cost over the planning period

/// A figure drawn for a record: the PNG and, for Markdown, the name of the file beside the
/// record that holds it. A renderer without the image of a figure leaves the figure out.
struct RecordImage
{
    QByteArray png;
    int width = 0, height = 0; ///< pixels
    QString fileName;          ///< Markdown: relative to the record's folder
};
using RecordImages = QHash<QString, RecordImage>;

/// A decision record as structure, built once and rendered to Markdown (recordmarkdown.h),
/// HTML (recordhtml.h) and PDF (report/recordpdf.h). Renderers own all escaping: the
/// structure comes only from the code that builds the document, never from the text in it.
struct PILOT_CORE_EXPORT RecordDocument
{
    QString language; ///< "de" or "en", for the HTML lang attribute
    QString title;    ///< plain text, for the HTML title and the PDF's metadata
    QList<RecordBlock> blocks;

    void addHeading(int level, const RecordText &text);
    void addParagraph(const RecordText &text);
    void addList(const QList<RecordText> &items);
    /// Rows with fewer cells than the header are padded with empty cells, longer ones cut.
    void addTable(const QList<RecordText> &header, QList<QList<RecordText>> rows);
    void addFigure(const QString &figure, const RecordText &caption);
    void addPageBreak();
    /// The figures the document holds, in order.
    QStringList figures() const;
};

} // namespace pilot
