// A pasted shell environment block (export A=1 ...). Properties: no crash, leak or hang; every variable read back
// from the block EnvEmitter writes for what was imported has exactly the imported value (the emitter's quoting and
// the importer's unquoting agree on any value).
#include "emit/envemitter.h"
#include "fuzzsupport.h"
#include "io/envblockimporter.h"

using namespace cga;

CGA_FUZZ_INIT

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    TrainingConfig cfg;
    const ImportResult r = EnvBlockImporter::importText(cgafuzz::text(data, size), cfg);
    if (!r.ok())
        return 0;
    const QString block = EnvEmitter::exportLines(cfg.env()).join(QLatin1Char('\n'));
    TrainingConfig back;
    const ImportResult again = EnvBlockImporter::importText(block, back);
    cgafuzz::check(again.ok(), "the emitted block reads back", block);
    for (auto it = cfg.env().constBegin(); it != cfg.env().constEnd(); ++it) {
        if (!EnvEmitter::isShellName(it.key()))
            continue;
        cgafuzz::check(back.hasEnv(it.key()) && back.envValue(it.key()) == it.value(),
                       "an emitted variable reads back with the same value", block);
    }
    return 0;
}
