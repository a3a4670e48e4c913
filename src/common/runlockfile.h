#pragma once

#include <cstddef>

namespace pilot {

/// The lock file of a run directory. pilot-trainer holds an exclusive flock(2) on it for its
/// whole life; readers that find no run_end take a shared lock without waiting to learn whether
/// a trainer is still there. Its first line is a JSON object naming the holder
/// ({"pid": …, "host": …, "t": …}); behind it the holder keeps kRunLockReserveBytes of
/// allocated space, which it gives back to the file system when the disk is full so that it
/// can still record how the run ended.
inline constexpr const char kRunLockFile[] = "run.lock";
inline constexpr std::size_t kRunLockReserveBytes = 16 * 1024;
/// The most of the lock file a reader looks at for the holder's line.
inline constexpr std::size_t kRunLockHolderMaxBytes = 1024;

} // namespace pilot
