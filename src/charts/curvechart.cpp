#include "curvechart.h"
#include "chartwords.h"
#include "core/support/catalogword.h"
#include "plaintooltip.h"
#include "theme.h"

#include "core/compare/decimation.h"
#include "core/compare/smoothing.h"

#include <QAreaSeries>
#include <QKeyEvent>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QMouseEvent>
#include <QPainter>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <map>

namespace pilot::app {

namespace {

// True when every x of every curve is a whole number (steps, tokens), not hours.
bool wholeNumbers(const QList<CurveChart::Curve> &curves)
{
    for (const CurveChart::Curve &c : curves) {
        for (const double v : c.x) {
            if (v != std::floor(v))
                return false;
        }
    }
    return true;
}

// The smallest of 1, 2, 5 × 10^k that is at least `raw`, and never below 1.
double niceInterval(double raw)
{
    if (!(raw > 1))
        return 1;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double m : {1.0, 2.0, 5.0, 10.0}) {
        if (m * magnitude >= raw)
            return m * magnitude;
    }
    return 10 * magnitude;
}

// The smallest of 1, 2, 2.5, 5 × 10^k that is at least `raw` (> 0): ticks on round numbers.
double niceStep(double raw)
{
    if (!(raw > 0) || !std::isfinite(raw))
        return 0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double m : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (m * magnitude >= raw * (1 - 1e-9))
            return m * magnitude;
    }
    return 10 * magnitude;
}

} // namespace

CurveChart::CurveChart(QWidget *parent)
    : QChartView(new QChart, parent)
{
    setRenderHint(QPainter::Antialiasing);
    applyTheme();
    setRubberBand(QChartView::HorizontalRubberBand); // y follows the visible data
    chart()->legend()->setAlignment(Qt::AlignBottom);
    chart()->setMargins(QMargins(4, 4, 4, 4));
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
}

void CurveChart::setData(const QList<Curve> &curves, const Band &band, const QVector<QPointF> &outside, const QString &xTitle,
                         const QString &yTitle)
{
    m_curves = curves;
    m_band = band;
    m_outside = outside;
    m_xTitle = xTitle;
    m_yTitle = yTitle;
    m_xMin = INFINITY;
    m_xMax = -INFINITY;
    for (const Curve &c : m_curves) {
        if (!c.x.isEmpty()) {
            m_xMin = std::min(m_xMin, c.x.first());
            m_xMax = std::max(m_xMax, c.x.last());
        }
    }
    if (!std::isfinite(m_xMin)) {
        m_xMin = 0;
        m_xMax = 1;
    }
    rebuild();
}

void CurveChart::setMarksName(const QString &name)
{
    if (name == m_marksName)
        return;
    m_marksName = name;
    rebuild();
}

void CurveChart::setSmoothing(double weight)
{
    m_smoothing = weight;
    rebuild();
}

void CurveChart::setSmoothingPerStep(bool perStep)
{
    m_perStep = perStep;
    rebuild();
}

void CurveChart::setLogarithmic(bool log)
{
    m_log = log;
    rebuild();
}

void CurveChart::resetZoom()
{
    rebuild();
}

void CurveChart::setEmptyText(const QString &text)
{
    if (text == m_emptyText)
        return;
    m_emptyText = text;
    viewport()->update();
}

bool CurveChart::hasPoints() const
{
    return std::any_of(m_curves.cbegin(), m_curves.cend(), [](const Curve &c) { return !c.x.isEmpty(); });
}

void CurveChart::drawForeground(QPainter *painter, const QRectF &rect)
{
    QChartView::drawForeground(painter, rect);
    if (m_emptyText.isEmpty() || hasPoints())
        return;
    // The plot area is in the chart's coordinates; the chart lies in the scene at its position.
    const QRectF area = chart()->mapRectToScene(chart()->plotArea()).adjusted(16, 16, -16, -16);
    if (area.width() <= 0 || area.height() <= 0)
        return;
    painter->save();
    painter->setPen(palette().color(QPalette::PlaceholderText));
    painter->setFont(font());
    painter->drawText(area, Qt::AlignCenter | Qt::TextWordWrap, m_emptyText);
    painter->restore();
}

void CurveChart::rebuild()
{
    // Smoothing runs on the full data, once per change of data or weight, never on what
    // decimation kept (which would make the curve depend on the zoom).
    m_smoothed = m_curves;
    if (m_smoothing > 0) {
        for (Curve &c : m_smoothed) {
            // Per step: the weight decays once per unit of x (a step, a token, an hour).
            c.y = m_perStep ? smoothSpacedEma(c.x, c.y, m_smoothing, 1.0) : smoothDebiasedEma(c.y, m_smoothing);
        }
    }
    QChart *ch = chart();
    ch->removeAllSeries();
    // A removed axis is handed back, not deleted: delete it, or its labels stay on screen.
    for (QAbstractAxis *axis : ch->axes()) {
        ch->removeAxis(axis);
        delete axis;
    }
    // Numbers on the axes in the UI language's format (4,59 in German), or the record's.
    ch->setLocale(chartLocale(m_language));
    ch->setLocalizeNumbers(true);
    QValueAxis *x = makeXAxis();
    QAbstractAxis *y = makeYAxis();
    y->setTitleText(m_yTitle);
    ch->addAxis(x, Qt::AlignBottom);
    ch->addAxis(y, Qt::AlignLeft);
    addSeries(x, y);
    connect(x, &QValueAxis::rangeChanged, this, [this] { redraw(); });
    redraw();
}

void CurveChart::addSeries(QAbstractAxis *x, QAbstractAxis *y)
{
    QChart *ch = chart();
    if (!m_band.x.isEmpty()) {
        // QAreaSeries does not own its boundary series: they are its children, so removing
        // the area (removeAllSeries() deletes it) deletes them too.
        auto *area = new QAreaSeries;
        area->setUpperSeries(new QLineSeries(area));
        area->setLowerSeries(new QLineSeries(area));
        area->setName(translatedIn(m_language, "pilot::app::CurveChart", QT_TRANSLATE_NOOP("pilot::app::CurveChart", "Tolerance band")));
        area->setColor(themeColor(ThemeColor::BandFill, palette()));
        area->setBorderColor(themeColor(ThemeColor::BandBorder, palette()));
        ch->addSeries(area);
        area->attachAxis(x);
        area->attachAxis(y);
    }
    for (int i = 0; i < m_smoothed.size(); ++i) {
        const Curve &c = m_smoothed.at(i);
        auto *line = new QLineSeries;
        // Qt Charts shows series names as HTML; a run label is text, so it is escaped.
        line->setName(c.name.toHtmlEscaped());
        line->setColor(c.color.isValid() ? c.color : runColor(i, palette()));
        line->setUseOpenGL(false);
        ch->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
    }
    if (!m_outside.isEmpty()) {
        auto *marks = new QScatterSeries;
        marks->setName(m_marksName.isEmpty() ? translatedIn(m_language, "pilot::app::CurveChart",
                                                            QT_TRANSLATE_NOOP("pilot::app::CurveChart", "Outside the tolerance"))
                                             : m_marksName.toHtmlEscaped());
        const QColor mark = themeColor(ThemeColor::OutsideMark, palette());
        marks->setColor(mark);
        marks->setMarkerSize(5);
        // No white border: thousands of adjacent marks would otherwise paint the curve away.
        marks->setBorderColor(mark);
        ch->addSeries(marks);
        marks->attachAxis(x);
        marks->attachAxis(y);
    }
}

QValueAxis *CurveChart::makeXAxis() const
{
    auto *x = new QValueAxis;
    x->setTitleText(m_xTitle);
    x->setRange(m_xMin, m_xMax > m_xMin ? m_xMax : m_xMin + 1);
    const double span = x->max() - x->min();
    if (wholeNumbers(m_curves)) {
        // Steps and tokens: ticks on round whole numbers only (50, 100, … — no "1.50" for a
        // step, no 1, 51, 101).
        const double interval = niceInterval(span / 6);
        x->setTickType(QValueAxis::TicksDynamic);
        x->setTickAnchor(std::floor(x->min() / interval) * interval);
        x->setTickInterval(interval);
        x->setLabelFormat(QStringLiteral("%.0f"));
    } else {
        // Hours are not whole; large ranges need no decimals.
        x->setLabelFormat(span < 1000 ? QStringLiteral("%.2f") : QStringLiteral("%.0f"));
    }
    return x;
}

QAbstractAxis *CurveChart::makeYAxis() const
{
    QAbstractAxis *y = nullptr;
    if (m_log) {
        auto *logAxis = new QLogValueAxis;
        logAxis->setLabelFormat(QStringLiteral("%g"));
        y = logAxis;
    } else {
        y = new QValueAxis;
    }
    return y;
}

void CurveChart::redraw()
{
    if (m_redrawing)
        return;
    m_redrawing = true;
    QChart *ch = chart();
    auto *x = qobject_cast<QValueAxis *>(ch->axes(Qt::Horizontal).value(0));
    keepZoomOnData(x);
    const double x0 = x ? x->min() : m_xMin, x1 = x ? x->max() : m_xMax;
    const int columns = std::max(1, int(ch->plotArea().width()));
    double yMin = INFINITY, yMax = -INFINITY;
    bool curvesNegative = false; ///< a curve (not the band) goes below zero
    const auto track = [&](const QVector<QPointF> &points) {
        for (const QPointF &p : points) {
            if (p.x() >= x0 && p.x() <= x1 && (!m_log || p.y() > 0)) {
                yMin = std::min(yMin, p.y());
                yMax = std::max(yMax, p.y());
            }
        }
    };
    int seriesIndex = 0;
    const QList<QAbstractSeries *> series = ch->series();
    if (!m_band.x.isEmpty()) {
        auto *area = static_cast<QAreaSeries *>(series.at(seriesIndex++));
        const QVector<QPointF> upper = decimateForColumns(m_band.x, m_band.upper, x0, x1, columns);
        const QVector<QPointF> lower = decimateForColumns(m_band.x, m_band.lower, x0, x1, columns);
        area->upperSeries()->replace(upper);
        area->lowerSeries()->replace(lower);
        if (m_bandInRange) {
            track(upper);
            track(lower);
        }
    }
    for (const Curve &c : m_smoothed) {
        const QVector<QPointF> points = decimateForColumns(c.x, c.y, x0, x1, columns);
        static_cast<QLineSeries *>(series.at(seriesIndex++))->replace(points);
        track(points);
        curvesNegative |= std::any_of(points.cbegin(), points.cend(), [](const QPointF &p) { return p.y() < 0; });
    }
    if (!m_outside.isEmpty()) {
        // Thinned like the curves: a mark per column extreme is as visible as all of them.
        QVector<double> ox, oy;
        for (const QPointF &p : m_outside) {
            ox.append(p.x());
            oy.append(p.y());
        }
        static_cast<QScatterSeries *>(series.at(seriesIndex))->replace(decimateForColumns(ox, oy, x0, x1, columns));
    }
    if (std::isfinite(yMin) && std::isfinite(yMax))
        fitYAxis(yMin, yMax, curvesNegative);
    m_redrawing = false;
}

// Zooming out stops at the data: no negative steps, no steps past the last one.
void CurveChart::keepZoomOnData(QValueAxis *x)
{
    if (!x || m_xMax <= m_xMin)
        return;
    const double width = std::min(x->max() - x->min(), m_xMax - m_xMin);
    double low = std::max(x->min(), m_xMin);
    double high = low + width;
    if (high > m_xMax) {
        high = m_xMax;
        low = std::max(m_xMin, high - width);
    }
    if (low != x->min() || high != x->max())
        x->setRange(low, high);
}

// The y axis on the points shown, padded; `curvesNegative` when a curve (not the band) goes
// below zero.
void CurveChart::fitYAxis(double yMin, double yMax, bool curvesNegative)
{
    const double pad = (yMax - yMin) * 0.05 + (yMax == yMin ? std::abs(yMax) * 0.05 + 1e-9 : 0);
    QAbstractAxis *y = chart()->axes(Qt::Vertical).value(0);
    if (m_log) {
        y->setRange(yMin * 0.9, yMax * 1.1);
    } else {
        // Where the data are: a loss that never goes below zero gets no axis below it,
        // and the ticks fall on round numbers.
        // A tolerance band around a loss near zero reaches below it; the loss does not, and
        // neither does the axis (no "−2.0" under a loss that never goes below 0.3).
        const double low = yMin >= 0 || !curvesNegative ? std::max(0.0, yMin - pad) : yMin - pad;
        const double high = yMax + pad;
        const double step = niceStep((high - low) / 4);
        auto *linear = qobject_cast<QValueAxis *>(y);
        if (linear && step > 0 && std::isfinite(step)) {
            linear->setRange(std::floor(low / step) * step, std::ceil(high / step) * step);
            linear->setTickType(QValueAxis::TicksDynamic);
            linear->setTickAnchor(0);
            linear->setTickInterval(step);
        } else {
            y->setRange(low, high);
        }
    }
}

int CurveChart::pointsDrawn() const
{
    int n = 0;
    for (QAbstractSeries *s : chart()->series()) {
        if (auto *xy = qobject_cast<QXYSeries *>(s))
            n += int(xy->count());
        else if (auto *area = qobject_cast<QAreaSeries *>(s))
            n += int(area->upperSeries()->count() + area->lowerSeries()->count());
    }
    return n;
}

QByteArray CurveChart::csv() const
{
    // One row per x that any curve has, in order; raw (unsmoothed) values.
    std::map<double, QVector<QString>> rows;
    for (int i = 0; i < m_curves.size(); ++i) {
        const Curve &c = m_curves.at(i);
        for (qsizetype k = 0; k < c.x.size(); ++k) {
            QVector<QString> &row = rows[c.x[k]];
            row.resize(m_curves.size());
            row[i] = QString::number(c.y[k], 'g', 17);
        }
    }
    const auto field = [](QString s) {
        return s.contains(QLatin1Char(',')) || s.contains(QLatin1Char('"'))
                   ? QLatin1Char('"') + s.replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"')
                   : s;
    };
    QString out = field(m_xTitle);
    for (const Curve &c : m_curves)
        out += QLatin1Char(',') + field(c.name);
    out += QLatin1Char('\n');
    for (auto &[x, values] : rows) {
        QVector<QString> cells = values;
        cells.resize(m_curves.size());
        out += QString::number(x, 'g', 17);
        for (const QString &v : cells)
            out += QLatin1Char(',') + v;
        out += QLatin1Char('\n');
    }
    return out.toUtf8();
}

void CurveChart::setBandInRange(bool on)
{
    m_bandInRange = on;
    redraw();
}

void CurveChart::setLanguage(const QString &language)
{
    m_language = language;
    rebuild();
}

void CurveChart::applyTheme()
{
    // The chart draws its own background: dark with a dark palette, so that it does not glare
    // out of a dark window and its labels stay readable.
    const QChart::ChartTheme theme = themeIsDark(palette()) ? QChart::ChartThemeDark : QChart::ChartThemeLight;
    if (chart()->theme() != theme)
        chart()->setTheme(theme);
}

void CurveChart::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        // A new theme resets the series' colours: set them again from the new palette.
        applyTheme();
        rebuild();
    }
}

void CurveChart::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    redraw();
}

QString CurveChart::readoutAt(double x) const
{
    QStringList parts;
    double shownX = x;
    bool first = true;
    for (const Curve &c : m_smoothed) {
        if (c.x.isEmpty())
            continue;
        // The nearest logged point: runs that log at different intervals each show their own.
        const auto it = std::lower_bound(c.x.begin(), c.x.end(), x);
        qsizetype i = it - c.x.begin();
        if (i == c.x.size() || (i > 0 && x - c.x[i - 1] < c.x[i] - x))
            --i;
        if (first)
            shownX = c.x[i]; // the position as the first curve logged it
        first = false;
        parts.append(QStringLiteral("%1 %2").arg(c.name, QLocale().toString(c.y[i], 'g', 6)));
    }
    if (parts.isEmpty())
        return QString();
    const bool whole = shownX == std::floor(shownX);
    return QStringLiteral("%1 %2: %3").arg(m_xTitle, QLocale().toString(shownX, 'f', whole ? 0 : 3), parts.join(QStringLiteral(", ")));
}

void CurveChart::mouseMoveEvent(QMouseEvent *event)
{
    QChartView::mouseMoveEvent(event);
    const QPointF scene = mapToScene(event->position().toPoint());
    const QPointF chartPoint = chart()->mapFromScene(scene);
    if (!chart()->plotArea().contains(chartPoint)) {
        QToolTip::hideText();
        return;
    }
    const QPointF value = chart()->mapToValue(chartPoint);
    QToolTip::showText(event->globalPosition().toPoint(), plainToolTip(readoutAt(value.x())), this);
}

void CurveChart::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Home) {
        resetZoom();
        return;
    }
    QChartView::keyPressEvent(event);
}

} // namespace pilot::app
