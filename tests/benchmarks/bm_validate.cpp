// Validation latency: one full evaluation of realistic configurations (docs/benchmarks.md).
#include "io/yamlimporter.h"
#include "rules/rulesengine.h"

#include <QCoreApplication>
#include <QFile>

#include <benchmark/benchmark.h>

using namespace cga;

namespace {

TrainingConfig load(const char* file)
{
    TrainingConfig cfg;
    QFile f(QStringLiteral(CGA_SOURCE_DIR "/resources/examples/") + QLatin1String(file));
    if (!f.open(QIODevice::ReadOnly))
        abort();
    YamlImporter::importText(f.readAll(), QString::fromLatin1(file), cfg);
    return cfg;
}

TargetContext h100()
{
    TargetContext t;
    t.gpu = *TargetContext::parseGpu(QStringLiteral("h100"));
    t.teVersion = QVersionNumber(2, 12);
    t.torchVersion = QVersionNumber(2, 11);
    return t;
}

// A valid MoE config: every rule evaluated, a few notes, nothing to prove.
void BM_ValidateValidMoe(benchmark::State& state)
{
    const TrainingConfig cfg = load("qwen3-30b-a3b-te-scoped.yaml");
    const TargetContext t = h100();
    for (auto _ : state)
        benchmark::DoNotOptimize(RulesEngine::validate(cfg, t));
}
BENCHMARK(BM_ValidateValidMoe)->Unit(benchmark::kMicrosecond);

// A config with three errors: every rule, plus re-validation to prove each candidate fix.
void BM_ValidateBrokenWithFixProofs(benchmark::State& state)
{
    const TrainingConfig cfg = load("llama3-8b-broken.yaml");
    const TargetContext t = h100();
    for (auto _ : state)
        benchmark::DoNotOptimize(RulesEngine::validate(cfg, t));
}
BENCHMARK(BM_ValidateBrokenWithFixProofs)->Unit(benchmark::kMicrosecond);

// The same broken config without fix proofs: one plain evaluation.
void BM_ValidateBrokenNoProofs(benchmark::State& state)
{
    const TrainingConfig cfg = load("llama3-8b-broken.yaml");
    const TargetContext t = h100();
    ValidationOptions o;
    o.proveFixes = false;
    for (auto _ : state)
        benchmark::DoNotOptimize(RulesEngine::validate(cfg, t, o));
}
BENCHMARK(BM_ValidateBrokenNoProofs)->Unit(benchmark::kMicrosecond);

// A scope list of N unknown names (a hostile or garbled file), with fix proofs: one finding and one proof, so the
// time grows linearly with N (it grew with the cube while each name was a finding with its own proven fix).
void BM_ValidateUnknownScopes(benchmark::State& state)
{
    TrainingConfig cfg = load("qwen3-30b-a3b-te-scoped.yaml");
    QStringList names;
    for (int i = 0; i < state.range(0); ++i)
        names << QStringLiteral("x%1").arg(i);
    cfg.set(FieldId::CudaGraphModules, names);
    const TargetContext t = h100();
    for (auto _ : state)
        benchmark::DoNotOptimize(RulesEngine::validate(cfg, t));
    state.SetComplexityN(state.range(0));
}
BENCHMARK(BM_ValidateUnknownScopes)->RangeMultiplier(4)->Range(16, 4096)->Complexity()->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
