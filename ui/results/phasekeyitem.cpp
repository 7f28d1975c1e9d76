#include "results/phasekeyitem.h"

namespace cga {

PhaseKeyItem::PhaseKeyItem(QCPLegend* legend, const QColor& color, const QString& text)
    : QCPAbstractLegendItem(legend)
    , m_color(color)
    , m_text(text)
{
    setSelectable(false);
}

void PhaseKeyItem::draw(QCPPainter* painter)
{
    const QSize icon = mParentLegend->iconSize();
    const QRect area = mRect;
    const QFontMetrics metrics(mFont);
    const int textHeight = metrics.height();
    const QRect swatch(area.left(), area.top() + (std::max(textHeight, icon.height()) - icon.height()) / 2,
                       icon.width(), icon.height());
    // The band colour is translucent over white in the chart: draw it the same way, with a thin outline.
    QColor opaque = m_color;
    opaque.setAlpha(255);
    painter->setPen(QPen(opaque.darker(130), 0.8));
    painter->setBrush(m_color);
    painter->drawRect(swatch);
    painter->setFont(mFont);
    painter->setPen(QPen(mTextColor));
    painter->drawText(swatch.right() + mParentLegend->iconTextPadding(), area.top(), metrics.horizontalAdvance(m_text),
                      std::max(textHeight, icon.height()), Qt::AlignLeft | Qt::AlignVCenter, m_text);
}

QSize PhaseKeyItem::minimumOuterSizeHint() const
{
    const QSize icon = mParentLegend->iconSize();
    const QFontMetrics metrics(mFont);
    return QSize(icon.width() + mParentLegend->iconTextPadding() + metrics.horizontalAdvance(m_text) + mMargins.left()
                     + mMargins.right(),
                 std::max(metrics.height(), icon.height()) + mMargins.top() + mMargins.bottom());
}

} // namespace cga
