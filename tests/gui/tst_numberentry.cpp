// Numbers as users type them, in German and in English: the UI language's notation, or the
// other decimal separator where it cannot be mistaken — typing 0.8 or 0,8 never gives 0, and
// never 8 or 800.
#include "app/numberentry.h"

#include <QApplication>
#include <QtTest>

using namespace pilot::app;

class TestNumberEntry : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parse_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<double>("value");
        const auto row = [](const char *lang, const char *typed, bool valid, double value) {
            QTest::addRow("%s %s", lang, typed) << QString::fromLatin1(lang) << QString::fromUtf8(typed) << valid << value;
        };
        row("de", "0,8", true, 0.8);
        row("de", "0.8", true, 0.8);
        row("de", " 12,5 ", true, 12.5);
        row("de", "1.5", true, 1.5);
        row("de", "1.234,5", true, 1234.5); // grouped as German readers write it
        row("de", "1.234.567", true, 1234567);
        row("de", "95", true, 95);
        row("de", "-0,25", true, -0.25);
        row("de", "0,8.1", false, 0);
        row("de", "", false, 0);
        row("de", "acht", false, 0);
        row("de", "inf", false, 0);
        row("en", "0.8", true, 0.8);
        row("en", "0,8", true, 0.8);
        row("en", "1,5", true, 1.5);
        row("en", "1,234.5", true, 1234.5);
        row("en", "1,2,3", false, 0);
        row("en", "nan", false, 0);
    }

    void parse()
    {
        QFETCH(QString, language);
        QFETCH(QString, typed);
        QFETCH(bool, valid);
        QFETCH(double, value);
        const QLocale locale(language == QLatin1String("de") ? QLocale::German : QLocale::English);
        const std::optional<double> v = parseNumber(typed, locale);
        QCOMPARE(v.has_value(), valid);
        if (valid)
            QCOMPARE(*v, value);
    }

    // The calculator's fields: what the user types is what the field holds.
    void spinBoxTakesEitherSeparator_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<double>("value");
        QTest::newRow("de comma") << QStringLiteral("de") << QStringLiteral("0,8") << 0.8;
        QTest::newRow("de point") << QStringLiteral("de") << QStringLiteral("0.8") << 0.8;
        QTest::newRow("de hours") << QStringLiteral("de") << QStringLiteral("12.5") << 12.5;
        QTest::newRow("en point") << QStringLiteral("en") << QStringLiteral("0.8") << 0.8;
        QTest::newRow("en comma") << QStringLiteral("en") << QStringLiteral("0,8") << 0.8;
    }

    void spinBoxTakesEitherSeparator()
    {
        QFETCH(QString, language);
        QFETCH(QString, typed);
        QFETCH(double, value);
        NumberSpinBox box;
        box.setLocale(QLocale(language == QLatin1String("de") ? QLocale::German : QLocale::English));
        box.setRange(-1, 1e9);
        box.setDecimals(3);
        box.setValue(-1);
        box.show();
        box.selectAll();
        QTest::keyClicks(&box, typed);
        QTest::keyClick(&box, Qt::Key_Return);
        QCOMPARE(box.value(), value);
    }
};

QTEST_MAIN(TestNumberEntry)
#include "tst_numberentry.moc"
