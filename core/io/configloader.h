#pragma once

#include "io/harnessimporter.h"
#include "io/importresult.h"

#include <QStringList>

namespace cga {

// Everything `cga validate` (and the GUI's Open) can read, combined in Bridge's precedence:
// a perf-harness command or configuration files (in order, later wins: Bridge YAML, or recipe edits in Python for a
// file ending in .py), then Hydra overrides (CLI > YAML > recipe); or a Megatron-LM argument list on its own.
struct LoadRequest
{
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
    static LoadedConfig load(const LoadRequest& request, const HarnessImporter::RecipeResolver& resolver = {});
    // Python recipe edits (`cfg.model.x = ...`) rather than YAML.
    static bool isPythonFile(const QString& path);
    // Whether a command-line word names a configuration file rather than a Hydra override (key=value).
    static bool isFileArgument(const QString& word);
    // Command-line words sorted into files and Hydra overrides, in their order; `overrides` (given with
    // --overrides) come before the overrides among the words.
    static LoadRequest requestFor(const QStringList& words, const QStringList& overrides = {});
};

} // namespace cga
