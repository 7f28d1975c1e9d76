#include "io/configloader.h"

#include "io/hydraoverrides.h"
#include "io/megatronargsimporter.h"
#include "io/yamlimporter.h"

namespace cga {

LoadedConfig ConfigLoader::load(const LoadRequest& request, const HarnessImporter::RecipeResolver& resolver)
{
    LoadedConfig out;
    if (!request.harnessArgs.trimmed().isEmpty()) {
        out.import.merge(HarnessImporter::importText(request.harnessArgs, out.config, resolver));
        out.frontEnd = FrontEnd::PerfHarness;
    }
    for (const QString& file : request.yamlFiles) {
        const ImportResult r = YamlImporter::importFile(file, out.config);
        out.import.merge(r);
        if (!r.ok())
            return out;
        if (r.frontEnd && out.frontEnd != FrontEnd::PerfHarness)
            out.frontEnd = *r.frontEnd;
    }
    if (!request.overrides.isEmpty())
        out.import.merge(HydraOverrides::apply(request.overrides, out.config));
    if (!request.megatronArgs.trimmed().isEmpty()) {
        out.import.merge(MegatronArgsImporter::importText(request.megatronArgs, out.config));
        out.frontEnd = FrontEnd::MegatronLm;
    }
    out.import.frontEnd = out.frontEnd;
    return out;
}

} // namespace cga
