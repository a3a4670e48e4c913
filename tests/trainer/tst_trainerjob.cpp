// The trainer's job reading: every problem of a job at once, the same verdict as
// `pilotctl validate` on jobs that are wrong or cannot fit in memory, and only regular files
// read — a FIFO as job, data, model or metrics file ends the trainer quickly and clearly.
#include "trainertest.h"

#include "core/job/canonicaltext.h"
#include "core/job/jobidentity.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace pilot;
using namespace pilot::trainertest;

namespace {

struct Outcome
{
    int exitCode = -1;
    QString errors;
    qint64 ms = 0;
};

void writeFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
}

Outcome runProgram(const QString &program, const QStringList &args, int limitMs = 60000)
{
    QProcess p;
    QElapsedTimer timer;
    timer.start();
    p.start(program, args);
    if (!p.waitForFinished(limitMs)) {
        p.kill();
        p.waitForFinished(10000);
        return {-2, QStringLiteral("%1 did not finish within %2 ms").arg(program).arg(limitMs), timer.elapsed()};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardError()), timer.elapsed()};
}

// The fields named in "FILE: field: message" lines (the trainer puts "pilot-trainer: " first).
QSet<QString> fieldsNamed(const QString &errors, const QString &file)
{
    QSet<QString> out;
    const QRegularExpression line(QStringLiteral("^(?:pilot-trainer: )?%1: ([A-Za-z0-9_.\\[\\]]+): ").arg(QRegularExpression::escape(file)),
                                  QRegularExpression::MultilineOption);
    for (auto it = line.globalMatch(errors); it.hasNext();)
        out.insert(it.next().captured(1));
    return out;
}

// Sets a value at a dotted path, creating objects on the way.
void setPath(QJsonObject &o, const QStringList &keys, const QJsonValue &value)
{
    if (keys.size() == 1) {
        o.insert(keys.first(), value);
        return;
    }
    QJsonObject child = o.value(keys.first()).toObject();
    setPath(child, keys.mid(1), value);
    o.insert(keys.first(), child);
}

QString jobWith(const QString &dir, const QJsonObject &changes)
{
    writeData(dir);
    QJsonObject job = tinyJob(2);
    for (auto it = changes.begin(); it != changes.end(); ++it)
        setPath(job, it.key().split(QLatin1Char('.')), it.value());
    return writeJobFile(dir + QStringLiteral("/job.json"), job);
}

QSet<QString> set(const QStringList &list)
{
    return QSet<QString>(list.begin(), list.end());
}

QJsonObject loraWith(const QJsonValue &targets, int r = 4)
{
    return QJsonObject{{QStringLiteral("kind"), QStringLiteral("lora")},
                       {QStringLiteral("r"), r},
                       {QStringLiteral("alpha"), 8},
                       {QStringLiteral("target_modules"), targets}};
}

} // namespace

class TestTrainerJob : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Every valid job of the shared corpus, as its file spells it (duplicate keys, wide
    // integers, 1024 levels, unknown keys), with files where it names its inputs: the app and
    // pilot-trainer give one identity hash. Jobs naming absolute paths of another machine are
    // left out.
    void theAppAndTheTrainerIdentifyTheCorpusAlike()
    {
        QTemporaryDir cache;
        qputenv("XDG_CACHE_HOME", cache.path().toUtf8());
        const QDir corpus(QStringLiteral(PILOT_SOURCE_DIR "/tests/data/jobs/valid"));
        int compared = 0;
        for (const QString &name : corpus.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            QTemporaryDir root;
            const QString here = root.filePath(QStringLiteral("jobs/here"));
            QVERIFY(QDir().mkpath(here));
            QFile source(corpus.filePath(name));
            QVERIFY(source.open(QIODevice::ReadOnly));
            const QByteArray text = source.readAll();
            QString error;
            const QJsonObject job = QJsonDocument::fromJson(canonicalJsonText(text, &error)).object();
            const auto at = [&](const char *object, const char *key) {
                const QString path = job.value(QLatin1String(object)).toObject().value(QLatin1String(key)).toString();
                return path.isEmpty() ? QString() : QDir::cleanPath(QDir::isAbsolutePath(path) ? path : here + QLatin1Char('/') + path);
            };
            const QStringList files = {at("data", "train"), at("data", "validation"), at("tokenizer", "path")};
            const QString model = at("model", "path"), init = at("model", "init_checkpoint");
            bool inside = true;
            for (const QString &p : files + QStringList{model, init})
                inside = inside && (p.isEmpty() || p.startsWith(root.path() + QLatin1Char('/')));
            if (!inside)
                continue;
            for (const QString &p : files) {
                if (!p.isEmpty())
                    writeFile(p, "{\"text\": \"a\"}\n");
            }
            if (!model.isEmpty()) {
                writeFile(model + QStringLiteral("/config.json"), "{\"_name_or_path\": \"x\", \"rms_norm_eps\": 1e-05}");
                writeFile(model + QStringLiteral("/model.safetensors"), "weights");
            }
            if (!init.isEmpty())
                writeFile(init + QStringLiteral("/manifest.json"), "{}");
            writeFile(here + QStringLiteral("/job.json"), text);
            JobIdentity id;
            QVERIFY2(jobIdentity(text, here, &id, &error), qPrintable(name + QStringLiteral(": ") + error));
            QProcess p;
            p.start(kTrainer, {QStringLiteral("job-hash"), QStringLiteral("--job"), here + QStringLiteral("/job.json")});
            QVERIFY(p.waitForFinished(60000));
            QVERIFY2(p.exitCode() == 0, qPrintable(name + QStringLiteral(": ") + QString::fromUtf8(p.readAllStandardError())));
            QVERIFY2(QString::fromUtf8(p.readAllStandardOutput()).trimmed() == id.hash, qPrintable(name));
            ++compared;
        }
        QVERIFY2(compared > 20, qPrintable(QString::number(compared)));
    }

    void everyProblemIsReportedAtOnce()
    {
        QTemporaryDir dir;
        const QString job = jobWith(dir.path(), {{QStringLiteral("train.lr"), 20},
                                                 {QStringLiteral("train.micro_batch"), QStringLiteral("sixteen")},
                                                 {QStringLiteral("role"), QStringLiteral("boss")}});
        const Outcome trainer = runProgram(kTrainer, trainArgs(job, dir.path() + QStringLiteral("/run")));
        QCOMPARE(trainer.exitCode, 2);
        const QSet<QString> expected = set({QStringLiteral("train.lr"), QStringLiteral("train.micro_batch"), QStringLiteral("role")});
        QCOMPARE(fieldsNamed(trainer.errors, job), expected);
        QVERIFY2(trainer.errors.contains(QLatin1String("train.lr: must lie between 0 and 10, found 20")), qPrintable(trainer.errors));
        QVERIFY(!QFileInfo::exists(dir.path() + QStringLiteral("/run")));
        const Outcome validate = runProgram(QStringLiteral(PILOTCTL), {QStringLiteral("validate"), job});
        QCOMPARE(validate.exitCode, 2);
        QCOMPARE(fieldsNamed(validate.errors, job), expected);
    }

    void trainerAndValidateAgree_data()
    {
        QTest::addColumn<QJsonObject>("changes");
        QTest::addColumn<QStringList>("fields");
        const auto config = [](const char *key) { return QStringLiteral("model.config.") + QLatin1String(key); };
        QTest::newRow("a valid job") << QJsonObject{} << QStringList{};
        QTest::newRow("hidden size 1e9") << QJsonObject{{config("hidden_size"), 1e9}} << QStringList{config("hidden_size")};
        QTest::newRow("seq_len 1e12") << QJsonObject{{QStringLiteral("train.seq_len"), 1e12}}
                                      << QStringList{QStringLiteral("train.seq_len")};
        QTest::newRow("micro-batch 1e9") << QJsonObject{{QStringLiteral("train.micro_batch"), 1e9}}
                                         << QStringList{QStringLiteral("train.micro_batch"), QStringLiteral("train.seq_len")};
        QTest::newRow("100000 threads") << QJsonObject{{QStringLiteral("threads"), 100000}} << QStringList{QStringLiteral("threads")};
        QTest::newRow("a model of 4 trillion weights") << QJsonObject{{config("hidden_size"), 8192},
                                                                      {config("intermediate_size"), 32768},
                                                                      {config("num_hidden_layers"), 4096},
                                                                      {config("num_attention_heads"), 64},
                                                                      {config("num_key_value_heads"), 8}}
                                                       << QStringList{QStringLiteral("model.config")};
        // On an accelerator the bound is the same on every machine: 57 TiB of weights would fit
        // under 64 TiB, their gradients and moments would not.
        QTest::newRow("full fine-tuning state past any device") << QJsonObject{{QStringLiteral("device"), QStringLiteral("cuda")},
                                                                               {config("hidden_size"), 16384},
                                                                               {config("intermediate_size"), 65536},
                                                                               {config("num_hidden_layers"), 4096},
                                                                               {config("num_attention_heads"), 128},
                                                                               {config("num_key_value_heads"), 16}}
                                                                << QStringList{QStringLiteral("method.kind")};
        QTest::newRow("a LoRA rank of two billion")
            << QJsonObject{{QStringLiteral("method"), loraWith(QJsonArray{QStringLiteral("q_proj")}, 2000000000)}}
            << QStringList{QStringLiteral("method.r")};
        QTest::newRow("a vocabulary smaller than the bytes")
            << QJsonObject{{config("vocab_size"), 100}} << QStringList{config("vocab_size")};
        QTest::newRow("KV heads that do not divide")
            << QJsonObject{{config("num_key_value_heads"), 3}} << QStringList{config("num_key_value_heads")};
        QTest::newRow("an odd head_dim") << QJsonObject{{config("head_dim"), 15}} << QStringList{config("head_dim")};
        QTest::newRow("a module Llama does not have")
            << QJsonObject{{QStringLiteral("method"), loraWith(QJsonArray{QStringLiteral("qkv_proj")})}}
            << QStringList{QStringLiteral("method.target_modules")};
        QTest::newRow("a folder and an inline config")
            << QJsonObject{{QStringLiteral("model.path"), QStringLiteral("base-model")}} << QStringList{QStringLiteral("model.path")};
        QTest::newRow("three sizes at once")
            << QJsonObject{{config("hidden_size"), 1e9}, {QStringLiteral("train.seq_len"), 1e12}, {QStringLiteral("threads"), 1e6}}
            << QStringList{config("hidden_size"), QStringLiteral("train.seq_len"), QStringLiteral("threads")};
    }

    void trainerAndValidateAgree()
    {
        QFETCH(QJsonObject, changes);
        QFETCH(QStringList, fields);
        QTemporaryDir dir;
        const QString job = jobWith(dir.path(), changes);
        const QString runDir = dir.path() + QStringLiteral("/run");
        const Outcome validate = runProgram(QStringLiteral(PILOTCTL), {QStringLiteral("validate"), job});
        const Outcome trainer = runProgram(kTrainer, trainArgs(job, runDir), 120000);
        if (fields.isEmpty()) {
            QVERIFY2(validate.exitCode == 0, qPrintable(validate.errors));
            QVERIFY2(trainer.exitCode == 0, qPrintable(trainer.errors));
            return;
        }
        QVERIFY2(validate.exitCode == 2, qPrintable(validate.errors));
        QVERIFY2(trainer.exitCode == 2, qPrintable(trainer.errors));
        QCOMPARE(fieldsNamed(validate.errors, job), set(fields));
        QCOMPARE(fieldsNamed(trainer.errors, job), set(fields));
        QVERIFY2(!QFileInfo::exists(runDir), "a refused job must leave no run directory behind");
    }

    void memoryMessageSaysWhatItNeeds()
    {
        QTemporaryDir dir;
        const QString job = jobWith(dir.path(), {{QStringLiteral("train.micro_batch"), 1e9}});
        const Outcome trainer = runProgram(kTrainer, trainArgs(job, dir.path() + QStringLiteral("/run")));
        QVERIFY2(trainer.errors.contains(QLatin1String("train.micro_batch: training needs at least"))
                     && trainer.errors.contains(QLatin1String("activations of one micro-batch"))
                     && trainer.errors.contains(QLatin1String("this machine has")),
                 qPrintable(trainer.errors));
    }

    void fifoAsJobFileFailsFast()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("job.json"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const Outcome trainer = runProgram(kTrainer, trainArgs(fifo, dir.filePath(QStringLiteral("run"))), 20000);
        QVERIFY2(trainer.exitCode == 2, qPrintable(trainer.errors));
        QVERIFY2(trainer.errors.contains(fifo + QStringLiteral(": the job file is a FIFO (named pipe); only regular files are read")),
                 qPrintable(trainer.errors));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("run"))));
        const Outcome validate = runProgram(QStringLiteral(PILOTCTL), {QStringLiteral("validate"), fifo}, 20000);
        QVERIFY2(validate.exitCode == 1, qPrintable(validate.errors));
    }

    void otherFilesThatAreFifosFailFast_data()
    {
        QTest::addColumn<QString>("which");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("message");
        // Read first for the job's identity (its inputs by content), before the model loads.
        QTest::newRow("training data") << QStringLiteral("data") << QStringLiteral("data.train: ")
                                       << QStringLiteral("fifo.jsonl: cannot be read: a FIFO (named pipe); only regular files are read");
        QTest::newRow("model config") << QStringLiteral("model") << QStringLiteral("model.path: ")
                                      << QStringLiteral("config.json: the JSON file is a FIFO (named pipe); only regular files are read");
        QTest::newRow("metrics.jsonl") << QStringLiteral("metrics") << QString() << QStringLiteral("metrics.jsonl: not a regular file");
    }

    void otherFilesThatAreFifosFailFast()
    {
        QFETCH(QString, which);
        QFETCH(QString, field);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString runDir = dir.filePath(QStringLiteral("run"));
        QJsonObject changes;
        if (which == QLatin1String("data")) {
            QCOMPARE(::mkfifo(QFile::encodeName(dir.filePath(QStringLiteral("fifo.jsonl"))).constData(), 0600), 0);
            changes.insert(QStringLiteral("data.train"), QStringLiteral("fifo.jsonl"));
        } else if (which == QLatin1String("model")) {
            QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("model")));
            QCOMPARE(::mkfifo(QFile::encodeName(dir.filePath(QStringLiteral("model/config.json"))).constData(), 0600), 0);
            changes.insert(QStringLiteral("model.path"), QStringLiteral("model"));
            changes.insert(QStringLiteral("model.config"), QJsonValue::Null);
        } else {
            QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("run")));
            QCOMPARE(::mkfifo(QFile::encodeName(runDir + QStringLiteral("/metrics.jsonl")).constData(), 0600), 0);
        }
        const QString job = jobWith(dir.path(), changes);
        const Outcome trainer = runProgram(kTrainer, trainArgs(job, runDir), 30000);
        QVERIFY2(trainer.exitCode == 1, qPrintable(trainer.errors));
        QVERIFY2(trainer.errors.contains(message) && trainer.errors.contains(field), qPrintable(trainer.errors));
        if (which != QLatin1String("metrics")) {
            const RunMetrics m = readMetrics(runDir);
            QVERIFY(m.runEnd());
            QCOMPARE(m.runEnd()->status, QStringLiteral("failed"));
        }
    }
};

QTEST_GUILESS_MAIN(TestTrainerJob)
#include "tst_trainerjob.moc"
