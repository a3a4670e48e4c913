#pragma once

#include "pilot_core_export.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <cmath>
#include <limits>

namespace pilot {

/// The file of a run folder that holds neuron-monitor's stream when the launcher started it
/// beside the job (one JSON report per line, as neuron-monitor writes them to stdout).
inline constexpr char kNeuronMonitorFile[] = "neuron-monitor.jsonl";

/// One report of neuron-monitor (format: aws-neuron-sdk
/// tools/neuron-sys-tools/neuron-monitor-user-guide.rst, "The JSON output format"), reduced to
/// what the Run stage draws. Only the runtimes that belong to the run count (see
/// parseNeuronMonitor), and of them only the NeuronCores they use (see NeuronMonitorProcess).
/// Absent values are NaN.
struct NeuronMonitorSample
{
    static constexpr double kNone = std::numeric_limits<double>::quiet_NaN();

    /// Seconds since the stream's first report read: neuron-monitor writes no time stamp, so
    /// the reports' own periods are added up (the report's neuroncore_counters period, else
    /// that of another metric group, else the documented default of 5 s).
    double t = kNone;
    /// Mean neuroncore_utilization (%, "during the captured period") of the NeuronCores the
    /// run's runtimes use; 0 when they list cores but use none (all idle, nothing loaded).
    double utilisation = kNone;
    int coresInUse = 0;         ///< NeuronCores the run's runtimes use (each counted once)
    double deviceBytes = kNone; ///< memory_used.neuron_runtime_used_bytes.neuron_device ("current"), summed over the runtimes
    double hostBytes = kNone;   ///< the same for host memory
    qint64 errors = 0;          ///< execution_stats.error_summary counts of this period, all kinds
    qint64 hardwareErrors = 0;  ///< of them the kind "hardware"
    /// Executions of this period that did not complete cleanly (execution_summary: with an
    /// error, with a numerical error, timed out, incorrect input, failed to queue).
    qint64 failedExecutions = 0;
    qint64 completedExecutions = 0; ///< execution_summary.completed of this period

    /// Something in this period a person must look at: failed executions or hardware errors.
    bool troubled() const { return failedExecutions > 0 || hardwareErrors > 0; }
};

/// One Neuron application of the stream (a `neuron_runtime_data` entry, by pid), over all
/// reports read. Its NeuronCores are those it uses, not those it lists: neuron-monitor lists
/// every core of the host under each runtime, the idle ones with 0 (real captures of several
/// runtimes on inf1 and trn1 show it). A core is the runtime's when one of its loaded models
/// has a subgraph on it or it was busy (utilisation > 0).
struct NeuronMonitorProcess
{
    qint64 pid = 0;
    QString tag;               ///< neuron_runtime_tag (NEURON_PROCESS_TAG, or the pid where none was set)
    QList<int> cores;          ///< NeuronCore ids (host-wide) it used in any report, ascending
    double utilisationSum = 0; ///< over reports with a value: the mean utilisation of its cores
    qint64 utilisationReports = 0;
    double peakDeviceBytes = NeuronMonitorSample::kNone;
    double peakHostBytes = NeuronMonitorSample::kNone;
    qint64 reports = 0;
    QMap<QString, qint64> errorsByKind; ///< error_summary, summed over its periods
    qint64 completedExecutions = 0;
    qint64 failedExecutions = 0;

    double meanUtilisation() const
    {
        return utilisationReports > 0 ? utilisationSum / double(utilisationReports) : NeuronMonitorSample::kNone;
    }
};

/// What a run's neuron-monitor stream said.
struct NeuronMonitorSeries
{
    QList<NeuronMonitorSample> samples;
    /// error_summary counts by kind (generic, numerical, transient, model, runtime, hardware),
    /// summed over all reports read: the user guide gives them "for the captured period". At
    /// most 32 kinds; sums stop at the largest qint64.
    QMap<QString, qint64> errorsByKind;
    /// execution_summary counts by outcome (completed, completed_with_err, …), summed the same way.
    QMap<QString, qint64> executionsByOutcome;
    QList<NeuronMonitorProcess> processes; ///< the run's runtimes, first seen first (at most 256)
    /// system_data.neuron_hw_counters: uncorrected ECC events of all devices, the largest any
    /// one report gave (the guide does not say whether they count per period or since boot).
    qint64 eccUncorrected = 0;
    QStringList collectionErrors; ///< distinct non-empty "error" texts of the reports (at most 20, each cut to 300 characters)
    qint64 reports = 0;           ///< reports read (lines that were a report)
    qint64 badLines = 0;          ///< lines that were not a report (not JSON, not an object)
    bool cut = false;             ///< only the end of a larger file was read: times start at its first whole line
    QString readError;            ///< the file cannot be read (not a regular file, …); empty otherwise

    qint64 errorTotal() const { return total(errorsByKind); }
    /// Executions that did not complete cleanly: every outcome but "completed".
    qint64 failedExecutions() const { return total(failedOutcomes()); }
    /// executionsByOutcome without "completed".
    QMap<QString, qint64> failedOutcomes() const
    {
        QMap<QString, qint64> failed = executionsByOutcome;
        failed.remove(QStringLiteral("completed"));
        return failed;
    }

private:
    static qint64 total(const QMap<QString, qint64> &counts)
    {
        qint64 n = 0;
        for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
            if (__builtin_add_overflow(n, it.value(), &n))
                return std::numeric_limits<qint64>::max();
        }
        return n;
    }
};

/// Reads neuron-monitor reports line by line, for a stream that keeps growing.
class PILOT_CORE_EXPORT NeuronMonitorParser
{
public:
    /// `tag`: see parseNeuronMonitor.
    explicit NeuronMonitorParser(QString tag = QString());
    /// One line of the stream (without its newline).
    void addLine(const QByteArray &line);
    const NeuronMonitorSeries &series() const { return m_series; }
    NeuronMonitorSeries &series() { return m_series; }
    /// Forgets everything read (the file was replaced).
    void reset();

private:
    QString m_tag;
    double m_clock = 0;
    NeuronMonitorSeries m_series;
};

/// Parses neuron-monitor reports, one per line. `tag` selects the runtimes of the run by their
/// `neuron_runtime_tag` (the NEURON_PROCESS_TAG the backend gave the job); empty takes every
/// runtime of the host. Lines longer than 16 MiB, blank lines and lines that are not a JSON
/// object are skipped (counted as bad); values of the wrong type count as absent. Never fails.
PILOT_CORE_EXPORT NeuronMonitorSeries parseNeuronMonitor(const QByteArray &lines, const QString &tag);

/// Bytes of `<run>/neuron-monitor.jsonl` read at most: its end, from the first whole line.
inline constexpr qint64 kMaxNeuronMonitorRead = 32 * 1024 * 1024;

/// Reads the end of `path` (regular files only, at most `maxBytes`) and parses it. A missing
/// file gives an empty series without `readError`. Blocks on file I/O.
PILOT_CORE_EXPORT NeuronMonitorSeries readNeuronMonitorFile(const QString &path, const QString &tag,
                                                            qint64 maxBytes = kMaxNeuronMonitorRead);

} // namespace pilot
