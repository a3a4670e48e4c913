#pragma once

#include "pilot_core_export.h"

#include <QString>

namespace pilot {

/// `source` (UTF-8, the English text) of the catalogs' `context` as readers of `language` ("de",
/// else English) read it, whatever language the program itself runs in: the decision record is
/// written in the language asked for. An empty `language` is the program's own: the catalog the
/// application installed (QCoreApplication::translate). The catalogs are the program's own
/// (translations/migration-pilot_*.ts, compiled into the core under :/i18n), so a translator has
/// one file per language; the English source stands where the catalog has no translation.
/// Safe from any thread.
PILOT_CORE_EXPORT QString translatedIn(const QString &language, const char *context, const char *source);

} // namespace pilot
