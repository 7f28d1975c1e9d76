#pragma once

#include <QMap>
#include <QString>
#include <QStringList>
#include <QVersionNumber>

#include <optional>

namespace cga {

// Which entry point the configuration goes through; decides which rule families apply.
enum class FrontEnd {
    BridgePython, // a recipe edited in Python (cfg.model.cuda_graph_impl = ...)
    BridgeYaml, // --config-file YAML + Hydra overrides
    PerfHarness, // scripts/performance/run_script.py
    MegatronLm, // Megatron-LM pretrain_gpt.py arguments (no Bridge checks)
    MegatronCore // TransformerConfig(**keys) built directly, as a custom training loop does: no Bridge
                 // finalize() and no Megatron-LM argument checks adjust the values first
};

// Which Megatron-Core API the rules model.
enum class McoreProfile {
    Pinned, // the Bridge-pinned MCore of the spec (default)
    Head, // current MCore head: adds MC-40
    Legacy // before 2026-05-18: cuda_graph_scope only, no full_iteration impl, MCR-04 active
};

struct GpuInfo
{
    QString name; // "h100", or "" when unknown
    int ccMajor = 0; // compute capability; 0 = unknown
    int ccMinor = 0;
    bool nvl72 = false; // GB200/GB300 NVL72 racks
    bool knownCapability() const { return ccMajor > 0; }
    bool isBlackwellOrLater() const;
    QString displayName() const;
};

// The world the configuration will run in: GPU, library versions, front end, MCore profile and the shell
// environment (which wins over cfg.env_vars because Bridge applies env_vars with os.environ.setdefault).
class TargetContext
{
public:
    GpuInfo gpu;
    QVersionNumber teVersion; // null = unknown; rules needing it then warn instead of failing
    bool teInstalled = true;
    QVersionNumber torchVersion;
    FrontEnd frontEnd = FrontEnd::BridgeYaml;
    McoreProfile profile = McoreProfile::Pinned;
    QMap<QString, QString> shellEnv;

    // "h100", "gb200", "9.0", "sm_90", "sm90" ...; nullopt (and an error text) for anything else.
    static std::optional<GpuInfo> parseGpu(const QString& text, QString* error = nullptr);
    static QStringList knownGpuNames();
    static std::optional<FrontEnd> parseFrontEnd(const QString& text);
    static std::optional<McoreProfile> parseProfile(const QString& text);
    static QString
    frontEndName(FrontEnd f); // identifiers: bridge-python, bridge-yaml, harness, megatron, megatron-core
    static QString profileName(McoreProfile p); // pinned, head, legacy
    static QString frontEndTitle(FrontEnd f); // translated
    static QString profileTitle(McoreProfile p); // translated

    bool isBridge() const { return frontEnd != FrontEnd::MegatronLm && frontEnd != FrontEnd::MegatronCore; }
};

} // namespace cga
