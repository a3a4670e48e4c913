#pragma once

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace pilot::app {

/// Runs waiting for their target. At most limit(target) runs of one target go at once; the
/// others wait, in the order they were queued, until one of that target ends. Runs this queue
/// did not start but that still go on a target (found again when a project is opened, started
/// by pilotctl) are attached and hold a place like the others. Bookkeeping only (no threads,
/// no widgets): starting and following the runs is the caller's, which tells the queue when a
/// going run has ended. Targets are keyed by their canonical text (LaunchTarget::toString());
/// runs by an id the caller gives (the run folder).
class LaunchQueue
{
public:
    /// The limit of a target no setLimit() names: 1 for `local` (one training fills this
    /// machine), 1 for an SSH host, 4 for Slurm (its own scheduler queues the rest).
    static int defaultLimit(const QString &target);

    void setLimit(const QString &target, int limit); ///< at least 1
    int limit(const QString &target) const;

    /// Queues `id` for `target`, behind every run queued at or before `queued` (invalid: now),
    /// so runs queued before the app was closed keep their place; false when that id is queued
    /// or going already.
    bool enqueue(const QString &id, const QString &target, const QDateTime &queued = {});
    /// Counts `id`, a run this queue did not start, as going on `target` until ended(); false
    /// when it is waiting or going already.
    bool attach(const QString &id, const QString &target);
    /// Forgets every waiting and going run (another project was opened); limits stay.
    void clear();
    /// The waiting runs that may start now, oldest first; they count as going from here on.
    QStringList takeStartable();
    /// A run that was going has ended (or did not start): its place is free.
    void ended(const QString &id);
    /// Takes a waiting run off the queue; false when it is not waiting (going or unknown).
    bool cancel(const QString &id);

    bool isWaiting(const QString &id) const;
    bool isGoing(const QString &id) const { return m_going.contains(id); }
    /// 1 for the next run of its target to start, 0 when `id` is not waiting.
    int position(const QString &id) const;
    int going(const QString &target) const;
    int waitingCount() const { return int(m_waiting.size()); }
    /// The waiting runs, next to start first.
    QStringList waiting() const;
    /// The going runs (started here or attached), in no particular order.
    QStringList goingRuns() const { return m_going.keys(); }

private:
    struct Entry
    {
        QString id;
        QString target;
        QDateTime queued;
    };
    QList<Entry> m_waiting;
    QHash<QString, QString> m_going; ///< id → target
    QHash<QString, int> m_limits;
};

} // namespace pilot::app
