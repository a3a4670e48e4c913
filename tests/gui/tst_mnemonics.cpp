// One control per Alt key: on every stage, every tab of it and every question of the guided
// flow, in English and German, the underlined letters of what is on screen (buttons, labels
// with a field, group boxes, tabs and the menu bar) are each taken once. When two controls
// share a letter, Qt only moves the focus between them, so Alt+H on the Report stage would
// never open the Help menu.
#include "guifixture.h"

#include "app/drilldialog.h"
#include "app/mainwindow.h"
#include "app/newrundialog.h"
#include "app/targetsettingsdialog.h"

#include "core/job/launchtarget.h"

#include <QAbstractButton>
#include <QAction>
#include <QGroupBox>
#include <QKeySequence>
#include <QLabel>
#include <QMap>
#include <QMenuBar>
#include <QSet>
#include <QTabBar>
#include <QTabWidget>

using namespace pilot;
using namespace pilot::app;
using namespace pilot::test;

namespace {

QString describe(const QObject *o, const QString &text)
{
    return QStringLiteral("%1 \"%2\" (%3)").arg(QLatin1String(o->metaObject()->className()), text, o->objectName());
}

// The controls on screen in `window` whose text gives them an Alt key, by key.
QMap<QString, QStringList> mnemonicsOn(QWidget *window)
{
    QMap<QString, QStringList> byKey;
    const auto add = [&byKey](const QObject *owner, const QString &text) {
        const QKeySequence key = QKeySequence::mnemonic(text);
        if (!key.isEmpty())
            byKey[key.toString(QKeySequence::PortableText)].append(describe(owner, text));
    };
    for (QWidget *w : window->findChildren<QWidget *>()) {
        if (w->window() != window || !w->isVisibleTo(window))
            continue;
        if (auto *button = qobject_cast<QAbstractButton *>(w)) {
            add(button, button->text());
        } else if (auto *label = qobject_cast<QLabel *>(w)) {
            if (label->buddy()) // a label's letter is a key only when it has a field to go to
                add(label, label->text());
        } else if (auto *group = qobject_cast<QGroupBox *>(w)) {
            add(group, group->title());
        } else if (auto *bar = qobject_cast<QTabBar *>(w)) {
            for (int i = 0; i < bar->count(); ++i) {
                if (bar->isTabVisible(i))
                    add(bar, bar->tabText(i));
            }
        } else if (auto *menus = qobject_cast<QMenuBar *>(w)) {
            for (const QAction *menu : menus->actions()) {
                if (menu->isVisible())
                    add(menus, menu->text());
            }
        }
    }
    return byKey;
}

// Each clash once, where it was first seen: a long list does not fit into one failure message.
void report(const QStringList &clashes)
{
    QSet<QString> said;
    for (const QString &clash : clashes) {
        const QString what = clash.left(clash.lastIndexOf(QLatin1String(" ("))); // without where
        if (!said.contains(what))
            qWarning("%s", qPrintable(clash));
        said.insert(what);
    }
}

// The keys that more than one control claims, said one per line.
QStringList clashesOn(QWidget *window, const QString &where)
{
    QStringList clashes;
    const QMap<QString, QStringList> byKey = mnemonicsOn(window);
    for (auto it = byKey.begin(); it != byKey.end(); ++it) {
        if (it.value().size() > 1)
            clashes.append(QStringLiteral("%1 is taken by %2 (%3)").arg(it.key(), it.value().join(QStringLiteral(", ")), where));
    }
    return clashes;
}

} // namespace

class TestMnemonics : public GuiFixture
{
    Q_OBJECT

    // The clashes of what is on screen now and on every tab of it.
    static QStringList clashesOfEveryTab(QWidget *window, const QString &where)
    {
        QStringList clashes;
        forEveryTab(window, where, [&](const QString &here) { clashes += clashesOn(window, here); });
        return clashes;
    }

    // Every stage with all its tabs, and every question of the guided flow.
    QStringList clashesOfTheWindow(const QString &language)
    {
        QStringList clashes;
        for (int stage = 0; stage < MainWindow::StageCount; ++stage) {
            m_window->showStage(MainWindow::Stage(stage));
            QCoreApplication::processEvents();
            clashes += clashesOfEveryTab(m_window.get(), QStringLiteral("%1, stage %2").arg(language).arg(stage + 1));
        }
        m_window->showStage(MainWindow::PlanStage);
        auto *planTabs = m_window->findChild<QTabWidget *>(QStringLiteral("planTabs"));
        auto *next = m_window->findChild<QAbstractButton *>(QStringLiteral("guideNext"));
        if (!planTabs || !next)
            return clashes << QStringLiteral("the guided flow was not found");
        for (int i = 0; i < planTabs->count(); ++i) {
            if (planTabs->widget(i)->isAncestorOf(next))
                planTabs->setCurrentIndex(i);
        }
        for (int question = 2; next->isVisible() && next->isEnabled() && question < 100; ++question) {
            next->click();
            QCoreApplication::processEvents();
            clashes += clashesOn(m_window.get(), QStringLiteral("%1, guided flow, page %2").arg(language).arg(question));
        }
        return clashes;
    }

private Q_SLOTS:
    void oneControlPerAltKeyInTheWindow_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("de") << QStringLiteral("de");
    }

    void oneControlPerAltKeyInTheWindow()
    {
        QFETCH(QString, language);
        QVERIFY(m_window->openDemo(scratch().filePath(QStringLiteral("demo"))));
        m_window->resize(1366, 768);
        m_languages->setLanguage(language);
        const QStringList clashes = clashesOfTheWindow(language);
        report(clashes);
        QVERIFY2(clashes.isEmpty(), qPrintable(QStringLiteral("%1 clashes (listed above)").arg(clashes.size())));
        // The walk saw the menu bar and the stages' own keys, so an empty list means something.
        const QMap<QString, QStringList> keys = mnemonicsOn(m_window.get());
        QVERIFY2(keys.size() >= 8, qPrintable(QStringList(keys.keys()).join(QLatin1Char(' '))));
    }

    void oneControlPerAltKeyInNewRun_data() { oneControlPerAltKeyInTheWindow_data(); }

    void oneControlPerAltKeyInNewRun()
    {
        QFETCH(QString, language);
        QVERIFY(m_window->openDemo(scratch().filePath(QStringLiteral("demo"))));
        m_languages->setLanguage(language);
        m_window->showStage(MainWindow::RunsStage);
        auto *newRun = m_window->findChild<QAbstractButton *>(QStringLiteral("newRunButton"));
        QVERIFY(newRun);
        QTRY_VERIFY(newRun->isEnabled());
        newRun->click();
        NewRunDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = m_window->findChild<NewRunDialog *>()) != nullptr && dialog->isVisible());
        const QStringList clashes = clashesOfEveryTab(dialog, language + QStringLiteral(", New Run"));
        dialog->reject();
        report(clashes);
        QVERIFY2(clashes.isEmpty(), qPrintable(QStringLiteral("%1 clashes (listed above)").arg(clashes.size())));
    }

    void oneControlPerAltKeyInTheOtherDialogs_data() { oneControlPerAltKeyInTheWindow_data(); }

    // The target settings of an SSH host and of a Slurm cluster, and the drill's choices.
    void oneControlPerAltKeyInTheOtherDialogs()
    {
        QFETCH(QString, language);
        m_languages->setLanguage(language);
        QStringList clashes;
        for (const QString &name : {QStringLiteral("ssh://trainer@gpu-host"), QStringLiteral("slurm:debug")}) {
            LaunchTarget target;
            QString error;
            QVERIFY2(LaunchTarget::parse(name, &target, &error), qPrintable(error));
            TargetSettingsDialog dialog(target, scratch().path());
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            clashes += clashesOfEveryTab(&dialog, QStringLiteral("%1, target settings of %2").arg(language, name));
        }
        DrillDialog::Job job;
        job.runLabel = QStringLiteral("pilot");
        job.maxSteps = 300;
        job.checkpointEvery = 50;
        job.runCompleted = true;
        DrillDialog drill(job, scratch().path());
        drill.show();
        QVERIFY(QTest::qWaitForWindowExposed(&drill));
        clashes += clashesOfEveryTab(&drill, language + QStringLiteral(", drill"));
        report(clashes);
        QVERIFY2(clashes.isEmpty(), qPrintable(QStringLiteral("%1 clashes (listed above)").arg(clashes.size())));
    }
};

PILOT_GUI_TEST_MAIN(TestMnemonics)

#include "tst_mnemonics.moc"
