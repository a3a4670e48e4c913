#pragma once

#include <QAnyStringView>
#include <QLatin1String>
#include <QLocale>
#include <QString>

#include <cmath>

#include <cstddef>

namespace pilot {

/// A text the decision, its facts and its record write for readers of a chosen language,
/// whatever language the program itself runs in: looked up by key in a table of both.
struct BilingualWord
{
    const char *key;
    const char *en; ///< UTF-8
    const char *de; ///< UTF-8
};

/// The word for `key` in `language` ("de", else English); the key itself when the table has none.
template<std::size_t N>
QString bilingualWord(const BilingualWord (&table)[N], QAnyStringView key, const QString &language)
{
    for (const BilingualWord &w : table) {
        if (QAnyStringView::equal(key, QLatin1String(w.key)))
            return QString::fromUtf8(language == QLatin1String("de") ? w.de : w.en);
    }
    return key.toString();
}

} // namespace pilot
