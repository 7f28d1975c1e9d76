#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace cga {

// The strings of trace JSON as TraceEventParser reads them: UTF-8 checked as QJsonDocument checks it, escapes
// resolved to UTF-8 (a lone surrogate escape such as \uD800 to its three-byte form, so that no string is lost), and
// the QString of a resolved string, the one QJsonDocument would give.
class TraceJsonString
{
public:
    // The value of a hex digit, -1 for any other character.
    static int hexDigit(char c);
    // The length of the UTF-8 sequence at p (RFC 3629: no overlong forms, no surrogates, at most U+10FFFF), 0 when
    // it is not one, -1 when the bytes end inside what may be one.
    static int utf8Length(const uchar* p, const uchar* end);
    // raw: the bytes between a string's quotes, already checked; *out: their text with the escapes resolved.
    static void unescape(QByteArrayView raw, QByteArray* out);
    // A resolved string as a QString: UTF-8, where the three-byte form of a lone surrogate becomes that UTF-16
    // unit again.
    static QString decode(QByteArrayView text);
};

} // namespace cga
