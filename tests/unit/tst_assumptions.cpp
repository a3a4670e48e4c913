// The calculators' assumptions in the project file and in the decision record.
#include "core/cost/assumedprices.h"
#include "core/cost/costprojection.h"
#include "core/project/projectreader.h"
#include "core/project/projectwriter.h"
#include "core/record/decisionrecord.h"

#include <QTest>

using namespace pilot;

namespace {

Project withAmortisation()
{
    Project p;
    p.title = QStringLiteral("t");
    p.assumptions.currency = QStringLiteral("EUR");
    const QList<std::pair<const char *, double>> values = {
        {"porting_hours", 100},     {"engineer_rate", 100},          {"compile_hours", 10},        {"pilot_run_hours", 40},
        {"gpu_price_per_hour", 40}, {"trainium_price_per_hour", 20}, {"relative_throughput", 0.8}, {"planned_gpu_hours", 2000}};
    for (const auto &[key, value] : values)
        p.assumptions.amortisation.insert(QLatin1String(key),
                                          Assumption{value, QStringLiteral("label of ") + QLatin1String(key), QString()});
    return p;
}

QString located(const ProjectLoadResult &loaded)
{
    QStringList all;
    for (const Diagnostic &d : loaded.diagnostics)
        all << d.toString();
    return all.join(QLatin1Char('\n'));
}

} // namespace

class TestAssumptions : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip()
    {
        Project p = withAmortisation();
        p.assumptions.amortisation[QStringLiteral("relative_throughput")].value.reset(); // label only: still to measure
        p.assumptions.memory.insert(QStringLiteral("hidden"), 4096);
        p.assumptions.memory.insert(QStringLiteral("lora"), 0);
        p.assumptions.device = QStringLiteral("h200");
        const ProjectLoadResult again = parseProject(serializeProject(p), QStringLiteral("p.yaml"));
        QVERIFY2(again.project, again.diagnostics.isEmpty() ? "" : qPrintable(again.diagnostics.constFirst().toString()));
        const Assumptions &a = again.project->assumptions;
        QCOMPARE(a.currency, QStringLiteral("EUR"));
        QCOMPARE(a.amortisation.value(QStringLiteral("engineer_rate")).value, std::optional<double>(100));
        QCOMPARE(a.amortisation.value(QStringLiteral("relative_throughput")).label, QStringLiteral("label of relative_throughput"));
        QVERIFY(!a.amortisation.value(QStringLiteral("relative_throughput")).value);
        QStringList missing;
        QVERIFY(!a.amortisationInputs(&missing));
        QCOMPARE(missing, QStringList{QStringLiteral("relative_throughput")});
        QCOMPARE(a.modelShape().hidden, 4096);
        QCOMPARE(a.modelShape().layers, 32); // defaults for what the project does not say
        QVERIFY(!a.trainingSetup().lora);
        QCOMPARE(a.device, QStringLiteral("h200"));
    }

    void errorsAreLocated()
    {
        const QByteArray yaml = "schema: migration-pilot/project@1\n"
                                "title: t\n"
                                "assumptions:\n"
                                "  amortisation:\n"
                                "    porting_hourz: {value: 1}\n"
                                "    relative_throughput: {value: 0}\n"
                                "  memory:\n"
                                "    weight_bytes: 3\n"
                                "    layers: 2.5\n"
                                "    hidden: 9223372036854775808\n";
        const ProjectLoadResult loaded = parseProject(yaml, QStringLiteral("p.yaml"));
        QVERIFY(!loaded.project);
        const QString text = located(loaded);
        QVERIFY2(text.contains(QLatin1String("p.yaml:5:5: assumptions.amortisation.porting_hourz: unknown assumption")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("p.yaml:6:")) && text.contains(QLatin1String("above 0")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("p.yaml:8:")) && text.contains(QLatin1String("2 (bf16) or 4 (fp32)")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("p.yaml:9:")) && text.contains(QLatin1String("whole number")), qPrintable(text));
        // A number far beyond what is plausible is a slip, refused where it is written.
        QVERIFY2(text.contains(QLatin1String("p.yaml:10:")) && text.contains(QLatin1String("must lie between 0 and 1e+09")),
                 qPrintable(text));
        for (const char *value : {"1e300", "1000001"}) {
            const ProjectLoadResult hours = parseProject(
                QByteArray("schema: migration-pilot/project@1\ntitle: t\nassumptions:\n  amortisation:\n    porting_hours: {value: ")
                    + value + "}\n",
                QStringLiteral("p.yaml"));
            QVERIFY(!hours.project);
            QVERIFY2(located(hours).contains(QLatin1String("p.yaml:5:"))
                         && located(hours).contains(QLatin1String("must lie between 0 and 1e+06")),
                     qPrintable(located(hours)));
        }
    }

    // A price lives in one place: the calculator names a price table entry, the project file
    // keeps only its id, and every reader takes the figure from the table.
    void pricesComeFromThePriceTable()
    {
        Project p = withAmortisation();
        p.assumptions.currency.clear();
        p.assumptions.amortisation[QStringLiteral("gpu_price_per_hour")] = Assumption{std::nullopt, QString(), QStringLiteral("gpu-od")};
        p.assumptions.amortisation[QStringLiteral("trainium_price_per_hour")] = Assumption{std::nullopt, QString(),
                                                                                           QStringLiteral("trn2-od")};
        const QByteArray yaml = serializeProject(p);
        QVERIFY2(yaml.contains("price: gpu-od") && yaml.contains("price: trn2-od"), yaml.constData());
        const ProjectLoadResult again = parseProject(yaml, QStringLiteral("p.yaml"));
        QVERIFY(again.project);
        QCOMPARE(again.project->assumptions.amortisation.value(QStringLiteral("trainium_price_per_hour")).price, QStringLiteral("trn2-od"));
        QVERIFY(!again.project->assumptions.amortisation.value(QStringLiteral("trainium_price_per_hour")).value);

        Diagnostics diagnostics;
        const auto table = PriceTable::parse(
            "schema: migration-pilot/prices@1\n"
            "prices:\n"
            "  - {id: gpu-od, label: GPU box, platform: gpu, unit: instance_hour, price_per_hour: 40,\n"
            "     currency: EUR, pricing: on_demand, source: list, date: 2026-11-30}\n"
            "  - {id: trn2-od, label: Trn2 box, platform: trainium2, unit: instance_hour, price_per_hour: 20,\n"
            "     currency: EUR, pricing: on_demand, source: list, date: 2026-11-30}\n"
            "  - {id: trn2-chip, platform: trainium2, unit: chip_hour, price_per_hour: 2,\n"
            "     currency: EUR, pricing: on_demand}\n"
            "  - {id: gpu-usd, platform: gpu, unit: instance_hour, price_per_hour: 45,\n"
            "     currency: USD, pricing: on_demand}\n",
            QStringLiteral("prices.yaml"), &diagnostics);
        QVERIFY(table);
        const Assumptions priced = pricedAssumptions(again.project->assumptions, &*table);
        QCOMPARE(priced.currency, QStringLiteral("EUR")); // the entries' currency when the calculator names none
        QCOMPARE(priced.amortisation.value(QStringLiteral("gpu_price_per_hour")).value, std::optional<double>(40));
        QVERIFY(priced.amortisation.value(QStringLiteral("trainium_price_per_hour"))
                    .label.contains(QStringLiteral("trn2-od — Trn2 box, list")));
        // The same figures as when entered by hand (recordListsAssumptionsAndBreakEven): 733 hours.
        const auto inputs = priced.amortisationInputs();
        QVERIFY(inputs);
        QCOMPARE(qRound(*amortise(*inputs).breakEvenGpuHours), 733);
        QCOMPARE(amortisationPriceChoices(QStringLiteral("trainium_price_per_hour"), *table).size(), 1); // not the chip price

        // An entry that cannot stand for the input leaves it missing, with the reason as its label.
        const auto problem = [&](const QString &key, const QString &id, const QString &currency) {
            Assumptions a = again.project->assumptions;
            a.currency = currency;
            a.amortisation[key].price = id;
            const Assumptions out = pricedAssumptions(a, &*table);
            QStringList missing;
            return out.amortisationInputs(&missing) || !missing.contains(key) ? QStringLiteral("(has a value)")
                                                                              : out.amortisation.value(key).label;
        };
        QVERIFY(problem(QStringLiteral("trainium_price_per_hour"), QStringLiteral("trn2-chip"), QString())
                    .contains(QLatin1String("chip_hour")));
        QVERIFY(problem(QStringLiteral("trainium_price_per_hour"), QStringLiteral("gpu-od"), QString())
                    .contains(QLatin1String("platform gpu")));
        QVERIFY(problem(QStringLiteral("gpu_price_per_hour"), QStringLiteral("gone"), QString()).contains(QLatin1String("no entry gone")));
        QVERIFY(
            problem(QStringLiteral("gpu_price_per_hour"), QStringLiteral("gpu-usd"), QStringLiteral("EUR")).contains(QLatin1String("USD")));
        const Assumptions unread = pricedAssumptions(again.project->assumptions, nullptr);
        QVERIFY(!unread.amortisationInputs());
        QVERIFY(unread.amortisation.value(QStringLiteral("gpu_price_per_hour")).label.contains(QLatin1String("could not be read")));

        // The Cost stage's preparation cost takes the same figure: 100 × 100 + (10 + 40) × 20.
        const CostProjection projection = projectCost(*again.project, {}, &*table);
        QCOMPARE(projection.preparationCost, std::optional<double>(11000));
    }

    void aPriceIsEitherLinkedOrEntered()
    {
        const QByteArray yaml = "schema: migration-pilot/project@1\n"
                                "title: t\n"
                                "assumptions:\n"
                                "  amortisation:\n"
                                "    gpu_price_per_hour: {price: gpu-od, value: 40}\n"
                                "    porting_hours: {price: gpu-od}\n";
        const ProjectLoadResult loaded = parseProject(yaml, QStringLiteral("p.yaml"));
        QVERIFY(!loaded.project);
        const QString text = located(loaded);
        QVERIFY2(text.contains(QLatin1String("p.yaml:5:"))
                     && text.contains(QLatin1String("gpu_price_per_hour.value: a value beside price")),
                 qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("p.yaml:6:")) && text.contains(QLatin1String("porting_hours.price: only gpu_price_per_hour")),
                 qPrintable(text));
    }

    void recordListsAssumptionsAndBreakEven_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("heading");
        QTest::addColumn<QString>("breakEven");
        // Preparation 100 h x 100 + (10 + 40) h x 20 = 11,000; Trainium2 costs 20 / 0.8 = 25 per
        // hour of reference work against 40 on GPU: 15 saved per hour; 11,000 / 15 = 733 hours;
        // net over 2,000 hours: 30,000 - 11,000 = 19,000.
        QTest::newRow("en") << "en"
                            << "## Assumptions"
                            << "Break-even after 733 reference GPU hours of training; preparation €11,000, saving €15.00 per hour; "
                               "net over the plan €19,000.";
        QTest::newRow("de") << "de"
                            << "## Annahmen"
                            << "Amortisiert nach 733 Referenz-GPU-Stunden Training; Vorbereitung 11.000\u00A0€, Ersparnis 15,00\u00A0€ pro "
                               "Stunde; netto über den Plan 19.000\u00A0€.";
    }

    void recordListsAssumptionsAndBreakEven()
    {
        QFETCH(QString, language);
        QFETCH(QString, heading);
        QFETCH(QString, breakEven);
        const QString md = DecisionRecord(withAmortisation(), DecisionRules::builtIn(), language, QDate(2026, 12, 1)).markdown();
        QVERIFY(md.contains(heading));
        QVERIFY2(md.contains(breakEven), qPrintable(md.mid(md.indexOf(heading))));
        QVERIFY(md.contains(QLatin1String("(label of relative_throughput)")));
        Project never = withAmortisation();
        never.assumptions.amortisation[QStringLiteral("relative_throughput")].value = 0.5; // 40 per hour: no saving
        const QString none = DecisionRecord(never, DecisionRules::builtIn(), language, QDate(2026, 12, 1)).markdown();
        QVERIFY(!none.contains(breakEven.left(12)));
        QVERIFY(none.contains(language == QLatin1String("de") ? QStringLiteral("Keine Amortisation") : QStringLiteral("No break-even")));
    }
};

QTEST_GUILESS_MAIN(TestAssumptions)
#include "tst_assumptions.moc"
