#pragma once

#include "io/hydravalue.h"
#include "io/importresult.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace cga {

// Hydra-style dotted overrides as Bridge applies them after a YAML file (spec d.1), values read with Hydra's
// grammar (HydraValue): `model.cuda_graph_impl=transformer_engine`, `model.cuda_graph_scope=[attn,moe_router]`,
// `dataset.blend=[["path"],null]`, `+env_vars.NCCL_GRAPH_REGISTER=0` (a new key needs '+'), `++key=value`, `~key`.
class HydraOverrides
{
    Q_DECLARE_TR_FUNCTIONS(cga::HydraOverrides)

public:
    struct Override
    {
        enum class Kind { Set, Add, ForceAdd, Delete };
        Kind kind = Kind::Set;
        QString key;
        bool hasValue = false;
        QString text; // the value as written, without quotes
        bool quoted = false;
        bool isList = false;
        QList<QPair<QString, bool>> items; // items of a list of single values and whether each was quoted
        bool nested = false; // a dict, or a list holding lists or dicts (no field of the model takes one)
        HydraValue value; // the value as Hydra's grammar reads it
    };

    static std::optional<Override> parse(const QString& token, QString* error);
    // Applies overrides in order; `source` names them in diagnostics ("<overrides>", a file name).
    static ImportResult apply(const QStringList& overrides, TrainingConfig& cfg,
                              const QString& source = QStringLiteral("<overrides>"));
};

} // namespace cga
