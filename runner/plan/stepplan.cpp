#include "stepplan.h"

#include <algorithm>

namespace cga::bench {

namespace {

constexpr int64_t kAttnBlock = 128; // query rows per block of the attention stand-in
constexpr int64_t kChunk = 65536; // torch multi_tensor_apply chunk size

int64_t ceilDiv(int64_t a, int64_t b)
{
    return (a + b - 1) / b;
}

// Builds the ops of one step and tracks the parameter layout and the largest activation.
class Builder
{
public:
    explicit Builder(const Workload& w)
        : m_w(w)
        , m_t(w.tokens())
        , m_h(w.hidden)
        , m_hq(static_cast<int64_t>(w.localHeads()) * w.headDim())
        , m_torch(w.profile == Workload::OpProfile::PyTorch)
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
        // Megatron accumulates into main_grad (gradient-accumulation fusion); torch writes a fresh tensor that
        // AccumulateGrad adds later.
        op.cGrads = !m_torch;
        op.offset = offset;
        s.ops.push_back(op);
    }
    void fp8Cast(Segment& s, int64_t elems)
    {
        if (!m_w.fp8)
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
        const int64_t rows = std::min<int64_t>(kAttnBlock, m_w.seq);
        const int64_t d = m_w.headDim();
        const int64_t blocks = static_cast<int64_t>(m_w.microBatch) * m_w.localHeads() * ceilDiv(m_w.seq, rows);
        const int64_t k = std::max<int64_t>(
            1, static_cast<int64_t>(m_w.seq * flopFactor * m_w.seq / (rows * ceilDiv(m_w.seq, rows))));
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
    void moeFwd(std::vector<Segment>& out, int l, int mb);
    void moeBwd(std::vector<Segment>& out, int l, int mb);
    void gradAccum(std::vector<Segment>& out, int l, int mb, bool attn);
    void loss(std::vector<Segment>& out, int mb);
    void optimizerOps(std::vector<Segment>& out, bool zero);
    void markInput(std::vector<Segment>& out, size_t from);

    void layerStream(std::vector<Segment>& out);

    const Workload& m_w;
    const int64_t m_t; // tokens per microbatch
    const int64_t m_h;
    const int64_t m_hq; // local attention width
    const bool m_torch;
    int64_t m_params = 0;
    int64_t m_act = 0;
    int64_t m_embedding = 0, m_output = 0, m_finalNorm = 0;
    std::vector<LayerParams> m_layers;
    std::vector<int64_t> m_extraTensors; // embedding, output layer, final norm
};

void Builder::layoutParams()
{
    const int64_t h = m_h, hq = m_hq, f = m_w.localFfn(), f1 = m_w.swiglu ? 2 * f : f;
    const int64_t ef = m_w.expertFfn(), ef1 = m_w.swiglu ? 2 * ef : ef, el = m_w.localExperts();
    for (int l = 0; l < m_w.layers; ++l) {
        LayerParams p;
        p.base = m_params;
        // torch.nn: LayerNorm weight + bias and Linear biases are tensors of their own; TE: RMSNorm weight only.
        p.lnA = param(p, h);
        if (m_torch)
            param(p, h);
        p.qkv = param(p, 3 * hq * h);
        if (m_torch)
            p.qkvBias = param(p, 3 * hq);
        p.proj = param(p, h * hq);
        if (m_torch)
            p.projBias = param(p, h);
        p.attnTensors = static_cast<int64_t>(p.tensors.size());
        p.lnB = param(p, h);
        if (m_torch)
            param(p, h);
        if (m_w.isMoeLayer(l)) {
            p.router = param(p, static_cast<int64_t>(m_w.experts) * h);
            p.experts = param(p, el * (ef1 * h + h * ef));
        } else {
            p.fc1 = param(p, f1 * h);
            if (m_torch)
                p.fc1Bias = param(p, f1);
            p.fc2 = param(p, h * f);
            if (m_torch)
                p.fc2Bias = param(p, h);
        }
        m_layers.push_back(p);
    }
    LayerParams extra;
    if (m_w.vocab > 0) {
        m_embedding = param(extra, static_cast<int64_t>(m_w.vocab) / m_w.tensorParallel * h);
        m_output = param(extra, static_cast<int64_t>(m_w.vocab) / m_w.tensorParallel * h);
    }
    m_finalNorm = param(extra, h);
    m_extraTensors = extra.tensors;
}

void Builder::markInput(std::vector<Segment>& out, size_t from)
{
    for (size_t i = from; i < out.size(); ++i)
        if (!out[i].ops.empty()) {
            out[i].ops.front().fromInput = true;
            need(m_t * m_h);
            return;
        }
}

void Builder::embeddingFwd(std::vector<Segment>& out, int mb)
{
    if (m_w.vocab <= 0)
        return;
    Segment s = seg(Block::Embedding, -1, mb, false);
    rowwise(s, OpKind::Permute, "embedding_lookup", m_t, m_h);
    out.push_back(s);
}

void Builder::embeddingBwd(std::vector<Segment>& out, int mb)
{
    if (m_w.vocab <= 0)
        return;
    Segment s = seg(Block::Embedding, -1, mb, true);
    rowwise(s, OpKind::Permute, "embedding_grad_scatter", m_t, m_h);
    out.push_back(s);
}

void Builder::attnFwd(std::vector<Segment>& out, int l, int mb)
{
    const LayerParams& p = m_layers[static_cast<size_t>(l)];
    Segment s = seg(Block::Attn, l, mb, false);
    rowwise(s, OpKind::Norm, "input_layernorm", m_t, m_h);
    fwd(s, "qkv_gemm", 3 * m_hq, m_h, p.qkv);
    if (!m_torch)
        mem(s, OpKind::Elementwise, "rope", m_t * 2 * m_hq);
    attention(s, m_torch ? "sdpa_flash_fwd" : "fused_attention_fwd", 1.0);
    mem(s, OpKind::Elementwise, m_torch ? "attn_out_transpose" : "attention_softmax_stats", m_t * m_hq);
    fwd(s, "proj_gemm", m_h, m_hq, p.proj);
    mem(s, OpKind::Elementwise, m_torch ? "residual_add" : "bias_dropout_add", m_t * m_h);
    out.push_back(s);
}

void Builder::attnBwd(std::vector<Segment>& out, int l, int mb)
{
    const LayerParams& p = m_layers[static_cast<size_t>(l)];
    Segment s = seg(Block::Attn, l, mb, true);
    if (!m_torch)
        mem(s, OpKind::Elementwise, "bias_dropout_add_bwd", m_t * m_h);
    dgrad(s, "proj_dgrad", m_hq, m_h, p.proj);
    wgrad(s, "proj_wgrad", m_h, m_hq, p.proj);
    if (m_torch) {
        rowwise(s, OpKind::Reduce, "proj_bias_grad", m_t, m_h);
        mem(s, OpKind::Elementwise, "attn_out_transpose_bwd", m_t * m_hq);
    }
    mem(s, OpKind::Elementwise, m_torch ? "flash_bwd_dot_do_o" : "attention_bwd_preprocess", m_t * m_hq);
    attention(s, m_torch ? "sdpa_flash_bwd" : "fused_attention_bwd", 2.5);
    mem(s, OpKind::Elementwise, m_torch ? "flash_bwd_convert_dq" : "attention_bwd_dq_convert", m_t * m_hq);
    mem(s, OpKind::Elementwise, m_torch ? "qkv_grad_cat" : "rope_bwd", m_t * (m_torch ? 3 : 2) * m_hq);
    dgrad(s, "qkv_dgrad", m_h, 3 * m_hq, p.qkv);
    wgrad(s, "qkv_wgrad", 3 * m_hq, m_h, p.qkv);
    if (m_torch)
        rowwise(s, OpKind::Reduce, "qkv_bias_grad", m_t, 3 * m_hq);
    rowwise(s, OpKind::Norm, "input_layernorm_bwd", m_t, m_h);
    rowwise(s, OpKind::Reduce, "input_layernorm_wgrad", m_t, m_h);
    mem(s, OpKind::Elementwise, m_torch ? "residual_grad_sum" : "residual_grad", m_t * m_h);
    out.push_back(s);
}

void Builder::mlpFwd(std::vector<Segment>& out, int l, int mb)
{
    const LayerParams& p = m_layers[static_cast<size_t>(l)];
    const int64_t f = m_w.localFfn(), f1 = m_w.swiglu ? 2 * f : f;
    Segment s = seg(Block::Mlp, l, mb, false);
    rowwise(s, OpKind::Norm, "pre_mlp_layernorm", m_t, m_h);
    fwd(s, "fc1_gemm", f1, m_h, p.fc1);
    mem(s, OpKind::Elementwise, m_w.swiglu ? "swiglu" : "gelu", m_t * f1);
    fwd(s, "fc2_gemm", m_h, f, p.fc2);
    mem(s, OpKind::Elementwise, m_torch ? "residual_add" : "bias_dropout_add", m_t * m_h);
    out.push_back(s);
}

void Builder::mlpBwd(std::vector<Segment>& out, int l, int mb)
{
    const LayerParams& p = m_layers[static_cast<size_t>(l)];
    const int64_t f = m_w.localFfn(), f1 = m_w.swiglu ? 2 * f : f;
    Segment s = seg(Block::Mlp, l, mb, true);
    if (!m_torch)
        mem(s, OpKind::Elementwise, "bias_dropout_add_bwd", m_t * m_h);
    dgrad(s, "fc2_dgrad", f, m_h, p.fc2);
    wgrad(s, "fc2_wgrad", m_h, f, p.fc2);
    if (m_torch)
        rowwise(s, OpKind::Reduce, "fc2_bias_grad", m_t, m_h);
    mem(s, OpKind::Elementwise, m_w.swiglu ? "swiglu_bwd" : "gelu_bwd", m_t * f1);
    dgrad(s, "fc1_dgrad", m_h, f1, p.fc1);
    wgrad(s, "fc1_wgrad", f1, m_h, p.fc1);
    if (m_torch)
        rowwise(s, OpKind::Reduce, "fc1_bias_grad", m_t, f1);
    rowwise(s, OpKind::Norm, "pre_mlp_layernorm_bwd", m_t, m_h);
    rowwise(s, OpKind::Reduce, "pre_mlp_layernorm_wgrad", m_t, m_h);
    mem(s, OpKind::Elementwise, m_torch ? "residual_grad_sum" : "residual_grad", m_t * m_h);
    out.push_back(s);
}

void Builder::moeFwd(std::vector<Segment>& out, int l, int mb)
{
    const LayerParams& p = m_layers[static_cast<size_t>(l)];
    const int64_t e = m_w.experts, k = m_w.topk, el = m_w.localExperts();
    const int64_t ef = m_w.expertFfn(), ef1 = m_w.swiglu ? 2 * ef : ef;
    const double factor = m_w.dropless ? 1.0 : m_w.capacityFactor;
    const int64_t perExpert = std::max<int64_t>(1, static_cast<int64_t>(factor * m_t * k / el + 0.999));
    const int64_t routed = perExpert * el;

    Segment router = seg(Block::MoeRouter, l, mb, false);
    rowwise(router, OpKind::Norm, "pre_mlp_layernorm", m_t, m_h);
    fwd(router, "router_gemm", e, m_h, p.router);
    rowwise(router, OpKind::Norm, "router_score", m_t, e);
    rowwise(router, OpKind::TopK, "router_topk", m_t, e);
    rowwise(router, OpKind::Reduce, "aux_loss_reduce", m_t, e);
    mem(router, OpKind::Elementwise, "aux_loss_scale", m_t * e);
    out.push_back(router);

    Segment pre = seg(Block::MoePreprocess, l, mb, false);
    rowwise(pre, OpKind::Histogram, "tokens_per_expert", m_t * k, e);
    rowwise(pre, OpKind::PrefixSum, "expert_offsets", 1, e);
    mem(pre, OpKind::Elementwise, "permute_index_build", m_t * k);
    rowwise(pre, OpKind::Permute, "permute_tokens", routed, m_h);
    mem(pre, OpKind::Elementwise, "permute_probs", m_t * k);
    if (m_w.dropless)
        rowwise(pre, OpKind::DeviceToHost, "tokens_per_expert_to_host", 1, e);
    out.push_back(pre);

    Segment ex = seg(Block::MoeExperts, l, mb, false);
    mem(ex, OpKind::Elementwise, "dispatch_all_to_all", routed * m_h);
    fp8Cast(ex, routed * m_h);
    Op fc1 = gemm("expert_fc1_grouped", ef1, perExpert, m_h, true, false);
    fc1.batch = el;
    fc1.aWeights = true;
    fc1.offset = p.experts;
    fc1.strideA = ef1 * m_h;
    fc1.strideB = m_h * perExpert;
    fc1.strideC = ef1 * perExpert;
    need(routed * ef1);
    ex.ops.push_back(fc1);
    mem(ex, OpKind::Elementwise, m_w.swiglu ? "expert_swiglu" : "expert_gelu", routed * ef1);
    fp8Cast(ex, routed * ef);
    Op fc2 = gemm("expert_fc2_grouped", m_h, perExpert, ef, true, false);
    fc2.batch = el;
    fc2.aWeights = true;
    fc2.offset = p.experts + el * ef1 * m_h;
    fc2.strideA = m_h * ef;
    fc2.strideB = ef * perExpert;
    fc2.strideC = m_h * perExpert;
    need(routed * std::max(m_h, ef));
    ex.ops.push_back(fc2);
    mem(ex, OpKind::Elementwise, "combine_all_to_all", routed * m_h);
    rowwise(ex, OpKind::Permute, "unpermute_combine", m_t, m_h);
    out.push_back(ex);
}

void Builder::moeBwd(std::vector<Segment>& out, int l, int mb)
{
    const LayerParams& p = m_layers[static_cast<size_t>(l)];
    const int64_t e = m_w.experts, k = m_w.topk, el = m_w.localExperts();
    const int64_t ef = m_w.expertFfn(), ef1 = m_w.swiglu ? 2 * ef : ef;
    const double factor = m_w.dropless ? 1.0 : m_w.capacityFactor;
    const int64_t perExpert = std::max<int64_t>(1, static_cast<int64_t>(factor * m_t * k / el + 0.999));
    const int64_t routed = perExpert * el;

    Segment ex = seg(Block::MoeExperts, l, mb, true);
    rowwise(ex, OpKind::Permute, "unpermute_combine_bwd", routed, m_h);
    mem(ex, OpKind::Elementwise, "combine_all_to_all_bwd", routed * m_h);
    auto grouped = [&](const char* name, int64_t m, int64_t n, int64_t kk, bool tB, int64_t offset, int64_t sa,
                       bool weightsA, bool grads) {
        Op op = gemm(name, m, n, kk, false, tB);
        op.batch = el;
        op.aWeights = weightsA;
        op.cGrads = grads;
        op.offset = offset;
        op.strideA = weightsA ? sa : m * kk;
        op.strideB = kk * n;
        op.strideC = m * n;
        need(el * m * kk);
        need(el * kk * n);
        need(el * m * n);
        ex.ops.push_back(op);
    };
    const int64_t fc2At = p.experts + el * ef1 * m_h;
    fp8Cast(ex, routed * m_h);
    grouped("expert_fc2_dgrad", ef, perExpert, m_h, false, fc2At, m_h * ef, true, false);
    grouped("expert_fc2_wgrad", m_h, ef, perExpert, true, fc2At, 0, false, !m_torch);
    mem(ex, OpKind::Elementwise, m_w.swiglu ? "expert_swiglu_bwd" : "expert_gelu_bwd", routed * ef1);
    fp8Cast(ex, routed * ef1);
    grouped("expert_fc1_dgrad", m_h, perExpert, ef1, false, p.experts, ef1 * m_h, true, false);
    grouped("expert_fc1_wgrad", ef1, m_h, perExpert, true, p.experts, 0, false, !m_torch);
    mem(ex, OpKind::Elementwise, "dispatch_all_to_all_bwd", routed * m_h);
    out.push_back(ex);

    Segment pre = seg(Block::MoePreprocess, l, mb, true);
    rowwise(pre, OpKind::Permute, "permute_tokens_bwd", routed, m_h);
    mem(pre, OpKind::Elementwise, "permute_probs_bwd", m_t * k);
    mem(pre, OpKind::Elementwise, "routing_map_bwd", m_t * k);
    out.push_back(pre);

    Segment router = seg(Block::MoeRouter, l, mb, true);
    mem(router, OpKind::Elementwise, "aux_loss_bwd", m_t * e);
    mem(router, OpKind::Elementwise, "router_topk_bwd", m_t * e);
    rowwise(router, OpKind::Norm, "router_score_bwd", m_t, e);
    dgrad(router, "router_dgrad", m_h, e, p.router);
    wgrad(router, "router_wgrad", e, m_h, p.router);
    rowwise(router, OpKind::Norm, "pre_mlp_layernorm_bwd", m_t, m_h);
    out.push_back(router);
}

void Builder::gradAccum(std::vector<Segment>& out, int l, int mb, bool attn)
{
    if (!m_torch)
        return; // Megatron accumulates inside the weight-gradient GEMMs
    const LayerParams& p = m_layers[static_cast<size_t>(l)];
    Segment s = seg(Block::GradAccum, l, mb, true);
    int64_t offset = p.base;
    for (size_t i = 0; i < p.tensors.size(); ++i) {
        const bool isAttn = static_cast<int64_t>(i) < p.attnTensors;
        if (isAttn == attn) {
            Op op;
            op.kind = OpKind::Optimizer;
            op.name = "accumulate_grad";
            op.elems = p.tensors[i];
            op.offset = offset;
            op.variant = Op::Accumulate;
            need(op.elems);
            s.ops.push_back(op);
        }
        offset += p.tensors[i];
    }
    out.push_back(s);
}

void Builder::loss(std::vector<Segment>& out, int mb)
{
    Segment s = seg(Block::Loss, -1, mb, false);
    if (m_torch) {
        mem(s, OpKind::Elementwise, "output_to_float", m_t * m_h);
        mem(s, OpKind::Elementwise, "target_to_float", m_t * m_h);
        mem(s, OpKind::Elementwise, "mse_sub_square", m_t * m_h);
        mem(s, OpKind::Amax, "mse_mean", m_t * m_h);
        mem(s, OpKind::Elementwise, "loss_grad_fill", 1);
        mem(s, OpKind::Elementwise, "mse_bwd", m_t * m_h);
        mem(s, OpKind::Elementwise, "output_to_bf16_bwd", m_t * m_h);
    } else if (m_w.vocab > 0) {
        const int64_t v = m_w.vocab / m_w.tensorParallel;
        rowwise(s, OpKind::Norm, "final_layernorm", m_t, m_h);
        fwd(s, "output_gemm", v, m_h, m_output);
        rowwise(s, OpKind::Norm, "cross_entropy", m_t, v);
        mem(s, OpKind::Elementwise, "cross_entropy_bwd", m_t * v);
        dgrad(s, "output_dgrad", m_h, v, m_output);
        wgrad(s, "output_wgrad", v, m_h, m_output);
        rowwise(s, OpKind::Norm, "final_layernorm_bwd", m_t, m_h);
    } else {
        rowwise(s, OpKind::Norm, "final_layernorm", m_t, m_h);
        mem(s, OpKind::Amax, "loss_reduce", m_t * m_h);
        mem(s, OpKind::Elementwise, "loss_bwd", m_t * m_h);
        rowwise(s, OpKind::Norm, "final_layernorm_bwd", m_t, m_h);
    }
    out.push_back(s);
}

// torch: foreach zero_ (depth 1) or foreach add_ (depth 2), chunked like multi_tensor_apply. Megatron: a
// gradient-norm reduction and one multi-tensor Adam launch per layer.
void Builder::optimizerOps(std::vector<Segment>& out, bool zero)
{
    Segment s = seg(Block::Optimizer, -1, 0, false);
    if (m_torch) {
        std::vector<int64_t> tensors;
        for (const LayerParams& p : m_layers)
            tensors.insert(tensors.end(), p.tensors.begin(), p.tensors.end());
        if (m_w.vocab > 0)
            tensors.insert(tensors.end(), m_extraTensors.begin(), m_extraTensors.end());
        const int maxTensors = zero ? 110 : 64;
        const int maxBlocks = 320;
        int tensorsInLaunch = 0, blocksInLaunch = 0;
        int64_t launchStart = 0, launchElems = 0;
        for (size_t t = 0; t < tensors.size(); ++t) {
            ++tensorsInLaunch;
            const int64_t chunks = ceilDiv(tensors[t], kChunk);
            for (int64_t c = 0; c < chunks; ++c) {
                ++blocksInLaunch;
                launchElems += std::min(kChunk, tensors[t] - c * kChunk);
                const bool lastChunk = c == chunks - 1;
                if ((tensorsInLaunch == maxTensors && lastChunk) || blocksInLaunch == maxBlocks
                    || (t + 1 == tensors.size() && lastChunk)) {
                    Op op;
                    op.kind = OpKind::Optimizer;
                    op.name = zero ? "foreach_zero" : "foreach_sgd_add";
                    op.offset = launchStart;
                    op.elems = launchElems;
                    op.variant = zero ? Op::ZeroFill : Op::Sgd;
                    s.ops.push_back(op);
                    launchStart += launchElems;
                    launchElems = 0;
                    blocksInLaunch = 0;
                    tensorsInLaunch = lastChunk ? 0 : 1;
                }
            }
        }
    } else {
        mem(s, OpKind::Amax, "grad_norm", 0);
        s.ops.back().elems = m_params;
        s.ops.back().cGrads = true;
        for (const LayerParams& p : m_layers) {
            Op op;
            op.kind = OpKind::Optimizer;
            op.name = "adam_multi_tensor";
            op.variant = Op::Sgd;
            op.offset = p.base;
            op.elems = (&p == &m_layers.back() ? m_params : (&p + 1)->base) - p.base;
            s.ops.push_back(op);
        }
    }
    out.push_back(s);
}

void Builder::layerStream(std::vector<Segment>& out)
{
    // launch_anchor.cu's stream: per layer ew, qkv, ew, gemm, ew, ew, gemm, ew, ew, fc1, ew, fc2, ew (14 kernels),
    // every GEMM on one shared weight matrix.
    Segment s = seg(Block::Stream, -1, 0, false);
    const int64_t h = m_h, t = m_t;
    auto g = [&](int64_t m, int64_t k) {
        Op op = gemm("gemm", m, t, k, false, false);
        op.aWeights = true;
        s.ops.push_back(op);
    };
    auto ew = [&] { mem(s, OpKind::Elementwise, "eltwise", t * h); };
    for (int l = 0; l < m_w.layers; ++l) {
        ew();
        g(3 * h, h);
        ew();
        g(h, h);
        ew();
        ew();
        g(h, h);
        ew();
        ew();
        g(4 * h, h);
        ew();
        g(h, 4 * h);
        ew();
    }
    m_params = 4 * h * h;
    out.push_back(s);
}

StepPlan Builder::build()
{
    StepPlan plan;
    std::vector<Segment>& out = plan.segments;
    if (m_w.kind == Workload::Kind::EmptyKernels) {
        Segment s = seg(Block::Stream, -1, 0, false);
        for (int i = 0; i < m_w.emptyKernels; ++i) {
            Op op;
            op.kind = OpKind::Empty;
            op.name = "empty";
            s.ops.push_back(op);
        }
        out.push_back(s);
        m_act = 1;
    } else if (m_w.kind == Workload::Kind::LayerStream) {
        layerStream(out);
    } else {
        layoutParams();
        if (m_torch)
            optimizerOps(out, true); // zero_grad(set_to_none=False) at the start of the step
        for (int mb = 0; mb < m_w.microbatches; ++mb) {
            const size_t first = out.size();
            embeddingFwd(out, mb);
            for (int l = 0; l < m_w.layers; ++l) {
                attnFwd(out, l, mb);
                if (m_w.isMoeLayer(l))
                    moeFwd(out, l, mb);
                else
                    mlpFwd(out, l, mb);
            }
            markInput(out, first);
            loss(out, mb);
            for (int l = m_w.layers - 1; l >= 0; --l) {
                if (m_w.isMoeLayer(l))
                    moeBwd(out, l, mb);
                else
                    mlpBwd(out, l, mb);
                gradAccum(out, l, mb, false);
                attnBwd(out, l, mb);
                gradAccum(out, l, mb, true);
            }
            embeddingBwd(out, mb);
        }
        optimizerOps(out, false);
    }
    plan.buffers.paramElems = std::max<int64_t>(m_params, 1);
    plan.buffers.actElems = std::max<int64_t>(m_act, m_t * m_h);
    plan.buffers.inputElems = m_w.kind == Workload::Kind::Transformer ? m_t * m_h : 0;
    plan.buffers.experts = m_w.isMoe() ? m_w.experts : 0;
    plan.buffers.indexElems = m_w.isMoe() ? m_t * m_w.topk : 0;
    return plan;
}

} // namespace

StepPlan expandWorkload(const Workload& w)
{
    return Builder(w).build();
}

} // namespace cga::bench
