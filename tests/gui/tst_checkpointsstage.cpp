// The Checkpoints stage on a run made by pilotctl drill with the real pilot-trainer: every
// checkpoint with its verdict (one with a flipped byte refused, naming the checksum), the
// drill's interruption and jump check, and the run's failure class; checked off the GUI thread
// only once the stage is shown.
#include "guifixture.h"
#include "pilotctlrun.h"

#include "../trainer/trainertest.h"

#include "app/checkpointspage.h"
#include "app/drilldialog.h"
#include "app/drillpanel.h"
#include "app/mainwindow.h"
#include "app/projectdocument.h"

#include "core/drill/drillresult.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QMessageBox>
#include <QTimer>
#include <QDir>
#include <QFileInfo>
#include <QPushButton>
#include <QLabel>
#include <QProcess>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>

using namespace pilot;
using namespace pilot::app;
using namespace pilot::test;

class TestCheckpointsStage : public GuiFixture
{
    Q_OBJECT
private Q_SLOTS:
    void showsVerdictsDrillAndFailure()
    {
#ifndef PILOT_TRAINER
        QSKIP("pilot-trainer is not built (PILOT_WITH_TORCH=OFF)");
#else
        qputenv("PILOT_TRAINER", PILOT_TRAINER); // the app finds it beside itself; this test binary is elsewhere
        const QString dir = scratch().path();
        trainertest::writeData(dir);
        const QJsonObject job = trainertest::drillJob(QStringLiteral("libtorch"));
        const QString jobFile = trainertest::writeJobFile(dir + QStringLiteral("/job.json"), job);
        QProcess drill;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PILOT_TRAINER"), QStringLiteral(PILOT_TRAINER));
        drill.setProcessEnvironment(env);
        drill.setProcessChannelMode(QProcess::MergedChannels);
        drill.start(QStringLiteral(PILOTCTL), {QStringLiteral("drill"), jobFile, QStringLiteral("--run-dir"), dir + QStringLiteral("/drill"),
                                               QStringLiteral("--kill-at-step"), QStringLiteral("6")});
        QVERIFY(drill.waitForFinished(600000));
        QVERIFY2(drill.exitCode() == 0, drill.readAll().constData());

        // The older of the two checkpoints kept gets a flipped byte.
        const QString run = dir + QStringLiteral("/drill/interrupted");
        QVERIFY(flipLastByte(run + QStringLiteral("/checkpoints/step-000020/adapter_model.safetensors")));
        QFile project(dir + QStringLiteral("/project.yaml"));
        QVERIFY(project.open(QIODevice::WriteOnly));
        project.write("schema: migration-pilot/project@1\ntitle: checkpoints\nruns:\n  - {path: drill/interrupted, role: pilot, label: drilled}\n");
        project.close();
        QVERIFY(m_window->openProject(project.fileName()));

        auto *page = m_window->findChild<CheckpointsPage *>();
        QVERIFY(page);
        QSignalSpy checked(page, &CheckpointsPage::checked);
        QTest::qWait(200);
        QCOMPARE(checked.count(), 0); // hidden: nothing read yet
        m_window->showStage(MainWindow::CheckpointsStage);
        QVERIFY(checked.wait(120000));
        auto *table = page->findChild<QTableWidget *>(QStringLiteral("checkpointsTable"));
        QCOMPARE(table->rowCount(), 2);
        QCOMPARE(table->item(0, 0)->text(), QStringLiteral("20"));
        QCOMPARE(table->item(0, 4)->text(), QStringLiteral("refused"));
        QCOMPARE(table->item(1, 0)->text(), QStringLiteral("24"));
        QCOMPARE(table->item(1, 4)->text(), QStringLiteral("accepted"));
        auto *reasons = page->findChild<QLabel *>(QStringLiteral("checkpointsReasons"));
        QVERIFY2(reasons->text().startsWith(QLatin1String("step-000024 is accepted.")), qPrintable(reasons->text()));
        table->selectRow(0);
        QVERIFY2(reasons->text().contains(QLatin1String("SHA-256")), qPrintable(reasons->text()));
        const QString drilled = page->findChild<QLabel *>(QStringLiteral("checkpointsDrill"))->text();
        QVERIFY2(drilled.contains(QLatin1String("SIGKILL at step")) && drilled.contains(QLatin1String("Jump check: passed")), qPrintable(drilled));
        QCOMPARE(page->findChild<QLabel *>(QStringLiteral("checkpointsFailure"))->text(), QStringLiteral("No failure recorded for this run."));
        QTest::qWait(100); // the labels' new heights are laid out
        m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/checkpoints-stage-en.png"));

        // Export: not for the refused checkpoint; the accepted LoRA one as its PEFT adapter, into
        // an empty folder, in a process of pilot-trainer's; a folder with content is refused, and
        // a LoRA trained on a model built from scratch has no base folder to merge into.
        auto *exportButton = page->findChild<QPushButton *>(QStringLiteral("checkpointsExport"));
        table->selectRow(0);
        QVERIFY(!exportButton->isEnabled());
        table->selectRow(1);
        QVERIFY(exportButton->isEnabled());
        QVERIFY(page->findChild<QCheckBox *>(QStringLiteral("checkpointsMerge"))->isEnabled());
        QSignalSpy exported(page, &CheckpointsPage::exported);
        const QString out = dir + QStringLiteral("/export");
        QVERIFY(QDir().mkpath(out));
        page->exportSelected(out, false);
        QVERIFY(exported.wait(120000));
        QVERIFY2(exported.at(0).at(0).toBool(), qPrintable(exported.at(0).at(1).toString()));
        QVERIFY(QFileInfo::exists(out + QStringLiteral("/manifest.json")));
        QVERIFY(QFileInfo::exists(out + QStringLiteral("/adapter_model.safetensors")));
        page->exportSelected(dir + QStringLiteral("/merged"), true);
        QVERIFY(exported.wait(120000));
        QVERIFY(!exported.at(1).at(0).toBool());
        QVERIFY2(exported.at(1).at(1).toString().contains(QLatin1String("names no base model")), qPrintable(exported.at(1).at(1).toString()));
        page->exportSelected(out, false);
        QVERIFY(exported.wait(120000));
        QVERIFY(!exported.at(2).at(0).toBool());
        const QString said = page->findChild<QLabel *>(QStringLiteral("checkpointsExportStatus"))->text();
        QVERIFY2(said.contains(QLatin1String("exists and is not an empty folder")), qPrintable(said));

        // In German the page says the same in German, without checking again.
        m_languages->setLanguage(QStringLiteral("de"));
        QTRY_COMPARE(table->item(1, 4)->text(), QStringLiteral("angenommen"));
        const QString drilledDe = page->findChild<QLabel *>(QStringLiteral("checkpointsDrill"))->text();
        QVERIFY2(drilledDe.contains(QStringLiteral("Sprungprüfung: bestanden")), qPrintable(drilledDe));
        QTest::qWait(100);
        m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/checkpoints-stage-de.png"));
        m_languages->setLanguage(QStringLiteral("en"));

        // A drill from the stage, of the completed uninterrupted run's job: Drill… suggests
        // step 6 (half-way between the checkpoints at 4 and 8) and comparing with the run itself.
        QVERIFY(project.open(QIODevice::WriteOnly | QIODevice::Truncate));
        project.write("schema: migration-pilot/project@1\ntitle: checkpoints\nruns:\n  - {path: drill/uninterrupted, role: pilot, label: plain}\n");
        project.close();
        QVERIFY(m_window->openProject(project.fileName()));
        QVERIFY(checked.wait(120000));
        page->findChild<QTabWidget *>(QStringLiteral("checkpointsTabs"))->setCurrentIndex(1);
        auto *start = page->findChild<QPushButton *>(QStringLiteral("drillStart"));
        QTRY_VERIFY(start->isEnabled());
        start->click();
        auto *dialog = page->findChild<DrillDialog *>(QStringLiteral("drillDialog"));
        QVERIFY(dialog);
        QCOMPARE(dialog->findChild<QLineEdit *>(QStringLiteral("drillSteps"))->text(), QStringLiteral("6"));
        QVERIFY(dialog->findChild<QCheckBox *>(QStringLiteral("drillReuse"))->isChecked());
        const DrillDialog::Choice choice = dialog->choice();
        QCOMPARE(choice.killSteps, QList<qint64>{6});
        QVERIFY(choice.crash && choice.reuseRun);
        dialog->reject();
        QSignalSpy ended(page->drillPanel(), &DrillPanel::drillEnded);
        page->drillPanel()->start(choice);
        QVERIFY(!start->isEnabled()); // one drill at a time
        QVERIFY(page->findChild<QPushButton *>(QStringLiteral("drillCancel"))->isVisible());
        // Quitting while it drills asks first; kept drilling, the window stays.
        bool asked = false;
        QTimer::singleShot(200, m_window.get(), [this, &asked] {
            auto *box = m_window->findChild<QMessageBox *>(QStringLiteral("drillRunningPrompt"));
            asked = box != nullptr;
            if (box)
                box->button(QMessageBox::Cancel)->click();
        });
        QVERIFY(!m_window->close());
        QVERIFY(asked);
        QVERIFY(ended.wait(300000));
        const DrillResult result = ended.at(0).at(0).value<DrillResult>();
        QVERIFY2(result.completed, qPrintable(result.problem));
        QCOMPARE(jumpVerdictName(result.jump.verdict), QStringLiteral("passed"));
        QVERIFY(result.reusedUninterrupted);
        // Kept with the drilled run, and the interrupted run is the project's now.
        QVERIFY2(QFileInfo::exists(dir + QStringLiteral("/drill/uninterrupted/drill.json")),
                 qPrintable(QStringLiteral("interrupted run \"%1\"; in the drilled run: %2")
                                .arg(result.interruptedRun, QDir(dir + QStringLiteral("/drill/uninterrupted")).entryList(QDir::Files).join(QLatin1Char(' ')))));
        QTRY_COMPARE(m_window->document()->project().runs.size(), 2);
        QCOMPARE(m_window->document()->project().runs.at(1).label, QStringLiteral("plain · drill"));
        QCOMPARE(m_window->document()->project().runs.at(1).path, QStringLiteral("runs/plain-drill/interrupted"));
        QVERIFY(checked.wait(120000)); // the drilled run is checked again and shows its drill
        const QString shown = page->findChild<QLabel *>(QStringLiteral("checkpointsDrill"))->text();
        QVERIFY2(shown.contains(QLatin1String("SIGKILL at step")) && shown.contains(QLatin1String("Jump check: passed")), qPrintable(shown));
        QVERIFY(page->findChild<QWidget *>(QStringLiteral("drillChart"))->isVisible());
        QTest::qWait(200);
        m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/checkpoints-drill-en.png"));
#endif
    }

    void drillStepsAsTyped()
    {
        QList<qint64> steps;
        QString error;
        QVERIFY(DrillDialog::parseSteps(QStringLiteral(" 6, 15;20 "), 24, &steps, &error));
        QCOMPARE(steps, (QList<qint64>{6, 15, 20}));
        QVERIFY(!DrillDialog::parseSteps(QStringLiteral("24"), 24, &steps, &error)); // the last step cannot be interrupted
        QVERIFY2(error.contains(QLatin1String("outside 1 to 23")), qPrintable(error));
        QVERIFY(!DrillDialog::parseSteps(QStringLiteral("0"), 24, &steps, &error));
        QVERIFY(!DrillDialog::parseSteps(QStringLiteral("9, 6"), 24, &steps, &error));
        QVERIFY2(error.contains(QLatin1String("must rise")), qPrintable(error));
        QVERIFY(!DrillDialog::parseSteps(QStringLiteral("6.5"), 24, &steps, &error));
        QVERIFY(!DrillDialog::parseSteps(QString(), 24, &steps, &error));
        QCOMPARE(DrillDialog::suggestedStep(24, 4), 6);
        QCOMPARE(DrillDialog::suggestedStep(10, 20), 9); // no second checkpoint: the last step that can be interrupted
        QCOMPARE(DrillDialog::suggestedStep(1, 1), 0);   // nothing to interrupt
    }
};

PILOT_GUI_TEST_MAIN(TestCheckpointsStage)
#include "tst_checkpointsstage.moc"
