#include "model/targetcontext.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace cga {

namespace {

struct KnownGpu
{
    const char* name;
    int major;
    int minor;
    bool nvl72;
};

// Compute capabilities of the GPUs the perf harness knows (spec c.1) plus H200 and A100. Rubin-class parts
// (vr200, r100) have no published capability in the spec: they are treated as "Blackwell or later" with an unknown
// capability, so capability-specific rules warn instead of failing.
const KnownGpu kGpus[] = {
    {"a100", 8, 0, false},  {"h100", 9, 0, false},  {"h200", 9, 0, false},
    {"b200", 10, 0, false}, {"b300", 10, 3, false}, {"gb200", 10, 0, true},
    {"gb300", 10, 3, true}, {"vr200", 0, 0, true},  {"r100", 0, 0, false},
};

} // namespace

bool GpuInfo::isBlackwellOrLater() const
{
    if (ccMajor >= 10)
        return true;
    return name == QLatin1String("vr200") || name == QLatin1String("r100");
}

QString GpuInfo::displayName() const
{
    if (name.isEmpty() && ccMajor == 0)
        return QCoreApplication::translate("cga::TargetContext", "unknown GPU");
    QString s = name.isEmpty() ? QStringLiteral("sm_%1%2").arg(ccMajor).arg(ccMinor) : name.toUpper();
    if (!name.isEmpty() && ccMajor > 0)
        s += QStringLiteral(" (sm_%1%2)").arg(ccMajor).arg(ccMinor);
    return s;
}

std::optional<GpuInfo> TargetContext::parseGpu(const QString& text, QString* error)
{
    const QString t = text.trimmed().toLower();
    for (const KnownGpu& g : kGpus) {
        if (t == QLatin1String(g.name)) {
            GpuInfo info;
            info.name = QString::fromLatin1(g.name);
            info.ccMajor = g.major;
            info.ccMinor = g.minor;
            info.nvl72 = g.nvl72;
            return info;
        }
    }
    // "9.0", "10.3"; "sm_90", "sm90", "90", "sm_100" (last digit is the minor); "9".
    static const QRegularExpression dotted(QStringLiteral("^(\\d{1,2})\\.(\\d)$"));
    static const QRegularExpression sm(QStringLiteral("^(?:sm_?)?(\\d{2,3})$"));
    static const QRegularExpression single(QStringLiteral("^(\\d{1,2})$"));
    int major = 0, minor = 0;
    if (const auto m = dotted.match(t); m.hasMatch()) {
        major = m.captured(1).toInt();
        minor = m.captured(2).toInt();
    } else if (const auto m2 = sm.match(t); m2.hasMatch() && (t.startsWith(QLatin1String("sm")) || t.size() >= 2)) {
        const int n = m2.captured(1).toInt();
        major = n / 10;
        minor = n % 10;
    } else if (const auto m3 = single.match(t); m3.hasMatch()) {
        major = m3.captured(1).toInt();
    }
    if (major >= 5 && major <= 15) {
        GpuInfo info;
        info.ccMajor = major;
        info.ccMinor = minor;
        return info;
    }
    if (error)
        *error = QCoreApplication::translate("cga::TargetContext",
                                             "Unknown GPU '%1'. Use one of %2 or a compute capability such as 9.0.")
                     .arg(text, knownGpuNames().join(QStringLiteral(", ")));
    return std::nullopt;
}

QStringList TargetContext::knownGpuNames()
{
    QStringList names;
    for (const KnownGpu& g : kGpus)
        names << QString::fromLatin1(g.name);
    return names;
}

std::optional<FrontEnd> TargetContext::parseFrontEnd(const QString& text)
{
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("bridge-python") || t == QLatin1String("python"))
        return FrontEnd::BridgePython;
    if (t == QLatin1String("bridge-yaml") || t == QLatin1String("yaml") || t == QLatin1String("bridge"))
        return FrontEnd::BridgeYaml;
    if (t == QLatin1String("harness") || t == QLatin1String("perf-harness"))
        return FrontEnd::PerfHarness;
    if (t == QLatin1String("megatron") || t == QLatin1String("megatron-lm") || t == QLatin1String("mlm"))
        return FrontEnd::MegatronLm;
    if (t == QLatin1String("megatron-core") || t == QLatin1String("mcore") || t == QLatin1String("transformer-config"))
        return FrontEnd::MegatronCore;
    return std::nullopt;
}

std::optional<McoreProfile> TargetContext::parseProfile(const QString& text)
{
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("pinned"))
        return McoreProfile::Pinned;
    if (t == QLatin1String("head"))
        return McoreProfile::Head;
    if (t == QLatin1String("legacy"))
        return McoreProfile::Legacy;
    return std::nullopt;
}

QString TargetContext::frontEndName(FrontEnd f)
{
    switch (f) {
    case FrontEnd::BridgePython:
        return QStringLiteral("bridge-python");
    case FrontEnd::BridgeYaml:
        return QStringLiteral("bridge-yaml");
    case FrontEnd::PerfHarness:
        return QStringLiteral("harness");
    case FrontEnd::MegatronLm:
        return QStringLiteral("megatron");
    case FrontEnd::MegatronCore:
        return QStringLiteral("megatron-core");
    }
    return {};
}

QString TargetContext::profileName(McoreProfile p)
{
    switch (p) {
    case McoreProfile::Pinned:
        return QStringLiteral("pinned");
    case McoreProfile::Head:
        return QStringLiteral("head");
    case McoreProfile::Legacy:
        return QStringLiteral("legacy");
    }
    return {};
}

QString TargetContext::frontEndTitle(FrontEnd f)
{
    switch (f) {
    case FrontEnd::BridgePython:
        return QCoreApplication::translate("cga::TargetContext", "Megatron Bridge recipe (Python)");
    case FrontEnd::BridgeYaml:
        return QCoreApplication::translate("cga::TargetContext", "Megatron Bridge YAML and overrides");
    case FrontEnd::PerfHarness:
        return QCoreApplication::translate("cga::TargetContext", "Megatron Bridge performance harness");
    case FrontEnd::MegatronLm:
        return QCoreApplication::translate("cga::TargetContext", "Megatron-LM command line");
    case FrontEnd::MegatronCore:
        return QCoreApplication::translate("cga::TargetContext", "Megatron-Core TransformerConfig built directly");
    }
    return {};
}

QString TargetContext::profileTitle(McoreProfile p)
{
    switch (p) {
    case McoreProfile::Pinned:
        return QCoreApplication::translate("cga::TargetContext", "Megatron-Core pinned by Megatron Bridge");
    case McoreProfile::Head:
        return QCoreApplication::translate("cga::TargetContext", "Megatron-Core main branch");
    case McoreProfile::Legacy:
        return QCoreApplication::translate("cga::TargetContext",
                                           "Megatron-Core before 2026-05-18 (cuda_graph_scope API)");
    }
    return {};
}

} // namespace cga
