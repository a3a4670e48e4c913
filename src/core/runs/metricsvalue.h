#pragma once

#include "core/runs/flatjson.h"
#include "core/runs/runmetrics.h"

#include <QString>

#include <cmath>
#include <string_view>

// Private to the metrics reader: how one scanned value is read as a field of a given type.
// Inline because the step-line path reads every field of every line through them.
namespace pilot::metricsline {

inline QString qstr(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

/// A number, or null (kNoValue). False for any other kind.
inline bool number(const FlatValue &v, double *out)
{
    if (v.kind == FlatValue::Kind::Null) {
        *out = kNoValue;
        return true;
    }
    if (v.kind != FlatValue::Kind::Number)
        return false;
    *out = v.number;
    return true;
}

/// Whole numbers written with a fraction or exponent ("3.0", "1e3") count when they fit 64
/// bits; the bound is 2^63, exactly representable, so converting such a value is always defined.
inline bool wholeInRange(double v)
{
    return std::isfinite(v) && v == std::floor(v) && v >= -9223372036854775808.0 && v < 9223372036854775808.0;
}

/// A whole number that fits 64 bits (see wholeInRange), or null (leaves `out` alone).
inline bool integer(const FlatValue &v, qint64 *out)
{
    if (v.kind != FlatValue::Kind::Number)
        return v.kind == FlatValue::Kind::Null;
    if (v.isInteger) {
        *out = v.integer;
        return true;
    }
    if (!wholeInRange(v.number))
        return false;
    *out = static_cast<qint64>(v.number);
    return true;
}

/// A string, or null (leaves `out` alone).
inline bool text(const FlatValue &v, std::string_view *out)
{
    if (v.kind != FlatValue::Kind::String)
        return v.kind == FlatValue::Kind::Null;
    *out = v.text;
    return true;
}

} // namespace pilot::metricsline
