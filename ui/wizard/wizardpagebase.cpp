#include "wizard/wizardpagebase.h"

#include "model/fieldregistry.h"
#include "session/configsession.h"
#include "wizard/fieldbinder.h"

#include <QEvent>
#include <QLabel>

namespace cga {

WizardPageBase::WizardPageBase(ConfigSession* session, FieldBinder* binder, QWidget* parent)
    : QWizardPage(parent)
    , m_session(session)
    , m_binder(binder)
{
}

QStringList WizardPageBase::editedPaths() const
{
    QStringList out;
    for (const QString& p : m_binder->boundPaths()) {
        QWidget* w = m_binder->widgetFor(p);
        if (w && isAncestorOf(w))
            out << p;
    }
    return out;
}

void WizardPageBase::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWizardPage::changeEvent(event);
}

QLabel* WizardPageBase::fieldLabel(const QString& path)
{
    auto* label = new QLabel(this);
    label->setProperty("cgaPath", path);
    return label;
}

void WizardPageBase::setFieldLabelText(QLabel* label, const QString& text)
{
    const QString path = label->property("cgaPath").toString();
    label->setText(text);
    QString tip = QStringLiteral("<code>%1</code>").arg(path.toHtmlEscaped());
    if (const auto id = FieldRegistry::instance().find(path))
        tip += QStringLiteral("<br>") + FieldRegistry::description(*id).toHtmlEscaped();
    label->setToolTip(tip);
    if (QWidget* w = m_binder->widgetFor(path); w && FieldRegistry::instance().find(path))
        FieldBinder::setHelp(w, FieldRegistry::description(*FieldRegistry::instance().find(path)));
}

QLabel* WizardPageBase::note(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setStyleSheet(QStringLiteral("color: palette(dark);"));
    return label;
}

} // namespace cga
