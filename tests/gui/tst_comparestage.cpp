// The Compare stage: two runs overlaid with the tolerance band and verdict, exports, a NaN pilot,
// a run still being written, imported runs and further curves.
#include "guifixture.h"
#include "neuronrunfixture.h"

#include "app/comparepage.h"
#include "app/compareverdict.h"
#include "app/outputsview.h"
#include "app/scalingview.h"
#include "charts/curvechart.h"
#include "charts/theme.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QListWidget>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QToolButton>

#include <cmath>

using namespace pilot;
using namespace pilot::app;
using namespace pilot::test;

class TestCompareStage : public GuiFixture
{
    Q_OBJECT
    // A reference and a pilot of 100 completed steps whose loss text at step s is
    // loss(pilot, s), in a project with a loss tolerance of 0.05, opened on the Compare stage;
    // its verdict label (null when something failed).
    template<typename Loss>
    QLabel *openTwoRuns(const QTemporaryDir &dir, Loss loss, const QByteArray &referenceStart = {}, const QByteArray &pilotStart = {})
    {
        for (const bool pilot : {false, true}) {
            const QString name = pilot ? QStringLiteral("pilot") : QStringLiteral("ref");
            QDir().mkpath(dir.filePath(name));
            QFile f(dir.filePath(name + QStringLiteral("/metrics.jsonl")));
            if (!f.open(QIODevice::WriteOnly))
                return nullptr;
            const QByteArray start = pilot ? pilotStart : referenceStart;
            f.write(start.isEmpty() ? QByteArray("{\"v\": 1, \"type\": \"run_start\", \"t\": 0, \"run_id\": \"x\"}\n") : start);
            for (int s = 1; s <= 100; ++s)
                f.write("{\"v\": 1, \"type\": \"step\", \"t\": " + QByteArray::number(s) + ", \"step\": " + QByteArray::number(s)
                        + ", \"loss\": " + loss(pilot, s) + "}\n");
            f.write("{\"v\": 1, \"type\": \"run_end\", \"t\": 101, \"status\": \"completed\"}\n");
        }
        QFile project(dir.filePath(QStringLiteral("project.yaml")));
        if (!project.open(QIODevice::WriteOnly))
            return nullptr;
        project.write("schema: migration-pilot/project@1\ntitle: two runs\nlimits:\n  loss_deviation_abs: 0.05\n"
                      "runs:\n  - {path: ref, role: reference}\n  - {path: pilot, role: pilot}\n");
        project.close();
        if (!m_window->openProject(project.fileName()))
            return nullptr;
        m_window->showStage(MainWindow::CompareStage);
        return m_window->findChild<ComparePage *>()->findChild<QLabel *>(QStringLiteral("compareVerdict"));
    }

private Q_SLOTS:
    // A pilot (or reference) still writing: every verdict is provisional, said before it, and
    // never in the colour of a pass.
    // Outside only because the pilot is better: still outside, and the verdict says so.
    void outsideBecauseBetterIsExplained()
    {
        LossComparison loss;
        loss.verdict = Verdict::Pass;
        MetricComparison better;
        better.name = QStringLiteral("val_loss");
        better.verdict = Verdict::Fail;
        better.pilotBetter = true;
        MetricComparison inside;
        inside.name = QStringLiteral("exact_match");
        inside.verdict = Verdict::Pass;
        QString text = compareVerdictText(loss, {better, inside}, QPalette());
        QVERIFY2(text.contains(QStringLiteral("Validation at every evaluation of the reference: outside.")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Outside only because the pilot is better than the reference, at 1 point")), qPrintable(text));
        MetricComparison worse = better;
        worse.pilotBetter = false;
        text = compareVerdictText(loss, {better, worse}, QPalette());
        QVERIFY2(text.contains(QStringLiteral("Of the 2 points outside, 1 are the pilot being better.")), qPrintable(text));
        QCOMPARE(validationWord(worse), QStringLiteral("outside — the pilot is worse"));
    }

    void aRunningRunIsProvisional()
    {
        LossComparison loss;
        loss.verdict = Verdict::Pass;
        loss.coverage.referencePoints = loss.coverage.compared = 10;
        loss.coverage.referenceState = MetricsRunState::Completed;
        loss.coverage.pilotState = MetricsRunState::Running;
        const QString text = compareVerdictText(loss, {}, QPalette());
        QVERIFY2(text.contains(QStringLiteral("Running — provisional. Training loss: inside the tolerance.")), qPrintable(text));
        QVERIFY(!text.contains(cssColor(themeColor(ThemeColor::Good, QPalette()))));
        loss.coverage.pilotState = MetricsRunState::Completed;
        QVERIFY(!compareVerdictText(loss, {}, QPalette()).contains(QStringLiteral("provisional")));
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
            f.write(driftingRunLines(name, 20000, 5000.0, 15000, drift, 997));
            // Two validation prompts; the pilot gets the second one wrong by one digit.
            f.write("{\"v\": 1, \"type\": \"sample\", \"t\": 20001, \"step\": 20000, \"id\": \"p1\", \"prompt\": \"erster März 2026\", "
                    "\"output\": \"2026-03-01\", \"reference\": \"2026-03-01\"}\n");
            f.write(QStringLiteral(
                        "{\"v\": 1, \"type\": \"sample\", \"t\": 20001, \"step\": 20000, \"id\": \"p2\", \"prompt\": \"zweiter Mai 2027\", "
                        "\"output\": \"%1\", \"reference\": \"2027-05-02\"}\n")
                        .arg(drift > 0 ? QStringLiteral("2027-05-03") : QStringLiteral("2027-05-02"))
                        .toUtf8());
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
        QCOMPARE(validation->item(0, 4)->text(), QStringLiteral("outside — the pilot is worse")); // val_loss 0.2 higher
        QCOMPARE(validation->item(0, 0)->text(), QStringLiteral("validation loss"));
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
        QCOMPARE(summary->text(),
                 QStringLiteral("Exact match: reference 2 of 2, pilot 1 of 2; 2 match the filter and search, 1 to 2 on this page."));
        const QString html = page->outputs()->html();
        QVERIFY2(html.contains(QLatin1String("2027-05-0<span style=\" background-color:#ffcdd2;\">2</span>")),
                 qPrintable(html.right(1500)));
        QVERIFY(html.contains(QLatin1String("2027-05-0<span style=\" background-color:#c8e6c9;\">3</span>")));
        auto *filter = page->findChild<QComboBox *>(QStringLiteral("outputsFilter"));
        filter->setCurrentIndex(2);
        Q_EMIT filter->activated(2);
        QCOMPARE(summary->text(),
                 QStringLiteral("Exact match: reference 2 of 2, pilot 1 of 2; 1 match the filter and search, 1 to 1 on this page."));
        QVERIFY(m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/screenshots/compare-outputs-en.png")));

        // The decision record carries the verdict in its pilot results, read in the background.
        m_window->showStage(MainWindow::ReportStage);
        auto *preview = m_window->findChild<QTextBrowser *>(QStringLiteral("reportPreview"));
        QTRY_VERIFY_WITH_TIMEOUT(preview->toPlainText().contains(QLatin1String("Verdict: outside the acceptance limits.")), 20000);
        QVERIFY(preview->toPlainText().contains(QLatin1String("first at 15,000")));
    }

    // A pilot of the neuron backend (a run folder written by hand, tests/gui/neuronrunfixture.h):
    // its compile cache and the operators that fell back to the CPU are said under the verdict.
    void neuronPilotShowsCacheAndFallbacks()
    {
        QTemporaryDir dir;
        writeNeuronRun(dir.filePath(QStringLiteral("runs/ref")), QStringLiteral("libtorch"));
        writeNeuronRun(dir.filePath(QStringLiteral("runs/pilot")));
        QFile project(dir.filePath(QStringLiteral("project.yaml")));
        QVERIFY(project.open(QIODevice::WriteOnly));
        project.write("schema: migration-pilot/project@1\ntitle: compare neuron\nruns:\n"
                      "  - {path: runs/ref, role: reference, label: reference}\n"
                      "  - {path: runs/pilot, role: pilot, label: pilot}\n");
        project.close();
        QVERIFY(m_window->openProject(project.fileName()));
        m_window->showStage(MainWindow::CompareStage);
        auto *page = m_window->findChild<ComparePage *>();
        QLabel *neuron = page->neuronSummary();
        QTRY_VERIFY_WITH_TIMEOUT(neuron->isVisible() && neuron->text().contains(QLatin1String("CPU fallbacks")), 20000);
        QVERIFY2(neuron->text().startsWith(QLatin1String("Pilot: Compile cache: 6 hits, 5 misses")), qPrintable(neuron->text()));
        QVERIFY2(neuron->text().contains(QLatin1String("could not be set up or written 1 time")), qPrintable(neuron->text()));
        QVERIFY2(neuron->text().contains(QStringLiteral("aten::nonzero ×1"))
                     && neuron->text().contains(QStringLiteral("torchvision::nms ×1")),
                 qPrintable(neuron->text()));
        QVERIFY(!neuron->text().contains(QLatin1String("Reference:"))); // a libtorch run has no Neuron side
        QVERIFY(neuron->textFormat() == Qt::PlainText);
    }

    // A pilot of the neuron backend that ran on device cpu and whose logs name nothing: its
    // line still says where it ran and that its logs named nothing; a pilot on device neuron
    // with empty logs gets no device sentence.
    void neuronPilotOnCpuSaysSo()
    {
        QTemporaryDir dir;
        const auto run = [&](const QString &name, const QByteArray &backend, const QByteArray &device) {
            QByteArray m = "{\"v\": 1, \"type\": \"run_start\", \"t\": 0, \"run_id\": \"r\", \"backend\": \"" + backend
                           + "\", \"device\": \"" + device + "\"}\n";
            for (int s = 1; s <= 10; ++s)
                m += "{\"v\": 1, \"type\": \"step\", \"t\": " + QByteArray::number(s) + ", \"step\": " + QByteArray::number(s)
                     + ", \"loss\": " + QByteArray::number(3.0 - 0.1 * s) + "}\n";
            m += "{\"v\": 1, \"type\": \"run_end\", \"t\": 11, \"status\": \"completed\"}\n";
            writeTestFile(dir.filePath(name + QStringLiteral("/metrics.jsonl")), m);
        };
        run(QStringLiteral("ref"), "libtorch", "cpu");
        run(QStringLiteral("cpu-pilot"), "neuron", "cpu");
        run(QStringLiteral("neuron-pilot"), "neuron", "neuron");
        writeTestFile(dir.filePath(QStringLiteral("project.yaml")),
                      "schema: migration-pilot/project@1\ntitle: neuron on cpu\nlimits:\n  loss_deviation_abs: 0.05\nruns:\n"
                      "  - {path: ref, role: reference}\n  - {path: cpu-pilot, role: pilot}\n  - {path: neuron-pilot, role: pilot}\n");
        QVERIFY(m_window->openProject(dir.filePath(QStringLiteral("project.yaml"))));
        m_window->showStage(MainWindow::CompareStage);
        auto *page = m_window->findChild<ComparePage *>();
        auto *verdict = page->findChild<QLabel *>(QStringLiteral("compareVerdict"));
        QLabel *neuron = page->neuronSummary();
        QTRY_VERIFY2_WITH_TIMEOUT(neuron->isVisible(), qPrintable(verdict->text()), 20000);
        QCOMPARE(neuron->text(), QStringLiteral("Pilot: It ran on device cpu, not on a Neuron device. Its logs name no compile-cache event "
                                                "and no CPU fallback."));
        QVERIFY(verdict->text().contains(QLatin1String("inside the tolerance"))); // the loss agrees; the line says what it is worth
        auto *pilot = page->findChild<QComboBox *>(QStringLiteral("comparePilot"));
        pilot->setCurrentIndex(2);
        Q_EMIT pilot->activated(2);
        QTRY_COMPARE_WITH_TIMEOUT(neuron->text(), QStringLiteral("Pilot: Its logs name no compile-cache event and no CPU fallback."),
                                  20000);
    }

    void compareVerdictNeverPassesANanPilot()
    {
        // The pilot's loss turns NaN at step 60 of 100: the verdict line fails it and says where,
        // and the NaN stretch is marked on the chart.
        QTemporaryDir dir;
        QLabel *verdict = openTwoRuns(dir, [](bool pilot, int s) {
            return pilot && s >= 60 ? QByteArray("NaN") : QByteArray::number(3.0 - s * 0.01);
        });
        QVERIFY(verdict);
        QTRY_VERIFY_WITH_TIMEOUT(verdict->text().contains(QLatin1String("failed")), 10000);
        QVERIFY2(verdict->text().contains(QLatin1String("NaN or infinite at 41 points, the first at 60")), qPrintable(verdict->text()));
        QVERIFY(!verdict->text().contains(QLatin1String("inside the tolerance")));
    }

    // Under the verdict: whether the runs train the same job, judged by the identities their
    // run_start carries, with the inputs that differ and both values; not known when a run
    // does not say.
    void theVerdictSaysWhetherTheRunsTrainTheSameJob()
    {
        const auto start = [](const QByteArray &identity) {
            return "{\"v\": 1, \"type\": \"run_start\", \"t\": 0, \"run_id\": \"x\", \"job_hash\": \""
                   + QCryptographicHash::hash(identity, QCryptographicHash::Sha256).toHex() + "\", \"job_identity\": " + identity + "}\n";
        };
        const auto loss = [](bool, int s) { return QByteArray::number(3.0 - s * 0.01); };
        QTemporaryDir dir;
        QLabel *verdict = openTwoRuns(dir, loss, start(R"({"data":{"sha256":{"train":"aa"}},"train":{"lr":0.001}})"),
                                      start(R"({"data":{"sha256":{"train":"aa"}},"train":{"lr":0.002}})"));
        QVERIFY(verdict);
        QTRY_VERIFY_WITH_TIMEOUT(verdict->text().contains(QLatin1String("inside the tolerance")), 10000);
        QVERIFY2(verdict->text().contains(QLatin1String("Reference and pilot do not train the same job; they differ in train.lr "
                                                        "(reference 0.001, pilot 0.002).")),
                 qPrintable(verdict->text()));
        QTemporaryDir same;
        verdict = openTwoRuns(same, loss, start(R"({"train":{"lr":0.001}})"), start(R"({"train":{"lr":0.001}})"));
        QVERIFY(verdict);
        QTRY_VERIFY_WITH_TIMEOUT(verdict->text().contains(QLatin1String("Reference and pilot train the same job")), 10000);
        QTemporaryDir silent;
        verdict = openTwoRuns(silent, loss);
        QVERIFY(verdict);
        QTRY_VERIFY_WITH_TIMEOUT(verdict->text().contains(QLatin1String("not known: the reference's run does not say what it trains")),
                                 10000);
    }

    void aTinyDeviationIsNotShownAsZero()
    {
        // The pilot is 1e-7 above the reference at every step: two decimals of a percentage
        // would say "0.00 %", as if the runs were identical.
        QTemporaryDir dir;
        QLabel *verdict = openTwoRuns(dir, [](bool pilot, int s) {
            return QByteArray::number(3.0 - s * 0.01 + (pilot ? 1e-7 : 0.0), 'g', 17);
        });
        QVERIFY(verdict);
        QTRY_VERIFY_WITH_TIMEOUT(verdict->text().contains(QLatin1String("inside the tolerance")), 10000);
        QVERIFY2(!verdict->text().contains(QLatin1String("(0.00 %)")), qPrintable(verdict->text()));
        // 1e-7 over a loss of 2.0 at the last step: 5e-6 percent.
        QVERIFY2(verdict->text().contains(QLatin1String("(5E-06 %)"), Qt::CaseInsensitive), qPrintable(verdict->text()));
    }

    void compareFollowsARunThatIsStillWriting()
    {
        // The pilot writes 100 steps, the page shows them; 50 more arrive and the page follows
        // without being asked.
        QTemporaryDir dir;
        const auto lines = [](int from, int to) {
            QByteArray out;
            for (int s = from; s <= to; ++s)
                out += QStringLiteral("{\"v\": 1, \"type\": \"step\", \"t\": %1, \"step\": %1, \"loss\": %2}\n")
                           .arg(s)
                           .arg(3.0 - s * 0.01)
                           .toUtf8();
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
        project.write(
            "schema: migration-pilot/project@1\ntitle: live\nruns:\n  - {path: ref, role: reference}\n  - {path: pilot, role: pilot}\n");
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
        QTRY_VERIFY_WITH_TIMEOUT(verdict->text().contains(QLatin1String("no common points"))
                                     || verdict->text().contains(QLatin1String("reference points compared")),
                                 10000);
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
        QVERIFY2(page->chart()->readoutAt(0.0).startsWith(QLatin1String("Hours since the run's start 0:")),
                 qPrintable(page->chart()->readoutAt(0.0)));
    }

    // A job that runs is not a job that scales: the scaling tab puts a one-process run and a
    // two-process variant side by side, with throughput, efficiency and communication share.
    void scalingViewShowsEfficiencyAndCommunication()
    {
        QTemporaryDir dir;
        for (const int world : {1, 2}) {
            const QString name = QStringLiteral("w%1").arg(world);
            QDir().mkpath(dir.filePath(name));
            QFile f(dir.filePath(name + QStringLiteral("/metrics.jsonl")));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\"v\": 1, \"type\": \"run_start\", \"t\": 0, \"run_id\": \"" + name.toUtf8()
                    + "\", \"versions\": {\"processes\": " + QByteArray::number(world) + "}}\n");
            // 1,000 tokens a step; one process 0.5 s a step, two 0.3 s of which 0.05 s communication.
            for (int s = 1; s <= 11; ++s)
                f.write("{\"v\": 1, \"type\": \"step\", \"t\": " + QByteArray::number(s) + ", \"step\": " + QByteArray::number(s)
                        + ", \"loss\": 2.0, \"tokens\": " + QByteArray::number(s * 1000) + ", \"step_time_s\": "
                        + (s == 1 ? "10.0" : world == 1 ? "0.5" : "0.3") + ", \"data_time_s\": 0.0, \"comm_time_s\": "
                        + (world == 1 || s == 1 ? "0.0" : "0.05") + "}\n");
            f.write("{\"v\": 1, \"type\": \"run_end\", \"t\": 12, \"status\": \"completed\"}\n");
        }
        QFile project(dir.filePath(QStringLiteral("project.yaml")));
        QVERIFY(project.open(QIODevice::WriteOnly));
        project.write("schema: migration-pilot/project@1\ntitle: scaling\n"
                      "runs:\n  - {path: w1, role: reference, label: one process}\n  - {path: w2, role: pilot, label: two processes}\n");
        project.close();
        QVERIFY(m_window->openProject(project.fileName()));
        m_window->showStage(MainWindow::CompareStage);
        auto *page = m_window->findChild<ComparePage *>();
        page->findChild<QTabWidget *>(QStringLiteral("compareTabs"))->setCurrentIndex(2);
        const QTableWidget *table = page->scaling()->table();
        QTRY_COMPARE_WITH_TIMEOUT(table->rowCount(), 2, 20000);
        const auto cell = [table](int row, int column) { return table->item(row, column) ? table->item(row, column)->text() : QString(); };
        QTRY_COMPARE(cell(1, 1), QStringLiteral("2"));
        QCOMPARE(cell(0, 0), QStringLiteral("one process"));
        QCOMPARE(cell(0, 2), QStringLiteral("2,000"));
        QCOMPARE(cell(0, 4), QStringLiteral("1.00"));
        QCOMPARE(cell(1, 2), QStringLiteral("3,333"));
        QCOMPARE(cell(1, 3), QStringLiteral("0.3 s"));
        QCOMPARE(cell(1, 4), QStringLiteral("0.83")); // 3,333 / (2 × 2,000)
        QCOMPARE(cell(1, 5), QStringLiteral("16.7 %"));
        QCOMPARE(cell(1, 7), QStringLiteral("10"));
        QDir().mkpath(QStringLiteral(PILOT_BINARY_DIR "/screenshots"));
        QVERIFY(m_window->grab().save(QStringLiteral(PILOT_BINARY_DIR "/screenshots/compare-scaling-en.png")));
    }

    // Every evaluated prompt can be reached: pages of 50 rows, and a search over prompts,
    // expected texts and outputs.
    void everyPromptIsReachable()
    {
        RunMetrics reference, pilot;
        for (int i = 0; i < 120; ++i) {
            const QString id = QStringLiteral("val-%1").arg(i, 4, 10, QLatin1Char('0'));
            const QString prompt = QStringLiteral("prompt number %1 = ").arg(i);
            const QString expected = QStringLiteral("answer %1").arg(i);
            reference.addSample({100, id, prompt, expected, expected});
            pilot.addSample({100, id, prompt, i == 117 ? QStringLiteral("wrong") : expected, expected});
        }
        OutputsView view;
        view.resize(1000, 600);
        view.show();
        view.setRuns(reference, pilot);
        auto *page = view.findChild<QLabel *>(QStringLiteral("outputsPage"));
        auto *summary = view.findChild<QLabel *>(QStringLiteral("outputsSummary"));
        auto *next = view.findChild<QToolButton *>(QStringLiteral("outputsNext"));
        auto *previous = view.findChild<QToolButton *>(QStringLiteral("outputsPrevious"));
        QCOMPARE(page->text(), QStringLiteral("Page 1 of 3"));
        QCOMPARE(
            summary->text(),
            QStringLiteral("Exact match: reference 120 of 120, pilot 119 of 120; 120 match the filter and search, 1 to 50 on this page."));
        QVERIFY(!previous->isEnabled());
        QVERIFY(view.html().contains(QLatin1String("prompt number 49 =")));
        QVERIFY(!view.html().contains(QLatin1String("prompt number 50 =")));
        next->click();
        next->click();
        QCOMPARE(page->text(), QStringLiteral("Page 3 of 3"));
        QCOMPARE(summary->text(),
                 QStringLiteral(
                     "Exact match: reference 120 of 120, pilot 119 of 120; 120 match the filter and search, 101 to 120 on this page."));
        QVERIFY(!next->isEnabled());
        QVERIFY(view.html().contains(QLatin1String("prompt number 119 =")));
        // The search finds the one prompt by its pilot output, and starts again on page 1.
        view.findChild<QLineEdit *>(QStringLiteral("outputsSearch"))->setText(QStringLiteral("WRONG"));
        QCOMPARE(page->text(), QStringLiteral("Page 1 of 1"));
        QCOMPARE(
            summary->text(),
            QStringLiteral("Exact match: reference 120 of 120, pilot 119 of 120; 1 match the filter and search, 1 to 1 on this page."));
        QVERIFY(view.html().contains(QLatin1String("prompt number 117 =")));
    }
};

PILOT_GUI_TEST_MAIN(TestCompareStage)

#include "tst_comparestage.moc"
