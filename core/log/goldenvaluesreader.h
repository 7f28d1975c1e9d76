#pragma once

#include "log/trainingrecords.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace cga {

// Megatron-LM's functional-test golden values (tests/functional_tests/test_cases/<case>/golden_values_*.json): one
// object per metric, {"start_step", "end_step", "step_interval", "values": {"<step>": number | "nan"}}, for
// "iteration-time" (seconds per iteration, as training.py writes it to TensorBoard), "lm loss", "num-zeros",
// "mem-allocated-bytes", "mem-max-allocated-bytes" and others. Read as one training run, so `cga report` treats the
// file like the log it was taken from: iteration-time becomes the per-iteration elapsed time, "lm loss" the loss, the
// memory metrics the memory lines, step_interval the log interval.
class GoldenValuesReader
{
    Q_DECLARE_TR_FUNCTIONS(cga::GoldenValuesReader)

public:
    // A JSON object whose members are all metric objects with a "values" object: golden values, not a result.
    static bool looksLike(const QJsonObject& root);
    // False, with *error naming the file, when it holds no usable iteration-time values (nothing to time).
    static bool read(const QJsonObject& root, const QString& file, qint64 bytes, TrainingLog* out, QString* error);
};

} // namespace cga
