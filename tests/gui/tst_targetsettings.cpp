// The launcher settings of a target, without a host or cluster behind it: kept in the user's
// settings under the target (every Slurm partition under one key), only the target kind's
// fields; the Target Settings dialog beside the New Run dialog's target shows the fields of
// its kind with buddies and a keyboard order, refuses values that cannot be used (naming the
// field) and keeps nothing then; New Run refuses to start with unusable settings kept from
// before, and a queued run checks them again before anything is launched.
#include "guifixture.h"

#include "app/newrundialog.h"
#include "app/runlaunches.h"
#include "app/runspage.h"
#include "app/targetsettings.h"
#include "app/targetsettingsdialog.h"

#include "core/job/jobspecio.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <sys/stat.h>

using namespace pilot;
using namespace pilot::app;
using namespace pilot::test;

namespace {

LaunchTarget target(const QString &text)
{
    LaunchTarget t;
    QString error;
    if (!LaunchTarget::parse(text, &t, &error))
        qFatal("%s", qPrintable(error));
    return t;
}

bool makeFile(const QString &path, int mode)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write("x\n") != 2)
        return false;
    f.close();
    return ::chmod(QFile::encodeName(path).constData(), static_cast<mode_t>(mode)) == 0;
}

QString shown(const QLabel *label)
{
    return label->text().remove(QChar(0x200B)); // without the break points of wrapped paths
}

} // namespace

class TestTargetSettings : public GuiFixture
{
    Q_OBJECT

    NewRunDialog *openDialog(const QString &targetText)
    {
        auto *page = m_window->findChild<RunsPage *>();
        NewRunDialog *dialog = page->newRun();
        if (!dialog)
            return nullptr;
        auto *jobs = dialog->findChild<QComboBox *>(QStringLiteral("newRunJob"));
        [&] { QTRY_VERIFY_WITH_TIMEOUT(jobs->count() >= 3, 20000); }();
        dialog->selectJob(QStringLiteral("lora-dates.json"));
        auto *edit = dialog->findChild<QLineEdit *>(QStringLiteral("newRunTarget"));
        edit->selectAll();
        QTest::keyClicks(edit, targetText);
        return dialog;
    }

    static QString press(const QPointer<TargetSettingsDialog> &settings, const char *button)
    {
        QSignalSpy checked(settings.data(), &TargetSettingsDialog::checked);
        settings->findChild<QPushButton *>(QLatin1String(button))->click();
        [&] { QTRY_COMPARE_WITH_TIMEOUT(checked.size(), 1, 20000); }();
        if (!settings || settings->result() == QDialog::Accepted)
            return QStringLiteral("(saved)");
        return shown(settings->findChild<QLabel *>(QStringLiteral("targetSettingsResult")));
    }

private Q_SLOTS:
    void keptPerTargetInTheUsersSettings()
    {
        QCOMPARE(TargetSettings::keyOf(target(QStringLiteral("ssh://ml@gpu-7:2222"))), QStringLiteral("ssh://ml@gpu-7:2222"));
        QCOMPARE(TargetSettings::keyOf(target(QStringLiteral("slurm:debug"))), QStringLiteral("slurm"));
        QCOMPARE(TargetSettings::keyOf(target(QStringLiteral("slurm"))), QStringLiteral("slurm"));
        QVERIFY(!TargetSettings::hasSettings(target(QStringLiteral("local"))));

        LauncherOptions o;
        o.sshConfigFile = QStringLiteral("/etc/team/ssh config");
        o.sshIdentityFile = QStringLiteral("/home/me/.ssh/id_team");
        o.remoteRunRoot = QStringLiteral("~/runs");
        o.slurmRunRoot = QStringLiteral("/shared"); // not a field of an SSH target: not kept
        TargetSettings::save(target(QStringLiteral("ssh://ml@gpu-7:2222")), o);
        LauncherOptions back = TargetSettings::loadForText(QStringLiteral("ssh://ml@gpu-7:2222"));
        QCOMPARE(back.sshConfigFile, o.sshConfigFile);
        QCOMPARE(back.sshIdentityFile, o.sshIdentityFile);
        QVERIFY(back.sshKnownHostsFile.isEmpty());
        QCOMPARE(back.remoteRunRoot, o.remoteRunRoot);
        QVERIFY(back.slurmRunRoot.isEmpty());
        // Another host, or the same host as another user, has settings of its own.
        QVERIFY(TargetSettings::load(target(QStringLiteral("ssh://gpu-7:2222"))).sshIdentityFile.isEmpty());
        QVERIFY(TargetSettings::loadForText(QStringLiteral("not a target")).sshIdentityFile.isEmpty());

        // Every partition of the cluster shares one shared folder.
        LauncherOptions s;
        s.slurmRunRoot = QStringLiteral("/shared/runs");
        s.sshIdentityFile = QStringLiteral("/ignored");
        TargetSettings::save(target(QStringLiteral("slurm:debug")), s);
        QCOMPARE(TargetSettings::load(target(QStringLiteral("slurm:gpu"))).slurmRunRoot, s.slurmRunRoot);
        QVERIFY(TargetSettings::load(target(QStringLiteral("slurm"))).sshIdentityFile.isEmpty());

        // An emptied field is removed, not kept as an empty value.
        back.sshIdentityFile.clear();
        TargetSettings::save(target(QStringLiteral("ssh://ml@gpu-7:2222")), back);
        QSettings settings;
        settings.beginGroup(QStringLiteral("run/launchers"));
        const QStringList keys = settings.allKeys();
        QVERIFY2(!keys.join(QLatin1Char(' ')).contains(QLatin1String("ssh_identity")), qPrintable(keys.join(QLatin1Char(' '))));
        QVERIFY(keys.join(QLatin1Char(' ')).contains(QLatin1String("ssh_config")));

        // Paths as users type them: trimmed, ~/ in this user's home (but not on the host).
        LauncherOptions typed;
        typed.sshIdentityFile = QStringLiteral("  ~/.ssh/id_team ");
        typed.remoteRunRoot = QStringLiteral("~/runs ");
        typed.slurmRunRoot = QStringLiteral("~/shared");
        const LauncherOptions n = TargetSettings::normalized(typed);
        QCOMPARE(n.sshIdentityFile, QDir::homePath() + QStringLiteral("/.ssh/id_team"));
        QCOMPARE(n.remoteRunRoot, QStringLiteral("~/runs"));
        QCOMPARE(n.slurmRunRoot, QDir::homePath() + QStringLiteral("/shared"));
    }

    void dialogShowsTheFieldsOfItsTarget()
    {
        QTemporaryDir dir;
        QVERIFY(m_window->openProject(copyDemo(dir)));
        m_window->showStage(MainWindow::RunsStage);
        NewRunDialog *dialog = openDialog(QStringLiteral("local"));
        QVERIFY(dialog);
        auto *button = dialog->findChild<QPushButton *>(QStringLiteral("newRunTargetSettings"));
        QVERIFY(!button->isEnabled()); // local has none
        QVERIFY(!dialog->openTargetSettings());
        auto *targetEdit = dialog->findChild<QLineEdit *>(QStringLiteral("newRunTarget"));
        targetEdit->selectAll();
        QTest::keyClicks(targetEdit, QStringLiteral("ssh://field-test"));
        QTRY_VERIFY(button->isEnabled());
        button->click();
        QPointer<TargetSettingsDialog> ssh = dialog->findChild<TargetSettingsDialog *>();
        QVERIFY(ssh);
        QTRY_VERIFY(ssh->isVisible());
        QVERIFY(ssh->findChild<QPushButton *>(QStringLiteral("targetSettingsTest")));
        QVERIFY(!ssh->findChild<QLineEdit *>(QStringLiteral("targetSlurmRoot")));
        // Each field has its label as buddy (Alt+letter); Tab goes field, its Browse…, next field.
        const char *fields[] = {"targetSshConfig", "targetSshIdentity", "targetSshKnownHosts", "targetRemoteRoot"};
        const auto labels = ssh->findChildren<QLabel *>();
        QList<QWidget *> order;
        for (const char *name : fields) {
            auto *edit = ssh->findChild<QLineEdit *>(QLatin1String(name));
            QVERIFY2(edit, name);
            QVERIFY2(std::any_of(labels.begin(), labels.end(),
                                 [edit](QLabel *l) { return l->buddy() == edit && l->text().contains(QLatin1Char('&')); }),
                     name);
            order.append(edit);
            if (auto *browse = ssh->findChild<QPushButton *>(QLatin1String(name) + QStringLiteral("Browse")))
                order.append(browse);
        }
        order.append(ssh->findChild<QPushButton *>(QStringLiteral("targetSettingsSave")));
        ssh->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(ssh));
        QTRY_COMPARE(QApplication::focusWidget(), order.first()); // the first field has the focus
        for (int i = 1; i < order.size(); ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QCOMPARE(QApplication::focusWidget(), order.at(i));
        }
        QVERIFY(!ssh->findChild<QPushButton *>(QStringLiteral("targetRemoteRootBrowse"))); // a path on another machine
        ssh->reject();
        QTRY_VERIFY(!ssh);

        targetEdit->selectAll();
        QTest::keyClicks(targetEdit, QStringLiteral("slurm:debug"));
        QPointer<TargetSettingsDialog> slurm = dialog->openTargetSettings();
        QVERIFY(slurm);
        QVERIFY(slurm->findChild<QLineEdit *>(QStringLiteral("targetSlurmRoot")));
        QVERIFY(!slurm->findChild<QLineEdit *>(QStringLiteral("targetSshIdentity")));
        QVERIFY(!slurm->findChild<QPushButton *>(QStringLiteral("targetSettingsTest")));
        QVERIFY(shown(slurm->findChild<QLabel *>(QStringLiteral("targetSettingsNote"))).contains(dir.filePath(QStringLiteral("runs"))));
        slurm->reject();
        dialog->reject();
    }

    void saveRefusesWhatCannotBeUsed()
    {
        QTemporaryDir dir;
        QVERIFY(m_window->openProject(copyDemo(dir)));
        m_window->showStage(MainWindow::RunsStage);
        const QString text = QStringLiteral("ssh://save-test:2201");
        NewRunDialog *dialog = openDialog(text);
        QVERIFY(dialog);
        QPointer<TargetSettingsDialog> settings = dialog->openTargetSettings();
        QVERIFY(settings);
        auto *identity = settings->findChild<QLineEdit *>(QStringLiteral("targetSshIdentity"));
        auto *root = settings->findChild<QLineEdit *>(QStringLiteral("targetRemoteRoot"));
        const QString openKey = dir.filePath(QStringLiteral("open key"));
        QVERIFY(makeFile(openKey, 0644));
        identity->setText(openKey);
        root->setText(QStringLiteral("runs"));
        QString said = press(settings, "targetSettingsSave");
        QVERIFY2(said.contains(QLatin1String("Identity file: ")) && said.contains(QLatin1String("chmod 600")), qPrintable(said));
        QVERIFY2(said.contains(QLatin1String("Run folder on the host: ")), qPrintable(said));
        QCOMPARE(settings->focusWidget(), identity); // the first field to fix
        QVERIFY(TargetSettings::loadForText(text).sshIdentityFile.isEmpty());

        const QString key = dir.filePath(QStringLiteral("key"));
        QVERIFY(makeFile(key, 0600));
        identity->setText(QStringLiteral(" ") + key + QStringLiteral(" "));
        root->setText(QStringLiteral("~/team runs"));
        QCOMPARE(press(settings, "targetSettingsSave"), QStringLiteral("(saved)"));
        QTRY_VERIFY(!settings);
        QCOMPARE(TargetSettings::loadForText(text).sshIdentityFile, key);
        QCOMPARE(TargetSettings::loadForText(text).remoteRunRoot, QStringLiteral("~/team runs"));
        auto *summary = dialog->findChild<QLabel *>(QStringLiteral("newRunTargetSummary"));
        QTRY_VERIFY2(shown(summary).contains(key), qPrintable(shown(summary)));
        QVERIFY(shown(summary).contains(QLatin1String("~/team runs")));
        QTRY_VERIFY_WITH_TIMEOUT(dialog->findChild<QPushButton *>(QStringLiteral("newRunStart"))->isEnabled(), 20000);

        // Reopened, it shows what is kept.
        settings = dialog->openTargetSettings();
        QCOMPARE(settings->findChild<QLineEdit *>(QStringLiteral("targetSshIdentity"))->text(), key);
        settings->reject();
        dialog->reject();
    }

    void newRunWillNotStartWithUnusableSettings()
    {
        QTemporaryDir dir;
        QVERIFY(m_window->openProject(copyDemo(dir)));
        m_window->showStage(MainWindow::RunsStage);
        // Kept from before, and gone since: the key file was deleted.
        const QString text = QStringLiteral("ssh://gone-key");
        LauncherOptions o;
        o.sshIdentityFile = dir.filePath(QStringLiteral("deleted key"));
        TargetSettings::save(target(text), o);
        NewRunDialog *dialog = openDialog(text);
        QVERIFY(dialog);
        auto *problem = dialog->findChild<QLabel *>(QStringLiteral("newRunTargetProblem"));
        auto *start = dialog->findChild<QPushButton *>(QStringLiteral("newRunStart"));
        QTRY_VERIFY2_WITH_TIMEOUT(problem->isVisible() && shown(problem).contains(QLatin1String("Identity file: ")),
                                  qPrintable(shown(problem)), 20000);
        QVERIFY(shown(problem).contains(o.sshIdentityFile));
        QTest::qWait(200);
        QVERIFY(!start->isEnabled());
        // Local needs no settings: Start comes back.
        auto *targetEdit = dialog->findChild<QLineEdit *>(QStringLiteral("newRunTarget"));
        targetEdit->selectAll();
        QTest::keyClicks(targetEdit, QStringLiteral("local"));
        QTRY_VERIFY(!problem->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), 20000);
        dialog->reject();
    }

    void aQueuedRunChecksTheSettingsAgain()
    {
        QTemporaryDir dir;
        QTemporaryDir elsewhere;
        QVERIFY(m_window->openProject(copyDemo(dir)));
        m_window->showStage(MainWindow::RunsStage);
        // Changed after the dialog checked them: the project is not in the shared folder.
        LauncherOptions o;
        o.slurmRunRoot = elsewhere.path();
        TargetSettings::save(target(QStringLiteral("slurm")), o);
        auto *page = m_window->findChild<RunsPage *>();
        const QString jobFile = dir.filePath(QStringLiteral("jobs/lora-dates.json"));
        const JobSpecReadResult read = readJobSpec(jobFile);
        QVERIFY(read.spec);
        NewRunRequest request;
        request.name = QStringLiteral("queued");
        request.jobFile = jobFile;
        request.job = *read.spec;
        request.target = target(QStringLiteral("slurm:debug"));
        QSignalSpy failed(page->launches(), &RunLaunches::failed);
        page->launches()->submit(request, dir.path());
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 20000);
        const QString error = failed.first().at(1).toString();
        QVERIFY2(error.contains(QLatin1String("cannot be used")) && error.contains(QLatin1String("not inside")), qPrintable(error));
        // Nothing was submitted.
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("runs/queued/launch.json"))));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("runs/queued/slurm-job.sh"))));
        TargetSettings::save(target(QStringLiteral("slurm")), LauncherOptions());
    }
};

PILOT_GUI_TEST_MAIN(TestTargetSettings)

#include "tst_targetsettings.moc"
