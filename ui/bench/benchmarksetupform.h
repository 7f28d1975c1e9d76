#pragma once

#include "bench/benchlauncher.h"
#include "bench/calibrationinput.h"
#include "bench/runnerprobe.h"
#include "bench/workloadfromconfig.h"
#include "bench/workloadjson.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;

namespace cga {

class ConfigSession;

// What a local benchmark measures and how: the workload derived from the session's configuration (shapes,
// parallel sizes, precision, MoE routing; with what had to be assumed), the modes to compare (eager always), the
// microbatches per step, the runner (cga-bench, the PyTorch runner or the Megatron-Core runner, side by side, each
// enabled only where it is available, with the reason when it is not), the Python and Megatron-Core folder of the
// Python runners, the framework overhead preset, the device and the time limit.
class BenchmarkSetupForm : public QWidget
{
    Q_OBJECT

public:
    explicit BenchmarkSetupForm(ConfigSession* session, QWidget* parent = nullptr);

    Workload workload() const; // the derived workload with the chosen modes and microbatches
    BenchOptions options() const;
    QStringList notes() const { return m_notes; }
    QStringList selectedModes() const;
    void setSelectedModes(const QStringList& modes);

    // Which runners exist here; a missing one stays listed, disabled, with the reason as its tool tip.
    void setRunnerAvailable(const QString& runner, bool available, const QString& reason = QString());
    bool isRunnerAvailable(const QString& runner) const;
    void setRunner(const QString& runner);
    // Puts the keyboard focus on the runner list (to choose another runner).
    void focusRunner();
    // A probe's answer: enables the runner or disables it with the reason and what to do, shown under the list.
    void setRunnerStatus(const RunnerStatus& status);
    QString runnerStatusText() const;

    // The Python runners' settings: the Python (empty: CGA_PYTHON or python3) and the Megatron-Core folder.
    BenchOptions pythonSettings() const;
    void setPythonSettings(const QString& python, const QString& megatronPath);
    QLineEdit* pythonEdit() const { return m_python; }
    QLineEdit* megatronPathEdit() const { return m_megatronPath; }

    // The native runner's calibration (cga-bench --calibrate): a result of the Megatron-Core or PyTorch runner
    // whose measured eager and replay steps fit the prediction. An empty path clears it. False, with *error saying
    // why, when the file cannot calibrate (the form then has no calibration and says so).
    bool setCalibrationFile(const QString& path, QString* error = nullptr);
    QString calibrationFile() const { return m_calibrationPath; }
    QString calibration() const { return m_fit ? m_fit->argument() : QString(); } // --calibrate, empty when none
    QString calibrationStatusText() const;
    QLineEdit* calibrationEdit() const { return m_calibration; }

    QListWidget* modeList() const { return m_modes; }
    QComboBox* runnerBox() const { return m_runner; }
    QComboBox* overheadBox() const { return m_overhead; }
    QSpinBox* microbatchBox() const { return m_microbatches; }
    QSpinBox* deviceBox() const { return m_device; }
    QSpinBox* durationBox() const { return m_duration; }

    // Derives the workload again from the session (called on every configuration change).
    void refresh();

signals:
    void changed();
    void pythonSettingsChanged(); // the user finished editing the Python or the Megatron-Core folder

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void fillModes(const QStringList& checked);
    void updateOverheadEnabled();
    void updateRunnerStatus();
    void readCalibration(); // m_calibrationPath into m_fit, or m_calibrationError
    void updateCalibrationStatus();
    void chooseCalibrationFile();

    ConfigSession* m_session;
    Workload m_workload;
    QStringList m_notes;
    QGroupBox* m_workloadBox;
    QLabel* m_summary;
    QLabel* m_notesLabel;
    QGroupBox* m_runBox;
    QFormLayout* m_form;
    QListWidget* m_modes;
    QSpinBox* m_microbatches;
    QComboBox* m_runner;
    QComboBox* m_overhead;
    QLineEdit* m_python;
    QLineEdit* m_megatronPath;
    QLabel* m_runnerStatus;
    QList<RunnerStatus> m_statuses;
    QSpinBox* m_device;
    QSpinBox* m_duration;
    QLineEdit* m_calibration;
    QLabel* m_calibrationStatus;
    QString m_calibrationPath;
    std::optional<CalibrationInput> m_fit; // what m_calibrationPath gives to calibrate on
    QString m_fitRunner; // the runner and GPU of that run
    QString m_fitGpu;
    QString m_calibrationError; // why m_calibrationPath cannot calibrate (in the language it was read in)
};

} // namespace cga
