#include "runsmodel.h"

#include "plaintooltip.h"

#include <QLocale>

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

QString RunsModel::statusText(const Row &row) const
{
    if (row.state == Row::State::Loading)
        return tr("reading…");
    if (row.state == Row::State::Failed)
        return tr("unreadable");
    const QString &s = row.summary.status;
    if (s == QLatin1String("completed"))
        return tr("completed");
    if (s == QLatin1String("aborted"))
        return tr("aborted");
    if (s == QLatin1String("failed"))
        return tr("failed");
    if (s == QLatin1String("running"))
        return tr("running");
    if (s == QLatin1String("lost"))
        return tr("lost (ended without run_end)");
    if (s == QLatin1String("unverified"))
        return tr("no end recorded (cannot check from here)");
    if (s == QLatin1String("imported"))
        return tr("imported");
    if (s == QLatin1String("empty"))
        return tr("no events yet");
    return s;
}

QVariant RunsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &row = m_rows.at(index.row());
    const bool loaded = row.state == Row::State::Loaded;
    if (role == Qt::ToolTipRole) {
        // Texts that may quote a file: never markup.
        if (row.state == Row::State::Failed)
            return plainToolTip(row.error);
        // Why a run is running, lost or unverified (or why it ended) belongs beside its status.
        if (index.column() == StatusColumn && loaded && !row.summary.reason.isEmpty())
            return plainToolTip(row.summary.reason);
        return plainToolTip(row.directory);
    }
    if (role == Qt::TextAlignmentRole && index.column() >= StepsColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case RoleColumn:
        switch (row.run.role) {
        case RunRole::Reference:
            return tr("reference");
        case RunRole::Pilot:
            return tr("pilot");
        case RunRole::Fallback:
            return tr("fallback");
        }
        return {};
    case LabelColumn:
        return row.run.label;
    case PathColumn:
        return row.run.path;
    case StatusColumn:
        return statusText(row);
    case StepsColumn:
        return loaded && row.summary.lastStep >= 0 ? QLocale().toString(row.summary.lastStep) : QString();
    case LossColumn:
        return loaded && std::isfinite(row.summary.lastLoss) ? QLocale().toString(row.summary.lastLoss, 'g', 5) : QString();
    case RestartsColumn:
        return loaded ? QLocale().toString(row.summary.restarts) : QString();
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
    case StepsColumn:
        return tr("Last step");
    case LossColumn:
        return tr("Last loss");
    case RestartsColumn:
        return tr("Restarts");
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
