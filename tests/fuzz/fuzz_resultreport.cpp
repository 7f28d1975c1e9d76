// A saved benchmark result (JSON) given to `cga report` or the GUI's Open: loaded, then reported (phase statistics,
// bootstrap speedups). Properties: no crash, leak or hang; a result that loads saves and loads back.
#include "bench/benchmarkresult.h"
#include "fuzzsupport.h"
#include "report/resultreport.h"

#include <QJsonDocument>

using namespace cga;

CGA_FUZZ_INIT

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(cgafuzz::bytes(data, size), &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject())
        return 0;
    ReportInput input;
    input.path = QStringLiteral("fuzz.json");
    input.kind = ReportInput::Kind::ResultJson;
    QString error;
    if (!BenchmarkResult::fromJson(doc.object(), &input.result, &error)) {
        cgafuzz::check(!error.isEmpty(), "a rejected result says why");
        return 0;
    }
    BenchmarkResult back;
    cgafuzz::check(BenchmarkResult::fromJson(input.result.toJson(), &back, &error),
                   "a loaded result saves and loads back", error);
    Q_UNUSED(input.result.samplesCsv());
    const ResultReport report = ResultReport::build({input});
    Q_UNUSED(report.toJson());
    return 0;
}
