#pragma once

#include <QJsonObject>
#include <QList>

#include <cmath>
#include <limits>

namespace cga {

// Descriptive numbers of one phase's step times: count, median and quartiles (Statistics::summarize), minimum and
// maximum. NaN inputs are ignored; everything is NaN when empty.
struct PhaseStats
{
    int count = 0;
    double median = std::numeric_limits<double>::quiet_NaN();
    double q1 = std::numeric_limits<double>::quiet_NaN();
    double q3 = std::numeric_limits<double>::quiet_NaN();
    double min = std::numeric_limits<double>::quiet_NaN();
    double max = std::numeric_limits<double>::quiet_NaN();

    double iqr() const { return q3 - q1; }
    QJsonObject toJson() const; // count, median_ms, q1_ms, q3_ms, iqr_ms, min_ms, max_ms (null when NaN)

    static PhaseStats of(QList<double> values);
};

} // namespace cga
