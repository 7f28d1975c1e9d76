#pragma once

#include "io/harnessimporter.h"
#include "io/importresult.h"

#include <QStringList>

namespace cga {

// Everything `cga validate` (and the GUI's Open) can read, combined in Bridge's precedence:
// a perf-harness command or YAML files (in order, later wins), then Hydra overrides (CLI > YAML > recipe);
// or a Megatron-LM argument list on its own.
struct LoadRequest
{
    QStringList yamlFiles;
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
};

} // namespace cga
