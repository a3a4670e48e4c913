#pragma once

#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace pilot::tensor {

/// The safetensors container, without any tensor library: header parsing with every check of
/// the reference implementation, and the layout rules its writer follows.
///
/// File: u64 little-endian header length N; N bytes of UTF-8 JSON beginning with '{' (may be
/// padded with spaces); then the data buffer, which the tensors must cover exactly — sorted
/// by offset, each starting where the previous ended, the last ending at the end of the file.
namespace safetensors {

enum class DType { Bool, U8, I8, I16, U16, F16, BF16, I32, U32, F32, F64, I64, U64 };

struct TensorEntry
{
    std::string name;
    DType dtype = DType::F32;
    std::vector<std::int64_t> shape;
    std::uint64_t begin = 0; ///< offset into the data buffer
    std::uint64_t end = 0;   ///< exclusive
};

struct Header
{
    std::vector<TensorEntry> tensors; ///< in data order
    std::map<std::string, std::string> metadata;
    std::uint64_t dataStart = 0; ///< file offset of the data buffer (8 + N)
};

class FormatError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/// The reference implementation's limit on N.
inline constexpr std::uint64_t kMaxHeaderBytes = 100'000'000;

const char *dtypeName(DType dtype);
bool dtypeFromName(const std::string &name, DType *out);
std::size_t dtypeBytes(DType dtype);

/// Validates a header given its raw bytes (everything before the data buffer) and the total
/// file size. Throws FormatError naming the problem: too small, header too large or past the
/// end, not UTF-8, not JSON, bad entries, overlapping or gapped offsets, size mismatch,
/// trailing or missing bytes.
Header parseHeader(const std::string &headerJson, std::uint64_t headerLength, std::uint64_t fileSize);

/// Reads and validates the header of a file (the data is not read).
Header readHeader(const std::string &path);

/// Header JSON for tensors laid out back to back in the given order, padded with spaces so
/// that the data starts at a multiple of 8 bytes.
std::string buildHeader(const std::vector<TensorEntry> &tensors, const std::map<std::string, std::string> &metadata);

} // namespace safetensors
} // namespace pilot::tensor
