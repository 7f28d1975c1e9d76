#pragma once

// Writes small synthetic PyTorch-profiler Chrome traces for the profile tests: host ops, launch calls, kernels
// linked by correlation ids, annotations and fwdbwd links, as the profiler lays them out.

#include <QByteArray>
#include <QFile>
#include <QString>

#include <zlib.h>

namespace cga::test {

class TraceWriter
{
public:
    static constexpr int HostTid = 100;
    static constexpr int BackwardTid = 200;

    void cpuOp(const char* name, double ts, double dur, int tid = HostTid)
    {
        add(QStringLiteral(R"({"ph":"X","cat":"cpu_op","name":"%1","pid":1,"tid":%2,"ts":%3,"dur":%4,"args":{}})")
                .arg(QLatin1String(name))
                .arg(tid)
                .arg(ts, 0, 'f', 3)
                .arg(dur, 0, 'f', 3));
    }
    // A launch call on the host and the kernel it issues (same correlation id).
    void launch(double ts, double dur, double kernelTs, double kernelDur, int tid = HostTid,
                const char* kind = "kernel", const char* call = "cudaLaunchKernel", const char* name = "k")
    {
        const int c = ++m_correlation;
        add(QStringLiteral(R"({"ph":"X","cat":"cuda_runtime","name":"%1","pid":1,"tid":%2,"ts":%3,"dur":%4,)"
                           R"("args":{"correlation":%5}})")
                .arg(QLatin1String(call))
                .arg(tid)
                .arg(ts, 0, 'f', 3)
                .arg(dur, 0, 'f', 3)
                .arg(c));
        add(QStringLiteral(R"({"ph":"X","cat":"%1","name":"%2","pid":0,"tid":7,"ts":%3,"dur":%4,)"
                           R"("args":{"correlation":%5,"stream":7,"device":0}})")
                .arg(QLatin1String(kind), QLatin1String(name))
                .arg(kernelTs, 0, 'f', 3)
                .arg(kernelDur, 0, 'f', 3)
                .arg(c));
    }
    void runtime(const char* name, double ts, double dur, int tid = HostTid)
    {
        add(QStringLiteral(R"({"ph":"X","cat":"cuda_runtime","name":"%1","pid":1,"tid":%2,"ts":%3,"dur":%4,)"
                           R"("args":{"correlation":%5}})")
                .arg(QLatin1String(name))
                .arg(tid)
                .arg(ts, 0, 'f', 3)
                .arg(dur, 0, 'f', 3)
                .arg(++m_correlation));
    }
    void annotation(const char* name, double ts, double dur, int tid = HostTid)
    {
        add(QStringLiteral(
                R"({"ph":"X","cat":"user_annotation","name":"%1","pid":1,"tid":%2,"ts":%3,"dur":%4,"args":{}})")
                .arg(QLatin1String(name))
                .arg(tid)
                .arg(ts, 0, 'f', 3)
                .arg(dur, 0, 'f', 3));
    }
    void link(double fwdTs, double bwdTs)
    {
        const int id = ++m_flow;
        add(QStringLiteral(R"({"ph":"s","id":%1,"pid":1,"tid":%2,"ts":%3,"cat":"fwdbwd","name":"fwdbwd"})")
                .arg(id)
                .arg(HostTid)
                .arg(fwdTs, 0, 'f', 3));
        add(QStringLiteral(R"({"ph":"f","id":%1,"pid":1,"tid":%2,"ts":%3,"cat":"fwdbwd","name":"fwdbwd","bp":"e"})")
                .arg(id)
                .arg(BackwardTid)
                .arg(bwdTs, 0, 'f', 3));
    }
    void add(const QString& event)
    {
        if (!m_events.isEmpty())
            m_events += ",\n";
        m_events += event.toUtf8();
    }

    QByteArray json(int schemaVersion = 1) const
    {
        QByteArray head = "{\"schemaVersion\": " + QByteArray::number(schemaVersion)
            + ", \"deviceProperties\": [{\"id\": 0, \"name\": \"NVIDIA H200\", \"nested\": {\"a\": [1, \"}]\"]}}],\n"
              "\"traceEvents\": [\n";
        return head + m_events + "\n], \"traceName\": \"synthetic\"}\n";
    }

    static bool write(const QString& path, const QByteArray& data, bool gzip = false)
    {
        if (gzip) {
            gzFile f = gzopen(QFile::encodeName(path).constData(), "wb");
            if (!f)
                return false;
            const bool ok = gzwrite(f, data.constData(), unsigned(data.size())) == int(data.size());
            return gzclose(f) == Z_OK && ok;
        }
        QFile f(path);
        return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
    }

private:
    QByteArray m_events;
    int m_correlation = 0;
    int m_flow = 0;
};

} // namespace cga::test
