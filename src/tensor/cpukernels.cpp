#include "cpukernels.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

// Each hot function is compiled three times (AVX-512 with FMA, AVX2, baseline x86-64) and the
// loader picks by the processor's features, so one binary is fast on new machines and still
// runs on old ones. (Features, not "arch=" clones: those test the CPU model and would send
// every AMD processor to the baseline.) Elsewhere only the baseline is built.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define PILOT_CLONES __attribute__((target_clones("avx512f", "avx2", "default")))
#else
#define PILOT_CLONES
#endif

namespace pilot::tensor::kernels {

namespace {

// Cephes-style expf: x = n ln2 + r with |r| <= ln2 / 2, e^r by a degree-6 polynomial, 2^n
// through the exponent bits. Branch-free so that loops over it vectorise.
inline float expInline(float x)
{
    x = std::min(std::max(x, -87.0f), 88.0f);
    const float n = std::floor(x * 1.44269504088896341f + 0.5f);
    float r = x - n * 0.693359375f;
    r = r - n * -2.12194440e-4f;
    float p = 1.9875691500e-4f;
    p = p * r + 1.3981999507e-3f;
    p = p * r + 8.3334519073e-3f;
    p = p * r + 4.1665795894e-2f;
    p = p * r + 1.6666665459e-1f;
    p = p * r + 5.0000001201e-1f;
    p = p * r * r + r + 1.0f;
    const std::int32_t bits = (static_cast<std::int32_t>(n) + 127) << 23;
    float scale;
    std::memcpy(&scale, &bits, sizeof scale);
    return p * scale;
}

// Sums and maxima in eight independent lanes: the compiler may not reorder a single float
// accumulator, but it turns eight of them into one vector register.
constexpr std::int64_t kLanes = 8;

inline float dot(const float *a, const float *b, std::int64_t n)
{
    float acc[kLanes] = {};
    std::int64_t i = 0;
    for (; i + kLanes <= n; i += kLanes) {
        for (std::int64_t l = 0; l < kLanes; ++l)
            acc[l] += a[i + l] * b[i + l];
    }
    for (; i < n; ++i)
        acc[0] += a[i] * b[i];
    float sum = 0.0f;
    for (float v : acc)
        sum += v;
    return sum;
}

inline float maximum(const float *a, std::int64_t n)
{
    float acc[kLanes];
    std::fill(acc, acc + kLanes, a[0]);
    std::int64_t i = 0;
    for (; i + kLanes <= n; i += kLanes) {
        for (std::int64_t l = 0; l < kLanes; ++l)
            acc[l] = acc[l] > a[i + l] ? acc[l] : a[i + l];
    }
    for (; i < n; ++i)
        acc[0] = acc[0] > a[i] ? acc[0] : a[i];
    return *std::max_element(acc, acc + kLanes);
}

// e[j] = exp(s[j] - shift) in place; returns their sum.
inline float expShiftSum(float *s, float shift, std::int64_t n)
{
    float acc[kLanes] = {};
    std::int64_t i = 0;
    for (; i + kLanes <= n; i += kLanes) {
        for (std::int64_t l = 0; l < kLanes; ++l) {
            s[i + l] = expInline(s[i + l] - shift);
            acc[l] += s[i + l];
        }
    }
    for (; i < n; ++i) {
        s[i] = expInline(s[i] - shift);
        acc[0] += s[i];
    }
    float sum = 0.0f;
    for (float v : acc)
        sum += v;
    return sum;
}

} // namespace

float expf(float x)
{
    return expInline(x);
}

PILOT_CLONES void rmsNormForward(const float *x, const float *w, float *y, float *r, std::int64_t rows, std::int64_t n, float eps)
{
    for (std::int64_t row = 0; row < rows; ++row) {
        const float *xr = x + row * n;
        float *yr = y + row * n;
        const float sum = dot(xr, xr, n);
        const float rs = 1.0f / std::sqrt(sum / float(n) + eps);
        r[row] = rs;
        for (std::int64_t i = 0; i < n; ++i)
            yr[i] = w[i] * (xr[i] * rs);
    }
}

PILOT_CLONES void rmsNormBackward(const float *dy, const float *x, const float *w, const float *r, float *dx, float *dwSum,
                                  std::int64_t rows, std::int64_t n)
{
    // With xh = x * r and g = dy * w: dx = r * (g - xh * mean(g * xh)), dw = sum over rows of dy * xh.
    std::vector<float> g(std::size_t(n), 0.0f);
    for (std::int64_t row = 0; row < rows; ++row) {
        const float *dyr = dy + row * n;
        const float *xr = x + row * n;
        float *dxr = dx + row * n;
        const float rs = r[row];
        for (std::int64_t i = 0; i < n; ++i)
            g[std::size_t(i)] = dyr[i] * w[i];
        const float c = dot(g.data(), xr, n) * rs * rs / float(n);
        for (std::int64_t i = 0; i < n; ++i) {
            dxr[i] = rs * (g[std::size_t(i)] - xr[i] * c);
            dwSum[i] += dyr[i] * (xr[i] * rs);
        }
    }
}

PILOT_CLONES void swiGluForward(const float *g, std::int64_t gStride, const float *u, std::int64_t uStride, float *y, std::int64_t rows,
                                std::int64_t n)
{
    for (std::int64_t row = 0; row < rows; ++row) {
        const float *gr = g + row * gStride;
        const float *ur = u + row * uStride;
        float *yr = y + row * n;
        for (std::int64_t i = 0; i < n; ++i)
            yr[i] = gr[i] / (1.0f + expInline(-gr[i])) * ur[i];
    }
}

PILOT_CLONES void swiGluBackward(const float *dy, const float *g, std::int64_t gStride, const float *u, std::int64_t uStride, float *dg,
                                 std::int64_t dgStride, float *du, std::int64_t duStride, std::int64_t rows, std::int64_t n)
{
    // silu'(g) = s * (1 + g * (1 - s)) with s = sigmoid(g).
    for (std::int64_t row = 0; row < rows; ++row) {
        const float *dyr = dy + row * n;
        const float *gr = g + row * gStride;
        const float *ur = u + row * uStride;
        float *dgr = dg + row * dgStride;
        float *dur = du + row * duStride;
        for (std::int64_t i = 0; i < n; ++i) {
            const float s = 1.0f / (1.0f + expInline(-gr[i]));
            dur[i] = dyr[i] * gr[i] * s;
            dgr[i] = dyr[i] * ur[i] * s * (1.0f + gr[i] * (1.0f - s));
        }
    }
}

PILOT_CLONES void causalSoftmax(float *scores, std::int64_t rows, std::int64_t length)
{
    for (std::int64_t row = 0; row < rows; ++row) {
        float *s = scores + row * length;
        const std::int64_t valid = row % length + 1;
        const float inv = 1.0f / expShiftSum(s, maximum(s, valid), valid);
        for (std::int64_t j = 0; j < valid; ++j)
            s[j] *= inv;
        std::fill(s + valid, s + length, 0.0f);
    }
}

PILOT_CLONES void causalSoftmaxBackward(const float *probs, float *dp, std::int64_t rows, std::int64_t length)
{
    for (std::int64_t row = 0; row < rows; ++row) {
        const float *p = probs + row * length;
        float *d = dp + row * length;
        const std::int64_t valid = row % length + 1;
        const float total = dot(d, p, valid);
        for (std::int64_t j = 0; j < valid; ++j)
            d[j] = p[j] * (d[j] - total);
        std::fill(d + valid, d + length, 0.0f);
    }
}

PILOT_CLONES void rotate(const float *x, std::int64_t xStride, const float *cos, const float *sinSigned, float scale, float *out,
                         std::int64_t outStride, std::int64_t tokens, std::int64_t dim)
{
    const std::int64_t half = dim / 2;
    for (std::int64_t t = 0; t < tokens; ++t) {
        const float *__restrict xt = x + t * xStride, *__restrict c = cos + t * dim, *__restrict s = sinSigned + t * dim;
        float *__restrict o = out + t * outStride;
        for (std::int64_t i = 0; i < half; ++i) {
            o[i] = scale * (xt[i] * c[i] + xt[i + half] * s[i]);
            o[i + half] = scale * (xt[i + half] * c[i + half] + xt[i] * s[i + half]);
        }
    }
}

PILOT_CLONES void rotateBackward(const float *dOut, std::int64_t dOutStride, const float *cos, const float *sinSigned, float scale,
                                 float *dx, std::int64_t dxStride, std::int64_t tokens, std::int64_t dim)
{
    const std::int64_t half = dim / 2;
    for (std::int64_t t = 0; t < tokens; ++t) {
        const float *__restrict d = dOut + t * dOutStride, *__restrict c = cos + t * dim, *__restrict s = sinSigned + t * dim;
        float *__restrict o = dx + t * dxStride;
        for (std::int64_t i = 0; i < half; ++i) {
            o[i] = scale * (d[i] * c[i] + d[i + half] * s[i + half]);
            o[i + half] = scale * (d[i + half] * c[i + half] + d[i] * s[i]);
        }
    }
}

} // namespace pilot::tensor::kernels
