// Profile reading speed (docs/benchmarks.md, "Profile reader"): bytes of trace JSON per second of CPU time for the
// stream alone, the reader (ProfileTrace) and everything `cga profile` computes (ProfileReport::load).
//
//   bm_profilereader big.json          (or CGA_PROFILE_BENCH_FILE=big.json; a trace from scripts/make-big-trace.py)
//
// Without a file, scripts/make-big-trace.py writes a 32 MB trace from the kept real one into a temporary folder.
#include "profile/profilereport.h"
#include "profile/profiletrace.h"
#include "profile/traceeventstream.h"

#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>
#include <cstdio>
#include <memory>

using namespace cga;

namespace {

QString g_path;
std::unique_ptr<QTemporaryDir> g_dir;

QString generate(int copies)
{
    g_dir = std::make_unique<QTemporaryDir>();
    const QString out = g_dir->filePath(QStringLiteral("big.json"));
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedChannels);
    p.start(QStringLiteral("python3"),
            {QStringLiteral(CGA_SOURCE_DIR "/scripts/make-big-trace.py"),
             QStringLiteral(CGA_SOURCE_DIR "/tests/data/profile/dense_eager.pt.trace.json.gz"), out,
             QStringLiteral("--copies"), QString::number(copies)});
    if (!p.waitForFinished(300000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return {};
    return out;
}

void report(benchmark::State& state, qint64 bytes, qint64 highWater)
{
    state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * bytes);
    state.counters["buffer_KiB"] = double(highWater) / 1024;
}

// Every event through the stream and the parser, none skipped by its category: the reader's floor.
void BM_StreamEveryEvent(benchmark::State& state)
{
    qint64 bytes = 0;
    qint64 highWater = 0;
    for (auto _ : state) {
        TraceEventStream stream(g_path);
        TraceEvent e;
        qint64 kept = 0;
        while (stream.next(&e))
            ++kept;
        if (stream.error().isError())
            state.SkipWithError(qPrintable(stream.error().message));
        benchmark::DoNotOptimize(kept);
        bytes = stream.bytesRead();
        highWater = stream.bufferHighWater();
    }
    report(state, bytes, highWater);
}
BENCHMARK(BM_StreamEveryEvent)->Unit(benchmark::kMillisecond);

// ProfileTrace::read: the categories the analysis uses, their spans, names interned, fwdbwd links.
void BM_ReadTrace(benchmark::State& state)
{
    qint64 bytes = 0;
    qint64 highWater = 0;
    for (auto _ : state) {
        ProfileTrace t;
        ProfileError error;
        if (!ProfileTrace::read(g_path, &t, &error))
            state.SkipWithError(qPrintable(error.message));
        benchmark::DoNotOptimize(t.spans.data());
        bytes = t.bytes;
        highWater = t.readerHighWater;
    }
    report(state, bytes, highWater);
}
BENCHMARK(BM_ReadTrace)->Unit(benchmark::kMillisecond);

// What `cga profile` computes: the reader, the analysis of every step and the prediction.
void BM_ProfileReport(benchmark::State& state)
{
    qint64 bytes = 0;
    qint64 highWater = 0;
    for (auto _ : state) {
        ProfileReport r;
        ProfileError error;
        if (!ProfileReport::load(g_path, &r, &error))
            state.SkipWithError(qPrintable(error.message));
        benchmark::DoNotOptimize(r.analysis.steps.size());
        bytes = r.analysis.bytes;
        highWater = r.analysis.readerHighWater;
    }
    report(state, bytes, highWater);
}
BENCHMARK(BM_ProfileReport)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv)
{
    benchmark::Initialize(&argc, argv);
    if (argc > 1 && argv[1][0] != '-')
        g_path = QString::fromLocal8Bit(argv[1]);
    else if (!qEnvironmentVariableIsEmpty("CGA_PROFILE_BENCH_FILE"))
        g_path = qEnvironmentVariable("CGA_PROFILE_BENCH_FILE");
    else
        g_path = generate(10);
    if (g_path.isEmpty() || !QFileInfo::exists(g_path)) {
        std::fprintf(stderr, "no trace to read (give a path or CGA_PROFILE_BENCH_FILE)\n");
        return 2;
    }
    std::fprintf(stderr, "trace: %s (%lld bytes)\n", qPrintable(g_path),
                 static_cast<long long>(QFileInfo(g_path).size()));
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
