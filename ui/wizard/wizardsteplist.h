#pragma once

#include <QListWidget>

#include <functional>

namespace cga {

// The wizard's steps beside its pages, as Qt Creator's wizards show them: the current step highlighted, the steps
// that do not apply to this configuration greyed with the reason as tool tip, and the steps already reached
// clickable to go back to them. The wizard says what each step is (StepInfo); the list only shows it.
class WizardStepList : public QListWidget
{
    Q_OBJECT

public:
    struct StepInfo
    {
        int id = -1;
        QString title;
        bool applies = true;
        QString reason; // why it does not apply (translated), when it does not
        bool reachable = false; // reached already: a click goes there
    };

    explicit WizardStepList(QWidget* parent = nullptr);

    // Shows the steps in order with `current` highlighted.
    void setSteps(const QList<StepInfo>& steps, int current);
    int currentStep() const { return m_current; }
    // The row of a step id, or -1.
    int rowOf(int id) const;

    QSize sizeHint() const override;

signals:
    // A reached step other than the current one was clicked or activated.
    void stepRequested(int id);

private:
    int m_current = -1;
};

} // namespace cga
