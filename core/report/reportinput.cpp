#include "report/reportinput.h"

#include "bench/benchprotocolreader.h"
#include "log/goldenvaluesreader.h"
#include "log/traininglogresult.h"

#include <QFile>
#include <QJsonDocument>

namespace cga {

namespace {

constexpr qint64 kMaxResultBytes = 1LL << 30; // a result JSON larger than this is not one of ours

} // namespace

bool ReportInput::load(const QString& path, const ClassifierOptions& options, ReportInput* out, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("%1: cannot open the file: %2").arg(path, file.errorString());
        return false;
    }
    const QByteArray head = file.peek(4096);
    const QByteArray trimmed = head.trimmed();
    const bool json = trimmed.startsWith('{');
    ReportInput in;
    in.path = path;
    if (json) {
        if (file.size() > kMaxResultBytes) {
            *error = tr("%1: %2 bytes is too large for a benchmark result.").arg(path).arg(file.size());
            return false;
        }
        const QByteArray data = file.readAll();
        // A runner's JSON-lines output saved as is (`cga-bench ... > run.jsonl`): one event object per line.
        const QByteArray firstLine = data.left(data.indexOf('\n')).trimmed();
        const QJsonDocument first = QJsonDocument::fromJson(firstLine);
        if (first.isObject() && first.object().contains(QLatin1String("event")) && data.count('\n') > 1) {
            BenchProtocolReader reader;
            reader.feed(data);
            reader.finish();
            if (!reader.sawStart() || reader.result().modes.isEmpty()) {
                *error = tr("%1: a runner output without a start event: nothing to report.").arg(path);
                return false;
            }
            in.kind = Kind::ResultJson;
            in.result = reader.result();
            in.problems = reader.problems(); // the reader lists them among the warnings too
            *out = in;
            return true;
        }
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
        if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
            const qsizetype offset = std::min<qsizetype>(parseError.offset, data.size());
            const int line = 1 + static_cast<int>(data.left(offset).count('\n'));
            *error = tr("%1:%2: not valid JSON: %3").arg(path).arg(line).arg(parseError.errorString());
            return false;
        }
        if (GoldenValuesReader::looksLike(doc.object())) {
            TrainingLog log;
            if (!GoldenValuesReader::read(doc.object(), path, data.size(), &log, error))
                return false;
            const TrainingLogResult read = TrainingLogResult::analyze(log, options);
            in.kind = Kind::TrainingLog;
            in.result = read.result;
            in.runs = read.runs;
            *out = in;
            return true;
        }
        // Megatron-LM golden values that are not per-step training data: say what they are, not "not a result".
        const QJsonObject root = doc.object();
        if (root.isEmpty()) {
            *error = tr("%1: an empty JSON object: nothing to report.").arg(path);
            return false;
        }
        const QJsonObject firstValue = root.begin()->toObject();
        if (firstValue.contains(QLatin1String("generated_text"))
            || firstValue.contains(QLatin1String("generated_tokens"))) {
            *error = tr("%1: inference golden values (generated text per prompt) hold no training step times: nothing "
                        "to report.")
                         .arg(path);
            return false;
        }
        QString why;
        if (!BenchmarkResult::fromJson(doc.object(), &in.result, &why)) {
            *error = tr("%1: %2").arg(path, why);
            return false;
        }
        in.kind = Kind::ResultJson;
    } else {
        file.close();
        TrainingLogResult log;
        if (!TrainingLogResult::load(path, options, &log, error))
            return false;
        in.kind = Kind::TrainingLog;
        in.result = log.result;
        in.runs = log.runs;
    }
    *out = in;
    return true;
}

} // namespace cga
