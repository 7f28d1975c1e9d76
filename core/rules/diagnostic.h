#pragma once

#include "util/sourcelocation.h"

#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace cga {

enum class Severity { Error, Warning, Info, Auto };

// When a Bridge run would hit the rule (spec b): harness -> rco -> provide -> loop-setup -> capture/replay/step.
enum class Phase { Harness, Rco, Provide, LoopSetup, Capture, Replay, Step };

struct FieldChange
{
    QString path; // "model.cuda_graph_impl", "env_vars.NCCL_GRAPH_REGISTER"
    QVariant value; // QVariant::fromValue(nullptr) sets None / removes an env var
    bool operator==(const FieldChange& o) const;
};

// A set of field changes that, applied to the input, makes a diagnostic go away without a new error.
struct Fix
{
    QString title; // translated, e.g. "Disable the NaN check on the loss"
    QList<FieldChange> changes;
    QJsonObject toJson() const;
};

struct Diagnostic
{
    QString id; // "MC-22", "ADV-03"
    Severity severity = Severity::Error;
    Phase phase = Phase::Rco;
    QString message; // our explanation in plain words (translated)
    QString upstreamMessage; // the upstream text verbatim, when there is one
    QStringList fields; // paths involved
    QString source; // spec anchor, e.g. "TC L2853-2858"
    QList<Fix> fixes;
    SourceLocation location; // where the first involved field came from, when known

    bool isError() const { return severity == Severity::Error; }
    QJsonObject toJson() const;

    static QString severityName(Severity s); // error, warning, info, auto
    static QString severityTitle(Severity s); // translated
    static QString phaseName(Phase p); // harness, rco, provide, loop-setup, capture, replay, step
    static QString phaseTitle(Phase p); // translated
};

using Diagnostics = QList<Diagnostic>;

QJsonValue variantToJson(const QVariant& v);

} // namespace cga

Q_DECLARE_METATYPE(cga::Diagnostic)
