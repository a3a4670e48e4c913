#include "projectdocument.h"
#include "evidencelookup.h"
#include "jobtracker.h"
#include "offthread.h"

#include "core/project/limitslock.h"
#include "core/project/projectreader.h"
#include "core/project/projectwriter.h"
#include "core/support/atomicfile.h"

#include <QDate>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QSettings>
#include <QTimer>
#include <QUndoCommand>
#include <QUndoStack>

#include <pwd.h>
#include <unistd.h>

namespace pilot::app {

namespace {

// Undo by snapshots: a project is a small value, so keeping it before and after an edit is
// simpler and safer than inverting every kind of edit.
class EditCommand : public QUndoCommand
{
public:
    EditCommand(ProjectDocument *document, const EditName &name, Project before, Project after, int mergeId, const QString &mergeKey)
        : QUndoCommand(name.text())
        , m_document(document)
        , m_name(name)
        , m_before(std::move(before))
        , m_after(std::move(after))
        , m_mergeId(mergeId)
        , m_mergeKey(mergeKey)
    {
        m_lastChange.start();
    }
    void undo() override { m_document->setProject(m_before); }
    /// Whether the limits were locked before this step (a step that locked them was not).
    bool beforeLocked() const { return m_before.limits.locked.has_value(); }
    void redo() override { m_document->setProject(m_after); }
    int id() const override { return m_mergeId; }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = static_cast<const EditCommand *>(other);
        if (next->m_mergeKey != m_mergeKey || m_lastChange.elapsed() > ProjectDocument::kMergeWindowMs)
            return false;
        m_after = next->m_after;
        m_lastChange.start();
        return true;
    }
    void retranslate() { setText(m_name.text()); }

private:
    ProjectDocument *m_document;
    EditName m_name;
    Project m_before;
    Project m_after;
    int m_mergeId;
    QString m_mergeKey;
    QElapsedTimer m_lastChange;
};

} // namespace

QString ProjectDocument::systemUserName()
{
    // The account's full name (the first field of the GECOS entry), else its login name.
    if (const passwd *pw = ::getpwuid(::getuid())) {
        const QString full = QString::fromLocal8Bit(pw->pw_gecos ? pw->pw_gecos : "").section(QLatin1Char(','), 0, 0).trimmed();
        if (!full.isEmpty())
            return full;
        if (pw->pw_name && *pw->pw_name)
            return QString::fromLocal8Bit(pw->pw_name);
    }
    const QString login = qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME"));
    return login.isEmpty() ? QStringLiteral("uid %1").arg(::getuid()) : login;
}

QString ProjectDocument::userName()
{
    const QString configured = QSettings().value(QStringLiteral("identity/name")).toString().trimmed();
    return configured.isEmpty() ? systemUserName() : configured;
}

bool ProjectDocument::hasUserName()
{
    return !QSettings().value(QStringLiteral("identity/name")).toString().trimmed().isEmpty();
}

void ProjectDocument::setUserName(const QString &name)
{
    QSettings().setValue(QStringLiteral("identity/name"), name.trimmed());
}

ProjectDocument::ProjectDocument(QObject *parent)
    : QObject(parent)
    , m_undo(new QUndoStack(this))
    , m_evidence(new EvidenceLookup(this))
    , m_watcher(new QFileSystemWatcher(this))
    , m_diskCheck(new QTimer(this))
    , m_diskRead(new JobTracker(this))
{
    connect(m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { setModified(!clean); });
    // A save by another program comes as several events (write, rename): looked at once they settle.
    m_diskCheck->setSingleShot(true);
    m_diskCheck->setInterval(300);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, m_diskCheck, qOverload<>(&QTimer::start));
    connect(m_diskCheck, &QTimer::timeout, this, &ProjectDocument::checkDisk);
}

void ProjectDocument::watchFile()
{
    if (!m_watcher->files().isEmpty())
        m_watcher->removePaths(m_watcher->files());
    m_toldHash.clear();
    if (!m_path.isEmpty())
        m_watcher->addPath(m_path);
}

void ProjectDocument::checkDisk()
{
    if (m_path.isEmpty())
        return;
    if (m_saving) { // the window's own save: its result is the new content
        m_diskCheck->start();
        return;
    }
    // A file replaced by a rename (as every careful writer saves) is watched again.
    if (!m_watcher->files().contains(m_path) && QFileInfo::exists(m_path))
        m_watcher->addPath(m_path);
    if (m_diskRead->busy()) {
        m_diskCheck->start();
        return;
    }
    struct Disk
    {
        QByteArray bytes, hash;
    };
    m_diskRead->run(
        [path = m_path](const BackgroundJob &) {
            Disk d;
            d.bytes = readProjectBytes(path, &d.hash);
            return d;
        },
        [this, path = m_path](const Disk &disk) {
            if (m_saving) { // the window's own save is under way: looked at again after it
                m_diskCheck->start();
                return;
            }
            // Gone, or unreadable for now (a writer between truncating and writing): nothing to
            // offer; the next change is looked at again.
            if (path != m_path || disk.hash.isEmpty() || disk.hash == m_diskHash || disk.hash == m_toldHash)
                return;
            m_toldHash = disk.hash;
            Q_EMIT changedOnDisk(disk.bytes, disk.hash);
        });
}

void ProjectDocument::keepOverDisk(const QByteArray &diskHash)
{
    m_diskHash = diskHash;
    m_toldHash.clear();
    m_undo->resetClean(); // unsaved until saved: the file holds the other program's version
}

void ProjectDocument::retranslateHistory()
{
    // The stack hands out its steps read-only; they are ours, and only their names change.
    for (int i = 0; i < m_undo->count(); ++i)
        const_cast<EditCommand *>(static_cast<const EditCommand *>(m_undo->command(i)))->retranslate();
}

void ProjectDocument::edit(const EditName &name, const std::function<void(Project &)> &apply, int mergeId, const QString &mergeKey)
{
    Project after = m_project;
    apply(after);
    // The limits are fixed before any pilot run: the edit that lists the first pilot run
    // locks them, in the same undo step.
    if (pilotStarted(after) && !after.limits.locked)
        lockLimits(&after, userName(), tr("a pilot run was added to the project"), QDateTime::currentDateTimeUtc());
    m_undo->push(new EditCommand(this, name, m_project, std::move(after), mergeId, mergeKey));
}

void ProjectDocument::readPriceTable(bool always)
{
    // Calculator edits also touch the Assumptions section: the file is read again only when
    // the setting or the folder it resolves against changed, or the file was rewritten.
    const QString folder = QFileInfo(m_path).absolutePath();
    const QString place = m_open && !m_path.isEmpty() ? folder + QLatin1Char('\n') + m_project.priceTable : QString();
    if (!always && place == m_pricesFolder)
        return;
    m_pricesFolder = place;
    ++m_priceRevision;
    // A project never saved has no folder for its table to lie in.
    m_prices = place.isEmpty() ? ProjectPriceTable() : loadProjectPriceTable(m_project, folder);
}

void ProjectDocument::pricesRewritten()
{
    readPriceTable(true);
    Q_EMIT sectionsChanged(ProjectSection::Prices);
}

Project ProjectDocument::pricedProject() const
{
    return pilot::pricedProject(m_project, m_prices.table ? &*m_prices.table : nullptr);
}

void ProjectDocument::setProject(const Project &project)
{
    const ProjectSections sections = changedSections(m_project, project);
    m_project = project;
    announce(sections);
}

void ProjectDocument::announce(ProjectSections sections)
{
    if (!sections)
        return;
    // Assumptions carries the price_table setting.
    if (sections & (ProjectSection::Assumptions | ProjectSection::Place))
        readPriceTable(sections.testFlag(ProjectSection::Place));
    Q_EMIT sectionsChanged(sections);
    Q_EMIT changed();
}

bool ProjectDocument::load(const QString &path, Diagnostics *diagnostics)
{
    // loadProject opens regular files only (a named pipe or a device is refused before any
    // open that could block); it runs on a worker so a slow disk does not stall the window.
    ProjectLoadResult result = runOffGuiThread([path] { return loadProject(path); });
    *diagnostics = result.diagnostics;
    if (!result.project)
        return false;
    m_project = std::move(*result.project);
    m_path = QFileInfo(path).absoluteFilePath();
    m_diskHash = result.fileHash;
    m_open = true;
    m_undo->clear();
    setModified(false);
    watchFile();
    announce(allProjectSections());
    return true;
}

bool ProjectDocument::save(const QString &path, QString *error)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    // Saving to the file the project came from overwrites it only while it still holds what
    // was loaded (or last saved): a change made meanwhile by another program (pilotctl ops-scan,
    // an editor, a second window) is not silently lost. Save As to another file replaces it.
    const bool sameFile = !m_path.isEmpty() && resolveSymlinks(absolute) == resolveSymlinks(m_path);
    const QByteArray expected = sameFile ? m_diskHash : QByteArray();
    // The save waits for the project's lock (another program may be updating the file) and
    // for the disk: both on a worker, with a copy of the project.
    struct Saved
    {
        bool ok = false;
        QByteArray hash;
        QString error;
    };
    m_saving = true;
    const Saved saved = runOffGuiThread([project = m_project, path, expected] {
        Saved s;
        s.ok = saveProject(project, path, expected, &s.hash, &s.error, kSaveLockTimeoutMs);
        return s;
    });
    m_saving = false;
    if (!saved.ok) {
        if (error)
            *error = saved.error;
        return false;
    }
    const bool moved = m_path != absolute;
    m_path = absolute;
    m_diskHash = saved.hash;
    if (moved) {
        watchFile();
        readPriceTable(); // the table's path resolves against the new folder
    }
    // A lock that is saved is final: Undo must not take the limits back to before it. If an
    // undoable step would, the steps so far become history that cannot be undone.
    bool unlockable = false;
    for (int i = 0; i < m_undo->index() && m_project.limits.locked; ++i)
        unlockable = unlockable || !static_cast<const EditCommand *>(m_undo->command(i))->beforeLocked();
    if (unlockable) {
        m_undo->clear();
        Q_EMIT notice(tr("The limits' lock is saved and final: Undo no longer goes back to before it."));
    }
    m_undo->setClean();
    setModified(false);
    return true;
}

void ProjectDocument::newProject(const QString &title)
{
    m_project = Project();
    m_project.title = title;
    m_project.created = QDate::currentDate();
    m_path.clear();
    m_diskHash.clear();
    watchFile();
    m_open = true;
    m_undo->clear();
    setModified(false);
    announce(allProjectSections());
}

void ProjectDocument::setModified(bool modified)
{
    if (m_modified == modified)
        return;
    m_modified = modified;
    Q_EMIT modifiedChanged(modified);
}

} // namespace pilot::app
