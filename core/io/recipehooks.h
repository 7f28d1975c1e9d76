#pragma once

#include "io/importresult.h"
#include "model/trainingconfig.h"
#include "util/sourcelocation.h"

#include <QMap>
#include <QString>

#include <functional>
#include <optional>

namespace cga {

// What a Python recipe file may name that only the recipe catalogue (core/recipes) knows: the recipe functions
// (`cfg = qwen3_30b_a3b_pretrain_config()`), the helpers perf recipes call on a cfg (`_benchmark_common(cfg)`) and
// the environment dictionaries they splat (`**COMMON_PERF_ENV_VARS`). The importers in core/io take these hooks
// so that they need not include the higher room; each hook is optional.
struct RecipeHooks
{
    // Fills `cfg` with the recipe's values and returns true, or returns false for a name it does not know.
    std::function<bool(const QString& function, TrainingConfig& cfg, ImportResult& result, const SourceLocation& where)>
        recipe;
    // Applies what the helper does to the cfg (keyword arguments as text) and returns true, or false when unknown.
    std::function<bool(const QString& helper, const QMap<QString, QString>& keywords, TrainingConfig& cfg,
                       ImportResult& result, const SourceLocation& where)>
        helper;
    // The variables of an environment dictionary constant, or nullopt when unknown.
    std::function<std::optional<QMap<QString, QString>>(const QString& name)> envConstant;
};

} // namespace cga
