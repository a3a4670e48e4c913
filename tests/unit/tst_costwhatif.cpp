// The Cost stage's what-if on the pilot's projection, against figures worked out by hand: a
// warm compile cache, the failure rate scaled, another price of the table — and the break-even
// that follows. A what-if never turns an unknown into a number.
#include "core/cost/costprojection.h"

#include <QtTest>

using namespace pilot;

namespace {

PriceEntry price(const char *id, const char *platform, const char *kind, double perHour, const char *currency)
{
    PriceEntry e;
    e.id = QLatin1String(id);
    e.platform = QLatin1String(platform);
    e.unit = QStringLiteral("instance_hour");
    e.pricingKind = QLatin1String(kind);
    e.pricePerHour = perHour;
    e.currency = QLatin1String(currency);
    return e;
}

// 1000 planned steps, 10 trainings a year; the pilot measured at 600 s per run before
// training (400 s of them compiling), 2 s per step, 30 % overhead of which 10 % lost, on two
// instances at 10 EUR an hour; the reference at 30 EUR per training; 100 EUR preparation.
//   measured: 600 + 1000 · 2 · 1.3 = 3200 s → 3200 / 3600 · 10 · 2 = 17.78 EUR
CostProjection measured()
{
    CostProjection c;
    c.trainingSteps = 1000;
    c.trainingsPerYear = 10;
    c.preparationCost = 100;
    c.reference.costPerTraining = 30;
    RoleProjection &p = c.pilot;
    p.role = RunRole::Pilot;
    p.fixedSeconds = 600;
    p.compileSeconds = 400;
    p.secondsPerStep = 2;
    p.overheadShare = 0.3;
    p.lostShare = 0.1;
    p.pricePerHour = 10;
    p.units = 2;
    p.priceId = QStringLiteral("trn-od");
    p.currency = QStringLiteral("EUR");
    p.costPerTraining = 3200.0 / 3600 * 10 * 2;
    return c;
}

PriceTable table()
{
    PriceTable t;
    t.entries = {price("gpu-od", "gpu", "on_demand", 30, "EUR"), price("trn-od", "trainium2", "on_demand", 10, "EUR"),
                 price("trn-spot", "trainium2", "spot", 4, "EUR"), price("trn-usd", "trainium2", "reserved", 7, "USD")};
    return t;
}

} // namespace

class TestCostWhatIf : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void nothingChangedIsTheMeasuredProjection()
    {
        const PriceTable t = table();
        const CostProjection c = projectPilotWhatIf(measured(), &t, WhatIf{});
        QCOMPARE(*c.pilot.costPerTraining, 3200.0 / 3600 * 10 * 2);
        QCOMPARE(*c.pilot.costPerYear, 3200.0 / 3600 * 10 * 2 * 10);
        // 100 / (30 − 17.78) = 8.18 trainings, 0.818 years
        QCOMPARE(*c.breakEvenTrainings, 100 / (30 - 3200.0 / 3600 * 20));
        QCOMPARE(*c.breakEvenYears, 100 / (30 - 3200.0 / 3600 * 20) / 10);
        QCOMPARE(c.pilot.inputs.size(), 0); // nothing marked as a what-if
    }

    void warmCompileCacheDropsTheCompileSeconds()
    {
        const PriceTable t = table();
        const CostProjection c = projectPilotWhatIf(measured(), &t, WhatIf{true, 1, {}});
        // 200 + 2600 = 2800 s → 15.56 EUR
        QCOMPARE(*c.pilot.secondsPerTraining, 2800.0);
        QCOMPARE(*c.pilot.costPerTraining, 2800.0 / 3600 * 20);
        QCOMPARE(c.pilot.inputs.size(), 1);
        QVERIFY(c.pilot.inputs.constFirst().source.startsWith(QStringLiteral("what-if")));
    }

    void failureRateScalesTheLostTime()
    {
        const PriceTable t = table();
        // × 0: overhead 0.2 → 600 + 2400 = 3000 s → 16.67 EUR; break-even 100 / 13.33 = 7.5
        CostProjection c = projectPilotWhatIf(measured(), &t, WhatIf{false, 0, {}});
        QCOMPARE(*c.pilot.secondsPerTraining, 3000.0);
        QCOMPARE(*c.breakEvenTrainings, 7.5);
        QCOMPARE(*c.breakEvenYears, 0.75);
        // × 3: overhead 0.5 → 600 + 3000 = 3600 s → 20 EUR; break-even 100 / 10 = 10
        c = projectPilotWhatIf(measured(), &t, WhatIf{false, 3, {}});
        QCOMPARE(*c.pilot.costPerTraining, 20.0);
        QCOMPARE(*c.breakEvenTrainings, 10.0);
        // So much lost time that the pilot costs more than the reference: never paid back.
        c = projectPilotWhatIf(measured(), &t, WhatIf{false, 200, {}});
        QVERIFY(*c.pilot.costPerTraining > 30);
        QVERIFY(!c.breakEvenTrainings);
        QVERIFY(c.breakEvenReason.contains(QStringLiteral("never paid back")));
    }

    void anotherPriceOfTheSamePlatformUnitAndCurrency()
    {
        const PriceTable t = table();
        const QList<const PriceEntry *> prices = whatIfPrices(measured(), &t);
        QCOMPARE(prices.size(), 2); // as measured first, then spot; not the GPU, not the USD price
        QCOMPARE(prices.at(0)->id, QStringLiteral("trn-od"));
        QCOMPARE(prices.at(1)->id, QStringLiteral("trn-spot"));
        // 3200 / 3600 · 4 · 2 = 7.11 EUR; break-even 100 / 22.89 = 4.37
        CostProjection c = projectPilotWhatIf(measured(), &t, WhatIf{false, 1, QStringLiteral("trn-spot")});
        QCOMPARE(*c.pilot.costPerTraining, 3200.0 / 3600 * 8);
        QCOMPARE(*c.breakEvenTrainings, 100 / (30 - 3200.0 / 3600 * 8));
        // A price in another currency is not comparable: unknown, with the reason.
        c = projectPilotWhatIf(measured(), &t, WhatIf{false, 1, QStringLiteral("trn-usd")});
        QVERIFY(!c.pilot.costPerTraining);
        QVERIFY(!c.breakEvenTrainings);
        QVERIFY(c.pilot.reason.contains(QStringLiteral("trn-usd")));
    }

    void unknownStaysUnknown()
    {
        const PriceTable t = table();
        CostProjection m = measured();
        m.preparationCost.reset();
        m.preparationReason = QStringLiteral("the amortisation assumptions lack porting_hours");
        CostProjection c = projectPilotWhatIf(m, &t, WhatIf{true, 0.5, {}});
        QVERIFY(c.pilot.costPerTraining);
        QVERIFY(!c.breakEvenTrainings);
        QCOMPARE(c.breakEvenReason, m.preparationReason);
        // No measured seconds per step: nothing to change, nothing invented.
        m = measured();
        m.pilot.secondsPerStep.reset();
        m.pilot.costPerTraining.reset();
        c = projectPilotWhatIf(m, &t, WhatIf{true, 0, QStringLiteral("trn-spot")});
        QVERIFY(!c.pilot.costPerTraining);
        // No price table: only the measured price exists.
        QVERIFY(whatIfPrices(measured(), nullptr).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCostWhatIf)
#include "tst_costwhatif.moc"
