// The Runs stage: the project's run folders summarised in the background.
#include "guifixture.h"

#include "app/projectdocument.h"
#include "app/rundetails.h"
#include "app/runsmodel.h"
#include "app/runspage.h"
#include "charts/curvechart.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QTableView>
#include <QTemporaryDir>

using namespace pilot;
using namespace pilot::app;
using namespace pilot::test;

namespace {

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace

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
        // The demo's own two runs, then the two added.
        QCOMPARE(model->rowCount(), 4);
        for (int row : {0, 1})
            QTRY_COMPARE(model->index(row, RunsModel::StatusColumn).data().toString(), QStringLiteral("completed"));
        QTRY_COMPARE(model->index(2, RunsModel::StatusColumn).data().toString(), QStringLiteral("completed"));
        QCOMPARE(model->index(2, RunsModel::StepsColumn).data().toString(), QStringLiteral("8"));
        QCOMPARE(model->index(2, RunsModel::RestartsColumn).data().toString(), QStringLiteral("1"));
        QTRY_COMPARE(model->index(3, RunsModel::StatusColumn).data().toString(), QStringLiteral("unreadable"));
        QVERIFY(model->index(3, 0).data(Qt::ToolTipRole).toString().contains(QLatin1String("metrics.jsonl")));
        // A run that ended long ago (no longer followed for changes) still shows its loss curve.
        const CurveChart *chart = m_window->findChild<RunDetails *>()->chart();
        QCOMPARE(chart->emptyText(), QStringLiteral("Select a run to see its training loss."));
        m_window->findChild<QTableView *>(QStringLiteral("runsTable"))->selectRow(0);
        QTRY_VERIFY(chart->pointsDrawn() > 0);
        m_window->resize(1280, 500);
        QDir().mkpath(QStringLiteral(PILOT_BINARY_DIR "/screenshots"));
        QVERIFY(m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/screenshots/runs-en.png")));
    }

    // A run another program is still writing (no launch of this app) is followed as it grows,
    // as Compare follows it: its last step and, at its end, its status.
    void aRunStillWritingIsFollowed()
    {
        QTemporaryDir dir;
        const QString run = dir.filePath(QStringLiteral("writing"));
        QVERIFY(QDir().mkpath(run));
        QFile metrics(run + QStringLiteral("/metrics.jsonl"));
        QVERIFY(metrics.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered));
        const double t0 = double(QDateTime::currentSecsSinceEpoch());
        const auto steps = [&](int from, int to) {
            QByteArray lines;
            for (int s = from; s <= to; ++s)
                lines += QStringLiteral("{\"v\": 1, \"type\": \"step\", \"t\": %1, \"step\": %2, \"loss\": %3, \"lr\": 0.001, "
                                        "\"tokens\": 64}\n")
                             .arg(t0 + s, 0, 'f', 1)
                             .arg(s)
                             .arg(3.0 - 0.1 * s)
                             .toUtf8();
            return metrics.write(lines) == lines.size();
        };
        QVERIFY(metrics.write(QStringLiteral("{\"v\": 1, \"type\": \"run_start\", \"t\": %1, \"run_id\": \"w\", \"backend\": \"libtorch\"}\n")
                                  .arg(t0, 0, 'f', 1)
                                  .toUtf8())
                > 0);
        QVERIFY(steps(1, 3));
        QVERIFY(m_window->openProject(copyDemo(scratch())));
        m_window->showStage(MainWindow::RunsStage);
        m_window->document()->edit(QStringLiteral("test"), [&](Project &p) { p.runs = {{run, RunRole::Reference, QStringLiteral("writing")}}; });
        const RunsModel *model = m_window->findChild<RunsPage *>()->model();
        QTRY_COMPARE(model->index(0, RunsModel::StepsColumn).data().toString(), QStringLiteral("3"));
        QVERIFY(steps(4, 10));
        QTRY_COMPARE_WITH_TIMEOUT(model->index(0, RunsModel::StepsColumn).data().toString(), QStringLiteral("10"), 10000);
        QVERIFY(metrics.write("{\"v\": 1, \"type\": \"run_end\", \"t\": " + QByteArray::number(t0 + 11, 'f', 1)
                              + ", \"status\": \"completed\", \"reason\": \"max_steps\", \"exit_code\": 0, \"last_step\": 10}\n")
                > 0);
        QTRY_COMPARE_WITH_TIMEOUT(model->index(0, RunsModel::StatusColumn).data().toString(), QStringLiteral("completed"), 10000);
    }

    void aFailedRunShowsItsFailureClass()
    {
        // A run that failed on a CUDA out-of-memory error: its class, from its own stderr, in
        // the table, with what decided it beside it.
        QTemporaryDir dir;
        const QString run = dir.filePath(QStringLiteral("oom"));
        QVERIFY(QDir().mkpath(run + QStringLiteral("/logs")));
        QVERIFY(writeFile(run + QStringLiteral("/metrics.jsonl"),
                      "{\"v\": 1, \"type\": \"run_start\", \"t\": 100.0, \"run_id\": \"r\", \"backend\": \"libtorch\"}\n"
                      "{\"v\": 1, \"type\": \"step\", \"t\": 101.0, \"step\": 1, \"loss\": 2.5, \"lr\": 0.001, \"tokens\": 64}\n"
                      "{\"v\": 1, \"type\": \"run_end\", \"t\": 102.0, \"status\": \"failed\", \"reason\": \"exception\", "
                      "\"exit_code\": 1, \"last_step\": 1}\n"));
        QVERIFY(writeFile(run + QStringLiteral("/logs/stderr.log"),
                      "Traceback (most recent call last):\n"
                      "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB (GPU 0; 79.15 GiB total "
                      "capacity; 76.20 GiB already allocated; 1.02 GiB free; 77.00 GiB reserved in total by PyTorch)\n"));
        QVERIFY(m_window->openProject(kDemo));
        m_window->showStage(MainWindow::RunsStage);
        m_window->document()->edit(QStringLiteral("test"), [&](Project &p) {
            p.runs = {{run, RunRole::Pilot, QStringLiteral("oom")},
                      {QStringLiteral(PILOT_SOURCE_DIR "/tests/data/runs/resumed-fixture"), RunRole::Reference, QStringLiteral("fine")}};
        });
        const RunsModel *model = m_window->findChild<RunsPage *>()->model();
        QTRY_COMPARE(model->index(0, RunsModel::StatusColumn).data().toString(), QStringLiteral("failed"));
        QCOMPARE(model->index(0, RunsModel::FailureColumn).data().toString().section(QStringLiteral(" · "), 0, 0), QStringLiteral("memory"));
        QVERIFY2(model->index(0, RunsModel::FailureColumn).data(Qt::ToolTipRole).toString().contains(QLatin1String("stderr.log")),
                 qPrintable(model->index(0, RunsModel::FailureColumn).data(Qt::ToolTipRole).toString()));
        QTRY_COMPARE(model->index(1, RunsModel::StatusColumn).data().toString(), QStringLiteral("completed"));
        QCOMPARE(model->index(1, RunsModel::FailureColumn).data().toString(), QString()); // a run that did not fail has none
    }

    // A run whose log ends in a real traceback (TB-066 of tests/data/failures/tracebacks: a
    // `KeyError: 'qwen2'` raised by transformers' auto classes, under torchrun's rank prefix):
    // its class comes from the frame, and the tooltip says which frame.
    void aFailedRunJudgedByItsTraceback()
    {
        QTemporaryDir dir;
        const QString run = dir.filePath(QStringLiteral("qwen2"));
        QVERIFY(QDir().mkpath(run + QStringLiteral("/logs")));
        QFile traceback(QStringLiteral(PILOT_SOURCE_DIR "/tests/data/failures/tracebacks/written-from/TB-066.log"));
        QVERIFY(traceback.open(QIODevice::ReadOnly));
        QByteArray log;
        for (const QByteArray &line : traceback.readAll().split('\n'))
            if (!line.isEmpty())
                log += "[rank0]: " + line + '\n';
        QVERIFY(writeFile(run + QStringLiteral("/logs/stderr.log"), log));
        QVERIFY(writeFile(run + QStringLiteral("/metrics.jsonl"),
                      "{\"v\": 1, \"type\": \"run_start\", \"t\": 100.0, \"run_id\": \"r\", \"backend\": \"libtorch\"}\n"
                      "{\"v\": 1, \"type\": \"run_end\", \"t\": 102.0, \"status\": \"failed\", \"reason\": \"exception\", "
                      "\"exit_code\": 1, \"last_step\": 0}\n"));
        QVERIFY(m_window->openProject(kDemo));
        m_window->showStage(MainWindow::RunsStage);
        m_window->document()->edit(QStringLiteral("test"), [&](Project &p) { p.runs = {{run, RunRole::Pilot, QStringLiteral("qwen2")}}; });
        const RunsModel *model = m_window->findChild<RunsPage *>()->model();
        QTRY_COMPARE(model->index(0, RunsModel::StatusColumn).data().toString(), QStringLiteral("failed"));
        QCOMPARE(model->index(0, RunsModel::FailureColumn).data().toString(),
                 QStringLiteral("runtime, driver or hardware · version_skew (rank 0)"));
        const QString tip = model->index(0, RunsModel::FailureColumn).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QLatin1String("frame-auto-mapping")) && tip.contains(QLatin1String("configuration_auto.py"))
                     && tip.contains(QLatin1String("KeyError: 'qwen2'")),
                 qPrintable(tip));
        // It wrote no step: its loss chart says why it is empty instead of showing a bare axis.
        auto *view = m_window->findChild<QTableView *>(QStringLiteral("runsTable"));
        QVERIFY(view);
        view->selectRow(0);
        const CurveChart *chart = m_window->findChild<RunDetails *>()->chart();
        QTRY_VERIFY2(chart->emptyText().contains(QLatin1String("before its first training step")), qPrintable(chart->emptyText()));
        m_window->resize(1280, 720);
        QDir().mkpath(QStringLiteral(PILOT_BINARY_DIR "/screenshots"));
        QVERIFY(m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/screenshots/runs-traceback-en.png")));
        m_languages->setLanguage(QStringLiteral("de"));
        QTRY_VERIFY2(chart->emptyText().contains(QStringLiteral("vor seinem ersten Trainingsschritt")), qPrintable(chart->emptyText()));
        QTest::qWait(100); // the layout settles on the German words before the picture
        QVERIFY(m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/screenshots/runs-traceback-de.png")));
        m_languages->setLanguage(QStringLiteral("en"));
    }
};

PILOT_GUI_TEST_MAIN(TestRunsStage)

#include "tst_runsstage.moc"
