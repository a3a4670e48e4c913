// The Run stage on an SSH host and on a Slurm cluster, with the launcher settings of each
// target set through the Target Settings dialog's own fields: a real sshd on 127.0.0.1 (the
// sshd fixture) and the loopback Slurm cluster (the slurm_cluster fixture) run the real
// pilot-trainer. Settings that cannot be used are refused with the field named; an unknown
// host key is refused with the launcher's own explanation and never added; the demo reference
// job launched from the New Run dialog reaches a step with a loss, is found again by a
// restarted window (SSH: the launcher of an existing run gets the target's settings), and is
// aborted after the confirmation. Every run a test starts is aborted before it ends.
#include "guifixture.h"

#include "app/comparepage.h"
#include "app/newrundialog.h"
#include "app/scalingview.h"
#include "app/projectdocument.h"
#include "app/runsmodel.h"
#include "app/runspage.h"
#include "app/targetsettings.h"
#include "app/targetsettingsdialog.h"

#include "core/launch/launcher.h"
#include "core/launch/launchrecord.h"
#include "core/runs/runworldsize.h"
#include "core/runs/metricstail.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>

using namespace pilot;
using namespace pilot::app;
using namespace pilot::test;

namespace {

const QString kSshdDir = qEnvironmentVariable("PILOT_TEST_SSHD_DIR");

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &content)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(content) == content.size();
}

int sshdPort()
{
    const QRegularExpression re(QStringLiteral("^Port (\\d+)$"), QRegularExpression::MultilineOption);
    return re.match(QString::fromUtf8(readAll(kSshdDir + QStringLiteral("/sshd_config")))).captured(1).toInt();
}

// The parent of process `pid` (the field after the command name in /proc/PID/stat, whose name
// may hold spaces and parentheses), or -1.
qint64 parentOf(const QString &pid)
{
    const QByteArray stat = readAll(QStringLiteral("/proc/%1/stat").arg(pid));
    const qsizetype close = stat.lastIndexOf(')');
    if (close < 0)
        return -1;
    const QList<QByteArray> fields = stat.mid(close + 2).split(' ');
    return fields.size() > 1 ? fields.at(1).toLongLong() : -1;
}

// Processes whose command line names `folder` (the trainers of this test's runs: their run
// folders, and an SSH host's copies, all lie in it). The app's own short-lived ssh clients (its
// probes and metric copies, children of this process, which name the target's ssh config file
// in the folder) are not what could outlive a run.
QStringList processesIn(const QString &folder)
{
    QStringList found;
    const QByteArray needle = QFile::encodeName(folder);
    const qint64 self = QCoreApplication::applicationPid();
    const QStringList pids = QDir(QStringLiteral("/proc")).entryList({QStringLiteral("[0-9]*")}, QDir::Dirs);
    for (const QString &pid : pids) {
        if (pid.toLongLong() == self || parentOf(pid) == self)
            continue;
        QByteArray cmdline = readAll(QStringLiteral("/proc/%1/cmdline").arg(pid));
        if (cmdline.contains(needle))
            found.append(pid + QLatin1Char(' ') + QString::fromLocal8Bit(cmdline.replace('\0', ' ')));
    }
    return found;
}

// Aborts, when a test ends in any way, every run started in `folder`'s runs (with the
// target's settings, as the app does), so no trainer outlives the test.
struct AbortRunsAtEnd
{
    QString folder;
    ~AbortRunsAtEnd()
    {
        const QStringList runs = QDir(QDir(folder).filePath(QStringLiteral("runs"))).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        for (const QString &run : runs) {
            const QString runDir = QDir(folder).filePath(QStringLiteral("runs/") + run);
            LaunchRecord record;
            QString error;
            if (!readLaunchRecord(runDir, &record, &error))
                continue;
            LaunchTarget target;
            if (!LaunchTarget::parse(record.target, &target, &error))
                continue;
            const std::unique_ptr<Launcher> launcher = makeLauncher(target, TargetSettings::load(target));
            if (launcher && !launcher->abort(record, 10, &error))
                qWarning("cleanup: %s: %s", qPrintable(runDir), qPrintable(error));
        }
        // Slurm's KillWait and the SSH watcher end what is left within their grace.
        for (int i = 0; i < 120 && !processesIn(folder).isEmpty(); ++i)
            QTest::qWait(500);
        for (const QString &left : processesIn(folder))
            qWarning("cleanup: still running: %s", qPrintable(left));
    }
};

} // namespace

class TestRunTargets : public GuiFixture
{
    Q_OBJECT

    // Opens the New Run dialog with Ctrl+R and waits until the project's jobs are in it.
    NewRunDialog *openDialog()
    {
        auto *page = m_window->findChild<RunsPage *>();
        // The shortcut belongs to the window: it must be the active one again after a dialog.
        m_window->activateWindow();
        [&] { QVERIFY(QTest::qWaitForWindowActive(m_window.get())); }();
        page->setFocus();
        QTest::keyClick(m_window.get(), Qt::Key_R, Qt::ControlModifier);
        NewRunDialog *dialog = nullptr;
        [&] { QTRY_VERIFY((dialog = page->findChild<NewRunDialog *>()) != nullptr); }();
        if (dialog) {
            auto *jobs = dialog->findChild<QComboBox *>(QStringLiteral("newRunJob"));
            [&] { QTRY_VERIFY_WITH_TIMEOUT(jobs->count() >= 3, 20000); }();
        }
        return dialog;
    }

    // The demo reference job, run long enough to be aborted while it goes, on `target`.
    void prepareDemoJob(NewRunDialog *dialog, const QString &name, const QString &target)
    {
        QVERIFY(dialog->selectJob(QStringLiteral("lora-dates.json")));
        auto *start = dialog->findChild<QPushButton *>(QStringLiteral("newRunStart"));
        QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), 20000);
        dialog->findChild<QSpinBox *>(QStringLiteral("jobField_steps"))->setValue(5000);
        auto *nameEdit = dialog->findChild<QLineEdit *>(QStringLiteral("newRunName"));
        nameEdit->selectAll();
        QTest::keyClicks(nameEdit, name);
        auto *targetEdit = dialog->findChild<QLineEdit *>(QStringLiteral("newRunTarget"));
        targetEdit->selectAll();
        QTest::keyClicks(targetEdit, target);
        QCOMPARE(dialog->request().target.toString(), target);
    }

    // The demo's pilot job as a data-parallel run can take it: micro-batch 8, two micro-batches a
    // step (one each for two processes), one thread per process (the cluster's node has two
    // cores), `processes` processes, on `target`; optionally a variant of the run `variantOf`.
    void prepareRankJob(NewRunDialog *dialog, const QString &name, const QString &target, int processes, const QString &variantOf = {})
    {
        QVERIFY(dialog->selectJob(QStringLiteral("pilot-neuron-cpu.json")));
        auto *targetEdit = dialog->findChild<QLineEdit *>(QStringLiteral("newRunTarget"));
        targetEdit->selectAll();
        QTest::keyClicks(targetEdit, target);
        dialog->findChild<QComboBox *>(QStringLiteral("newRunRole"))->setCurrentIndex(int(RunRole::Pilot));
        dialog->findChild<QSpinBox *>(QStringLiteral("jobField_steps"))->setValue(40);
        dialog->findChild<QSpinBox *>(QStringLiteral("jobField_micro_batch"))->setValue(8);
        dialog->findChild<QSpinBox *>(QStringLiteral("jobField_grad_accum"))->setValue(2);
        dialog->findChild<QSpinBox *>(QStringLiteral("jobField_threads"))->setValue(1);
        dialog->findChild<QSpinBox *>(QStringLiteral("newRunProcesses"))->setValue(processes);
        if (!variantOf.isEmpty()) {
            auto *base = dialog->findChild<QComboBox *>(QStringLiteral("newRunVariantOf"));
            QTRY_VERIFY_WITH_TIMEOUT(base->findText(variantOf) > 0, 20000);
            base->setCurrentIndex(base->findText(variantOf));
        }
        auto *nameEdit = dialog->findChild<QLineEdit *>(QStringLiteral("newRunName"));
        nameEdit->selectAll();
        QTest::keyClicks(nameEdit, name);
        QCOMPARE(dialog->request().target.toString(), target);
    }

    // Starts the dialog's run and waits until the Runs stage shows it completed.
    void startAndWaitForTheEnd(NewRunDialog *dialog, const QString &label)
    {
        auto *start = dialog->findChild<QPushButton *>(QStringLiteral("newRunStart"));
        QTRY_VERIFY2_WITH_TIMEOUT(start->isEnabled(), qPrintable(dialog->findChild<QLabel *>(QStringLiteral("newRunCheck"))->text()), 30000);
        start->click();
        const RunsModel *model = m_window->findChild<RunsPage *>()->model();
        QTRY_VERIFY_WITH_TIMEOUT(rowOf(model, label) >= 0, 120000);
        QTRY_COMPARE_WITH_TIMEOUT(cell(model, label, RunsModel::StatusColumn), QStringLiteral("completed"), 300000);
    }

    // The target's settings, opened with the button beside the target.
    TargetSettingsDialog *openSettings(NewRunDialog *dialog)
    {
        auto *button = dialog->findChild<QPushButton *>(QStringLiteral("newRunTargetSettings"));
        [&] { QTRY_VERIFY(button->isEnabled()); }();
        button->click();
        TargetSettingsDialog *settings = nullptr;
        [&] { QTRY_VERIFY((settings = dialog->findChild<TargetSettingsDialog *>()) != nullptr); }();
        if (settings)
            [&] { QTRY_VERIFY(settings->isVisible()); }();
        return settings;
    }

    static void type(TargetSettingsDialog *settings, const char *field, const QString &text)
    {
        auto *edit = settings->findChild<QLineEdit *>(QLatin1String(field));
        QVERIFY2(edit, field);
        edit->setFocus();
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Backspace);
        QTest::keyClicks(edit, text);
        QCOMPARE(edit->text(), text);
    }

    // Clicks a button of the settings dialog and waits for the check it starts; the message shown.
    // Clicks a button of the settings dialog and waits for the check it starts; the message
    // shown, or "(saved)" once a Save was accepted (the dialog is gone then).
    static QString press(const QPointer<TargetSettingsDialog> &settings, const char *button)
    {
        QSignalSpy checked(settings.data(), &TargetSettingsDialog::checked);
        settings->findChild<QPushButton *>(QLatin1String(button))->click();
        [&] { QTRY_COMPARE_WITH_TIMEOUT(checked.size(), 1, 60000); }();
        if (!settings || settings->result() == QDialog::Accepted)
            return QStringLiteral("(saved)");
        auto *result = settings->findChild<QLabel *>(QStringLiteral("targetSettingsResult"));
        // Without the zero-width spaces that let paths wrap.
        return result->isVisible() ? result->text().remove(QChar(0x200B)) : QString();
    }

    // Starts the dialog's run and waits until it is in the project with a step and a loss.
    void startAndWaitForALoss(NewRunDialog *dialog, const QString &label, const QString &target)
    {
        auto *start = dialog->findChild<QPushButton *>(QStringLiteral("newRunStart"));
        QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), 20000);
        start->click();
        auto *page = m_window->findChild<RunsPage *>();
        const RunsModel *model = page->model();
        auto *message = page->findChild<QLabel *>(QStringLiteral("runsMessage"));
        QTRY_VERIFY2_WITH_TIMEOUT(!m_window->document()->project().runs.isEmpty(), qPrintable(message->text()), 120000);
        QCOMPARE(m_window->document()->project().runs.last().label, label);
        QTRY_COMPARE_WITH_TIMEOUT(cell(model, label, RunsModel::TargetColumn), target, 30000);
        // A busy machine (and a Slurm queue) may take minutes to the first step.
        QTRY_VERIFY2_WITH_TIMEOUT(!cell(model, label, RunsModel::LossColumn).isEmpty(),
                                  qPrintable(cell(model, label, RunsModel::StatusColumn)), 240000);
        QVERIFY(!cell(model, label, RunsModel::StepsColumn).isEmpty());
        QTRY_VERIFY2_WITH_TIMEOUT(cell(model, label, RunsModel::StatusColumn).startsWith(QLatin1String("running")),
                                  qPrintable(cell(model, label, RunsModel::StatusColumn)), 30000); // "running · training, step N"
    }

    // Selects the run, asks to abort it, confirms, and waits for "aborted".
    void abortConfirmed(const QString &label)
    {
        auto *page = m_window->findChild<RunsPage *>();
        const RunsModel *model = page->model();
        auto *view = page->findChild<QTableView *>(QStringLiteral("runsTable"));
        view->selectionModel()->select(model->index(rowOf(model, label), 0),
                                       QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        QTRY_VERIFY(page->findChild<QPushButton *>(QStringLiteral("abortRunButton"))->isEnabled());
        QMessageBox *box = page->abortSelected();
        QVERIFY(box);
        box->button(QMessageBox::Yes)->click();
        auto *message = page->findChild<QLabel *>(QStringLiteral("runsMessage"));
        QTRY_COMPARE_WITH_TIMEOUT(cell(model, label, RunsModel::StatusColumn), QStringLiteral("aborted"), 120000);
        QVERIFY2(message->text().contains(QLatin1String("was stopped")), qPrintable(message->text()));
    }

    // A window started afresh on the saved project, as after closing and starting the app.
    void restartWindow(const QString &project)
    {
        QVERIFY(m_window->saveProjectAs(project));
        m_window->document()->newProject(QString());
        m_window.reset();
        m_window = std::make_unique<MainWindow>(m_languages.get());
        m_window->resize(1366, 768);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(m_window->openProject(project));
        m_window->showStage(MainWindow::RunsStage);
    }

private Q_SLOTS:
    void initTestCase()
    {
#ifdef PILOT_TRAINER
        // The libtorch backend starts the trainer from here (tests live apart from bin/); the
        // loopback SSH host shares this machine's files, so the same path serves it.
        qputenv("PILOT_TRAINER", PILOT_TRAINER);
        qputenv("PILOT_REMOTE_TRAINER", PILOT_TRAINER);
#endif
    }

    void sshTarget()
    {
#ifndef PILOT_TRAINER
        QSKIP("pilot-trainer is not built (PILOT_WITH_TORCH=OFF)");
#else
        QVERIFY2(!kSshdDir.isEmpty() && QFileInfo::exists(kSshdDir + QStringLiteral("/client_config")),
                 "PILOT_TEST_SSHD_DIR names no running test sshd (ctest starts it with the sshd fixture)");
        const int port = sshdPort();
        QVERIFY(port > 0);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString project = copyDemo(dir.path());
        AbortRunsAtEnd cleanup{dir.path()};
        // Everything ssh reads comes from the settings: an empty configuration file, so the
        // user's own ~/.ssh/config plays no part, the fixture's user key and host key.
        const QString config = dir.filePath(QStringLiteral("ssh config"));
        const QString emptyKnownHosts = dir.filePath(QStringLiteral("known_hosts without the host"));
        QVERIFY(writeFile(config, QByteArray()));
        QVERIFY(writeFile(emptyKnownHosts, QByteArray()));
        const QString identity = kSshdDir + QStringLiteral("/userkey");
        const QString knownHosts = kSshdDir + QStringLiteral("/known_hosts");
        const QString hostRoot = dir.filePath(QStringLiteral("host root"));
        const QString target = QStringLiteral("ssh://127.0.0.1:%1").arg(port);

        QVERIFY(m_window->openProject(project));
        m_window->resize(1366, 768);
        m_window->showStage(MainWindow::RunsStage);
        NewRunDialog *dialog = openDialog();
        QVERIFY(dialog);
        prepareDemoJob(dialog, QStringLiteral("unknown host key"), target);
        if (QTest::currentTestFailed())
            return;
        auto *summary = dialog->findChild<QLabel *>(QStringLiteral("newRunTargetSummary"));
        QTRY_VERIFY2(summary->text().contains(QLatin1String("the defaults")), qPrintable(summary->text()));

        // Values that cannot be used are refused, each with its field; nothing is kept.
        QPointer<TargetSettingsDialog> settings = openSettings(dialog);
        QVERIFY(settings);
        QVERIFY(settings->findChild<QLabel *>(QStringLiteral("targetSettingsIntro"))->text().contains(target));
        type(settings, "targetSshConfig", config);
        type(settings, "targetSshIdentity", dir.path()); // a folder
        type(settings, "targetSshKnownHosts", emptyKnownHosts);
        type(settings, "targetRemoteRoot", QStringLiteral("relative/runs"));
        QString said = press(settings, "targetSettingsSave");
        QVERIFY2(said.contains(QLatin1String("Identity file: ")) && said.contains(QLatin1String("folder")), qPrintable(said));
        QVERIFY2(said.contains(QLatin1String("Run folder on the host: ")), qPrintable(said));
        QVERIFY(settings && settings->isVisible());
        QVERIFY(TargetSettings::load(dialog->request().target).sshIdentityFile.isEmpty());

        // A host whose key is not in the known-hosts file: the login says so and adds nothing.
        type(settings, "targetSshIdentity", identity);
        type(settings, "targetRemoteRoot", hostRoot);
        said = press(settings, "targetSettingsTest");
        QVERIFY2(said.contains(QLatin1String("The host key of")) && said.contains(QLatin1String("is not known")), qPrintable(said));
        QCOMPARE(QFileInfo(emptyKnownHosts).size(), 0);
        // Usable settings are kept, key file and all; the launch then meets the unknown key.
        QCOMPARE(press(settings, "targetSettingsSave"), QStringLiteral("(saved)"));
        QTRY_VERIFY(!settings);
        const LauncherOptions kept = TargetSettings::load(dialog->request().target);
        QCOMPARE(kept.sshConfigFile, config);
        QCOMPARE(kept.sshIdentityFile, identity);
        QCOMPARE(kept.sshKnownHostsFile, emptyKnownHosts);
        QCOMPARE(kept.remoteRunRoot, hostRoot);
        QTRY_VERIFY2(summary->text().remove(QChar(0x200B)).contains(identity), qPrintable(summary->text()));
        auto *start = dialog->findChild<QPushButton *>(QStringLiteral("newRunStart"));
        QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), 20000);
        start->click();
        auto *page = m_window->findChild<RunsPage *>();
        auto *message = page->findChild<QLabel *>(QStringLiteral("runsMessage"));
        QTRY_VERIFY_WITH_TIMEOUT(message->isVisible() && message->text().contains(QLatin1String("did not start")), 120000);
        QVERIFY2(message->text().contains(QLatin1String("The host key of")), qPrintable(message->text()));
        QCOMPARE(cell(page->model(), QStringLiteral("unknown host key"), RunsModel::StatusColumn), QStringLiteral("did not start"));
        QCOMPARE(QFileInfo(emptyKnownHosts).size(), 0);
        QVERIFY(m_window->document()->project().runs.isEmpty());

        // The known-hosts file with the host's key: the login works, and so does the run.
        dialog = openDialog();
        QVERIFY(dialog);
        QCOMPARE(dialog->findChild<QLineEdit *>(QStringLiteral("newRunTarget"))->text(), target); // remembered
        prepareDemoJob(dialog, QStringLiteral("over ssh"), target);
        if (QTest::currentTestFailed())
            return;
        settings = openSettings(dialog);
        QVERIFY(settings);
        QCOMPARE(settings->findChild<QLineEdit *>(QStringLiteral("targetSshIdentity"))->text(), identity);
        type(settings, "targetSshKnownHosts", knownHosts);
        said = press(settings, "targetSettingsTest");
        QVERIFY2(said.contains(QLatin1String("Logged in to")) && said.contains(hostRoot), qPrintable(said));
        QCOMPARE(press(settings, "targetSettingsSave"), QStringLiteral("(saved)"));
        QTRY_VERIFY(!settings);
        QCOMPARE(TargetSettings::load(dialog->request().target).sshKnownHostsFile, knownHosts);
        startAndWaitForALoss(dialog, QStringLiteral("over ssh"), target);
        if (QTest::currentTestFailed())
            return;
        LaunchRecord record;
        QString error;
        const QString runDir = dir.filePath(QStringLiteral("runs/over ssh"));
        QVERIFY2(readLaunchRecord(runDir, &record, &error), qPrintable(error));
        QCOMPARE(record.launcher, QStringLiteral("ssh"));
        QCOMPARE(record.hostRunDir, hostRoot + QStringLiteral("/over ssh"));

        // A restarted app finds the run again and follows it with the target's settings: the
        // steps keep coming from the host.
        const qint64 stepBefore = cell(m_window->findChild<RunsPage *>()->model(), QStringLiteral("over ssh"), RunsModel::StepsColumn)
                                      .remove(QLatin1Char(','))
                                      .toLongLong();
        restartWindow(project);
        if (QTest::currentTestFailed())
            return;
        const RunsModel *model = m_window->findChild<RunsPage *>()->model();
        QTRY_VERIFY2_WITH_TIMEOUT(cell(model, QStringLiteral("over ssh"), RunsModel::StatusColumn).startsWith(QLatin1String("running")),
                                  qPrintable(cell(model, QStringLiteral("over ssh"), RunsModel::StatusColumn)),
                                  60000); // "running · training, step N"
        QTRY_VERIFY_WITH_TIMEOUT(
            cell(model, QStringLiteral("over ssh"), RunsModel::StepsColumn).remove(QLatin1Char(',')).toLongLong() > stepBefore, 120000);

        abortConfirmed(QStringLiteral("over ssh"));
        if (QTest::currentTestFailed())
            return;
        // The trainer wrote its end on the host, and the last sync brought it here.
        RunMetrics metrics;
        QVERIFY2(readMetricsFile(runDir + QStringLiteral("/metrics.jsonl"), &metrics, &error), qPrintable(error));
        QVERIFY(metrics.runEnd());
        QCOMPARE(metrics.runEnd()->status, QStringLiteral("aborted"));
        // What is still going, named, if anything outlives the abort.
        QTRY_VERIFY2_WITH_TIMEOUT(processesIn(dir.path()).isEmpty(), qPrintable(processesIn(dir.path()).join(QStringLiteral("; "))),
                                  120000);
#endif
    }

    void slurmTarget()
    {
#ifndef PILOT_TRAINER
        QSKIP("pilot-trainer is not built (PILOT_WITH_TORCH=OFF)");
#else
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("sbatch")).isEmpty(), "sbatch is not installed");
        QProcess ping;
        ping.start(QStringLiteral("scontrol"), {QStringLiteral("ping")});
        QVERIFY(ping.waitForFinished(30000));
        QVERIFY2(ping.readAllStandardOutput().contains("is UP"), "slurmctld is not up (the slurm_cluster fixture starts it)");

        QTemporaryDir dir;
        QTemporaryDir elsewhere;
        QVERIFY(dir.isValid() && elsewhere.isValid());
        const QString project = copyDemo(dir.path());
        AbortRunsAtEnd cleanup{dir.path()};
        const QString target = QStringLiteral("slurm:debug");
        LaunchTarget slurm;
        QString error;
        QVERIFY(LaunchTarget::parse(target, &slurm, &error));
        // Kept from before: a shared folder this project does not lie in. New Run says so and
        // will not start.
        LauncherOptions outside;
        outside.slurmRunRoot = elsewhere.path();
        TargetSettings::save(slurm, outside);

        QVERIFY(m_window->openProject(project));
        m_window->resize(1366, 768);
        m_window->showStage(MainWindow::RunsStage);
        NewRunDialog *dialog = openDialog();
        QVERIFY(dialog);
        prepareDemoJob(dialog, QStringLiteral("on slurm"), target);
        if (QTest::currentTestFailed())
            return;
        auto *problem = dialog->findChild<QLabel *>(QStringLiteral("newRunTargetProblem"));
        auto *start = dialog->findChild<QPushButton *>(QStringLiteral("newRunStart"));
        QTRY_VERIFY2(problem->isVisible() && problem->text().contains(QLatin1String("not inside")), qPrintable(problem->text()));
        QVERIFY(!start->isEnabled());

        QPointer<TargetSettingsDialog> settings = openSettings(dialog);
        QVERIFY(settings);
        QCOMPARE(settings->findChild<QLineEdit *>(QStringLiteral("targetSlurmRoot"))->text(), elsewhere.path());
        type(settings, "targetSlurmRoot", QStringLiteral("shared/runs"));
        QString said = press(settings, "targetSettingsSave");
        QVERIFY2(said.contains(QLatin1String("Shared folder for Slurm runs: ")) && said.contains(QLatin1String("not an absolute path")),
                 qPrintable(said));
        QVERIFY(settings);
        type(settings, "targetSlurmRoot", elsewhere.path());
        said = press(settings, "targetSettingsSave");
        QVERIFY2(said.contains(QLatin1String("not inside")), qPrintable(said));
        QVERIFY(settings);
        type(settings, "targetSlurmRoot", dir.path());
        QCOMPARE(press(settings, "targetSettingsSave"), QStringLiteral("(saved)"));
        QTRY_VERIFY(!settings);
        QCOMPARE(TargetSettings::load(slurm).slurmRunRoot, dir.path());
        QTRY_VERIFY(!problem->isVisible());
        QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("newRunTargetSummary"))->text().remove(QChar(0x200B)).contains(dir.path()));

        startAndWaitForALoss(dialog, QStringLiteral("on slurm"), target);
        if (QTest::currentTestFailed())
            return;
        LaunchRecord record;
        QVERIFY2(readLaunchRecord(dir.filePath(QStringLiteral("runs/on slurm")), &record, &error), qPrintable(error));
        QCOMPARE(record.launcher, QStringLiteral("slurm"));
        QVERIFY(!record.slurmJobId.isEmpty());

        abortConfirmed(QStringLiteral("on slurm"));
        if (QTest::currentTestFailed())
            return;
        QTRY_VERIFY2_WITH_TIMEOUT(processesIn(dir.path()).isEmpty(), qPrintable(processesIn(dir.path()).join(QStringLiteral("; "))),
                                  90000);
#endif
    }

    // What the scaling issue is done by: a researcher runs the pilot job on one process, then its
    // variant with two ranks (world size the one thing it varies) on the loopback Slurm cluster,
    // both from New Run; the two-rank curve matches the one-process curve inside the project's
    // loss tolerance, Compare's Scaling tab shows both world sizes with efficiency and the share
    // of communication, and the next variant may change one thing only.
    void twoRanksOnSlurmMatchOneAndScale()
    {
#ifndef PILOT_TRAINER
        QSKIP("pilot-trainer is not built (PILOT_WITH_TORCH=OFF)");
#else
        QProcess ping;
        ping.start(QStringLiteral("scontrol"), {QStringLiteral("ping")});
        QVERIFY(ping.waitForFinished(30000));
        QVERIFY2(ping.readAllStandardOutput().contains("is UP"), "slurmctld is not up (the slurm_cluster fixture starts it)");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString folder = dir.filePath(QStringLiteral("demo"));
        AbortRunsAtEnd cleanup{folder};
        const QString target = QStringLiteral("slurm:debug");
        LaunchTarget slurm;
        QString error;
        QVERIFY(LaunchTarget::parse(target, &slurm, &error));
        LauncherOptions shared;
        shared.slurmRunRoot = dir.path();
        TargetSettings::save(slurm, shared);
        QVERIFY(m_window->openDemo(folder));
        m_window->resize(1366, 768);
        m_window->showStage(MainWindow::RunsStage);

        NewRunDialog *dialog = openDialog();
        QVERIFY(dialog);
        prepareRankJob(dialog, QStringLiteral("one process"), target, 1);
        if (QTest::currentTestFailed())
            return;
        startAndWaitForTheEnd(dialog, QStringLiteral("one process"));
        if (QTest::currentTestFailed())
            return;

        dialog = openDialog();
        QVERIFY(dialog);
        prepareRankJob(dialog, QStringLiteral("two ranks"), target, 2, QStringLiteral("one process"));
        if (QTest::currentTestFailed())
            return;
        auto *verdict = dialog->findChild<QLabel *>(QStringLiteral("newRunVariation"));
        QTRY_COMPARE(verdict->text(), QStringLiteral("varies world size 1 → 2"));
        QDir().mkpath(QStringLiteral(PILOT_BINARY_DIR "/screenshots"));
        QVERIFY(dialog->grab().save(QStringLiteral(PILOT_BINARY_DIR "/screenshots/new-run-two-ranks-en.png")));
        const QString label = QStringLiteral("two ranks · varies world size 1 → 2");
        startAndWaitForTheEnd(dialog, label);
        if (QTest::currentTestFailed())
            return;
        // One Slurm job whose ranks were srun's tasks; rank 0 wrote that there were two.
        const QString runDir = QDir(folder).filePath(QStringLiteral("runs/two ranks"));
        QVERIFY2(QString::fromUtf8(readAll(runDir + QStringLiteral("/slurm-job.sh"))).contains(QLatin1String("srun --kill-on-bad-exit=1 --label --ntasks=2")),
                 qPrintable(runDir));
        QCOMPARE(runWorldSize(runDir), 2);

        // Compare: the one-process run against the two ranks.
        m_window->showStage(MainWindow::CompareStage);
        auto *compare = m_window->findChild<ComparePage *>();
        auto *reference = compare->findChild<QComboBox *>(QStringLiteral("compareReference"));
        auto *pilot = compare->findChild<QComboBox *>(QStringLiteral("comparePilot"));
        QTRY_VERIFY(reference->findText(QStringLiteral("one process")) >= 0 && pilot->findText(label) >= 0);
        reference->setCurrentIndex(reference->findText(QStringLiteral("one process")));
        pilot->setCurrentIndex(pilot->findText(label));
        auto *lossVerdict = compare->findChild<QLabel *>(QStringLiteral("compareVerdict"));
        QTRY_VERIFY2_WITH_TIMEOUT(lossVerdict->text().contains(QLatin1String("Training loss: inside the tolerance.")),
                                  qPrintable(lossVerdict->text()), 30000);
        compare->findChild<QTabWidget *>(QStringLiteral("compareTabs"))->setCurrentIndex(2);
        const QTableWidget *table = compare->scaling()->table();
        const auto text = [table](int row, int column) { return table->item(row, column) ? table->item(row, column)->text() : QString(); };
        QTRY_VERIFY_WITH_TIMEOUT(table->rowCount() >= 2 && text(1, 1) == QLatin1String("2"), 30000);
        QCOMPARE(text(0, 0), QStringLiteral("one process"));
        QCOMPARE(text(0, 1), QStringLiteral("1"));
        QCOMPARE(text(0, 4), QStringLiteral("1.00"));
        // Measured figures, whatever they are on this machine: a number, never "unknown".
        const QRegularExpression number(QStringLiteral("^[0-9][0-9,.]*( %)?$"));
        for (const int column : {2, 4, 5}) {
            QVERIFY2(number.match(text(1, column)).hasMatch(), qPrintable(QStringLiteral("column %1: %2").arg(column).arg(text(1, column))));
        }
        QVERIFY(m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/screenshots/compare-scaling-slurm-en.png")));

        // The next variant of the two-rank run: one thing at a time.
        m_window->showStage(MainWindow::RunsStage);
        dialog = openDialog();
        QVERIFY(dialog);
        prepareRankJob(dialog, QStringLiteral("longer"), target, 2, label);
        if (QTest::currentTestFailed())
            return;
        verdict = dialog->findChild<QLabel *>(QStringLiteral("newRunVariation"));
        QTRY_COMPARE(verdict->text(), QStringLiteral("the same training: it varies nothing"));
        dialog->findChild<QSpinBox *>(QStringLiteral("jobField_seq_len"))->setValue(64);
        QTRY_COMPARE(verdict->text(), QStringLiteral("varies sequence length 48 → 64"));
        auto *start = dialog->findChild<QPushButton *>(QStringLiteral("newRunStart"));
        QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), 30000);
        dialog->findChild<QSpinBox *>(QStringLiteral("newRunProcesses"))->setValue(1);
        QTRY_VERIFY2(verdict->text().startsWith(QLatin1String("not a variant: it changes 2 scaling variables at once")),
                     qPrintable(verdict->text()));
        QTRY_VERIFY(!start->isEnabled());
        dialog->reject();
#endif
    }
};

PILOT_GUI_TEST_MAIN(TestRunTargets)

#include "tst_runtargets.moc"
