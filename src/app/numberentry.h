#pragma once

#include <QDoubleSpinBox>
#include <QLocale>
#include <QString>

#include <optional>

namespace pilot::app {

/// A number as a user types it: in the UI language's notation (0,8 and 1.234,5 in German), or
/// with the other decimal separator where that is unambiguous (0.8 in German, 0,8 in English)
/// — so a value typed either way never turns into 0 or into a thousand times itself. Empty, or
/// anything that is not a finite number: nothing.
std::optional<double> parseNumber(const QString &text, const QLocale &locale = QLocale());

/// A QDoubleSpinBox that takes what parseNumber takes: a German user typing "0.8" gets 0,8.
class NumberSpinBox : public QDoubleSpinBox
{
    Q_OBJECT
public:
    using QDoubleSpinBox::QDoubleSpinBox;

protected:
    QValidator::State validate(QString &input, int &pos) const override;
    double valueFromText(const QString &text) const override;
};

} // namespace pilot::app
