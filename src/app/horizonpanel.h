#pragma once

#include "core/cost/costmodel.h"

#include <QWidget>

class QLabel;
class QTableWidget;
class QTableWidgetItem;

namespace pilot::app {

class HorizonChart;
class ProjectDocument;

/// The Cost stage's whole bill (docs/cost.md §7): the cost horizon's assumptions in a table the
/// team edits in place (value, label, source, date; each change one step of Edit → Undo), the
/// engineering rate and the measured figures beside them, each path's cumulative cost over the
/// planning period with the break-evens, and the verdict in words with the value at which each
/// input would change it. A change of the horizon is costed at once from the figures already
/// measured; nothing is read again.
class HorizonPanel : public QWidget
{
    Q_OBJECT
public:
    explicit HorizonPanel(ProjectDocument *document, QWidget *parent = nullptr);

    /// The measured figures of a freshly built model, with which the project's horizon as it is
    /// now is costed.
    void setModel(const CostModel &model);
    /// Forgets the measured figures (another project, or runs changed while the stage was
    /// hidden): no verdict until the next model.
    void reset();
    /// Costs the project's horizon again from the measured figures it has (a horizon edit).
    void recompute();
    const HorizonCost &horizon() const { return m_horizon; }
    HorizonChart *chart() const { return m_chart; }
    void retranslate();

Q_SIGNALS:
    void changed(); ///< horizon() changed

private:
    void show();
    /// A row's cells but the flip column, and the tool tip of its cells.
    QStringList inputCells(const QString &key, QString *tip) const;
    /// The cells of a row measured from the runs: a cost per accepted training, a fallback run's cost.
    void measuredCells(const QString &key, QStringList &cells, QString *tip) const;
    void setRowItems(int row, const QString &key, const QStringList &cells, const QString &tip, const QString &flipTip);
    void commit(QTableWidgetItem *item);

    ProjectDocument *m_document;
    QTableWidget *m_table;
    HorizonChart *m_chart;
    QLabel *m_verdict;
    QLabel *m_message;
    HorizonCost m_horizon;
    bool m_hasModel = false;
    bool m_filling = false;
};

} // namespace pilot::app
