// Names from files made into path components: nothing reaches outside its folder, names stay
// distinct, and the result is always one plain component.
#include "core/support/safename.h"

#include <QRandomGenerator>
#include <QTest>

using namespace pilot;

class TestSafeName : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void hostileNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("expected");
        QTest::newRow("dotdot") << QStringLiteral("..") << QStringLiteral("run");
        QTest::newRow("dot") << QStringLiteral(".") << QStringLiteral("run");
        QTest::newRow("empty") << QString() << QStringLiteral("run");
        QTest::newRow("blank") << QStringLiteral("  \t ") << QStringLiteral("run");
        QTest::newRow("climb") << QStringLiteral("../../x") << QStringLiteral("_.._x");
        QTest::newRow("slash") << QStringLiteral("a/b") << QStringLiteral("a_b");
        QTest::newRow("backslash") << QStringLiteral("a\\b") << QStringLiteral("a_b");
        QTest::newRow("absolute") << QStringLiteral("/etc/passwd") << QStringLiteral("_etc_passwd");
        QTest::newRow("hidden") << QStringLiteral(".bashrc") << QStringLiteral("bashrc");
        QTest::newRow("newline") << QStringLiteral("a\nb") << QStringLiteral("a_b");
        QTest::newRow("escape") << QStringLiteral("red\x1b[31m") << QStringLiteral("red_[31m");
        QTest::newRow("nul") << QString(QStringLiteral("a%1b")).arg(QChar(0)) << QStringLiteral("a_b");
        QTest::newRow("c1") << QString(QStringLiteral("a%1b")).arg(QChar(0x85)) << QStringLiteral("a_b");
        QTest::newRow("line separator") << QString(QStringLiteral("a%1b")).arg(QChar(0x2028)) << QStringLiteral("a_b");
        QTest::newRow("trailing dots") << QStringLiteral("run...") << QStringLiteral("run");
        QTest::newRow("unicode kept") << QStringLiteral("Übergang → trn2") << QStringLiteral("Übergang → trn2");
        QTest::newRow("percent kept") << QStringLiteral("run %1") << QStringLiteral("run %1");
    }

    void hostileNames()
    {
        QFETCH(QString, name);
        QFETCH(QString, expected);
        QCOMPARE(safeFileName(name), expected);
        QVERIFY(isSafeFileName(safeFileName(name)));
    }

    void fallbackIsMadeSafeToo()
    {
        QCOMPARE(safeFileName(QStringLiteral(".."), QStringLiteral("mlflow")), QStringLiteral("mlflow"));
        QCOMPARE(safeFileName(QStringLiteral(".."), QStringLiteral("../..")), QStringLiteral("_"));
        QCOMPARE(safeFileName(QStringLiteral(".."), QStringLiteral("..")), QStringLiteral("run"));
    }

    void unsafeNamesAreRecognised()
    {
        for (const QString &name : {QStringLiteral(".."), QStringLiteral("."), QStringLiteral("a/b"), QStringLiteral(".x"),
                                    QStringLiteral("x "), QStringLiteral("a\tb"), QString()})
            QVERIFY2(!isSafeFileName(name), qPrintable(name));
        QVERIFY(isSafeFileName(QStringLiteral("pilot-trn2")));
    }

    void longNamesAreCutAtACharacter()
    {
        const QString longName = QString(200, QChar(0x00e4)); // 2 bytes each in UTF-8
        const QString cut = safeFileName(longName);
        QVERIFY(cut.toUtf8().size() <= kMaxSafeNameBytes);
        QCOMPARE(cut.toUtf8().size(), kMaxSafeNameBytes);
        QVERIFY(isSafeFileName(cut));
        const QString emoji = QString::fromUtf8("\xF0\x9F\x98\x80").repeated(40); // 4 bytes each
        const QString cutEmoji = safeFileName(emoji);
        QCOMPARE(cutEmoji.toUtf8().size(), 120);
        QCOMPARE(QString::fromUtf8(cutEmoji.toUtf8()), cutEmoji); // no half character
    }

    void collisionsGetASuffix()
    {
        UniqueFileNames names;
        QCOMPARE(names.take(QStringLiteral("same")), QStringLiteral("same"));
        QCOMPARE(names.take(QStringLiteral("same")), QStringLiteral("same-2"));
        QCOMPARE(names.take(QStringLiteral("SAME")), QStringLiteral("SAME-3"));
        QCOMPARE(names.take(QStringLiteral("same-2")), QStringLiteral("same-2-2"));
        // Names that only become equal once made safe collide too.
        QCOMPARE(names.take(QStringLiteral("a/b")), QStringLiteral("a_b"));
        QCOMPARE(names.take(QStringLiteral("a\\b")), QStringLiteral("a_b-2"));
        QCOMPARE(names.take(QStringLiteral("..")), QStringLiteral("run"));
        QCOMPARE(names.take(QStringLiteral(".")), QStringLiteral("run-2"));
        // A long name keeps its suffix within the limit.
        const QString longName(300, QLatin1Char('x'));
        QCOMPARE(names.take(longName).size(), kMaxSafeNameBytes);
        const QString second = names.take(longName);
        QVERIFY(second.endsWith(QLatin1String("-2")));
        QCOMPARE(second.toUtf8().size(), kMaxSafeNameBytes);
    }

    void randomNamesAreAlwaysOneSafeComponent()
    {
        QRandomGenerator rng(20261130);
        const QString alphabet = QStringLiteral("./\\ \t\n\r\x01\x7f-_aZ%ä");
        UniqueFileNames names;
        QSet<QString> seen;
        for (int i = 0; i < 5000; ++i) {
            QString name;
            const int length = int(rng.bounded(12));
            for (int k = 0; k < length; ++k)
                name += alphabet.at(int(rng.bounded(int(alphabet.size()))));
            const QString safe = safeFileName(name);
            QVERIFY2(isSafeFileName(safe), qPrintable(name));
            QVERIFY(safe != QLatin1String(".") && safe != QLatin1String(".."));
            QVERIFY(!safe.contains(QLatin1Char('/')) && !safe.contains(QLatin1Char('\\')));
            const QString unique = names.take(name);
            QVERIFY(isSafeFileName(unique));
            QVERIFY2(!seen.contains(unique.toCaseFolded()), qPrintable(unique));
            seen.insert(unique.toCaseFolded());
        }
    }
};

QTEST_GUILESS_MAIN(TestSafeName)
#include "tst_safename.moc"
