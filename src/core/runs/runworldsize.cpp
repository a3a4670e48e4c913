#include "core/runs/runworldsize.h"

#include "core/support/regularfile.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace pilot {

int runWorldSize(const QString &runDir)
{
    RegularFile file;
    if (!file.open(QDir(runDir).filePath(QStringLiteral("metrics.jsonl"))))
        return 0;
    QByteArray head(int(std::min<qint64>(kFirstLineBytes, std::max<qint64>(file.size(), 1))), '\0');
    const qint64 read = file.readAt(head.data(), head.size(), 0);
    if (read <= 0)
        return 0;
    head.truncate(read);
    const qsizetype end = head.indexOf('\n');
    if (end < 0)
        return 0; // a torn or overlong first line says nothing yet
    const QJsonObject start = QJsonDocument::fromJson(head.left(end)).object();
    if (start.value(QStringLiteral("type")).toString() != QLatin1String("run_start"))
        return 0;
    const QJsonValue processes = start.value(QStringLiteral("versions")).toObject().value(QStringLiteral("processes"));
    const int n = processes.isString() ? processes.toString().toInt() : processes.toInt();
    return n >= 1 ? n : 1;
}

} // namespace pilot
