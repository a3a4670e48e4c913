#include "outputsview.h"
#include "charts/theme.h"

#include "core/compare/outputcomparison.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSignalBlocker>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>

namespace pilot::app {

namespace {

enum Filter { All, OnlyDiffering, PilotWrongReferenceRight };

// One side of the difference as HTML: the other side's pieces left out, this side's own marked.
QString side(const QList<DiffSegment> &diff, DiffSegment::Kind own, const QPalette &palette)
{
    const QString marked = cssColor(
        themeColor(own == DiffSegment::OnlyReference ? ThemeColor::OnlyReference : ThemeColor::OnlyPilot, palette));
    QString html;
    for (const DiffSegment &s : diff) {
        const QString text = s.text.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
        if (s.kind == DiffSegment::Same)
            html += text;
        else if (s.kind == own)
            html += QStringLiteral("<span style='background:%1'>%2</span>").arg(marked, text);
    }
    return html;
}

QString mark(bool exact, const QPalette &palette)
{
    return QStringLiteral("<span style='color:%1'>%2</span>")
        .arg(cssColor(themeColor(exact ? ThemeColor::Good : ThemeColor::Bad, palette)), exact ? QStringLiteral("✓") : QStringLiteral("✗"));
}

RunMetrics samplesOf(const RunMetrics &m)
{
    RunMetrics out;
    for (const SampleOutput &s : m.samples())
        out.addSample(s);
    return out;
}

} // namespace

OutputsView::OutputsView(QWidget *parent)
    : QWidget(parent)
    , m_stepLabel(new QLabel(this))
    , m_step(new QComboBox(this))
    , m_filterLabel(new QLabel(this))
    , m_filter(new QComboBox(this))
    , m_search(new QLineEdit(this))
    , m_summary(new QLabel(this))
    , m_previous(new QToolButton(this))
    , m_next(new QToolButton(this))
    , m_pageLabel(new QLabel(this))
    , m_view(new QTextBrowser(this))
{
    m_step->setObjectName(QStringLiteral("outputsStep"));
    m_filter->setObjectName(QStringLiteral("outputsFilter"));
    m_search->setObjectName(QStringLiteral("outputsSearch"));
    m_summary->setObjectName(QStringLiteral("outputsSummary"));
    m_previous->setObjectName(QStringLiteral("outputsPrevious"));
    m_next->setObjectName(QStringLiteral("outputsNext"));
    m_pageLabel->setObjectName(QStringLiteral("outputsPage"));
    m_view->setObjectName(QStringLiteral("outputsView"));
    m_stepLabel->setBuddy(m_step);
    m_filterLabel->setBuddy(m_filter);
    m_search->setClearButtonEnabled(true);
    m_previous->setArrowType(Qt::LeftArrow);
    m_next->setArrowType(Qt::RightArrow);
    m_previous->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageUp));
    m_next->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    auto *find = new QAction(this);
    find->setShortcut(QKeySequence::Find);
    find->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(find);
    connect(find, &QAction::triggered, this, [this] {
        m_search->setFocus();
        m_search->selectAll();
    });
    auto *controls = new QHBoxLayout;
    controls->addWidget(m_stepLabel);
    controls->addWidget(m_step);
    controls->addWidget(m_filterLabel);
    controls->addWidget(m_filter);
    controls->addWidget(m_search, 1);
    auto *pages = new QHBoxLayout;
    pages->addWidget(m_summary, 1);
    pages->addWidget(m_previous);
    pages->addWidget(m_pageLabel);
    pages->addWidget(m_next);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addLayout(pages);
    layout->addWidget(m_view, 1);
    const auto fromFirstPage = [this] {
        m_page = 0;
        render();
    };
    connect(m_step, &QComboBox::activated, this, fromFirstPage);
    connect(m_filter, &QComboBox::activated, this, fromFirstPage);
    connect(m_search, &QLineEdit::textChanged, this, fromFirstPage);
    connect(m_previous, &QToolButton::clicked, this, [this] {
        m_page = std::max(0, m_page - 1);
        render();
    });
    connect(m_next, &QToolButton::clicked, this, [this] {
        ++m_page;
        render();
    });
    retranslate();
}

void OutputsView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        render(); // the marks' colours follow the theme
    QWidget::changeEvent(event);
}

void OutputsView::retranslate()
{
    m_view->setAccessibleName(tr("Outputs of reference and pilot side by side"));
    m_stepLabel->setText(tr("Evaluatio&n step"));
    m_filterLabel->setText(tr("Sho&w"));
    const int filter = std::max(0, m_filter->currentIndex());
    const QSignalBlocker block(m_filter);
    m_filter->clear();
    m_filter->addItems({tr("all prompts"), tr("only differing outputs"), tr("pilot wrong, reference right")});
    m_filter->setCurrentIndex(filter);
    m_search->setPlaceholderText(tr("Search prompts and outputs (Ctrl+F)"));
    m_search->setAccessibleName(tr("Search prompts and outputs"));
    m_previous->setToolTip(tr("Previous page (Ctrl+Page Up)"));
    m_next->setToolTip(tr("Next page (Ctrl+Page Down)"));
    m_previous->setAccessibleName(tr("Previous page"));
    m_next->setAccessibleName(tr("Next page"));
    render();
}

void OutputsView::setRuns(const RunMetrics &reference, const RunMetrics &pilot)
{
    m_reference = samplesOf(reference);
    m_pilot = samplesOf(pilot);
    const qint64 chosen = m_step->currentData().isValid() ? m_step->currentData().toLongLong() : -1;
    const QSignalBlocker block(m_step);
    m_step->clear();
    for (qint64 step : sampleSteps(m_reference, m_pilot))
        m_step->addItem(QLocale().toString(step), step);
    // The chosen step stays; otherwise the latest, where the comparison matters most.
    const int index = m_step->findData(chosen);
    m_step->setCurrentIndex(index >= 0 ? index : m_step->count() - 1);
    render();
}

QString OutputsView::html() const
{
    return m_view->toHtml();
}

namespace {

bool matches(const OutputRow &r, const QString &needle)
{
    return needle.isEmpty() || r.prompt.contains(needle, Qt::CaseInsensitive) || r.expected.contains(needle, Qt::CaseInsensitive)
           || r.reference.contains(needle, Qt::CaseInsensitive) || r.pilot.contains(needle, Qt::CaseInsensitive);
}

} // namespace

void OutputsView::render()
{
    const bool any = m_step->count() > 0;
    m_search->setEnabled(any);
    if (!any) {
        m_summary->clear();
        m_pageLabel->clear();
        m_previous->setEnabled(false);
        m_next->setEnabled(false);
        m_view->setPlainText(tr("Neither run logged sample outputs. pilot-trainer writes them at every evaluation "
                                "(eval.samples in the job)."));
        return;
    }
    const QList<OutputRow> rows = compareOutputs(m_reference, m_pilot, m_step->currentData().toLongLong());
    const auto filter = Filter(std::max(0, m_filter->currentIndex()));
    const QString needle = m_search->text().trimmed();
    int refExact = 0, pilotExact = 0;
    QList<const OutputRow *> shown;
    for (const OutputRow &r : rows) {
        refExact += r.referenceExact;
        pilotExact += r.pilotExact;
        if (filter == OnlyDiffering && r.reference == r.pilot)
            continue;
        if (filter == PilotWrongReferenceRight && !(r.referenceExact && !r.pilotExact))
            continue;
        if (matches(r, needle))
            shown.append(&r);
    }
    const int pageCount = std::max(1, int((shown.size() + kPageRows - 1) / kPageRows));
    m_page = std::clamp(m_page, 0, pageCount - 1);
    m_previous->setEnabled(m_page > 0);
    m_next->setEnabled(m_page + 1 < pageCount);
    const QLocale locale;
    m_pageLabel->setText(tr("Page %1 of %2").arg(locale.toString(m_page + 1), locale.toString(pageCount)));
    // The view's own palette, not its text view's: on a change of theme this widget hears of
    // it before its children do.
    const QPalette &colors = palette();
    const QString noOutput = QStringLiteral("<i>%1</i>").arg(tr("no output").toHtmlEscaped());
    QString table = QStringLiteral("<table width='100%' cellspacing='0' cellpadding='4' border='1' style='border-collapse:collapse'>");
    table += QStringLiteral("<tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th><th>%5</th><th>%6</th></tr>")
                 .arg(tr("Prompt"), tr("Expected"), tr("Reference"), tr("Pilot"), tr("Exact (ref / pilot)"), tr("Similarity"));
    const qsizetype first = qsizetype(m_page) * kPageRows;
    for (qsizetype i = first; i < std::min<qsizetype>(shown.size(), first + kPageRows); ++i) {
        const OutputRow &r = *shown.at(i);
        const QList<DiffSegment> diff = characterDiff(r.reference, r.pilot);
        table += QStringLiteral(
                     "<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td><td align='center'>%5 / %6</td><td align='right'>%7</td></tr>")
                     .arg(r.prompt.toHtmlEscaped(), r.expected.toHtmlEscaped(),
                          r.hasReference ? side(diff, DiffSegment::OnlyReference, colors) : noOutput,
                          r.hasPilot ? side(diff, DiffSegment::OnlyPilot, colors) : noOutput, mark(r.referenceExact, colors),
                          mark(r.pilotExact, colors), locale.toString(r.similarity, 'f', 2));
    }
    table += QStringLiteral("</table>");
    // What the page holds, said with the page: "200 shown" beside "page 1 of 4" read as all.
    const qsizetype last = std::min<qsizetype>(shown.size(), first + kPageRows);
    const QString onPage = shown.isEmpty() ? tr("none matches the filter and search")
                                           : tr("%1 match the filter and search, %2 to %3 on this page")
                                                 .arg(locale.toString(shown.size()), locale.toString(first + 1), locale.toString(last));
    m_summary->setText(tr("Exact match: reference %1 of %3, pilot %2 of %3; %4.")
                           .arg(locale.toString(refExact), locale.toString(pilotExact), locale.toString(rows.size()), onPage));
    m_view->setHtml(table);
}

} // namespace pilot::app
