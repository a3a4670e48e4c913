// The first hour of a new user, on a laptop screen: the demo project opens from the menu with
// a reference and a pilot run to compare, and every stage fits 1280×720 in both languages —
// no window wider than the screen, no button or label cut off, the stage list without a
// scroll bar. Screenshots of every stage are kept for a person to look at.
#include "guifixture.h"

#include "app/comparepage.h"
#include "app/demoproject.h"
#include "app/projectdocument.h"

#include "core/project/project.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QLockFile>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSlider>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>

using namespace pilot;
using namespace pilot::app;
using namespace pilot::test;

namespace {

constexpr int kWidth = 1280;
constexpr int kHeight = 720;
constexpr int kMinimumSlider = 80; // px: a handle with room to travel

// Every visible button and one-line label whose text does not fit its width, or that lies
// (partly) outside the window; scroll areas' contents are judged by what the scroll area shows.
QStringList clippedWidgets(QWidget *window)
{
    QStringList clipped;
    const QRect inside = window->rect();
    const auto inScrolledContent = [](const QWidget *w) {
        for (const QWidget *p = w->parentWidget(); p; p = p->parentWidget()) {
            if (qobject_cast<const QAbstractScrollArea *>(p))
                return true;
        }
        return false;
    };
    const auto name = [](const QWidget *w, const QString &text) {
        return QStringLiteral("%1 “%2” (%3)").arg(QLatin1String(w->metaObject()->className()), text, w->objectName());
    };
    for (QAbstractButton *b : window->findChildren<QAbstractButton *>()) {
        if (!b->isVisibleTo(window) || b->text().isEmpty() || inScrolledContent(b))
            continue;
        const QRect at(b->mapTo(window, QPoint()), b->size());
        if (b->width() < b->sizeHint().width() || !inside.contains(at))
            clipped << name(b, b->text()) + QStringLiteral(": %1 of %2 px").arg(b->width()).arg(b->sizeHint().width());
    }
    // A chooser shows its current entry whole (a run's name, not a clipped path).
    for (QComboBox *c : window->findChildren<QComboBox *>()) {
        if (!c->isVisibleTo(window) || c->currentText().isEmpty() || inScrolledContent(c))
            continue;
        QStyleOptionComboBox option;
        option.initFrom(c);
        const QRect field = c->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, c);
        if (c->fontMetrics().horizontalAdvance(c->currentText()) > field.width())
            clipped << name(c, c->currentText()) + QStringLiteral(": %1 px for %2 px of text").arg(field.width()).arg(c->fontMetrics().horizontalAdvance(c->currentText()));
    }
    // A slider long enough to be moved with the mouse.
    for (QSlider *sl : window->findChildren<QSlider *>()) {
        if (!sl->isVisibleTo(window) || inScrolledContent(sl))
            continue;
        const int length = sl->orientation() == Qt::Horizontal ? sl->width() : sl->height();
        if (length < kMinimumSlider)
            clipped << name(sl, QString()) + QStringLiteral(": %1 px long").arg(length);
    }
    for (QLabel *l : window->findChildren<QLabel *>()) {
        if (!l->isVisibleTo(window) || l->wordWrap() || l->text().isEmpty() || inScrolledContent(l) || !l->pixmap().isNull())
            continue;
        const QRect at(l->mapTo(window, QPoint()), l->size());
        if (l->width() < l->minimumSizeHint().width() || !inside.contains(at))
            clipped << name(l, l->text().left(60)) + QStringLiteral(": %1 of %2 px").arg(l->width()).arg(l->minimumSizeHint().width());
    }
    return clipped;
}

} // namespace

class TestFirstHour : public GuiFixture
{
    Q_OBJECT
private Q_SLOTS:
    void theDemoOpensWithRunsToCompare()
    {
        const QString folder = scratch().filePath(QStringLiteral("demo"));
        QVERIFY(m_window->openDemo(folder));
        QVERIFY(QFileInfo(folder + QStringLiteral("/project.yaml")).isFile());
        const Project &project = m_window->document()->project();
        QCOMPARE(project.runs.size(), 2);
        for (const ProjectRun &run : project.runs)
            QVERIFY2(QFileInfo(QDir(folder).filePath(run.path) + QStringLiteral("/metrics.jsonl")).isFile(), qPrintable(run.path));
        QCOMPARE(m_window->currentStage(), MainWindow::CompareStage);
        auto *compare = m_window->findChild<ComparePage *>();
        QTRY_VERIFY_WITH_TIMEOUT(!compare->findChild<QLabel *>(QStringLiteral("compareVerdict"))->text().isEmpty(), 60000);
        auto *verdict = compare->findChild<QLabel *>(QStringLiteral("compareVerdict"));
        QTRY_VERIFY(verdict->text().contains(QStringLiteral("inside the tolerance")));
        // A pilot added to the project becomes the pilot shown.
        QVERIFY(QDir().mkpath(folder + QStringLiteral("/runs/pilot-2")));
        QVERIFY(QFile::copy(folder + QStringLiteral("/runs/pilot/metrics.jsonl"), folder + QStringLiteral("/runs/pilot-2/metrics.jsonl")));
        m_window->document()->edit(QStringLiteral("add a run"), [](Project &p) {
            p.runs.append({QStringLiteral("runs/pilot-2"), RunRole::Pilot, QStringLiteral("second pilot")});
        });
        auto *pilotChoice = compare->findChild<QComboBox *>(QStringLiteral("comparePilot"));
        QTRY_COMPARE(pilotChoice->currentText(), QStringLiteral("second pilot"));
        QVERIFY(pilotChoice->toolTip().contains(QStringLiteral("pilot-2")));
        // A run against itself: refused, with the reason, and no verdict.
        auto *referenceChoice = compare->findChild<QComboBox *>(QStringLiteral("compareReference"));
        pilotChoice->setCurrentIndex(referenceChoice->currentIndex());
        Q_EMIT pilotChoice->activated(pilotChoice->currentIndex());
        QTRY_VERIFY2(verdict->text().contains(QStringLiteral("same run")), qPrintable(verdict->text()));
        QVERIFY(!verdict->text().contains(QStringLiteral("inside")));

        // The copy is the user's: opened again, it is not copied over.
        QFile note(folder + QStringLiteral("/mine.txt"));
        QVERIFY(note.open(QIODevice::WriteOnly));
        note.close();
        QVERIFY(m_window->openDemo(folder));
        QVERIFY(QFileInfo::exists(folder + QStringLiteral("/mine.txt")));
    }

    void theDemoCopyLeavesOutWhatOpenWindowsMark()
    {
        // A window or a run that has the shipped demo open while it is copied: its markers stay
        // behind, so the copy opens without asking (it once hung this test on the prompt).
        QTemporaryDir shipped;
        QVERIFY(QFile::copy(kDemo, shipped.filePath(QStringLiteral("project.yaml"))));
        QLockFile open(shipped.filePath(QStringLiteral(".project.yaml.open")));
        QVERIFY(open.tryLock(0));
        QVERIFY(QDir(shipped.path()).mkpath(QStringLiteral("runs/pilot")));
        QFile runLock(shipped.filePath(QStringLiteral("runs/pilot/run.lock")));
        QVERIFY(runLock.open(QIODevice::WriteOnly));
        runLock.close();
        const QString copy = scratch().filePath(QStringLiteral("copy"));
        QString error;
        QVERIFY2(pilot::app::copyDemo(shipped.path(), copy, &error), qPrintable(error));
        QVERIFY(QFileInfo(copy + QStringLiteral("/project.yaml")).isFile());
        QVERIFY(QFileInfo(copy + QStringLiteral("/runs/pilot")).isDir());
        QVERIFY(!QFileInfo::exists(copy + QStringLiteral("/.project.yaml.open")));
        QVERIFY(!QFileInfo::exists(copy + QStringLiteral("/runs/pilot/run.lock")));
        QVERIFY(m_window->openProject(copy + QStringLiteral("/project.yaml")));
    }

    void everyStageFitsALaptopScreen_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("de") << QStringLiteral("de");
    }

    void everyStageFitsALaptopScreen()
    {
        QFETCH(QString, language);
        QVERIFY(m_window->openDemo(scratch().filePath(QStringLiteral("demo"))));
        m_languages->setLanguage(language);
        m_window->resize(kWidth, kHeight);
        const auto *stages = m_window->findChild<QListWidget *>(QStringLiteral("stageList"));
        for (int s = 0; s < MainWindow::StageCount; ++s) {
            m_window->showStage(MainWindow::Stage(s));
            QTest::qWait(300);
            const QSize minimum = m_window->minimumSizeHint();
            QVERIFY2(minimum.width() <= kWidth && minimum.height() <= kHeight,
                     qPrintable(QStringLiteral("stage %1: the window needs %2×%3").arg(s).arg(minimum.width()).arg(minimum.height())));
            QCOMPARE(m_window->size(), QSize(kWidth, kHeight)); // it did not grow itself
            const QStringList clipped = clippedWidgets(m_window.get());
            QVERIFY2(clipped.isEmpty(), qPrintable(QStringLiteral("stage %1 (%2): ").arg(s).arg(language) + clipped.join(QStringLiteral("; "))));
            QVERIFY(!stages->horizontalScrollBar()->isVisible());
            m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/first-hour-%1-%2.png").arg(s).arg(language));
            if (s == MainWindow::CompareStage || s == MainWindow::PlanStage) {
                // Every tab of Plan (guided, matrix, profile, calculators with communication) and
                // of Compare (curves, outputs side by side with search and pages, scaling).
                auto *tabs = m_window->findChild<QTabWidget *>(s == MainWindow::PlanStage ? QStringLiteral("planTabs")
                                                                                          : QStringLiteral("compareTabs"));
                QVERIFY(tabs);
                for (int t = 0; t < tabs->count(); ++t) {
                    tabs->setCurrentIndex(t);
                    QTest::qWait(200);
                    const QStringList clippedTab = clippedWidgets(m_window.get());
                    QVERIFY2(clippedTab.isEmpty(), qPrintable(QStringLiteral("stage %1 tab %2 (%3): ").arg(s).arg(t).arg(language)
                                                              + clippedTab.join(QStringLiteral("; "))));
                    m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/first-hour-%1-tab-%2-%3.png").arg(s).arg(t).arg(language));
                }
                tabs->setCurrentIndex(0);
            }
            if (s == MainWindow::CheckpointsStage) {
                // Dates with the full year, as the UI language writes them (30.11.2026 08:56).
                const auto *table = m_window->findChild<QWidget *>(QStringLiteral("checkpointsPage"))->findChild<QTableWidget *>();
                QTRY_VERIFY_WITH_TIMEOUT(table && table->rowCount() > 0 && table->item(0, 3), 60000);
                static const QRegularExpression german(QStringLiteral("^\\d\\d\\.\\d\\d\\.\\d{4} \\d\\d:\\d\\d$"));
                static const QRegularExpression english(QStringLiteral("^\\d{1,2}/\\d{1,2}/\\d{4} \\d{1,2}:\\d\\d"));
                const QString written = table->item(0, 3)->text();
                QVERIFY2((language == QLatin1String("de") ? german : english).match(written).hasMatch(), qPrintable(written));
            }
        }
    }
};

PILOT_GUI_TEST_MAIN(TestFirstHour)
#include "tst_firsthour.moc"
