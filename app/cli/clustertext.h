#pragma once

#include "cluster/clustercollector.h"
#include "cluster/clusterjob.h"

#include <QString>

namespace cga::cli {

// Plain-text renderings of cluster jobs for `cga cluster`: one status line, the job list, the collected numbers.
class ClusterText
{
public:
    // "job 12 Running 00:01:02 | eager Completed 00:00:30 | graph Running 00:00:20"
    static QString statusLine(const ClusterJob& job);
    static QString jobTable(const QList<ClusterJob>& jobs);
    // Eager against replay (median step time per phase, speedup) and the diagnosis findings.
    static QString collection(const ClusterCollection& c);
};

} // namespace cga::cli
