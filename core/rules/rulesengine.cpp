#include "rules/rulesengine.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSet>

#include <algorithm>

namespace cga {

namespace {

unsigned frontEndBit(FrontEnd f)
{
    switch (f) {
    case FrontEnd::BridgePython:
        return FeBridgePython;
    case FrontEnd::BridgeYaml:
        return FeBridgeYaml;
    case FrontEnd::PerfHarness:
        return FeHarness;
    case FrontEnd::MegatronLm:
        return FeMegatron;
    case FrontEnd::MegatronCore:
        return FeMcore;
    }
    return 0;
}

unsigned profileBit(McoreProfile p)
{
    switch (p) {
    case McoreProfile::Pinned:
        return PrPinned;
    case McoreProfile::Head:
        return PrHead;
    case McoreProfile::Legacy:
        return PrLegacy;
    }
    return 0;
}

// Replaces %1..%9 with args in one pass (so an argument containing "%2" is never substituted again).
QString formatArgs(const QString& text, const QStringList& args)
{
    if (args.isEmpty() || !text.contains(QLatin1Char('%')))
        return text;
    QString out;
    out.reserve(text.size() + 32);
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('%') && i + 1 < text.size() && text.at(i + 1).isDigit()
            && text.at(i + 1) != QLatin1Char('0')) {
            const int n = text.at(i + 1).digitValue();
            if (n <= args.size()) {
                out += args.at(n - 1);
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

// Bridge's CommOverlapConfig.setup() copies the comm_overlap fields onto the model before validate().
void applyCommOverlap(EvalContext& ctx)
{
    TrainingConfig& c = ctx.cfg;
    if (!c.isNull(FieldId::CommOverlapMoeExpertParallelComm))
        c.set(FieldId::ModelOverlapMoeExpertParallelComm, c.boolValue(FieldId::CommOverlapMoeExpertParallelComm));
    if (!c.isNull(FieldId::CommOverlapDelayWgradCompute))
        c.set(FieldId::ModelDelayWgradCompute, c.boolValue(FieldId::CommOverlapDelayWgradCompute));
}

Diagnostic makeDiagnostic(const RuleDef& rule, const Hit& hit, const TrainingConfig& input)
{
    Diagnostic d;
    d.id = QString::fromLatin1(rule.id);
    d.severity = hit.severity.value_or(rule.severity);
    d.phase = rule.phase;
    d.source = QString::fromLatin1(rule.source);
    const size_t variant = std::min<size_t>(static_cast<size_t>(std::max(0, hit.variant)), rule.messages.size() - 1);
    const RuleMessage& m = rule.messages[variant];
    if (m.upstream)
        d.upstreamMessage = formatArgs(QString::fromUtf8(m.upstream), hit.args);
    d.message = formatArgs(rulesTr(m.explanation), hit.args);
    if (!hit.note.isEmpty())
        d.message += QLatin1Char(' ') + hit.note;
    d.fields = hit.fields;
    d.fixes = hit.fixes;
    for (const QString& path : d.fields) {
        bool known = false;
        input.valueAt(path, &known);
        if (!known)
            continue;
        SourceLocation loc;
        if (path.startsWith(QLatin1String("env_vars.")))
            loc = input.envOrigin(path.mid(9));
        else if (const auto id = FieldRegistry::instance().find(path))
            loc = input.origin(*id);
        if (loc.isValid()) {
            d.location = loc;
            break;
        }
    }
    return d;
}

ValidationReport evaluate(const TrainingConfig& input, const TargetContext& target, bool includeAdvice)
{
    ValidationReport report;
    EvalContext ctx(input, target);
    const unsigned fe = frontEndBit(target.frontEnd);
    const unsigned pr = profileBit(target.profile);
    bool commOverlapApplied = false;
    for (const RuleDef& rule : RuleCatalog::instance().rules()) {
        if (!rule.check || !(rule.frontEnds & fe) || !(rule.profiles & pr))
            continue;
        if (rule.stage == Stage::Advice && !includeAdvice)
            continue;
        if (!commOverlapApplied && rule.stage >= Stage::ValidatePre) {
            if (target.isBridge())
                applyCommOverlap(ctx);
            commOverlapApplied = true;
        }
        RuleRun run(ctx, rule);
        rule.check(run);
        for (const Hit& hit : run.hits) {
            report.diagnostics << makeDiagnostic(rule, hit, input);
            ctx.fired.push_back(report.diagnostics.back().id);
        }
    }
    report.normalized = ctx.cfg;
    return report;
}

bool sameFinding(const Diagnostic& a, const Diagnostic& b)
{
    return a.id == b.id && a.fields == b.fields && a.upstreamMessage == b.upstreamMessage;
}

} // namespace

// --- RuleCatalog ---

RuleCatalog::RuleCatalog()
{
    addImportRules(m_rules);
    addHarnessRules(m_rules);
    addMegatronRules(m_rules);
    addBridgeSetupRules(m_rules);
    addBridgeValidateRules(m_rules);
    addBridgeRuntimeRules(m_rules);
    // TransformerConfig.__post_init__ in its own order: Megatron stops at the first failed check.
    addMcoreEarlyRules(m_rules);
    addMcorePostInitRules(m_rules);
    addMcoreRecomputeRules(m_rules);
    addMcoreRouterRules(m_rules);
    addMcoreSpellingRules(m_rules);
    addMcoreMigrationRules(m_rules);
    addMcoreScopeRules(m_rules);
    addMcoreFeatureRules(m_rules);
    addMcoreLateRules(m_rules);
    addMcoreRuntimeRules(m_rules);
    addMcoreCaptureRules(m_rules);
    addAdvisoryRules(m_rules);
    addAdvisoryIssueRules(m_rules);
    std::stable_sort(m_rules.begin(), m_rules.end(),
                     [](const RuleDef& a, const RuleDef& b) { return a.stage < b.stage; });
}

const RuleCatalog& RuleCatalog::instance()
{
    static const RuleCatalog catalog;
    return catalog;
}

const RuleDef* RuleCatalog::find(const QString& id) const
{
    for (const RuleDef& r : m_rules)
        if (id.compare(QLatin1String(r.id), Qt::CaseInsensitive) == 0)
            return &r;
    return nullptr;
}

QStringList RuleCatalog::rulesReading(const QString& path) const
{
    // The fields a rule names are only known when it fires; the condition texts name them too, so search there
    // for the field's name. Good enough for a listing.
    QStringList ids;
    const QString name = path.section(QLatin1Char('.'), -1);
    for (const RuleDef& r : m_rules) {
        const QString cond = QString::fromUtf8(r.condition);
        QString all = cond;
        for (const RuleMessage& m : r.messages)
            if (m.upstream)
                all += QLatin1Char(' ') + QString::fromUtf8(m.upstream);
        if (all.contains(name) && !ids.contains(QLatin1String(r.id)))
            ids << QString::fromLatin1(r.id);
    }
    return ids;
}

// --- ValidationReport ---

bool ValidationReport::valid() const
{
    return count(Severity::Error) == 0;
}

int ValidationReport::count(Severity s) const
{
    return static_cast<int>(
        std::count_if(diagnostics.begin(), diagnostics.end(), [s](const Diagnostic& d) { return d.severity == s; }));
}

QStringList ValidationReport::ids() const
{
    QStringList out;
    for (const Diagnostic& d : diagnostics)
        out << d.id;
    return out;
}

bool ValidationReport::has(const QString& id) const
{
    return std::any_of(diagnostics.begin(), diagnostics.end(), [&](const Diagnostic& d) { return d.id == id; });
}

QJsonObject ValidationReport::toJson() const
{
    QJsonArray diags;
    for (const Diagnostic& d : diagnostics)
        diags.append(d.toJson());
    QJsonObject normalizedJson;
    const QVariantMap m = normalized.toMap(false);
    for (auto it = m.constBegin(); it != m.constEnd(); ++it)
        normalizedJson.insert(it.key(), variantToJson(it.value()));
    // The CUDA-graph fields always appear, with their effective values.
    for (FieldId id : {FieldId::CudaGraphImpl, FieldId::CudaGraphModules, FieldId::CudaGraphWarmupSteps,
                       FieldId::UseTeRngTracker, FieldId::RngTeRngTracker, FieldId::CheckForNanInLoss}) {
        const QString path = FieldRegistry::instance().spec(id).path;
        if (!normalizedJson.contains(path))
            normalizedJson.insert(path, variantToJson(normalized.value(id)));
    }
    return QJsonObject{{QStringLiteral("valid"), valid()},
                       {QStringLiteral("diagnostics"), diags},
                       {QStringLiteral("normalized"), normalizedJson}};
}

// --- RulesEngine ---

// An error whose fields include a value the recipe's source does not resolve rests on the default that stood in:
// it becomes a warning that says so (IMP-09 lists those values). When the provider class itself is unresolved (a
// Hugging Face bridge builds it), every model field no input states is the provider's, and unknown too.
void RulesEngine::demoteUnresolved(ValidationReport& report, const TrainingConfig& input)
{
    const bool providerUnknown = input.isUnresolved(FieldId::ModelTarget);
    for (Diagnostic& d : report.diagnostics) {
        if (!d.isError())
            continue;
        QStringList unknown;
        for (const QString& path : std::as_const(d.fields)) {
            const auto id = FieldRegistry::instance().find(path);
            if (!id)
                continue;
            if (input.isUnresolved(*id)
                || (providerUnknown && path.startsWith(QLatin1String("model.")) && !input.isSet(*id)))
                unknown << path;
        }
        if (unknown.isEmpty())
            continue;
        d.severity = Severity::Warning;
        d.message += QLatin1Char(' ')
            + QCoreApplication::translate("cga::RulesEngine",
                                          "Not a verdict: it rests on %1, which the recipe's source does not resolve "
                                          "(IMP-09), so Megatron's default stood in. Give the value to decide it.")
                  .arg(unknown.join(QStringLiteral(", ")));
    }
}

ValidationReport RulesEngine::validate(const TrainingConfig& input, const TargetContext& target,
                                       const ValidationOptions& options)
{
    ValidationReport report = evaluate(input, target, options.includeAdvice);
    if (input.hasUnresolved())
        demoteUnresolved(report, input);
    if (!options.proveFixes)
        return report;

    QSet<QString> errorsBefore;
    for (const Diagnostic& d : report.diagnostics)
        if (d.isError())
            errorsBefore.insert(d.id);

    for (Diagnostic& d : report.diagnostics) {
        if (d.fixes.isEmpty())
            continue;
        if (d.severity == Severity::Auto) {
            // Automatic adjustments need no proof: their "fix" writes what the adjustment did.
            continue;
        }
        QList<Fix> proven;
        for (const Fix& fix : d.fixes) {
            bool duplicate = false;
            for (const Fix& p : proven)
                duplicate = duplicate || p.changes == fix.changes;
            if (duplicate || fix.changes.isEmpty())
                continue;
            TrainingConfig candidate = input;
            apply(candidate, fix);
            const ValidationReport after = evaluate(candidate, target, d.id.startsWith(QLatin1String("ADV-")));
            bool gone = true;
            bool newError = false;
            for (const Diagnostic& a : after.diagnostics) {
                if (sameFinding(a, d) || (a.id == d.id && a.fields == d.fields))
                    gone = false;
                if (a.isError() && !errorsBefore.contains(a.id))
                    newError = true;
            }
            if (gone && !newError)
                proven << fix;
        }
        d.fixes = proven;
    }
    return report;
}

void RulesEngine::apply(TrainingConfig& cfg, const Fix& fix)
{
    apply(cfg, fix.changes);
}

void RulesEngine::apply(TrainingConfig& cfg, const QList<FieldChange>& changes)
{
    for (const FieldChange& c : changes)
        cfg.setPath(c.path, c.value);
}

Diagnostic RulesEngine::diagnosticFor(const QString& id, const Hit& hit, const TrainingConfig& input)
{
    const RuleDef* rule = RuleCatalog::instance().find(id);
    Q_ASSERT_X(rule, "RulesEngine::diagnosticFor", "unknown rule id");
    if (!rule) {
        Diagnostic d;
        d.id = id;
        return d;
    }
    return makeDiagnostic(*rule, hit, input);
}

QString RulesEngine::explain(const QString& id, const SourceText& sourceText)
{
    const RuleDef* r = RuleCatalog::instance().find(id);
    if (!r)
        return {};
    QStringList lines;
    lines << QStringLiteral("%1  [%2, %3]")
                 .arg(QString::fromLatin1(r->id), Diagnostic::severityName(r->severity),
                      Diagnostic::phaseName(r->phase));
    lines << QCoreApplication::translate("cga::RulesEngine", "When: %1").arg(rulesTr(r->condition));
    QStringList upstream; // variants of a rule may share the upstream message (MC-06b: one name or several)
    for (const RuleMessage& m : r->messages) {
        if (m.upstream && !upstream.contains(QString::fromUtf8(m.upstream))) {
            upstream << QString::fromUtf8(m.upstream);
            lines << QCoreApplication::translate("cga::RulesEngine", "Upstream message: %1").arg(upstream.last());
        }
        lines << QCoreApplication::translate("cga::RulesEngine", "Meaning: %1").arg(rulesTr(m.explanation));
    }
    lines << QCoreApplication::translate("cga::RulesEngine", "Fix: %1").arg(rulesTr(r->fixHint));
    const QString source = sourceText ? sourceText(QString::fromLatin1(r->source)) : QString::fromLatin1(r->source);
    if (!source.isEmpty())
        lines << QCoreApplication::translate("cga::RulesEngine", "Source: %1").arg(source);
    return lines.join(QLatin1Char('\n'));
}

Diagnostics RulesEngine::introducedErrors(const TrainingConfig& before, const TrainingConfig& after,
                                          const TargetContext& target)
{
    ValidationOptions options;
    options.proveFixes = false;
    options.includeAdvice = false;
    QSet<QString> known;
    for (const Diagnostic& d : validate(before, target, options).diagnostics)
        if (d.isError())
            known.insert(d.id + QLatin1Char('\n') + d.upstreamMessage);
    Diagnostics added;
    for (const Diagnostic& d : validate(after, target, options).diagnostics)
        if (d.isError() && !known.contains(d.id + QLatin1Char('\n') + d.upstreamMessage))
            added << d;
    return added;
}

} // namespace cga
