#pragma once

#include "profile/stepprofile.h"

#include <QStringList>

#include <vector>

namespace cga {

// Gives each top-level forward op of a step its place in Megatron's transformer layer, from the op sequence
// alone: PyTorch profiler traces of Megatron (without with_modules) name aten ops and autograd functions, not
// modules. Rules, in forward order (docs/profile.md):
// - aten::layer_norm (or rms_norm) opens a segment; a segment holding attention ops (baddbmm, softmax, bmm,
//   scaled_dot_product_attention, flash attention) is `attn` of a new layer (input norm, QKV, core attention,
//   projection, bias-dropout-add);
// - the next segment is that layer's MLP: `moe_router` when it holds the router (RouterGatingLinearFunction,
//   topk): the norm and router up to the dispatcher, then `moe_preprocess` (tokens per expert, permutation) up to
//   the first all-to-all, then `moe_experts` (dispatch, experts, combine, bias-dropout-add); otherwise `mlp`;
// - everything before the first layer (embedding) and from the norm after the last layer (final norm, output
//   layer, loss) is `other`.
class ScopeClassifier
{
public:
    struct Place
    {
        ProfileScope scope = ProfileScope::Other;
        int layer = -1;
    };

    static std::vector<Place> classify(const QStringList& forwardOps);
    static bool isNorm(const QString& op);
    static bool isAttention(const QString& op);
    static bool isRouter(const QString& op);
    static bool startsPreprocess(const QString& op);
    static bool startsExperts(const QString& op);
};

} // namespace cga
