// bench-chart-draw METRICS.jsonl [--rounds N] [--width PX]
// Times, in one process and on the same data: reading a long metrics.jsonl into the run model,
// then drawing its loss curve into a chart WIDTH pixels wide (rendered offscreen into an image)
// two ways — the points the Compare stage hands Qt Charts (per-pixel-column first/min/max/last)
// and all points in one QLineSeries. Prints one JSON object with every round's seconds.
#include "core/compare/decimation.h"
#include "core/runs/metricstail.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QElapsedTimer>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineSeries>
#include <QPainter>
#include <QValueAxis>

#include <cstdio>

namespace {

// Builds a chart with one series and renders it once into an image; returns seconds.
double drawOnce(const QList<QPointF> &points, int width, double x0, double x1, double y0, double y1)
{
    QElapsedTimer timer;
    timer.start();
    QChart chart;
    auto *series = new QLineSeries;
    series->replace(points);
    chart.addSeries(series);
    auto *x = new QValueAxis, *y = new QValueAxis;
    x->setRange(x0, x1);
    y->setRange(y0, y1);
    chart.addAxis(x, Qt::AlignBottom);
    chart.addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    QChartView view(&chart);
    view.resize(width, width * 9 / 16);
    QImage image(view.size(), QImage::Format_ARGB32_Premultiplied);
    QPainter painter(&image);
    view.render(&painter);
    painter.end();
    const double seconds = timer.nsecsElapsed() / 1e9;
    view.setChart(new QChart); // the view must not delete the stack chart
    return seconds;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: bench-chart-draw METRICS.jsonl [--rounds N] [--width PX]\n");
        return 64;
    }
    const int rounds = args.contains(QStringLiteral("--rounds")) ? args.value(args.indexOf(QStringLiteral("--rounds")) + 1).toInt() : 5;
    const int width = args.contains(QStringLiteral("--width")) ? args.value(args.indexOf(QStringLiteral("--width")) + 1).toInt() : 1920;

    QElapsedTimer timer;
    timer.start();
    pilot::RunMetrics metrics;
    QString error;
    if (!pilot::readMetricsFile(args.at(1), &metrics, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    const double importSeconds = timer.nsecsElapsed() / 1e9;
    QVector<double> xs, ys;
    xs.reserve(qsizetype(metrics.steps().size()));
    ys.reserve(qsizetype(metrics.steps().size()));
    double y0 = 1e300, y1 = -1e300;
    for (const pilot::StepPoint &p : metrics.steps()) {
        xs.append(double(p.step));
        ys.append(p.loss);
        y0 = std::min(y0, p.loss);
        y1 = std::max(y1, p.loss);
    }
    const double x0 = xs.first(), x1 = xs.last();
    QJsonArray decimated, full;
    int kept = 0;
    for (int r = 0; r < rounds; ++r) {
        // What the Compare stage does on every redraw: decimate, then draw what is left.
        timer.restart();
        const QVector<QPointF> points = pilot::decimateForColumns(xs, ys, x0, x1, width);
        const double decimateSeconds = timer.nsecsElapsed() / 1e9;
        kept = int(points.size());
        decimated.append(decimateSeconds + drawOnce(QList<QPointF>(points.begin(), points.end()), width, x0, x1, y0, y1));
        QList<QPointF> all;
        all.reserve(xs.size());
        for (qsizetype i = 0; i < xs.size(); ++i)
            all.append(QPointF(xs[i], ys[i]));
        full.append(drawOnce(all, width, x0, x1, y0, y1));
        std::fprintf(stderr, "round %d/%d: decimated %.3f s, all points %.3f s\n", r + 1, rounds, decimated.last().toDouble(),
                     full.last().toDouble());
    }
    const QJsonObject out{{QStringLiteral("points"), qint64(xs.size())},
                          {QStringLiteral("kept"), kept},
                          {QStringLiteral("width"), width},
                          {QStringLiteral("import_s"), importSeconds},
                          {QStringLiteral("decimated_s"), decimated},
                          {QStringLiteral("full_s"), full}};
    std::printf("%s\n", QJsonDocument(out).toJson(QJsonDocument::Compact).constData());
    return 0;
}
