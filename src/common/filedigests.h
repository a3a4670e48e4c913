#pragma once

#include <cstdint>
#include <string>

namespace pilot {

/// SHA-256 of input files, remembered across runs so that a 16 GB model is read once per
/// machine, not on every start. Files of at least kDigestCacheFromBytes are looked up in, and
/// added to, the digest cache: `$XDG_CACHE_HOME/migration-pilot/file-digests` (else
/// `~/.cache/…`), shared by pilot-trainer, the Neuron job and the app (docs/job-interface.md,
/// section 6, "Digest cache"). An entry stands for a file while its device, inode, size,
/// modification and change times (nanoseconds) are those recorded: a rewrite changes the change
/// time even when a copy tool restores the modification time. A cache that cannot be read or
/// written only costs time: the file is then hashed, never refused.
inline constexpr std::uint64_t kDigestCacheFromBytes = 16ull << 20;

/// The cache file's path ("" when neither XDG_CACHE_HOME nor HOME names a folder).
std::string digestCachePath();

/// The lower-case hex SHA-256 of the regular file at `path` (links followed), through the
/// cache. Throws std::runtime_error naming the file and `what` when it cannot be read.
std::string fileSha256(const std::string &path, const char *what);

} // namespace pilot
