// The Checkpoints stage on a run made by pilotctl drill with the real pilot-trainer: every
// checkpoint with its verdict (one with a flipped byte refused, naming the checksum), the
// drill's interruption and jump check, and the run's failure class; checked off the GUI thread
// only once the stage is shown.
#include "guifixture.h"

#include "../trainer/trainertest.h"

#include "app/checkpointspage.h"
#include "app/mainwindow.h"

#include <QDir>
#include <QLabel>
#include <QProcess>
#include <QSignalSpy>
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
        QFile adapter(run + QStringLiteral("/checkpoints/step-000020/adapter_model.safetensors"));
        QVERIFY(adapter.open(QIODevice::ReadWrite));
        adapter.seek(adapter.size() - 1);
        const char last = adapter.read(1).at(0);
        adapter.seek(adapter.size() - 1);
        adapter.write(QByteArray(1, char(last ^ 0x40)));
        adapter.close();
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

        // In German the page says the same in German, without checking again.
        m_languages->setLanguage(QStringLiteral("de"));
        QTRY_COMPARE(table->item(1, 4)->text(), QStringLiteral("angenommen"));
        const QString drilledDe = page->findChild<QLabel *>(QStringLiteral("checkpointsDrill"))->text();
        QVERIFY2(drilledDe.contains(QStringLiteral("Sprungprüfung: bestanden")), qPrintable(drilledDe));
        QTest::qWait(100);
        m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/checkpoints-stage-de.png"));
#endif
    }
};

PILOT_GUI_TEST_MAIN(TestCheckpointsStage)
#include "tst_checkpointsstage.moc"
