#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

class QWidget;

namespace pilot::app {

/// Colours that carry a meaning, from one table. Everything else (text, backgrounds, frames)
/// comes from the palette, so the window follows a light or a dark system theme; these few
/// have a variant for each, chosen by the palette they are shown on (themeIsDark,
/// themeIsHighContrast). Each variant keeps a contrast of at least 4.5:1 (text) or 3:1 (lines,
/// areas) against the palette's window and base colours of its kind, 7:1 for text on a
/// high-contrast theme.
enum class ThemeColor {
    Good,       ///< a verdict inside the limits, an exact match
    Bad,        ///< a verdict outside the limits, an error, a missing file
    Caution,    ///< incomplete, a conflict between an answer and the data
    BannerText, ///< the error banner above the stages
    BannerBackground,
    BannerBorder,
    OnlyReference, ///< background of characters only the reference wrote
    OnlyPilot,     ///< background of characters only the pilot wrote
    BandFill,      ///< the tolerance band on a chart (translucent)
    BandBorder,
    OutsideMark, ///< marks of points outside the tolerance on a chart
};

/// True when `palette` shows light text on a dark window.
bool themeIsDark(const QPalette &palette);

/// True when `palette` is a high-contrast theme's: a pure white or black window with text
/// of at least 15:1 on it. The colours with a meaning then keep 7:1 (WCAG's enhanced contrast).
bool themeIsHighContrast(const QPalette &palette);

/// WCAG 2's contrast ratio of two opaque colours, 1 to 21.
double contrastRatio(const QColor &a, const QColor &b);

/// The colour of `role` for `palette` (light, dark or high-contrast variant).
QColor themeColor(ThemeColor role, const QPalette &palette);

/// The colour of the n-th run on a chart: 0 the reference, 1 the pilot, then further runs
/// (cycling through a fixed list).
QColor runColor(int index, const QPalette &palette);

/// Text that is less prominent than the rest (a hint under a question), still readable:
/// the palette's text colour moved a quarter of the way towards the window colour.
QColor secondaryTextColor(const QPalette &palette);

/// `color` for Qt's rich text and style sheets ("#rrggbb").
QString cssColor(const QColor &color);

/// Sets the colour `widget` draws its text in, keeping the rest of its palette; call again
/// on QEvent::PaletteChange of the widget's parent to follow a change of the theme.
void setTextColor(QWidget *widget, const QColor &color);

} // namespace pilot::app
