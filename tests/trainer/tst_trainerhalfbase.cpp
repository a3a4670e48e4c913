// pilot-trainer on a sharded bf16 model folder (tiny, Llama-3-shaped, with Llama 3.1's rope
// scaling; tests/tensor/make_model_folders.py): LoRA training in fp32 and in bf16, full
// fine-tuning (converted to fp32 at load), and score against the independent reference.
#include "trainertest.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace pilot;
using namespace pilot::trainertest;

namespace {

// The dtype of every tensor in a safetensors file, read from its header.
QMap<QString, QString> dtypesOf(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    const QByteArray length = f.read(8);
    quint64 n = 0;
    for (int i = 7; i >= 0; --i)
        n = (n << 8) | quint8(length[i]);
    const QJsonObject header = QJsonDocument::fromJson(f.read(qint64(n))).object();
    QMap<QString, QString> out;
    for (auto it = header.begin(); it != header.end(); ++it) {
        if (it.key() != QLatin1String("__metadata__"))
            out[it.key()] = it.value().toObject().value(QStringLiteral("dtype")).toString();
    }
    return out;
}

QString lastCheckpoint(const QString &runDir)
{
    const QStringList steps = QDir(runDir + QStringLiteral("/checkpoints")).entryList({QStringLiteral("step-*")}, QDir::Dirs, QDir::Name);
    return steps.isEmpty() ? QString() : runDir + QStringLiteral("/checkpoints/") + steps.last();
}

} // namespace

class TestTrainerHalfBase : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_model;

    QString job(const QString &name, const QString &method, const QString &precision, qint64 steps)
    {
        QJsonObject job = tinyJob(steps, method);
        job[QStringLiteral("precision")] = precision;
        // Named relatively, as a project names its model: the checkpoints name it relatively too.
        job[QStringLiteral("model")] = QJsonObject{{QStringLiteral("arch"), QStringLiteral("llama")},
                                                   {QStringLiteral("path"), QDir(m_dir.path()).relativeFilePath(m_model)},
                                                   {QStringLiteral("config"), QJsonValue::Null}};
        job[QStringLiteral("eval")] =
            QJsonObject{{QStringLiteral("every_steps"), 2}, {QStringLiteral("samples"), 1}, {QStringLiteral("max_new_tokens"), 3}};
        job[QStringLiteral("checkpoint")] = QJsonObject{{QStringLiteral("every_steps"), 2}, {QStringLiteral("keep_last"), 1}};
        QJsonObject train = job[QStringLiteral("train")].toObject();
        train[QStringLiteral("lr")] = 0.01;
        job[QStringLiteral("train")] = train;
        return writeJobFile(m_dir.filePath(name + QStringLiteral(".json")), job);
    }

    void trains(const QString &name, const QString &method, const QString &precision, qint64 steps)
    {
        const QString runDir = m_dir.filePath(name);
        QString errors;
        QCOMPARE(runToEnd(job(name, method, precision, steps), runDir, &errors), 0);
        QVERIFY2(errors.isEmpty() || !errors.contains(QLatin1String("error")), qPrintable(errors));
        const RunMetrics m = readMetrics(runDir);
        QVERIFY(m.runEnd());
        QCOMPARE(m.runEnd()->status, QStringLiteral("completed"));
        QCOMPARE(m.runEnd()->lastStep, steps);
        QCOMPARE(m.steps().size(), int(steps));
        for (const StepPoint &p : m.steps())
            QVERIFY2(std::isfinite(p.loss) && p.loss > 0, qPrintable(name));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QProcess python;
        python.setProcessChannelMode(QProcess::MergedChannels);
        python.start(QStringLiteral("/usr/bin/python3"),
                     {QStringLiteral(PILOT_SOURCE_DIR "/tests/tensor/make_model_folders.py"), m_dir.filePath(QStringLiteral("models"))});
        QVERIFY(python.waitForFinished(300000));
        QVERIFY2(python.exitCode() == 0, python.readAll().constData());
        m_model = m_dir.filePath(QStringLiteral("models/ok-sharded-bf16"));
        writeData(m_dir.path());
    }

    void loraOnTheBf16BaseLearns()
    {
        trains(QStringLiteral("lora-fp32"), QStringLiteral("lora"), QStringLiteral("fp32"), 6);
        const RunMetrics m = readMetrics(m_dir.filePath(QStringLiteral("lora-fp32")));
        // Learning: the validation loss after 6 steps is below the base model's (measured here:
        // 6.43 at step 0, 5.75 at step 6).
        QVERIFY(m.evals().size() >= 2);
        QVERIFY2(m.evals().last().valLoss < m.evals().first().valLoss - 0.1, "the validation loss did not fall");
        // The adapters (and their AdamW moments) are fp32; the base is not written.
        const QString checkpoint = lastCheckpoint(m_dir.filePath(QStringLiteral("lora-fp32")));
        QVERIFY(!checkpoint.isEmpty());
        QVERIFY(!QFile::exists(checkpoint + QStringLiteral("/model.safetensors")));
        const auto adapters = dtypesOf(checkpoint + QStringLiteral("/adapter_model.safetensors"));
        QVERIFY(!adapters.isEmpty());
        for (const QString &dtype : adapters)
            QCOMPARE(dtype, QStringLiteral("F32"));
        // The memory event counts the base at 2 bytes a weight: it stayed bf16.
        QVERIFY(!m.memory().isEmpty());
        double params = -1;
        for (const auto &[field, value] : m.memory().last().bytes) {
            if (field == QLatin1String("params_bytes"))
                params = value;
        }
        const QJsonObject config = readJson(m_model + QStringLiteral("/config.json"));
        const qint64 h = config[QStringLiteral("hidden_size")].toInt(), i = config[QStringLiteral("intermediate_size")].toInt();
        const qint64 v = config[QStringLiteral("vocab_size")].toInt(), layers = config[QStringLiteral("num_hidden_layers")].toInt();
        const qint64 kv = config[QStringLiteral("num_key_value_heads")].toInt() * config[QStringLiteral("head_dim")].toInt();
        const qint64 matrices = 2 * v * h + layers * (2 * h * h + 2 * h * kv + 3 * h * i);
        const qint64 norms = (2 * layers + 1) * h;
        const qint64 adapterBytes = 4 * layers * 4 * (h + h + h + kv); // r 4 on q_proj (h->h) and v_proj (h->kv)
        QCOMPARE(qint64(params), 2 * matrices + 4 * norms + adapterBytes);
    }

    void loraInBf16Trains() { trains(QStringLiteral("lora-bf16"), QStringLiteral("lora"), QStringLiteral("bf16"), 2); }

    void fullFineTuningConvertsToFp32()
    {
        trains(QStringLiteral("full"), QStringLiteral("full"), QStringLiteral("fp32"), 2);
        const QString checkpoint = lastCheckpoint(m_dir.filePath(QStringLiteral("full")));
        const auto weights = dtypesOf(checkpoint + QStringLiteral("/model.safetensors"));
        QVERIFY(weights.contains(QStringLiteral("model.layers.0.self_attn.q_proj.weight")));
        for (const QString &dtype : weights)
            QCOMPARE(dtype, QStringLiteral("F32"));
    }

    void scoreAgreesWithTheReference()
    {
        const QString text = m_dir.filePath(QStringLiteral("lines.txt"));
        {
            QFile f(text);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("3 plus 4 = 7\nA longer line of text, with punctuation; and digits 0123456789.\n\xc3\xbc\n");
        }
        QProcess score;
        score.start(kTrainer, {QStringLiteral("score"), QStringLiteral("--model"), m_model, QStringLiteral("--text-file"), text,
                               QStringLiteral("--json")});
        QVERIFY(score.waitForFinished(120000));
        QVERIFY2(score.exitCode() == 0, score.readAllStandardError().constData());
        const QString scores = m_dir.filePath(QStringLiteral("scores.json"));
        {
            QFile out(scores);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(score.readAllStandardOutput());
        }
        QProcess reference;
        reference.setProcessChannelMode(QProcess::MergedChannels);
        reference.start(QStringLiteral("/usr/bin/python3"), {QStringLiteral(PILOT_SOURCE_DIR "/tests/tensor/hf_llama_reference.py"), m_model,
                                                              QStringLiteral("--score"), text, scores});
        QVERIFY(reference.waitForFinished(120000));
        const QByteArray said = reference.readAll();
        QVERIFY2(reference.exitCode() == 0, said.constData());

        // With the LoRA checkpoint: the base found through trainer_state.json.
        const QString checkpoint = lastCheckpoint(m_dir.filePath(QStringLiteral("lora-fp32")));
        QProcess adapted;
        adapted.start(kTrainer, {QStringLiteral("score"), QStringLiteral("--model"), checkpoint, QStringLiteral("--text-file"), text});
        QVERIFY(adapted.waitForFinished(120000));
        QVERIFY2(adapted.exitCode() == 0, adapted.readAllStandardError().constData());
        QCOMPARE(adapted.readAllStandardOutput().count('\n'), 3);
    }

    // The same with Llama 2's real tokenizer.json on a bf16 model of its vocabulary: the
    // pilotctl export writes what a plain Transformers / PEFT user loads, and an implementation
    // that is not ours (the reference, torch and the standard library only, reading HF and PEFT
    // names) reproduces the trainer's scores of the LoRA checkpoint from it: from the PEFT
    // adapter with the base its adapter_config.json names, and from the merged fp32 weights.
    void exportIsReadByTheIndependentReader()
    {
        const QString checkpoint = lastCheckpoint(m_dir.filePath(QStringLiteral("lora-fp32")));
        QVERIFY(!checkpoint.isEmpty());
        const QString text = m_dir.filePath(QStringLiteral("export-lines.txt"));
        {
            QFile f(text);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("3 plus 4 = 7\n8 plus 1 = 9\nA line the adapter never saw.\n");
        }
        QProcess score;
        score.start(kTrainer, {QStringLiteral("score"), QStringLiteral("--model"), checkpoint, QStringLiteral("--text-file"), text,
                               QStringLiteral("--json")});
        QVERIFY(score.waitForFinished(120000));
        QVERIFY2(score.exitCode() == 0, score.readAllStandardError().constData());
        const QString scores = m_dir.filePath(QStringLiteral("export-scores.json"));
        {
            QFile out(scores);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(score.readAllStandardOutput());
        }
        const auto pilotctl = [](const QStringList &args, QByteArray *said = nullptr) {
            QProcess p;
            p.setProcessChannelMode(QProcess::MergedChannels);
            p.start(QStringLiteral(PILOTCTL), QStringList{QStringLiteral("export")} + args);
            if (!p.waitForFinished(120000))
                qFatal("pilotctl export did not finish");
            if (said)
                *said = p.readAll();
            return p.exitCode();
        };
        const auto reference = [&](const QStringList &args) {
            QProcess p;
            p.setProcessChannelMode(QProcess::MergedChannels);
            p.start(QStringLiteral("/usr/bin/python3"),
                    QStringList{QStringLiteral(PILOT_SOURCE_DIR "/tests/tensor/hf_llama_reference.py")} + args);
            if (!p.waitForFinished(120000))
                qFatal("the reference did not finish");
            return std::make_pair(p.exitCode(), p.readAll());
        };
        // Every file the manifest lists, with its bytes and SHA-256.
        const auto checkManifest = [](const QString &dir, const QString &kind, const QStringList &files) {
            const QJsonObject manifest = readJson(dir + QStringLiteral("/manifest.json"));
            QCOMPARE(manifest[QStringLiteral("format")].toString(), QStringLiteral("migration-pilot/export"));
            QCOMPARE(manifest[QStringLiteral("kind")].toString(), kind);
            QStringList listed;
            for (const QJsonValue &v : manifest[QStringLiteral("files")].toArray()) {
                const QJsonObject file = v.toObject();
                QFile f(dir + QLatin1Char('/') + file[QStringLiteral("path")].toString());
                QVERIFY(f.open(QIODevice::ReadOnly));
                QCOMPARE(qint64(file[QStringLiteral("bytes")].toDouble()), f.size());
                QCOMPARE(file[QStringLiteral("sha256")].toString(),
                         QString::fromLatin1(QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex()));
                listed << file[QStringLiteral("path")].toString();
            }
            QCOMPARE(listed, files);
        };

        // The checkpoint names its base beside itself (the project may move as a whole); the
        // export, which lies elsewhere, names it where it is.
        const QString named =
            readJson(checkpoint + QStringLiteral("/adapter_config.json"))[QStringLiteral("base_model_name_or_path")].toString();
        QCOMPARE(named, QStringLiteral("../../../models/ok-sharded-bf16"));
        QCOMPARE(readJson(checkpoint + QStringLiteral("/trainer_state.json"))[QStringLiteral("base_model")].toString(), named);
        QCOMPARE(QFileInfo(QDir(checkpoint).filePath(named)).canonicalFilePath(), QFileInfo(m_model).canonicalFilePath());
        const QString adapter = m_dir.filePath(QStringLiteral("export-adapter"));
        QByteArray said;
        QVERIFY2(pilotctl({checkpoint, QStringLiteral("--out"), adapter}, &said) == 0, said.constData());
        checkManifest(adapter, QStringLiteral("adapter"), {QStringLiteral("adapter_config.json"), QStringLiteral("adapter_model.safetensors")});
        const QString base = readJson(adapter + QStringLiteral("/adapter_config.json"))[QStringLiteral("base_model_name_or_path")].toString();
        QCOMPARE(QFileInfo(base).canonicalFilePath(), QFileInfo(m_model).canonicalFilePath());
        auto [code, out] = reference({base, QStringLiteral("--adapter"), adapter, QStringLiteral("--score"), text, scores});
        QVERIFY2(code == 0, out.constData());
        qInfo("PEFT adapter + base: %s", out.trimmed().constData());

        const QString merged = m_dir.filePath(QStringLiteral("export-merged"));
        QVERIFY2(pilotctl({checkpoint, QStringLiteral("--out"), merged, QStringLiteral("--merge-lora")}, &said) == 0, said.constData());
        checkManifest(merged, QStringLiteral("merged"), {QStringLiteral("config.json"), QStringLiteral("model.safetensors")});
        const QList<QString> dtypes = dtypesOf(merged + QStringLiteral("/model.safetensors")).values();
        QCOMPARE(QSet<QString>(dtypes.begin(), dtypes.end()), QSet<QString>{QStringLiteral("F32")});
        std::tie(code, out) = reference({merged, QStringLiteral("--score"), text, scores});
        QVERIFY2(code == 0, out.constData());
        qInfo("merged: %s", out.trimmed().constData());
        // Without the adapter's update the scores differ: the check can fail.
        std::tie(code, out) = reference({base, QStringLiteral("--score"), text, scores});
        QVERIFY2(code != 0, out.constData());

        // A folder in use is never written over; a full fine-tuning has nothing to merge; a
        // checkpoint whose bytes changed is refused and leaves no folder behind.
        const auto manifestBytes = [&] {
            QFile f(merged + QStringLiteral("/manifest.json"));
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        const QByteArray manifestBefore = manifestBytes();
        QCOMPARE(pilotctl({checkpoint, QStringLiteral("--out"), merged}, &said), 1);
        QVERIFY2(said.contains("exists and is not an empty folder"), said.constData());
        QCOMPARE(manifestBytes(), manifestBefore);
        const QString full = lastCheckpoint(m_dir.filePath(QStringLiteral("full")));
        QCOMPARE(pilotctl({full, QStringLiteral("--out"), m_dir.filePath(QStringLiteral("export-full-merged")), QStringLiteral("--merge-lora")}, &said),
                 1);
        QVERIFY2(said.contains("holds full weights, not a LoRA adapter"), said.constData());
        const QString damaged = m_dir.filePath(QStringLiteral("damaged/step-000006"));
        QVERIFY(QDir().mkpath(damaged));
        for (const QFileInfo &f : QDir(checkpoint).entryInfoList(QDir::Files))
            QVERIFY(QFile::copy(f.filePath(), damaged + QLatin1Char('/') + f.fileName()));
        {
            QFile f(damaged + QStringLiteral("/adapter_model.safetensors"));
            QVERIFY(f.open(QIODevice::ReadWrite));
            f.seek(f.size() - 1);
            const char last = f.read(1).at(0);
            f.seek(f.size() - 1);
            f.write(QByteArray(1, char(last ^ 0x01)));
        }
        const QString refused = m_dir.filePath(QStringLiteral("export-refused"));
        QCOMPARE(pilotctl({damaged, QStringLiteral("--out"), refused}, &said), 1);
        QVERIFY2(said.contains("SHA-256"), said.constData());
        QVERIFY(!QFileInfo::exists(refused));
        QVERIFY(!QFileInfo::exists(refused + QStringLiteral(".partial")));

        // A folder named like the export's staging folder is somebody's: it stays as it was.
        const QString kept = m_dir.filePath(QStringLiteral("export-beside"));
        QVERIFY(QDir().mkpath(kept + QStringLiteral(".partial")));
        {
            QFile f(kept + QStringLiteral(".partial/notes.txt"));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("mine\n");
        }
        QVERIFY2(pilotctl({checkpoint, QStringLiteral("--out"), kept}, &said) == 0, said.constData());
        QVERIFY(QFileInfo(kept + QStringLiteral(".partial/notes.txt")).isFile());
        QCOMPARE(QDir(m_dir.path()).entryList({QStringLiteral(".export-beside.partial-*")}, QDir::AllEntries | QDir::Hidden),
                 QStringList());

        // A full fine-tuning's checkpoint with adapter files its manifest does not list (one a
        // link to a file outside it): exported as what the manifest says it is, a model folder,
        // from the listed files alone.
        const QString sneaky = m_dir.filePath(QStringLiteral("sneaky/") + QFileInfo(full).fileName());
        QVERIFY(QDir().mkpath(sneaky));
        for (const QFileInfo &f : QDir(full).entryInfoList(QDir::Files))
            QVERIFY(QFile::copy(f.filePath(), sneaky + QLatin1Char('/') + f.fileName()));
        QVERIFY(QFile::copy(checkpoint + QStringLiteral("/adapter_config.json"), sneaky + QStringLiteral("/adapter_config.json")));
        QVERIFY(QFile::link(text, sneaky + QStringLiteral("/adapter_model.safetensors")));
        const QString fromSneaky = m_dir.filePath(QStringLiteral("export-sneaky"));
        QVERIFY2(pilotctl({sneaky, QStringLiteral("--out"), fromSneaky}, &said) == 0, said.constData());
        checkManifest(fromSneaky, QStringLiteral("model"), {QStringLiteral("config.json"), QStringLiteral("model.safetensors")});
        QCOMPARE(QDir(fromSneaky).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden).size(), 3);
    }

    // reference builds each line's ids with the Neuron job's own tokenizer implementation.
    void scoreWithTheLlama2TokenizerAgreesWithTheReference()
    {
        const QString model = m_dir.filePath(QStringLiteral("models/llama2-vocab-bf16"));
        const QString tokenizer = QStringLiteral(PILOT_SOURCE_DIR "/tests/data/tokenizers/llama2/tokenizer.json");
        const QString text = m_dir.filePath(QStringLiteral("llama2-lines.txt"));
        {
            QFile f(text);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("3 plus 4 = 7\nGr\xc3\xbc\xc3\x9f""e aus K\xc3\xb6ln, 12:30 Uhr.\n  leading spaces and \xf0\x9f\x99\x82\n");
        }
        QProcess score;
        score.start(kTrainer, {QStringLiteral("score"), QStringLiteral("--model"), model, QStringLiteral("--tokenizer"), tokenizer,
                               QStringLiteral("--text-file"), text, QStringLiteral("--json")});
        QVERIFY(score.waitForFinished(120000));
        QVERIFY2(score.exitCode() == 0, score.readAllStandardError().constData());
        const QString scores = m_dir.filePath(QStringLiteral("llama2-scores.json"));
        {
            QFile out(scores);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(score.readAllStandardOutput());
        }
        QProcess reference;
        reference.setProcessChannelMode(QProcess::MergedChannels);
        reference.start(QStringLiteral("/usr/bin/python3"), {QStringLiteral(PILOT_SOURCE_DIR "/tests/tensor/hf_llama_reference.py"), model,
                                                              QStringLiteral("--score"), text, scores, QStringLiteral("--tokenizer"), tokenizer});
        QVERIFY(reference.waitForFinished(120000));
        const QByteArray said = reference.readAll();
        QVERIFY2(reference.exitCode() == 0, said.constData());
        QVERIFY2(said.contains("3 lines"), said.constData());
    }
};

QTEST_GUILESS_MAIN(TestTrainerHalfBase)
#include "tst_trainerhalfbase.moc"
