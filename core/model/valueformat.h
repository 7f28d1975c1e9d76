#pragma once

#include <QString>
#include <QVariant>

#include <optional>

namespace cga {

// How values are spelled as text (emitted files, Hydra overrides, fix texts) so that each reader gets back the same
// type and value.
class ValueFormat
{
public:
    // How hydraValue writes a float: as displayValue does ("1.0", "1000000.0"), or as floatText does ("1e+06").
    enum class HydraFloats { Display, Shortest };
    // The shortest decimal text that reads back as the same double, always recognisable as a float:
    // 0.1 -> "0.1", 1.0 -> "1.0", 1e-05 -> "1e-05" (Python, Hydra) or "1.0e-05" (yamlFloat).
    static QString floatText(double d);
    // YAML 1.1 readers (PyYAML, OmegaConf) need a dot and a signed exponent to see a float: "1.0e-05", ".inf".
    static QString yamlFloat(double d);
    // True when a YAML reader would not read the text back as the same plain string: booleans and their YAML 1.1
    // spellings (on, off, yes, no, y, n), null and ~, numbers, dates, anything with characters that need quoting.
    static bool yamlNeedsQuotes(const QString& text);
    // A Python string literal with escapes: "expandable_segments:True", "it's \"x\"\n".
    static QString pythonString(const QString& text);
    // A Python literal for a value: True, 3, 0.1, None, "x", ["a", "b"], [0] * 3 + [1] * 58.
    static QString pythonLiteral(const QVariant& value);
    // A run-length form of a list of ints for readability: [0, 0, 0, 1, 1] -> "[0] * 3 + [1] * 2"; empty when the
    // plain list is as short.
    static QString pythonRepeatedList(const QVariantList& items);
    // Renders a value as a Hydra override value: true, 3, [attn,mlp], null, 'expandable_segments:True'. A string is
    // quoted when Hydra would not read it back bare as the same string (or always, with `forceQuotes`).
    static QString hydraValue(const QVariant& value, bool forceQuotes = false,
                              HydraFloats floats = HydraFloats::Display);
    // The words YAML and Hydra readers take for booleans (true/yes/on, false/no/off, any case) and for null
    // (empty, null, Null, NULL, None, ~).
    static std::optional<bool> parseBool(const QString& text);
    static bool isNullText(const QString& text);
    static bool isListValue(const QVariant& value);
    static bool isFloatValue(const QVariant& value);
};

} // namespace cga
