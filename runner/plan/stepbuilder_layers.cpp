// The kernels of each block of a transformer layer, forward and backward, as Megatron with Transformer Engine or a
// plain torch.nn model launches them; the embedding, the loss and the gradient accumulation.
#include "stepbuilder.h"

namespace cga::bench {

void StepBuilder::embeddingFwd(std::vector<Segment>& out, int mb)
{
    if (m_w.vocabSize <= 0)
        return;
    Segment s = seg(Block::Embedding, -1, mb, false);
    rowwise(s, OpKind::Permute, "embedding_lookup", m_t, m_h);
    out.push_back(s);
}

void StepBuilder::embeddingBwd(std::vector<Segment>& out, int mb)
{
    if (m_w.vocabSize <= 0)
        return;
    Segment s = seg(Block::Embedding, -1, mb, true);
    rowwise(s, OpKind::Permute, "embedding_grad_scatter", m_t, m_h);
    out.push_back(s);
}

void StepBuilder::attnFwd(std::vector<Segment>& out, int l, int mb)
{
    const LayerParams& p = m_layers[static_cast<size_t>(l)];
    Segment s = seg(Block::Attn, l, mb, false);
    rowwise(s, OpKind::Norm, "input_layernorm", m_t, m_h);
    fwd(s, "qkv_gemm", m_qkv, m_h, p.qkv);
    if (!torch())
        mem(s, OpKind::Elementwise, "rope", m_t * (m_hq + m_kv));
    attention(s, torch() ? "sdpa_flash_fwd" : "fused_attention_fwd", 1.0);
    mem(s, OpKind::Elementwise, torch() ? "attn_out_transpose" : "attention_softmax_stats", m_t * m_hq);
    fwd(s, "proj_gemm", m_h, m_hq, p.proj);
    mem(s, OpKind::Elementwise, torch() ? "residual_add" : "bias_dropout_add", m_t * m_h);
    out.push_back(s);
}

void StepBuilder::attnBwd(std::vector<Segment>& out, int l, int mb)
{
    const LayerParams& p = m_layers[static_cast<size_t>(l)];
    Segment s = seg(Block::Attn, l, mb, true);
    if (!torch())
        mem(s, OpKind::Elementwise, "bias_dropout_add_bwd", m_t * m_h);
    dgrad(s, "proj_dgrad", m_hq, m_h, p.proj);
    wgrad(s, "proj_wgrad", m_h, m_hq, p.proj);
    if (torch()) {
        rowwise(s, OpKind::Reduce, "proj_bias_grad", m_t, m_h);
        mem(s, OpKind::Elementwise, "attn_out_transpose_bwd", m_t * m_hq);
    }
    mem(s, OpKind::Elementwise, torch() ? "flash_bwd_dot_do_o" : "attention_bwd_preprocess", m_t * m_hq);
    attention(s, torch() ? "sdpa_flash_bwd" : "fused_attention_bwd", 2.5);
    mem(s, OpKind::Elementwise, torch() ? "flash_bwd_convert_dq" : "attention_bwd_dq_convert", m_t * m_hq);
    mem(s, OpKind::Elementwise, torch() ? "qkv_grad_cat" : "rope_bwd", m_t * (torch() ? m_qkv : m_hq + m_kv));
    dgrad(s, "qkv_dgrad", m_h, m_qkv, p.qkv);
    wgrad(s, "qkv_wgrad", m_qkv, m_h, p.qkv);
    if (torch())
        rowwise(s, OpKind::Reduce, "qkv_bias_grad", m_t, m_qkv);
    rowwise(s, OpKind::Norm, "input_layernorm_bwd", m_t, m_h);
    rowwise(s, OpKind::Reduce, "input_layernorm_wgrad", m_t, m_h);
    mem(s, OpKind::Elementwise, torch() ? "residual_grad_sum" : "residual_grad", m_t * m_h);
    out.push_back(s);
}

void StepBuilder::mlpFwd(std::vector<Segment>& out, int l, int mb)
{
    const LayerParams& p = m_layers[static_cast<size_t>(l)];
    const int64_t f = m_w.localFfn(), f1 = m_w.isSwiglu() ? 2 * f : f;
    Segment s = seg(Block::Mlp, l, mb, false);
    rowwise(s, OpKind::Norm, "pre_mlp_layernorm", m_t, m_h);
    fwd(s, "fc1_gemm", f1, m_h, p.fc1);
    mem(s, OpKind::Elementwise, m_w.isSwiglu() ? "swiglu" : "gelu", m_t * f1);
    fwd(s, "fc2_gemm", m_h, f, p.fc2);
    mem(s, OpKind::Elementwise, torch() ? "residual_add" : "bias_dropout_add", m_t * m_h);
    out.push_back(s);
}

void StepBuilder::mlpBwd(std::vector<Segment>& out, int l, int mb)
{
    const LayerParams& p = m_layers[static_cast<size_t>(l)];
    const int64_t f = m_w.localFfn(), f1 = m_w.isSwiglu() ? 2 * f : f;
    Segment s = seg(Block::Mlp, l, mb, true);
    if (!torch())
        mem(s, OpKind::Elementwise, "bias_dropout_add_bwd", m_t * m_h);
    dgrad(s, "fc2_dgrad", f, m_h, p.fc2);
    wgrad(s, "fc2_wgrad", m_h, f, p.fc2);
    if (torch())
        rowwise(s, OpKind::Reduce, "fc2_bias_grad", m_t, m_h);
    mem(s, OpKind::Elementwise, m_w.isSwiglu() ? "swiglu_bwd" : "gelu_bwd", m_t * f1);
    dgrad(s, "fc1_dgrad", m_h, f1, p.fc1);
    wgrad(s, "fc1_wgrad", f1, m_h, p.fc1);
    if (torch())
        rowwise(s, OpKind::Reduce, "fc1_bias_grad", m_t, f1);
    rowwise(s, OpKind::Norm, "pre_mlp_layernorm_bwd", m_t, m_h);
    rowwise(s, OpKind::Reduce, "pre_mlp_layernorm_wgrad", m_t, m_h);
    mem(s, OpKind::Elementwise, torch() ? "residual_grad_sum" : "residual_grad", m_t * m_h);
    out.push_back(s);
}

StepBuilder::MoeShape StepBuilder::moeShape() const
{
    MoeShape m;
    m.experts = m_w.numMoeExperts;
    m.topk = m_w.moeRouterTopk;
    m.local = m_w.localExperts();
    m.ffn = m_w.expertFfn();
    m.ffn1 = m_w.isSwiglu() ? 2 * m.ffn : m.ffn;
    // Dropless: the tokens spread evenly (the mean of a balanced router); drop-and-pad: the capacity of each expert.
    const double factor = m_w.moeDropless ? 1.0 : m_w.moeCapacityFactor;
    m.perExpert = std::max<int64_t>(1, static_cast<int64_t>(factor * m_t * m.topk / m.local + 0.999));
    m.routed = m.perExpert * m.local;
    return m;
}

void StepBuilder::moeFwd(std::vector<Segment>& out, int l, int mb)
{
    const LayerParams& p = m_layers[static_cast<size_t>(l)];
    const MoeShape m = moeShape();
    const int64_t e = m.experts, k = m.topk, el = m.local, ef = m.ffn, ef1 = m.ffn1;
    const int64_t perExpert = m.perExpert, routed = m.routed;

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
    if (m_w.moeDropless)
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
    mem(ex, OpKind::Elementwise, m_w.isSwiglu() ? "expert_swiglu" : "expert_gelu", routed * ef1);
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

void StepBuilder::moeBwd(std::vector<Segment>& out, int l, int mb)
{
    const LayerParams& p = m_layers[static_cast<size_t>(l)];
    const MoeShape m = moeShape();
    const int64_t e = m.experts, k = m.topk, el = m.local, ef = m.ffn, ef1 = m.ffn1;
    const int64_t perExpert = m.perExpert, routed = m.routed;

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
    grouped("expert_fc2_wgrad", m_h, ef, perExpert, true, fc2At, 0, false, m_profile == Profile::MegatronTe);
    mem(ex, OpKind::Elementwise, m_w.isSwiglu() ? "expert_swiglu_bwd" : "expert_gelu_bwd", routed * ef1);
    fp8Cast(ex, routed * ef1);
    grouped("expert_fc1_dgrad", m_h, perExpert, ef1, false, p.experts, ef1 * m_h, true, false);
    grouped("expert_fc1_wgrad", ef1, m_h, perExpert, true, p.experts, 0, false, m_profile == Profile::MegatronTe);
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

void StepBuilder::gradAccum(std::vector<Segment>& out, int l, int mb, bool attn)
{
    if (!torch())
        return; // Megatron accumulates inside the weight-gradient GEMMs (TE) or in its DDP hook (local spec)
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

void StepBuilder::loss(std::vector<Segment>& out, int mb)
{
    Segment s = seg(Block::Loss, -1, mb, false);
    if (torch()) {
        mem(s, OpKind::Elementwise, "output_to_float", m_t * m_h);
        mem(s, OpKind::Elementwise, "target_to_float", m_t * m_h);
        mem(s, OpKind::Elementwise, "mse_sub_square", m_t * m_h);
        mem(s, OpKind::Amax, "mse_mean", m_t * m_h);
        mem(s, OpKind::Elementwise, "loss_grad_fill", 1);
        mem(s, OpKind::Elementwise, "mse_bwd", m_t * m_h);
        mem(s, OpKind::Elementwise, "output_to_bf16_bwd", m_t * m_h);
    } else if (m_w.vocabSize > 0) {
        const int64_t v = m_w.vocabSize / m_w.tensorParallel;
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

} // namespace cga::bench
