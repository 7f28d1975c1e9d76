#pragma once

#include <QSharedPointer>

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
};

} // namespace cga
