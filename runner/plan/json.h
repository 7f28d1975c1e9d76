#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace cga::bench {

// A small JSON value for the runner's workload files and its JSON-lines output. cga-bench depends on the CUDA
// Toolkit alone, so it carries its own reader and writer (RFC 8259, UTF-8 passed through unchanged).
class Json
{
public:
    enum class Type { Null, Bool, Number, String, Array, Object };

    Json() = default;
    Json(std::nullptr_t) { }
    Json(bool b)
        : m_type(Type::Bool)
        , m_bool(b)
    {
    }
    Json(int v)
        : m_type(Type::Number)
        , m_number(v)
    {
    }
    Json(int64_t v)
        : m_type(Type::Number)
        , m_number(static_cast<double>(v))
    {
    }
    Json(double v)
        : m_type(Type::Number)
        , m_number(v)
    {
    }
    Json(const char* s)
        : m_type(Type::String)
        , m_string(s)
    {
    }
    Json(std::string s)
        : m_type(Type::String)
        , m_string(std::move(s))
    {
    }

    static Json array() { return Json(Type::Array); }
    static Json object() { return Json(Type::Object); }
    static Json stringArray(const std::vector<std::string>& items);

    Type type() const { return m_type; }
    bool isNull() const { return m_type == Type::Null; }
    bool isBool() const { return m_type == Type::Bool; }
    bool isNumber() const { return m_type == Type::Number; }
    bool isString() const { return m_type == Type::String; }
    bool isArray() const { return m_type == Type::Array; }
    bool isObject() const { return m_type == Type::Object; }

    bool toBool(bool fallback = false) const { return isBool() ? m_bool : fallback; }
    double toNumber(double fallback = 0.0) const { return isNumber() ? m_number : fallback; }
    const std::string& toString() const { return m_string; }

    // Arrays
    const std::vector<Json>& items() const { return m_items; }
    Json& push(Json v);
    // Objects (keys keep their insertion order in the output)
    bool has(const std::string& key) const;
    const Json& at(const std::string& key) const; // a Null value when absent
    Json& set(const std::string& key, Json v);
    const std::vector<std::pair<std::string, Json>>& members() const { return m_members; }

    // Compact, one line: what a JSON-lines event needs. Non-finite numbers are written as null.
    std::string dump() const;
    static bool parse(const std::string& text, Json* out, std::string* error);

private:
    explicit Json(Type t)
        : m_type(t)
    {
    }
    void dumpTo(std::string& out) const;

    Type m_type = Type::Null;
    bool m_bool = false;
    double m_number = 0.0;
    std::string m_string;
    std::vector<Json> m_items;
    std::vector<std::pair<std::string, Json>> m_members;
};

std::string jsonQuote(const std::string& s);

} // namespace cga::bench
