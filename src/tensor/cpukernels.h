#pragma once

#include <cstdint>

// Row kernels on plain fp32 arrays for the CPU training path: each does in one pass over
// memory what the tensor formulation does in five to ten passes (and as many temporaries).
// They know nothing of tensors or autograd; fusedops.cpp and attention.cpp wrap them.
// Every function handles the rows it is given on the calling thread; callers parallelise.
namespace pilot::tensor::kernels {

/// exp(x) in fp32 to about 2 ulp, written so that the compiler vectorises loops calling it.
float expf(float x);

/// RMSNorm of `rows` rows of `n`: y = w * x * r with r = 1 / sqrt(mean(x^2) + eps); r per row
/// is kept for the backward pass.
void rmsNormForward(const float *x, const float *w, float *y, float *r, std::int64_t rows, std::int64_t n, float eps);

/// Gradient of rmsNormForward: dx per row, and dw accumulated (added) into dwSum.
void rmsNormBackward(const float *dy, const float *x, const float *w, const float *r, float *dx, float *dwSum, std::int64_t rows,
                     std::int64_t n);

/// SwiGLU, y = silu(g) * u, for rows of `n`; g, u and y advance by their own row strides.
void swiGluForward(const float *g, std::int64_t gStride, const float *u, std::int64_t uStride, float *y, std::int64_t rows, std::int64_t n);

/// Gradient of swiGluForward: dg and du (row strides as for g and u).
void swiGluBackward(const float *dy, const float *g, std::int64_t gStride, const float *u, std::int64_t uStride, float *dg,
                    std::int64_t dgStride, float *du, std::int64_t duStride, std::int64_t rows, std::int64_t n);

/// Causal softmax of score rows in place: row i of a block of `length` rows (query position
/// i % length) keeps columns 0..i % length and gets zeros beyond.
void causalSoftmax(float *scores, std::int64_t rows, std::int64_t length);

/// Softmax backward on causal rows: dS = P * (dP - sum(dP * P)), written over dP.
void causalSoftmaxBackward(const float *probs, float *dp, std::int64_t rows, std::int64_t length);

/// Rotary embedding (HF's half-split rotation) of one head vector of `dim` per token, token t
/// using row t of the [tokens, dim] tables: out = scale * (x * cos + x[partner] * sinSigned),
/// partner(i) = i +- dim/2. x and out advance by their own strides per token.
void rotate(const float *x, std::int64_t xStride, const float *cos, const float *sinSigned, float scale, float *out, std::int64_t outStride,
            std::int64_t tokens, std::int64_t dim);

/// Transpose of rotate: the gradient of x from the gradient of out.
void rotateBackward(const float *dOut, std::int64_t dOutStride, const float *cos, const float *sinSigned, float scale, float *dx,
                    std::int64_t dxStride, std::int64_t tokens, std::int64_t dim);

} // namespace pilot::tensor::kernels
