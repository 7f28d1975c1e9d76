#pragma once

#undef QT_NO_FOREACH
#include <qcustomplot.h>

namespace cga {

// A legend entry for a shaded band rather than a plottable: a swatch of the band's colour and its name. The step
// time chart keys its phase bands (first call, warmup, capture, first replay, steady) with these.
class PhaseKeyItem : public QCPAbstractLegendItem
{
public:
    PhaseKeyItem(QCPLegend* legend, const QColor& color, const QString& text);

    QString text() const { return m_text; }
    QColor color() const { return m_color; }

protected:
    void draw(QCPPainter* painter) override;
    QSize minimumOuterSizeHint() const override;

private:
    QColor m_color;
    QString m_text;
};

} // namespace cga
