#include "stepbuilder.h"

namespace cga::bench {

void StepBuilder::layoutParams()
{
    const int64_t h = m_h, hq = m_hq, f = m_w.localFfn(), f1 = m_w.isSwiglu() ? 2 * f : f;
    const int64_t ef = m_w.expertFfn(), ef1 = m_w.isSwiglu() ? 2 * ef : ef, el = m_w.localExperts();
    for (int l = 0; l < m_w.numLayers; ++l) {
        LayerParams p;
        p.base = m_params;
        // torch.nn and the local spec: LayerNorm weight + bias and Linear biases are tensors of their own; TE: the
        // norm weight only.
        p.lnA = param(p, h);
        if (biases())
            param(p, h);
        p.qkv = param(p, m_qkv * h);
        if (linearBiases())
            p.qkvBias = param(p, m_qkv);
        p.proj = param(p, h * hq);
        if (linearBiases())
            p.projBias = param(p, h);
        p.attnTensors = static_cast<int64_t>(p.tensors.size());
        p.lnB = param(p, h);
        if (biases())
            param(p, h);
        if (m_w.isMoeLayer(l)) {
            p.router = param(p, static_cast<int64_t>(m_w.numMoeExperts) * h);
            if (m_profile == Profile::MegatronLocal) {
                // SequentialMLP: a weight tensor per expert and layer (fc1 of every expert, then fc2), laid out
                // as the grouped weights are.
                p.experts = m_params;
                for (int64_t i = 0; i < el; ++i)
                    param(p, ef1 * h);
                for (int64_t i = 0; i < el; ++i)
                    param(p, h * ef);
            } else {
                p.experts = param(p, el * (ef1 * h + h * ef));
            }
        } else {
            p.fc1 = param(p, f1 * h);
            if (linearBiases())
                p.fc1Bias = param(p, f1);
            p.fc2 = param(p, h * f);
            if (linearBiases())
                p.fc2Bias = param(p, h);
        }
        m_layers.push_back(p);
    }
    LayerParams extra;
    if (m_w.vocabSize > 0) {
        m_embedding = param(extra, static_cast<int64_t>(m_w.vocabSize) / m_w.tensorParallel * h);
        m_output = param(extra, static_cast<int64_t>(m_w.vocabSize) / m_w.tensorParallel * h);
        if (m_profile == Profile::MegatronLocal)
            m_position = param(extra, static_cast<int64_t>(m_w.seqLength) * h);
    }
    m_finalNorm = param(extra, h);
    if (m_profile == Profile::MegatronLocal)
        param(extra, h);
    m_extraTensors = extra.tensors;
}

void StepBuilder::markInput(std::vector<Segment>& out, size_t from)
{
    for (size_t i = from; i < out.size(); ++i)
        if (!out[i].ops.empty()) {
            out[i].ops.front().fromInput = true;
            need(m_t * m_h);
            return;
        }
}

std::vector<int64_t> StepBuilder::allTensors() const
{
    std::vector<int64_t> tensors;
    for (const LayerParams& p : m_layers)
        tensors.insert(tensors.end(), p.tensors.begin(), p.tensors.end());
    if (m_w.vocabSize > 0)
        tensors.insert(tensors.end(), m_extraTensors.begin(), m_extraTensors.end());
    return tensors;
}

void StepBuilder::multiTensor(Segment& s, const std::vector<int64_t>& tensors, int maxTensors, const char* name,
                              Op::Variant variant)
{
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
                op.name = name;
                op.offset = launchStart;
                op.elems = launchElems;
                op.variant = variant;
                s.ops.push_back(op);
                launchStart += launchElems;
                launchElems = 0;
                blocksInLaunch = 0;
                tensorsInLaunch = lastChunk ? 0 : 1;
            }
        }
    }
}

// torch: foreach zero_ (depth 1) or foreach add_ (depth 2), chunked like multi_tensor_apply. Megatron with TE: a
// gradient-norm reduction and one multi-tensor Adam launch per layer.
void StepBuilder::optimizerOps(std::vector<Segment>& out, bool zero)
{
    if (m_profile == Profile::MegatronLocal) {
        localOptimizer(out, zero);
        return;
    }
    Segment s = seg(Block::Optimizer, -1, 0, false);
    if (torch()) {
        multiTensor(s, allTensors(), zero ? 110 : 64, zero ? "foreach_zero" : "foreach_sgd_add",
                    zero ? Op::ZeroFill : Op::Sgd);
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

void StepBuilder::layerStream(std::vector<Segment>& out)
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
    for (int l = 0; l < m_w.numLayers; ++l) {
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

StepPlan StepBuilder::build()
{
    StepPlan plan;
    std::vector<Segment>& out = plan.segments;
    if (m_w.isEmptyKernels()) {
        Segment s = seg(Block::Stream, -1, 0, false);
        for (int i = 0; i < m_w.emptyKernels; ++i) {
            Op op;
            op.kind = OpKind::Empty;
            op.name = "empty";
            s.ops.push_back(op);
        }
        out.push_back(s);
        m_act = 1;
    } else if (m_w.isLayerStream()) {
        layerStream(out);
    } else {
        layoutParams();
        const bool local = m_profile == Profile::MegatronLocal;
        if (torch() || local)
            optimizerOps(out, true); // zero_grad(set_to_none=False) / DDP's zero_grad_buffer at the step's start
        for (int mb = 0; mb < m_w.numMicrobatches; ++mb) {
            const size_t first = out.size();
            local ? localEmbeddingFwd(out, mb) : embeddingFwd(out, mb);
            for (int l = 0; l < m_w.numLayers; ++l) {
                local ? localAttnFwd(out, l, mb) : attnFwd(out, l, mb);
                if (m_w.isMoeLayer(l))
                    local ? localMoeFwd(out, l, mb) : moeFwd(out, l, mb);
                else
                    local ? localMlpFwd(out, l, mb) : mlpFwd(out, l, mb);
            }
            markInput(out, first);
            local ? localLoss(out, mb) : loss(out, mb);
            for (int l = m_w.numLayers - 1; l >= 0; --l) {
                if (m_w.isMoeLayer(l))
                    local ? localMoeBwd(out, l, mb) : moeBwd(out, l, mb);
                else
                    local ? localMlpBwd(out, l, mb) : mlpBwd(out, l, mb);
                gradAccum(out, l, mb, false);
                local ? localAttnBwd(out, l, mb) : attnBwd(out, l, mb);
                gradAccum(out, l, mb, true);
            }
            local ? localEmbeddingBwd(out, mb) : embeddingBwd(out, mb);
        }
        optimizerOps(out, false);
    }
    plan.buffers.paramElems = std::max<int64_t>(m_params, 1);
    plan.buffers.actElems = std::max<int64_t>(m_act, m_t * m_h);
    plan.buffers.inputElems = m_w.isTransformer() ? m_t * m_h : 0;
    plan.buffers.experts = m_w.isMoe() ? m_w.numMoeExperts : 0;
    plan.buffers.indexElems = m_w.isMoe() ? m_t * m_w.moeRouterTopk : 0;
    return plan;
}

StepPlan expandWorkload(const Workload& w)
{
    return StepBuilder(w).build();
}

} // namespace cga::bench
