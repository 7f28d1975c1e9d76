#include "rules/diagnostic.h"

#include "model/fieldregistry.h"
#include "model/trainingconfig.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace cga {

bool FieldChange::operator==(const FieldChange& o) const
{
    return path == o.path && sameValue(value, o.value) && isNullValue(value) == isNullValue(o.value);
}

QJsonValue variantToJson(const QVariant& v)
{
    if (isNullValue(v))
        return QJsonValue::Null;
    switch (v.metaType().id()) {
    case QMetaType::Bool:
        return v.toBool();
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong:
        return v.toLongLong();
    case QMetaType::Double:
    case QMetaType::Float:
        return v.toDouble();
    case QMetaType::QStringList:
    case QMetaType::QVariantList: {
        QJsonArray a;
        for (const QVariant& item : v.toList())
            a.append(variantToJson(item));
        return a;
    }
    default:
        return v.toString();
    }
}

QJsonObject Fix::toJson() const
{
    QJsonObject set;
    for (const FieldChange& c : changes)
        set.insert(c.path, variantToJson(c.value));
    return QJsonObject{{QStringLiteral("title"), title}, {QStringLiteral("set"), set}};
}

QJsonObject Diagnostic::toJson() const
{
    QJsonArray fixArray;
    for (const Fix& f : fixes)
        fixArray.append(f.toJson());
    QJsonObject o{{QStringLiteral("id"), id},
                  {QStringLiteral("severity"), severityName(severity)},
                  {QStringLiteral("phase"), phaseName(phase)},
                  {QStringLiteral("message"), message},
                  {QStringLiteral("upstream_message"), upstreamMessage},
                  {QStringLiteral("fields"), QJsonArray::fromStringList(fields)},
                  {QStringLiteral("source"), source},
                  {QStringLiteral("fixes"), fixArray}};
    if (location.isValid())
        o.insert(QStringLiteral("location"), location.toString());
    return o;
}

QString Diagnostic::severityName(Severity s)
{
    switch (s) {
    case Severity::Error:
        return QStringLiteral("error");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Info:
        return QStringLiteral("info");
    case Severity::Auto:
        return QStringLiteral("auto");
    }
    return {};
}

QString Diagnostic::severityTitle(Severity s)
{
    switch (s) {
    case Severity::Error:
        return QCoreApplication::translate("cga::Diagnostic", "Error");
    case Severity::Warning:
        return QCoreApplication::translate("cga::Diagnostic", "Warning");
    case Severity::Info:
        return QCoreApplication::translate("cga::Diagnostic", "Info");
    case Severity::Auto:
        return QCoreApplication::translate("cga::Diagnostic", "Automatic adjustment");
    }
    return {};
}

QString Diagnostic::phaseName(Phase p)
{
    switch (p) {
    case Phase::Harness:
        return QStringLiteral("harness");
    case Phase::Rco:
        return QStringLiteral("rco");
    case Phase::Provide:
        return QStringLiteral("provide");
    case Phase::LoopSetup:
        return QStringLiteral("loop-setup");
    case Phase::Capture:
        return QStringLiteral("capture");
    case Phase::Replay:
        return QStringLiteral("replay");
    case Phase::Step:
        return QStringLiteral("step");
    }
    return {};
}

QString Diagnostic::phaseTitle(Phase p)
{
    switch (p) {
    case Phase::Harness:
        return QCoreApplication::translate("cga::Diagnostic", "performance harness overrides");
    case Phase::Rco:
        return QCoreApplication::translate("cga::Diagnostic", "config validation at start-up");
    case Phase::Provide:
        return QCoreApplication::translate("cga::Diagnostic", "model construction");
    case Phase::LoopSetup:
        return QCoreApplication::translate("cga::Diagnostic", "training-loop set-up");
    case Phase::Capture:
        return QCoreApplication::translate("cga::Diagnostic", "graph capture");
    case Phase::Replay:
        return QCoreApplication::translate("cga::Diagnostic", "graph replay");
    case Phase::Step:
        return QCoreApplication::translate("cga::Diagnostic", "training step");
    }
    return {};
}

} // namespace cga
