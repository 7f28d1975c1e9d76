// A training log (spec section e) read as `cga report` and the GUI read it: parsed, then classified into eager,
// capture and replay. The first byte picks the reader's chunk size, so lines cross chunk boundaries in every way.
// Properties: no crash, leak or hang; the records do not depend on how the bytes were chunked.
#include "fuzzsupport.h"
#include "log/traininglogparser.h"
#include "log/traininglogresult.h"

using namespace cga;

CGA_FUZZ_INIT

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size == 0)
        return 0;
    const qint64 chunk = 1 + data[0] % 64;
    const QByteArray log = cgafuzz::bytes(data + 1, size - 1);

    const TrainingLog whole = TrainingLogParser::parseText(log, QStringLiteral("fuzz.log"));
    LogLineReader reader(chunk);
    TrainingLogParser parser(QStringLiteral("fuzz.log"));
    for (qsizetype at = 0; at < log.size(); at += chunk)
        reader.feed(log.constData() + at, qMin<qint64>(chunk, log.size() - at), parser);
    reader.finish(parser);
    const TrainingLog chunked = parser.finish(reader);
    cgafuzz::check(whole.runs.size() == chunked.runs.size(), "the number of runs does not depend on chunking");
    for (qsizetype i = 0; i < whole.runs.size(); ++i)
        cgafuzz::check(whole.runs[i].iterations.size() == chunked.runs[i].iterations.size(),
                       "the iterations read do not depend on chunking");

    const TrainingLogResult result = TrainingLogResult::analyze(whole);
    Q_UNUSED(result.result.toJson());
    for (const RunSummary& run : result.runs)
        Q_UNUSED(run.toJson());
    return 0;
}
