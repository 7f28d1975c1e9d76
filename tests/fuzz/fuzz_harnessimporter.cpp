// A pasted perf-harness command line (run_script.py ...), resolved against the built-in presets like
// `cga validate --harness-args`. Properties: no crash, leak or hang; a fatal error is explained.
#include "fuzzsupport.h"
#include "io/harnessimporter.h"
#include "recipes/presetlibrary.h"

using namespace cga;

CGA_FUZZ_INIT

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    static const HarnessImporter::RecipeResolver resolver = PresetLibrary::builtIn().resolver();
    TrainingConfig cfg;
    const ImportResult r = HarnessImporter::importText(cgafuzz::text(data, size), cfg, resolver);
    if (!r.ok())
        cgafuzz::check(!r.error.isEmpty(), "a fatal error is explained");
    return 0;
}
