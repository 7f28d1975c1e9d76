#pragma once

#include <QHash>

#include <string>
#include <vector>

namespace cga {

// The Python traceback each rank is printing, kept while a log is read so that an error line is judged by the
// frames that raised it: "File ..." lines since the rank's last "Traceback (most recent call last)". A traceback
// explains the error lines that follow it closely (kLifetimeLines). Frames inside PyTorch itself (…/torch/…) are
// kept for the capture check but do not decide whose code raised the error: a dispatcher frame of PyTorch
// (torch/utils/_python_dispatch.py) says nothing about the MoE token dispatcher.
class TracebackContext
{
public:
    static constexpr long long kLifetimeLines = 400;

    void clear() { m_ranks.clear(); }
    // Feeds one line's body (rank prefix removed, leading spaces skipped).
    void line(int rank, long long lineNo, const char* body, const char* end);

    // Whether a frame of the rank's current traceback (PyTorch's own included) contains one of `names`.
    bool has(int rank, long long lineNo, const std::vector<const char*>& names) const;
    // How deep the innermost frame outside PyTorch that contains one of `names` is (its position in the
    // traceback, counted from the outermost, 0-based); -1 when no such frame. A deeper frame is nearer the error.
    int depth(int rank, long long lineNo, const std::vector<const char*>& names) const;

private:
    struct Frames
    {
        std::vector<std::string> lines; // "File ..." lines, outermost first
        long long lastLine = -1;
    };
    const Frames* current(int rank, long long lineNo) const;

    QHash<int, Frames> m_ranks;
};

} // namespace cga
