// The fallback plan in the Checkpoints stage, with the real pilot-trainer: the emergency
// profile made from the pilot's job, the plan's fields stored in the project, and "Fall back to
// GPU" resuming the pilot's last *accepted* checkpoint (the newest has a flipped byte) as a run
// in the role fallback, launched by the Run stage, exported for the GPU side, and re-checked
// against the reference. This machine has no GPU: the profile's device is set to cpu after it
// was made, which the job hash leaves out (docs/job-interface.md, section 6).
#include "guifixture.h"
#include "pilotctlrun.h"

#include "../trainer/trainertest.h"

#include "app/checkpointspage.h"
#include "app/fallbackpanel.h"
#include "app/mainwindow.h"
#include "app/projectdocument.h"
#include "app/runsmodel.h"
#include "app/runspage.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>

using namespace pilot;
using namespace pilot::app;
using namespace pilot::test;

class TestFallbackStage : public GuiFixture
{
    Q_OBJECT
private Q_SLOTS:
    void fallBackToTheLastAcceptedState()
    {
#ifndef PILOT_TRAINER
        QSKIP("pilot-trainer is not built (PILOT_WITH_TORCH=OFF)");
#else
        qputenv("PILOT_TRAINER", PILOT_TRAINER);
        const QString dir = scratch().path();
        trainertest::writeData(dir);
        QVERIFY(QDir(dir).mkpath(QStringLiteral("jobs")));
        const QString jobFile = trainertest::writeJobFile(dir + QStringLiteral("/pilot-job.json"), trainertest::drillJob(QStringLiteral("libtorch")));
        for (const QString &name : {QStringLiteral("reference"), QStringLiteral("pilot")}) {
            const QString failed = runJobToCompletion(QStringLiteral(PILOTCTL), QStringLiteral(PILOT_TRAINER), jobFile, dir + QStringLiteral("/runs/") + name);
            QVERIFY2(failed.isEmpty(), qPrintable(failed));
        }
        // The pilot's newest checkpoint (step 24) gets a flipped byte: step 20 is its last accepted state.
        QVERIFY(flipLastByte(dir + QStringLiteral("/runs/pilot/checkpoints/step-000024/adapter_model.safetensors")));
        QFile project(dir + QStringLiteral("/project.yaml"));
        QVERIFY(project.open(QIODevice::WriteOnly));
        project.write("schema: migration-pilot/project@1\ntitle: fallback\nlimits:\n  loss_deviation_abs: 0.05\n  loss_deviation_rel: 0.03\n"
                      "runs:\n  - {path: runs/reference, role: reference, label: reference}\n  - {path: runs/pilot, role: pilot, label: pilot}\n");
        project.close();
        QVERIFY(m_window->openProject(project.fileName()));

        auto *page = m_window->findChild<CheckpointsPage *>();
        FallbackPanel *panel = page->fallbackPanel();
        QSignalSpy read(panel, &FallbackPanel::statusRead);
        m_window->showStage(MainWindow::CheckpointsStage);
        page->findChild<QTabWidget *>(QStringLiteral("checkpointsTabs"))->setCurrentWidget(panel);
        QVERIFY(read.wait(60000));
        QVERIFY2(panel->statusText().contains(QLatin1String("No emergency profile yet")), qPrintable(panel->statusText()));
        QVERIFY2(panel->statusText().contains(QLatin1String("Not rehearsed")), qPrintable(panel->statusText()));

        // The profile from the pilot's job: the same training on libtorch with CUDA.
        panel->findChild<QPushButton *>(QStringLiteral("fallbackMakeProfile"))->click();
        QCOMPARE(m_window->document()->project().fallback.emergencyProfile, QStringLiteral("jobs/gpu-emergency.json"));
        QFile profile(dir + QStringLiteral("/jobs/gpu-emergency.json"));
        QVERIFY(profile.open(QIODevice::ReadOnly));
        QJsonObject job = QJsonDocument::fromJson(profile.readAll()).object();
        profile.close();
        QCOMPARE(job.value(QStringLiteral("device")).toString(), QStringLiteral("cuda"));
        QCOMPARE(job.value(QStringLiteral("backend")).toString(), QStringLiteral("libtorch"));
        job[QStringLiteral("device")] = QStringLiteral("cpu"); // no GPU on this machine
        QVERIFY(profile.open(QIODevice::WriteOnly | QIODevice::Truncate));
        profile.write(QJsonDocument(job).toJson());
        profile.close();

        // The plan's other fields, typed as a user types them (a German decimal comma is taken too).
        auto type = [&](const char *name, const QString &text) {
            auto *edit = panel->findChild<QLineEdit *>(QLatin1String(name));
            edit->setText(text);
            Q_EMIT edit->editingFinished();
        };
        type("fallbackTarget", QStringLiteral("local"));
        type("fallbackEvery", QStringLiteral("12,5"));
        type("fallbackRecheck", QStringLiteral("loss within the limits on the steps after the resume"));
        const FallbackPlan &plan = m_window->document()->project().fallback;
        QCOMPARE(plan.target, QStringLiteral("local"));
        QCOMPARE(plan.exportEveryHours.value_or(0), 12.5);
        QCOMPARE(plan.recheck, QStringLiteral("loss within the limits on the steps after the resume"));
        type("fallbackEvery", QStringLiteral("-3"));
        QCOMPARE(plan.exportEveryHours.value_or(0), 12.5); // refused, said, nothing lost
        QVERIFY(panel->findChild<QLabel *>(QStringLiteral("fallbackMessage"))->text().contains(QLatin1String("-3")));
        type("fallbackEvery", QStringLiteral("12.5"));
        QTRY_VERIFY_WITH_TIMEOUT(panel->statusText().contains(QLatin1String("It trains the pilot's job")), 60000);

        // Fall back: it asks, naming the state it resumes and the one it passes over.
        panel->findChild<QPushButton *>(QStringLiteral("fallbackStart"))->click();
        QMessageBox *box = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((box = panel->findChild<QMessageBox *>(QStringLiteral("fallbackConfirmation"))) != nullptr, 120000);
        QVERIFY2(box->text().contains(QLatin1String("step 20")), qPrintable(box->text()));
        QVERIFY2(box->text().contains(QLatin1String("1 newer checkpoint")), qPrintable(box->text()));
        QSignalSpy ready(panel->action(), &FallbackAction::ready);
        box->button(QMessageBox::Yes)->click();
        QVERIFY(ready.wait(120000));
        QVERIFY(QFileInfo::exists(dir + QStringLiteral("/exports/pilot-step-20/manifest.json")));
        QVERIFY(QFileInfo::exists(dir + QStringLiteral("/jobs/pilot-fallback-step-20.json")));

        // The Run stage launches it and the project lists it in the role fallback.
        QTRY_COMPARE(m_window->currentStage(), MainWindow::RunsStage);
        QTRY_COMPARE_WITH_TIMEOUT(m_window->document()->project().runs.size(), 3, 60000);
        const ProjectRun fallback = m_window->document()->project().runs.at(2);
        QCOMPARE(fallback.role, RunRole::Fallback);
        QCOMPARE(fallback.label, QStringLiteral("fallback from pilot at step 20"));
        const RunsModel *model = m_window->findChild<RunsPage *>()->model();
        QTRY_COMPARE_WITH_TIMEOUT(model->index(2, RunsModel::StatusColumn).data().toString(), QStringLiteral("completed"), 240000);

        // Rehearsed: resumed from step 20, its steps 21–24 inside the limits against the reference.
        m_window->showStage(MainWindow::CheckpointsStage);
        QTRY_VERIFY_WITH_TIMEOUT(panel->statusText().contains(QLatin1String("resumed from step 20")), 60000);
        QVERIFY2(panel->statusText().contains(QLatin1String("re-check against the reference: inside")), qPrintable(panel->statusText()));
        QTest::qWait(200);
        m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/checkpoints-fallback-en.png"));

        // In German, on a 1280×720 screen.
        m_languages->setLanguage(QStringLiteral("de"));
        QTRY_VERIFY_WITH_TIMEOUT(panel->statusText().contains(QStringLiteral("Nachprüfung gegen die Referenz: innerhalb")), 60000);
        QCOMPARE(panel->findChild<QLineEdit *>(QStringLiteral("fallbackEvery"))->text(), QStringLiteral("12,5"));
        QVERIFY2(m_window->minimumSizeHint().width() <= 1280 && m_window->minimumSizeHint().height() <= 720,
                 qPrintable(QStringLiteral("%1×%2").arg(m_window->minimumSizeHint().width()).arg(m_window->minimumSizeHint().height())));
        m_window->resize(1280, 720);
        QTest::qWait(200);
        m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/checkpoints-fallback-de.png"));
#endif
    }
};

PILOT_GUI_TEST_MAIN(TestFallbackStage)
#include "tst_fallbackstage.moc"
