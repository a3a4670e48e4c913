#include "theme.h"

#include <QWidget>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace pilot::app {

namespace {

struct Variant
{
    ThemeColor role;
    QColor light, dark, contrastLight;
};

// The one table of colours with a meaning. The light variants are dark enough for white and
// light grey windows (4.5:1 on Fusion's #efefef), the dark ones light enough for windows from
// #1e1e1e to #454545 (and 7:1 on black). On a high-contrast white window the text colours
// reach 7:1 and frames stand out as much as text (contrastLight).
const Variant kTable[] = {
    {ThemeColor::Good, QColor(0x29, 0x71, 0x2d), QColor(0x81, 0xc7, 0x84), QColor(0x1b, 0x5e, 0x20)},
    {ThemeColor::Bad, QColor(0xc6, 0x28, 0x28), QColor(0xef, 0x9a, 0x9a), QColor(0x8e, 0x00, 0x00)},
    {ThemeColor::Caution, QColor(0x9a, 0x4a, 0x00), QColor(0xff, 0xb7, 0x4d), QColor(0x6d, 0x34, 0x00)},
    {ThemeColor::BannerText, QColor(0x61, 0x1a, 0x15), QColor(0xff, 0xda, 0xd6), QColor(0x61, 0x1a, 0x15)},
    {ThemeColor::BannerBackground, QColor(0xfd, 0xec, 0xea), QColor(0x4a, 0x1c, 0x1a), QColor(0xfd, 0xec, 0xea)},
    {ThemeColor::BannerBorder, QColor(0xf5, 0xc6, 0xcb), QColor(0x8c, 0x3a, 0x36), QColor(0x8e, 0x00, 0x00)},
    {ThemeColor::OnlyReference, QColor(0xff, 0xcd, 0xd2), QColor(0x6d, 0x2b, 0x30), QColor(0xff, 0xcd, 0xd2)},
    {ThemeColor::OnlyPilot, QColor(0xc8, 0xe6, 0xc9), QColor(0x2e, 0x5a, 0x31), QColor(0xc8, 0xe6, 0xc9)},
    {ThemeColor::BandFill, QColor(46, 125, 50, 50), QColor(129, 199, 132, 60), QColor(27, 94, 32, 60)},
    {ThemeColor::BandBorder, QColor(46, 125, 50, 90), QColor(129, 199, 132, 130), QColor(27, 94, 32, 220)},
    {ThemeColor::OutsideMark, QColor(0xc6, 0x28, 0x28), QColor(0xef, 0x53, 0x50), QColor(0x8e, 0x00, 0x00)},
};

// Reference, pilot, then further runs in order.
const std::pair<QColor, QColor> kRuns[] = {
    {QColor(0x15, 0x65, 0xc0), QColor(0x64, 0xb5, 0xf6)}, {QColor(0xef, 0x6c, 0x00), QColor(0xff, 0xb7, 0x4d)},
    {QColor(0x6a, 0x1b, 0x9a), QColor(0xce, 0x93, 0xd8)}, {QColor(0x00, 0x83, 0x8f), QColor(0x4d, 0xd0, 0xe1)},
    {QColor(0x55, 0x8b, 0x2f), QColor(0xae, 0xd5, 0x81)}, {QColor(0x8d, 0x6e, 0x63), QColor(0xbc, 0xaa, 0xa4)},
    {QColor(0xad, 0x14, 0x57), QColor(0xf4, 0x8f, 0xb1)}, {QColor(0x45, 0x5a, 0x64), QColor(0xb0, 0xbe, 0xc5)},
};

} // namespace

bool themeIsDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < palette.color(QPalette::WindowText).lightness();
}

double contrastRatio(const QColor &a, const QColor &b)
{
    const auto luminance = [](const QColor &c) {
        const auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
    };
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

bool themeIsHighContrast(const QPalette &palette)
{
    // High-contrast themes (GNOME's HighContrast and its inverse, the Windows ones) paint
    // windows pure white or pure black; an ordinary light theme's window is a light grey.
    const QColor window = palette.color(QPalette::Window);
    const bool extreme = std::min({window.red(), window.green(), window.blue()}) >= 250
                         || std::max({window.red(), window.green(), window.blue()}) <= 5;
    return extreme && contrastRatio(palette.color(QPalette::WindowText), window) >= 15.0;
}

QColor themeColor(ThemeColor role, const QPalette &palette)
{
    const bool dark = themeIsDark(palette);
    const bool strong = !dark && themeIsHighContrast(palette);
    for (const Variant &v : kTable) {
        if (v.role == role)
            return dark ? v.dark : strong ? v.contrastLight : v.light;
    }
    return palette.color(QPalette::WindowText);
}

QColor runColor(int index, const QPalette &palette)
{
    const auto count = int(std::size(kRuns));
    const auto &entry = kRuns[index < 2 ? std::max(0, index) : 2 + (index - 2) % (count - 2)];
    return themeIsDark(palette) ? entry.second : entry.first;
}

QColor secondaryTextColor(const QPalette &palette)
{
    const QColor text = palette.color(QPalette::WindowText), window = palette.color(QPalette::Window);
    if (themeIsHighContrast(palette))
        return text; // who chose a high-contrast theme gets no dimmed text
    const auto mix = [](int a, int b) { return (3 * a + b) / 4; };
    return QColor(mix(text.red(), window.red()), mix(text.green(), window.green()), mix(text.blue(), window.blue()));
}

QString cssColor(const QColor &color)
{
    return color.name(QColor::HexRgb);
}

void setTextColor(QWidget *widget, const QColor &color)
{
    QPalette palette = widget->palette();
    if (palette.color(widget->foregroundRole()) == color)
        return;
    palette.setColor(widget->foregroundRole(), color);
    widget->setPalette(palette);
}

} // namespace pilot::app
