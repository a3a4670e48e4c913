#pragma once

#include "core/neuron/neuronrunfacts.h"
#include "core/runs/metricstail.h"
#include "core/runs/runmetrics.h"

#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

namespace pilot::app {

class JobTracker;

/// The runs a view compares, read and followed on worker threads: a run folder or
/// metrics.jsonl is followed as it grows (each poll reads only what was appended), other
/// tools' files are read once. Even the look for a run's metrics.jsonl happens off the GUI
/// thread. One read per run at a time: a poll asked for while one runs is skipped.
class LiveRuns : public QObject
{
    Q_OBJECT
public:
    /// A run as read so far. While `busy`, a worker owns it; the GUI thread reads it only when
    /// it is not busy.
    struct Run
    {
        QString path;
        std::unique_ptr<MetricsTail> tail; ///< metrics.jsonl runs; imports are read once
        RunMetrics metrics;
        QString error;
        bool busy = false;
        bool loaded = false;
        /// A run folder of the neuron backend: its compile cache, CPU fallbacks and
        /// neuron-monitor stream (NeuronRunScanner), followed with the metrics.
        std::unique_ptr<NeuronRunScanner> neuron;
        std::shared_ptr<const CpuFallbackRules> neuronRules;
        std::shared_ptr<const NeuronRunFacts> neuronFacts; ///< null for runs of other backends
    };

    explicit LiveRuns(QObject *parent = nullptr);

    /// Starts reading `path` (absolute) unless it is known already.
    void load(const QString &path);
    /// Reads what was appended to a followed run since its last read.
    void poll(const QString &path);
    /// Every `intervalMs`, polls the runs `followed` names at that moment (none: nothing is read,
    /// as for a view that is not on screen).
    void follow(int intervalMs, std::function<QStringList()> followed);
    /// The run at `path`, or null when it was never loaded.
    std::shared_ptr<const Run> run(const QString &path) const { return m_runs.value(path); }
    /// The run, read and not busy, without an error; null otherwise.
    std::shared_ptr<const Run> ready(const QString &path) const;
    /// The rules that find CPU fallbacks (the project's); followed runs are scanned again with
    /// them at their next read.
    void setFallbackRules(std::shared_ptr<const CpuFallbackRules> rules);

Q_SIGNALS:
    /// A read of `path` finished; `changed` when it brought something to show (the first read,
    /// new lines, a restart of the file, an error).
    void arrived(const QString &path, bool changed);

private:
    JobTracker *m_reads = nullptr;               ///< one read per run folder at a time, none superseded
    QHash<QString, std::shared_ptr<Run>> m_runs; ///< by absolute path
    std::shared_ptr<const CpuFallbackRules> m_rules;
};

} // namespace pilot::app
