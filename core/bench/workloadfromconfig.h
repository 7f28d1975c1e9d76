#pragma once

#include "measure/workload.h"

#include <QCoreApplication>
#include <QStringList>

namespace cga {

class TrainingConfig;

// The workload of a training configuration: its shapes, parallel sizes, precision and MoE routing; the modes
// compare eager with what the configuration captures (and the usual alternatives).
class WorkloadFromConfig
{
    Q_DECLARE_TR_FUNCTIONS(cga::Workload)

public:
    // `notes` receives what had to be assumed (translated).
    static Workload build(const TrainingConfig& config, QStringList* notes = nullptr);

private:
    static void readShapes(const TrainingConfig& config, Workload& w, QStringList& assumed);
    static void readMoe(const TrainingConfig& config, Workload& w);
    static QString configuredMode(const TrainingConfig& config, const Workload& w, QStringList& assumed);
    static void chooseModes(const QString& configured, Workload& w);
};

} // namespace cga
