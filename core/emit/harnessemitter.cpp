#include "emit/harnessemitter.h"

#include "emit/emitnotes.h"
#include "emit/hydraemitter.h"
#include "io/hydraoverrides.h"
#include "model/mixedprecision.h"
#include "rules/rulesengine.h"
#include "util/shellwords.h"

#include <QSet>

#include <algorithm>

namespace cga {

namespace {

using F = FieldId;

struct Attempt
{
    QStringList graphFlags;
    QStringList hydra;
    QStringList remaining; // paths still different after the overrides
};

TargetContext harnessTarget(const TargetContext& target, const HarnessRecipe& recipe)
{
    TargetContext t = target;
    t.frontEnd = FrontEnd::PerfHarness;
    if (const auto g = TargetContext::parseGpu(recipe.gpu))
        t.gpu = *g;
    return t;
}

QStringList identity(const HarnessRecipe& r)
{
    QStringList a{QStringLiteral("-m"),     r.modelFamily,  QStringLiteral("-mr"), r.recipe,
                  QStringLiteral("--task"), r.task,         QStringLiteral("-g"),  r.gpu,
                  QStringLiteral("-c"),     r.computeDtype, QStringLiteral("-ng"), QString::number(r.numGpus)};
    if (!r.variant.isEmpty())
        a << QStringLiteral("-cv") << r.variant;
    return a;
}

bool isPrecisionPath(const QString& path)
{
    const auto id = FieldRegistry::instance().find(path);
    return id && MixedPrecision::isPrecisionField(*id);
}

// Hydra override words that make `base` say what the plan says for each path.
QStringList overridesFor(const QStringList& paths, const EmitPlan& plan, const TrainingConfig& base)
{
    QStringList out;
    bool precision = false;
    for (const QString& path : paths) {
        if (path.startsWith(QLatin1String("env_vars."))) {
            const QString name = path.mid(9);
            if (plan.config.hasEnv(name))
                out << (base.hasEnv(name) ? QString() : QStringLiteral("+")) + path + QLatin1Char('=')
                        + HydraEmitter::envValue(plan.config.envValue(name));
            else
                out << QStringLiteral("~") + path;
            continue;
        }
        if (isPrecisionPath(path)) {
            if (precision)
                continue;
            precision = true;
            if (!plan.mixedPrecisionName.isEmpty()) {
                out << QStringLiteral("mixed_precision=") + plan.mixedPrecisionName;
                continue;
            }
            for (FieldId id : {F::Bf16, F::Fp16, F::Fp8, F::Fp8Recipe, F::Fp4})
                out << HydraEmitter::overrideFor(fieldPath(id), plan.config.value(id));
            continue;
        }
        const auto id = FieldRegistry::instance().find(path);
        if (!id)
            continue;
        if (plan.config.isSet(*id))
            out << HydraEmitter::overrideFor(path, plan.config.value(*id));
        else if (base.isSet(*id))
            out << HydraEmitter::overrideFor(path, plan.config.value(*id)); // back to the default, explicitly
        // else: set by neither, so derived by a rule from another field (comm_overlap onto the model ...): fixing
        // that field fixes this one.
    }
    return out;
}

QString keyOf(const QString& word)
{
    QString k = word.section(QLatin1Char('='), 0, 0);
    while (k.startsWith(QLatin1Char('+')) || k.startsWith(QLatin1Char('~')))
        k = k.mid(1);
    return k;
}

struct Command
{
    QStringList identity, graphFlags, hydra;
};

Command buildCommand(const EmitPlan& plan, const EmitOptions& options, QStringList* notes, QStringList* notExpressed,
                     QString* error)
{
    const HarnessRecipe& recipe = options.harness;
    if (!recipe.isValid()) {
        if (error)
            *error = HarnessEmitter::tr("The perf harness needs a recipe (-m, -mr, -g, -c, -ng); this configuration "
                                        "names none. Use a preset from the library, which knows its recipe.");
        return {};
    }
    const TargetContext target = harnessTarget(plan.target, recipe);
    const TrainingConfig expected = EmitPlan::normalize(plan.config, target);
    const QStringList ident = identity(recipe);

    auto import = [&](const QStringList& args, ImportResult* r = nullptr) {
        TrainingConfig cfg;
        const ImportResult result = HarnessImporter::importArgs(args, cfg, options.resolver);
        if (r)
            *r = result;
        return cfg;
    };
    ImportResult baseImport;
    const TrainingConfig base = import(ident, &baseImport);
    const bool resolved = !std::any_of(baseImport.diagnostics.begin(), baseImport.diagnostics.end(),
                                       [](const Diagnostic& d) { return d.id == QLatin1String("IMP-05"); });

    // The graph flags the harness accepts (PH-01/PH-02).
    QStringList flags;
    if (plan.fullIteration) {
        flags << QStringLiteral("--cuda_graph_impl") << QStringLiteral("local") << QStringLiteral("--cuda_graph_scope")
              << QStringLiteral("full_iteration");
    } else if (plan.impl == QLatin1String("transformer_engine")) {
        flags << QStringLiteral("--cuda_graph_impl") << QStringLiteral("transformer_engine");
        if (!plan.modules.isEmpty())
            flags << QStringLiteral("--cuda_graph_scope") << plan.modules.join(QLatin1Char(','));
    } else if (plan.impl == QLatin1String("none")) {
        flags << QStringLiteral("--cuda_graph_impl") << QStringLiteral("none");
    }

    auto attempt = [&](const QStringList& graphFlags) {
        Attempt a;
        a.graphFlags = graphFlags;
        for (int round = 0; round < 6; ++round) {
            const TrainingConfig got = EmitPlan::normalize(import(ident + graphFlags + a.hydra), target);
            const QStringList diffs = TrainingConfig::differences(expected, got);
            if (diffs.isEmpty()) {
                a.remaining.clear();
                return a;
            }
            const QStringList words = overridesFor(diffs, plan, base);
            bool added = false;
            for (const QString& w : words) {
                // Replace an earlier override of the same key; stop when nothing new can be said.
                const QString key = keyOf(w);
                bool replaced = false;
                for (QString& h : a.hydra) {
                    if (keyOf(h) == key) {
                        if (h != w) {
                            h = w;
                            added = true;
                        }
                        replaced = true;
                    }
                }
                if (!replaced) {
                    a.hydra << w;
                    added = true;
                }
            }
            a.remaining = diffs;
            if (!added)
                break;
        }
        return a;
    };
    Attempt best = attempt(flags);
    if (!best.remaining.isEmpty() && !flags.isEmpty()) {
        const Attempt without = attempt({});
        if (without.remaining.size() < best.remaining.size())
            best = without;
    }

    if (notes) {
        if (!resolved)
            *notes << HarnessEmitter::tr("Recipe %1 is not in the preset library, so the settings were written as "
                                         "overrides on Megatron defaults; on the cluster they land on the real "
                                         "recipe.")
                          .arg(recipe.functionName());
        if (plan.fullIteration && best.graphFlags.contains(QLatin1String("full_iteration")))
            *notes << HarnessEmitter::tr("The harness has no full_iteration implementation (PH-01): written as "
                                         "--cuda_graph_impl local --cuda_graph_scope full_iteration, which it turns "
                                         "into full_iteration (PH-07).");
        if (best.graphFlags.isEmpty() && !flags.isEmpty())
            *notes << HarnessEmitter::tr("No graph flags: the recipe already has these graph settings, and "
                                         "--cuda_graph_impl would also turn the TE RNG tracker on (PH-03).");
        if (!best.hydra.isEmpty()) {
            QStringList keys;
            for (const QString& h : best.hydra)
                keys << keyOf(h);
            *notes << HarnessEmitter::tr("The harness has flags only for the recipe, the graph implementation and "
                                         "scopes and a few shapes; %n Hydra override(s) carry the rest: %1.",
                                         nullptr, int(keys.size()))
                          .arg(keys.join(QStringLiteral(", ")));
        }
        if (!best.remaining.isEmpty())
            *notes << HarnessEmitter::tr("The harness cannot express: %1 (its flags are applied after the Hydra "
                                         "overrides and undo them, spec c.2).")
                          .arg(best.remaining.join(QStringLiteral(", ")));
    }
    if (notExpressed)
        *notExpressed = best.remaining;
    return Command{ident, best.graphFlags, best.hydra};
}

} // namespace

EmitResult HarnessEmitter::render(const EmitPlan& plan, const EmitOptions& options) const
{
    EmitResult result;
    QString error;
    const Command c = buildCommand(plan, options, &result.notes, &result.notExpressed, &error);
    if (c.identity.isEmpty()) {
        result.notes << error;
        return result;
    }
    QStringList lines;
    if (options.comments) {
        for (const QString& h : EmitNotes::header(HarnessEmitter::tr("Perf-harness command"), plan, options))
            lines << EmitNotes::commentLine(h);
        lines << QStringLiteral("# ") + HarnessEmitter::tr("Resolves %1.").arg(options.harness.functionName());
    }
    // The recipe, the graph flags, then one Hydra override per line.
    QStringList groups{QStringLiteral("python ") + HarnessEmitter::script(),
                       QStringLiteral("    ") + ShellWords::join(c.identity)};
    if (!c.graphFlags.isEmpty())
        groups << QStringLiteral("    ") + ShellWords::join(c.graphFlags);
    for (const QString& h : c.hydra)
        groups << QStringLiteral("    ") + ShellWords::quote(h);
    lines << groups.join(QStringLiteral(" \\\n"));
    result.ok = true;
    result.text = lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
    result.fileName = EmitNotes::fileStem(options.title) + QStringLiteral("-harness.txt");
    const QSet<QString> skipped(result.notExpressed.begin(), result.notExpressed.end());
    for (const QString& p : plan.paths())
        if (!skipped.contains(p))
            result.writtenPaths << p;
    return result;
}

std::optional<ReadBack> HarnessEmitter::readBack(const QString& text, const TargetContext& target,
                                                 const EmitOptions& options) const
{
    ReadBack back;
    back.target = harnessTarget(target, options.harness);
    back.import
        = HarnessImporter::importText(text, back.config, options.resolver, QStringLiteral("<generated harness>"));
    if (back.import.gpu)
        back.target.gpu = *back.import.gpu;
    return back;
}

} // namespace cga
