#include "theme.h"

#include <QWidget>

#include <iterator>

namespace pilot::app {

namespace {

struct Variant
{
    ThemeColor role;
    QColor light, dark;
};

// The one table of colours with a meaning. The light variants are dark enough for white and
// light grey windows, the dark ones light enough for windows from #1e1e1e to #454545.
const Variant kTable[] = {
    {ThemeColor::Good, QColor(0x2e, 0x7d, 0x32), QColor(0x81, 0xc7, 0x84)},
    {ThemeColor::Bad, QColor(0xc6, 0x28, 0x28), QColor(0xef, 0x9a, 0x9a)},
    {ThemeColor::Caution, QColor(0x9a, 0x4a, 0x00), QColor(0xff, 0xb7, 0x4d)},
    {ThemeColor::BannerText, QColor(0x61, 0x1a, 0x15), QColor(0xff, 0xda, 0xd6)},
    {ThemeColor::BannerBackground, QColor(0xfd, 0xec, 0xea), QColor(0x4a, 0x1c, 0x1a)},
    {ThemeColor::BannerBorder, QColor(0xf5, 0xc6, 0xcb), QColor(0x8c, 0x3a, 0x36)},
    {ThemeColor::OnlyReference, QColor(0xff, 0xcd, 0xd2), QColor(0x6d, 0x2b, 0x30)},
    {ThemeColor::OnlyPilot, QColor(0xc8, 0xe6, 0xc9), QColor(0x2e, 0x5a, 0x31)},
    {ThemeColor::BandFill, QColor(46, 125, 50, 50), QColor(129, 199, 132, 60)},
    {ThemeColor::BandBorder, QColor(46, 125, 50, 90), QColor(129, 199, 132, 130)},
    {ThemeColor::OutsideMark, QColor(0xc6, 0x28, 0x28), QColor(0xef, 0x53, 0x50)},
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

QColor themeColor(ThemeColor role, const QPalette &palette)
{
    const bool dark = themeIsDark(palette);
    for (const Variant &v : kTable) {
        if (v.role == role)
            return dark ? v.dark : v.light;
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
