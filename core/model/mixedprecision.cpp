#include "model/mixedprecision.h"

namespace cga {

namespace {

struct Named
{
    const char* name;
    bool bf16;
    bool fp16;
    const char* fp8; // nullptr = None
    const char* fp8Recipe;
    const char* fp4;
};

// Every recipe Bridge registers (src/megatron/bridge/training/mixed_precision.py, @register; a hyphenated name is
// the same recipe; model-specific names come last, so recipeNameFor() gives the generic one). fp8Recipe nullptr:
// MixedPrecisionConfig's default, "tensorwise".
const Named kNames[] = {
    {"bf16_mixed", true, false, nullptr, nullptr, nullptr},
    {"fp16_mixed", false, true, nullptr, nullptr, nullptr},
    {"bf16_with_fp8_delayed_scaling_mixed", true, false, "hybrid", "delayed", nullptr},
    {"fp16_with_fp8_delayed_scaling_mixed", false, true, "hybrid", "delayed", nullptr},
    {"bf16_with_mxfp8_mixed", true, false, "e4m3", "mxfp8", nullptr},
    {"fp16_with_mxfp8_mixed", false, true, "e4m3", "mxfp8", nullptr},
    {"bf16_with_fp8_current_scaling_mixed", true, false, "hybrid", "tensorwise", nullptr},
    {"fp16_with_fp8_current_scaling_mixed", false, true, "hybrid", "tensorwise", nullptr},
    {"bf16_with_fp8_subchannel_scaling_mixed", true, false, "hybrid", "blockwise", nullptr},
    {"fp16_with_fp8_subchannel_scaling_mixed", false, true, "hybrid", "blockwise", nullptr},
    {"bf16_with_nvfp4_mixed", true, false, nullptr, nullptr, "e2m1"},
    {"nemotron_h_bf16_with_fp8_current_scaling_mixed", true, false, "hybrid", "tensorwise", nullptr},
    {"nanov2_bf16_with_fp8_current_scaling_mixed", true, false, "hybrid", "blockwise", nullptr},
    {"nemotron_3_super_bf16_with_nvfp4_mixed", true, false, nullptr, nullptr, "e2m1"},
};

QString text(const char* s)
{
    return s ? QString::fromLatin1(s) : QString();
}

// get_mixed_precision_config: "-" and "_" name the same recipe; any other name is Bridge's ValueError.
const Named* lookup(const QString& name)
{
    const QString n = name.trimmed().replace(QLatin1Char('-'), QLatin1Char('_'));
    for (const Named& k : kNames)
        if (n == QLatin1String(k.name))
            return &k;
    return nullptr;
}

} // namespace

QMap<FieldId, QVariant> MixedPrecision::sectionDefaults()
{
    // src/megatron/bridge/training/mixed_precision.py, MixedPrecisionConfig.
    return {{FieldId::Bf16, false},
            {FieldId::Fp16, false},
            {FieldId::Fp8, QVariant()},
            {FieldId::Fp8Recipe, QStringLiteral("tensorwise")},
            {FieldId::Fp4, QVariant()}};
}

QMap<FieldId, QVariant> MixedPrecision::recipeValues(const QString& name)
{
    const Named* k = lookup(name);
    if (!k)
        return {};
    QMap<FieldId, QVariant> values = sectionDefaults();
    values[FieldId::Bf16] = k->bf16;
    values[FieldId::Fp16] = k->fp16;
    if (k->fp8)
        values[FieldId::Fp8] = text(k->fp8);
    if (k->fp8Recipe)
        values[FieldId::Fp8Recipe] = text(k->fp8Recipe);
    if (k->fp4)
        values[FieldId::Fp4] = text(k->fp4);
    return values;
}

bool MixedPrecision::recordRecipeName(const QString& name, TrainingConfig& cfg, const SourceLocation& where)
{
    const QMap<FieldId, QVariant> values = recipeValues(name);
    if (values.isEmpty())
        return false;
    cfg.setMixedPrecision(values, where);
    applyRecorded(cfg);
    return true;
}

void MixedPrecision::recordSectionField(FieldId id, const QVariant& value, TrainingConfig& cfg,
                                        const SourceLocation& where)
{
    QMap<FieldId, QVariant> values = cfg.hasMixedPrecision() ? cfg.mixedPrecision() : sectionDefaults();
    const bool none = !value.isValid() || value.isNull() || value.typeId() == QMetaType::Nullptr;
    values[id] = none ? QVariant() : value;
    cfg.setMixedPrecision(values, cfg.hasMixedPrecision() ? cfg.mixedPrecisionOrigin() : where);
    applyRecorded(cfg);
}

void MixedPrecision::applyRecorded(TrainingConfig& cfg)
{
    if (!cfg.hasMixedPrecision())
        return;
    const QMap<FieldId, QVariant> values = cfg.mixedPrecision();
    const SourceLocation where = cfg.mixedPrecisionOrigin();
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        const FieldId id = it.key();
        const QVariant& v = it.value(); // invalid = None
        const bool wasSet = cfg.isSet(id);
        const QVariant before = cfg.value(id);
        if (!v.isValid()) {
            if (wasSet)
                cfg.unset(id);
        } else if (!sameValue(before, v)) {
            cfg.set(id, v);
        }
        if (wasSet && !sameValue(before, cfg.value(id)))
            cfg.noteMixedPrecisionReplaced(id, cfg.origin(id));
        if (cfg.isSet(id) && where.isValid())
            cfg.setOrigin(id, where);
    }
}

void MixedPrecision::settle(TrainingConfig& cfg)
{
    applyRecorded(cfg);
    cfg.clearMixedPrecision();
}

bool MixedPrecision::applyRecipeName(const QString& name, TrainingConfig& cfg)
{
    const Named* found = lookup(name);
    if (!found)
        return false;
    const bool bf16 = found->bf16, fp16 = found->fp16;
    const QString fp8 = text(found->fp8), fp8Recipe = text(found->fp8Recipe), fp4 = text(found->fp4);
    // Set what the name turns on; clear what an earlier input turned on and the name does not.
    const auto setBool = [&cfg](FieldId id, bool on) {
        if (on)
            cfg.set(id, true);
        else if (cfg.isSet(id))
            cfg.set(id, false);
    };
    const auto setText = [&cfg](FieldId id, const QString& v) {
        if (!v.isEmpty())
            cfg.set(id, v);
        else if (cfg.isSet(id))
            cfg.unset(id);
    };
    setBool(FieldId::Bf16, bf16);
    setBool(FieldId::Fp16, fp16);
    setText(FieldId::Fp8, fp8);
    setText(FieldId::Fp8Recipe, fp8Recipe);
    setText(FieldId::Fp4, fp4);
    return true;
}

QStringList MixedPrecision::registeredNames()
{
    QStringList names;
    for (const Named& k : kNames)
        names << QString::fromLatin1(k.name);
    return names;
}

QString MixedPrecision::recipeNameFor(const TrainingConfig& cfg)
{
    for (const Named& k : kNames) {
        if (cfg.boolValue(FieldId::Bf16) != k.bf16 || cfg.boolValue(FieldId::Fp16) != k.fp16)
            continue;
        if (cfg.stringValue(FieldId::Fp8) != text(k.fp8) || cfg.isNull(FieldId::Fp4) != (k.fp4 == nullptr))
            continue;
        if (k.fp8 && cfg.stringValue(FieldId::Fp8Recipe) != text(k.fp8Recipe))
            continue;
        return QString::fromLatin1(k.name);
    }
    return {};
}

bool MixedPrecision::isPrecisionField(FieldId id)
{
    return id == FieldId::Bf16 || id == FieldId::Fp16 || id == FieldId::Fp8 || id == FieldId::Fp8Recipe
        || id == FieldId::Fp4;
}

bool MixedPrecision::isSet(const TrainingConfig& cfg)
{
    for (FieldId id : {FieldId::Bf16, FieldId::Fp16, FieldId::Fp8, FieldId::Fp8Recipe, FieldId::Fp4})
        if (cfg.isSet(id))
            return true;
    return false;
}

} // namespace cga
