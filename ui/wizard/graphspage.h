#pragma once

#include "wizard/wizardpagebase.h"

#include <QHash>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QVBoxLayout;

namespace cga {

// Step 5: the implementation and the scopes as checkable choices, what each scope captures, and why a choice is
// not allowed, explained in place; warmup, RNG and NaN-check settings that go with graphs.
class GraphsPage : public WizardPageBase
{
    Q_OBJECT

public:
    GraphsPage(ConfigSession* session, FieldBinder* binder, QWidget* parent = nullptr);
    void retranslateUi() override;
    QStringList editedPaths() const override;

    // Why ticking `scope` would be rejected with the session as it is (empty when it is allowed).
    QString whyNotAllowed(const QString& scope) const;
    QCheckBox* scopeBox(const QString& scope) const { return m_scopes.value(scope); }

    // Extra content above the implementation and the scopes (the recommendation panel).
    void addPanel(QWidget* panel);

private:
    void updateScopeStates();
    void commitScope(const QString& scope, bool on);
    QStringList currentScopes() const;

    QComboBox* m_impl;
    QGroupBox* m_scopeBox;
    QGroupBox* m_settingsBox;
    QHash<QString, QCheckBox*> m_scopes;
    QHash<QString, QLabel*> m_scopeHelp;
    QHash<QString, QLabel*> m_scopeWhyNot;
    QLabel* m_implLabel;
    QLabel* m_implNote;
    QLabel* m_scopeNote;
    QList<QLabel*> m_labels;
    QVBoxLayout* m_layout;
};

} // namespace cga
