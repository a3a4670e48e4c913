#include "mainwindow.h"
#include "ui_mainwindow.h"
#include "fieldfocus.h"

#include "charts/plaintooltip.h"
#include "charts/theme.h"
#include "checkpointspage.h"
#include "comparepage.h"
#include "costpage.h"
#include "demoproject.h"
#include "desktoprecent.h"
#include "drillpanel.h"
#include "fallbackpanel.h"
#include "jobtracker.h"
#include "languagemanager.h"
#include "planpage.h"
#include "projectdocument.h"
#include "projectguard.h"
#include "recentprojects.h"
#include "reportpage.h"
#include "runspage.h"
#include "useridentity.h"

#include "core/version.h"

#include <QAbstractItemView>
#include <QActionGroup>
#include <QCloseEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMessageBox>
#include <QMutex>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QTextEdit>
#include <QTimer>
#include <QUndoStack>

namespace pilot::app {

namespace {

// The window's size, place and state when it was last closed (QWidget::saveGeometry).
const char kGeometryKey[] = "window/geometry";

struct StageText
{
    const char *title;
};

const StageText kStages[MainWindow::StageCount] = {
    {QT_TRANSLATE_NOOP("pilot::app::Stages", "Plan")},
    {QT_TRANSLATE_NOOP("pilot::app::Stages", "Runs")},
    {QT_TRANSLATE_NOOP("pilot::app::Stages", "Compare")},
    {QT_TRANSLATE_NOOP("pilot::app::Stages", "Checkpoints")},
    {QT_TRANSLATE_NOOP("pilot::app::Stages", "Cost")},
    {QT_TRANSLATE_NOOP("pilot::app::Stages", "Report")},
};

QString stageTitle(int stage)
{
    return QCoreApplication::translate("pilot::app::Stages", kStages[stage].title);
}

} // namespace

MainWindow::MainWindow(LanguageManager *languages, QWidget *parent)
    : QMainWindow(parent)
    , m_ui(std::make_unique<Ui::MainWindow>())
    , m_languages(languages)
    , m_document(new ProjectDocument(this))
    , m_guard(new ProjectGuard(m_document, this))
    , m_desktop(new JobTracker(this))
{
    m_ui->setupUi(this);
    // Problems quote paths and what a file held: shown as written, never as markup.
    m_ui->errorBanner->setTextFormat(Qt::PlainText);
    applyColors();
    setupStages();
    setupActions();
    // Tab moves on to the next control everywhere, as a keyboard user expects: a table keeps
    // the arrow keys for its cells, a text field keeps typing; neither holds on to Tab.
    for (QAbstractItemView *view : findChildren<QAbstractItemView *>())
        view->setTabKeyNavigation(false);
    for (QPlainTextEdit *edit : findChildren<QPlainTextEdit *>())
        edit->setTabChangesFocus(true);
    for (QTextEdit *edit : findChildren<QTextEdit *>())
        edit->setTabChangesFocus(true);
    connect(m_document, &ProjectDocument::changed, this, &MainWindow::updateTitle);
    connect(m_document, &ProjectDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_guard, &ProjectGuard::reloadWanted, this, &MainWindow::reload);
    connect(m_guard, &ProjectGuard::said, this, [this](const QString &text) { statusBar()->showMessage(text, 10000); });
    retranslate();
    showStage(PlanStage);
}

MainWindow::~MainWindow()
{
    // What is left to signal while the window is taken apart must not reach it: ~QWidget moves
    // the focus out of a field (a commit), and the document's undo stack says it can no longer
    // undo as it is deleted. By then this object is only a QWidget, so nothing of its own
    // connects to it any more.
    dropFocusQuietly(this);
    const QList<QObject *> parts = findChildren<QObject *>();
    for (QObject *part : parts)
        part->disconnect(this);
}

MainWindow::Stage MainWindow::currentStage() const
{
    return Stage(m_ui->stageStack->currentIndex());
}

void MainWindow::setupStages()
{
    m_ui->stageStack->addWidget(new PlanPage(m_document, this));
    auto *runs = new RunsPage(m_document, this);
    m_ui->stageStack->addWidget(runs);
    m_ui->stageStack->addWidget(new ComparePage(m_document, this));
    auto *checkpoints = new CheckpointsPage(m_document, this);
    m_ui->stageStack->addWidget(checkpoints);
    // A fallback run is launched like any other run, where runs are followed.
    connect(checkpoints->fallbackPanel(), &FallbackPanel::fallbackRun, this, [this, runs](const NewRunRequest &request) {
        runs->launch(request);
        showStage(RunsStage);
    });
    auto *cost = new CostPage(m_document, this);
    m_ui->stageStack->addWidget(cost);
    // The whole bill the Cost stage works out is evidence of the Plan's amortisation row.
    if (auto *plan = findChild<PlanPage *>())
        connect(cost, &CostPage::horizonChanged, plan, [plan, cost] { plan->setHorizon(cost->horizon()); });
    m_ui->stageStack->addWidget(new ReportPage(m_document, this));
    for (int stage = 0; stage < StageCount; ++stage) {
        m_ui->stageList->addItem(QString());
        auto *action = m_ui->menuView->addAction(QString());
        action->setCheckable(true);
        action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + stage)));
        connect(action, &QAction::triggered, this, [this, stage] { showStage(Stage(stage)); });
        m_stageActions.append(action);
    }
    auto *group = new QActionGroup(this);
    for (QAction *a : std::as_const(m_stageActions))
        group->addAction(a);
    connect(m_ui->stageList, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row < 0)
            return;
        m_ui->stageStack->setCurrentIndex(row);
        m_stageActions.at(row)->setChecked(true);
    });
}

void MainWindow::setupActions()
{
    m_ui->actionNew->setShortcut(QKeySequence::New);
    m_ui->actionOpen->setShortcut(QKeySequence::Open);
    m_ui->actionSave->setShortcut(QKeySequence::Save);
    m_ui->actionSaveAs->setShortcut(QKeySequence::SaveAs);
    m_ui->actionQuit->setShortcut(QKeySequence::Quit);
    connect(m_ui->actionNew, &QAction::triggered, this, &MainWindow::newProject);
    connect(m_ui->actionOpen, &QAction::triggered, this, &MainWindow::open);
    connect(m_ui->actionOpenDemo, &QAction::triggered, this, [this] {
        if (maybeSave())
            openDemo();
    });
    connect(m_ui->actionSave, &QAction::triggered, this, &MainWindow::save);
    connect(m_ui->actionSaveAs, &QAction::triggered, this, &MainWindow::saveAs);
    connect(m_ui->actionQuit, &QAction::triggered, this, &QWidget::close);
    connect(m_ui->actionAbout, &QAction::triggered, this, &MainWindow::about);
    connect(m_ui->actionUserName, &QAction::triggered, this, [this] {
        if (askUserName(this))
            statusBar()->showMessage(tr("Locks and changes are recorded as %1.").arg(ProjectDocument::userName()), 5000);
    });
    connect(m_document, &ProjectDocument::notice, this, [this](const QString &text) {
        m_notice = text;
        statusBar()->showMessage(text, 8000);
    });
    connect(m_ui->actionAboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);

    // Every edit of the project is one step on the document's undo stack.
    // The actions are ours, not the stack's: their words follow a language switch.
    QUndoStack *stack = m_document->undoStack();
    auto *undo = new QAction(this);
    auto *redo = new QAction(this);
    connect(undo, &QAction::triggered, stack, &QUndoStack::undo);
    connect(redo, &QAction::triggered, stack, &QUndoStack::redo);
    connect(stack, &QUndoStack::undoTextChanged, this, &MainWindow::updateUndoActions);
    connect(stack, &QUndoStack::redoTextChanged, this, &MainWindow::updateUndoActions);
    connect(stack, &QUndoStack::canUndoChanged, this, &MainWindow::updateUndoActions);
    connect(stack, &QUndoStack::canRedoChanged, this, &MainWindow::updateUndoActions);
    m_undo = undo;
    m_redo = redo;
    undo->setObjectName(QStringLiteral("actionUndo"));
    redo->setObjectName(QStringLiteral("actionRedo"));
    undo->setShortcut(QKeySequence::Undo);
    redo->setShortcut(QKeySequence::Redo);
    m_ui->menuEdit->addAction(undo);
    m_ui->menuEdit->addAction(redo);
    updateUndoActions();

    auto *languages = new QActionGroup(this);
    languages->addAction(m_ui->actionGerman);
    languages->addAction(m_ui->actionEnglish);
    m_ui->actionGerman->setData(QStringLiteral("de"));
    m_ui->actionEnglish->setData(QStringLiteral("en"));
    connect(languages, &QActionGroup::triggered, this, [this](QAction *action) { m_languages->setLanguage(action->data().toString()); });
    updateRecentMenu();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_ui->retranslateUi(this);
        retranslate();
    } else if (event->type() == QEvent::PaletteChange) {
        applyColors();
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::applyColors()
{
    const QPalette &p = palette();
    m_ui->errorBanner->setStyleSheet(QStringLiteral("QLabel { background: %1; color: %2; border: 1px solid %3; padding: 6px; }")
                                         .arg(cssColor(themeColor(ThemeColor::BannerBackground, p)),
                                              cssColor(themeColor(ThemeColor::BannerText, p)),
                                              cssColor(themeColor(ThemeColor::BannerBorder, p))));
}

void MainWindow::updateUndoActions()
{
    const QUndoStack *stack = m_document->undoStack();
    m_undo->setEnabled(stack->canUndo());
    m_redo->setEnabled(stack->canRedo());
    m_undo->setText(stack->canUndo() ? tr("&Undo %1").arg(stack->undoText()) : tr("&Undo"));
    m_redo->setText(stack->canRedo() ? tr("&Redo %1").arg(stack->redoText()) : tr("&Redo"));
}

void MainWindow::retranslate()
{
    m_document->retranslateHistory();
    updateUndoActions();
    for (int stage = 0; stage < StageCount; ++stage) {
        m_ui->stageList->item(stage)->setText(stageTitle(stage));
        m_stageActions.at(stage)->setText(stageTitle(stage));
    }
    // The stage names must stay readable whatever a page asks for ("Checkpoints" was cut off
    // when the content wanted the width): the list is as wide as its longest name.
    m_ui->stageList->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_ui->stageList->setMinimumWidth(m_ui->stageList->sizeHintForColumn(0) + 2 * m_ui->stageList->frameWidth() + 12);
    m_ui->actionGerman->setChecked(m_languages->language() == QLatin1String("de"));
    m_ui->actionEnglish->setChecked(m_languages->language() == QLatin1String("en"));
    updateRecentMenu();
    updateTitle();
}

void MainWindow::updateTitle()
{
    const QString app = tr("Migration Pilot");
    // The window system appends the display name to a title that does not end with it: in the
    // UI language, the title ends with it and names the app once.
    QGuiApplication::setApplicationDisplayName(app);
    if (!m_document->isOpen()) {
        setWindowTitle(app);
    } else {
        QString name = m_document->project().title.isEmpty() ? tr("Untitled project") : m_document->project().title;
        // "[*]" marks where Qt puts the modified star; a "[*]" of the title itself is doubled,
        // which Qt shows as the literal "[*]".
        name.replace(QLatin1String("[*]"), QLatin1String("[*][*]"));
        setWindowTitle(name + QStringLiteral("[*] — ") + app);
    }
    setWindowModified(m_document->isModified());
    m_ui->actionSave->setEnabled(m_document->isOpen());
    m_ui->actionSaveAs->setEnabled(m_document->isOpen());
}

void MainWindow::updateRecentMenu()
{
    m_ui->menuRecent->clear();
    const QStringList recent = RecentProjects::load();
    for (const QString &path : recent) {
        QAction *action = m_ui->menuRecent->addAction(RecentProjects::menuText(path));
        action->setToolTip(plainToolTip(path));
        action->setStatusTip(path);
        connect(action, &QAction::triggered, this, [this, path] {
            if (maybeLeaveQueuedRuns() && maybeSave())
                openProject(path);
        });
    }
    if (!recent.isEmpty()) {
        m_ui->menuRecent->addSeparator();
        connect(m_ui->menuRecent->addAction(tr("&Clear List")), &QAction::triggered, this, [this] {
            RecentProjects::clear();
            updateRecentMenu();
        });
    }
    m_ui->menuRecent->setEnabled(!recent.isEmpty());
}

void MainWindow::showStage(Stage stage)
{
    m_ui->stageList->setCurrentRow(stage);
}

void MainWindow::showError(const QString &text)
{
    m_ui->errorBanner->setText(text);
    m_ui->errorBanner->setVisible(!text.isEmpty());
}

bool MainWindow::openProject(const QString &path)
{
    if (!m_guard->mayOpen(path))
        return false;
    Diagnostics diagnostics;
    if (!m_document->load(path, &diagnostics)) {
        QStringList lines;
        for (const Diagnostic &d : std::as_const(diagnostics).mid(0, 10))
            lines.append(d.toString());
        if (diagnostics.size() > 10)
            lines.append(tr("… and %n more problem(s)", nullptr, int(diagnostics.size() - 10)));
        showError(tr("The project could not be opened:") + QLatin1Char('\n') + lines.join(QLatin1Char('\n')));
        if (!QFileInfo::exists(path))
            updateRecentMenu();
        return false;
    }
    showError(QString());
    RecentProjects::add(path, m_document->project().title);
    tellDesktop(path);
    updateRecentMenu();
    statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(m_document->path())), 5000);
    // Kept edits are offered over the window: one opened before it is shown waits for it.
    if (isVisible())
        m_guard->opened();
    else
        QTimer::singleShot(0, m_guard, &ProjectGuard::opened);
    return true;
}

// The desktop's recently-used list, written on a worker (it is the user's file, and may be slow).
void MainWindow::tellDesktop(const QString &path)
{
    m_desktop->alongside(
        [path = QFileInfo(path).absoluteFilePath()](const BackgroundJob &) {
            static QMutex oneAtATime;
            const QMutexLocker locker(&oneAtATime);
            registerRecentWithDesktop(path);
            return true;
        },
        [](bool) {});
}

void MainWindow::reload()
{
    Diagnostics diagnostics;
    if (!m_document->load(m_document->path(), &diagnostics))
        showError(tr("The project could not be read again:") + QLatin1Char('\n')
                  + (diagnostics.isEmpty() ? QString() : diagnostics.constFirst().toString()));
}

void MainWindow::offerLeftEdits()
{
    m_guard->offerLeftEdits([this](const QString &path) { return openProject(path); });
}

bool MainWindow::openDemo(const QString &folder)
{
    const QString into = folder.isEmpty() ? demoCopyFolder() : folder;
    const QString project = QDir(into).filePath(QStringLiteral("project.yaml"));
    // The user's copy, with whatever they changed in it, is opened as it is.
    if (!QFileInfo(project).isFile()) {
        const QString shipped = shippedDemoFolder();
        if (shipped.isEmpty()) {
            showError(tr("This installation holds no demo project."));
            return false;
        }
        QString error;
        if (!copyDemo(shipped, into, &error)) {
            showError(tr("The demo project could not be copied: %1").arg(error));
            return false;
        }
    }
    if (!openProject(project))
        return false;
    showStage(CompareStage);
    return true;
}

bool MainWindow::saveProjectAs(const QString &path)
{
    QString error;
    if (!m_document->save(path, &error)) {
        showError(error);
        return false;
    }
    showError(QString());
    RecentProjects::add(path, m_document->project().title);
    tellDesktop(path);
    updateRecentMenu();
    updateTitle();
    // What the save did beyond writing the file (a lock made final) is said with it.
    QString saved = tr("Saved %1").arg(QDir::toNativeSeparators(m_document->path()));
    const bool notice = !m_notice.isEmpty();
    if (notice)
        saved += QStringLiteral(". ") + m_notice;
    m_notice.clear();
    statusBar()->showMessage(saved, notice ? 10000 : 5000);
    return true;
}

bool MainWindow::maybeLeaveQueuedRuns(const std::function<void()> &whenCancelled, bool *cancelled)
{
    auto *runs = findChild<RunsPage *>();
    const int waiting = runs ? runs->waitingRuns() : 0;
    if (waiting == 0)
        return true;
    QMessageBox box(QMessageBox::Question, tr("Queued Runs"),
                    tr("%n run(s) of this project wait in the queue for a free place on their target.", nullptr, waiting),
                    QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("queuedRunsPrompt"));
    box.setInformativeText(tr("They stay queued in the project's run folders and start when this project is opened again. "
                              "Taken off the queue, they never start; their folders are kept."));
    QPushButton *keep = box.addButton(tr("&Keep Them Queued"), QMessageBox::AcceptRole);
    QPushButton *cancel = box.addButton(tr("&Take Them Off the Queue"), QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(keep);
    box.exec();
    if (box.clickedButton() == keep)
        return true;
    if (box.clickedButton() == cancel) {
        if (cancelled)
            *cancelled = true;
        runs->cancelWaitingRuns(whenCancelled ? whenCancelled : [] {});
        return true;
    }
    return false;
}

bool MainWindow::maybeSave()
{
    commitTypedValue(this); // a value typed but not yet left is an edit too
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::warning(this, tr("Unsaved Changes"), tr("The project has unsaved changes. Save them first?"),
                                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::newProject()
{
    if (!maybeLeaveQueuedRuns() || !maybeSave())
        return;
    m_guard->projectClosed();
    m_document->newProject(tr("New migration decision"));
    showError(QString());
    showStage(PlanStage);
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const QString start = m_document->path().isEmpty() ? QString() : QFileInfo(m_document->path()).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Project"), start,
                                                      tr("Migration Pilot projects (*.yaml *.yml);;All files (*)"));
    // Asked once the other project is chosen: a cancelled file dialog leaves the queue alone.
    if (!path.isEmpty() && maybeLeaveQueuedRuns())
        openProject(path);
}

bool MainWindow::save()
{
    if (m_document->path().isEmpty())
        return saveAs();
    return saveProjectAs(m_document->path());
}

bool MainWindow::saveAs()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save Project As"), m_document->path(),
                                                tr("Migration Pilot projects (*.yaml *.yml)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".yaml");
    return saveProjectAs(path);
}

void MainWindow::about()
{
    const QString title = tr("Migration Pilot %1").arg(QLatin1String(kVersion));
    const QString purpose = tr("Decide whether to move fine-tuning of Llama-like models from GPUs to AWS Trainium2, "
                               "and prove the decision with a reference run and a pilot run of the same job.");
    const QString built = tr("Built with Qt %1.").arg(QLatin1String(qVersion()));
    QMessageBox::about(
        this, tr("About Migration Pilot"),
        QStringLiteral("<h3>%1</h3><p>%2</p><p>%3</p>").arg(title.toHtmlEscaped(), purpose.toHtmlEscaped(), built.toHtmlEscaped()));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // Queued runs first. Taken off the queue, their folders are written on a worker and the
    // window closes once that is done (the next close finds none waiting).
    bool cancelled = false;
    if (!maybeLeaveQueuedRuns([this] { close(); }, &cancelled) || cancelled) {
        event->ignore();
        return;
    }
    // A drill going is cancelled on quitting, which aborts the run it has going: asked first.
    auto *drill = findChild<DrillPanel *>();
    if (drill && drill->isRunning()) {
        QMessageBox box(QMessageBox::Question, tr("Drill Running"),
                        tr("A kill-and-resume drill is running. Quitting cancels it and aborts the run it has going."),
                        QMessageBox::Yes | QMessageBox::Cancel, this);
        box.setObjectName(QStringLiteral("drillRunningPrompt"));
        box.button(QMessageBox::Yes)->setText(tr("Cancel Drill and &Quit"));
        box.button(QMessageBox::Cancel)->setText(tr("Keep &Drilling"));
        box.setDefaultButton(QMessageBox::Cancel);
        if (box.exec() != QMessageBox::Yes) {
            event->ignore();
            return;
        }
    }
    if (maybeSave()) {
        // Where the window was, its size and whether it was maximised: the next start opens so.
        QSettings().setValue(QLatin1String(kGeometryKey), saveGeometry());
        event->accept();
    } else {
        event->ignore();
    }
}

void MainWindow::placeOnScreen()
{
    if (restoreGeometry(QSettings().value(QLatin1String(kGeometryKey)).toByteArray()))
        return; // Qt moves a window saved on a screen that is gone onto one that is there
    QScreen *screen = this->screen();
    if (!screen)
        return;
    const QRect available = screen->availableGeometry();
    // The natural size, unless the screen is smaller: then the window opens maximised, so
    // that nothing lies below the screen's edge (a 1366×768 laptop has about 740 pixels).
    if (width() > available.width() || height() > available.height()) {
        resize(available.size());
        move(available.topLeft());
        setWindowState(windowState() | Qt::WindowMaximized);
        return;
    }
    move(available.center() - rect().center());
}

} // namespace pilot::app
