#pragma once

#include "runfollower.h"
#include "runlogs.h"

#include <QTabWidget>

class QLabel;
class QPlainTextEdit;
class QTableWidget;
class QFileSystemWatcher;
class QTimer;

namespace pilot::app {

class JobTracker;

class CurveChart;
class NeuronRunView;

/// The selected run of the Run stage: its live training-loss curve (for a run on a Neuron
/// device with neuron-monitor's stream, NeuronCore utilisation and device memory below it, with
/// the reports with failed executions or hardware errors marked), the tail of its stdout and stderr logs
/// (warnings and errors marked; read off the GUI thread, at most kLogTailBytes of each, one read
/// at a time; read again when the file system says they changed, while the Log tab is shown),
/// its provenance — launch.json, the environment the backend gave the job, the
/// versions found at the launch and those its run_start names — and, for a run of the neuron
/// backend, its compile phases, compile cache and CPU fallbacks (NeuronRunView).
class RunDetails : public QTabWidget
{
    Q_OBJECT
public:
    explicit RunDetails(QWidget *parent = nullptr);

    /// Shows `runDir` (empty: nothing selected) as of `snapshot` (may be null: not read yet).
    void showRun(const QString &runDir, const QString &label, const std::shared_ptr<const RunFollower::Snapshot> &snapshot);

    CurveChart *chart() const { return m_chart; }
    CurveChart *utilisationChart() const { return m_utilisation; }
    CurveChart *memoryChart() const { return m_memory; }
    NeuronRunView *neuron() const { return m_neuron; }
    /// Why the project's CPU-fallback rules are not in use (shown with the fallbacks).
    void setRulesProblems(const QString &problems);
    QPlainTextEdit *log() const { return m_log; }
    QTableWidget *provenance() const { return m_provenance; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void nameViews();
    void readLogs();
    void watchLogs();
    /// `read`: the logs come from a read of the folder (not the empty ones shown until it is back).
    void showLogs(const QString &runDir, const RunLogs &logs, bool read);
    void showProvenance();
    void showCurve();
    QString emptyCurveText() const;
    void showNeuron();

    QString m_runDir;
    QString m_label;
    std::shared_ptr<const RunFollower::Snapshot> m_snapshot;
    CurveChart *m_chart;
    QWidget *m_monitor;
    CurveChart *m_utilisation;
    CurveChart *m_memory;
    NeuronRunView *m_neuron;
    QString m_rulesProblems;
    qint64 m_monitorReports = -1;
    QPlainTextEdit *m_log;
    QTableWidget *m_provenance;
    QTimer *m_logTimer; ///< single shot: one read for changes that come close together
    QFileSystemWatcher *m_logWatcher;
    JobTracker *m_logRead = nullptr; ///< one read of the logs at a time
    RunLogs m_logs;
    QString m_logsRun;         ///< the run whose logs the view shows
    bool m_logsRead = false;   ///< m_logs come from a read
    bool m_logsFinal = false;  ///< they were read after the run ended
    bool m_final = false;      ///< the run shown has ended
    bool m_shownFinal = false; ///< the view's text was written for a run that had ended
    qint64 m_curvePoints = -1; ///< the steps behind the curve drawn
};

} // namespace pilot::app
