#pragma once

#include "drilldialog.h"

#include "core/drill/drillresult.h"
#include "core/project/project.h"

#include <QElapsedTimer>
#include <QPointF>
#include <QVector>
#include <QWidget>

#include <memory>
#include <optional>

class QLabel;
class QProgressBar;
class QPushButton;

namespace pilot::app {

class BackendCatalog;
class CurveChart;
class JobTracker;

/// A run's kill-and-resume drill as the Checkpoints stage shows it, read on a worker thread:
/// drill.json kept with the run and the losses of the two runs it compared, when both lie
/// inside the project folder (a drill file may name any path; nothing outside is read).
struct DrillView
{
    std::optional<DrillResult> drill;
    QString error;                      ///< drill.json is there but cannot be read
    QVector<double> resumedX, resumedY; ///< the interrupted run after its resumes
    QVector<double> plainX, plainY;     ///< the uninterrupted run
    QVector<QPointF> interruptions;     ///< (last step before the signal, its loss)
    QString curvesNote;                 ///< why a curve is missing

    static DrillView read(const QString &runDir, const QString &projectFolder);
};

/// What the Drill… button drills: the run's job as launched (its job.json) and where a new
/// drill's folder goes.
struct DrillSource
{
    QString runDir;        ///< absolute
    QString label;
    RunRole role = RunRole::Pilot;
    QString projectFolder; ///< empty while the project has no file: no drill then
    QList<BackendRuntime> runtime;
    PathMapping paths = {};              ///< the project's `paths`: where the job's inputs lie here
    std::optional<DrillDialog::Job> job; ///< unset when the run has no readable job.json
    QString jobProblem;
};

/// The drill part of the Checkpoints stage: the interruptions and jump check of the shown run,
/// the jump chart (uninterrupted against resumed losses per step, interruptions marked, the
/// tolerance band when bit for bit is not expected), and Drill…, which runs a new drill of the
/// run's job through the launch layer on a worker thread, with progress, the time left and
/// Cancel (which aborts the run it has going).
class DrillPanel : public QWidget
{
    Q_OBJECT
public:
    explicit DrillPanel(QWidget *parent = nullptr);
    ~DrillPanel() override;

    void setSource(const DrillSource &source);
    void showView(const DrillView &view);
    /// Starts a drill of the source's job as `choice` says (Drill… asks for it first).
    void start(const DrillDialog::Choice &choice);
    bool isRunning() const;
    void cancel();

Q_SIGNALS:
    /// A drill ended (completed, failed or cancelled); its result is in the drill's folder
    /// (drill.json) and a copy with the drilled run.
    void drillEnded(const pilot::DrillResult &result, const pilot::app::DrillSource &source);

protected:
    void changeEvent(QEvent *event) override;

private:
    void ask();
    void progressed(qint64 done, qint64 total);
    void updateButton();
    void retranslate();

    BackendCatalog *m_backends;
    QLabel *m_summary;
    CurveChart *m_chart;
    QPushButton *m_start;
    QProgressBar *m_progress;
    QLabel *m_status;
    QPushButton *m_cancelButton;
    DrillSource m_source;
    std::optional<DrillView> m_view; ///< shown, for a language change
    JobTracker *m_drill;             ///< the drill going
    bool m_waitingForBackends = false; ///< a drill was asked for and waits for the backends to be found
    QElapsedTimer m_clock;
    QString m_stage; ///< the drill's last word on what it does
};

} // namespace pilot::app
