#pragma once

#include "model/modelprovider.h"
#include "model/targetcontext.h"
#include "model/trainingconfig.h"
#include "rules/diagnostic.h"

#include <QVersionNumber>

#include <initializer_list>
#include <optional>
#include <vector>

namespace cga {

enum class Impl { None, Local, TransformerEngine, FullIteration, Invalid };

// Where in Bridge's start-up sequence a rule runs (spec b, "evaluation-order facts"). The engine evaluates
// stages in this order and, inside a stage, rules in table order.
enum class Stage {
    Harness, // perf-harness adjustments (already applied by the importer; listed for the catalogue)
    ArgParse, // Megatron-LM arguments.py
    CommOverlapSetup, // comm_overlap.setup(): before validate(), sees raw spellings
    ValidatePre, // ConfigContainer.validate() before model.finalize()
    Finalize, // model.finalize() = TransformerConfig.__post_init__
    ValidatePost, // validate() after finalize
    Provide, // model construction
    LoopSetup, // start of train()
    Runtime, // capture, replay, step
    Advice // advisory items (b.6 and the skill's guidance)
};

enum FrontEndMask : unsigned {
    FeBridgePython = 1u << 0,
    FeBridgeYaml = 1u << 1,
    FeHarness = 1u << 2,
    FeMegatron = 1u << 3,
    FeMcore = 1u << 4, // TransformerConfig built directly
    FeBridge = FeBridgePython | FeBridgeYaml | FeHarness,
    FeAll = FeBridge | FeMegatron | FeMcore
};

enum ProfileMask : unsigned {
    PrPinned = 1u << 0,
    PrHead = 1u << 1,
    PrLegacy = 1u << 2,
    PrCurrent = PrPinned | PrHead,
    PrAll = PrPinned | PrHead | PrLegacy
};

enum class Tri { No, Yes, Unknown };

struct EvalContext;
struct RuleDef;

// One firing of a rule: the fields involved, the arguments of its messages, and candidate fixes.
struct Hit
{
    QStringList fields;
    QStringList args; // %1, %2 ... in the upstream message and the explanation
    int variant = 0; // which upstream message / explanation of the rule
    std::optional<Severity> severity; // override (e.g. a version check that cannot be decided)
    QString note; // an extra translated sentence appended to the explanation
    QList<Fix> fixes; // candidates; the engine keeps only the ones it proves
};

class RuleRun
{
public:
    RuleRun(EvalContext& ctx, const RuleDef& rule)
        : ctx(ctx)
        , rule(rule)
    {
    }
    EvalContext& ctx;
    const RuleDef& rule;
    std::vector<Hit> hits;

    Hit& fire(std::initializer_list<FieldId> fields = {});
    Hit& fireOnPaths(const QStringList& paths);
};

using CheckFn = void (*)(RuleRun&);

struct RuleMessage
{
    const char* upstream; // verbatim upstream text (nullptr when the rule has none); %1.. for its format fields
    const char* explanation; // QT_TRANSLATE_NOOP("cga::Rules", ...)
};

struct RuleDef
{
    const char* id;
    Severity severity;
    Phase phase;
    Stage stage;
    const char* source; // spec anchor
    const char* condition; // QT_TRANSLATE_NOOP("cga::Rules", ...): when the rule fires, in plain words
    std::vector<RuleMessage> messages; // variant 0, 1, ...
    const char* fixHint; // QT_TRANSLATE_NOOP("cga::Rules", ...): what fixes it, for `cga explain`
    unsigned frontEnds = FeAll;
    unsigned profiles = PrAll;
    CheckFn check = nullptr;
};

// The working state of one evaluation: a copy of the input that automatic adjustments change, the target,
// and facts recorded before normalisation (raw spellings that later stages still need).
struct EvalContext
{
    EvalContext(const TrainingConfig& input, const TargetContext& target);

    const TrainingConfig& input;
    TrainingConfig cfg; // working copy: AUTO rules change it
    const TargetContext& target;
    ProviderKind provider;

    // Facts about the raw input, recorded once.
    bool rawFullIterationSpelling = false; // cuda_graph_scope / cuda_graph_modules contain "full_iteration"
    QStringList rawScopeUnion; // Bridge cuda_graph_module_names(): modules and scope, without deprecated values
    bool userDelayWgrad = false; // comm_overlap.delay_wgrad_compute == True as the user wrote it
    bool legacyLocalManager = false; // local per-layer manager built (legacy flags / inference-only local)

    // Derived facts of the working config (cheap: computed on demand).
    Impl impl() const;
    static Impl parseImpl(const QString& s);
    QStringList modules() const { return cfg.listValue(FieldId::CudaGraphModules); }
    bool hasModule(const char* name) const;
    bool graphsOn() const { return impl() != Impl::None; }
    // Per-layer graphs: transformer_engine, or local that is not the legacy full-iteration spelling.
    bool perLayer() const;
    bool fullIterationGraph() const; // impl full_iteration, or local + full_iteration spelling (pre-migration)
    bool isMoe() const;
    bool hasDenseLayers() const;
    bool dropAndPad() const;
    // Values as TransformerConfig.__post_init__ normalises them before its checks read them.
    bool hasCapacityFactor() const; // set and not negative (a negative factor becomes None, TC L1837-1838)
    qint64 expertTensorParallel() const; // None: 1 under Bridge with EP > 1, else the TP size (MPC L506-507)
    bool groupedTensor() const; // moe_use_grouped_tensor, or op fuser + grouped GEMM (TC L1410-1411)
    bool attentionGraphed() const; // whole layer, attn, or full iteration
    bool offlinePacking() const;
    QString env(const QString& name) const; // effective: shell environment wins over cfg.env_vars
    bool envIsSet(const QString& name) const;
    bool expandableSegments() const;
    Tri teAtLeast(int major, int minor, int patch = 0) const;
    Tri torchAtLeast(int major, int minor) const;
    bool hasDiagnostic(const char* id) const;

    std::vector<QString> fired; // ids fired so far in this evaluation (for rules that supersede others)
};

// Builders used by the rule tables.
Fix makeFix(const char* titleNoop, std::initializer_list<std::pair<FieldId, QVariant>> changes);
FieldChange change(FieldId id, const QVariant& value);
FieldChange envChange(const QString& name, const QVariant& value);
QString fieldPath(FieldId id);
QString rulesTr(const char* text);

// The rule tables, one per spec section.
void addMcoreEarlyRules(std::vector<RuleDef>& rules); // b.1 MC-41..53 (MPC, TC up to the CPU-offloading checks)
void addMcorePostInitRules(std::vector<RuleDef>& rules); // b.1 MC-37/38
void addMcoreRecomputeRules(std::vector<RuleDef>& rules); // b.1 MC-54..57, MC-40
void addMcoreRouterRules(std::vector<RuleDef>& rules); // b.1 MC-58..60
void addMcoreSpellingRules(std::vector<RuleDef>& rules); // b.1 MC-01..06b
void addMcoreMigrationRules(std::vector<RuleDef>& rules); // b.1 MC-07..13, LEG-*
void addMcoreScopeRules(std::vector<RuleDef>& rules); // b.1 MC-14..27
void addMcoreFeatureRules(std::vector<RuleDef>& rules); // b.1 MC-28..36, MC-39 (and MC-61 before MC-34)
void addMcoreEpOverlapRules(std::vector<RuleDef>& rules); // b.1 MC-61
void addMcoreLateRules(std::vector<RuleDef>& rules); // b.1 MC-62
void addMcoreRuntimeRules(std::vector<RuleDef>& rules); // b.2 MCR-01..08
void addMcoreCaptureRules(std::vector<RuleDef>& rules); // b.2 MCR-09..18
void addBridgeSetupRules(std::vector<RuleDef>& rules); // b.3 MB-* of comm_overlap.setup()
void addBridgeValidateRules(std::vector<RuleDef>& rules); // b.3 MB-* of validate()
void addBridgeRuntimeRules(std::vector<RuleDef>& rules); // b.3 MB-* after finalize
void addImportRules(std::vector<RuleDef>& rules); // reading the input: IMP-*
void addHarnessRules(std::vector<RuleDef>& rules); // b.4 PH-* (catalogue; fired by the harness importer)
void addMegatronRules(std::vector<RuleDef>& rules); // b.5 MLM-*
void addAdvisoryRules(std::vector<RuleDef>& rules); // b.6 and guidance: ADV-01..09
void addAdvisoryIssueRules(std::vector<RuleDef>& rules); // b.6 reported issues: ADV-10..21

} // namespace cga
