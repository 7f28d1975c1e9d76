#pragma once

#include "bench/benchplanner.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;

namespace cga {

// The explicit confirmation before anything runs on the GPU: the exact command, the GPU it runs on and its
// memory, the device memory the workload is expected to need (a warning when it does not fit), the modes with
// their kernels per step, and the time limit.
class BenchConfirmDialog : public QDialog
{
    Q_OBJECT

public:
    BenchConfirmDialog(const BenchPlan& plan, int durationLimitS, QWidget* parent = nullptr);

    QString text() const; // everything the dialog says, for tests and copying
    QPlainTextEdit* commandView() const { return m_command; }

private:
    QLabel* m_intro;
    QPlainTextEdit* m_command;
    QLabel* m_details;
    QDialogButtonBox* m_buttons;
};

} // namespace cga
