#pragma once

#include <QDeadlineTimer>
#include <QObject>

#include <functional>

class QStatusBar;

namespace cga {

// The status bar's confirmations ("Saved ...", "Fix applied ..."), made by a function so that a message still on
// screen after a language switch is shown again in the new language for the rest of its time.
class StatusNotes : public QObject
{
    Q_OBJECT

public:
    using TextFn = std::function<QString()>;
    StatusNotes(QStatusBar* bar, QObject* parent);

    void show(TextFn text, int timeoutMs);
    // Shows the message on screen, if any, in the language of the moment.
    void retranslate();

private:
    QStatusBar* m_bar;
    TextFn m_text;
    QDeadlineTimer m_until;
};

} // namespace cga
