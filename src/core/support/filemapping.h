#pragma once

#include "pilot_core_export.h"

#include <QtGlobal>

namespace pilot {

/// A read-only view of part of an open file, mapped into memory instead of copied, that
/// survives the file being truncated while it is mapped. A plain mapping would kill the
/// process (SIGBUS) on touching a page past the file's new end; here a process-wide SIGBUS
/// handler, installed the first time a FileMapping maps something, puts a page of zeros in
/// place of every page of a FileMapping that vanished, marks that mapping cut and lets the
/// reader go on. Faults outside FileMappings go to the handler that was there before (or
/// kill the process as they would have). So a reader of a mapping must treat its bytes as
/// the file's only when cut() is false after it has read them.
///
/// Only for files whose size was just checked (RegularFile::size()): map no further than
/// that, since pages past the end of the file at mapping time are not the file's either.
class PILOT_CORE_EXPORT FileMapping
{
public:
    FileMapping() = default;
    ~FileMapping();
    FileMapping(const FileMapping &) = delete;
    FileMapping &operator=(const FileMapping &) = delete;

    /// Maps `length` (> 0) bytes of descriptor `fd` from `offset` on. False when the system
    /// refuses or too many mappings are alive at once (the caller then reads the file).
    bool map(int fd, qint64 offset, qint64 length);
    void unmap();

    const char *data() const { return m_data; } ///< the byte at `offset`
    qint64 size() const { return m_size; }
    /// Pages of the mapping disappeared while it was mapped (the file was truncated): they read
    /// as zeros, and what was read from the mapping is not reliably the file's content.
    bool cut() const;

    /// Asks the system to map [from, from + length) of the mapping now, in one call, instead
    /// of page by page as they are first touched. Only a hint: errors are ignored.
    void prefetch(qint64 from, qint64 length) const;

private:
    char *m_base = nullptr; ///< page-aligned start of the mapping
    qint64 m_baseLength = 0;
    const char *m_data = nullptr;
    qint64 m_size = 0;
    int m_slot = -1; ///< in the registry the SIGBUS handler consults
};

} // namespace pilot
