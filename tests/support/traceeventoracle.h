#pragma once

// TraceEventParser checked against QJsonDocument, the reader the profile code used before: for one event's bytes,
// the two agree on whether it is JSON and, for a kept event, on every member the analysis reads. Returns an empty
// string when they agree, otherwise what differs. Used by tst_traceeventparser and the fuzz target.

#include "profile/traceeventparser.h"
#include "profile/tracejsonstring.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QString>

#include <climits>
#include <limits>

namespace cga::test {

// An id as the profile reader takes it: a number (whole numbers exactly, others cut to one) or a string holding one.
inline qint64 oracleId(const QJsonValue& v)
{
    if (v.isString())
        return v.toString().toLongLong();
    // Beyond qint64 the reader takes the nearest end, as converting such a double is undefined.
    constexpr double Limit = 9223372036854775808.0;
    const double d = v.toDouble();
    if (d >= Limit)
        return std::numeric_limits<qint64>::max();
    if (d < -Limit)
        return std::numeric_limits<qint64>::min();
    return v.toInteger(qint64(d));
}

// The parser is stricter than QJsonDocument in one place: a number needs digits after '.' and after 'e' (Qt takes
// "1." when its toDouble() does). QJsonDocument is stricter in another: it converts every number and rejects one
// beyond double, where the parser converts only those it reads.
inline QString checkAgainstQJsonDocument(QByteArrayView bytes)
{
    TraceEventParser parser;
    TraceEvent e;
    const auto r = parser.parse(bytes, &e);
    using R = TraceEventParser::Result;
    const QByteArray whole = bytes.toByteArray();
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(whole, &pe);
    const bool qtValid = pe.error == QJsonParseError::NoError && doc.isObject();
    const bool strictNumber = parser.errorText() == TraceEventParser::tr("an illegal number");
    if (qtValid && r == R::InvalidJson && !strictNumber)
        return QStringLiteral("QJsonDocument reads it, the parser says %1 at %2")
            .arg(parser.errorText())
            .arg(parser.errorOffset());
    if (r == R::InvalidJson)
        return {};
    if (parser.inside())
        return {}; // skipped at its "cat": the rest is left to the stream's tokenizer
    const QByteArray read = whole.left(parser.length());
    const QJsonDocument readDoc = QJsonDocument::fromJson(read, &pe);
    if (pe.error != QJsonParseError::NoError && pe.error != QJsonParseError::IllegalNumber)
        return QStringLiteral("the parser reads %1 bytes, QJsonDocument says %2 at %3")
            .arg(read.size())
            .arg(pe.errorString())
            .arg(pe.offset);
    if (r != R::Kept || pe.error != QJsonParseError::NoError)
        return {};
    const QJsonObject o = readDoc.object();
    const QJsonObject args = o.value(QLatin1String("args")).toObject();
    QStringList diff;
    if (TraceJsonString::decode(e.ph) != o.value(QLatin1String("ph")).toString())
        diff << QStringLiteral("ph");
    if (TraceJsonString::decode(e.cat) != o.value(QLatin1String("cat")).toString())
        diff << QStringLiteral("cat");
    if (TraceJsonString::decode(e.name) != o.value(QLatin1String("name")).toString())
        diff << QStringLiteral("name");
    if (e.ts != o.value(QLatin1String("ts")).toDouble())
        diff << QStringLiteral("ts");
    if (e.dur != o.value(QLatin1String("dur")).toDouble())
        diff << QStringLiteral("dur");
    if (e.tid != oracleId(o.value(QLatin1String("tid"))))
        diff << QStringLiteral("tid");
    if (e.id != oracleId(o.value(QLatin1String("id"))))
        diff << QStringLiteral("id");
    if (e.hasCorrelation != args.contains(QLatin1String("correlation"))
        || (e.hasCorrelation && e.correlation != oracleId(args.value(QLatin1String("correlation")))))
        diff << QStringLiteral("args.correlation");
    const QJsonValue stream = args.value(QLatin1String("stream"));
    const bool wholeStream
        = stream.isDouble() && stream.toDouble() == double(stream.toInt(INT_MIN)); // Qt reads no other
    if (e.hasStream != args.contains(QLatin1String("stream")) || (wholeStream && e.stream != stream.toInt()))
        diff << QStringLiteral("args.stream");
    if (!diff.isEmpty())
        return QStringLiteral("the members %1 differ from QJsonDocument's").arg(diff.join(QLatin1String(", ")));
    return {};
}

} // namespace cga::test
