#pragma once

#include "core/cost/assumedprices.h"
#include "core/project/project.h"
#include "core/project/projectsections.h"
#include "core/support/diagnostic.h"

#include <QCoreApplication>
#include <QObject>

#include <functional>

class QFileSystemWatcher;
class QTimer;
class QUndoStack;

namespace pilot::app {

class EvidenceLookup;
class JobTracker;

/// What an edit is called in the Undo history. Kept as its untranslated text and the context it
/// is translated in, so the history follows a language switch; a text made at run time (no
/// translation) stays as given.
class EditName
{
public:
    EditName(const char *context, const char *source)
        : m_context(context)
        , m_source(source)
    {
    }
    EditName(const QString &fixed)
        : m_fixed(fixed)
    {
    }
    QString text() const { return m_source ? QCoreApplication::translate(m_context, m_source) : m_fixed; }

private:
    const char *m_context = nullptr;
    const char *m_source = nullptr;
    QString m_fixed;
};

/// The open project: its data, its file and whether it has unsaved changes. Pages edit the
/// project through this object so the window title, Save and the close prompt stay in step.
class ProjectDocument : public QObject
{
    Q_OBJECT
public:
    explicit ProjectDocument(QObject *parent = nullptr);

    const Project &project() const { return m_project; }
    const QString &path() const { return m_path; }
    /// SHA-256 of the project file as loaded or last saved (empty for a project never saved).
    const QByteArray &diskHash() const { return m_diskHash; }
    bool isModified() const { return m_modified; }
    bool isOpen() const { return m_open; }

    /// Loads `path`; on failure the current project stays and `diagnostics` says why.
    bool load(const QString &path, Diagnostics *diagnostics);
    /// Saves to `path`. Saving over the file the project was loaded from refuses (false,
    /// `error` says so) when that file changed on disk since it was loaded or last saved.
    bool save(const QString &path, QString *error);
    void newProject(const QString &title);

    /// Applies an edit as one undoable step called `name`. Edits with the same non-negative
    /// `mergeId` and `mergeKey` (the field they change) that follow each other within
    /// kMergeWindowMs (typing in one field, the arrows of one spin box) merge into one step;
    /// an edit of another field, or after a pause, is a step of its own.
    void edit(const EditName &name, const std::function<void(Project &)> &apply, int mergeId = -1, const QString &mergeKey = QString());
    /// Puts the names of the Undo history into the current language.
    void retranslateHistory();
    static constexpr qint64 kMergeWindowMs = 2000;
    QUndoStack *undoStack() const { return m_undo; }
    /// Who edits: the name the user gave (Settings → Your Name…, kept as identity/name), else
    /// the system's account name — its full name where the system knows one. Recorded when the
    /// limits are locked or changed; never "unknown".
    static QString userName();
    /// The name the system knows for the user (the account's full name, else its login): the
    /// suggestion when the app asks for a name.
    static QString systemUserName();
    /// Whether the user has given a name (it is asked for once, at the first lock).
    static bool hasUserName();
    static void setUserName(const QString &name);

    /// Replaces the project content (used by undo and redo); signals the sections that differ.
    void setProject(const Project &project);

    /// The user keeps the window's project over the file another program changed (its bytes
    /// hash to `diskHash`): the next save may replace that file, and until then the project
    /// counts as unsaved.
    void keepOverDisk(const QByteArray &diskHash);

    /// The project's price table file was written (Prices, an undo or redo of it): what shows
    /// prices reads it again. The project's own content is unchanged, so nothing is marked unsaved.
    void pricesRewritten();

    /// The price table the project names, read again whenever the project, its price table
    /// setting or the table's file changes (a small, size-limited file).
    const ProjectPriceTable &priceTable() const { return m_prices; }
    /// The project with the calculators' prices taken from its price table (pricedProject):
    /// what the decision, the calculators and the record read.
    Project pricedProject() const;
    /// Counts the reads of the price table: what was computed with an older one is stale.
    int priceTableRevision() const { return m_priceRevision; }

    /// What the project's evidence entries point at, looked up off the GUI thread.
    EvidenceLookup *evidence() const { return m_evidence; }

Q_SIGNALS:
    /// The sections of the project that changed: every edit, undo and redo names the sections
    /// it touched (none: no signal); a load or a new project names all of them.
    void sectionsChanged(pilot::ProjectSections sections);
    void changed(); ///< the project's content changed (load, new, edit), after sectionsChanged
    void modifiedChanged(bool modified);
    /// Something the user should know about what just happened (a save that made a lock final).
    void notice(const QString &text);
    /// Another program changed the project file: it now holds `bytes` (SHA-256 `hash`), not
    /// what was loaded or last saved. Said once per new content.
    void changedOnDisk(const QByteArray &bytes, const QByteArray &hash);

private:
    void setModified(bool modified);
    void announce(ProjectSections sections);
    /// Reads the price table again when its setting or folder changed, or `always`.
    void readPriceTable(bool always = false);
    void watchFile();
    void checkDisk();

    /// Saving runs on the window's thread: wait only briefly for another program's update.
    static constexpr int kSaveLockTimeoutMs = 2000;

    Project m_project;
    ProjectPriceTable m_prices;
    QString m_pricesFolder; ///< the folder and setting m_prices was read for
    int m_priceRevision = 0;
    QUndoStack *m_undo;
    EvidenceLookup *m_evidence;
    QString m_path;
    QByteArray m_diskHash; ///< SHA-256 of m_path's content as loaded or last saved
    QByteArray m_toldHash; ///< the other program's content last signalled (changedOnDisk)
    QFileSystemWatcher *m_watcher;
    QTimer *m_diskCheck;
    JobTracker *m_diskRead; ///< reading the file after a change on disk
    bool m_saving = false;
    bool m_modified = false;
    bool m_open = false;
};

} // namespace pilot::app
