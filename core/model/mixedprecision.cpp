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

// The names Bridge's perf and library recipes use (src/megatron/bridge/training/mixed_precision.py).
const Named kNames[] = {
    {"bf16_mixed", true, false, nullptr, nullptr, nullptr},
    {"fp16_mixed", false, true, nullptr, nullptr, nullptr},
    {"bf16_with_fp8_delayed_scaling_mixed", true, false, "hybrid", "delayed", nullptr},
    {"bf16_with_fp8_current_scaling_mixed", true, false, "hybrid", "tensorwise", nullptr},
    {"bf16_with_mxfp8_mixed", true, false, "hybrid", "mxfp8", nullptr},
    {"bf16_with_fp8_subchannel_scaling_mixed", true, false, "hybrid", "blockwise", nullptr},
    {"bf16_with_nvfp4_mixed", true, false, nullptr, nullptr, "nvfp4"},
};

QString text(const char* s)
{
    return s ? QString::fromLatin1(s) : QString();
}

} // namespace

bool MixedPrecision::applyRecipeName(const QString& name, TrainingConfig& cfg)
{
    const QString n = name.trimmed().toLower();
    bool bf16 = false, fp16 = false;
    QString fp8, fp8Recipe, fp4;
    bool known = false;
    for (const Named& k : kNames) {
        if (n != QLatin1String(k.name))
            continue;
        bf16 = k.bf16;
        fp16 = k.fp16;
        fp8 = text(k.fp8);
        fp8Recipe = text(k.fp8Recipe);
        fp4 = text(k.fp4);
        known = true;
        break;
    }
    if (!known) {
        // Names outside the table: read what they say (e.g. "bf16_with_fp8_blockwise_mixed").
        bf16 = n.contains(QLatin1String("bf16"));
        fp16 = !bf16 && n.contains(QLatin1String("fp16"));
        if (n.contains(QLatin1String("fp8"))) {
            fp8 = QStringLiteral("hybrid");
            if (n.contains(QLatin1String("mx")))
                fp8Recipe = QStringLiteral("mxfp8");
            else if (n.contains(QLatin1String("current")) || n.contains(QLatin1String("tensorwise")))
                fp8Recipe = QStringLiteral("tensorwise");
            else if (n.contains(QLatin1String("subchannel")) || n.contains(QLatin1String("block")))
                fp8Recipe = QStringLiteral("blockwise");
            else
                fp8Recipe = QStringLiteral("delayed");
        }
        if (n.contains(QLatin1String("fp4")))
            fp4 = QStringLiteral("nvfp4");
        if (!bf16 && !fp16 && fp8.isEmpty() && fp4.isEmpty())
            return false;
    }
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

QString MixedPrecision::recipeNameFor(const TrainingConfig& cfg)
{
    for (const Named& k : kNames) {
        if (cfg.boolValue(FieldId::Bf16) != k.bf16 || cfg.boolValue(FieldId::Fp16) != k.fp16)
            continue;
        if (cfg.stringValue(FieldId::Fp8) != text(k.fp8) || cfg.stringValue(FieldId::Fp4) != text(k.fp4))
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
