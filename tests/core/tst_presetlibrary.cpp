// The preset library: Megatron Bridge recipes that enable CUDA graphs (spec section f), their eager baselines, and
// what a user relies on: every preset is valid under its own target, covers the models and GPUs the issue names,
// resolves perf-harness commands, and reads in English and Chinese.
#include "emit/rollback.h"
#include "io/configloader.h"
#include "io/hydraoverrides.h"
#include "recipes/presetlibrary.h"
#include "rules/rulesengine.h"

#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace cga;

namespace {

const PresetLibrary& lib()
{
    return PresetLibrary::builtIn();
}

QString errorsOf(const ValidationReport& r)
{
    QStringList out;
    for (const Diagnostic& d : r.diagnostics)
        if (d.isError())
            out << d.id + QStringLiteral(": ") + d.message;
    return out.join(QLatin1Char('\n'));
}

} // namespace

class TestPresetLibrary : public QObject
{
    Q_OBJECT

private slots:
    void loadsEveryFile();
    void coversTheIssuesModelsGpusAndPrecisions();
    void presetIsValidUnderItsOwnTarget_data();
    void presetIsValidUnderItsOwnTarget();
    void graphPresetsMatchTheirRecipeTable_data();
    void graphPresetsMatchTheirRecipeTable();
    void defaultPresetIsTheSkillsWorkedExample();
    void qwen3VlAnomalyIsKeptFaithfully();
    void titlesAndDescriptionsInBothLanguages();
    void baselinesAreTheRollbackOfTheirGraphPreset_data();
    void baselinesAreTheRollbackOfTheirGraphPreset();
    void harnessCommandStartsFromThePreset();
    void loadFileAcceptsAPresetOrAPlainBridgeYaml();
    void brokenPresetFileIsReported();
    void packedMlpScopeWrittenAsCudaGraphScopeIsValid();
};

void TestPresetLibrary::loadsEveryFile()
{
    QVERIFY2(lib().errors().isEmpty(), qPrintable(lib().errors().join(QLatin1Char('\n'))));
    QVERIFY(lib().presets().size() >= 20);
    QSet<QString> ids;
    for (const PresetInfo& p : lib().presets()) {
        QVERIFY2(!ids.contains(p.id), qPrintable(p.id));
        ids.insert(p.id);
        QVERIFY2(p.path.endsWith(p.id + QStringLiteral(".yaml")), qPrintable(p.path));
        QVERIFY2(!p.sourceRecipe.isEmpty() && !p.source.isEmpty(), qPrintable(p.id));
        QVERIFY2(p.source.contains(QLatin1Char(':')), qPrintable(p.source)); // file:line from the spec
        QVERIFY2(p.numGpus > 0 && !p.gpu.isEmpty() && !p.precision.isEmpty(), qPrintable(p.id));
        const auto preset = lib().load(p.id);
        QVERIFY(preset);
        QVERIFY2(preset->import.diagnostics.isEmpty(), qPrintable(p.id)); // every key is a known field
    }
}

void TestPresetLibrary::coversTheIssuesModelsGpusAndPrecisions()
{
    QSet<QString> families, gpus, precisions, kinds;
    int baselines = 0;
    bool hopper = false, blackwell = false;
    for (const PresetInfo& p : lib().presets()) {
        families.insert(p.family);
        gpus.insert(p.gpu);
        precisions.insert(p.precision);
        kinds.insert(WorkloadKinds::name(p.kind));
        baselines += p.isBaseline() ? 1 : 0;
        const auto gpu = TargetContext::parseGpu(p.gpu);
        QVERIFY(gpu);
        hopper = hopper || !gpu->isBlackwellOrLater();
        blackwell = blackwell || gpu->isBlackwellOrLater();
    }
    for (const char* f : {"Llama 3", "Qwen3 MoE", "DeepSeek V3", "GPT-OSS", "Kimi K2", "Nemotron-H", "Qwen3-VL"})
        QVERIFY2(families.contains(QLatin1String(f)), f);
    for (const char* k : {"dense", "moe-dropless", "hybrid", "vlm"})
        QVERIFY2(kinds.contains(QLatin1String(k)), k);
    QVERIFY(hopper && blackwell);
    QVERIFY(precisions.contains(QStringLiteral("bf16")));
    QVERIFY(precisions.contains(QStringLiteral("fp8cs")) && precisions.contains(QStringLiteral("fp8mx")));
    QVERIFY(baselines >= 3);
    // Both Llama 3 sizes.
    QVERIFY(lib().info(QStringLiteral("llama3-8b-b200-bf16-full")));
    QVERIFY(lib().info(QStringLiteral("llama3-70b-h100-fp8cs-sft-te")));
    QCOMPARE(lib().families().size(), families.size());
}

void TestPresetLibrary::presetIsValidUnderItsOwnTarget_data()
{
    QTest::addColumn<QString>("id");
    for (const PresetInfo& p : lib().presets())
        QTest::newRow(qPrintable(p.id)) << p.id;
}

void TestPresetLibrary::presetIsValidUnderItsOwnTarget()
{
    QFETCH(QString, id);
    const auto p = lib().load(id);
    QVERIFY(p);
    QCOMPARE(p->target.gpu.name, p->info.gpu);
    QVERIFY(!p->target.teVersion.isNull());
    for (McoreProfile profile : {McoreProfile::Pinned, McoreProfile::Head}) {
        TargetContext t = p->target;
        t.profile = profile;
        const ValidationReport r = RulesEngine::validate(p->config, t);
        QVERIFY2(r.valid(), qPrintable(id + QLatin1Char('\n') + errorsOf(r)));
    }
}

void TestPresetLibrary::graphPresetsMatchTheirRecipeTable_data()
{
    // Spot checks against spec section f: implementation after normalisation, scopes, warmup, TE RNG.
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("impl");
    QTest::addColumn<QStringList>("modules");
    QTest::addColumn<int>("warmup");
    QTest::addColumn<bool>("teRng");
    QTest::newRow("qwen3 h100 bf16") << "qwen3-30b-a3b-h100-bf16-te"
                                     << "transformer_engine" << QStringList{"moe_router", "moe_preprocess"} << 3
                                     << true;
    QTest::newRow("qwen3 h100 fp8") << "qwen3-30b-a3b-h100-fp8cs-te"
                                    << "transformer_engine" << QStringList{"attn", "moe_router", "moe_preprocess"} << 3
                                    << true;
    QTest::newRow("llama 8b local->full") << "llama3-8b-b200-bf16-full"
                                          << "full_iteration" << QStringList{} << 3 << true;
    QTest::newRow("llama 70b whole layer") << "llama3-70b-gb200-nvfp4-te-layer"
                                           << "transformer_engine" << QStringList{} << 3 << true;
    QTest::newRow("gpt-oss 120b full") << "gpt-oss-120b-gb300-fp8mx-full"
                                       << "full_iteration" << QStringList{} << 2 << true;
    QTest::newRow("gpt-oss 20b") << "gpt-oss-20b-b300-nvfp4-te"
                                 << "transformer_engine" << QStringList{"attn", "moe_router", "moe_preprocess"} << 2
                                 << true;
    QTest::newRow("nemotron h100") << "nemotron-3-nano-h100-bf16-te"
                                   << "transformer_engine" << QStringList{"attn", "mamba"} << 3 << true;
    QTest::newRow("nemotronh 56b") << "nemotronh-56b-h100-fp8cs-te"
                                   << "transformer_engine" << QStringList{"mamba"} << 3 << true;
    QTest::newRow("qwen3-vl anomaly") << "qwen3-vl-30b-a3b-h100-fp8cs-te"
                                      << "transformer_engine" << QStringList{"moe_router", "moe_preprocess"} << 3
                                      << false;
    QTest::newRow("baseline") << "qwen3-30b-a3b-h100-bf16-eager"
                              << "none" << QStringList{} << 3 << false;
}

void TestPresetLibrary::graphPresetsMatchTheirRecipeTable()
{
    QFETCH(QString, id);
    QFETCH(QString, impl);
    QFETCH(QStringList, modules);
    QFETCH(int, warmup);
    QFETCH(bool, teRng);
    const auto p = lib().load(id);
    QVERIFY(p);
    const TrainingConfig n = RulesEngine::validate(p->config, p->target).normalized;
    QCOMPARE(n.stringValue(FieldId::CudaGraphImpl), impl);
    QCOMPARE(n.listValue(FieldId::CudaGraphModules), modules);
    QCOMPARE(n.intValue(FieldId::CudaGraphWarmupSteps), warmup);
    QCOMPARE(n.boolValue(FieldId::UseTeRngTracker), teRng);
    QCOMPARE(n.boolValue(FieldId::RngTeRngTracker), teRng);
}

void TestPresetLibrary::defaultPresetIsTheSkillsWorkedExample()
{
    const auto p = lib().load(PresetLibrary::defaultPresetId());
    QVERIFY(p);
    QCOMPARE(p->info.gpu, QStringLiteral("h100"));
    QCOMPARE(p->info.numGpus, 16);
    QCOMPARE(p->info.kind, WorkloadKind::MoeDropless);
    QCOMPARE(p->info.harness.functionName(), QStringLiteral("qwen3_30b_a3b_pretrain_16gpu_h100_bf16_config"));
    QCOMPARE(p->config.listValue(FieldId::CudaGraphScope), (QStringList{"moe_router", "moe_preprocess"}));
    QVERIFY(!p->info.isBaseline());
    QVERIFY(lib().baselineFor(p->info.id));
}

void TestPresetLibrary::qwen3VlAnomalyIsKeptFaithfully()
{
    // Spec f.2: TE graphs with both TE RNG flags False; valid because MB-05 applies to GPT providers only.
    const auto p = lib().load(QStringLiteral("qwen3-vl-30b-a3b-h100-fp8cs-te"));
    QVERIFY(p);
    QVERIFY(!p->config.boolValue(FieldId::UseTeRngTracker));
    const ValidationReport r = RulesEngine::validate(p->config, p->target);
    QVERIFY(r.valid());
    QVERIFY(!r.has(QStringLiteral("MB-05")));
    QVERIFY(!p->info.note(QStringLiteral("en")).isEmpty());
    // The same settings on a GPT provider are rejected.
    TrainingConfig gpt = p->config;
    gpt.set(FieldId::ModelTarget, QStringLiteral("megatron.bridge.models.qwen.qwen_provider.Qwen3MoEModelProvider"));
    QVERIFY(RulesEngine::validate(gpt, p->target).has(QStringLiteral("MB-05")));
}

void TestPresetLibrary::titlesAndDescriptionsInBothLanguages()
{
    for (const PresetInfo& p : lib().presets()) {
        QVERIFY2(!p.title(QStringLiteral("en")).isEmpty() && !p.description(QStringLiteral("en")).isEmpty(),
                 qPrintable(p.id));
        QVERIFY2(p.title(QStringLiteral("zh_CN")) != p.title(QStringLiteral("en")), qPrintable(p.id));
        QVERIFY2(p.description(QStringLiteral("zh_CN")) != p.description(QStringLiteral("en")), qPrintable(p.id));
        // An unknown language falls back to English.
        QCOMPARE(p.title(QStringLiteral("de")), p.title(QStringLiteral("en")));
    }
}

void TestPresetLibrary::baselinesAreTheRollbackOfTheirGraphPreset_data()
{
    QTest::addColumn<QString>("baseline");
    for (const PresetInfo& p : lib().presets())
        if (p.isBaseline())
            QTest::newRow(qPrintable(p.id)) << p.id;
}

void TestPresetLibrary::baselinesAreTheRollbackOfTheirGraphPreset()
{
    // The eager baseline a cluster A/B compares against is exactly the rollback of the graph preset.
    QFETCH(QString, baseline);
    const auto eager = lib().load(baseline);
    QVERIFY(eager);
    const auto graph = lib().load(eager->info.baselineOf);
    QVERIFY2(graph, qPrintable(eager->info.baselineOf));
    QCOMPARE(graph->info.harness.functionName(), eager->info.harness.functionName());
    ValidationOptions vo;
    vo.proveFixes = false;
    const TrainingConfig rolledBack = Rollback::make(graph->config, graph->target).config;
    const QStringList diff
        = TrainingConfig::differences(RulesEngine::validate(rolledBack, graph->target, vo).normalized,
                                      RulesEngine::validate(eager->config, eager->target, vo).normalized);
    QVERIFY2(diff.isEmpty(), qPrintable(diff.join(QStringLiteral(", "))));
}

void TestPresetLibrary::harnessCommandStartsFromThePreset()
{
    // `cga validate --harness-args` with a known recipe starts from the preset (no IMP-05), and the Qwen3-VL recipe
    // keeps its TE RNG flags off as shipped.
    LoadRequest req;
    req.harnessArgs = QStringLiteral("python scripts/performance/run_script.py -m qwen_vl -mr qwen3_vl_30b_a3b "
                                     "-g h100 -c fp8_cs -ng 16");
    const LoadedConfig loaded = ConfigLoader::load(req, lib().resolver());
    QStringList ids;
    for (const Diagnostic& d : loaded.import.diagnostics)
        ids << d.id;
    QVERIFY(!ids.contains(QStringLiteral("IMP-05")));
    QCOMPARE(loaded.config.intValue(FieldId::NumMoeExperts), 128);
    QVERIFY(!loaded.config.boolValue(FieldId::UseTeRngTracker));
    QCOMPARE(loaded.config.stringValue(FieldId::Fp8Recipe), QStringLiteral("tensorwise"));
    QCOMPARE(loaded.config.stringValue(FieldId::Fp8), QStringLiteral("hybrid")); // the recipe's, not -c's e4m3

    // Baselines and library recipes never answer for a function name; the perf recipe does.
    const auto info = lib().findByRecipeFunction(QStringLiteral("qwen3_30b_a3b_pretrain_16gpu_h100_bf16_config"));
    QVERIFY(info);
    QCOMPARE(info->id, QStringLiteral("qwen3-30b-a3b-h100-bf16-te"));
    QVERIFY(!lib().findByRecipeFunction(QStringLiteral("no_such_recipe_config")));
}

void TestPresetLibrary::loadFileAcceptsAPresetOrAPlainBridgeYaml()
{
    QTemporaryDir dir;
    const QString plain = dir.filePath(QStringLiteral("my-run.yaml"));
    QFile f(plain);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("model:\n  num_moe_experts: 64\n  cuda_graph_impl: transformer_engine\n"
            "  cuda_graph_modules: [moe_router, moe_preprocess]\n");
    f.close();
    QString error;
    const auto p = PresetLibrary::loadFile(plain, &error);
    QVERIFY2(p, qPrintable(error));
    QCOMPARE(p->info.id, QStringLiteral("my-run"));
    QCOMPARE(p->info.kind, WorkloadKind::MoeDropless);
    QCOMPARE(p->config.intValue(FieldId::NumMoeExperts), 64);

    const auto copy = PresetLibrary::loadFile(QStringLiteral(":/presets/kimi-k2-gb200-bf16-te.yaml"), &error);
    QVERIFY2(copy, qPrintable(error));
    QCOMPARE(copy->info.family, QStringLiteral("Kimi K2"));
    QCOMPARE(copy->target.gpu.name, QStringLiteral("gb200"));
}

void TestPresetLibrary::brokenPresetFileIsReported()
{
    QTemporaryDir dir;
    QFile good(dir.filePath(QStringLiteral("a.yaml")));
    QVERIFY(good.open(QIODevice::WriteOnly));
    good.write("cga_preset:\n  id: a\n  kind: dense\n  gpu: h100\nmodel:\n  num_layers: 4\n");
    good.close();
    QFile noKind(dir.filePath(QStringLiteral("b.yaml")));
    QVERIFY(noKind.open(QIODevice::WriteOnly));
    noKind.write("cga_preset:\n  id: b\nmodel:\n  num_layers: 4\n");
    noKind.close();
    QFile badGpu(dir.filePath(QStringLiteral("c.yaml")));
    QVERIFY(badGpu.open(QIODevice::WriteOnly));
    badGpu.write("cga_preset:\n  id: c\n  kind: dense\n  gpu: tpu9\n");
    badGpu.close();
    const PresetLibrary l(dir.path());
    QCOMPARE(l.presets().size(), 1);
    QCOMPARE(l.errors().size(), 2);
    QVERIFY(l.errors().join(QLatin1Char(' ')).contains(QStringLiteral("b.yaml")));
    QVERIFY(l.errors().join(QLatin1Char(' ')).contains(QStringLiteral("tpu9")));
}

void TestPresetLibrary::packedMlpScopeWrittenAsCudaGraphScopeIsValid()
{
    // MB-09 runs in validate() before cuda_graph_scope migrates to cuda_graph_modules; Bridge reads both spellings,
    // so the Llama 3 70B SFT recipes (cuda_graph_scope=["mlp"], pad_cu_seqlens=False) are valid, while attn is not.
    TrainingConfig cfg;
    const ImportResult r = HydraOverrides::apply(
        {"model.cuda_graph_impl=transformer_engine", "model.cuda_graph_scope=[mlp]", "model.use_te_rng_tracker=true",
         "dataset.offline_packing_specs.pad_cu_seqlens=false", "dataset.pad_to_max_length=true"},
        cfg);
    QVERIFY(r.diagnostics.isEmpty());
    QVERIFY(cfg.boolValue(FieldId::OfflinePackingSpecs)); // a field inside the specs means they exist
    QVERIFY(!RulesEngine::validate(cfg, TargetContext()).has(QStringLiteral("MB-09")));
    cfg.set(FieldId::CudaGraphScope, QStringList{"attn"});
    QVERIFY(RulesEngine::validate(cfg, TargetContext()).has(QStringLiteral("MB-09")));
    cfg.unset(FieldId::CudaGraphScope);
    QVERIFY(RulesEngine::validate(cfg, TargetContext()).has(QStringLiteral("MB-09"))); // whole layer
}

QTEST_GUILESS_MAIN(TestPresetLibrary)
#include "tst_presetlibrary.moc"
