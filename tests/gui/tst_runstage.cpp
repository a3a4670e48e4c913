// The Run stage: a run launched from the project's jobs (the real pilot-trainer), followed in
// the table and aborted after a confirmation; a job its backend refuses cannot be started; a
// hostile run name stays one folder inside the project's runs folder; a hostile SSH target is
// refused as it is typed.
#include "guifixture.h"
#include "neuronrunfixture.h"

#include "app/checkpointspage.h"
#include "app/jobfieldseditor.h"
#include "app/neuronrunview.h"
#include "app/newrundialog.h"
#include "app/projectdocument.h"
#include "app/rundetails.h"
#include "app/runfollower.h"
#include "app/runlaunches.h"
#include "app/runsmodel.h"
#include "app/runspage.h"
#include "charts/curvechart.h"

#include "core/job/jobspecio.h"
#include "core/launch/launchrecord.h"
#include "core/launch/procstat.h"
#include "core/launch/queuedrun.h"
#include "core/launch/runstatus.h"
#include "core/project/projectplace.h"
#include "core/runs/runliveness.h"
#include "core/runs/runsummary.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>

#include <unistd.h>

using namespace pilot;
using namespace pilot::app;
using namespace pilot::test;

namespace {

// A run of the demo's reference LoRA job on this machine, long enough to be going whenever
// the test looks (it is aborted long before its end).
NewRunRequest longDemoRun(const QString &projectFolder, const QString &name)
{
    const QString jobFile = QDir(projectFolder).filePath(QStringLiteral("jobs/lora-dates.json"));
    JobSpecReadResult read = readJobSpec(jobFile);
    if (!read.spec)
        qFatal("the demo job does not read");
    resolveJobPaths(&*read.spec, jobFile);
    NewRunRequest request;
    request.role = RunRole::Reference;
    request.name = name;
    request.jobFile = jobFile;
    request.job = *read.spec;
    request.job.train.maxSteps = 5000;
    request.edited = true;
    QString error;
    LaunchTarget::parse(QStringLiteral("local"), &request.target, &error);
    request.limit = 1;
    return request;
}

QString queueState(const QString &runDir)
{
    QueuedRun q;
    QString error;
    return readQueuedRun(runDir, &q, &error) ? queuedRunStateName(q.state) : (error.isEmpty() ? QStringLiteral("none") : error);
}

} // namespace

class TestRunStage : public GuiFixture
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
#ifdef PILOT_TRAINER
        // The libtorch backend starts the trainer from here (tests live apart from bin/).
        qputenv("PILOT_TRAINER", PILOT_TRAINER);
#endif
    }

    // Opens the New Run dialog with Ctrl+R and waits until the project's jobs are in it.
    NewRunDialog *openDialog()
    {
        auto *page = m_window->findChild<RunsPage *>();
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

    void launchFollowAndAbortTheDemoReference()
    {
#ifndef PILOT_TRAINER
        QSKIP("pilot-trainer is not built (PILOT_WITH_TORCH=OFF)");
#else
        const QTemporaryDir &dir = scratch();
        QVERIFY(m_window->openProject(copyDemo(dir)));
        m_window->resize(1366, 768);
        m_window->showStage(MainWindow::RunsStage);
        NewRunDialog *dialog = openDialog();
        QVERIFY(dialog);
        QSignalSpy checked(dialog, &NewRunDialog::checked);
        // Proposed: the project's reference job (LoRA, as its task profile says), not the first
        // file by name (base-model.json, a full fine-tune of 800 steps); and it says so.
        QCOMPARE(dialog->findChild<QComboBox *>(QStringLiteral("newRunJob"))->currentText(), QStringLiteral("lora-dates.json"));
        const QString proposal = dialog->findChild<QLabel *>(QStringLiteral("newRunProposal"))->text();
        QVERIFY2(proposal.contains(QLatin1String("the project's reference job")) && proposal.contains(QLatin1String("LoRA")),
                 qPrintable(proposal));
        QVERIFY(dialog->selectJob(QStringLiteral("lora-dates.json")));
        auto *start = dialog->findChild<QPushButton *>(QStringLiteral("newRunStart"));
        QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), 20000);
        QVERIFY2(dialog->findChild<QLabel *>(QStringLiteral("newRunCheck"))->text().contains(QLatin1String("accepts")),
                 qPrintable(dialog->findChild<QLabel *>(QStringLiteral("newRunCheck"))->text()));
        QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("newRunCapabilities"))->text().contains(QLatin1String("cpu")));
        QCOMPARE(dialog->findChild<QComboBox *>(QStringLiteral("newRunRole"))->currentIndex(), int(RunRole::Reference));
        // More steps than the demo's, so the run is still going when it is aborted.
        dialog->findChild<QSpinBox *>(QStringLiteral("jobField_steps"))->setValue(5000);
        QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), 20000);
        QVERIFY(dialog->request().edited);
        start->click();

        auto *page = m_window->findChild<RunsPage *>();
        const RunsModel *model = page->model();
        const QString label = QStringLiteral("demo-ref-lora");
        // Added to the project with its role as soon as its launcher has it.
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->document()->project().runs.isEmpty(), 30000);
        const ProjectRun run = m_window->document()->project().runs.last();
        QCOMPARE(run.role, RunRole::Reference);
        QCOMPARE(run.path, QStringLiteral("runs/demo-ref-lora"));
        QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("runs/demo-ref-lora/launch.json"))));
        // Live: running, with a step, a loss, tokens/s and an elapsed time.
        QTRY_VERIFY_WITH_TIMEOUT(!cell(model, label, RunsModel::StepsColumn).isEmpty(), 240000); // a busy machine
        QTRY_VERIFY2_WITH_TIMEOUT(cell(model, label, RunsModel::StatusColumn).startsWith(QLatin1String("running")),
                                  qPrintable(cell(model, label, RunsModel::StatusColumn)), 30000); // "running · training, step N"
        QVERIFY(!cell(model, label, RunsModel::LossColumn).isEmpty());
        QCOMPARE(cell(model, label, RunsModel::TargetColumn), QStringLiteral("local"));
        QTRY_VERIFY(!cell(model, label, RunsModel::ElapsedColumn).isEmpty());

        // Selected: its curve, log and provenance.
        auto *view = page->findChild<QTableView *>(QStringLiteral("runsTable"));
        view->selectionModel()->select(model->index(rowOf(model, label), 0),
                                       QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        QCOMPARE(view->selectionModel()->selectedRows().size(), 1);
        RunDetails *details = page->details();
        QTRY_VERIFY2_WITH_TIMEOUT(details->provenance()->rowCount() > 5,
                                  qPrintable(QString::number(view->selectionModel()->selectedRows().size())), 10000);
        QStringList provenance;
        for (int i = 0; i < details->provenance()->rowCount(); ++i)
            provenance << details->provenance()->item(i, 0)->text() + QLatin1Char('=') + details->provenance()->item(i, 1)->text();
        QVERIFY2(provenance.contains(QStringLiteral("Launcher=local")), qPrintable(provenance.join(QLatin1Char('\n'))));
        QVERIFY2(provenance.join(QLatin1Char('\n')).contains(QLatin1String("Backend=libtorch, version")),
                 qPrintable(provenance.join('\n')));
        // What the run trains (run_start's job hash) beside the checksum of its job.json file.
        QVERIFY2(provenance.join(QLatin1Char('\n')).contains(QRegularExpression(QStringLiteral("^Job hash \\(what is trained\\)=[0-9a-f]{64}$"),
                                                                                 QRegularExpression::MultilineOption)),
                 qPrintable(provenance.join('\n')));
        QVERIFY2(provenance.join(QLatin1Char('\n')).contains(QRegularExpression(QStringLiteral("^Checksum of job.json \\(SHA-256 of the file\\)=[0-9a-f]{64}$"),
                                                                                 QRegularExpression::MultilineOption)),
                 qPrintable(provenance.join('\n')));
        details->setCurrentWidget(details->log());
        QTRY_VERIFY_WITH_TIMEOUT(details->log()->toPlainText().contains(QLatin1String("stderr.log")), 10000);

        // Screenshots of the stage with a run going, for people to look at.
        QDir().mkpath(QStringLiteral(PILOT_BINARY_DIR "/screenshots"));
        details->setCurrentIndex(0);
        QTest::qWait(1500);
        m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/screenshots/run-stage-en.png"));

        // Abort, confirmed: the trainer writes its checkpoint and run_end aborted.
        QMessageBox *box = page->abortSelected();
        QVERIFY(box);
        QCOMPARE(box->objectName(), QStringLiteral("abortConfirmation"));
        box->button(QMessageBox::Yes)->click();
        QTRY_COMPARE_WITH_TIMEOUT(cell(model, label, RunsModel::StatusColumn), QStringLiteral("aborted"), 90000);
        QVERIFY(!page->findChild<QPushButton *>(QStringLiteral("abortRunButton"))->isEnabled());
#endif
    }

    // The demo's data moved out of the project: the start is refused naming the inputs and the
    // project entry that maps their folder; with that entry (one edit) the same job starts.
    void aMovedInputIsNamedWithItsMappingAndTheMappingStartsIt()
    {
#ifndef PILOT_TRAINER
        QSKIP("pilot-trainer is not built (PILOT_WITH_TORCH=OFF)");
#else
        const QTemporaryDir &dir = scratch();
        QVERIFY(m_window->openProject(copyDemo(dir)));
        const QString moved = dir.filePath(QStringLiteral("elsewhere/dates"));
        QVERIFY(QDir().mkpath(QFileInfo(moved).absolutePath()));
        QVERIFY(QDir().rename(dir.filePath(QStringLiteral("data")), moved));
        const qsizetype listed = m_window->document()->project().runs.size();
        m_window->resize(1280, 720);
        m_window->showStage(MainWindow::RunsStage);
        auto *page = m_window->findChild<RunsPage *>();
        auto *message = page->findChild<QLabel *>(QStringLiteral("runsMessage"));
        const auto startDemoReference = [page] {
            page->findChild<QPushButton *>(QStringLiteral("newRunButton"))->click();
            NewRunDialog *dialog = nullptr;
            QTRY_VERIFY((dialog = page->findChild<NewRunDialog *>()) != nullptr);
            QTRY_VERIFY_WITH_TIMEOUT(dialog->findChild<QComboBox *>(QStringLiteral("newRunJob"))->count() >= 3, 20000);
            QVERIFY(dialog->selectJob(QStringLiteral("lora-dates.json")));
            dialog->findChild<QSpinBox *>(QStringLiteral("jobField_steps"))->setValue(5);
            auto *start = dialog->findChild<QPushButton *>(QStringLiteral("newRunStart"));
            QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), 20000);
            start->click();
        };
        startDemoReference();
        if (QTest::currentTestFailed())
            return;
        QTRY_VERIFY_WITH_TIMEOUT(message->isVisible() && message->text().contains(QLatin1String("did not start")), 30000);
        const QString refused = message->text();
        QVERIFY2(refused.contains(QLatin1String("data.train: ")) && refused.contains(QLatin1String("data.validation: ")),
                 qPrintable(refused));
        // The app hands the job over with its inputs named where the job file found them.
        const QString data = dir.filePath(QStringLiteral("data"));
        QVERIFY2(refused.contains(QStringLiteral("data.train: ") + data + QStringLiteral("/dates-train.jsonl is not there\n")),
                 qPrintable(refused));
        QVERIFY2(refused.endsWith(QStringLiteral("paths:\n  local:\n    ") + data + QStringLiteral(": /where/it/lies")),
                 qPrintable(refused));
        QCOMPARE(m_window->document()->project().runs.size(), listed); // nothing was added
        QDir().mkpath(QStringLiteral(PILOT_BINARY_DIR "/screenshots"));
        m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/screenshots/run-stage-missing-input-en.png"));

        m_window->document()->edit(QStringLiteral("map the data"), [&data](Project &p) {
            p.paths.targets[QStringLiteral("local")][data] = QStringLiteral("elsewhere/dates");
        });
        startDemoReference();
        if (QTest::currentTestFailed())
            return;
        QTRY_COMPARE_WITH_TIMEOUT(m_window->document()->project().runs.size(), listed + 1, 30000);
        const QString runDir = dir.filePath(m_window->document()->project().runs.last().path);
        QTRY_COMPARE_WITH_TIMEOUT(summarizeRunFolder(runDir).summary.status, QStringLiteral("completed"), 240000);
        const QJsonObject job = QJsonDocument::fromJson([&] {
                                    QFile f(runDir + QStringLiteral("/job.json"));
                                    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
                                }())
                                    .object();
        QCOMPARE(job.value(QStringLiteral("data")).toObject().value(QStringLiteral("train")).toString(),
                 QStringLiteral("../../elsewhere/dates/dates-train.jsonl"));
#endif
    }

    // A finished run added to the project: started, one step, ended; launched (launch.json), so
    // the stage follows it; its process is long gone.
    void addFinishedRun(const QString &folder, const QString &label)
    {
        QVERIFY(QDir().mkpath(folder));
        QFile metrics(folder + QStringLiteral("/metrics.jsonl"));
        QVERIFY(metrics.open(QIODevice::WriteOnly));
        metrics.write("{\"v\": 1, \"type\": \"run_start\", \"t\": 1000.0, \"run_id\": \"finished\", \"backend\": \"libtorch\", "
                      "\"device\": \"cpu\", \"host\": \"elsewhere\", \"pid\": 4242}\n"
                      "{\"v\": 1, \"type\": \"step\", \"t\": 1001.0, \"step\": 1, \"loss\": 2.5}\n"
                      "{\"v\": 1, \"type\": \"run_end\", \"t\": 1002.0, \"status\": \"completed\"}\n");
        metrics.close();
        QProcess gone;
        gone.start(QStringLiteral("/bin/true"), {});
        QVERIFY(gone.waitForFinished(10000));
        LaunchRecord record;
        record.launcher = QStringLiteral("local");
        record.target = QStringLiteral("local");
        record.host = thisHostName();
        record.hostRunDir = folder;
        record.pid = gone.processId() > 0 ? gone.processId() : 4194303;
        record.pidStartTicks = 1;
        record.started = QDateTime::currentDateTimeUtc();
        record.argv = {QStringLiteral("/bin/true")};
        record.backend = QStringLiteral("libtorch");
        QString error;
        QVERIFY2(writeLaunchRecord(folder, record, &error), qPrintable(error));
        const QString path = QFileInfo(m_window->document()->path()).dir().relativeFilePath(folder);
        m_window->document()->edit({"test", "add run"}, [&](Project &p) {
            ProjectRun run;
            run.path = path;
            run.label = label;
            run.role = RunRole::Reference;
            p.runs.append(run);
        });
    }

    // With a run selected the stage is quiet: the run is read again on the follower's interval,
    // not as soon as each read is back (the page set the curve run again on
    // every update, which read the run again at once: a loop that kept a core busy).
    void aSelectedRunIsNotReadAgainAndAgain()
    {
        const QTemporaryDir &dir = scratch();
        QVERIFY(m_window->openProject(copyDemo(dir)));
        m_window->showStage(MainWindow::RunsStage);
        addFinishedRun(dir.filePath(QStringLiteral("runs/finished")), QStringLiteral("finished"));
        QVERIFY(!QTest::currentTestFailed());
        auto *page = m_window->findChild<RunsPage *>();
        const RunsModel *model = page->model();
        QTRY_VERIFY_WITH_TIMEOUT(model->rowCount() > 0, 30000);
        auto *follower = page->findChild<RunFollower *>();
        QVERIFY(follower);
        auto *view = page->findChild<QTableView *>(QStringLiteral("runsTable"));
        view->selectionModel()->select(model->index(0, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        const QString runDir = model->rows().first().directory;
        // The first read after selecting it.
        QTRY_VERIFY_WITH_TIMEOUT(follower->snapshot(runDir) && follower->snapshot(runDir)->read, 30000);
        QTest::qWait(500);
        QSignalSpy updates(follower, &RunFollower::updated);
        QTest::qWait(3000);
        int reads = 0;
        for (const QList<QVariant> &u : std::as_const(updates))
            reads += u.at(0).toString() == runDir ? 1 : 0;
        // At most once a second (kGoingIntervalMs; a finished run every kFinishedIntervalMs):
        // four in 3 s at the very most; the loop made hundreds.
        QVERIFY2(reads <= 4, qPrintable(QString::number(reads)));
    }

    // Changes to a local run folder show at once, not when the run's next read is due (ten
    // seconds and more for a finished run): the follower and the log view are told by the file
    // system. The log view follows the selection: a run without logs never shows the logs of
    // the run selected before it, and says it has none.
    void aRunFolderChangeShowsAtOnceAndTheLogFollowsTheSelection()
    {
        const QTemporaryDir &dir = scratch();
        QVERIFY(m_window->openProject(copyDemo(dir)));
        m_window->showStage(MainWindow::RunsStage);
        const QString quiet = dir.filePath(QStringLiteral("runs/quiet")), talkative = dir.filePath(QStringLiteral("runs/talkative"));
        addFinishedRun(quiet, QStringLiteral("quiet"));
        addFinishedRun(talkative, QStringLiteral("talkative"));
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY(QDir().mkpath(talkative + QStringLiteral("/logs")));
        QFile said(talkative + QStringLiteral("/logs/stdout.log"));
        QVERIFY(said.open(QIODevice::WriteOnly));
        said.write("the talkative run's last words\n");
        said.close();

        auto *page = m_window->findChild<RunsPage *>();
        const RunsModel *model = page->model();
        QTRY_VERIFY_WITH_TIMEOUT(!cell(model, QStringLiteral("quiet"), RunsModel::StatusColumn).isEmpty()
                                     && !cell(model, QStringLiteral("talkative"), RunsModel::StatusColumn).isEmpty(),
                                 30000);
        auto *view = page->findChild<QTableView *>(QStringLiteral("runsTable"));
        auto *details = page->findChild<RunDetails *>();
        details->setCurrentWidget(details->log());
        view->selectionModel()->select(model->index(rowOf(model, QStringLiteral("talkative")), 0),
                                       QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        QTRY_VERIFY_WITH_TIMEOUT(details->log()->toPlainText().contains(QLatin1String("the talkative run's last words")), 10000);
        view->selectionModel()->select(model->index(rowOf(model, QStringLiteral("quiet")), 0),
                                       QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        QVERIFY(!details->log()->toPlainText().contains(QLatin1String("last words")));
        QTRY_VERIFY2_WITH_TIMEOUT(details->log()->toPlainText().contains(QLatin1String("no log")),
                                  qPrintable(details->log()->toPlainText()), 10000);
        QVERIFY(!details->log()->toPlainText().contains(QLatin1String("last words")));

        // Both are read; the next reads are ten seconds away. A resumed attempt appears in the
        // folder and shows within a few seconds.
        auto *follower = page->findChild<RunFollower *>();
        QTRY_VERIFY_WITH_TIMEOUT(follower->snapshot(quiet) && follower->snapshot(quiet)->read, 30000);
        QTest::qWait(500);
        QFile metrics(quiet + QStringLiteral("/metrics.jsonl"));
        QVERIFY(metrics.open(QIODevice::Append));
        metrics.write("{\"v\": 1, \"type\": \"run_start\", \"t\": 1003.0, \"run_id\": \"finished\", \"backend\": \"libtorch\", "
                      "\"device\": \"cpu\", \"host\": \"elsewhere\", \"pid\": 4243, \"resumed_from_step\": 1}\n"
                      "{\"v\": 1, \"type\": \"step\", \"t\": 1004.0, \"step\": 2, \"loss\": 2.4}\n"
                      "{\"v\": 1, \"type\": \"run_end\", \"t\": 1005.0, \"status\": \"completed\"}\n");
        metrics.close();
        QTRY_COMPARE_WITH_TIMEOUT(follower->snapshot(quiet)->status.lastStep, qint64(2), RunFollower::kFinishedIntervalMs / 2);
        // And so does a log the run starts writing, in the Log tab.
        QVERIFY(QDir().mkpath(quiet + QStringLiteral("/logs")));
        QFile log(quiet + QStringLiteral("/logs/stderr.log"));
        QVERIFY(log.open(QIODevice::WriteOnly));
        log.write("a late warning\n");
        log.close();
        QTRY_VERIFY_WITH_TIMEOUT(details->log()->toPlainText().contains(QLatin1String("a late warning")),
                                 RunFollower::kFinishedIntervalMs / 2);
    }

    // A run started by an earlier version (its launch.json carries no launch token) that is
    // still going: Abort is offered, but nothing is signalled — the stage says the run's process
    // cannot be verified and how to stop it by hand, and the process lives on.
    void aRunWhoseProcessCannotBeVerifiedIsNotStopped()
    {
        const QTemporaryDir &dir = scratch();
        QVERIFY(m_window->openProject(copyDemo(dir)));
        m_window->resize(1280, 720);
        m_window->showStage(MainWindow::RunsStage);
        QProcess victim;
        victim.setChildProcessModifier([] { ::setsid(); });
        victim.start(QStringLiteral("/bin/sleep"), {QStringLiteral("120")});
        QVERIFY(victim.waitForStarted());
        const auto stop = qScopeGuard([&] {
            victim.kill();
            victim.waitForFinished(5000);
        });
        const qint64 pid = victim.processId();
        const QString runDir = dir.filePath(QStringLiteral("runs/earlier"));
        QVERIFY(QDir().mkpath(runDir));
        LaunchRecord record;
        record.launcher = QStringLiteral("local");
        record.target = QStringLiteral("local");
        record.host = thisHostName();
        record.hostRunDir = runDir;
        record.pid = pid;
        record.pidStartTicks = readProcStat(pid).startTicks;
        record.started = QDateTime::currentDateTimeUtc();
        record.argv = {QStringLiteral("/bin/sleep"), QStringLiteral("120")};
        record.backend = QStringLiteral("libtorch");
        QString error;
        QVERIFY2(writeLaunchRecord(runDir, record, &error), qPrintable(error));
        QFile metrics(runDir + QStringLiteral("/metrics.jsonl"));
        QVERIFY(metrics.open(QIODevice::WriteOnly));
        metrics.write(QStringLiteral("{\"v\": 1, \"type\": \"run_start\", \"t\": %1, \"run_id\": \"earlier\", \"backend\": "
                                     "\"libtorch\", \"device\": \"cpu\", \"host\": \"%2\", \"pid\": %3}\n")
                          .arg(double(QDateTime::currentMSecsSinceEpoch()) / 1000, 0, 'f', 3)
                          .arg(thisHostName())
                          .arg(pid)
                          .toUtf8());
        metrics.close();
        m_window->document()->edit({"test", "add run"}, [](Project &p) {
            ProjectRun run;
            run.path = QStringLiteral("runs/earlier");
            run.label = QStringLiteral("earlier");
            run.role = RunRole::Pilot;
            p.runs.append(run);
        });
        auto *page = m_window->findChild<RunsPage *>();
        const RunsModel *model = page->model();
        QTRY_VERIFY2_WITH_TIMEOUT(cell(model, QStringLiteral("earlier"), RunsModel::StatusColumn).startsWith(QLatin1String("running")),
                                  qPrintable(cell(model, QStringLiteral("earlier"), RunsModel::StatusColumn)),
                                  30000); // "running · training, step N"
        auto *view = page->findChild<QTableView *>(QStringLiteral("runsTable"));
        view->selectionModel()->select(model->index(rowOf(model, QStringLiteral("earlier")), 0),
                                       QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        QTRY_VERIFY(page->findChild<QPushButton *>(QStringLiteral("abortRunButton"))->isEnabled());
        QMessageBox *box = page->abortSelected();
        QVERIFY(box);
        box->button(QMessageBox::Yes)->click();
        auto *message = page->findChild<QLabel *>(QStringLiteral("runsMessage"));
        QTRY_VERIFY_WITH_TIMEOUT(message->isVisible() && message->text().contains(QLatin1String("cannot be verified")), 30000);
        QVERIFY2(message->text().contains(QStringLiteral("kill -TERM -- -%1").arg(pid)), qPrintable(message->text()));
        QVERIFY(readProcStat(pid).alive());
        QDir().mkpath(QStringLiteral(PILOT_BINARY_DIR "/screenshots"));
        QTest::qWait(500);
        m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/screenshots/run-stage-unverified-en.png"));
    }

    // A run waiting for its target survives closing the app: its folder holds its job and
    // queue.json, `pilotctl status` says queued, and when the project is opened again it is
    // queued again — behind the run still going on the same target (found again from its
    // launch.json, it holds its place), and started once that run ends.
    void queuedRunSurvivesReopeningAndWaitsForTheGoingRun()
    {
#ifndef PILOT_TRAINER
        QSKIP("pilot-trainer is not built (PILOT_WITH_TORCH=OFF)");
#else
        const QTemporaryDir &dir = scratch();
        const QString project = copyDemo(dir);
        QVERIFY(m_window->openProject(project));
        m_window->showStage(MainWindow::RunsStage);
        auto *page = m_window->findChild<RunsPage *>();
        const QString first = dir.filePath(QStringLiteral("runs/first"));
        const QString second = dir.filePath(QStringLiteral("runs/second"));
        page->launches()->submit(longDemoRun(dir.path(), QStringLiteral("first")), dir.path());
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(first + QStringLiteral("/launch.json")), 60000);
        page->launches()->submit(longDemoRun(dir.path(), QStringLiteral("second")), dir.path());
        QTRY_COMPARE_WITH_TIMEOUT(cell(page->model(), QStringLiteral("second"), RunsModel::StatusColumn), QStringLiteral("queued"), 20000);
        // Queued on disk: its job and the record, no launch.json.
        QVERIFY(QFileInfo(second + QStringLiteral("/job.json")).isFile());
        QCOMPARE(queueState(second), QStringLiteral("queued"));
        QVERIFY(!QFileInfo::exists(second + QStringLiteral("/launch.json")));
        QCOMPARE(readRunStatus(second).state, RunState::Queued);
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->document()->project().runs.isEmpty(), 30000); // "first" is in the project
        QVERIFY(m_window->saveProjectAs(project));

        // Closed: the user hears that it stays queued.
        clickWhenShown(QStringLiteral("queuedRunsPrompt"), QStringLiteral("&Keep Them Queued"));
        QVERIFY(m_window->close());
        QVERIFY(!m_window->isVisible());
        QCOMPARE(queueState(second), QStringLiteral("queued"));

        // Started again, the project opened: "second" is queued again, "first" still holds
        // the only local place.
        reopenWindow();
        QVERIFY(m_window->openProject(project));
        page = m_window->findChild<RunsPage *>();
        QTRY_COMPARE_WITH_TIMEOUT(page->launches()->queue().isWaiting(second), true, 20000);
        QVERIFY(page->launches()->queue().isGoing(first));
        QCOMPARE(page->launches()->queue().going(QStringLiteral("local")), 1);
        m_window->showStage(MainWindow::RunsStage);
        QTRY_COMPARE_WITH_TIMEOUT(cell(page->model(), QStringLiteral("second"), RunsModel::StatusColumn), QStringLiteral("queued"), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(
            cell(page->model(), QStringLiteral("first"), RunsModel::StatusColumn).startsWith(QLatin1String("running"))
                || cell(page->model(), QStringLiteral("first"), RunsModel::StatusColumn).startsWith(QLatin1String("starting")),
            60000);
        // Several reads of "first" later, "second" still waits: the limit holds.
        QTest::qWait(3 * RunFollower::kGoingIntervalMs);
        QVERIFY(!QFileInfo::exists(second + QStringLiteral("/launch.json")));
        QCOMPARE(queueState(second), QStringLiteral("queued"));

        // "first" ends: its place goes to "second", which starts and joins the project.
        page->launches()->abort(first);
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(second + QStringLiteral("/launch.json")), 120000);
        QTRY_COMPARE_WITH_TIMEOUT(m_window->document()->project().runs.size(), qsizetype(2), 30000);
        QCOMPARE(m_window->document()->project().runs.last().label, QStringLiteral("second"));
        QCOMPARE(queueState(second), QStringLiteral("none")); // launch.json tells from now on
        QCOMPARE(readRunStatus(first).state, RunState::Aborted);
#endif
    }

    // A queued run taken off the queue with Abort keeps its folder, marked cancelled; closing
    // the app can take the waiting runs off the queue too, and the window closes once their
    // folders say so.
    void queuedRunsCanBeTakenOffTheQueue()
    {
#ifndef PILOT_TRAINER
        QSKIP("pilot-trainer is not built (PILOT_WITH_TORCH=OFF)");
#else
        const QTemporaryDir &dir = scratch();
        const QString project = copyDemo(dir);
        QVERIFY(m_window->openProject(project));
        m_window->showStage(MainWindow::RunsStage);
        auto *page = m_window->findChild<RunsPage *>();
        const QString first = dir.filePath(QStringLiteral("runs/first"));
        page->launches()->submit(longDemoRun(dir.path(), QStringLiteral("first")), dir.path());
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(first + QStringLiteral("/launch.json")), 60000);
        for (const char *name : {"second", "third"})
            page->launches()->submit(longDemoRun(dir.path(), QLatin1String(name)), dir.path());
        QTRY_COMPARE_WITH_TIMEOUT(page->waitingRuns(), 2, 20000);
        QCOMPARE(cell(page->model(), QStringLiteral("third"), RunsModel::StatusColumn), QStringLiteral("queued (2 in line)"));

        // Abort on the selected queued run, confirmed.
        auto *view = page->findChild<QTableView *>(QStringLiteral("runsTable"));
        view->selectionModel()->select(page->model()->index(rowOf(page->model(), QStringLiteral("second")), 0),
                                       QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        QMessageBox *box = page->abortSelected();
        QVERIFY(box);
        box->button(QMessageBox::Yes)->click();
        const QString second = dir.filePath(QStringLiteral("runs/second"));
        QTRY_COMPARE_WITH_TIMEOUT(queueState(second), QStringLiteral("cancelled"), 20000);
        QCOMPARE(rowOf(page->model(), QStringLiteral("second")), -1);
        QVERIFY(QFileInfo(second + QStringLiteral("/job.json")).isFile()); // never silently deleted
        const RunStatus s = readRunStatus(second);
        QCOMPARE(s.state, RunState::Aborted);
        QTRY_VERIFY(page->findChild<QLabel *>(QStringLiteral("runsMessage"))->text().contains(QLatin1String("taken off the queue")));
        QCOMPARE(cell(page->model(), QStringLiteral("third"), RunsModel::StatusColumn), QStringLiteral("queued"));

        // Closing: the waiting run is taken off the queue; the window closes once that is written.
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->document()->project().runs.isEmpty(), 30000);
        QVERIFY(m_window->saveProjectAs(project));
        clickWhenShown(QStringLiteral("queuedRunsPrompt"), QStringLiteral("&Take Them Off the Queue"));
        m_window->close();
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->isVisible(), 20000);
        const QString third = dir.filePath(QStringLiteral("runs/third"));
        QCOMPARE(queueState(third), QStringLiteral("cancelled"));
        QVERIFY(!QFileInfo::exists(third + QStringLiteral("/launch.json")));
        // The run that was going goes on: closing the app never stops a run.
        const RunState going = readRunStatus(first).state;
        QVERIFY(going == RunState::Running || going == RunState::Starting);
#endif
    }

    // A test that ends (or fails) with a run still going leaves nothing behind: the fixture's
    // cleanup aborts every run launched in the scratch folder, and cleanupTestCase() checks
    // that no process names one.
    void aRunLeftGoingIsStoppedAtCleanup()
    {
#ifndef PILOT_TRAINER
        QSKIP("pilot-trainer is not built (PILOT_WITH_TORCH=OFF)");
#else
        const QTemporaryDir &dir = scratch();
        QVERIFY(m_window->openProject(copyDemo(dir)));
        auto *page = m_window->findChild<RunsPage *>();
        page->launches()->submit(longDemoRun(dir.path(), QStringLiteral("left going")), dir.path());
        QTRY_VERIFY_WITH_TIMEOUT(!processesNaming(dir.path()).isEmpty(), 60000);
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(dir.filePath(QStringLiteral("runs/left going/launch.json"))), 60000);
        // … and the test ends here, without an abort.
#endif
    }

    // The demo's pilot job names the neuron backend and device neuron. The job's Python
    // environment is asked what it has; here a stand-in interpreter answers (a shell script this
    // test writes, printing tests/data/neuron/probe-absent.json: no torch-neuronx), and the
    // package is a stand-in too. The device is refused with what it needs; the project's runtime
    // settings are shown; on device cpu the same job is accepted.
    // Seed 1, step 7: after the pilot runs, scale one variable at a time. A new run chosen as a
    // variant of the demo's pilot may change one scaling variable; two at once, or none, are
    // refused with the reason, and the run is labelled with what it varies.
    void aVariantChangesOneVariable()
    {
        QVERIFY(m_window->openDemo(scratch().filePath(QStringLiteral("variant-demo"))));
        m_window->showStage(MainWindow::RunsStage);
        NewRunDialog *dialog = openDialog();
        QVERIFY(dialog);
        QVERIFY(dialog->selectJob(QStringLiteral("lora-dates.json")));
        auto *start = dialog->findChild<QPushButton *>(QStringLiteral("newRunStart"));
        QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), 20000); // a run of its own, as before
        auto *base = dialog->findChild<QComboBox *>(QStringLiteral("newRunVariantOf"));
        QTRY_COMPARE_WITH_TIMEOUT(base->count(), 2, 20000); // none, and the demo's pilot
        QCOMPARE(base->itemText(1), QStringLiteral("Pilot · neuron job on CPU, not Trainium2"));
        base->setCurrentIndex(1);
        auto *verdict = dialog->findChild<QLabel *>(QStringLiteral("newRunVariation"));
        // The reference job trains what the pilot trained (backend and device are where, not what).
        QTRY_COMPARE(verdict->text(), QStringLiteral("the same training: it varies nothing"));
        QVERIFY(!start->isEnabled());
        dialog->findChild<QSpinBox *>(QStringLiteral("jobField_seq_len"))->setValue(64);
        QTRY_COMPARE(verdict->text(), QStringLiteral("varies sequence length 48 → 64"));
        QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), 20000);
        QCOMPARE(dialog->request().variation, QStringLiteral("varies sequence length 48 → 64"));
        dialog->findChild<QSpinBox *>(QStringLiteral("jobField_micro_batch"))->setValue(8);
        QTRY_VERIFY2(verdict->text().startsWith(QLatin1String("not a variant: it changes 2 scaling variables at once")),
                     qPrintable(verdict->text()));
        QVERIFY(verdict->text().contains(QStringLiteral("micro-batch 16 → 8")));
        QTRY_VERIFY(!start->isEnabled());
        QVERIFY(dialog->request().variation.isEmpty());
        dialog->reject();
    }

    void neuronJobWithoutTorchNeuronCannotStart()
    {
        QTemporaryDir dir;
        const QString projectFile = copyDemo(dir);
        const QString package = dir.filePath(QStringLiteral("stand-in-package/pilot_neuron_job"));
        QVERIFY(QDir().mkpath(package));
        for (const char *module : {"__init__.py", "__main__.py"}) {
            QFile f(package + QLatin1Char('/') + QLatin1String(module));
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        const QString python = dir.filePath(QStringLiteral("stand-in-python3"));
        {
            QFile f(python);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("#!/bin/sh\n# Stand-in for the Neuron job's interpreter in tst_runstage: no Python runs.\ncat '" PILOT_SOURCE_DIR
                    "/tests/data/neuron/probe-absent.json'\n");
        }
        QFile::setPermissions(python, QFile::permissions(python) | QFileDevice::ExeOwner);
        {
            QFile f(projectFile);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QByteArray yaml = f.readAll();
            f.close();
            QVERIFY(yaml.contains("python: /usr/bin/python3"));
            yaml.replace("python: /usr/bin/python3", "python: " + QFile::encodeName(python));
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(yaml);
        }
        qputenv("PILOT_NEURON_JOB_PATH", QFile::encodeName(QFileInfo(package).absolutePath()));
        const auto restore = qScopeGuard([] { qunsetenv("PILOT_NEURON_JOB_PATH"); });
        QVERIFY(m_window->openProject(projectFile));
        m_window->showStage(MainWindow::RunsStage);
        NewRunDialog *dialog = openDialog();
        QVERIFY(dialog);
        QVERIFY(dialog->selectJob(QStringLiteral("pilot-neuron.json")));
        auto *check = dialog->findChild<QLabel *>(QStringLiteral("newRunCheck"));
        QTRY_VERIFY2_WITH_TIMEOUT(check->text().contains(QStringLiteral("needs TorchNeuron")), qPrintable(check->text()), 20000);
        QVERIFY2(check->text().contains(QLatin1String("device: ")) && check->text().contains(QLatin1String("torch-neuronx 2.13.3.x")),
                 qPrintable(check->text()));
        QVERIFY(!dialog->findChild<QPushButton *>(QStringLiteral("newRunStart"))->isEnabled());
        QCOMPARE(dialog->findChild<QComboBox *>(QStringLiteral("newRunBackend"))->currentText(), QStringLiteral("neuron"));
        QCOMPARE(dialog->findChild<QComboBox *>(QStringLiteral("newRunRole"))->currentIndex(), int(RunRole::Pilot));
        auto *runtime = dialog->findChild<QLabel *>(QStringLiteral("newRunRuntime"));
        QVERIFY(runtime->isVisible());
        QVERIFY2(runtime->text().contains(QLatin1String("compile_cache = /var/tmp/neuron-compile-cache/demo-team")),
                 qPrintable(runtime->text()));
        // The pilot differs from the reference job in its device: marked, with the reference's value.
        auto *device = dialog->findChild<QComboBox *>(QStringLiteral("jobField_device"));
        QCOMPARE(device->currentText(), QStringLiteral("neuron"));
        const auto labels = dialog->findChild<JobFieldsEditor *>()->findChildren<QLabel *>();
        const bool marked = std::any_of(labels.begin(), labels.end(),
                                        [](QLabel *l) { return l->text() == QLatin1String("Reference: cpu"); });
        QVERIFY(marked);
        const int cpu = device->findText(QStringLiteral("cpu"));
        QVERIFY(cpu >= 0);
        device->setCurrentIndex(cpu);
        Q_EMIT device->activated(cpu); // as the user's choice does
        QTRY_VERIFY2_WITH_TIMEOUT(check->text() == QStringLiteral("The backend accepts this job."), qPrintable(check->text()), 20000);
        QVERIFY(dialog->findChild<QPushButton *>(QStringLiteral("newRunStart"))->isEnabled());
        dialog->reject();
    }

    // A run of the neuron backend (a folder written by hand, tests/gui/neuronrunfixture.h): its
    // compile phase, cache hits and misses, CPU fallbacks per operator with a warning, and
    // neuron-monitor's curves under the loss; its fallbacks go to the operator row as evidence.
    void neuronRunShowsCompileCacheFallbacksAndMonitor()
    {
        QTemporaryDir dir;
        writeNeuronRun(dir.filePath(QStringLiteral("runs/trn2-pilot")));
        writeTestFile(dir.filePath(QStringLiteral("project.yaml")), "schema: migration-pilot/project@1\ntitle: neuron run\nruns:\n"
                                                                    "  - {path: runs/trn2-pilot, role: pilot, label: Trainium2 pilot}\n");
        QVERIFY(m_window->openProject(dir.filePath(QStringLiteral("project.yaml"))));
        m_window->resize(1366, 768);
        m_window->showStage(MainWindow::RunsStage);
        auto *page = m_window->findChild<RunsPage *>();
        auto *view = page->findChild<QTableView *>(QStringLiteral("runsTable"));
        QTRY_COMPARE_WITH_TIMEOUT(view->model()->rowCount(), 1, 10000);
        view->selectRow(0);
        auto *details = page->findChild<RunDetails *>();
        NeuronRunView *neuron = details->neuron();
        QTRY_VERIFY_WITH_TIMEOUT(details->indexOf(neuron) >= 0 && neuron->fallbacks()->rowCount() == 2, 10000);
        QStringList operators;
        for (int i = 0; i < neuron->fallbacks()->rowCount(); ++i)
            operators << neuron->fallbacks()->item(i, 0)->text();
        operators.sort();
        QCOMPARE(operators, (QStringList{QStringLiteral("aten::nonzero"), QStringLiteral("torchvision::nms")}));
        QVERIFY2(neuron->warning()->text().contains(QLatin1String("fell back to the CPU")), qPrintable(neuron->warning()->text()));
        QStringList facts;
        for (int i = 0; i < neuron->facts()->rowCount(); ++i)
            facts << neuron->facts()->item(i, 0)->text() + QLatin1Char('=') + neuron->facts()->item(i, 1)->text();
        const QString all = facts.join(QLatin1Char('\n'));
        // The XLA wrapper's lines on standard error and TorchNeuron's on standard output add up.
        QVERIFY2(facts.contains(QStringLiteral("Cache hits (graphs taken from the cache)=6")), qPrintable(all));
        QVERIFY2(facts.contains(QStringLiteral("Cache misses (graphs compiled)=5")), qPrintable(all));
        QVERIFY2(facts.contains(QStringLiteral("Cache set-up or store failures=1")), qPrintable(all));
        QVERIFY2(facts.contains(QStringLiteral("Compile cache given to the run=/fsx/neff-cache/routing")), qPrintable(all));
        QVERIFY2(neuron->warning()->text().contains(QLatin1String("could not use or write its NEFF cache")),
                 qPrintable(neuron->warning()->text()));
        QVERIFY2(!neuron->warning()->text().contains(QLatin1String("another cache")), qPrintable(neuron->warning()->text()));
        QVERIFY2(all.contains(QLatin1String("Compile phases=")) && all.contains(QLatin1String("12 s")), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("Error counts (neuron-monitor)=numerical 3")), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("Executions (neuron-monitor)=369 completed, 3 failed: completed_with_num_err 3")),
                 qPrintable(all));
        QVERIFY2(neuron->warning()->text().contains(QLatin1String("did not complete cleanly")), qPrintable(neuron->warning()->text()));
        QVERIFY2(facts.contains(QStringLiteral("First step (from the job's start)=15 s")), qPrintable(all));
        // neuron-monitor's stream under the loss curve.
        details->setCurrentIndex(0);
        QTRY_VERIFY(details->utilisationChart()->isVisible());
        QVERIFY(details->memoryChart()->isVisible());
        QVERIFY(details->utilisationChart()->pointsDrawn() > 0);
        QDir().mkpath(QStringLiteral(PILOT_BINARY_DIR "/screenshots"));
        QTest::qWait(200);
        m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/screenshots/run-stage-neuron-curves-en.png"));
        QCOMPARE(cell(static_cast<const RunsModel *>(view->model()), QStringLiteral("Trainium2 pilot"), RunsModel::StatusColumn),
                 QStringLiteral("completed"));
        details->setCurrentWidget(neuron);
        QTest::qWait(200);
        m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/screenshots/run-stage-neuron-en.png"));
        // In German, with the monitor's rows in view (1280×720, the smallest layout supported).
        m_languages->setLanguage(QStringLiteral("de"));
        m_window->resize(1280, 720);
        QTRY_VERIFY(neuron->facts()->rowCount() > 0 && neuron->facts()->item(0, 0)->text() == QStringLiteral("Kompilierphasen"));
        QStringList german;
        for (int i = 0; i < neuron->facts()->rowCount(); ++i)
            german << neuron->facts()->item(i, 0)->text() + QLatin1Char('=') + neuron->facts()->item(i, 1)->text();
        const QString allDe = german.join(QLatin1Char('\n'));
        QVERIFY2(
            allDe.contains(QStringLiteral("Ausführungen (neuron-monitor)=369 abgeschlossen, 3 fehlgeschlagen: completed_with_num_err 3")),
            qPrintable(allDe));
        QVERIFY2(allDe.contains(QStringLiteral("Fehler beim Einrichten oder Schreiben des Caches=1")), qPrintable(allDe));
        neuron->facts()->scrollToBottom();
        QTest::qWait(200);
        m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/screenshots/run-stage-neuron-monitor-de.png"));
        m_languages->setLanguage(QStringLiteral("en"));
        m_window->resize(1366, 768);

        QVERIFY(neuron->evidenceButton()->isEnabled());
        neuron->evidenceButton()->click();
        const DecisionAnswer *row = m_window->document()->project().answer(QStringLiteral("unconfirmed_operators"));
        QVERIFY(row);
        QCOMPARE(row->evidence.size(), 1);
        QVERIFY2(row->evidence.first().startsWith(QStringLiteral("cpu-fallbacks: runs/trn2-pilot — 2 ")),
                 qPrintable(row->evidence.first()));
        // Asked again, the entry for this run is replaced, not doubled.
        neuron->evidenceButton()->click();
        QCOMPARE(m_window->document()->project().answer(QStringLiteral("unconfirmed_operators"))->evidence.size(), 1);
    }

    // A failed run of several processes (a real log of a public issue: rank 5 out of GPU memory
    // while loading the model, then rank 6's traceback): the table says the class with the rank
    // that decided it, its tooltip the line and why; in German at 1280×720.
    void aFailedRunShowsItsDecisiveLineAndRank()
    {
        const QTemporaryDir &dir = scratch();
        QVERIFY(m_window->openProject(copyDemo(dir)));
        const QString folder = dir.filePath(QStringLiteral("runs/oom-rank5"));
        QVERIFY(QDir().mkpath(folder + QStringLiteral("/logs")));
        QFile metrics(folder + QStringLiteral("/metrics.jsonl"));
        QVERIFY(metrics.open(QIODevice::WriteOnly));
        metrics.write(
            "{\"v\": 1, \"type\": \"run_start\", \"t\": 1000.0, \"run_id\": \"oom\", \"backend\": \"libtorch\", "
            "\"device\": \"cuda\", \"host\": \"elsewhere\", \"pid\": 4242}\n"
            "{\"v\": 1, \"type\": \"run_end\", \"t\": 1002.0, \"status\": \"failed\", \"reason\": \"exception\", \"exit_code\": 1}\n");
        metrics.close();
        QVERIFY(QFile::copy(QStringLiteral(PILOT_SOURCE_DIR "/tests/data/failures/runs/05-llamafactory9510-model-load-oom-rank5-rank6.log"),
                            folder + QStringLiteral("/logs/stderr.log")));
        m_window->document()->edit({"test", "add run"}, [](Project &p) {
            ProjectRun run;
            run.path = QStringLiteral("runs/oom-rank5");
            run.label = QStringLiteral("oom-rank5");
            run.role = RunRole::Pilot;
            p.runs.append(run);
        });
        m_languages->setLanguage(QStringLiteral("de"));
        m_window->resize(1280, 720);
        m_window->showStage(MainWindow::RunsStage);
        auto *page = m_window->findChild<RunsPage *>();
        const RunsModel *model = page->model();
        QTRY_VERIFY_WITH_TIMEOUT(rowOf(model, QStringLiteral("oom-rank5")) >= 0
                                     && !cell(model, QStringLiteral("oom-rank5"), RunsModel::FailureColumn).isEmpty(),
                                 30000);
        QCOMPARE(cell(model, QStringLiteral("oom-rank5"), RunsModel::FailureColumn), QStringLiteral("Speicher · device (Rang 5)"));
        const QString tip =
            model->data(model->index(rowOf(model, QStringLiteral("oom-rank5")), RunsModel::FailureColumn), Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("logs/stderr.log:1 (Rang 5), Regel cuda-out-of-memory"))
                     && tip.contains(QStringLiteral("CUDA out of memory")),
                 qPrintable(tip));
        auto *view = page->findChild<QTableView *>(QStringLiteral("runsTable"));
        view->selectionModel()->select(model->index(rowOf(model, QStringLiteral("oom-rank5")), 0),
                                       QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        QTest::qWait(500);
        QDir().mkpath(QStringLiteral(PILOT_BINARY_DIR "/screenshots"));
        m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/screenshots/run-stage-failure-de.png"));
        // The Checkpoints stage says the same, wrapped in its panel.
        m_window->showStage(MainWindow::CheckpointsStage);
        auto *checkpoints = m_window->findChild<CheckpointsPage *>();
        auto *runs = checkpoints->findChild<QComboBox *>(QStringLiteral("checkpointsRun"));
        QTRY_VERIFY(runs->findText(QStringLiteral("oom-rank5"), Qt::MatchContains) >= 0);
        QSignalSpy checked(checkpoints, &CheckpointsPage::checked);
        runs->setCurrentIndex(runs->findText(QStringLiteral("oom-rank5"), Qt::MatchContains));
        QVERIFY(checked.wait(60000));
        QLabel *failureLabel = checkpoints->findChild<QLabel *>(QStringLiteral("checkpointsFailure"));
        const QString failure = failureLabel->text();
        QVERIFY2(failure.startsWith(QStringLiteral("Speicher (device): logs/stderr.log:1 (Rang 5), Regel cuda-out-of-memory")), qPrintable(failure));
        for (auto *tabs : checkpoints->findChildren<QTabWidget *>()) {
            for (int i = 0; i < tabs->count(); ++i) {
                if (tabs->widget(i)->isAncestorOf(failureLabel))
                    tabs->setCurrentIndex(i);
            }
        }
        QTest::qWait(200);
        m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/screenshots/checkpoints-failure-de.png"));
        m_languages->setLanguage(QStringLiteral("en"));
        m_window->resize(1366, 768);
    }

    void hostileRunNameStaysInTheRunsFolder()
    {
        const QTemporaryDir &dir = scratch();
        QVERIFY(m_window->openProject(copyDemo(dir)));
        m_window->showStage(MainWindow::RunsStage);
        auto *page = m_window->findChild<RunsPage *>();
        const QString jobFile = dir.filePath(QStringLiteral("jobs/pilot-neuron.json"));
        JobSpecReadResult read = readJobSpec(jobFile);
        QVERIFY(read.spec);
        NewRunRequest request;
        request.role = RunRole::Pilot;
        request.name = QStringLiteral("../../outside\n$(touch pwned) -rf");
        request.jobFile = jobFile;
        request.job = *read.spec;
        QSignalSpy failed(page->launches(), &RunLaunches::failed);
        page->launches()->submit(request, dir.path());
        // The neuron backend is not there: the run is refused at its start, in its own folder.
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 20000);
        const QString runDir = failed.first().at(0).toString();
        QCOMPARE(QFileInfo(runDir).absolutePath(), QDir::cleanPath(dir.filePath(QStringLiteral("runs"))));
        QVERIFY(QFileInfo(runDir).isDir());
        QVERIFY(!QFileInfo(runDir).fileName().contains(QLatin1Char('/')));
        QVERIFY(!QFileInfo(runDir).fileName().startsWith(QLatin1Char('.')));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("outside"))));
        QVERIFY(!QFileInfo::exists(QFileInfo(dir.path()).absolutePath() + QStringLiteral("/outside")));
        QVERIFY(failed.first().at(1).toString().contains(QLatin1String("neuron")));
        // Listed as not started, with the reason; never in the project.
        const RunsModel *model = page->model();
        QTRY_COMPARE(cell(model, request.name, RunsModel::StatusColumn), QStringLiteral("did not start"));
        QVERIFY(m_window->document()->project().runs.isEmpty());
    }

    void targetFieldRefusesHostileHosts()
    {
        const QTemporaryDir &dir = scratch();
        QVERIFY(m_window->openProject(copyDemo(dir)));
        m_window->showStage(MainWindow::RunsStage);
        NewRunDialog *dialog = openDialog();
        QVERIFY(dialog);
        auto *target = dialog->findChild<QLineEdit *>(QStringLiteral("newRunTarget"));
        auto *problem = dialog->findChild<QLabel *>(QStringLiteral("newRunTargetProblem"));
        auto *start = dialog->findChild<QPushButton *>(QStringLiteral("newRunStart"));
        QCOMPARE(target->text(), QStringLiteral("local")); // nothing remembered for this project yet
        QVERIFY(dialog->selectJob(QStringLiteral("lora-dates.json")));
        target->setText(QStringLiteral("ssh://-oProxyCommand=x"));
        QVERIFY(problem->isVisible());
        QVERIFY(!problem->text().isEmpty());
        QVERIFY(!start->isEnabled());
        target->setText(QStringLiteral("slurm:$(reboot)"));
        QVERIFY(problem->isVisible());
        QVERIFY(!start->isEnabled());
        target->setText(QStringLiteral("ssh://ml@gpu-7:2222"));
        QVERIFY(!problem->isVisible());
        QCOMPARE(dialog->request().target.toString(), QStringLiteral("ssh://ml@gpu-7:2222"));
        QCOMPARE(dialog->findChild<QSpinBox *>(QStringLiteral("newRunLimit"))->value(), 1);
        dialog->reject();
    }
};

PILOT_GUI_TEST_MAIN(TestRunStage)

#include "tst_runstage.moc"
