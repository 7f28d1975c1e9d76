#pragma once

#include "measure/workload.h"

#include <string>
#include <vector>

namespace cga::bench {

// cga-bench's built-in workloads (--preset): the method's synthetic bounds, GPT shapes of the PyTorch runner, and
// two Megatron models.
class WorkloadPresets
{
public:
    static bool preset(const std::string& name, Workload* out);
    static std::vector<std::string> names();
};

} // namespace cga::bench
