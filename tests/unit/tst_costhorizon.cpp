// The whole bill over the team's horizon: every figure below is worked by hand in the comments
// from the inputs of `horizon()` and `measured()`, then checked against costOverHorizon().
#include "core/cost/horizoncost.h"
#include "core/cost/horizontext.h"
#include "core/project/projectreader.h"
#include "core/project/projectwriter.h"
#include "core/support/diagnostic.h"

#include <QTest>

using namespace pilot;

namespace {

Assumption a(double v, const QString &label = QString())
{
    Assumption out;
    out.value = v;
    out.label = label;
    return out;
}

// 24 months, 100 trainings a month; model upkeep 40 h a month, a quarter of it kernel work.
// GPU only: nothing to port, 10 h upkeep. Trainium2 only: 300 h porting, 30 h upkeep. Dual
// operation: 400 h porting, 35 h upkeep, 4 fallback re-checks a month.
CostHorizon horizon()
{
    CostHorizon h;
    h.inputs.insert(QStringLiteral("months"), a(24));
    h.inputs.insert(QStringLiteral("trainings_per_month"), a(100));
    h.inputs.insert(QStringLiteral("model_upkeep_hours_per_month"), a(40));
    h.inputs.insert(QStringLiteral("kernel_share"), a(0.25));
    h.inputs.insert(QStringLiteral("gpu.porting_hours"), a(0));
    h.inputs.insert(QStringLiteral("gpu.upkeep_hours_per_month"), a(10));
    h.inputs.insert(QStringLiteral("trainium2.porting_hours"), a(300));
    h.inputs.insert(QStringLiteral("trainium2.upkeep_hours_per_month"), a(30));
    h.inputs.insert(QStringLiteral("dual.porting_hours"), a(400));
    h.inputs.insert(QStringLiteral("dual.upkeep_hours_per_month"), a(35));
    h.inputs.insert(QStringLiteral("dual.fallback_runs_per_month"), a(4));
    return h;
}

// The reference: 120 € a training, both completed runs ended accepted → 120 € per accepted
// training. The pilot: 60 € a training, 3 of 4 completed runs ended accepted → 80 €. A fallback
// run: 30 €.
HorizonMeasured measured()
{
    HorizonMeasured m;
    m.reference.costPerTraining = 120;
    m.reference.currency = QStringLiteral("EUR");
    m.reference.completed = 2;
    m.reference.endedAccepted = 2;
    m.pilot.costPerTraining = 60;
    m.pilot.currency = QStringLiteral("EUR");
    m.pilot.completed = 4;
    m.pilot.endedAccepted = 3;
    m.fallbackRunCost = 30;
    m.fallbackCurrency = QStringLiteral("EUR");
    m.fallbackRuns = 3;
    m.tokensPerTraining = 2'000'000;
    return m;
}

HorizonCost cost(const CostHorizon &h = horizon(), const HorizonMeasured &m = measured(), std::optional<double> rate = 100.0)
{
    return costOverHorizon(h, rate, QStringLiteral("EUR"), m);
}

const HorizonFlip *flip(const HorizonCost &c, const QString &key)
{
    for (const HorizonFlip &f : c.sensitivity) {
        if (f.key == key)
            return &f;
    }
    return nullptr;
}

ProjectLoadResult parse(const QByteArray &yaml)
{
    return parseProject("schema: migration-pilot/project@1\ntitle: t\n" + yaml, QStringLiteral("p.yaml"));
}

} // namespace

class TestCostHorizon : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyPathIsWorkedOutByHand()
    {
        const HorizonCost c = cost();
        QVERIFY2(c.incomplete.isEmpty(), qPrintable(c.incomplete.join(QLatin1Char('\n'))));
        QCOMPARE(c.currency, QStringLiteral("EUR"));
        QCOMPARE(*c.kernelHoursPerMonth, 10.0); // 0.25 × 40 h
        // GPU only: 0 porting; a month 10 h × 100 € + 100 × 120 € = 13,000 €; 24 months 312,000 €;
        // per accepted training 312,000 / 2,400 = 130 €.
        const PathCost &gpu = c.path(HorizonPath::Gpu);
        QCOMPARE(*gpu.porting, 0.0);
        QCOMPARE(*gpu.upkeepPerMonth, 1000.0);
        QCOMPARE(*gpu.kernelPerMonth, 0.0);
        QCOMPARE(*gpu.computePerMonth, 12000.0);
        QCOMPARE(*gpu.perMonth, 13000.0);
        QCOMPARE(*gpu.total, 312000.0);
        QCOMPARE(*gpu.perAcceptedTraining, 130.0);
        // Trainium2 only: 300 h × 100 € = 30,000 € porting; a month 3,000 € upkeep + 1,000 €
        // kernel upkeep (10 h) + 100 × 80 € = 12,000 €; 30,000 + 24 × 12,000 = 318,000 €; 132.50 €.
        const PathCost &trn = c.path(HorizonPath::Trainium2);
        QCOMPARE(*trn.porting, 30000.0);
        QCOMPARE(*trn.kernelPerMonth, 1000.0);
        QCOMPARE(*trn.computePerMonth, 8000.0);
        QCOMPARE(*trn.readinessPerMonth, 0.0);
        QCOMPARE(*trn.perMonth, 12000.0);
        QCOMPARE(*trn.total, 318000.0);
        QCOMPARE(*trn.perAcceptedTraining, 132.5);
        // Dual operation: 40,000 € porting; a month 3,500 + 1,000 + 8,000 + 4 × 30 € = 12,620 €;
        // 40,000 + 24 × 12,620 = 342,880 €; 342,880 / 2,400 = 142.8666… €.
        const PathCost &dual = c.path(HorizonPath::Dual);
        QCOMPARE(*dual.readinessPerMonth, 120.0);
        QCOMPARE(*dual.perMonth, 12620.0);
        QCOMPARE(*dual.total, 342880.0);
        QVERIFY(qFuzzyCompare(*dual.perAcceptedTraining, 342880.0 / 2400.0));
        QCOMPARE(*dual.after(10), 40000.0 + 126200.0);
        QCOMPARE(*c.cheapest, HorizonPath::Gpu);
    }

    void breakEvenMonthsAreWorkedOutByHand()
    {
        const HorizonCost c = cost();
        QCOMPARE(c.breakEvens.size(), 2);
        // Trainium2 only saves 1,000 € a month against a 30,000 € head start: month 30, after
        // the 24-month horizon.
        QCOMPARE(c.breakEvens.at(0).path, HorizonPath::Trainium2);
        QCOMPARE(*c.breakEvens.at(0).crossing, 30.0);
        QCOMPARE(*c.breakEvens.at(0).month, 30);
        QVERIFY(!c.breakEvens.at(0).withinHorizon());
        // Dual saves 380 € a month against 40,000 €: 105.26… months, so month 106.
        QCOMPARE(*c.breakEvens.at(1).month, 106);
        QVERIFY(qFuzzyCompare(*c.breakEvens.at(1).crossing, 40000.0 / 380.0));

        // At 36 months Trainium2 only breaks even within the horizon and is the cheaper path:
        // GPU 468,000 €, Trainium2 30,000 + 36 × 12,000 = 462,000 €.
        CostHorizon longer = horizon();
        longer.inputs[QStringLiteral("months")] = a(36);
        const HorizonCost l = cost(longer);
        QVERIFY(l.breakEvens.at(0).withinHorizon());
        QCOMPARE(*l.path(HorizonPath::Trainium2).total, 462000.0);
        QCOMPARE(*l.cheapest, HorizonPath::Trainium2);

        // A path dearer every month never breaks even.
        CostHorizon dear = horizon();
        dear.inputs[QStringLiteral("trainium2.upkeep_hours_per_month")] = a(50);
        QVERIFY(cost(dear).breakEvens.at(0).never);
    }

    void eachAssumptionFlipsTheVerdictWhereItSays()
    {
        const HorizonCost c = cost();
        // Worked by hand, each with the others held (GPU only is cheapest now):
        // months: GPU 13,000·m, Trainium2 30,000 + 12,000·m → they meet at 30 months.
        QCOMPARE(*flip(c, QStringLiteral("months"))->above, 30.0);
        QCOMPARE(flip(c, QStringLiteral("months"))->abovePath, HorizonPath::Trainium2);
        QVERIFY(!flip(c, QStringLiteral("months"))->below);
        // trainings t: GPU 24,000 + 2,880·t, Trainium2 126,000 + 1,920·t → t = 106.25.
        QCOMPARE(*flip(c, QStringLiteral("trainings_per_month"))->above, 106.25);
        // kernel share k: Trainium2 294,000 + 96,000·k meets 312,000 at k = 0.1875.
        QCOMPARE(*flip(c, QStringLiteral("kernel_share"))->below, 0.1875);
        QCOMPARE(flip(c, QStringLiteral("kernel_share"))->belowPath, HorizonPath::Trainium2);
        QVERIFY(!flip(c, QStringLiteral("kernel_share"))->above);
        // the pilot's cost per accepted training p: 126,000 + 2,400·p meets 312,000 at 77.50 €.
        QCOMPARE(*flip(c, QStringLiteral("pilot_cost_per_accepted_training"))->below, 77.5);
        // the engineering rate r: GPU 288,000 + 240·r, Trainium2 192,000 + 1,260·r → 94.1176… €.
        QVERIFY(qFuzzyCompare(*flip(c, QStringLiteral("engineer_rate"))->below, 96000.0 / 1020.0));
        // Trainium2 porting h: 100·h + 288,000 meets 312,000 at 240 h.
        QCOMPARE(*flip(c, QStringLiteral("trainium2.porting_hours"))->below, 240.0);

        // The rest, each by hand from the same lines:
        // model upkeep u: Trainium2 30,000 + 24 × (3,000 + 0.25·u·100 + 8,000) = 294,000 + 600·u → u = 30.
        QCOMPARE(*flip(c, QStringLiteral("model_upkeep_hours_per_month"))->below, 30.0);
        // GPU one-time h: 100·h + 312,000 = 318,000 → 60 h; GPU upkeep: 288,000 + 2,400·h → 12.5 h.
        QCOMPARE(*flip(c, QStringLiteral("gpu.porting_hours"))->above, 60.0);
        QCOMPARE(*flip(c, QStringLiteral("gpu.upkeep_hours_per_month"))->above, 12.5);
        // Trainium2 upkeep: 246,000 + 2,400·h = 312,000 → 27.5 h.
        QCOMPARE(*flip(c, QStringLiteral("trainium2.upkeep_hours_per_month"))->below, 27.5);
        // Dual one-time: 100·h + 302,880 = 312,000 → 91.2 h, and dual operation is then cheapest;
        // dual upkeep: 258,880 + 2,400·h = 312,000 → 22.1333… h.
        QVERIFY(qFuzzyCompare(*flip(c, QStringLiteral("dual.porting_hours"))->below, 91.2));
        QCOMPARE(flip(c, QStringLiteral("dual.porting_hours"))->belowPath, HorizonPath::Dual);
        QVERIFY(qFuzzyCompare(*flip(c, QStringLiteral("dual.upkeep_hours_per_month"))->below, 53120.0 / 2400.0));
        // The reference's cost per accepted training: 24,000 + 2,400·r = 318,000 → 122.50 €.
        QCOMPARE(*flip(c, QStringLiteral("reference_cost_per_accepted_training"))->above, 122.5);

        // Every reported flip holds: just past it, the cheapest path is the one it names; just
        // before, it is still GPU only. Checked for every input through the project's keys.
        for (const HorizonFlip &f : c.sensitivity) {
            for (const auto &[at, path] : {std::pair{f.below, f.belowPath}, std::pair{f.above, f.abovePath}}) {
                if (!at)
                    continue;
                const double past = *at + (at == f.below ? -1 : 1) * std::max(1e-6, std::abs(*at) * 1e-6);
                const double before = *at - (at == f.below ? -1 : 1) * std::max(1e-6, std::abs(*at) * 1e-6);
                for (const auto &[x, expected] : {std::pair{past, path}, std::pair{before, HorizonPath::Gpu}}) {
                    CostHorizon h = horizon();
                    HorizonMeasured m = measured();
                    std::optional<double> rate = 100.0;
                    if (f.key == QLatin1String("engineer_rate"))
                        rate = x;
                    else if (f.key == QLatin1String("pilot_cost_per_accepted_training"))
                        m.pilot.costPerTraining = x * 0.75; // 3 of 4 accepted
                    else if (f.key == QLatin1String("reference_cost_per_accepted_training"))
                        m.reference.costPerTraining = x;
                    else if (f.key == QLatin1String("fallback_run_cost"))
                        m.fallbackRunCost = x;
                    else
                        h.inputs[f.key].value = x;
                    const HorizonCost moved = cost(h, m, rate);
                    QVERIFY2(moved.cheapest && *moved.cheapest == expected,
                             qPrintable(QStringLiteral("%1 at %2").arg(f.key).arg(x, 0, 'g', 12)));
                }
            }
        }
        // Inputs that only raise GPU only's dearer rivals never flip it.
        QVERIFY(!flip(c, QStringLiteral("dual.fallback_runs_per_month"))->below);
        QVERIFY(!flip(c, QStringLiteral("dual.fallback_runs_per_month"))->above);
    }

    void tokensStandForTrainings()
    {
        // 200 M tokens a month at 2 M tokens a training: the same 100 trainings.
        CostHorizon h = horizon();
        h.inputs.remove(QStringLiteral("trainings_per_month"));
        h.inputs.insert(QStringLiteral("tokens_per_month"), a(200e6));
        const HorizonCost c = cost(h);
        QVERIFY(c.fromTokens);
        QCOMPARE(*c.trainingsPerMonth, 100.0);
        QCOMPARE(*c.path(HorizonPath::Gpu).total, 312000.0);
        // Without the tokens of one training, nothing is guessed.
        HorizonMeasured m = measured();
        m.tokensPerTraining.reset();
        m.tokensReason = QStringLiteral("the task profile has no training_steps");
        const HorizonCost unknown = cost(h, m);
        QVERIFY(!unknown.cheapest);
        QVERIFY(!unknown.path(HorizonPath::Gpu).total);
        QVERIFY2(unknown.incomplete.join(QLatin1Char(' ')).contains(QLatin1String("training_steps")),
                 qPrintable(unknown.incomplete.join(QLatin1Char('\n'))));
    }

    void unknownInputsKeepFiguresUnknownWithTheReason()
    {
        // No engineering rate: no path has a total and the verdict says why.
        const HorizonCost noRate = cost(horizon(), measured(), std::nullopt);
        QVERIFY(!noRate.cheapest);
        QVERIFY(noRate.incomplete.join(QLatin1Char(' ')).contains(QLatin1String("engineer_rate")));
        QVERIFY(!noRate.path(HorizonPath::Gpu).total);
        QVERIFY(noRate.path(HorizonPath::Gpu).computePerMonth); // what is known stays known

        // A missing horizon input: only the paths that need it are unknown.
        CostHorizon h = horizon();
        h.inputs.remove(QStringLiteral("kernel_share"));
        const HorizonCost noShare = cost(h);
        QVERIFY(noShare.path(HorizonPath::Gpu).total);
        QVERIFY(!noShare.path(HorizonPath::Trainium2).total);
        QVERIFY(!noShare.cheapest);
        QVERIFY(noShare.incomplete.join(QLatin1Char(' ')).contains(QLatin1String("cost_horizon.kernel_share")));

        // No pilot run ended accepted: the Trainium2 paths have no cost per accepted training.
        HorizonMeasured none = measured();
        none.pilot.endedAccepted = 0;
        const HorizonCost noneAccepted = cost(horizon(), none);
        QVERIFY(!noneAccepted.path(HorizonPath::Trainium2).total);
        QVERIFY(noneAccepted.incomplete.join(QLatin1Char(' ')).contains(QLatin1String("ended in an accepted training state")));

        // No fallback run measured: dual operation is unknown while it plans re-checks, known
        // when it plans none.
        HorizonMeasured noFallback = measured();
        noFallback.fallbackRunCost.reset();
        noFallback.fallbackReason = QStringLiteral("no fallback run is measured yet");
        QVERIFY(!cost(horizon(), noFallback).path(HorizonPath::Dual).total);
        CostHorizon noChecks = horizon();
        noChecks.inputs[QStringLiteral("dual.fallback_runs_per_month")] = a(0);
        QCOMPARE(*cost(noChecks, noFallback).path(HorizonPath::Dual).total, 40000.0 + 24 * 12500.0);

        // Two currencies cannot be added.
        HorizonMeasured usd = measured();
        usd.pilot.currency = QStringLiteral("USD");
        const HorizonCost mixed = cost(horizon(), usd);
        QVERIFY(!mixed.cheapest && !mixed.path(HorizonPath::Gpu).total);
        QVERIFY(mixed.incomplete.join(QLatin1Char(' ')).contains(QLatin1String("EUR, USD")));
        // A rate without a currency is no money.
        QVERIFY(!costOverHorizon(horizon(), 100.0, QString(), measured()).cheapest);
    }

    void theVerdictInWordsInBothLanguages()
    {
        const HorizonCost c = cost();
        const QStringList en = horizonText(c, QStringLiteral("en"), QLocale(QLocale::English, QLocale::UnitedStates));
        const QStringList de = horizonText(c, QStringLiteral("de"), QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(en.size(), de.size());
        const QString all = en.join(QLatin1Char(' '));
        QVERIFY2(all.contains(QStringLiteral("Over 24 months, GPU only is the cheapest path: €312,000 against €318,000 for Trainium2 only "
                                             "(1.9 % more)")),
                 qPrintable(all));
        QVERIFY(all.contains(QStringLiteral("Trainium2 only would break even with GPU only in month 30, after the 24-month horizon.")));
        // The nearest flips first, by how far each input must move: the measured costs by 2 and
        // 3 %, the rate by 6 %; the kernel share (a quarter) is further.
        QVERIFY2(all.contains(QStringLiteral("Closest to changing the verdict, each input alone: GPU cost per accepted training "
                                             "(measured) above €122.50 (now €120.00) makes Trainium2 only cheapest; Trainium2 cost "
                                             "per accepted training (measured) below €77.50 (now €80.00) makes Trainium2 only "
                                             "cheapest; Engineering rate (per hour) below €94.12 (now €100.00) makes Trainium2 only "
                                             "cheapest.")),
                 qPrintable(all));
        const HorizonFlip *share = flip(c, QStringLiteral("kernel_share"));
        QCOMPARE(horizonFlipText(*share, c, QStringLiteral("en"), QLocale(QLocale::English, QLocale::UnitedStates)),
                 QStringLiteral("Share of work needing hardware-specific kernels below 18.75\u00a0% (now 25\u00a0%) makes Trainium2 "
                                "only cheapest"));
        QVERIFY(all.contains(QStringLiteral("adds 10 hours a month of kernel upkeep to each Trainium2 path (€1,000 a month, €24,000")));
        QVERIFY(de.join(QLatin1Char(' ')).contains(QStringLiteral("Über 24 Monate ist Nur GPU der günstigste Weg: 312.000\u00a0€")));
        // Without a verdict, the text says why.
        const QString none =
            horizonText(cost(horizon(), measured(), std::nullopt), QStringLiteral("en"), QLocale::c()).join(QLatin1Char(' '));
        QVERIFY2(none.contains(QStringLiteral("No verdict over the horizon yet: the engineering rate is not set")), qPrintable(none));
        // No horizon, no words.
        QVERIFY(horizonText(cost(CostHorizon()), QStringLiteral("en"), QLocale::c()).isEmpty());
    }

    void aTieKeepsTheCurrentPlatform()
    {
        // Trainium2 porting of 240 h makes both 312,000 €: staying on GPU is the reasonable
        // choice when the switch saves nothing.
        CostHorizon h = horizon();
        h.inputs[QStringLiteral("trainium2.porting_hours")] = a(240);
        const HorizonCost c = cost(h);
        QCOMPARE(*c.path(HorizonPath::Trainium2).total, 312000.0);
        QCOMPARE(*c.cheapest, HorizonPath::Gpu);
        // A tie now is a flip right here: any less Trainium2 porting makes it cheapest.
        QCOMPARE(*flip(c, QStringLiteral("trainium2.porting_hours"))->below, 240.0);
        QCOMPARE(flip(c, QStringLiteral("trainium2.porting_hours"))->belowPath, HorizonPath::Trainium2);
    }

    void aHeadStartThatRunsOutAndAFlatDifferenceAreSaid()
    {
        const QLocale en(QLocale::English, QLocale::UnitedStates);
        // GPU only needs 100 h (10,000 €) once; Trainium2 only nothing, but 50 h upkeep: 14,000 €
        // a month against 13,000 €. Cheaper for 10,000 / 1,000 = 10 months, then dearer.
        CostHorizon h = horizon();
        h.inputs[QStringLiteral("gpu.porting_hours")] = a(100);
        h.inputs[QStringLiteral("trainium2.porting_hours")] = a(0);
        h.inputs[QStringLiteral("trainium2.upkeep_hours_per_month")] = a(50);
        HorizonCost c = cost(h);
        QCOMPARE(*c.breakEvens.at(0).cheaperUntil, 10.0);
        QVERIFY(!c.breakEvens.at(0).never && !c.breakEvens.at(0).month);
        QVERIFY2(
            horizonText(c, QStringLiteral("en"), en)
                .contains(QStringLiteral(
                    "Trainium2 only costs less than GPU only at first, until month 10.0; after that it costs €1,000 more every month.")),
            qPrintable(horizonText(c, QStringLiteral("en"), en).join(QLatin1Char('\n'))));
        // The same 13,000 € a month after 300 h once: dearer by 30,000 € for good.
        h = horizon();
        h.inputs[QStringLiteral("trainium2.upkeep_hours_per_month")] = a(40);
        c = cost(h);
        QVERIFY(c.breakEvens.at(0).never);
        QVERIFY(horizonText(c, QStringLiteral("en"), en)
                    .contains(QStringLiteral("Trainium2 only never breaks even with GPU only: it costs as much every month and stays "
                                             "dearer by its one-time €30,000.")));
    }

    void theSectionReadsAndWritesWithLocatedErrors()
    {
        const ProjectLoadResult read = parse("cost_horizon:\n"
                                             "  months: {value: 24, label: planning period, source: finance plan 2027, date: 2026-11-30}\n"
                                             "  trainings_per_month: 100\n"
                                             "  kernel_share: {value: 0.25, label: our estimate}\n"
                                             "  trainium2:\n"
                                             "    porting_hours: {value: 300, label: \"two engineers, six weeks\"}\n"
                                             "  dual:\n"
                                             "    fallback_runs_per_month: 4\n");
        QVERIFY2(read.project, qPrintable(diagnosticsText(read.diagnostics)));
        const CostHorizon &h = read.project->costHorizon;
        QCOMPARE(*h.value(QStringLiteral("months")), 24.0);
        QVERIFY(h.inputs.value(QStringLiteral("months")).confirmed());
        QVERIFY(!h.inputs.value(QStringLiteral("kernel_share")).confirmed());
        QCOMPARE(*h.value(QStringLiteral("trainium2.porting_hours")), 300.0);
        QCOMPARE(h.inputs.value(QStringLiteral("trainium2.porting_hours")).label, QStringLiteral("two engineers, six weeks"));
        QCOMPARE(*h.value(QStringLiteral("dual.fallback_runs_per_month")), 4.0);
        // Written and read again: the same horizon.
        const ProjectLoadResult again = parseProject(serializeProject(*read.project), QStringLiteral("p.yaml"));
        QVERIFY2(again.project, qPrintable(diagnosticsText(again.diagnostics)));
        QVERIFY(again.project->costHorizon == h);

        const struct
        {
            QByteArray yaml;
            const char *message;
        } bad[] = {
            {"cost_horizon:\n  monts: 24\n", "p.yaml:4:3: cost_horizon.monts: unknown key; did you mean 'months'?"},
            {"cost_horizon:\n  trainium2:\n    porting_hour: 3\n",
             "p.yaml:5:5: cost_horizon.trainium2.porting_hour: unknown key; did you mean 'porting_hours'?"},
            {"cost_horizon:\n  months: 1e300\n", "cost_horizon.months: must lie between 1 and 600, found 1e+300"},
            {"cost_horizon:\n  months: 2.5\n", "cost_horizon.months: expected a whole number"},
            {"cost_horizon:\n  kernel_share: {value: 1.5}\n", "p.yaml:4:25: cost_horizon.kernel_share.value: must lie between 0 and 1"},
            {"cost_horizon:\n  dual:\n    porting_hours: {value: -3}\n", "must lie between 0 and"},
            {"cost_horizon:\n  months: {value: 24, date: soon}\n",
             "cost_horizon.months.date: expected a date like 2026-11-30, found 'soon'"},
            {"cost_horizon:\n  months: {value: 24, sorce: x}\n", "cost_horizon.months.sorce: unknown key; did you mean 'source'?"},
            {"cost_horizon:\n  trainings_per_month: 3\n  tokens_per_month: 9\n",
             "cost_horizon.tokens_per_month: give trainings_per_month or tokens_per_month, not both"},
        };
        for (const auto &b : bad) {
            const ProjectLoadResult r = parse(b.yaml);
            const QString text = diagnosticsText(r.diagnostics);
            QVERIFY2(!r.project, b.yaml.constData());
            QVERIFY2(text.contains(QLatin1String(b.message)), qPrintable(text));
        }
    }
};

QTEST_GUILESS_MAIN(TestCostHorizon)
#include "tst_costhorizon.moc"
