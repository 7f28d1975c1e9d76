#pragma once

#include "profile/profileanalysis.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QMap>

namespace cga {

// What graphing one scope would remove from an eager step, from the profile alone.
//
// For a scope (attn, mlp, moe_router, moe_preprocess, the whole layer, the full iteration): the launch-bound
// time a graph removes is the scope's launches times the host cost per launch measured in the profile (the host
// time from the step's previous launch call to each of the scope's, over its launches), less one graph launch per
// replayed region, and at most the GPU idle time inside the scope (the gaps before its activities) less a node gap
// per replayed activity. The predicted step is the measured step less that. Values are the mean over the steps.
struct ScopePrediction
{
    QString scope; // identifier: attn, mlp, moe_router, moe_preprocess, layer, full_iteration
    ScopeTotals totals; // mean over steps
    double hostPerLaunchUs = 0;
    double launchBoundUs = 0; // launches × host cost per launch
    double graphLaunchUs = 0; // regions × GraphLaunchUs
    double removableUs = 0;
    double stepUs = 0;
    double predictedStepUs = 0;

    double speedup() const { return predictedStepUs > 0 ? stepUs / predictedStepUs : 0; }
    double shareOfStep() const { return stepUs > 0 ? removableUs / stepUs : 0; }
    bool present() const { return totals.activities > 0; }
};

class GraphPrediction
{
    Q_DECLARE_TR_FUNCTIONS(cga::GraphPrediction)

public:
    static constexpr double GraphLaunchUs = 10.0; // host cost of one graph replay (cudaGraphLaunch and its caller)
    static constexpr double NodeGapUs = GraphNodeGapUs; // GPU time between two nodes of a replayed graph
    static constexpr double RecommendShare = 0.10;

    double stepUs = 0; // mean step span
    double busyUs = 0; // mean GPU busy time
    double idleUs = 0; // mean GPU idle time
    double launchUs = 0; // mean time inside launch calls
    int steps = 0;
    QList<ScopePrediction> scopes; // in the order above; absent scopes have present() false
    QMap<QString, double> measuredMs; // optional A/B: eager, attn, ..., layer, full_iteration (ms per step)

    static GraphPrediction predict(const ProfileAnalysis& analysis);
    const ScopePrediction* find(const QString& scope) const;

    QString recommendation() const; // translated; one sentence or two
    QStringList assumptions() const; // translated
    // A measured A/B against the prediction, one line per scope with a measurement; empty without measurements.
    QStringList checkAgainstMeasured() const;
    // With a measured eager step: the profiler's host overhead, (measured - busy) / (profiled - busy), and the
    // step a scope's graphs would reach in unprofiled time (measured eager less the scaled removable time).
    double hostOverheadScale() const;
    double predictedMeasuredMs(const ScopePrediction& s) const;
    QJsonObject toJson() const;
};

} // namespace cga
