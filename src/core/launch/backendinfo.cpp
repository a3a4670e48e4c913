#include "core/launch/backendinfo.h"
#include "core/support/coretr.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace pilot {

namespace {

QStringList readTextList(const QJsonObject &o, const char *key, QStringList *problems)
{
    const QJsonValue v = o.value(QLatin1String(key));
    QStringList out;
    if (!v.isArray()) {
        *problems << CoreTr::tr("“%1” must be a list of texts").arg(QLatin1String(key));
        return out;
    }
    const QJsonArray a = v.toArray();
    for (const QJsonValue &item : a) {
        if (!item.isString() || item.toString().isEmpty()) {
            *problems << CoreTr::tr("“%1” must be a list of texts").arg(QLatin1String(key));
            return {};
        }
        out << item.toString();
    }
    return out;
}

} // namespace

QString readBackendInfo(const QJsonObject &metadata, BackendInfo *info)
{
    QStringList problems;
    static const QRegularExpression plainName(QStringLiteral("^[a-z0-9][a-z0-9_-]{0,63}\\z"));
    info->name = metadata.value(QStringLiteral("name")).toString();
    if (!plainName.match(info->name).hasMatch())
        problems << CoreTr::tr("“name” must be a lower-case name of letters, digits, '-' and '_'");
    info->version = metadata.value(QStringLiteral("version")).toString();
    if (info->version.isEmpty())
        problems << CoreTr::tr("“version” is missing");
    info->description = metadata.value(QStringLiteral("description")).toString();
    info->devices = readTextList(metadata, "devices", &problems);
    info->precisions = readTextList(metadata, "precisions", &problems);
    info->methods = readTextList(metadata, "methods", &problems);
    info->tokenizers = readTextList(metadata, "tokenizers", &problems);
    const QJsonValue jiv = metadata.value(QStringLiteral("job_interface"));
    info->jobInterfaceVersion = jiv.isDouble() ? jiv.toInt() : 0;
    if (!jiv.isDouble())
        problems << CoreTr::tr("“job_interface” must be the number of the job interface version it speaks");
    else if (info->jobInterfaceVersion != 1)
        problems << CoreTr::tr("it speaks job interface version %1; this program speaks version 1").arg(info->jobInterfaceVersion);
    return problems.join(QStringLiteral("; "));
}

BackendInfo backendInfoOf(const char *metadataJson)
{
    BackendInfo info;
    readBackendInfo(QJsonDocument::fromJson(QByteArray(metadataJson)).object(), &info);
    return info;
}

} // namespace pilot
