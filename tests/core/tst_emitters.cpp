// Every emitter on every preset: the artefact is written (never with an error diagnostic), and read back by the
// matching importer it yields the same normalised configuration (see RoundTrip for what "same" covers per format).
#include "emit/emitter.h"
#include "emit/roundtrip.h"
#include "io/harnessimporter.h"
#include "io/hydraoverrides.h"
#include "io/yamlimporter.h"
#include "model/valueformat.h"
#include "recipes/presetlibrary.h"
#include "support/shellsandbox.h"
#include "util/shellwords.h"
#include "util/yamlcpp.h"

#include <QStandardPaths>
#include <QTest>

using namespace cga;
using cga::test::addHostileRows;
using cga::test::ShellSandbox;

namespace {

const PresetLibrary& lib()
{
    return PresetLibrary::builtIn();
}

struct Case
{
    Preset preset;
    EmitOptions options;
};

Case caseFor(const QString& id)
{
    const auto p = lib().load(id);
    Q_ASSERT(p);
    return Case{*p, lib().emitOptions(p->info)};
}

QString describe(const RoundTripResult& r)
{
    QStringList lines = r.differences;
    for (const Diagnostic& d : r.emitted.diagnostics)
        lines << d.id + QStringLiteral(": ") + d.message;
    lines << r.emitted.notes;
    lines << QStringLiteral("--- artefact ---") << r.emitted.text;
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TestEmitters : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void profileSpelling_data();
    void profileSpelling();
    void refusesAConfigurationWithErrors();
    void yamlKeepsTypes_data();
    void yamlKeepsTypes();
    void yamlHasAnExplanationPerValue();
    void scopeCommentSaysWhatIsCaptured_data();
    void scopeCommentSaysWhatIsCaptured();
    void pythonIsPasteable();
    void hydraNeedsNoPlusForEnv();
    void harnessExplainsWhatItCannotSay();
    void harnessWithoutRecipeRefuses();
    void megatronTranslatesBridgeSpellings();
    void megatronLeavesOutInertCpuOffloadLayers();
    void megatronSwitchesGroupQueryAttentionOn();
    void harnessCommandRunByBashPassesExactValues_data();
    void harnessCommandRunByBashPassesExactValues();
    void factoryKnowsEveryFormat();
    void changesOnlyWriteWhatDiffers_data();
    void changesOnlyWriteWhatDiffers();
};

void TestEmitters::roundTrip_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("format");
    QTest::addColumn<int>("rollbackAs");
    QTest::addColumn<int>("profile");
    const QList<EmitFormat> formats{EmitFormat::Python,   EmitFormat::Yaml, EmitFormat::Hydra,   EmitFormat::Harness,
                                    EmitFormat::Megatron, EmitFormat::Env,  EmitFormat::Rollback};
    for (const PresetInfo& p : lib().presets()) {
        for (EmitFormat f : formats) {
            if (f == EmitFormat::Rollback) {
                for (EmitFormat inner : {EmitFormat::Yaml, EmitFormat::Python, EmitFormat::Hydra, EmitFormat::Harness})
                    QTest::addRow("%s %s/%s", qPrintable(p.id), qPrintable(EmitterFactory::name(f)),
                                  qPrintable(EmitterFactory::name(inner)))
                        << p.id << int(f) << int(inner) << int(McoreProfile::Pinned);
                continue;
            }
            QTest::addRow("%s %s", qPrintable(p.id), qPrintable(EmitterFactory::name(f)))
                << p.id << int(f) << 0 << int(McoreProfile::Pinned);
        }
        // The pre-2026 spelling (cuda_graph_scope, local + [full_iteration]) for the formats whose readers know it;
        // the harness importer models today's harness, which turns local + full_iteration into full_iteration.
        for (EmitFormat f : {EmitFormat::Python, EmitFormat::Yaml, EmitFormat::Hydra, EmitFormat::Megatron,
                             EmitFormat::Env, EmitFormat::Rollback})
            QTest::addRow("%s %s legacy", qPrintable(p.id), qPrintable(EmitterFactory::name(f)))
                << p.id << int(f) << int(EmitFormat::Yaml) << int(McoreProfile::Legacy);
        QTest::addRow("%s yaml head", qPrintable(p.id))
            << p.id << int(EmitFormat::Yaml) << 0 << int(McoreProfile::Head);
    }
}

void TestEmitters::roundTrip()
{
    QFETCH(QString, id);
    QFETCH(int, format);
    QFETCH(int, rollbackAs);
    QFETCH(int, profile);
    Case c = caseFor(id);
    c.options.rollbackFormat = EmitFormat(rollbackAs);
    c.preset.target.profile = McoreProfile(profile);
    const RoundTripResult r = RoundTrip::check(EmitFormat(format), c.preset.config, c.preset.target, c.options);
    const bool needsHarness = EmitFormat(format) == EmitFormat::Harness
        || (EmitFormat(format) == EmitFormat::Rollback && EmitFormat(rollbackAs) == EmitFormat::Harness);
    if (needsHarness && !c.preset.info.harness.isValid()) {
        // Library recipes do not run through the perf harness: refused, with the reason.
        QVERIFY(!r.emitted.ok);
        QVERIFY(r.emitted.notes.join(QLatin1Char(' ')).contains(QStringLiteral("-mr")));
        return;
    }
    QVERIFY2(r.emitted.ok, qPrintable(describe(r)));
    QVERIFY2(r.emitted.diagnostics.isEmpty(), qPrintable(describe(r)));
    QVERIFY2(r.identical, qPrintable(describe(r)));
    QVERIFY(!r.emitted.fileName.isEmpty());
    // What a format cannot carry is said, never silently dropped.
    if (!r.emitted.notExpressed.isEmpty())
        QVERIFY2(!r.emitted.notes.isEmpty(), qPrintable(describe(r)));
}

void TestEmitters::profileSpelling_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("profile");
    QTest::addColumn<QStringList>("expected"); // substrings of the YAML
    QTest::addColumn<QStringList>("absent");
    QTest::newRow("pinned full") << "llama3-8b-b200-bf16-full" << int(McoreProfile::Pinned)
                                 << QStringList{"cuda_graph_impl: full_iteration", "cuda_graph_modules: []",
                                                "cuda_graph_scope: ~"}
                                 << QStringList{"[full_iteration]", "cuda_graph_impl: local"};
    QTest::newRow("head full") << "gpt-oss-120b-gb300-fp8mx-full" << int(McoreProfile::Head)
                               << QStringList{"cuda_graph_impl: full_iteration", "cuda_graph_modules: []"}
                               << QStringList{"cuda_graph_impl: local"};
    QTest::newRow("legacy full") << "llama3-8b-b200-bf16-full" << int(McoreProfile::Legacy)
                                 << QStringList{"cuda_graph_impl: local", "cuda_graph_scope: [full_iteration]"}
                                 << QStringList{"cuda_graph_modules", "cuda_graph_impl: full_iteration"};
    QTest::newRow("pinned te") << "qwen3-30b-a3b-h100-bf16-te" << int(McoreProfile::Pinned)
                               << QStringList{"cuda_graph_modules: [moe_router, moe_preprocess]"}
                               << QStringList{"cuda_graph_scope: [moe_router"};
    QTest::newRow("legacy te") << "qwen3-30b-a3b-h100-bf16-te" << int(McoreProfile::Legacy)
                               << QStringList{"cuda_graph_scope: [moe_router, moe_preprocess]"}
                               << QStringList{"cuda_graph_modules"};
}

void TestEmitters::profileSpelling()
{
    QFETCH(QString, id);
    QFETCH(int, profile);
    QFETCH(QStringList, expected);
    QFETCH(QStringList, absent);
    Case c = caseFor(id);
    c.preset.target.profile = McoreProfile(profile);
    for (EmitFormat f : {EmitFormat::Yaml, EmitFormat::Python, EmitFormat::Hydra, EmitFormat::Megatron}) {
        const RoundTripResult r = RoundTrip::check(f, c.preset.config, c.preset.target, c.options);
        QVERIFY2(r.identical, qPrintable(describe(r)));
    }
    const EmitResult yaml
        = EmitterFactory::create(EmitFormat::Yaml)->generate(c.preset.config, c.preset.target, c.options);
    for (const QString& e : expected)
        QVERIFY2(yaml.text.contains(e), qPrintable(e + QStringLiteral("\n") + yaml.text));
    for (const QString& a : absent)
        QVERIFY2(!yaml.text.contains(a), qPrintable(a + QStringLiteral("\n") + yaml.text));
}

void TestEmitters::refusesAConfigurationWithErrors()
{
    // Full recomputation with TE graphs (MC-22): every emitter refuses and returns the error.
    Case c = caseFor(QStringLiteral("llama3-70b-gb200-nvfp4-te-layer"));
    TrainingConfig bad = c.preset.config;
    bad.set(FieldId::RecomputeGranularity, QStringLiteral("full"));
    bad.set(FieldId::RecomputeMethod, QStringLiteral("uniform"));
    bad.set(FieldId::RecomputeNumLayers, 1);
    for (EmitFormat f : EmitterFactory::all()) {
        const EmitResult r = EmitterFactory::create(f)->generate(bad, c.preset.target, c.options);
        QVERIFY2(!r.ok, qPrintable(EmitterFactory::name(f)));
        QVERIFY(r.text.isEmpty());
        bool mc22 = false;
        for (const Diagnostic& d : r.diagnostics)
            mc22 = mc22 || d.id == QLatin1String("MC-22");
        QVERIFY2(mc22, qPrintable(EmitterFactory::name(f)));
        QVERIFY(!r.notes.isEmpty());
    }
}

void TestEmitters::yamlKeepsTypes_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QVariant>("value");
    QTest::addRow("env zero stays a string") << "env_vars.NCCL_GRAPH_REGISTER" << QVariant(QStringLiteral("0"));
    QTest::addRow("env 'on'") << "env_vars.X" << QVariant(QStringLiteral("on"));
    QTest::addRow("env 'True'") << "env_vars.X" << QVariant(QStringLiteral("True"));
    QTest::addRow("env 'no'") << "env_vars.X" << QVariant(QStringLiteral("no"));
    QTest::addRow("env 'null'") << "env_vars.X" << QVariant(QStringLiteral("null"));
    QTest::addRow("env '1e5'") << "env_vars.X" << QVariant(QStringLiteral("1e5"));
    QTest::addRow("env hostile") << "env_vars.X" << QVariant(QStringLiteral("a: b # c\n'\"$(x)` 中文"));
    QTest::addRow("float tenth") << "model.hidden_dropout" << QVariant(0.1);
    QTest::addRow("float small") << "model.moe_input_jitter_eps" << QVariant(1e-5);
    QTest::addRow("float 1/3") << "model.moe_expert_capacity_factor" << QVariant(1.0 / 3.0);
    QTest::addRow("float integral") << "model.moe_expert_capacity_factor" << QVariant(2.0);
    QTest::addRow("int") << "model.cuda_graph_warmup_steps" << QVariant(qlonglong(0));
    QTest::addRow("layer pattern") << "model.moe_layer_freq" << QVariant(QVariantList{0, 1, 1, 1});
    QTest::addRow("string that looks like bool") << "model._target_" << QVariant(QStringLiteral("yes"));
    QTest::addRow("string with colon") << "checkpoint.load" << QVariant(QStringLiteral("s3://bucket/ckpt:1"));
}

void TestEmitters::yamlKeepsTypes()
{
    QFETCH(QString, path);
    QFETCH(QVariant, value);
    TrainingConfig cfg;
    cfg.set(FieldId::NumMoeExperts, 8);
    QVERIFY(cfg.setPath(path, value));
    TargetContext target;
    const EmitResult r = EmitterFactory::create(EmitFormat::Yaml)->generate(cfg, target);
    QVERIFY2(r.ok, qPrintable(r.notes.join(QLatin1Char('\n'))));
    TrainingConfig back;
    const ImportResult imported = YamlImporter::importText(r.text.toUtf8(), QStringLiteral("t.yaml"), back);
    QVERIFY2(imported.ok(), qPrintable(imported.errorText()));
    const QVariant got = back.valueAt(path);
    QVERIFY2(sameValue(got, value), qPrintable(r.text));
    QCOMPARE(got.metaType().id() == QMetaType::QString, value.metaType().id() == QMetaType::QString);
    // A YAML 1.1 reader (yaml-cpp here) sees a string where we wrote one, and a float where we wrote one.
    const YAML::Node doc = YAML::Load(r.text.toStdString());
    const QString section = path.section(QLatin1Char('.'), 0, 0), key = path.section(QLatin1Char('.'), 1);
    const YAML::Node node = doc[section.toStdString()][key.toStdString()];
    QVERIFY(node);
    if (value.metaType().id() == QMetaType::QString)
        QVERIFY2(node.Tag() == "!" || !ValueFormat::yamlNeedsQuotes(value.toString()), qPrintable(r.text));
    if (value.metaType().id() == QMetaType::Double)
        QVERIFY2(QString::fromStdString(node.Scalar()).contains(QLatin1Char('.')), qPrintable(r.text));
}

void TestEmitters::yamlHasAnExplanationPerValue()
{
    const Case c = caseFor(PresetLibrary::defaultPresetId());
    const EmitResult r
        = EmitterFactory::create(EmitFormat::Yaml)->generate(c.preset.config, c.preset.target, c.options);
    QVERIFY(r.ok);
    int values = 0;
    for (const QString& line : r.text.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1Char('#')) || !line.contains(QStringLiteral(": ")))
            continue;
        ++values;
        QVERIFY2(line.contains(QStringLiteral("  # ")), qPrintable(line));
    }
    QVERIFY(values > 20);
    QVERIFY(r.text.contains(QStringLiteral("MCR-03"))); // why NCCL_GRAPH_REGISTER is 0
    QVERIFY(r.text.contains(QStringLiteral("MB-05"))); // why the TE RNG tracker is on
    QVERIFY(r.text.contains(QStringLiteral("perf_recipes/qwen/h100/qwen3_moe.py:35")));
    EmitOptions bare = c.options;
    bare.comments = false;
    const EmitResult plain = EmitterFactory::create(EmitFormat::Yaml)->generate(c.preset.config, c.preset.target, bare);
    QVERIFY(!plain.text.contains(QLatin1Char('#')));
}

void TestEmitters::scopeCommentSaysWhatIsCaptured_data()
{
    QTest::addColumn<QString>("format"); // yaml, or rollback (the same run with graphs off)
    QTest::addColumn<QStringList>("modules");
    QTest::addColumn<QString>("says");
    QTest::newRow("whole layers") << "yaml" << QStringList() << "each whole layer is captured";
    QTest::newRow("scopes") << "yaml" << QStringList{"attn"} << "parts of each layer that are captured";
    QTest::newRow("rollback: graphs off") << "rollback" << QStringList{"attn"} << "graphs are off";
}

// The comment on cuda_graph_modules says what is captured: in the rollback (graphs off) the empty list captures
// nothing, not "each whole layer".
void TestEmitters::scopeCommentSaysWhatIsCaptured()
{
    QFETCH(QString, format);
    QFETCH(QStringList, modules);
    QFETCH(QString, says);
    Case c = caseFor(QStringLiteral("llama3-8b-b200-bf16-full")); // dense: whole layers can be captured
    c.preset.config.set(FieldId::CudaGraphImpl, QStringLiteral("transformer_engine"));
    c.preset.config.set(FieldId::CudaGraphModules, modules);
    c.preset.config.set(FieldId::CudaGraphScope, nullValue());
    const EmitResult r
        = EmitterFactory::create(*EmitterFactory::parse(format))->generate(c.preset.config, c.preset.target, c.options);
    QVERIFY2(r.ok, qPrintable(r.notes.join(QLatin1Char('\n'))));
    QString line;
    for (const QString& l : r.text.split(QLatin1Char('\n')))
        if (l.trimmed().startsWith(QLatin1String("cuda_graph_modules:")))
            line = l;
    QVERIFY2(line.contains(says), qPrintable(line));
    if (format == QLatin1String("rollback"))
        QVERIFY2(!line.contains(QLatin1String("captured:")) && !line.contains(QLatin1String("whole layer")),
                 qPrintable(line));
}

void TestEmitters::pythonIsPasteable()
{
    const Case c = caseFor(QStringLiteral("deepseek-v3-b300-bf16-te"));
    const EmitResult r
        = EmitterFactory::create(EmitFormat::Python)->generate(c.preset.config, c.preset.target, c.options);
    QVERIFY(r.ok);
    QVERIFY(r.text.contains(QStringLiteral("cfg.model.cuda_graph_impl = \"transformer_engine\"\n")));
    QVERIFY(r.text.contains(
        QStringLiteral("cfg.model.cuda_graph_modules = [\"attn\", \"moe_router\", \"moe_preprocess\"]")));
    QVERIFY(r.text.contains(QStringLiteral("cfg.model.cuda_graph_scope = None")));
    QVERIFY(r.text.contains(QStringLiteral("cfg.rng.te_rng_tracker = True")));
    QVERIFY(r.text.contains(QStringLiteral("cfg.model.moe_layer_freq = [0] * 3 + [1] * 58")));
    QVERIFY(r.text.contains(QStringLiteral("cfg.env_vars[\"NCCL_GRAPH_REGISTER\"] = \"0\"")));
    QVERIFY(r.text.contains(QStringLiteral("cfg.mixed_precision = \"bf16_mixed\"")));
    QVERIFY(r.text.contains(QStringLiteral("#: model._target_ = ")));
    // Every line is a comment, a blank line or an assignment to cfg.
    for (const QString& line : r.text.split(QLatin1Char('\n')))
        QVERIFY2(line.isEmpty() || line.startsWith(QLatin1Char('#')) || line.startsWith(QStringLiteral("cfg.")),
                 qPrintable(line));
}

void TestEmitters::hydraNeedsNoPlusForEnv()
{
    const Case c = caseFor(PresetLibrary::defaultPresetId());
    const EmitResult r
        = EmitterFactory::create(EmitFormat::Hydra)->generate(c.preset.config, c.preset.target, c.options);
    QVERIFY(r.ok);
    // ++ adds or replaces: the override works whether the recipe already has the variable or not.
    QVERIFY2(r.text.contains(QStringLiteral("'++env_vars.NCCL_GRAPH_REGISTER=\"0\"'")), qPrintable(r.text));
    QVERIFY(r.text.contains(QStringLiteral("'model.cuda_graph_modules=[moe_router,moe_preprocess]'")));
    TrainingConfig recipeWithEnv;
    recipeWithEnv.setEnv(QStringLiteral("NCCL_GRAPH_REGISTER"), QStringLiteral("1"));
    const auto words = ShellWords::split(r.text);
    QVERIFY(words);
    const ImportResult applied = HydraOverrides::apply(*words, recipeWithEnv);
    for (const Diagnostic& d : applied.diagnostics)
        QVERIFY2(!d.isError(), qPrintable(d.message));
    QCOMPARE(recipeWithEnv.envValue(QStringLiteral("NCCL_GRAPH_REGISTER")), QStringLiteral("0"));
}

void TestEmitters::harnessExplainsWhatItCannotSay()
{
    // Full iteration has no harness implementation name (PH-01): written as local + full_iteration, with a note.
    Case c = caseFor(QStringLiteral("qwen3-30b-a3b-gb200-fp8mx-full"));
    EmitResult r = EmitterFactory::create(EmitFormat::Harness)->generate(c.preset.config, c.preset.target, c.options);
    QVERIFY(r.ok);
    QVERIFY(r.text.contains(QStringLiteral("--cuda_graph_impl local --cuda_graph_scope full_iteration")));
    QVERIFY(r.notes.join(QLatin1Char(' ')).contains(QStringLiteral("PH-01")));

    // A setting the recipe lacks becomes a Hydra override, and the note says why.
    TrainingConfig changed = c.preset.config;
    changed.set(FieldId::CudaGraphWarmupSteps, 5);
    changed.setEnv(QStringLiteral("NCCL_DEBUG"), QStringLiteral("WARN"));
    r = EmitterFactory::create(EmitFormat::Harness)->generate(changed, c.preset.target, c.options);
    QVERIFY(r.ok);
    QVERIFY(r.text.contains(QStringLiteral("model.cuda_graph_warmup_steps=5")));
    QVERIFY(r.text.contains(QStringLiteral("'+env_vars.NCCL_DEBUG=\"WARN\"'")));
    QVERIFY(r.notes.join(QLatin1Char(' ')).contains(QStringLiteral("Hydra override")));
    const RoundTripResult rt = RoundTrip::check(EmitFormat::Harness, changed, c.preset.target, c.options);
    QVERIFY2(rt.identical, qPrintable(describe(rt)));

    // A value the recipe sets and this configuration leaves at Megatron's default is written as that default.
    c = caseFor(PresetLibrary::defaultPresetId());
    TrainingConfig noOverlap = c.preset.config;
    noOverlap.unset(FieldId::CommOverlapMoeExpertParallelComm);
    noOverlap.unset(FieldId::CommOverlapDelayWgradCompute);
    r = EmitterFactory::create(EmitFormat::Harness)->generate(noOverlap, c.preset.target, c.options);
    QVERIFY(r.ok);
    QVERIFY2(r.text.contains(QStringLiteral("comm_overlap.overlap_moe_expert_parallel_comm=null")), qPrintable(r.text));
    QVERIFY(RoundTrip::check(EmitFormat::Harness, noOverlap, c.preset.target, c.options).identical);

    // The Qwen3-VL anomaly: --cuda_graph_impl would turn TE RNG on (PH-03), so the flags are left out.
    c = caseFor(QStringLiteral("qwen3-vl-30b-a3b-h100-fp8cs-te"));
    r = EmitterFactory::create(EmitFormat::Harness)->generate(c.preset.config, c.preset.target, c.options);
    QVERIFY(r.ok);
    QVERIFY2(!r.text.contains(QStringLiteral("--cuda_graph_impl")), qPrintable(r.text));
    QVERIFY(r.notes.join(QLatin1Char(' ')).contains(QStringLiteral("PH-03")));
}

void TestEmitters::harnessWithoutRecipeRefuses()
{
    TrainingConfig cfg;
    cfg.set(FieldId::CudaGraphImpl, QStringLiteral("transformer_engine"));
    cfg.set(FieldId::CudaGraphModules, QStringList{"attn"});
    cfg.set(FieldId::UseTeRngTracker, true);
    const EmitResult r = EmitterFactory::create(EmitFormat::Harness)->generate(cfg, TargetContext());
    QVERIFY(!r.ok);
    QVERIFY(r.notes.join(QLatin1Char(' ')).contains(QStringLiteral("-mr")));
}

void TestEmitters::megatronTranslatesBridgeSpellings()
{
    const Case c = caseFor(QStringLiteral("deepseek-v3-gb200-fp8mx-full"));
    const EmitResult r
        = EmitterFactory::create(EmitFormat::Megatron)->generate(c.preset.config, c.preset.target, c.options);
    QVERIFY2(r.ok, qPrintable(r.notes.join(QLatin1Char('\n'))));
    for (const char* s :
         {"--cuda-graph-impl full_iteration", "--no-check-for-nan-in-loss-and-grad", "--te-rng-tracker",
          "--overlap-moe-expert-parallel-comm", "--delay-wgrad-compute", "--moe-layer-freq '([0]*3+[1]*58)'",
          "--fp8-recipe mxfp8", "NCCL_GRAPH_REGISTER=0 ", "python pretrain_gpt.py"})
        QVERIFY2(r.text.contains(QLatin1String(s)), qPrintable(QLatin1String(s) + QStringLiteral("\n") + r.text));
    QVERIFY(!r.text.contains(QStringLiteral("--cuda-graph-modules"))); // empty for full iteration
    QVERIFY(r.notExpressed.contains(QStringLiteral("dataset.seq_length")));
    QVERIFY(r.notes.join(QLatin1Char(' ')).contains(QStringLiteral("dataset.seq_length")));
    const Case hybrid = caseFor(QStringLiteral("nemotronh-56b-h100-fp8cs-te"));
    QVERIFY(EmitterFactory::create(EmitFormat::Megatron)
                ->generate(hybrid.preset.config, hybrid.preset.target, hybrid.options)
                .text.contains(QStringLiteral("python pretrain_mamba.py")));
}

void TestEmitters::megatronLeavesOutInertCpuOffloadLayers()
{
    // gpt_oss/common.py: cpu_offloading_num_layers=95 with cpu_offloading False. Passed to Megatron-LM it would switch
    // offloading on (MLM-12) and conflict with graphs (MC-14), so it is left out and explained.
    const Case c = caseFor(QStringLiteral("gpt-oss-120b-b300-bf16-te"));
    const EmitResult r
        = EmitterFactory::create(EmitFormat::Megatron)->generate(c.preset.config, c.preset.target, c.options);
    QVERIFY(r.ok);
    QVERIFY(!r.text.contains(QStringLiteral("--cpu-offloading-num-layers")));
    QVERIFY(r.notExpressed.contains(QStringLiteral("model.cpu_offloading_num_layers")));
    QVERIFY(r.notes.join(QLatin1Char(' ')).contains(QStringLiteral("MLM-12")));
}

void TestEmitters::megatronSwitchesGroupQueryAttentionOn()
{
    // Llama 3 70B has 8 query groups of 64 heads. argument_utils.py reads --num-query-groups only with
    // --group-query-attention: without it the written command would train with one group per head.
    const Case c = caseFor(QStringLiteral("llama3-70b-b200-bf16-full"));
    QCOMPARE(c.preset.config.intValue(FieldId::NumQueryGroups), 8);
    const EmitResult r
        = EmitterFactory::create(EmitFormat::Megatron)->generate(c.preset.config, c.preset.target, c.options);
    QVERIFY(r.ok);
    QVERIFY2(r.text.contains(QStringLiteral("--group-query-attention")), qPrintable(r.text));
    QVERIFY2(r.text.contains(QStringLiteral("--num-query-groups 8")), qPrintable(r.text));
}

void TestEmitters::harnessCommandRunByBashPassesExactValues_data()
{
    addHostileRows();
}

void TestEmitters::harnessCommandRunByBashPassesExactValues()
{
    QFETCH(QString, value);
    if (QStandardPaths::findExecutable(QStringLiteral("bash")).isEmpty())
        QSKIP("bash is not installed");
    Case c = caseFor(PresetLibrary::defaultPresetId());
    c.preset.config.setEnv(QStringLiteral("CGA_HOSTILE"), value);
    const EmitResult r
        = EmitterFactory::create(EmitFormat::Harness)->generate(c.preset.config, c.preset.target, c.options);
    QVERIFY2(r.ok, qPrintable(r.notes.join(QLatin1Char('\n'))));
    // The command runs a fake `python` that records its arguments; read back by the harness importer they carry
    // the value unchanged.
    ShellSandbox box;
    box.addRecorder(QStringLiteral("python"));
    QByteArray output;
    const auto words = box.run(r.text, QString(), &output);
    QVERIFY2(words, output.constData());
    QVERIFY(!box.pwned());
    QVERIFY2(words->size() > 2 && words->at(1) == QLatin1String("scripts/performance/run_script.py"),
             qPrintable(words->join(QLatin1Char(' '))));
    TrainingConfig back;
    const ImportResult imported = HarnessImporter::importArgs(words->mid(2), back, c.options.resolver);
    QVERIFY2(imported.ok(), qPrintable(imported.errorText()));
    QCOMPARE(back.envValue(QStringLiteral("CGA_HOSTILE")), value);
}

void TestEmitters::factoryKnowsEveryFormat()
{
    QCOMPARE(EmitterFactory::all().size(), 8);
    for (EmitFormat f : EmitterFactory::all()) {
        QCOMPARE(EmitterFactory::parse(EmitterFactory::name(f)), std::optional<EmitFormat>(f));
        QCOMPARE(EmitterFactory::create(f)->format(), f);
        QVERIFY(!EmitterFactory::title(f).isEmpty());
    }
    QVERIFY(!EmitterFactory::parse(QStringLiteral("toml")));
}

QTEST_GUILESS_MAIN(TestEmitters)
// Written against the recipe it was loaded from (EmitOptions::base), an artefact carries the user's changes and the
// CUDA-graph settings only, so that pasting it after the recipe leaves the recipe's other settings alone. It is
// validated laid over the recipe, so leaving the model's shape out is no error.
void TestEmitters::changesOnlyWriteWhatDiffers_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<QString>("changed"); // how the change reads in the artefact
    QTest::addColumn<QString>("unchanged"); // a recipe setting that must not be restated
    QTest::newRow("python") << int(EmitFormat::Python) << "cfg.model.num_layers = 4"
                            << "cfg.model.hidden_size";
    QTest::newRow("yaml") << int(EmitFormat::Yaml) << "num_layers: 4"
                          << "hidden_size:";
    QTest::newRow("hydra") << int(EmitFormat::Hydra) << "model.num_layers=4"
                           << "model.hidden_size=";
    QTest::newRow("megatron arguments: whole") << int(EmitFormat::Megatron) << "--num-layers 4"
                                               << "";
}

void TestEmitters::changesOnlyWriteWhatDiffers()
{
    QFETCH(int, format);
    QFETCH(QString, changed);
    QFETCH(QString, unchanged);
    Case c = caseFor(QStringLiteral("deepseek-v3-b300-bf16-te"));
    TrainingConfig edited = c.preset.config;
    edited.set(FieldId::NumLayers, 4);
    const auto emitter = EmitterFactory::create(EmitFormat(format));
    const EmitResult whole = emitter->generate(edited, c.preset.target, c.options);
    QVERIFY2(whole.ok, qPrintable(whole.notes.join(QLatin1Char('\n'))));
    c.options.base = c.preset.config;
    const EmitResult changes = emitter->generate(edited, c.preset.target, c.options);
    QVERIFY2(changes.ok, qPrintable(changes.notes.join(QLatin1Char('\n'))));
    if (unchanged.isEmpty()) { // a format written whole: the same artefact
        QVERIFY(!Emitter::writesChangesOnly(EmitFormat(format)));
        QCOMPARE(changes.text, whole.text);
        return;
    }
    QVERIFY(whole.text.contains(unchanged));
    QVERIFY2(changes.text.contains(changed), qPrintable(changes.text));
    QVERIFY2(!changes.text.contains(unchanged), qPrintable(changes.text));
    QVERIFY(changes.text.contains(QLatin1String("cuda_graph_impl")));
    QVERIFY(changes.text.contains(QLatin1String("Only the changes against the recipe are written")));
    const auto settings = [](const QString& text) {
        int n = 0;
        for (const QString& line : text.split(QLatin1Char('\n')))
            n += !line.trimmed().isEmpty() && !line.trimmed().startsWith(QLatin1Char('#'));
        return n;
    };
    QVERIFY2(settings(changes.text) < settings(whole.text) / 2, qPrintable(changes.text));
}

#include "tst_emitters.moc"
