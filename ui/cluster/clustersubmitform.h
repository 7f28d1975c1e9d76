#pragma once

#include "cluster/clustersubmitparams.h"

#include <QHash>
#include <QWidget>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QToolButton;

namespace cga {

// The fields of a cluster submission: partition, account, nodes, GPUs and tasks per node, time limit, container
// image and mounts, setup lines, training command, how the variants are passed, log folder, job name and seed.
class ClusterSubmitForm : public QWidget
{
    Q_OBJECT

public:
    explicit ClusterSubmitForm(QWidget* parent = nullptr);

    void setParams(const ClusterSubmitParams& params);
    ClusterSubmitParams params() const;

    QLineEdit* partitionEdit() const { return m_partition; }
    QLineEdit* accountEdit() const { return m_account; }
    QSpinBox* nodesSpin() const { return m_nodes; }
    QSpinBox* gpusSpin() const { return m_gpus; }
    QSpinBox* tasksSpin() const { return m_tasks; }
    QLineEdit* timeEdit() const { return m_time; }
    QLineEdit* imageEdit() const { return m_image; }
    QLineEdit* mountsEdit() const { return m_mounts; }
    QPlainTextEdit* setupEdit() const { return m_setup; }
    QLineEdit* commandEdit() const { return m_command; }
    QComboBox* variantsCombo() const { return m_variants; }
    QLineEdit* logRootEdit() const { return m_logRoot; }
    QLineEdit* jobNameEdit() const { return m_jobName; }

signals:
    void changed();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void browseLogRoot();

    QFormLayout* m_layout;
    QLineEdit* m_partition;
    QLineEdit* m_account;
    QSpinBox* m_nodes;
    QSpinBox* m_gpus;
    QSpinBox* m_tasks;
    QLineEdit* m_time;
    QLineEdit* m_image;
    QLineEdit* m_mounts;
    QPlainTextEdit* m_setup;
    QLineEdit* m_command;
    QComboBox* m_variants;
    QLineEdit* m_logRoot;
    QToolButton* m_browse;
    QHash<QWidget*, QLabel*> m_labels;
    QLineEdit* m_jobName;
    QSpinBox* m_seed;
    QString m_cgaCommand;
};

} // namespace cga
