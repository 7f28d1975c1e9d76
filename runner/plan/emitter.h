#pragma once

#include "json.h"

#include <chrono>
#include <cstdio>
#include <mutex>
#include <string>

namespace cga::bench {

// Writes the JSON-lines protocol (docs/bench-protocol.md): one object per line, "event" first, "t" (seconds since
// the runner started) second, flushed after every line so a reader sees progress as it happens.
class Emitter
{
public:
    static constexpr int kProtocolVersion = 1;

    explicit Emitter(std::FILE* out = stdout)
        : m_out(out)
        , m_start(std::chrono::steady_clock::now())
    {
    }

    Json event(const char* name) const;
    void emit(const Json& event);
    void warning(const std::string& code, const std::string& message, const std::string& mode = std::string());
    void error(const std::string& code, const std::string& message, bool fatal = true);
    double elapsedS() const;
    int lines() const { return m_lines; }

private:
    std::FILE* m_out;
    std::chrono::steady_clock::time_point m_start;
    std::mutex m_mutex;
    int m_lines = 0;
};

} // namespace cga::bench
