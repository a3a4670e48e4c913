// No edit is lost: unsaved edits are journalled and offered back after a crash (a journal left
// by a process that is gone), a save removes the journal, a project file another program
// changes is read again when the window has no edits and otherwise leaves the choice to the
// user (reload, keep mine — then saving replaces the other version —, compare), and a project
// open in another window is said before it is opened twice.
#include "guifixture.h"

#include "app/mainwindow.h"
#include "app/projectdiffdialog.h"
#include "app/projectdocument.h"
#include "app/projectguard.h"

#include "core/project/editjournal.h"
#include "core/project/projectreader.h"
#include "core/support/atomicfile.h"

#include <QApplication>
#include <QDir>
#include <QSysInfo>
#include <QFile>
#include <QProcess>
#include <QTimer>
#include <QUndoStack>

using namespace pilot;
using namespace pilot::app;
using namespace pilot::test;

namespace {

// The pid of a process that has ended: a journal it "wrote" is one of a crash.
qint64 endedPid()
{
    QProcess p;
    p.start(QStringLiteral("/bin/true"), {});
    p.waitForFinished();
    return p.processId() > 0 ? p.processId() : 999999;
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void editNotes(MainWindow *w, const QString &notes)
{
    w->document()->edit(EditName(QStringLiteral("test edit")), [notes](Project &p) { p.notes = notes; });
}

// Replaces `text` in the project file as another program would (atomically, a new inode).
bool changeOnDisk(const QString &path, const QByteArray &from, const QByteArray &to)
{
    QByteArray text = readFile(path);
    if (!text.contains(from))
        return false;
    text.replace(from, to);
    QString error;
    return writeFileAtomically(path, text, &error);
}

// Closes whatever project dialog is showing (a diff dialog) after it was seen.
void closeDiffWhenShown(QString *seen)
{
    auto *timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, [timer, seen] {
        auto *dialog = qobject_cast<ProjectDiffDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        *seen = dialog->shownText();
        timer->stop();
        timer->deleteLater();
        dialog->reject();
    });
    timer->start();
}

} // namespace

class TestProjectSafety : public GuiFixture
{
    Q_OBJECT

private Q_SLOTS:
    void unsavedEditsAreJournalledAndSavingRemovesThem()
    {
        const QString project = copyDemo(scratch().path());
        QVERIFY(m_window->openProject(project));
        editNotes(m_window.get(), QStringLiteral("journalled note"));
        m_window->guard()->flushJournal();
        QString error;
        const std::optional<EditJournal> j = readEditJournal(journalPathFor(project), &error);
        QVERIFY2(j, qPrintable(error));
        QVERIFY(j->text.contains("journalled note"));
        QCOMPARE(j->projectPath, project);
        QVERIFY(!leftJournalFor(project)); // its window is alive: not a crash's
        QVERIFY(m_window->saveProjectAs(project));
        QTRY_VERIFY(!QFile::exists(journalPathFor(project)));
        // Undo to the saved state leaves no journal either.
        editNotes(m_window.get(), QStringLiteral("again"));
        m_window->guard()->flushJournal();
        QVERIFY(QFile::exists(journalPathFor(project)));
        m_window->document()->undoStack()->undo();
        QTRY_VERIFY(!QFile::exists(journalPathFor(project)));
    }

    void editsLeftByACrashAreRecovered()
    {
        const QString project = copyDemo(scratch().path());
        QVERIFY(m_window->openProject(project));
        editNotes(m_window.get(), QStringLiteral("before the crash"));
        m_window->guard()->flushJournal();
        QString error;
        std::optional<EditJournal> j = readEditJournal(journalPathFor(project), &error);
        QVERIFY2(j, qPrintable(error));
        // The window goes as a crash would leave it: its journal stays, written by a gone process.
        j->pid = endedPid();
        reopenWindow(); // a normal end removes the journal…
        QVERIFY(!QFile::exists(journalPathFor(project)));
        QVERIFY2(writeEditJournal(*j, &error), qPrintable(error)); // …a crash would not have
        QVERIFY(leftJournalFor(project));

        // Compare first: the kept note against the saved file.
        QString diff;
        closeDiffWhenShown(&diff);
        clickWhenShown(QStringLiteral("recoverPrompt"), QStringLiteral("&Compare…"));
        QTimer::singleShot(500, [] { clickWhenShown(QStringLiteral("recoverPrompt"), QStringLiteral("&Recover Changes")); });
        QVERIFY(m_window->openProject(project));
        QVERIFY2(diff.contains(QStringLiteral("+ ")) && diff.contains(QStringLiteral("before the crash")), qPrintable(diff));
        QCOMPARE(m_window->document()->project().notes, QStringLiteral("before the crash"));
        QVERIFY(m_window->document()->isModified());
        // Undo returns to the saved file.
        m_window->document()->undoStack()->undo();
        QVERIFY(m_window->document()->project().notes != QStringLiteral("before the crash"));
        m_window->document()->undoStack()->redo();

        // Discarded, the journal goes and nothing is offered again.
        m_window->guard()->flushJournal();
        j = readEditJournal(journalPathFor(project), &error);
        QVERIFY(j);
        j->pid = endedPid();
        reopenWindow();
        QVERIFY(writeEditJournal(*j, &error));
        clickWhenShown(QStringLiteral("recoverPrompt"), QStringLiteral("&Discard Them"));
        QVERIFY(m_window->openProject(project));
        QVERIFY(!m_window->document()->isModified());
        QVERIFY(!QFile::exists(journalPathFor(project)));
    }

    void anUnsavedProjectIsRecoveredAtStart()
    {
        EditJournal j;
        j.written = QDateTime::currentDateTimeUtc();
        j.pid = endedPid();
        j.host = QSysInfo::machineHostName();
        j.text = "schema: migration-pilot/project@1\ntitle: Never saved\nnotes: kept\n";
        QString error;
        // Under another process's name, as the crashed window wrote it.
        QVERIFY2(QDir().mkpath(journalFolder()), "recovery folder");
        QVERIFY(writeFileAtomically(QDir(journalFolder()).filePath(QStringLiteral("untitled-other.journal")),
                                    QByteArray("{\"format\":\"migration-pilot/edit-journal@1\",\"project\":\"\",\"written\":\"")
                                        + j.written.toString(Qt::ISODateWithMs).toUtf8() + "\",\"base_sha256\":\"\",\"pid\":"
                                        + QByteArray::number(j.pid) + ",\"host\":\"" + j.host.toUtf8()
                                        + "\",\"text\":\"schema: migration-pilot/project@1\\ntitle: Never saved\\nnotes: kept\\n\"}",
                                    &error));
        QCOMPARE(leftJournals().size(), 1);
        clickWhenShown(QStringLiteral("recoverPrompt"), QStringLiteral("&Recover Project"));
        m_window->offerLeftEdits();
        QCOMPARE(m_window->document()->project().title, QStringLiteral("Never saved"));
        QCOMPARE(m_window->document()->project().notes, QStringLiteral("kept"));
        QVERIFY(m_window->document()->path().isEmpty());
        QVERIFY(m_window->document()->isModified());
        QVERIFY(leftJournals().isEmpty());
    }

    void aFileChangedOnDiskIsReadAgainWithoutEdits()
    {
        const QString project = copyDemo(scratch().path());
        QVERIFY(m_window->openProject(project));
        const QString title = m_window->document()->project().title;
        QVERIFY(changeOnDisk(project, "title: ", "title: Changed elsewhere — "));
        QTRY_VERIFY_WITH_TIMEOUT(m_window->document()->project().title.startsWith(QStringLiteral("Changed elsewhere")), 10000);
        QVERIFY(!m_window->document()->isModified());
        QVERIFY(m_window->document()->project().title.endsWith(title));
    }

    void withEditsTheUserChooses()
    {
        const QString project = copyDemo(scratch().path());
        QVERIFY(m_window->openProject(project));
        editNotes(m_window.get(), QStringLiteral("mine"));
        // Compare, then keep mine: the window keeps its note, and saving replaces the other version.
        QString diff;
        closeDiffWhenShown(&diff);
        clickWhenShown(QStringLiteral("changedOnDiskPrompt"), QStringLiteral("&Compare…"));
        QTimer::singleShot(500, [] { clickWhenShown(QStringLiteral("changedOnDiskPrompt"), QStringLiteral("&Keep Mine")); });
        QVERIFY(changeOnDisk(project, "title: ", "title: Theirs — "));
        QTRY_VERIFY_WITH_TIMEOUT(diff.contains(QStringLiteral("Theirs")), 10000);
        QVERIFY2(diff.contains(QStringLiteral("+ notes: mine")), qPrintable(diff));
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->document()->project().title.startsWith(QStringLiteral("Theirs")), 10000);
        QTest::qWait(500);
        QCOMPARE(m_window->document()->project().notes, QStringLiteral("mine"));
        QVERIFY(m_window->document()->isModified());
        QVERIFY(m_window->saveProjectAs(project));
        QVERIFY(!readFile(project).contains("Theirs"));
        QVERIFY(readFile(project).contains("mine"));

        // Reload: the other version, the window's edit gone.
        editNotes(m_window.get(), QStringLiteral("lost on reload"));
        clickWhenShown(QStringLiteral("changedOnDiskPrompt"), QStringLiteral("&Reload File"));
        QVERIFY(changeOnDisk(project, "title: ", "title: Reloaded — "));
        QTRY_VERIFY_WITH_TIMEOUT(m_window->document()->project().title.startsWith(QStringLiteral("Reloaded")), 10000);
        QVERIFY(!m_window->document()->isModified());
        QVERIFY(m_window->document()->project().notes != QStringLiteral("lost on reload"));
    }

    void aProjectOpenInAnotherWindowIsSaid()
    {
        const QString project = copyDemo(scratch().path());
        QVERIFY(m_window->openProject(project));
        MainWindow second(m_languages.get());
        clickWhenShown(QStringLiteral("openElsewherePrompt"), QStringLiteral("Cancel"));
        QVERIFY(!second.openProject(project));
        QVERIFY(second.document()->path().isEmpty());
        clickWhenShown(QStringLiteral("openElsewherePrompt"), QStringLiteral("&Open Anyway"));
        QVERIFY(second.openProject(project));
        QCOMPARE(second.document()->path(), project);
        // Once the first window has closed the project, it opens without a word.
        MainWindow third(m_languages.get());
        reopenWindow();
        QVERIFY(third.openProject(project));
    }
};

PILOT_GUI_TEST_MAIN(TestProjectSafety)

#include "tst_projectsafety.moc"
