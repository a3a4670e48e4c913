#include "answertext.h"

#include <QCoreApplication>

namespace pilot::app {

QString answerText(const QString &key)
{
    if (key == QLatin1String("yes"))
        return QCoreApplication::translate("pilot::app::Questions", "yes");
    if (key == QLatin1String("no"))
        return QCoreApplication::translate("pilot::app::Questions", "no");
    return QCoreApplication::translate("pilot::app::Questions", "unknown");
}

} // namespace pilot::app
