// The recipe catalogue: reading the embedded catalogue (every Bridge recipe function) and reading a Python recipe
// file of 100 lines that starts from a catalogue recipe (docs/benchmarks.md; targets < 50 ms and < 10 ms).
#include "io/pythonoverridesimporter.h"
#include "recipes/recipecatalogue.h"

#include <QCoreApplication>
#include <QFile>

#include <benchmark/benchmark.h>

namespace {

void BM_CatalogueLoad(benchmark::State& state)
{
    for (auto _ : state) {
        QFile f(QStringLiteral(":/recipes/catalogue.json"));
        if (!f.open(QIODevice::ReadOnly)) {
            state.SkipWithError("the catalogue is not embedded");
            return;
        }
        auto c = cga::RecipeCatalogue::fromJson(f.readAll());
        benchmark::DoNotOptimize(c);
        state.counters["recipes"] = c ? double(c->entries().size()) : 0;
    }
}
BENCHMARK(BM_CatalogueLoad)->Unit(benchmark::kMillisecond);

// A perf recipe body (perf_recipes/qwen/h100/qwen3_moe.py:68-123) padded with edits to 100 lines.
QString recipeBody()
{
    QString t = QStringLiteral(
        "from megatron.bridge.perf_recipes.environment import COMMON_PERF_ENV_VARS\n"
        "from megatron.bridge.perf_recipes.qwen.common import qwen3_30b_a3b_pretrain_config, _benchmark_common\n"
        "cfg = qwen3_30b_a3b_pretrain_config()\n"
        "cfg.mixed_precision = _perf_precision(\"fp8_cs\")\n"
        "cfg.model.moe_layer_freq = [0] * 3 + [1] * 45\n"
        "cfg.model.cuda_graph_impl = \"transformer_engine\"\n"
        "cfg.model.cuda_graph_scope = [\"attn\", \"moe_router\", \"moe_preprocess\"]\n"
        "cfg.comm_overlap = CommOverlapConfig(tp_comm_overlap=True)\n"
        "_benchmark_common(cfg)\n"
        "cfg.env_vars = {\n"
        "    **COMMON_PERF_ENV_VARS,\n"
        "    \"CUDA_DEVICE_MAX_CONNECTIONS\": 32,\n"
        "    \"NCCL_GRAPH_REGISTER\": 0,\n"
        "}\n");
    int lines = int(t.count(QLatin1Char('\n')));
    for (int i = 0; lines < 100; ++i, ++lines)
        t += (i % 2 ? QStringLiteral("cfg.model.expert_model_parallel_size = %1\n")
                    : QStringLiteral("cfg.env_vars[\"VAR_%1\"] = \"x\"\n"))
                 .arg(i);
    return t;
}

void BM_RecipeBody100Lines(benchmark::State& state)
{
    const cga::RecipeHooks hooks = cga::RecipeCatalogue::builtIn().hooks(); // loaded once, before the loop
    const QString text = recipeBody();
    for (auto _ : state) {
        cga::TrainingConfig cfg;
        auto r = cga::PythonOverridesImporter::importText(text, cfg, QStringLiteral("recipe.py"), hooks);
        benchmark::DoNotOptimize(r);
    }
}
BENCHMARK(BM_RecipeBody100Lines)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
