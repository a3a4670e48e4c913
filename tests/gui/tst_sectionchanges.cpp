// Work only where it is seen: an edit reloads only the views that show what it changed, a view
// that is not on screen waits until it is shown, and neither evidence nor runs are ever read on
// the window's thread. Counted with the core's own instrument (diskWork()), in the real window.
#include "guifixture.h"

#include "app/comparepage.h"
#include "app/evidencelookup.h"
#include "app/languagemanager.h"
#include "app/mainwindow.h"
#include "app/projectdocument.h"
#include "app/runsmodel.h"
#include "app/runspage.h"

#include "core/support/diskwork.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace pilot;
using namespace pilot::app;

namespace {

void writeFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
}

// A run of 2,000 steps; the pilot drifts by `drift` from step 1,000.
QByteArray metrics(double drift)
{
    QByteArray out = "{\"v\": 1, \"type\": \"run_start\", \"t\": 0, \"run_id\": \"r\"}\n";
    for (int s = 1; s <= 2000; ++s)
        out += QStringLiteral("{\"v\": 1, \"type\": \"step\", \"t\": %1, \"step\": %1, \"loss\": %2}\n")
                   .arg(s)
                   .arg(3.0 - s * 0.001 + (s >= 1000 ? drift : 0.0), 0, 'g', 10)
                   .toUtf8();
    return out + "{\"v\": 1, \"type\": \"run_end\", \"t\": 2001, \"status\": \"completed\"}\n";
}

// A project with two runs and evidence that names a run, a file and a path to nothing.
QString writeProject(const QTemporaryDir &dir)
{
    writeFile(dir.filePath(QStringLiteral("runs/ref/metrics.jsonl")), metrics(0));
    writeFile(dir.filePath(QStringLiteral("runs/pilot/metrics.jsonl")), metrics(0.2));
    writeFile(dir.filePath(QStringLiteral("scans/ops.json")), "{}");
    const QString path = dir.filePath(QStringLiteral("project.yaml"));
    writeFile(path, "schema: migration-pilot/project@1\ntitle: sections\n"
                    "decision:\n  gpu_reference: {answer: yes, evidence: [runs/ref, scans/ops.json, scans/gone.json]}\n"
                    "limits:\n  loss_deviation_abs: 0.05\n"
                    "runs:\n  - {path: runs/ref, role: reference, label: GPU}\n  - {path: runs/pilot, role: pilot, label: Trainium2}\n"
                    "notes: first line\n");
    return path;
}

} // namespace

class TestSectionChanges : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        m_languages = std::make_unique<LanguageManager>();
        m_languages->setLanguage(QStringLiteral("en"));
        m_window = std::make_unique<MainWindow>(m_languages.get());
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup()
    {
        m_window->document()->newProject(QString());
        m_window.reset();
        m_languages.reset();
        // Whatever a test did, the window's own thread never waited on a run or on evidence.
        QCOMPARE(diskWork().runReadsOnMainThread, quint64(0));
        QCOMPARE(diskWork().evidenceChecksOnMainThread, quint64(0));
    }

    void typingNotesReadsNothing()
    {
        QTemporaryDir dir;
        const quint64 runReadsBefore = diskWork().runReads;
        QVERIFY(m_window->openProject(writeProject(dir)));
        // The evidence is looked up in the background; the matrix marks it when that is done.
        auto *table = m_window->findChild<QTableWidget *>(QStringLiteral("decisionTable"));
        int row = -1;
        for (int r = 0; r < table->rowCount(); ++r)
            row = table->item(r, 0)->data(Qt::UserRole).toString() == QLatin1String("gpu_reference") ? r : row;
        QVERIFY(row >= 0);
        QTRY_VERIFY(!m_window->document()->evidence()->busy());
        const QString tip = table->item(row, 3)->toolTip();
        QVERIFY2(tip.contains(QStringLiteral("runs/ref — run of the project"))
                     && tip.contains(QStringLiteral("scans/ops.json — file of the project"))
                     && tip.contains(QStringLiteral("scans/gone.json — missing")),
                 qPrintable(tip));
        QVERIFY(diskWork().evidenceChecks > 0);
        // The Plan stage shows no run: opening the project on it read none.
        QCOMPARE(diskWork().runReads, runReadsBefore);

        const DiskWork before = diskWork();
        auto *notes = m_window->findChild<QPlainTextEdit *>(QStringLiteral("notesEdit"));
        QVERIFY(notes->isVisible());
        notes->setFocus();
        notes->moveCursor(QTextCursor::End);
        QString typed;
        while (typed.size() < 200)
            typed += QStringLiteral(" Checked with the team.");
        typed.truncate(200);
        QTest::keyClicks(notes, typed);
        QTest::qWait(1200); // timers, watchers and anything posted meanwhile have run
        QCOMPARE(m_window->document()->project().notes, QStringLiteral("first line") + typed);
        QCOMPARE(m_window->document()->undoStack()->count(), 1); // typing is one undoable step
        QCOMPARE(diskWork().runReads, before.runReads);
        QCOMPARE(diskWork().evidenceChecks, before.evidenceChecks);
        QCOMPARE(m_window->findChild<ComparePage *>()->comparisons(), 0);
    }

    void hiddenStagesWaitUntilShown()
    {
        QTemporaryDir dir;
        QVERIFY(m_window->openProject(writeProject(dir)));
        auto *compare = m_window->findChild<ComparePage *>();
        const quint64 runReadsBefore = diskWork().runReads;

        // Shown, the Compare stage reads both runs (off the window's thread) and compares once.
        m_window->showStage(MainWindow::CompareStage);
        auto *verdict = compare->findChild<QLabel *>(QStringLiteral("compareVerdict"));
        QTRY_VERIFY_WITH_TIMEOUT(verdict->text().contains(QLatin1String("outside the tolerance")), 20000);
        QVERIFY2(verdict->text().contains(QLatin1String("the first at 1,000")), qPrintable(verdict->text()));
        QCOMPARE(compare->comparisons(), 1);
        QVERIFY(diskWork().runReads >= runReadsBefore + 2);

        // Hidden, it neither reads nor computes, whatever changes: limits, runs, notes, time.
        m_window->showStage(MainWindow::PlanStage);
        const quint64 hiddenReads = diskWork().runReads;
        ProjectDocument *document = m_window->document();
        document->edit(QStringLiteral("wider tolerance"), [](Project &p) { p.limits.lossDeviationAbs = 0.5; });
        document->edit(QStringLiteral("relabel"), [](Project &p) { p.runs[0].label = QStringLiteral("GPU reference"); });
        document->edit(QStringLiteral("notes"), [](Project &p) { p.notes += QStringLiteral(" more"); });
        QFile pilot(dir.filePath(QStringLiteral("runs/pilot/metrics.jsonl")));
        QVERIFY(pilot.open(QIODevice::Append));
        pilot.write("{\"v\": 1, \"type\": \"log\", \"t\": 2002, \"level\": \"info\", \"message\": \"late\"}\n");
        pilot.close();
        QTest::qWait(2500); // two periods of the follow timer
        QCOMPARE(compare->comparisons(), 1);
        QCOMPARE(diskWork().runReads, hiddenReads);
        QVERIFY(verdict->text().contains(QLatin1String("outside the tolerance"))); // still what it showed

        // Shown again, it catches up at once, in one computation, with the new tolerance.
        m_window->showStage(MainWindow::CompareStage);
        QCOMPARE(compare->comparisons(), 2);
        QVERIFY2(verdict->text().contains(QLatin1String("inside the tolerance")), qPrintable(verdict->text()));
        QVERIFY(
            compare->findChild<QComboBox *>(QStringLiteral("compareReference"))->currentText().startsWith(QLatin1String("GPU reference")));

        // The Runs stage, too, reads its runs only once it is shown (with the Compare stage
        // hidden again, nothing else reads them).
        m_window->showStage(MainWindow::PlanStage);
        const quint64 beforeRuns = diskWork().runReads;
        auto *runs = m_window->findChild<RunsPage *>();
        QCOMPARE(runs->model()->index(0, RunsModel::StatusColumn).data().toString(), QString()); // not read yet
        m_window->showStage(MainWindow::RunsStage);
        QTRY_COMPARE(runs->model()->index(0, RunsModel::StatusColumn).data().toString(), QStringLiteral("completed"));
        QTRY_COMPARE(runs->model()->index(1, RunsModel::StatusColumn).data().toString(), QStringLiteral("completed"));
        QCOMPARE(diskWork().runReads, beforeRuns + 2);
    }

    void evidenceIsLookedUpOnceAndAgainOnlyForNewEntries()
    {
        QTemporaryDir dir;
        QVERIFY(m_window->openProject(writeProject(dir)));
        ProjectDocument *document = m_window->document();
        QTRY_VERIFY(!document->evidence()->busy());
        const quint64 before = diskWork().evidenceChecks;
        // A reason is no evidence: nothing is looked up.
        document->edit(QStringLiteral("reason"), [](Project &p) { p.row(QStringLiteral("gpu_reference")).reason = QStringLiteral("r"); });
        QTest::qWait(200);
        QCOMPARE(diskWork().evidenceChecks, before);
        // A new entry is looked up (alone), in the background.
        writeFile(dir.filePath(QStringLiteral("scans/new.json")), "{}");
        document->edit(QStringLiteral("evidence"),
                       [](Project &p) { p.row(QStringLiteral("gpu_reference")).evidence.append(QStringLiteral("scans/new.json")); });
        QTRY_VERIFY(!document->evidence()->busy());
        QCOMPARE(diskWork().evidenceChecks, before + 1);
        QVERIFY(document->evidence()->facts().value(dir.filePath(QStringLiteral("scans/new.json"))).exists);
        // A newer look-up supersedes one still running: a file gone meanwhile is gone in the end.
        document->evidence()->refresh();
        QVERIFY(QFile::remove(dir.filePath(QStringLiteral("scans/new.json"))));
        document->evidence()->refresh();
        QVERIFY(document->evidence()->busy());
        QTRY_VERIFY(!document->evidence()->busy());
        QCOMPARE(document->evidence()->facts().size(), 4);
        QVERIFY(!document->evidence()->facts().value(dir.filePath(QStringLiteral("scans/new.json"))).exists);
    }

    void chartExportDrawsWhatTheChartShowsNow()
    {
        // The chart changes and is exported at once, without an event loop pass in between:
        // the file has the new axis, laid out (the page does not run the event loop itself).
        QTemporaryDir dir;
        QVERIFY(m_window->openProject(writeProject(dir)));
        m_window->showStage(MainWindow::CompareStage);
        auto *compare = m_window->findChild<ComparePage *>();
        QTRY_VERIFY_WITH_TIMEOUT(compare->comparisons() == 1, 20000);
        auto *axis = compare->findChild<QComboBox *>(QStringLiteral("compareAxis"));
        for (const auto &[index, title] : {std::pair<int, const char *>{1, "Hours since the run's start"}, {0, "Effective step"}}) {
            axis->setCurrentIndex(index);
            Q_EMIT axis->activated(index);
            const QString svg = dir.filePath(QStringLiteral("chart-%1.svg").arg(index));
            QString error;
            QVERIFY2(compare->exportChart(svg, &error), qPrintable(error));
            QFile f(svg);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY2(f.readAll().contains(title), title);
        }
    }

private:
    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<MainWindow> m_window;
};

PILOT_GUI_TEST_MAIN(TestSectionChanges)

#include "tst_sectionchanges.moc"
