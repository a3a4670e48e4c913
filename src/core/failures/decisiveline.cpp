#include "core/failures/decisiveline.h"

#include <QJsonObject>

namespace pilot {

QJsonValue decisiveLineToJson(const DecisiveLine &d)
{
    if (!d.isValid())
        return QJsonValue();
    return QJsonObject{
        {QStringLiteral("source"), d.source},
        {QStringLiteral("line"), d.line},
        {QStringLiteral("rank"), d.rank >= 0 ? QJsonValue(d.rank) : QJsonValue()},
        {QStringLiteral("rule"), d.rule},
        {QStringLiteral("text"), d.text},
        {QStringLiteral("frame"),
         d.frameLine > 0 ? QJsonValue(QJsonObject{{QStringLiteral("line"), d.frameLine}, {QStringLiteral("text"), d.frameText}})
                         : QJsonValue()},
        {QStringLiteral("consequence"), d.consequence},
        {QStringLiteral("consequences"), d.consequences},
    };
}

} // namespace pilot
