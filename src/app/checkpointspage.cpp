#include "checkpointspage.h"

#include "projectdocument.h"

#include "core/checkpoints/checkpointsearch.h"
#include "core/launch/trainerprogram.h"
#include "core/failures/failurerules.h"
#include "core/project/projectplace.h"
#include "core/runs/metricstail.h"
#include "core/runs/runsummary.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QProcess>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <cmath>
#include <optional>

namespace pilot::app {

// What one check of a run folder found, made on a worker thread.
struct CheckpointsPage::Found
{
    QString runDir;
    QString searchError;
    QList<CheckpointReport> reports;
    QList<bool> lora; ///< per report: a LoRA adapter (adapter_config.json), which export can merge
    RunSummary summary;
    std::optional<DrillResult> drill;
    QString drillError;
};

namespace {

enum Column { StepColumn, LayoutColumn, SizeColumn, WrittenColumn, VerdictColumn, ColumnCount };

QString seconds(const QLocale &locale, double s)
{
    return std::isfinite(s) ? CheckpointsPage::tr("%1 s").arg(locale.toString(s, 'f', 2)) : CheckpointsPage::tr("not seen");
}

} // namespace

CheckpointsPage::CheckpointsPage(ProjectDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_runLabel(new QLabel(this))
    , m_run(new QComboBox(this))
    , m_recheck(new QPushButton(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(this))
    , m_export(new QPushButton(this))
    , m_merge(new QCheckBox(this))
    , m_exportStatus(new QLabel(this))
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_reasons(new QLabel(this))
    , m_drillTitle(new QLabel(this))
    , m_drill(new QLabel(this))
    , m_failureTitle(new QLabel(this))
    , m_failure(new QLabel(this))
{
    setObjectName(QStringLiteral("checkpointsPage"));
    m_run->setObjectName(QStringLiteral("checkpointsRun"));
    m_run->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_run->setMinimumContentsLength(24);
    m_runLabel->setBuddy(m_run);
    m_recheck->setObjectName(QStringLiteral("checkpointsRecheck"));
    m_recheck->setShortcut(QKeySequence::Refresh);
    m_cancel->setObjectName(QStringLiteral("checkpointsCancel"));
    m_progress->setObjectName(QStringLiteral("checkpointsProgress"));
    m_progress->setVisible(false);
    m_cancel->setVisible(false);
    m_table->setObjectName(QStringLiteral("checkpointsTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    for (QLabel *label : {m_reasons, m_drill, m_failure}) {
        // Outside text (reasons name files of the folder): never read as rich text.
        label->setTextFormat(Qt::PlainText);
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    }
    m_reasons->setObjectName(QStringLiteral("checkpointsReasons"));
    m_export->setObjectName(QStringLiteral("checkpointsExport"));
    m_export->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_merge->setObjectName(QStringLiteral("checkpointsMerge"));
    m_exportStatus->setObjectName(QStringLiteral("checkpointsExportStatus"));
    m_exportStatus->setTextFormat(Qt::PlainText);
    m_exportStatus->setWordWrap(true);
    m_drill->setObjectName(QStringLiteral("checkpointsDrill"));
    m_failure->setObjectName(QStringLiteral("checkpointsFailure"));
    QFont bold = font();
    bold.setBold(true);
    m_drillTitle->setFont(bold);
    m_failureTitle->setFont(bold);

    auto *top = new QHBoxLayout;
    top->addWidget(m_runLabel);
    top->addWidget(m_run, 1);
    top->addWidget(m_recheck);
    top->addWidget(m_progress);
    top->addWidget(m_cancel);

    auto *below = new QWidget(this);
    auto *belowLayout = new QVBoxLayout(below);
    belowLayout->setContentsMargins(0, 0, 0, 0);
    belowLayout->addWidget(m_reasons);
    auto *exportRow = new QHBoxLayout;
    exportRow->addWidget(m_export);
    exportRow->addWidget(m_merge);
    exportRow->addWidget(m_exportStatus, 1);
    belowLayout->addLayout(exportRow);
    belowLayout->addWidget(m_drillTitle);
    belowLayout->addWidget(m_drill);
    belowLayout->addWidget(m_failureTitle);
    belowLayout->addWidget(m_failure);
    belowLayout->addStretch(1);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_table);
    splitter->addWidget(below);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(splitter, 1);

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
    connect(m_export, &QPushButton::clicked, this, &CheckpointsPage::askExport);
    connect(m_document, &ProjectDocument::sectionsChanged, this, [this](ProjectSections sections) {
        if (sections.testFlag(ProjectSection::Runs))
            reloadRuns();
    });
    retranslate();
    reloadRuns();
}

void CheckpointsPage::reloadRuns()
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
        m_run->addItem(tr("%1 (%2)").arg(name, runRoleKey(run.role)), where.path);
    }
    const int again = m_run->findData(before);
    m_run->setCurrentIndex(again >= 0 ? again : 0);
    m_recheck->setEnabled(m_run->count() > 0);
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
    if (m_stop)
        m_stop->store(true);
}

void CheckpointsPage::check()
{
    m_stale = false;
    cancel(); // a newer check supersedes the running one
    const QString runDir = m_run->currentData().toString();
    const int generation = ++m_generation;
    if (runDir.isEmpty()) {
        show(Found());
        return;
    }
    m_stop = std::make_shared<std::atomic_bool>(false);
    const std::shared_ptr<std::atomic_bool> stop = m_stop;
    m_progress->setRange(0, 0);
    m_progress->setVisible(true);
    m_cancel->setVisible(true);
    m_cancel->setEnabled(true);
    QPointer<CheckpointsPage> self(this);
    auto *watcher = new QFutureWatcher<std::shared_ptr<Found>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != m_generation)
            return;
        m_progress->setVisible(false);
        m_cancel->setVisible(false);
        show(*watcher->result());
    });
    watcher->setFuture(QtConcurrent::run([runDir, stop, self, generation]() {
        auto found = std::make_shared<Found>();
        found->runDir = runDir;
        const CheckpointSearch search = findCheckpoints(runDir);
        found->searchError = search.error;
        RunMetrics metrics;
        MetricsTail(QDir(runDir).filePath(QStringLiteral("metrics.jsonl"))).poll(metrics);
        ChecksumControl control;
        control.cancel = stop.get();
        control.progress = [self, generation](qint64 done, qint64 total) {
            // At most a few updates per MiB block: the GUI gets them queued.
            QMetaObject::invokeMethod(
                self.data(),
                [self, generation, done, total] {
                    if (!self || generation != self->m_generation || total <= 0)
                        return;
                    self->m_progress->setRange(0, 1000);
                    self->m_progress->setValue(int(1000.0 * double(done) / double(total)));
                },
                Qt::QueuedConnection);
        };
        for (const QString &dir : search.folders) {
            control.done = 0;
            control.total = 0;
            found->reports.append(verifyCheckpoint(dir, &control, {&metrics, runDir}));
            found->lora.append(QFileInfo::exists(QDir(dir).filePath(QStringLiteral("adapter_config.json"))));
            if (stop->load())
                break;
        }
        found->summary = summarizeRun(metrics, 0, runDir);
        addFailureClass(&found->summary, metrics, runDir);
        const QString drillFile = QDir(runDir).filePath(QLatin1String(kDrillFile));
        if (QFileInfo::exists(drillFile)) {
            DrillResult drill;
            if (readDrillResult(drillFile, &drill, &found->drillError))
                found->drill = drill;
        }
        return found;
    }));
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
        set(WrittenColumn, r.written.isValid() ? locale.toString(r.written.toLocalTime(), QLocale::ShortFormat) : QStringLiteral("–"));
        set(VerdictColumn, r.cancelled ? tr("not checked (cancelled)") : r.accepted() ? tr("accepted") : tr("refused"));
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setSectionResizeMode(VerdictColumn, QHeaderView::Stretch);
    if (m_table->rowCount() > 0)
        m_table->selectRow(m_table->rowCount() - 1); // the newest: the one a resume would take
    showReasons();
    updateExportButton();
    m_exportStatus->clear();

    if (!found.searchError.isEmpty())
        m_reasons->setText(found.searchError);
    else if (found.runDir.isEmpty())
        m_reasons->setText(tr("The project lists no run yet."));
    else if (found.reports.isEmpty())
        m_reasons->setText(tr("This run has no checkpoint."));

    if (found.drill) {
        const DrillResult &d = *found.drill;
        QStringList lines;
        for (const DrillInterruption &i : d.interruptions) {
            lines << tr("SIG%1 at step %2: resumed from step %3, %n step(s) done again, first new step after %4, first checkpoint "
                        "after %5.",
                        nullptr, int(std::max<qint64>(0, i.repeatedSteps)))
                         .arg(i.signal)
                         .arg(locale.toString(i.lastStepBefore))
                         .arg(locale.toString(i.resumedFromStep))
                         .arg(seconds(locale, i.restartSeconds), seconds(locale, i.firstCheckpointSeconds));
        }
        const QString verdict = d.jump.verdict == JumpCheck::Verdict::Passed   ? tr("passed")
                                : d.jump.verdict == JumpCheck::Verdict::Failed ? tr("failed")
                                                                               : tr("incomplete");
        lines << tr("Jump check: %1. %2").arg(verdict, d.jump.reason);
        m_drill->setText(lines.join(QLatin1Char('\n')));
    } else {
        m_drill->setText(found.drillError.isEmpty() ? tr("No kill-and-resume drill of this run (pilotctl drill makes one).")
                                                    : found.drillError);
    }
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
    m_export->setEnabled(ours);
    const qsizetype row = r ? r - m_reports.constData() : -1;
    m_merge->setEnabled(ours && row >= 0 && row < m_lora.size() && m_lora.at(row));
    if (!m_merge->isEnabled())
        m_merge->setChecked(false);
}

void CheckpointsPage::askExport()
{
    const QString out = QFileDialog::getExistingDirectory(this, tr("Export the checkpoint into an empty folder"));
    if (!out.isEmpty())
        exportSelected(out, m_merge->isChecked());
}

void CheckpointsPage::exportSelected(const QString &outDir, bool mergeLora)
{
    const CheckpointReport *r = selectedReport(m_table, m_reports);
    if (!r) {
        Q_EMIT exported(false, QString());
        return;
    }
    QStringList args{QStringLiteral("export"), QStringLiteral("--checkpoint"), r->dir, QStringLiteral("--out"), outDir};
    if (mergeLora)
        args << QStringLiteral("--merge-lora");
    auto *process = new QProcess(this);
    m_export->setEnabled(false);
    m_exportStatus->setText(tr("Exporting %1 …").arg(QFileInfo(r->dir).fileName()));
    connect(process, &QProcess::finished, this, [this, process, outDir](int code, QProcess::ExitStatus status) {
        process->deleteLater();
        const bool ok = status == QProcess::NormalExit && code == 0;
        // pilot-trainer names the problem on its last line of standard error.
        const QStringList said = QString::fromLocal8Bit(process->readAllStandardError()).trimmed().split(QLatin1Char('\n'));
        const QString message = ok ? tr("Exported to %1.").arg(QDir::toNativeSeparators(outDir))
                                   : tr("The export failed: %1").arg(said.constLast());
        m_exportStatus->setText(message);
        updateExportButton();
        Q_EMIT exported(ok, message);
    });
    connect(process, &QProcess::errorOccurred, this, [this, process](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart)
            return;
        process->deleteLater();
        const QString message = tr("pilot-trainer could not be started (%1): build it, or set PILOT_TRAINER to its path.")
                                    .arg(process->errorString());
        m_exportStatus->setText(message);
        updateExportButton();
        Q_EMIT exported(false, message);
    });
    process->start(localTrainerProgram(), args);
}

void CheckpointsPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (m_found)
            show(*m_found);
    }
    QWidget::changeEvent(event);
}

void CheckpointsPage::retranslate()
{
    m_runLabel->setText(tr("&Run:"));
    m_recheck->setText(tr("Check &again"));
    m_recheck->setToolTip(tr("Reads and checksums every checkpoint of the run again (F5)"));
    m_cancel->setText(tr("Cancel"));
    m_export->setText(tr("&Export…"));
    m_export->setToolTip(tr("Writes the selected checkpoint as a folder Transformers or PEFT loads, with a manifest (Ctrl+Shift+E)"));
    m_merge->setText(tr("&Merge LoRA into the weights"));
    m_table->setHorizontalHeaderLabels({tr("Step"), tr("Layout"), tr("Size"), tr("Written"), tr("Verdict")});
    m_drillTitle->setText(tr("Kill-and-resume drill"));
    m_failureTitle->setText(tr("Failure class"));
}

} // namespace pilot::app
