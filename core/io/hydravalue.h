#pragma once

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>

#include <optional>

namespace cga {

// The value of a Hydra override, read with Hydra's override grammar (hydra/grammar/OverrideParser.g4), which
// Megatron Bridge uses for its command-line overrides: primitives (unquoted text, which may hold spaces, escapes
// and ${...} interpolations, kept as text), quoted strings, lists and dicts nested to any depth, the cast functions
// int() float() str() bool(). A sweep (`a,b`, choice(), range() ...) is refused: Bridge applies one value per key.
struct HydraValue
{
    Q_DECLARE_TR_FUNCTIONS(cga::HydraValue)

public:
    enum class Kind { Primitive, Quoted, List, Dict };
    Kind kind = Kind::Primitive;
    QString text; // Primitive and Quoted: the text (unescaped, without quotes)
    QList<HydraValue> items; // List
    QList<QPair<QString, HydraValue>> entries; // Dict, in order

    bool isScalar() const { return kind == Kind::Primitive || kind == Kind::Quoted; }
    // A list whose items are all scalars (what a list field takes).
    bool isFlatList() const;
    // An unquoted ${...} interpolation, resolved by OmegaConf when the config is read.
    bool isInterpolation() const;

    // Parses the text after '='; nullopt with *error (a sentence) when Hydra's parser would reject it.
    static std::optional<HydraValue> parse(const QString& text, QString* error);
};

} // namespace cga
