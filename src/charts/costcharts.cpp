#include "costcharts.h"
#include "chartwords.h"
#include "core/support/catalogword.h"
#include "plaintooltip.h"

#include "core/cost/horizontext.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCursor>
#include <QHorizontalStackedBarSeries>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace pilot::app {

QString phaseTitle(const QString &name, const QString &language)
{
    static const struct
    {
        const char *key;
        const char *title;
    } kTitles[] = {
        {"environment", QT_TRANSLATE_NOOP("pilot::app::TimeChainChart", "environment")},
        {"first_step", QT_TRANSLATE_NOOP("pilot::app::TimeChainChart", "to the first step")},
        {"compile", QT_TRANSLATE_NOOP("pilot::app::TimeChainChart", "compile")},
        {"train", QT_TRANSLATE_NOOP("pilot::app::TimeChainChart", "training")},
        {"checkpoint_write", QT_TRANSLATE_NOOP("pilot::app::TimeChainChart", "checkpoint writing")},
        {"restart", QT_TRANSLATE_NOOP("pilot::app::TimeChainChart", "restart")},
        {"lost", QT_TRANSLATE_NOOP("pilot::app::TimeChainChart", "lost or repeated")},
        {"validation", QT_TRANSLATE_NOOP("pilot::app::TimeChainChart", "validation")},
        {"other", QT_TRANSLATE_NOOP("pilot::app::TimeChainChart", "other")},
    };
    for (const auto &t : kTitles) {
        if (name == QLatin1String(t.key))
            return translatedIn(language, "pilot::app::TimeChainChart", t.title);
    }
    return name;
}

QColor phaseColor(const QString &name)
{
    // Distinguishable for the common colour-vision deficiencies (Okabe–Ito and greys).
    static const QStringList names = chainPhaseNames();
    static const QColor colors[] = {QColor(0x99, 0x99, 0x99), QColor(0x56, 0xb4, 0xe9), QColor(0xe6, 0x9f, 0x00),
                                    QColor(0x00, 0x72, 0xb2), QColor(0x00, 0x9e, 0x73), QColor(0xcc, 0x79, 0xa7),
                                    QColor(0xd5, 0x5e, 0x00), QColor(0xf0, 0xe4, 0x42), QColor(0x55, 0x55, 0x55)};
    const qsizetype i = names.indexOf(name);
    return i >= 0 && i < qsizetype(std::size(colors)) ? colors[i] : QColor(Qt::gray);
}

namespace {

QString roleTitle(RunRole role, const QString &language)
{
    const char *title = role == RunRole::Reference ? QT_TRANSLATE_NOOP("pilot::app::TimeChainChart", "all reference runs")
                        : role == RunRole::Pilot   ? QT_TRANSLATE_NOOP("pilot::app::TimeChainChart", "all pilot runs")
                                                   : QT_TRANSLATE_NOOP("pilot::app::TimeChainChart", "all fallback runs");
    return translatedIn(language, "pilot::app::TimeChainChart", title);
}

QString chainWord(const char *source, const QString &language)
{
    return translatedIn(language, "pilot::app::TimeChainChart", source);
}

// Empties a chart for a new drawing: its series, and its axes (a removed axis is handed back,
// not deleted).
void clearChart(QChart *c)
{
    c->removeAllSeries();
    for (QAbstractAxis *axis : c->axes()) {
        c->removeAxis(axis);
        delete axis;
    }
}

} // namespace

TimeChainChart::TimeChainChart(QWidget *parent)
    : QChartView(new QChart, parent)
{
    setRenderHint(QPainter::Antialiasing);
    // Nine phases do not fit under the bars at a laptop's width: listed beside them, every
    // name whole.
    chart()->legend()->setAlignment(Qt::AlignRight);
}

void TimeChainChart::setModel(const CostModel &model)
{
    QChart *c = chart();
    clearChart(c);
    // Rows bottom to top as Qt draws them: role totals last, so they sit on top.
    QStringList categories;
    QList<const QList<PhaseCost> *> rows;
    for (const RunCost &run : model.runs) {
        // Qt Charts reads axis labels as HTML; a run's name is text.
        categories << (run.label.isEmpty() ? run.path : run.label).toHtmlEscaped();
        rows << &run.phases;
    }
    for (const RoleCost &role : model.roles) {
        if (role.runs == 0)
            continue;
        categories << roleTitle(role.role, m_language);
        rows << &role.phases;
    }
    double longest = 0;
    for (const auto *phases : rows) {
        double sum = 0;
        for (const PhaseCost &p : *phases)
            sum += p.seconds.value_or(0);
        longest = std::max(longest, sum);
    }
    const double scale = longest >= 3 * 3600 ? 3600 : longest >= 300 ? 60 : 1;
    m_unit = scale == 3600 ? chainWord(QT_TRANSLATE_NOOP("pilot::app::TimeChainChart", "h"), m_language)
             : scale == 60 ? chainWord(QT_TRANSLATE_NOOP("pilot::app::TimeChainChart", "min"), m_language)
                           : chainWord(QT_TRANSLATE_NOOP("pilot::app::TimeChainChart", "s"), m_language);
    auto *series = new QHorizontalStackedBarSeries;
    const QLocale locale = chartLocale(m_language);
    for (const QString &name : chainPhaseNames()) {
        auto *set = new QBarSet(phaseTitle(name, m_language));
        set->setColor(phaseColor(name));
        set->setBorderColor(phaseColor(name));
        QStringList hover;
        for (int row = 0; row < rows.size(); ++row) {
            std::optional<double> seconds;
            for (const PhaseCost &p : *rows.at(row)) {
                if (p.name == name)
                    seconds = p.seconds;
            }
            set->append(seconds.value_or(0) / scale);
            const QString shown = row < model.runs.size()
                                      ? (model.runs.at(row).label.isEmpty() ? model.runs.at(row).path : model.runs.at(row).label)
                                      : categories.at(row);
            hover << plainToolTip(seconds
                                      ? tr("%1 — %2: %3 %4").arg(shown, phaseTitle(name), locale.toString(*seconds / scale, 'f', 2), m_unit)
                                      : tr("%1 — %2: unknown").arg(shown, phaseTitle(name)));
        }
        connect(set, &QBarSet::hovered, this, [hover](bool on, int index) {
            if (on && index >= 0 && index < hover.size())
                QToolTip::showText(QCursor::pos(), hover.at(index));
            else
                QToolTip::hideText();
        });
        series->append(set);
    }
    c->addSeries(series);
    auto *axisY = new QBarCategoryAxis;
    axisY->append(categories);
    // A run's label whole ("Pilot · neuron job on CPU, not Trainium2", not "…not Tr…"): the
    // plot area gives way to it.
    axisY->setTruncateLabels(false);
    c->addAxis(axisY, Qt::AlignLeft);
    series->attachAxis(axisY);
    auto *axisX = new QValueAxis;
    axisX->setTitleText(chainWord(QT_TRANSLATE_NOOP("pilot::app::TimeChainChart", "time (%1)"), m_language).arg(m_unit));
    axisX->setLabelFormat(QStringLiteral("%.1f"));
    axisX->setMin(0);
    c->addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisX);
    axisX->applyNiceNumbers();
    c->setLocale(locale); // the UI language's (which may have changed since the chart was made), or the record's
    c->setLocalizeNumbers(true);
}

BreakEvenChart::BreakEvenChart(QWidget *parent)
    : QChartView(new QChart, parent)
{
    setRenderHint(QPainter::Antialiasing);
    chart()->legend()->setAlignment(Qt::AlignBottom);
    chart()->setLocalizeNumbers(true);
}

bool BreakEvenChart::setProjection(const CostProjection &p, const QString &currency)
{
    QChart *c = chart();
    clearChart(c);
    c->setTitle(QString());
    const std::optional<double> ref = p.reference.costPerTraining, pil = p.pilot.costPerTraining;
    if (!ref || !pil || !p.preparationCost)
        return false;
    // Far enough to see the crossing (or that there is none), at least a few years of trainings.
    double horizon = std::max<double>(10, 2.0 * double(p.trainingsPerYear.value_or(5)));
    if (p.breakEvenTrainings && std::isfinite(*p.breakEvenTrainings))
        horizon = std::max(horizon, std::ceil(*p.breakEvenTrainings * 1.5));
    auto *gpu = new QLineSeries;
    const auto word = [&](const char *source) { return translatedIn(m_language, "pilot::app::BreakEvenChart", source); };
    gpu->setName(word(QT_TRANSLATE_NOOP("pilot::app::BreakEvenChart", "reference")));
    gpu->append(0, 0);
    gpu->append(horizon, horizon * *ref);
    auto *trn = new QLineSeries;
    trn->setName(word(QT_TRANSLATE_NOOP("pilot::app::BreakEvenChart", "pilot incl. preparation")));
    trn->append(0, *p.preparationCost);
    trn->append(horizon, *p.preparationCost + horizon * *pil);
    c->addSeries(gpu);
    c->addSeries(trn);
    auto *x = new QValueAxis;
    x->setTitleText(word(QT_TRANSLATE_NOOP("pilot::app::BreakEvenChart", "planned trainings")));
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->setRange(0, horizon);
    auto *y = new QValueAxis;
    y->setTitleText(word(QT_TRANSLATE_NOOP("pilot::app::BreakEvenChart", "cumulative cost (%1)")).arg(currency.toHtmlEscaped()));
    // Said on the chart itself: a figure copied out of its page stays labelled as a projection.
    c->setTitle(word(QT_TRANSLATE_NOOP("pilot::app::BreakEvenChart", "Projection, not a measurement")));
    y->setMin(0);
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);
    for (QLineSeries *s : {gpu, trn}) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
    x->setTickCount(5);
    x->applyNiceNumbers();
    y->applyNiceNumbers();
    y->setLabelFormat(QStringLiteral("%.0f"));
    c->setLocale(chartLocale(m_language));
    return true;
}

HorizonChart::HorizonChart(QWidget *parent)
    : QChartView(new QChart, parent)
{
    setRenderHint(QPainter::Antialiasing);
    chart()->legend()->setAlignment(Qt::AlignBottom);
    chart()->setLocalizeNumbers(true);
}

bool HorizonChart::setHorizon(const HorizonCost &h)
{
    QChart *c = chart();
    clearChart(c);
    c->setTitle(QString());
    if (!h.months)
        return false;
    const double months = *h.months;
    const auto word = [&](const char *source) { return translatedIn(m_language, "pilot::app::HorizonChart", source); };
    // The window's language is its locale's (LanguageManager sets both).
    const QString language = !m_language.isEmpty()                     ? m_language
                             : QLocale().language() == QLocale::German ? QStringLiteral("de")
                                                                       : QStringLiteral("en");
    QList<QXYSeries *> drawn;
    for (HorizonPath p : horizonPaths()) {
        const PathCost &cost = h.path(p);
        if (!cost.after(0))
            continue; // unknown: the verdict beside the chart says why
        auto *line = new QLineSeries;
        line->setName(horizonPathName(p, language));
        // Straight lines: the one-time effort at the start, the same cost every month after.
        line->append(0, *cost.after(0));
        line->append(months, *cost.after(months));
        drawn.append(line);
    }
    if (drawn.isEmpty())
        return false;
    double top = 0;
    for (QXYSeries *s : std::as_const(drawn)) {
        for (const QPointF &p : s->points())
            top = std::max(top, p.y());
    }
    auto *marks = new QScatterSeries;
    marks->setName(word(QT_TRANSLATE_NOOP("pilot::app::HorizonChart", "break-even")));
    marks->setMarkerSize(11);
    for (const BreakEven &b : h.breakEvens) {
        // Where a Trainium2 path meets GPU only: its break-even, or where its head start ends.
        const std::optional<double> meets = b.crossing ? b.crossing : b.cheaperUntil;
        if (meets && *meets <= months)
            marks->append(*meets, *h.path(b.path).after(*meets));
    }
    if (marks->count() > 0)
        drawn.append(marks);
    else
        delete marks;
    for (QXYSeries *s : drawn)
        c->addSeries(s);
    auto *x = new QValueAxis;
    x->setTitleText(word(QT_TRANSLATE_NOOP("pilot::app::HorizonChart", "months")));
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->setRange(0, months);
    auto *y = new QValueAxis;
    y->setTitleText(word(QT_TRANSLATE_NOOP("pilot::app::HorizonChart", "cumulative cost (%1)")).arg(h.currency.toHtmlEscaped()));
    c->setTitle(word(QT_TRANSLATE_NOOP("pilot::app::HorizonChart", "Projection over the planning period, not a measurement")));
    // Every path's line whole, the dearest too (the axis would otherwise follow the first).
    y->setRange(0, top > 0 ? top * 1.05 : 1);
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);
    for (QXYSeries *s : drawn) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
    // Whole months on the axis, a quarter or a half year apart on longer horizons.
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(0);
    x->setTickInterval(months <= 12 ? 1 : months <= 36 ? 3 : months <= 72 ? 6 : 12);
    y->applyNiceNumbers();
    y->setLabelFormat(QStringLiteral("%.0f"));
    c->setLocale(chartLocale(m_language));
    return true;
}

} // namespace pilot::app
