#include "desktoprecent.h"

#include "core/support/atomicfile.h"
#include "core/support/regularfile.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QUrl>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

namespace pilot::app {

namespace {

constexpr char kBookmarkNs[] = "http://www.freedesktop.org/standards/desktop-bookmarks";
constexpr char kMimeNs[] = "http://www.freedesktop.org/standards/shared-mime-info";
constexpr char kAppName[] = "Migration Pilot";
constexpr char kMimeType[] = "application/x-migration-pilot-project";

bool fail(QString *error, const QString &why)
{
    if (error)
        *error = why;
    return false;
}

// Our application's use count in a bookmark element the reader stands on (0 when none).
int countIn(QXmlStreamReader &r)
{
    int count = 0;
    int depth = 1;
    while (depth > 0 && !r.atEnd()) {
        r.readNext();
        if (r.isStartElement()) {
            ++depth;
            if (r.name() == QLatin1String("application") && r.attributes().value(QLatin1String("name")) == QLatin1String(kAppName))
                count = r.attributes().value(QLatin1String("count")).toInt();
        } else if (r.isEndElement()) {
            --depth;
        }
    }
    return count;
}

void writeEntry(QXmlStreamWriter &w, const QString &href, const QString &at, int count)
{
    w.writeStartElement(QStringLiteral("bookmark"));
    w.writeAttribute(QStringLiteral("href"), href);
    w.writeAttribute(QStringLiteral("added"), at);
    w.writeAttribute(QStringLiteral("modified"), at);
    w.writeAttribute(QStringLiteral("visited"), at);
    w.writeStartElement(QStringLiteral("info"));
    w.writeStartElement(QStringLiteral("metadata"));
    w.writeAttribute(QStringLiteral("owner"), QStringLiteral("http://freedesktop.org"));
    w.writeEmptyElement(QLatin1String(kMimeNs), QStringLiteral("mime-type"));
    w.writeAttribute(QStringLiteral("type"), QLatin1String(kMimeType));
    w.writeStartElement(QLatin1String(kBookmarkNs), QStringLiteral("applications"));
    w.writeEmptyElement(QLatin1String(kBookmarkNs), QStringLiteral("application"));
    w.writeAttribute(QStringLiteral("name"), QLatin1String(kAppName));
    w.writeAttribute(QStringLiteral("exec"), QStringLiteral("'migration-pilot %f'"));
    w.writeAttribute(QStringLiteral("modified"), at);
    w.writeAttribute(QStringLiteral("count"), QString::number(count));
    w.writeEndElement(); // applications
    w.writeEndElement(); // metadata
    w.writeEndElement(); // info
    w.writeEndElement(); // bookmark
}

} // namespace

QString desktopRecentFile()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation)).filePath(QStringLiteral("recently-used.xbel"));
}

bool registerRecentWithDesktop(const QString &projectPath, const QDateTime &now, QString *error)
{
    const QString file = desktopRecentFile();
    const QString href = QString::fromUtf8(QUrl::fromLocalFile(QFileInfo(projectPath).absoluteFilePath()).toEncoded());
    const QString at = now.toUTC().toString(Qt::ISODateWithMs);
    QByteArray old;
    if (QFileInfo::exists(file)) {
        QString why;
        bool tooLarge = false;
        if (!readRegularFile(file, kMaxRecentListBytes, &old, &why, &tooLarge))
            return fail(error, tooLarge ? QStringLiteral("%1 is larger than %2 bytes: left as it is").arg(file).arg(kMaxRecentListBytes)
                                        : QStringLiteral("%1 could not be read: %2").arg(file, why));
    }
    // Copied token by token, the project's own entry left out and written anew at the end.
    QByteArray out;
    QXmlStreamWriter w(&out);
    int count = 0;
    bool sawRoot = false;
    if (old.trimmed().isEmpty()) {
        w.setAutoFormatting(true);
        w.writeStartDocument();
        w.writeNamespace(QLatin1String(kBookmarkNs), QStringLiteral("bookmark"));
        w.writeNamespace(QLatin1String(kMimeNs), QStringLiteral("mime"));
        w.writeStartElement(QStringLiteral("xbel"));
        w.writeAttribute(QStringLiteral("version"), QStringLiteral("1.0"));
    } else {
        QXmlStreamReader r(old);
        int depth = 0;
        while (!r.atEnd()) {
            r.readNext();
            if (r.hasError())
                return fail(error, QStringLiteral("%1 is not a readable bookmark list (%2): left as it is").arg(file, r.errorString()));
            if (r.isStartElement()) {
                if (depth == 0) {
                    if (r.name() != QLatin1String("xbel"))
                        return fail(error, QStringLiteral("%1 is not an XBEL list: left as it is").arg(file));
                    sawRoot = true;
                }
                if (depth == 1 && r.name() == QLatin1String("bookmark") && r.attributes().value(QLatin1String("href")) == href) {
                    count = countIn(r);
                    continue;
                }
                ++depth;
            } else if (r.isEndElement()) {
                if (--depth == 0) {
                    writeEntry(w, href, at, count + 1);
                    w.writeEndElement();
                    continue;
                }
            } else if (r.isEndDocument()) {
                break;
            }
            w.writeCurrentToken(r);
        }
        if (!sawRoot)
            return fail(error, QStringLiteral("%1 has no bookmark list: left as it is").arg(file));
        w.writeEndDocument();
        QString why;
        QDir().mkpath(QFileInfo(file).absolutePath());
        return writeFileAtomically(file, out, &why) || fail(error, why);
    }
    writeEntry(w, href, at, count + 1);
    w.writeEndElement();
    w.writeEndDocument();
    QString why;
    QDir().mkpath(QFileInfo(file).absolutePath());
    return writeFileAtomically(file, out, &why) || fail(error, why);
}

} // namespace pilot::app
