#include "io/importresult.h"

#include "model/mixedprecision.h"
#include "rules/rulesengine.h"

namespace cga {

QString ImportResult::errorText() const
{
    const QString where = errorLocation.toString();
    return where.isEmpty() ? error : where + QStringLiteral(": ") + error;
}

void ImportResult::fail(const QString& message, const SourceLocation& where)
{
    if (!error.isEmpty())
        return;
    error = message;
    errorLocation = where;
}

void ImportResult::ignoreValue(const QString& field, const QString& reason, const SourceLocation& where)
{
    Hit hit;
    hit.fields << field;
    hit.args << reason;
    Diagnostic d = RulesEngine::diagnosticFor(QStringLiteral("IMP-02"), hit);
    d.location = where;
    diagnostics << d;
}

void ImportResult::unknownMixedPrecision(const QString& field, const QString& name, const SourceLocation& where)
{
    Hit hit;
    hit.fields << field;
    hit.args << name.trimmed().replace(QLatin1Char('-'), QLatin1Char('_'))
             << MixedPrecision::registeredNames().join(QStringLiteral(", "));
    Diagnostic d = RulesEngine::diagnosticFor(QStringLiteral("MB-27"), hit);
    d.location = where;
    diagnostics << d;
}

void ImportResult::merge(const ImportResult& other)
{
    diagnostics += other.diagnostics;
    if (other.frontEnd)
        frontEnd = other.frontEnd;
    if (other.gpu)
        gpu = other.gpu;
    if (!other.recipeName.isEmpty())
        recipeName = other.recipeName;
    if (other.numGpus > 0)
        numGpus = other.numGpus;
    if (other.harness.isValid())
        harness = other.harness;
    unusedKeys += other.unusedKeys;
    if (!other.ok() && ok()) {
        error = other.error;
        errorLocation = other.errorLocation;
    }
}

} // namespace cga
