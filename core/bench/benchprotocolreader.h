#pragma once

#include "bench/benchmarkresult.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace cga {

// Reads the JSON-lines output of the benchmark runners (docs/bench-protocol.md) into a BenchmarkResult, as it
// arrives: bytes are fed in any chunking; a line is taken once its newline arrives. Garbage lines (a driver
// message on stdout, a half-written line) are reported and skipped, never fatal; unknown events and fields are
// ignored (newer runners may add them); a newer protocol version is read as far as this version understands it.
class BenchProtocolReader
{
    Q_DECLARE_TR_FUNCTIONS(cga::BenchProtocolReader)

public:
    static constexpr int kProtocolVersion = 1;
    static constexpr int kMaxLineBytes = 16 << 20; // longer lines are garbage, not memory

    void feed(const QByteArray& bytes);
    // End of the stream: a last line without its newline is read if it is complete JSON, otherwise reported
    // as truncated.
    void finish();

    // Events read since the last call, in order (each has "event"); the runner turns them into signals.
    QList<QJsonObject> takeEvents();

    const BenchmarkResult& result() const { return m_result; }
    BenchmarkResult& result() { return m_result; }
    QJsonObject startEvent() const { return m_start; }
    QJsonObject summaryEvent() const { return m_summary; }
    QList<QJsonObject> devices() const { return m_devices; } // --list-devices
    bool sawStart() const { return !m_start.isEmpty(); }
    bool sawSummary() const { return !m_summary.isEmpty(); }
    int eventCount() const { return m_events; }
    int garbageLines() const { return m_garbage; }
    bool truncated() const { return m_truncated; }
    int protocolVersion() const { return m_protocol; }
    double lastProgress() const { return m_progress; }
    int exitCodeReported() const; // the summary's exit_code, -1 without one

    // Reads a whole recorded output at once.
    static BenchmarkResult parse(const QByteArray& output, QStringList* problems = nullptr);
    QStringList problems() const { return m_problems; }

private:
    void line(const QByteArray& raw);
    void handle(const QJsonObject& event);
    void onStart(const QJsonObject& e);
    void onPhase(const QJsonObject& e);
    void onSample(const QJsonObject& e);
    void onWarning(const QJsonObject& e);
    void onError(const QJsonObject& e);
    void onSummary(const QJsonObject& e);
    void problem(const QString& text);

    BenchmarkResult m_result;
    QByteArray m_buffer;
    QList<QJsonObject> m_pending;
    QList<QJsonObject> m_devices;
    QJsonObject m_start, m_summary;
    QStringList m_problems;
    int m_events = 0;
    int m_garbage = 0;
    int m_protocol = 0;
    bool m_truncated = false;
    bool m_skippingLongLine = false;
    bool m_fatalSeen = false;
    double m_progress = 0;
};

} // namespace cga
