#pragma once

#include "json.h"
#include "measure/workload.h"

#include <string>

namespace cga::bench {

// cga-bench's side of the workload object of docs/bench-protocol.md: reading it (from --workload, or the flags
// gathered into one object), writing it back into the start event, and the limits cga-bench accepts.
class WorkloadJson
{
public:
    static Json toJson(const Workload& w);
    // Reads the members `json` holds over `out` (absent ones keep their value), then validates the result.
    static bool fromJson(const Json& json, Workload* out, std::string* error);
    // Empty-handed true when cga-bench can run the workload, otherwise the first problem in `error`.
    static bool validate(const Workload& w, std::string* error);
};

} // namespace cga::bench
