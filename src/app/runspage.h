#pragma once

#include <QSet>
#include <QWidget>

#include <atomic>
#include <functional>
#include <memory>

class QAction;
class QLabel;
class QMessageBox;
class QPushButton;
class QTableView;

namespace pilot {
struct CpuFallbackCounts;
}

namespace pilot::app {

class JobTracker;

class BackendCatalog;
class NewRunDialog;
class ProjectDocument;
class RunDetails;
class RunFollower;
class RunLaunches;
class RunsModel;
struct NewRunRequest;

/// The Run stage: the project's runs with their live state, where new runs are launched
/// (New Run…, Ctrl+R), queued per target, followed and aborted (Del or Ctrl+., after a
/// confirmation). Run folders are read on worker threads: summaries once per reload, the state
/// of each run by RunFollower while the stage is on screen. The selected run's curve, log and
/// provenance are shown below the table. Existing run folders can still be added by hand.
class RunsPage : public QWidget
{
    Q_OBJECT
public:
    explicit RunsPage(ProjectDocument *document, QWidget *parent = nullptr);
    ~RunsPage() override;

    RunsModel *model() const { return m_model; }
    RunLaunches *launches() const { return m_launches; }
    RunDetails *details() const { return m_details; }
    /// Opens the New Run dialog (non-modal to the event loop: it is shown with open()).
    NewRunDialog *newRun();
    /// Asks to abort the selected run; the confirmation is shown with open().
    QMessageBox *abortSelected();
    /// Runs of the open project waiting in the queue (not started yet).
    int waitingRuns() const;
    /// Takes them off the queue (their folders say cancelled); `done` once that is written.
    void cancelWaitingRuns(const std::function<void()> &done);
    /// Queues a run for its target, as Start in the New Run dialog does (a fallback run too).
    void launch(const NewRunRequest &request);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    // The constructor's parts, in its order.
    void setUpWidgets();
    /// Ctrl+R for a new run; Del and Ctrl+. abort the selected one.
    void setUpActions();
    void buildLayout();
    /// The project's sections to follow, the launches' queue and results, and the buttons.
    void connectControls();
    void reload();
    void rebuildRows();
    /// Reads the summaries of these run folders on workers and puts them into their rows.
    void loadSummaries(const QStringList &directories);
    void projectPlaceChanged();
    void queueChanged();
    void refollow();
    void retranslate();
    void addRun();
    void removeSelected();
    void runStarted(const QString &runDir, const NewRunRequest &request);
    void followerUpdated(const QString &runDir, bool changed);
    void selectionChanged();
    void showMessage(const QString &text, bool bad);
    /// Reads the project's CPU-fallback rules (built-in plus its file) off the GUI thread.
    void loadFallbackRules();
    /// Adds a run's fallbacks to the evidence of the operator row, naming the run as the project
    /// does and replacing an earlier entry for the same run.
    void addFallbackEvidence(const QString &runDir, const CpuFallbackCounts &fallbacks);
    int selectedRow() const;
    void selectRow(int row);

    ProjectDocument *m_document;
    RunsModel *m_model;
    BackendCatalog *m_backends;
    RunLaunches *m_launches;
    RunFollower *m_follower;
    JobTracker *m_rules = nullptr; ///< reading the project's CPU-fallback rules; only the latest is taken
    QLabel *m_intro;
    QLabel *m_empty;
    QLabel *m_message;
    QTableView *m_view;
    RunDetails *m_details;
    QPushButton *m_new;
    QPushButton *m_abort;
    QPushButton *m_add;
    QPushButton *m_remove;
    QPushButton *m_refresh;
    QAction *m_abortAction;
    QSet<QString> m_launched; ///< run folders with a launch.json, followed whatever their summary says
    QSet<QString> m_resummarized; ///< followed runs not launched here, summarised again at their end
    QString m_queueFolder;    ///< the project folder whose queue RunLaunches holds
    JobTracker *m_summaries = nullptr; ///< one read per run folder; a reload drops the older reads
};

} // namespace pilot::app
