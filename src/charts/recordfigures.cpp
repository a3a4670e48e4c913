#include "recordfigures.h"

#include "core/support/catalogword.h"
#include "costcharts.h"
#include "curvechart.h"

#include "core/compare/toleranceband.h"

#include <QBuffer>
#include <QChart>
#include <QCoreApplication>
#include <QGraphicsLayout>
#include <QImage>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace pilot::app {

namespace {

constexpr char kContext[] = "pilot::app::RecordFigures";

// The size a figure is shown at (CSS pixels); drawn at twice that.
constexpr int kWidth = 760;
constexpr int kScale = 2;

// A record is printed: light colours whatever the desktop's theme.
QPalette printPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, Qt::white);
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::WindowText, Qt::black);
    p.setColor(QPalette::Text, Qt::black);
    return p;
}

RecordImage draw(QChartView *view, int height)
{
    view->setPalette(printPalette());
    view->resize(kWidth, height);
    // Shown off screen, so it gets its size (a hidden widget's resize waits for its showing)
    // and the chart is fitted to it. The chart lays itself out when asked; ask now, so axes
    // and legend are placed.
    view->setAttribute(Qt::WA_DontShowOnScreen);
    view->show();
    QCoreApplication::sendPostedEvents(view->chart(), QEvent::LayoutRequest);
    if (view->chart()->layout())
        view->chart()->layout()->activate();
    QImage image(QSize(kWidth, height) * kScale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(kScale);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        view->render(&painter, QRectF(0, 0, kWidth, height), view->rect());
    }
    RecordImage out;
    QBuffer buffer(&out.png);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG"))
        return {};
    out.width = image.width();
    out.height = image.height();
    return out;
}

RecordImage lossFigure(const Project &project, const PilotResults &r, const QString &language)
{
    const LossComparison &loss = r.loss;
    CurvePoints reference, pilot;
    for (const AlignedLoss &p : loss.points) {
        if (std::isfinite(p.reference)) {
            reference.x.append(p.x);
            reference.y.append(p.reference);
        }
        if (std::isfinite(p.pilot)) {
            pilot.x.append(p.x);
            pilot.y.append(p.pilot);
        }
    }
    if (reference.x.isEmpty())
        return {};
    const auto word = [&](const char *source) { return translatedIn(language, kContext, source); };
    CurveChart chart;
    chart.setLanguage(language);
    chart.setBandInRange(true);
    CurveChart::Band band;
    const Tolerance tolerance = Tolerance::lossOf(project.limits);
    if (tolerance.isSet() && tolerance.isValid()) {
        const ToleranceBand b = toleranceBand(reference, tolerance);
        band = CurveChart::Band{b.x, b.lower, b.upper};
    }
    chart.setData({CurveChart::Curve{word(QT_TRANSLATE_NOOP("pilot::app::RecordFigures", "Reference")), reference.x, reference.y, {}},
                   CurveChart::Curve{word(QT_TRANSLATE_NOOP("pilot::app::RecordFigures", "Pilot")), pilot.x, pilot.y, {}}},
                  band, outsideMarks(loss),
                  loss.axis == AlignAxis::Step ? word(QT_TRANSLATE_NOOP("pilot::app::RecordFigures", "Effective step"))
                                               : word(QT_TRANSLATE_NOOP("pilot::app::RecordFigures", "Tokens")),
                  word(QT_TRANSLATE_NOOP("pilot::app::RecordFigures", "Training loss")));
    return draw(&chart, 380);
}

RecordImage timeChainFigure(const CostModel &model, const QString &language)
{
    int bars = int(model.runs.size());
    for (const RoleCost &role : model.roles)
        bars += role.runs > 0 ? 1 : 0;
    if (bars == 0)
        return {};
    TimeChainChart chart;
    chart.setLanguage(language);
    chart.setModel(model);
    return draw(&chart, std::max(300, 110 + 34 * bars)); // at least the legend's nine names
}

RecordImage breakEvenFigure(const CostModel &model, const QString &language)
{
    BreakEvenChart chart;
    chart.setLanguage(language);
    const CostProjection &p = model.projection;
    if (!chart.setProjection(p, !p.pilot.currency.isEmpty() ? p.pilot.currency : p.reference.currency))
        return {};
    return draw(&chart, 340);
}

RecordImage horizonFigure(const CostModel &model, const QString &language)
{
    HorizonChart chart;
    chart.setLanguage(language);
    if (!chart.setHorizon(model.horizon))
        return {};
    return draw(&chart, 340);
}

} // namespace

RecordImages drawRecordFigures(const RecordDocument &document, const Project &project, const PilotResults &results)
{
    RecordImages images;
    for (const QString &figure : document.figures()) {
        RecordImage image;
        if (figure == QLatin1String(kLossFigure) && results.available)
            image = lossFigure(project, results, document.language);
        else if (figure == QLatin1String(kTimeChainFigure) && results.cost)
            image = timeChainFigure(*results.cost, document.language);
        else if (figure == QLatin1String(kBreakEvenFigure) && results.cost)
            image = breakEvenFigure(*results.cost, document.language);
        else if (figure == QLatin1String(kHorizonFigure) && results.cost)
            image = horizonFigure(*results.cost, document.language);
        if (!image.png.isEmpty())
            images.insert(figure, image);
    }
    return images;
}

} // namespace pilot::app
