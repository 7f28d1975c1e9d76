#pragma once

#include "wizard/wizardpagebase.h"

class QTableWidget;
class QGroupBox;

namespace cga {

// Step 6: allocator and NCCL variables (cfg.env_vars and what the launching shell exports, which wins),
// Transformer Engine and PyTorch versions, the Megatron-Core API profile and the front end.
class EnvironmentPage : public WizardPageBase
{
    Q_OBJECT

public:
    EnvironmentPage(ConfigSession* session, FieldBinder* binder, QWidget* parent = nullptr);
    void retranslateUi() override;
    QStringList editedPaths() const override;

private:
    void readExtraEnv();
    void readShellEnv();
    void commitTable(QTableWidget* table, const QString& prefix, const QStringList& skip);

    QGroupBox* m_envBox;
    QGroupBox* m_versionBox;
    QTableWidget* m_extraEnv;
    QTableWidget* m_shellEnv;
    QLabel* m_extraLabel;
    QLabel* m_shellLabel;
    QLabel* m_envNote;
    QList<QLabel*> m_labels;
    QStringList m_knownEnv;
};

} // namespace cga
