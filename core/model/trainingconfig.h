#pragma once

#include "model/fieldregistry.h"
#include "util/sourcelocation.h"

#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <vector>

namespace cga {

// A Megatron Bridge training configuration as far as CUDA graphs are concerned: a value per registered field
// (unset fields read as their default), plus cfg.env_vars. Values keep the types of FieldRegistry.
class TrainingConfig
{
public:
    TrainingConfig();

    bool isSet(FieldId id) const;
    // The effective value: what was set, else the field's default. Null ("None") is QVariant::fromValue(nullptr).
    QVariant value(FieldId id) const;
    void set(FieldId id, const QVariant& value);
    void unset(FieldId id);

    // Typed readers of the effective value.
    bool isNull(FieldId id) const;
    bool boolValue(FieldId id) const;
    qint64 intValue(FieldId id, qint64 fallback = 0) const; // fallback when null
    double floatValue(FieldId id, double fallback = 0.0) const;
    QString stringValue(FieldId id) const; // empty when null
    QStringList listValue(FieldId id) const; // empty when null; a plain string becomes a one-item list

    // cfg.env_vars (values are strings: the config writes them with os.environ.setdefault).
    const QMap<QString, QString>& env() const { return m_env; }
    QString envValue(const QString& name) const { return m_env.value(name); }
    bool hasEnv(const QString& name) const { return m_env.contains(name); }
    void setEnv(const QString& name, const QString& value) { m_env.insert(name, value); }
    void unsetEnv(const QString& name) { m_env.remove(name); }

    // Where each field was read from (file, line, column), when it came from a file.
    void setOrigin(FieldId id, const SourceLocation& where);
    SourceLocation origin(FieldId id) const;
    void setEnvOrigin(const QString& name, const SourceLocation& where) { m_envOrigins.insert(name, where); }
    SourceLocation envOrigin(const QString& name) const { return m_envOrigins.value(name); }

    // Bridge's `mixed_precision` (a recipe name or a section) as the inputs stated it: its precision fields
    // (model.bf16, fp16, fp8, fp8_recipe, fp4; an invalid QVariant is None) overwrite the model's in
    // runtime_config_update, whatever order the inputs came in. MixedPrecision::applyRecorded() does that.
    bool hasMixedPrecision() const { return m_hasMixedPrecision; }
    const QMap<FieldId, QVariant>& mixedPrecision() const { return m_mixedPrecision; }
    SourceLocation mixedPrecisionOrigin() const { return m_mixedPrecisionOrigin; }
    void setMixedPrecision(const QMap<FieldId, QVariant>& values, const SourceLocation& where)
    {
        m_hasMixedPrecision = true;
        m_mixedPrecision = values;
        m_mixedPrecisionOrigin = where;
    }
    // Drops the record (None, or loading is over) and the notes of what it replaced.
    void clearMixedPrecision()
    {
        m_hasMixedPrecision = false;
        m_mixedPrecision.clear();
        m_mixedPrecisionReplaced.clear();
    }
    // Model precision fields an input set and the mixed-precision record replaced, with where they were set.
    const QMap<FieldId, SourceLocation>& mixedPrecisionReplaced() const { return m_mixedPrecisionReplaced; }
    void noteMixedPrecisionReplaced(FieldId id, const SourceLocation& where) { m_mixedPrecisionReplaced[id] = where; }

    // Fields whose value the input could not resolve (a recipe's value the static reading of Bridge does not know):
    // their default stands in until an input sets them. A rule verdict that rests on one is not a verdict.
    void markUnresolved(FieldId id) { m_unresolved.insert(int(id)); }
    bool isUnresolved(FieldId id) const { return m_unresolved.contains(int(id)); }
    bool hasUnresolved() const { return !m_unresolved.isEmpty(); }

    // Set fields as {path: value}, env vars as env_vars.NAME; the form the emitters and `--format json` use.
    QVariantMap toMap(bool includeDefaults = false) const;
    // Dotted path or alias; env_vars.NAME sets an env var. Returns false for unknown paths.
    bool setPath(const QString& path, const QVariant& value);
    QVariant valueAt(const QString& path, bool* known = nullptr) const;

    bool operator==(const TrainingConfig& other) const;
    bool operator!=(const TrainingConfig& other) const { return !(*this == other); }

    // Paths whose effective values differ between two configs (fields and env vars).
    static QStringList differences(const TrainingConfig& a, const TrainingConfig& b);

private:
    std::vector<QVariant> m_values; // invalid QVariant = unset
    std::vector<SourceLocation> m_origins;
    QMap<QString, QString> m_env;
    QMap<QString, SourceLocation> m_envOrigins;
    bool m_hasMixedPrecision = false;
    QMap<FieldId, QVariant> m_mixedPrecision;
    SourceLocation m_mixedPrecisionOrigin;
    QMap<FieldId, SourceLocation> m_mixedPrecisionReplaced;
    QSet<int> m_unresolved; // FieldId values
};

// Renders a value the way a user writes it in YAML/Hydra: true, 3, 0.1, attn, [attn,mlp], null.
QString displayValue(const QVariant& value);
// Compares effective values with type tolerance (int 1 == double 1.0, "a" == ["a"] for lists).
bool sameValue(const QVariant& a, const QVariant& b);

} // namespace cga
