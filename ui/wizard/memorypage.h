#pragma once

#include "wizard/wizardpagebase.h"

class QGroupBox;

namespace cga {

// Step 3: activation recomputation and offloading, with what each allows together with graphs.
class MemoryPage : public WizardPageBase
{
    Q_OBJECT

public:
    MemoryPage(ConfigSession* session, FieldBinder* binder, QWidget* parent = nullptr);
    void retranslateUi() override;

private:
    QGroupBox* m_recompute;
    QGroupBox* m_offload;
    QList<QLabel*> m_labels;
    QLabel* m_recomputeNote;
    QLabel* m_offloadNote;
    QLabel* m_modulesLabel;
    QLabel* m_offloadModulesLabel;
};

} // namespace cga
