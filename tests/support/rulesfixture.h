#pragma once

// Building blocks of the rule tests: configurations written as Hydra overrides (later entries win), perf-harness and
// Megatron-LM command lines ("h:", "m:"), YAML file contents ("y:", read before the overrides), a catalogue recipe as
// the base ("r:NAME", cga validate --recipe), Python recipe text read after everything else ("p:cfg.model.x = 1"), and
// a target written as "gpu=h100 te=2.9 profile=legacy env=NAME=value".
#include "io/configloader.h"
#include "io/pythonoverridesimporter.h"
#include "recipes/recipecatalogue.h"
#include "rules/rulesengine.h"

#include <QDir>
#include <QFile>
#include <QStringList>
#include <QTemporaryDir>

namespace cga::test {

// --- building blocks (Hydra overrides; later entries win) ---
inline const QStringList kRng{"model.use_te_rng_tracker=true", "rng.te_rng_tracker=true"};
inline const QStringList kShape{"model.num_layers=16", "model.hidden_size=2048", "model.seq_length=4096",
                                "dataset.seq_length=4096", "logger.log_interval=1"};
inline const QStringList kDenseTe
    = kShape + kRng + QStringList{"model.cuda_graph_impl=transformer_engine", "model.cuda_graph_modules=[attn]"};
inline const QStringList kMoe{"model.num_moe_experts=64", "model.moe_router_topk=8",
                              "model.moe_token_dispatcher_type=alltoall", "model.expert_model_parallel_size=8",
                              "model.bf16=true"};
inline const QStringList kMoeTe
    = kDenseTe + kMoe + QStringList{"model.cuda_graph_modules=[attn,moe_router,moe_preprocess]"};
inline const QStringList kFull = kShape + kRng
    + QStringList{"model.cuda_graph_impl=full_iteration", "model.cuda_graph_modules=[]",
                  "rerun_state_machine.check_for_nan_in_loss=false",
                  "+env_vars.PYTORCH_CUDA_ALLOC_CONF='expandable_segments:True,graph_capture_record_stream_reuse:True'",
                  "+env_vars.NCCL_GRAPH_REGISTER=0"};
inline const QStringList kLocalFull = kShape + kRng
    + QStringList{"model.cuda_graph_impl=local", "model.cuda_graph_scope=[full_iteration]",
                  "rerun_state_machine.check_for_nan_in_loss=false"};
inline const QString kHybrid = QStringLiteral("model._target_=megatron.bridge.models.nemotronh.NemotronHModelProvider");
inline const QString kQwenVl = QStringLiteral("model._target_=megatron.bridge.models.qwen_vl.Qwen3VLMoEModelProvider");
inline const QString kGemma = QStringLiteral("model._target_=megatron.bridge.models.gemma.Gemma4MoEModelProvider");
inline const QString kHarness
    = QStringLiteral("h:python scripts/performance/run_script.py -m qwen -mr qwen3_30b_a3b -g h100 -c bf16 -ng 16 ");
inline const QString kMlm
    = QStringLiteral("m:pretrain_gpt.py --num-layers 8 --hidden-size 1024 --seq-length 2048 --bf16 ");

struct Built
{
    LoadedConfig loaded;
    TargetContext target;
};

inline Built build(const QStringList& inputs, const QString& targetSpec,
                   const HarnessImporter::RecipeResolver& resolver = {})
{
    LoadRequest req;
    static QTemporaryDir yamlDir;
    QStringList python;
    for (const QString& in : inputs) {
        if (in.startsWith(QLatin1String("y:"))) {
            const QString path = yamlDir.filePath(QStringLiteral("input%1.yaml").arg(req.files.size()));
            QFile f(path);
            if (f.open(QIODevice::WriteOnly | QIODevice::Truncate))
                f.write(in.mid(2).toUtf8());
            req.files << path;
        } else if (in.startsWith(QLatin1String("r:")))
            req.recipe = in.mid(2);
        else if (in.startsWith(QLatin1String("p:")))
            python << in.mid(2);
        else if (in.startsWith(QLatin1String("h:")))
            req.harnessArgs = in.mid(2);
        else if (in.startsWith(QLatin1String("m:")))
            req.megatronArgs = in.mid(2);
        else
            req.overrides << in;
    }
    const RecipeHooks hooks = RecipeCatalogue::builtIn().hooks();
    Built b{ConfigLoader::load(req, resolver, hooks), TargetContext()};
    if (!python.isEmpty())
        b.loaded.import.merge(PythonOverridesImporter::importText(python.join(QLatin1Char('\n')), b.loaded.config,
                                                                  QStringLiteral("<python>"), hooks));
    b.target.frontEnd = b.loaded.frontEnd;
    if (b.loaded.import.gpu)
        b.target.gpu = *b.loaded.import.gpu;
    for (const QString& kv : targetSpec.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString key = kv.section(QLatin1Char('='), 0, 0), value = kv.section(QLatin1Char('='), 1);
        if (key == QLatin1String("gpu"))
            b.target.gpu = *TargetContext::parseGpu(value);
        else if (key == QLatin1String("te"))
            b.target.teVersion = QVersionNumber::fromString(value);
        else if (key == QLatin1String("teinstalled"))
            b.target.teInstalled = value != QLatin1String("0");
        else if (key == QLatin1String("torch"))
            b.target.torchVersion = QVersionNumber::fromString(value);
        else if (key == QLatin1String("profile"))
            b.target.profile = *TargetContext::parseProfile(value);
        else if (key == QLatin1String("fe"))
            b.target.frontEnd = *TargetContext::parseFrontEnd(value);
        else if (key == QLatin1String("env"))
            b.target.shellEnv.insert(value.section(QLatin1Char('='), 0, 0), value.section(QLatin1Char('='), 1));
    }
    return b;
}

inline QStringList firedIds(const QStringList& inputs, const QString& targetSpec,
                            const HarnessImporter::RecipeResolver& resolver = {})
{
    const Built b = build(inputs, targetSpec, resolver);
    QStringList ids;
    for (const Diagnostic& d : b.loaded.import.diagnostics)
        ids << d.id;
    ValidationOptions opt;
    opt.proveFixes = false;
    ids += RulesEngine::validate(b.loaded.config, b.target, opt).ids();
    return ids;
}

} // namespace cga::test
