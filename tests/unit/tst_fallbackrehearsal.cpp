// The fallback plan at work, in situations from the decision guide ("a small GPU emergency
// profile; export the last accepted checkpoint regularly; re-check loss and quality against the
// reference after a fallback"): the fallback job built from the profile and the pilot's
// checkpoint only when it trains the same job, each fallback run re-checked against the
// reference on the steps after its resume point, never kinder than the data, and the record's
// section in both languages.
#include "core/decision/decisionrules.h"
#include "core/fallback/fallbackjob.h"
#include "core/fallback/fallbackreading.h"
#include "core/job/jobidentity.h"
#include "core/job/jobspecio.h"
#include "core/record/decisionrecord.h"
#include "core/results/pilotresults.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace pilot;

namespace {

void writeFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The pilot's job file as a team writes it (data beside it), a tiny model from scratch.
QByteArray pilotJobFile()
{
    return R"({"schema": "migration-pilot/job@1", "run_id": "pilot-1", "name": "pilot", "role": "pilot",
  "backend": "neuron", "device": "neuron", "threads": 2,
  "model": {"arch": "llama", "path": null, "config": {"vocab_size": 259, "hidden_size": 64, "intermediate_size": 128,
            "num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 2}},
  "method": {"kind": "lora", "r": 4, "alpha": 8, "dropout": 0.0},
  "data": {"train": "data/train.jsonl", "validation": "data/valid.jsonl", "version": "demo-v1"},
  "train": {"seq_len": 32, "micro_batch": 4, "grad_accum": 2, "max_steps": 10, "seed": 7, "lr": 0.003, "warmup_steps": 2},
  "checkpoint": {"every_steps": 3, "keep_last": 2}})";
}

// Events of a run: steps `from`..`to` with the loss the function gives, evaluations (exact
// match) at the listed steps, and a run_end when `completed`.
QByteArray run(qint64 from, qint64 to, const std::function<double(qint64)> &loss, const QList<qint64> &evals, bool completed,
               const QString &jobHash = QString(), const QByteArray &jobIdentity = QByteArray())
{
    QByteArray out = "{\"v\": 1, \"type\": \"run_start\", \"t\": 0, \"run_id\": \"r\", \"backend\": \"libtorch\", \"device\": \"cuda\"";
    if (!jobHash.isEmpty())
        out += ", \"job_hash\": \"" + jobHash.toLatin1() + "\"";
    if (!jobIdentity.isEmpty())
        out += ", \"job_identity\": " + jobIdentity;
    out += "}\n";
    for (qint64 s = from; s <= to; ++s) {
        const double l = loss(s);
        const QByteArray value = std::isnan(l) ? QByteArray("NaN") : QByteArray::number(l, 'g', 17);
        if (!std::isinf(l)) // infinity stands for "no line for this step"
            out += "{\"v\": 1, \"type\": \"step\", \"t\": " + QByteArray::number(s) + ", \"step\": " + QByteArray::number(s)
                   + ", \"loss\": " + value + "}\n";
        if (evals.contains(s))
            out += "{\"v\": 1, \"type\": \"eval\", \"t\": " + QByteArray::number(s) + ", \"step\": " + QByteArray::number(s)
                   + ", \"val_loss\": " + QByteArray::number(1.0 / double(s), 'g', 17) + ", \"metrics\": {\"exact_match\": 0.5}}\n";
    }
    if (completed)
        out += "{\"v\": 1, \"type\": \"run_end\", \"t\": 100, \"status\": \"completed\"}\n";
    return out;
}

double referenceLoss(qint64 step)
{
    return 3.0 - 0.2 * double(step);
}

// A project folder: the reference (10 steps), the pilot's run folder with its job.json as the
// launcher writes it and a checkpoint state at step 6, and the emergency profile made from it.
struct Situation
{
    QTemporaryDir dir;
    QString folder;
    Project project;
    QString pilotHash;

    Situation()
    {
        folder = QDir::cleanPath(dir.path());
        writeFile(folder + QStringLiteral("/jobs/pilot.json"), pilotJobFile());
        writeFile(folder + QStringLiteral("/runs/ref/metrics.jsonl"), run(1, 10, referenceLoss, {5, 10}, true));
        const JobSpecReadResult pilot = readJobSpec(folder + QStringLiteral("/jobs/pilot.json"));
        if (!pilot.spec)
            qFatal("the pilot job is invalid: %s", qPrintable(diagnosticsText(pilot.diagnostics)));
        const QByteArray asRun = runFolderJobJson(*pilot.spec, folder + QStringLiteral("/jobs/pilot.json"), LaunchTarget());
        writeFile(folder + QStringLiteral("/runs/pilot/job.json"), asRun);
        QString error;
        pilotHash = jobHash(asRun, &error);
        writeFile(folder + QStringLiteral("/runs/pilot/metrics.jsonl"), run(1, 6, referenceLoss, {5}, false, pilotHash));
        writeState(6, 2, pilotHash);
        writeFile(folder + QStringLiteral("/jobs/gpu-emergency.json"),
                  emergencyProfileFromPilotJob(asRun, QStringLiteral("libtorch"), QStringLiteral("cuda"), 0, &error));
        project.title = QStringLiteral("t");
        project.limits.lossDeviationAbs = 0.05;
        project.limits.validationMetricDeviation = 0.01;
        project.runs = {ProjectRun{QStringLiteral("runs/ref"), RunRole::Reference, QStringLiteral("GPU reference")},
                        ProjectRun{QStringLiteral("runs/pilot"), RunRole::Pilot, QString()}};
        project.fallback.emergencyProfile = QStringLiteral("jobs/gpu-emergency.json");
        project.fallback.target = QStringLiteral("local");
        project.fallback.exportEveryHours = 24;
        project.fallback.recheck = QStringLiteral("loss per step and exact match <script>alert(1)</script>");
    }

    // As the backends of this version leave it: the pilot's run_start and checkpoint name the job
    // by its identity (trainer_state format 3), its data beside the job file.
    QByteArray identity;
    void byContent()
    {
        writeFile(folder + QStringLiteral("/jobs/data/train.jsonl"), "{\"text\": \"a\"}\n");
        writeFile(folder + QStringLiteral("/jobs/data/valid.jsonl"), "{\"text\": \"b\"}\n");
        JobIdentity id;
        QString error;
        if (!jobIdentity(readFile(folder + QStringLiteral("/runs/pilot/job.json")), QString(), &id, &error))
            qFatal("no identity: %s", qPrintable(error));
        pilotHash = id.hash;
        identity = id.canonical;
        writeFile(folder + QStringLiteral("/runs/pilot/metrics.jsonl"), run(1, 6, referenceLoss, {5}, false, pilotHash, identity));
        QJsonObject state{{QStringLiteral("format_version"), 3},
                          {QStringLiteral("global_step"), 6},
                          {QStringLiteral("job_hash"), pilotHash},
                          {QStringLiteral("job_identity"), QJsonDocument::fromJson(identity).object()}};
        writeFile(checkpoint(6) + QStringLiteral("/trainer_state.json"), QJsonDocument(state).toJson());
    }

    QString checkpoint(qint64 step) const { return folder + QStringLiteral("/runs/pilot/checkpoints/step-%1").arg(step, 6, 10, QLatin1Char('0')); }

    void writeState(qint64 step, int format, const QString &hash) const
    {
        writeFile(checkpoint(step) + QStringLiteral("/trainer_state.json"),
                  QJsonDocument(QJsonObject{{QStringLiteral("format_version"), format},
                                            {QStringLiteral("global_step"), step},
                                            {QStringLiteral("job_hash"), hash}})
                      .toJson());
    }

    // A fallback run of the project: its metrics and a job.json that names what it resumed.
    void addFallback(const QString &name, const QByteArray &metrics, const QString &resume)
    {
        const QString runDir = folder + QStringLiteral("/runs/") + name;
        writeFile(runDir + QStringLiteral("/metrics.jsonl"), metrics);
        writeFile(runDir + QStringLiteral("/job.json"), QJsonDocument(QJsonObject{{QStringLiteral("resume"), resume}}).toJson());
        project.runs.append(ProjectRun{QStringLiteral("runs/") + name, RunRole::Fallback, QString()});
    }

    FallbackJobRequest request() const
    {
        FallbackJobRequest r;
        r.profileFile = folder + QStringLiteral("/jobs/gpu-emergency.json");
        r.pilotRunDir = folder + QStringLiteral("/runs/pilot");
        r.checkpointDir = checkpoint(6);
        r.name = QStringLiteral("fallback-from-step-6");
        return r;
    }
};

} // namespace

class TestFallbackRehearsal : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // "A small GPU emergency profile": made from the pilot's job with only backend, device and
    // threads changed, it resumes the pilot's last accepted state.
    void theProfileMadeFromThePilotResumesItsCheckpoint()
    {
        Situation s;
        const FallbackJob job = buildFallbackJob(s.request());
        QVERIFY2(job.ok(), qPrintable(job.refusals.join(QLatin1Char('\n'))));
        QCOMPARE(job.jobHash, s.pilotHash);
        QCOMPARE(job.checkpointJobHash, s.pilotHash);
        const JobSpecReadResult read = parseJobSpec(job.json, QStringLiteral("fallback.json"));
        QVERIFY2(read.spec, qPrintable(diagnosticsText(read.diagnostics)));
        QCOMPARE(read.spec->role, QStringLiteral("fallback"));
        QCOMPARE(read.spec->resume, s.checkpoint(6));
        QCOMPARE(read.spec->name, QStringLiteral("fallback-from-step-6"));
        QCOMPARE(read.spec->backend, QStringLiteral("libtorch"));
        QCOMPARE(read.spec->device, QStringLiteral("cuda"));
        QCOMPARE(read.spec->data.train, s.folder + QStringLiteral("/jobs/data/train.jsonl")); // absolute: the file may go anywhere
        QString error;
        QVERIFY(emergencyProfileFromPilotJob(readFile(s.folder + QStringLiteral("/runs/pilot/job.json")), QStringLiteral("libtorch"),
                                             QStringLiteral("tpu"), 0, &error)
                    .isEmpty());
        QVERIFY2(error.startsWith(QStringLiteral("device:")), qPrintable(error));
    }

    // A profile someone "tuned" for the GPU trains another job: refused, naming the field.
    void aProfileThatTrainsAnotherJobIsRefused()
    {
        Situation s;
        QJsonObject profile = QJsonDocument::fromJson(readFile(s.request().profileFile)).object();
        QJsonObject train = profile.value(QStringLiteral("train")).toObject();
        train[QStringLiteral("lr")] = 0.006;
        profile[QStringLiteral("train")] = train;
        profile[QStringLiteral("precision")] = QStringLiteral("bf16");
        writeFile(s.request().profileFile, QJsonDocument(profile).toJson());
        const FallbackJob job = buildFallbackJob(s.request());
        QVERIFY(!job.ok());
        QVERIFY(job.json.isEmpty());
        const QString reason = job.refusals.join(QLatin1Char('\n'));
        QVERIFY2(reason.contains(QStringLiteral("train.lr (pilot 0.003, profile 0.006)")), qPrintable(reason));
        QVERIFY2(reason.contains(QStringLiteral("precision (pilot \"fp32\", profile \"bf16\")")), qPrintable(reason));
        QCOMPARE(job.differences.size(), 2);

        // A profile that is no valid job is refused by field, as every job reader does.
        train[QStringLiteral("lr")] = 20;
        profile[QStringLiteral("train")] = train;
        writeFile(s.request().profileFile, QJsonDocument(profile).toJson());
        const FallbackJob invalid = buildFallbackJob(s.request());
        QVERIFY(!invalid.ok());
        QVERIFY2(invalid.refusals.join(QLatin1Char('\n')).contains(QStringLiteral("train.lr: must lie between 0 and 10")),
                 qPrintable(invalid.refusals.join(QLatin1Char('\n'))));
    }

    // Format 3: the profile's identity, its inputs read here, against what the checkpoint and the
    // pilot's run_start keep: the same training resumes; one tuned for the GPU is refused with
    // both values; inputs that cannot be read here make it unknown, naming them.
    void byContentTheProfileIsJudgedByWhatItTrains()
    {
        Situation s;
        s.byContent();
        const FallbackJob job = buildFallbackJob(s.request());
        QVERIFY2(job.ok(), qPrintable(job.refusals.join(QLatin1Char('\n'))));
        QCOMPARE(job.checkpointFormat, 3);
        QCOMPARE(job.jobHash, s.pilotHash);
        FallbackReading f = computePilotResults(s.project, s.folder).fallback;
        QCOMPARE(f.pilotJobHash, s.pilotHash);
        QCOMPARE(f.profile.sameTraining, std::optional<bool>(true));
        QCOMPARE(f.profile.jobHash, s.pilotHash);

        // The training data changed under the profile: another job, named by the data's digest.
        writeFile(s.folder + QStringLiteral("/jobs/data/train.jsonl"), "{\"text\": \"changed\"}\n");
        const FallbackJob other = buildFallbackJob(s.request());
        QVERIFY(!other.ok());
        QCOMPARE(other.differences.size(), 1);
        QCOMPARE(other.differences.constFirst().key, QStringLiteral("data.sha256.train"));
        QVERIFY2(other.refusals.join(QLatin1Char(' ')).contains(QStringLiteral("data.sha256.train (pilot \"")),
                 qPrintable(other.refusals.join(QLatin1Char(' '))));
        f = computePilotResults(s.project, s.folder).fallback;
        QCOMPARE(f.profile.sameTraining, std::optional<bool>(false));
        QCOMPARE(f.profile.differences.constFirst().key, QStringLiteral("data.sha256.train"));

        // Gone from this machine: nothing is claimed, and the reason names the file.
        QVERIFY(QFile::remove(s.folder + QStringLiteral("/jobs/data/train.jsonl")));
        const FallbackJob unknown = buildFallbackJob(s.request());
        QVERIFY(!unknown.ok());
        QVERIFY2(unknown.refusals.join(QLatin1Char(' ')).contains(QStringLiteral("data.train: ")),
                 qPrintable(unknown.refusals.join(QLatin1Char(' '))));
        f = computePilotResults(s.project, s.folder).fallback;
        QVERIFY(!f.profile.sameTraining);
        QVERIFY2(f.profile.unidentified.contains(QStringLiteral("train.jsonl")), qPrintable(f.profile.unidentified));

        // A rehearsal of this version says its identity; one of an older version (a hash of the
        // job text) cannot be compared with it and is not called the same.
        s.addFallback(QStringLiteral("fallback-new"), run(7, 10, referenceLoss, {10}, true, s.pilotHash, s.identity), s.checkpoint(6));
        s.addFallback(QStringLiteral("fallback-old"), run(7, 10, referenceLoss, {10}, true, s.pilotHash), s.checkpoint(6));
        f = computePilotResults(s.project, s.folder).fallback;
        QCOMPARE(f.rehearsals.size(), 2);
        QCOMPARE(f.rehearsals.at(0).sameTraining, std::optional<bool>(true));
        QVERIFY(!f.rehearsals.at(1).sameTraining);
    }

    // A checkpoint of trainer_state format 1 hashed backend, device and threads: a GPU job cannot
    // tell whether it is the pilot's, so it is refused, saying so.
    void aFormat1CheckpointIsRefusedOnAnotherDevice()
    {
        Situation s;
        s.writeState(6, 1, s.pilotHash);
        const FallbackJob job = buildFallbackJob(s.request());
        QVERIFY(!job.ok());
        QVERIFY2(job.refusals.join(QLatin1Char(' ')).contains(QStringLiteral("format 1")), qPrintable(job.refusals.join(QLatin1Char(' '))));
        // Without a job hash nothing says whose it is.
        s.writeState(6, 2, QString());
        QVERIFY(buildFallbackJob(s.request()).refusals.join(QLatin1Char(' ')).contains(QStringLiteral("no job_hash")));
    }

    // "Re-check loss and quality against the reference after a fallback": a fallback that
    // resumed at step 6 is judged on steps 7 to 10, where its losses equal the reference's.
    void aFallbackEqualToTheReferencePasses()
    {
        Situation s;
        s.addFallback(QStringLiteral("fallback-ok"), run(7, 10, referenceLoss, {10}, true, s.pilotHash), s.checkpoint(6));
        const FallbackReading f = computePilotResults(s.project, s.folder).fallback;
        QVERIFY(f.planned);
        QCOMPARE(f.profile.state, FallbackProfileFacts::State::Read);
        QCOMPARE(f.profile.sameTraining, std::optional<bool>(true));
        QCOMPARE(f.rehearsals.size(), 1);
        const FallbackRehearsal &r = f.rehearsals.constFirst();
        QCOMPARE(r.resumedFrom, 6);
        QCOMPARE(r.status, QStringLiteral("completed"));
        QCOMPARE(r.sameTraining, std::optional<bool>(true));
        QCOMPARE(r.loss.coverage.referencePoints, 4);
        QCOMPARE(r.loss.coverage.compared, 4);
        QCOMPARE(*r.loss.coverage.firstCompared, 7.0);
        QCOMPARE(r.validation.size(), 2); // val_loss and exact_match at 10 (the evaluation at 5 is before the resume point)
        QCOMPARE(r.verdict, Verdict::Pass);
    }

    void deviationsAndGapsFail_data()
    {
        QTest::addColumn<QByteArray>("metrics");
        QTest::addColumn<QString>("resume");
        QTest::addColumn<int>("verdict");
        QTest::addColumn<QString>("reason");
        const auto ref = [](qint64 s) { return referenceLoss(s); };
        QTest::newRow("loss off by 0.2 at step 9")
            << run(7, 10, [](qint64 s) { return referenceLoss(s) + (s == 9 ? 0.2 : 0.0); }, {10}, true) << QStringLiteral("step-000006")
            << int(Verdict::Fail) << QString();
        QTest::newRow("NaN at step 8") << run(7, 10, [](qint64 s) { return s == 8 ? qQNaN() : referenceLoss(s); }, {10}, true)
                                       << QStringLiteral("step-000006") << int(Verdict::Fail) << QStringLiteral("pilot_non_finite");
        QTest::newRow("step 8 missing") << run(7, 10, [](qint64 s) { return s == 8 ? qInf() : referenceLoss(s); }, {10}, true)
                                        << QStringLiteral("step-000006") << int(Verdict::Fail) << QStringLiteral("pilot_missing_steps");
        QTest::newRow("resumed later than it says") << run(8, 10, ref, {10}, true) << QStringLiteral("step-000006") << int(Verdict::Fail)
                                                    << QStringLiteral("pilot_missing_steps");
        QTest::newRow("still running") << run(7, 8, ref, {}, false) << QStringLiteral("step-000006") << int(Verdict::Incomplete)
                                       << QStringLiteral("run_unfinished");
        QTest::newRow("resume auto: where it started is a guess")
            << run(7, 10, ref, {10}, true) << QStringLiteral("auto") << int(Verdict::Incomplete) << QStringLiteral("resume_unknown");
        QTest::newRow("no evaluation: output quality missing")
            << run(7, 10, ref, {}, true) << QStringLiteral("step-000006") << int(Verdict::Fail) << QString();
    }

    void deviationsAndGapsFail()
    {
        QFETCH(QByteArray, metrics);
        QFETCH(QString, resume);
        QFETCH(int, verdict);
        QFETCH(QString, reason);
        Situation s;
        s.addFallback(QStringLiteral("fallback"), metrics,
                      resume == QLatin1String("auto") ? resume : s.folder + QStringLiteral("/runs/pilot/checkpoints/") + resume);
        const FallbackReading f = computePilotResults(s.project, s.folder).fallback;
        QCOMPARE(f.rehearsals.size(), 1);
        const FallbackRehearsal &r = f.rehearsals.constFirst();
        QCOMPARE(int(r.verdict), verdict);
        if (!reason.isEmpty())
            QVERIFY2(r.reasons.contains(reason) || r.loss.reasons.contains(reason),
                     qPrintable((r.reasons + r.loss.reasons).join(QLatin1Char(','))));
    }

    void noReferenceNoPass()
    {
        Situation s;
        s.project.runs.removeFirst();
        s.addFallback(QStringLiteral("fallback"), run(7, 10, referenceLoss, {10}, true), s.checkpoint(6));
        const FallbackRehearsal r = readFallback(s.project, s.folder).rehearsals.constFirst();
        QVERIFY(r.reasons.contains(QStringLiteral("no_reference")));
        QVERIFY(r.verdict != Verdict::Pass);
    }

    void runsOutsideTheProjectAreNotRead()
    {
        Situation s;
        s.project.runs.append(ProjectRun{QStringLiteral("../elsewhere"), RunRole::Fallback, QString()});
        s.project.fallback.emergencyProfile = QStringLiteral("../gpu.json"); // only a project built in memory holds this
        const FallbackReading f = readFallback(s.project, s.folder);
        QCOMPARE(f.rehearsals.constFirst().problem, FallbackRehearsal::Problem::Outside);
        QCOMPARE(f.profile.state, FallbackProfileFacts::State::Outside);
    }

    void recordShowsPlanAndRehearsal()
    {
        Situation s;
        s.addFallback(QStringLiteral("fallback-ok"), run(7, 10, referenceLoss, {10}, true, s.pilotHash), s.checkpoint(6));
        const DecisionRules rules = DecisionRules::builtIn();
        const PilotResults results = computePilotResults(s.project, s.folder);
        DecisionRecord en(s.project, rules, QStringLiteral("en"), QDate(2026, 12, 4));
        en.setProjectFolder(s.folder);
        en.setPilotResults(results);
        const QString md = en.markdown();
        QVERIFY2(md.contains(QStringLiteral("## Fallback plan")), qPrintable(md));
        QVERIFY(md.contains(QStringLiteral("jobs/gpu\\-emergency.json (libtorch on cuda); same training as the pilot (job hash): yes"))
                || md.contains(QStringLiteral("jobs/gpu-emergency.json (libtorch on cuda); same training as the pilot (job hash): yes")));
        QVERIFY(md.contains(QStringLiteral("every 24 hours")));
        QVERIFY(md.contains(QStringLiteral("Rehearsed: yes, 1 fallback run(s)")));
        QVERIFY(md.contains(QStringLiteral("inside the acceptance limits; steps 7 to 10 compared (4 of 4 reference points)")));
        QVERIFY(!md.contains(s.folder)); // never where the project lives
        const QString html = en.html();
        QVERIFY(html.contains(QStringLiteral("&lt;script&gt;")));
        QVERIFY(!html.contains(QStringLiteral("<script>")));

        DecisionRecord de(s.project, rules, QStringLiteral("de"), QDate(2026, 12, 4));
        de.setPilotResults(results);
        const QString deHtml = de.html();
        QVERIFY(deHtml.contains(QStringLiteral("Fallback-Plan")));
        QVERIFY(deHtml.contains(QStringLiteral("libtorch auf cuda")));
        QVERIFY(deHtml.contains(QStringLiteral("Geprobt: ja")));
        QVERIFY(deHtml.contains(QStringLiteral("innerhalb der Abnahmegrenzen; Schritte 7 bis 10 verglichen")));
        QVERIFY(de.markdown().contains(QStringLiteral("alle 24 Stunden")));
    }

    void recordSaysWhenThereIsNoPlan()
    {
        Situation s;
        s.project.fallback = FallbackPlan();
        const DecisionRules rules = DecisionRules::builtIn();
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("de")}) {
            DecisionRecord record(s.project, rules, language, QDate(2026, 12, 4));
            record.setPilotResults(computePilotResults(s.project, s.folder));
            const QString md = record.markdown();
            QVERIFY2(md.contains(language == QLatin1String("de") ? QStringLiteral("Kein Fallback-Plan erfasst")
                                                                  : QStringLiteral("No fallback plan recorded")),
                     qPrintable(md));
            QVERIFY(md.contains(language == QLatin1String("de") ? QStringLiteral("Geprobt: nein") : QStringLiteral("Rehearsed: no")));
        }
        // A plan whose profile trains another job says so in the record.
        Situation other;
        QJsonObject profile = QJsonDocument::fromJson(readFile(other.request().profileFile)).object();
        QJsonObject data = profile.value(QStringLiteral("data")).toObject();
        data[QStringLiteral("version")] = QStringLiteral("demo-v2");
        profile[QStringLiteral("data")] = data;
        writeFile(other.request().profileFile, QJsonDocument(profile).toJson());
        DecisionRecord record(other.project, rules, QStringLiteral("en"), QDate(2026, 12, 4));
        record.setPilotResults(computePilotResults(other.project, other.folder));
        QVERIFY2(record.markdown().contains(QStringLiteral("no, it differs in data.version")), qPrintable(record.markdown()));
    }
};

QTEST_GUILESS_MAIN(TestFallbackRehearsal)
#include "tst_fallbackrehearsal.moc"
