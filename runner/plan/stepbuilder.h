#pragma once

#include "stepplan.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace cga::bench {

// Builds the ops of one step and tracks the parameter layout and the largest activation: what expandWorkload()
// does. stepbuilder.cpp holds the parameter layout, the optimizer, the synthetic kinds and the order of a step;
// stepbuilder_layers.cpp the kernels of each block of a transformer layer (Megatron with TE, or torch.nn),
// stepbuilder_local.cpp those of Megatron-Core's local layer spec (no TE: unfused attention, torch LayerNorm),
// stepbuilder_localmoe.cpp the local spec's MoE layer (router, alltoall dispatcher, SequentialMLP experts).
class StepBuilder
{
public:
    // Whose kernels a step launches (the workload's op_profile).
    enum class Profile {
        MegatronTe, // `megatron`: Transformer Engine's fused kernels, weight gradients accumulated in the GEMM
        MegatronLocal, // `megatron-local`: Megatron-Core's local spec, unfused attention with an fp32 softmax
        PyTorch // `pytorch`: an unfused torch.nn GPT
    };
    static Profile profileOf(const Workload& w)
    {
        if (w.isPyTorchProfile())
            return Profile::PyTorch;
        return w.isMegatronLocalProfile() ? Profile::MegatronLocal : Profile::MegatronTe;
    }

    static constexpr int64_t kAttnBlock = 128; // query rows per block of the attention stand-in
    static constexpr int64_t kChunk = 65536; // torch multi_tensor_apply chunk size
    static int64_t ceilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

    explicit StepBuilder(const Workload& w)
        : m_w(w)
        , m_t(w.tokens())
        , m_h(w.hiddenSize)
        , m_hq(static_cast<int64_t>(w.localHeads()) * w.headDim())
        , m_kv(static_cast<int64_t>(w.localQueryGroups()) * w.headDim())
        , m_qkv(m_hq + 2 * m_kv)
        , m_profile(profileOf(w))
    {
    }

    StepPlan build();

private:
    // --- parameters ---
    struct LayerParams
    {
        int64_t base = 0;
        std::vector<int64_t> tensors; // sizes, in order (torch multi-tensor launches and AccumulateGrad)
        int64_t lnA = 0, qkv = 0, qkvBias = 0, proj = 0, projBias = 0;
        int64_t lnB = 0, fc1 = 0, fc1Bias = 0, fc2 = 0, fc2Bias = 0;
        int64_t router = 0, experts = 0;
        int64_t attnTensors = 0; // how many of `tensors` belong to attention (the rest: MLP/MoE)
    };
    int64_t param(LayerParams& p, int64_t elems)
    {
        const int64_t at = m_params;
        m_params += elems;
        p.tensors.push_back(elems);
        return at;
    }
    void layoutParams();

    // --- ops ---
    void need(int64_t elems) { m_act = std::max(m_act, elems); }
    Op gemm(const char* name, int64_t m, int64_t n, int64_t k, bool tA, bool tB)
    {
        Op op;
        op.kind = OpKind::Gemm;
        op.name = name;
        op.m = m;
        op.n = n;
        op.k = k;
        op.transA = tA;
        op.transB = tB;
        need(m * k);
        need(k * n);
        need(m * n);
        return op;
    }
    // Forward: y = x W^T (TN), A = weights. Data grad: dx = W dy (NN). Weight grad: dW = dy x^T (NT).
    void fwd(Segment& s, const char* name, int64_t out, int64_t in, int64_t offset)
    {
        fp8Cast(s, in * m_t);
        Op op = gemm(name, out, m_t, in, true, false);
        op.aWeights = true;
        op.offset = offset;
        s.ops.push_back(op);
    }
    void dgrad(Segment& s, const char* name, int64_t in, int64_t out, int64_t offset)
    {
        fp8Cast(s, out * m_t);
        Op op = gemm(name, in, m_t, out, false, false);
        op.aWeights = true;
        op.offset = offset;
        s.ops.push_back(op);
    }
    void wgrad(Segment& s, const char* name, int64_t out, int64_t in, int64_t offset)
    {
        Op op = gemm(name, out, in, m_t, false, true);
        // Megatron with TE accumulates into main_grad (gradient-accumulation fusion); torch and the local spec
        // write a fresh tensor that AccumulateGrad (or Megatron's DDP hook) adds later.
        op.cGrads = m_profile == Profile::MegatronTe;
        op.offset = offset;
        s.ops.push_back(op);
    }
    void fp8Cast(Segment& s, int64_t elems)
    {
        if (!m_w.isFp8())
            return;
        mem(s, OpKind::Elementwise, "fp8_cast_transpose", elems);
        mem(s, OpKind::Amax, "fp8_amax", elems);
    }
    void mem(Segment& s, OpKind kind, const char* name, int64_t elems, int64_t rows = 0, int64_t cols = 0)
    {
        Op op;
        op.kind = kind;
        op.name = name;
        op.elems = elems;
        op.rows = rows;
        op.cols = cols;
        need(elems);
        s.ops.push_back(op);
    }
    void rowwise(Segment& s, OpKind kind, const char* name, int64_t rows, int64_t cols)
    {
        mem(s, kind, name, rows * cols, rows, cols);
    }
    // Causal attention: 2 T^2 d FLOP per head forward as one strided-batched GEMM over query blocks
    // (rows x d output per block, K = keys), inputs broadcast so it stays compute-bound like a fused kernel.
    void attention(Segment& s, const char* name, double flopFactor)
    {
        const int64_t rows = std::min<int64_t>(kAttnBlock, m_w.seqLength);
        const int64_t d = m_w.headDim();
        const int64_t blocks
            = static_cast<int64_t>(m_w.microBatchSize) * m_w.localHeads() * ceilDiv(m_w.seqLength, rows);
        const int64_t k = std::max<int64_t>(
            1,
            static_cast<int64_t>(m_w.seqLength * flopFactor * m_w.seqLength / (rows * ceilDiv(m_w.seqLength, rows))));
        Op op = gemm(name, rows, d, k, false, false);
        op.batch = blocks;
        op.strideA = 0;
        op.strideB = 0;
        op.strideC = rows * d;
        need(blocks * rows * d);
        s.ops.push_back(op);
    }

    Segment seg(Block b, int layer, int mb, bool backward) const
    {
        Segment s;
        s.block = b;
        s.layer = layer;
        s.microbatch = mb;
        s.backward = backward;
        return s;
    }

    void embeddingFwd(std::vector<Segment>& out, int mb);
    void embeddingBwd(std::vector<Segment>& out, int mb);
    void attnFwd(std::vector<Segment>& out, int l, int mb);
    void attnBwd(std::vector<Segment>& out, int l, int mb);
    void mlpFwd(std::vector<Segment>& out, int l, int mb);
    void mlpBwd(std::vector<Segment>& out, int l, int mb);
    // An MoE layer's sizes: experts, top-k, the experts on this rank, an expert's FFN (and fc1's output, twice
    // that for SwiGLU), the tokens each expert gets and all routed tokens.
    struct MoeShape
    {
        int64_t experts = 0, topk = 0, local = 1, ffn = 0, ffn1 = 0, perExpert = 1, routed = 1;
    };
    MoeShape moeShape() const;
    void moeFwd(std::vector<Segment>& out, int l, int mb);
    void moeBwd(std::vector<Segment>& out, int l, int mb);
    void gradAccum(std::vector<Segment>& out, int l, int mb, bool attn);
    void loss(std::vector<Segment>& out, int mb);
    void optimizerOps(std::vector<Segment>& out, bool zero);
    void markInput(std::vector<Segment>& out, size_t from);

    void layerStream(std::vector<Segment>& out);

    // --- Megatron-Core's local spec (stepbuilder_local.cpp) ---
    // A memory pass over `n` values that reads `bytesIn` and writes `bytesOut` bytes per value (an fp32 pass over
    // the attention scores: 4 and 4), issued as the bf16 kernel that moves the same bytes.
    void pass(Segment& s, OpKind kind, const char* name, int64_t n, int bytesIn, int bytesOut, int64_t rows = 0);
    // Strided-batched GEMM over the b*heads attention matrices (C = op(A) B, column-major, per batch m x n x k).
    void batched(Segment& s, const char* name, int64_t m, int64_t n, int64_t k, bool tA);
    // Megatron's DDP hook adding a parameter's fresh gradient into its main_grad.
    void mainGrad(Segment& s, int64_t offset, int64_t elems);
    // A torch LayerNorm's backward (input grad, gamma/beta), the residual's grad sum and the adds of its two
    // main_grads; `weights`: the offset of its weight, followed by its bias.
    void localNormBwd(Segment& s, const char* norm, const char* gammaBeta, int64_t weights);
    void localAttnFwd(std::vector<Segment>& out, int l, int mb);
    void localAttnBwd(std::vector<Segment>& out, int l, int mb);
    void localMlpFwd(std::vector<Segment>& out, int l, int mb);
    void localMlpBwd(std::vector<Segment>& out, int l, int mb);
    void localEmbeddingFwd(std::vector<Segment>& out, int mb);
    void localEmbeddingBwd(std::vector<Segment>& out, int mb);
    void localLoss(std::vector<Segment>& out, int mb);
    void localOptimizer(std::vector<Segment>& out, bool zero);
    void localMoeFwd(std::vector<Segment>& out, int l, int mb);
    void localMoeBwd(std::vector<Segment>& out, int l, int mb);
    // The GEMM of one expert of SequentialMLP over its `tokens`, and cuBLAS's split-K reduction where it picks one.
    void expertGemm(Segment& s, const char* name, int64_t m, int64_t n, int64_t k, bool tA, bool tB, int64_t offset,
                    bool weights);
    // torch's multi_tensor_apply: one launch per `maxTensors` tensors or `maxBlocks` chunks of kChunk.
    void multiTensor(Segment& s, const std::vector<int64_t>& tensors, int maxTensors, const char* name,
                     Op::Variant variant);
    std::vector<int64_t> allTensors() const;
    // torch.nn and the local spec: LayerNorm has a bias; TE: the norm weight only.
    bool biases() const { return m_profile != Profile::MegatronTe; }
    // Linear layers with a bias: torch.nn and the local spec, except an MoE model of the local spec, which runs with
    // add_bias_linear=False (its experts fail with a bias; cga_mcore_runner.py builds it so).
    bool linearBiases() const { return biases() && !(m_profile == Profile::MegatronLocal && m_w.isMoe()); }
    bool torch() const { return m_profile == Profile::PyTorch; }

    const Workload& m_w;
    const int64_t m_t; // tokens per microbatch
    const int64_t m_h;
    const int64_t m_hq; // local attention width
    const int64_t m_kv; // local key (and value) width: fewer heads than m_hq with grouped-query attention
    const int64_t m_qkv; // local width of the fused QKV projection
    const Profile m_profile;
    int64_t m_position = 0; // learned absolute position embedding (local spec)
    int64_t m_params = 0;
    int64_t m_act = 0;
    int64_t m_embedding = 0, m_output = 0, m_finalNorm = 0;
    std::vector<LayerParams> m_layers;
    std::vector<int64_t> m_extraTensors; // embedding, output layer, final norm
};

} // namespace cga::bench
