#include "log/trainingrecords.h"

namespace cga {

double MemoryRecord::value(const QString& key) const
{
    for (const auto& kv : values)
        if (kv.first == key)
            return kv.second;
    return kNaN;
}

double MemoryRecord::bytes(const QString& key) const
{
    const double v = value(key);
    if (unit == QLatin1String("MB"))
        return v * 1024.0 * 1024.0;
    return v * 1e9;
}

bool TrainingRun::hasEvent(CaptureEvent::Kind kind) const
{
    return firstEvent(kind) != nullptr;
}

const CaptureEvent* TrainingRun::firstEvent(CaptureEvent::Kind kind) const
{
    for (const CaptureEvent& e : captureEvents)
        if (e.kind == kind)
            return &e;
    return nullptr;
}

} // namespace cga
