#include "contraststyle.h"

#include "theme.h"

#include <QPainter>
#include <QStyleOption>

namespace pilot::app {

namespace {

QPen framePen(const QStyleOption *option)
{
    const bool enabled = option->state & QStyle::State_Enabled;
    // Two logical pixels: at 200 % scaling still a clear line.
    return QPen(option->palette.color(enabled ? QPalette::Active : QPalette::Disabled, QPalette::WindowText), 2.0);
}

} // namespace

ContrastStyle::ContrastStyle(QStyle *base)
    : QProxyStyle(base)
{
}

void ContrastStyle::drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter, const QWidget *widget) const
{
    QProxyStyle::drawPrimitive(element, option, painter, widget);
    if (!option || !themeIsHighContrast(option->palette))
        return;
    const bool box = element == PE_IndicatorCheckBox || element == PE_IndicatorItemViewItemCheck || element == PE_FrameLineEdit
                     || element == PE_PanelButtonCommand;
    if (!box && element != PE_IndicatorRadioButton)
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, element == PE_IndicatorRadioButton);
    painter->setPen(framePen(option));
    painter->setBrush(Qt::NoBrush);
    const QRectF r = QRectF(option->rect).adjusted(1.0, 1.0, -1.0, -1.0);
    if (box)
        painter->drawRect(r);
    else
        painter->drawEllipse(r);
    painter->restore();
}

void ContrastStyle::drawComplexControl(ComplexControl control, const QStyleOptionComplex *option, QPainter *painter,
                                       const QWidget *widget) const
{
    QProxyStyle::drawComplexControl(control, option, painter, widget);
    if (!option || !themeIsHighContrast(option->palette))
        return;
    if (control == CC_ComboBox || control == CC_SpinBox) {
        painter->save();
        painter->setPen(framePen(option));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(QRectF(option->rect).adjusted(1.0, 1.0, -1.0, -1.0));
        painter->restore();
        return;
    }
    if (control != CC_Slider)
        return;
    const QRect groove = subControlRect(CC_Slider, option, SC_SliderGroove, widget);
    const QRect handle = subControlRect(CC_Slider, option, SC_SliderHandle, widget);
    painter->save();
    painter->setPen(framePen(option));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(QRectF(groove).adjusted(1.0, 1.0, -1.0, -1.0));
    // The handle over the groove, filled, so where the value is stands out too.
    painter->setBrush(option->palette.color(QPalette::WindowText));
    painter->drawRect(QRectF(handle).adjusted(2.0, 2.0, -2.0, -2.0));
    painter->restore();
}

} // namespace pilot::app
