#pragma once

#include <stdexcept>
#include <string>

namespace pilot::trainer {

/// Another process holds the run directory; what() names it where its lock file says so.
class RunBusy : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/// The trainer's claim on its run directory (common/runlockfile.h): an exclusive flock on
/// <run>/run.lock, held until the object is destroyed or the process ends in any way (the
/// kernel drops it even after SIGKILL). While it is held no second trainer starts in the
/// folder, and readers know that a run without run_end is still being written.
class RunLock
{
public:
    /// Creates the run directory if needed and takes the lock. Throws RunBusy when another
    /// process holds it (after waiting a moment, since a reader's shared lock lasts only
    /// microseconds), and std::runtime_error when the lock file cannot be used.
    explicit RunLock(const std::string &runDir);
    ~RunLock();
    RunLock(const RunLock &) = delete;
    RunLock &operator=(const RunLock &) = delete;

    /// Hands the space reserved behind the holder line back to the file system, so that the
    /// run's end can still be written when the disk is full. Allocates nothing and never
    /// throws; safe to call more than once and from a terminate handler.
    void releaseReserve() noexcept;

    std::string path() const { return m_path; }

private:
    std::string m_path;
    int m_fd = -1;
    long long m_holderBytes = 0;
};

/// The holder of a lock file as its first line says ("pid 1234 on host gpu-7 since …"); empty
/// when the file does not say.
std::string describeHolder(const std::string &lockFile);

} // namespace pilot::trainer
