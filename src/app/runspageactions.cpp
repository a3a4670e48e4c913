// The user's actions on the project's runs: New Run (and the run it starts joining the
// project), Abort, Add Run Directory, Remove, and a run's CPU fallbacks as evidence. The page's
// layout, table and following are in runspage.cpp.
#include "runspage.h"

#include "newrundialog.h"
#include "projectdocument.h"
#include "runfollower.h"
#include "runlaunches.h"
#include "runsettings.h"
#include "runsmodel.h"

#include "core/neuron/cpufallbackrules.h"
#include "core/project/projectplace.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>

namespace pilot::app {

void RunsPage::addFallbackEvidence(const QString &runDir, const CpuFallbackCounts &fallbacks)
{
    if (!m_document->isOpen())
        return;
    const QString folder = projectFolderOf(m_document->path());
    const QString entry = cpuFallbackEvidence(folder.isEmpty() ? runDir : runPathInProject(runDir, folder), fallbacks);
    const QString row = QStringLiteral("unconfirmed_operators");
    const QString dash = QStringLiteral(" — ");
    const QString sameRun = entry.left(entry.indexOf(dash) + dash.size());
    m_document->edit({staticMetaObject.className(), QT_TR_NOOP("Add Fallbacks as Evidence")}, [&](Project &p) {
        QStringList &evidence = p.row(row).evidence;
        evidence.removeIf([&sameRun](const QString &e) { return e.startsWith(sameRun); });
        evidence.append(entry);
    });
    showMessage(tr("The CPU fallbacks were added as evidence to the decision row “%1” (Plan stage).").arg(row), false);
}

NewRunDialog *RunsPage::newRun()
{
    if (!m_document->isOpen())
        return nullptr;
    const QString folder = projectFolderOf(m_document->path());
    QStringList references;
    for (const ProjectRun &run : m_document->project().runs) {
        if (run.role == RunRole::Reference)
            references.append(runFolder(run.path, folder).path);
    }
    auto *dialog = new NewRunDialog(m_backends, folder, references, RunSettings::target(m_document->path()), this);
    dialog->setRuntime(m_document->project().runtime);
    dialog->setProfileMethod(m_document->project().profile.method);
    // A new run may scale one variable of a pilot run (seed 1, step 7).
    QList<VariantField::Base> pilots;
    for (const ProjectRun &run : m_document->project().runs) {
        if (run.role == RunRole::Pilot)
            pilots.append({run.label, runFolder(run.path, folder).path});
    }
    dialog->setVariantBases(pilots);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { launch(dialog->request()); });
    dialog->open();
    return dialog;
}

void RunsPage::launch(const NewRunRequest &request)
{
    const QString target = request.target.toString();
    RunSettings::setTarget(m_document->path(), target);
    RunSettings::setLimit(target, request.limit);
    // A project saved for the first time (or under another name) queues into its new folder.
    m_queueFolder = projectFolderOf(m_document->path());
    showMessage(QString(), false);
    m_launches->submit(request, projectFolderOf(m_document->path()));
}

void RunsPage::runStarted(const QString &runDir, const NewRunRequest &request)
{
    const QString folder = projectFolderOf(m_document->path());
    if (folder.isEmpty() || !runDir.startsWith(QDir(folder).filePath(QStringLiteral("runs")) + QLatin1Char('/')))
        return; // started for a project that is closed now; its folder has the run
    ProjectRun run;
    run.path = runPathInProject(runDir, folder);
    run.role = request.role;
    // A variant is labelled with what it varies, so Compare and the record say it too.
    run.label = request.variation.isEmpty() ? request.name : tr("%1 · %2").arg(request.name, request.variation);
    m_document->edit({staticMetaObject.className(), QT_TR_NOOP("Start Run")}, [&run](Project &p) { p.runs.append(run); });
    showMessage(tr("The run “%1” was started on %2.").arg(request.name, request.target.toString()), false);
    for (int i = 0; i < m_model->rows().size(); ++i) {
        if (m_model->rows().at(i).directory == runDir && !m_model->rows().at(i).pending)
            selectRow(i);
    }
}

QMessageBox *RunsPage::abortSelected()
{
    const int row = selectedRow();
    if (row < 0 || !m_abort->isEnabled())
        return nullptr;
    const RunsModel::Row &r = m_model->rows().at(row);
    // What the job does on SIGTERM (docs/trainer.md, SIGTERM) given where it is now.
    const RunStatus *status = r.live && r.live->read ? &r.live->status : nullptr;
    QString what;
    if (r.pending || (status && status->state == RunState::Queued))
        what = tr("Abort the run “%1”? It has not started: it leaves the queue, and its folder stays.").arg(r.run.label);
    else if (!status || status->lastStep < 1)
        what = tr("Abort the run “%1”? It has not finished a training step yet, so no checkpoint is written: it stops, and a run "
                  "started again begins from the start.")
                   .arg(r.run.label);
    else if (status->activity == QLatin1String("validation"))
        what = tr("Abort the run “%1”? Its evaluation of step %2 stops unreported; it writes a checkpoint of step %2 and stops. "
                  "Resumed, it evaluates step %2 first.")
                   .arg(r.run.label, QLocale().toString(status->lastStep));
    else
        what = tr("Abort the run “%1”? It finishes the step it is on (step %2 was the last one reported), writes a checkpoint and "
                  "stops; it can be resumed from there.")
                   .arg(r.run.label, QLocale().toString(status->lastStep));
    auto *box = new QMessageBox(QMessageBox::Question, tr("Abort Run"), what, QMessageBox::Yes | QMessageBox::No, this);
    box->setObjectName(QStringLiteral("abortConfirmation"));
    box->setTextFormat(Qt::PlainText);
    box->setDefaultButton(QMessageBox::No);
    box->button(QMessageBox::Yes)->setText(tr("&Abort Run"));
    box->button(QMessageBox::No)->setText(tr("&Keep Running"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, directory = r.directory] {
        if (box->clickedButton() == box->button(QMessageBox::Yes))
            m_launches->abort(directory);
        selectionChanged();
    });
    box->open();
    return box;
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
    m_document->edit({staticMetaObject.className(), QT_TR_NOOP("Add Run Directory")}, [&run](Project &p) { p.runs.append(run); });
}

void RunsPage::removeSelected()
{
    const QModelIndexList selected = m_view->selectionModel()->selectedRows();
    if (selected.isEmpty())
        return;
    QList<int> rows;
    for (const QModelIndex &index : selected) {
        const RunsModel::Row &row = m_model->rows().at(index.row());
        if (row.pending)
            m_launches->dismiss(row.directory); // only one that did not start leaves this way
        else
            rows.append(index.row());
    }
    std::sort(rows.begin(), rows.end(), std::greater<int>());
    if (rows.isEmpty())
        return;
    m_document->edit({staticMetaObject.className(), QT_TR_NOOP("Remove Runs")}, [&rows](Project &p) {
        for (int row : rows)
            p.runs.removeAt(row);
    });
}

} // namespace pilot::app
