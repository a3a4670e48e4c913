#pragma once

#include "pilot_core_export.h"

#include <QJsonDocument>
#include <QJsonValue>

namespace pilot {

/// JSON as Python's json.dumps writes it by default: bare NaN, Infinity and -Infinity are
/// allowed where numbers go (QJsonDocument refuses them). They come back as the strings
/// "NaN", "Infinity" and "-Infinity", which lenientNumber() turns into doubles.
PILOT_CORE_EXPORT QJsonDocument parseLenientJson(const QByteArray &text, QJsonParseError *error);

/// A number, or one of the non-finite tokens above; NaN for anything else.
PILOT_CORE_EXPORT double lenientNumber(const QJsonValue &value);

} // namespace pilot
