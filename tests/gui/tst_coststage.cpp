// The Cost stage on a reference and a pilot run of the real pilot-trainer, priced by a price
// table written for this test (its figures are test inputs, not prices of any platform): the
// time chain with a bar per run and per role, the cost per accepted state with how it was
// reached, the projection with break-even, money in the UI language's format, and a layout
// that fits 1280×720 in both languages.
#include "guifixture.h"
#include "pilotctlrun.h"

#include "../trainer/trainertest.h"

#include "app/costcharts.h"
#include "app/costpage.h"
#include "app/mainwindow.h"
#include "app/projectdocument.h"

#include "core/compare/pilotresults.h"
#include "core/record/decisionrecord.h"

#include <QBarSet>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QProcess>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>

using namespace pilot;
using namespace pilot::app;
using namespace pilot::test;

class TestCostStage : public GuiFixture
{
    Q_OBJECT
private Q_SLOTS:
    void showsTheChainTheCostPerStateAndTheProjection()
    {
#ifndef PILOT_TRAINER
        QSKIP("pilot-trainer is not built (PILOT_WITH_TORCH=OFF)");
#else
        const QString dir = scratch().path();
        trainertest::writeData(dir);
        const QString jobFile = trainertest::writeJobFile(dir + QStringLiteral("/job.json"), trainertest::tinyJob(30, QStringLiteral("lora")));
        for (const QString &name : {QStringLiteral("reference"), QStringLiteral("pilot")}) {
            const QString failed = runJobToCompletion(QStringLiteral(PILOTCTL), QStringLiteral(PILOT_TRAINER), jobFile, dir + QStringLiteral("/runs/") + name);
            QVERIFY2(failed.isEmpty(), qPrintable(failed));
        }
        QFile prices(dir + QStringLiteral("/prices.yaml"));
        QVERIFY(prices.open(QIODevice::WriteOnly));
        prices.write("schema: migration-pilot/prices@1\nprices:\n"
                     "  - {id: gpu-test, label: test GPU, platform: gpu, unit: instance_hour, price_per_hour: 10, currency: EUR,"
                     " pricing: on_demand, source: test input of tst_coststage, date: 2026-12-01}\n"
                     "  - {id: trn-test, label: test Trainium2, platform: trainium2, unit: instance_hour, price_per_hour: 6,"
                     " currency: EUR, pricing: on_demand}\n");
        prices.close();
        QFile project(dir + QStringLiteral("/project.yaml"));
        QVERIFY(project.open(QIODevice::WriteOnly));
        project.write("schema: migration-pilot/project@1\ntitle: cost\n"
                      "profile: {training_steps: 3000, expected_experiments: 12}\n"
                      "limits: {loss_deviation_abs: 0.05, loss_deviation_rel: 0.03, output_quality_min: 0}\n"
                      "runs:\n  - {path: runs/reference, role: reference, label: reference}\n  - {path: runs/pilot, role: pilot, label: pilot}\n"
                      "price_table: prices.yaml\n"
                      "prices: {runs: {runs/reference: gpu-test, runs/pilot: trn-test}}\n"
                      "assumptions:\n  amortisation:\n    currency: EUR\n    porting_hours: {value: 160}\n    engineer_rate: {value: 95}\n"
                      "    compile_hours: {value: 12}\n    pilot_run_hours: {value: 48}\n    gpu_price_per_hour: {value: 10}\n"
                      "    trainium_price_per_hour: {value: 6}\n    relative_throughput: {value: 1}\n    planned_gpu_hours: {value: 2400}\n");
        project.close();
        QVERIFY(m_window->openProject(project.fileName()));

        auto *page = m_window->findChild<CostPage *>();
        QSignalSpy calculated(page, &CostPage::calculated);
        QTest::qWait(100);
        QCOMPARE(calculated.count(), 0); // hidden: nothing read
        m_window->showStage(MainWindow::CostStage);
        QVERIFY(calculated.wait(120000));
        QVERIFY(page->model());
        const CostModel &model = *page->model();

        // A bar per run and per role, the phases stacked in one fixed order.
        auto *series = qobject_cast<QHorizontalStackedBarSeries *>(page->findChild<TimeChainChart *>()->chart()->series().value(0));
        QVERIFY(series);
        QCOMPARE(series->count(), int(chainPhaseNames().size()));
        QCOMPARE(series->barSets().at(3)->label(), QStringLiteral("training"));
        QCOMPARE(series->barSets().at(0)->count(), 4); // reference, pilot, all reference runs, all pilot runs

        // Cost per accepted state: the step-30 checkpoint with its evaluation, per role.
        auto *roles = page->findChild<QTableWidget *>(QStringLiteral("costRoles"));
        QCOMPARE(roles->rowCount(), int(model.roles.size()));
        const RoleCost *pilotRole = model.role(RunRole::Pilot);
        QVERIFY(pilotRole && pilotRole->total);
        QCOMPARE(pilotRole->acceptedStates.value_or(-1), 1);
        QVERIFY(pilotRole->costPerAcceptedState);
        QCOMPARE(*pilotRole->costPerAcceptedState, *pilotRole->total);
        QVERIFY2(roles->item(1, 5)->text().contains(QStringLiteral("€")), qPrintable(roles->item(1, 5)->text()));
        const QString why = page->findChild<QLabel *>(QStringLiteral("costWhy"))->text();
        QVERIFY2(why.contains(QLatin1String("unconfirmed assumption")), qPrintable(why)); // the Trainium2 test price has no source
        roles->selectRow(0);
        QVERIFY2(page->findChild<QLabel *>(QStringLiteral("costWhy"))->text().contains(QLatin1String("source: test input of tst_coststage")),
                 qPrintable(page->findChild<QLabel *>(QStringLiteral("costWhy"))->text()));
        const QString projection = page->findChild<QLabel *>(QStringLiteral("costProjection"))->text();
        QVERIFY2(projection.startsWith(QLatin1String("A projection, not a measurement")), qPrintable(projection));
        const bool breakEven = model.projection.reference.costPerTraining && model.projection.pilot.costPerTraining && model.projection.preparationCost;
        QCOMPARE(!page->findChild<BreakEvenChart *>()->isHidden(), breakEven);
        QVERIFY2(breakEven, qPrintable(model.projection.breakEvenReason + QLatin1Char(' ') + model.projection.preparationReason));

        // The decision record carries the same figures and judges the cost.
        DecisionRecord record(m_window->document()->project(), DecisionRules::builtIn(), QStringLiteral("en"), QDate(2026, 12, 1));
        record.setPilotResults(computePilotResults(m_window->document()->project(), dir));
        // Read as the HTML a reader sees (Markdown escapes the decimal point).
        const QString md = record.html();
        const double perStateValue = *pilotRole->costPerAcceptedState;
        const QString perState = (perStateValue >= 1 ? QLocale(QLocale::English).toString(perStateValue, 'f', 2)
                                                     : QLocale(QLocale::English).toString(perStateValue, 'g', 3))
                                 + QStringLiteral(" EUR");
        QVERIFY2(md.contains(QStringLiteral("Cost per accepted training state")) && md.contains(perState),
                 qPrintable(perState + QLatin1Char('\n') + md.mid(md.indexOf(QLatin1String("Cost per accepted")), 3000)));
        const RoleCost *referenceRole = model.role(RunRole::Reference);
        const bool cheaper = *pilotRole->costPerAcceptedState <= *referenceRole->costPerAcceptedState;
        const QString mdText = record.markdown();
        const QString verdictRow = mdText.mid(mdText.indexOf(QLatin1String("| Cost per accepted training state | at most the reference")));
        QVERIFY2(verdictRow.left(verdictRow.indexOf(QLatin1Char('\n'))).endsWith(cheaper ? QStringLiteral("| pass |") : QStringLiteral("| fail |")),
                 qPrintable(verdictRow.left(400)));

        QVERIFY(m_window->minimumSizeHint().width() <= 1280 && m_window->minimumSizeHint().height() <= 720);
        m_window->resize(1280, 720);
        QTest::qWait(200);
        m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/cost-stage-en.png"));
        page->findChild<QTabWidget *>()->setCurrentIndex(2);
        QTest::qWait(200);
        m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/cost-projection-en.png"));

        // German: money as German readers write it, without calculating again.
        m_languages->setLanguage(QStringLiteral("de"));
        QTRY_VERIFY(roles->horizontalHeaderItem(0)->text() == QStringLiteral("Rolle"));
        QVERIFY2(roles->item(1, 5)->text().contains(QLatin1Char(',')) && roles->item(1, 5)->text().endsWith(QStringLiteral("€")),
                 qPrintable(roles->item(1, 5)->text()));
        QCOMPARE(calculated.count(), 2); // the language change shows the same model again; nothing is read
        QTest::qWait(200);
        m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/cost-projection-de.png"));
#endif
    }
};

PILOT_GUI_TEST_MAIN(TestCostStage)
#include "tst_coststage.moc"
