#include "checkpointspage.h"
#include "buttonkey.h"
#include "datetext.h"
#include "jobtracker.h"

#include "checkpointexport.h"
#include "drillpanel.h"
#include "fallbackpanel.h"
#include "projectdocument.h"
#include "runwords.h"

#include "core/failures/failurerules.h"
#include "core/project/projectplace.h"
#include "core/runs/runsummary.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>
#include <optional>

namespace pilot::app {

// What one check of a run folder found, made on a worker thread.
namespace {

enum Column { StepColumn, LayoutColumn, SizeColumn, WrittenColumn, VerdictColumn, ColumnCount };

enum Tab { CheckpointTab, DrillTab, FailureTab, FallbackTab };

} // namespace

CheckpointsPage::CheckpointsPage(ProjectDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_runLabel(new QLabel(this))
    , m_run(new QComboBox(this))
    , m_recheck(new QPushButton(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(this))
    , m_export(new CheckpointExport(this))
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_reasons(new QLabel(this))
    , m_tabs(new QTabWidget(this))
    , m_drillPanel(new DrillPanel(this))
    , m_fallbackPanel(new FallbackPanel(document, this))
    , m_failure(new QLabel(this))
{
    setUpWidgets();
    buildLayout();
    connectControls();
    retranslate();
    reloadRuns();
}

void CheckpointsPage::setUpWidgets()
{
    setObjectName(QStringLiteral("checkpointsPage"));
    m_run->setObjectName(QStringLiteral("checkpointsRun"));
    m_run->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_run->setMinimumContentsLength(24);
    m_runLabel->setBuddy(m_run);
    m_recheck->setObjectName(QStringLiteral("checkpointsRecheck"));
    addButtonKey(m_recheck, QKeySequence::Refresh);
    m_cancel->setObjectName(QStringLiteral("checkpointsCancel"));
    m_progress->setObjectName(QStringLiteral("checkpointsProgress"));
    m_progress->setVisible(false);
    m_cancel->setVisible(false);
    m_job = new JobTracker(this);
    connect(m_job, &JobTracker::busyChanged, this, [this](bool busy) {
        m_progress->setVisible(busy);
        m_cancel->setVisible(busy);
        m_cancel->setEnabled(busy);
    });
    connect(m_job, &JobTracker::progress, this, [this](int permille) {
        m_progress->setRange(0, 1000);
        m_progress->setValue(permille);
    });
    m_table->setObjectName(QStringLiteral("checkpointsTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    for (QLabel *label : {m_reasons, m_failure}) {
        // Outside text (reasons name files of the folder): never read as rich text.
        label->setTextFormat(Qt::PlainText);
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    }
    m_reasons->setObjectName(QStringLiteral("checkpointsReasons"));
    m_failure->setObjectName(QStringLiteral("checkpointsFailure"));
    m_tabs->setObjectName(QStringLiteral("checkpointsTabs"));
}

void CheckpointsPage::buildLayout()
{
    auto *top = new QHBoxLayout;
    top->addWidget(m_runLabel);
    top->addWidget(m_run, 1);
    top->addWidget(m_recheck);
    top->addWidget(m_progress);
    top->addWidget(m_cancel);

    // One tab per question a team lead asks of the run: is this state accepted, does a restart
    // continue the curve, what failed; and of the project: what if the pilot platform fails.
    auto *checkpoint = new QWidget(this);
    auto *checkpointLayout = new QVBoxLayout(checkpoint);
    checkpointLayout->addWidget(m_reasons);
    checkpointLayout->addWidget(m_export);
    checkpointLayout->addStretch(1);
    auto *failure = new QWidget(this);
    auto *failureLayout = new QVBoxLayout(failure);
    failureLayout->addWidget(m_failure);
    failureLayout->addStretch(1);
    m_tabs->addTab(checkpoint, QString());
    m_tabs->addTab(m_drillPanel, QString());
    m_tabs->addTab(failure, QString());
    m_tabs->addTab(m_fallbackPanel, QString());
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_table);
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(splitter, 1);
}

void CheckpointsPage::connectControls()
{
    connect(m_run, &QComboBox::currentIndexChanged, this, [this] {
        if (isVisible())
            check();
        else
            m_stale = true;
    });
    connect(m_recheck, &QPushButton::clicked, this, &CheckpointsPage::check);
    connect(m_cancel, &QPushButton::clicked, this, &CheckpointsPage::cancel);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &CheckpointsPage::showReasons);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &CheckpointsPage::updateExportButton);
    connect(m_export, &CheckpointExport::exported, this, &CheckpointsPage::exported);
    connect(m_drillPanel, &DrillPanel::drillEnded, this, [this](const DrillResult &result, const DrillSource &source) {
        if (!result.interruptedRun.isEmpty())
            addDrilledRun(result.interruptedRun, source.role, source.label);
        if (m_run->currentData().toString() == source.runDir)
            check();
    });
    connect(m_document, &ProjectDocument::sectionsChanged, this, [this](ProjectSections sections) {
        if (sections.testFlag(ProjectSection::Runs) || sections.testFlag(ProjectSection::Place) || sections.testFlag(ProjectSection::Runtime))
            reloadRuns();
    });
}

void CheckpointsPage::addDrilledRun(const QString &runDir, RunRole role, const QString &label)
{
    const QString folder = projectFolderOf(m_document->path());
    if (folder.isEmpty() || placeInProject(runDir, folder).outside)
        return; // the project was closed or moved meanwhile; the drill's folder keeps the run
    ProjectRun run;
    run.path = runPathInProject(runDir, folder);
    run.role = role;
    run.label = tr("%1 · drill").arg(label);
    for (const ProjectRun &known : m_document->project().runs) {
        if (runFolder(known.path, folder).path == runFolder(run.path, folder).path)
            return;
    }
    m_document->edit({staticMetaObject.className(), QT_TR_NOOP("Add Drilled Run")}, [&run](Project &p) { p.runs.append(run); });
}

void CheckpointsPage::reloadRuns(bool checkAgain)
{
    const QString folder = projectFolderOf(m_document->path());
    const QString before = m_run->currentData().toString();
    const QSignalBlocker block(m_run);
    m_run->clear();
    for (const ProjectRun &run : m_document->project().runs) {
        const RunFolder where = runFolder(run.path, folder);
        if (where.path.isEmpty())
            continue;
        const QString name = run.label.isEmpty() ? QFileInfo(where.path).fileName() : run.label;
        m_run->addItem(tr("%1 (%2)").arg(name, roleTitle(run.role)), where.path);
    }
    const int again = m_run->findData(before);
    m_run->setCurrentIndex(again >= 0 ? again : 0);
    m_recheck->setEnabled(m_run->count() > 0);
    if (!checkAgain)
        return;
    if (isVisible())
        check();
    else
        m_stale = true;
}

void CheckpointsPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        check();
}

void CheckpointsPage::cancel()
{
    m_job->cancel();
}

void CheckpointsPage::check()
{
    m_stale = false;
    const QString runDir = m_run->currentData().toString();
    const QString projectFolder = projectFolderOf(m_document->path());
    if (runDir.isEmpty()) {
        m_job->forget();
        show(Found());
        return;
    }
    m_progress->setRange(0, 0);
    m_job->run(
        [runDir, projectFolder](const BackgroundJob &job) {
            ChecksumControl control;
            control.cancel = job.cancelFlag();
            control.progress = [&job](qint64 done, qint64 total) { job.progress(done, total); };
            return std::make_shared<Found>(RunCheckpoints::read(runDir, projectFolder, &control));
        },
        [this](const std::shared_ptr<Found> &found) { show(*found); });
}

void CheckpointsPage::show(Found found)
{
    m_found = std::make_shared<Found>(found);
    m_reports = found.reports;
    m_lora = found.lora;
    const QLocale locale;
    m_table->setRowCount(0);
    for (const CheckpointReport &r : found.reports) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        const auto set = [&](int column, const QString &text) {
            auto *item = new QTableWidgetItem(text);
            item->setData(Qt::UserRole, r.dir);
            m_table->setItem(row, column, item);
        };
        set(StepColumn, r.step >= 0 ? locale.toString(r.step) : QStringLiteral("–"));
        set(LayoutColumn, checkpointLayoutName(r.layout));
        set(SizeColumn, locale.formattedDataSize(r.bytes));
        set(WrittenColumn, r.written.isValid() ? dateTimeText(r.written, locale) : QStringLiteral("–"));
        set(VerdictColumn, r.cancelled ? tr("not checked (cancelled)") : r.accepted() ? tr("accepted") : tr("refused"));
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setSectionResizeMode(VerdictColumn, QHeaderView::Stretch);
    if (m_table->rowCount() > 0)
        m_table->selectRow(m_table->rowCount() - 1); // the newest: the one a resume would take
    showReasons();
    updateExportButton();
    m_export->clearStatus();

    if (!found.searchError.isEmpty())
        m_reasons->setText(found.searchError);
    else if (found.runDir.isEmpty())
        m_reasons->setText(tr("The project lists no run yet."));
    else if (found.reports.isEmpty())
        m_reasons->setText(tr("This run has no checkpoint."));

    m_drillPanel->showView(found.drill);
    DrillSource source;
    source.runDir = found.runDir;
    source.projectFolder = projectFolderOf(m_document->path());
    source.runtime = m_document->project().runtime;
    source.paths = m_document->project().paths;
    source.jobProblem = found.jobProblem;
    for (const ProjectRun &run : m_document->project().runs) {
        if (!found.runDir.isEmpty() && runFolder(run.path, source.projectFolder).path == found.runDir) {
            source.role = run.role;
            source.label = run.label.isEmpty() ? QFileInfo(found.runDir).fileName() : run.label;
            break;
        }
    }
    if (found.job) {
        DrillDialog::Job job;
        job.runLabel = source.label;
        job.maxSteps = found.job->train.maxSteps;
        job.checkpointEvery = found.job->checkpoint.everySteps;
        job.runCompleted = found.summary.status == QLatin1String("completed");
        source.job = job;
    }
    m_drillPanel->setSource(source);
    const RunSummary &s = found.summary;
    if (!s.failureClass.isEmpty())
        m_failure->setText(tr("%1 (%2): %3").arg(failureClassTitle(s.failureClass), s.failureSubclass, s.failureVerdict));
    else if (!s.failureVerdict.isEmpty())
        m_failure->setText(s.failureVerdict);
    else
        m_failure->setText(tr("No failure recorded for this run."));
    Q_EMIT checked();
}

void CheckpointsPage::showReasons()
{
    const QList<QTableWidgetItem *> selected = m_table->selectedItems();
    if (selected.isEmpty()) {
        m_reasons->clear();
        return;
    }
    const int row = selected.constFirst()->row();
    if (row < 0 || row >= m_reports.size())
        return;
    const CheckpointReport &r = m_reports.at(row);
    QStringList lines;
    lines << (r.accepted() ? tr("%1 is accepted.").arg(QFileInfo(r.dir).fileName())
                           : tr("%1 is refused:").arg(QFileInfo(r.dir).fileName()));
    for (const QString &reason : r.reasons)
        lines << QStringLiteral("• ") + reason;
    for (const QString &note : r.notes)
        lines << QStringLiteral("◦ ") + note;
    m_reasons->setText(lines.join(QLatin1Char('\n')));
}

namespace {

// The selected row's report, or null.
const CheckpointReport *selectedReport(const QTableWidget *table, const QList<CheckpointReport> &reports)
{
    const QList<QTableWidgetItem *> selected = table->selectedItems();
    const int row = selected.isEmpty() ? -1 : selected.constFirst()->row();
    return row >= 0 && row < reports.size() ? &reports.at(row) : nullptr;
}

} // namespace

void CheckpointsPage::updateExportButton()
{
    const CheckpointReport *r = selectedReport(m_table, m_reports);
    // Only our own checkpoints carry what pilot-trainer export checks (the manifest), and
    // only an accepted one is worth handing on.
    const bool ours = r && r->layout == CheckpointLayout::Ours && r->accepted();
    const qsizetype row = r ? r - m_reports.constData() : -1;
    m_export->setCheckpoint(ours ? r->dir : QString(), ours && row >= 0 && row < m_lora.size() && m_lora.at(row));
}

void CheckpointsPage::exportSelected(const QString &outDir, bool mergeLora)
{
    m_export->exportTo(outDir, mergeLora);
}

void CheckpointsPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        reloadRuns(false); // the runs are named with their role, in the new language
        // What was found is shown again in the new language, unless it is of another run than
        // the one chosen now: then the check of that one is on its way (a LanguageChange event
        // comes through the event queue, after whatever opened another project meanwhile).
        if (m_found && m_found->runDir == m_run->currentData().toString())
            show(*m_found);
    }
    QWidget::changeEvent(event);
}

void CheckpointsPage::retranslate()
{
    m_table->setAccessibleName(tr("Checkpoints of the run"));
    m_runLabel->setText(tr("&Run:"));
    m_recheck->setText(tr("Check &again"));
    m_recheck->setToolTip(tr("Reads and checksums every checkpoint of the run again (F5)"));
    m_cancel->setText(tr("Cancel"));
    m_table->setHorizontalHeaderLabels({tr("Step"), tr("Layout"), tr("Size"), tr("Written"), tr("Verdict")});
    m_tabs->setTabText(CheckpointTab, tr("&Checkpoint"));
    m_tabs->setTabText(DrillTab, tr("&Kill-and-resume drill"));
    m_tabs->setTabText(FailureTab, tr("Fa&ilure class"));
    m_tabs->setTabText(FallbackTab, tr("Fallback p&lan"));
}

} // namespace pilot::app
