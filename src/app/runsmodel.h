#pragma once

#include "core/project/project.h"
#include "core/runs/runsummary.h"

#include <QAbstractTableModel>

namespace pilot::app {

/// The project's run directories with what their metrics.jsonl says. Summaries arrive later
/// than the rows (they are read off the GUI thread); until then a row says it is loading.
class RunsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { RoleColumn, LabelColumn, PathColumn, StatusColumn, StepsColumn, LossColumn, RestartsColumn, ColumnCount };

    struct Row
    {
        ProjectRun run;
        QString directory; ///< resolved against the project file
        enum class State { Loading, Loaded, Failed } state = State::Loading;
        RunSummary summary;
        QString error;
    };

    explicit RunsModel(QObject *parent = nullptr);

    void setRuns(const QList<Row> &rows);
    void setSummary(int row, const RunSummary &summary);
    void setError(int row, const QString &error);
    const QList<Row> &rows() const { return m_rows; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    /// Re-emits headers and cells after a language change.
    void retranslate();

private:
    QString statusText(const Row &row) const;

    QList<Row> m_rows;
};

} // namespace pilot::app
