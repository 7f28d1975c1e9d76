#include "buttongrid.h"

#include <QGridLayout>
#include <QPushButton>

namespace cga {

QGridLayout* ButtonGrid::make(const QList<QPushButton*>& buttons, int columns)
{
    auto* grid = new QGridLayout;
    for (int i = 0; i < buttons.size(); ++i)
        grid->addWidget(buttons[i], i / columns, i % columns);
    grid->setColumnStretch(columns, 1);
    return grid;
}

} // namespace cga
