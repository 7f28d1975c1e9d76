#pragma once

#include <QWizardPage>

class QFormLayout;
class QLabel;
class QLayout;
class QScrollArea;

namespace cga {

class ConfigSession;
class FieldBinder;

// A wizard page that edits the session through a FieldBinder and retranslates itself on a language change.
class WizardPageBase : public QWizardPage
{
    Q_OBJECT

public:
    WizardPageBase(ConfigSession* session, FieldBinder* binder, QWidget* parent = nullptr);

    // The paths this page edits: the wizard shows the page when a diagnostic names one of them.
    virtual QStringList editedPaths() const;
    virtual void retranslateUi() = 0;
    // Puts what the page laid out into a scroll area, so a page taller than the window scrolls while the wizard's
    // buttons stay visible. Called by the wizard once the page is built.
    void makeScrollable();
    // A row kept below the scroll area, always visible (the page's main buttons). Set before makeScrollable().
    void setFooter(QLayout* footer) { m_footer = footer; }
    // Scrolls the page so the widget is visible.
    void ensureVisible(QWidget* widget);

protected:
    void changeEvent(QEvent* event) override;
    // A label "Human name" whose tool tip is the field's description and path; kept for retranslation.
    QLabel* fieldLabel(const QString& path);
    void setFieldLabelText(QLabel* label, const QString& text);
    // An explanatory paragraph in a muted style.
    static QLabel* note(QWidget* parent);

    ConfigSession* m_session;
    FieldBinder* m_binder;

private:
    QScrollArea* m_scroll = nullptr;
    QLayout* m_footer = nullptr;
};

} // namespace cga
