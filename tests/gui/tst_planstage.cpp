// The Plan stage: answers edited and undone, the guided flow to a recommendation and locked
// limits, evidence attached, conflicts with the project's data, misspelt rows, screenshots.
#include "guifixture.h"

#include "app/guidedflow.h"
#include "app/projectdocument.h"
#include "app/unknownrowsbanner.h"

#include "core/decision/decisionengine.h"
#include "core/decision/decisionrules.h"
#include "core/project/projectreader.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFrame>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>

using namespace pilot;
using namespace pilot::app;
using namespace pilot::test;

class TestPlanStage : public GuiFixture
{
    Q_OBJECT
private Q_SLOTS:
    void germanScreenshot()
    {
        QVERIFY(m_window->openProject(kDemo));
        m_languages->setLanguage(QStringLiteral("de"));
        QTRY_COMPARE(stageTexts(*m_window).first(), QStringLiteral("Planen"));
        m_window->resize(1280, 800);
        QDir().mkpath(QStringLiteral(PILOT_BINARY_DIR "/screenshots"));
        const QString path = QStringLiteral(PILOT_BINARY_DIR "/screenshots/plan-de.png");
        QVERIFY(m_window->grab().save(path));
        QVERIFY(QImage(path).width() >= 1280);
        // Every tab of the Plan stage, for the documentation and for looking at.
        auto *tabs = m_window->findChild<QTabWidget *>(QStringLiteral("planTabs"));
        const char *names[] = {"guided", "matrix", "limits", "calculators"};
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            QVERIFY(m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/screenshots/plan-de-%1.png").arg(QLatin1String(names[i]))));
        }
        tabs->setCurrentIndex(1);
        m_languages->setLanguage(QStringLiteral("en"));
    }

    // The matrix follows the window: at 1280×720 the reason, the longest text of a row, has the
    // most room, and rows are as tall as their text at the width they have — widened, they
    // shrink, so that more questions are in view (they stayed as tall as at the narrow width).
    void theMatrixReflowsWithTheWindow()
    {
        QVERIFY(m_window->openProject(kDemo));
        m_window->showStage(MainWindow::PlanStage);
        m_window->findChild<QTabWidget *>(QStringLiteral("planTabs"))->setCurrentIndex(1);
        auto *table = m_window->findChild<QTableWidget *>(QStringLiteral("decisionTable"));
        m_window->resize(1280, 720);
        QTRY_VERIFY(table->viewport()->width() > 0);
        QTest::qWait(50);
        const int width = table->viewport()->width();
        for (int column : {0, 1, 3, 4})
            QVERIFY2(table->columnWidth(2) > table->columnWidth(column), qPrintable(QStringLiteral("reason %1 px, column %2 %3 px")
                                                                                        .arg(table->columnWidth(2))
                                                                                        .arg(column)
                                                                                        .arg(table->columnWidth(column))));
        QVERIFY2(table->columnWidth(2) >= width / 4, qPrintable(QString::number(table->columnWidth(2))));
        int narrow = 0;
        for (int row = 0; row < table->rowCount(); ++row)
            narrow += table->rowHeight(row);
        m_window->resize(1900, 1000);
        QTRY_VERIFY(table->viewport()->width() > width);
        QTest::qWait(50);
        int wide = 0;
        for (int row = 0; row < table->rowCount(); ++row)
            wide += table->rowHeight(row);
        QVERIFY2(wide < narrow, qPrintable(QStringLiteral("rows %1 px at 1280, %2 px at 1900").arg(narrow).arg(wide)));
        m_window->resize(1280, 720);
        QTest::qWait(50);
        // Back at 1280×720 the columns fit the table again: nothing to scroll sideways.
        QVERIFY(!table->horizontalScrollBar()->isVisible());
        m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/plan-matrix-1280x720.png"));
    }

    void answersAreEditedAndUndone()
    {
        QVERIFY(m_window->openProject(kDemo));
        auto *recommendation = m_window->findChild<QLabel *>(QStringLiteral("recommendationLabel"));
        QVERIFY(recommendation->text().contains(QLatin1String("Dual operation")));
        auto *answer = m_window->findChild<QComboBox *>(QStringLiteral("answer_custom_cuda_kernels"));
        QVERIFY(answer);
        answer->setCurrentIndex(answer->findData(QStringLiteral("yes")));
        Q_EMIT answer->activated(answer->currentIndex()); // as a user's choice in the list
        QVERIFY(recommendation->text().contains(QLatin1String("Stay on GPU")));
        QVERIFY(m_window->isWindowModified());
        auto *undo = m_window->findChild<QAction *>(QStringLiteral("actionUndo"));
        QVERIFY(undo->isEnabled());
        undo->trigger();
        QVERIFY(recommendation->text().contains(QLatin1String("Dual operation")));
        QVERIFY(!m_window->isWindowModified()); // back at the saved state
        QCOMPARE(m_window->findChild<QComboBox *>(QStringLiteral("answer_custom_cuda_kernels"))->currentData().toString(),
                 QStringLiteral("no"));
        m_window->findChild<QAction *>(QStringLiteral("actionRedo"))->trigger();
        QVERIFY(recommendation->text().contains(QLatin1String("Stay on GPU")));
        // The Edit menu's words follow a language switch.
        QVERIFY2(undo->text().startsWith(QStringLiteral("&Undo ")), qPrintable(undo->text()));
        m_languages->setLanguage(QStringLiteral("de"));
        QTRY_VERIFY2(undo->text().startsWith(QStringLiteral("&Rückgängig: ")), qPrintable(undo->text()));
        m_languages->setLanguage(QStringLiteral("en"));
        QTRY_VERIFY(undo->text().startsWith(QStringLiteral("&Undo ")));
        // A reason typed into the table is part of the project.
        auto *table = m_window->findChild<QTableWidget *>(QStringLiteral("decisionTable"));
        table->item(0, 2)->setText(QStringLiteral("Checked with the research lead."));
        QCOMPARE(m_window->document()->project().answer(QStringLiteral("model_stability"))->reason,
                 QStringLiteral("Checked with the research lead."));
    }

    void planFlowFromQuestionsToLockedLimits()
    {
        // A team lead walks the guided flow on a new project, answer by answer, to a
        // recommendation; fixes limits, which lock when the first pilot run is listed; then
        // enters the amortisation assumptions and sees the break-even.
        m_window->findChild<QAction *>(QStringLiteral("actionNew"))->trigger();
        QVERIFY(m_window->document()->isOpen());
        auto *tabs = m_window->findChild<QTabWidget *>(QStringLiteral("planTabs"));
        auto *guide = m_window->findChild<GuidedFlow *>();
        tabs->setCurrentWidget(guide);
        const QStringList yes = {QStringLiteral("model_stability"), QStringLiteral("compiler_ownership"), QStringLiteral("amortisation"),
                                 QStringLiteral("gpu_reference"), QStringLiteral("standard_lora_first")};
        const QList<DecisionQuestion> &questions = DecisionRules::builtIn().questions;
        // Answering does not move the flow under the pointer: the recommendation above it keeps
        // its room when its text gets shorter.
        QTest::qWait(20);
        const int top = guide->mapTo(m_window.get(), QPoint(0, 0)).y();
        for (int i = 0; i < questions.size(); ++i) {
            QTest::qWait(20); // layouts are done from the event loop
            QCOMPARE(guide->mapTo(m_window.get(), QPoint(0, 0)).y(), top);
            QCOMPARE(guide->findChild<QLabel *>(QStringLiteral("guideProgress"))->text(),
                     QStringLiteral("Question %1 of %2").arg(i + 1).arg(questions.size()));
            const QString answer = yes.contains(questions[i].id) ? QStringLiteral("yes") : QStringLiteral("no");
            QTest::mouseClick(guide->findChild<QPushButton *>(QStringLiteral("guideAnswer_") + answer), Qt::LeftButton);
            if (i == 0) {
                auto *reason = guide->findChild<QLineEdit *>(QStringLiteral("guideReason"));
                reason->setFocus();
                QTest::keyClicks(reason, QStringLiteral("architecture frozen since v3"));
            }
            QTest::mouseClick(guide->findChild<QPushButton *>(QStringLiteral("guideNext")), Qt::LeftButton);
        }
        QCOMPARE(tabs->currentIndex(), 1); // finishing the flow shows the matrix
        auto *recommendation = m_window->findChild<QLabel *>(QStringLiteral("recommendationLabel"));
        QVERIFY2(recommendation->text().contains(QLatin1String("Trainium2 pilot (standard LoRA first)")),
                 qPrintable(recommendation->text()));
        QVERIFY(!recommendation->text().contains(QLatin1String("provisional")));
        const DecisionAnswer *first = m_window->document()->project().answer(questions[0].id);
        QCOMPARE(first->reason, QStringLiteral("architecture frozen since v3"));
        auto *table = m_window->findChild<QTableWidget *>(QStringLiteral("decisionTable"));
        QCOMPARE(table->item(0, 4)->text(), QStringLiteral("decided it"));

        // Limits: free to change before the pilot, locked once a pilot run is listed.
        auto *restart = m_window->findChild<QLineEdit *>(QStringLiteral("limit_restart_time_s"));
        restart->setFocus();
        QTest::keyClicks(restart, QStringLiteral("900"));
        QTest::keyClick(restart, Qt::Key_Return);
        QCOMPARE(m_window->document()->project().limits.restartTimeS, std::optional<double>(900));
        m_window->document()->edit(QStringLiteral("Add Run"), [](Project &p) {
            p.runs.append(ProjectRun{QStringLiteral("runs/trn2-pilot"), RunRole::Pilot, QString()});
        });
        QVERIFY(m_window->document()->project().limits.locked);
        QVERIFY(m_window->findChild<QLabel *>(QStringLiteral("limitsLockState"))->text().startsWith(QLatin1String("Locked on")));
        restart->clear();
        QTest::keyClicks(restart, QStringLiteral("1200"));
        QTest::keyClick(restart, Qt::Key_Return);
        QCOMPARE(m_window->document()->project().limits.restartTimeS, std::optional<double>(900)); // refused: no reason
        QVERIFY(m_window->findChild<QLabel *>(QStringLiteral("limitsError"))->text().contains(QLatin1String("reason")));
        m_window->findChild<QLineEdit *>(QStringLiteral("limitsReason"))->setText(QStringLiteral("slow checkpoint upload"));
        restart->setFocus();
        restart->selectAll();
        QTest::keyClicks(restart, QStringLiteral("1200"));
        QTest::keyClick(restart, Qt::Key_Return);
        QCOMPARE(m_window->document()->project().limits.restartTimeS, std::optional<double>(1200));
        auto *changes = m_window->findChild<QTableWidget *>(QStringLiteral("limitChanges"));
        QCOMPARE(changes->rowCount(), 1);
        QCOMPARE(changes->item(0, 5)->text(), QStringLiteral("slow checkpoint upload"));
        m_window->findChild<QAction *>(QStringLiteral("actionUndo"))->trigger();
        QCOMPARE(changes->rowCount(), 0);
        QCOMPARE(m_window->document()->project().limits.restartTimeS, std::optional<double>(900));

        // Amortisation: every assumption entered by hand; 11,000 preparation, 15 saved per hour.
        const QList<std::pair<const char *, double>> values = {
            {"porting_hours", 100},     {"engineer_rate", 100},          {"compile_hours", 10},        {"pilot_run_hours", 40},
            {"gpu_price_per_hour", 40}, {"trainium_price_per_hour", 20}, {"relative_throughput", 0.8}, {"planned_gpu_hours", 2000}};
        auto *result = m_window->findChild<QLabel *>(QStringLiteral("amortisationResult"));
        for (const auto &[key, value] : values) {
            QVERIFY(!result->text().contains(QLatin1String("Break-even")));
            m_window->findChild<QDoubleSpinBox *>(QStringLiteral("amortisation_") + QLatin1String(key))->setValue(value);
        }
        QVERIFY2(result->text().contains(QLatin1String("Break-even after 733 reference GPU hours")), qPrintable(result->text()));
        QVERIFY(m_window->findChild<QLabel *>(QStringLiteral("memoryResult"))->text().contains(QLatin1String("Fits")));

        // All of it is in the saved project.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("flow.yaml"));
        QString error;
        QVERIFY2(m_window->document()->save(path, &error), qPrintable(error));
        const ProjectLoadResult loaded = loadProject(path);
        QVERIFY(loaded.project);
        QCOMPARE(loaded.project->limits.restartTimeS, std::optional<double>(900));
        QVERIFY(loaded.project->limits.locked);
        QCOMPARE(loaded.project->assumptions.amortisation.value(QStringLiteral("relative_throughput")).value, std::optional<double>(0.8));
        QCOMPARE(loaded.project->answer(QStringLiteral("model_stability"))->answer, Answer::Yes);
    }

    // A price lives in one place: the amortisation calculator picks an entry of the project's
    // price table and shows its figure read-only; a change in the table reaches the break-even.
    void theCalculatorTakesItsPricesFromThePriceTable()
    {
        const QDir dir(scratch().path());
        const auto write = [&](const QString &name, const QByteArray &text) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(text);
        };
        const auto prices = [](const char *gpu) {
            return QByteArray("schema: migration-pilot/prices@1\nprices:\n"
                              "  - {id: gpu-od, label: GPU box, platform: gpu, unit: instance_hour, price_per_hour: ")
                   + gpu
                   + ", currency: EUR, pricing: on_demand, source: list, date: 2026-11-30}\n"
                     "  - {id: trn2-od, label: Trn2 box, platform: trainium2, unit: instance_hour, price_per_hour: 20,"
                     " currency: EUR, pricing: on_demand, source: list, date: 2026-11-30}\n";
        };
        write(QStringLiteral("prices.yaml"), prices("40"));
        write(QStringLiteral("project.yaml"), "schema: migration-pilot/project@1\ntitle: priced\nprice_table: prices.yaml\n"
                                              "assumptions:\n  amortisation:\n"
                                              "    porting_hours: {value: 100}\n    engineer_rate: {value: 100}\n"
                                              "    compile_hours: {value: 10}\n    pilot_run_hours: {value: 40}\n"
                                              "    gpu_price_per_hour: {value: 35, label: old quote}\n"
                                              "    relative_throughput: {value: 0.8}\n    planned_gpu_hours: {value: 2000}\n");
        QVERIFY(m_window->openProject(dir.filePath(QStringLiteral("project.yaml"))));
        auto *result = m_window->findChild<QLabel *>(QStringLiteral("amortisationResult"));
        auto *gpuChoice = m_window->findChild<QComboBox *>(QStringLiteral("amortisationPrice_gpu_price_per_hour"));
        auto *trnChoice = m_window->findChild<QComboBox *>(QStringLiteral("amortisationPrice_trainium_price_per_hour"));
        auto *gpuValue = m_window->findChild<QDoubleSpinBox *>(QStringLiteral("amortisation_gpu_price_per_hour"));
        QVERIFY(gpuChoice && trnChoice && gpuValue);
        QCOMPARE(gpuChoice->count(), 2); // entered here, gpu-od (the Trainium2 entry is not offered)
        QVERIFY(result->text().contains(QLatin1String("1 missing")));

        const auto pick = [](QComboBox *combo, const QString &id) {
            combo->setCurrentIndex(combo->findData(id));
            Q_EMIT combo->activated(combo->currentIndex());
        };
        pick(trnChoice, QStringLiteral("trn2-od"));
        pick(gpuChoice, QStringLiteral("gpu-od"));
        QCOMPARE(gpuValue->value(), 40.0);
        QVERIFY(!gpuValue->isEnabled());
        QVERIFY(m_window->findChild<QLineEdit *>(QStringLiteral("amortisationLabel_gpu_price_per_hour"))
                    ->text()
                    .contains(QLatin1String("gpu-od")));
        // 11,000 preparation, 20 / 0.8 = 25 against 40: 733 hours, as when typed in by hand.
        QVERIFY2(result->text().contains(QLatin1String("Break-even after 733 reference GPU hours")), qPrintable(result->text()));
        m_window->resize(1280, 720);
        m_window->findChild<QTabWidget *>(QStringLiteral("planTabs"))->setCurrentIndex(3);
        for (QWidget *w = result; w; w = w->parentWidget()) {
            if (auto *area = qobject_cast<QScrollArea *>(w)) {
                QCoreApplication::processEvents();
                area->verticalScrollBar()->setValue(area->verticalScrollBar()->maximum());
                QCOMPARE(area->horizontalScrollBar()->maximum(), 0); // nothing to scroll sideways at 1280×720
                break;
            }
        }
        QDir().mkpath(QStringLiteral(PILOT_BINARY_DIR "/screenshots"));
        QVERIFY(m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/screenshots/plan-calculator-prices.png")));
        QCOMPARE(m_window->document()->project().assumptions.amortisation.value(QStringLiteral("gpu_price_per_hour")).price,
                 QStringLiteral("gpu-od"));
        QVERIFY(!m_window->document()->project().assumptions.amortisation.value(QStringLiteral("gpu_price_per_hour")).value);

        // The table changes (as the Prices dialog writes it): 55 per hour → 30 saved → 367 hours.
        write(QStringLiteral("prices.yaml"), prices("55"));
        m_window->document()->pricesRewritten();
        QCOMPARE(gpuValue->value(), 55.0);
        QVERIFY2(result->text().contains(QLatin1String("Break-even after 367 reference GPU hours")), qPrintable(result->text()));

        // Undo takes the link back: the figure typed before is there again, editable.
        m_window->findChild<QAction *>(QStringLiteral("actionUndo"))->trigger();
        QCOMPARE(gpuChoice->currentData().toString(), QString());
        QCOMPARE(gpuValue->value(), 35.0);
        QVERIFY(gpuValue->isEnabled());
        QString error;
        QVERIFY(m_window->document()->save(dir.filePath(QStringLiteral("project.yaml")), &error));
        QFile saved(dir.filePath(QStringLiteral("project.yaml")));
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QByteArray text = saved.readAll();
        QVERIFY2(text.contains("price: trn2-od") && !text.contains("price: gpu-od"), text.constData());
    }

    void guideAttachesFilesAndRunsAsEvidence()
    {
        QTemporaryDir dir;
        const QString project = dir.filePath(QStringLiteral("project.yaml"));
        QVERIFY(QFile::copy(kDemo, project));
        QFile::setPermissions(project, QFile::ReadOwner | QFile::WriteOwner);
        QDir().mkpath(dir.filePath(QStringLiteral("runs/gpu-ref")));
        QFile metrics(dir.filePath(QStringLiteral("runs/gpu-ref/metrics.jsonl")));
        QVERIFY(metrics.open(QIODevice::WriteOnly));
        metrics.close();
        QVERIFY(m_window->openProject(project));
        auto *guide = m_window->findChild<GuidedFlow *>();
        guide->setStep(3); // gpu_reference
        const QString id = DecisionRules::builtIn().questions.at(3).id;
        guide->attachEvidence(dir.filePath(QStringLiteral("runs/gpu-ref")));
        guide->attachEvidence(dir.filePath(QStringLiteral("runs/gpu-ref"))); // once is enough
        const QStringList evidence = m_window->document()->project().answer(id)->evidence;
        QCOMPARE(evidence.count(QStringLiteral("runs/gpu-ref")), 1);
        auto *table = m_window->findChild<QTableWidget *>(QStringLiteral("decisionTable"));
        QVERIFY2(table->item(3, 3)->toolTip().contains(QStringLiteral("runs/gpu-ref — run of the project")),
                 qPrintable(table->item(3, 3)->toolTip()));
        m_window->findChild<QAction *>(QStringLiteral("actionUndo"))->trigger();
        QVERIFY(!m_window->document()->project().answer(id)->evidence.contains(QStringLiteral("runs/gpu-ref")));
    }

    void matrixAndGuideMarkAnAnswerTheDataContradicts()
    {
        // No GPU reference, says the answer; the project lists a reference run (its label is the
        // project's text, shown as written).
        QTemporaryDir dir;
        QFile project(dir.filePath(QStringLiteral("project.yaml")));
        QVERIFY(project.open(QIODevice::WriteOnly));
        project.write("schema: migration-pilot/project@1\ntitle: conflict\n"
                      "decision:\n  gpu_reference: {answer: no}\n"
                      "runs:\n  - {path: runs/ref, role: reference, label: '<img src=x> ref'}\n");
        project.close();
        QVERIFY(m_window->openProject(project.fileName()));
        const int row = questionRow(QStringLiteral("gpu_reference"));
        QVERIFY(row >= 0);
        auto *table = m_window->findChild<QTableWidget *>(QStringLiteral("decisionTable"));
        const QTableWidgetItem *effect = table->item(row, 4);
        QVERIFY2(effect->text().contains(QLatin1String("conflict")), qPrintable(effect->text()));
        QVERIFY(!effect->icon().isNull());
        // A prerequisite answered no is something to do first, not something to find out.
        QVERIFY2(effect->text().contains(QLatin1String("do first")) && !effect->text().contains(QLatin1String("to find out")),
                 qPrintable(effect->text()));
        const QString tip = effect->toolTip();
        QVERIFY2(tip.contains(QLatin1String(
                     "Conflict: answered no, but the project lists the GPU reference run &lt;img src=x&gt; ref (runs/ref) (listed runs)")),
                 qPrintable(tip));
        QVERIFY2(!tip.contains(QLatin1String("<img")), qPrintable(tip));
        QVERIFY(tip.contains(QLatin1String("Do first: Establish the GPU reference first")));
        QVERIFY(
            m_window->findChild<QComboBox *>(QStringLiteral("answer_gpu_reference"))->toolTip().contains(QLatin1String("(listed runs)")));
        // Rows without a conflict carry no mark; an open row is still to find out.
        const QTableWidgetItem *stability = table->item(questionRow(QStringLiteral("model_stability")), 4);
        QVERIFY(stability->icon().isNull());
        QCOMPARE(stability->text(), QStringLiteral("to find out"));
        auto *recommendation = m_window->findChild<QLabel *>(QStringLiteral("recommendationLabel"));
        QVERIFY2(recommendation->text().contains(QLatin1String("contradicted by the project's data")), qPrintable(recommendation->text()));
        QVERIFY(recommendation->text().contains(QLatin1String("to do first.")));

        // The guided flow says it under the question, as plain text.
        auto *guide = m_window->findChild<GuidedFlow *>();
        m_window->findChild<QTabWidget *>(QStringLiteral("planTabs"))->setCurrentWidget(guide);
        auto *conflict = guide->findChild<QLabel *>(QStringLiteral("guideConflict"));
        guide->setStep(questionRow(QStringLiteral("model_stability")));
        QVERIFY(conflict->isHidden());
        guide->setStep(row);
        QVERIFY(!conflict->isHidden());
        QCOMPARE(conflict->textFormat(), Qt::PlainText);
        QVERIFY2(
            conflict->text().contains(QLatin1String("the project lists the GPU reference run <img src=x> ref (runs/ref) (listed runs)")),
            qPrintable(conflict->text()));

        // Answering yes agrees with the data: the marks go, and come back with undo.
        QTest::mouseClick(guide->findChild<QPushButton *>(QStringLiteral("guideAnswer_yes")), Qt::LeftButton);
        QCOMPARE(m_window->document()->project().answer(QStringLiteral("gpu_reference"))->answer, Answer::Yes);
        QVERIFY(conflict->isHidden());
        QVERIFY(table->item(row, 4)->icon().isNull());
        QVERIFY(!table->item(row, 4)->text().contains(QLatin1String("conflict")));
        QVERIFY(!recommendation->text().contains(QLatin1String("contradicted")));
        m_window->findChild<QAction *>(QStringLiteral("actionUndo"))->trigger();
        QVERIFY(!conflict->isHidden());
        QVERIFY(table->item(row, 4)->text().contains(QLatin1String("conflict")));
    }

    void misspeltRowIdIsRenamedToItsQuestion()
    {
        QTemporaryDir dir;
        QFile project(dir.filePath(QStringLiteral("project.yaml")));
        QVERIFY(project.open(QIODevice::WriteOnly));
        project.write("schema: migration-pilot/project@1\ntitle: typo\n"
                      "decision:\n  fixed_deadline: {answer: yes, reason: release date in the contract, evidence: [contracts/2026.pdf]}\n");
        project.close();
        QVERIFY(m_window->openProject(project.fileName()));
        ProjectDocument *document = m_window->document();
        const auto counted = [document] {
            return decide(document->project(), DecisionRules::builtIn(), QStringLiteral("en"))
                .counted.value(QStringLiteral("fixed_deadlines"));
        };
        QCOMPARE(counted(), Answer::Unknown); // the misspelt row counts nowhere
        const auto *banner = m_window->findChild<QFrame *>(QStringLiteral("unknownRowsBanner"));
        QVERIFY(banner && !banner->isHidden());
        const auto *text = banner->findChild<QLabel *>(QStringLiteral("unknownRowText"));
        QVERIFY2(text->text().contains(QLatin1String("Row 'fixed_deadline' is not a question of the decision guide"))
                     && text->text().contains(QLatin1String("did you mean 'fixed_deadlines'?")),
                 qPrintable(text->text()));
        // The matrix lists it after the questions, marked as not counted.
        auto *table = m_window->findChild<QTableWidget *>(QStringLiteral("decisionTable"));
        const int questions = int(DecisionRules::builtIn().questions.size());
        QCOMPARE(table->rowCount(), questions + 1);
        QCOMPARE(table->item(questions, 0)->data(Qt::UserRole).toString(), QStringLiteral("fixed_deadline"));
        QVERIFY(table->item(questions, 4)->text().contains(QLatin1String("not counted")));
        QVERIFY(!table->item(questions, 4)->icon().isNull());

        auto *fix = banner->findChild<QPushButton *>(QStringLiteral("renameRow_fixed_deadline"));
        QVERIFY(fix);
        QCOMPARE(fix->text(), QStringLiteral("Rename to 'fixed_deadlines'"));
        QTest::mouseClick(fix, Qt::LeftButton);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QVERIFY(!document->project().answer(QStringLiteral("fixed_deadline")));
        const DecisionAnswer *renamed = document->project().answer(QStringLiteral("fixed_deadlines"));
        QVERIFY(renamed);
        QCOMPARE(renamed->answer, Answer::Yes);
        QCOMPARE(renamed->reason, QStringLiteral("release date in the contract"));
        QCOMPARE(renamed->evidence, QStringList{QStringLiteral("contracts/2026.pdf")});
        QCOMPARE(counted(), Answer::Yes);
        QVERIFY(banner->isHidden());
        QCOMPARE(table->rowCount(), questions);
        QCOMPARE(m_window->findChild<QComboBox *>(QStringLiteral("answer_fixed_deadlines"))->currentData().toString(),
                 QStringLiteral("yes"));
        auto *undo = m_window->findChild<QAction *>(QStringLiteral("actionUndo"));
        QVERIFY2(undo->text().contains(QLatin1String("Rename Row")), qPrintable(undo->text()));
        undo->trigger(); // one step brings the misspelt row back, as it was
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QVERIFY(!document->project().answer(QStringLiteral("fixed_deadlines")));
        QCOMPARE(document->project().answer(QStringLiteral("fixed_deadline"))->reason, QStringLiteral("release date in the contract"));
        QCOMPARE(counted(), Answer::Unknown);
        QVERIFY(!banner->isHidden());
        QVERIFY(!m_window->isWindowModified());

        // A question answered already is never overwritten: the banner says so and offers no rename.
        document->edit(QStringLiteral("test"), [](Project &p) { p.row(QStringLiteral("fixed_deadlines")).answer = Answer::No; });
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QVERIFY(!banner->findChild<QPushButton *>(QStringLiteral("renameRow_fixed_deadline")));
        text = banner->findChild<QLabel *>(QStringLiteral("unknownRowText"));
        QVERIFY2(text->text().contains(QLatin1String("'fixed_deadlines' is answered already")), qPrintable(text->text()));
        Project copy = document->project();
        QVERIFY(!renameDecisionRow(copy, QStringLiteral("fixed_deadline"), QStringLiteral("fixed_deadlines")));
        QCOMPARE(copy.answer(QStringLiteral("fixed_deadlines"))->answer, Answer::No);
        QCOMPARE(copy.decision.size(), document->project().decision.size());
    }
};

PILOT_GUI_TEST_MAIN(TestPlanStage)

#include "tst_planstage.moc"
