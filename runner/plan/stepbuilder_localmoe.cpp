// The MoE layer of Megatron-Core's local layer spec (get_gpt_layer_local_spec with experts: TopKRouter, the
// alltoall token dispatcher, SequentialMLP), as a profiler trace of a real eager step lists its kernels
// (tests/data/profile/moe_eager.pt.trace.json.gz, H=1024 L=4 T=512, 8 experts, top-2, dropless, bf16;
// runner/scripts/trace_kernels.py prints them; docs/bench-protocol.md, op profile `megatron-local`).
// Per layer and microbatch, forward: router 15, dispatch preprocess 4 (two copies to the host: dropless waits for
// the token counts), permutation 10, then per expert fc1, activation, the probability multiply and fc2 (4, and
// cuBLAS's split-K reduce where it picks one), the combine and the residual 5. Backward: the combine 2, per expert
// 10 (+ split-K), the permutation 13, the router and the pre-MLP LayerNorm 16. With the attention of the MoE
// model (no linear biases: add_bias_linear=False) the trace's layer is 85-86 launches forward and 141-142 backward;
// this model gives 87 and 143 (it splits every expert's K, the trace 6 or 7 of 8 by the tokens each received).
#include "stepbuilder.h"

namespace cga::bench {

void StepBuilder::expertGemm(Segment& s, const char* name, int64_t m, int64_t n, int64_t k, bool tA, bool tB,
                             int64_t offset, bool weights)
{
    Op op = gemm(name, m, n, k, tA, tB);
    op.aWeights = weights;
    op.offset = offset;
    need(m * k);
    need(k * n);
    need(m * n);
    s.ops.push_back(op);
    // cuBLAS splits a long K over a small output (an expert's few tokens): at H=1024 with 128 tokens per expert the
    // trace shows the reduce after fc2 forward and fc1 dgrad; at T=512 the dense MLP's GEMMs have none.
    if (k >= 4 * std::max(m, n) && m * n <= (int64_t(1) << 18))
        mem(s, OpKind::Elementwise, "splitk_reduce", m * n);
}

void StepBuilder::localMoeFwd(std::vector<Segment>& out, int l, int mb)
{
    const LayerParams& p = m_layers[static_cast<size_t>(l)];
    const MoeShape m = moeShape();
    const int64_t e = m.experts, k = m.topk, el = m.local, ef = m.ffn, ef1 = m.ffn1;
    const int64_t perExpert = m.perExpert, routed = m.routed;

    // TopKRouter: gating GEMM, top-k, softmax over the chosen scores, the routing probabilities and map scattered
    // into [tokens, experts] tensors.
    Segment router = seg(Block::MoeRouter, l, mb, false);
    rowwise(router, OpKind::Norm, "pre_mlp_layernorm", m_t, m_h);
    fwd(router, "router_gemm", e, m_h, p.router);
    rowwise(router, OpKind::TopK, "router_topk", m_t, e);
    rowwise(router, OpKind::TopK, "router_topk_sort", m_t, k);
    mem(router, OpKind::Elementwise, "router_scores_to_fp32", m_t * k);
    rowwise(router, OpKind::Norm, "router_softmax", m_t, k);
    mem(router, OpKind::Elementwise, "router_probs_type_as", m_t * k);
    mem(router, OpKind::Elementwise, "routing_probs_zeros", m_t * e);
    mem(router, OpKind::DeviceCopy, "routing_probs_scatter_copy", m_t * e);
    mem(router, OpKind::Elementwise, "routing_probs_scatter", m_t * k);
    mem(router, OpKind::Elementwise, "routing_map_zeros", m_t * e);
    mem(router, OpKind::Elementwise, "routing_map_to_bool", m_t * e);
    mem(router, OpKind::DeviceCopy, "routing_map_scatter_copy", m_t * e);
    mem(router, OpKind::Elementwise, "routing_map_scatter", m_t * k);
    mem(router, OpKind::Elementwise, "routing_map_to", m_t * e);
    out.push_back(router);

    // The dispatcher's preprocess (tokens per expert; dropless: both counts to the host, and a wait) and the
    // permutation (argsort of the routing map, the gather of the tokens in expert order).
    Segment pre = seg(Block::MoePreprocess, l, mb, false);
    mem(pre, OpKind::Elementwise, "tokens_per_expert_cast", m_t * e);
    rowwise(pre, OpKind::Reduce, "tokens_per_expert", m_t, e);
    if (m_w.moeDropless) {
        rowwise(pre, OpKind::DeviceToHost, "tokens_per_expert_to_host", 1, e);
        rowwise(pre, OpKind::DeviceToHost, "num_out_tokens_to_host", 1, 1);
    }
    mem(pre, OpKind::Elementwise, "routing_map_transpose", m_t * e);
    mem(pre, OpKind::DeviceCopy, "argsort_keys_copy", m_t * e);
    mem(pre, OpKind::Elementwise, "argsort_index_init", m_t * e);
    mem(pre, OpKind::DeviceCopy, "argsort_values_copy", m_t * e);
    mem(pre, OpKind::DeviceCopy, "argsort_keys_copy_back", m_t * e);
    rowwise(pre, OpKind::Permute, "argsort_radix_sort", m_t * e, 1);
    mem(pre, OpKind::Elementwise, "sorted_index_remainder", m_t * e);
    mem(pre, OpKind::Elementwise, "sorted_map_contiguous", m_t * e);
    mem(pre, OpKind::Elementwise, "token_index", routed);
    rowwise(pre, OpKind::Permute, "permute_tokens", routed, m_h);
    out.push_back(pre);

    // The all-to-all and chunk sort (copies on one GPU), SequentialMLP one expert after another, the combine.
    Segment ex = seg(Block::MoeExperts, l, mb, false);
    mem(ex, OpKind::Elementwise, "dispatch_all_to_all_cat", routed * m_h);
    mem(ex, OpKind::Elementwise, "sort_chunks_cat", routed * m_h);
    for (int64_t i = 0; i < el; ++i) {
        expertGemm(ex, "expert_fc1", ef1, perExpert, m_h, true, false, p.experts + i * ef1 * m_h, true);
        mem(ex, OpKind::Elementwise, m_w.isSwiglu() ? "expert_swiglu" : "expert_gelu", perExpert * ef1);
        mem(ex, OpKind::Elementwise, "expert_probs_mul", perExpert * ef);
        expertGemm(ex, "expert_fc2", m_h, perExpert, ef, true, false, p.experts + el * ef1 * m_h + i * m_h * ef, true);
    }
    mem(ex, OpKind::Elementwise, "combine_sort_chunks_cat", routed * m_h);
    mem(ex, OpKind::Elementwise, "combine_all_to_all_cat", routed * m_h);
    mem(ex, OpKind::Elementwise, "unpermute_zeros", m_t * m_h);
    rowwise(ex, OpKind::Permute, "unpermute_scatter_add", routed, m_h);
    mem(ex, OpKind::Elementwise, "residual_add", m_t * m_h);
    out.push_back(ex);
}

void StepBuilder::localMoeBwd(std::vector<Segment>& out, int l, int mb)
{
    const LayerParams& p = m_layers[static_cast<size_t>(l)];
    const MoeShape m = moeShape();
    const int64_t e = m.experts, k = m.topk, el = m.local, ef = m.ffn, ef1 = m.ffn1;
    const int64_t perExpert = m.perExpert, routed = m.routed;

    Segment ex = seg(Block::MoeExperts, l, mb, true);
    rowwise(ex, OpKind::Permute, "unpermute_scatter_add_bwd", routed, m_h);
    mem(ex, OpKind::Elementwise, "combine_cat_bwd", routed * m_h);
    for (int64_t i = el - 1; i >= 0; --i) {
        const int64_t fc1 = p.experts + i * ef1 * m_h, fc2 = p.experts + el * ef1 * m_h + i * m_h * ef;
        expertGemm(ex, "expert_fc2_dgrad", ef, perExpert, m_h, false, false, fc2, true);
        expertGemm(ex, "expert_fc2_wgrad", m_h, ef, perExpert, false, true, fc2, false);
        mainGrad(ex, fc2, m_h * ef);
        mem(ex, OpKind::Elementwise, "expert_probs_mul_bwd", perExpert * ef);
        mem(ex, OpKind::Elementwise, "expert_probs_mul_bwd_input", perExpert * ef);
        rowwise(ex, OpKind::Reduce, "expert_probs_grad", perExpert, ef);
        pass(ex, OpKind::Elementwise, m_w.isSwiglu() ? "expert_swiglu_bwd" : "expert_gelu_bwd", perExpert * ef1, 4, 2);
        expertGemm(ex, "expert_fc1_dgrad", m_h, perExpert, ef1, false, false, fc1, true);
        expertGemm(ex, "expert_fc1_wgrad", ef1, m_h, perExpert, false, true, fc1, false);
        mainGrad(ex, fc1, ef1 * m_h);
    }
    out.push_back(ex);

    Segment pre = seg(Block::MoePreprocess, l, mb, true);
    for (const char* name : {"split_bwd_cat", "split_bwd_cat", "split_bwd_cat", "split_bwd_cat"})
        mem(pre, OpKind::Elementwise, name, routed * m_h);
    mem(pre, OpKind::Elementwise, "permute_tokens_bwd_zeros", m_t * m_h);
    rowwise(pre, OpKind::Permute, "permute_tokens_bwd", routed, m_h); // index_add of the tokens
    for (int i = 0; i < 4; ++i)
        mem(pre, OpKind::Elementwise, "token_index_bwd", routed);
    mem(pre, OpKind::Elementwise, "token_index_bwd_with_index", routed);
    rowwise(pre, OpKind::Permute, "token_index_bwd_sort", routed, 1);
    mem(pre, OpKind::Elementwise, "token_index_bwd_scatter", routed);
    out.push_back(pre);

    Segment router = seg(Block::MoeRouter, l, mb, true);
    mem(router, OpKind::Elementwise, "routing_probs_scatter_bwd", m_t * e);
    mem(router, OpKind::Elementwise, "router_probs_to_bwd", m_t * k);
    mem(router, OpKind::Elementwise, "router_softmax_bwd_product", m_t * k);
    rowwise(router, OpKind::Norm, "router_softmax_bwd", m_t, k);
    mem(router, OpKind::Elementwise, "router_scores_to_bwd", m_t * k);
    mem(router, OpKind::Elementwise, "router_topk_bwd_zeros", m_t * e);
    mem(router, OpKind::Elementwise, "router_topk_bwd_scatter", m_t * k);
    dgrad(router, "router_dgrad", m_h, e, p.router);
    wgrad(router, "router_wgrad", e, m_h, p.router);
    mem(router, OpKind::Elementwise, "router_grad_cast", e * m_h);
    mainGrad(router, p.router, e * m_h);
    localNormBwd(router, "pre_mlp_layernorm_bwd", "pre_mlp_layernorm_gamma_beta", p.lnB);
    out.push_back(router);
}

} // namespace cga::bench
