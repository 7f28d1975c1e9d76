#pragma once

#include "io/harnessimporter.h"
#include "io/importresult.h"
#include "io/recipehooks.h"

#include <QStringList>

namespace cga {

// Everything `cga validate` (and the GUI's Open) can read, combined in Bridge's precedence: a recipe of the
// catalogue, a perf-harness command or configuration files (in order, later wins: Bridge YAML, or recipe edits in
// Python for a file ending in .py), then Hydra overrides (CLI > YAML > recipe); or a Megatron-LM argument list on its
// own.
struct LoadRequest
{
    QString recipe; // a recipe function of the catalogue (--recipe): the base the files and overrides change
    QStringList files; // YAML files and Python recipe edits (.py)
    QStringList overrides;
    QString harnessArgs; // one command line
    QString megatronArgs; // one command line
    QMap<QString, QString> env; // --env K=V: the launching shell's environment
};

struct LoadedConfig
{
    TrainingConfig config;
    ImportResult import; // diagnostics, detected front end, gpu hint, fatal error
    FrontEnd frontEnd = FrontEnd::BridgeYaml; // detected
};

class ConfigLoader
{
public:
    // The recipe (request.recipe through hooks.recipe), then the harness command, the files in order and the Hydra
    // overrides: the order of the perf harness (run_script.py _prepare_perf_recipe: recipe, --config-file, Hydra).
    static LoadedConfig load(const LoadRequest& request, const HarnessImporter::RecipeResolver& resolver = {},
                             const RecipeHooks& hooks = {});
    // Python recipe edits (`cfg.model.x = ...`) rather than YAML.
    static bool isPythonFile(const QString& path);
    // Whether a command-line word names a configuration file rather than a Hydra override (key=value).
    static bool isFileArgument(const QString& word);
    // Command-line words sorted into files and Hydra overrides, in their order; `overrides` (given with
    // --overrides) come before the overrides among the words.
    static LoadRequest requestFor(const QStringList& words, const QStringList& overrides = {});
};

} // namespace cga
