// The cost model on a constructed project: runs whose phase events the test writes itself (a
// plain run, a resumed one, a failed one, an imported one), a price table, checkpoint folders
// judged by a stand-in verifier, and every figure checked against numbers worked out by hand
// in the comments below, never against the engine's own output.
#include "core/cost/costjson.h"
#include "core/cost/costmodel.h"
#include "core/cost/horizoncost.h"
#include "core/cost/phasechain.h"
#include "core/cost/pricetable.h"
#include "core/cost/pricetablewriter.h"
#include "core/project/projectreader.h"
#include "core/project/projectwriter.h"
#include "core/record/breakevenstorytext.h"
#include "core/record/decisionrecord.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace pilot;

namespace {

void write(const QString &path, const QByteArray &text)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(path));
}

QByteArray start(double t, const char *backend = "libtorch")
{
    return QStringLiteral(R"({"v":1,"type":"run_start","t":%1,"run_id":"r","backend":"%2","device":"cpu","host":"elsewhere","pid":1})"
                          "\n").arg(t).arg(QLatin1String(backend)).toUtf8();
}
QByteArray phase(const char *name, bool begin, double t)
{
    return QStringLiteral(R"({"v":1,"type":"phase","name":"%1","state":"%2","t":%3})" "\n")
        .arg(QLatin1String(name), begin ? QStringLiteral("begin") : QStringLiteral("end")).arg(t).toUtf8();
}
QByteArray span(const char *name, double from, double to)
{
    return phase(name, true, from) + phase(name, false, to);
}
QByteArray step(qint64 n, double t, double loss)
{
    return QStringLiteral(R"({"v":1,"type":"step","t":%1,"step":%2,"loss":%3})" "\n").arg(t).arg(n).arg(loss).toUtf8();
}
QByteArray eval(qint64 n, double t, double exact)
{
    return QStringLiteral(R"({"v":1,"type":"eval","t":%1,"step":%2,"val_loss":1.0,"metrics":{"exact_match":%3}})" "\n")
        .arg(t).arg(n).arg(exact).toUtf8();
}
QByteArray checkpoint(qint64 n, double t)
{
    return QStringLiteral(R"({"v":1,"type":"checkpoint","t":%1,"step":%2,"dir":"checkpoints/step-%3","status":"complete"})" "\n")
        .arg(t).arg(n).arg(n, 6, 10, QLatin1Char('0')).toUtf8();
}
QByteArray end(const char *status, double t)
{
    return QStringLiteral(R"({"v":1,"type":"run_end","t":%1,"status":"%2","reason":"","exit_code":0})" "\n")
        .arg(t).arg(QLatin1String(status)).toUtf8();
}

// Stand-in for verifyCheckpoint: a folder is accepted unless it holds a file named BROKEN.
CheckpointReport fakeVerify(const QString &dir, ChecksumControl *, const CheckpointRunContext &)
{
    CheckpointReport r;
    r.dir = dir;
    r.layout = CheckpointLayout::Ours;
    r.step = QFileInfo(dir).fileName().mid(5).toLongLong();
    if (QFileInfo::exists(dir + QStringLiteral("/BROKEN")))
        r.reasons << QStringLiteral("model.safetensors: checksum differs from the manifest");
    return r;
}

void checkpointFolder(const QString &run, qint64 n, bool broken = false)
{
    const QString dir = QStringLiteral("%1/checkpoints/step-%2").arg(run).arg(n, 6, 10, QLatin1Char('0'));
    write(dir + QStringLiteral("/COMPLETE"), "ok\n");
    if (broken)
        write(dir + QStringLiteral("/BROKEN"), "x");
}

} // namespace

class TestCost : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString path(const QString &p) const { return m_dir.filePath(p); }

    // reference: one attempt of 80 s (t 1000 → 1080): environment 10, first_step 10 (1000 → step 1
    // at 1020, less environment), train 10 + 20, validation 5 + 5, checkpoint_write 10 + 10.
    void writeReference()
    {
        write(path(QStringLiteral("runs/ref/metrics.jsonl")),
              start(1000) + span("environment", 1000, 1010) + phase("first_step", true, 1010) + step(1, 1020, 2.0)
                  + phase("first_step", false, 1020) + phase("train", true, 1020) + step(2, 1030, 1.8) + phase("train", false, 1030)
                  + phase("validation", true, 1030) + eval(2, 1035, 0.9) + phase("validation", false, 1035)
                  + span("checkpoint_write", 1035, 1045) + checkpoint(2, 1045) + phase("train", true, 1045) + step(3, 1055, 1.7)
                  + step(4, 1065, 1.5) + phase("train", false, 1065) + phase("validation", true, 1065) + eval(4, 1070, 0.95)
                  + phase("validation", false, 1070) + span("checkpoint_write", 1070, 1080) + checkpoint(4, 1080) + end("completed", 1080));
        checkpointFolder(path(QStringLiteral("runs/ref")), 2);
        checkpointFolder(path(QStringLiteral("runs/ref")), 4);
    }

    // pilot, resumed. Attempt 0 (2000 → 2060, 60 s): environment 20, first_step 10, train 10,
    // validation 5, checkpoint_write 5 (checkpoint of step 2 at 2050), then step 3 at 2060 and
    // a crash: 2050 → 2060 is lost (step 3 is done again). Attempt 1 (2100 → 2155, 55 s):
    // restart 2100 → first new step at 2130 = 30 (its environment and restore inside), train
    // 10, validation 5, checkpoint_write 10. Billed 115 s.
    void writePilot()
    {
        write(path(QStringLiteral("runs/pilot/metrics.jsonl")),
              start(2000) + span("environment", 2000, 2020) + phase("first_step", true, 2020) + step(1, 2030, 2.01)
                  + phase("first_step", false, 2030) + phase("train", true, 2030) + step(2, 2040, 1.81) + phase("train", false, 2040)
                  + phase("validation", true, 2040) + eval(2, 2045, 0.85) + phase("validation", false, 2045)
                  + span("checkpoint_write", 2045, 2050) + checkpoint(2, 2050) + phase("train", true, 2050) + step(3, 2060, 1.7)
                  + start(2100) + span("environment", 2100, 2115) + span("restart", 2115, 2120) + phase("train", true, 2120)
                  + step(3, 2130, 1.68) + step(4, 2140, 1.52) + phase("train", false, 2140) + phase("validation", true, 2140)
                  + eval(4, 2145, 0.93) + phase("validation", false, 2145) + span("checkpoint_write", 2145, 2155) + checkpoint(4, 2155)
                  + end("completed", 2155));
        checkpointFolder(path(QStringLiteral("runs/pilot")), 2);
        checkpointFolder(path(QStringLiteral("runs/pilot")), 4);
    }

    // pilot, failed after 30 s (3000 → 3030), out of memory: all 30 s lost. Its checkpoint of
    // step 1 is refused by the verifier and has no evaluation.
    void writeFailed()
    {
        const QString run = path(QStringLiteral("runs/failed"));
        write(run + QStringLiteral("/metrics.jsonl"), start(3000) + span("environment", 3000, 3010) + phase("first_step", true, 3010)
                                                          + step(1, 3020, 2.0) + phase("first_step", false, 3020) + end("failed", 3030));
        write(run + QStringLiteral("/logs/stderr.log"), "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\n");
        checkpointFolder(run, 1, true);
    }

    QString writeProject(const QString &limits, const QString &pilotPrice = QStringLiteral("trn2-od"), const QString &failedPrice = {})
    {
        write(path(QStringLiteral("prices.yaml")),
              "schema: migration-pilot/prices@1\nprices:\n"
              "  - {id: gpu-od, platform: gpu, unit: instance_hour, price_per_hour: 10, currency: EUR, pricing: on_demand,"
              " source: team rate card, date: 2026-11-01}\n"
              "  - {id: trn2-od, platform: trainium2, unit: instance_hour, price_per_hour: 3, currency: EUR, pricing: on_demand}\n"
              "  - {id: trn2-res, platform: trainium2, unit: instance_hour, price_per_hour: 2, currency: EUR, pricing: reserved,"
              " source: contract 17, date: 2026-10-01}\n"
              "  - {id: trn2-chip, platform: trainium2, unit: chip_hour, price_per_hour: 0.5, currency: EUR, pricing: on_demand}\n");
        const QString file = path(QStringLiteral("project.yaml"));
        write(file, (QStringLiteral("schema: migration-pilot/project@1\ntitle: cost\n"
                                    "profile: {training_steps: 1000, expected_experiments: 4}\n%1"
                                    "assumptions:\n  amortisation:\n    currency: EUR\n"
                                    "    porting_hours: {value: 10, label: estimate}\n    engineer_rate: {value: 100, label: rate}\n"
                                    "    compile_hours: {value: 0, label: none}\n    pilot_run_hours: {value: 0, label: none}\n"
                                    "    gpu_price_per_hour: {value: 10, label: x}\n    trainium_price_per_hour: {value: 3, label: x}\n"
                                    "    relative_throughput: {value: 1, label: x}\n    planned_gpu_hours: {value: 100, label: x}\n"
                                    "runs:\n  - {path: runs/ref, role: reference}\n  - {path: runs/pilot, role: pilot}\n"
                                    "  - {path: runs/failed, role: pilot}\n"
                                    "price_table: prices.yaml\n"
                                    "prices:\n  runs:\n    runs/ref: gpu-od\n    runs/pilot: %2\n    runs/failed: %3\n  extra: kept\n")
                         .arg(limits, pilotPrice, failedPrice.isEmpty() ? pilotPrice : failedPrice))
                        .toUtf8());
        return file;
    }

    CostModel model(const QString &file)
    {
        const ProjectLoadResult loaded = loadProject(file);
        if (!loaded.project)
            qFatal("project: %s", qPrintable(loaded.diagnostics.isEmpty() ? QString() : loaded.diagnostics.first().toString()));
        CostModelOptions options;
        options.check = fakeVerify;
        return buildCostModel(*loaded.project, m_dir.path(), options);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        writeReference();
        writePilot();
        writeFailed();
    }

    void resumedRunChain()
    {
        const RunPhaseChain c = readPhaseChain(path(QStringLiteral("runs/pilot")));
        QVERIFY2(c.ok(), qPrintable(c.error));
        QCOMPARE(c.attempts, 2);
        QCOMPARE(*c.billedSeconds, 115.0);
        const QList<QPair<const char *, double>> expected{{"environment", 20}, {"first_step", 10}, {"compile", 0},
                                                          {"train", 20},       {"checkpoint_write", 15}, {"restart", 30},
                                                          {"lost", 10},        {"validation", 10}, {"other", 0}};
        for (const auto &[name, seconds] : expected) {
            const ChainPhase *p = c.phase(QLatin1String(name));
            QVERIFY2(p && p->seconds, name);
            QVERIFY2(qAbs(*p->seconds - seconds) < 1e-9, qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(name)).arg(*p->seconds)));
        }
        QCOMPARE(c.phase(QStringLiteral("environment"))->source, PhaseSource::Measured);
        QCOMPARE(c.phase(QStringLiteral("restart"))->source, PhaseSource::Derived);
        QCOMPARE(c.phase(QStringLiteral("lost"))->source, PhaseSource::Derived);
        QCOMPARE(c.phase(QStringLiteral("environment"))->spanSeconds, 35.0); // both attempts' spans, as the job reported them
        QCOMPARE(c.queue.source, PhaseSource::Unknown);
        QVERIFY(!c.queue.seconds);
    }

    void failedRunIsAllLost()
    {
        const RunPhaseChain c = readPhaseChain(path(QStringLiteral("runs/failed")));
        QVERIFY(c.failed);
        QCOMPARE(c.failureClass, QStringLiteral("memory"));
        QCOMPARE(*c.phase(QStringLiteral("lost"))->seconds, 30.0);
        QCOMPARE(*c.phase(QStringLiteral("environment"))->seconds, 0.0);
    }

    void importedRunSaysWhatIsUnknown()
    {
        const QString run = path(QStringLiteral("imported"));
        write(run + QStringLiteral("/metrics.jsonl"), start(500, "import:csv") + step(1, 510, 2.0) + step(2, 540, 1.9));
        write(run + QStringLiteral("/slurm.json"), R"({"schema": 1, "job_id": "42", "submitted": "2026-11-30T10:00:00Z", )"
                                                   R"("started": "2026-11-30T10:02:00Z", "pending_seconds": 120, "state": "RUNNING"})");
        const RunPhaseChain c = readPhaseChain(run);
        QVERIFY(c.imported);
        QCOMPARE(*c.billedSeconds, 40.0);
        for (const QString &name : chainPhaseNames()) {
            QVERIFY2(!c.phase(name)->seconds, qPrintable(name));
            QCOMPARE(c.phase(name)->source, PhaseSource::Unknown);
        }
        QCOMPARE(*c.queue.seconds, 120.0);
        QCOMPARE(c.queue.source, PhaseSource::Measured);
    }

    void costPerAcceptedState()
    {
        const CostModel m = model(writeProject(QStringLiteral("limits: {loss_deviation_abs: 0.05, output_quality_min: 0.8}\n")));
        QVERIFY(m.table);
        // reference: 80 s at 10 EUR/h = 0.2222…; two accepted states: 0.1111… each.
        const RoleCost *ref = m.role(RunRole::Reference);
        QCOMPARE(ref->runs, 1);
        QVERIFY(qAbs(*ref->total - 80.0 / 3600 * 10) < 1e-12);
        QCOMPARE(*ref->acceptedStates, 2);
        QVERIFY(qAbs(*ref->costPerAcceptedState - 80.0 / 3600 * 10 / 2) < 1e-12);
        // pilot: 115 s + 30 s failed = 145 s at 3 EUR/h = 0.12083…; states: step 2 (1.81 vs 1.8,
        // 0.85) and step 4 (1.52 vs 1.5, 0.93) accepted, the failed run's step 1 refused.
        const RoleCost *pilot = m.role(RunRole::Pilot);
        QCOMPARE(pilot->runs, 2);
        QVERIFY(qAbs(*pilot->billedSeconds - 145) < 1e-9);
        QVERIFY(qAbs(*pilot->total - 145.0 / 3600 * 3) < 1e-12);
        QCOMPARE(*pilot->acceptedStates, 2);
        QVERIFY(qAbs(*pilot->costPerAcceptedState - 145.0 / 3600 * 3 / 2) < 1e-12);
        for (const PhaseCost &p : pilot->phases) {
            if (p.name == QLatin1String("lost")) {
                QCOMPARE(*p.seconds, 40.0); // 10 repeated + 30 failed
                QVERIFY(qAbs(*p.cost - 40.0 / 3600 * 3) < 1e-12);
            }
        }
        const RunCost &failed = m.runs.at(2);
        QCOMPARE(failed.accepted.states.size(), 1);
        QVERIFY(!failed.accepted.states.first().accepted);
        QCOMPARE(failed.accepted.states.first().reasons.size(), 2); // checksum, and no evaluation at step 1
        QCOMPARE(m.unconfirmedPrices, QStringList{QStringLiteral("trn2-od")});

        // Projection, 1000 steps, 4 a year. Reference: fixed 20 s, 7.5 s/step, overhead share
        // (20 + 10) / 30 = 1 → 20 + 1000 × 7.5 × 2 = 15020 s → 41.7222 EUR.
        const CostProjection &p = m.projection;
        QVERIFY(qAbs(*p.reference.secondsPerTraining - 15020) < 1e-9);
        QVERIFY(qAbs(*p.reference.costPerTraining - 15020.0 / 3600 * 10) < 1e-9);
        // Pilot: fixed 20 + 10 = 30 s (completed run), 20 s / 4 steps = 5 s/step, overhead
        // (15 + 30 + 10 + 0 + 10 lost) + 30 failed = 95 over 20 s of train = 4.75, lost share 2
        // → 30 + 1000 × 5 × 5.75 = 28780 s → 23.9833 EUR; 95.9333 a year.
        QVERIFY(qAbs(*p.pilot.secondsPerTraining - 28780) < 1e-9);
        QVERIFY(qAbs(*p.pilot.costPerTraining - 28780.0 / 3600 * 3) < 1e-9);
        QVERIFY(qAbs(*p.pilot.costPerYear - 4 * 28780.0 / 3600 * 3) < 1e-9);
        // Preparation 10 h × 100 = 1000; saving 41.7222 − 23.9833 = 17.7389 → 56.37 trainings.
        const double saving = 15020.0 / 3600 * 10 - 28780.0 / 3600 * 3;
        QCOMPARE(*p.preparationCost, 1000.0);
        QVERIFY(qAbs(*p.breakEvenTrainings - 1000 / saving) < 1e-9);
        QVERIFY(qAbs(*p.breakEvenYears - 1000 / saving / 4) < 1e-9);
        // Sensitivity: no compile measured (unchanged); lost halved: share 3.75 → 23780 s; doubled:
        // 6.75 → 38780 s; reserved price 2 EUR/h: 28780 s → 15.9889.
        QHash<QString, double> s;
        for (const Sensitivity &x : p.sensitivity)
            s.insert(x.key, x.pilotCostPerTraining.value_or(-1));
        QVERIFY(qAbs(s.value(QStringLiteral("compile_cache_warm")) - 28780.0 / 3600 * 3) < 1e-9);
        QVERIFY(qAbs(s.value(QStringLiteral("failure_rate_halved")) - 23780.0 / 3600 * 3) < 1e-9);
        QVERIFY(qAbs(s.value(QStringLiteral("failure_rate_doubled")) - 38780.0 / 3600 * 3) < 1e-9);
        QVERIFY(qAbs(s.value(QStringLiteral("pricing:reserved")) - 28780.0 / 3600 * 2) < 1e-9);
    }

    // The pilot's runs ran at two prices: the planned training is priced as the completed run
    // that trained the most steps ran (reserved, 2 EUR/h), not as whichever run came first, and
    // the projection says the other price was left aside.
    void projectionPricesTheRunWithTheMostSteps()
    {
        const CostModel m = model(writeProject(QStringLiteral("limits: {loss_deviation_abs: 0.05, output_quality_min: 0.8}\n"),
                                               QStringLiteral("trn2-res"), QStringLiteral("trn2-od")));
        const RoleProjection &pilot = m.projection.pilot;
        QCOMPARE(pilot.priceId, QStringLiteral("trn2-res"));
        QVERIFY(qAbs(*pilot.costPerTraining - 28780.0 / 3600 * 2) < 1e-9);
        bool noted = false;
        for (const ProjectionInput &in : pilot.inputs) {
            if (in.name == QLatin1String("other_prices")) {
                noted = true;
                QCOMPARE(in.value.value_or(0), 1.0);
                QVERIFY2(in.source.contains(QStringLiteral("trn2-od")), qPrintable(in.source));
            }
        }
        QVERIFY(noted);
        // A failed run's price never wins over a completed run's.
        const CostModel again = model(writeProject(QStringLiteral("limits: {loss_deviation_abs: 0.05, output_quality_min: 0.8}\n"),
                                                   QStringLiteral("trn2-res"), QStringLiteral("gpu-od")));
        QCOMPARE(again.projection.pilot.priceId, QStringLiteral("trn2-res"));
    }

    void unknownInputsStayUnknown()
    {
        // No quality threshold: the states cannot be judged; a chip price without units: no cost.
        const CostModel m = model(writeProject(QStringLiteral("limits: {loss_deviation_abs: 0.05}\n"), QStringLiteral("trn2-chip")));
        const RoleCost *pilot = m.role(RunRole::Pilot);
        QVERIFY(!pilot->acceptedStates);
        QVERIFY2(pilot->acceptedReason.contains(QStringLiteral("no output quality threshold")), qPrintable(pilot->acceptedReason));
        QVERIFY(!pilot->total);
        QVERIFY(pilot->totalReason.contains(QStringLiteral("units")));
        QVERIFY(!pilot->costPerAcceptedState);
        QVERIFY(!pilot->perStateReason.isEmpty());
        QVERIFY(!m.projection.pilot.costPerTraining);
        QVERIFY(!m.projection.breakEvenTrainings);
        const QJsonObject json = costModelToJson(m);
        QVERIFY(json[QStringLiteral("roles")][QStringLiteral("pilot")][QStringLiteral("cost_per_accepted_state")].isNull());
        // A run with an evaluation missing at a checkpoint's step is not accepted, and says so.
        const CostModel withLimits = model(writeProject(QStringLiteral("limits: {loss_deviation_abs: 0.05, output_quality_min: 0.8}\n")));
        QVERIFY(withLimits.runs.at(2).accepted.states.first().reasons.join(QLatin1Char(' ')).contains(QStringLiteral("no evaluation")));
    }

    // The Plan's break-even (assumptions, reference GPU hours) and the measured one (trainings)
    // are one story: the calculator's figure is counted in measured trainings, and the two
    // agree exactly once the calculator assumes the measured throughput and the charged prices.
    void theTwoBreakEvensTellOneStory()
    {
        const QString file = writeProject(QStringLiteral("limits: {loss_deviation_abs: 0.05, output_quality_min: 0.8}\n"));
        const CostModel m = model(file);
        const BreakEvenStory &s = m.projection.story;
        QVERIFY(s.assumptionsComplete);
        // Calculator: preparation 1000, Trainium2 3 / 1 per hour of reference work against 10 on
        // GPU: 7 saved per hour → 142.857 GPU hours. The reference's training takes 15020 s on
        // one instance = 4.1722 h, so 142.857 / 4.1722 = 34.24 trainings; measured: 56.37.
        QVERIFY(qAbs(*s.assumedGpuHours - 1000.0 / 7) < 1e-9);
        QVERIFY(qAbs(*s.referenceHoursPerTraining - 15020.0 / 3600) < 1e-12);
        QVERIFY(qAbs(*s.pilotHoursPerTraining - 28780.0 / 3600) < 1e-12);
        QVERIFY(qAbs(*s.measuredThroughput - 15020.0 / 28780) < 1e-12);
        QVERIFY(qAbs(*s.assumedTrainings - 1000.0 / 7 / (15020.0 / 3600)) < 1e-9);

        // The calculator with the measured throughput and its prices from the table entries the
        // runs were charged at: its break-even, counted in trainings, is the measured one.
        ProjectLoadResult loaded = loadProject(file);
        Project &p = *loaded.project;
        p.assumptions.amortisation[QStringLiteral("relative_throughput")].value = *s.measuredThroughput;
        p.assumptions.amortisation[QStringLiteral("gpu_price_per_hour")] = Assumption{std::nullopt, QString(), QStringLiteral("gpu-od")};
        p.assumptions.amortisation[QStringLiteral("trainium_price_per_hour")] = Assumption{std::nullopt, QString(),
                                                                                           QStringLiteral("trn2-od")};
        CostModelOptions options;
        options.check = fakeVerify;
        const CostModel same = buildCostModel(p, m_dir.path(), options);
        QVERIFY(same.projection.story.assumedTrainings);
        QVERIFY(qAbs(*same.projection.story.assumedTrainings / *same.projection.breakEvenTrainings - 1) < 1e-12);

        // The record tells it in its language.
        const PilotResults results = computePilotResults(p, m_dir.path());
        const QString g = DecisionRecord(p, DecisionRules::builtIn(), QStringLiteral("de"), QDate(2026, 12, 3)).markdown();
        DecisionRecord record(p, DecisionRules::builtIn(), QStringLiteral("en"), QDate(2026, 12, 3));
        record.setPilotResults(results);
        const QString e = record.markdown();
        QVERIFY2(!g.contains(QStringLiteral("Vor dem Pilot")), "without results the record has no cost section");
        const QString g2 =
            breakEvenStoryText(m.projection, QStringLiteral("de"), QLocale(QLocale::German, QLocale::Germany)).join(QLatin1Char(' '));
        QVERIFY2(
            g2.contains(QStringLiteral("Vor dem Pilot, aus Annahmen: Der Amortisationsrechner der Planung setzt den Break-even bei 143 "
                                       "Referenz-GPU-Stunden an, bei angenommenem relativem Durchsatz von 1. Bei den gemessenen 4,17 "
                                       "Instanzstunden je Training der Referenz sind das 34,2 Trainings.")),
            qPrintable(g2));
        QVERIFY2(
            e.contains(QStringLiteral("Measured in the pilot: a relative throughput of 0.522 (reference 4.17, pilot 7.99 instance hours "
                                      "per planned training). With the measured runs, break-even comes after 56.4 trainings.")),
            qPrintable(e.mid(e.indexOf(QLatin1String("Before the pilot")))));
    }

    // An aborted reference run (82 s: environment 10, first step 10, one step of 2 s, then a
    // 60-s evaluation) moves the reference's projection; it is named beside the role, and the
    // project can leave it out of the role's cost with a reason the record keeps.
    void aDistortingRunIsNamedAndCanBeLeftOut()
    {
        write(path(QStringLiteral("runs/ref-aborted/metrics.jsonl")),
              start(4000) + span("environment", 4000, 4010) + phase("first_step", true, 4010) + step(1, 4020, 2.0)
                  + phase("first_step", false, 4020) + phase("train", true, 4020) + step(2, 4022, 1.9) + phase("train", false, 4022)
                  + span("validation", 4022, 4082) + end("aborted", 4082));
        ProjectLoadResult loaded = loadProject(
            writeProject(QStringLiteral("limits: {loss_deviation_abs: 0.05, output_quality_min: 0.8}\n")));
        Project p = *loaded.project;
        p.runs.append(ProjectRun{QStringLiteral("runs/ref-aborted"), RunRole::Reference, QStringLiteral("launch test")});
        p.prices.runs.insert(QStringLiteral("runs/ref-aborted"), PriceRef{QStringLiteral("gpu-od"), std::nullopt});
        CostModelOptions options;
        options.check = fakeVerify;
        const CostModel with = buildCostModel(p, m_dir.path(), options);
        // With it: fixed (20 + 20) / 2 = 20 s, 32 s of train over 6 steps, overhead (30 + 60) /
        // 32 → 20 + 1000 × (32 + 90) / 6 = 20353.3 s; without it 15020 s (costPerAcceptedState).
        const RoleCost *ref = with.role(RunRole::Reference);
        QCOMPARE(ref->runs, 2);
        QCOMPARE(ref->distortions.size(), 1);
        const CostDistortion &d = ref->distortions.constFirst();
        QCOMPARE(d.path, QStringLiteral("runs/ref-aborted"));
        QCOMPARE(d.status, QStringLiteral("aborted"));
        QVERIFY(qAbs(d.with - (20 + 1000.0 * 122 / 6)) < 1e-6);
        QVERIFY(qAbs(d.without - 15020) < 1e-6);
        // The failed pilot run is named too: its 30 lost seconds make the pilot's overhead share
        // 95 / 20 = 4.75 instead of 65 / 20 = 3.25 → 28780 s instead of 30 + 1000 × 5 × 4.25 = 21280 s.
        QCOMPARE(with.role(RunRole::Pilot)->distortions.size(), 1);
        QCOMPARE(with.role(RunRole::Pilot)->distortions.constFirst().status, QStringLiteral("failed"));
        QVERIFY(qAbs(with.role(RunRole::Pilot)->distortions.constFirst().without - 21280) < 1e-6);

        Project leaving = p;
        leaving.runs.last().leftOutOfCost = QStringLiteral("aborted launch test, not a training");
        const ProjectLoadResult again = parseProject(serializeProject(leaving), QStringLiteral("p.yaml"));
        QVERIFY(again.project);
        QCOMPARE(again.project->runs.last().leftOutOfCost, QStringLiteral("aborted launch test, not a training"));
        const CostModel without = buildCostModel(*again.project, m_dir.path(), options);
        const RoleCost *counted = without.role(RunRole::Reference);
        QCOMPARE(counted->runs, 1);
        QCOMPARE(*counted->billedSeconds, 80.0);
        QVERIFY(qAbs(*counted->total - 80.0 / 3600 * 10) < 1e-12);
        QVERIFY(counted->distortions.isEmpty());
        QCOMPARE(counted->leftOut.size(), 1);
        QCOMPARE(counted->leftOut.constFirst().reason, QStringLiteral("aborted launch test, not a training"));
        QVERIFY(qAbs(*without.projection.reference.secondsPerTraining - 15020) < 1e-9);

        // The record names both: the run left out with its reason, and (with it counted) the distortion.
        const auto record = [&](const Project &project, const QString &language) {
            DecisionRecord r(project, DecisionRules::builtIn(), language, QDate(2026, 12, 3));
            r.setPilotResults(computePilotResults(project, m_dir.path()));
            return r.markdown();
        };
        const QString left = record(*again.project, QStringLiteral("en"));
        QVERIFY2(left.contains(QStringLiteral("Left out of the reference's cost: launch test (runs/ref-aborted): aborted launch test, not "
                                              "a training.")),
                 qPrintable(left.mid(left.indexOf(QLatin1String("Cost per accepted")))));
        const QString named = record(p, QStringLiteral("de"));
        QVERIFY2(named.contains(QStringLiteral("launch test (runs/ref-aborted, abgebrochen, 82 s abgerechnet) verschiebt die Hochrechnung "
                                               "der Referenz: das geplante Training dauert mit ihm 5:39 h, ohne ihn 4:10 h.")),
                 qPrintable(named.mid(named.indexOf(QLatin1String("Kosten je")))));
    }

    void projectKeepsPriceMapping()
    {
        const QString file = writeProject(QStringLiteral(""));
        ProjectLoadResult loaded = loadProject(file);
        QVERIFY(loaded.project);
        QCOMPARE(loaded.project->prices.runs.value(QStringLiteral("runs/pilot")).price, QStringLiteral("trn2-od"));
        loaded.project->prices.targets.insert(QStringLiteral("local"), PriceRef{QStringLiteral("trn2-chip"), 16.0});
        QString error;
        QVERIFY2(saveProject(*loaded.project, file, &error), qPrintable(error));
        const ProjectLoadResult again = loadProject(file);
        QVERIFY(again.project);
        QCOMPARE(again.project->prices, loaded.project->prices);
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().contains("extra: kept"));
        // A mapping that is neither an id nor {price, units} is refused where it stands.
        write(path(QStringLiteral("bad.yaml")), "schema: migration-pilot/project@1\ntitle: t\nprices:\n  runs:\n    runs/a: [1, 2]\n");
        const ProjectLoadResult bad = loadProject(path(QStringLiteral("bad.yaml")));
        QVERIFY(!bad.project);
        QVERIFY2(bad.diagnostics.first().toString().contains(QStringLiteral("bad.yaml:5:13: prices.runs.runs/a")),
                 qPrintable(bad.diagnostics.first().toString()));
    }

    void priceTableLocatedErrors()
    {
        Diagnostics d;
        const auto table = PriceTable::parse("schema: migration-pilot/prices@1\nprices:\n  - id: a\n    platform: tpu\n"
                                             "    unit: instance_hour\n    price_per_hour: 2\n    pricing: on_demand\n    date: yesterday\n",
                                             QStringLiteral("prices.yaml"), &d);
        QVERIFY(!table);
        const QString all = d.isEmpty() ? QString() : [&] { QStringList s; for (const auto &x : d) s << x.toString(); return s.join('\n'); }();
        QVERIFY2(all.contains(QStringLiteral("prices.yaml:4:15: prices[0].platform: expected one of gpu, trainium2, other, found 'tpu'")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("prices.yaml:8:11: prices[0].date")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("currency")), qPrintable(all));
        // Unknown keys are refused (the key meant when it is a slip away), and so is a quoted
        // text the file ends in.
        Diagnostics u;
        QVERIFY(!PriceTable::parse("schema: migration-pilot/prices@1\nprices:\n  - id: a\n    platform: gpu\n    unit: instance_hour\n"
                                   "    price_per_hr: 2\n    currency: EUR\n    pricing: on_demand\n    colour: red\nextra: 1\n",
                                   QStringLiteral("prices.yaml"), &u));
        QStringList unknown;
        for (const auto &x : u)
            unknown << x.toString();
        QVERIFY2(unknown.contains(QStringLiteral("prices.yaml:6:5: prices[0].price_per_hr: unknown key; did you mean 'price_per_hour'?")),
                 qPrintable(unknown.join('\n')));
        QVERIFY2(unknown.contains(QStringLiteral("prices.yaml:9:5: prices[0].colour: unknown key; expected id, label, platform, unit, "
                                                 "price_per_hour, currency, pricing, source or date")),
                 qPrintable(unknown.join('\n')));
        QVERIFY2(unknown.contains(QStringLiteral("prices.yaml:10:1: extra: unknown key; expected schema or prices")),
                 qPrintable(unknown.join('\n')));
        Diagnostics q;
        QVERIFY(
            !PriceTable::parse("schema: migration-pilot/prices@1\nprices:\n  - id: \"never closed\n", QStringLiteral("prices.yaml"), &q));
        QVERIFY(!q.isEmpty());
        QCOMPARE(q.first().toString(), QStringLiteral("prices.yaml:3:9: the quoted text that starts here is never closed"));
        // The shipped template reads, with no price in it.
        Diagnostics t;
        const auto shipped = PriceTable::load(QStringLiteral(":/prices/template.yaml"), &t);
        QVERIFY(shipped);
        QVERIFY(shipped->entries.size() >= 5);
        for (const PriceEntry &e : shipped->entries)
            QVERIFY2(!e.pricePerHour && !e.confirmed(), qPrintable(e.id));
    }

    // What the app writes when prices are entered in it reads back as the same entries —
    // hostile labels and sources included — and keeps the file's opening comments.
    void writtenPriceTableReadsBackTheSame()
    {
        PriceTable table;
        PriceEntry gpu;
        gpu.id = QStringLiteral("p5.48xlarge-od");
        gpu.label = QStringLiteral("p5.48xlarge: \"8× H100\" # not a comment\n- nor an item");
        gpu.platform = QStringLiteral("gpu");
        gpu.unit = QStringLiteral("instance_hour");
        gpu.pricePerHour = 98.32;
        gpu.currency = QStringLiteral("USD");
        gpu.pricingKind = QStringLiteral("on_demand");
        gpu.source = QStringLiteral("{price list}, 'us-east-1' & [2026]");
        gpu.date = QDate(2026, 11, 30);
        PriceEntry open;
        open.id = QStringLiteral("yes"); // a word YAML would read as true unquoted
        open.platform = QStringLiteral("trainium2");
        open.unit = QStringLiteral("chip_hour");
        open.pricingKind = QStringLiteral("reserved");
        table.entries = {gpu, open};
        const QByteArray previous = "# Our team's prices\n# (kept)\nschema: migration-pilot/prices@1\nprices: []\n";
        const QByteArray yaml = writePriceTable(table, previous);
        QVERIFY2(yaml.startsWith("# Our team's prices\n# (kept)\nschema: migration-pilot/prices@1\n"), yaml.constData());
        Diagnostics diagnostics;
        const auto back = PriceTable::parse(yaml, QStringLiteral("prices.yaml"), &diagnostics);
        QVERIFY2(back, qPrintable(diagnosticsText(diagnostics)));
        QCOMPARE(back->entries.size(), 2);
        for (int i = 0; i < 2; ++i) {
            const PriceEntry &a = table.entries.at(i), &b = back->entries.at(i);
            QCOMPARE(b.id, a.id);
            QCOMPARE(b.label, a.label);
            QCOMPARE(b.platform, a.platform);
            QCOMPARE(b.unit, a.unit);
            QCOMPARE(b.pricePerHour, a.pricePerHour);
            QCOMPARE(b.currency, a.currency);
            QCOMPARE(b.pricingKind, a.pricingKind);
            QCOMPARE(b.source, a.source);
            QCOMPARE(b.date, a.date);
        }
        // An empty table is still a table; new ids come from the label and stay unique.
        QVERIFY(PriceTable::parse(writePriceTable(PriceTable()), QStringLiteral("p.yaml"), &diagnostics));
        QCOMPARE(newPriceId(table, QStringLiteral("P5.48xlarge OD")), QStringLiteral("p5.48xlarge-od-2"));
        QCOMPARE(newPriceId(table, QStringLiteral("  ")), QStringLiteral("price"));
        QCOMPARE(newPriceId(table, QStringLiteral("8× H100")), QStringLiteral("price-8-h100"));
    }

    // Absurd figures: a price or a number of units beyond what is plausible is refused where it
    // is written; a run that claims to have run for ages has no total, and says why.
    void absurdFiguresAreUnknownWithTheReason()
    {
        const QString dir = path(QStringLiteral("absurd"));
        // A price of 1e308 per hour and 1e308 units are refused where they are written.
        Diagnostics d;
        QVERIFY(
            !PriceTable::parse("schema: migration-pilot/prices@1\nprices:\n"
                               "  - {id: huge, platform: gpu, unit: chip_hour, price_per_hour: 1e308, currency: EUR, pricing: on_demand}\n",
                               QStringLiteral("prices.yaml"), &d));
        QVERIFY2(
            !d.isEmpty() && d.first().toString().startsWith(QStringLiteral("prices.yaml:3:"))
                && d.first().toString().contains(QStringLiteral("prices[0].price_per_hour: must lie between 0 and 1e+06, found 1e+308")),
            qPrintable(d.isEmpty() ? QString() : d.first().toString()));
        for (const char *units : {"1e308", "9223372036854775808", "100001"}) {
            const QString file = dir + QStringLiteral("/units.yaml");
            write(file,
                  QByteArray("schema: migration-pilot/project@1\ntitle: absurd\nprices:\n  runs:\n    runs/ref: {price: plain, units: ")
                      + units + "}\n");
            const ProjectLoadResult loaded = loadProject(file);
            QVERIFY2(!loaded.project, units);
            QStringList all;
            for (const Diagnostic &x : loaded.diagnostics)
                all << x.toString();
            QVERIFY2(all.join('\n').contains(QStringLiteral("units.yaml:5:37: prices.runs.runs/ref.units: must lie between 0 and 100000")),
                     qPrintable(all.join('\n')));
        }

        // A run whose run_end says t = 1e300: its totals are unknown, with the reason, in the
        // model, its JSON and pilotctl's text — never "inf" or a 300-digit number, and pilotctl
        // still exits 0.
        write(dir + QStringLiteral("/runs/ref/metrics.jsonl"), start(1000) + step(1, 1005, 2.0) + phase("train", true, 1005)
                                                                   + step(2, 1015, 1.9) + phase("train", false, 1015)
                                                                   + end("completed", 1020));
        write(dir + QStringLiteral("/runs/late/metrics.jsonl"), start(1000) + step(1, 1010, 2.0) + end("completed", 1e300));
        write(dir + QStringLiteral("/prices.yaml"),
              "schema: migration-pilot/prices@1\nprices:\n"
              "  - {id: dear, platform: gpu, unit: chip_hour, price_per_hour: 1e6, currency: EUR, pricing: on_demand}\n"
              "  - {id: plain, platform: trainium2, unit: instance_hour, price_per_hour: 3, currency: EUR, pricing: on_demand}\n");
        const QString file = dir + QStringLiteral("/project.yaml");
        write(file, "schema: migration-pilot/project@1\ntitle: absurd\nprofile: {training_steps: 10, expected_experiments: 4}\n"
                    "runs:\n  - {path: runs/ref, role: reference}\n  - {path: runs/late, role: pilot}\nprice_table: prices.yaml\n"
                    "prices:\n  runs:\n    runs/ref: {price: dear, units: 100000}\n    runs/late: plain\n");
        const ProjectLoadResult loaded = loadProject(file);
        QVERIFY(loaded.project);
        CostModelOptions options;
        options.check = fakeVerify;
        const CostModel m = buildCostModel(*loaded.project, dir, options);
        const RunCost &ref = m.runs.at(0);
        QVERIFY(ref.total && std::isfinite(*ref.total)); // the largest figures allowed stay finite
        const RunCost &late = m.runs.at(1);
        QVERIFY(!late.total);
        QVERIFY(!late.chain.billedSeconds);
        QVERIFY2(late.totalReason.contains(QStringLiteral("more than a year")), qPrintable(late.totalReason));
        QVERIFY(!m.role(RunRole::Pilot)->total);
        for (const PhaseCost &phase : ref.phases)
            QVERIFY2(!phase.cost || std::isfinite(*phase.cost), qPrintable(phase.name));

        const QJsonObject json = costModelToJson(m);
        const QJsonObject runJson = json[QStringLiteral("runs")].toArray().at(1).toObject();
        QVERIFY(runJson[QStringLiteral("total")].isNull());
        QVERIFY(runJson[QStringLiteral("total_reason")].toString().contains(QStringLiteral("more than a year")));

        QProcess p;
        p.start(QStringLiteral(PILOTCTL), {QStringLiteral("cost"), file});
        QVERIFY(p.waitForFinished(60000));
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        QCOMPARE(p.exitCode(), 0);
        QVERIFY2(!out.contains(QStringLiteral("inf")) && !out.contains(QStringLiteral("nan")), qPrintable(out));
        QVERIFY2(!out.contains(QRegularExpression(QStringLiteral("[0-9]{16}"))), qPrintable(out));
    }

    // A price table outside the project's folder is neither read nor quoted.
    void aPriceTableOutsideTheProjectIsRefused()
    {
        QTemporaryDir outside;
        write(outside.filePath(QStringLiteral("secret.yaml")), "not: a price table\nsecret: do-not-quote\n");
        const QString dir = path(QStringLiteral("outside-table"));
        const QString file = dir + QStringLiteral("/project.yaml");
        write(file, ("schema: migration-pilot/project@1\ntitle: t\nprice_table: " + outside.filePath(QStringLiteral("secret.yaml")).toUtf8()
                     + "\n"));
        const ProjectLoadResult loaded = loadProject(file);
        QVERIFY(loaded.project);
        const CostModel m = buildCostModel(*loaded.project, dir);
        QVERIFY(!m.table);
        QVERIFY(m.priceTableOutside);
        QCOMPARE(m.priceTableErrors.size(), 1);
        QVERIFY2(m.priceTableErrors.first().contains(QStringLiteral("outside the project")), qPrintable(m.priceTableErrors.first()));
        QProcess p;
        p.start(QStringLiteral(PILOTCTL), {QStringLiteral("cost"), file});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 1);
        const QString all = QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
        QVERIFY2(all.contains(QStringLiteral("outside the project")), qPrintable(all));
        QVERIFY2(!all.contains(QStringLiteral("do-not-quote")) && !all.contains(QStringLiteral("secret: ")), qPrintable(all));
        // Through "..", too.
        write(file, "schema: migration-pilot/project@1\ntitle: t\nprice_table: ../../escape/prices.yaml\n");
        const ProjectLoadResult dotted = loadProject(file);
        QVERIFY(dotted.project);
        QVERIFY(buildCostModel(*dotted.project, dir).priceTableOutside);
    }

    // The horizon from the measured runs: the projection's cost per training (see
    // costPerAcceptedState) over the share of completed runs whose last state is accepted.
    void horizonFromTheMeasuredRuns()
    {
        const QString horizon = QStringLiteral(
            "cost_horizon:\n  months: 12\n  trainings_per_month: 10\n  model_upkeep_hours_per_month: 20\n  kernel_share: 0.5\n"
            "  gpu: {porting_hours: 0, upkeep_hours_per_month: 5}\n"
            "  trainium2: {porting_hours: 100, upkeep_hours_per_month: 10}\n"
            "  dual: {porting_hours: 150, upkeep_hours_per_month: 15, fallback_runs_per_month: 0}\n");
        const CostModel m = model(writeProject(QStringLiteral("limits: {loss_deviation_abs: 0.05, output_quality_min: 0.8}\n") + horizon));
        const HorizonCost &h = m.horizon;
        QVERIFY(h.configured);
        // The reference's one run and the pilot's completed run (the failed one does not count)
        // end in accepted states of step 4.
        QCOMPARE(h.measured.reference.completed, 1);
        QCOMPARE(h.measured.reference.endedAccepted, 1);
        QCOMPARE(h.measured.pilot.completed, 1);
        QCOMPARE(h.measured.pilot.endedAccepted, 1);
        const double ref = 15020.0 / 3600 * 10, pilot = 28780.0 / 3600 * 3;
        QVERIFY(qAbs(*h.measured.reference.costPerAcceptedTraining() - ref) < 1e-9);
        // GPU only: 5 h × 100 € + 10 × 41.72 € a month, 12 months.
        QVERIFY(qAbs(*h.path(HorizonPath::Gpu).total - 12 * (500 + 10 * ref)) < 1e-6);
        // Trainium2 only: 10,000 € porting; 1,000 € upkeep + 0.5 × 20 h × 100 € kernel upkeep
        // + 10 × 23.98 € a month — dearer every month, so it never breaks even.
        QVERIFY(qAbs(*h.path(HorizonPath::Trainium2).total - (10000 + 12 * (1000 + 1000 + 10 * pilot))) < 1e-6);
        QVERIFY(h.breakEvens.at(0).never);
        // No fallback run is measured, and dual operation plans no re-check: it is known.
        QVERIFY(qAbs(*h.path(HorizonPath::Dual).total - (15000 + 12 * (1500 + 1000 + 10 * pilot))) < 1e-6);
        QCOMPARE(*h.cheapest, HorizonPath::Gpu);
        // Re-checks planned without a measured fallback run: dual operation is unknown, and why.
        const CostModel checks = model(writeProject(
            QStringLiteral("limits: {loss_deviation_abs: 0.05, output_quality_min: 0.8}\n")
            + QString(horizon).replace(QStringLiteral("fallback_runs_per_month: 0"), QStringLiteral("fallback_runs_per_month: 2"))));
        QVERIFY(!checks.horizon.path(HorizonPath::Dual).total);
        QVERIFY(!checks.horizon.cheapest);
        QVERIFY(checks.horizon.incomplete.join(QLatin1Char(' ')).contains(QLatin1String("no fallback run is measured yet")));
        // pilotctl carries it as `horizon`; the real verifier refuses the test's stand-in
        // checkpoints, so no state is accepted and no path has a cost per accepted training.
        QProcess p;
        p.start(QStringLiteral(PILOTCTL), {QStringLiteral("cost"), path(QStringLiteral("project.yaml")), QStringLiteral("--json")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QJsonObject o = QJsonDocument::fromJson(p.readAllStandardOutput()).object()[QStringLiteral("horizon")].toObject();
        QVERIFY(o[QStringLiteral("configured")].toBool());
        QCOMPARE(o[QStringLiteral("months")].toDouble(), 12.0);
        QVERIFY(o[QStringLiteral("cheapest")].isNull());
        QVERIFY(o[QStringLiteral("paths")][QStringLiteral("gpu")][QStringLiteral("total")].isNull());
        QVERIFY(o[QStringLiteral("paths")][QStringLiteral("gpu")][QStringLiteral("compute_per_month")].isNull());
        QVERIFY(o[QStringLiteral("paths")][QStringLiteral("gpu")][QStringLiteral("porting")].toDouble() == 0.0);
        QVERIFY2(o[QStringLiteral("measured")][QStringLiteral("reference")][QStringLiteral("reason")].toString().contains(
                     QLatin1String("accepted training state")),
                 qPrintable(QJsonDocument(o).toJson()));
        writeProject(QStringLiteral("limits: {loss_deviation_abs: 0.05, output_quality_min: 0.8}\n"));
    }

    void pilotctlCostJson()
    {
        writeProject(QStringLiteral("limits: {loss_deviation_abs: 0.05, output_quality_min: 0.8}\n"));
        QProcess p;
        p.start(QStringLiteral(PILOTCTL), {QStringLiteral("cost"), path(QStringLiteral("project.yaml")), QStringLiteral("--json")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QJsonObject o = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        const QJsonObject pilot = o[QStringLiteral("roles")][QStringLiteral("pilot")].toObject();
        QCOMPARE(pilot[QStringLiteral("phases_s")][QStringLiteral("restart")].toDouble(), 30.0);
        QCOMPARE(pilot[QStringLiteral("phases_s")][QStringLiteral("lost")].toDouble(), 40.0);
        QVERIFY(qAbs(pilot[QStringLiteral("total")].toDouble() - 145.0 / 3600 * 3) < 1e-12);
        // The real verifier refuses the test's stand-in folders: no accepted state, and the reason.
        QCOMPARE(pilot[QStringLiteral("accepted_states")].toInt(), 0);
        QVERIFY(pilot[QStringLiteral("cost_per_accepted_state")].isNull());
        QVERIFY(!pilot[QStringLiteral("cost_per_accepted_state_reason")].toString().isEmpty());
        QVERIFY(o[QStringLiteral("projection")][QStringLiteral("is_projection")].toBool());
        QCOMPARE(o[QStringLiteral("unconfirmed_prices")].toArray().first().toString(), QStringLiteral("trn2-od"));
    }
};

QTEST_GUILESS_MAIN(TestCost)
#include "tst_cost.moc"
