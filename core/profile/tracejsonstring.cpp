#include "profile/tracejsonstring.h"

#include <algorithm>

namespace cga {

namespace {

void appendUtf8(QByteArray* out, char32_t cp)
{
    if (cp < 0x80) {
        out->append(char(cp));
    } else if (cp < 0x800) {
        out->append(char(0xc0 | (cp >> 6)));
        out->append(char(0x80 | (cp & 0x3f)));
    } else if (cp < 0x10000) {
        out->append(char(0xe0 | (cp >> 12)));
        out->append(char(0x80 | ((cp >> 6) & 0x3f)));
        out->append(char(0x80 | (cp & 0x3f)));
    } else {
        out->append(char(0xf0 | (cp >> 18)));
        out->append(char(0x80 | ((cp >> 12) & 0x3f)));
        out->append(char(0x80 | ((cp >> 6) & 0x3f)));
        out->append(char(0x80 | (cp & 0x3f)));
    }
}

// Four hex digits at p (already checked by the scan).
char32_t hex4(const char* p)
{
    return char32_t(TraceJsonString::hexDigit(p[0]) << 12 | TraceJsonString::hexDigit(p[1]) << 8
                    | TraceJsonString::hexDigit(p[2]) << 4 | TraceJsonString::hexDigit(p[3]));
}

} // namespace

int TraceJsonString::hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// The length of the UTF-8 sequence at p (RFC 3629: no overlong forms, no surrogates, at most U+10FFFF), 0 when it
// is not one, -1 when the bytes end inside what may be one.
int TraceJsonString::utf8Length(const uchar* p, const uchar* end)
{
    const uchar c = p[0];
    int n = 0;
    uchar lo = 0x80;
    uchar hi = 0xbf;
    if (c >= 0xc2 && c <= 0xdf) {
        n = 2;
    } else if (c >= 0xe0 && c <= 0xef) {
        n = 3;
        lo = c == 0xe0 ? 0xa0 : 0x80;
        hi = c == 0xed ? 0x9f : 0xbf;
    } else if (c >= 0xf0 && c <= 0xf4) {
        n = 4;
        lo = c == 0xf0 ? 0x90 : 0x80;
        hi = c == 0xf4 ? 0x8f : 0xbf;
    } else {
        return 0;
    }
    const int have = int(std::min<qsizetype>(n, end - p));
    if (have >= 2 && (p[1] < lo || p[1] > hi))
        return 0;
    for (int i = 2; i < have; ++i)
        if ((p[i] & 0xc0) != 0x80)
            return 0;
    return have < n ? -1 : n;
}

void TraceJsonString::unescape(QByteArrayView raw, QByteArray* out)
{
    out->clear();
    for (const char* p = raw.begin(); p < raw.end();) {
        if (*p != '\\') {
            out->append(*p++);
            continue;
        }
        const char e = p[1];
        p += 2;
        switch (e) {
        case 'b':
            out->append('\b');
            break;
        case 'f':
            out->append('\f');
            break;
        case 'n':
            out->append('\n');
            break;
        case 'r':
            out->append('\r');
            break;
        case 't':
            out->append('\t');
            break;
        case 'u': {
            char32_t cp = hex4(p);
            p += 4;
            if (cp >= 0xd800 && cp <= 0xdbff && raw.end() - p >= 6 && p[0] == '\\' && p[1] == 'u') {
                const char32_t low = hex4(p + 2);
                if (low >= 0xdc00 && low <= 0xdfff) {
                    cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
                    p += 6;
                }
            }
            appendUtf8(out, cp);
            break;
        }
        default: // '"', '\\', '/' and, as QJsonDocument reads them, any other byte for the character of its value
            appendUtf8(out, uchar(e));
        }
    }
}

QString TraceJsonString::decode(QByteArrayView utf8)
{
    bool surrogate = false;
    for (qsizetype i = 0; i + 1 < utf8.size() && !surrogate; ++i)
        surrogate = uchar(utf8[i]) == 0xed && uchar(utf8[i + 1]) >= 0xa0;
    if (!surrogate)
        return QString::fromUtf8(utf8);
    QString out;
    qsizetype from = 0;
    for (qsizetype i = 0; i + 2 < utf8.size(); ++i) {
        if (uchar(utf8[i]) != 0xed || uchar(utf8[i + 1]) < 0xa0)
            continue;
        out += QString::fromUtf8(utf8.sliced(from, i - from));
        out += QChar(char16_t(0xd000 | (uchar(utf8[i + 1]) & 0x3f) << 6 | (uchar(utf8[i + 2]) & 0x3f)));
        from = i + 3;
        i += 2;
    }
    return out + QString::fromUtf8(utf8.sliced(from));
}

} // namespace cga
