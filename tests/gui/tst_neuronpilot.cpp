// The demo's reference and Neuron pilot, end to end as a user goes: the reference job on the
// libtorch backend (the real pilot-trainer) and the pilot job on the neuron backend (the real
// pilot_neuron_job package the build puts beside the plugin, run by the demo's runtime Python,
// /usr/bin/python3, on device cpu) started from the New Run dialog with the same short
// training, both followed to their end, then judged in the Compare stage.
#include "guifixture.h"

#include "app/comparepage.h"
#include "app/jobfieldseditor.h"
#include "app/newrundialog.h"
#include "app/projectdocument.h"
#include "app/runsmodel.h"
#include "app/runspage.h"

#include "core/job/jobspecio.h"
#include "core/project/runtimesettings.h"

#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>

using namespace pilot;
using namespace pilot::app;
using namespace pilot::test;

namespace {

// A short training, the same for both runs: they must be the same job but for backend,
// device and role, as a reference and its pilot are.
// A larger micro batch than the demo's makes the two evaluations (at step 0 and at the end,
// greedy outputs of all 200 validation prompts, batched by it) quicker.
constexpr int kSteps = 8;
constexpr int kMicroBatch = 32;

} // namespace

class TestNeuronPilot : public GuiFixture
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
#ifdef PILOT_TRAINER
        // The libtorch backend starts the trainer from here (tests live apart from bin/).
        qputenv("PILOT_TRAINER", PILOT_TRAINER);
#endif
        // The neuron plugin must find the package the build put beside it, not another one.
        qunsetenv("PILOT_NEURON_JOB_PATH");
    }

    // Opens the New Run dialog with its button, waits until the project's jobs are in it, picks
    // `job` and shortens its training as the user would, in the dialog's job fields.
    NewRunDialog *openShortened(const QString &job)
    {
        auto *page = m_window->findChild<RunsPage *>();
        auto *button = page->findChild<QPushButton *>(QStringLiteral("newRunButton"));
        [&] { QTRY_VERIFY(button->isEnabled()); }();
        QTest::mouseClick(button, Qt::LeftButton);
        NewRunDialog *dialog = nullptr;
        [&] { QTRY_VERIFY((dialog = page->findChild<NewRunDialog *>()) != nullptr); }();
        if (!dialog)
            return nullptr;
        auto *jobs = dialog->findChild<QComboBox *>(QStringLiteral("newRunJob"));
        [&] { QTRY_VERIFY_WITH_TIMEOUT(jobs->count() >= 3, 20000); }();
        if (!dialog->selectJob(job))
            return nullptr;
        dialog->findChild<QSpinBox *>(QStringLiteral("jobField_steps"))->setValue(kSteps);
        dialog->findChild<QSpinBox *>(QStringLiteral("jobField_micro_batch"))->setValue(kMicroBatch);
        return dialog;
    }

    // Waits for the backend's verdict on the job as it stands, starts it and waits until the
    // dialog is gone; what it asked for is kept in `request`.
    bool start(NewRunDialog *dialog, NewRunRequest *request = nullptr)
    {
        const QPointer<NewRunDialog> alive(dialog);
        auto *check = dialog->findChild<QLabel *>(QStringLiteral("newRunCheck"));
        auto *start = dialog->findChild<QPushButton *>(QStringLiteral("newRunStart"));
        [&] {
            QTRY_VERIFY2_WITH_TIMEOUT(check->text() == QStringLiteral("The backend accepts this job.") && start->isEnabled(),
                                      qPrintable(check->text()), 90000); // the probe imports torch
        }();
        if (!start->isEnabled())
            return false;
        if (request)
            *request = dialog->request();
        start->click();
        [&] { QTRY_VERIFY(alive.isNull()); }(); // closed and deleted
        return alive.isNull();
    }

    void referenceAndNeuronPilotAgreeInCompare()
    {
#ifndef PILOT_TRAINER
        QSKIP("pilot-trainer is not built (PILOT_WITH_TORCH=OFF)");
#else
        const QTemporaryDir &dir = scratch();
        const QString projectFile = copyDemo(dir);
        QVERIFY(m_window->openProject(projectFile));
        // The demo names the interpreter the neuron job runs with.
        QCOMPARE(runtimeSettingsFor(m_window->document()->project().runtime, QStringLiteral("neuron"), QStringLiteral("local"))
                     .value(QStringLiteral("python")),
                 QStringLiteral("/usr/bin/python3"));
        m_window->resize(1366, 768);
        m_window->showStage(MainWindow::RunsStage);
        auto *page = m_window->findChild<RunsPage *>();

        // The reference: the demo's LoRA job on libtorch, device cpu.
        NewRunDialog *dialog = openShortened(QStringLiteral("lora-dates.json"));
        QVERIFY(dialog);
        QCOMPARE(dialog->findChild<QComboBox *>(QStringLiteral("newRunBackend"))->currentText(), QStringLiteral("libtorch"));
        QCOMPARE(dialog->findChild<QComboBox *>(QStringLiteral("jobField_device"))->currentText(), QStringLiteral("cpu"));
        QCOMPARE(dialog->findChild<QComboBox *>(QStringLiteral("newRunRole"))->currentIndex(), int(RunRole::Reference));
        QVERIFY(start(dialog));

        // The pilot: the demo's pilot job, neuron backend, device cpu chosen in the dialog.
        dialog = openShortened(QStringLiteral("pilot-neuron.json"));
        QVERIFY(dialog);
        QCOMPARE(dialog->findChild<QComboBox *>(QStringLiteral("newRunBackend"))->currentText(), QStringLiteral("neuron"));
        QCOMPARE(dialog->findChild<QComboBox *>(QStringLiteral("newRunRole"))->currentIndex(), int(RunRole::Pilot));
        auto *device = dialog->findChild<QComboBox *>(QStringLiteral("jobField_device"));
        QCOMPARE(device->currentText(), QStringLiteral("neuron"));
        const int cpu = device->findText(QStringLiteral("cpu"));
        QVERIFY(cpu >= 0);
        device->setCurrentIndex(cpu);
        Q_EMIT device->activated(cpu); // as the user's choice does
        NewRunRequest pilotRequest;
        QVERIFY(start(dialog, &pilotRequest));
        QCOMPARE(pilotRequest.job.device, QStringLiteral("cpu"));
        QCOMPARE(pilotRequest.job.train.maxSteps, kSteps);

        // One run at a time on this machine: the pilot waits for the reference, then both end.
        const RunsModel *model = page->model();
        const QString reference = QStringLiteral("demo-ref-lora"), pilot = QStringLiteral("demo-pilot-lora");
        QTRY_COMPARE_WITH_TIMEOUT(cell(model, reference, RunsModel::StatusColumn), QStringLiteral("completed"), 180000);
        QTRY_COMPARE_WITH_TIMEOUT(cell(model, pilot, RunsModel::StatusColumn), QStringLiteral("completed"), 180000);
        QCOMPARE(cell(model, reference, RunsModel::StepsColumn), QString::number(kSteps));
        QCOMPARE(cell(model, pilot, RunsModel::StepsColumn), QString::number(kSteps));
        // Both in the project with their roles.
        const QList<ProjectRun> runs = m_window->document()->project().runs;
        QCOMPARE(runs.size(), qsizetype(2));
        QCOMPARE(runs.at(0).path, QStringLiteral("runs/demo-ref-lora"));
        QCOMPARE(runs.at(0).role, RunRole::Reference);
        QCOMPARE(runs.at(1).path, QStringLiteral("runs/demo-pilot-lora"));
        QCOMPARE(runs.at(1).role, RunRole::Pilot);
        // The pilot ran the package beside the plugin with the demo's Python, on the CPU.
        const JobSpecReadResult pilotJob = readJobSpec(dir.filePath(QStringLiteral("runs/demo-pilot-lora/job.json")));
        QVERIFY(pilotJob.spec);
        QCOMPARE(pilotJob.spec->backend, QStringLiteral("neuron"));
        QCOMPARE(pilotJob.spec->device, QStringLiteral("cpu"));

        // Compare: the reference and the pilot are chosen by their roles; the verdict.
        m_window->showStage(MainWindow::CompareStage);
        auto *compare = m_window->findChild<ComparePage *>();
        QCOMPARE(compare->findChild<QComboBox *>(QStringLiteral("compareReference"))->currentData().toString(),
                 QDir(dir.path()).filePath(QStringLiteral("runs/demo-ref-lora")));
        QCOMPARE(compare->findChild<QComboBox *>(QStringLiteral("comparePilot"))->currentData().toString(),
                 QDir(dir.path()).filePath(QStringLiteral("runs/demo-pilot-lora")));
        auto *verdict = compare->findChild<QLabel *>(QStringLiteral("compareVerdict"));
        QTRY_VERIFY2_WITH_TIMEOUT(verdict->text().contains(QLatin1String("Training loss: inside the tolerance.")),
                                  qPrintable(verdict->text()), 20000);
        // Every step of the reference compared, none outside, nothing incomplete.
        QVERIFY2(verdict->text().contains(QStringLiteral("%1 of %1 reference points compared per effective step.").arg(kSteps)),
                 qPrintable(verdict->text()));
        QVERIFY2(!verdict->text().contains(QLatin1String("outside")) && !verdict->text().contains(QLatin1String("incomplete")),
                 qPrintable(verdict->text()));
        QVERIFY2(verdict->text().contains(QLatin1String("Validation at every evaluation of the reference: inside.")),
                 qPrintable(verdict->text()));
        // The validation loss and exact match at every evaluation, each inside.
        auto *validation = compare->findChild<QTableWidget *>(QStringLiteral("compareValidation"));
        QVERIFY(validation->rowCount() >= 2);
        QStringList lossRows;
        for (int row = 0; row < validation->rowCount(); ++row) {
            const QString metric = validation->item(row, 0)->text();
            QVERIFY2(validation->item(row, 4)->text() == QLatin1String("inside"),
                     qPrintable(metric + QStringLiteral(" at ") + validation->item(row, 1)->text() + QStringLiteral(": ")
                                + validation->item(row, 4)->text()));
            if (metric == QLatin1String("validation loss"))
                lossRows << validation->item(row, 1)->text();
        }
        QVERIFY2(lossRows.contains(QString::number(kSteps)), qPrintable(lossRows.join(QLatin1Char(','))));

        // The Neuron line under the verdict, for the pilot alone: it ran on the CPU, and nothing
        // compiled or fell back there.
        QLabel *neuron = compare->neuronSummary();
        QTRY_VERIFY2_WITH_TIMEOUT(neuron->isVisible(), qPrintable(neuron->text()), 20000);
        QCOMPARE(neuron->text(), QStringLiteral("Pilot: It ran on device cpu, not on a Neuron device. Its logs name no compile-cache event "
                                                "and no CPU fallback."));

        QDir().mkpath(QStringLiteral(PILOT_BINARY_DIR "/screenshots"));
        QTest::qWait(200);
        QVERIFY(m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/screenshots/compare-neuron-pilot-en.png")));
#endif
    }
};

PILOT_GUI_TEST_MAIN(TestNeuronPilot)

#include "tst_neuronpilot.moc"
