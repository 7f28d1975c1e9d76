#include "diagnostics/recommendationpanel.h"

#include "rules/fixtext.h"
#include "session/configsession.h"

#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

namespace cga {

RecommendationPanel::RecommendationPanel(ConfigSession* session, QWidget* parent)
    : QGroupBox(parent)
    , m_session(session)
    , m_summary(new QLabel(this))
    , m_reasons(new QTextBrowser(this))
    , m_apply(new QPushButton(this))
    , m_debounce(new QTimer(this))
{
    setObjectName(QStringLiteral("recommendationPanel"));
    m_apply->setObjectName(QStringLiteral("applyRecommendation"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_reasons->setMinimumHeight(110);
    m_reasons->setOpenLinks(false);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_reasons, 1);
    layout->addWidget(m_apply, 0, Qt::AlignLeft);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(50);
    connect(m_debounce, &QTimer::timeout, this, &RecommendationPanel::refresh);
    connect(m_session, &ConfigSession::changed, m_debounce, qOverload<>(&QTimer::start));
    connect(m_session, &ConfigSession::resetDone, this, &RecommendationPanel::refresh); // a new workload: at once
    connect(m_apply, &QPushButton::clicked, this, [this] {
        emit applyRequested(m_recommendation.allChanges(), tr("Apply the recommended CUDA-graph setup"));
    });
    retranslateUi();
    refresh();
}

void RecommendationPanel::refresh()
{
    const WorkloadFacts facts = WorkloadFacts::fromConfig(m_session->config(), m_session->target());
    m_recommendation = Recommender::recommend(facts, m_session->config(), m_session->target());
    render();
}

void RecommendationPanel::render()
{
    const Recommendation& r = m_recommendation;
    if (r.baseHasErrors) {
        m_summary->setText(tr("Fix the errors in the diagnostics panel first: they stop the run whatever the graph "
                              "settings, so nothing is proposed yet."));
        m_reasons->clear();
        m_apply->setEnabled(false);
        return;
    }
    const QString scopes = r.modules.isEmpty() ? tr("whole layers") : r.modules.join(QStringLiteral(", "));
    m_summary->setText(r.graphsOn() ? tr("Proposed: <b>%1</b> with <b>%2</b>, %3 warmup step(s).")
                                          .arg(r.impl.toHtmlEscaped(), scopes.toHtmlEscaped())
                                          .arg(r.warmup)
                                    : tr("Proposed: <b>no CUDA graphs</b> for this workload."));
    QString html = QStringLiteral("<ul>");
    for (const QString& reason : r.reasons)
        html += QStringLiteral("<li>%1</li>").arg(reason.toHtmlEscaped());
    html += QStringLiteral("</ul>");
    if (!r.alternatives.isEmpty()) {
        html += QStringLiteral("<p><b>%1</b></p><ul>").arg(tr("Alternatives").toHtmlEscaped());
        for (const Recommendation::Alternative& a : r.alternatives) {
            QString line = a.title.toHtmlEscaped();
            if (!a.why.isEmpty())
                line += QStringLiteral(": ") + a.why.toHtmlEscaped();
            if (!a.valid)
                line += QStringLiteral(" <i>(%1)</i>")
                            .arg(tr("rejected by %1").arg(a.rejectedBy.join(QStringLiteral(", "))).toHtmlEscaped());
            html += QStringLiteral("<li>%1</li>").arg(line);
        }
        html += QStringLiteral("</ul>");
    }
    m_reasons->setHtml(html);
    m_apply->setEnabled(!r.allChanges().isEmpty());
    m_apply->setToolTip(FixText::changes(r.allChanges(), QStringLiteral("\n")));
}

void RecommendationPanel::retranslateUi()
{
    setTitle(tr("Recommendation"));
    m_apply->setText(tr("Apply the proposal"));
}

void RecommendationPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        refresh(); // the reasons are made in the current language
    }
    QGroupBox::changeEvent(event);
}

} // namespace cga
