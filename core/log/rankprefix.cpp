#include "log/rankprefix.h"

#include <cstring>

namespace cga {

namespace {

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// Reads 1..7 digits at p; returns the end or nullptr.
const char* digits(const char* p, const char* end, int* value)
{
    int v = 0;
    const char* q = p;
    while (q < end && isDigit(*q) && q - p < 7)
        v = v * 10 + (*q++ - '0');
    if (q == p || (q < end && isDigit(*q)))
        return nullptr;
    *value = v;
    return q;
}

bool startsWith(const char* p, const char* end, const char* lit, size_t n)
{
    return static_cast<size_t>(end - p) >= n && std::memcmp(p, lit, n) == 0;
}

// One prefix at p; returns the position after it (and one following space) or nullptr.
const char* one(const char* p, const char* end, int* rank)
{
    if (p >= end)
        return nullptr;
    const char* q = nullptr;
    if (*p == '[') {
        if (startsWith(p, end, "[rank", 5))
            q = digits(p + 5, end, rank);
        else if (startsWith(p, end, "[default", 8))
            q = digits(p + 8, end, rank);
        else if (startsWith(p, end, "[Rank ", 6))
            q = digits(p + 6, end, rank);
        else if (p + 1 < end && isDigit(p[1])) { // [1,3]<stdout>:
            int job = 0;
            q = digits(p + 1, end, &job);
            if (q && q < end && *q == ',')
                q = digits(q + 1, end, rank);
            else
                q = nullptr;
            if (q && q < end && *q == ']') {
                ++q;
                if (startsWith(q, end, "<stdout>:", 9) || startsWith(q, end, "<stderr>:", 9))
                    q += 9;
                else
                    return nullptr;
                if (q < end && *q == ' ')
                    ++q;
                return q;
            }
            return nullptr;
        }
        if (!q || q >= end || *q != ']')
            return nullptr;
        ++q;
        const bool megatronTag = p[1] == 'R';
        if (q < end && *q == ':')
            ++q;
        else if (!megatronTag)
            return nullptr;
        if (q < end && *q == ' ')
            ++q;
        return q;
    }
    // "3: " with optional alignment spaces in front.
    const char* s = p;
    while (s < end && *s == ' ' && s - p < 8)
        ++s;
    q = digits(s, end, rank);
    if (!q || q + 1 >= end || q[0] != ':' || q[1] != ' ')
        return nullptr;
    return q + 2;
}

} // namespace

int RankPrefix::strip(const char** begin, const char* end)
{
    int rank = -1;
    const char* p = *begin;
    for (int i = 0; i < 4; ++i) {
        int r = -1;
        const char* q = one(p, end, &r);
        if (!q)
            break;
        rank = r;
        p = q;
    }
    *begin = p;
    return rank;
}

} // namespace cga
