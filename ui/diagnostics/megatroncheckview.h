#pragma once

#include "bench/benchlauncher.h"
#include "bench/megatroncheck.h"

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace cga {

class ConfigSession;

// Megatron's own verdict on the session's configuration beside cga's, under the diagnostics: shown only when a
// Python with Megatron-Core is configured (the Benchmark page's Python and Megatron-Core folder). The check runs
// the Megatron-Core runner's check-only mode in a child process (no GPU), on request; an edit marks the answer as
// out of date. Every disagreement is flagged.
class MegatronCheckView : public QWidget
{
    Q_OBJECT

public:
    explicit MegatronCheckView(ConfigSession* session, QWidget* parent = nullptr);

    // Where Megatron-Core imports (from the runner probe); the view hides itself when it does not.
    void setMegatron(const cga::BenchOptions& settings, bool available);
    void runCheck();
    bool isChecking() const { return m_check->isRunning(); }
    QString resultText() const;
    QPushButton* checkButton() const { return m_run; }
    const MegatronVerdict& lastVerdict() const { return m_verdict; }

signals:
    void checked(const cga::MegatronVerdict& verdict, int disagreements);

protected:
    void changeEvent(QEvent* event) override;

private:
    void onChecked(const MegatronVerdict& verdict);
    void showVerdict();
    void retranslateUi();

    ConfigSession* m_session;
    MegatronCheck* m_check;
    QLabel* m_title;
    QPushButton* m_run;
    QPlainTextEdit* m_result;
    BenchOptions m_settings;
    MegatronVerdict m_verdict;
    bool m_haveVerdict = false;
    bool m_stale = false;
};

} // namespace cga
