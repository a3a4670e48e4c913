// The calculators' assumptions in the project file and in the decision record.
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
        p.assumptions.amortisation.insert(QLatin1String(key), Assumption{value, QStringLiteral("label of ") + QLatin1String(key)});
    return p;
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
                                "    layers: 2.5\n";
        const ProjectLoadResult loaded = parseProject(yaml, QStringLiteral("p.yaml"));
        QVERIFY(!loaded.project);
        QStringList all;
        for (const Diagnostic &d : loaded.diagnostics)
            all << d.toString();
        const QString text = all.join(QLatin1Char('\n'));
        QVERIFY2(text.contains(QLatin1String("p.yaml:5:5: assumptions.amortisation.porting_hourz: unknown assumption")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("p.yaml:6:")) && text.contains(QLatin1String("above 0")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("p.yaml:8:")) && text.contains(QLatin1String("2 (bf16) or 4 (fp32)")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("p.yaml:9:")) && text.contains(QLatin1String("whole number")), qPrintable(text));
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
