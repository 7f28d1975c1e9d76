#pragma once

#include "bench/benchlauncher.h"
#include "model/trainingconfig.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

class QProcess;
class QTimer;

namespace cga {

// One of Megatron's verdicts on a configuration: Megatron-Core's TransformerConfig(**model) (its __post_init__ is
// the validation), or Bridge's CUDA-graph checks around finalize().
struct MegatronLensVerdict
{
    bool known = false; // false: not run (Bridge not importable, or the check did not run)
    bool valid = false;
    QString exceptionType; // AssertionError, ValueError, ...
    QString message; // Megatron's own text
    QString site; // megatron/core/transformer/transformer_config.py:2828
    QString stage; // Bridge: construct, bridge-pre-finalize, finalize, bridge-post-finalize
    QString unavailableReason; // why it was not run
    QStringList warnings;
    QJsonObject post; // the normalised CUDA-graph fields when valid
};

// What the user's own Megatron says about a configuration: the Megatron-Core runner's check-only mode
// (`cga_mcore_runner.py --check-config FILE`), run with the configured Python and Megatron-Core folder. No GPU.
struct MegatronVerdict
{
    bool ran = false; // the check answered
    QString errorCode; // no_torch, no_megatron, bad_workload, timeout, crash, garbage
    QString error; // translated when the check did not answer; the runner's message otherwise
    QString python;
    QString megatronVersion;
    QString megatronPath;
    QString torchVersion;
    QString teVersion;
    MegatronLensVerdict mcore;
    MegatronLensVerdict bridge;
    QStringList ignoredFields; // model fields TransformerConfig does not take (the provider's)
    QJsonObject adjusted; // what the check added, as Bridge does (pipeline_dtype)

    QJsonObject toJson() const;
};

// Runs the check-only mode: the configuration's model section goes to a file, the runner reads it, its one
// `megatron_check` event (or error) comes back. A child process with an argument list and a time limit; start()
// does not block, runBlocking() does (the command line).
class MegatronCheck : public QObject
{
    Q_OBJECT

public:
    explicit MegatronCheck(QObject* parent = nullptr);
    ~MegatronCheck() override;

    // The model section as the check gets it: {"model": {field: value}} of every model.* field that was set.
    static QJsonObject modelSection(const TrainingConfig& config);
    // The runner's answer (stdout) read into a verdict; exitCode -1: it did not answer.
    static MegatronVerdict parse(int exitCode, bool timedOut, const QByteArray& output, const QByteArray& stderrText,
                                 int timeoutMs);

    // settings: python and megatronPath.
    static MegatronVerdict runBlocking(const TrainingConfig& config, const BenchOptions& settings,
                                       int timeoutMs = 120000);
    void setTimeout(int ms) { m_timeoutMs = ms; }
    void start(const TrainingConfig& config, const BenchOptions& settings);
    void cancel();
    bool isRunning() const { return m_process != nullptr; }

signals:
    void finished(const cga::MegatronVerdict& verdict);

private:
    static bool prepare(BenchLauncher& launcher, const TrainingConfig& config, const BenchOptions& settings,
                        QString* configPath, MegatronVerdict* failed);
    void onDone(int exitCode, bool timedOut);

    std::unique_ptr<BenchLauncher> m_launcher;
    QProcess* m_process = nullptr;
    QTimer* m_timer = nullptr;
    bool m_timedOut = false;
    int m_timeoutMs = 120000;
};

} // namespace cga

Q_DECLARE_METATYPE(cga::MegatronVerdict)
