#include "richtext.h"

namespace pilot::app {

QString plainAsRichText(const QString &plain)
{
    // A <p> start makes Qt::mightBeRichText true, so tool tips take the escaped text as markup.
    return QStringLiteral("<p style='white-space:pre-wrap'>") + plain.toHtmlEscaped() + QStringLiteral("</p>");
}

} // namespace pilot::app
