#pragma once

#include "measure/workload.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace cga::bench {

// The blocks of a training step. A TE-scoped graph captures one block (attn, mlp, moe_router, moe_preprocess;
// moe captures router + preprocess + experts together) for one layer, one microbatch, one direction.
enum class Block { Embedding, Attn, Mlp, MoeRouter, MoePreprocess, MoeExperts, GradAccum, Loss, Optimizer, Stream };

enum class OpKind {
    Gemm, // cuBLAS GEMM (m x n x k), batch > 1: strided batched (expert GEMMs, the attention stand-in)
    Elementwise, // reads and writes `elems` bf16 values (bias-dropout-add, RoPE, activation, residual)
    DeviceCopy, // cudaMemcpyAsync of `elems` bf16 values, device to device: a memcpy node in a graph (aten::copy_)
    Norm, // row-wise reduction + scale over rows x cols (LayerNorm/RMSNorm, softmax)
    Reduce, // column sums over rows x cols (bias and norm-weight gradients), one pass
    Amax, // FP8 amax: max |x| over elems
    TopK, // per token top-k over `cols` expert scores
    Histogram, // tokens per expert
    PrefixSum, // expert offsets
    Permute, // gather rows (token permutation), elems = rows x cols
    DeviceToHost, // copy the expert counts to the host and wait: dropless MoE's sync
    Optimizer, // w -= lr * g over a parameter range
    Empty // an empty kernel
};

struct Op
{
    OpKind kind = OpKind::Empty;
    const char* name = "";
    // GEMM: C(m x n) = op(A) op(B), column-major. transA/transB select the layout (forward TN, dgrad NN, wgrad NT).
    int64_t m = 0, n = 0, k = 0;
    int64_t batch = 1;
    bool transA = false, transB = false;
    bool aWeights = false; // A is a slice of the weights at `offset` (otherwise an activation)
    bool cGrads = false; // C is written into the gradients at `offset` (weight gradients); Amax: reads gradients
    int64_t strideA = 0, strideB = 0, strideC = 0; // batched: element strides (0 broadcasts)
    // Memory kernels
    int64_t rows = 0, cols = 0;
    int64_t elems = 0;
    int64_t offset = 0; // weights/gradients offset in elements (GEMM A/C, optimizer range)
    bool fromInput = false; // reads the step's input (the rotating pool in eager, the static buffer in graphs)
    // What a memory kernel stands for when its values are not bf16 (an fp32 softmax over the attention scores):
    // `logicalElems` values, `bytesIn` read and `bytesOut` written per value; elems (or cols) then counts the bf16
    // values that move as many bytes. 0: elems are the values themselves, bf16 in and out.
    int64_t logicalElems = 0;
    int bytesIn = 2, bytesOut = 2;
    int64_t bytesMoved() const
    {
        return logicalElems > 0 ? logicalElems * (bytesIn + bytesOut) : 4 * std::max(elems, rows * cols);
    }
    // Optimizer kernels: w -= lr * g, grad += new grad (torch AccumulateGrad), or grad = 0 (zero_grad)
    enum Variant { Sgd, Accumulate, ZeroFill };
    Variant variant = Sgd;
};

struct Segment
{
    Block block = Block::Stream;
    int layer = -1;
    int microbatch = 0;
    bool backward = false;
    std::vector<Op> ops;
};

// What the runner allocates; the planner checks every op against it.
struct BufferPlan
{
    int64_t paramElems = 0; // all weights (bf16); the gradients have the same size
    int64_t actElems = 0; // each of the activation buffers (bf16)
    int64_t inputElems = 0; // one microbatch's input (bf16)
    int64_t indexElems = 0; // router: token-expert indices (int32)
    int64_t experts = 0; // histogram bins
    static constexpr int kActBuffers = 3;
    static constexpr int kInputPool = 4; // rotating fresh inputs (method rule 4)
    static constexpr int64_t kCublasWorkspace = 64ll << 20;
    int64_t totalBytes(int microbatches) const;
};

struct StepPlan
{
    std::vector<Segment> segments; // in eager execution order
    BufferPlan buffers;

    int kernelCount() const; // device operations of one step
    int kernelCount(Block block) const;
};

// Checks that every operand of every op lies inside the buffers of the plan (the runner refuses a plan that
// does not); on failure names the first op that does not fit.
bool verifyPlan(const StepPlan& plan, std::string* error);

// Expands a workload into the kernels of one training step: per microbatch the forward of every layer, the loss,
// the backward in reverse, then the optimizer.
StepPlan expandWorkload(const Workload& w);

const char* blockName(Block b);
const char* opKindName(OpKind k);

} // namespace cga::bench
