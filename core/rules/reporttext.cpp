#include "rules/reporttext.h"

#include "rules/fixtext.h"

#include <QCoreApplication>

namespace cga {

namespace {
} // namespace

QString ReportText::summary(const Diagnostics& diagnostics)
{
    int e = 0, w = 0, i = 0, a = 0;
    for (const Diagnostic& d : diagnostics) {
        switch (d.severity) {
        case Severity::Error:
            ++e;
            break;
        case Severity::Warning:
            ++w;
            break;
        case Severity::Info:
            ++i;
            break;
        case Severity::Auto:
            ++a;
            break;
        }
    }
    return ReportText::tr("%n error(s)", nullptr, e) + QStringLiteral(", ")
        + ReportText::tr("%n warning(s)", nullptr, w) + QStringLiteral(", ") + ReportText::tr("%n note(s)", nullptr, i)
        + QStringLiteral(", ") + ReportText::tr("%n automatic adjustment(s)", nullptr, a);
}

QString ReportText::render(const Diagnostics& diagnostics, const QString& title, bool verbose)
{
    QString out;
    out += title + QStringLiteral(": ") + summary(diagnostics) + QLatin1Char('\n');
    for (Severity s : {Severity::Error, Severity::Warning, Severity::Info, Severity::Auto}) {
        for (const Diagnostic& d : diagnostics) {
            if (d.severity != s)
                continue;
            out += QLatin1Char('\n');
            QString head = Diagnostic::severityName(d.severity) + QLatin1Char(' ') + d.id + QStringLiteral(" [")
                + Diagnostic::phaseName(d.phase) + QLatin1Char(']');
            if (!d.fields.isEmpty())
                head += QLatin1Char(' ') + d.fields.mid(0, 4).join(QStringLiteral(", "))
                    + (d.fields.size() > 4 ? QStringLiteral(", ...") : QString());
            if (d.location.isValid())
                head += QStringLiteral("  (") + d.location.toString() + QLatin1Char(')');
            out += head + QLatin1Char('\n');
            out += QStringLiteral("  ") + d.message + QLatin1Char('\n');
            if (verbose && !d.upstreamMessage.isEmpty())
                out += QStringLiteral("  ") + ReportText::tr("upstream: %1").arg(d.upstreamMessage) + QLatin1Char('\n');
            for (const Fix& f : d.fixes)
                out += QStringLiteral("  ") + ReportText::tr("fix: %1").arg(FixText::line(f)) + QLatin1Char('\n');
            if (verbose && !d.source.isEmpty())
                out += QStringLiteral("  ") + ReportText::tr("source: %1").arg(d.source) + QLatin1Char('\n');
        }
    }
    return out;
}

} // namespace cga
