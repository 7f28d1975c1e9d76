#include "report/megatroncomparison.h"

#include <QJsonArray>

namespace cga {

namespace {

bool inLens(const Diagnostic& d, const QString& lens)
{
    if (d.id.startsWith(QLatin1String("MC-")) || d.id.startsWith(QLatin1String("IMP-")))
        return true;
    return lens == QLatin1String("bridge") && d.source.contains(QLatin1String("BCG"));
}

QString normalised(QString text)
{
    text.replace(QLatin1Char('\''), QLatin1Char('"'));
    text = text.simplified();
    while (text.endsWith(QLatin1Char('.')))
        text.chop(1);
    return text;
}

// Does cga's text quote Megatron's message (verbatim, f-string values aside)?
bool quotes(const QString& cga, const QString& megatron)
{
    const QString a = normalised(cga), b = normalised(megatron);
    if (a.isEmpty() || b.isEmpty())
        return false;
    return a == b || (a.size() >= 20 && (a.contains(b) || b.contains(a)));
}

} // namespace

QString MegatronLensComparison::outcomeName(Outcome o)
{
    switch (o) {
    case Outcome::Agree:
        return QStringLiteral("agree");
    case Outcome::CgaRejectsMegatronAccepts:
        return QStringLiteral("cga_rejects");
    case Outcome::MegatronRejectsCgaAccepts:
        return QStringLiteral("megatron_rejects");
    case Outcome::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

QList<MegatronLensComparison> MegatronComparison::compare(const Diagnostics& diagnostics,
                                                          const MegatronVerdict& verdict)
{
    QList<MegatronLensComparison> out;
    for (const QString& lens : {QStringLiteral("mcore"), QStringLiteral("bridge")}) {
        MegatronLensComparison c;
        c.lens = lens;
        c.megatron = lens == QLatin1String("mcore") ? verdict.mcore : verdict.bridge;
        for (const Diagnostic& d : diagnostics) {
            if (!d.isError() || !inLens(d, lens))
                continue;
            if (c.cgaErrors.isEmpty())
                c.cgaFirstMessage = d.upstreamMessage.isEmpty() ? d.message : d.upstreamMessage;
            if (!c.cgaErrors.contains(d.id))
                c.cgaErrors << d.id;
            if (!c.megatron.valid && quotes(d.upstreamMessage, c.megatron.message))
                c.sameMessage = true;
        }
        c.cgaValid = c.cgaErrors.isEmpty();
        if (!verdict.ran || !c.megatron.known)
            c.outcome = MegatronLensComparison::Outcome::Unknown;
        else if (c.cgaValid == c.megatron.valid)
            c.outcome = MegatronLensComparison::Outcome::Agree;
        else
            c.outcome = c.cgaValid ? MegatronLensComparison::Outcome::MegatronRejectsCgaAccepts
                                   : MegatronLensComparison::Outcome::CgaRejectsMegatronAccepts;
        out << c;
    }
    return out;
}

int MegatronComparison::disagreements(const QList<MegatronLensComparison>& lenses)
{
    int n = 0;
    for (const MegatronLensComparison& c : lenses)
        n += c.disagrees() ? 1 : 0;
    return n;
}

QStringList MegatronComparison::laterErrors(const Diagnostics& diagnostics)
{
    QStringList ids;
    for (const Diagnostic& d : diagnostics)
        if (d.isError() && !inLens(d, QStringLiteral("bridge")) && !ids.contains(d.id))
            ids << d.id;
    return ids;
}

QString MegatronComparison::lensTitle(const QString& lens)
{
    return lens == QLatin1String("mcore") ? tr("Megatron-Core (TransformerConfig)")
                                          : tr("Megatron Bridge (CUDA-graph checks around finalize())");
}

QString MegatronComparison::verdictLine(const MegatronLensVerdict& v)
{
    if (!v.known)
        return tr("not checked: %1").arg(v.unavailableReason.isEmpty() ? tr("no verdict") : v.unavailableReason);
    if (v.valid)
        return tr("accepts");
    QString where = v.site.isEmpty() ? tr("an unknown place") : v.site;
    if (!v.stage.isEmpty())
        where += QStringLiteral(" (%1)").arg(v.stage);
    return tr("rejects: %1 at %2: %3").arg(v.exceptionType, where, v.message);
}

QString MegatronComparison::outcomeText(const MegatronLensComparison& c)
{
    switch (c.outcome) {
    case MegatronLensComparison::Outcome::Agree:
        if (c.cgaValid)
            return tr("agree: both accept");
        return c.sameMessage ? tr("agree: both reject, cga quotes Megatron's message")
                             : tr("agree: both reject (cga's first error is another check; Megatron stops at its "
                                  "first assertion)");
    case MegatronLensComparison::Outcome::CgaRejectsMegatronAccepts:
        return tr("DISAGREEMENT: cga rejects (%1), this Megatron accepts. The rule may not apply to this Megatron "
                  "version, or cga is stricter than Megatron here.")
            .arg(c.cgaErrors.join(QStringLiteral(", ")));
    case MegatronLensComparison::Outcome::MegatronRejectsCgaAccepts:
        return tr("DISAGREEMENT: this Megatron rejects, cga accepts. cga's rules miss this check, or this Megatron "
                  "version checks more than the one cga's rules follow.");
    case MegatronLensComparison::Outcome::Unknown:
        break;
    }
    return tr("no comparison: Megatron gave no verdict");
}

QString MegatronComparison::render(const Diagnostics& diagnostics, const MegatronVerdict& verdict)
{
    QString text = tr("Megatron's own check") + QLatin1Char('\n');
    if (!verdict.ran) {
        text += QStringLiteral("  ") + tr("did not run: %1").arg(verdict.error) + QLatin1Char('\n');
        return text;
    }
    text += QStringLiteral("  ")
        + tr("%1, Megatron-Core %2 at %3 (PyTorch %4, Transformer Engine %5)")
              .arg(verdict.python, verdict.megatronVersion.isEmpty() ? QStringLiteral("?") : verdict.megatronVersion,
                   verdict.megatronPath, verdict.torchVersion.isEmpty() ? tr("none") : verdict.torchVersion,
                   verdict.teVersion.isEmpty() ? tr("none") : verdict.teVersion)
        + QLatin1Char('\n');
    const QList<MegatronLensComparison> lenses = compare(diagnostics, verdict);
    for (const MegatronLensComparison& c : lenses) {
        text += QStringLiteral("  %1\n").arg(lensTitle(c.lens));
        text += QStringLiteral("    %1 %2\n").arg(tr("Megatron:"), verdictLine(c.megatron));
        text += QStringLiteral("    %1 %2\n")
                    .arg(tr("cga:"),
                         c.cgaValid
                             ? tr("accepts")
                             : tr("rejects: %1: %2").arg(c.cgaErrors.join(QStringLiteral(", ")), c.cgaFirstMessage));
        text += QStringLiteral("    %1 %2\n")
                    .arg(c.disagrees() ? QStringLiteral("!!") : QStringLiteral("=>"), outcomeText(c));
    }
    const int n = disagreements(lenses);
    text += QStringLiteral("  ") + tr("%n disagreement(s).", nullptr, n) + QLatin1Char('\n');
    const QStringList later = laterErrors(diagnostics);
    if (!later.isEmpty())
        text += QStringLiteral("  ")
            + tr("Not compared: %1 (Megatron checks these later: Bridge set-up, model construction, training loop, "
                 "capture).")
                  .arg(later.join(QStringLiteral(", ")))
            + QLatin1Char('\n');
    if (!verdict.ignoredFields.isEmpty())
        text += QStringLiteral("  ")
            + tr("Not TransformerConfig fields, left out of Megatron's check: %1")
                  .arg(verdict.ignoredFields.join(QStringLiteral(", ")))
            + QLatin1Char('\n');
    return text;
}

QJsonObject MegatronComparison::toJson(const Diagnostics& diagnostics, const MegatronVerdict& verdict)
{
    QJsonObject o = verdict.toJson();
    QJsonArray lenses;
    const QList<MegatronLensComparison> list = compare(diagnostics, verdict);
    for (const MegatronLensComparison& c : list)
        lenses.append(QJsonObject{{QStringLiteral("lens"), c.lens},
                                  {QStringLiteral("outcome"), MegatronLensComparison::outcomeName(c.outcome)},
                                  {QStringLiteral("disagreement"), c.disagrees()},
                                  {QStringLiteral("cga_valid"), c.cgaValid},
                                  {QStringLiteral("cga_errors"), QJsonArray::fromStringList(c.cgaErrors)},
                                  {QStringLiteral("same_message"), c.sameMessage},
                                  {QStringLiteral("explanation"), outcomeText(c)}});
    o.insert(QStringLiteral("comparison"), lenses);
    o.insert(QStringLiteral("disagreements"), disagreements(list));
    o.insert(QStringLiteral("not_compared"), QJsonArray::fromStringList(laterErrors(diagnostics)));
    return o;
}

} // namespace cga
