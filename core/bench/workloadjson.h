#pragma once

#include "measure/workload.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace cga {

// cga's side of the workload object of docs/bench-protocol.md (the JSON cga-bench reads with --workload and
// cga_torch_runner.py reads too): the checks cga makes before writing it, with translated messages, and the JSON
// itself; plus the Qt lists of the parts the GUI edits. The description is measure/workload.h.
class WorkloadJson
{
    Q_DECLARE_TR_FUNCTIONS(cga::Workload)

public:
    // Empty when the workload is usable; otherwise the first problem, translated.
    static QString validate(const Workload& workload);

    static QJsonObject toJson(const Workload& workload);
    // Reads the members `json` holds over `out` (absent ones keep their value), then validates the result.
    static bool fromJson(const QJsonObject& json, Workload* out, QString* error);

    static QStringList modes(const Workload& workload);
    static void setModes(Workload* workload, const QStringList& modes);
    static QList<int> moeLayerPattern(const Workload& workload);
};

} // namespace cga
