#pragma once

#include "core/failures/decisiveline.h"
#include "core/launch/runstatus.h"
#include "core/neuron/neuronrunfacts.h"
#include "core/runs/runsummary.h"

#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

#include <memory>

class QFileSystemWatcher;
class QTimer;

namespace pilot {
class RunStatusReader;
}

namespace pilot::app {

class JobTracker;

/// Follows the state of run folders on worker threads (RunStatusReader: launch.json, the
/// launcher's probe, what metrics.jsonl gained). At most one read per run is in flight. Nothing
/// is read on a clock that ticks regardless: a local change to a run folder (a new line in
/// metrics.jsonl, launch.json replaced, a file created) asks for a read at once, through the
/// file system's notifications; besides, each run is read again when its back-off runs out, to
/// notice what leaves no trace in the folder (a process that died, a remote run). The back-off
/// starts at kGoingIntervalMs for a run that is going (kFinishedIntervalMs for a finished one)
/// and doubles with each read that finds nothing new, up to kGoingMaxIntervalMs
/// (kFinishedMaxIntervalMs). While inactive (its stage is not on screen) only the background
/// runs are read: those whose end a queue waits for.
class RunFollower : public QObject
{
    Q_OBJECT
public:
    static constexpr int kGoingIntervalMs = 1000;
    static constexpr int kGoingMaxIntervalMs = 8000;
    static constexpr int kFinishedIntervalMs = 10000;
    static constexpr int kFinishedMaxIntervalMs = 120000;
    /// Notifications that come close together are answered by one read, this long after the first.
    static constexpr int kNotificationDelayMs = 200;
    /// Steps a reader keeps whole (up to twice as many); older ones are folded into a curve.
    static constexpr int kFollowedSteps = 20000;

    /// What the last read of a run found.
    struct Snapshot
    {
        bool read = false;     ///< false until the first read is back
        RunStatus status;
        int restarts = 0;      ///< resumed attempts
        double startedT = qQNaN(); ///< run_start's time stamp (seconds since the epoch) when known
        double lastT = qQNaN();    ///< time of the last event
        /// The training loss of the curve run (empty for the others): every step of the
        /// latest kFollowedSteps or more, and before them each bucket's low and high
        /// (LossDigest), so a run that writes for days is drawn from bounded memory.
        QVector<double> lossX, lossY;
        qint64 curveSteps = 0; ///< the steps behind lossX/lossY, folded ones included
        QList<QPair<QString, QString>> versions; ///< run_start.versions of the current attempt
        QString jobHash; ///< run_start.job_hash of the current attempt: what the run trains (empty when not said)
        /// For the curve run of the neuron backend: compile cache, CPU fallbacks, neuron-monitor
        /// (NeuronRunScanner, which reads only what the logs gained); null otherwise.
        std::shared_ptr<const NeuronRunFacts> neuron;
        std::optional<PhaseTotal> compilePhase;   ///< the `compile` phases of the curve run, when it has any
        std::optional<PhaseTotal> firstStepPhase; ///< its `first_step` phase: from the job's start to its first step's end
        /// A failed or lost run's failure class, subclass and verdict (runsummary.h,
        /// addFailureClass): read from its logs once, when it ended so.
        QString failureClass;
        QString failureSubclass;
        QString failureVerdict;
        DecisiveLine failureLine;
    };

    explicit RunFollower(QObject *parent = nullptr);
    ~RunFollower() override;

    /// The run folders to follow (absolute); readers of folders no longer named (here or in
    /// setBackgroundRuns()) are dropped.
    void setRuns(const QStringList &runDirs);
    /// Run folders read also while inactive, so that their end is noticed when nobody looks
    /// (runs that hold a place a queued run waits for).
    void setBackgroundRuns(const QStringList &runDirs);
    /// The run whose loss curve is copied out with each read (the selected one); it is read
    /// whether or not setRuns() names it.
    void setCurveRun(const QString &runDir);
    /// The rules that find CPU fallbacks in the curve run's messages (the project's); runs are
    /// scanned again from the start with new rules.
    void setFallbackRules(std::shared_ptr<const CpuFallbackRules> rules);
    void setActive(bool active);
    /// Reads `runDir` at the next tick even if it is not due (after a start or an abort).
    void hurry(const QString &runDir);

    std::shared_ptr<const Snapshot> snapshot(const QString &runDir) const;

    static bool isFinal(RunState state);

Q_SIGNALS:
    /// A read of `runDir` is back; `changed` when it found something new.
    void updated(const QString &runDir, bool changed);

private:
    struct Entry;
    void rebuild();
    void schedule();
    void tick();
    void watch(const std::shared_ptr<Entry> &entry);
    void folderChanged(const QString &path);
    /// Brings the entry's next read forward after a change; true when it did.
    bool readSoon(Entry *entry);
    void read(const std::shared_ptr<Entry> &entry);
    /// The worker's part of a read: the entry's reader and scanner are its own while busy.
    static std::shared_ptr<const Snapshot> readSnapshot(Entry &entry, bool curve, const std::shared_ptr<const Snapshot> &before,
                                                        const std::shared_ptr<const CpuFallbackRules> &rules);
    /// The GUI's part: takes the snapshot and sets the next read.
    void taken(const std::shared_ptr<Entry> &entry, const Snapshot &before, const std::shared_ptr<const Snapshot> &next);

    QStringList m_runs;
    QStringList m_background;
    bool m_active = false;
    QHash<QString, std::shared_ptr<Entry>> m_entries;
    QString m_curveRun;
    std::shared_ptr<const CpuFallbackRules> m_rules;
    JobTracker *m_reads; ///< one read per followed run at a time, none superseded
    QTimer *m_timer; ///< single shot, for the run that is due next
    QFileSystemWatcher *m_watcher;
    QHash<QString, QString> m_watchedRun; ///< a watched path → the run folder it belongs to
};

} // namespace pilot::app
