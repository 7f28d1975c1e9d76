#include "statusnotes.h"

#include <QStatusBar>

namespace cga {

StatusNotes::StatusNotes(QStatusBar* bar, QObject* parent)
    : QObject(parent)
    , m_bar(bar)
{
}

void StatusNotes::show(TextFn text, int timeoutMs)
{
    m_text = std::move(text);
    m_until = QDeadlineTimer(timeoutMs);
    m_bar->showMessage(m_text(), timeoutMs);
}

void StatusNotes::retranslate()
{
    if (!m_text || m_bar->currentMessage().isEmpty() || m_until.hasExpired())
        return;
    m_bar->showMessage(m_text(), int(qMax<qint64>(1, m_until.remainingTime())));
}

} // namespace cga
