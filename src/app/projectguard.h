#pragma once

#include <QByteArray>
#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <memory>

class QLockFile;
class QTimer;
class QWidget;

namespace pilot::app {

class ProjectDocument;

/// Keeps the open project's edits from being lost:
/// - unsaved edits are journalled a moment after each edit (core/project/editjournal.h) and the
///   journal goes when they are saved or discarded; a journal left by a window that ended
///   without either (a crash) is offered back when its project is opened, or at start;
/// - a project file another program changes while it is open is noticed: without unsaved
///   edits it is read again (nothing of the user's is at stake), with them the user chooses to
///   reload, keep theirs, or compare the two first — never a silent overwrite;
/// - a project another window (another instance, here or on another machine sharing the folder)
///   has open is said before it is opened a second time.
class ProjectGuard : public QObject
{
    Q_OBJECT
public:
    ProjectGuard(ProjectDocument *document, QWidget *window);
    /// A window that closes normally has saved or discarded its edits: the journal goes.
    ~ProjectGuard() override;

    /// Before `path` is opened: takes its open marker, or, when another window holds it, asks
    /// whether to open it anyway. False when the user cancels.
    bool mayOpen(const QString &path);
    /// After a project was opened: offers its left journal, if any.
    void opened();
    /// The project's file is no longer open here (a new project): its marker goes.
    void projectClosed() { releaseMarker(); }
    /// At start without a project: offers the newest edits a window left unsaved; `open`
    /// opens their project file (false when it cannot).
    void offerLeftEdits(const std::function<bool(const QString &)> &open);
    /// Writes the journal now if one is due (tests, and before a risky step).
    void flushJournal();

    static constexpr int kJournalDelayMs = 1000;

Q_SIGNALS:
    /// The user chose to read the project file again (another program changed it).
    void reloadWanted();
    /// Something to say in the status bar.
    void said(const QString &text);

private:
    void edited();
    void writeJournal();
    void changedOnDisk(const QByteArray &bytes, const QByteArray &hash);
    bool recover(const QByteArray &text, const QString &from);
    void releaseMarker();

    ProjectDocument *m_document;
    QWidget *m_window;
    QTimer *m_journalTimer;
    QString m_journalled; ///< the project path whose journal this window wrote ("" for untitled)
    bool m_hasJournal = false;
    std::unique_ptr<QLockFile> m_marker;
    QString m_markerFile;
    /// The journal's write. Not a JobTracker job, whose results may be dropped and which never
    /// blocks: a window that closes or saves waits here (flushJournal) until the journal on disk
    /// is known to hold the edits, or to be gone.
    QFutureWatcher<QString> m_writing;
    bool m_asking = false;
};

} // namespace pilot::app
