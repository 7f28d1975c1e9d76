// A pasted perf-harness command line (run_script.py ...), resolved against the built-in presets like
// `cga validate --harness-args`. Properties: no crash, leak or hang; a fatal error is explained.
#include "fuzzsupport.h"
#include "io/harnessimporter.h"
#include "recipes/presetlibrary.h"

using namespace cga;

// The preset library is parsed once, here: under ASan on a busy machine that takes longer than the per-input
// timeout, which a first input paying for it would hit.
static HarnessImporter::RecipeResolver resolver;

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    cgafuzz::initApplication(argc, argv);
    resolver = PresetLibrary::builtIn().resolver();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    TrainingConfig cfg;
    const ImportResult r = HarnessImporter::importText(cgafuzz::text(data, size), cfg, resolver);
    if (!r.ok())
        cgafuzz::check(!r.error.isEmpty(), "a fatal error is explained");
    return 0;
}
