// Startup of the GUI to its first interactive page: from process start until the main window is shown with the
// default workload loaded and validated, and the event loop has run once (docs/benchmarks.md; target < 400 ms).
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>

#include <benchmark/benchmark.h>

namespace {

QString guiPath()
{
    const QString fromEnv = qEnvironmentVariable("CGA_GUI");
    return fromEnv.isEmpty() ? QStringLiteral(CGA_BINARY_DIR "/app/cga-gui") : fromEnv;
}

void BM_GuiStartupToFirstPage(benchmark::State& state)
{
    if (!QFileInfo::exists(guiPath())) {
        state.SkipWithError("cga-gui was not built");
        return;
    }
    double inProcessMs = 0;
    for (auto _ : state) {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        if (!env.contains(QStringLiteral("QT_QPA_PLATFORM")))
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), QStringLiteral("/tmp/cga-bm-startup-config"));
        p.setProcessEnvironment(env);
        QElapsedTimer t;
        t.start();
        p.start(guiPath(), {QStringLiteral("--measure-startup")});
        p.waitForFinished(30000);
        const double ms = double(t.nsecsElapsed()) / 1e6;
        state.SetIterationTime(ms / 1000.0);
        const QByteArray out = p.readAllStandardOutput();
        const int at = out.indexOf("first_page_ms=");
        if (at >= 0)
            inProcessMs = out.mid(at + 14).trimmed().toDouble();
    }
    state.counters["in_process_ms"] = inProcessMs;
}
BENCHMARK(BM_GuiStartupToFirstPage)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(10);

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
