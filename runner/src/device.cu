#include "device.h"

#include <ctime>
#include <cuda_runtime.h>
#include <dlfcn.h>
#include <fstream>
#include <unistd.h>

namespace cga::bench {

namespace {

// NVML is loaded at run time (it ships with the driver, not the toolkit); clocks are simply absent without it.
class Nvml
{
public:
    static Nvml& instance()
    {
        static Nvml n;
        return n;
    }
    bool clocks(const char* pciBusId, unsigned* sm, unsigned* mem)
    {
        if (!m_ok)
            return false;
        void* dev = nullptr;
        if (m_byPci(pciBusId, &dev) != 0)
            return false;
        return m_clock(dev, 1 /* NVML_CLOCK_SM */, sm) == 0 && m_clock(dev, 2 /* NVML_CLOCK_MEM */, mem) == 0;
    }
    std::string driverBuild()
    {
        char buf[96] = {};
        if (!m_ok || !m_driver || m_driver(buf, sizeof buf) != 0)
            return {};
        return buf;
    }

private:
    Nvml()
    {
        m_lib = dlopen("libnvidia-ml.so.1", RTLD_NOW | RTLD_LOCAL);
        if (!m_lib)
            return;
        auto init = reinterpret_cast<int (*)()>(dlsym(m_lib, "nvmlInit_v2"));
        m_byPci = reinterpret_cast<int (*)(const char*, void**)>(dlsym(m_lib, "nvmlDeviceGetHandleByPciBusId_v2"));
        m_clock = reinterpret_cast<int (*)(void*, int, unsigned*)>(dlsym(m_lib, "nvmlDeviceGetClockInfo"));
        m_driver = reinterpret_cast<int (*)(char*, unsigned)>(dlsym(m_lib, "nvmlSystemGetDriverVersion"));
        m_ok = init && m_byPci && m_clock && init() == 0;
    }
    void* m_lib = nullptr;
    int (*m_byPci)(const char*, void**) = nullptr;
    int (*m_clock)(void*, int, unsigned*) = nullptr;
    int (*m_driver)(char*, unsigned) = nullptr;
    bool m_ok = false;
};

std::string version(int v)
{
    return std::to_string(v / 1000) + "." + std::to_string((v % 1000) / 10);
}

} // namespace

int Device::count(std::string* error)
{
    int n = 0;
    const cudaError_t e = cudaGetDeviceCount(&n);
    if (e != cudaSuccess) {
        cudaGetLastError();
        *error = std::string(cudaGetErrorName(e)) + ": " + cudaGetErrorString(e);
        return 0;
    }
    if (n == 0)
        *error = "no CUDA device";
    return n;
}

Json Device::clocks(int index)
{
    Json o = Json::object();
    char bus[32] = {};
    if (cudaDeviceGetPCIBusId(bus, sizeof bus, index) != cudaSuccess) {
        cudaGetLastError();
        return o;
    }
    unsigned sm = 0, mem = 0;
    if (Nvml::instance().clocks(bus, &sm, &mem)) {
        o.set("sm_mhz", static_cast<int>(sm));
        o.set("mem_mhz", static_cast<int>(mem));
    }
    return o;
}

std::string Device::cpuModel()
{
    std::ifstream f("/proc/cpuinfo");
    std::string line;
    while (std::getline(f, line))
        if (line.rfind("model name", 0) == 0) {
            const size_t colon = line.find(':');
            return colon == std::string::npos ? line : line.substr(colon + 2);
        }
    return {};
}

std::string Device::hostName()
{
    char name[256] = {};
    if (gethostname(name, sizeof name - 1) != 0)
        return {};
    return name;
}

std::string Device::nowIso8601()
{
    const std::time_t t = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

Json Device::describe(int index)
{
    Json o = Json::object();
    o.set("device", index);
    cudaDeviceProp p{};
    if (cudaGetDeviceProperties(&p, index) == cudaSuccess) {
        o.set("gpu_name", std::string(p.name));
        o.set("sm_count", p.multiProcessorCount);
        o.set("compute_capability", std::to_string(p.major) + "." + std::to_string(p.minor));
        o.set("memory_total_bytes", static_cast<double>(p.totalGlobalMem));
        o.set("l2_bytes", p.l2CacheSize);
        char bus[32] = {};
        if (cudaDeviceGetPCIBusId(bus, sizeof bus, index) == cudaSuccess)
            o.set("pci_bus_id", std::string(bus));
    }
    cudaGetLastError();
    int driver = 0, runtime = 0;
    cudaDriverGetVersion(&driver);
    cudaRuntimeGetVersion(&runtime);
    o.set("driver_version", version(driver)); // the CUDA version the driver supports
    o.set("driver_build", Nvml::instance().driverBuild()); // e.g. 580.159.04, when NVML loads
    o.set("runtime_version", version(runtime));
    o.set("clocks", clocks(index));
    o.set("cpu_model", cpuModel());
    o.set("host_name", hostName());
    return o;
}

} // namespace cga::bench
