// Recipe edits pasted as Python (cfg.model.x = ...), as the GUI's import and `cga` read them: literals, list
// repetition, continuation lines, comments. Properties: no crash, leak or hang (nothing is evaluated).
#include "fuzzsupport.h"
#include "io/pythonoverridesimporter.h"

using namespace cga;

CGA_FUZZ_INIT

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    TrainingConfig cfg;
    const ImportResult r = PythonOverridesImporter::importText(cgafuzz::text(data, size), cfg);
    Q_UNUSED(r.errorText());
    return 0;
}
