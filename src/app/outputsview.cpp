#include "outputsview.h"
#include "theme.h"

#include "core/compare/outputcomparison.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QTextBrowser>
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
    , m_summary(new QLabel(this))
    , m_view(new QTextBrowser(this))
{
    m_step->setObjectName(QStringLiteral("outputsStep"));
    m_filter->setObjectName(QStringLiteral("outputsFilter"));
    m_summary->setObjectName(QStringLiteral("outputsSummary"));
    m_view->setObjectName(QStringLiteral("outputsView"));
    m_stepLabel->setBuddy(m_step);
    m_filterLabel->setBuddy(m_filter);
    auto *controls = new QHBoxLayout;
    controls->addWidget(m_stepLabel);
    controls->addWidget(m_step);
    controls->addWidget(m_filterLabel);
    controls->addWidget(m_filter);
    controls->addWidget(m_summary, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_view, 1);
    connect(m_step, &QComboBox::activated, this, &OutputsView::render);
    connect(m_filter, &QComboBox::activated, this, &OutputsView::render);
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
    m_stepLabel->setText(tr("Evaluation &step"));
    m_filterLabel->setText(tr("&Show"));
    const int filter = std::max(0, m_filter->currentIndex());
    const QSignalBlocker block(m_filter);
    m_filter->clear();
    m_filter->addItems({tr("all prompts"), tr("only differing outputs"), tr("pilot wrong, reference right")});
    m_filter->setCurrentIndex(filter);
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

void OutputsView::render()
{
    if (m_step->count() == 0) {
        m_summary->clear();
        m_view->setPlainText(tr("Neither run logged sample outputs. pilot-trainer writes them at every evaluation "
                                "(eval.samples in the job)."));
        return;
    }
    const QList<OutputRow> rows = compareOutputs(m_reference, m_pilot, m_step->currentData().toLongLong());
    const auto filter = Filter(std::max(0, m_filter->currentIndex()));
    int refExact = 0, pilotExact = 0, shown = 0;
    // The view's own palette, not its text view's: on a change of theme this widget hears of
    // it before its children do.
    const QPalette &colors = palette();
    const QString noOutput = QStringLiteral("<i>%1</i>").arg(tr("no output").toHtmlEscaped());
    QString table = QStringLiteral("<table width='100%' cellspacing='0' cellpadding='4' border='1' style='border-collapse:collapse'>");
    table += QStringLiteral("<tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th><th>%5</th><th>%6</th></tr>")
                 .arg(tr("Prompt"), tr("Expected"), tr("Reference"), tr("Pilot"), tr("Exact (ref / pilot)"), tr("Similarity"));
    for (const OutputRow &r : rows) {
        refExact += r.referenceExact;
        pilotExact += r.pilotExact;
        if (filter == OnlyDiffering && r.reference == r.pilot)
            continue;
        if (filter == PilotWrongReferenceRight && !(r.referenceExact && !r.pilotExact))
            continue;
        ++shown;
        const QList<DiffSegment> diff = characterDiff(r.reference, r.pilot);
        table += QStringLiteral(
                     "<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td><td align='center'>%5 / %6</td><td align='right'>%7</td></tr>")
                     .arg(r.prompt.toHtmlEscaped(), r.expected.toHtmlEscaped(),
                          r.hasReference ? side(diff, DiffSegment::OnlyReference, colors) : noOutput,
                          r.hasPilot ? side(diff, DiffSegment::OnlyPilot, colors) : noOutput, mark(r.referenceExact, colors),
                          mark(r.pilotExact, colors), QLocale().toString(r.similarity, 'f', 2));
    }
    table += QStringLiteral("</table>");
    m_summary->setText(
        tr("Exact match: reference %1 of %3, pilot %2 of %3; %4 shown.").arg(refExact).arg(pilotExact).arg(rows.size()).arg(shown));
    m_view->setHtml(table);
}

} // namespace pilot::app
