#include "log/goldenvaluesreader.h"

#include <QJsonValue>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <map>

namespace cga {

namespace {

const QLatin1String kIterationTime("iteration-time");
const QLatin1String kLoss("lm loss");
const QLatin1String kAllocated("mem-allocated-bytes");
const QLatin1String kMaxAllocated("mem-max-allocated-bytes");

// step -> value; "nan" strings (steps a run did not log), other non-numbers and steps that are not whole numbers are
// left out.
std::map<qint64, double> metricValues(const QJsonObject& metric)
{
    std::map<qint64, double> out;
    const QJsonObject values = metric.value(QLatin1String("values")).toObject();
    for (auto it = values.begin(); it != values.end(); ++it) {
        bool ok = false;
        const qint64 step = it.key().toLongLong(&ok);
        const double v = it.value().isDouble() ? it.value().toDouble() : std::nan("");
        if (!ok || step < 0 || !std::isfinite(v))
            continue;
        out[step] = v;
    }
    return out;
}

double valueAt(const std::map<qint64, double>& values, qint64 step)
{
    const auto it = values.find(step);
    return it == values.end() ? kNaN : it->second;
}

void addMemory(TrainingRun& run, const QJsonObject& root)
{
    const auto allocated = metricValues(root.value(kAllocated).toObject());
    const auto maxAllocated = metricValues(root.value(kMaxAllocated).toObject());
    for (const auto& [step, bytes] : allocated) {
        if (run.memory.size() >= TrainingRun::kMaxMemoryRecords) {
            ++run.droppedRecords;
            continue;
        }
        MemoryRecord m;
        m.afterIteration = step;
        m.unit = QStringLiteral("GB");
        m.values << qMakePair(QStringLiteral("mem-allocated-gigabytes"), bytes / 1e9);
        const double peak = valueAt(maxAllocated, step);
        if (std::isfinite(peak))
            m.values << qMakePair(QStringLiteral("mem-max-allocated-gigabytes"), peak / 1e9);
        run.memory << m;
    }
}

} // namespace

bool GoldenValuesReader::looksLike(const QJsonObject& root)
{
    if (root.isEmpty())
        return false;
    for (auto it = root.begin(); it != root.end(); ++it) {
        if (!it.value().isObject() || !it.value().toObject().value(QLatin1String("values")).isObject())
            return false;
    }
    return true;
}

bool GoldenValuesReader::read(const QJsonObject& root, const QString& file, qint64 bytes, TrainingLog* out,
                              QString* error)
{
    const QJsonObject timeMetric = root.value(kIterationTime).toObject();
    const auto times = metricValues(timeMetric);
    if (times.empty()) {
        *error = root.contains(kIterationTime)
            ? tr("%1: golden values whose \"iteration-time\" holds no number: nothing to time.").arg(file)
            : tr("%1: golden values without \"iteration-time\" (it has %2): nothing to time. Megatron-LM "
                 "writes it with --log-timers-to-tensorboard.")
                  .arg(file, root.keys().join(QStringLiteral(", ")));
        return false;
    }
    const auto losses = metricValues(root.value(kLoss).toObject());
    TrainingLog log;
    log.file = file;
    log.bytes = bytes;
    TrainingRun run;
    run.lossKey = root.contains(kLoss) ? QString(kLoss) : QString();
    const int interval = timeMetric.value(QLatin1String("step_interval")).toInt(1);
    run.config.logInterval = std::max(1, interval);
    const qint64 endStep = timeMetric.value(QLatin1String("end_step")).toInteger(times.rbegin()->first);
    for (const auto& [step, seconds] : times) {
        IterationRecord r;
        r.iteration = step;
        r.trainIters = endStep;
        r.elapsedMs = seconds * 1000.0;
        r.loss = valueAt(losses, step);
        run.iterations.push_back(r);
    }
    addMemory(run, root);
    log.runs << run;
    *out = log;
    return true;
}

} // namespace cga
