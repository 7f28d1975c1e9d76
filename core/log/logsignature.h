#pragma once

#include "rules/diagnostic.h"

#include <vector>

namespace cga {

// One known failure signature of a training log (spec/pain-points.md), as data: what to look for, what it means
// and how to fix it. Texts are the upstream messages verbatim; they match anywhere in a line, after rank prefixes,
// inside Python traceback framing ("AssertionError: ..."), with runs of spaces and tabs counting as one space.
struct LogSignature
{
    // An extra condition a text match must meet (the log's state or the same rank's traceback).
    enum class Condition {
        None,
        Capturing, // during the capture: capture started and not finished, or capture frames in the traceback
        Fragmentation, // an OOM whose "reserved by PyTorch but unallocated" covers the failed request
        Frames, // the same rank's current traceback has one of `frames`
        PySpyFrame // the line is a py-spy stack frame ("    func (file.py:123)")
    };

    const char* id; // "LOG-01"
    const char* painPoint; // "PP-01"
    const char* rule; // "MCR-03", or nullptr when no rule of the catalogue matches
    Severity severity;
    std::vector<const char*> texts; // any of them
    const char* title; // QT_TRANSLATE_NOOP("cga::LogDiagnosis", ...)
    const char* fix; // QT_TRANSLATE_NOOP("cga::LogDiagnosis", ...)
    Condition condition = Condition::None;
    std::vector<const char*> frames = {}; // Condition::Frames

    // All signatures, in priority order: for one line, the first row whose condition holds wins among rows that
    // share a text, and a row whose matched text is part of a longer matched text is dropped.
    static const std::vector<LogSignature>& all();
    static const LogSignature* find(const char* id);

    // Findings computed from the parsed log rather than matched on a line (ids listed in the same table with no
    // texts): hang after capture, hang at the end, zero grad norm on the first replay, NaN grad norms, slow capture,
    // no speedup, graphs enabled but nothing captured.
    static constexpr const char* kHangAfterCapture = "LOG-76";
    static constexpr const char* kHangAtEnd = "LOG-77";
    static constexpr const char* kZeroGradFirstReplay = "LOG-78";
    static constexpr const char* kNonFiniteGradNorm = "LOG-79";
    static constexpr const char* kSlowCapture = "LOG-80";
    static constexpr const char* kNoSpeedup = "LOG-81";
    static constexpr const char* kNothingCaptured = "LOG-82";
};

} // namespace cga
