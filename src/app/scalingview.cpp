#include "scalingview.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

namespace pilot::app {

ScalingView::ScalingView(QWidget *parent)
    : QWidget(parent)
    , m_table(new QTableWidget(this))
    , m_note(new QLabel(this))
{
    m_table->setObjectName(QStringLiteral("scalingTable"));
    m_note->setObjectName(QStringLiteral("scalingNote"));
    m_table->setColumnCount(8);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    // Every column as wide as its header and cells; the table scrolls when they need more than
    // the page has (a stretched last column fell back to 100 px, cutting "Gezählte Schritte").
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_note->setWordWrap(true);
    m_note->setTextFormat(Qt::PlainText);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_note);
    retranslate();
}

void ScalingView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ScalingView::retranslate()
{
    m_table->setAccessibleName(tr("Scaling of the runs"));
    m_table->setHorizontalHeaderLabels({tr("Run"), tr("World size"), tr("Tokens/s"), tr("Step time (median)"), tr("Scaling efficiency"),
                                        tr("Communication share"), tr("Data wait share"), tr("Steps counted")});
    m_note->setText(tr("Scaling efficiency is the throughput at N processes over N times the throughput of the run with one "
                       "process: 1 is perfect. Without a run of one process among these it is unknown. The first step of every "
                       "attempt (compilation, warm-up) is left out. Choose further runs on the Curves tab; their loss curves are "
                       "there, per effective step."));
    render();
}

void ScalingView::setRuns(const QList<ScalingRun> &runs)
{
    m_points = scalingPoints(runs);
    render();
}

void ScalingView::render()
{
    const QLocale l;
    const QString unknown = tr("unknown");
    const auto percent = [&](const std::optional<double> &share) {
        return share ? tr("%1 %").arg(l.toString(100.0 * *share, 'f', 1)) : unknown;
    };
    m_table->setRowCount(int(m_points.size()));
    for (int row = 0; row < m_points.size(); ++row) {
        const ScalingPoint &p = m_points.at(row);
        const bool known = p.problem.isEmpty();
        const QStringList cells{p.name,
                                l.toString(p.world),
                                known ? l.toString(p.tokensPerSecond, 'f', 0) : unknown,
                                known ? tr("%1 s").arg(l.toString(p.stepSeconds, 'g', 3)) : unknown,
                                p.efficiency ? l.toString(*p.efficiency, 'f', 2) : unknown,
                                known ? percent(p.commShare) : unknown,
                                known ? percent(p.dataShare) : unknown,
                                l.toString(p.stepsCounted)};
        for (int column = 0; column < cells.size(); ++column) {
            auto *item = new QTableWidgetItem(cells.at(column));
            if (column > 0)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (!known)
                item->setToolTip(p.problem);
            m_table->setItem(row, column, item);
        }
    }
}

} // namespace pilot::app
