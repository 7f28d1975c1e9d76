#include "presetinput.h"

#include "io/hydraoverrides.h"
#include "recipes/recipepreset.h"
#include "session/configsession.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace cga::cli {

void PresetInput::addOptions(QCommandLineParser& parser, bool required)
{
    parser.addOption({QStringLiteral("preset"),
                      required ? QCoreApplication::translate("cga::cli",
                                                             "A preset id (cga presets) or a YAML file (a preset or "
                                                             "any Megatron Bridge YAML).")
                               : QCoreApplication::translate("cga::cli",
                                                             "Start from a preset id or a YAML file instead of a "
                                                             "typical configuration of the kind."),
                      QStringLiteral("NAME|FILE.yaml")});
    parser.addOption({QStringLiteral("recipe"),
                      QCoreApplication::translate("cga::cli",
                                                  "Start from a Megatron Bridge recipe function of the catalogue "
                                                  "(cga presets --all), as Bridge ships it."),
                      QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("set"),
                      QCoreApplication::translate("cga::cli",
                                                  "Change a field, as a Hydra override (repeatable): "
                                                  "model.cuda_graph_warmup_steps=2, env_vars.NAME=value."),
                      QStringLiteral("k=v")});
}

std::optional<Preset> PresetInput::load(const QCommandLineParser& parser, QString* error, TrainingConfig* base)
{
    std::optional<Preset> preset;
    if (parser.isSet(QStringLiteral("recipe"))) {
        const QString recipe = parser.value(QStringLiteral("recipe"));
        preset = RecipePreset::load(RecipeCatalogue::builtIn(), recipe);
        if (!preset) {
            *error = QCoreApplication::translate("cga::cli", "%1 is not a recipe of the catalogue (cga presets --all).")
                         .arg(recipe);
            return std::nullopt;
        }
    }
    const QString name = parser.value(QStringLiteral("preset"));
    if (!preset)
        preset = PresetLibrary::builtIn().load(name);
    if (!preset && !QFileInfo::exists(name))
        preset = RecipePreset::load(RecipeCatalogue::builtIn(), name); // a recipe function name given as --preset
    if (!preset) {
        if (!QFileInfo::exists(name)) {
            *error = QCoreApplication::translate(
                         "cga::cli", "No preset or catalogue recipe '%1' (see cga presets --all) and no such file.")
                         .arg(name);
            return std::nullopt;
        }
        preset = PresetLibrary::loadFile(name, error);
        if (!preset)
            return std::nullopt;
    }
    if (base)
        *base = preset->config;
    QStringList overrides;
    for (QString o : parser.values(QStringLiteral("set"))) {
        // New environment variables need '+' in Hydra; --set is lenient: it adds or replaces.
        if (o.startsWith(QLatin1String("env_vars.")))
            o.prepend(QStringLiteral("++"));
        overrides << o;
    }
    if (!overrides.isEmpty()) {
        const ImportResult r = HydraOverrides::apply(overrides, preset->config, QStringLiteral("--set"));
        QStringList problems;
        for (const Diagnostic& d : r.diagnostics)
            if (d.severity == Severity::Error || d.id == QLatin1String("IMP-01"))
                problems << d.message;
        if (!problems.isEmpty()) {
            *error = QCoreApplication::translate("cga::cli", "--set: %1").arg(problems.join(QStringLiteral("; ")));
            return std::nullopt;
        }
    }
    return preset;
}

EmitOptions PresetInput::emitOptions(const Preset& preset)
{
    return ConfigSession::emitOptionsFor(&preset.info, preset.info.id, preset.target);
}

} // namespace cga::cli
