#pragma once

#include "model/targetcontext.h"
#include "model/trainingconfig.h"
#include "rules/diagnostic.h"
#include "rules/rule.h"

#include <QJsonObject>

#include <functional>
#include <vector>

namespace cga {

// All rule definitions, in evaluation order.
class RuleCatalog
{
public:
    static const RuleCatalog& instance();
    const std::vector<RuleDef>& rules() const { return m_rules; }
    const RuleDef* find(const QString& id) const;
    // Rule ids whose diagnostics can name this field (from the rule tables' fields), for `cga fields`.
    QStringList rulesReading(const QString& path) const;

private:
    RuleCatalog();
    std::vector<RuleDef> m_rules;
};

struct ValidationReport
{
    Diagnostics diagnostics;
    TrainingConfig normalized; // the input after every automatic adjustment
    bool valid() const; // no error diagnostic
    int count(Severity s) const;
    QStringList ids() const;
    bool has(const QString& id) const;
    QJsonObject toJson() const;
};

struct ValidationOptions
{
    bool proveFixes = true; // re-validate each candidate fix and keep only the proven ones
    bool includeAdvice = true; // ADV-* diagnostics
};

// Evaluates every rule in Bridge's order on a copy of the input: automatic adjustments first change the
// copy (each reported as an `auto` diagnostic), then every violation is reported, not only the first.
class RulesEngine
{
    static void demoteUnresolved(ValidationReport& report, const TrainingConfig& input);

public:
    static ValidationReport validate(const TrainingConfig& input, const TargetContext& target,
                                     const ValidationOptions& options = {});
    // What a change breaks: the errors `after` has under the target that `before` has not (told apart by rule id and
    // upstream message), in evaluation order. Both are validated without proving fixes and without advice.
    static Diagnostics introducedErrors(const TrainingConfig& before, const TrainingConfig& after,
                                        const TargetContext& target);
    // Applies a fix's changes to a config.
    static void apply(TrainingConfig& cfg, const Fix& fix);
    static void apply(TrainingConfig& cfg, const QList<FieldChange>& changes);
    // A diagnostic of a catalogue rule fired outside the engine (importers: IMP-*, PH-*, MLM-01/02).
    static Diagnostic diagnosticFor(const QString& id, const Hit& hit, const TrainingConfig& input = {});
    // Explanation text for `cga explain ID` (translated, multi-line); empty for an unknown id. `sourceText`, when
    // given, writes the rule's source for the reader (the GUI names upstream files and lines); an empty result
    // leaves the source line out.
    using SourceText = std::function<QString(const QString& source)>;
    static QString explain(const QString& id, const SourceText& sourceText = {});
};

} // namespace cga
