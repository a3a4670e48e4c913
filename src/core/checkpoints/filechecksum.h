#pragma once

#include "pilot_core_export.h"

#include <QString>

#include <atomic>
#include <functional>

namespace pilot {

/// How long checksum work reports and stops: called from the thread that does the work, so
/// a GUI forwards `progress` to its own thread; `cancel`, set from any thread, stops the work
/// at the next block (1 MiB).
struct ChecksumControl
{
    /// Bytes done and bytes in all (the whole checkpoint, not one file).
    std::function<void(qint64 done, qint64 total)> progress;
    const std::atomic_bool *cancel = nullptr;
    qint64 done = 0;  ///< bytes already hashed by earlier files of the same job
    qint64 total = 0; ///< bytes of the whole job

    bool cancelled() const { return cancel && cancel->load(std::memory_order_relaxed); }
};

struct FileChecksum
{
    enum class Outcome { Done, Cancelled, Failed };
    Outcome outcome = Outcome::Failed;
    QString sha256; ///< lower-case hex, when Done
    qint64 bytes = 0;
    QString error; ///< when Failed, without the path
};

/// SHA-256 of a regular file (RegularFile: no pipes, no devices), read in blocks with
/// progress and cancellation through `control` (which counts the bytes into control->done).
/// Blocks on file I/O: call it off the GUI thread.
PILOT_CORE_EXPORT FileChecksum sha256OfFile(const QString &path, ChecksumControl *control);

} // namespace pilot
