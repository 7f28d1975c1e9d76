#include "log/phasestats.h"

#include <algorithm>

namespace cga {

namespace {

QJsonValue num(double v)
{
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

} // namespace

double PhaseStats::quantile(const QList<double>& sorted, double q)
{
    if (sorted.isEmpty())
        return std::numeric_limits<double>::quiet_NaN();
    const double pos = q * static_cast<double>(sorted.size() - 1);
    const auto lo = static_cast<qsizetype>(std::floor(pos));
    const auto hi = std::min<qsizetype>(lo + 1, sorted.size() - 1);
    return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - static_cast<double>(lo));
}

PhaseStats PhaseStats::of(QList<double> values)
{
    values.erase(std::remove_if(values.begin(), values.end(), [](double v) { return std::isnan(v); }), values.end());
    PhaseStats s;
    s.count = static_cast<int>(values.size());
    if (values.isEmpty())
        return s;
    std::sort(values.begin(), values.end());
    s.median = quantile(values, 0.5);
    s.q1 = quantile(values, 0.25);
    s.q3 = quantile(values, 0.75);
    s.min = values.first();
    s.max = values.last();
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
