#include "runsmodel.h"

#include "core/failures/failurerules.h"
#include "core/support/durationtext.h"

#include "charts/plaintooltip.h"
#include "runwords.h"

#include <QDateTime>
#include <QLocale>

#include <cmath>

namespace pilot::app {

RunsModel::RunsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void RunsModel::setRuns(const QList<Row> &rows)
{
    beginResetModel();
    m_rows = rows;
    endResetModel();
}

void RunsModel::setSummary(int row, const RunSummary &summary)
{
    if (row < 0 || row >= m_rows.size())
        return;
    m_rows[row].summary = summary;
    m_rows[row].state = Row::State::Loaded;
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void RunsModel::setLive(const QString &directory, const std::shared_ptr<const RunFollower::Snapshot> &live)
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).directory == directory && !m_rows.at(row).pending) {
            m_rows[row].live = live;
            Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
        }
    }
}

std::optional<RunState> RunsModel::liveState(int row) const
{
    if (row < 0 || row >= m_rows.size())
        return std::nullopt;
    const Row &r = m_rows.at(row);
    if (r.pending)
        return r.error.isEmpty() ? std::optional(RunState::Queued) : std::optional(RunState::Failed);
    if (r.live && r.live->read && !r.live->status.launch.launcher.isEmpty())
        return r.live->status.state;
    return std::nullopt;
}

void RunsModel::setError(int row, const QString &error)
{
    if (row < 0 || row >= m_rows.size())
        return;
    m_rows[row].error = error;
    m_rows[row].state = Row::State::Failed;
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

int RunsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int RunsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

namespace {

QString stateText(RunState state)
{
    switch (state) {
    case RunState::Queued:
        return RunsModel::tr("queued");
    case RunState::Starting:
        return RunsModel::tr("starting");
    case RunState::Running:
        return RunsModel::tr("running");
    case RunState::Completed:
        return RunsModel::tr("completed");
    case RunState::Failed:
        return RunsModel::tr("failed");
    case RunState::Aborted:
        return RunsModel::tr("aborted");
    case RunState::Lost:
        return RunsModel::tr("lost (ended without run_end)");
    }
    return {};
}

// How long, as every page writes a span of time; nothing when unknown.
QString duration(double seconds)
{
    if (!std::isfinite(seconds) || seconds < 0)
        return {};
    return durationText(seconds, QLocale());
}

bool launched(const RunsModel::Row &row)
{
    return !row.pending && row.live && row.live->read && !row.live->status.launch.launcher.isEmpty();
}

} // namespace

QString RunsModel::activityText(const QString &activity)
{
    if (activity == QLatin1String("validation"))
        return tr("evaluating");
    if (activity == QLatin1String("checkpoint_write"))
        return tr("writing a checkpoint");
    if (activity == QLatin1String("compile"))
        return tr("compiling");
    if (activity == QLatin1String("restart"))
        return tr("restarting");
    if (activity == QLatin1String("data_load"))
        return tr("loading data");
    if (activity == QLatin1String("environment"))
        return tr("setting up");
    return {};
}

QString RunsModel::statusText(const Row &row) const
{
    if (row.pending) {
        if (!row.error.isEmpty())
            return tr("did not start");
        if (row.starting)
            return tr("starting");
        return row.queuePosition > 1 ? tr("queued (%1 in line)").arg(QLocale().toString(row.queuePosition)) : tr("queued");
    }
    if (launched(row)) {
        const RunStatus &status = row.live->status;
        QString text = stateText(status.state);
        // What a going job does now: an evaluation of a minute is not a run that hangs.
        if (status.state == RunState::Running || status.state == RunState::Starting) {
            const QString doing = activityText(status.activity);
            if (!doing.isEmpty())
                text = tr("%1 · %2").arg(text, doing);
            else if (status.state == RunState::Running && status.lastStep >= 0)
                text = tr("%1 · training, step %2").arg(text, QLocale().toString(status.lastStep));
        }
        return status.verified ? text : tr("%1 (cannot check now)").arg(text);
    }
    if (row.state == Row::State::Loading)
        return tr("reading…");
    if (row.state == Row::State::Failed)
        return tr("unreadable");
    return runStatusTitle(row.summary.status);
}

QVariant RunsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &row = m_rows.at(index.row());
    const bool loaded = row.state == Row::State::Loaded;
    if (role == Qt::ToolTipRole) {
        // Texts that may quote a file: never markup.
        if (row.pending && !row.error.isEmpty())
            return plainToolTip(row.error);
        if (index.column() == StatusColumn && launched(row) && !row.live->status.detail.isEmpty())
            return plainToolTip(row.live->status.detail);
        if (row.state == Row::State::Failed && !launched(row))
            return plainToolTip(row.error);
        // Why a run is running, lost or unverified (or why it ended) belongs beside its status.
        if (index.column() == StatusColumn && loaded && !row.summary.reason.isEmpty())
            return plainToolTip(row.summary.reason);
        // What decided the class, or why no line of the logs did, with the advice.
        if (index.column() == FailureColumn) {
            const QString verdict = launched(row) ? row.live->failureVerdict : loaded ? row.summary.failureVerdict : QString();
            if (!verdict.isEmpty())
                return plainToolTip(verdict);
        }
        return plainToolTip(row.directory);
    }
    if (role == Qt::TextAlignmentRole && index.column() >= StepsColumn && index.column() <= RestartsColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    return cell(row, index.column());
}

QString RunsModel::cell(const Row &row, int column) const
{
    const bool loaded = row.state == Row::State::Loaded && !row.pending;
    const bool live = launched(row);
    // A run followed while it writes shows its progress whether or not this app launched it.
    const bool followed = !row.pending && row.live && row.live->read;
    const RunStatus *status = followed ? &row.live->status : nullptr;
    const QLocale l;
    switch (column) {
    case RoleColumn:
        return roleTitle(row.run.role);
    case LabelColumn:
        return row.run.label;
    case PathColumn:
        return row.run.path;
    case StatusColumn:
        return statusText(row);
    case FailureColumn: {
        const QString name = live ? row.live->failureClass : loaded ? row.summary.failureClass : QString();
        const QString sub = live ? row.live->failureSubclass : loaded ? row.summary.failureSubclass : QString();
        if (name.isEmpty())
            return {};
        const QString text = sub.isEmpty() ? failureClassTitle(name) : tr("%1 · %2").arg(failureClassTitle(name), sub);
        // Which process's line decided, when its prefix said (the whole line is in the tooltip).
        const int rank = live ? row.live->failureLine.rank : loaded ? row.summary.failureLine.rank : -1;
        return rank >= 0 ? tr("%1 (rank %2)").arg(text).arg(rank) : text;
    }
    case StepsColumn:
        if (status && status->lastStep >= 0)
            return l.toString(status->lastStep);
        return loaded && row.summary.lastStep >= 0 ? l.toString(row.summary.lastStep) : QString();
    case LossColumn:
        if (status && std::isfinite(status->lastLoss))
            return l.toString(status->lastLoss, 'g', 5);
        return loaded && std::isfinite(row.summary.lastLoss) ? l.toString(row.summary.lastLoss, 'g', 5) : QString();
    case TokensColumn:
        return status && std::isfinite(status->tokensPerSecond) ? l.toString(status->tokensPerSecond, 'f', 0) : QString();
    case EtaColumn:
        return status && !RunFollower::isFinal(status->state) ? duration(status->etaSeconds) : QString();
    case ElapsedColumn:
        if (!status || !status->launch.started.isValid())
            return {};
        if (!RunFollower::isFinal(status->state))
            return duration(double(status->launch.started.secsTo(QDateTime::currentDateTimeUtc())));
        return duration(row.live->lastT - row.live->startedT);
    case RestartsColumn:
        if (followed)
            return l.toString(row.live->restarts);
        return loaded ? l.toString(row.summary.restarts) : QString();
    case TargetColumn:
        if (row.pending)
            return row.pendingTarget;
        return status ? status->launch.target : QString();
    default:
        return {};
    }
}

QVariant RunsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case RoleColumn:
        return tr("Role");
    case LabelColumn:
        return tr("Label");
    case PathColumn:
        return tr("Directory");
    case StatusColumn:
        return tr("Status");
    case FailureColumn:
        return tr("Failure class");
    case StepsColumn:
        return tr("Last step");
    case LossColumn:
        return tr("Last loss");
    case RestartsColumn:
        return tr("Restarts");
    case TokensColumn:
        return tr("Tokens/s");
    case EtaColumn:
        return tr("ETA");
    case ElapsedColumn:
        return tr("Elapsed");
    case TargetColumn:
        return tr("Target");
    default:
        return {};
    }
}

void RunsModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
}

} // namespace pilot::app
