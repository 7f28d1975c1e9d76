#pragma once

#include "profile/profileerror.h"
#include "profile/profiletrace.h"
#include "profile/stepmarkers.h"
#include "profile/stepprofile.h"

#include <QCoreApplication>
#include <QList>

namespace cga {

// The steps of a trace and, per step, its GPU activity, launches, idle gaps with their causes and scopes.
//
// Steps: as StepMarkers finds them (a range the user named, ProfilerStep#N, Megatron Bridge's training_step_N,
// else the ends of Optimizer.step# annotations; or the whole trace). GPU work belongs to the step whose host range
// holds its launch call (the correlation id links them).
//
// Gap causes, for the idle time between the end of GPU work and the next activity:
// - sync: a host call that waits for the GPU (cudaDeviceSynchronize, cudaStreamSynchronize,
//   cudaEventSynchronize, a device-to-host memcpy) was running when the GPU ran dry and returned inside the gap;
// - memcpy: the next activity is a memcpy or memset launched late;
// - launch: the next activity's launch call ended later than LaunchSlackUs before the GPU ran dry, so the GPU
//   waited for the host to launch it;
// - other: the next activity was launched in time (it waited on something else, such as another stream).
class ProfileAnalysis
{
    Q_DECLARE_TR_FUNCTIONS(cga::ProfileAnalysis)

public:
    static constexpr double LaunchSlackUs = 5.0;

    using StepRule = StepMarkers::Rule;

    QString path;
    QString format; // ProfileTrace::format
    QStringList notes; // ProfileTrace::notes
    QString stepMarker; // the range the user named as the step marker, if any
    StepRule stepRule = StepRule::ProfilerStep;
    QList<StepProfile> steps;
    int stepsInTrace = 0; // the steps the trace marks; steps holds at most the trace's maxSteps of them
    bool scopesFound = false; // some forward op was placed in a layer
    qint64 readerHighWater = 0;
    qint64 bytes = 0;
    qint64 eventCount = 0;

    QString stepRuleText() const; // translated
    QString stepRuleKey() const; // the rule in the JSON output: ProfilerStep#, training_step_N, named_range, ...

    // False with *error (NoSteps) when the trace has neither kind of step marker or no GPU work in its steps.
    static bool analyze(const ProfileTrace& trace, ProfileAnalysis* out, ProfileError* error);
};

} // namespace cga
