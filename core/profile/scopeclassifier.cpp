#include "profile/scopeclassifier.h"

namespace cga {

bool ScopeClassifier::isNorm(const QString& op)
{
    return op == QLatin1String("aten::layer_norm") || op == QLatin1String("aten::rms_norm")
        || op == QLatin1String("aten::native_layer_norm") || op.startsWith(QLatin1String("FusedLayerNorm"))
        || op.startsWith(QLatin1String("FusedRMSNorm"));
}

bool ScopeClassifier::isAttention(const QString& op)
{
    return op == QLatin1String("aten::baddbmm") || op == QLatin1String("aten::softmax")
        || op == QLatin1String("aten::bmm") || op.contains(QLatin1String("scaled_dot_product"))
        || op.contains(QLatin1String("flash_attn")) || op.contains(QLatin1String("flash_attention"))
        || op.startsWith(QLatin1String("FusedScaleMaskSoftmax"));
}

bool ScopeClassifier::isRouter(const QString& op)
{
    return op == QLatin1String("RouterGatingLinearFunction") || op == QLatin1String("aten::topk");
}

bool ScopeClassifier::startsPreprocess(const QString& op)
{
    return op == QLatin1String("aten::sum") || op == QLatin1String("aten::argsort")
        || op == QLatin1String("aten::record_stream") || op == QLatin1String("aten::index_select")
        || op == QLatin1String("_AllToAll");
}

bool ScopeClassifier::startsExperts(const QString& op)
{
    return op == QLatin1String("_AllToAll") || op.startsWith(QLatin1String("GroupedMLP"))
        || op.startsWith(QLatin1String("_CopyToModelParallelRegion"));
}

std::vector<ScopeClassifier::Place> ScopeClassifier::classify(const QStringList& ops)
{
    // Segments between norms, then their kind.
    std::vector<int> segmentStart;
    for (int i = 0; i < ops.size(); ++i)
        if (isNorm(ops[i]))
            segmentStart.push_back(i);
    std::vector<Place> places(ops.size());
    int layer = -1;
    bool afterAttention = false;
    for (size_t s = 0; s < segmentStart.size(); ++s) {
        const int begin = segmentStart[s];
        const int end = s + 1 < segmentStart.size() ? segmentStart[s + 1] : int(ops.size());
        bool attention = false;
        bool router = false;
        for (int i = begin; i < end; ++i) {
            attention = attention || isAttention(ops[i]);
            router = router || isRouter(ops[i]);
        }
        if (attention && !router) { // the router's softmax is no attention
            ++layer;
            afterAttention = true;
            for (int i = begin; i < end; ++i)
                places[i] = {ProfileScope::Attn, layer};
            continue;
        }
        if (!afterAttention)
            continue; // the norm after the last layer, or a norm before the first
        afterAttention = false;
        ProfileScope scope = router ? ProfileScope::MoeRouter : ProfileScope::Mlp;
        bool routed = false;
        for (int i = begin; i < end; ++i) {
            if (router) {
                routed = routed || isRouter(ops[i]);
                if (scope == ProfileScope::MoeRouter && routed && startsPreprocess(ops[i]))
                    scope = ProfileScope::MoePreprocess;
                if (scope == ProfileScope::MoePreprocess && startsExperts(ops[i]))
                    scope = ProfileScope::MoeExperts;
            }
            places[i] = {scope, layer};
        }
    }
    return places;
}

} // namespace cga
