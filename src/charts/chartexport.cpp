#include "chartexport.h"

#include "core/support/atomicfile.h"

#include <QBuffer>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QGraphicsLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <algorithm>

namespace pilot::app {

namespace {

// The words are the Compare stage's, whose chart this is: they keep its translation context.
struct Words
{
    Q_DECLARE_TR_FUNCTIONS(pilot::app::ComparePage)
};

// A chart rebuilt a moment ago (a live run grew) has only asked for its layout: the request
// waits in the event queue. Lay it out now, this chart only, so the drawing has its axes and
// titles; nothing else queued runs in between.
void settle(QChartView *view)
{
    QChart *chart = view->chart();
    QCoreApplication::sendPostedEvents(chart, QEvent::LayoutRequest);
    if (chart->layout())
        chart->layout()->activate();
}

} // namespace

bool exportChartImage(QChartView *view, const QString &path, QString *error, const QString &title)
{
    const QString name = title.isEmpty() ? Words::tr("Compare") : title;
    settle(view);
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QSize size = view->size();
    // Drawn into memory first and then written in one go (writeFileAtomically): a full disk or
    // a missing folder leaves the old file as it was, never half a drawing.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    bool drawn = false;
    if (suffix == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(), size));
        svg.setTitle(name);
        QPainter painter;
        if (painter.begin(&svg)) {
            view->render(&painter);
            drawn = painter.end();
        }
    } else if (suffix == QLatin1String("pdf")) {
        // A landscape page, the chart scaled to its width: vector lines, readable when printed.
        QPdfWriter pdf(&buffer);
        pdf.setPageOrientation(QPageLayout::Landscape);
        pdf.setTitle(name);
        QPainter painter;
        if (painter.begin(&pdf)) {
            const QRect page = painter.viewport();
            const double scale = std::min(page.width() / double(size.width()), page.height() / double(size.height()));
            painter.scale(scale, scale);
            view->render(&painter, QRectF(QPointF(), QSizeF(size)), QRect(QPoint(), size));
            drawn = painter.end();
        }
    } else {
        drawn = view->grab().save(&buffer, "PNG");
    }
    buffer.close();
    if (!drawn || buffer.data().isEmpty()) {
        if (error)
            *error = Words::tr("The chart could not be drawn for %1.").arg(QDir::toNativeSeparators(path));
        return false;
    }
    QString why;
    if (!writeFileAtomically(path, buffer.data(), &why)) {
        if (error)
            *error = why;
        return false;
    }
    return true;
}

} // namespace pilot::app
