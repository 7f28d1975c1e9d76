#include "unsavedchanges.h"

#include "projectfiles.h"
#include "session/configsession.h"

#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>

namespace cga {

UnsavedChanges::UnsavedChanges(ConfigSession* session, ProjectFiles* projects, QWidget* dialogParent,
                               std::function<void()> save)
    : QObject(dialogParent)
    , m_session(session)
    , m_projects(projects)
    , m_dialogParent(dialogParent)
    , m_save(std::move(save))
{
}

bool UnsavedChanges::settle(Reason reason) const
{
    if (!m_session->isModified())
        return true;
    const QString path = m_projects->path();
    QMessageBox box(QMessageBox::Question, tr("Unsaved changes"),
                    path.isEmpty() ? (reason == Reason::Close ? tr("Save the changes to this configuration before "
                                                                   "closing?")
                                                              : tr("Save the changes to this configuration before "
                                                                   "it is replaced?"))
                                   : (reason == Reason::Close ? tr("Save the changes to %1 before closing?")
                                                              : tr("Save the changes to %1 before it is replaced?"))
                                         .arg(QFileInfo(path).fileName()),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_dialogParent);
    box.setObjectName(QStringLiteral("unsavedChangesBox"));
    box.setInformativeText(reason == Reason::Close
                               ? tr("Discard closes without them; Cancel keeps the window open.")
                               : tr("Discard loses them; Cancel keeps this configuration and its undo history."));
    box.setDefaultButton(QMessageBox::Save);
    box.setEscapeButton(QMessageBox::Cancel);
    const int answer = box.exec();
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::Save) {
        m_save();
        return !m_session->isModified(); // false when the save was cancelled or failed
    }
    return true;
}

} // namespace cga
