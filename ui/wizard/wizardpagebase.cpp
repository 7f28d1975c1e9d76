#include "wizard/wizardpagebase.h"

#include "model/fieldregistry.h"
#include "session/configsession.h"
#include "wizard/fieldbinder.h"

#include <QAbstractSpinBox>
#include <QEvent>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

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

void WizardPageBase::makeScrollable()
{
    QLayout* content = layout();
    if (!content || m_scroll)
        return;
    auto* body = new QWidget;
    body->setObjectName(objectName() + QStringLiteral("Body"));
    body->setLayout(content); // takes the layout, and the widgets in it, from the page
    m_scroll = new QScrollArea(this);
    m_scroll->setObjectName(objectName() + QStringLiteral("Scroll"));
    m_scroll->setWidget(body);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    // Number fields as wide as their numbers need, not the whole width of a wide window.
    for (QAbstractSpinBox* spin : body->findChildren<QAbstractSpinBox*>())
        spin->setMaximumWidth(qMax(spin->sizeHint().width() + 4 * spin->fontMetrics().averageCharWidth(),
                                   16 * spin->fontMetrics().averageCharWidth()));
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_scroll, 1);
    if (m_footer)
        outer->addLayout(m_footer);
}

void WizardPageBase::ensureVisible(QWidget* widget)
{
    if (m_scroll && widget && m_scroll->widget()->isAncestorOf(widget))
        m_scroll->ensureWidgetVisible(widget);
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
