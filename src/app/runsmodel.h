#pragma once

#include "runfollower.h"

#include "core/project/project.h"
#include "core/runs/runsummary.h"

#include <QAbstractTableModel>

namespace pilot::app {

/// The project's run directories with what their metrics.jsonl says, their live state while
/// they go (RunFollower), and the runs the Run stage has queued but not started yet.
/// Summaries and states arrive later than the rows (they are read off the GUI thread); until
/// then a row says it is loading.
class RunsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        RoleColumn,
        LabelColumn,
        StatusColumn,
        FailureColumn, ///< a failed or lost run's failure class (docs/failure-classes.md)
        StepsColumn,
        LossColumn,
        TokensColumn,
        EtaColumn,
        ElapsedColumn,
        RestartsColumn,
        TargetColumn,
        PathColumn,
        ColumnCount
    };

    struct Row
    {
        ProjectRun run;
        QString directory; ///< resolved against the project file
        enum class State { Loading, Loaded, Failed } state = State::Loading;
        RunSummary summary;
        QString error;
        std::shared_ptr<const RunFollower::Snapshot> live; ///< the follower's last read, when there is one
        /// A run of the Run stage not handed to its launcher yet: waiting for its target
        /// (queuePosition > 0), starting, or refused (`error` says why).
        bool pending = false;
        int queuePosition = 0;
        bool starting = false;
        QString pendingTarget;
    };

    explicit RunsModel(QObject *parent = nullptr);

    void setRuns(const QList<Row> &rows);
    void setSummary(int row, const RunSummary &summary);
    void setError(int row, const QString &error);
    /// The follower's news for the run in `directory`.
    void setLive(const QString &directory, const std::shared_ptr<const RunFollower::Snapshot> &live);
    /// The run's state as the table shows it: the launcher's and metrics' word for launched
    /// runs, else the summary's; empty while unknown.
    std::optional<RunState> liveState(int row) const;
    const QList<Row> &rows() const { return m_rows; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    /// Re-emits headers and cells after a language change.
    void retranslate();
    /// RunStatus::activity for people ("evaluating", "writing a checkpoint", …); empty for none.
    static QString activityText(const QString &activity);

private:
    QString statusText(const Row &row) const;
    QString cell(const Row &row, int column) const;

    QList<Row> m_rows;
};

} // namespace pilot::app
