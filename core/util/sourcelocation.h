#pragma once

#include <QString>

namespace cga {

// A place in an input the user gave us: a file (or "<overrides>", "<command line>"), 1-based line and column.
struct SourceLocation
{
    QString file;
    int line = 0;
    int column = 0;

    bool isValid() const { return !file.isEmpty() || line > 0; }
    // "conf/run.yaml:12:5", "conf/run.yaml", or "" when unknown.
    QString toString() const
    {
        if (file.isEmpty() && line <= 0)
            return {};
        QString s = file.isEmpty() ? QStringLiteral("<input>") : file;
        if (line > 0) {
            s += QLatin1Char(':') + QString::number(line);
            if (column > 0)
                s += QLatin1Char(':') + QString::number(column);
        }
        return s;
    }
    bool operator==(const SourceLocation& o) const { return file == o.file && line == o.line && column == o.column; }
};

} // namespace cga
