// The Report stage: the record previewed in either language, exported, and the decision date set.
#include "guifixture.h"

#include "app/projectdocument.h"
#include "app/reportpage.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QFile>
#include <QLabel>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QUndoStack>

using namespace pilot;
using namespace pilot::app;
using namespace pilot::test;

class TestReportStage : public GuiFixture
{
    Q_OBJECT
private Q_SLOTS:
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
        QVERIFY2(preview->toPlainText().contains(QLatin1String("Date of the decision: Thursday, November 12, 2026")),
                 qPrintable(preview->toPlainText().left(400)));
        QVERIFY(m_window->isWindowModified());
        // Undo takes the date away again, and the checkbox follows.
        document->undoStack()->undo();
        document->undoStack()->undo();
        QVERIFY(!document->project().decided);
        QVERIFY(!decided->isChecked());
    }

    void theDecisionDateIsWrittenAsTheUiLanguageWritesIt()
    {
        QVERIFY(m_window->openProject(kDemo));
        m_window->showStage(MainWindow::ReportStage);
        auto *on = m_window->findChild<QDateEdit *>(QStringLiteral("reportDecidedOn"));
        on->setDate(QDate(2026, 11, 12));
        // The window was made in English; German chosen afterwards reaches the field too.
        m_languages->setLanguage(QStringLiteral("de"));
        QTRY_COMPARE(on->text(), QStringLiteral("12.11.2026")); // the change reaches the window as an event
        m_languages->setLanguage(QStringLiteral("en"));
        QTRY_COMPARE(on->text(), QStringLiteral("11/12/2026"));
    }
};

PILOT_GUI_TEST_MAIN(TestReportStage)

#include "tst_reportstage.moc"
