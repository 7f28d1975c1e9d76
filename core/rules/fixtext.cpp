#include "rules/fixtext.h"

#include "model/valueformat.h"

#include <QStringList>

namespace cga {

QString FixText::change(const FieldChange& change)
{
    return change.path + QLatin1Char('=') + ValueFormat::hydraValue(change.value);
}

QString FixText::changes(const QList<FieldChange>& changes, const QString& separator)
{
    QStringList parts;
    for (const FieldChange& c : changes)
        parts << change(c);
    return parts.join(separator);
}

QString FixText::line(const Fix& fix)
{
    return fix.title + QStringLiteral(": ") + changes(fix.changes);
}

} // namespace cga
