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

bool CalibrationInput::fromResult(const BenchmarkResult& r, QString* calibrate, QString* error)
{
    if (r.environment.runner == QLatin1String("cga-bench")) {
        *error = tr("This result was measured by cga-bench itself; calibrate on a run of the Megatron-Core or the "
                    "PyTorch runner.");
        return false;
    }
    const double eager = steadyMedian(r, QStringLiteral("eager"));
    const double replay = steadyMedian(r, QStringLiteral("full_iteration"));
    if (std::isnan(eager) || std::isnan(replay)) {
        *error = tr("The result needs steady eager and full_iteration steps to calibrate on (it has: %1).")
                     .arg(r.modeNames().join(QStringLiteral(", ")));
        return false;
    }
    if (!(eager > replay)) {
        *error = tr("The measured eager step (%1 ms) is not slower than the full-iteration replay (%2 ms): there is "
                    "no host cost to fit.")
                     .arg(number(eager), number(replay));
        return false;
    }
    QString text = QStringLiteral("eager_ms=%1,replay_ms=%2").arg(number(eager), number(replay));
    const ModeInfo* e = r.mode(QStringLiteral("eager"));
    if (e && e->kernelsPerStep > 0)
        text += QStringLiteral(",launches=%1").arg(e->kernelsPerStep);
    for (const QString& name : {QStringLiteral("local"), QStringLiteral("layer")}) {
        const double layer = steadyMedian(r, name);
        const ModeInfo* m = r.mode(name);
        if (std::isnan(layer) || !m || m->graphsPerStep <= 0)
            continue;
        text += QStringLiteral(",layer_ms=%1,layer_graphs=%2").arg(number(layer)).arg(m->graphsPerStep);
        break;
    }
    *calibrate = text;
    return true;
}

} // namespace cga
