// The real main window on the offscreen platform: open the demo project, switch the language
// at runtime, edit and save, and show a hostile file's problems without a modal dialog.
#include "app/comparepage.h"
#include "app/curvechart.h"
#include "app/guidedflow.h"
#include "app/outputsview.h"
#include "app/languagemanager.h"
#include "app/mainwindow.h"
#include "app/projectdocument.h"
#include "app/runsmodel.h"
#include "app/reportpage.h"
#include "app/runspage.h"
#include "app/unknownrowsbanner.h"

#include "core/decision/decisionengine.h"
#include "core/decision/decisionrules.h"
#include "core/project/projectreader.h"

#include "../common/smalldisk.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QLineSeries>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTextBrowser>
#include <QApplication>
#include <QDateEdit>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QSettings>
#include <QStackedWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QWindow>

#include <QTimer>
#include <QUndoStack>

#include <cmath>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

using namespace pilot;
using namespace pilot::app;

namespace {

const QString kDemo = QStringLiteral(PILOT_SOURCE_DIR "/resources/demo/project.yaml");

QStringList stageTexts(const MainWindow &w)
{
    QStringList texts;
    const auto *list = w.findChild<QListWidget *>(QStringLiteral("stageList"));
    for (int i = 0; i < list->count(); ++i)
        texts.append(list->item(i)->text());
    return texts;
}

int questionRow(const QString &id)
{
    const QList<DecisionQuestion> &questions = DecisionRules::builtIn().questions;
    for (int i = 0; i < questions.size(); ++i) {
        if (questions.at(i).id == id)
            return i;
    }
    return -1;
}

QString menuTitle(const MainWindow &w, const char *name)
{
    return w.findChild<QMenu *>(QLatin1String(name))->title();
}

} // namespace

class TestMainWindow : public QObject
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
        m_window->document()->newProject(QString()); // nothing unsaved: no prompt on close
        m_window.reset();
        m_languages.reset();
    }

    void startupLanguageFollowsSystemLocale()
    {
        // ctest runs this once under C.UTF-8 and once under de_DE.UTF-8 (see CMakeLists.txt).
        QSettings().remove(QStringLiteral("ui/language"));
        LanguageManager fresh;
        fresh.applyStartupLanguage();
        QCOMPARE(fresh.language(), qEnvironmentVariable("PILOT_EXPECT_LANGUAGE", QStringLiteral("en")));
        MainWindow window(&fresh);
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
        const auto *emptyTitle = m_window->findChild<QStackedWidget *>(QStringLiteral("stageStack"))
                                     ->currentWidget()
                                     ->findChild<QLabel *>(QStringLiteral("emptyStageTitle"));
        QCOMPARE(emptyTitle->text(), QStringLiteral("Cost"));

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
        QCOMPARE(emptyTitle->text(), QStringLiteral("Kosten"));
        QVERIFY(m_window->findChild<QLabel *>(QStringLiteral("recommendationLabel"))->text().contains(QStringLiteral("Dualer Betrieb")));
        QVERIFY(m_window->windowTitle().endsWith(QLatin1String("Migrationspilot")));
        QVERIFY(m_window->findChild<QAction *>(QStringLiteral("actionGerman"))->isChecked());

        // Back to English: everything returns.
        m_window->findChild<QAction *>(QStringLiteral("actionEnglish"))->trigger();
        QTRY_COMPARE(stageTexts(*m_window), english);
        QCOMPARE(table->horizontalHeaderItem(0)->text(), QStringLiteral("Question"));
    }

    void germanScreenshot()
    {
        QVERIFY(m_window->openProject(kDemo));
        m_languages->setLanguage(QStringLiteral("de"));
        QTRY_COMPARE(stageTexts(*m_window).first(), QStringLiteral("Planen"));
        m_window->resize(1280, 800);
        QDir().mkpath(QStringLiteral(PILOT_BINARY_DIR "/screenshots"));
        const QString path = QStringLiteral(PILOT_BINARY_DIR "/screenshots/plan-de.png");
        QVERIFY(m_window->grab().save(path));
        QVERIFY(QImage(path).width() >= 1280);
        // Every tab of the Plan stage, for the documentation and for looking at.
        auto *tabs = m_window->findChild<QTabWidget *>(QStringLiteral("planTabs"));
        const char *names[] = {"guided", "matrix", "limits", "calculators"};
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            QVERIFY(m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/screenshots/plan-de-%1.png").arg(QLatin1String(names[i]))));
        }
        tabs->setCurrentIndex(1);
        m_languages->setLanguage(QStringLiteral("en"));
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
        const QByteArray before = [&] { QFile f(copy); return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray(); }();
        QVERIFY(!m_window->saveProjectAs(copy));
        ::close(fd);
        QVERIFY2(timerFired, "the GUI thread was blocked while the save waited");
        QFile after(copy);
        QVERIFY(after.open(QIODevice::ReadOnly));
        QCOMPARE(after.readAll(), before);
        // Without the other program the save goes through.
        QVERIFY(m_window->saveProjectAs(copy));
    }

    void answersAreEditedAndUndone()
    {
        QVERIFY(m_window->openProject(kDemo));
        auto *recommendation = m_window->findChild<QLabel *>(QStringLiteral("recommendationLabel"));
        QVERIFY(recommendation->text().contains(QLatin1String("Dual operation")));
        auto *answer = m_window->findChild<QComboBox *>(QStringLiteral("answer_custom_cuda_kernels"));
        QVERIFY(answer);
        answer->setCurrentIndex(answer->findData(QStringLiteral("yes")));
        Q_EMIT answer->activated(answer->currentIndex()); // as a user's choice in the list
        QVERIFY(recommendation->text().contains(QLatin1String("Stay on GPU")));
        QVERIFY(m_window->isWindowModified());
        auto *undo = m_window->findChild<QAction *>(QStringLiteral("actionUndo"));
        QVERIFY(undo->isEnabled());
        undo->trigger();
        QVERIFY(recommendation->text().contains(QLatin1String("Dual operation")));
        QVERIFY(!m_window->isWindowModified()); // back at the saved state
        QCOMPARE(m_window->findChild<QComboBox *>(QStringLiteral("answer_custom_cuda_kernels"))->currentData().toString(),
                 QStringLiteral("no"));
        m_window->findChild<QAction *>(QStringLiteral("actionRedo"))->trigger();
        QVERIFY(recommendation->text().contains(QLatin1String("Stay on GPU")));
        // A reason typed into the table is part of the project.
        auto *table = m_window->findChild<QTableWidget *>(QStringLiteral("decisionTable"));
        table->item(0, 2)->setText(QStringLiteral("Checked with the research lead."));
        QCOMPARE(m_window->document()->project().answer(QStringLiteral("model_stability"))->reason,
                 QStringLiteral("Checked with the research lead."));
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
                                   QStringLiteral("chart.png"), QStringLiteral("chart.svg"), QStringLiteral("chart.pdf"), QStringLiteral("curves.csv")};
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
            QVERIFY(m_window->findChild<QLabel *>(QStringLiteral("reportStatus"))->text().startsWith(QLatin1String("The record could not be saved: ")));
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

    void reportStageExportsTheRecord()
    {
        QVERIFY(m_window->openProject(kDemo));
        m_window->showStage(MainWindow::ReportStage);
        auto *preview = m_window->findChild<QTextBrowser *>(QStringLiteral("reportPreview"));
        QVERIFY(preview->toPlainText().contains(QLatin1String("Decision record")));
        auto *language = m_window->findChild<QComboBox *>(QStringLiteral("reportLanguage"));
        language->setCurrentIndex(language->findData(QStringLiteral("de")));
        QVERIFY(preview->toPlainText().contains(QStringLiteral("Entscheidungsprotokoll")));
        QVERIFY(preview->toPlainText().contains(QStringLiteral("Dualer Betrieb")));
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("record.pdf"));
        QVERIFY(m_window->findChild<ReportPage *>()->exportTo(pdf));
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.read(5) == "%PDF-");
        QVERIFY(m_window->findChild<QLabel *>(QStringLiteral("reportStatus"))->text().contains(QLatin1String("record.pdf")));
        QVERIFY(!m_window->findChild<ReportPage *>()->exportTo(dir.filePath(QStringLiteral("no/such/dir/record.md"))));
    }

    void reportStageSetsTheDecisionDate()
    {
        QVERIFY(m_window->openProject(kDemo));
        m_window->showStage(MainWindow::ReportStage);
        auto *preview = m_window->findChild<QTextBrowser *>(QStringLiteral("reportPreview"));
        auto *language = m_window->findChild<QComboBox *>(QStringLiteral("reportLanguage"));
        language->setCurrentIndex(language->findData(QStringLiteral("en")));
        QVERIFY(preview->toPlainText().contains(QLatin1String("no decision date recorded")));
        auto *decided = m_window->findChild<QCheckBox *>(QStringLiteral("reportDecided"));
        auto *on = m_window->findChild<QDateEdit *>(QStringLiteral("reportDecidedOn"));
        QVERIFY(decided && on);
        QVERIFY(!decided->isChecked() && !on->isEnabled());
        decided->setChecked(true);
        on->setDate(QDate(2026, 11, 12));
        const ProjectDocument *document = m_window->findChild<ProjectDocument *>();
        QCOMPARE(document->project().decided, std::optional<QDate>(QDate(2026, 11, 12)));
        QVERIFY2(preview->toPlainText().contains(QLatin1String("Date of the decision: Thursday, November 12, 2026")), qPrintable(preview->toPlainText().left(400)));
        QVERIFY(m_window->isWindowModified());
        // Undo takes the date away again, and the checkbox follows.
        document->undoStack()->undo();
        document->undoStack()->undo();
        QVERIFY(!document->project().decided);
        QVERIFY(!decided->isChecked());
    }

    void runsPageReadsSummariesInTheBackground()
    {
        QVERIFY(m_window->openProject(kDemo));
        m_window->showStage(MainWindow::RunsStage);
        m_window->document()->edit(QStringLiteral("test"), [](Project &p) {
            p.runs.append({QStringLiteral(PILOT_SOURCE_DIR "/tests/data/runs/resumed-fixture"), RunRole::Reference,
                           QStringLiteral("fixture")});
            p.runs.append({QStringLiteral("/nonexistent/run"), RunRole::Pilot, QStringLiteral("missing")});
        });
        const RunsModel *model = m_window->findChild<RunsPage *>()->model();
        QCOMPARE(model->rowCount(), 2);
        QTRY_COMPARE(model->index(0, RunsModel::StatusColumn).data().toString(), QStringLiteral("completed"));
        QCOMPARE(model->index(0, RunsModel::StepsColumn).data().toString(), QStringLiteral("8"));
        QCOMPARE(model->index(0, RunsModel::RestartsColumn).data().toString(), QStringLiteral("1"));
        QTRY_COMPARE(model->index(1, RunsModel::StatusColumn).data().toString(), QStringLiteral("unreadable"));
        QVERIFY(model->index(1, 0).data(Qt::ToolTipRole).toString().contains(QLatin1String("metrics.jsonl")));
        m_window->resize(1280, 500);
        QDir().mkpath(QStringLiteral(PILOT_BINARY_DIR "/screenshots"));
        QVERIFY(m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/screenshots/runs-en.png")));
    }

    void planFlowFromQuestionsToLockedLimits()
    {
        // A team lead walks the guided flow on a new project, answer by answer, to a
        // recommendation; fixes limits, which lock when the first pilot run is listed; then
        // enters the amortisation assumptions and sees the break-even.
        m_window->findChild<QAction *>(QStringLiteral("actionNew"))->trigger();
        QVERIFY(m_window->document()->isOpen());
        auto *tabs = m_window->findChild<QTabWidget *>(QStringLiteral("planTabs"));
        auto *guide = m_window->findChild<GuidedFlow *>();
        tabs->setCurrentWidget(guide);
        const QStringList yes = {QStringLiteral("model_stability"), QStringLiteral("compiler_ownership"), QStringLiteral("amortisation"),
                                 QStringLiteral("gpu_reference"), QStringLiteral("standard_lora_first")};
        const QList<DecisionQuestion> &questions = DecisionRules::builtIn().questions;
        for (int i = 0; i < questions.size(); ++i) {
            QCOMPARE(guide->findChild<QLabel *>(QStringLiteral("guideProgress"))->text(),
                     QStringLiteral("Question %1 of %2").arg(i + 1).arg(questions.size()));
            const QString answer = yes.contains(questions[i].id) ? QStringLiteral("yes") : QStringLiteral("no");
            QTest::mouseClick(guide->findChild<QPushButton *>(QStringLiteral("guideAnswer_") + answer), Qt::LeftButton);
            if (i == 0) {
                auto *reason = guide->findChild<QLineEdit *>(QStringLiteral("guideReason"));
                reason->setFocus();
                QTest::keyClicks(reason, QStringLiteral("architecture frozen since v3"));
            }
            QTest::mouseClick(guide->findChild<QPushButton *>(QStringLiteral("guideNext")), Qt::LeftButton);
        }
        QCOMPARE(tabs->currentIndex(), 1); // finishing the flow shows the matrix
        auto *recommendation = m_window->findChild<QLabel *>(QStringLiteral("recommendationLabel"));
        QVERIFY2(recommendation->text().contains(QLatin1String("Trainium2 pilot (standard LoRA first)")), qPrintable(recommendation->text()));
        QVERIFY(!recommendation->text().contains(QLatin1String("provisional")));
        const DecisionAnswer *first = m_window->document()->project().answer(questions[0].id);
        QCOMPARE(first->reason, QStringLiteral("architecture frozen since v3"));
        auto *table = m_window->findChild<QTableWidget *>(QStringLiteral("decisionTable"));
        QCOMPARE(table->item(0, 4)->text(), QStringLiteral("decided it"));

        // Limits: free to change before the pilot, locked once a pilot run is listed.
        auto *restart = m_window->findChild<QLineEdit *>(QStringLiteral("limit_restart_time_s"));
        restart->setFocus();
        QTest::keyClicks(restart, QStringLiteral("900"));
        QTest::keyClick(restart, Qt::Key_Return);
        QCOMPARE(m_window->document()->project().limits.restartTimeS, std::optional<double>(900));
        m_window->document()->edit(QStringLiteral("Add Run"), [](Project &p) {
            p.runs.append(ProjectRun{QStringLiteral("runs/trn2-pilot"), RunRole::Pilot, QString()});
        });
        QVERIFY(m_window->document()->project().limits.locked);
        QVERIFY(m_window->findChild<QLabel *>(QStringLiteral("limitsLockState"))->text().startsWith(QLatin1String("Locked on")));
        restart->clear();
        QTest::keyClicks(restart, QStringLiteral("1200"));
        QTest::keyClick(restart, Qt::Key_Return);
        QCOMPARE(m_window->document()->project().limits.restartTimeS, std::optional<double>(900)); // refused: no reason
        QVERIFY(m_window->findChild<QLabel *>(QStringLiteral("limitsError"))->text().contains(QLatin1String("reason")));
        m_window->findChild<QLineEdit *>(QStringLiteral("limitsReason"))->setText(QStringLiteral("slow checkpoint upload"));
        restart->setFocus();
        restart->selectAll();
        QTest::keyClicks(restart, QStringLiteral("1200"));
        QTest::keyClick(restart, Qt::Key_Return);
        QCOMPARE(m_window->document()->project().limits.restartTimeS, std::optional<double>(1200));
        auto *changes = m_window->findChild<QTableWidget *>(QStringLiteral("limitChanges"));
        QCOMPARE(changes->rowCount(), 1);
        QCOMPARE(changes->item(0, 5)->text(), QStringLiteral("slow checkpoint upload"));
        m_window->findChild<QAction *>(QStringLiteral("actionUndo"))->trigger();
        QCOMPARE(changes->rowCount(), 0);
        QCOMPARE(m_window->document()->project().limits.restartTimeS, std::optional<double>(900));

        // Amortisation: every assumption entered by hand; 11,000 preparation, 15 saved per hour.
        const QList<std::pair<const char *, double>> values = {
            {"porting_hours", 100}, {"engineer_rate", 100}, {"compile_hours", 10}, {"pilot_run_hours", 40},
            {"gpu_price_per_hour", 40}, {"trainium_price_per_hour", 20}, {"relative_throughput", 0.8}, {"planned_gpu_hours", 2000}};
        auto *result = m_window->findChild<QLabel *>(QStringLiteral("amortisationResult"));
        for (const auto &[key, value] : values) {
            QVERIFY(!result->text().contains(QLatin1String("Break-even")));
            m_window->findChild<QDoubleSpinBox *>(QStringLiteral("amortisation_") + QLatin1String(key))->setValue(value);
        }
        QVERIFY2(result->text().contains(QLatin1String("Break-even after 733 reference GPU hours")), qPrintable(result->text()));
        QVERIFY(m_window->findChild<QLabel *>(QStringLiteral("memoryResult"))->text().contains(QLatin1String("Fits")));

        // All of it is in the saved project.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("flow.yaml"));
        QString error;
        QVERIFY2(m_window->document()->save(path, &error), qPrintable(error));
        const ProjectLoadResult loaded = loadProject(path);
        QVERIFY(loaded.project);
        QCOMPARE(loaded.project->limits.restartTimeS, std::optional<double>(900));
        QVERIFY(loaded.project->limits.locked);
        QCOMPARE(loaded.project->assumptions.amortisation.value(QStringLiteral("relative_throughput")).value, std::optional<double>(0.8));
        QCOMPARE(loaded.project->answer(QStringLiteral("model_stability"))->answer, Answer::Yes);
    }

    void guideAttachesFilesAndRunsAsEvidence()
    {
        QTemporaryDir dir;
        const QString project = dir.filePath(QStringLiteral("project.yaml"));
        QVERIFY(QFile::copy(kDemo, project));
        QFile::setPermissions(project, QFile::ReadOwner | QFile::WriteOwner);
        QDir().mkpath(dir.filePath(QStringLiteral("runs/gpu-ref")));
        QFile metrics(dir.filePath(QStringLiteral("runs/gpu-ref/metrics.jsonl")));
        QVERIFY(metrics.open(QIODevice::WriteOnly));
        metrics.close();
        QVERIFY(m_window->openProject(project));
        auto *guide = m_window->findChild<GuidedFlow *>();
        guide->setStep(3); // gpu_reference
        const QString id = DecisionRules::builtIn().questions.at(3).id;
        guide->attachEvidence(dir.filePath(QStringLiteral("runs/gpu-ref")));
        guide->attachEvidence(dir.filePath(QStringLiteral("runs/gpu-ref"))); // once is enough
        const QStringList evidence = m_window->document()->project().answer(id)->evidence;
        QCOMPARE(evidence.count(QStringLiteral("runs/gpu-ref")), 1);
        auto *table = m_window->findChild<QTableWidget *>(QStringLiteral("decisionTable"));
        QVERIFY2(table->item(3, 3)->toolTip().contains(QStringLiteral("runs/gpu-ref — run of the project")), qPrintable(table->item(3, 3)->toolTip()));
        m_window->findChild<QAction *>(QStringLiteral("actionUndo"))->trigger();
        QVERIFY(!m_window->document()->project().answer(id)->evidence.contains(QStringLiteral("runs/gpu-ref")));
    }

    void matrixAndGuideMarkAnAnswerTheDataContradicts()
    {
        // No GPU reference, says the answer; the project lists a reference run (its label is the
        // project's text, shown as written).
        QTemporaryDir dir;
        QFile project(dir.filePath(QStringLiteral("project.yaml")));
        QVERIFY(project.open(QIODevice::WriteOnly));
        project.write("schema: migration-pilot/project@1\ntitle: conflict\n"
                      "decision:\n  gpu_reference: {answer: no}\n"
                      "runs:\n  - {path: runs/ref, role: reference, label: '<img src=x> ref'}\n");
        project.close();
        QVERIFY(m_window->openProject(project.fileName()));
        const int row = questionRow(QStringLiteral("gpu_reference"));
        QVERIFY(row >= 0);
        auto *table = m_window->findChild<QTableWidget *>(QStringLiteral("decisionTable"));
        const QTableWidgetItem *effect = table->item(row, 4);
        QVERIFY2(effect->text().contains(QLatin1String("conflict")), qPrintable(effect->text()));
        QVERIFY(!effect->icon().isNull());
        // A prerequisite answered no is something to do first, not something to find out.
        QVERIFY2(effect->text().contains(QLatin1String("do first")) && !effect->text().contains(QLatin1String("to find out")),
                 qPrintable(effect->text()));
        const QString tip = effect->toolTip();
        QVERIFY2(tip.contains(QLatin1String("Conflict: answered no, but the project lists the GPU reference run &lt;img src=x&gt; ref (runs/ref) (listed runs)")),
                 qPrintable(tip));
        QVERIFY2(!tip.contains(QLatin1String("<img")), qPrintable(tip));
        QVERIFY(tip.contains(QLatin1String("Do first: Establish the GPU reference first")));
        QVERIFY(m_window->findChild<QComboBox *>(QStringLiteral("answer_gpu_reference"))->toolTip().contains(QLatin1String("(listed runs)")));
        // Rows without a conflict carry no mark; an open row is still to find out.
        const QTableWidgetItem *stability = table->item(questionRow(QStringLiteral("model_stability")), 4);
        QVERIFY(stability->icon().isNull());
        QCOMPARE(stability->text(), QStringLiteral("to find out"));
        auto *recommendation = m_window->findChild<QLabel *>(QStringLiteral("recommendationLabel"));
        QVERIFY2(recommendation->text().contains(QLatin1String("contradicted by the project's data")), qPrintable(recommendation->text()));
        QVERIFY(recommendation->text().contains(QLatin1String("to do first.")));

        // The guided flow says it under the question, as plain text.
        auto *guide = m_window->findChild<GuidedFlow *>();
        m_window->findChild<QTabWidget *>(QStringLiteral("planTabs"))->setCurrentWidget(guide);
        auto *conflict = guide->findChild<QLabel *>(QStringLiteral("guideConflict"));
        guide->setStep(questionRow(QStringLiteral("model_stability")));
        QVERIFY(conflict->isHidden());
        guide->setStep(row);
        QVERIFY(!conflict->isHidden());
        QCOMPARE(conflict->textFormat(), Qt::PlainText);
        QVERIFY2(conflict->text().contains(QLatin1String("the project lists the GPU reference run <img src=x> ref (runs/ref) (listed runs)")),
                 qPrintable(conflict->text()));

        // Answering yes agrees with the data: the marks go, and come back with undo.
        QTest::mouseClick(guide->findChild<QPushButton *>(QStringLiteral("guideAnswer_yes")), Qt::LeftButton);
        QCOMPARE(m_window->document()->project().answer(QStringLiteral("gpu_reference"))->answer, Answer::Yes);
        QVERIFY(conflict->isHidden());
        QVERIFY(table->item(row, 4)->icon().isNull());
        QVERIFY(!table->item(row, 4)->text().contains(QLatin1String("conflict")));
        QVERIFY(!recommendation->text().contains(QLatin1String("contradicted")));
        m_window->findChild<QAction *>(QStringLiteral("actionUndo"))->trigger();
        QVERIFY(!conflict->isHidden());
        QVERIFY(table->item(row, 4)->text().contains(QLatin1String("conflict")));
    }

    void misspeltRowIdIsRenamedToItsQuestion()
    {
        QTemporaryDir dir;
        QFile project(dir.filePath(QStringLiteral("project.yaml")));
        QVERIFY(project.open(QIODevice::WriteOnly));
        project.write("schema: migration-pilot/project@1\ntitle: typo\n"
                      "decision:\n  fixed_deadline: {answer: yes, reason: release date in the contract, evidence: [contracts/2026.pdf]}\n");
        project.close();
        QVERIFY(m_window->openProject(project.fileName()));
        ProjectDocument *document = m_window->document();
        const auto counted = [document] {
            return decide(document->project(), DecisionRules::builtIn(), QStringLiteral("en")).counted.value(QStringLiteral("fixed_deadlines"));
        };
        QCOMPARE(counted(), Answer::Unknown); // the misspelt row counts nowhere
        const auto *banner = m_window->findChild<QFrame *>(QStringLiteral("unknownRowsBanner"));
        QVERIFY(banner && !banner->isHidden());
        const auto *text = banner->findChild<QLabel *>(QStringLiteral("unknownRowText"));
        QVERIFY2(text->text().contains(QLatin1String("Row 'fixed_deadline' is not a question of the decision guide"))
                     && text->text().contains(QLatin1String("did you mean 'fixed_deadlines'?")),
                 qPrintable(text->text()));
        // The matrix lists it after the questions, marked as not counted.
        auto *table = m_window->findChild<QTableWidget *>(QStringLiteral("decisionTable"));
        const int questions = int(DecisionRules::builtIn().questions.size());
        QCOMPARE(table->rowCount(), questions + 1);
        QCOMPARE(table->item(questions, 0)->data(Qt::UserRole).toString(), QStringLiteral("fixed_deadline"));
        QVERIFY(table->item(questions, 4)->text().contains(QLatin1String("not counted")));
        QVERIFY(!table->item(questions, 4)->icon().isNull());

        auto *fix = banner->findChild<QPushButton *>(QStringLiteral("renameRow_fixed_deadline"));
        QVERIFY(fix);
        QCOMPARE(fix->text(), QStringLiteral("Rename to 'fixed_deadlines'"));
        QTest::mouseClick(fix, Qt::LeftButton);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QVERIFY(!document->project().answer(QStringLiteral("fixed_deadline")));
        const DecisionAnswer *renamed = document->project().answer(QStringLiteral("fixed_deadlines"));
        QVERIFY(renamed);
        QCOMPARE(renamed->answer, Answer::Yes);
        QCOMPARE(renamed->reason, QStringLiteral("release date in the contract"));
        QCOMPARE(renamed->evidence, QStringList{QStringLiteral("contracts/2026.pdf")});
        QCOMPARE(counted(), Answer::Yes);
        QVERIFY(banner->isHidden());
        QCOMPARE(table->rowCount(), questions);
        QCOMPARE(m_window->findChild<QComboBox *>(QStringLiteral("answer_fixed_deadlines"))->currentData().toString(), QStringLiteral("yes"));
        auto *undo = m_window->findChild<QAction *>(QStringLiteral("actionUndo"));
        QVERIFY2(undo->text().contains(QLatin1String("Rename Row")), qPrintable(undo->text()));
        undo->trigger(); // one step brings the misspelt row back, as it was
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QVERIFY(!document->project().answer(QStringLiteral("fixed_deadlines")));
        QCOMPARE(document->project().answer(QStringLiteral("fixed_deadline"))->reason, QStringLiteral("release date in the contract"));
        QCOMPARE(counted(), Answer::Unknown);
        QVERIFY(!banner->isHidden());
        QVERIFY(!m_window->isWindowModified());

        // A question answered already is never overwritten: the banner says so and offers no rename.
        document->edit(QStringLiteral("test"), [](Project &p) { p.row(QStringLiteral("fixed_deadlines")).answer = Answer::No; });
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QVERIFY(!banner->findChild<QPushButton *>(QStringLiteral("renameRow_fixed_deadline")));
        text = banner->findChild<QLabel *>(QStringLiteral("unknownRowText"));
        QVERIFY2(text->text().contains(QLatin1String("'fixed_deadlines' is answered already")), qPrintable(text->text()));
        Project copy = document->project();
        QVERIFY(!renameDecisionRow(copy, QStringLiteral("fixed_deadline"), QStringLiteral("fixed_deadlines")));
        QCOMPARE(copy.answer(QStringLiteral("fixed_deadlines"))->answer, Answer::No);
        QCOMPARE(copy.decision.size(), document->project().decision.size());
    }

    void compareStageOverlaysTwoRunsAndExports()
    {
        // A project with a reference and a pilot run (20,000 steps each, the pilot drifting
        // from step 15,000): overlay, band, verdict, validation table, PNG and CSV.
        QTemporaryDir dir;
        const auto run = [&](const QString &name, double drift) {
            QDir().mkpath(dir.filePath(name));
            QFile f(dir.filePath(name + QStringLiteral("/metrics.jsonl")));
            if (!f.open(QIODevice::WriteOnly))
                qFatal("cannot write");
            f.write("{\"v\": 1, \"type\": \"run_start\", \"t\": 0, \"run_id\": \"" + name.toUtf8() + "\"}\n");
            for (int s = 1; s <= 20000; ++s) {
                const double loss = 3.0 * std::exp(-s / 5000.0) + 0.5 + (s >= 15000 ? drift : 0.0) + (s % 997 == 0 ? 0.5 : 0.0);
                f.write(QStringLiteral("{\"v\": 1, \"type\": \"step\", \"t\": %1, \"step\": %1, \"loss\": %2, \"tokens\": %3}\n")
                            .arg(s).arg(loss, 0, 'g', 10).arg(s * 2048).toUtf8());
            }
            f.write(QStringLiteral("{\"v\": 1, \"type\": \"eval\", \"t\": 20001, \"step\": 20000, \"val_loss\": %1, "
                                   "\"metrics\": {\"exact_match\": 0.9}}\n").arg(0.6 + drift).toUtf8());
            // Two validation prompts; the pilot gets the second one wrong by one digit.
            f.write("{\"v\": 1, \"type\": \"sample\", \"t\": 20001, \"step\": 20000, \"id\": \"p1\", \"prompt\": \"erster März 2026\", "
                    "\"output\": \"2026-03-01\", \"reference\": \"2026-03-01\"}\n");
            f.write(QStringLiteral("{\"v\": 1, \"type\": \"sample\", \"t\": 20001, \"step\": 20000, \"id\": \"p2\", \"prompt\": \"zweiter Mai 2027\", "
                                   "\"output\": \"%1\", \"reference\": \"2027-05-02\"}\n").arg(drift > 0 ? QStringLiteral("2027-05-03") : QStringLiteral("2027-05-02")).toUtf8());
        };
        run(QStringLiteral("runs/gpu-ref"), 0.0);
        run(QStringLiteral("runs/trn2-pilot"), 0.2);
        QFile project(dir.filePath(QStringLiteral("project.yaml")));
        QVERIFY(project.open(QIODevice::WriteOnly));
        project.write("schema: migration-pilot/project@1\ntitle: compare\nlimits:\n  loss_deviation_abs: 0.05\n"
                      "  validation_metric_deviation: 0.01\nruns:\n"
                      "  - {path: runs/gpu-ref, role: reference, label: GPU reference}\n"
                      "  - {path: runs/trn2-pilot, role: pilot, label: Trainium2 pilot}\n");
        project.close();
        QVERIFY(m_window->openProject(project.fileName()));
        m_window->resize(1280, 800);
        m_window->showStage(MainWindow::CompareStage);
        auto *page = m_window->findChild<ComparePage *>();
        auto *verdict = page->findChild<QLabel *>(QStringLiteral("compareVerdict"));
        QTRY_VERIFY_WITH_TIMEOUT(verdict->text().contains(QLatin1String("outside the tolerance")), 20000);
        QVERIFY2(verdict->text().contains(QLatin1String("the first at 15,000")), qPrintable(verdict->text()));
        QVERIFY(verdict->text().contains(QLatin1String("per effective step")));
        // 2 curves of 20,000 points, a band and 5,001 out-of-tolerance marks: what is drawn is
        // bounded by the plot width.
        const int drawn = page->chart()->pointsDrawn();
        const int width = int(page->chart()->chart()->plotArea().width());
        QVERIFY2(drawn > 0 && drawn <= 5 * (4 * width + 2), qPrintable(QStringLiteral("%1 points, %2 px").arg(drawn).arg(width)));
        auto *validation = page->findChild<QTableWidget *>(QStringLiteral("compareValidation"));
        QCOMPARE(validation->rowCount(), 2);
        QCOMPARE(validation->item(0, 4)->text(), QStringLiteral("outside")); // val_loss off by 0.2
        QCOMPARE(validation->item(1, 4)->text(), QStringLiteral("inside"));  // exact match equal
        const QString csv = dir.filePath(QStringLiteral("compare.csv"));
        QString error;
        QVERIFY2(page->exportCsv(csv, &error), qPrintable(error));
        QFile csvFile(csv);
        QVERIFY(csvFile.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = csvFile.readAll().split('\n');
        QCOMPARE(lines.first(), QByteArray("Effective step,Reference,Pilot"));
        QCOMPARE(lines.size(), 20000 + 2); // header, every step, final newline
        QVERIFY(lines[15000].startsWith("15000,"));
        const QString png = dir.filePath(QStringLiteral("compare.png"));
        QVERIFY(page->exportChart(png));
        QVERIFY(QImage(png).width() > 100);
        const QString svg = dir.filePath(QStringLiteral("compare.svg"));
        QVERIFY(page->exportChart(svg));
        QFile svgFile(svg);
        QVERIFY(svgFile.open(QIODevice::ReadOnly));
        const QByteArray svgText = svgFile.readAll();
        QVERIFY(svgText.contains("<svg") && svgText.contains("Effective step"));
        const QString pdf = dir.filePath(QStringLiteral("compare.pdf"));
        QVERIFY(page->exportChart(pdf));
        QFile pdfFile(pdf);
        QVERIFY(pdfFile.open(QIODevice::ReadOnly));
        QVERIFY(pdfFile.read(5) == "%PDF-" && pdfFile.size() > 2000);
        // The spikes every 997 steps are still in what the chart draws.
        bool spike = false;
        for (QAbstractSeries *series : page->chart()->chart()->series()) {
            if (auto *line = qobject_cast<QLineSeries *>(series)) {
                for (const QPointF &p : line->points())
                    spike = spike || int(p.x()) == 997 * 5;
            }
        }
        QVERIFY(spike);
        // Smoothing per step keeps a constant stretch constant, like the per-point average.
        page->findChild<QCheckBox *>(QStringLiteral("compareSmoothPerStep"))->setChecked(true);
        page->chart()->setSmoothing(0.5);
        QVERIFY(page->chart()->readoutAt(100).contains(QLatin1String("Reference")));
        page->findChild<QCheckBox *>(QStringLiteral("compareSmoothPerStep"))->setChecked(false);
        page->chart()->setSmoothing(0.0);
        // Hover read-out: both runs at the step under the pointer.
        QCOMPARE(page->chart()->readoutAt(15000.2), QStringLiteral("Effective step 15,000: Reference 0.649361, Pilot 0.849361"));
        // Throughput: 2,048 tokens per step, one step per second.
        auto *metric = page->findChild<QComboBox *>(QStringLiteral("compareMetric"));
        metric->setCurrentIndex(4);
        Q_EMIT metric->activated(4);
        QCOMPARE(page->chart()->readoutAt(100), QStringLiteral("Effective step 100: Reference 2,048, Pilot 2,048"));
        metric->setCurrentIndex(0);
        Q_EMIT metric->activated(0);
        QDir().mkpath(QStringLiteral(PILOT_BINARY_DIR "/screenshots"));
        QVERIFY(m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/screenshots/compare-en.png")));

        // Outputs side by side: the differing digit is marked on both sides, the filter finds
        // the prompt the pilot gets wrong and the reference right.
        page->findChild<QTabWidget *>(QStringLiteral("compareTabs"))->setCurrentIndex(1);
        auto *summary = page->findChild<QLabel *>(QStringLiteral("outputsSummary"));
        QCOMPARE(summary->text(), QStringLiteral("Exact match: reference 2 of 2, pilot 1 of 2; 2 shown."));
        const QString html = page->outputs()->html();
        QVERIFY2(html.contains(QLatin1String("2027-05-0<span style=\" background-color:#ffcdd2;\">2</span>")), qPrintable(html.right(1500)));
        QVERIFY(html.contains(QLatin1String("2027-05-0<span style=\" background-color:#c8e6c9;\">3</span>")));
        auto *filter = page->findChild<QComboBox *>(QStringLiteral("outputsFilter"));
        filter->setCurrentIndex(2);
        Q_EMIT filter->activated(2);
        QCOMPARE(summary->text(), QStringLiteral("Exact match: reference 2 of 2, pilot 1 of 2; 1 shown."));
        QVERIFY(m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/screenshots/compare-outputs-en.png")));

        // The decision record carries the verdict in its pilot results, read in the background.
        m_window->showStage(MainWindow::ReportStage);
        auto *preview = m_window->findChild<QTextBrowser *>(QStringLiteral("reportPreview"));
        QTRY_VERIFY_WITH_TIMEOUT(preview->toPlainText().contains(QLatin1String("Verdict: outside the acceptance limits.")), 20000);
        QVERIFY(preview->toPlainText().contains(QLatin1String("first at 15,000")));
    }

    void compareVerdictNeverPassesANanPilot()
    {
        // The pilot's loss turns NaN at step 60 of 100: the verdict line fails it and says where,
        // and the NaN stretch is marked on the chart.
        QTemporaryDir dir;
        for (const char *name : {"ref", "pilot"}) {
            QDir().mkpath(dir.filePath(QLatin1String(name)));
            QFile f(dir.filePath(QLatin1String(name) + QStringLiteral("/metrics.jsonl")));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\"v\": 1, \"type\": \"run_start\", \"t\": 0, \"run_id\": \"x\"}\n");
            for (int s = 1; s <= 100; ++s) {
                const QByteArray loss = qstrcmp(name, "pilot") == 0 && s >= 60 ? QByteArray("NaN") : QByteArray::number(3.0 - s * 0.01);
                f.write("{\"v\": 1, \"type\": \"step\", \"t\": " + QByteArray::number(s) + ", \"step\": " + QByteArray::number(s) + ", \"loss\": " + loss + "}\n");
            }
            f.write("{\"v\": 1, \"type\": \"run_end\", \"t\": 101, \"status\": \"completed\"}\n");
        }
        QFile project(dir.filePath(QStringLiteral("project.yaml")));
        QVERIFY(project.open(QIODevice::WriteOnly));
        project.write("schema: migration-pilot/project@1\ntitle: nan\nlimits:\n  loss_deviation_abs: 0.05\n"
                      "runs:\n  - {path: ref, role: reference}\n  - {path: pilot, role: pilot}\n");
        project.close();
        QVERIFY(m_window->openProject(project.fileName()));
        m_window->showStage(MainWindow::CompareStage);
        auto *verdict = m_window->findChild<ComparePage *>()->findChild<QLabel *>(QStringLiteral("compareVerdict"));
        QTRY_VERIFY_WITH_TIMEOUT(verdict->text().contains(QLatin1String("failed")), 10000);
        QVERIFY2(verdict->text().contains(QLatin1String("NaN or infinite at 41 points, the first at 60")), qPrintable(verdict->text()));
        QVERIFY(!verdict->text().contains(QLatin1String("inside the tolerance")));
    }

    void compareFollowsARunThatIsStillWriting()
    {
        // The pilot writes 100 steps, the page shows them; 50 more arrive and the page follows
        // without being asked.
        QTemporaryDir dir;
        const auto lines = [](int from, int to) {
            QByteArray out;
            for (int s = from; s <= to; ++s)
                out += QStringLiteral("{\"v\": 1, \"type\": \"step\", \"t\": %1, \"step\": %1, \"loss\": %2}\n").arg(s).arg(3.0 - s * 0.01).toUtf8();
            return out;
        };
        for (const char *name : {"ref", "pilot"}) {
            QDir().mkpath(dir.filePath(QLatin1String(name)));
            QFile f(dir.filePath(QLatin1String(name) + QStringLiteral("/metrics.jsonl")));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(lines(1, qstrcmp(name, "ref") == 0 ? 200 : 100));
        }
        QFile project(dir.filePath(QStringLiteral("project.yaml")));
        QVERIFY(project.open(QIODevice::WriteOnly));
        project.write("schema: migration-pilot/project@1\ntitle: live\nruns:\n  - {path: ref, role: reference}\n  - {path: pilot, role: pilot}\n");
        project.close();
        QVERIFY(m_window->openProject(project.fileName()));
        m_window->showStage(MainWindow::CompareStage);
        auto *verdict = m_window->findChild<ComparePage *>()->findChild<QLabel *>(QStringLiteral("compareVerdict"));
        QTRY_VERIFY_WITH_TIMEOUT(verdict->text().contains(QLatin1String("100 of 200 reference points compared")), 10000);
        QFile pilot(dir.filePath(QStringLiteral("pilot/metrics.jsonl")));
        QVERIFY(pilot.open(QIODevice::Append));
        pilot.write(lines(101, 150));
        pilot.write("{\"v\": 1, \"type\": \"step\", \"t\": 151, \"st"); // a line still being written
        pilot.flush();
        QTRY_VERIFY_WITH_TIMEOUT(verdict->text().contains(QLatin1String("150 of 200 reference points compared")), 10000);

        // Another tool's files added (as a drop or Add Run… does) become a run to choose, read
        // in the background and compared like any other.
        auto *page = m_window->findChild<ComparePage *>();
        auto *reference = page->findChild<QComboBox *>(QStringLiteral("compareReference"));
        const int before = reference->count();
        page->addRun(QStringLiteral(PILOT_SOURCE_DIR "/tests/data/realruns/10academy_swahili_mlruns"));
        QCOMPARE(reference->count(), before + 1);
        QVERIFY(reference->itemData(before).toString().endsWith(QLatin1String("10academy_swahili_mlruns")));
        reference->setCurrentIndex(before);
        Q_EMIT reference->activated(before);
        QTRY_VERIFY_WITH_TIMEOUT(verdict->text().contains(QLatin1String("no common points")) || verdict->text().contains(QLatin1String("reference points compared")), 10000);
        reference->setCurrentIndex(0);
        Q_EMIT reference->activated(0);

        // With a third run the overlay list appears; checking it adds its curve.
        auto *others = page->findChild<QListWidget *>(QStringLiteral("compareOthers"));
        QVERIFY(others->isVisibleTo(page));
        QCOMPARE(others->count(), 3);
        const auto lineSeries = [&] {
            int n = 0;
            for (QAbstractSeries *series : page->chart()->chart()->series())
                n += qobject_cast<QLineSeries *>(series) != nullptr;
            return n;
        };
        QCOMPARE(lineSeries(), 2);
        others->item(2)->setCheckState(Qt::Checked);
        QTRY_COMPARE(lineSeries(), 3); // at the latest after a poll in flight
        // Time on the x axis: hours since each run's start (the steps were written at t = step s).
        auto *axis = page->findChild<QComboBox *>(QStringLiteral("compareAxis"));
        axis->setCurrentIndex(1);
        Q_EMIT axis->activated(1);
        QVERIFY2(page->chart()->readoutAt(0.0).startsWith(QLatin1String("Hours since the run's start 0:")), qPrintable(page->chart()->readoutAt(0.0)));
    }

private:
    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<MainWindow> m_window;
};

int main(int argc, char **argv)
{
    // Settings (recent files, language) go to a scratch folder, never to the user's.
    QTemporaryDir config;
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(config.path()));
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Migration Pilot Tests"));
    QApplication::setApplicationName(QStringLiteral("migration-pilot-tests"));
    QApplication::setAttribute(Qt::AA_Use96Dpi, true);
    TestMainWindow test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_mainwindow.moc"
