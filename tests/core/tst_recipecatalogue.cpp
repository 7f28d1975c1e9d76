// The recipe catalogue generated from the Bridge snapshot (scripts/gen-recipe-catalogue.py): its entries hold the
// values a reader of the Bridge source finds by hand, recipes start configurations, and what the static reading
// could not resolve is said, never guessed.
#include "io/configloader.h"
#include "io/pythonoverridesimporter.h"
#include "recipes/recipecatalogue.h"
#include "rules/diagnostic.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace cga;

namespace {

const RecipeCatalogue& cat()
{
    return RecipeCatalogue::builtIn();
}

QStringList ids(const ImportResult& r)
{
    QStringList out;
    for (const Diagnostic& d : r.diagnostics)
        out << d.id;
    return out;
}

} // namespace

class TestRecipeCatalogue : public QObject
{
    Q_OBJECT

private slots:
    void coversEveryRecipeOfTheSnapshot();
    void valuesReadByHand_data();
    void valuesReadByHand();
    void metadataOfEntries_data();
    void metadataOfEntries();
    void unresolvedValuesAreReportedNotGuessed();
    void aliasesAndModuleNames();
    void searchByModelGpuPrecisionAndGraphs();
    void recipeThenYamlThenHydra();
    void badCatalogueIsRefused();
    void sharedValuesAreReadFromThePools();
    void pythonRecipeFile();
    void pythonHelperCalls_data();
    void pythonHelperCalls();
};

void TestRecipeCatalogue::coversEveryRecipeOfTheSnapshot()
{
    QVERIFY2(cat().entries().size() >= 700, qPrintable(QString::number(cat().entries().size())));
    QCOMPARE(cat().commit(), QStringLiteral("067f987df03b8355b03192d88d70f1709fedf51a"));
    QCOMPARE(cat().date(), QStringLiteral("2026-08-22"));
    int perf = 0, graphs = 0;
    for (const RecipeEntry& e : cat().entries()) {
        perf += e.kind == QLatin1String("perf");
        graphs += e.enablesGraphs();
    }
    QVERIFY(perf > 300);
    QVERIFY(graphs > 200);
    QVERIFY(cat().helperNames().contains(QStringLiteral("_benchmark_common")));
}

// Each row: a recipe function, a field, and the value read by hand in the Bridge snapshot (the source line that
// decides it is in the comment).
void TestRecipeCatalogue::valuesReadByHand_data()
{
    QTest::addColumn<QString>("recipe");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("expected");
    const QString q30fp8 = QStringLiteral("qwen3_30b_a3b_pretrain_16gpu_h100_fp8cs_config");
    // perf_recipes/qwen/h100/qwen3_moe.py:85 cfg.model.expert_model_parallel_size = 16
    QTest::newRow("qwen3-30b fp8cs EP") << q30fp8 << "model.expert_model_parallel_size"
                                        << "16";
    // perf_recipes/qwen/h100/qwen3_moe.py:94-95 cuda_graph_impl / cuda_graph_scope
    QTest::newRow("qwen3-30b fp8cs impl") << q30fp8 << "model.cuda_graph_impl"
                                          << "transformer_engine";
    QTest::newRow("qwen3-30b fp8cs scope") << q30fp8 << "model.cuda_graph_scope"
                                           << "[attn,moe_router,moe_preprocess]";
    // perf_recipes/qwen/h100/qwen3_moe.py:87 cfg.train.global_batch_size = 1024
    QTest::newRow("qwen3-30b fp8cs gbs") << q30fp8 << "train.global_batch_size"
                                         << "1024";
    // perf_recipes/_common.py:86 (via qwen3_moe.py:100 _benchmark_common): graphs active -> TE RNG tracker on
    QTest::newRow("qwen3-30b fp8cs te rng") << q30fp8 << "rng.te_rng_tracker"
                                            << "true";
    // perf_recipes/qwen/h100/qwen3_moe.py:104 "NCCL_GRAPH_REGISTER": 0
    QTest::newRow("qwen3-30b fp8cs env") << q30fp8 << "env_vars.NCCL_GRAPH_REGISTER"
                                         << "0";
    // perf_recipes/qwen/h100/qwen3_moe.py:70 _perf_precision("fp8_cs") -> bf16_with_fp8_current_scaling_mixed
    QTest::newRow("qwen3-30b fp8cs recipe") << q30fp8 << "model.fp8_recipe"
                                            << "tensorwise";

    const QString q30lib = QStringLiteral("qwen3_30b_a3b_pretrain_8gpu_h100_bf16_config");
    // recipes/qwen/h100/qwen3_moe.py:53, :54, :59 TP 4, PP 2, EP 4
    QTest::newRow("qwen3-30b library TP") << q30lib << "model.tensor_model_parallel_size"
                                          << "4";
    QTest::newRow("qwen3-30b library PP") << q30lib << "model.pipeline_model_parallel_size"
                                          << "2";
    QTest::newRow("qwen3-30b library EP") << q30lib << "model.expert_model_parallel_size"
                                          << "4";
    // recipes/qwen/h100/qwen3_moe.py:79 cfg.model.cuda_graph_impl = "none"; :92 recompute_granularity = "full"
    QTest::newRow("qwen3-30b library eager") << q30lib << "model.cuda_graph_impl"
                                             << "none";
    QTest::newRow("qwen3-30b library recompute") << q30lib << "model.recompute_granularity"
                                                 << "full";
    // recipes/common.py:66 _pretrain_common TrainingConfig(global_batch_size=32)
    QTest::newRow("qwen3-30b library gbs") << q30lib << "train.global_batch_size"
                                           << "32";

    const QString llama8 = QStringLiteral("llama3_8b_pretrain_8gpu_b200_bf16_config");
    // perf_recipes/llama/b200/llama3.py:47-48 local graphs of the full iteration; :44 global batch 128
    QTest::newRow("llama3-8b b200 impl") << llama8 << "model.cuda_graph_impl"
                                         << "local";
    QTest::newRow("llama3-8b b200 scope") << llama8 << "model.cuda_graph_scope"
                                          << "[full_iteration]";
    QTest::newRow("llama3-8b b200 gbs") << llama8 << "train.global_batch_size"
                                        << "128";

    const QString dsv3 = QStringLiteral("deepseek_v3_pretrain_256gpu_gb200_fp8mx_config");
    // perf_recipes/deepseek/gb200/deepseek_v3.py:160 _enable_deepseek_full_iteration_mxfp8 (deepseek/common.py)
    // replaces the TE scopes of :151-152 with a full-iteration graph
    QTest::newRow("deepseek-v3 gb200 impl") << dsv3 << "model.cuda_graph_impl"
                                            << "full_iteration";
    // perf_recipes/deepseek/gb200/deepseek_v3.py:141 PP 4, :144 EP 64, :137 _perf_precision("fp8_mx")
    QTest::newRow("deepseek-v3 gb200 PP") << dsv3 << "model.pipeline_model_parallel_size"
                                          << "4";
    QTest::newRow("deepseek-v3 gb200 EP") << dsv3 << "model.expert_model_parallel_size"
                                          << "64";
    QTest::newRow("deepseek-v3 gb200 mxfp8") << dsv3 << "model.fp8_recipe"
                                             << "mxfp8";

    const QString oss = QStringLiteral("gpt_oss_120b_pretrain_64gpu_b300_bf16_config");
    // perf_recipes/gpt_oss/b300/gpt_oss.py:232 EP 8, :234 global batch 1280, :242 scopes
    QTest::newRow("gpt-oss-120b EP") << oss << "model.expert_model_parallel_size"
                                     << "8";
    QTest::newRow("gpt-oss-120b gbs") << oss << "train.global_batch_size"
                                      << "1280";
    QTest::newRow("gpt-oss-120b scope") << oss << "model.cuda_graph_scope"
                                        << "[attn,moe_router,moe_preprocess]";

    const QString kimi = QStringLiteral("kimi_k2_pretrain_256gpu_gb200_bf16_config");
    // perf_recipes/kimi/gb200/kimi_k2.py:39 PP 4, :54 scopes
    QTest::newRow("kimi-k2 PP") << kimi << "model.pipeline_model_parallel_size"
                                << "4";
    QTest::newRow("kimi-k2 scope") << kimi << "model.cuda_graph_scope"
                                   << "[moe_router,moe_preprocess]";

    const QString llamaLib = QStringLiteral("llama3_8b_pretrain_2gpu_h100_bf16_config");
    // recipes/llama/h100/llama3.py:257 CP 2, :259 seq_length 8192, :262 global batch 512
    QTest::newRow("llama3-8b library CP") << llamaLib << "model.context_parallel_size"
                                          << "2";
    QTest::newRow("llama3-8b library seq") << llamaLib << "model.seq_length"
                                           << "8192";
    QTest::newRow("llama3-8b library gbs") << llamaLib << "train.global_batch_size"
                                           << "512";

    const QString nano = QStringLiteral("nemotron_3_nano_pretrain_8gpu_h100_bf16_config");
    // recipes/nemotronh/h100/nemotron_3_nano.py:78 HybridModelProvider(num_layers=52 (:81), num_moe_experts=128
    // (:92), moe_router_topk=6 (:95))
    QTest::newRow("nemotron-3-nano layers") << nano << "model.num_layers"
                                            << "52";
    QTest::newRow("nemotron-3-nano experts") << nano << "model.num_moe_experts"
                                             << "128";
    QTest::newRow("nemotron-3-nano topk") << nano << "model.moe_router_topk"
                                          << "6";

    const QString nanoPerf = QStringLiteral("nemotron_3_nano_pretrain_8gpu_gb200_bf16_config");
    // perf_recipes/nemotronh/gb200/nemotronh.py:322 EP 8, :329 cuda_graph_impl
    QTest::newRow("nemotron-3-nano gb200 EP") << nanoPerf << "model.expert_model_parallel_size"
                                              << "8";
    QTest::newRow("nemotron-3-nano gb200 impl") << nanoPerf << "model.cuda_graph_impl"
                                                << "transformer_engine";

    const QString vl = QStringLiteral("qwen3_vl_30b_a3b_pretrain_16gpu_h100_bf16_config");
    // perf_recipes/qwen_vl/h100/qwen3_vl.py:145 VP 12, :152 scopes
    QTest::newRow("qwen3-vl-30b VP") << vl << "model.virtual_pipeline_model_parallel_size"
                                     << "12";
    QTest::newRow("qwen3-vl-30b scope") << vl << "model.cuda_graph_scope"
                                        << "[moe_router,moe_preprocess]";
}

void TestRecipeCatalogue::valuesReadByHand()
{
    QFETCH(QString, recipe);
    QFETCH(QString, path);
    QFETCH(QString, expected);
    TrainingConfig cfg;
    ImportResult result;
    QVERIFY2(cat().apply(recipe, cfg, result, SourceLocation{}), qPrintable(recipe));
    bool known = false;
    const QVariant v = cfg.valueAt(path, &known);
    QVERIFY2(known, qPrintable(path));
    QCOMPARE(path.startsWith(QLatin1String("env_vars.")) ? v.toString() : displayValue(v), expected);
}

void TestRecipeCatalogue::metadataOfEntries_data()
{
    QTest::addColumn<QString>("recipe");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<int>("numGpus");
    QTest::addColumn<QString>("precision");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("moe"); // 1 MoE, 0 dense, -1 unknown
    QTest::newRow("perf moe") << "qwen3_30b_a3b_pretrain_16gpu_h100_fp8cs_config"
                              << "perf_recipes/qwen/h100/qwen3_moe.py:68"
                              << "h100" << 16 << "fp8cs"
                              << "perf" << 1;
    QTest::newRow("library moe") << "nemotron_3_nano_pretrain_8gpu_h100_bf16_config"
                                 << "recipes/nemotronh/h100/nemotron_3_nano.py:65"
                                 << "h100" << 8 << "bf16"
                                 << "recipe" << 1;
    QTest::newRow("perf dense") << "llama3_8b_pretrain_8gpu_b200_bf16_config"
                                << "perf_recipes/llama/b200/llama3.py:32"
                                << "b200" << 8 << "bf16"
                                << "perf" << 0;
    QTest::newRow("unknown experts") << "llama31_405b_pretrain_256gpu_h100_bf16_config"
                                     << "recipes/llama/h100/llama3.py:1200"
                                     << "h100" << 256 << "bf16"
                                     << "recipe" << -1;
}

void TestRecipeCatalogue::metadataOfEntries()
{
    QFETCH(QString, recipe);
    const RecipeEntry* e = cat().find(recipe);
    QVERIFY(e);
    QTEST(e->sourceText(), "source");
    QTEST(e->gpu, "gpu");
    QTEST(e->numGpus, "numGpus");
    QTEST(e->precision, "precision");
    QTEST(e->kind, "kind");
    QTEST(e->moe ? (*e->moe ? 1 : 0) : -1, "moe");
}

void TestRecipeCatalogue::unresolvedValuesAreReportedNotGuessed()
{
    // The Llama 3.1 405B provider comes from its Hugging Face config.json (recipes/llama/h100/llama3.py:1207):
    // the architecture is listed as unresolved and keeps Megatron's defaults, and IMP-09 says so.
    const RecipeEntry* e = cat().find(QStringLiteral("llama31_405b_pretrain_256gpu_h100_bf16_config"));
    QVERIFY(e);
    QVERIFY(e->unresolvedPaths().contains(QStringLiteral("model.num_layers")));
    QVERIFY(!e->values.contains(QStringLiteral("model.num_layers")));
    TrainingConfig cfg;
    ImportResult result;
    QVERIFY(cat().apply(e->name, cfg, result, SourceLocation{}));
    QVERIFY(!cfg.isSet(FieldId::NumLayers));
    QCOMPARE(ids(result), QStringList{QStringLiteral("IMP-09")});
    QVERIFY(result.diagnostics.first().fields.contains(QStringLiteral("model.num_layers")));

    // A recipe the catalogue resolves completely raises no IMP-09.
    ImportResult clean;
    TrainingConfig c2;
    QVERIFY(cat().apply(QStringLiteral("nemotron_3_nano_pretrain_8gpu_h100_bf16_config"), c2, clean, {}));
    QVERIFY(!ids(clean).contains(QStringLiteral("IMP-09")));
}

void TestRecipeCatalogue::aliasesAndModuleNames()
{
    // perf_recipes/qwen/common.py:23 imports the 8-GPU recipe as qwen3_30b_a3b_pretrain_config; recipes/qwen/
    // qwen3_moe.py:23 gives the same name to the 16-GPU one: the module decides.
    const RecipeEntry* perf
        = cat().find(QStringLiteral("megatron.bridge.perf_recipes.qwen.common:qwen3_30b_a3b_pretrain_config"));
    QVERIFY(perf);
    QCOMPARE(perf->name, QStringLiteral("qwen3_30b_a3b_pretrain_8gpu_h100_bf16_config"));
    const RecipeEntry* lib = cat().find(QStringLiteral("megatron.bridge.recipes.qwen:qwen3_30b_a3b_pretrain_config"));
    QVERIFY(lib);
    QCOMPARE(lib->name, QStringLiteral("qwen3_30b_a3b_pretrain_16gpu_h100_bf16_config"));
    QVERIFY(!cat().find(QStringLiteral("no_such_recipe_config")));
}

void TestRecipeCatalogue::searchByModelGpuPrecisionAndGraphs()
{
    const auto hits = cat().search(QStringLiteral("qwen3_30b h100 fp8cs graphs"));
    QVERIFY(!hits.isEmpty());
    for (const RecipeEntry* e : hits) {
        QVERIFY(e->name.contains(QLatin1String("qwen3_30b")));
        QCOMPARE(e->gpu, QStringLiteral("h100"));
        QVERIFY(e->enablesGraphs());
    }
    QVERIFY(cat().search(QStringLiteral("llama3_8b eager")).size() > 0);
    QVERIFY(cat().search(QStringLiteral("no-such-model")).isEmpty());
}

void TestRecipeCatalogue::recipeThenYamlThenHydra()
{
    // run_script.py _prepare_perf_recipe: the recipe, then --config-file, then Hydra overrides.
    QTemporaryDir dir;
    const QString yaml = dir.filePath(QStringLiteral("overrides.yaml"));
    QFile f(yaml);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("model:\n  cuda_graph_warmup_steps: 5\n  expert_model_parallel_size: 8\n");
    f.close();
    LoadRequest request;
    request.recipe = QStringLiteral("qwen3_30b_a3b_pretrain_16gpu_h100_fp8cs_config");
    request.files << yaml;
    request.overrides << QStringLiteral("model.expert_model_parallel_size=4");
    const LoadedConfig loaded = ConfigLoader::load(request, {}, cat().hooks());
    QVERIFY2(loaded.import.ok(), qPrintable(loaded.import.errorText()));
    QCOMPARE(loaded.config.intValue(FieldId::CudaGraphWarmupSteps), 5); // YAML over the recipe (3)
    QCOMPARE(loaded.config.intValue(FieldId::ExpertModelParallelSize), 4); // Hydra over YAML over the recipe
    QCOMPARE(loaded.config.stringValue(FieldId::CudaGraphImpl), QStringLiteral("transformer_engine")); // recipe

    LoadRequest unknown;
    unknown.recipe = QStringLiteral("no_such_recipe_config");
    QVERIFY(!ConfigLoader::load(unknown, {}, cat().hooks()).import.ok());
}

void TestRecipeCatalogue::badCatalogueIsRefused()
{
    QString error;
    QVERIFY(!RecipeCatalogue::fromJson("{\"recipes\": [", &error));
    QVERIFY(!error.isEmpty());
    const auto empty = RecipeCatalogue::fromJson("{\"recipes\": []}", &error);
    QVERIFY(empty);
    QVERIFY(empty->entries().isEmpty());
}

// The generator writes values, env and unresolved lists that several recipes share once, in "pools"; a recipe names
// its own by index. Both forms read the same, and one pool entry serves every recipe that names it.
void TestRecipeCatalogue::sharedValuesAreReadFromThePools()
{
    const auto c = RecipeCatalogue::fromJson(R"({"pools": {"values": [{"model.num_layers": 4}, {"model.num_layers": 8}],
        "env": [{"NCCL_GRAPH_REGISTER": "0"}], "unresolved": [[{"at": "a.py:1", "paths": ["model.x"], "why": "w"}]]},
      "recipes": [{"name": "a_config", "values": 1, "env": 0, "unresolved": 0},
                  {"name": "b_config", "values": 1, "env": {}, "unresolved": []},
                  {"name": "c_config", "values": {"model.num_layers": 2}}]})");
    QVERIFY(c);
    QCOMPARE(c->entries().size(), 3);
    const RecipeEntry* a = c->find(QStringLiteral("a_config"));
    const RecipeEntry* b = c->find(QStringLiteral("b_config"));
    const RecipeEntry* inPlace = c->find(QStringLiteral("c_config"));
    QVERIFY(a && b && inPlace);
    QCOMPARE(a->values.value(QLatin1String("model.num_layers")).toInt(), 8);
    QCOMPARE(b->values, a->values);
    QCOMPARE(a->env.value(QLatin1String("NCCL_GRAPH_REGISTER")).toString(), QStringLiteral("0"));
    QCOMPARE(a->unresolvedPaths(), QStringList{QStringLiteral("model.x")});
    QVERIFY(b->unresolvedPaths().isEmpty());
    QCOMPARE(inPlace->values.value(QLatin1String("model.num_layers")).toInt(), 2);
}

void TestRecipeCatalogue::pythonRecipeFile()
{
    // A perf recipe body as a user writes it (perf_recipes/qwen/h100/qwen3_moe.py:35-64, shortened), plus edits.
    const QString text = QStringLiteral(
        "from megatron.bridge.perf_recipes.environment import COMMON_PERF_ENV_VARS\n"
        "from megatron.bridge.recipes.qwen.h100.qwen3_moe import (\n"
        "    qwen3_30b_a3b_pretrain_16gpu_h100_bf16_config as _base,\n"
        ")\n"
        "cfg = _base()\n"
        "cfg.mixed_precision = _perf_precision(\"bf16\")\n"
        "cfg.comm_overlap.overlap_moe_expert_parallel_comm = True\n"
        "_benchmark_common(cfg)\n"
        "cfg.env_vars = {\n"
        "    **COMMON_PERF_ENV_VARS,\n"
        "    \"CUDA_DEVICE_MAX_CONNECTIONS\": 32,\n"
        "    \"NCCL_GRAPH_REGISTER\": 0,\n"
        "}\n"
        "cfg.env_vars.update({\"NVTE_FWD_LAYERNORM_SM_MARGIN\": 10})\n"
        "cfg.env_vars[\"USE_MNNVL\"] = 0\n"
        "cfg.model.moe_layer_freq = [0] * 3 + [1] * 45\n"
        "cfg.tokenizer.hf_tokenizer_kwargs = {\"revision\": {\"a\": [1, (2, 3)]}}\n"
        "cfg.rng.te_rng_tracker = cfg.model.use_te_rng_tracker = True\n"
        "cfg.comm_overlap = CommOverlapConfig(tp_comm_overlap=True, overlap_moe_expert_parallel_comm=True)\n"
        "tune_everything(cfg)\n");
    TrainingConfig cfg;
    const ImportResult r = PythonOverridesImporter::importText(text, cfg, QStringLiteral("recipe.py"), cat().hooks());
    // the base recipe: recipes/qwen/h100/qwen3_moe.py:161 EP 16 and the MoE architecture
    QCOMPARE(cfg.intValue(FieldId::ExpertModelParallelSize), 16);
    QCOMPARE(cfg.intValue(FieldId::NumMoeExperts), 128);
    // _benchmark_common (perf_recipes/_common.py:41, :86): 50 iterations; graphs off -> TE RNG off, then the
    // chained assignment turns both on
    QCOMPARE(cfg.intValue(FieldId::TrainIters), 50);
    QVERIFY(cfg.boolValue(FieldId::RngTeRngTracker));
    QVERIFY(cfg.boolValue(FieldId::UseTeRngTracker));
    QCOMPARE(cfg.envValue(QStringLiteral("CUDA_DEVICE_MAX_CONNECTIONS")), QStringLiteral("32"));
    QCOMPARE(cfg.envValue(QStringLiteral("NCCL_GRAPH_REGISTER")), QStringLiteral("0"));
    QCOMPARE(cfg.envValue(QStringLiteral("NVTE_FWD_LAYERNORM_SM_MARGIN")), QStringLiteral("10"));
    QCOMPARE(cfg.envValue(QStringLiteral("USE_MNNVL")), QStringLiteral("0"));
    QVERIFY(cfg.hasEnv(QStringLiteral("TORCH_NCCL_HIGH_PRIORITY"))); // from COMMON_PERF_ENV_VARS
    QCOMPARE(cfg.value(FieldId::MoeLayerFreq).toList().size(), 48);
    QVERIFY(cfg.boolValue(FieldId::CommOverlapMoeExpertParallelComm));
    // one warning, for the one statement that was not understood (the last line), and no error
    QStringList warnings;
    for (const Diagnostic& d : r.diagnostics) {
        QVERIFY2(d.severity != Severity::Error, qPrintable(d.id + QStringLiteral(": ") + d.message));
        if (d.id == QLatin1String("IMP-08"))
            warnings << QString::number(d.location.line);
    }
    QCOMPARE(warnings, QStringList{QStringLiteral("20")});
}

void TestRecipeCatalogue::pythonHelperCalls_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("expected");
    const QString base = QStringLiteral("cfg = llama3_8b_pretrain_8gpu_b200_bf16_config()\n");
    // perf_recipes/qwen/common.py:31-33 _with_global_batch_size(cfg, global_batch_size)
    QTest::newRow("positional argument") << QStringLiteral("cfg = _with_global_batch_size(llama3_8b_pretrain_8gpu_b200_"
                                                           "bf16_config(), 512)\n")
                                         << "train.global_batch_size"
                                         << "512";
    // perf_recipes/_common.py:70 cross_entropy_fusion_impl = cross_entropy_impl
    QTest::newRow("keyword argument") << base + "_benchmark_common(cfg, cross_entropy_impl=\"native\")\n"
                                      << "model.cross_entropy_fusion_impl"
                                      << "native";
    // utils/cuda_graph.py:77-86 set_cuda_graph_modules
    QTest::newRow("cuda graph modules") << base + "set_cuda_graph_modules(cfg.model, [\"attn\", \"mlp\"])\n"
                                        << "model.cuda_graph_modules"
                                        << "[attn,mlp]";
    // utils/cuda_graph.py:95-105 set_full_iteration_cuda_graph
    QTest::newRow("full iteration") << base + "set_full_iteration_cuda_graph(cfg.model)\n"
                                    << "model.cuda_graph_impl"
                                    << "full_iteration";
    // perf_recipes/_common.py:83-84: graphs off clears the scopes
    QTest::newRow("eager clears scopes") << base + "cfg.model.cuda_graph_impl = \"none\"\n_benchmark_common(cfg)\n"
                                         << "model.cuda_graph_scope"
                                         << "[]";
}

void TestRecipeCatalogue::pythonHelperCalls()
{
    QFETCH(QString, text);
    QFETCH(QString, path);
    QFETCH(QString, expected);
    TrainingConfig cfg;
    const ImportResult r = PythonOverridesImporter::importText(text, cfg, QStringLiteral("r.py"), cat().hooks());
    for (const Diagnostic& d : r.diagnostics)
        QVERIFY2(d.id != QLatin1String("IMP-08"), qPrintable(d.message));
    QCOMPARE(displayValue(cfg.valueAt(path)), expected);
}

QTEST_GUILESS_MAIN(TestRecipeCatalogue)
#include "tst_recipecatalogue.moc"
