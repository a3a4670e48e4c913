// Every control a user can reach has a name assistive technology reads out (its text, its
// label's text through the buddy, or an accessible name), on every stage and every tab, in
// English and German; and the stages are reached from the keyboard alone.
#include "guifixture.h"

#include <QAbstractButton>
#include <QApplication>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QComboBox>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QTextEdit>

using namespace pilot;
using namespace pilot::app;
using namespace pilot::test;

namespace {

bool reachable(QWidget *w, QWidget *window)
{
    return w->isVisibleTo(window) && w->isEnabled() && w->focusPolicy() != Qt::NoFocus;
}

bool isControl(QWidget *w)
{
    return qobject_cast<QAbstractButton *>(w) || qobject_cast<QLineEdit *>(w) || qobject_cast<QComboBox *>(w)
           || qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QAbstractItemView *>(w) || qobject_cast<QTextEdit *>(w)
           || qobject_cast<QPlainTextEdit *>(w) || qobject_cast<QAbstractSlider *>(w);
}

// The reachable controls of the window as it shows now that have no accessible name.
QStringList unnamed(QWidget *window)
{
    QStringList out;
    for (QWidget *w : window->findChildren<QWidget *>()) {
        if (!isControl(w) || !reachable(w, window))
            continue;
        // A combo box's line edit and a spin box's are parts of it, named with it.
        if (qobject_cast<QLineEdit *>(w) && (qobject_cast<QComboBox *>(w->parentWidget()) || qobject_cast<QAbstractSpinBox *>(w->parentWidget())))
            continue;
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
        if (!iface || iface->text(QAccessible::Name).trimmed().isEmpty())
            out << QStringLiteral("%1 %2").arg(QLatin1String(w->metaObject()->className()), w->objectName());
    }
    return out;
}

} // namespace

class TestAccessibility : public GuiFixture
{
    Q_OBJECT

private Q_SLOTS:
    void everyControlHasAName_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("de") << QStringLiteral("de");
    }

    void everyControlHasAName()
    {
        QFETCH(QString, language);
        m_languages->setLanguage(language);
        QVERIFY(m_window->openDemo(scratch().filePath(QStringLiteral("demo"))));
        QStringList problems, seen;
        for (int stage = 0; stage < MainWindow::StageCount; ++stage) {
            m_window->showStage(MainWindow::Stage(stage));
            QTest::qWait(50);
            forEveryTab(m_window.get(), QStringLiteral("stage %1").arg(stage + 1), [&](const QString &where) {
                for (const QString &u : unnamed(m_window.get())) {
                    if (!seen.contains(u)) {
                        seen << u;
                        problems << where + QStringLiteral(": ") + u;
                    }
                }
            });
        }
        problems.removeDuplicates();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // The stages by their shortcuts (Ctrl+1 … Ctrl+6), and on each, Tab reaches every control
    // a user can reach with the mouse.
    void theKeyboardReachesEveryControl()
    {
        QVERIFY(m_window->openDemo(scratch().filePath(QStringLiteral("demo"))));
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QStringList missed;
        for (int stage = 0; stage < MainWindow::StageCount; ++stage) {
            QTest::keyClick(m_window.get(), Qt::Key(Qt::Key_1 + stage), Qt::ControlModifier);
            QTRY_COMPARE(int(m_window->currentStage()), stage);
            QList<QWidget *> controls;
            for (QWidget *w : m_window->findChildren<QWidget *>()) {
                if (isControl(w) && reachable(w, m_window.get()) && (w->focusPolicy() & Qt::TabFocus)
                    && !(qobject_cast<QLineEdit *>(w) && (qobject_cast<QComboBox *>(w->parentWidget()) || qobject_cast<QAbstractSpinBox *>(w->parentWidget()))))
                    controls << w;
            }
            QSet<QWidget *> visited;
            for (int i = 0; i < 3 * controls.size() + 10 && visited.size() < controls.size(); ++i) {
                QWidget *focus = QApplication::focusWidget();
                QTest::keyClick(focus ? focus : m_window.get(), Qt::Key_Tab);
                if (QWidget *now = QApplication::focusWidget()) {
                    // A combo box's or spin box's line edit stands for it.
                    QWidget *control = qobject_cast<QLineEdit *>(now) && now->parentWidget() && isControl(now->parentWidget()) ? now->parentWidget() : now;
                    if (controls.contains(control))
                        visited.insert(control);
                }
            }
            for (QWidget *w : std::as_const(controls)) {
                if (!visited.contains(w))
                    missed << QStringLiteral("stage %1: %2 %3").arg(stage).arg(QLatin1String(w->metaObject()->className()), w->objectName());
            }
        }
        QVERIFY2(missed.isEmpty(), qPrintable(missed.join(QLatin1Char('\n'))));
    }
};

PILOT_GUI_TEST_MAIN(TestAccessibility)

#include "tst_accessibility.moc"
