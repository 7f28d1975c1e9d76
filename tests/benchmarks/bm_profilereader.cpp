// Profile reading speed (docs/benchmarks.md, "Profile reader"): bytes of trace JSON per second of CPU time for the
// stream alone, the reader (ProfileTrace) and everything `cga profile` computes (ProfileReport::load); and the same
// trace written as an Nsight Systems SQLite export (support/nsysexportwriter.h), read by NsightSqliteReader.
//
//   bm_profilereader big.json          (or CGA_PROFILE_BENCH_FILE=big.json; a trace from scripts/make-big-trace.py)
//
// Without a file, scripts/make-big-trace.py writes a 32 MB trace from the kept real one into a temporary folder.
#include "profile/nsightsqlitereader.h"
#include "profile/profilereport.h"
#include "profile/profiletrace.h"
#include "profile/traceeventstream.h"
#include "support/nsysexportwriter.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>
#include <cstdio>
#include <memory>

using namespace cga;

namespace {

QString g_path;
QString g_export;
std::unique_ptr<QTemporaryDir> g_dir;
std::unique_ptr<QTemporaryDir> g_exportDir;

// The trace as an Nsight Systems export; empty on failure.
QString writeExport(const QString& trace)
{
    g_exportDir = std::make_unique<QTemporaryDir>();
    const QString out = g_exportDir->filePath(QStringLiteral("big.sqlite"));
    QString error;
    if (!cga::test::NsysExportWriter().writeTrace(trace, out, &error)) {
        std::fprintf(stderr, "export: %s\n", qPrintable(error));
        return {};
    }
    return out;
}

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

// NsightSqliteReader on the same steps as an export: every row read (no window), in bytes of the SQLite file.
void BM_ReadNsightExport(benchmark::State& state)
{
    qint64 rows = 0;
    for (auto _ : state) {
        ProfileTrace t;
        ProfileError error;
        ProfileReadOptions all;
        all.maxSteps = 0;
        if (!NsightSqliteReader::read(g_export, &t, &error, all))
            state.SkipWithError(qPrintable(error.message));
        benchmark::DoNotOptimize(t.spans.data());
        rows = t.eventCount;
    }
    state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * QFileInfo(g_export).size());
    state.counters["rows"] = double(rows);
    state.counters["rows_per_s"] = benchmark::Counter(double(rows), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_ReadNsightExport)->Unit(benchmark::kMillisecond);

// What `cga profile` computes from the export, with its default window of 10 steps.
void BM_NsightReport(benchmark::State& state)
{
    for (auto _ : state) {
        ProfileReport r;
        ProfileError error;
        if (!ProfileReport::load(g_export, &r, &error))
            state.SkipWithError(qPrintable(error.message));
        benchmark::DoNotOptimize(r.analysis.steps.size());
    }
    state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * QFileInfo(g_export).size());
}
BENCHMARK(BM_NsightReport)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv); // Qt SQL loads its SQLite driver as a plugin
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
    g_export = writeExport(g_path);
    if (g_export.isEmpty()) {
        std::fprintf(stderr, "could not write the trace as an Nsight Systems export\n");
        return 2;
    }
    std::fprintf(stderr, "export: %s (%lld bytes)\n", qPrintable(g_export),
                 static_cast<long long>(QFileInfo(g_export).size()));
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
