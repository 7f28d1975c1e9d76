#include "bench/calibrationinput.h"

#include "bench/statistics.h"

#include <cmath>

namespace cga {

namespace {

double steadyMedian(const BenchmarkResult& r, const QString& mode)
{
    const QList<double> wall = r.steadyWallMs(mode);
    return wall.isEmpty() ? std::nan("") : Statistics::median(wall);
}

QString number(double v)
{
    return QString::number(v, 'f', 3);
}

} // namespace

bool CalibrationInput::fromResult(const BenchmarkResult& r, CalibrationInput* out, QString* error)
{
    if (r.environment.runner == QLatin1String("cga-bench")) {
        *error = tr("This result was measured by cga-bench itself; calibrate on a run of the Megatron-Core or the "
                    "PyTorch runner.");
        return false;
    }
    CalibrationInput c;
    c.eagerMs = steadyMedian(r, QStringLiteral("eager"));
    c.replayMs = steadyMedian(r, QStringLiteral("full_iteration"));
    if (std::isnan(c.eagerMs) || std::isnan(c.replayMs)) {
        *error = tr("The result needs steady eager and full_iteration steps to calibrate on (it has: %1).")
                     .arg(r.modeNames().join(QStringLiteral(", ")));
        return false;
    }
    if (!(c.eagerMs > c.replayMs)) {
        *error = tr("The measured eager step (%1 ms) is not slower than the full-iteration replay (%2 ms): there is "
                    "no host cost to fit.")
                     .arg(number(c.eagerMs), number(c.replayMs));
        return false;
    }
    const ModeInfo* e = r.mode(QStringLiteral("eager"));
    if (e && e->kernelsPerStep > 0)
        c.launches = e->kernelsPerStep;
    for (const QString& name : {QStringLiteral("local"), QStringLiteral("layer")}) {
        const double layer = steadyMedian(r, name);
        const ModeInfo* m = r.mode(name);
        if (std::isnan(layer) || !m || m->graphsPerStep <= 0)
            continue;
        c.layerMs = layer;
        c.layerGraphs = m->graphsPerStep;
        break;
    }
    *out = c;
    return true;
}

bool CalibrationInput::fromResult(const BenchmarkResult& r, QString* calibrate, QString* error)
{
    CalibrationInput c;
    if (!fromResult(r, &c, error))
        return false;
    *calibrate = c.argument();
    return true;
}

QString CalibrationInput::argument() const
{
    QString text = QStringLiteral("eager_ms=%1,replay_ms=%2").arg(number(eagerMs), number(replayMs));
    if (launches > 0)
        text += QStringLiteral(",launches=%1").arg(launches);
    if (layerMs >= 0)
        text += QStringLiteral(",layer_ms=%1,layer_graphs=%2").arg(number(layerMs)).arg(layerGraphs);
    return text;
}

} // namespace cga
