// The JSON-lines output of a benchmark runner, fed in the chunks a pipe might deliver (the first byte picks the
// chunk size). Properties: no crash, leak or hang; garbage is reported, never fatal; the result, written as result
// JSON, loads back.
#include "bench/benchprotocolreader.h"
#include "fuzzsupport.h"

#include <QJsonDocument>

using namespace cga;

CGA_FUZZ_INIT

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size == 0)
        return 0;
    const qsizetype chunk = 1 + data[0] % 97;
    const QByteArray output = cgafuzz::bytes(data + 1, size - 1);
    BenchProtocolReader reader;
    for (qsizetype at = 0; at < output.size(); at += chunk) {
        reader.feed(output.mid(at, chunk));
        Q_UNUSED(reader.takeEvents());
    }
    reader.finish();
    Q_UNUSED(reader.takeEvents());
    Q_UNUSED(reader.problems());
    Q_UNUSED(reader.exitCodeReported());

    const QJsonObject json = reader.result().toJson();
    const QByteArray saved = QJsonDocument(json).toJson(QJsonDocument::Compact);
    BenchmarkResult back;
    QString error;
    cgafuzz::check(BenchmarkResult::fromJson(QJsonDocument::fromJson(saved).object(), &back, &error),
                   "a result read from a runner saves and loads back", error);
    cgafuzz::check(back.samples.size() == reader.result().samples.size(), "every sample is saved");
    Q_UNUSED(back.samplesCsv());
    return 0;
}
