#include "json.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace cga::bench {

namespace {

const Json kNull;

class Parser
{
public:
    explicit Parser(const std::string& text)
        : m_s(text)
    {
    }

    bool parseDocument(Json* out, std::string* error)
    {
        skipSpace();
        if (!parseValue(out, 0))
            return fail(error);
        skipSpace();
        if (m_pos != m_s.size()) {
            m_error = "unexpected text after the JSON value";
            return fail(error);
        }
        return true;
    }

private:
    bool fail(std::string* error)
    {
        if (error)
            *error = m_error + " at offset " + std::to_string(m_pos);
        return false;
    }

    void skipSpace()
    {
        while (m_pos < m_s.size()
               && (m_s[m_pos] == ' ' || m_s[m_pos] == '\t' || m_s[m_pos] == '\n' || m_s[m_pos] == '\r'))
            ++m_pos;
    }

    bool literal(const char* word)
    {
        size_t n = 0;
        while (word[n])
            ++n;
        if (m_s.compare(m_pos, n, word) != 0) {
            m_error = "invalid literal";
            return false;
        }
        m_pos += n;
        return true;
    }

    bool parseValue(Json* out, int depth)
    {
        if (depth > 64) {
            m_error = "nesting too deep";
            return false;
        }
        if (m_pos >= m_s.size()) {
            m_error = "unexpected end of input";
            return false;
        }
        const char c = m_s[m_pos];
        if (c == '{')
            return parseObject(out, depth);
        if (c == '[')
            return parseArray(out, depth);
        if (c == '"') {
            std::string s;
            if (!parseString(&s))
                return false;
            *out = Json(std::move(s));
            return true;
        }
        if (c == 't') {
            *out = Json(true);
            return literal("true");
        }
        if (c == 'f') {
            *out = Json(false);
            return literal("false");
        }
        if (c == 'n') {
            *out = Json();
            return literal("null");
        }
        return parseNumber(out);
    }

    bool parseNumber(Json* out)
    {
        const size_t start = m_pos;
        if (m_pos < m_s.size() && m_s[m_pos] == '-')
            ++m_pos;
        bool digits = false;
        while (m_pos < m_s.size()
               && ((m_s[m_pos] >= '0' && m_s[m_pos] <= '9') || m_s[m_pos] == '.' || m_s[m_pos] == 'e'
                   || m_s[m_pos] == 'E' || m_s[m_pos] == '+' || m_s[m_pos] == '-')) {
            digits = digits || (m_s[m_pos] >= '0' && m_s[m_pos] <= '9');
            ++m_pos;
        }
        if (!digits) {
            m_pos = start;
            m_error = "expected a value";
            return false;
        }
        const std::string text = m_s.substr(start, m_pos - start);
        char* end = nullptr;
        const double v = std::strtod(text.c_str(), &end);
        if (!end || *end != '\0') {
            m_pos = start;
            m_error = "malformed number";
            return false;
        }
        *out = Json(v);
        return true;
    }

    static void appendUtf8(std::string& s, unsigned cp)
    {
        if (cp < 0x80) {
            s += static_cast<char>(cp);
        } else if (cp < 0x800) {
            s += static_cast<char>(0xC0 | (cp >> 6));
            s += static_cast<char>(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            s += static_cast<char>(0xE0 | (cp >> 12));
            s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            s += static_cast<char>(0x80 | (cp & 0x3F));
        } else {
            s += static_cast<char>(0xF0 | (cp >> 18));
            s += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
            s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            s += static_cast<char>(0x80 | (cp & 0x3F));
        }
    }

    bool hex4(unsigned* out)
    {
        if (m_pos + 4 > m_s.size()) {
            m_error = "truncated \\u escape";
            return false;
        }
        unsigned v = 0;
        for (int i = 0; i < 4; ++i) {
            const char h = m_s[m_pos++];
            v <<= 4;
            if (h >= '0' && h <= '9')
                v |= static_cast<unsigned>(h - '0');
            else if (h >= 'a' && h <= 'f')
                v |= static_cast<unsigned>(h - 'a' + 10);
            else if (h >= 'A' && h <= 'F')
                v |= static_cast<unsigned>(h - 'A' + 10);
            else {
                m_error = "bad \\u escape";
                return false;
            }
        }
        *out = v;
        return true;
    }

    bool parseString(std::string* out)
    {
        ++m_pos; // opening quote
        std::string s;
        while (m_pos < m_s.size()) {
            const char c = m_s[m_pos++];
            if (c == '"') {
                *out = std::move(s);
                return true;
            }
            if (static_cast<unsigned char>(c) < 0x20) {
                m_error = "control character in a string";
                return false;
            }
            if (c != '\\') {
                s += c;
                continue;
            }
            if (m_pos >= m_s.size())
                break;
            const char e = m_s[m_pos++];
            switch (e) {
            case '"':
            case '\\':
            case '/':
                s += e;
                break;
            case 'b':
                s += '\b';
                break;
            case 'f':
                s += '\f';
                break;
            case 'n':
                s += '\n';
                break;
            case 'r':
                s += '\r';
                break;
            case 't':
                s += '\t';
                break;
            case 'u': {
                unsigned cp = 0;
                if (!hex4(&cp))
                    return false;
                if (cp >= 0xD800 && cp < 0xDC00 && m_pos + 6 <= m_s.size() && m_s[m_pos] == '\\'
                    && m_s[m_pos + 1] == 'u') {
                    m_pos += 2;
                    unsigned lo = 0;
                    if (!hex4(&lo))
                        return false;
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                }
                appendUtf8(s, cp);
                break;
            }
            default:
                m_error = "bad escape in a string";
                return false;
            }
        }
        m_error = "unterminated string";
        return false;
    }

    bool parseArray(Json* out, int depth)
    {
        ++m_pos;
        Json a = Json::array();
        skipSpace();
        if (m_pos < m_s.size() && m_s[m_pos] == ']') {
            ++m_pos;
            *out = std::move(a);
            return true;
        }
        while (true) {
            skipSpace();
            Json v;
            if (!parseValue(&v, depth + 1))
                return false;
            a.push(std::move(v));
            skipSpace();
            if (m_pos < m_s.size() && m_s[m_pos] == ',') {
                ++m_pos;
                continue;
            }
            if (m_pos < m_s.size() && m_s[m_pos] == ']') {
                ++m_pos;
                *out = std::move(a);
                return true;
            }
            m_error = "expected ',' or ']'";
            return false;
        }
    }

    bool parseObject(Json* out, int depth)
    {
        ++m_pos;
        Json o = Json::object();
        skipSpace();
        if (m_pos < m_s.size() && m_s[m_pos] == '}') {
            ++m_pos;
            *out = std::move(o);
            return true;
        }
        while (true) {
            skipSpace();
            if (m_pos >= m_s.size() || m_s[m_pos] != '"') {
                m_error = "expected a key";
                return false;
            }
            std::string key;
            if (!parseString(&key))
                return false;
            skipSpace();
            if (m_pos >= m_s.size() || m_s[m_pos] != ':') {
                m_error = "expected ':'";
                return false;
            }
            ++m_pos;
            skipSpace();
            Json v;
            if (!parseValue(&v, depth + 1))
                return false;
            o.set(key, std::move(v));
            skipSpace();
            if (m_pos < m_s.size() && m_s[m_pos] == ',') {
                ++m_pos;
                continue;
            }
            if (m_pos < m_s.size() && m_s[m_pos] == '}') {
                ++m_pos;
                *out = std::move(o);
                return true;
            }
            m_error = "expected ',' or '}'";
            return false;
        }
    }

    const std::string& m_s;
    size_t m_pos = 0;
    std::string m_error;
};

} // namespace

Json Json::stringArray(const std::vector<std::string>& items)
{
    Json a = array();
    for (const std::string& s : items)
        a.push(Json(s));
    return a;
}

Json& Json::push(Json v)
{
    m_type = Type::Array;
    m_items.push_back(std::move(v));
    return m_items.back();
}

bool Json::has(const std::string& key) const
{
    for (const auto& m : m_members)
        if (m.first == key)
            return true;
    return false;
}

const Json& Json::at(const std::string& key) const
{
    for (const auto& m : m_members)
        if (m.first == key)
            return m.second;
    return kNull;
}

Json& Json::set(const std::string& key, Json v)
{
    m_type = Type::Object;
    for (auto& m : m_members)
        if (m.first == key) {
            m.second = std::move(v);
            return m.second;
        }
    m_members.emplace_back(key, std::move(v));
    return m_members.back().second;
}

std::string jsonQuote(const std::string& s)
{
    std::string out = "\"";
    for (const char ch : s) {
        const unsigned char c = static_cast<unsigned char>(ch);
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (c < 0x20) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", c);
                out += buf;
            } else {
                out += ch;
            }
        }
    }
    return out + "\"";
}

void Json::dumpTo(std::string& out) const
{
    switch (m_type) {
    case Type::Null:
        out += "null";
        return;
    case Type::Bool:
        out += m_bool ? "true" : "false";
        return;
    case Type::Number: {
        if (!std::isfinite(m_number)) {
            out += "null";
            return;
        }
        char buf[40];
        if (std::fabs(m_number) < 9.0e15 && m_number == static_cast<double>(static_cast<int64_t>(m_number)))
            std::snprintf(buf, sizeof buf, "%lld", static_cast<long long>(m_number));
        else
            std::snprintf(buf, sizeof buf, "%.10g", m_number);
        out += buf;
        return;
    }
    case Type::String:
        out += jsonQuote(m_string);
        return;
    case Type::Array: {
        out += '[';
        bool first = true;
        for (const Json& v : m_items) {
            if (!first)
                out += ',';
            first = false;
            v.dumpTo(out);
        }
        out += ']';
        return;
    }
    case Type::Object: {
        out += '{';
        bool first = true;
        for (const auto& m : m_members) {
            if (!first)
                out += ',';
            first = false;
            out += jsonQuote(m.first);
            out += ':';
            m.second.dumpTo(out);
        }
        out += '}';
        return;
    }
    }
}

std::string Json::dump() const
{
    std::string out;
    dumpTo(out);
    return out;
}

bool Json::parse(const std::string& text, Json* out, std::string* error)
{
    Parser p(text);
    return p.parseDocument(out, error);
}

} // namespace cga::bench
