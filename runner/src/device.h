#pragma once

#include "json.h"

#include <string>

namespace cga::bench {

// What the method (rule 9) records about the machine: GPU, SM count, driver and runtime, clocks, CPU, host.
class Device
{
public:
    // 0 when at least one device exists; otherwise the CUDA error (no device, no driver). count may be 0.
    static int count(std::string* error);
    static Json describe(int index); // name, sm_count, memory, driver/runtime versions, clocks, cpu, host
    static Json clocks(int index); // {"sm_mhz":..,"mem_mhz":..} through NVML when it loads, else {}
    static std::string cpuModel();
    static std::string hostName();
    static std::string nowIso8601();
};

} // namespace cga::bench
