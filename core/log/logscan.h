#pragma once

// Small byte-level scanning helpers shared by the log parser and the diagnosis: locale-independent number
// parsing (std::from_chars) and substring search on [begin, end) ranges, without building strings.
#include <charconv>
#include <cstring>
#include <string.h>

namespace cga::logscan {

inline bool isSpace(char c)
{
    return c == ' ' || c == '\t';
}

inline bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

inline const char* skipSpaces(const char* p, const char* end)
{
    while (p < end && isSpace(*p))
        ++p;
    return p;
}

inline const char* trimEnd(const char* begin, const char* end)
{
    while (end > begin && (isSpace(end[-1]) || end[-1] == '\r'))
        --end;
    return end;
}

// The first occurrence of lit in [p, end), or nullptr.
inline const char* find(const char* p, const char* end, const char* lit, size_t n)
{
    if (p >= end || static_cast<size_t>(end - p) < n)
        return nullptr;
    return static_cast<const char*>(memmem(p, static_cast<size_t>(end - p), lit, n));
}

template<size_t N> inline const char* find(const char* p, const char* end, const char (&lit)[N])
{
    return find(p, end, lit, N - 1);
}

template<size_t N> inline bool startsWith(const char* p, const char* end, const char (&lit)[N])
{
    return static_cast<size_t>(end - p) >= N - 1 && std::memcmp(p, lit, N - 1) == 0;
}

template<size_t N> inline bool endsWith(const char* begin, const char* p, const char (&lit)[N])
{
    return static_cast<size_t>(p - begin) >= N - 1 && std::memcmp(p - (N - 1), lit, N - 1) == 0;
}

// A decimal number ("1450.0", "1.500000E-06", "nan", "inf") at p (after optional spaces). Returns the end of the
// number, or nullptr when there is none.
inline const char* parseDouble(const char* p, const char* end, double* out)
{
    p = skipSpaces(p, end);
    if (p < end && *p == '+')
        ++p;
    const auto r = std::from_chars(p, end, *out);
    return r.ec == std::errc() ? r.ptr : nullptr;
}

inline const char* parseInt(const char* p, const char* end, long long* out)
{
    p = skipSpaces(p, end);
    const auto r = std::from_chars(p, end, *out);
    return r.ec == std::errc() ? r.ptr : nullptr;
}

// The unsigned integer that ends right before p (after skipping spaces backwards), or -1.
inline long long intBefore(const char* begin, const char* p)
{
    while (p > begin && isSpace(p[-1]))
        --p;
    const char* q = p;
    while (q > begin && isDigit(q[-1]) && p - q < 18)
        --q;
    if (q == p)
        return -1;
    long long v = 0;
    std::from_chars(q, p, v);
    return v;
}

} // namespace cga::logscan
