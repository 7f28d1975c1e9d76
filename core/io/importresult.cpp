#include "io/importresult.h"

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

void ImportResult::merge(const ImportResult& other)
{
    diagnostics += other.diagnostics;
    if (other.frontEnd)
        frontEnd = other.frontEnd;
    if (other.gpu)
        gpu = other.gpu;
    if (!other.recipeName.isEmpty())
        recipeName = other.recipeName;
    unusedKeys += other.unusedKeys;
    if (!other.ok() && ok()) {
        error = other.error;
        errorLocation = other.errorLocation;
    }
}

} // namespace cga
