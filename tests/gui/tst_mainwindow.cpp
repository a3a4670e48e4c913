// The main window as a whole on the offscreen platform: open the demo project, switch the language
// at runtime, edit and save, show a hostile file's problems without a modal dialog, show the
// project's text as written, and keep old files when an export fails.
#include "guifixture.h"

#include "app/comparepage.h"
#include "app/projectdocument.h"
#include "app/reportpage.h"

#include "core/project/projectreader.h"

#include "../common/smalldisk.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTimer>
#include <QUndoStack>
#include <QUrl>
#include <QWindow>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

using namespace pilot;
using namespace pilot::app;
using namespace pilot::test;

class TestMainWindow : public GuiFixture
{
    Q_OBJECT
private Q_SLOTS:
    void startupLanguageFollowsSystemLocale()
    {
        // ctest runs this once under C.UTF-8 and once under de_DE.UTF-8 (see CMakeLists.txt).
        QSettings().remove(QStringLiteral("ui/language"));
        LanguageManager fresh;
        fresh.applyStartupLanguage();
        QCOMPARE(fresh.language(), qEnvironmentVariable("PILOT_EXPECT_LANGUAGE", QStringLiteral("en")));
        // Following the system pins nothing: a later start follows the system again.
        QVERIFY(!QSettings().contains(QStringLiteral("ui/language")));
        MainWindow window(&fresh);
        // The window system adds the app's display name to a title that does not end with it:
        // in the UI language, the title ends with it, so the name appears once.
        QVERIFY(window.windowTitle().endsWith(QGuiApplication::applicationDisplayName()));
        QCOMPARE(QGuiApplication::applicationDisplayName(),
                 fresh.language() == QLatin1String("de") ? QStringLiteral("Migrationspilot") : QStringLiteral("Migration Pilot"));
        QCOMPARE(stageTexts(window).first(), fresh.language() == QLatin1String("de") ? QStringLiteral("Planen") : QStringLiteral("Plan"));
        // A choice made in the menu wins over the locale at the next start.
        fresh.setLanguage(fresh.language() == QLatin1String("de") ? QStringLiteral("en") : QStringLiteral("de"));
        LanguageManager next;
        next.applyStartupLanguage();
        QCOMPARE(next.language(), fresh.language());
        QSettings().remove(QStringLiteral("ui/language"));
    }

    void opensTheDemoProject()
    {
        QVERIFY(m_window->openProject(kDemo));
        QVERIFY(m_window->windowTitle().contains(QLatin1String("Llama 3 8B")));
        const auto *heading = m_window->findChild<QLabel *>(QStringLiteral("planHeading"));
        QVERIFY(heading->text().contains(QLatin1String("Support-ticket routing")));
        const auto *table = m_window->findChild<QTableWidget *>(QStringLiteral("decisionTable"));
        const ProjectLoadResult expected = loadProject(kDemo);
        QCOMPARE(table->rowCount(), int(expected.project->decision.size())); // the demo answers every question
        QCOMPARE(m_window->findChild<QComboBox *>(QStringLiteral("answer_model_stability"))->currentText(), QStringLiteral("yes"));
        QVERIFY(!m_window->findChild<QLabel *>(QStringLiteral("errorBanner"))->isVisible());
        // The recommendation follows the answers, and changes when they do.
        auto *recommendation = m_window->findChild<QLabel *>(QStringLiteral("recommendationLabel"));
        QVERIFY2(recommendation->text().contains(QLatin1String("Dual operation")), qPrintable(recommendation->text()));
        QVERIFY(recommendation->text().contains(QLatin1String("provisional")));
        m_window->document()->edit(QStringLiteral("test"), [](Project &p) {
            for (DecisionAnswer &a : p.decision) {
                if (a.id == QLatin1String("custom_cuda_kernels"))
                    a.answer = Answer::Yes;
            }
        });
        QVERIFY(recommendation->text().contains(QLatin1String("Stay on GPU")));
        // It is now the first recent project, one click away in File > Open Recent.
        const auto *recent = m_window->findChild<QMenu *>(QStringLiteral("menuRecent"));
        QVERIFY(recent->isEnabled());
        QVERIFY(recent->actions().constFirst()->toolTip().contains(QFileInfo(kDemo).absoluteFilePath()));
        // Named by the project's title and its folder, not by "project.yaml" alone.
        const QString entry = recent->actions().constFirst()->text();
        QVERIFY2(entry.startsWith(QLatin1String("Support-ticket routing")), qPrintable(entry));
        QVERIFY2(entry.endsWith(QStringLiteral(" — ") + QFileInfo(kDemo).absolutePath()), qPrintable(entry));
    }

    // The window opens within the screen's free area: maximised where that is smaller than its
    // natural size (the offscreen screen is 800×600), and as it was left from then on.
    void opensWithinTheScreenAndAsItWasLeft()
    {
        m_window.reset();
        QSettings().remove(QStringLiteral("window/geometry"));
        m_window = std::make_unique<MainWindow>(m_languages.get());
        const QRect available = m_window->screen()->availableGeometry();
        QVERIFY2(available.width() < 1200 || available.height() < 780, "the test needs a screen smaller than the window's natural size");
        m_window->placeOnScreen();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(m_window->isMaximized());
        QVERIFY2(available.contains(m_window->geometry()),
                 qPrintable(QStringLiteral("%1×%2").arg(m_window->width()).arg(m_window->height())));

        m_window->setWindowState(Qt::WindowNoState);
        const QSize left = m_window->minimumSizeHint().expandedTo(m_window->minimumSize()) + QSize(7, 5);
        m_window->setGeometry(QRect(available.topLeft() + QPoint(40, 30), left));
        QTRY_COMPARE(m_window->size(), left);
        QVERIFY(m_window->close());
        m_window = std::make_unique<MainWindow>(m_languages.get());
        m_window->placeOnScreen();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(!m_window->isMaximized());
        QCOMPARE(m_window->size(), left);
    }

    void switchesLanguageAtRuntime()
    {
        QVERIFY(m_window->openProject(kDemo));
        const QStringList english = stageTexts(*m_window);
        QCOMPARE(english.first(), QStringLiteral("Plan"));
        QCOMPARE(menuTitle(*m_window, "menuFile"), QStringLiteral("&File"));
        const auto *table = m_window->findChild<QTableWidget *>(QStringLiteral("decisionTable"));
        QCOMPARE(table->horizontalHeaderItem(0)->text(), QStringLiteral("Question"));
        const QString englishQuestion = table->item(0, 0)->text();
        m_window->showStage(MainWindow::CostStage);
        auto *costTabs = m_window->findChild<QStackedWidget *>(QStringLiteral("stageStack"))->currentWidget()->findChild<QTabWidget *>();
        QCOMPARE(costTabs->tabText(0), QStringLiteral("&Time chain"));

        // The language menu, as a user would use it.
        m_window->findChild<QAction *>(QStringLiteral("actionGerman"))->trigger();
        QCOMPARE(m_languages->language(), QStringLiteral("de"));
        // Qt posts QEvent::LanguageChange to the windows; it arrives with the next event loop pass.
        QTRY_COMPARE(stageTexts(*m_window).first(), QStringLiteral("Planen"));
        const QStringList german = stageTexts(*m_window);
        for (int i = 0; i < german.size(); ++i) {
            if (english.at(i) != QLatin1String("Checkpoints")) // the same word in both languages
                QVERIFY2(german.at(i) != english.at(i), qPrintable(german.at(i)));
        }
        QCOMPARE(menuTitle(*m_window, "menuFile"), QStringLiteral("&Datei"));
        QCOMPARE(menuTitle(*m_window, "menuHelp"), QStringLiteral("&Hilfe"));
        QCOMPARE(table->horizontalHeaderItem(0)->text(), QStringLiteral("Frage"));
        QCOMPARE(m_window->findChild<QComboBox *>(QStringLiteral("answer_model_stability"))->currentText(), QStringLiteral("ja"));
        QVERIFY(table->item(0, 0)->text() != englishQuestion);
        QTRY_COMPARE(costTabs->tabText(0), QStringLiteral("&Zeitkette"));
        QVERIFY(m_window->findChild<QLabel *>(QStringLiteral("recommendationLabel"))->text().contains(QStringLiteral("Dualer Betrieb")));
        QVERIFY(m_window->windowTitle().endsWith(QLatin1String("Migrationspilot")));
        QVERIFY(m_window->findChild<QAction *>(QStringLiteral("actionGerman"))->isChecked());

        // Back to English: everything returns.
        m_window->findChild<QAction *>(QStringLiteral("actionEnglish"))->trigger();
        QTRY_COMPARE(stageTexts(*m_window), english);
        QCOMPARE(table->horizontalHeaderItem(0)->text(), QStringLiteral("Question"));
    }

    void hostileFileShowsLocatedErrorsInTheBanner()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("hostile.yaml"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("schema: migration-pilot/project@1\ntitle: x\nprofile:\n  seq_len: long\n");
        f.close();
        QVERIFY(!m_window->openProject(path));
        const auto *banner = m_window->findChild<QLabel *>(QStringLiteral("errorBanner"));
        QVERIFY(banner->isVisible());
        QVERIFY2(banner->text().contains(QLatin1String("hostile.yaml:4:12:")), qPrintable(banner->text()));
        // A good file afterwards clears the banner.
        QVERIFY(m_window->openProject(kDemo));
        QVERIFY(!banner->isVisible());
    }

    void editSaveAndReload()
    {
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("project.yaml"));
        QVERIFY(QFile::copy(kDemo, copy));
        QVERIFY(m_window->openProject(copy));
        auto *notes = m_window->findChild<QPlainTextEdit *>(QStringLiteral("notesEdit"));
        QVERIFY(!m_window->isWindowModified());
        notes->setFocus();
        notes->moveCursor(QTextCursor::End);
        QTest::keyClicks(notes, QStringLiteral(" Added in the test."));
        QVERIFY(m_window->isWindowModified());
        QVERIFY(m_window->saveProjectAs(copy));
        QVERIFY(!m_window->isWindowModified());
        const ProjectLoadResult reloaded = loadProject(copy);
        QVERIFY(reloaded.project);
        QVERIFY(reloaded.project->notes.endsWith(QLatin1String("Added in the test.")));
        QCOMPARE(reloaded.project->decision.size(), loadProject(kDemo).project->decision.size());
        // Everything above the notes is the user's text byte for byte: comments, flow maps, 8.03e9.
        QFile before(kDemo), after(copy);
        QVERIFY(before.open(QIODevice::ReadOnly) && after.open(QIODevice::ReadOnly));
        const QByteArray original = before.readAll(), saved = after.readAll();
        const qsizetype notesAt = original.indexOf("\nnotes:");
        QVERIFY(notesAt > 0);
        QCOMPARE(saved.left(notesAt), original.left(notesAt));
    }

    // The test from the window: one value typed into the demo project, saved, and the
    // file differs from the demo in that one line.
    void aTypedValueChangesOneLine()
    {
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("project.yaml"));
        QVERIFY(QFile::copy(kDemo, copy));
        QVERIFY(m_window->openProject(copy));
        auto *steps = m_window->findChild<QLineEdit *>(QStringLiteral("profile_training_steps"));
        QVERIFY(steps);
        steps->setText(QStringLiteral("3500"));
        Q_EMIT steps->editingFinished();
        QCOMPARE(m_window->document()->project().profile.trainingSteps, std::optional<qint64>(3500));
        QVERIFY(m_window->saveProjectAs(copy));
        QProcess diff;
        diff.start(QStringLiteral("diff"), {kDemo, copy});
        QVERIFY(diff.waitForFinished(30000));
        QFile demo(kDemo);
        QVERIFY(demo.open(QIODevice::ReadOnly));
        const int line = int(demo.readAll().split('\n').indexOf("  training_steps: 3000")) + 1;
        QVERIFY(line > 0);
        QCOMPARE(QString::fromUtf8(diff.readAllStandardOutput()),
                 QStringLiteral("%1c%1\n<   training_steps: 3000\n---\n>   training_steps: 3500\n").arg(line));
    }

    // A value typed into a field and not yet left (no Tab, no Return) is an edit: closing the
    // window offers to save it, and saving keeps it (it was lost, and its late commit reached a
    // window half taken apart).
    void aValueTypedButNotLeftIsOfferedForSaving()
    {
        const QString copy = copyDemo(scratch());
        QVERIFY(m_window->openProject(copy));
        m_window->showStage(MainWindow::PlanStage);
        auto *steps = m_window->findChild<QLineEdit *>(QStringLiteral("profile_training_steps"));
        auto *tabs = m_window->findChild<QTabWidget *>(QStringLiteral("planTabs"));
        QVERIFY(steps && tabs);
        for (int i = 0; i < tabs->count(); ++i) {
            if (tabs->widget(i)->isAncestorOf(steps))
                tabs->setCurrentIndex(i);
        }
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        steps->setFocus();
        QTRY_VERIFY(steps->hasFocus());
        steps->selectAll();
        QTest::keyClicks(steps, QStringLiteral("3500"));
        QVERIFY(!m_window->document()->isModified()); // typed, not yet committed
        QString asked;
        QTimer answer;
        answer.setInterval(20);
        connect(&answer, &QTimer::timeout, this, [&] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                asked = box->text();
                answer.stop();
                box->button(QMessageBox::Save)->click();
            }
        });
        answer.start();
        QVERIFY(m_window->close());
        QCOMPARE(asked, QStringLiteral("The project has unsaved changes. Save them first?"));
        QFile saved(copy);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QVERIFY(saved.readAll().contains("training_steps: 3500"));
    }

    // One Undo takes back one edit: typing in one field is one step, another field is another;
    // the steps' names follow a language switch.
    void undoStepsAndTheirNames()
    {
        QVERIFY(m_window->openProject(copyDemo(scratch())));
        ProjectDocument *doc = m_window->document();
        QUndoStack *stack = doc->undoStack();
        const EditName notes("pilot::app::PlanPage", "Edit Notes");
        doc->edit(notes, [](Project &p) { p.notes = QStringLiteral("a"); }, 7, QStringLiteral("notes"));
        doc->edit(notes, [](Project &p) { p.notes = QStringLiteral("ab"); }, 7, QStringLiteral("notes"));
        QCOMPARE(stack->count(), 1);
        doc->edit(notes, [](Project &p) { p.title = QStringLiteral("other field"); }, 7, QStringLiteral("title"));
        QCOMPARE(stack->count(), 2);
        stack->undo();
        QCOMPARE(doc->project().notes, QStringLiteral("ab"));
        QVERIFY(doc->project().title != QLatin1String("other field"));
        stack->undo();
        QVERIFY(doc->project().notes != QLatin1String("ab"));
        stack->redo();
        auto *undo = m_window->findChild<QAction *>(QStringLiteral("actionUndo"));
        QVERIFY(undo);
        QCOMPARE(undo->text(), QStringLiteral("&Undo Edit Notes"));
        m_window->findChild<QAction *>(QStringLiteral("actionGerman"))->trigger();
        QTRY_COMPARE(undo->text(), QStringLiteral("&Rückgängig: Notizen bearbeiten"));
        QCOMPARE(stack->undoText(), QStringLiteral("Notizen bearbeiten"));
        m_window->findChild<QAction *>(QStringLiteral("actionEnglish"))->trigger();
        QTRY_COMPARE(undo->text(), QStringLiteral("&Undo Edit Notes"));
    }

    // Locks carry a name, never "unknown"; a saved lock cannot be undone.
    void aSavedLockIsFinalAndNamed()
    {
        QVERIFY(!ProjectDocument::systemUserName().isEmpty());
        QCOMPARE(ProjectDocument::userName(), ProjectDocument::systemUserName()); // nothing given yet
        ProjectDocument::setUserName(QStringLiteral("Dana Example"));
        QVERIFY(ProjectDocument::hasUserName());
        const QString project = copyDemo(scratch());
        QVERIFY(m_window->openProject(project));
        ProjectDocument *doc = m_window->document();
        QVERIFY(!doc->project().limits.locked);
        doc->edit(QStringLiteral("add the pilot"), [](Project &p) {
            p.runs.append({QStringLiteral("runs/pilot"), RunRole::Pilot, QStringLiteral("pilot")});
        });
        QVERIFY(doc->project().limits.locked);
        QCOMPARE(doc->project().limits.locked->author, QStringLiteral("Dana Example"));
        QVERIFY(doc->undoStack()->canUndo()); // before the save, undo would still take it back
        QVERIFY(m_window->saveProjectAs(project));
        QVERIFY(!doc->undoStack()->canUndo());
        QVERIFY(doc->project().limits.locked);
        QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("final")), qPrintable(m_window->statusBar()->currentMessage()));
        // Edits after the saved lock are undoable as usual, back to the lock and no further.
        doc->edit(QStringLiteral("notes"), [](Project &p) { p.notes = QStringLiteral("after the lock"); });
        QVERIFY(doc->undoStack()->canUndo());
        doc->undoStack()->undo();
        QVERIFY(!doc->undoStack()->canUndo());
        QVERIFY(doc->project().limits.locked);
        QSettings().remove(QStringLiteral("identity/name"));
    }

    void saveWaitsForTheLockWithoutFreezingTheWindow()
    {
        // Another program holds the project's lock: the save waits for it on a worker, the
        // window keeps running its event loop meanwhile, and the save then fails loudly.
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("project.yaml"));
        QVERIFY(QFile::copy(kDemo, copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        QVERIFY(m_window->openProject(copy));
        const int fd = ::open(QFile::encodeName(dir.filePath(QStringLiteral(".project.yaml.lock"))).constData(), O_RDWR | O_CREAT, 0600);
        QVERIFY(fd >= 0);
        QVERIFY(::flock(fd, LOCK_EX) == 0);
        bool timerFired = false;
        QTimer::singleShot(50, [&] { timerFired = true; });
        const QByteArray before = [&] {
            QFile f(copy);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        }();
        QVERIFY(!m_window->saveProjectAs(copy));
        ::close(fd);
        QVERIFY2(timerFired, "the GUI thread was blocked while the save waited");
        QFile after(copy);
        QVERIFY(after.open(QIODevice::ReadOnly));
        QCOMPARE(after.readAll(), before);
        // Without the other program the save goes through.
        QVERIFY(m_window->saveProjectAs(copy));
    }

    void userTextIsShownAsWritten()
    {
        // Labels, the window title, tool tips and the record preview show the project's text as
        // written: no rich text, no image loaded, no "[*]" or "%1" taken as a placeholder.
        QTemporaryDir dir;
        const QString title = QStringLiteral("<img src=\"/etc/hostname\"><b>x</b> [*] %1");
        QFile project(dir.filePath(QStringLiteral("project.yaml")));
        QVERIFY(project.open(QIODevice::WriteOnly));
        project.write("schema: migration-pilot/project@1\n"
                      "title: '<img src=\"/etc/hostname\"><b>x</b> [*] %1'\n"
                      "authors: ['<b>bold</b> author']\n"
                      "decision:\n"
                      "  model_stability: {answer: yes, reason: '<img src=x>', evidence: ['<img src=\"/etc/hostname\">', /etc/shadow]}\n"
                      "limits:\n"
                      "  restart_time_s: 900\n"
                      "  locked: {at: 2026-12-01T08:30:00Z, by: '<i>lock</i>', reason: '<img src=\"/etc/hostname\">'}\n");
        project.close();
        QVERIFY(m_window->openProject(project.fileName()));
        const auto *heading = m_window->findChild<QLabel *>(QStringLiteral("planHeading"));
        QCOMPARE(heading->text(), title);
        QCOMPARE(heading->textFormat(), Qt::PlainText);
        const auto *meta = m_window->findChild<QLabel *>(QStringLiteral("planMeta"));
        QCOMPARE(meta->textFormat(), Qt::PlainText);
        QVERIFY(meta->text().contains(QLatin1String("<b>bold</b> author")));
        QCOMPARE(m_window->windowHandle()->title(), title + QStringLiteral(" — Migration Pilot"));
        const auto *lock = m_window->findChild<QLabel *>(QStringLiteral("limitsLockState"));
        QCOMPARE(lock->textFormat(), Qt::PlainText);
        QVERIFY(lock->text().contains(QLatin1String("<i>lock</i>")));
        QCOMPARE(m_window->findChild<QLabel *>(QStringLiteral("errorBanner"))->textFormat(), Qt::PlainText);
        const auto *table = m_window->findChild<QTableWidget *>(QStringLiteral("decisionTable"));
        const QString tip = table->item(0, 3)->toolTip();
        QVERIFY2(tip.contains(QLatin1String("&lt;img src=\"/etc/hostname\"&gt;")) && !tip.contains(QLatin1String("<img")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("/etc/shadow — outside the project folder (not looked up)")), qPrintable(tip));

        m_window->showStage(MainWindow::ReportStage);
        auto *preview = m_window->findChild<QTextBrowser *>(QStringLiteral("reportPreview"));
        const QString text = preview->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("Decision record: ") + title), qPrintable(text.left(300)));
        QVERIFY(text.contains(QLatin1String("<img src=x>")));
        QVERIFY(text.contains(QLatin1String("/etc/shadow (outside the project)")));
        for (QTextBlock b = preview->document()->begin(); b.isValid(); b = b.next()) {
            for (auto it = b.begin(); !it.atEnd(); ++it)
                QVERIFY(!it.fragment().charFormat().isImageFormat());
        }
        // The preview fetches nothing, not even an image a plain text browser would load.
        const QString png = dir.filePath(QStringLiteral("local.png"));
        QImage image(4, 4, QImage::Format_RGB32);
        image.fill(Qt::red);
        QVERIFY(image.save(png));
        const QUrl url = QUrl::fromLocalFile(png);
        QVERIFY(!QTextDocument().resource(QTextDocument::ImageResource, url).isNull());
        QTextDocument *shown = preview->document();
        QVERIFY(shown->resource(QTextDocument::ImageResource, url).isNull());
        QVERIFY(shown->resource(QTextDocument::StyleSheetResource, url).isNull());
        QVERIFY(shown->resource(QTextDocument::ImageResource, QUrl(QStringLiteral("data:image/png;base64,iVBORw0KGgo="))).isNull());
    }

    void exportsOnAFullDiskKeepTheOldFiles()
    {
        // A full disk makes every export fail, say so, and leave the file it was to replace.
        SmallDisk disk(QStringLiteral("64k"));
        if (!disk.ok())
            QSKIP(qPrintable(QStringLiteral("a full disk is simulated with a 64 KiB tmpfs, which needs root: ") + disk.why()));
        QVERIFY(m_window->openProject(kDemo));
        const QStringList names = {QStringLiteral("record.pdf"), QStringLiteral("record.md"), QStringLiteral("record.html"),
                                   QStringLiteral("chart.png"),  QStringLiteral("chart.svg"), QStringLiteral("chart.pdf"),
                                   QStringLiteral("curves.csv")};
        for (const QString &name : names) {
            QFile f(disk.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("the good old " + name.toUtf8());
        }
        disk.fill();
        m_window->showStage(MainWindow::ReportStage);
        auto *report = m_window->findChild<ReportPage *>();
        for (const QString &name : names.mid(0, 3)) {
            QVERIFY2(!report->exportTo(disk.filePath(name)), qPrintable(name));
            QVERIFY(m_window->findChild<QLabel *>(QStringLiteral("reportStatus"))
                        ->text()
                        .startsWith(QLatin1String("The record could not be saved: ")));
        }
        m_window->showStage(MainWindow::CompareStage);
        auto *compare = m_window->findChild<ComparePage *>();
        for (const QString &name : names.mid(3, 3)) {
            QString error;
            QVERIFY2(!compare->exportChart(disk.filePath(name), &error), qPrintable(name));
            QVERIFY2(error.contains(name), qPrintable(error));
        }
        QString error;
        QVERIFY(!compare->exportCsv(disk.filePath(names.last()), &error));
        for (const QString &name : names) {
            QFile f(disk.filePath(name));
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(f.readAll(), "the good old " + name.toUtf8());
        }
        QStringList expected = names;
        expected.append(QStringLiteral("filler"));
        expected.sort();
        QCOMPARE(disk.files(), expected);
    }
};

PILOT_GUI_TEST_MAIN(TestMainWindow)

#include "tst_mainwindow.moc"
