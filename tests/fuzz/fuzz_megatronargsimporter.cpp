// Megatron-LM arguments (a pasted pretrain_gpt.py launcher line) as `cga validate --megatron-args` reads them.
// Properties: no crash, leak or hang.
#include "fuzzsupport.h"
#include "io/megatronargsimporter.h"

using namespace cga;

CGA_FUZZ_INIT

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    TrainingConfig cfg;
    const ImportResult r = MegatronArgsImporter::importText(cgafuzz::text(data, size), cfg);
    Q_UNUSED(r.errorText());
    return 0;
}
