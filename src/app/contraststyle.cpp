#include "contraststyle.h"

#include "charts/theme.h"

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

// The quietest colour between the window and its text that still stands out 3:1 from the
// window (WCAG's contrast for the boundary of a control), for ordinary themes: Fusion draws
// the frames of check boxes and radio buttons below 2:1 on light and dark themes alike.
QColor quietFrameColour(const QPalette &palette, bool enabled)
{
    const QPalette::ColorGroup group = enabled ? QPalette::Active : QPalette::Disabled;
    const QColor window = palette.color(group, QPalette::Window);
    const QColor text = palette.color(group, QPalette::WindowText);
    for (int step = 1; step <= 10; ++step) {
        const qreal t = step / 10.0;
        const QColor mixed = QColor::fromRgbF(window.redF() + (text.redF() - window.redF()) * t,
                                              window.greenF() + (text.greenF() - window.greenF()) * t,
                                              window.blueF() + (text.blueF() - window.blueF()) * t);
        if (contrastRatio(mixed, window) >= 3.0)
            return mixed;
    }
    return text;
}

} // namespace

ContrastStyle::ContrastStyle(QStyle *base)
    : QProxyStyle(base)
{
}

void ContrastStyle::drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter, const QWidget *widget) const
{
    QProxyStyle::drawPrimitive(element, option, painter, widget);
    if (!option)
        return;
    const bool indicator = element == PE_IndicatorCheckBox || element == PE_IndicatorItemViewItemCheck
                           || element == PE_IndicatorRadioButton;
    if (!themeIsHighContrast(option->palette)) {
        if (!indicator)
            return;
        // One pixel over the style's own frame: its look, with a boundary that can be seen.
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing, element == PE_IndicatorRadioButton);
        painter->setPen(QPen(quietFrameColour(option->palette, option->state & State_Enabled), 1.0));
        painter->setBrush(Qt::NoBrush);
        const QRectF r = QRectF(option->rect).adjusted(0.5, 0.5, -0.5, -0.5);
        if (element == PE_IndicatorRadioButton)
            painter->drawEllipse(r);
        else
            painter->drawRect(r);
        painter->restore();
        return;
    }
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
