#pragma once

#include "bench/megatroncheck.h"
#include "rules/diagnostic.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace cga {

// cga's verdict beside Megatron's for one lens: Megatron-Core's TransformerConfig (cga's MC-* and IMP-* errors
// speak for it) or Bridge's CUDA-graph checks around finalize() (those, plus the rules citing Bridge's
// validate_cuda_graph_configuration). The lenses of the differential test (docs/fidelity.md).
struct MegatronLensComparison
{
    enum class Outcome { Agree, CgaRejectsMegatronAccepts, MegatronRejectsCgaAccepts, Unknown };

    QString lens; // mcore, bridge
    Outcome outcome = Outcome::Unknown;
    bool cgaValid = true;
    QStringList cgaErrors; // rule ids of cga's errors in this lens, in evaluation order
    QString cgaFirstMessage; // the first one's upstream text (or explanation)
    bool sameMessage = false; // both reject and cga's first error quotes Megatron's message
    MegatronLensVerdict megatron;

    bool disagrees() const
    {
        return outcome == Outcome::CgaRejectsMegatronAccepts || outcome == Outcome::MegatronRejectsCgaAccepts;
    }
    static QString outcomeName(Outcome o); // agree, cga_rejects, megatron_rejects, unknown
};

// Megatron's own verdict (the check-only mode of the Megatron-Core runner) beside `cga validate`'s, lens by lens,
// with every disagreement flagged; as text for the terminal and the GUI, and as JSON.
class MegatronComparison
{
    Q_DECLARE_TR_FUNCTIONS(cga::MegatronComparison)

public:
    static QList<MegatronLensComparison> compare(const Diagnostics& diagnostics, const MegatronVerdict& verdict);
    static int disagreements(const QList<MegatronLensComparison>& lenses);
    // cga's errors that neither lens covers (Bridge set-up, model construction, training loop, capture).
    static QStringList laterErrors(const Diagnostics& diagnostics);

    static QString render(const Diagnostics& diagnostics, const MegatronVerdict& verdict);
    static QJsonObject toJson(const Diagnostics& diagnostics, const MegatronVerdict& verdict);
    static QString lensTitle(const QString& lens); // translated
    // One line for a lens's Megatron verdict: "rejects: AssertionError at FILE:LINE: message".
    static QString verdictLine(const MegatronLensVerdict& v);
    static QString outcomeText(const MegatronLensComparison& c); // translated, flagged when it disagrees
};

} // namespace cga
