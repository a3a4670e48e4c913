#pragma once

#include <QProxyStyle>

namespace pilot::app {

/// The platform's style, with the frames of check boxes, radio buttons, slider grooves, text
/// fields, combo and spin boxes and buttons drawn in the text colour on a high-contrast theme (themeIsHighContrast). Fusion draws them
/// a shade darker than the window: on a pure black window they vanish, on a white one they
/// fade to 2:1, below the 3:1 a control needs to be seen. Other themes are drawn as they are.
class ContrastStyle : public QProxyStyle
{
    Q_OBJECT
public:
    /// Wraps `base` (owned), or the application's default style when null.
    explicit ContrastStyle(QStyle *base = nullptr);

    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget = nullptr) const override;
    void drawComplexControl(ComplexControl control, const QStyleOptionComplex *option, QPainter *painter,
                            const QWidget *widget = nullptr) const override;
};

} // namespace pilot::app
