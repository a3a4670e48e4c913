// Money and time written once: moneyText() and durationText(), the formatters every page,
// pilotctl's text and the decision record use, in English and German.
#include "core/cost/moneytext.h"
#include "core/support/durationtext.h"

#include <QLocale>
#include <QTest>

#include <limits>

using namespace pilot;

class TestFigureText : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void money_data()
    {
        QTest::addColumn<double>("amount");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("german");
        // Whole units from 1,000 on.
        QTest::newRow("preparation") << 16700.0 << "EUR" << QStringLiteral("€16,700") << QStringLiteral("16.700\u00A0€");
        // Cents from 1.
        QTest::newRow("per hour") << 12.5 << "USD" << QStringLiteral("$12.50") << QStringLiteral("12,50\u00A0$");
        // Three significant digits below 1: the same pilot cost once, never €0.18 and 0.1848 EUR.
        QTest::newRow("short run") << 0.1848 << "EUR" << QStringLiteral("€0.185") << QStringLiteral("0,185\u00A0€");
        QTest::newRow("tiny") << 0.0001234 << "EUR" << QStringLiteral("€0.000123") << QStringLiteral("0,000123\u00A0€");
        QTest::newRow("zero") << 0.0 << "EUR" << QStringLiteral("€0.00") << QStringLiteral("0,00\u00A0€");
        QTest::newRow("saving lost") << -1234.4 << "EUR" << QStringLiteral("-€1,234") << QStringLiteral("-1.234\u00A0€");
        // Any other currency by its code.
        QTest::newRow("code") << 99.0 << "CHF" << QStringLiteral("99.00\u00A0CHF") << QStringLiteral("99,00\u00A0CHF");
        // Never a bare figure: a currency nobody named is said to be missing.
        QTest::newRow("no currency") << 16700.0 << "" << QStringLiteral("16,700\u00A0(no currency set)")
                                     << QStringLiteral("16.700\u00A0(keine Währung angegeben)");
    }

    void money()
    {
        QFETCH(double, amount);
        QFETCH(QString, currency);
        QFETCH(QString, english);
        QFETCH(QString, german);
        QCOMPARE(moneyText(amount, currency, QLocale(QLocale::English, QLocale::UnitedStates)), english);
        QCOMPARE(moneyText(amount, currency, QLocale(QLocale::German, QLocale::Germany)), german);
    }

    void duration_data()
    {
        QTest::addColumn<double>("seconds");
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("german");
        // A 14-second run is 14 s, not "0.00 h".
        QTest::newRow("short run") << 14.2 << QStringLiteral("14 s") << QStringLiteral("14 s");
        QTest::newRow("phase") << 3.25 << QStringLiteral("3.3 s") << QStringLiteral("3,3 s");
        QTest::newRow("instant") << 0.004 << QStringLiteral("< 0.1 s") << QStringLiteral("< 0,1 s");
        QTest::newRow("zero") << 0.0 << QStringLiteral("0 s") << QStringLiteral("0 s");
        QTest::newRow("minutes") << 125.0 << QStringLiteral("0:02 h") << QStringLiteral("0:02 h");
        QTest::newRow("hours") << 4020.0 << QStringLiteral("1:07 h") << QStringLiteral("1:07 h");
        QTest::newRow("long") << 1366.0 * 3600 << QStringLiteral("1,366 h") << QStringLiteral("1.366 h");
        QTest::newRow("not a number") << std::numeric_limits<double>::quiet_NaN() << QStringLiteral("?") << QStringLiteral("?");
    }

    void duration()
    {
        QFETCH(double, seconds);
        QFETCH(QString, english);
        QFETCH(QString, german);
        QCOMPARE(durationText(seconds, QLocale(QLocale::English, QLocale::UnitedStates)), english);
        QCOMPARE(durationText(seconds, QLocale(QLocale::German, QLocale::Germany)), german);
    }
};

QTEST_GUILESS_MAIN(TestFigureText)
#include "tst_figuretext.moc"
