#pragma once

#include <QString>

namespace cga {

// Why a profile could not be read. message is translated and names the file (and the byte offset where one
// applies); offset is the position in the (uncompressed) JSON text, -1 where none applies.
struct ProfileError
{
    enum class Kind { None, Io, NotATrace, Truncated, Garbled, UnknownSchema, NoSteps, Cancelled };

    Kind kind = Kind::None;
    QString message;
    qint64 offset = -1;

    bool isError() const { return kind != Kind::None; }
};

} // namespace cga
