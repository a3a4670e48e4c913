#include "projectguard.h"

#include "datetext.h"
#include "projectdiffdialog.h"
#include "projectdocument.h"
#include "workerpool.h"

#include "core/project/editjournal.h"
#include "core/project/projectreader.h"
#include "core/project/projectwriter.h"
#include "core/support/atomicfile.h"

#include <QDir>
#include <QFileInfo>
#include <QLockFile>
#include <QMessageBox>
#include <QPushButton>
#include <QSysInfo>
#include <QTimer>
#include <QtConcurrent>

#include <unistd.h>

namespace pilot::app {

namespace {

// The marker of a project open in a window: ".<name>.open" beside the file the path leads to.
QString markerOf(const QString &path)
{
    const QFileInfo target(resolveSymlinks(QFileInfo(path).absoluteFilePath()));
    return target.absoluteDir().filePath(QLatin1Char('.') + target.fileName() + QStringLiteral(".open"));
}

QString shownName(const QString &path)
{
    return path.isEmpty() ? ProjectGuard::tr("the unsaved project") : QFileInfo(path).fileName();
}

} // namespace

ProjectGuard::ProjectGuard(ProjectDocument *document, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_window(window)
    , m_journalTimer(new QTimer(this))
{
    m_journalTimer->setSingleShot(true);
    m_journalTimer->setInterval(kJournalDelayMs);
    connect(m_journalTimer, &QTimer::timeout, this, &ProjectGuard::writeJournal);
    connect(m_document, &ProjectDocument::changed, this, &ProjectGuard::edited);
    connect(m_document, &ProjectDocument::modifiedChanged, this, &ProjectGuard::edited);
    connect(m_document, &ProjectDocument::changedOnDisk, this, &ProjectGuard::changedOnDisk);
    // A journal written while the edits were being saved (or undone) is not left behind.
    connect(&m_writing, &QFutureWatcher<QString>::finished, this, [this] {
        if (!m_document->isModified() && m_hasJournal) {
            removeEditJournal(m_journalled);
            m_hasJournal = false;
        }
    });
}

ProjectGuard::~ProjectGuard()
{
    m_writing.waitForFinished();
    if (m_hasJournal)
        removeEditJournal(m_journalled);
    releaseMarker();
}

void ProjectGuard::edited()
{
    if (m_document->isModified()) {
        m_journalTimer->start();
        return;
    }
    m_journalTimer->stop();
    if (m_hasJournal && !m_writing.isRunning()) {
        removeEditJournal(m_journalled);
        m_hasJournal = false;
    }
}

void ProjectGuard::writeJournal()
{
    if (!m_document->isModified())
        return;
    if (m_writing.isRunning()) {
        m_journalTimer->start();
        return;
    }
    EditJournal j;
    j.projectPath = m_document->path();
    j.written = QDateTime::currentDateTimeUtc();
    j.baseHash = m_document->diskHash().toHex();
    j.pid = ::getpid();
    j.host = QSysInfo::machineHostName();
    // Saved under another name since: the journal follows the project.
    if (m_hasJournal && m_journalled != j.projectPath)
        removeEditJournal(m_journalled);
    m_journalled = j.projectPath;
    m_hasJournal = true;
    // A copy of the project goes to the worker; turning it into text (megabytes for a large
    // project) happens there, not on the window's thread after every pause in typing.
    m_writing.setFuture(QtConcurrent::run(workerPool(), [j, project = m_document->project()]() mutable {
        j.text = serializeProject(project);
        QString error;
        return writeEditJournal(j, &error) ? QString() : error;
    }));
}

void ProjectGuard::flushJournal()
{
    if (m_journalTimer->isActive()) {
        m_journalTimer->stop();
        writeJournal();
    }
    m_writing.waitForFinished();
}

void ProjectGuard::releaseMarker()
{
    if (m_marker)
        m_marker->unlock();
    m_marker.reset();
}

bool ProjectGuard::mayOpen(const QString &path)
{
    const QString file = markerOf(path);
    if (m_marker && m_markerFile == file)
        return true; // this window has it open already (opened again)
    auto marker = std::make_unique<QLockFile>(file);
    marker->setStaleLockTime(0); // held as long as the window has the project open
    if (marker->tryLock(0)) {
        releaseMarker();
        m_marker = std::move(marker);
        m_markerFile = file;
        return true;
    }
    if (marker->error() != QLockFile::LockFailedError)
        return true; // a folder this user cannot write (an installed demo): nobody can mark it
    qint64 pid = 0;
    QString host, application;
    marker->getLockInfo(&pid, &host, &application);
    QMessageBox box(QMessageBox::Warning, tr("Project Open Elsewhere"),
                    tr("“%1” is open in another Migration Pilot window (process %2 on %3).").arg(shownName(path)).arg(pid).arg(host),
                    QMessageBox::NoButton, m_window);
    box.setObjectName(QStringLiteral("openElsewherePrompt"));
    box.setTextFormat(Qt::PlainText);
    box.setInformativeText(tr("Each window keeps its own edits. Saving in one window after the other has saved is refused, "
                              "and then you choose which version to keep."));
    QPushButton *open = box.addButton(tr("&Open Anyway"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() != open)
        return false;
    releaseMarker(); // the other window keeps the marker
    return true;
}

bool ProjectGuard::recover(const QByteArray &text, const QString &from)
{
    const ProjectLoadResult parsed = parseProject(text, from);
    if (!parsed.project) {
        Q_EMIT said(tr("The kept changes could not be read: %1")
                        .arg(parsed.diagnostics.isEmpty() ? QString() : parsed.diagnostics.constFirst().toString()));
        return false;
    }
    const Project recovered = *parsed.project;
    m_document->edit(EditName("pilot::app::ProjectGuard", QT_TRANSLATE_NOOP("pilot::app::ProjectGuard", "Recover unsaved changes")),
                     [recovered](Project &p) { p = recovered; });
    return true;
}

void ProjectGuard::opened()
{
    const QString path = m_document->path();
    if (path.isEmpty())
        return;
    const std::optional<EditJournal> left = leftJournalFor(path);
    if (!left)
        return;
    const QByteArray mine = serializeProject(m_document->project());
    if (left->text == mine) { // nothing was lost: the file holds what the journal kept
        QFile::remove(left->file);
        return;
    }
    for (;;) {
        QMessageBox box(QMessageBox::Question, tr("Recover Unsaved Changes"),
                        tr("Migration Pilot ended without saving the changes to “%1”. They were kept (%2).")
                            .arg(shownName(path), dateTimeText(left->written.toLocalTime())),
                        QMessageBox::NoButton, m_window);
        box.setObjectName(QStringLiteral("recoverPrompt"));
        box.setTextFormat(Qt::PlainText);
        box.setInformativeText(left->baseHash != m_document->diskHash().toHex()
                                   ? tr("The file was changed since. Recovered, your changes replace that version in this window "
                                        "until you save; Undo returns to the file's version.")
                                   : tr("Recovered, they are unsaved changes in this window; Undo returns to the saved file."));
        QPushButton *recoverButton = box.addButton(tr("&Recover Changes"), QMessageBox::AcceptRole);
        QPushButton *discard = box.addButton(tr("&Discard Them"), QMessageBox::DestructiveRole);
        QPushButton *compare = box.addButton(tr("&Compare…"), QMessageBox::ActionRole);
        box.setDefaultButton(recoverButton);
        box.exec();
        if (box.clickedButton() == compare) {
            ProjectDiffDialog(tr("Saved File and Kept Changes"), tr("the saved file"), mine, tr("the kept changes"), left->text, m_window)
                .exec();
            continue;
        }
        if (box.clickedButton() == recoverButton && recover(left->text, left->file))
            Q_EMIT said(tr("The unsaved changes to %1 were recovered.").arg(shownName(path)));
        else if (box.clickedButton() == discard)
            QFile::remove(left->file);
        return;
    }
}

void ProjectGuard::offerLeftEdits(const std::function<bool(const QString &)> &open)
{
    const QList<EditJournal> left = leftJournals();
    if (left.isEmpty())
        return;
    const EditJournal &j = left.constFirst();
    if (!j.projectPath.isEmpty() && QFileInfo(j.projectPath).isFile()) {
        open(j.projectPath); // opened() offers the journal
        return;
    }
    // A project never saved, or whose file is gone: its kept content as a new, unsaved project.
    QMessageBox box(QMessageBox::Question, tr("Recover Unsaved Project"),
                    tr("Migration Pilot ended without saving %1. Its content was kept (%2).")
                        .arg(j.projectPath.isEmpty() ? tr("a new project") : QDir::toNativeSeparators(j.projectPath),
                             dateTimeText(j.written.toLocalTime())),
                    QMessageBox::NoButton, m_window);
    box.setObjectName(QStringLiteral("recoverPrompt"));
    box.setTextFormat(Qt::PlainText);
    QPushButton *recoverButton = box.addButton(tr("&Recover Project"), QMessageBox::AcceptRole);
    QPushButton *discard = box.addButton(tr("&Discard It"), QMessageBox::DestructiveRole);
    box.addButton(tr("&Later"), QMessageBox::RejectRole);
    box.setDefaultButton(recoverButton);
    box.exec();
    if (box.clickedButton() == recoverButton) {
        m_document->newProject(QString());
        if (recover(j.text, j.file))
            QFile::remove(j.file); // this window journals it from now on, under its own name
    } else if (box.clickedButton() == discard) {
        QFile::remove(j.file);
    }
}

void ProjectGuard::changedOnDisk(const QByteArray &bytes, const QByteArray &hash)
{
    if (m_asking)
        return;
    const QString path = m_document->path();
    if (!m_document->isModified()) {
        // Nothing of the user's is at stake: the window shows what the file now holds.
        Q_EMIT reloadWanted();
        Q_EMIT said(tr("%1 was changed by another program and was read again.").arg(shownName(path)));
        return;
    }
    m_asking = true;
    const QByteArray mine = serializeProject(m_document->project());
    const ProjectLoadResult theirs = parseProject(bytes, path);
    const QByteArray other = theirs.project ? serializeProject(*theirs.project) : bytes;
    for (;;) {
        QMessageBox box(QMessageBox::Warning, tr("Project Changed on Disk"),
                        tr("“%1” was changed by another program while it was open here.").arg(shownName(path)), QMessageBox::NoButton,
                        m_window);
        box.setObjectName(QStringLiteral("changedOnDiskPrompt"));
        box.setTextFormat(Qt::PlainText);
        box.setInformativeText(tr("This window has unsaved changes. Reload the file and lose them, keep yours (saving then "
                                  "replaces the other program's version), or compare the two first."));
        QPushButton *reload = box.addButton(tr("&Reload File"), QMessageBox::DestructiveRole);
        QPushButton *keep = box.addButton(tr("&Keep Mine"), QMessageBox::AcceptRole);
        QPushButton *compare = box.addButton(tr("&Compare…"), QMessageBox::ActionRole);
        box.setDefaultButton(keep);
        box.exec();
        if (box.clickedButton() == compare) {
            ProjectDiffDialog(tr("File on Disk and This Window"), tr("the file on disk"), other, tr("this window"), mine, m_window).exec();
            continue;
        }
        if (box.clickedButton() == reload) {
            Q_EMIT reloadWanted();
        } else if (box.clickedButton() == keep) {
            m_document->keepOverDisk(hash);
            Q_EMIT said(tr("Your version of %1 is kept; saving replaces the other program's.").arg(shownName(path)));
        }
        break;
    }
    m_asking = false;
}

} // namespace pilot::app
