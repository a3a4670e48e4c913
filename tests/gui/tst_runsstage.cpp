// The Runs stage: the project's run folders summarised in the background.
#include "guifixture.h"

#include "app/projectdocument.h"
#include "app/runsmodel.h"
#include "app/runspage.h"

#include <QDir>

using namespace pilot;
using namespace pilot::app;
using namespace pilot::test;

class TestRunsStage : public GuiFixture
{
    Q_OBJECT
private Q_SLOTS:
    void runsPageReadsSummariesInTheBackground()
    {
        QVERIFY(m_window->openProject(kDemo));
        m_window->showStage(MainWindow::RunsStage);
        m_window->document()->edit(QStringLiteral("test"), [](Project &p) {
            p.runs.append(
                {QStringLiteral(PILOT_SOURCE_DIR "/tests/data/runs/resumed-fixture"), RunRole::Reference, QStringLiteral("fixture")});
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
};

PILOT_GUI_TEST_MAIN(TestRunsStage)

#include "tst_runsstage.moc"
