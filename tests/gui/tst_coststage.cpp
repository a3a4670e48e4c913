// The Cost stage on a reference and a pilot run of the real pilot-trainer, priced by a price
// table written for this test (its figures are test inputs, not prices of any platform): the
// time chain with a bar per run and per role, the cost per accepted state with how it was
// reached, the projection with break-even, money in the UI language's format, and a layout
// that fits 1280×720 in both languages.
#include "guifixture.h"
#include "pilotctlrun.h"

#include "../trainer/trainertest.h"

#include "app/costpage.h"
#include "app/mainwindow.h"
#include "app/pricesdialog.h"
#include "app/projectdocument.h"
#include "app/reportpage.h"
#include "app/runsincostdialog.h"
#include "charts/costcharts.h"

#include "core/cost/moneytext.h"
#include "core/cost/pricetable.h"
#include "core/decision/decisionengine.h"
#include "core/record/decisionrecord.h"
#include "core/results/pilotresults.h"

#include <QAction>
#include <QBarSet>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QHorizontalStackedBarSeries>
#include <QImage>
#include <QLabel>
#include <QLineSeries>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBrowser>
#include <QUndoStack>

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
                     " currency: EUR, pricing: on_demand}\n"
                     "  - {id: trn-spot, label: test Trainium2 spot, platform: trainium2, unit: instance_hour, price_per_hour: 3,"
                     " currency: EUR, pricing: spot}\n");
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

        // What if: the pilot at the spot price of the same instance — half the hourly price, half
        // the cost per training — and the break-even chart follows; "As Measured" goes back.
        auto *tabs = page->findChild<QTabWidget *>();
        tabs->setCurrentIndex(2);
        auto *priceChoice = page->findChild<QComboBox *>(QStringLiteral("whatIfPrice"));
        auto *whatIfResult = page->findChild<QLabel *>(QStringLiteral("whatIfResult"));
        QCOMPARE(priceChoice->count(), 2);
        QVERIFY2(whatIfResult->text().startsWith(QLatin1String("Pilot per training:")), qPrintable(whatIfResult->text()));
        QVERIFY(!whatIfResult->text().contains(QLatin1String("not a measurement")));
        const auto pilotSlope = [&] {
            const auto lines = page->findChild<BreakEvenChart *>()->chart()->series();
            const auto *pilotLine = qobject_cast<QLineSeries *>(lines.value(1));
            return pilotLine ? (pilotLine->at(1).y() - pilotLine->at(0).y()) / (pilotLine->at(1).x() - pilotLine->at(0).x()) : -1.0;
        };
        const double measuredPerTraining = *model.projection.pilot.costPerTraining;
        QVERIFY(qFuzzyCompare(pilotSlope(), measuredPerTraining));
        priceChoice->setCurrentIndex(1);
        QVERIFY(qFuzzyCompare(pilotSlope(), measuredPerTraining / 2));
        QVERIFY2(whatIfResult->text().contains(QLatin1String("A what-if on the projection, not a measurement.")), qPrintable(whatIfResult->text()));
        auto *failureRate = page->findChild<QSlider *>(QStringLiteral("whatIfFailureRate"));
        failureRate->setValue(failureRate->maximum());
        QCOMPARE(page->findChild<QLabel *>(QStringLiteral("whatIfFailureLabel"))->text(), QStringLiteral("Fa&ilure rate: × 3.00"));
        page->findChild<QWidget *>(QStringLiteral("costWhatIf"))->findChild<QPushButton *>()->click(); // As Measured
        QCOMPARE(priceChoice->currentIndex(), 0);
        QCOMPARE(failureRate->value(), 4);
        QVERIFY(qFuzzyCompare(pilotSlope(), measuredPerTraining));

        // Chart export: the chart of the tab shown; the table's tab has none.
        QString exportError;
        QVERIFY2(page->exportChartTo(dir + QStringLiteral("/break-even.svg"), &exportError), qPrintable(exportError));
        QFile svg(dir + QStringLiteral("/break-even.svg"));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        QVERIFY(svg.readAll().contains("<svg"));
        tabs->setCurrentIndex(0);
        QVERIFY2(page->exportChartTo(dir + QStringLiteral("/time-chain.png"), &exportError), qPrintable(exportError));
        QVERIFY(!QImage(dir + QStringLiteral("/time-chain.png")).isNull());
        tabs->setCurrentIndex(1);
        QVERIFY(!page->exportChartTo(dir + QStringLiteral("/none.png"), &exportError));
        QVERIFY(!QFileInfo::exists(dir + QStringLiteral("/none.png")));
        tabs->setCurrentIndex(0);

        // The decision record carries the same figures and judges the cost.
        DecisionRecord record(m_window->document()->project(), DecisionRules::builtIn(), QStringLiteral("en"), QDate(2026, 12, 1));
        record.setPilotResults(computePilotResults(m_window->document()->project(), dir));
        // Read as the HTML a reader sees (Markdown escapes the decimal point).
        const QString md = record.html();
        const double perStateValue = *pilotRole->costPerAcceptedState;
        // Written as every page writes money (moneyText: with its currency, three significant digits below 1).
        const QString perState = moneyText(perStateValue, QStringLiteral("EUR"), QLocale(QLocale::English));
        QVERIFY2(md.contains(QStringLiteral("Cost per accepted training state")) && md.contains(perState),
                 qPrintable(perState + QLatin1Char('\n') + md.mid(md.indexOf(QLatin1String("Cost per accepted")), 3000)));
        const RoleCost *referenceRole = model.role(RunRole::Reference);
        const bool cheaper = *pilotRole->costPerAcceptedState <= *referenceRole->costPerAcceptedState;
        const QString mdText = record.markdown();
        const QString verdictRow = mdText.mid(mdText.indexOf(QLatin1String("| Cost per accepted training state | at most the reference")));
        QVERIFY2(verdictRow.left(verdictRow.indexOf(QLatin1Char('\n'))).endsWith(cheaper ? QStringLiteral("| pass |") : QStringLiteral("| fail |")),
                 qPrintable(verdictRow.left(400)));

        // The record opens with a one-page summary that carries the same cost per accepted state.
        const QString html = record.html();
        const qsizetype summary = html.indexOf(QLatin1String("<h2>Summary</h2>"));
        QVERIFY(summary > 0 && summary < html.indexOf(QLatin1String("<h2>Recommendation</h2>")));
        const QString summaryPart = html.mid(summary, html.indexOf(QLatin1String("pagebreak"), summary) - summary);
        QVERIFY2(summaryPart.contains(perState) && summaryPart.contains(QLatin1String("Pilot verdict")), qPrintable(summaryPart));

        // pilotctl draws the figures with the charts of the stages: embedded in HTML and PDF,
        // beside the file for Markdown.
        const QStringList figures{QStringLiteral("loss"), QStringLiteral("time-chain"), QStringLiteral("break-even")};
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("de")}) {
            for (const QString &suffix : {QStringLiteral("md"), QStringLiteral("html"), QStringLiteral("pdf")}) {
                const QString out = dir + QStringLiteral("/record-%1.%2").arg(language, suffix);
                QProcess report;
                report.start(QStringLiteral(PILOTCTL), {QStringLiteral("report"), project.fileName(), QStringLiteral("--lang"), language,
                                                        QStringLiteral("--out"), out});
                QVERIFY(report.waitForFinished(120000));
                QVERIFY2(report.exitCode() == 0, report.readAllStandardError().constData());
                QFile file(out);
                QVERIFY(file.open(QIODevice::ReadOnly));
                const QByteArray bytes = file.readAll();
                if (suffix == QLatin1String("html")) {
                    QCOMPARE(bytes.count("<img src=\"data:image/png;base64,"), figures.size());
                    const qsizetype at = bytes.indexOf("base64,") + 7;
                    const QImage loss = QImage::fromData(QByteArray::fromBase64(bytes.mid(at, bytes.indexOf('"', at) - at)), "PNG");
                    QCOMPARE(loss.width(), 1520); // drawn at twice the width it is shown at
                    // Drawn across the figure, not squeezed into a corner of it: the plot's grid,
                    // curves and labels colour much of the picture.
                    int inked = 0;
                    for (int y = 0; y < loss.height(); y += 4) {
                        for (int x = 0; x < loss.width(); x += 4)
                            inked += qGray(loss.pixel(x, y)) < 235 ? 1 : 0;
                    }
                    QVERIFY2(inked * 16 > loss.width() * loss.height() / 20, qPrintable(QString::number(inked)));
                } else if (suffix == QLatin1String("md")) {
                    for (const QString &figure : figures) {
                        const QString name = QStringLiteral("record-%1-%2.png").arg(language, figure);
                        QVERIFY2(bytes.contains(("](" + name + ")").toUtf8()), qPrintable(name));
                        QVERIFY(!QImage(dir + QLatin1Char('/') + name).isNull());
                    }
                } else {
                    QProcess list;
                    list.start(QStringLiteral("pdfimages"), {QStringLiteral("-list"), out});
                    QVERIFY(list.waitForFinished(60000));
                    const QList<QByteArray> lines = list.readAllStandardOutput().trimmed().split('\n');
                    QCOMPARE(lines.size() - 2, figures.size()); // two header lines, then one per image
                    // Kept for a person to look at, like the screenshots.
                    const QString kept = QStringLiteral(PILOT_BINARY_DIR "/cost-record-%1.pdf").arg(language);
                    QFile::remove(kept);
                    QFile::copy(out, kept);
                }
            }
        }
        // The Report stage previews the record with its figures.
        auto *report = m_window->findChild<ReportPage *>();
        QSignalSpy resultsRead(report, &ReportPage::resultsUpdated);
        m_window->showStage(MainWindow::ReportStage);
        QVERIFY(resultsRead.wait(120000));
        auto *preview = m_window->findChild<QTextBrowser *>(QStringLiteral("reportPreview"));
        for (const QString &figure : figures) {
            const QVariant image = preview->document()->resource(QTextDocument::ImageResource, QUrl(QStringLiteral("figure:") + figure));
            QVERIFY2(!image.value<QImage>().isNull(), qPrintable(figure));
        }
        m_window->resize(1280, 720);
        preview->scrollToAnchor(QString());
        QTest::qWait(200);
        m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/report-summary-en.png"));
        m_window->showStage(MainWindow::CostStage);

        // The record's language, not the window's: the figures of a German record speak German
        // while the window speaks English.
        TimeChainChart german;
        german.setLanguage(QStringLiteral("de"));
        german.setModel(model);
        auto *germanSeries = qobject_cast<QHorizontalStackedBarSeries *>(german.chart()->series().value(0));
        QVERIFY(germanSeries);
        QCOMPARE(germanSeries->barSets().at(4)->label(), QStringLiteral("Checkpoint schreiben"));
        QCOMPARE(series->barSets().at(4)->label(), QStringLiteral("checkpoint writing"));

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
        QVERIFY(calculated.count() >= 2); // the language change shows the same model again at once…
        // …and works it out again, so the model's own explanations speak German too.
        QTRY_VERIFY_WITH_TIMEOUT(calculated.count() == 3, 120000);
        auto *sensitivity = page->findChild<QTableWidget *>(QStringLiteral("costSensitivity"));
        QCOMPARE(sensitivity->item(0, 0)->text(), QStringLiteral("Compile-Cache warm: wiederholte Läufe ohne Kompilieren"));
        QTest::qWait(200);
        m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/cost-projection-de.png"));

        // The whole bill over the team's horizon, entered in the stage (German numbers), each
        // value one step of the project's history; costed at once without reading runs again.
        tabs->setCurrentIndex(3);
        auto *inputs = page->findChild<QTableWidget *>(QStringLiteral("horizonInputs"));
        auto *verdict = page->findChild<QLabel *>(QStringLiteral("horizonVerdict"));
        QVERIFY2(verdict->text().startsWith(QStringLiteral("Noch kein Kostenhorizont")), qPrintable(verdict->text()));
        const auto rowOf = [&](const QString &key) {
            for (int row = 0; row < inputs->rowCount(); ++row) {
                if (inputs->item(row, 0)->data(Qt::UserRole).toString() == key)
                    return row;
            }
            return -1;
        };
        const QList<std::pair<const char *, const char *>> typed{{"months", "24"},
                                                                 {"trainings_per_month", "20"},
                                                                 {"model_upkeep_hours_per_month", "40"},
                                                                 {"kernel_share", "0,2"},
                                                                 {"gpu.porting_hours", "0"},
                                                                 {"gpu.upkeep_hours_per_month", "8"},
                                                                 {"trainium2.porting_hours", "200"},
                                                                 {"trainium2.upkeep_hours_per_month", "24"},
                                                                 {"dual.porting_hours", "260"},
                                                                 {"dual.upkeep_hours_per_month", "30"},
                                                                 {"dual.fallback_runs_per_month", "0"}};
        // Whatever the language switch started has ended: from here every calculation is counted.
        QTest::qWait(300);
        QTRY_VERIFY_WITH_TIMEOUT(page->findChild<QProgressBar *>()->isHidden(), 120000);
        const int calculations = calculated.count();
        const int stepsBefore = m_window->document()->undoStack()->count();
        for (const auto &[key, value] : typed)
            inputs->item(rowOf(QLatin1String(key)), 1)->setText(QString::fromUtf8(value));
        inputs->item(rowOf(QStringLiteral("months")), 2)->setText(QStringLiteral("Planungsperiode der Finanzplanung"));
        inputs->item(rowOf(QStringLiteral("months")), 3)->setText(QStringLiteral("Finanzplan 2027"));
        inputs->item(rowOf(QStringLiteral("months")), 4)->setText(QStringLiteral("2026-11-30"));
        QCOMPARE(m_window->document()->undoStack()->count(), stepsBefore + int(typed.size()) + 3);
        QCOMPARE(calculated.count(), calculations); // nothing is read again for the horizon
        // A value out of its range is refused where it was typed, and the project keeps its own.
        inputs->item(rowOf(QStringLiteral("kernel_share")), 1)->setText(QStringLiteral("1,5"));
        auto *message = page->findChild<QLabel *>(QStringLiteral("horizonMessage"));
        QVERIFY2(!message->isHidden() && message->text().contains(QStringLiteral("muss zwischen 0 und 1 liegen")),
                 qPrintable(message->text()));
        QCOMPARE(*m_window->document()->project().costHorizon.value(QStringLiteral("kernel_share")), 0.2);
        inputs->item(rowOf(QStringLiteral("kernel_share")), 1)->setText(QStringLiteral("0,2"));
        QVERIFY(message->isHidden());
        // Tokens beside trainings would be a second measure of the same work: refused.
        inputs->item(rowOf(QStringLiteral("tokens_per_month")), 1)->setText(QStringLiteral("5000000"));
        QVERIFY2(!message->isHidden() && message->text().contains(QStringLiteral("nicht beides")), qPrintable(message->text()));
        QVERIFY(!m_window->document()->project().costHorizon.value(QStringLiteral("tokens_per_month")));
        inputs->item(rowOf(QStringLiteral("tokens_per_month")), 1)->setText(QString());
        QVERIFY(message->isHidden());

        // Worked by hand from the measured figures: 95 € an engineering hour.
        const HorizonCost &h = page->horizon();
        QVERIFY2(h.cheapest, qPrintable(h.incomplete.join(QLatin1Char('\n'))));
        const double ref = *h.measured.reference.costPerAcceptedTraining(), pil = *h.measured.pilot.costPerAcceptedTraining();
        QVERIFY(qAbs(*h.path(HorizonPath::Gpu).total - 24 * (8 * 95 + 20 * ref)) < 1e-6);
        QVERIFY(qAbs(*h.path(HorizonPath::Trainium2).total - (200 * 95 + 24 * (24 * 95 + 0.2 * 40 * 95 + 20 * pil))) < 1e-6);
        QVERIFY(qAbs(*h.path(HorizonPath::Dual).total - (260 * 95 + 24 * (30 * 95 + 0.2 * 40 * 95 + 20 * pil))) < 1e-6);
        // Short test runs cost cents; the engineering hours decide: GPU only is cheapest.
        QCOMPARE(*h.cheapest, HorizonPath::Gpu);
        QVERIFY2(verdict->text().contains(QStringLiteral("Über 24 Monate ist Nur GPU der günstigste Weg")), qPrintable(verdict->text()));
        auto *horizonChart = page->findChild<HorizonChart *>();
        QVERIFY(!horizonChart->isHidden());
        QCOMPARE(horizonChart->chart()->series().size(), 3); // three paths, no break-even within the horizon
        // Each input says where it would change the verdict, or that no value in its range does —
        // except the fallback re-checks: with no fallback run measured, more of them would leave
        // dual operation unknown, so nothing is said.
        QCOMPARE(inputs->item(rowOf(QStringLiteral("dual.fallback_runs_per_month")), 5)->text(), QString());
        for (const auto &[key, value] : typed) {
            if (QLatin1String(key) == QLatin1String("dual.fallback_runs_per_month"))
                continue;
            const QString at = inputs->item(rowOf(QLatin1String(key)), 5)->text();
            QVERIFY2(at.startsWith(QStringLiteral("unter ")) || at.startsWith(QStringLiteral("über "))
                         || at == QStringLiteral("keiner in ihrem Bereich"),
                     qPrintable(QLatin1String(key) + QLatin1String(": ") + at));
        }
        // The Plan's amortisation row has it as evidence, and the decision counts it: no.
        const DecisionOutcome outcome = decide(m_window->document()->pricedProject(), DecisionRules::builtIn(), QStringLiteral("de"), &h);
        QVERIFY(std::any_of(outcome.facts.begin(), outcome.facts.end(), [](const DecisionFact &f) {
            return f.row == QLatin1String("amortisation") && f.sourceKey == QLatin1String("cost_horizon") && f.value == Answer::No;
        }));
        // …and the Plan stage shows it on that row.
        auto *matrix = m_window->findChild<QTableWidget *>(QStringLiteral("decisionTable"));
        int amortisationRow = -1;
        for (int r = 0; r < matrix->rowCount(); ++r)
            amortisationRow = matrix->item(r, 0)->data(Qt::UserRole).toString() == QLatin1String("amortisation") ? r : amortisationRow;
        QVERIFY(amortisationRow >= 0);
        QTRY_VERIFY2(matrix->item(amortisationRow, 4)->toolTip().contains(QStringLiteral("Phase Kosten, Kostenhorizont")),
                     qPrintable(matrix->item(amortisationRow, 4)->toolTip()));
        QVERIFY(matrix->item(amortisationRow, 4)->text().contains(QStringLiteral("Kostenhorizont")));
        QVERIFY(m_window->minimumSizeHint().width() <= 1280 && m_window->minimumSizeHint().height() <= 720);
        QTest::qWait(200);
        m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/cost-horizon-de.png"));
        m_languages->setLanguage(QStringLiteral("en"));
        QTRY_VERIFY(verdict->text().contains(QStringLiteral("Over 24 months, GPU only is the cheapest path")));
        QTest::qWait(200);
        m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/cost-horizon-en.png"));

        // The record's summary and cost section carry the verdict and the assumptions.
        DecisionRecord withHorizon(m_window->document()->project(), DecisionRules::builtIn(), QStringLiteral("en"), QDate(2026, 12, 1));
        withHorizon.setPilotResults(computePilotResults(m_window->document()->project(), dir));
        const QString recordHtml = withHorizon.html();
        const qsizetype summaryAt = recordHtml.indexOf(QLatin1String("<h2>Summary</h2>"));
        QVERIFY2(recordHtml.indexOf(QLatin1String("Over 24 months, GPU only is the cheapest path"), summaryAt)
                     < recordHtml.indexOf(QLatin1String("pagebreak"), summaryAt),
                 qPrintable(recordHtml.mid(summaryAt, 3000)));
        QVERIFY(recordHtml.contains(QLatin1String("The whole bill over the cost horizon")));
        QVERIFY(recordHtml.contains(QLatin1String("Finanzplan 2027")));
        QVERIFY(recordHtml.contains(QLatin1String("unconfirmed assumption (no source or date)")));
        QVERIFY(withHorizon.document().figures().contains(QStringLiteral("cost-horizon")));

        // Undo takes the last value back, and the bill follows at once.
        m_window->document()->undoStack()->undo();
        QVERIFY(!m_window->document()->project().costHorizon.inputs.value(QStringLiteral("months")).date);
        m_window->document()->undoStack()->undo();
        m_window->document()->undoStack()->undo();
        m_window->document()->undoStack()->undo();
        QVERIFY(!page->horizon().cheapest);
        QVERIFY2(verdict->text().contains(QStringLiteral("cost_horizon.dual.fallback_runs_per_month is not set")),
                 qPrintable(verdict->text()));
#endif
    }

    // A 180-second aborted launch test weighs on the reference's projection far beyond its
    // share: the Cost stage names it beside the roles, and Runs in the Cost leaves it out with a
    // reason, as one undo step.
    void aRunThatMovesTheProjectionCanBeLeftOut()
    {
        const QDir dir(scratch().path());
        const auto event = [](const QString &fields) { return QByteArray("{\"v\":1,") + fields.toUtf8() + "}\n"; };
        const auto span = [&](const char *name, int from, int to) {
            return event(
                       QStringLiteral("\"type\":\"phase\",\"name\":\"%1\",\"state\":\"begin\",\"t\":%2").arg(QLatin1String(name)).arg(from))
                   + event(
                       QStringLiteral("\"type\":\"phase\",\"name\":\"%1\",\"state\":\"end\",\"t\":%2").arg(QLatin1String(name)).arg(to));
        };
        const auto step = [&](int n, int t) {
            return event(QStringLiteral("\"type\":\"step\",\"t\":%1,\"step\":%2,\"loss\":2").arg(t).arg(n));
        };
        const auto run = [&](const QString &name, int t0, const QByteArray &middle, const char *status, int t1) {
            QDir().mkpath(dir.filePath(QStringLiteral("runs/") + name));
            QFile f(dir.filePath(QStringLiteral("runs/%1/metrics.jsonl").arg(name)));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(event(QStringLiteral("\"type\":\"run_start\",\"t\":%1,\"run_id\":\"%2\",\"backend\":\"libtorch\",\"device\":\"cpu\","
                                         "\"host\":\"h\",\"pid\":1")
                              .arg(t0)
                              .arg(name))
                    + span("environment", t0, t0 + 10) + middle
                    + event(QStringLiteral("\"type\":\"run_end\",\"t\":%1,\"status\":\"%2\",\"reason\":\"\",\"exit_code\":0")
                                .arg(t1)
                                .arg(QLatin1String(status))));
        };
        // Completed: first step at +20, then four steps of 10 s in the train phase.
        const auto trained = [&](int t0) {
            return span("first_step", t0 + 10, t0 + 20) + step(1, t0 + 20) + span("train", t0 + 20, t0 + 60) + step(2, t0 + 30)
                   + step(3, t0 + 40) + step(4, t0 + 50) + step(5, t0 + 60);
        };
        run(QStringLiteral("reference"), 0, trained(0), "completed", 60);
        run(QStringLiteral("pilot"), 0, trained(0), "completed", 60);
        run(QStringLiteral("launch-test"), 100, span("first_step", 110, 120) + step(1, 120) + span("validation", 120, 300), "aborted", 300);
        QFile project(dir.filePath(QStringLiteral("project.yaml")));
        QVERIFY(project.open(QIODevice::WriteOnly));
        project.write(
            "schema: migration-pilot/project@1\ntitle: cost\nprofile: {training_steps: 100, expected_experiments: 12}\n"
            "runs:\n  - {path: runs/reference, role: reference, label: reference}\n"
            "  - {path: runs/launch-test, role: reference, label: launch test}\n  - {path: runs/pilot, role: pilot, label: pilot}\n");
        project.close();
        QVERIFY(m_window->openProject(project.fileName()));
        auto *page = m_window->findChild<CostPage *>();
        QSignalSpy calculated(page, &CostPage::calculated);
        m_window->showStage(MainWindow::CostStage);
        QVERIFY(calculated.wait(60000));
        page->findChild<QTabWidget *>()->setCurrentIndex(1);
        auto *named = page->findChild<QLabel *>(QStringLiteral("costDistortions"));
        // With it: fixed 20 s, 40 s of train over 6 steps, overhead 180 / 40 → 20 + 100 × 40/6 × 5.5
        // = 3687 s = 1:01 h; without it: 20 + 100 × 8 = 820 s = 0:14 h.
        QVERIFY2(named->isVisible()
                     && named->text().contains(QStringLiteral("launch test (reference run, aborted, 0:03 h billed) moves the "
                                                              "planned training to 1:01 h; without it 0:14 h.")),
                 qPrintable(named->text()));

        page->findChild<QPushButton *>(QStringLiteral("costRunsInCost"))->click();
        RunsInCostDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = page->findChild<RunsInCostDialog *>()) && dialog->isVisible());
        auto *table = dialog->findChild<QTableWidget *>(QStringLiteral("runsInCostTable"));
        QCOMPARE(table->rowCount(), 3);
        QVERIFY(!table->item(1, 4)->text().isEmpty()); // the run that moves the projection says by how much
        QVERIFY(table->item(0, 4)->text().isEmpty());
        table->item(1, 5)->setCheckState(Qt::Unchecked);
        auto *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QVERIFY(!ok->isEnabled()); // a run is left out only with a reason
        QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("runsInCostProblem"))->text().contains(QLatin1String("launch test")));
        table->item(1, 6)->setText(QStringLiteral("aborted launch test, not a training"));
        QVERIFY(ok->isEnabled());
        m_window->resize(1280, 720);
        QTest::qWait(100);
        dialog->grab().save(QStringLiteral(PILOT_BINARY_DIR "/screenshots/cost-runs-in-cost.png"));
        ok->click();
        QCOMPARE(m_window->document()->project().runs.at(1).leftOutOfCost, QStringLiteral("aborted launch test, not a training"));
        QVERIFY(calculated.wait(60000));
        QCOMPARE(page->model()->role(RunRole::Reference)->runs, 1);
        QVERIFY(qAbs(*page->model()->projection.reference.secondsPerTraining - 820) < 1e-9);
        QVERIFY2(named->text().contains(
                     QStringLiteral("launch test (reference run) is left out of the cost: aborted launch test, not a training")),
                 qPrintable(named->text()));
        m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/screenshots/cost-left-out.png"));
        m_window->findChild<QAction *>(QStringLiteral("actionUndo"))->trigger();
        QVERIFY(m_window->document()->project().runs.at(1).leftOutOfCost.isEmpty());
        QVERIFY(calculated.wait(60000));
        QCOMPARE(page->model()->role(RunRole::Reference)->runs, 2);
    }

    // The record's time chain shows a run's label whole at the figure's width (760 px), in
    // either language: a PDF once read "not Tr…" for "not Trainium2".
    void theRecordsTimeChainShowsWholeLabels()
    {
        const QString label = QStringLiteral("Pilot · neuron job on CPU, not Trainium2");
        CostModel model;
        RunCost run;
        run.path = QStringLiteral("runs/pilot");
        run.label = label;
        run.role = RunRole::Pilot;
        for (const QString &name : chainPhaseNames())
            run.phases.append({name, name == QLatin1String("train") ? std::optional<double>(120) : std::optional<double>(5), std::nullopt});
        model.runs.append(run);
        RoleCost role;
        role.role = RunRole::Pilot;
        role.runs = 1;
        role.phases = run.phases;
        model.roles.append(role);
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("de")}) {
            TimeChainChart chart;
            chart.setLanguage(language);
            chart.setModel(model);
            chart.resize(760, 300);
            chart.setAttribute(Qt::WA_DontShowOnScreen);
            chart.show();
            QCoreApplication::sendPostedEvents(chart.chart(), QEvent::LayoutRequest);
            if (chart.chart()->layout())
                chart.chart()->layout()->activate();
            chart.grab();
            QStringList texts;
            for (QGraphicsItem *item : chart.scene()->items()) {
                if (auto *text = dynamic_cast<QGraphicsTextItem *>(item))
                    texts << text->toPlainText();
                else if (auto *simple = dynamic_cast<QGraphicsSimpleTextItem *>(item))
                    texts << simple->text();
            }
            QVERIFY2(texts.contains(label), qPrintable(language + QLatin1String(": ") + texts.join(QLatin1String(" | "))));
        }
    }

    // The cost owner enters prices in the app: the demo project has no price table; Prices…
    // starts one from the template, a new price is entered and checked by the file's own rules
    // (a price without currency, a date that is not one, keep Save disabled and say which row
    // and field), the runs are charged at it, and Save writes prices.yaml and the project's
    // mapping as one step of the project's history — the cost per accepted state is then known,
    // and Undo takes back file and project alike.
    void pricesAreEnteredInTheApp()
    {
        // The demo's runs, so there is something to price.
        openDemoWithItsRuns();
        QVERIFY(!QTest::currentTestFailed());
        const QString folder = QFileInfo(m_window->document()->path()).absolutePath();
        auto *page = m_window->findChild<CostPage *>();
        QSignalSpy calculated(page, &CostPage::calculated);
        m_window->showStage(MainWindow::CostStage);
        QVERIFY(calculated.wait(120000));
        QVERIFY(page->model() && !page->model()->role(RunRole::Reference)->total);

        page->findChild<QPushButton *>(QStringLiteral("costPrices"))->click();
        PricesDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = page->findChild<PricesDialog *>()) != nullptr);
        QTRY_VERIFY(dialog->isVisible());
        QVERIFY(dialog->state().file.isEmpty());
        const int fromTemplate = int(dialog->state().table.entries.size());
        QVERIFY(fromTemplate > 0);
        QVERIFY(dialog->problems().isEmpty());

        dialog->findChild<QPushButton *>(QStringLiteral("addPrice"))->click();
        QTableWidget *entries = dialog->entriesTable();
        const int row = fromTemplate;
        QCOMPARE(entries->rowCount(), fromTemplate + 1);
        entries->item(row, PricesDialog::LabelColumn)->setText(QStringLiteral("our GPU node"));
        entries->item(row, PricesDialog::PriceColumn)->setText(QStringLiteral("12.5"));
        auto *save = dialog->findChild<QPushButton *>(QStringLiteral("savePrices"));
        // A price needs its currency: the reader's rule, named with the row and its label.
        QVERIFY2(dialog->problems().join(QLatin1Char('\n')).contains(QStringLiteral("Row %1 (our GPU node)").arg(row + 1)),
                 qPrintable(dialog->problems().join(QLatin1Char('\n'))));
        QVERIFY(dialog->problems().join(QLatin1Char('\n')).contains(QLatin1String("currency")));
        QVERIFY(!save->isEnabled());
        entries->item(row, PricesDialog::CurrencyColumn)->setText(QStringLiteral("eur"));
        entries->item(row, PricesDialog::DateColumn)->setText(QStringLiteral("30.11.2026"));
        QVERIFY2(dialog->problems().join(QLatin1Char('\n')).contains(QLatin1String("not a date")),
                 qPrintable(dialog->problems().join(QLatin1Char('\n'))));
        QVERIFY(!save->isEnabled());
        entries->item(row, PricesDialog::DateColumn)->setText(QStringLiteral("2026-11-30"));
        entries->item(row, PricesDialog::SourceColumn)->setText(QStringLiteral("test input of tst_coststage"));
        QVERIFY2(dialog->problems().isEmpty(), qPrintable(dialog->problems().join(QLatin1Char('\n'))));
        const PriceEntry entered = dialog->state().table.entries.at(row);
        QCOMPARE(entered.currency, QStringLiteral("EUR"));
        QCOMPARE(entered.id, QStringLiteral("our-gpu-node")); // made from the label while nothing is charged at it
        QCOMPARE(entered.pricePerHour, std::optional<double>(12.5));
        // Undo in the dialog takes back one change at a time.
        dialog->undoStack()->undo();
        QVERIFY(dialog->state().table.entries.at(row).source.isEmpty());
        dialog->undoStack()->redo();
        QCOMPARE(dialog->state().table.entries.at(row).source, QStringLiteral("test input of tst_coststage"));

        // Both runs are charged at the new price, the pilot for two instances.
        QTableWidget *assign = dialog->assignmentTable();
        const QString id = entered.id;
        for (int r = 0; r < assign->rowCount(); ++r) {
            const QString key = assign->item(r, PricesDialog::WhatColumn)->data(Qt::UserRole).toString();
            if (key != QLatin1String("runs/reference") && key != QLatin1String("runs/pilot"))
                continue;
            auto *box = qobject_cast<QComboBox *>(assign->cellWidget(r, PricesDialog::AssignPriceColumn));
            box->setCurrentIndex(box->findData(id));
            Q_EMIT box->activated(box->currentIndex());
        }
        for (int r = 0; r < assign->rowCount(); ++r) {
            if (assign->item(r, PricesDialog::WhatColumn)->data(Qt::UserRole).toString() == QLatin1String("runs/pilot"))
                assign->item(r, PricesDialog::UnitsColumn)->setText(QStringLiteral("2"));
        }
        QCOMPARE(dialog->state().mapping.runs.value(QStringLiteral("runs/reference")).price, id);
        QCOMPARE(dialog->state().mapping.runs.value(QStringLiteral("runs/pilot")).units, std::optional<double>(2));
        dialog->resize(1280, 720);
        dialog->grab().save(QStringLiteral(PILOT_BINARY_DIR "/prices-dialog-en.png"));

        QVERIFY(save->isEnabled());
        calculated.clear();
        save->click();
        QTRY_VERIFY(!page->findChild<PricesDialog *>() || !page->findChild<PricesDialog *>()->isVisible());
        const QString written = folder + QStringLiteral("/prices.yaml");
        Diagnostics diagnostics;
        const auto table = PriceTable::load(written, &diagnostics);
        QVERIFY2(table, qPrintable(diagnosticsText(diagnostics)));
        QCOMPARE(table->entries.size(), qsizetype(fromTemplate + 1));
        QCOMPARE(table->find(id)->pricePerHour, std::optional<double>(12.5));
        QCOMPARE(m_window->document()->project().priceTable, QStringLiteral("prices.yaml"));
        QCOMPARE(m_window->document()->project().prices.runs.value(QStringLiteral("runs/pilot")).price, id);
        QVERIFY(calculated.wait(120000));
        const RoleCost *reference = page->model()->role(RunRole::Reference);
        QVERIFY(reference && reference->total);
        const QString shown = page->findChild<QTableWidget *>(QStringLiteral("costRoles"))->item(0, 3)->text();
        QVERIFY2(shown.contains(QStringLiteral("€")), qPrintable(shown));

        // One step of the project's history: undone, the table file and the mapping are gone.
        m_window->document()->undoStack()->undo();
        QCOMPARE(m_window->document()->project().priceTable, QString());
        QVERIFY(m_window->document()->project().prices.isEmpty());
        QVERIFY(!QFileInfo::exists(written));
        m_window->document()->undoStack()->redo();
        QVERIFY(QFileInfo::exists(written));
        QCOMPARE(m_window->document()->project().priceTable, QStringLiteral("prices.yaml"));

        // A table outside the project's folder is not attached.
        page->findChild<QPushButton *>(QStringLiteral("costPrices"))->click();
        QTRY_VERIFY((dialog = page->findChild<PricesDialog *>()) != nullptr && dialog->isVisible());
        QCOMPARE(dialog->state().file, QStringLiteral("prices.yaml"));
        QCOMPARE(dialog->state().table.entries.size(), qsizetype(fromTemplate + 1));
        QTemporaryDir elsewhere;
        QFile outside(elsewhere.filePath(QStringLiteral("prices.yaml")));
        QVERIFY(outside.open(QIODevice::WriteOnly));
        outside.write("schema: migration-pilot/prices@1\nprices: []\n");
        outside.close();
        QString error;
        QVERIFY(!dialog->attach(outside.fileName(), &error));
        QVERIFY2(error.contains(QLatin1String("outside the project's folder")), qPrintable(error));
        dialog->reject();
    }
};

PILOT_GUI_TEST_MAIN(TestCostStage)
#include "tst_coststage.moc"
