#pragma once

#include <cstdint>
#include <cuda_bf16.h>
#include <cuda_runtime.h>

namespace cga::bench::kernels {

using bf16 = __nv_bfloat16;

// Memory-touching stand-ins for the non-GEMM kernels of a training step. Their results are not used; what matters
// is that each launch reads and writes as many bytes as the kernel it stands for, on random non-zero data.
void empty(cudaStream_t s);
void fillRandom(bf16* p, int64_t n, uint64_t seed, float scale, cudaStream_t s);
void elementwise(bf16* y, const bf16* x, int64_t n, cudaStream_t s);
void rowNorm(bf16* y, const bf16* x, int64_t rows, int64_t cols, cudaStream_t s);
void columnReduce(bf16* out, const bf16* x, int64_t rows, int64_t cols, cudaStream_t s);
void amax(float* out, const bf16* x, int64_t n, cudaStream_t s);
void topk(int* idx, const bf16* scores, int64_t tokens, int64_t experts, int k, cudaStream_t s);
void histogram(int* counts, const int* idx, int64_t n, int64_t experts, cudaStream_t s);
void prefixSum(int* offsets, int* counts, int64_t experts, cudaStream_t s);
void permuteRows(bf16* out, const bf16* in, int64_t rows, int64_t cols, int64_t inRows, cudaStream_t s);
// variant 0: w -= lr * g; 1: g += src; 2: g = 0
// w -= lr * g (variant 0), g += src (1) or g = 0 (2) over n values; `work` values in all (see optimizerKernel).
void optimizer(bf16* w, bf16* g, const bf16* src, int64_t n, int64_t work, int variant, cudaStream_t s);

} // namespace cga::bench::kernels
