#pragma once

#include "wizard/wizardpagebase.h"

class QComboBox;
class QLineEdit;
class QSpinBox;

namespace cga {

class TrainingConfig;
struct FieldChange;

// Step 2: what is trained and where: model kind, shapes, GPU, precision, parallel sizes, micro-batch size and
// sequence length (with why they must stay fixed).
class WorkloadPage : public WizardPageBase
{
    Q_OBJECT

public:
    enum class ModelKind { Dense, MoeDropless, MoeDropPad, Hybrid, Vlm };

    WorkloadPage(ConfigSession* session, FieldBinder* binder, QWidget* parent = nullptr);
    void retranslateUi() override;
    QStringList editedPaths() const override;

    static ModelKind kindOf(const TrainingConfig& cfg);
    // The changes that turn the config into a model of this kind (keeping what fits).
    static QList<FieldChange> changesForKind(const TrainingConfig& cfg, ModelKind kind);

private:
    void readKind();
    void readPrecision();
    void commitPrecision(int index);
    void commitSeqLength(int value);

    QComboBox* m_kind;
    QComboBox* m_gpu;
    QComboBox* m_precision;
    QSpinBox* m_seqLength;
    QLineEdit* m_layerFreq;
    QList<QLabel*> m_labels;
    QLabel* m_kindLabel;
    QLabel* m_gpuLabel;
    QLabel* m_precisionLabel;
    QLabel* m_seqLabel;
    QLabel* m_staticNote;
};

} // namespace cga
