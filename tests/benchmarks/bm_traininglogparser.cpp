// Training-log throughput (docs/benchmarks.md): bytes per second of the parser, the full reading as a benchmark
// result, and the diagnosis, on one log file.
//
//   CGA_LOG_BENCH_FILE=/tmp/x.log bm_traininglogparser      (or the path as the first argument)
//
// Without a file, a 64 MB log in the format of spec section e is generated in a temporary folder.
#include "log/logdiagnosis.h"
#include "log/traininglogparser.h"
#include "log/traininglogresult.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>
#include <cstdio>
#include <cstring>
#include <memory>

using namespace cga;

namespace {

QString g_path;
std::unique_ptr<QTemporaryDir> g_dir;

// The same shape as the shared generator: warmup, capture and replay iterations of eight ranks, chatter of the
// other ranks, memory lines for the first two iterations.
QString generate(qint64 bytes)
{
    g_dir = std::make_unique<QTemporaryDir>();
    const QString path = g_dir->filePath(QStringLiteral("generated.log"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    qint64 written = 0;
    char line[1024];
    for (int it = 1; written < bytes; ++it) {
        const double ms = it <= 3 ? 1450.0 : (it == 4 ? 8300.0 : 1190.0 + (it % 7));
        if (it == 4) {
            written += f.write("INFO:megatron.core.transformer.cuda_graphs:Start CUDA Graphs capture...\n"
                               "INFO:megatron.core.transformer.cuda_graphs:Time spent in CUDA Graphs capture on rank "
                               "0: 6.912345s\n");
        }
        int n = std::snprintf(line, sizeof line,
                              " [2026-11-02 10:%02d:%02d] iteration %8d/%8d | consumed samples: %12d | elapsed time "
                              "per iteration (ms): %.1f | throughput per GPU (TFLOP/s/GPU): %.1f | learning rate: "
                              "%.6E | global batch size:   512 | lm loss: %.6E | load_balancing_loss: 1.050000E+00 | "
                              "loss scale: 1.0 | grad norm: 1.234 | number of skipped iterations:   0 | number of nan "
                              "iterations:   0 |\nStep Time : %.2fs GPU utilization: %.1fMODEL_TFLOP/s/GPU\n",
                              (it / 60) % 60, it % 60, it, 5000000, it * 512, ms, 300 * 1190 / ms,
                              3e-4 * std::min(1.0, it / 100.0), 10.0 / (1 + it / 500.0), ms / 1000, 300 * 1190 / ms);
        written += f.write(line, n);
        for (int r = 1; r < 8; ++r) {
            n = std::snprintf(line, sizeof line,
                              "[rank%d]:[W1102 10:00:00.000000000 ProcessGroupNCCL.cpp:4715] [PG ID 0 PG GUID 0 Rank "
                              "%d] using GPU %d as device\n",
                              r, r, r);
            written += f.write(line, n);
        }
    }
    return path;
}

void setBytes(benchmark::State& state)
{
    state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * QFileInfo(g_path).size());
}

// Line splitting alone: the floor set by reading the file.
void BM_LineReaderOnly(benchmark::State& state)
{
    struct Count : LogLineSink
    {
        qint64 lines = 0;
        void line(const LogLine&) override { ++lines; }
    };
    for (auto _ : state) {
        Count sink;
        LogLineReader reader;
        QString error;
        reader.readFile(g_path, sink, &error);
        benchmark::DoNotOptimize(sink.lines);
    }
    setBytes(state);
}
BENCHMARK(BM_LineReaderOnly)->Unit(benchmark::kMillisecond)->UseRealTime();

// The parser: every record of spec section e.
void BM_ParseLog(benchmark::State& state)
{
    for (auto _ : state) {
        TrainingLog log;
        QString error;
        TrainingLogParser::parseFile(g_path, &log, &error);
        benchmark::DoNotOptimize(log.runs);
    }
    setBytes(state);
}
BENCHMARK(BM_ParseLog)->Unit(benchmark::kMillisecond)->UseRealTime();

// Parse, classify (spec e.5) and build the BenchmarkResult, as `cga report` does.
void BM_AnalyzeLog(benchmark::State& state)
{
    for (auto _ : state) {
        TrainingLogResult r;
        QString error;
        TrainingLogResult::load(g_path, {}, &r, &error);
        benchmark::DoNotOptimize(r.result.samples);
    }
    setBytes(state);
}
BENCHMARK(BM_AnalyzeLog)->Unit(benchmark::kMillisecond)->UseRealTime();

// The diagnosis, as `cga diagnose` does: the parse plus every failure signature on every line.
void BM_DiagnoseLog(benchmark::State& state)
{
    for (auto _ : state) {
        LogDiagnosis d;
        QString error;
        d.addFile(g_path, &error);
        benchmark::DoNotOptimize(d.findings());
    }
    setBytes(state);
}
BENCHMARK(BM_DiagnoseLog)->Unit(benchmark::kMillisecond)->UseRealTime();

} // namespace

int main(int argc, char** argv)
{
    benchmark::Initialize(&argc, argv);
    if (argc > 1 && argv[1][0] != '-')
        g_path = QString::fromLocal8Bit(argv[1]);
    else if (!qEnvironmentVariableIsEmpty("CGA_LOG_BENCH_FILE"))
        g_path = qEnvironmentVariable("CGA_LOG_BENCH_FILE");
    else
        g_path = generate(64LL << 20);
    if (g_path.isEmpty() || !QFileInfo::exists(g_path)) {
        std::fprintf(stderr, "no log file to read (give a path or CGA_LOG_BENCH_FILE)\n");
        return 2;
    }
    std::fprintf(stderr, "log: %s (%lld bytes)\n", qPrintable(g_path),
                 static_cast<long long>(QFileInfo(g_path).size()));
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
