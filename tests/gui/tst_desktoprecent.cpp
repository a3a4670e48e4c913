// The desktop's recently-used list (freedesktop XBEL): a used project is entered with this
// application and the project file type, others' entries stay as they were, a second use
// replaces the entry (its count goes on), and a list that is not one is never touched.
#include "app/desktoprecent.h"

#include <QDomDocument>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace pilot::app;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void write(const QString &path, const QByteArray &data)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(data);
}

// The bookmarks of a list: href → the element.
QMap<QString, QDomElement> bookmarks(const QByteArray &xml)
{
    QDomDocument doc;
    QMap<QString, QDomElement> out;
    if (!doc.setContent(xml, true))
        return out;
    for (QDomElement b = doc.documentElement().firstChildElement(QStringLiteral("bookmark")); !b.isNull();
         b = b.nextSiblingElement(QStringLiteral("bookmark")))
        out.insert(b.attribute(QStringLiteral("href")), b);
    return out;
}

// Another application's entry, as GTK writes the list.
const QByteArray kOthers =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<xbel version=\"1.0\"\n"
    "      xmlns:bookmark=\"http://www.freedesktop.org/standards/desktop-bookmarks\"\n"
    "      xmlns:mime=\"http://www.freedesktop.org/standards/shared-mime-info\"\n"
    ">\n"
    "  <bookmark href=\"file:///home/u/notes.txt\" added=\"2026-11-01T10:00:00.000000Z\" modified=\"2026-11-01T10:00:00.000000Z\" visited=\"2026-11-01T10:00:00.000000Z\">\n"
    "    <info>\n"
    "      <metadata owner=\"http://freedesktop.org\">\n"
    "        <mime:mime-type type=\"text/plain\"/>\n"
    "        <bookmark:applications>\n"
    "          <bookmark:application name=\"gedit\" exec=\"&apos;gedit %u&apos;\" modified=\"2026-11-01T10:00:00.000000Z\" count=\"3\"/>\n"
    "        </bookmark:applications>\n"
    "      </metadata>\n"
    "    </info>\n"
    "  </bookmark>\n"
    "</xbel>\n";

} // namespace

class TestDesktopRecent : public QObject
{
    Q_OBJECT
    QTemporaryDir m_data;

private Q_SLOTS:
    void initTestCase() { qputenv("XDG_DATA_HOME", QFile::encodeName(m_data.path())); }

    void entersTheProjectAndKeepsOthers()
    {
        QFile::remove(desktopRecentFile());
        write(desktopRecentFile(), kOthers);
        const QString project = QStringLiteral("/home/u/Migration Pilot Demo/projekt ä.yaml");
        const QString href = QString::fromUtf8(QUrl::fromLocalFile(project).toEncoded());
        QString error;
        QVERIFY2(registerRecentWithDesktop(project, QDateTime(QDate(2026, 12, 1), QTime(9, 0), Qt::UTC), &error), qPrintable(error));
        QMap<QString, QDomElement> b = bookmarks(readAll(desktopRecentFile()));
        QCOMPARE(b.size(), 2);
        QVERIFY2(href.contains(QLatin1String("%20")) && href.contains(QLatin1String("%C3%A4")), qPrintable(href));
        const QDomElement gedit = b.value(QStringLiteral("file:///home/u/notes.txt"));
        QCOMPARE(gedit.attribute(QStringLiteral("added")), QStringLiteral("2026-11-01T10:00:00.000000Z"));
        QCOMPARE(gedit.elementsByTagNameNS(QStringLiteral("http://www.freedesktop.org/standards/desktop-bookmarks"), QStringLiteral("application"))
                     .item(0).toElement().attribute(QStringLiteral("exec")),
                 QStringLiteral("'gedit %u'"));
        const QDomElement ours = b.value(href);
        QVERIFY(!ours.isNull());
        QCOMPARE(ours.attribute(QStringLiteral("visited")), QStringLiteral("2026-12-01T09:00:00.000Z"));
        QCOMPARE(ours.elementsByTagNameNS(QStringLiteral("http://www.freedesktop.org/standards/shared-mime-info"), QStringLiteral("mime-type"))
                     .item(0).toElement().attribute(QStringLiteral("type")),
                 QStringLiteral("application/x-migration-pilot-project"));
        const QDomElement app = ours.elementsByTagNameNS(QStringLiteral("http://www.freedesktop.org/standards/desktop-bookmarks"),
                                                         QStringLiteral("application"))
                                    .item(0)
                                    .toElement();
        QCOMPARE(app.attribute(QStringLiteral("name")), QStringLiteral("Migration Pilot"));
        QCOMPARE(app.attribute(QStringLiteral("count")), QStringLiteral("1"));
        // Used again: one entry, counted twice.
        QVERIFY(registerRecentWithDesktop(project, QDateTime(QDate(2026, 12, 2), QTime(9, 0), Qt::UTC), &error));
        b = bookmarks(readAll(desktopRecentFile()));
        QCOMPARE(b.size(), 2);
        QCOMPARE(b.value(href).elementsByTagNameNS(QStringLiteral("http://www.freedesktop.org/standards/desktop-bookmarks"),
                                                   QStringLiteral("application"))
                     .item(0)
                     .toElement()
                     .attribute(QStringLiteral("count")),
                 QStringLiteral("2"));
    }

    void aNewListIsStarted()
    {
        QFile::remove(desktopRecentFile());
        QString error;
        QVERIFY2(registerRecentWithDesktop(QStringLiteral("/p/project.yaml"), QDateTime::currentDateTimeUtc(), &error), qPrintable(error));
        QCOMPARE(bookmarks(readAll(desktopRecentFile())).size(), 1);
    }

    void aListThatIsNotOneIsLeftAlone_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("torn") << kOthers.left(300);
        QTest::newRow("not xbel") << QByteArray("<?xml version=\"1.0\"?><html><body/></html>");
        QTest::newRow("binary") << QByteArray("\x00\x01\x02garbage", 10);
    }

    void aListThatIsNotOneIsLeftAlone()
    {
        QFETCH(QByteArray, content);
        write(desktopRecentFile(), content);
        QString error;
        QVERIFY(!registerRecentWithDesktop(QStringLiteral("/p/project.yaml"), QDateTime::currentDateTimeUtc(), &error));
        QVERIFY2(error.contains(QLatin1String("left as it is")) || error.contains(QLatin1String("read")), qPrintable(error));
        QCOMPARE(readAll(desktopRecentFile()), content);
    }
};

QTEST_GUILESS_MAIN(TestDesktopRecent)
#include "tst_desktoprecent.moc"
