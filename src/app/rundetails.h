#pragma once

#include "runfollower.h"
#include "runlogs.h"

#include <QTabWidget>

class QLabel;
class QPlainTextEdit;
class QTableWidget;
class QTimer;

namespace pilot::app {

class CurveChart;

/// The selected run of the Run stage: its live training-loss curve, the tail of its stdout
/// and stderr logs (warnings and errors marked; read off the GUI thread, at most
/// kLogTailBytes of each, one read at a time) and its provenance — launch.json and the
/// versions its run_start names.
class RunDetails : public QTabWidget
{
    Q_OBJECT
public:
    explicit RunDetails(QWidget *parent = nullptr);

    /// Shows `runDir` (empty: nothing selected) as of `snapshot` (may be null: not read yet).
    void showRun(const QString &runDir, const QString &label, const std::shared_ptr<const RunFollower::Snapshot> &snapshot);

    CurveChart *chart() const { return m_chart; }
    QPlainTextEdit *log() const { return m_log; }
    QTableWidget *provenance() const { return m_provenance; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void readLogs();
    void showLogs(const RunLogs &logs);
    void showProvenance();
    void showCurve();

    QString m_runDir;
    QString m_label;
    std::shared_ptr<const RunFollower::Snapshot> m_snapshot;
    CurveChart *m_chart;
    QPlainTextEdit *m_log;
    QTableWidget *m_provenance;
    QTimer *m_logTimer;
    bool m_logBusy = false;
    RunLogs m_logs;
    qsizetype m_curvePoints = -1;
};

} // namespace pilot::app
