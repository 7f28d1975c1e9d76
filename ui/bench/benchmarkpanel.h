#pragma once

#include "bench/benchlauncher.h"
#include "bench/benchmarkresult.h"
#include "bench/benchplanner.h"

#include <QWidget>

#include <memory>

class QLabel;
class QPlainTextEdit;
class QProcess;
class QProgressBar;
class QPushButton;
class QTimer;

namespace cga {

class BenchLauncher;
class BenchRunner;
class BenchmarkSetupForm;
class ConfigSession;
class RunnerProbe;
class Settings;
class StepTimeChart;

// The local benchmark: the setup form, then (after the runner's plan and an explicit confirmation naming the
// command, the GPU and the expected memory) the run as a child process, with progress, time left, a live
// step-time chart, the runner's phase events and a Cancel button. The runner is a separate process, so a crash
// or hang of the GPU run never takes the application down; whatever was measured is kept, shown and saved.
class BenchmarkPanel : public QWidget
{
    Q_OBJECT

public:
    explicit BenchmarkPanel(ConfigSession* session, QWidget* parent = nullptr);
    ~BenchmarkPanel() override;

    BenchmarkSetupForm* form() const { return m_form; }
    BenchRunner* runner() const { return m_runner; }
    StepTimeChart* liveChart() const { return m_chart; }
    QPushButton* runButton() const { return m_run; }
    QPushButton* cancelButton() const { return m_cancel; }
    QProgressBar* progressBar() const { return m_progress; }
    QString statusText() const;
    QString eventLog() const;
    const BenchPlan& lastPlan() const { return m_plan; }
    const BenchmarkResult& lastResult() const { return m_result; }
    QString lastSavedPath() const { return m_savedPath; }

    // Finished runs are saved here (JSON, atomically); default: the application's data folder, results/.
    void setResultsDirectory(const QString& dir) { m_resultsDir = dir; }
    QString resultsDirectory() const { return m_resultsDir; }
    // No output for this long means the runner hangs; 0 (default): twice the time limit, at least 60 s.
    void setHangTimeout(int ms) { m_hangTimeoutMs = ms; }

    // Looks for the runners (each in a child process with a time limit, without blocking); emits runnersProbed().
    void probeRunners();
    RunnerProbe* probe() const { return m_probe; }
    // Where the Python and the Megatron-Core folder are kept between sessions (nullptr: not kept).
    void setSettings(Settings* settings);
    // Asks the runner for its plan and, after the confirmation (skipped with confirm == false), runs it.
    void requestRun(bool confirm = true);
    void cancel();
    bool isBusy() const; // planning or running

signals:
    void runnersProbed();
    // After a probe: whether Megatron-Core imports with these settings (python, megatronPath), so that Megatron's
    // own check of the configuration can run (it needs no GPU).
    void megatronCheckAvailable(const cga::BenchOptions& settings, bool available);
    void planReady(const cga::BenchPlan& plan);
    void runStarted();
    // A run ended: with its result (complete, or partial with result.error set when it failed or was cancelled).
    void runFinished(const cga::BenchmarkResult& result, bool ok);
    // No GPU here: the user wants to open a result recorded elsewhere instead.
    void openRecordedRequested();

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void onPlanned(const BenchPlan& plan);
    // The confirmation ended without a run (BenchConfirmDialog::Outcome): say so, and follow the way forward.
    void notRun(int outcome);
    void startRun();
    void onRunEnded(bool ok, const QString& message);
    void refreshLive();
    void setStatus(const QString& text, bool error = false);
    void appendEvent(const QString& line);
    void setBusy(bool busy);
    void retranslateUi();
    bool saveResult(QString* error);

    ConfigSession* m_session;
    BenchmarkSetupForm* m_form;
    QPushButton* m_run;
    QPushButton* m_cancel;
    QProgressBar* m_progress;
    QLabel* m_status;
    QPlainTextEdit* m_events;
    StepTimeChart* m_chart;
    BenchPlanner* m_planner;
    BenchRunner* m_runner = nullptr;
    std::unique_ptr<BenchLauncher> m_launcher;
    RunnerProbe* m_probe;
    Settings* m_settings = nullptr;
    QTimer* m_liveTimer;
    BenchPlan m_plan;
    BenchmarkResult m_result;
    QString m_resultsDir;
    QString m_savedPath;
    int m_hangTimeoutMs = 0;
    bool m_confirm = true;
    bool m_liveDirty = false;
    bool m_probed = false;
    bool m_statusIsError = false;
};

} // namespace cga
