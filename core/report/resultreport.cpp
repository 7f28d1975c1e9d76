#include "report/resultreport.h"

#include <QJsonArray>
#include <QSet>

namespace cga {

namespace {

QJsonValue num(double v)
{
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

double finiteOrZero(double v)
{
    return std::isfinite(v) ? v : 0.0;
}

// At most `limit` evenly spaced values, in order.
QList<double> thinned(const QList<double>& values, int limit)
{
    if (values.size() <= limit)
        return values;
    QList<double> out;
    out.reserve(limit);
    for (int i = 0; i < limit; ++i)
        out << values[static_cast<qsizetype>(static_cast<double>(i) * values.size() / limit)];
    return out;
}

} // namespace

QJsonObject ModeReport::toJson() const
{
    QJsonObject phaseObject;
    for (int p = 0; p < 7; ++p)
        if (phases[p].count > 0)
            phaseObject.insert(BenchmarkResult::phaseName(static_cast<RunPhase>(p)), phases[p].toJson());
    QJsonObject o{{QStringLiteral("mode"), mode},
                  {QStringLiteral("source"), source},
                  {QStringLiteral("graphed"), graphed},
                  {QStringLiteral("phases"), phaseObject},
                  {QStringLiteral("capture_ms"), num(captureMs)},
                  {QStringLiteral("capture_iteration_ms"), num(captureIterationMs)},
                  {QStringLiteral("capture_cost_ms"), num(captureCostMs)},
                  {QStringLiteral("graphable_layers"), graphableLayers},
                  {QStringLiteral("peak_memory_bytes"), num(peakMemoryBytes)},
                  {QStringLiteral("no_graphs"), noGraphs}};
    if (!impl.isEmpty() || warmupSteps >= 0) {
        o.insert(QStringLiteral("impl"), impl);
        o.insert(QStringLiteral("warmup_steps"), warmupSteps);
        o.insert(QStringLiteral("log_interval"), logInterval);
    }
    return o;
}

QJsonObject SpeedupReport::toJson() const
{
    return QJsonObject{{QStringLiteral("graph_mode"), graphMode},
                       {QStringLiteral("eager_mode"), eagerMode},
                       {QStringLiteral("eager_median_ms"), num(eagerMedianMs)},
                       {QStringLiteral("graph_median_ms"), num(graphMedianMs)},
                       {QStringLiteral("speedup"), num(speedup)},
                       {QStringLiteral("ci_low"), num(ciLow)},
                       {QStringLiteral("ci_high"), num(ciHigh)},
                       {QStringLiteral("verdict"), Statistics::verdictName(verdict)},
                       {QStringLiteral("saved_ms_per_iteration"), num(savedMsPerIteration)},
                       {QStringLiteral("break_even_iterations"), num(breakEvenIterations)},
                       {QStringLiteral("no_graphs"), noGraphs}};
}

const ModeReport* ResultReport::mode(const QString& name) const
{
    for (const ModeReport& m : modes)
        if (m.mode == name)
            return &m;
    return nullptr;
}

ResultReport ResultReport::build(const QList<ReportInput>& inputs)
{
    ResultReport rep;
    rep.inputs = inputs;
    rep.combined.complete = !inputs.isEmpty();
    QSet<QString> used;
    QHash<QString, QString> runnerOf; // mode name -> the runner of the input that has it
    QList<int> inputOf; // per mode report: the input it came from
    for (int i = 0; i < inputs.size(); ++i) {
        const ReportInput& in = inputs[i];
        const BenchmarkResult& r = in.result;
        if (!r.error.isEmpty())
            rep.errors << r.error;
        if (i == 0)
            rep.combined.environment = r.environment;
        rep.combined.complete = rep.combined.complete && r.complete;
        for (const QString& w : r.warnings)
            rep.warnings << (in.kind == ReportInput::Kind::TrainingLog ? w : in.path + QStringLiteral(": ") + w);

        QHash<QString, QString> rename;
        for (const QString& name : r.modeNames()) {
            QString unique = name;
            // Results of different runners side by side: "eager (mcore)" says where the second eager came from.
            if (used.contains(unique) && !r.environment.runner.isEmpty()
                && runnerOf.value(unique) != r.environment.runner)
                unique = name + QStringLiteral(" (") + r.environment.runner + QLatin1Char(')');
            for (int n = 2; used.contains(unique); ++n)
                unique = name + QStringLiteral(" (") + QString::number(n) + QLatin1Char(')');
            used.insert(unique);
            runnerOf.insert(unique, r.environment.runner);
            rename.insert(name, unique);
        }
        for (ModeInfo m : r.modes) {
            m.mode = rename.value(m.mode);
            rep.combined.modes << m;
        }
        QHash<QString, QList<double>> byPhase[7];
        for (Sample s : r.samples) {
            byPhase[static_cast<int>(s.phase)][s.mode] << s.wallMs;
            s.mode = rename.value(s.mode);
            rep.combined.samples << s;
        }

        for (const QString& name : r.modeNames()) {
            ModeReport mr;
            mr.mode = rename.value(name);
            mr.source = in.path;
            const ModeInfo* info = r.mode(name);
            mr.graphed = info ? info->graphed : name != QLatin1String("eager");
            for (int p = 0; p < 7; ++p)
                mr.phases[p] = PhaseStats::of(byPhase[p].value(name));
            if (info) {
                if (std::isfinite(info->captureMs))
                    mr.captureMs = info->captureMs + finiteOrZero(info->instantiateMs) + finiteOrZero(info->uploadMs);
                mr.graphableLayers = info->graphableLayers;
                mr.peakMemoryBytes = info->peakMemoryBytes;
                mr.noGraphs = info->noGraphs;
            }
            for (const RunSummary& s : in.runs) {
                if (s.mode != name)
                    continue;
                mr.impl = s.impl;
                mr.warmupSteps = s.warmupSteps;
                mr.logInterval = s.logInterval;
                mr.captureIterationMs = s.captureIterationMs;
            }
            const double overhead = mr.captureIterationMs - mr.steady().median;
            mr.captureCostMs = std::isfinite(mr.captureMs) ? mr.captureMs : (overhead > 0 ? overhead : kNaN);
            rep.modes << mr;
            inputOf << i;
        }
    }

    for (int g = 0; g < rep.modes.size(); ++g) {
        const ModeReport& graph = rep.modes[g];
        if (!graph.graphed)
            continue;
        if (!(graph.steady().median > 0))
            continue;
        auto usable = [&](int e) { return !rep.modes[e].graphed && rep.modes[e].steady().median > 0; };
        int baseline = -1;
        for (int e = 0; e < rep.modes.size() && baseline < 0; ++e)
            if (usable(e) && inputOf[e] == inputOf[g])
                baseline = e;
        for (int e = 0; e < rep.modes.size() && baseline < 0; ++e)
            if (usable(e))
                baseline = e;
        if (baseline < 0)
            continue;
        SpeedupReport sp;
        sp.graphMode = graph.mode;
        sp.eagerMode = rep.modes[baseline].mode;
        sp.eagerMedianMs = rep.modes[baseline].steady().median;
        sp.graphMedianMs = graph.steady().median;
        sp.speedup = sp.eagerMedianMs / sp.graphMedianMs;
        sp.savedMsPerIteration = sp.eagerMedianMs - sp.graphMedianMs;
        sp.breakEvenIterations = Statistics::breakEven(graph.captureCostMs, sp.eagerMedianMs, sp.graphMedianMs);
        SpeedupEstimate estimate = Statistics::compare(
            thinned(rep.combined.steadyWallMs(sp.eagerMode), SpeedupReport::kMaxBootstrapSamples),
            thinned(rep.combined.steadyWallMs(sp.graphMode), SpeedupReport::kMaxBootstrapSamples));
        if (graph.noGraphs) {
            estimate = Statistics::asSameStep(estimate);
            sp.breakEvenIterations = kNaN;
            sp.noGraphs = true;
        }
        sp.ciLow = estimate.ciLow;
        sp.ciHigh = estimate.ciHigh;
        sp.verdict = estimate.verdict;
        rep.speedups << sp;
    }
    return rep;
}

QJsonObject ResultReport::toJson() const
{
    QJsonArray inputArray, modeArray, speedupArray, runArray;
    for (const ReportInput& in : inputs) {
        inputArray.append(QJsonObject{{QStringLiteral("path"), in.path},
                                      {QStringLiteral("kind"),
                                       in.kind == ReportInput::Kind::TrainingLog ? QStringLiteral("training_log")
                                                                                 : QStringLiteral("result_json")},
                                      {QStringLiteral("runner"), in.result.environment.runner},
                                      {QStringLiteral("complete"), in.result.complete},
                                      {QStringLiteral("error"), in.result.error}});
        for (const RunSummary& s : in.runs)
            runArray.append(s.toJson());
    }
    for (const ModeReport& m : modes)
        modeArray.append(m.toJson());
    for (const SpeedupReport& s : speedups)
        speedupArray.append(s.toJson());
    return QJsonObject{{QStringLiteral("inputs"), inputArray},
                       {QStringLiteral("modes"), modeArray},
                       {QStringLiteral("speedups"), speedupArray},
                       {QStringLiteral("runs"), runArray},
                       {QStringLiteral("warnings"), QJsonArray::fromStringList(warnings)},
                       {QStringLiteral("errors"), QJsonArray::fromStringList(errors)}};
}

} // namespace cga
