#pragma once

#include "model/fieldregistry.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <optional>

namespace cga {

// Turns text from a YAML scalar, a Hydra override or a command-line argument into a value of a field's type.
// Errors are translated, one sentence, naming the expected type or values.
class ValueParser
{
    Q_DECLARE_TR_FUNCTIONS(cga::ValueParser)

public:
    // A scalar for a field. `quoted` = the text was quoted in the input (so "true" stays a string).
    static std::optional<QVariant> scalar(const FieldSpec& spec, const QString& text, bool quoted, QString* error);
    // A list for a list field from its items (already split).
    static std::optional<QVariant> list(const FieldSpec& spec, const QList<QPair<QString, bool>>& items,
                                        QString* error);
    // Splits "[a, b]", "a,b", "[a b]" or "a" into items.
    static QStringList splitList(const QString& text);
    // Expands moe_layer_freq text: "1", "[1,0,1]", "([0]*4+[1]*9)"; nullopt when not understood.
    static std::optional<QVariantList> expandLayerPattern(const QString& text);
    // A list item as YAML/Hydra would type it when unquoted (numbers and booleans are not strings).
    static QVariant typedItem(const QString& text, bool quoted);
};

} // namespace cga
