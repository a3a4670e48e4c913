#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

namespace pilot {

/// Files the worker side reads come from outside: a job file, data sets, model folders,
/// checkpoints, tokenizer files. Only regular files are read (a FIFO or a device would block
/// the reader or never end), each with a size limit, and every error names the file and what
/// it was for.

inline constexpr std::uint64_t kMaxJobBytes = 4ull << 20;        ///< job.json (job interface, section 3)
inline constexpr std::uint64_t kMaxSmallJsonBytes = 16ull << 20; ///< config.json, trainer_state.json, manifests, indexes
inline constexpr std::uint64_t kMaxDataBytes = 4ull << 30;       ///< one training or validation JSONL file
inline constexpr std::uint64_t kMaxTextBytes = 256ull << 20;     ///< score --text-file

class InputFileError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/// The whole content of `path`, which must be a regular file (symbolic links to one are
/// followed) of at most `maxBytes`. `what` says what the file is for ("job file", "data file").
/// Checked with stat() before opening, opened with O_NONBLOCK and checked again with fstat(),
/// so that neither a FIFO nor a file swapped in between can make the read wait.
std::string readRegularFile(const std::string &path, std::uint64_t maxBytes, const char *what);

/// What a file that is not regular is, for messages: "a folder", "a FIFO (named pipe)", "a
/// socket", "a device", else "not a regular file" (`mode` as stat gives it).
std::string fileKind(unsigned int mode);

/// Throws unless `path` is a regular file (after following links) of at most `maxBytes`;
/// for files another library opens itself.
void requireRegularFile(const std::string &path, std::uint64_t maxBytes, const char *what);

} // namespace pilot
