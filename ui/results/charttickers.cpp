#include "results/charttickers.h"

#include <qcustomplot.h>

#include <cmath>

namespace cga {

namespace {

// Ticks on whole numbers: the step QCustomPlot picks for readability, rounded down to an integer of at least 1.
class StepTicker : public QCPAxisTicker
{
protected:
    double getTickStep(const QCPRange& range) override
    {
        const double step = QCPAxisTicker::getTickStep(range);
        return step < 1 ? 1.0 : std::floor(step);
    }
    int getSubTickCount(double tickStep) override
    {
        const int whole = int(std::lround(tickStep));
        if (whole <= 1)
            return 0;
        return whole <= 10 ? whole - 1 : QCPAxisTicker::getSubTickCount(tickStep);
    }
    QString getTickLabel(double tick, const QLocale& locale, QChar, int) override
    {
        return locale.toString(qint64(std::llround(tick)));
    }
};

// Ticks at 1, 2 and 5 times each power of ten inside the range (all of 1..9 when the range is under a decade; only
// the powers of ten when it spans more than four), labelled as plain numbers.
class LogTicker : public QCPAxisTicker
{
protected:
    int getSubTickCount(double) override { return 0; }
    QVector<double> createTickVector(double, const QCPRange& range) override
    {
        QVector<double> ticks;
        if (range.lower <= 0 || range.upper <= range.lower)
            return ticks;
        const double decades = std::log10(range.upper / range.lower);
        QVector<double> mantissas{1, 2, 5};
        if (decades < 1)
            mantissas = {1, 1.5, 2, 3, 4, 5, 6, 7, 8, 9};
        else if (decades > 4)
            mantissas = {1};
        for (int e = int(std::floor(std::log10(range.lower))); e <= int(std::ceil(std::log10(range.upper))); ++e)
            for (double m : mantissas) {
                const double v = m * std::pow(10.0, e);
                if (v >= range.lower && v <= range.upper)
                    ticks << v;
            }
        return ticks;
    }
    QString getTickLabel(double tick, const QLocale& locale, QChar, int) override
    {
        return locale.toString(tick, 'g', 4);
    }
};

} // namespace

QSharedPointer<QCPAxisTicker> ChartTickers::steps()
{
    return QSharedPointer<QCPAxisTicker>(new StepTicker);
}

QSharedPointer<QCPAxisTicker> ChartTickers::logarithmic()
{
    return QSharedPointer<QCPAxisTicker>(new LogTicker);
}

void ChartTickers::setScale(QCPAxis* axis, bool log)
{
    axis->setScaleType(log ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
    axis->setTicker(log ? logarithmic() : QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
}

} // namespace cga
