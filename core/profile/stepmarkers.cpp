#include "profile/stepmarkers.h"

#include <QRegularExpression>

#include <algorithm>

namespace cga {

namespace {

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

} // namespace

StepMarkers::StepMarkers(QString userMarker, bool wholeTrace)
    : m_user(std::move(userMarker))
    , m_whole(wholeTrace)
{
}

bool StepMarkers::isTrainingStep(const QString& name)
{
    // megatron.bridge.training.train.train.training_step_12: nvtx_range_push(suffix=f"training_step_{step}")
    static const QRegularExpression re(QStringLiteral("(^|\\.)training_step_\\d+$"));
    return name.contains(QLatin1String("training_step_")) && re.match(name).hasMatch();
}

// Which list a range of this name belongs in (0 named, 1 ProfilerStep#, 2 Optimizer.step#, 3 training_step_N), -1
// for a range that marks no step.
int StepMarkers::listOf(const QString& name) const
{
    if (!m_user.isEmpty() && name.startsWith(m_user))
        return 0;
    if (name.startsWith(QLatin1String("ProfilerStep#")))
        return 1;
    if (name.startsWith(QLatin1String("Optimizer.step#")))
        return 2;
    return isTrainingStep(name) ? 3 : -1;
}

bool StepMarkers::marks(const QString& name) const
{
    return listOf(name) >= 0;
}

void StepMarkers::addRange(const QString& name, double ts, double end, qint64 tid)
{
    std::vector<Range>* lists[] = {&m_named, &m_profiler, &m_optimizer, &m_training};
    if (const int list = listOf(name); list >= 0)
        lists[list]->push_back({ts, std::max(ts, end), tid, name});
}

void StepMarkers::addHostTime(double ts, double end)
{
    m_hostStart = std::min(m_hostStart, ts);
    m_hostEnd = std::max(m_hostEnd, end);
}

bool StepMarkers::steps(Rule* rule, std::vector<Step>* out, qint64* tid) const
{
    out->clear();
    const auto byTs = [](const Range& a, const Range& b) { return a.ts != b.ts ? a.ts < b.ts : a.end > b.end; };
    if (m_whole) {
        if (m_hostEnd < m_hostStart)
            return false;
        *rule = Rule::WholeTrace;
        *tid = 0;
        out->push_back({tr("whole trace"), m_hostStart, m_hostEnd});
        return true;
    }
    // Ranges that are a step each (a range nested in the previous one, as a repeated annotation, is skipped).
    const auto eachRange = [&](std::vector<Range> v, Rule r, bool nameAsLabel) {
        std::sort(v.begin(), v.end(), byTs);
        *rule = r;
        *tid = v.front().tid;
        double end = -1e300;
        for (const Range& s : v) {
            if (s.ts < end)
                continue;
            out->push_back({nameAsLabel ? s.name : tr("step %1").arg(out->size() + 1), s.ts, s.end});
            end = s.end;
        }
        return true;
    };
    if (!m_user.isEmpty()) {
        if (m_named.empty())
            return false; // the user named the marker: no other rule stands in for it
        std::vector<Range> v = m_named;
        std::sort(v.begin(), v.end(), byTs);
        std::vector<double> lengths, periods;
        for (size_t i = 0; i < v.size(); ++i) {
            lengths.push_back(v[i].end - v[i].ts);
            if (i + 1 < v.size())
                periods.push_back(v[i + 1].ts - v[i].ts);
        }
        if (v.size() == 1 || median(lengths) >= 0.5 * median(periods))
            return eachRange(std::move(v), Rule::NamedRange, false);
        *rule = Rule::NamedRange;
        *tid = v.front().tid;
        for (size_t i = 0; i + 1 < v.size(); ++i)
            if (v[i + 1].ts > v[i].ts)
                out->push_back({tr("step %1").arg(out->size() + 1), v[i].ts, v[i + 1].ts});
        return !out->empty();
    }
    if (!m_profiler.empty())
        return eachRange(m_profiler, Rule::ProfilerStep, true);
    if (!m_training.empty()) {
        eachRange(m_training, Rule::TrainingStep, true);
        for (Step& s : *out)
            s.label = s.label.mid(s.label.lastIndexOf(QLatin1String("training_step_")));
        return true;
    }
    if (m_optimizer.empty())
        return false;
    std::vector<Range> v = m_optimizer;
    std::sort(v.begin(), v.end(), byTs);
    *rule = Rule::OptimizerStep;
    *tid = v.front().tid;
    double start = std::min(m_hostStart, v.front().ts);
    for (const Range& s : v) {
        if (s.end <= start)
            continue; // a nested or repeated annotation of the same step
        out->push_back({tr("step %1").arg(out->size() + 1), start, s.end});
        start = s.end;
    }
    return !out->empty();
}

} // namespace cga
