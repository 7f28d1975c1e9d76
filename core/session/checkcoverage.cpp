#include "session/checkcoverage.h"

#include "rules/rule.h"

namespace cga {

namespace {

bool graphsOn(const TrainingConfig& cfg)
{
    const auto impl = EvalContext::parseImpl(cfg.stringValue(FieldId::CudaGraphImpl));
    const QString vision = cfg.stringValue(FieldId::VisionCudaGraphImpl);
    const QString inference = cfg.stringValue(FieldId::InferenceCudaGraphScope);
    return impl != Impl::None || cfg.boolValue(FieldId::EnableCudaGraph) || cfg.boolValue(FieldId::ExternalCudaGraph)
        || cfg.boolValue(FieldId::OptimizerCudaGraph) || (!vision.isEmpty() && vision != QLatin1String("none"))
        || (!inference.isEmpty() && inference != QLatin1String("none"));
}

} // namespace

CheckCoverage::Kind CheckCoverage::of(const LoadedConfig& loaded, const ValidationReport& report)
{
    // No field set (even to its default), no environment variable, no key kept or reported.
    const bool readNothing = loaded.config.toMap().isEmpty() && loaded.import.diagnostics.isEmpty()
        && loaded.import.unusedKeys.isEmpty();
    if (readNothing)
        return Kind::NothingRead;
    return of(report);
}

CheckCoverage::Kind CheckCoverage::of(const ValidationReport& report)
{
    return graphsOn(report.normalized) ? Kind::Checked : Kind::GraphsOff;
}

QString CheckCoverage::sentence(Kind kind, const QString& inputs)
{
    switch (kind) {
    case Kind::NothingRead:
        return tr("Nothing to check: %1 holds no configuration (no field, no environment variable was read).")
            .arg(inputs);
    case Kind::GraphsOff:
        return tr("CUDA graphs are off in this configuration (model.cuda_graph_impl is none or not set, and no legacy "
                  "enable_cuda_graph / external_cuda_graph, optimizer, vision or inference graph is set): the "
                  "CUDA-graph rules had nothing to check. What is listed above concerns the rest of the "
                  "configuration.");
    case Kind::Checked:
        break;
    }
    return {};
}

QString CheckCoverage::cleanSummary(Kind kind)
{
    switch (kind) {
    case Kind::NothingRead:
        return tr("Nothing to check: no configuration was read");
    case Kind::GraphsOff:
        return tr("CUDA graphs are off: nothing to check");
    case Kind::Checked:
        break;
    }
    return tr("Valid: no errors or warnings");
}

QString CheckCoverage::name(Kind kind)
{
    switch (kind) {
    case Kind::NothingRead:
        return QStringLiteral("nothing_read");
    case Kind::GraphsOff:
        return QStringLiteral("graphs_off");
    case Kind::Checked:
        break;
    }
    return QStringLiteral("checked");
}

} // namespace cga
