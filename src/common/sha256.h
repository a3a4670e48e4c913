#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

namespace pilot {

/// SHA-256 (FIPS 180-4), for checksums of checkpoint files and data sets on the worker side,
/// where neither Qt nor a crypto library is available.
class Sha256
{
public:
    Sha256();
    void update(const void *data, std::size_t size);
    std::array<std::uint8_t, 32> finish();
    std::string finishHex();

    static std::string hex(const void *data, std::size_t size);
    /// A hasher that never takes the CPU's SHA extensions: the portable rounds, which the tests
    /// hold to the same digests as the fast path on machines that have both.
    static Sha256 portable();
    /// Hash of a whole file; throws std::runtime_error when it cannot be read.
    static std::string fileHex(const std::string &path);

private:
    void block(const std::uint8_t *p);

    std::uint32_t m_state[8];
    std::uint8_t m_buffer[64];
    std::size_t m_used = 0;
    std::uint64_t m_bytes = 0;
    bool m_portable = false;
};

} // namespace pilot
