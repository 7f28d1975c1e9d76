#include "wizard/fieldbinder.h"

#include "model/fieldregistry.h"
#include "session/configsession.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSet>
#include <QSignalBlocker>
#include <QSpinBox>

#include <cmath>

namespace cga {

FieldBinder::FieldBinder(ConfigSession* session, Commit commit, QObject* parent)
    : QObject(parent)
    , m_session(session)
    , m_commit(std::move(commit))
{
    connect(session, &ConfigSession::changed, this, &FieldBinder::refresh);
    connect(session, &ConfigSession::resetDone, this, &FieldBinder::refreshAll);
}

QString FieldBinder::describe(const QString& path) const
{
    return tr("Set %1").arg(path);
}

void FieldBinder::commitValue(const QString& path, const QVariant& value)
{
    if (m_updating)
        return;
    m_commit({FieldChange{path, value}}, describe(path));
}

void FieldBinder::commitValues(const QList<FieldChange>& changes, const QString& description)
{
    if (m_updating)
        return;
    m_commit(changes, description);
}

void FieldBinder::bindCheck(const QString& path, QCheckBox* box)
{
    m_widgets.insert(path, box);
    m_readers[path].append([this, path, box] { box->setChecked(m_session->value(path).toBool()); });
    connect(box, &QCheckBox::toggled, this, [this, path](bool on) { commitValue(path, on); });
    refreshPath(path);
}

void FieldBinder::bindCheckGroup(const QStringList& paths, QCheckBox* box)
{
    const QString key = paths.first();
    m_widgets.insert(key, box);
    for (const QString& p : paths.mid(1))
        m_widgets.insert(p, box);
    auto read = [this, paths, box] {
        bool all = true;
        for (const QString& p : paths)
            all = all && m_session->value(p).toBool();
        box->setChecked(all);
    };
    for (const QString& p : paths)
        m_readers[p].append(read);
    connect(box, &QCheckBox::toggled, this, [this, paths](bool on) {
        QList<FieldChange> changes;
        for (const QString& p : paths)
            changes << FieldChange{p, on};
        commitValues(changes, tr("Set %1").arg(paths.join(QStringLiteral(", "))));
    });
    read();
}

void FieldBinder::bindCombo(const QString& path, QComboBox* combo, const QList<Choice>& choices)
{
    m_widgets.insert(path, combo);
    // As wide as the page allows, not as wide as the longest choice (set before any size is computed: QComboBox
    // keeps its first minimum size).
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(20);
    setComboChoices(path, choices);
    m_readers[path].append([this, path, combo] {
        const QVariant v = m_session->value(path);
        const QList<Choice>& cs = m_choices.value(path);
        int index = -1;
        for (int i = 0; i < cs.size(); ++i) {
            if ((isNullValue(v) && isNullValue(cs[i].value))
                || (!isNullValue(cs[i].value) && sameValue(v, cs[i].value))) {
                index = i;
                break;
            }
        }
        if (index < 0 && !isNullValue(v)) {
            // A value the list does not offer (e.g. from an imported file): show it as it is.
            combo->addItem(displayValue(v), v);
            index = combo->count() - 1;
        }
        combo->setCurrentIndex(index);
    });
    connect(combo, qOverload<int>(&QComboBox::activated), this, [this, path, combo](int index) {
        if (index >= 0)
            commitValue(path, combo->itemData(index));
    });
    refreshPath(path);
}

void FieldBinder::setComboChoices(const QString& path, const QList<Choice>& choices)
{
    m_choices.insert(path, choices);
    auto* combo = qobject_cast<QComboBox*>(m_widgets.value(path));
    if (!combo)
        return;
    const QSignalBlocker block(combo);
    combo->clear();
    for (const Choice& c : choices)
        combo->addItem(c.label, c.value);
    refreshPath(path);
}

void FieldBinder::bindSpin(const QString& path, QSpinBox* spin, bool nullable)
{
    m_widgets.insert(path, spin);
    if (nullable && spin->specialValueText().isEmpty()) {
        spin->setSpecialValueText(tr("unset"));
        spin->setProperty("cgaUnsetText", true); // retranslate() renews it
    }
    m_readers[path].append([this, path, spin, nullable] {
        const QVariant v = m_session->value(path);
        spin->setValue(nullable && isNullValue(v) ? spin->minimum() : int(v.toLongLong()));
    });
    connect(spin, qOverload<int>(&QSpinBox::valueChanged), this, [this, path, spin, nullable](int value) {
        commitValue(path, nullable && value == spin->minimum() ? nullValue() : QVariant(qlonglong(value)));
    });
    refreshPath(path);
}

void FieldBinder::bindDouble(const QString& path, QDoubleSpinBox* spin, bool nullable)
{
    m_widgets.insert(path, spin);
    if (nullable && spin->specialValueText().isEmpty()) {
        spin->setSpecialValueText(tr("unset"));
        spin->setProperty("cgaUnsetText", true); // retranslate() renews it
    }
    m_readers[path].append([this, path, spin, nullable] {
        const QVariant v = m_session->value(path);
        spin->setValue(nullable && isNullValue(v) ? spin->minimum() : v.toDouble());
    });
    connect(spin, qOverload<double>(&QDoubleSpinBox::valueChanged), this, [this, path, spin, nullable](double value) {
        commitValue(path, nullable && std::abs(value - spin->minimum()) < 1e-12 ? nullValue() : QVariant(value));
    });
    refreshPath(path);
}

void FieldBinder::retranslate()
{
    for (const QPointer<QWidget>& w : std::as_const(m_widgets))
        if (auto* spin = qobject_cast<QAbstractSpinBox*>(w.data()); spin && spin->property("cgaUnsetText").toBool())
            spin->setSpecialValueText(tr("unset"));
}

void FieldBinder::bindLine(const QString& path, QLineEdit* edit)
{
    m_widgets.insert(path, edit);
    m_readers[path].append([this, path, edit] {
        const QVariant v = m_session->value(path);
        const QString text = isNullValue(v) ? QString() : v.toString();
        if (edit->text() != text)
            edit->setText(text);
    });
    connect(edit, &QLineEdit::editingFinished, this, [this, path, edit] {
        const QString t = edit->text().trimmed();
        commitValue(path, t.isEmpty() ? nullValue() : QVariant(t));
    });
    refreshPath(path);
}

void FieldBinder::bindList(const QString& path, const QList<QPair<QString, QCheckBox*>>& items)
{
    if (!items.isEmpty())
        m_widgets.insert(path, items.first().second);
    m_readers[path].append([this, path, items] {
        const QVariant v = m_session->value(path);
        QStringList values;
        if (!isNullValue(v))
            for (const QVariant& item : v.toList())
                values << item.toString();
        for (const auto& [name, box] : items)
            box->setChecked(values.contains(name));
    });
    for (const auto& [name, box] : items) {
        connect(box, &QCheckBox::toggled, this, [this, path, items] {
            QStringList values;
            // Keep entries the check boxes do not show (e.g. a deprecated spelling), in their order.
            const QVariant current = m_session->value(path);
            if (!isNullValue(current))
                for (const QVariant& item : current.toList()) {
                    bool shown = false;
                    for (const auto& it : items)
                        shown = shown || it.first == item.toString();
                    if (!shown)
                        values << item.toString();
                }
            for (const auto& [n, b] : items)
                if (b->isChecked())
                    values << n;
            commitValue(path, values);
        });
    }
    refreshPath(path);
}

void FieldBinder::bindCustom(const QString& path, QWidget* widget, std::function<void()> read)
{
    m_widgets.insert(path, widget);
    m_readers[path].append(std::move(read));
    refreshPath(path);
}

void FieldBinder::addObserver(const QString& path, std::function<void()> read)
{
    m_readers[path].append(read);
    m_updating = true;
    read();
    m_updating = false;
}

QWidget* FieldBinder::widgetFor(const QString& path) const
{
    return m_widgets.value(path).data();
}

void FieldBinder::refresh(const QStringList& paths)
{
    for (const QString& p : paths)
        refreshPath(p);
}

void FieldBinder::refreshPath(const QString& path)
{
    const auto readers = m_readers.constFind(path);
    if (readers == m_readers.constEnd())
        return;
    QWidget* w = m_widgets.value(path).data();
    const QSignalBlocker block(w);
    const bool wasUpdating = m_updating;
    m_updating = true; // edits made while reading are not user edits
    for (const auto& read : *readers)
        read();
    m_updating = wasUpdating;
}

void FieldBinder::refreshAll()
{
    for (auto it = m_readers.constBegin(); it != m_readers.constEnd(); ++it)
        refreshPath(it.key());
}

void FieldBinder::setHelp(QWidget* widget, const QString& text)
{
    widget->setProperty("cgaHelp", text);
    const QString marks = widget->property("cgaMarks").toString();
    widget->setToolTip(marks.isEmpty() ? text : (text.isEmpty() ? marks : text + QStringLiteral("\n\n") + marks));
}

void FieldBinder::markDiagnostics(const Diagnostics& diagnostics)
{
    QHash<QWidget*, QStringList> messages;
    QHash<QWidget*, bool> errors;
    for (const Diagnostic& d : diagnostics) {
        if (d.severity != Severity::Error && d.severity != Severity::Warning)
            continue;
        for (const QString& f : d.fields) {
            QWidget* w = widgetFor(f);
            if (!w)
                continue;
            QStringList& list = messages[w];
            const QString line = d.id + QStringLiteral(": ") + d.message;
            if (!list.contains(line))
                list << line;
            errors[w] = errors.value(w) || d.isError();
        }
    }
    QSet<QWidget*> seen;
    for (auto it = m_widgets.constBegin(); it != m_widgets.constEnd(); ++it) {
        QWidget* w = it.value().data();
        if (!w || seen.contains(w))
            continue;
        seen.insert(w);
        const QStringList list = messages.value(w);
        const QString state
            = list.isEmpty() ? QString() : (errors.value(w) ? QStringLiteral("error") : QStringLiteral("warning"));
        if (w->property("cgaDiagnostic").toString() == state && m_marks.value(w) == list)
            continue;
        m_marks.insert(w, list);
        w->setProperty("cgaDiagnostic", state);
        w->setProperty("cgaMarks", list.join(QLatin1Char('\n')));
        // The frame goes on the widget itself only (a property selector), never on the widgets inside it.
        w->setStyleSheet(state.isEmpty() ? QString()
                             : state == QLatin1String("error")
                             ? QStringLiteral("*[cgaDiagnostic=\"error\"] { border: 1px solid #c0392b; }")
                             : QStringLiteral("*[cgaDiagnostic=\"warning\"] { border: 1px solid #d68910; }"));
        setHelp(w, w->property("cgaHelp").toString());
    }
}

} // namespace cga
