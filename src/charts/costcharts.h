#pragma once

#include "core/cost/costmodel.h"

#include <QChartView>

namespace pilot::app {

/// A phase's name (the seven cost phases of the job interface and the rest) in `language`, or
/// in the UI's when empty (chartwords.h).
QString phaseTitle(const QString &name, const QString &language = {});
/// Each phase's colour, the same in every chart and run: the order is chainPhaseNames().
QColor phaseColor(const QString &name);

/// The time chain: one horizontal bar per run and one per role (its runs together), stacked by
/// phase in a fixed order and colour, with a legend; hovering a segment shows its phase, run and
/// time. Unknown phases add nothing to a bar; the hover and the tables say they are unknown.
class TimeChainChart : public QChartView
{
    Q_OBJECT
public:
    explicit TimeChainChart(QWidget *parent = nullptr);
    /// The chart's words and numbers in `language` rather than the UI's (a record's figure);
    /// takes effect at the next setModel.
    void setLanguage(const QString &language) { m_language = language; }
    void setModel(const CostModel &model);
    /// The unit the axis is in: s, min or h, chosen so the longest bar reads well.
    QString unit() const { return m_unit; }

private:
    QString m_unit;
    QString m_language;
};

/// Break-even: the cumulative cost over planned trainings for the reference platform and for
/// the pilot platform, which starts at the preparation cost; a projection, labelled as one.
class BreakEvenChart : public QChartView
{
    Q_OBJECT
public:
    explicit BreakEvenChart(QWidget *parent = nullptr);
    /// As TimeChainChart::setLanguage; takes effect at the next setProjection.
    void setLanguage(const QString &language) { m_language = language; }
    /// False (and an empty chart) when the projection lacks a cost per training or the
    /// preparation cost.
    bool setProjection(const CostProjection &projection, const QString &currency);

private:
    QString m_language;
};

/// The whole bill over the cost horizon: each path's cumulative cost month by month (its
/// one-time effort at month 0), with each Trainium2 path's break-even against GPU only marked
/// where it lies within the horizon; a projection, labelled as one.
class HorizonChart : public QChartView
{
    Q_OBJECT
public:
    explicit HorizonChart(QWidget *parent = nullptr);
    /// As TimeChainChart::setLanguage; takes effect at the next setHorizon.
    void setLanguage(const QString &language) { m_language = language; }
    /// False (and an empty chart) while no path has a cumulative cost or the months are unknown.
    bool setHorizon(const HorizonCost &horizon);

private:
    QString m_language;
};

} // namespace pilot::app
