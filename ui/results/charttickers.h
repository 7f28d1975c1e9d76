#pragma once

#include <QSharedPointer>

class QCPAxis;
class QCPAxisTicker;

namespace cga {

// The axis tickers the result charts share: whole steps on a step axis (never 2.5), and a logarithmic axis that
// labels 1-2-5 ticks inside every decade, so that a range of 6 to 250 ms reads 10, 20, 50, 100, 200 instead of two
// bare labels at 10 and 100.
class ChartTickers
{
public:
    static QSharedPointer<QCPAxisTicker> steps();
    static QSharedPointer<QCPAxisTicker> logarithmic();
    // Whether values from `lowest` to `highest` (both > 0) are read better on a log axis: more than 20x apart.
    static bool wantsLogarithmic(double lowest, double highest) { return lowest > 0 && highest / lowest > 20; }
    // A log axis with the 1-2-5 ticker, or a linear one with QCustomPlot's own.
    static void setScale(QCPAxis* axis, bool logarithmic);
};

} // namespace cga
