#include "emit/emitter.h"

#include "emit/envemitter.h"
#include "emit/harnessemitter.h"
#include "emit/hydraemitter.h"
#include "emit/megatronargsemitter.h"
#include "emit/pythonemitter.h"
#include "emit/rollbackemitter.h"
#include "emit/sbatchemitter.h"
#include "emit/yamlemitter.h"
#include "model/configdiff.h"
#include "rules/rulesengine.h"

namespace cga {

TargetContext Emitter::targetFor(const TargetContext& target) const
{
    TargetContext t = target;
    t.frontEnd = frontEnd(target);
    return t;
}

EmitResult Emitter::generate(const TrainingConfig& cfg, const TargetContext& target, const EmitOptions& options) const
{
    const bool changesOnly = options.base && writesChangesOnly(format());
    const EmitPlan plan = EmitPlan::build(cfg, target, changesOnly ? &*options.base : nullptr);
    if (!plan.report.valid()) {
        EmitResult refused;
        for (const Diagnostic& d : plan.report.diagnostics)
            if (d.isError())
                refused.diagnostics << d;
        refused.notes << Emitter::tr("The configuration has %n error(s); nothing was written. Fix them first "
                                     "(cga validate explains each one).",
                                     nullptr, int(refused.diagnostics.size()));
        return refused;
    }
    EmitResult result = render(plan, options);
    if (!result.ok)
        return result;
    // Prove it: read the artefact back and validate what a run would see.
    const auto back = readBack(result.text, target, options);
    if (!back)
        return result;
    Diagnostics errors;
    if (!back->import.ok()) {
        Diagnostic d;
        d.id = QStringLiteral("IMP-02");
        d.message = back->import.errorText();
        errors << d;
    }
    for (const Diagnostic& d : back->import.diagnostics)
        if (d.isError())
            errors << d;
    ValidationOptions vo;
    vo.proveFixes = false;
    const TrainingConfig run = changesOnly ? ConfigDiff::overlay(*options.base, back->config) : back->config;
    const ValidationReport report = RulesEngine::validate(run, back->target, vo);
    for (const Diagnostic& d : report.diagnostics)
        if (d.isError())
            errors << d;
    if (!errors.isEmpty()) {
        EmitResult refused;
        refused.diagnostics = errors;
        refused.notes = result.notes;
        refused.notes << Emitter::tr("Written as %1, this configuration would not validate under %2; nothing was "
                                     "written.")
                             .arg(EmitterFactory::name(format()), TargetContext::frontEndTitle(back->target.frontEnd));
        return refused;
    }
    return result;
}

bool Emitter::writesChangesOnly(EmitFormat format)
{
    // Overrides applied on top of the recipe. The harness command and the Slurm A/B run the recipe through the
    // harness, which knows its base; Megatron-LM arguments, the environment block and the rollback are written whole.
    return format == EmitFormat::Python || format == EmitFormat::Yaml || format == EmitFormat::Hydra;
}

std::unique_ptr<Emitter> EmitterFactory::create(EmitFormat format)
{
    switch (format) {
    case EmitFormat::Python:
        return std::make_unique<PythonEmitter>();
    case EmitFormat::Yaml:
        return std::make_unique<YamlEmitter>();
    case EmitFormat::Hydra:
        return std::make_unique<HydraEmitter>();
    case EmitFormat::Harness:
        return std::make_unique<HarnessEmitter>();
    case EmitFormat::Megatron:
        return std::make_unique<MegatronArgsEmitter>();
    case EmitFormat::Env:
        return std::make_unique<EnvEmitter>();
    case EmitFormat::Sbatch:
        return std::make_unique<SbatchEmitter>();
    case EmitFormat::Rollback:
        return std::make_unique<RollbackEmitter>();
    }
    return nullptr;
}

QList<EmitFormat> EmitterFactory::all()
{
    return {EmitFormat::Python,   EmitFormat::Yaml, EmitFormat::Hydra,  EmitFormat::Harness,
            EmitFormat::Megatron, EmitFormat::Env,  EmitFormat::Sbatch, EmitFormat::Rollback};
}

std::optional<EmitFormat> EmitterFactory::parse(const QString& name)
{
    const QString n = name.trimmed().toLower();
    for (EmitFormat f : all())
        if (EmitterFactory::name(f) == n)
            return f;
    if (n == QLatin1String("py"))
        return EmitFormat::Python;
    if (n == QLatin1String("yml"))
        return EmitFormat::Yaml;
    if (n == QLatin1String("megatron-lm") || n == QLatin1String("mlm"))
        return EmitFormat::Megatron;
    if (n == QLatin1String("slurm"))
        return EmitFormat::Sbatch;
    return std::nullopt;
}

QString EmitterFactory::name(EmitFormat format)
{
    switch (format) {
    case EmitFormat::Python:
        return QStringLiteral("python");
    case EmitFormat::Yaml:
        return QStringLiteral("yaml");
    case EmitFormat::Hydra:
        return QStringLiteral("hydra");
    case EmitFormat::Harness:
        return QStringLiteral("harness");
    case EmitFormat::Megatron:
        return QStringLiteral("megatron");
    case EmitFormat::Env:
        return QStringLiteral("env");
    case EmitFormat::Sbatch:
        return QStringLiteral("sbatch");
    case EmitFormat::Rollback:
        return QStringLiteral("rollback");
    }
    return {};
}

QString EmitterFactory::title(EmitFormat format)
{
    switch (format) {
    case EmitFormat::Python:
        return EmitterFactory::tr("Python overrides on a recipe");
    case EmitFormat::Yaml:
        return EmitterFactory::tr("Megatron Bridge YAML override file");
    case EmitFormat::Hydra:
        return EmitterFactory::tr("Hydra override arguments");
    case EmitFormat::Harness:
        return EmitterFactory::tr("Perf-harness command (run_script.py)");
    case EmitFormat::Megatron:
        return EmitterFactory::tr("Megatron-LM command line");
    case EmitFormat::Env:
        return EmitterFactory::tr("Environment block");
    case EmitFormat::Sbatch:
        return EmitterFactory::tr("Slurm batch script for the eager-against-graph A/B");
    case EmitFormat::Rollback:
        return EmitterFactory::tr("Rollback: the same run with CUDA graphs off");
    }
    return {};
}

QString EmitterFactory::fileExtension(EmitFormat format)
{
    switch (format) {
    case EmitFormat::Python:
        return QStringLiteral("py");
    case EmitFormat::Yaml:
    case EmitFormat::Rollback:
        return QStringLiteral("yaml");
    case EmitFormat::Hydra:
    case EmitFormat::Harness:
    case EmitFormat::Megatron:
        return QStringLiteral("txt");
    case EmitFormat::Env:
    case EmitFormat::Sbatch:
        return QStringLiteral("sh");
    }
    return {};
}

} // namespace cga
