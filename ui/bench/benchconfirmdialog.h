#pragma once

#include "bench/benchplanner.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;

namespace cga {

// The explicit confirmation before anything runs on the GPU: the exact command, the GPU it runs on and its
// memory, the device memory the workload is expected to need (a warning when it does not fit), the modes with
// their kernels per step, and the time limit. When the runner finds no GPU here, the dialog says so first and
// offers the ways forward instead (open a recorded result, copy the command for a GPU machine, choose another
// runner); running anyway is possible but never the default.
class BenchConfirmDialog : public QDialog
{
    Q_OBJECT

public:
    // What the dialog ends with (exec()'s result): Rejected, Run, or one of the ways forward without a GPU.
    enum Outcome { Run = QDialog::Accepted, OpenRecorded = 2, ChooseRunner = 3 };

    BenchConfirmDialog(const BenchPlan& plan, int durationLimitS, QWidget* parent = nullptr);

    QString text() const; // everything the dialog says, for tests and copying
    QPlainTextEdit* commandView() const { return m_command; }
    bool noGpu() const { return m_noGpu; }

private:
    void addNoGpuChoices();

    bool m_noGpu;
    QLabel* m_intro;
    QPlainTextEdit* m_command;
    QLabel* m_details;
    QDialogButtonBox* m_buttons;
};

} // namespace cga
