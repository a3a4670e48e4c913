#pragma once

#include "core/support/catalogword.h"

#include <QAnyStringView>
#include <QLatin1String>
#include <QString>

#include <cstddef>

namespace pilot {

/// A text the decision, its facts and its record write for readers of a chosen language,
/// whatever language the program itself runs in: looked up by key, its English source marked
/// with QT_TRANSLATE_NOOP so the catalogs carry its translation.
struct BilingualWord
{
    const char *key;
    const char *source; ///< UTF-8, English
};

/// The word for `key` in `language` ("de", else English) from the catalogs' `context` (the one
/// its table marks); the key itself when the table has none.
template<std::size_t N>
QString bilingualWord(const char *context, const BilingualWord (&table)[N], QAnyStringView key, const QString &language)
{
    for (const BilingualWord &w : table) {
        if (QAnyStringView::equal(key, QLatin1String(w.key)))
            return translatedIn(language, context, w.source);
    }
    return key.toString();
}

} // namespace pilot
