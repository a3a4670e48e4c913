#pragma once

#include "pilot_core_export.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace pilot {

/// The unsaved edits of an open project, kept on disk while they are unsaved so that a crash
/// (of the app, the desktop or the machine) loses none of them: the whole project as the window
/// holds it, written a moment after each edit, removed when the project is saved or its edits
/// are discarded. One journal per project file (and one per window for a project never saved),
/// in the app's data folder (recovery/).
struct EditJournal
{
    QString projectPath;  ///< the project file the edits belong to; empty for a project never saved
    QDateTime written;    ///< when the edits were journalled (UTC)
    QByteArray baseHash;  ///< SHA-256 (hex) of the project file the edits started from
    qint64 pid = 0;       ///< the process that wrote it (a journal of a running window is not a crash's)
    QString host;         ///< its machine
    QByteArray text;      ///< the project as YAML (serializeProject)
    QString file;         ///< where it was read from (readEditJournal)
};

inline constexpr qint64 kMaxJournalBytes = 32 * 1024 * 1024;

/// recovery/ in the app's data folder (QStandardPaths::AppDataLocation), or `folder` when set
/// (tests and a second data folder).
PILOT_CORE_EXPORT QString journalFolder();
/// The journal file of `projectPath` (its absolute path, symbolic links resolved), or, for a
/// project never saved, this process's.
PILOT_CORE_EXPORT QString journalPathFor(const QString &projectPath);

PILOT_CORE_EXPORT bool writeEditJournal(const EditJournal &journal, QString *error);
/// Reads a journal; nullopt with `error` for anything but a regular file of at most
/// kMaxJournalBytes holding a journal of this format (a torn or foreign file is said so).
PILOT_CORE_EXPORT std::optional<EditJournal> readEditJournal(const QString &path, QString *error);
/// Removes the journal of `projectPath` (nothing when there is none).
PILOT_CORE_EXPORT void removeEditJournal(const QString &projectPath);

/// The journals left by windows that ended without saving them: every readable journal in the
/// folder whose writer is not running on this machine any more, newest first. Unreadable files
/// are left alone.
PILOT_CORE_EXPORT QList<EditJournal> leftJournals();
/// The left journal of `projectPath`, if any.
PILOT_CORE_EXPORT std::optional<EditJournal> leftJournalFor(const QString &projectPath);

} // namespace pilot
