#pragma once

#include <QMainWindow>

#include <functional>
#include <memory>

namespace Ui {
class MainWindow;
}

namespace pilot::app {

class JobTracker;
class LanguageManager;
class ProjectDocument;
class ProjectGuard;

/// The shell: workflow stages as navigation on the left, the current stage on the right,
/// project file handling, language switching.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    enum Stage { PlanStage, RunsStage, CompareStage, CheckpointsStage, CostStage, ReportStage, StageCount };

    explicit MainWindow(LanguageManager *languages, QWidget *parent = nullptr);
    /// Before the first show: the size, place and state the window had when it was last closed;
    /// the first time, its natural size centred on its screen, or maximised where the screen's
    /// free area is smaller than that.
    void placeOnScreen();
    ~MainWindow() override;

    /// Opens a project file; problems appear in the error banner, not in a modal dialog.
    bool openProject(const QString &path);
    bool saveProjectAs(const QString &path);
    /// Opens the user's copy of the demo project in `folder` (demoCopyFolder() by default),
    /// copying the shipped demo there first when there is none, and shows Compare.
    bool openDemo(const QString &folder = QString());
    ProjectDocument *document() const { return m_document; }
    /// At start without a project: offers the edits a window left unsaved when it ended.
    void offerLeftEdits();
    ProjectGuard *guard() const { return m_guard; }
    void showStage(Stage stage);
    Stage currentStage() const;

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void setupStages();
    void setupActions();
    void retranslate();
    void applyColors();
    void updateTitle();
    void updateRecentMenu();
    void updateUndoActions();
    void showError(const QString &text);
    bool maybeSave();
    /// Before the project is closed: runs waiting in its queue stay queued (and start when it
    /// is opened again) or are taken off the queue (`*cancelled` set; `whenCancelled` runs once
    /// their folders say so). False when the user stays.
    bool maybeLeaveQueuedRuns(const std::function<void()> &whenCancelled = {}, bool *cancelled = nullptr);
    void newProject();
    void open();
    bool save();
    bool saveAs();
    void about();
    void reload();
    void tellDesktop(const QString &path);

    std::unique_ptr<Ui::MainWindow> m_ui;
    LanguageManager *m_languages;
    ProjectDocument *m_document;
    ProjectGuard *m_guard;
    JobTracker *m_desktop; ///< telling the desktop of recent projects
    QList<QAction *> m_stageActions;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    QString m_notice; ///< what the document said during a save, shown with "Saved"
};

} // namespace pilot::app
