// `pilotctl backends` with a user's plugin folder full of broken plugins: every file listed,
// the broken ones with their reason, the real one usable, and no crash.
#include "../common/pilotctlprocess.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

class TestBackendsCommand : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void listsTheBuiltBackend()
    {
        qunsetenv("PILOT_BACKEND_PATH");
        const Result r = pilotctl({QStringLiteral("backends")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral("libtorch ")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("devices: cpu,cuda")));
        QVERIFY2(r.out.contains(QStringLiteral("\nneuron ")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("devices: cpu,cuda,neuron")));
    }

    void brokenPluginsOnTheSearchPathAreExplained()
    {
        qputenv("PILOT_BACKEND_PATH", PILOT_BROKEN_BACKENDS_DIR);
        const Result r = pilotctl({QStringLiteral("backends"), QStringLiteral("--json")});
        qunsetenv("PILOT_BACKEND_PATH");
        QCOMPARE(r.exitCode, 0); // the built libtorch plugin is still found after them
        const QJsonObject out = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(out.value(QStringLiteral("folders")).toArray().first().toString(), QStringLiteral(PILOT_BROKEN_BACKENDS_DIR));
        const QJsonArray backends = out.value(QStringLiteral("backends")).toArray();
        QCOMPARE(backends.size(), 7);
        int broken = 0;
        for (const QJsonValue &v : backends) {
            const QJsonObject b = v.toObject();
            const QString name = b.value(QStringLiteral("name")).toString();
            if (name == QLatin1String("libtorch") || name == QLatin1String("neuron")) {
                QVERIFY(!b.contains(QStringLiteral("error")));
                QVERIFY(b.value(QStringLiteral("path")).toString().endsWith(QStringLiteral("pilot_backend_%1.so").arg(name)));
            } else {
                QVERIFY2(!b.value(QStringLiteral("error")).toString().isEmpty(), qPrintable(b.value(QStringLiteral("path")).toString()));
                ++broken;
            }
        }
        // Wrong interface, bad metadata, a missing symbol, a plugin object that is no backend and
        // one whose info() is not its metadata. (libtorch and neuron, the built ones, are found
        // after them and usable.)
        QCOMPARE(broken, 5);
    }

    void textNamesEveryBrokenFile()
    {
        qputenv("PILOT_BACKEND_PATH", PILOT_BROKEN_BACKENDS_DIR);
        const Result r = pilotctl({QStringLiteral("backends")});
        qunsetenv("PILOT_BACKEND_PATH");
        QCOMPARE(r.out.count(QStringLiteral("error: ")), 5);
        QVERIFY(r.out.contains(QStringLiteral("(not usable)")));
    }
};

QTEST_GUILESS_MAIN(TestBackendsCommand)
#include "tst_backends.moc"
