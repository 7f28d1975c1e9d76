#pragma once

// Writes training logs in the formats of the rules spec, section e (Megatron Bridge iteration lines, Step Time,
// memory lines, capture messages), with the launcher prefixes of multi-rank runs, for the log tests.
#include <QByteArray>
#include <QString>

#include <cmath>

namespace cga::test {

class MegatronLogWriter
{
public:
    enum class Prefix { None, Torchrun, Srun, Default, Mpirun };

    QByteArray text;
    Prefix prefix = Prefix::None;
    bool crlf = false;
    int lastRank = 7; // print_rank_last
    int trainIters = 100;

    void line(const QString& s, int rank = -1)
    {
        QString p;
        if (rank >= 0) {
            switch (prefix) {
            case Prefix::None:
                break;
            case Prefix::Torchrun:
                p = QStringLiteral("[rank%1]:").arg(rank);
                break;
            case Prefix::Srun:
                p = QStringLiteral("%1: ").arg(rank, 2);
                break;
            case Prefix::Default:
                p = QStringLiteral("[default%1]:").arg(rank);
                break;
            case Prefix::Mpirun:
                p = QStringLiteral("[1,%1]<stdout>:").arg(rank);
                break;
            }
        }
        text += (p + s).toUtf8();
        text += crlf ? "\r\n" : "\n";
    }

    // e.1; gradNorm as printed ("1.234", "nan", "inf"), empty to leave the field out.
    void iteration(int it, double ms, const QString& gradNorm = QStringLiteral("1.234"), double tflops = NAN,
                   int skipped = 0, int nans = 0)
    {
        QString s = QStringLiteral(" [2026-11-02 10:00:%1] iteration %2/%3 | consumed samples: %4 | elapsed time "
                                   "per iteration (ms): %5 | ")
                        .arg(it % 60, 2, 10, QLatin1Char('0'))
                        .arg(it, 8)
                        .arg(trainIters, 8)
                        .arg(it * 512, 12)
                        .arg(ms, 0, 'f', 1);
        if (!std::isnan(tflops))
            s += QStringLiteral("throughput per GPU (TFLOP/s/GPU): %1 | ").arg(tflops, 0, 'f', 1);
        s += QStringLiteral("learning rate: %1 | global batch size:   512 | lm loss: %2 | load_balancing_loss: "
                            "1.012000E+00 | loss scale: 1.0 | ")
                 .arg(QString::number(3e-4, 'E', 6), QString::number(10.0 / (1 + it / 500.0), 'E', 6));
        if (!gradNorm.isEmpty())
            s += QStringLiteral("grad norm: %1 | ").arg(gradNorm);
        s += QStringLiteral("number of skipped iterations: %1 | number of nan iterations: %2 |")
                 .arg(skipped, 3)
                 .arg(nans, 3);
        line(s, lastRank);
    }

    void stepTime(double seconds, double tflops)
    {
        line(QStringLiteral("Step Time : %1s GPU utilization: %2MODEL_TFLOP/s/GPU")
                 .arg(seconds, 0, 'f', 2)
                 .arg(tflops, 0, 'f', 1),
             0);
    }

    void memory(int rank, int after, double allocated, double maxReserved)
    {
        line(QStringLiteral("[Rank %1] (after %2 iterations) memory (GB) | mem-allocated-gigabytes: %3 | "
                            "mem-active-gigabytes: %3 | mem-inactive-gigabytes: 1.1 | mem-reserved-gigabytes: %4 | "
                            "mem-max-allocated-gigabytes: %3 | mem-max-active-gigabytes: %3 | "
                            "mem-max-inactive-gigabytes: 3.2 | mem-max-reserved-gigabytes: %4 | mem-alloc-retires: 0 "
                            "| mem-allocated-count: 1234")
                 .arg(rank)
                 .arg(after)
                 .arg(allocated)
                 .arg(maxReserved),
             rank);
    }

    void info(const QString& logger, const QString& message, int rank)
    {
        line(QStringLiteral("INFO:%1:%2").arg(logger, message), rank);
    }
    void teGraphable(int rank, int n)
    {
        info(QStringLiteral("megatron.core.transformer.cuda_graphs"),
             QStringLiteral("Rank %1: %2 graphable layers.").arg(rank).arg(n), rank);
    }
    void teCapture(double seconds)
    {
        info(QStringLiteral("megatron.core.transformer.cuda_graphs"), QStringLiteral("Start CUDA Graphs capture..."),
             0);
        info(QStringLiteral("megatron.core.transformer.cuda_graphs"),
             QStringLiteral("Time spent in CUDA Graphs capture on rank 0: %1s").arg(seconds, 0, 'f', 6), 0);
    }
    void fullCaptureStart(int rank)
    {
        info(QStringLiteral("megatron.core.full_cuda_graph"), QStringLiteral("Capture CUDA graph for training!!!"),
             rank);
    }
    void fullCaptureDone(int rank)
    {
        info(QStringLiteral("megatron.core.full_cuda_graph"), QStringLiteral("CUDA graph capture done for training!!!"),
             rank);
    }
    void chatter(int rank)
    {
        line(QStringLiteral("[W1102 10:00:00.000000000 ProcessGroupNCCL.cpp:4715] [PG ID 0 PG GUID 0 Rank %1] using "
                            "GPU %1 as device")
                 .arg(rank),
             rank);
    }

    // A whole run: TE (or full_iteration) graphs with W warmup steps, all ranks' set-up lines, iteration lines
    // from the last rank, Step Time from rank 0, memory lines for the first two logged iterations.
    void graphRun(const QString& impl, int warmup, int iterations, double eagerMs, double captureMs, double replayMs,
                  int ranks = 8)
    {
        line(QStringLiteral("  cuda_graph_impl: %1").arg(impl));
        line(QStringLiteral("  cuda_graph_warmup_steps: %1").arg(warmup));
        line(QStringLiteral("  log_interval: 1"));
        line(QStringLiteral("Training ..."));
        if (impl == QLatin1String("transformer_engine"))
            for (int r = 0; r < ranks; r += 4)
                teGraphable(r, 16);
        for (int it = 1; it <= iterations; ++it) {
            const bool capture = it == warmup + 1;
            if (capture && impl == QLatin1String("transformer_engine"))
                teCapture(6.9);
            if (capture && impl == QLatin1String("full_iteration"))
                for (int r = 0; r < ranks; ++r)
                    fullCaptureStart(r);
            if (capture && impl == QLatin1String("full_iteration"))
                for (int r = 0; r < ranks; ++r)
                    fullCaptureDone(r);
            const double ms = it == 1 ? eagerMs * 3 : (it <= warmup ? eagerMs : (capture ? captureMs : replayMs));
            iteration(it, ms + (it % 3) * 0.5);
            stepTime(ms / 1000.0, 300.0);
            if (it <= 2)
                for (int r = 0; r < ranks; r += 4)
                    memory(r, it, 41.2 + it, 60.5 + it);
            for (int r = 1; r < ranks; ++r)
                chatter(r);
        }
    }
};

} // namespace cga::test
