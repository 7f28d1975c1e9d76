#include "measure/workload.h"

namespace cga {

bool Workload::isMoeLayer(int layer) const
{
    if (!isMoe())
        return false;
    if (moeLayerPattern.empty())
        return true;
    return moeLayerPattern[static_cast<size_t>(layer) % moeLayerPattern.size()] != 0;
}

bool Workload::hasDenseLayers() const
{
    if (!isMoe())
        return true;
    for (int l = 0; l < numLayers; ++l)
        if (!isMoeLayer(l))
            return true;
    return false;
}

void Workload::setMoeLayerFreq(int every)
{
    moeLayerPattern.clear();
    if (every <= 1)
        return;
    for (int l = 0; l < numLayers; ++l)
        moeLayerPattern.push_back(l % every == 0 ? 1 : 0);
}

const std::vector<Workload::IntField>& Workload::intFields()
{
    // structure: data table
    static const std::vector<IntField> fields{
        {"num_layers", &Workload::numLayers, 1, false},
        {"hidden_size", &Workload::hiddenSize, 1, false},
        {"ffn_hidden_size", &Workload::ffnHiddenSize, 1, false},
        {"num_attention_heads", &Workload::numAttentionHeads, 1, false},
        {"num_query_groups", &Workload::numQueryGroups, 0, false},
        {"seq_length", &Workload::seqLength, 1, false},
        {"micro_batch_size", &Workload::microBatchSize, 1, false},
        {"num_microbatches", &Workload::numMicrobatches, 1, false},
        {"vocab_size", &Workload::vocabSize, 0, false},
        {"tensor_parallel", &Workload::tensorParallel, 1, false},
        {"num_moe_experts", &Workload::numMoeExperts, 0, false},
        {"moe_router_topk", &Workload::moeRouterTopk, 1, false},
        {"expert_parallel", &Workload::expertParallel, 1, false},
        {"moe_ffn_hidden_size", &Workload::moeFfnHiddenSize, 0, false},
        {"empty_kernels", &Workload::emptyKernels, 1, true},
        {"warmup_steps", &Workload::warmupSteps, 0, false},
    };
    return fields;
}

} // namespace cga
