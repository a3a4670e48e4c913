// job.json: the example of the job interface reads, round-trips, and every error names its field.
#include "core/job/jobspecio.h"
#include "core/job/modelconfig.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace pilot;

namespace {

const char kExample[] = R"({
  "schema": "migration-pilot/job@1",
  "run_id": "2026-11-30T10-15-00-ref-lora", "name": "ref-lora", "role": "reference",
  "backend": "libtorch", "device": "cpu", "precision": "fp32", "threads": 2,
  "model": {"arch": "llama", "path": "resources/demo/base-model", "config": null, "init_checkpoint": null},
  "tokenizer": {"kind": "bytes", "path": null},
  "method": {"kind": "lora", "r": 8, "alpha": 16, "dropout": 0.0, "target_modules": ["q_proj", "v_proj"]},
  "data": {"train": "data/train.jsonl", "validation": "data/validation.jsonl",
           "sha256": {"train": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
                      "validation": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"},
           "version": "demo-v1"},
  "train": {"seq_len": 128, "micro_batch": 16, "grad_accum": 1, "max_steps": 300, "seed": 1234,
            "lr": 0.001, "warmup_steps": 20, "schedule": "cosine",
            "optimizer": {"kind": "adamw", "betas": [0.9, 0.999], "eps": 1e-8, "weight_decay": 0.0},
            "grad_clip": 1.0},
  "eval": {"every_steps": 50, "samples": 16, "max_new_tokens": 32},
  "checkpoint": {"every_steps": 50, "keep_last": 3},
  "resume": "auto",
  "site": {"queue": "gpu-a", "notes": "kept as is"}
})";

QJsonObject example()
{
    return QJsonDocument::fromJson(kExample).object();
}

// Sets a value at a dotted path ("train.lr") in a copy of the example.
QByteArray withValue(const QString &path, const QJsonValue &value)
{
    QJsonObject root = example();
    const QStringList keys = path.split(QLatin1Char('.'));
    std::function<QJsonObject(QJsonObject, int)> set = [&](QJsonObject o, int i) {
        if (i == keys.size() - 1) {
            if (value.isUndefined())
                o.remove(keys.at(i));
            else
                o.insert(keys.at(i), value);
        } else {
            o.insert(keys.at(i), set(o.value(keys.at(i)).toObject(), i + 1));
        }
        return o;
    };
    return QJsonDocument(set(root, 0)).toJson();
}

} // namespace

class TestJobSpec : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // config.json as every core reader takes it: Hugging Face's defaults for the heads, and a
    // bad value never replaced by a default.
    void modelConfigDefaultsAndBadValues()
    {
        const QJsonObject tiny{{QStringLiteral("vocab_size"), 256},        {QStringLiteral("hidden_size"), 64},
                               {QStringLiteral("intermediate_size"), 128}, {QStringLiteral("num_hidden_layers"), 2},
                               {QStringLiteral("num_attention_heads"), 4}, {QStringLiteral("torch_dtype"), QStringLiteral("bfloat16")}};
        ModelConfigReading r = readModelConfig(tiny);
        QVERIFY(r.bad.isEmpty());
        QCOMPARE(r.shape.kvHeads, 4);
        QCOMPARE(r.shape.headDim, 16);
        QVERIFY(!r.headDimGiven);
        QCOMPARE(r.shape.storedBytes, 2);
        QVERIFY(!r.shape.tiedEmbeddings);

        QJsonObject given = tiny;
        given[QStringLiteral("num_key_value_heads")] = 2;
        given[QStringLiteral("head_dim")] = 32;
        r = readModelConfig(given);
        QCOMPARE(r.shape.kvHeads, 2);
        QCOMPARE(r.shape.headDim, 32);
        QVERIFY(r.headDimGiven);

        QJsonObject bad = tiny;
        bad[QStringLiteral("num_key_value_heads")] = 1.5;
        bad[QStringLiteral("hidden_size")] = QStringLiteral("64");
        r = readModelConfig(bad);
        QCOMPARE(r.bad, (QStringList{QStringLiteral("hidden_size"), QStringLiteral("num_key_value_heads")}));
        QCOMPARE(r.shape.kvHeads, 0);
        QCOMPARE(r.shape.hidden, 0);
        QCOMPARE(r.shape.headDim, 0); // hidden_size / heads, and hidden_size is not known

        // The job check holds the same keys to its bounds, the required ones first.
        QCOMPARE(modelConfigDimensions().size(), 7);
        QVERIFY(modelConfigDimensions().first().required && !modelConfigDimensions().last().required);
    }

    void readsTheExample()
    {
        const JobSpecReadResult r = parseJobSpec(kExample, QStringLiteral("job.json"));
        QVERIFY2(r.spec.has_value(), r.diagnostics.isEmpty() ? "" : qPrintable(r.diagnostics.constFirst().toString()));
        const JobSpec &s = *r.spec;
        QCOMPARE(s.runId, QStringLiteral("2026-11-30T10-15-00-ref-lora"));
        QCOMPARE(s.threads, 2);
        QCOMPARE(s.model.path, QStringLiteral("resources/demo/base-model"));
        QVERIFY(s.model.initCheckpoint.isEmpty());
        QCOMPARE(s.method.r, 8);
        QCOMPARE(s.method.alpha, 16.0);
        QCOMPARE(s.method.targetModules, QStringList({QStringLiteral("q_proj"), QStringLiteral("v_proj")}));
        QCOMPARE(s.train.maxSteps, qint64(300));
        QCOMPARE(s.train.beta2, 0.999);
        QCOMPARE(s.train.eps, 1e-8);
        QCOMPARE(s.eval.maxNewTokens, 32);
        QCOMPARE(s.checkpoint.keepLast, 3);
        QCOMPARE(s.resume, QStringLiteral("auto"));
    }

    void roundTripKeepsUnknownKeys()
    {
        QTemporaryDir dir;
        JobSpec s = *parseJobSpec(kExample, QStringLiteral("job.json")).spec;
        s.train.lr = 2e-4;
        const QString path = dir.filePath(QStringLiteral("job.json"));
        QString error;
        QVERIFY2(writeJobSpec(s, path, &error), qPrintable(error));
        const JobSpecReadResult again = readJobSpec(path);
        QVERIFY(again.spec);
        QCOMPARE(again.spec->train.lr, 2e-4);
        QCOMPARE(again.spec->raw.value(QStringLiteral("site")).toObject().value(QStringLiteral("queue")).toString(),
                 QStringLiteral("gpu-a"));
        QCOMPARE(jobSpecToJson(*again.spec), jobSpecToJson(s));
    }

    // In a run folder inside the project, inputs inside the project are named relative to it;
    // anything outside stays absolute, and a run folder outside the project changes nothing.
    void inputsInsideTheProjectAreNamedBesideTheRun()
    {
        JobSpec s = *parseJobSpec(kExample, QStringLiteral("job.json")).spec;
        s.data.train = QStringLiteral("/p/data/train.jsonl");
        s.data.validation = QStringLiteral("/elsewhere/valid.jsonl");
        s.model.path = QStringLiteral("/p/models/base/");
        s.tokenizer.path = QStringLiteral("/p-other/tokenizer.json"); // a neighbour, not inside /p
        s.resume = QStringLiteral("/p/runs/ref/checkpoints/step-000010");
        JobSpec related = s;
        relateJobPaths(&related, QStringLiteral("/p/runs/ref"), QStringLiteral("/p"));
        QCOMPARE(related.data.train, QStringLiteral("../../data/train.jsonl"));
        QCOMPARE(related.data.validation, QStringLiteral("/elsewhere/valid.jsonl"));
        QCOMPARE(related.model.path, QStringLiteral("../../models/base"));
        QCOMPARE(related.tokenizer.path, QStringLiteral("/p-other/tokenizer.json"));
        QCOMPARE(related.resume, QStringLiteral("checkpoints/step-000010"));
        JobSpec outside = s;
        relateJobPaths(&outside, QStringLiteral("/scratch/runs/ref"), QStringLiteral("/p"));
        QCOMPARE(outside.data.train, s.data.train);
        relateJobPaths(&outside, QStringLiteral("/p/runs/ref"), QString());
        QCOMPARE(outside.data.train, s.data.train);
        // Resolved beside the run folder's job.json, they name the same files again.
        resolveJobPaths(&related, QStringLiteral("/p/runs/ref/job.json"));
        QCOMPARE(related.data.train, s.data.train);
        QCOMPARE(related.model.path, QStringLiteral("/p/models/base"));
    }

    void namedFieldErrors_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("schema") << "schema" << QJsonValue(QStringLiteral("migration-pilot/job@2")) << "schema: expected";
        QTest::newRow("no run id") << "run_id" << QJsonValue(QJsonValue::Undefined) << "run_id: missing";
        QTest::newRow("role") << "role" << QJsonValue(QStringLiteral("boss")) << "role: expected one of reference, pilot, fallback";
        QTest::newRow("device") << "device" << QJsonValue(QStringLiteral("tpu")) << "device: expected one of cpu, cuda, neuron";
        QTest::newRow("threads") << "threads" << QJsonValue(-1) << "threads: must be at least 0";
        QTest::newRow("lr text") << "train.lr" << QJsonValue(QStringLiteral("fast")) << "train.lr: expected a number";
        QTest::newRow("lr zero ok") << "train.lr" << QJsonValue(20.0) << "train.lr: must lie between";
        QTest::newRow("seq fraction") << "train.seq_len" << QJsonValue(12.5) << "train.seq_len: expected a whole number";
        QTest::newRow("max steps") << "train.max_steps" << QJsonValue(0) << "train.max_steps: must be at least 1";
        QTest::newRow("schedule") << "train.schedule" << QJsonValue(QStringLiteral("step")) << "train.schedule: expected one of";
        QTest::newRow("betas") << "train.optimizer.betas" << QJsonValue(QJsonArray{0.9}) << "train.optimizer.betas";
        QTest::newRow("optimizer") << "train.optimizer.kind" << QJsonValue(QStringLiteral("sgd")) << "train.optimizer.kind";
        QTest::newRow("lora r") << "method.r" << QJsonValue(0) << "method.r: must be at least 1";
        QTest::newRow("targets") << "method.target_modules" << QJsonValue(QJsonArray{}) << "method.target_modules: must not be empty";
        QTest::newRow("target type") << "method.target_modules" << QJsonValue(QJsonArray{1}) << "method.target_modules[0]";
        QTest::newRow("method kind") << "method.kind" << QJsonValue(QStringLiteral("qlora")) << "method.kind";
        QTest::newRow("sha") << "data.sha256.train" << QJsonValue(QStringLiteral("abc")) << "data.sha256.train: expected 64";
        QTest::newRow("no data") << "data" << QJsonValue(QJsonValue::Undefined) << "data: missing";
        QTest::newRow("model arch") << "model.arch" << QJsonValue(QStringLiteral("gpt2")) << "model.arch";
        QTest::newRow("model source") << "model.path" << QJsonValue(QJsonValue::Null) << "model.path: either";
        QTest::newRow("keep last") << "checkpoint.keep_last" << QJsonValue(0) << "checkpoint.keep_last";
        QTest::newRow("eval type") << "eval.every_steps" << QJsonValue(QStringLiteral("50")) << "eval.every_steps";
        QTest::newRow("resume") << "resume" << QJsonValue(5) << "resume: expected text";
        QTest::newRow("hf tokenizer") << "tokenizer.kind" << QJsonValue(QStringLiteral("hf")) << "tokenizer.path";
    }

    void namedFieldErrors()
    {
        QFETCH(QString, path);
        QFETCH(QJsonValue, value);
        QFETCH(QString, expected);
        const JobSpecReadResult r = parseJobSpec(withValue(path, value), QStringLiteral("job.json"));
        QVERIFY(!r.spec);
        QVERIFY(!r.diagnostics.isEmpty());
        const QString first = r.diagnostics.constFirst().toString();
        QVERIFY2(first.startsWith(QLatin1String("job.json: ")) && first.contains(expected),
                 qPrintable(QStringLiteral("expected '%1' in '%2'").arg(expected, first)));
    }

    void syntaxErrorIsLocated()
    {
        const JobSpecReadResult r = parseJobSpec("{\n  \"schema\": \"migration-pilot/job@1\",\n  \"run_id\": ,\n}",
                                                 QStringLiteral("job.json"));
        QVERIFY(!r.spec);
        QCOMPARE(r.diagnostics.size(), 1);
        QCOMPARE(r.diagnostics.constFirst().line, 3);
        QVERIFY(r.diagnostics.constFirst().message.contains(QLatin1String("JSON syntax error")));
    }

    void garbageAndNonObjects()
    {
        QVERIFY(!parseJobSpec(QByteArray("\x00\x01\x02garbage", 10), QStringLiteral("j")).diagnostics.isEmpty());
        QVERIFY(!parseJobSpec("[1, 2]", QStringLiteral("j")).diagnostics.isEmpty());
        QVERIFY(!parseJobSpec("", QStringLiteral("j")).diagnostics.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestJobSpec)
#include "tst_jobspec.moc"
