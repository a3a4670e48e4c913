#include "runspage.h"

#include "projectdocument.h"
#include "runsmodel.h"
#include "sectionwatch.h"

#include "core/project/projectplace.h"
#include "core/runs/runsummary.h"

#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace pilot::app {

namespace {

struct LoadResult
{
    bool ok = false;
    RunSummary summary;
    QString error;
};

// Runs on a pool thread: reading a long metrics.jsonl must never stall the window.
LoadResult loadSummary(const QString &directory)
{
    const RunFolderSummary read = summarizeRunFolder(directory);
    if (read.problem == RunFolderSummary::Problem::NoMetrics)
        return {false, {}, RunsPage::tr("%1 has no metrics.jsonl").arg(directory)};
    return {read.ok(), read.summary, read.error};
}

} // namespace

RunsPage::RunsPage(ProjectDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_model(new RunsModel(this))
    , m_intro(new QLabel(this))
    , m_empty(new QLabel(this))
    , m_view(new QTableView(this))
    , m_add(new QPushButton(this))
    , m_remove(new QPushButton(this))
    , m_refresh(new QPushButton(this))
{
    m_intro->setWordWrap(true);
    m_empty->setWordWrap(true);
    m_empty->setObjectName(QStringLiteral("runsEmptyHint"));
    m_view->setObjectName(QStringLiteral("runsTable"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->verticalHeader()->hide();
    // Paths get the spare width and lose their middle, not their ends, when space is short.
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(RunsModel::PathColumn, QHeaderView::Stretch);
    m_view->setTextElideMode(Qt::ElideMiddle);
    m_view->setWordWrap(false);
    m_add->setObjectName(QStringLiteral("addRunButton"));
    m_remove->setObjectName(QStringLiteral("removeRunButton"));
    m_refresh->setObjectName(QStringLiteral("refreshRunsButton"));
    m_refresh->setShortcut(QKeySequence::Refresh);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    buttons->addWidget(m_refresh);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_empty);
    layout->addLayout(buttons);

    new SectionWatch(m_document, this, ProjectSection::Runs | ProjectSection::Place, [this](ProjectSections) { reload(); });
    connect(m_add, &QPushButton::clicked, this, &RunsPage::addRun);
    connect(m_remove, &QPushButton::clicked, this, &RunsPage::removeSelected);
    connect(m_refresh, &QPushButton::clicked, this, &RunsPage::reload);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            [this] { m_remove->setEnabled(m_view->selectionModel()->hasSelection()); });
    retranslate();
}

void RunsPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void RunsPage::retranslate()
{
    m_intro->setText(tr("Run directories of this project. Each one is read from its metrics.jsonl; "
                        "Refresh reads them again."));
    m_empty->setText(tr("This project lists no run directories yet. Add the directory of a reference or "
                        "pilot run with \"Add Run Directory…\"."));
    m_add->setText(tr("&Add Run Directory…"));
    m_remove->setText(tr("&Remove"));
    m_refresh->setText(tr("Re&fresh"));
    m_model->retranslate();
}

void RunsPage::reload()
{
    const Project &p = m_document->project();
    QList<RunsModel::Row> rows;
    for (const ProjectRun &run : p.runs) {
        RunsModel::Row row;
        row.run = run;
        row.directory = runFolder(run.path, projectFolderOf(m_document->path())).path;
        rows.append(row);
    }
    m_model->setRuns(rows);
    m_empty->setVisible(rows.isEmpty());
    m_add->setEnabled(m_document->isOpen());
    m_remove->setEnabled(false);
    const quint64 generation = ++m_generation;
    // Reads of an older list that have not started yet are skipped; one in progress finishes
    // and its result is dropped.
    if (m_cancel)
        *m_cancel = true;
    const auto cancel = std::make_shared<std::atomic_bool>(false);
    m_cancel = cancel;
    for (int i = 0; i < rows.size(); ++i) {
        auto *watcher = new QFutureWatcher<LoadResult>(this);
        connect(watcher, &QFutureWatcher<LoadResult>::finished, this, [this, watcher, generation, i] {
            watcher->deleteLater();
            if (generation != m_generation)
                return;
            const LoadResult result = watcher->result();
            if (result.ok)
                m_model->setSummary(i, result.summary);
            else
                m_model->setError(i, result.error);
        });
        watcher->setFuture(QtConcurrent::run(
            [directory = rows.at(i).directory, cancel] { return cancel->load() ? LoadResult() : loadSummary(directory); }));
    }
}

void RunsPage::addRun()
{
    const QString start = m_document->path().isEmpty() ? QDir::homePath() : QFileInfo(m_document->path()).absolutePath();
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Add Run Directory"), start);
    if (dir.isEmpty())
        return;
    const QStringList roles{tr("reference"), tr("pilot"), tr("fallback")};
    bool ok = false;
    const QString role = QInputDialog::getItem(this, tr("Role of the Run"), tr("Role of this run in the project:"), roles, 0, false, &ok);
    if (!ok)
        return;
    ProjectRun run;
    run.role = static_cast<RunRole>(roles.indexOf(role));
    // Paths inside the project's folder are stored relative, so the project can move.
    run.path = runPathInProject(dir, projectFolderOf(m_document->path()));
    run.label = QFileInfo(dir).fileName();
    m_document->edit(tr("Add Run Directory"), [&run](Project &p) { p.runs.append(run); });
}

void RunsPage::removeSelected()
{
    const QModelIndexList selected = m_view->selectionModel()->selectedRows();
    if (selected.isEmpty())
        return;
    QList<int> rows;
    for (const QModelIndex &index : selected)
        rows.append(index.row());
    std::sort(rows.begin(), rows.end(), std::greater<int>());
    m_document->edit(tr("Remove Runs"), [&rows](Project &p) {
        for (int row : rows)
            p.runs.removeAt(row);
    });
}

} // namespace pilot::app
