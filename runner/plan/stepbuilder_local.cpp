// The kernels of Megatron-Core's local layer spec (get_gpt_layer_local_spec: no Transformer Engine, no apex), as
// a PyTorch profiler trace of a GPTModel step lists them (runner/scripts/trace_kernels.py prints the sequences;
// docs/bench-protocol.md, op profile `megatron-local`): torch LayerNorm, Linear layers with a separate bias add,
// unfused attention (baddbmm into [b*heads, s, s] scores, an fp32 cast, masked_fill_, an fp32 softmax, a cast
// back, bmm), biases and residuals added one by one, the vocab-parallel cross entropy as ~30 small kernels, and
// Megatron's DDP hook adding every fresh weight gradient into its main_grad (no gradient-accumulation fusion
// without apex). Per layer and microbatch: attn 13 forward / 28 backward, mlp 7 / 16.
#include "stepbuilder.h"

namespace cga::bench {

void StepBuilder::pass(Segment& s, OpKind kind, const char* name, int64_t n, int bytesIn, int bytesOut, int64_t rows)
{
    Op op;
    op.kind = kind;
    op.name = name;
    op.logicalElems = n;
    op.bytesIn = bytesIn;
    op.bytesOut = bytesOut;
    // The bf16 kernels read and write 2 bytes per value (Amax and the column reduce read only).
    const bool readOnly = kind == OpKind::Amax || kind == OpKind::Reduce;
    const int perValue = readOnly ? 2 : 4;
    const int moved = readOnly ? bytesIn : bytesIn + bytesOut;
    if (rows > 0) {
        op.rows = rows;
        op.cols = ceilDiv(ceilDiv(n, rows) * moved, perValue);
        op.elems = op.rows * op.cols;
    } else {
        op.elems = ceilDiv(n * moved, perValue);
    }
    need(op.elems);
    s.ops.push_back(op);
}

void StepBuilder::batched(Segment& s, const char* name, int64_t m, int64_t n, int64_t k, bool tA)
{
    const int64_t batch = static_cast<int64_t>(m_w.microBatchSize) * m_w.localHeads();
    Op op = gemm(name, m, n, k, tA, false);
    op.batch = batch;
    op.strideA = m * k;
    op.strideB = k * n;
    op.strideC = m * n;
    need(batch * m * k);
    need(batch * k * n);
    need(batch * m * n);
    s.ops.push_back(op);
}

void StepBuilder::localNormBwd(Segment& s, const char* norm, const char* gammaBeta, int64_t weights)
{
    rowwise(s, OpKind::Norm, norm, m_t, m_h);
    rowwise(s, OpKind::Reduce, gammaBeta, m_t, m_h);
    mem(s, OpKind::Elementwise, "residual_grad_sum", m_t * m_h);
    mainGrad(s, weights, m_h); // the LayerNorm's weight and bias, tensors of their own
    mainGrad(s, weights + m_h, m_h);
}

void StepBuilder::mainGrad(Segment& s, int64_t offset, int64_t elems)
{
    Op op;
    op.kind = OpKind::Optimizer;
    op.name = "main_grad_add";
    op.elems = elems;
    op.offset = offset;
    op.variant = Op::Accumulate;
    need(elems);
    s.ops.push_back(op);
}

void StepBuilder::localAttnFwd(std::vector<Segment>& out, int l, int mb)
{
    const LayerParams& p = m_layers[static_cast<size_t>(l)];
    const int64_t sq = m_w.seqLength, d = m_w.headDim();
    const int64_t scores = static_cast<int64_t>(m_w.microBatchSize) * m_w.localHeads() * sq * sq;
    Segment s = seg(Block::Attn, l, mb, false);
    rowwise(s, OpKind::Norm, "input_layernorm", m_t, m_h);
    fwd(s, "qkv_gemm", m_qkv, m_h, p.qkv);
    if (linearBiases())
        mem(s, OpKind::Elementwise, "qkv_bias_add", m_t * m_qkv);
    if (m_kv < m_hq) {
        // Grouped-query attention (attention.py, dot_product_attention.py): the query heads of each group are
        // copied out of the fused projection, and every key and value head is repeated for its group's queries.
        mem(s, OpKind::Elementwise, "query_reshape_copy", m_t * m_hq);
        mem(s, OpKind::Elementwise, "key_repeat_interleave", m_t * m_hq);
        mem(s, OpKind::Elementwise, "value_repeat_interleave", m_t * m_hq);
    }
    batched(s, "scores_baddbmm", sq, sq, d, true); // K^T Q per b*head, scaled by 1/sqrt(d)
    pass(s, OpKind::Elementwise, "scores_to_fp32", scores, 2, 4);
    pass(s, OpKind::Elementwise, "causal_masked_fill", scores, 4, 4);
    pass(s, OpKind::Norm, "softmax_fp32", scores, 4, 4,
         static_cast<int64_t>(m_w.microBatchSize) * m_w.localHeads() * sq);
    pass(s, OpKind::Elementwise, "probs_to_bf16", scores, 4, 2);
    batched(s, "context_bmm", d, sq, sq, false); // V P per b*head
    mem(s, OpKind::Elementwise, "context_transpose", m_t * m_hq);
    fwd(s, "proj_gemm", m_h, m_hq, p.proj);
    if (linearBiases())
        mem(s, OpKind::Elementwise, "proj_bias_add", m_t * m_h);
    mem(s, OpKind::Elementwise, "residual_add", m_t * m_h);
    out.push_back(s);
}

void StepBuilder::localAttnBwd(std::vector<Segment>& out, int l, int mb)
{
    const LayerParams& p = m_layers[static_cast<size_t>(l)];
    const int64_t sq = m_w.seqLength, d = m_w.headDim();
    const int64_t rows = static_cast<int64_t>(m_w.microBatchSize) * m_w.localHeads() * sq, scores = rows * sq;
    Segment s = seg(Block::Attn, l, mb, true);
    if (linearBiases())
        rowwise(s, OpKind::Reduce, "proj_bias_grad", m_t, m_h);
    dgrad(s, "proj_dgrad", m_hq, m_h, p.proj);
    wgrad(s, "proj_wgrad", m_h, m_hq, p.proj);
    mainGrad(s, p.proj, m_h * m_hq);
    if (linearBiases())
        mainGrad(s, p.projBias, m_h);
    batched(s, "context_bmm_grad_probs", sq, sq, d, true);
    batched(s, "context_bmm_grad_v", d, sq, sq, false);
    pass(s, OpKind::Elementwise, "probs_grad_to_fp32", scores, 2, 4);
    pass(s, OpKind::Elementwise, "softmax_bwd_grad_times_probs", scores, 8, 4);
    pass(s, OpKind::Norm, "softmax_warp_backward", scores, 8, 4, rows);
    // aten::copy_ of the fp32 scores gradient: a cudaMemcpyAsync eager, a memcpy node in Megatron's graphs, where
    // the H200 runs it as a memcpy32_post kernel 1.7x slower (3.38 against 2.01 ms per 4 GiB copy in the H=4096
    // traces): the reason Megatron's graphs lose 1-2 % there. Issued as the same copy, it does the same.
    pass(s, OpKind::DeviceCopy, "masked_fill_bwd_copy", scores, 4, 4);
    pass(s, OpKind::Elementwise, "masked_fill_bwd", scores, 4, 4);
    pass(s, OpKind::Elementwise, "scores_grad_to_bf16", scores, 4, 2);
    batched(s, "baddbmm_grad_q", d, sq, sq, false);
    mem(s, OpKind::Elementwise, "baddbmm_grad_q_scale", m_t * m_hq);
    batched(s, "baddbmm_grad_k", d, sq, sq, false);
    mem(s, OpKind::Elementwise, "baddbmm_grad_k_scale", m_t * m_hq);
    if (m_kv < m_hq) {
        // Grouped-query attention, as the trace of 4 groups of 16 heads shows (ExpandBackward0 twice, then
        // UnsafeViewBackward0): the repeated key and value heads' gradients summed per group, the query copied back.
        rowwise(s, OpKind::Reduce, "key_repeat_interleave_grad", m_t * m_kv / d, m_hq / m_kv * d);
        rowwise(s, OpKind::Reduce, "value_repeat_interleave_grad", m_t * m_kv / d, m_hq / m_kv * d);
        mem(s, OpKind::Elementwise, "query_reshape_grad_copy", m_t * m_hq);
    }
    mem(s, OpKind::Elementwise, "qkv_grad_cat", m_t * m_qkv); // CatArrayBatchedCopy
    dgrad(s, "qkv_dgrad", m_h, m_qkv, p.qkv);
    wgrad(s, "qkv_wgrad", m_qkv, m_h, p.qkv);
    if (linearBiases())
        rowwise(s, OpKind::Reduce, "qkv_bias_grad", m_t, m_qkv);
    mainGrad(s, p.qkv, m_qkv * m_h);
    if (linearBiases())
        mainGrad(s, p.qkvBias, m_qkv);
    localNormBwd(s, "input_layernorm_bwd", "input_layernorm_gamma_beta", p.lnA);
    out.push_back(s);
}

void StepBuilder::localMlpFwd(std::vector<Segment>& out, int l, int mb)
{
    const LayerParams& p = m_layers[static_cast<size_t>(l)];
    const int64_t f = m_w.localFfn(), f1 = m_w.isSwiglu() ? 2 * f : f;
    Segment s = seg(Block::Mlp, l, mb, false);
    rowwise(s, OpKind::Norm, "pre_mlp_layernorm", m_t, m_h);
    fwd(s, "fc1_gemm", f1, m_h, p.fc1);
    if (linearBiases())
        mem(s, OpKind::Elementwise, "fc1_bias_add", m_t * f1);
    mem(s, OpKind::Elementwise, m_w.isSwiglu() ? "swiglu" : "gelu", m_t * f1);
    fwd(s, "fc2_gemm", m_h, f, p.fc2);
    if (linearBiases())
        mem(s, OpKind::Elementwise, "fc2_bias_add", m_t * m_h);
    mem(s, OpKind::Elementwise, "residual_add", m_t * m_h);
    out.push_back(s);
}

void StepBuilder::localMlpBwd(std::vector<Segment>& out, int l, int mb)
{
    const LayerParams& p = m_layers[static_cast<size_t>(l)];
    const int64_t f = m_w.localFfn(), f1 = m_w.isSwiglu() ? 2 * f : f;
    Segment s = seg(Block::Mlp, l, mb, true);
    if (linearBiases())
        rowwise(s, OpKind::Reduce, "fc2_bias_grad", m_t, m_h);
    dgrad(s, "fc2_dgrad", f, m_h, p.fc2);
    wgrad(s, "fc2_wgrad", m_h, f, p.fc2);
    mainGrad(s, p.fc2, m_h * f);
    if (linearBiases())
        mainGrad(s, p.fc2Bias, m_h);
    pass(s, OpKind::Elementwise, m_w.isSwiglu() ? "swiglu_bwd" : "gelu_bwd", m_t * f1, 4, 2);
    if (linearBiases())
        rowwise(s, OpKind::Reduce, "fc1_bias_grad", m_t, f1);
    dgrad(s, "fc1_dgrad", m_h, f1, p.fc1);
    wgrad(s, "fc1_wgrad", f1, m_h, p.fc1);
    mainGrad(s, p.fc1, f1 * m_h);
    if (linearBiases())
        mainGrad(s, p.fc1Bias, f1);
    localNormBwd(s, "pre_mlp_layernorm_bwd", "pre_mlp_layernorm_gamma_beta", p.lnB);
    out.push_back(s);
}

// Word and learned absolute position embeddings (4 kernels forward, 6 backward).
void StepBuilder::localEmbeddingFwd(std::vector<Segment>& out, int mb)
{
    if (m_w.vocabSize <= 0)
        return;
    Segment s = seg(Block::Embedding, -1, mb, false);
    mem(s, OpKind::Elementwise, "position_ids", 1);
    rowwise(s, OpKind::Permute, "word_embedding_gather", m_t, m_h);
    rowwise(s, OpKind::Permute, "position_embedding_gather", m_t, m_h);
    mem(s, OpKind::Elementwise, "embedding_add", m_t * m_h);
    out.push_back(s);
}

void StepBuilder::localEmbeddingBwd(std::vector<Segment>& out, int mb)
{
    if (m_w.vocabSize <= 0)
        return;
    const int64_t v = m_w.vocabSize / m_w.tensorParallel;
    Segment s = seg(Block::Embedding, -1, mb, true);
    mem(s, OpKind::Elementwise, "position_grad_zero", m_w.seqLength * m_h);
    rowwise(s, OpKind::Permute, "position_embedding_bwd", m_t, m_h);
    mainGrad(s, m_position, m_w.seqLength * m_h);
    mem(s, OpKind::Elementwise, "word_grad_zero", v * m_h / 2); // a memset-like fill: writes only
    rowwise(s, OpKind::Permute, "word_embedding_bwd", m_t, m_h);
    mainGrad(s, m_embedding, v * m_h);
    out.push_back(s);
}

// Final LayerNorm, output layer and Megatron's vocab-parallel cross entropy in fp32 (32 kernels forward, 20
// backward; the small ones work on one value per token).
void StepBuilder::localLoss(std::vector<Segment>& out, int mb)
{
    if (m_w.vocabSize <= 0) {
        loss(out, mb);
        return;
    }
    const int64_t v = m_w.vocabSize / m_w.tensorParallel, logits = m_t * v;
    Segment s = seg(Block::Loss, -1, mb, false);
    auto small = [&](const char* name, int n) {
        for (int i = 0; i < n; ++i)
            mem(s, OpKind::Elementwise, name, m_t);
    };
    rowwise(s, OpKind::Norm, "final_layernorm", m_t, m_h);
    small("output_memset", 1);
    fwd(s, "output_gemm", v, m_h, m_output);
    pass(s, OpKind::Elementwise, "logits_to_fp32", logits, 2, 4);
    pass(s, OpKind::Amax, "logits_max", logits, 4, 0);
    pass(s, OpKind::Elementwise, "logits_sub_max", logits, 4, 4);
    small("target_mask", 10); // lt, ge, or, clone, sub, index_put_, arange, index, clone, index_put_
    pass(s, OpKind::Elementwise, "logits_exp", logits, 4, 4);
    pass(s, OpKind::Amax, "sum_exp", logits, 4, 0);
    small("log_sum_exp", 2);
    pass(s, OpKind::Elementwise, "softmax_div", logits, 4, 4);
    small("loss_average", 11); // mul, sums, casts, stack, clamp, divisions, add_, ones_like
    if (m_w.isMoe())
        small("moe_aux_loss_tracker", 4); // ones, mul, div, copy_ of the MoE auxiliary-loss scale
    // backward
    small("loss_average_bwd", 3);
    small("cross_entropy_bwd_index", 6);
    pass(s, OpKind::Elementwise, "cross_entropy_grad", logits, 4, 4);
    pass(s, OpKind::Elementwise, "logits_grad_to_bf16", logits, 4, 2);
    dgrad(s, "output_dgrad", m_h, v, m_output);
    small("output_grad_reshape", 2);
    wgrad(s, "output_wgrad", v, m_h, m_output);
    mainGrad(s, m_output, v * m_h);
    rowwise(s, OpKind::Norm, "final_layernorm_bwd", m_t, m_h);
    rowwise(s, OpKind::Reduce, "final_layernorm_gamma_beta", m_t, m_h);
    mainGrad(s, m_finalNorm, m_h);
    mainGrad(s, m_finalNorm + m_h, m_h);
    out.push_back(s);
}

// DDP's zero_grad_buffer at the start of the step; at the end one foreach add_ (the step count) and torch's fused
// AdamW as multi_tensor_apply launches (depth 4: 36 tensors or 320 chunks per launch).
void StepBuilder::localOptimizer(std::vector<Segment>& out, bool zero)
{
    Segment s = seg(Block::Optimizer, -1, 0, false);
    if (zero) {
        Op op;
        op.kind = OpKind::Optimizer;
        op.name = "grad_buffer_zero";
        op.elems = m_params;
        op.variant = Op::ZeroFill;
        s.ops.push_back(op);
    } else {
        mem(s, OpKind::Elementwise, "adam_step_count", 1);
        const size_t first = s.ops.size();
        multiTensor(s, allTensors(), 36, "fused_adamw", Op::Sgd);
        // Fused AdamW reads the bf16 parameter, the fp32 main grad and both moments and writes parameter and
        // moments: 22 bytes per parameter as the trace times it (953.9 us for the 9 launches at H=1024 L=8, the
        // H200's memory at about 3.9 TB/s), where w -= lr * g moves 6.
        for (size_t i = first; i < s.ops.size(); ++i) {
            s.ops[i].logicalElems = s.ops[i].elems;
            s.ops[i].bytesIn = 16;
            s.ops[i].bytesOut = 6;
        }
    }
    out.push_back(s);
}

} // namespace cga::bench
