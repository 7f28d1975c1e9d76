#pragma once

#include "io/importresult.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace cga {

// Reads Megatron Bridge YAML: a full ConfigContainer dump (--dryrun, ConfigContainer.yaml) or an override file for
// --config-file (spec d.2), including env_vars and mixed_precision; also a Megatron-LM functional-test
// model_config.yaml (MODEL_ARGS / ENV_VARS), handed to the argument importer. Values are merged into `cfg`; each
// field remembers the line and column it came from.
class YamlImporter
{
    Q_DECLARE_TR_FUNCTIONS(cga::YamlImporter)

public:
    static ImportResult importFile(const QString& path, TrainingConfig& cfg);
    static ImportResult importText(const QByteArray& text, const QString& name, TrainingConfig& cfg);

    static constexpr int kMaxNodes = 200000; // visits, counting aliases each time (alias bombs)
    static constexpr int kMaxScalarBytes = 1024 * 1024;
};

} // namespace cga
