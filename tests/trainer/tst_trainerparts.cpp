// Pieces of pilot-trainer: AdamW against libtorch's, schedules, data order, batches,
// job errors, checkpoint validation and rotation.
#include "adamw.h"
#include "canonicaltext.h"
#include "checkpoint.h"
#include "dataset.h"
#include "jobidentity.h"
#include "trainerstate.h"
#include "trainjob.h"

#include "tensor/tensorio.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <fstream>

using namespace pilot;
using namespace pilot::trainer;

namespace {

nlohmann::json minimalJob()
{
    return nlohmann::json::parse(R"({
      "schema": "migration-pilot/job@1", "run_id": "r", "name": "n", "role": "reference",
      "backend": "libtorch", "device": "cpu",
      "model": {"arch": "llama", "path": "model"},
      "method": {"kind": "lora", "r": 4, "alpha": 8},
      "data": {"train": "t.jsonl", "validation": "v.jsonl", "version": "x"},
      "train": {"seq_len": 32, "micro_batch": 2, "max_steps": 5, "seed": 1, "lr": 0.001}
    })");
}

void writeFile(const std::string &path, const std::string &content)
{
    std::ofstream(path) << content;
}

} // namespace

class TestTrainerParts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // The canonical form (RFC 8785) over nlohmann::json against the shared vectors, as the core
    // and the Neuron job.
    void canonicalFormOfTheSharedVectors()
    {
        QFile file(QStringLiteral(PILOT_SOURCE_DIR "/tests/data/canonical-json.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject doc = QJsonDocument::fromJson(file.readAll()).object();
        int checked = 0;
        for (const QJsonValue &v : doc.value(QStringLiteral("vectors")).toArray()) {
            const std::string json = v[QStringLiteral("json")].toString().toStdString();
            QCOMPARE(QString::fromStdString(canonicalJsonText(json)), v[QStringLiteral("canonical")].toString());
            ++checked;
        }
        QVERIFY(checked >= 8);
        for (const QJsonValue &v : doc.value(QStringLiteral("refused")).toArray()) {
            bool refused = false;
            try {
                canonicalJsonText(v.toString().toStdString());
            } catch (const std::exception &) { // the parser's out-of-range error, or ours
                refused = true;
            }
            QVERIFY2(refused, qPrintable(v.toString()));
        }
    }

    void adamwEqualsLibtorchAdamW()
    {
        torch::manual_seed(3);
        torch::Tensor a = torch::randn({7, 5}, torch::requires_grad());
        torch::Tensor b = a.detach().clone().requires_grad_(true);
        AdamW ours({{"w", a}}, AdamW::Options{0.9, 0.95, 1e-8, 0.1});
        torch::optim::AdamW theirs({b}, torch::optim::AdamWOptions(0.01).betas({0.9, 0.95}).eps(1e-8).weight_decay(0.1));
        for (int step = 0; step < 6; ++step) {
            const torch::Tensor x = torch::randn({5, 3});
            ours.zeroGrad();
            theirs.zero_grad();
            (a.matmul(x).sin().sum()).backward();
            (b.matmul(x).sin().sum()).backward();
            ours.step(0.01);
            theirs.step();
            QVERIFY2(torch::equal(a, b), qPrintable(QStringLiteral("differs after step %1").arg(step + 1)));
        }
        // State round trip through safetensors restores the exact moments.
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("opt.safetensors")).toStdString();
        tensor::saveSafetensors(path, ours.state());
        torch::Tensor c = a.detach().clone().requires_grad_(true);
        AdamW restored({{"w", c}}, AdamW::Options{0.9, 0.95, 1e-8, 0.1});
        restored.load(tensor::loadSafetensors(path).tensors);
        QCOMPARE(restored.steps(), qint64(6));
        const torch::Tensor x = torch::randn({5, 3});
        ours.zeroGrad();
        restored.zeroGrad();
        (a.matmul(x).sum()).backward();
        (c.matmul(x).sum()).backward();
        ours.step(0.01);
        restored.step(0.01);
        QVERIFY(torch::equal(a, c));
    }

    void schedules()
    {
        // Transformers' get_cosine_schedule_with_warmup(warmup=10, total=110), update k uses lambda(k-1).
        QCOMPARE(scheduledLr(1.0, "cosine", 1, 10, 110), 0.0);
        QCOMPARE(scheduledLr(1.0, "cosine", 6, 10, 110), 0.5);
        QCOMPARE(scheduledLr(1.0, "cosine", 11, 10, 110), 1.0);
        QVERIFY(qAbs(scheduledLr(1.0, "cosine", 61, 10, 110) - 0.5) < 1e-12);
        QVERIFY(qAbs(scheduledLr(1.0, "cosine", 111, 10, 110)) < 1e-12);
        QCOMPARE(scheduledLr(2.0, "linear", 61, 10, 110), 1.0);
        QCOMPARE(scheduledLr(2.0, "constant", 100, 10, 110), 2.0);
        QCOMPARE(scheduledLr(2.0, "constant", 1, 0, 110), 2.0);
    }

    void dataOrderIsAPureFunction()
    {
        const auto a = epochOrder(50, 1234, "demo-v1", 0);
        QCOMPARE(a, epochOrder(50, 1234, "demo-v1", 0));
        QVERIFY(a != epochOrder(50, 1234, "demo-v1", 1));
        QVERIFY(a != epochOrder(50, 1235, "demo-v1", 0));
        QVERIFY(a != epochOrder(50, 1234, "demo-v2", 0));
        std::vector<std::size_t> sorted = a;
        std::sort(sorted.begin(), sorted.end());
        for (std::size_t i = 0; i < sorted.size(); ++i)
            QCOMPARE(sorted[i], i);
        // The test vector of docs/data-order.md: other backends must produce the same.
        const auto vector = epochOrder(10, 1234, "demo-v1", 0);
        QCOMPARE(QList<std::size_t>(vector.begin(), vector.end()), QList<std::size_t>({DATA_ORDER_TEST_VECTOR}));
    }

    void batchesPredictOnlyTheCompletion()
    {
        const tensor::ByteTokenizer tok;
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("d.jsonl")).toStdString();
        writeFile(path, "{\"prompt\": \"ab\", \"completion\": \"c\"}\n\n{\"text\": \"xy\"}\n");
        const Dataset data = loadDataset(path, "", tok, 16);
        QCOMPARE(data.examples.size(), std::size_t(2));
        QCOMPARE(data.examples[0].ids, std::vector<std::int64_t>({256, 'a', 'b', 'c', 257}));
        const Batch b = makeBatch({&data.examples[0], &data.examples[1]}, tok.pad());
        QCOMPARE(b.ids.sizes().vec(), std::vector<std::int64_t>({2, 5}));
        // Row 0: positions 0,1 predict prompt bytes (no loss); 2 predicts 'c', 3 predicts EOS; 4 is the end.
        const std::vector<std::int64_t> row0(b.targets[0].data_ptr<std::int64_t>(), b.targets[0].data_ptr<std::int64_t>() + 5);
        QCOMPARE(row0, std::vector<std::int64_t>({-100, -100, 'c', 257, -100}));
        const std::vector<std::int64_t> row1(b.targets[1].data_ptr<std::int64_t>(), b.targets[1].data_ptr<std::int64_t>() + 5);
        QCOMPARE(row1, std::vector<std::int64_t>({'x', 'y', 257, -100, -100}));
        QCOMPARE(b.ids[1][4].item<std::int64_t>(), tok.pad());
        // A changed file is refused by its checksum.
        try {
            loadDataset(path, std::string(64, '0'), tok, 16);
            QFAIL("a wrong SHA-256 was accepted");
        } catch (const std::runtime_error &e) {
            QVERIFY(QString::fromUtf8(e.what()).contains(QLatin1String("SHA-256")));
        }
    }

    void badDataIsLocated()
    {
        const tensor::ByteTokenizer tok;
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("d.jsonl")).toStdString();
        writeFile(path, "{\"prompt\": \"a\", \"completion\": \"b\"}\n{\"prompt\": 5, \"completion\": \"b\"}\n");
        try {
            loadDataset(path, "", tok, 16);
            QFAIL("bad data accepted");
        } catch (const std::runtime_error &e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(QLatin1String("d.jsonl:2: prompt: expected text")), e.what());
        }
    }

    void jobErrorsNameTheField_data()
    {
        QTest::addColumn<QString>("patch");
        QTest::addColumn<QString>("expected");
        QTest::newRow("lr") << R"({"train": {"lr": "fast"}})"
                            << "train.lr: expected a number";
        QTest::newRow("steps") << R"({"train": {"max_steps": 0}})"
                               << "train.max_steps: must be at least 1";
        QTest::newRow("schema") << R"({"schema": "migration-pilot/job@9"})"
                                << "schema: expected";
        QTest::newRow("device") << R"({"device": "tpu"})"
                                << "device: expected one of";
        QTest::newRow("targets") << R"({"method": {"target_modules": ["qkv"]}})"
                                 << "method.target_modules: unknown module";
        QTest::newRow("model") << R"({"model": {"config": {"hidden_size": 8}}})"
                               << "model.path: give either";
        QTest::newRow("data") << R"({"data": {"train": null}})"
                              << "data.train: missing";
        QTest::newRow("betas") << R"({"train": {"optimizer": {"betas": [0.9]}}})"
                               << "train.optimizer.betas";
    }

    void jobErrorsNameTheField()
    {
        QFETCH(QString, patch);
        QFETCH(QString, expected);
        nlohmann::json job = minimalJob();
        job.merge_patch(nlohmann::json::parse(patch.toStdString()));
        try {
            parseTrainJob(job, "/base");
            QFAIL("invalid job accepted");
        } catch (const JobError &e) {
            QVERIFY2(QString::fromUtf8(e.what()).startsWith(expected), e.what());
        }
    }

    void jobPathsAndFormat2Hash()
    {
        const TrainJob a = parseTrainJob(minimalJob(), "/base");
        QCOMPARE(a.modelPath, std::string("/base/model"));
        QCOMPARE(a.trainData, std::string("/base/t.jsonl"));
        nlohmann::json renamed = minimalJob();
        renamed["name"] = "other name";
        renamed["eval"] = {{"every_steps", 7}};
        QCOMPARE(parseTrainJob(renamed, "/base").hashFormat2, a.hashFormat2); // does not change the computation
        nlohmann::json changed = minimalJob();
        changed["train"]["lr"] = 0.002;
        QVERIFY(parseTrainJob(changed, "/base").hashFormat2 != a.hashFormat2);
        // Where and how the job runs is not what it trains; precision is.
        nlohmann::json elsewhere = minimalJob();
        elsewhere["backend"] = "neuron";
        elsewhere["device"] = "neuron";
        elsewhere["threads"] = 7;
        const TrainJob b = parseTrainJob(elsewhere, "/base");
        QCOMPARE(b.hashFormat2, a.hashFormat2);
        QVERIFY(b.hashFormat1 != a.hashFormat1); // format 1 hashed them
        nlohmann::json bf16 = minimalJob();
        bf16["precision"] = "bf16";
        QVERIFY(parseTrainJob(bf16, "/base").hashFormat2 != a.hashFormat2);
    }

    // The test vector of docs/job-interface.md, section 6, computed apart from this code.
    void jobHashFormat2TestVector()
    {
        QFile f(QStringLiteral(PILOT_SOURCE_DIR "/docs/job-interface.md"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString doc = QString::fromUtf8(f.readAll());
        const QRegularExpressionMatch example =
            QRegularExpression(QStringLiteral("### Example\\n.*?```json\\n(.*?)```"), QRegularExpression::DotMatchesEverythingOption)
                .match(doc);
        QVERIFY2(example.hasMatch(), "docs/job-interface.md no longer has the example job of section 3");
        const QRegularExpressionMatch vector =
            QRegularExpression(
                QStringLiteral(
                    "under format 2's rule the example of section 3 had the job hash\\s+`([0-9a-f]{64})`.*?under format 1's rule "
                    "it had\\s+`([0-9a-f]{64})`"),
                QRegularExpression::DotMatchesEverythingOption)
                .match(doc);
        QVERIFY2(vector.hasMatch(), "docs/job-interface.md no longer states the format 2 job hash's test vector");
        QCOMPARE(vector.captured(1), QStringLiteral("35a3c40b9433be15c8b71ee1afa83327d82f716ded8977485ea50709c29c7729"));
        nlohmann::json job = nlohmann::json::parse(example.captured(1).toStdString());
        QCOMPARE(QString::fromStdString(jobHashFormat2(job)), vector.captured(1));
        QCOMPARE(QString::fromStdString(jobHashFormat1(job)), vector.captured(2));
        job["backend"] = "neuron";
        job["device"] = "neuron";
        job["threads"] = 64;
        QCOMPARE(QString::fromStdString(jobHashFormat2(job)), vector.captured(1));
        QVERIFY(QString::fromStdString(jobHashFormat1(job)) != vector.captured(2));
    }

    // A checkpoint's state names its job by hash: of format 3 by the job's identity (kept beside
    // it); of formats 2 and 1 (older versions) under their rules — format 2 hashed the paths,
    // format 1 also backend, device and threads — refused with a message that says so when it
    // does not match.
    void stateHashByFormat_data()
    {
        QTest::addColumn<int>("format");
        QTest::addColumn<bool>("sameBackend");
        QTest::addColumn<QString>("error"); // empty: accepted
        QTest::newRow("format 3, same job") << 3 << true << QString();
        QTest::newRow("format 3, other backend, device and threads") << 3 << false << QString();
        QTest::newRow("format 2, same job") << 2 << true << QString();
        QTest::newRow("format 2, other backend, device and threads") << 2 << false << QString();
        QTest::newRow("format 1, same job on the same backend") << 1 << true << QString();
        QTest::newRow("format 1, other backend, device and threads")
            << 1 << false << QStringLiteral("job_hash: this checkpoint was written by an older version (trainer_state.json format_version 1)");
        QTest::newRow("format 4") << 4 << true << QStringLiteral("format_version: 4 is outside [1, 3]");
    }

    void stateHashByFormat()
    {
        QFETCH(int, format);
        QFETCH(bool, sameBackend);
        QFETCH(QString, error);
        // The identity stands in for what identifyJob reads from the files: the settings part
        // is the job's own.
        const auto identified = [](const nlohmann::json &json) {
            TrainJob job = parseTrainJob(json, "/base");
            job.identity = {{"train", json["train"]}, {"data", {{"sha256", {{"train", "t"}, {"validation", "v"}}}}}};
            job.hash = identityHash(job.identity);
            return job;
        };
        const TrainJob writer = identified(minimalJob());
        nlohmann::json readerJson = minimalJob();
        if (!sameBackend) {
            readerJson["backend"] = "neuron";
            readerJson["device"] = "neuron";
            readerJson["threads"] = 3;
        }
        const TrainJob reader = identified(readerJson);
        TrainerState state;
        state.scheduleKind = writer.schedule;
        state.peakLr = writer.lr;
        state.totalSteps = writer.maxSteps;
        state.nextLr = scheduledLr(writer.lr, writer.schedule, 1, writer.warmupSteps, writer.maxSteps);
        state.rngCpu = std::string(8, '0');
        state.datasetVersion = writer.dataVersion;
        state.trainSha256 = "t";
        state.validationSha256 = "v";
        state.method = writer.method;
        state.jobHash = format == 1 ? writer.hashFormat1 : format == 2 ? writer.hashFormat2 : writer.hash;
        state.jobIdentity = writer.identity;
        nlohmann::json text = toJson(state);
        QCOMPARE(text["format_version"].get<int>(), kStateFormatVersion);
        text["format_version"] = format;
        StateExpectations expect;
        expect.job = &reader;
        expect.trainExamples = 10;
        expect.trainSha256 = "t";
        expect.validationSha256 = "v";
        expect.checkpointStep = 0;
        expect.rngStateBytes = 4;
        try {
            parseTrainerState(text.dump(), expect);
            QVERIFY2(error.isEmpty(), qPrintable(QStringLiteral("accepted, expected: ") + error));
        } catch (const ForeignJobError &e) {
            QVERIFY2(!error.isEmpty() && QString::fromUtf8(e.what()).startsWith(error), e.what());
            QVERIFY2(QString::fromUtf8(e.what()).contains(QLatin1String("backend, device and threads")), e.what());
        } catch (const StateError &e) {
            QVERIFY2(!error.isEmpty() && QString::fromUtf8(e.what()).startsWith(error), e.what());
        }
        // Another training is another job in either format: its lr differs.
        nlohmann::json otherJson = readerJson;
        otherJson["train"]["lr"] = 0.002;
        const TrainJob other = identified(otherJson);
        expect.job = &other;
        if (format <= 3) {
            try {
                parseTrainerState(text.dump(), expect);
                QFAIL("the state of another training was accepted");
            } catch (const ForeignJobError &e) {
                QVERIFY2(QString::fromUtf8(e.what()).startsWith(QLatin1String("job_hash: ")), e.what());
                // Format 3 says where: the learning rate, with both values.
                if (format == 3)
                    QVERIFY2(QString::fromUtf8(e.what()).contains(QLatin1String("train.lr (checkpoint 0.001, job 0.002)")), e.what());
            }
        }
        // A format 3 state whose identity was edited no longer matches its own hash.
        if (format == 3 && error.isEmpty()) {
            nlohmann::json edited = text;
            edited["job_identity"]["train"]["lr"] = 0.5;
            expect.job = &reader;
            try {
                parseTrainerState(edited.dump(), expect);
                QFAIL("an edited job_identity was accepted");
            } catch (const StateError &e) {
                QVERIFY2(QString::fromUtf8(e.what()).contains(QLatin1String("job_identity: its hash is not job_hash")), e.what());
            }
        }
    }

    void checkpointsAreValidatedAndRotated()
    {
        QTemporaryDir run;
        const std::string runDir = run.path().toStdString();
        const auto writeOne = [&](std::int64_t step) {
            return checkpoint::write(runDir, step, [&](const std::string &dir) {
                tensor::saveSafetensors(dir + "/model.safetensors", {{"w", torch::full({4}, double(step))}});
                tensor::saveSafetensors(dir + "/optimizer.safetensors", {{"step", torch::tensor(step)}});
                writeFile(dir + "/trainer_state.json", "{}");
            });
        };
        for (std::int64_t step : {5, 10, 15})
            QVERIFY(checkpoint::validate(writeOne(step)).empty());
        checkpoint::rotate(runDir, 2);
        QVERIFY(!std::filesystem::exists(runDir + "/checkpoints/step-000005"));
        QVERIFY(std::filesystem::exists(runDir + "/checkpoints/step-000015"));

        // A flipped byte is caught by the manifest, and the newest valid one is the older.
        const std::string newest = runDir + "/checkpoints/step-000015/model.safetensors";
        {
            std::fstream f(newest, std::ios::in | std::ios::out | std::ios::binary);
            f.seekp(-1, std::ios::end);
            f.put('\x7f');
        }
        QVERIFY(QString::fromStdString(checkpoint::validate(runDir + "/checkpoints/step-000015")).contains(QLatin1String("SHA-256")));
        std::vector<std::string> rejected;
        const auto found = checkpoint::newestValid(runDir, &rejected);
        QVERIFY(found.has_value());
        QCOMPARE(found->step, qint64(10));
        QCOMPARE(rejected.size(), std::size_t(1));

        // Without COMPLETE a folder is unfinished, whatever else it holds.
        std::filesystem::remove(runDir + "/checkpoints/step-000010/COMPLETE");
        QVERIFY(QString::fromStdString(checkpoint::validate(runDir + "/checkpoints/step-000010")).contains(QLatin1String("COMPLETE")));
        QVERIFY(!checkpoint::newestValid(runDir, nullptr).has_value());

        // A .partial folder (a crash while writing) is never a checkpoint and is cleaned up.
        std::filesystem::create_directories(runDir + "/checkpoints/step-000020.partial");
        checkpoint::removeStaging(runDir);
        QVERIFY(!std::filesystem::exists(runDir + "/checkpoints/step-000020.partial"));
    }
};

QTEST_GUILESS_MAIN(TestTrainerParts)
#include "tst_trainerparts.moc"
