#include "runspage.h"
#include "buttonkey.h"
#include "jobtracker.h"

#include "backendcatalog.h"
#include "charts/theme.h"
#include "fallbackrulesloader.h"
#include "neuronrunview.h"
#include "newrundialog.h"
#include "projectdocument.h"
#include "rundetails.h"
#include "runfollower.h"
#include "runlaunches.h"
#include "runsmodel.h"
#include "runsrows.h"
#include "sectionwatch.h"

#include "core/neuron/cpufallbackrules.h"
#include "core/project/projectplace.h"

#include <QAction>
#include <QDir>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace pilot::app {

RunsPage::RunsPage(ProjectDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_model(new RunsModel(this))
    , m_backends(new BackendCatalog(this))
    , m_launches(new RunLaunches(m_backends, this))
    , m_follower(new RunFollower(this))
    , m_intro(new QLabel(this))
    , m_empty(new QLabel(this))
    , m_message(new QLabel(this))
    , m_view(new QTableView(this))
    , m_details(new RunDetails(this))
    , m_new(new QPushButton(this))
    , m_abort(new QPushButton(this))
    , m_add(new QPushButton(this))
    , m_remove(new QPushButton(this))
    , m_refresh(new QPushButton(this))
    , m_abortAction(new QAction(this))
{
    m_rules = new JobTracker(this);
    m_summaries = new JobTracker(this);
    setUpWidgets();
    setUpActions();
    buildLayout();
    connectControls();
    retranslate();
}

void RunsPage::setUpWidgets()
{
    m_intro->setWordWrap(true);
    m_empty->setWordWrap(true);
    m_empty->setObjectName(QStringLiteral("runsEmptyHint"));
    m_message->setObjectName(QStringLiteral("runsMessage"));
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText); // quotes paths and what launchers said
    m_message->hide();
    m_view->setObjectName(QStringLiteral("runsTable"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->verticalHeader()->hide();
    // Paths get the spare width and lose their middle, not their ends, when space is short.
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The folder, last, takes what room is left, but never less than it needs: a stretched
    // column shrank to a sliver when the state said more ("running · training, step 119").
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setTextElideMode(Qt::ElideMiddle);
    m_view->setWordWrap(false);
    m_new->setObjectName(QStringLiteral("newRunButton"));
    m_abort->setObjectName(QStringLiteral("abortRunButton"));
    m_add->setObjectName(QStringLiteral("addRunButton"));
    m_remove->setObjectName(QStringLiteral("removeRunButton"));
    m_refresh->setObjectName(QStringLiteral("refreshRunsButton"));
    addButtonKey(m_refresh, QKeySequence::Refresh);
    m_abort->setEnabled(false);
}

void RunsPage::setUpActions()
{
    auto *newAction = new QAction(this);
    newAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    connect(newAction, &QAction::triggered, this, &RunsPage::newRun);
    addAction(newAction);
    m_abortAction->setShortcuts({QKeySequence(Qt::Key_Delete), QKeySequence(Qt::CTRL | Qt::Key_Period)});
    m_abortAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_abortAction, &QAction::triggered, this, &RunsPage::abortSelected);
    addAction(m_abortAction);
}

void RunsPage::buildLayout()
{
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_new);
    buttons->addWidget(m_abort);
    buttons->addStretch(1);
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addWidget(m_refresh);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_view);
    split->addWidget(m_details);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(buttons);
    layout->addWidget(m_message);
    layout->addWidget(split, 1);
    layout->addWidget(m_empty);
}

void RunsPage::connectControls()
{
    auto *watch = new SectionWatch(m_document, this, ProjectSection::Runs | ProjectSection::Place,
                                   [this](ProjectSections) { rebuildRows(); });
    // The queue works whether the stage is on screen or not: a project opened takes over the
    // runs it holds queued at once.
    connect(m_document, &ProjectDocument::sectionsChanged, this, [this](ProjectSections sections) {
        if (sections.testFlag(ProjectSection::Place))
            projectPlaceChanged();
    });
    m_launches->setPathSource([this] { return m_document->project().paths; });
    connect(m_launches, &RunLaunches::queueChanged, this, &RunsPage::queueChanged);
    connect(m_launches, &RunLaunches::queuedRunCancelled, this,
            [this](const QString &runDir, const QString &name, bool ok, const QString &error) {
                if (ok)
                    showMessage(tr("The run “%1” was taken off the queue before it started; its folder %2 is kept.")
                                    .arg(name, QDir::toNativeSeparators(runDir)),
                                false);
                else
                    showMessage(tr("The run “%1” left the queue, but its folder could not record that: %2").arg(name, error), true);
                selectionChanged();
            });
    new SectionWatch(m_document, this, ProjectSection::Runtime | ProjectSection::Place, [this](ProjectSections) { loadFallbackRules(); });
    connect(m_details->neuron(), &NeuronRunView::evidenceRequested, this, &RunsPage::addFallbackEvidence);
    connect(m_new, &QPushButton::clicked, this, &RunsPage::newRun);
    connect(m_abort, &QPushButton::clicked, this, &RunsPage::abortSelected);
    connect(m_add, &QPushButton::clicked, this, &RunsPage::addRun);
    connect(m_remove, &QPushButton::clicked, this, &RunsPage::removeSelected);
    connect(m_refresh, &QPushButton::clicked, this, &RunsPage::reload);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &RunsPage::selectionChanged);
    connect(m_follower, &RunFollower::updated, this, &RunsPage::followerUpdated);
    // Queued runs are rows too; taken over from a project just opened, they are shown (and the
    // project's runs read) only once the stage is.
    connect(m_launches, &RunLaunches::pendingChanged, this, [watch] { watch->touch(ProjectSection::Runs); });
    connect(m_launches, &RunLaunches::started, this,
            [this](const QString &runDir, const NewRunRequest &request) { runStarted(runDir, request); });
    connect(m_launches, &RunLaunches::failed, this,
            [this](const QString &, const QString &error) { showMessage(tr("The run did not start:") + QLatin1Char('\n') + error, true); });
    connect(m_launches, &RunLaunches::abortFinished, this, [this](const QString &runDir, bool ok, const QString &error) {
        m_follower->hurry(runDir);
        if (ok)
            showMessage(tr("The run in %1 was stopped.").arg(QDir::toNativeSeparators(runDir)), false);
        else
            showMessage(tr("The run in %1 could not be stopped: %2").arg(QDir::toNativeSeparators(runDir), error), true);
        selectionChanged();
    });
}

RunsPage::~RunsPage() = default;

void RunsPage::loadFallbackRules()
{
    pilot::app::loadFallbackRules(m_rules, m_document->path(), m_document->project().cpuFallbackRules,
                                  [this](std::shared_ptr<const CpuFallbackRules> rules, const QString &problems) {
                                      m_follower->setFallbackRules(std::move(rules));
                                      m_details->setRulesProblems(problems);
                                  });
}

void RunsPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void RunsPage::showEvent(QShowEvent *event)
{
    m_follower->setActive(true);
    QWidget::showEvent(event);
}

void RunsPage::hideEvent(QHideEvent *event)
{
    m_follower->setActive(false);
    QWidget::hideEvent(event);
}

void RunsPage::retranslate()
{
    m_view->setAccessibleName(tr("Runs of the project"));
    m_intro->setText(tr("Runs of this project: launch a reference or pilot run from the project's jobs with "
                        "\"New Run…\", follow it here, abort it. Run directories made elsewhere can be added too."));
    m_empty->setText(tr("This project lists no runs yet. Start one with \"New Run…\" or add the directory of a reference "
                        "or pilot run with \"Add Run Directory…\"."));
    m_new->setText(tr("&New Run…"));
    m_new->setToolTip(tr("Start a run from one of the project's jobs (Ctrl+R)."));
    m_abort->setText(tr("A&bort"));
    m_abort->setToolTip(tr("Stop the selected run after it writes a checkpoint (Del or Ctrl+.)."));
    m_abortAction->setText(tr("Abort Run"));
    m_add->setText(tr("&Add Run Directory…"));
    m_remove->setText(tr("Re&move"));
    m_refresh->setText(tr("&Refresh"));
    m_model->retranslate();
}

void RunsPage::showMessage(const QString &text, bool bad)
{
    m_message->setText(text);
    setTextColor(m_message, bad ? themeColor(ThemeColor::Bad, palette()) : palette().color(QPalette::WindowText));
    m_message->setVisible(!text.isEmpty());
}

void RunsPage::selectRow(int row)
{
    // Not QTableView::selectRow(): that follows the keyboard's modifiers, and would take a
    // selection away while Ctrl is held (as after Ctrl+R).
    m_view->selectionModel()->select(m_model->index(row, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

int RunsPage::selectedRow() const
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    return rows.size() == 1 ? rows.first().row() : -1;
}

void RunsPage::reload()
{
    // Everything is read again: summaries of older reads that have not started are skipped,
    // one in progress finishes and its result is dropped.
    m_summaries->forget();
    m_model->setRuns({});
    m_launched.clear();
    rebuildRows();
}

void RunsPage::rebuildRows()
{
    const QString folder = projectFolderOf(m_document->path());
    const int selectedIndex = selectedRow();
    const QString selected = selectedIndex >= 0 ? m_model->rows().at(selectedIndex).directory : QString();
    QStringList toLoad;
    const QList<RunsModel::Row> rows = composeRunRows(m_document->project(), folder, m_model->rows(), *m_follower, *m_launches, &toLoad);
    m_model->setRuns(rows);
    m_empty->setVisible(rows.isEmpty());
    m_new->setEnabled(m_document->isOpen());
    m_add->setEnabled(m_document->isOpen());
    for (int i = 0; i < rows.size(); ++i) {
        if (!selected.isEmpty() && rows.at(i).directory == selected)
            selectRow(i);
    }
    selectionChanged();
    refollow();
    loadSummaries(toLoad);
}

void RunsPage::loadSummaries(const QStringList &toLoad)
{
    for (const QString &directory : toLoad) {
        m_summaries->alongside(
            [directory](const BackgroundJob &job) { return job.cancelled() ? RunFolderLoad() : loadRunFolder(directory); },
            [this, directory](const RunFolderLoad &result) {
                for (int i = 0; i < m_model->rows().size(); ++i) {
                    const RunsModel::Row &row = m_model->rows().at(i);
                    // A row read again (a followed run that ended) keeps its old summary until this one is back.
                    if (row.pending || row.directory != directory || row.state == RunsModel::Row::State::Failed)
                        continue;
                    if (result.ok)
                        m_model->setSummary(i, result.summary);
                    else
                        m_model->setError(i, result.error);
                }
                if (result.launched)
                    m_launched.insert(directory);
                if (result.launched || (result.ok && summaryMayChange(result.summary))) {
                    refollow();
                    m_follower->hurry(directory);
                }
            });
    }
}

void RunsPage::refollow()
{
    QStringList followed = followedRuns(m_model->rows());
    for (const RunsModel::Row &row : m_model->rows()) {
        if (!row.pending && m_launched.contains(row.directory) && !followed.contains(row.directory))
            followed.append(row.directory);
    }
    m_follower->setRuns(followed);
}

void RunsPage::projectPlaceChanged()
{
    const QString folder = projectFolderOf(m_document->path());
    if (folder == m_queueFolder)
        return;
    m_queueFolder = folder;
    m_launches->forgetProject();
    if (folder.isEmpty())
        return;
    QStringList runDirs;
    for (const ProjectRun &run : m_document->project().runs)
        runDirs.append(runFolder(run.path, folder).path);
    m_launches->restore(folder, runDirs);
}

void RunsPage::queueChanged()
{
    // While runs wait, the runs holding their places are read even when the stage is hidden,
    // so that a place freed is noticed and the next run starts.
    m_follower->setBackgroundRuns(m_launches->queue().waitingCount() > 0 ? m_launches->queue().goingRuns() : QStringList());
}

int RunsPage::waitingRuns() const
{
    return m_launches->queue().waitingCount();
}

void RunsPage::cancelWaitingRuns(const std::function<void()> &done)
{
    m_launches->cancelWaiting(done);
}

void RunsPage::followerUpdated(const QString &runDir, bool)
{
    const auto snapshot = m_follower->snapshot(runDir);
    m_model->setLive(runDir, snapshot);
    // A run this app did not launch, followed because it was still writing, is summarised again
    // once when it ends, so that its status, evaluations and checkpoints are those of the end.
    if (snapshot && snapshot->read && snapshot->status.launch.launcher.isEmpty()) {
        if (!RunFollower::isFinal(snapshot->status.state))
            m_resummarized.remove(runDir);
        else if (!m_resummarized.contains(runDir)) {
            m_resummarized.insert(runDir);
            loadSummaries({runDir});
        }
    }
    if (snapshot && RunFollower::isFinal(snapshot->status.state) && snapshot->status.verified)
        m_launches->ended(runDir);
    else if (snapshot && snapshot->read && !RunFollower::isFinal(snapshot->status.state) && !snapshot->status.launch.launcher.isEmpty())
        m_launches->attach(runDir, snapshot->status.launch.target); // going, maybe started elsewhere: it holds a place
    const int row = selectedRow();
    if (row >= 0 && m_model->rows().at(row).directory == runDir) {
        m_details->showRun(runDir, m_model->rows().at(row).run.label, snapshot);
        selectionChanged();
    }
}

void RunsPage::selectionChanged()
{
    const int row = selectedRow();
    m_remove->setEnabled(m_view->selectionModel()->hasSelection());
    const std::optional<RunState> state = m_model->liveState(row);
    const bool going = state && (*state == RunState::Queued || *state == RunState::Starting || *state == RunState::Running);
    const bool abortable = going && !m_launches->isAborting(m_model->rows().at(row).directory);
    m_abort->setEnabled(abortable);
    m_abortAction->setEnabled(abortable);
    const QString dir = row >= 0 ? m_model->rows().at(row).directory : QString();
    m_follower->setCurveRun(dir);
    m_details->showRun(dir, row >= 0 ? m_model->rows().at(row).run.label : QString(), m_follower->snapshot(dir));
}

} // namespace pilot::app
