#pragma once

#include "util/sourcelocation.h"

#include <QCoreApplication>
#include <QString>

namespace cga {

// Where a diagnostic comes from, in words a user can follow: a rule's source as the upstream files and lines
// (the rules' short names such as "BCFG L1181-1188" spelled out as src/megatron/bridge/training/config.py:1181-1188,
// pull requests named by project) without this project's internal references; and where a value was read, with a
// built-in preset named as such rather than by its resource path.
class SourceText
{
    Q_DECLARE_TR_FUNCTIONS(cga::SourceText)

public:
    // Empty when the source names nothing upstream.
    static QString upstream(const QString& source);
    static QString location(const SourceLocation& location);
};

} // namespace cga
