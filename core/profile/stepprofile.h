#pragma once

#include <QString>

#include <algorithm>
#include <vector>

namespace cga {

// Where a kernel belongs in Megatron's transformer layer (the cuda_graph_scope names where one exists).
enum class ProfileScope { Other, Attn, Mlp, MoeRouter, MoePreprocess, MoeExperts };
constexpr int ProfileScopeCount = 6;

// Why the GPU sat idle before an activity.
enum class GapCause { Launch, Sync, Memcpy, Other };
constexpr int GapCauseCount = 4;

// GPU time between two nodes of a replayed CUDA graph: idle a graph cannot remove.
constexpr double GraphNodeGapUs = 1.0;

QString profileScopeKey(ProfileScope scope); // attn, mlp, moe_router, ... (identifiers, not translated)
QString gapCauseTitle(GapCause cause); // translated

// One kernel, memcpy or memset of a step, in start order, with the idle time on the GPU right before it.
struct GpuActivity
{
    enum class Kind { Kernel, Memcpy, Memset };
    double start = 0; // microseconds, trace clock
    double end = 0;
    double busyUs = 0; // what it adds to the union of busy time (overlaps count once)
    double gapUs = 0; // GPU idle right before it
    GapCause gapCause = GapCause::Other;
    ProfileScope scope = ProfileScope::Other;
    int layer = -1; // transformer layer (0-based, forward order) or -1
    int launch = -1; // index into StepProfile::launches, -1 when the trace has none for it
    Kind kind = Kind::Kernel;
};

// A CUDA API call on the host that put work on the GPU. hostUs: the host time it took to get there, from the
// start of the step's previous launch call (Python, framework and the call itself).
struct HostLaunch
{
    double start = 0;
    double end = 0;
    double hostUs = 0;
    ProfileScope scope = ProfileScope::Other;
    int layer = -1;
};

// A range of host time given to a scope (a top-level op of the host threads).
struct HostScopeSpan
{
    double start = 0;
    double end = 0;
    ProfileScope scope = ProfileScope::Other;
    int layer = -1;
};

// Totals over the activities of a step that a key function selects (a scope, a layer, the whole step): the key is
// -1 for activities outside, otherwise the graph they would belong to (the layer for per-layer scopes).
struct ScopeTotals
{
    int activities = 0;
    int launches = 0;
    int regions = 0; // runs of consecutive selected activities: the graphs a capture of this scope would replay
    double busyUs = 0;
    double idleUs = 0;
    double idleByCause[GapCauseCount] = {0, 0, 0, 0};
    double reducibleIdleUs = 0; // the idle beyond GraphNodeGapUs of each gap: what a graph could remove
    double hostUs = 0; // host time of the scope's launches (HostLaunch::hostUs)
    double launchCallUs = 0; // time inside the launch calls themselves
};

// One profiled step.
struct StepProfile
{
    QString label;
    double hostStart = 0;
    double hostEnd = 0;
    double spanStart = 0; // where the step's GPU time is counted from (the earlier of its first launch and the
                          // previous step's last GPU activity, never before its host start)
    double spanEnd = 0; // the end of its last GPU activity
    std::vector<GpuActivity> activities;
    std::vector<HostLaunch> launches;
    std::vector<HostScopeSpan> hostSpans;
    int layers = 0;
    int gapCount[GapCauseCount] = {0, 0, 0, 0};

    double spanUs() const { return spanEnd - spanStart; }
    int kernelCount() const;
    double busyUs() const;
    double idleUs() const;
    double launchCallUs() const;

    template<typename KeyOf> ScopeTotals totals(KeyOf keyOf) const;
};

template<typename KeyOf> ScopeTotals StepProfile::totals(KeyOf keyOf) const
{
    ScopeTotals t;
    int previous = -1;
    std::vector<char> counted(launches.size(), 0);
    for (const GpuActivity& a : activities) {
        const int key = keyOf(a.scope, a.layer);
        if (key >= 0) {
            ++t.activities;
            t.busyUs += a.busyUs;
            t.idleUs += a.gapUs;
            t.idleByCause[int(a.gapCause)] += a.gapUs;
            t.reducibleIdleUs += std::max(0.0, a.gapUs - GraphNodeGapUs);
            if (a.launch >= 0 && !counted[a.launch]) {
                counted[a.launch] = 1;
                ++t.launches;
                t.launchCallUs += launches[a.launch].end - launches[a.launch].start;
                t.hostUs += launches[a.launch].hostUs;
            }
            if (key != previous)
                ++t.regions;
        }
        previous = key;
    }
    return t;
}

} // namespace cga
