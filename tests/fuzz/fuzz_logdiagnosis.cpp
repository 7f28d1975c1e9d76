// The failure diagnosis over a training log (`cga diagnose`, the cluster collector). Properties: no crash, leak or
// hang; every finding has an id and at most the configured number of evidence lines.
#include "fuzzsupport.h"
#include "log/logdiagnosis.h"

using namespace cga;

CGA_FUZZ_INIT

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    DiagnosisOptions options;
    LogDiagnosis diagnosis(options);
    diagnosis.addText(cgafuzz::bytes(data, size), QStringLiteral("fuzz.log"));
    for (const LogFinding& f : diagnosis.findings())
        cgafuzz::check(!f.id.isEmpty(), "a finding has an id");
    Q_UNUSED(diagnosis.toJson());
    Q_UNUSED(diagnosis.hasError());
    return 0;
}
