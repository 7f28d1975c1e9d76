#pragma once

#include <QString>

namespace cga {

// What the perf harness needs to name a recipe (spec c.1): -m, -mr, --task, -g, -c, -ng, -cv.
struct HarnessRecipe
{
    QString modelFamily; // -m, e.g. qwen
    QString recipe; // -mr, e.g. qwen3_30b_a3b
    QString task = QStringLiteral("pretrain");
    QString gpu; // -g, e.g. h100
    QString computeDtype = QStringLiteral("bf16"); // -c: bf16, fp8_cs, fp8_mx, fp8_sc, nvfp4
    int numGpus = 0; // -ng
    QString variant; // -cv
    bool isValid() const { return !modelFamily.isEmpty() && !recipe.isEmpty() && !gpu.isEmpty() && numGpus > 0; }
    // The flat recipe function the harness resolves, e.g. qwen3_30b_a3b_pretrain_16gpu_h100_bf16_config.
    QString functionName() const;
    bool operator==(const HarnessRecipe&) const = default;
};

} // namespace cga
