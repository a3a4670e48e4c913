#pragma once

#include <cstdint>

namespace pilot::tensor {

/// C = alpha * op(A) * op(B) + beta * C on row-major fp32 matrices with leading dimensions
/// (op(A) is m x k, op(B) is k x n). Calls the BLAS that libtorch itself loaded, directly:
/// going through a tensor operation for each of the thousands of small products per training
/// step costs more than the products. Called from inside a parallel region, the BLAS runs on
/// the calling thread alone. Falls back to a tensor operation where no BLAS symbol is found.
void gemm(bool transA, bool transB, std::int64_t m, std::int64_t n, std::int64_t k, float alpha, const float *a, std::int64_t lda,
          const float *b, std::int64_t ldb, float beta, float *c, std::int64_t ldc);

/// Whether gemm calls the BLAS directly (false: the tensor-operation fallback).
bool gemmUsesBlas();

/// For tests: use the tensor-operation fallback even where BLAS is present.
void setGemmFallbackForTesting(bool fallback);

} // namespace pilot::tensor
