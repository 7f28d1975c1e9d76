#pragma once

// The rows of the field table of spec section a (FieldRegistry builds its FieldSpecs from them), split by section:
// a.1 the CUDA-graph fields, a.2 the model, MoE, recompute, offload, parallel and precision fields, a.3/a.4 the
// RNG, rerun, DDP, optimizer, overlap, dataset, train, logger, checkpoint fields and environment variables.
#include "model/fieldregistry.h"

#include <QStringList>
#include <QVariant>

#include <vector>

namespace cga {

struct FieldRow
{
    FieldId id;
    const char* path;
    FieldType type;
    QVariant def;
    bool nullable;
    QStringList allowed;
    const char* desc; // QT_TRANSLATE_NOOP("cga::FieldRegistry", ...)
    FieldSection section;
    QStringList aliases = {};
    QStringList deprecated = {};
};

void appendGraphFieldRows(std::vector<FieldRow>& rows); // a.1
void appendModelFieldRows(std::vector<FieldRow>& rows); // a.2 provider, recompute, offload, MoE
void appendShapeFieldRows(std::vector<FieldRow>& rows); // a.2 shape, parallelism, precision
void appendRuntimeFieldRows(std::vector<FieldRow>& rows); // a.3, a.4
void appendPostInitFieldRows(std::vector<FieldRow>& rows); // a.2 router, grouped GEMM, attention variants

} // namespace cga
