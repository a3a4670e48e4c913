#include "sha256.h"

#include <cstdio>
#include <cstring>
#include <stdexcept>

#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>
#endif

namespace pilot {

namespace {

constexpr std::uint32_t kRound[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be,
    0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa,
    0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85,
    0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
    0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f,
    0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

inline std::uint32_t rotr(std::uint32_t x, int n)
{
    return (x >> n) | (x << (32 - n));
}

#if defined(__x86_64__)
// The SHA extensions of x86 (Intel's SHA-NI, in most CPUs since 2017): a model's weights are
// hashed at some 1.5 GB/s instead of 0.2 (docs/benchmarks.md), which decides how long the
// first start on a machine and every checkpoint's manifest take. Checked once at run time.
bool haveShaExtensions()
{
    unsigned a = 0, b = 0, c = 0, d = 0;
    if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & bit_SSSE3) || !(c & bit_SSE4_1))
        return false;
    return __get_cpuid_count(7, 0, &a, &b, &c, &d) && (b & bit_SHA);
}

// `count` blocks of 64 bytes into `state`, four rounds per step: the message schedule of step
// g+1 is finished (sha256msg2) while step g's rounds run, and the one of step g+3 begun
// (sha256msg1), as FIPS 180-4's W[t] for t >= 16.
__attribute__((target("sha,sse4.1,ssse3"))) void shaExtensionBlocks(std::uint32_t state[8], const std::uint8_t *p, std::size_t count)
{
    const __m128i byteSwap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
    __m128i cdab = _mm_shuffle_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i *>(state)), 0xB1);
    __m128i efgh = _mm_shuffle_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i *>(state + 4)), 0x1B);
    __m128i abef = _mm_alignr_epi8(cdab, efgh, 8);
    __m128i cdgh = _mm_blend_epi16(efgh, cdab, 0xF0);
    for (; count > 0; --count, p += 64) {
        const __m128i abefBefore = abef, cdghBefore = cdgh;
        __m128i w[4];
#pragma GCC unroll 16 // every index known at compile time: the schedule stays in registers
        for (int g = 0; g < 16; ++g) {
            if (g < 4)
                w[g] = _mm_shuffle_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i *>(p + 16 * g)), byteSwap);
            __m128i message = _mm_add_epi32(w[g % 4], _mm_loadu_si128(reinterpret_cast<const __m128i *>(kRound + 4 * g)));
            cdgh = _mm_sha256rnds2_epu32(cdgh, abef, message);
            if (g >= 3 && g <= 14) {
                __m128i &next = w[(g + 1) % 4];
                next = _mm_sha256msg2_epu32(_mm_add_epi32(next, _mm_alignr_epi8(w[g % 4], w[(g + 3) % 4], 4)), w[g % 4]);
            }
            message = _mm_shuffle_epi32(message, 0x0E);
            abef = _mm_sha256rnds2_epu32(abef, cdgh, message);
            if (g >= 1 && g <= 12)
                w[(g + 3) % 4] = _mm_sha256msg1_epu32(w[(g + 3) % 4], w[g % 4]);
        }
        abef = _mm_add_epi32(abef, abefBefore);
        cdgh = _mm_add_epi32(cdgh, cdghBefore);
    }
    const __m128i feba = _mm_shuffle_epi32(abef, 0x1B);
    const __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);
    _mm_storeu_si128(reinterpret_cast<__m128i *>(state), _mm_blend_epi16(feba, dchg, 0xF0));
    _mm_storeu_si128(reinterpret_cast<__m128i *>(state + 4), _mm_alignr_epi8(dchg, feba, 8));
}

#endif

// Whether update() takes the SHA extensions: where the CPU has them, unless a test asks for the
// portable rounds (Sha256::portable).
bool useShaExtensions(bool portable)
{
#if defined(__x86_64__)
    static const bool have = haveShaExtensions();
    return have && !portable;
#else
    (void)portable;
    return false;
#endif
}

} // namespace

Sha256::Sha256()
    : m_state{0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19}
    , m_buffer{}
{
}

void Sha256::block(const std::uint8_t *p)
{
    std::uint32_t w[64];
    for (int i = 0; i < 16; ++i)
        w[i] = std::uint32_t(p[4 * i]) << 24 | std::uint32_t(p[4 * i + 1]) << 16 | std::uint32_t(p[4 * i + 2]) << 8 | p[4 * i + 3];
    for (int i = 16; i < 64; ++i) {
        const std::uint32_t s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
        const std::uint32_t s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
        w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    std::uint32_t a = m_state[0], b = m_state[1], c = m_state[2], d = m_state[3];
    std::uint32_t e = m_state[4], f = m_state[5], g = m_state[6], h = m_state[7];
    for (int i = 0; i < 64; ++i) {
        const std::uint32_t t1 = h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + kRound[i] + w[i];
        const std::uint32_t t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
        h = g;
        g = f;
        f = e;
        e = d + t1;
        d = c;
        c = b;
        b = a;
        a = t1 + t2;
    }
    m_state[0] += a;
    m_state[1] += b;
    m_state[2] += c;
    m_state[3] += d;
    m_state[4] += e;
    m_state[5] += f;
    m_state[6] += g;
    m_state[7] += h;
}

void Sha256::update(const void *data, std::size_t size)
{
    const auto *p = static_cast<const std::uint8_t *>(data);
    m_bytes += size;
    if (m_used > 0) {
        const std::size_t take = std::min(size, 64 - m_used);
        std::memcpy(m_buffer + m_used, p, take);
        m_used += take;
        p += take;
        size -= take;
        if (m_used < 64)
            return;
#if defined(__x86_64__)
        if (useShaExtensions(m_portable))
            shaExtensionBlocks(m_state, m_buffer, 1);
        else
#endif
            block(m_buffer);
        m_used = 0;
    }
#if defined(__x86_64__)
    if (size >= 64 && useShaExtensions(m_portable)) {
        shaExtensionBlocks(m_state, p, size / 64);
        p += size / 64 * 64;
        size %= 64;
    }
#endif
    while (size >= 64) {
        block(p);
        p += 64;
        size -= 64;
    }
    std::memcpy(m_buffer, p, size);
    m_used = size;
}

std::array<std::uint8_t, 32> Sha256::finish()
{
    const std::uint64_t bits = m_bytes * 8;
    const std::uint8_t pad = 0x80;
    update(&pad, 1);
    const std::uint8_t zero = 0;
    while (m_used != 56)
        update(&zero, 1);
    std::uint8_t length[8];
    for (int i = 0; i < 8; ++i)
        length[i] = std::uint8_t(bits >> (56 - 8 * i));
    update(length, 8);
    std::array<std::uint8_t, 32> out{};
    for (int i = 0; i < 8; ++i) {
        out[4 * i] = std::uint8_t(m_state[i] >> 24);
        out[4 * i + 1] = std::uint8_t(m_state[i] >> 16);
        out[4 * i + 2] = std::uint8_t(m_state[i] >> 8);
        out[4 * i + 3] = std::uint8_t(m_state[i]);
    }
    return out;
}

std::string Sha256::finishHex()
{
    static const char digits[] = "0123456789abcdef";
    std::string text;
    for (const std::uint8_t b : finish()) {
        text += digits[b >> 4];
        text += digits[b & 15];
    }
    return text;
}

Sha256 Sha256::portable()
{
    Sha256 h;
    h.m_portable = true;
    return h;
}

std::string Sha256::hex(const void *data, std::size_t size)
{
    Sha256 h;
    h.update(data, size);
    return h.finishHex();
}

std::string Sha256::fileHex(const std::string &path)
{
    std::FILE *f = std::fopen(path.c_str(), "rb");
    if (!f)
        throw std::runtime_error("cannot read " + path);
    Sha256 h;
    char buffer[1 << 16];
    std::size_t n;
    while ((n = std::fread(buffer, 1, sizeof buffer, f)) > 0)
        h.update(buffer, n);
    const bool failed = std::ferror(f) != 0;
    std::fclose(f);
    if (failed)
        throw std::runtime_error("error while reading " + path);
    return h.finishHex();
}

} // namespace pilot
