#pragma once

#include <QChartView>
#include <QColor>
#include <QVector>

class QAbstractAxis;
class QValueAxis;

namespace pilot::app {

/// A chart of training curves that stays fast at a million points: it keeps every curve at full
/// resolution and hands Qt Charts only what the plot can show — per pixel column the first,
/// lowest, highest and last point (decimateForColumns) — recomputed whenever the visible range
/// or the size changes. Smoothing (TensorBoard's debiased EMA) is applied to the full data
/// before decimation. Hovering shows every curve's value at the step under the pointer. Drag across to zoom in on steps (y fits the visible data), right-click to zoom out, Home to reset.
class CurveChart : public QChartView
{
    Q_OBJECT
public:
    struct Curve
    {
        QString name;
        QVector<double> x, y;
        QColor color; ///< invalid: the theme's colour for the curve's position (runColor)
    };
    /// A tolerance band around a curve: lower and upper bounds at the same x positions.
    struct Band
    {
        QVector<double> x, lower, upper;
    };

    explicit CurveChart(QWidget *parent = nullptr);

    void setData(const QList<Curve> &curves, const Band &band, const QVector<QPointF> &outside, const QString &xTitle,
                 const QString &yTitle);
    /// What the marks of setData's `outside` points stand for in the legend; empty: the
    /// default, points outside the tolerance.
    void setMarksName(const QString &name);
    void setSmoothing(double weight);
    /// Decay per unit of x instead of per point: runs that log at different intervals are
    /// smoothed alike (smoothSpacedEma); off: TensorBoard's per-point average.
    void setSmoothingPerStep(bool perStep);
    void setLogarithmic(bool log);
    /// Draws the chart's own words and numbers in `language` ("de", "en") rather than the UI's:
    /// for a decision record in another language (chartwords.h). Empty: the UI's.
    void setLanguage(const QString &language);
    /// The y range covers the tolerance band too, not only the curves: for a figure that shows
    /// where the limits lie (the record's). Off: y fits the curves, as a researcher zooms in.
    void setBandInRange(bool on);
    void resetZoom();
    /// Words drawn over the plot while no curve has a point: why it is empty and what comes
    /// next, in place of a bare 0–1 axis. Empty: none.
    void setEmptyText(const QString &text);
    QString emptyText() const { return m_emptyText; }

    /// Points currently handed to Qt Charts, all series together (what drawing costs).
    int pointsDrawn() const;
    /// The hover read-out at x: every curve's value at its nearest logged point.
    QString readoutAt(double x) const;
    /// The full-resolution curves as one CSV: x, then one column per curve (empty where a curve
    /// has no point at that x).
    QByteArray csv() const;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;

private:
    void rebuild();
    /// The step, token or hour axis over the data, with round ticks for whole numbers.
    QValueAxis *makeXAxis() const;
    /// The loss axis, linear or logarithmic.
    QAbstractAxis *makeYAxis() const;
    bool hasPoints() const;
    /// The tolerance band, a line per curve and the marks outside the tolerance, on `x` and `y`.
    void addSeries(QAbstractAxis *x, QAbstractAxis *y);
    void keepZoomOnData(QValueAxis *x);
    void fitYAxis(double yMin, double yMax, bool curvesNegative);
    void applyTheme();
    void redraw();

    QList<Curve> m_curves;
    QList<Curve> m_smoothed;
    Band m_band;
    QVector<QPointF> m_outside;
    QString m_xTitle, m_yTitle;
    QString m_marksName;
    QString m_language;
    QString m_emptyText;
    double m_smoothing = 0;
    bool m_perStep = false;
    bool m_log = false;
    bool m_bandInRange = false;
    bool m_redrawing = false;
    double m_xMin = 0, m_xMax = 1;
};

} // namespace pilot::app
