#include "diagnostics/megatroncheckview.h"

#include "report/megatroncomparison.h"
#include "session/configsession.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace cga {

MegatronCheckView::MegatronCheckView(ConfigSession* session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_check(new MegatronCheck(this))
    , m_title(new QLabel(this))
    , m_run(new QPushButton(this))
    , m_result(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("megatronCheckView"));
    m_run->setObjectName(QStringLiteral("megatronCheckRun"));
    m_result->setObjectName(QStringLiteral("megatronCheckResult"));
    m_result->setReadOnly(true);
    m_result->setMaximumHeight(140);
    m_title->setWordWrap(true);
    auto* top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(m_title, 1);
    top->addWidget(m_run);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_result);
    connect(m_run, &QPushButton::clicked, this, &MegatronCheckView::runCheck);
    connect(m_check, &MegatronCheck::finished, this, &MegatronCheckView::onChecked);
    if (m_session) {
        auto stale = [this] {
            m_stale = m_haveVerdict;
            showVerdict();
        };
        connect(m_session, &ConfigSession::changed, this, stale);
        connect(m_session, &ConfigSession::resetDone, this, stale);
    }
    setVisible(false);
    retranslateUi();
    showVerdict();
}

void MegatronCheckView::setMegatron(const BenchOptions& settings, bool available)
{
    m_settings = settings;
    setVisible(available);
}

void MegatronCheckView::runCheck()
{
    if (!m_session || m_check->isRunning())
        return;
    m_run->setEnabled(false);
    m_result->setPlainText(tr("Asking Megatron-Core (a child process; no GPU is used)..."));
    m_check->start(m_session->config(), m_settings);
}

void MegatronCheckView::onChecked(const MegatronVerdict& verdict)
{
    m_verdict = verdict;
    m_haveVerdict = true;
    m_stale = false;
    m_run->setEnabled(true);
    showVerdict();
    const Diagnostics diagnostics = m_session ? m_session->allDiagnostics() : Diagnostics();
    emit checked(verdict, MegatronComparison::disagreements(MegatronComparison::compare(diagnostics, verdict)));
}

QString MegatronCheckView::resultText() const
{
    return m_result->toPlainText();
}

void MegatronCheckView::showVerdict()
{
    if (!m_haveVerdict) {
        m_result->setPlainText(tr("Press Ask Megatron to have the installed Megatron-Core check this "
                                  "configuration, beside cga's rules."));
        m_result->setStyleSheet(QString());
        return;
    }
    const Diagnostics diagnostics = m_session ? m_session->allDiagnostics() : Diagnostics();
    QString text = MegatronComparison::render(diagnostics, m_verdict);
    if (m_stale)
        text = tr("The configuration changed since this answer; ask again.") + QLatin1Char('\n') + text;
    m_result->setPlainText(text);
    const bool bad
        = !m_verdict.ran || MegatronComparison::disagreements(MegatronComparison::compare(diagnostics, m_verdict)) > 0;
    m_result->setStyleSheet(bad ? QStringLiteral("color: #b00020;") : QString());
}

void MegatronCheckView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        showVerdict();
    }
    QWidget::changeEvent(event);
}

void MegatronCheckView::retranslateUi()
{
    m_title->setText(tr("Megatron's own check"));
    m_run->setText(tr("Ask Megatron"));
    m_run->setToolTip(tr("Builds this configuration with the installed Megatron-Core (and Bridge, where it "
                         "imports) and shows its verdict beside cga's; no GPU is needed."));
}

} // namespace cga
