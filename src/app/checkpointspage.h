#pragma once

#include "core/checkpoints/checkpointverifier.h"
#include "core/project/project.h"
#include "runcheckpoints.h"

#include <QList>
#include <QWidget>

#include <atomic>
#include <memory>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;
class QTabWidget;

namespace pilot::app {

class JobTracker;

class CheckpointExport;
class DrillPanel;
class FallbackPanel;
class ProjectDocument;

/// The Checkpoints stage: for one run of the project, every checkpoint with its verdict and
/// reasons (docs/checkpoints.md) and Export…, the kill-and-resume drill of that run with its
/// jump chart and Drill… (drill.json, docs/drill.md) and, for a failed or lost run, its failure
/// class and advice; and the project's fallback plan (FallbackPanel).
/// Checking reads and checksums every file: it runs on a worker thread with progress and a
/// Cancel button, a newer check supersedes an older one, and a hidden stage checks nothing
/// until it is shown.
class CheckpointsPage : public QWidget
{
    Q_OBJECT
public:
    explicit CheckpointsPage(ProjectDocument *document, QWidget *parent = nullptr);

    /// What the last finished check found (for tests and the record).
    const QList<CheckpointReport> &reports() const { return m_reports; }
    /// Exports the selected (accepted) checkpoint to `outDir`, a new or empty folder, as a
    /// Transformers/PEFT folder with its own manifest (with `mergeLora` the LoRA merged into
    /// fp32 weights): pilot-trainer export in a process of its own, never on the GUI thread.
    /// Ends with exported(). The Export… button asks for the folder and calls this.
    void exportSelected(const QString &outDir, bool mergeLora);
    DrillPanel *drillPanel() const { return m_drillPanel; }
    FallbackPanel *fallbackPanel() const { return m_fallbackPanel; }

Q_SIGNALS:
    void checked(); ///< a check finished (or was cancelled) and the page shows it
    void exported(bool ok, const QString &message); ///< an export ended; `message` is shown on the page

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    using Found = RunCheckpoints;
    // The constructor's parts, in its order.
    /// The widgets' names and properties, and the check's job, whose progress bar and Cancel
    /// show while it is busy.
    void setUpWidgets();
    void buildLayout();
    void connectControls();
    /// Lists the project's runs in the run chooser, keeping the choice; checks the chosen run
    /// again unless `checkAgain` is false (a new language only renames them).
    void reloadRuns(bool checkAgain = true);
    void check();
    void cancel();
    void show(Found found); // by value: a language change shows the Found it replaces
    void showReasons();
    void updateExportButton();
    void addDrilledRun(const QString &folder, RunRole role, const QString &label);
    void retranslate();

    ProjectDocument *m_document;
    QLabel *m_runLabel;
    QComboBox *m_run;
    QPushButton *m_recheck;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    CheckpointExport *m_export;
    QTableWidget *m_table;
    QLabel *m_reasons;
    QTabWidget *m_tabs;
    DrillPanel *m_drillPanel;
    FallbackPanel *m_fallbackPanel;
    QLabel *m_failure;
    QList<CheckpointReport> m_reports;
    QList<bool> m_lora; ///< per report: a LoRA adapter, decided on the worker thread
    std::shared_ptr<Found> m_found;            ///< the shown result, for a language change
    JobTracker *m_job = nullptr;               ///< the check of the chosen run's checkpoints; only the latest is shown
    bool m_stale = true;                       ///< the runs changed while the stage was hidden
};

} // namespace pilot::app
