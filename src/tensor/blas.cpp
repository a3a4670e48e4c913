#include "blas.h"

#include <torch/torch.h>

#include <dlfcn.h>

namespace pilot::tensor {

namespace {

// The reference BLAS interface (Fortran calling convention, 32-bit integers), which every BLAS
// that libtorch links on Linux exports.
using Sgemm = void (*)(const char *transA, const char *transB, const int *m, const int *n, const int *k, const float *alpha, const float *a,
                       const int *lda, const float *b, const int *ldb, const float *beta, float *c, const int *ldc);

Sgemm lookUpSgemm()
{
    // Only after libtorch is loaded (it brings the BLAS); RTLD_DEFAULT searches what is loaded.
    return reinterpret_cast<Sgemm>(dlsym(RTLD_DEFAULT, "sgemm_"));
}

const Sgemm kSgemm = lookUpSgemm();
bool g_forceFallback = false;

torch::Tensor matrixView(const float *data, bool trans, std::int64_t rows, std::int64_t cols, std::int64_t ld)
{
    // op(X) is rows x cols; X itself is stored row-major with leading dimension ld.
    float *p = const_cast<float *>(data);
    if (trans)
        return torch::from_blob(p, {cols, rows}, {ld, 1}, torch::kFloat32).t();
    return torch::from_blob(p, {rows, cols}, {ld, 1}, torch::kFloat32);
}

} // namespace

void gemm(bool transA, bool transB, std::int64_t m, std::int64_t n, std::int64_t k, float alpha, const float *a, std::int64_t lda,
          const float *b, std::int64_t ldb, float beta, float *c, std::int64_t ldc)
{
    if (kSgemm && !g_forceFallback) {
        // Row-major C = op(A) op(B) is column-major C^T = op(B)^T op(A)^T: swap the operands.
        const char ta = transA ? 'T' : 'N', tb = transB ? 'T' : 'N';
        const int im = int(m), in = int(n), ik = int(k), ilda = int(lda), ildb = int(ldb), ildc = int(ldc);
        kSgemm(&tb, &ta, &in, &im, &ik, &alpha, b, &ildb, a, &ilda, &beta, c, &ildc);
        return;
    }
    torch::Tensor out = matrixView(c, false, m, n, ldc);
    out.addmm_(matrixView(a, transA, m, k, lda), matrixView(b, transB, k, n, ldb), beta, alpha);
}

bool gemmUsesBlas()
{
    return kSgemm && !g_forceFallback;
}

void setGemmFallbackForTesting(bool fallback)
{
    g_forceFallback = fallback;
}

} // namespace pilot::tensor
