#include "recipes/workloadkind.h"

namespace cga {

QString WorkloadKinds::name(WorkloadKind kind)
{
    switch (kind) {
    case WorkloadKind::Dense:
        return QStringLiteral("dense");
    case WorkloadKind::MoeDropless:
        return QStringLiteral("moe-dropless");
    case WorkloadKind::MoeDropPad:
        return QStringLiteral("moe-drop-pad");
    case WorkloadKind::Hybrid:
        return QStringLiteral("hybrid");
    case WorkloadKind::Vlm:
        return QStringLiteral("vlm");
    }
    return {};
}

QString WorkloadKinds::title(WorkloadKind kind)
{
    switch (kind) {
    case WorkloadKind::Dense:
        return WorkloadKinds::tr("Dense");
    case WorkloadKind::MoeDropless:
        return WorkloadKinds::tr("MoE, dropless");
    case WorkloadKind::MoeDropPad:
        return WorkloadKinds::tr("MoE, drop and pad");
    case WorkloadKind::Hybrid:
        return WorkloadKinds::tr("Hybrid Mamba");
    case WorkloadKind::Vlm:
        return WorkloadKinds::tr("Vision-language");
    }
    return {};
}

std::optional<WorkloadKind> WorkloadKinds::parse(const QString& name)
{
    const QString n = name.trimmed().toLower().replace(QLatin1Char('_'), QLatin1Char('-'));
    for (WorkloadKind k : {WorkloadKind::Dense, WorkloadKind::MoeDropless, WorkloadKind::MoeDropPad,
                           WorkloadKind::Hybrid, WorkloadKind::Vlm})
        if (WorkloadKinds::name(k) == n)
            return k;
    if (n == QLatin1String("moe"))
        return WorkloadKind::MoeDropless;
    if (n == QLatin1String("mamba"))
        return WorkloadKind::Hybrid;
    return std::nullopt;
}

QStringList WorkloadKinds::names()
{
    return {QStringLiteral("dense"), QStringLiteral("moe-dropless"), QStringLiteral("moe-drop-pad"),
            QStringLiteral("hybrid"), QStringLiteral("vlm")};
}

} // namespace cga
