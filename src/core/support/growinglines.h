#pragma once

#include "pilot_core_export.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace pilot {

/// Follows a text file that grows by appended lines (a log, a monitor stream): each read()
/// gives the whole lines appended since the last one. A line counts once its newline is there.
/// A file that shrank or was replaced (another device or inode) is read again from its start,
/// and the read says so, so the caller drops what it counted. Only regular files are read
/// (RegularFile); a file already larger than `firstReadLimit` at the first read is taken from
/// that many bytes before its end (from the next whole line), and lines longer than `maxLine`
/// are skipped up to their newline, so neither can fill memory.
class PILOT_CORE_EXPORT GrowingLines
{
public:
    GrowingLines(QString path, qint64 firstReadLimit, qsizetype maxLine);

    struct Read
    {
        QList<QByteArray> lines; ///< without their newline (a trailing '\r' stays)
        bool restarted = false;  ///< the file was replaced or truncated: earlier lines are void
        bool cut = false;        ///< (this or an earlier read) started after the file's beginning
        qint64 longLines = 0;    ///< lines skipped for their length in this read
        QString error;           ///< the file cannot be read (not a regular file, …); empty when fine or missing
    };

    /// Reads at most `maxBytes` of what was appended (more stays for the next call). Blocks on
    /// file I/O.
    Read read(qint64 maxBytes = 16 * 1024 * 1024);

    const QString &path() const { return m_path; }

private:
    QString m_path;
    qint64 m_firstReadLimit;
    qsizetype m_maxLine;
    bool m_started = false;
    bool m_cut = false;
    qint64 m_offset = 0;
    quint64 m_device = 0;
    quint64 m_inode = 0;
    QByteArray m_partial;
    bool m_skipping = false; ///< inside a line too long to keep
};

} // namespace pilot
