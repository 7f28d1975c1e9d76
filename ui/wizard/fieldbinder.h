#pragma once

#include "rules/diagnostic.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QVariant>

#include <functional>

class QAbstractButton;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;
class QWidget;

namespace cga {

class ConfigSession;

// Connects editor widgets to session paths both ways: an edit becomes a change list handed to `commit` (the
// main window turns it into an undoable command); a session change refreshes the widgets of the changed paths.
// It also knows which widget shows which path, so a diagnostic can jump to it and mark it.
class FieldBinder : public QObject
{
    Q_OBJECT

public:
    using Commit = std::function<void(const QList<FieldChange>& changes, const QString& description)>;

    FieldBinder(ConfigSession* session, Commit commit, QObject* parent = nullptr);

    struct Choice
    {
        QString label; // shown (translated by the caller)
        QVariant value; // stored; nullValue() for "unset"
    };

    void bindCheck(const QString& path, QCheckBox* box);
    // A check box that sets several boolean fields together (e.g. both TE RNG flags).
    void bindCheckGroup(const QStringList& paths, QCheckBox* box);
    void bindCombo(const QString& path, QComboBox* combo, const QList<Choice>& choices);
    void setComboChoices(const QString& path, const QList<Choice>& choices); // after a language change
    void bindSpin(const QString& path, QSpinBox* spin, bool nullable = false); // nullable: the minimum means unset
    void bindDouble(const QString& path, QDoubleSpinBox* spin, bool nullable = false);
    void bindLine(const QString& path, QLineEdit* edit); // text; empty means unset
    // Check boxes that together hold a list value (scopes, recompute or offload modules).
    void bindList(const QString& path, const QList<QPair<QString, QCheckBox*>>& items);
    // A custom editor: `read` fills the widget from the session; the editor calls commitValue() itself.
    void bindCustom(const QString& path, QWidget* widget, std::function<void()> read);
    // Runs `read` whenever the path changes, without making its widget the one that shows the path.
    void addObserver(const QString& path, std::function<void()> read);
    void commitValue(const QString& path, const QVariant& value);
    void commitValues(const QList<FieldChange>& changes, const QString& description);

    QWidget* widgetFor(const QString& path) const;
    QStringList boundPaths() const { return m_widgets.keys(); }
    void refreshAll();
    // Re-sets texts the binder put on widgets (the "unset" of nullable spin boxes) in the current language.
    void retranslate();
    // The widget's own help text (tool tip); diagnostics are appended to it while they apply.
    static void setHelp(QWidget* widget, const QString& text);
    // Marks the widgets of the fields diagnostics name (a red frame and the messages as tool tip).
    void markDiagnostics(const Diagnostics& diagnostics);

private:
    void refresh(const QStringList& paths);
    void refreshPath(const QString& path);
    QString describe(const QString& path) const;

    ConfigSession* m_session;
    Commit m_commit;
    QHash<QString, QPointer<QWidget>> m_widgets;
    QHash<QString, QList<std::function<void()>>> m_readers;
    QHash<QString, QList<Choice>> m_choices;
    QHash<QWidget*, QStringList> m_marks;
    bool m_updating = false;
};

} // namespace cga
