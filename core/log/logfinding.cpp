#include "log/logfinding.h"

#include <QJsonArray>

namespace cga {

QJsonObject LogFinding::toJson() const
{
    QJsonArray rankArray;
    for (int r : ranks)
        rankArray.append(r);
    return QJsonObject{{QStringLiteral("id"), id},
                       {QStringLiteral("pain_point"), painPoint},
                       {QStringLiteral("rule"), rule.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(rule)},
                       {QStringLiteral("severity"), Diagnostic::severityName(severity)},
                       {QStringLiteral("evidence"), QJsonArray::fromStringList(evidence)},
                       {QStringLiteral("fix"), fix},
                       {QStringLiteral("title"), title},
                       {QStringLiteral("ranks"), rankArray},
                       {QStringLiteral("occurrences"), occurrences}};
}

} // namespace cga
