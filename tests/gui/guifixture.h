#pragma once

// What the GUI tests share: the real main window on the offscreen platform, created fresh in
// English for every test function, and settings (recent files, language) in a scratch folder.
// A test class derives from GuiFixture and ends its file with PILOT_GUI_TEST_MAIN(Class).
#include "app/languagemanager.h"
#include "app/mainwindow.h"
#include "app/runsmodel.h"

#include <QApplication>
#include <QByteArray>
#include <QFile>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <memory>

namespace pilot::test {

/// The demo project of resources/demo (read only: a test that saves copies it first).
extern const QString kDemo;
/// The demo's project file as text, without its runs and the lock its pilot run set: a team's
/// project before any run, for a test to build on.
QByteArray demoProjectText();
/// A copy of the demo project with its jobs, data and base model (not its runs) in `dir`, so
/// that runs are written beside the copy; returns the copy's project file.
QString copyDemo(const QString &folder);
inline QString copyDemo(const QTemporaryDir &dir)
{
    return copyDemo(dir.path());
}
/// The row of the Run stage's table whose label is `label`, or -1.
int rowOf(const app::RunsModel *model, const QString &label);
/// The text of `column` in the row labelled `label`; empty when there is no such row.
QString cell(const app::RunsModel *model, const QString &label, int column);

/// Clicks the button `buttonText` of the message box `objectName` once it is shown modally
/// (the window's prompts run their own event loop).
void clickWhenShown(const QString &objectName, const QString &buttonText);

/// The stage list's entries as shown.
QStringList stageTexts(const app::MainWindow &w);
/// The row of a decision-guide question in the matrix, or -1.
int questionRow(const QString &id);
/// The title of the menu with this object name.
QString menuTitle(const app::MainWindow &w, const char *name);
/// Calls `look(where)` for what `window` shows now, then again with every tab of every tab
/// widget it shows, one after the other (a tab's page may hold tab widgets of its own); `where`
/// grows by " › " and the tab's text. Each tab widget is left on the tab it showed.
void forEveryTab(QWidget *window, const QString &where, const std::function<void(const QString &where)> &look);
/// The lines of a synthetic run in the job interface's metrics.jsonl: run_start, `steps` step
/// lines whose loss decays as 3·exp(−s/decay) + 0.5 and moves by `drift` from step `driftFrom`
/// on (and by 0.5 at every `spikeEvery`-th step when it is not 0), 2,048 tokens per step, then
/// one eval line after the last step (val_loss 0.6 + drift, exact_match 0.9). A test adds its
/// own sample and run_end lines.
QByteArray driftingRunLines(const QString &runId, int steps, double decay, int driftFrom, double drift, int spikeEvery = 0);

/// Stops every launched run below `folder` (each folder with a launch.json, at any depth) whose
/// process still goes, as the Run stage's Abort does (SIGTERM, checkpoint, SIGKILL after the
/// grace period), and waits until it is gone. What could not be stopped is returned.
QStringList abortLaunchedRuns(const QString &folder);
/// Processes of this machine whose command line names `folder` (a run left going there).
QStringList processesNaming(const QString &folder);

class GuiFixture : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    /// Before every test function: a new English window, shown and exposed.
    void init();
    /// After it: the project dropped without saving (no prompt on close), so the Run stage's
    /// queue starts nothing more; runs being started are waited for; every run launched in the
    /// scratch folder is aborted and none may be left going; then the window is closed and the
    /// scratch folder removed.
    void cleanup();
    /// After the last: no process names any scratch folder of this test class.
    void cleanupTestCase();

protected:
    /// A folder for this test function's projects, removed at cleanup() after its runs are
    /// stopped: a test that launches runs keeps its projects here, so that no run outlives it
    /// (a QTemporaryDir of the test function would be gone before cleanup() could look).
    const QTemporaryDir &scratch();
    /// A new window, as after the app was closed and started again.
    void reopenWindow();
    /// Opens a copy of the demo project in the scratch folder with the demo's two finished runs
    /// (its reference and its pilot) listed, as a team has it after its first runs.
    void openDemoWithItsRuns();

    std::unique_ptr<app::LanguageManager> m_languages;
    std::unique_ptr<app::MainWindow> m_window;

private:
    std::unique_ptr<QTemporaryDir> m_scratch;
    QStringList m_usedScratch; ///< every scratch folder handed out
};

/// Runs a GUI test class: settings and data in scratch folders, never the user's; fixed 96 dpi.
template<typename Test>
int runGuiTest(int argc, char **argv)
{
    QTemporaryDir config, data;
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(config.path()));
    qputenv("XDG_DATA_HOME", QFile::encodeName(data.path())); // edit journals (recovery/) too
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Migration Pilot Tests"));
    QApplication::setApplicationName(QStringLiteral("migration-pilot-tests"));
    QApplication::setAttribute(Qt::AA_Use96Dpi, true);
    Test test;
    return QTest::qExec(&test, argc, argv);
}

} // namespace pilot::test

#define PILOT_GUI_TEST_MAIN(TestClass)                         \
    int main(int argc, char **argv)                            \
    {                                                          \
        return pilot::test::runGuiTest<TestClass>(argc, argv); \
    }
