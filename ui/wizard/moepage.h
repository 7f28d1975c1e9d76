#pragma once

#include "wizard/wizardpagebase.h"

namespace cga {

// Step 4 (MoE models only): dispatcher and backend, capacity and padding, EP overlap and delayed weight
// gradients, shared experts.
class MoePage : public WizardPageBase
{
    Q_OBJECT

public:
    MoePage(ConfigSession* session, FieldBinder* binder, QWidget* parent = nullptr);
    void retranslateUi() override;

private:
    QList<QLabel*> m_labels;
    QLabel* m_note;
};

} // namespace cga
