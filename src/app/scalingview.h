#pragma once

#include "core/compare/scaling.h"

#include <QWidget>

class QLabel;
class QTableWidget;

namespace pilot::app {

/// Compare's scaling view ("a job that runs is not a job that scales"): for the reference, the
/// pilot and the further runs checked, their world size, throughput, median step time, scaling
/// efficiency against the run at world size 1, and the share of each step spent waiting for
/// communication and for data. The loss curves of the variants are on the Curves tab.
class ScalingView : public QWidget
{
    Q_OBJECT
public:
    explicit ScalingView(QWidget *parent = nullptr);

    void setRuns(const QList<ScalingRun> &runs);
    const QTableWidget *table() const { return m_table; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void render();

    QList<ScalingPoint> m_points;
    QTableWidget *m_table;
    QLabel *m_note;
};

} // namespace pilot::app
