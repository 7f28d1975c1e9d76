#pragma once

#include "profile/profileerror.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QStringList>

#include <functional>
#include <vector>

namespace cga {

// One timed event of a trace, kept compact (the reader keeps only the categories the analysis uses). Times in
// microseconds as the trace writes them.
struct TraceSpan
{
    enum class Kind : quint8 { CpuOp, Launch, Runtime, Kernel, Memcpy, Memset, Annotation, GpuAnnotation };
    double ts = 0;
    double dur = 0;
    qint64 correlation = -1;
    qint64 tid = 0;
    qint32 name = -1; // index into ProfileTrace::names
    qint32 stream = -1;
    Kind kind = Kind::CpuOp;

    double end() const { return ts + dur; }
};

// A forward-backward link of the profiler (cat "fwdbwd"): the forward op at (fwdTid, fwdTs) whose backward
// runs at (bwdTid, bwdTs).
struct FwdBwdLink
{
    double fwdTs = 0;
    qint64 fwdTid = 0;
    double bwdTs = 0;
    qint64 bwdTid = 0;
};

// How much of a trace to keep. Memory grows with what is kept, not with the file: a trace larger than
// singlePassBytes (of JSON, a gzipped file counted as about 13 times its size) is read twice, first for its step
// markers alone, then keeping only the events of the first maxSteps steps (and the GPU work of the two steps after
// them, which the last analysed step's work may still overlap). A smaller trace is read once and kept whole.
struct ProfileReadOptions
{
    static constexpr int DefaultMaxSteps = 10;
    int maxSteps = DefaultMaxSteps; // 0: every step, the whole trace kept
    QString stepMarker; // ranges whose name begins with this mark the steps (StepMarkers); empty: the usual markers
    bool wholeTrace = false; // the trace's host span is one step (a trace without step markers)
    qint64 singlePassBytes = qint64(64) << 20;
    // Called as the file is read (every few megabytes) with the share done, 0 to 1; returning false stops the read,
    // which then fails with ProfileError::Kind::Cancelled. May be called from the reading thread.
    std::function<bool(double)> progress;
};

// What the analysis needs of a profile: host ops, CUDA API calls, GPU activity, annotations (ProfilerStep#,
// Optimizer.step#, NVTX ranges) and forward-backward links. Read from a PyTorch profiler trace (Chrome trace JSON)
// or an Nsight Systems SQLite export (NsightSqliteReader).
class ProfileTrace
{
    Q_DECLARE_TR_FUNCTIONS(cga::ProfileTrace)

public:
    QString path;
    int schemaVersion = -1;
    bool compressed = false;
    qint64 eventCount = 0;
    qint64 bytes = 0;
    qint64 readerHighWater = 0; // the stream reader's buffer high-water mark, bytes
    int maxSteps = 0; // the steps the analysis keeps (ProfileReadOptions::maxSteps), 0 for all
    int stepsInTrace = -1; // the steps the first pass found, when the trace was read in two; -1 otherwise
    bool windowed = false; // only the events of the first maxSteps steps were kept
    QString stepMarker; // ProfileReadOptions::stepMarker
    bool wholeTrace = false; // ProfileReadOptions::wholeTrace
    QString format; // translated, e.g. "Nsight Systems 2024.5.1 SQLite export (schema 3.13.2)"; empty for JSON
    QStringList notes; // translated remarks of the reader (which process was read, what the export lacks)
    QString stepHint; // translated, added to a "no steps found" error (the ranges a step marker could be)
    std::vector<TraceSpan> spans;
    std::vector<FwdBwdLink> links;
    QStringList names;

    const QString& nameOf(const TraceSpan& s) const { return names.at(s.name); }
    // The id of a name, by its UTF-8 bytes; a new name is added to names.
    qint32 intern(QByteArrayView utf8);
    qint32 intern(const QString& name);
    bool isLaunchName(qint32 name) const { return m_launch[std::size_t(name)]; } // isLaunchCall() of names[name]

    // Reads the file: a Chrome trace JSON in a bounded-memory stream (TraceEventStream), an SQLite file through
    // NsightSqliteReader. False with *error on failure.
    static bool read(const QString& path, ProfileTrace* out, ProfileError* error,
                     const ProfileReadOptions& options = {});

    // True for CUDA runtime and driver calls that put work on a GPU stream (kernel, memcpy, memset, graph launches).
    static bool isLaunchCall(const QString& name);
    static bool isSyncCall(const QString& name);

private:
    QHash<QByteArray, qint32> m_index;
    std::vector<bool> m_launch; // per name: isLaunchCall()
};

} // namespace cga
