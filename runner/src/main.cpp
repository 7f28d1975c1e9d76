// cga-bench: eager execution against CUDA graph replay for an emulated Megatron training step.
// Output: JSON lines on stdout (docs/bench-protocol.md); human-readable help on --help.
#include "benchrun.h"
#include "device.h"
#include "emitter.h"
#include "options.h"

#include <atomic>
#include <csignal>
#include <cstdio>
#include <string>
#include <vector>

namespace {

std::atomic<bool> g_interrupted{false};

extern "C" void onSignal(int)
{
    g_interrupted.store(true);
}

int listDevices(cga::bench::Emitter& out)
{
    std::string error;
    const int n = cga::bench::Device::count(&error);
    if (n == 0) {
        out.error("no_device", "no CUDA device: " + error);
        return cga::bench::ExitNoDevice;
    }
    for (int i = 0; i < n; ++i) {
        cga::bench::Json e = out.event("device");
        const cga::bench::Json device = cga::bench::Device::describe(i);
        for (const auto& m : device.members())
            e.set(m.first, m.second);
        out.emit(e);
    }
    return cga::bench::ExitOk;
}

} // namespace

int main(int argc, char** argv)
{
    std::vector<std::string> args(argv, argv + argc);
    cga::bench::Options options;
    std::string error;
    cga::bench::Emitter out(stdout);
    if (!cga::bench::parseOptions(args, &options, &error)) {
        std::fprintf(stderr, "cga-bench: %s\n", error.c_str());
        out.error("bad_workload", error);
        cga::bench::Json s = out.event("summary");
        s.set("complete", false);
        s.set("exit_code", cga::bench::ExitBadWorkload);
        s.set("stop_reason", "bad_workload");
        out.emit(s);
        return cga::bench::ExitBadWorkload;
    }
    if (options.help) {
        std::fputs(cga::bench::helpText().c_str(), stdout);
        return cga::bench::ExitOk;
    }
    if (options.version) {
        std::puts("cga-bench 0.1.0 (protocol 1)");
        return cga::bench::ExitOk;
    }
    if (options.listDevices)
        return listDevices(out);

    struct sigaction sa
    {
    };
    sa.sa_handler = onSignal;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, nullptr);
    sigaction(SIGTERM, &sa, nullptr);

    cga::bench::BenchRun run(options, out, g_interrupted);
    return options.dryRun ? run.dryRun() : run.run();
}
