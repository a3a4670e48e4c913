#pragma once

#include <QDate>
#include <QDateTime>
#include <QLocale>
#include <QString>

namespace pilot::app {

/// The UI language's short date format with the full year (dd.MM.yyyy in German, M/d/yyyy in
/// English): Qt's short format has two-digit years, which a record of decisions taken across
/// years must not.
inline QString fullYearDateFormat(const QLocale &locale = QLocale())
{
    QString format = locale.dateFormat(QLocale::ShortFormat);
    if (!format.contains(QLatin1String("yyyy")))
        format.replace(QLatin1String("yy"), QLatin1String("yyyy"));
    return format;
}

/// A date as the UI language writes it, short but with the full year (30.11.2026 in German,
/// 11/30/2026 in English).
inline QString dateText(const QDate &date, const QLocale &locale = QLocale())
{
    return locale.toString(date, fullYearDateFormat(locale));
}

/// Date and time in the UI language (30.11.2026 08:56), in local time.
inline QString dateTimeText(const QDateTime &at, const QLocale &locale = QLocale())
{
    const QDateTime local = at.toLocalTime();
    return dateText(local.date(), locale) + QLatin1Char(' ') + locale.toString(local.time(), QLocale::ShortFormat);
}

} // namespace pilot::app
