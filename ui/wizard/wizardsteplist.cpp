#include "wizard/wizardsteplist.h"

#include <QFont>

namespace cga {

namespace {
constexpr int kIdRole = Qt::UserRole + 1;
constexpr int kReachableRole = Qt::UserRole + 2;
} // namespace

WizardStepList::WizardStepList(QWidget* parent)
    : QListWidget(parent)
{
    setObjectName(QStringLiteral("wizardSteps"));
    setFrameShape(QFrame::NoFrame);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setWordWrap(true);
    setTextElideMode(Qt::ElideNone);
    setFocusPolicy(Qt::TabFocus);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    setStyleSheet(QStringLiteral("QListWidget { background: transparent; }"));
    const auto request = [this](QListWidgetItem* item) {
        if (item && item->data(kReachableRole).toBool() && item->data(kIdRole).toInt() != m_current)
            emit stepRequested(item->data(kIdRole).toInt());
    };
    connect(this, &QListWidget::itemClicked, this, request);
    connect(this, &QListWidget::itemActivated, this, request);
}

void WizardStepList::setSteps(const QList<StepInfo>& steps, int current)
{
    const QSignalBlocker block(this);
    m_current = current;
    clear();
    int number = 0;
    for (const StepInfo& s : steps) {
        auto* item = new QListWidgetItem(this);
        // Steps that do not apply keep their place but no number, so the numbers count the steps the user walks.
        item->setText(s.applies ? QStringLiteral("%1. %2").arg(++number).arg(s.title) : s.title);
        item->setData(kIdRole, s.id);
        item->setData(kReachableRole, s.applies && s.reachable);
        Qt::ItemFlags flags = Qt::NoItemFlags;
        if (s.applies)
            flags |= Qt::ItemIsEnabled;
        if (s.applies && (s.reachable || s.id == current))
            flags |= Qt::ItemIsSelectable;
        item->setFlags(flags);
        if (!s.applies)
            item->setToolTip(s.reason);
        else if (s.id == current)
            item->setToolTip(tr("The current step"));
        else if (s.reachable)
            item->setToolTip(tr("Go back to this step"));
        else
            item->setToolTip(tr("Reached with Next"));
        if (s.id == current) {
            QFont f = font();
            f.setBold(true);
            item->setFont(f);
            setCurrentItem(item);
        }
    }
    updateGeometry();
}

int WizardStepList::rowOf(int id) const
{
    for (int row = 0; row < count(); ++row)
        if (item(row)->data(kIdRole).toInt() == id)
            return row;
    return -1;
}

QSize WizardStepList::sizeHint() const
{
    // As wide as the longest title in bold (within reason: long titles wrap), as tall as the wizard lets it be.
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics fm(bold);
    int width = 12 * fm.averageCharWidth();
    for (int row = 0; row < count(); ++row)
        width = qMax(width, fm.horizontalAdvance(item(row)->text()) + 2 * fm.averageCharWidth());
    return {qMin(width, 17 * fm.averageCharWidth()), QListWidget::sizeHint().height()};
}

} // namespace cga
