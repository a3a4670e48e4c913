// The Compare stage's chart on the offscreen platform: what it owns is freed at every rebuild
// (the tolerance band's boundary lines are not owned by their area series), and its colours
// follow the palette it is shown with.
#include "charts/curvechart.h"
#include "charts/theme.h"

#include <QAreaSeries>
#include <QLineSeries>
#include <QPointer>
#include <QScatterSeries>
#include <QScopeGuard>
#include <QTest>
#include <QToolTip>
#include <QValueAxis>

#include <cmath>

using namespace pilot::app;

namespace {

QAreaSeries *bandOf(const CurveChart &chart)
{
    for (QAbstractSeries *s : chart.chart()->series()) {
        if (auto *area = qobject_cast<QAreaSeries *>(s))
            return area;
    }
    return nullptr;
}

QPalette darkPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    p.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    p.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    p.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    return p;
}

} // namespace

class TestCurveChart : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        m_chart = std::make_unique<CurveChart>();
        m_chart->resize(800, 500);
        CurveChart::Curve reference{QStringLiteral("Reference"), {}, {}, {}};
        CurveChart::Curve pilot{QStringLiteral("Pilot"), {}, {}, {}};
        CurveChart::Band band;
        QVector<QPointF> outside;
        for (int s = 1; s <= 500; ++s) {
            const double loss = 3.0 / s + 0.5;
            reference.x.append(s);
            reference.y.append(loss);
            pilot.x.append(s);
            pilot.y.append(loss + (s > 400 ? 0.1 : 0.0));
            band.x.append(s);
            band.lower.append(loss - 0.05);
            band.upper.append(loss + 0.05);
            if (s > 400)
                outside.append(QPointF(s, loss + 0.1));
        }
        m_chart->setData({reference, pilot}, band, outside, QStringLiteral("Effective step"), QStringLiteral("Training loss"));
    }

    void cleanup() { m_chart.reset(); }

    // Steps are whole numbers: ticks fall on whole steps, also over three steps, and numbers
    // follow the UI language (German: a decimal comma).
    void axesShowWholeStepsInTheLanguagesFormat()
    {
        QLocale::setDefault(QLocale(QLocale::German));
        const auto restore = qScopeGuard([] { QLocale::setDefault(QLocale(QLocale::English)); });
        CurveChart::Curve run{QStringLiteral("Run"), {1, 2, 3}, {4.73, 4.44, 4.59}, {}};
        m_chart->setData({run}, {}, {}, QStringLiteral("Step"), QStringLiteral("Loss"));
        auto *x = qobject_cast<QValueAxis *>(m_chart->chart()->axes(Qt::Horizontal).value(0));
        QVERIFY(x);
        QCOMPARE(x->tickType(), QValueAxis::TicksDynamic);
        QCOMPARE(x->tickInterval(), 1.0);
        QCOMPARE(x->labelFormat(), QStringLiteral("%.0f"));
        QVERIFY(m_chart->chart()->localizeNumbers());
        QCOMPARE(m_chart->chart()->locale().decimalPoint(), QStringLiteral(","));
        // Hours are not whole numbers: two decimals.
        CurveChart::Curve hours{QStringLiteral("Run"), {0.25, 0.5, 0.75}, {4.73, 4.44, 4.59}, {}};
        m_chart->setData({hours}, {}, {}, QStringLiteral("Hours"), QStringLiteral("Loss"));
        x = qobject_cast<QValueAxis *>(m_chart->chart()->axes(Qt::Horizontal).value(0));
        QCOMPARE(x->tickType(), QValueAxis::TicksFixed);
        QCOMPARE(x->labelFormat(), QStringLiteral("%.2f"));
        // 500 steps: ticks every 100, not every step.
        init();
        x = qobject_cast<QValueAxis *>(m_chart->chart()->axes(Qt::Horizontal).value(0));
        QCOMPARE(x->tickInterval(), 100.0);
    }

    // Zooming out never shows steps before the first or after the last; the loss axis follows
    // the data shown, never below them. The value under the pointer is read out.
    void zoomStaysOnTheDataAndThePointerReadsTheValue()
    {
        m_chart->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_chart.get()));
        auto *x = qobject_cast<QValueAxis *>(m_chart->chart()->axes(Qt::Horizontal).value(0));
        auto *y = qobject_cast<QValueAxis *>(m_chart->chart()->axes(Qt::Vertical).value(0));
        m_chart->chart()->zoomIn();
        QVERIFY(x->max() - x->min() < 499);
        for (int i = 0; i < 4; ++i)
            m_chart->chart()->zoomOut();
        QVERIFY2(x->min() >= 1 && x->max() <= 500, qPrintable(QStringLiteral("%1 … %2").arg(x->min()).arg(x->max())));
        m_chart->chart()->scroll(-2000, 0);
        QVERIFY2(x->min() >= 1, qPrintable(QString::number(x->min())));
        QVERIFY2(y->min() >= 0 && y->min() <= 0.5, qPrintable(QString::number(y->min())));
        const QPointF at = m_chart->chart()->mapToPosition(QPointF(250, 3.0 / 250 + 0.5));
        QTest::mouseMove(m_chart->viewport(), m_chart->mapFromScene(m_chart->chart()->mapToScene(at)));
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY2(QToolTip::text().contains(QLatin1String("Effective step 25")), qPrintable(QToolTip::text()));
        QVERIFY(QToolTip::text().contains(QLatin1String("Reference 0.51")));
    }

    // A wide tolerance band around a loss near zero reaches below zero; the loss axis does not
    // (a record's figure showed the loss axis from −2.0 for a loss that never went below 0.3).
    void theLossAxisStartsAtZeroUnderABandBelowIt()
    {
        CurveChart::Curve run{QStringLiteral("Run"), {1, 2, 3}, {0.5, 0.4, 0.3}, {}};
        CurveChart::Band band{{1, 2, 3}, {-1.5, -1.6, -1.7}, {2.5, 2.4, 2.3}};
        m_chart->setBandInRange(true);
        m_chart->setData({run}, band, {}, QStringLiteral("Step"), QStringLiteral("Loss"));
        auto *y = qobject_cast<QValueAxis *>(m_chart->chart()->axes(Qt::Vertical).value(0));
        QCOMPARE(y->min(), 0.0);
        QVERIFY(y->max() >= 2.5);
    }

    void bandBoundariesAreFreedAtEveryRebuild()
    {
        // Every change of smoothing, scale or zoom rebuilds the series. The band's upper and
        // lower lines of the previous build must be gone with their area, or every rebuild
        // leaks two series holding up to a few thousand points each.
        QList<QPointer<QLineSeries>> previous;
        for (int round = 0; round < 50; ++round) {
            QAreaSeries *area = bandOf(*m_chart);
            QVERIFY(area);
            QVERIFY(area->upperSeries() && area->lowerSeries());
            QVERIFY(area->upperSeries()->count() > 0);
            previous << QPointer<QLineSeries>(area->upperSeries()) << QPointer<QLineSeries>(area->lowerSeries());
            if (round % 3 == 0)
                m_chart->setSmoothing(round % 2 ? 0.3 : 0.0);
            else if (round % 3 == 1)
                m_chart->setLogarithmic(round % 2 == 0);
            else
                m_chart->resetZoom();
        }
        int alive = 0;
        for (const QPointer<QLineSeries> &p : std::as_const(previous))
            alive += !p.isNull();
        QCOMPARE(alive, 0);
        // What the chart holds does not grow: two curves, the band with its two lines, the marks.
        QCOMPARE(m_chart->chart()->series().size(), 4);
        QCOMPARE(m_chart->chart()->findChildren<QXYSeries *>().size(), 2 + 2 + 1);
    }

    void clearingTheDataFreesTheBand()
    {
        QPointer<QLineSeries> upper = bandOf(*m_chart)->upperSeries();
        QPointer<QLineSeries> lower = bandOf(*m_chart)->lowerSeries();
        m_chart->setData({}, {}, {}, QString(), QString());
        QVERIFY(upper.isNull());
        QVERIFY(lower.isNull());
        QVERIFY(m_chart->chart()->series().isEmpty());
    }

    void coloursFollowThePalette()
    {
        const auto lineColors = [this] {
            QList<QColor> colors;
            for (QAbstractSeries *s : m_chart->chart()->series()) {
                if (qobject_cast<QLineSeries *>(s) && !qobject_cast<QScatterSeries *>(s))
                    colors.append(static_cast<QLineSeries *>(s)->color());
            }
            return colors;
        };
        const QPalette light = m_chart->palette();
        QVERIFY(!themeIsDark(light));
        QCOMPARE(m_chart->chart()->theme(), QChart::ChartThemeLight);
        QCOMPARE(lineColors(), (QList<QColor>{runColor(0, light), runColor(1, light)}));
        QCOMPARE(bandOf(*m_chart)->color(), themeColor(ThemeColor::BandFill, light));

        const QPalette dark = darkPalette();
        m_chart->setPalette(dark);
        QCOMPARE(m_chart->chart()->theme(), QChart::ChartThemeDark);
        QCOMPARE(lineColors(), (QList<QColor>{runColor(0, dark), runColor(1, dark)}));
        QCOMPARE(bandOf(*m_chart)->color(), themeColor(ThemeColor::BandFill, dark));
        QVERIFY(runColor(0, dark) != runColor(0, light));
        // Curves stand out from the dark plot (at least 3:1, as for any graphic); the plot's
        // background is a gradient, so its colour is taken from the drawing.
        const QImage drawn = m_chart->grab().toImage();
        const QPoint corner = m_chart->chart()->plotArea().topLeft().toPoint() + QPoint(3, 3);
        const QColor background = drawn.pixelColor(corner);
        QVERIFY2(background.lightnessF() < 0.3, qPrintable(background.name()));
        for (const QColor &c : lineColors()) {
            const auto luminance = [](const QColor &color) {
                const auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
                return 0.2126 * channel(color.redF()) + 0.7152 * channel(color.greenF()) + 0.0722 * channel(color.blueF());
            };
            const double a = luminance(c), b = luminance(background);
            const double ratio = (std::max(a, b) + 0.05) / (std::min(a, b) + 0.05);
            QVERIFY2(ratio >= 3.0, qPrintable(QStringLiteral("%1 on %2: %3").arg(c.name(), background.name()).arg(ratio)));
        }
    }

private:
    std::unique_ptr<CurveChart> m_chart;
};

QTEST_MAIN(TestCurveChart)
#include "tst_curvechart.moc"
