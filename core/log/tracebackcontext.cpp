#include "log/tracebackcontext.h"

#include "log/logscan.h"

#include <algorithm>

namespace cga {

using namespace logscan;

namespace {

constexpr size_t kMaxFrames = 256;
constexpr size_t kMaxFrameBytes = 1024;

bool insideTorch(const std::string& frame)
{
    return frame.find("/torch/") != std::string::npos;
}

} // namespace

void TracebackContext::line(int rank, long long lineNo, const char* body, const char* end)
{
    if (startsWith(body, end, "Traceback (most recent call last)")) {
        Frames& f = m_ranks[rank];
        f.lines.clear();
        f.lastLine = lineNo;
    } else if (startsWith(body, end, "File \"")) {
        Frames& f = m_ranks[rank];
        if (f.lines.size() >= kMaxFrames)
            f.lines.erase(f.lines.begin(), f.lines.begin() + kMaxFrames / 2);
        f.lines.emplace_back(body, std::min<size_t>(static_cast<size_t>(end - body), kMaxFrameBytes));
        f.lastLine = lineNo;
    }
}

const TracebackContext::Frames* TracebackContext::current(int rank, long long lineNo) const
{
    const auto it = m_ranks.constFind(rank);
    if (it == m_ranks.cend() || it->lastLine < 0 || lineNo - it->lastLine > kLifetimeLines)
        return nullptr;
    return &*it;
}

bool TracebackContext::has(int rank, long long lineNo, const std::vector<const char*>& names) const
{
    const Frames* f = current(rank, lineNo);
    if (!f)
        return false;
    for (const std::string& frame : f->lines)
        for (const char* n : names)
            if (frame.find(n) != std::string::npos)
                return true;
    return false;
}

int TracebackContext::depth(int rank, long long lineNo, const std::vector<const char*>& names) const
{
    const Frames* f = current(rank, lineNo);
    if (!f)
        return -1;
    for (int i = static_cast<int>(f->lines.size()) - 1; i >= 0; --i) {
        const std::string& frame = f->lines[static_cast<size_t>(i)];
        if (insideTorch(frame))
            continue;
        for (const char* n : names)
            if (frame.find(n) != std::string::npos)
                return i;
    }
    return -1;
}

} // namespace cga
