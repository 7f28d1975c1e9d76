#include "log/phasestats.h"

#include "bench/statistics.h"

#include <algorithm>

namespace cga {

namespace {

QJsonValue num(double v)
{
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

} // namespace

PhaseStats PhaseStats::of(QList<double> values)
{
    values.erase(std::remove_if(values.begin(), values.end(), [](double v) { return std::isnan(v); }), values.end());
    PhaseStats s;
    const ArmStatistics arm = Statistics::summarize(values);
    s.count = arm.n;
    if (values.isEmpty())
        return s;
    s.median = arm.median;
    s.q1 = arm.q1;
    s.q3 = arm.q3;
    const auto [lo, hi] = std::minmax_element(values.cbegin(), values.cend());
    s.min = *lo;
    s.max = *hi;
    return s;
}

QJsonObject PhaseStats::toJson() const
{
    return QJsonObject{{QStringLiteral("count"), count},       {QStringLiteral("median_ms"), num(median)},
                       {QStringLiteral("q1_ms"), num(q1)},     {QStringLiteral("q3_ms"), num(q3)},
                       {QStringLiteral("iqr_ms"), num(iqr())}, {QStringLiteral("min_ms"), num(min)},
                       {QStringLiteral("max_ms"), num(max)}};
}

} // namespace cga
