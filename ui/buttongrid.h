#pragma once

#include <QList>

class QGridLayout;
class QPushButton;

namespace cga {

// A row of buttons that wraps: `columns` to a row, left-aligned, so that the row fits a 1024 px window in either
// language (a QHBoxLayout holds the page as wide as all its buttons).
class ButtonGrid
{
public:
    static QGridLayout* make(const QList<QPushButton*>& buttons, int columns = 3);
};

} // namespace cga
