#pragma once

#include "pilot_core_export.h"

#include <QByteArray>
#include <QString>

namespace pilot {

/// The canonical text of a JSON document (RFC 8785; src/common/canonicaljson.h): members sorted
/// by UTF-16 code units, the last of a name given twice winning, numbers as ECMAScript writes
/// them, no white space. Empty with `error` set when `json` is not JSON, or holds an integer
/// beyond ±2^53 or a number beyond the double range (it would stand for another number).
PILOT_CORE_EXPORT QByteArray canonicalJsonText(const QByteArray &json, QString *error);

} // namespace pilot
