// Curve processing for the Compare stage: TensorBoard's debiased EMA to its published test
// vector, the spacing-aware EMA, and decimation that keeps every spike.
#include "core/compare/decimation.h"
#include "core/compare/smoothing.h"

#include <QRandomGenerator>
#include <QTest>

#include <cmath>
#include <limits>

using namespace pilot;

class TestCurves : public QObject
{
    Q_OBJECT

private slots:
    void debiasedEmaMatchesTensorBoard()
    {
        // The first losses of a real LoRA run, weight 0.6 (docs of the smoothing algorithm).
        const QVector<double> out = smoothDebiasedEma({2.6428, 2.1888, 2.0629, 1.9808, 1.8638}, 0.6);
        const QVector<double> expected = {2.6428, 2.35905, 2.207953, 2.103563, 1.999571};
        for (int i = 0; i < expected.size(); ++i)
            QVERIFY2(std::abs(out[i] - expected[i]) < 5e-7, qPrintable(QString::number(out[i], 'g', 10)));
    }

    void debiasedEmaEdgeCases()
    {
        const double nan = std::numeric_limits<double>::quiet_NaN();
        const QVector<double> out = smoothDebiasedEma({1.0, nan, 3.0}, 0.5);
        QVERIFY(std::isnan(out[1]));           // passes through
        QCOMPARE(out[2], (0.25 + 1.5) / 0.75); // and does not advance the average
        QCOMPARE(smoothDebiasedEma({2.0, 2.0, 2.0}, 0.9), (QVector<double>{2.0, 2.0, 2.0}));
        QCOMPARE(smoothDebiasedEma({1.0, 5.0}, 0.0), (QVector<double>{1.0, 5.0})); // weight 0: raw
        QCOMPARE(smoothDebiasedEma({1.0, 5.0}, std::numeric_limits<double>::infinity()), (QVector<double>{1.0, 5.0}));
        // Weight 1 is TensorBoard's degenerate case: the average never moves off 0 (its slider
        // stops at 0.999); the formula is kept exact rather than "fixed".
        QCOMPARE(smoothDebiasedEma({1.0, 5.0}, 1.0), (QVector<double>{0.0, 0.0}));
    }

    void spacedEmaEqualsDebiasedAtUnitSpacing()
    {
        QVector<double> x, y;
        QRandomGenerator rng(3);
        for (int i = 0; i < 200; ++i) {
            x.append(10.0 * i);
            y.append(rng.generateDouble());
        }
        const QVector<double> a = smoothSpacedEma(x, y, 0.8, 10.0), b = smoothDebiasedEma(y, 0.8);
        for (int i = 0; i < y.size(); ++i)
            QVERIFY(std::abs(a[i] - b[i]) < 1e-12);
    }

    void spacedEmaSmoothsSparseAndDenseRunsAlike()
    {
        // The same noisy line logged every step and every 10th step: with the decay counted in
        // steps, the smoothed values at shared steps stay close; counted in points, they do not.
        QVector<double> xDense, yDense, xSparse, ySparse;
        QRandomGenerator rng(7);
        for (int s = 0; s <= 2000; ++s) {
            const double v = 2.0 - s * 0.0005 + (rng.generateDouble() - 0.5) * 0.4;
            xDense.append(s);
            yDense.append(v);
            if (s % 10 == 0) {
                xSparse.append(s);
                ySparse.append(v);
            }
        }
        const QVector<double> dense = smoothSpacedEma(xDense, yDense, 0.98, 1.0);
        const QVector<double> sparse = smoothSpacedEma(xSparse, ySparse, 0.98, 1.0);
        const QVector<double> sparseByPoints = smoothDebiasedEma(ySparse, 0.98);
        double spaced = 0, byPoints = 0;
        for (int k = 100; k < xSparse.size(); ++k) {
            spaced = std::max(spaced, std::abs(sparse[k] - dense[k * 10]));
            byPoints = std::max(byPoints, std::abs(sparseByPoints[k] - dense[k * 10]));
        }
        QVERIFY2(spaced < 0.1, qPrintable(QString::number(spaced)));
        QVERIFY2(byPoints > 2 * spaced, qPrintable(QStringLiteral("%1 vs %2").arg(byPoints).arg(spaced)));
    }

    void decimationKeepsEverySpike()
    {
        // 1,000,000 points of noise with 50 single-point spikes, viewed whole and zoomed.
        const int n = 1000000;
        QVector<double> x(n), y(n);
        QRandomGenerator rng(11);
        for (int i = 0; i < n; ++i) {
            x[i] = i;
            y[i] = 1.0 + rng.generateDouble() * 0.01;
        }
        QVector<int> spikes;
        for (int k = 0; k < 50; ++k) {
            const int at = int(rng.bounded(n));
            y[at] = k % 2 ? 100.0 + k : -100.0 - k; // up and down
            spikes.append(at);
        }
        y[255555] = 500; // one surely inside the zoomed view
        spikes.append(255555);
        for (const auto &[x0, x1, columns] : {std::tuple<double, double, int>{0, n - 1, 1920}, {250000, 260000, 800}, {0, n - 1, 7}}) {
            const QVector<QPointF> kept = decimateForColumns(x, y, x0, x1, columns);
            QVERIFY(kept.size() <= 4 * columns + 2);
            // Every pixel column shows its true extremes: a spike is never lost, and two spikes
            // sharing one column show as the larger one, as they would when drawn in full.
            const double width = (x1 - x0) / columns;
            QVector<double> trueMin(columns + 1, INFINITY), trueMax(columns + 1, -INFINITY);
            QVector<double> keptMin(columns + 1, INFINITY), keptMax(columns + 1, -INFINITY);
            for (int i = int(x0); i <= int(x1); ++i) {
                const int c = std::min(columns, int((i - x0) / width));
                trueMin[c] = std::min(trueMin[c], y[i]);
                trueMax[c] = std::max(trueMax[c], y[i]);
            }
            for (const QPointF &p : kept) {
                if (p.x() < x0 || p.x() > x1)
                    continue;
                const int c = std::min(columns, int((p.x() - x0) / width));
                keptMin[c] = std::min(keptMin[c], p.y());
                keptMax[c] = std::max(keptMax[c], p.y());
            }
            QCOMPARE(keptMin, trueMin);
            QCOMPARE(keptMax, trueMax);
            int visible = 0;
            for (int at : spikes)
                visible += at >= x0 && at <= x1 && std::any_of(kept.begin(), kept.end(), [&](const QPointF &p) { return p.x() == at; });
            QVERIFY(visible > 0);
            QVERIFY(std::is_sorted(kept.begin(), kept.end(), [](const QPointF &a, const QPointF &b) { return a.x() < b.x(); }));
        }
        const QVector<QPointF> whole = decimateForColumns(x, y, 0, n - 1, 1920);
        QCOMPARE(whole.first().x(), 0.0);
        QCOMPARE(whole.last().x(), double(n - 1));
        // Zoomed in, the points just outside the view are kept so the line leaves it correctly.
        const QVector<QPointF> zoom = decimateForColumns(x, y, 1000.5, 1010.5, 100);
        QCOMPARE(zoom.first().x(), 1000.0);
        QCOMPARE(zoom.last().x(), 1011.0);
    }

    void decimationSkipsNonFiniteAndEmpty()
    {
        const double inf = std::numeric_limits<double>::infinity();
        const QVector<QPointF> kept = decimateForColumns({0, 1, 2, 3}, {1, inf, std::nan(""), 4}, 0, 3, 10);
        QCOMPARE(kept.size(), 2);
        QVERIFY(decimateForColumns({}, {}, 0, 1, 10).isEmpty());
        QVERIFY(decimateForColumns({0, 1}, {1, 2}, 0, 1, 0).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCurves)
#include "tst_curves.moc"
