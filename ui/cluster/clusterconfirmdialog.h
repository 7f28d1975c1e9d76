#pragma once

#include "cluster/clusterscript.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;

namespace cga {

// The explicit confirmation before a cluster submission: the resources requested, the exact sbatch command and
// the batch script, read-only. Accepting means "submit".
class ClusterConfirmDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ClusterConfirmDialog(const ClusterScript& script, QWidget* parent = nullptr);

    QString scriptText() const;
    QStringList resources() const;
    QString commandText() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    ClusterScript m_script;
    QLabel* m_intro;
    QLabel* m_resourcesTitle;
    QListWidget* m_resources;
    QLabel* m_command;
    QLabel* m_scriptTitle;
    QPlainTextEdit* m_text;
    QDialogButtonBox* m_buttons;
};

} // namespace cga
