// The main workflow by keyboard alone, as a user without a mouse goes through it: a project
// opened with Ctrl+O and its file dialog, an answer changed in the guided flow, New Run opened
// and left with Escape, a chart's curve chosen through a mnemonic, the record exported through
// its file dialog, the project saved with Ctrl+S; and on every stage Tab goes round without
// getting stuck. Every input is a key sent where the focus is, never a click or a setter.
#include "guifixture.h"

#include "app/guidedflow.h"
#include "app/newrundialog.h"
#include "app/projectdocument.h"
#include "app/runlaunches.h"
#include "app/runspage.h"

#include "core/decision/decisionrules.h"
#include "core/project/projectreader.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDeadlineTimer>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSet>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTimer>

using namespace pilot;
using namespace pilot::app;
using namespace pilot::test;

namespace {

// What may take a while on a busy machine is waited for this long; a passing run does not wait.
constexpr int kWait = 30000;

// Where a key goes: to the focus widget, or to the active modal dialog when nothing in it has
// the focus.
QWidget *keyTarget()
{
    QWidget *focus = QApplication::focusWidget();
    if (QWidget *modal = QApplication::activeModalWidget()) {
        if (!focus || (focus != modal && !modal->isAncestorOf(focus)))
            return modal;
    }
    return focus;
}

void press(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QWidget *target = keyTarget();
    QVERIFY2(target, "no widget has the keyboard focus");
    QTest::keyClick(target, Qt::Key(key), modifiers);
}

void type(const QString &text)
{
    QWidget *target = keyTarget();
    QVERIFY2(target, "no widget has the keyboard focus");
    QTest::keyClicks(target, text);
}

QString describe(const QWidget *w)
{
    return w ? QStringLiteral("%1 \"%2\"").arg(QLatin1String(w->metaObject()->className()), w->objectName()) : QStringLiteral("nothing");
}

// Answers the next file dialog as a keyboard user does, from inside its own event loop (it is
// opened with exec()): once it is shown with the focus in its file name field, the field's text
// is replaced by `path` and Return pressed. `answered` is set then. The timer belongs to
// `owner`, so that a dialog that never comes leaves nothing behind.
void answerFileDialog(QObject *owner, const QString &path, bool *answered)
{
    auto *timer = new QTimer(owner);
    timer->setInterval(20);
    const QDeadlineTimer deadline(60000);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, path, answered, deadline] {
        if (deadline.hasExpired()) {
            timer->deleteLater();
            return;
        }
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        auto *field = qobject_cast<QLineEdit *>(QApplication::focusWidget());
        if (!dialog || !field || !dialog->isAncestorOf(field) || !dialog->isVisible())
            return;
        timer->stop();
        timer->deleteLater();
        QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(field, path);
        QTest::keyClick(field, Qt::Key_Return);
        *answered = true;
    });
    timer->start();
}

} // namespace

class TestKeyboardWalk : public GuiFixture
{
    Q_OBJECT

    // Presses Tab until `wanted` has the focus, at most `limit` times, the focus staying in the
    // window of `wanted` all the way; whether it got there.
    bool tabTo(const QWidget *wanted, int limit = 60)
    {
        for (int i = 0; i < limit && QApplication::focusWidget() != wanted; ++i) {
            press(Qt::Key_Tab);
            if (!QApplication::focusWidget() || QApplication::focusWidget()->window() != wanted->window())
                return false;
        }
        return QApplication::focusWidget() == wanted;
    }

    // Tab pressed 200 times on the current stage: the focus moves at every press, stays in the
    // window, reaches more than `atLeast` controls and comes round to where it was (no trap).
    void tabGoesRound(const QString &stage, int atLeast)
    {
        QList<QWidget *> visited;
        QWidget *previous = QApplication::focusWidget();
        for (int i = 0; i < 200; ++i) {
            press(Qt::Key_Tab);
            QWidget *now = QApplication::focusWidget();
            QVERIFY2(now, qPrintable(stage + QStringLiteral(": Tab left no widget with the focus")));
            QVERIFY2(now->window() == m_window.get(), qPrintable(stage + QStringLiteral(": Tab left the window for ") + describe(now)));
            QVERIFY2(now != previous, qPrintable(stage + QStringLiteral(": Tab is held by ") + describe(now)));
            visited.append(now);
            previous = now;
        }
        const QSet<QWidget *> distinct(visited.begin(), visited.end());
        QVERIFY2(distinct.size() > atLeast, qPrintable(stage + QStringLiteral(": Tab reaches only %1 controls").arg(distinct.size())));
        // Round and round: the first control reached comes back, and from then on the order
        // repeats (the cycle does not shrink to a few controls that hold the focus).
        const int again = int(visited.indexOf(visited.first(), 1));
        QVERIFY2(again > 0, qPrintable(stage + QStringLiteral(": Tab never comes back to ") + describe(visited.first())));
        QCOMPARE(again, int(distinct.size()));
        for (int i = again; i < visited.size(); ++i)
            QVERIFY2(visited.at(i) == visited.at(i - again),
                     qPrintable(stage + QStringLiteral(": the Tab order changes on the way round")));
    }

    // A dialog closed: on a desktop the window manager makes the window active again, and Qt
    // gives the focus back to the control that had it. The offscreen platform has no window
    // manager, so that part is done here; where the focus lands is the application's.
    void backToTheWindow()
    {
        QTRY_VERIFY_WITH_TIMEOUT(!QApplication::activeModalWidget(), kWait);
        if (!QApplication::activeWindow())
            m_window->activateWindow();
        QTRY_COMPARE_WITH_TIMEOUT(QApplication::activeWindow(), m_window.get(), kWait);
        QVERIFY2(QApplication::focusWidget() && QApplication::focusWidget()->window() == m_window.get(),
                 qPrintable(describe(QApplication::focusWidget())));
    }

private Q_SLOTS:
    void theWorkflowByKeyboardAlone()
    {
        const QString project = copyDemo(scratch());
        const QString folder = QFileInfo(project).absolutePath();
        const QByteArray original = [&] {
            QFile file(project);
            return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
        }();
        QVERIFY(!original.isEmpty());
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QTRY_VERIFY_WITH_TIMEOUT(QApplication::focusWidget(), kWait);

        // 1. Ctrl+O, the file's whole path typed into the dialog, Return.
        bool answered = false;
        answerFileDialog(m_window.get(), project, &answered);
        press(Qt::Key_O, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(answered, kWait);
        QTRY_COMPARE_WITH_TIMEOUT(m_window->document()->path(), QFileInfo(project).absoluteFilePath(), kWait);
        QVERIFY(!m_window->isWindowModified());
        backToTheWindow();

        // 2. The Plan stage's guided flow: its tab by mnemonic, the next question with Alt+Right,
        // an answer chosen with Tab and Space, back with Alt+Left.
        press(Qt::Key_1, Qt::ControlModifier);
        QTRY_COMPARE_WITH_TIMEOUT(int(m_window->currentStage()), int(MainWindow::PlanStage), kWait);
        auto *guide = m_window->findChild<GuidedFlow *>();
        auto *planTabs = m_window->findChild<QTabWidget *>(QStringLiteral("planTabs"));
        press(Qt::Key_G, Qt::AltModifier);
        QTRY_COMPARE_WITH_TIMEOUT(planTabs->currentWidget(), guide, kWait);
        auto *progress = guide->findChild<QLabel *>(QStringLiteral("guideProgress"));
        const QList<DecisionQuestion> &questions = DecisionRules::builtIn().questions;
        const auto progressText = [&](int step) { return QStringLiteral("Question %1 of %2").arg(step).arg(questions.size()); };
        QCOMPARE(progress->text(), progressText(1));
        press(Qt::Key_Right, Qt::AltModifier);
        QTRY_COMPARE_WITH_TIMEOUT(progress->text(), progressText(2), kWait);
        const QString question = questions.at(1).id;
        QCOMPARE(question, QStringLiteral("compiler_ownership"));
        QCOMPARE(m_window->document()->project().answer(question)->answer, Answer::Unknown); // as the demo has it
        auto *yes = guide->findChild<QPushButton *>(QStringLiteral("guideAnswer_yes"));
        QVERIFY2(tabTo(yes),
                 qPrintable(QStringLiteral("Tab does not reach the answer Yes; the focus is on ") + describe(QApplication::focusWidget())));
        QVERIFY(!yes->isChecked());
        press(Qt::Key_Space);
        QTRY_COMPARE_WITH_TIMEOUT(m_window->document()->project().answer(question)->answer, Answer::Yes, kWait);
        QVERIFY(yes->isChecked());
        QVERIFY(m_window->isWindowModified());
        press(Qt::Key_Left, Qt::AltModifier);
        QTRY_COMPARE_WITH_TIMEOUT(progress->text(), progressText(1), kWait);
        press(Qt::Key_Right, Qt::AltModifier);
        QTRY_COMPARE_WITH_TIMEOUT(progress->text(), progressText(2), kWait);
        QVERIFY(yes->isChecked()); // the answer stays when the flow comes back to its question

        // 3. The Runs stage: Ctrl+R opens New Run, Tab goes to its name, a name is typed, and
        // Escape leaves without starting anything.
        press(Qt::Key_2, Qt::ControlModifier);
        QTRY_COMPARE_WITH_TIMEOUT(int(m_window->currentStage()), int(MainWindow::RunsStage), kWait);
        auto *runs = m_window->findChild<RunsPage *>();
        press(Qt::Key_R, Qt::ControlModifier);
        QPointer<NewRunDialog> dialog;
        QTRY_VERIFY_WITH_TIMEOUT((dialog = runs->findChild<NewRunDialog *>()) != nullptr, kWait);
        QTRY_COMPARE_WITH_TIMEOUT(QApplication::activeWindow(), static_cast<QWidget *>(dialog.data()), kWait);
        QTRY_VERIFY2_WITH_TIMEOUT(dialog->isAncestorOf(QApplication::focusWidget()), qPrintable(describe(QApplication::focusWidget())),
                                  kWait);
        // The name is filled in from the job once the project's jobs are read: typed after that.
        auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("newRunName"));
        QTRY_VERIFY_WITH_TIMEOUT(!name->text().isEmpty(), kWait);
        QVERIFY2(tabTo(name, 20),
                 qPrintable(QStringLiteral("Tab does not reach the run's name; the focus is on ") + describe(QApplication::focusWidget())));
        const QString runName = QStringLiteral("keyboard-walk");
        press(Qt::Key_A, Qt::ControlModifier);
        type(runName);
        QCOMPARE(name->text(), runName);
        // Tab goes on through the rest of the dialog to its buttons, never out of it.
        auto *cancel = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Cancel);
        QVERIFY2(tabTo(cancel, 80),
                 qPrintable(QStringLiteral("Tab does not reach Cancel; the focus is on ") + describe(QApplication::focusWidget())));
        press(Qt::Key_Escape);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog, kWait);
        backToTheWindow();
        QVERIFY(m_window->document()->project().runs.isEmpty());
        QVERIFY(runs->launches()->pending().isEmpty());
        QVERIFY(!QFileInfo::exists(QDir(folder).filePath(QStringLiteral("runs/") + runName)));

        // 4. The Compare stage: Alt+letter takes the focus to the runs' and the curve's
        // choosers, and the arrow keys choose another curve.
        press(Qt::Key_3, Qt::ControlModifier);
        QTRY_COMPARE_WITH_TIMEOUT(int(m_window->currentStage()), int(MainWindow::CompareStage), kWait);
        auto *reference = m_window->findChild<QComboBox *>(QStringLiteral("compareReference"));
        auto *pilotRun = m_window->findChild<QComboBox *>(QStringLiteral("comparePilot"));
        auto *metric = m_window->findChild<QComboBox *>(QStringLiteral("compareMetric"));
        press(Qt::Key_R, Qt::AltModifier);
        QTRY_COMPARE_WITH_TIMEOUT(QApplication::focusWidget(), reference, kWait);
        press(Qt::Key_P, Qt::AltModifier);
        QTRY_COMPARE_WITH_TIMEOUT(QApplication::focusWidget(), pilotRun, kWait);
        press(Qt::Key_C, Qt::AltModifier);
        QTRY_COMPARE_WITH_TIMEOUT(QApplication::focusWidget(), metric, kWait);
        const int curve = metric->currentIndex();
        press(Qt::Key_Down);
        QCOMPARE(metric->currentIndex(), curve + 1);
        press(Qt::Key_Up);
        QCOMPARE(metric->currentIndex(), curve);
        press(Qt::Key_Down);
        QCOMPARE(metric->currentIndex(), curve + 1);

        // 5. The Report stage: Export Markdown by its mnemonic, the file named in the dialog.
        press(Qt::Key_6, Qt::ControlModifier);
        QTRY_COMPARE_WITH_TIMEOUT(int(m_window->currentStage()), int(MainWindow::ReportStage), kWait);
        const QString record = QDir(folder).filePath(QStringLiteral("keyboard-record.md"));
        answered = false;
        answerFileDialog(m_window.get(), record, &answered);
        press(Qt::Key_M, Qt::AltModifier);
        QTRY_VERIFY_WITH_TIMEOUT(answered, kWait);
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(record).size() > 0, kWait);
        QTRY_VERIFY_WITH_TIMEOUT(
            m_window->findChild<QLabel *>(QStringLiteral("reportStatus"))->text().contains(QLatin1String("keyboard-record.md")), kWait);
        backToTheWindow();

        // 6. Ctrl+S: the changed answer is in the file.
        press(Qt::Key_S, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->isWindowModified(), kWait);
        const ProjectLoadResult saved = loadProject(project);
        QVERIFY(saved.project);
        QCOMPARE(saved.project->answer(question)->answer, Answer::Yes);
        // Nothing else of the file changed: not the walk through New Run, nor the exports.
        QFile file(project);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().split('\n'), before = original.split('\n');
        QCOMPARE(lines.size(), before.size());
        QStringList changed;
        for (int i = 1; i < lines.size(); ++i) {
            if (lines.at(i) != before.at(i))
                changed.append(QString::fromUtf8(before.at(i - 1) + '\n' + before.at(i) + " -> " + lines.at(i)));
        }
        QCOMPARE(changed, QStringList{QStringLiteral("  compiler_ownership:\n    answer: unknown ->     answer: yes")});

        // On every stage Tab goes round the controls and never gets stuck; moving the focus
        // changes nothing in the project.
        for (int stage = 0; stage < MainWindow::StageCount; ++stage) {
            press(Qt::Key(Qt::Key_1 + stage), Qt::ControlModifier);
            QTRY_COMPARE_WITH_TIMEOUT(int(m_window->currentStage()), stage, kWait);
            tabGoesRound(QStringLiteral("stage %1").arg(stage + 1), 3);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(!m_window->isWindowModified());
    }

    // In the guided flow Tab goes down the page: from the answers to the reason, the evidence's
    // buttons and field, then Back and Next (the answers were made last and came after Next).
    void guidedFlowTabFollowsThePage()
    {
        QVERIFY(m_window->openProject(copyDemo(scratch())));
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        press(Qt::Key_1, Qt::ControlModifier);
        press(Qt::Key_G, Qt::AltModifier);
        auto *back = m_window->findChild<QWidget *>(QStringLiteral("guideBack"));
        QTRY_VERIFY_WITH_TIMEOUT(back->isVisible(), kWait);
        press(Qt::Key_Right, Qt::AltModifier); // the second question: Back is enabled there
        QTRY_VERIFY_WITH_TIMEOUT(back->isEnabled(), kWait);
        auto *first = m_window->findChild<QWidget *>(QStringLiteral("guideAnswer_yes"));
        QTRY_VERIFY_WITH_TIMEOUT(first && first->isVisible(), kWait);
        first->setFocus(Qt::TabFocusReason);
        QTRY_COMPARE_WITH_TIMEOUT(QApplication::focusWidget(), first, kWait);
        QStringList visited;
        for (int i = 0; i < 6; ++i) {
            press(Qt::Key_Tab);
            visited.append(QApplication::focusWidget() ? QApplication::focusWidget()->objectName() : QString());
        }
        // The answers are one stop, as a group of radio buttons is; the arrow keys move in it.
        QCOMPARE(visited, QStringList({QStringLiteral("guideReason"), QStringLiteral("guideAttachFile"), QStringLiteral("guideAttachRun"),
                                       QStringLiteral("guideEvidence"), QStringLiteral("guideBack"), QStringLiteral("guideNext")}));
    }

    // Keys beside a button's mnemonic (F5, Alt+Left/Right) still press it after the texts were
    // translated again: setting a button's text replaces its one shortcut with the mnemonic.
    void buttonKeysSurviveALanguageChange()
    {
        // The demo's copy has no runs: Checkpoints has nothing to check again, the other three
        // buttons are enabled.
        QVERIFY(m_window->openProject(copyDemo(scratch())));
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        m_languages->setLanguage(QStringLiteral("de"));
        m_languages->setLanguage(QStringLiteral("en"));
        const struct
        {
            int stage;
            const char *button;
            int key;
            Qt::KeyboardModifiers modifiers;
        } keys[] = {
            {0, "guideNext", Qt::Key_Right, Qt::AltModifier},
            {1, "refreshRunsButton", Qt::Key_F5, Qt::NoModifier},
            {4, "costRecalculate", Qt::Key_F5, Qt::NoModifier},
        };
        for (const auto &k : keys) {
            press(Qt::Key(Qt::Key_1 + k.stage), Qt::ControlModifier);
            QTRY_COMPARE_WITH_TIMEOUT(int(m_window->currentStage()), k.stage, kWait);
            if (k.stage == 0)
                press(Qt::Key_G, Qt::AltModifier); // the guided flow's tab
            auto *button = m_window->findChild<QAbstractButton *>(QLatin1String(k.button));
            QVERIFY2(button, k.button);
            QTRY_VERIFY2_WITH_TIMEOUT(button->isVisible() && button->isEnabled(), k.button, kWait);
            QSignalSpy clicked(button, &QAbstractButton::clicked);
            press(k.key, k.modifiers);
            QTRY_VERIFY2_WITH_TIMEOUT(clicked.size() == 1, k.button, kWait);
        }
    }
};

PILOT_GUI_TEST_MAIN(TestKeyboardWalk)

#include "tst_keyboardwalk.moc"
