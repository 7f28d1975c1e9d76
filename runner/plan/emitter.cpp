#include "emitter.h"

namespace cga::bench {

double Emitter::elapsedS() const
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - m_start).count();
}

Json Emitter::event(const char* name) const
{
    Json e = Json::object();
    e.set("event", name);
    e.set("t", static_cast<double>(static_cast<long long>(elapsedS() * 1e4)) / 1e4);
    return e;
}

void Emitter::emit(const Json& event)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    const std::string line = event.dump() + "\n";
    std::fwrite(line.data(), 1, line.size(), m_out);
    std::fflush(m_out);
    ++m_lines;
}

void Emitter::warning(const std::string& code, const std::string& message, const std::string& mode)
{
    Json e = event("warning");
    e.set("code", code);
    e.set("message", message);
    if (!mode.empty())
        e.set("mode", mode);
    emit(e);
}

void Emitter::error(const std::string& code, const std::string& message, bool fatal)
{
    Json e = event("error");
    e.set("code", code);
    e.set("message", message);
    e.set("fatal", fatal);
    emit(e);
}

} // namespace cga::bench
