// pilot-trainer tokenize, run as a program: the reference vectors through stdin and stdout,
// and its answers to bad lines, a refused file and a bad command line. And pilot-trainer score
// with a tokenizer.json: the same cross-entropy as the trainer's own evaluation of that text.
#include "trainertest.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

using pilot::trainertest::kTrainer;
const QString kData = QStringLiteral(PILOT_SOURCE_DIR "/tests/data/tokenizers/");

struct Result
{
    int exitCode = -1;
    QByteArray out, err;
};

Result run(const QStringList &args, const QByteArray &input)
{
    QProcess p;
    p.start(kTrainer, QStringList{QStringLiteral("tokenize")} + args);
    if (!p.waitForStarted())
        qFatal("pilot-trainer did not start");
    p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(120000))
        qFatal("pilot-trainer tokenize did not finish");
    return Result{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(), p.readAllStandardError()};
}

QList<QJsonObject> vectors(const QString &model)
{
    QFile f(kData + QStringLiteral("vectors-%1.jsonl").arg(model));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("no vectors");
    QList<QJsonObject> out;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (!line.isEmpty())
            out << QJsonDocument::fromJson(line).object();
    }
    return out;
}

QByteArray compact(const QJsonValue &v)
{
    // One JSON value per line, as the command writes it: no spaces.
    if (v.isArray())
        return QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact);
    QJsonArray wrap{v};
    const QByteArray inArray = QJsonDocument(wrap).toJson(QJsonDocument::Compact);
    return inArray.mid(1, inArray.size() - 2);
}

} // namespace

class TestTrainerTokenize : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void vectors_data()
    {
        QTest::addColumn<QString>("model");
        QTest::newRow("llama2") << QStringLiteral("llama2");
        QTest::newRow("llama3") << QStringLiteral("llama3");
    }

    // All vectors in one run each way: text lines in, id lines out, and back.
    void vectors()
    {
        QFETCH(QString, model);
        const QString file = kData + model + QStringLiteral("/tokenizer.json");
        const QList<QJsonObject> rows = ::vectors(model);
        QCOMPARE(rows.size(), 47);
        QByteArray texts, ids, idsSpecial, decoded, decodedSpecial;
        for (const QJsonObject &r : rows) {
            texts += compact(r.value(QStringLiteral("text"))) + '\n';
            ids += compact(r.value(QStringLiteral("ids"))) + '\n';
            idsSpecial += compact(r.value(QStringLiteral("ids_with_special"))) + '\n';
            decoded += compact(r.value(QStringLiteral("decoded"))) + '\n';
            decodedSpecial += compact(r.value(QStringLiteral("decoded_with_special"))) + '\n';
        }
        const Result plain = run({QStringLiteral("--tokenizer"), file}, texts);
        QCOMPARE(plain.exitCode, 0);
        QCOMPARE(plain.err, QByteArray());
        QCOMPARE(plain.out, ids);
        const Result special = run({QStringLiteral("--tokenizer"), file, QStringLiteral("--special")}, texts);
        QCOMPARE(special.out, idsSpecial);
        const Result back = run({QStringLiteral("--tokenizer"), file, QStringLiteral("--decode")}, ids);
        QCOMPARE(back.exitCode, 0);
        // The command escapes what JSON requires; compare the values, not the spelling.
        const QList<QByteArray> got = back.out.split('\n');
        const QList<QByteArray> want = decoded.split('\n');
        QCOMPARE(got.size(), want.size());
        for (int i = 0; i < got.size(); ++i)
            QCOMPARE(QJsonDocument::fromJson("[" + got[i] + "]"), QJsonDocument::fromJson("[" + want[i] + "]"));
        const Result backSpecial = run({QStringLiteral("--tokenizer"), file, QStringLiteral("--decode"), QStringLiteral("--special")},
                                       idsSpecial);
        const QList<QByteArray> gotSpecial = backSpecial.out.split('\n');
        const QList<QByteArray> wantSpecial = decodedSpecial.split('\n');
        QCOMPARE(gotSpecial.size(), wantSpecial.size());
        for (int i = 0; i < gotSpecial.size(); ++i)
            QCOMPARE(QJsonDocument::fromJson("[" + gotSpecial[i] + "]"), QJsonDocument::fromJson("[" + wantSpecial[i] + "]"));
    }

    void lineEnds()
    {
        const QStringList args{QStringLiteral("--tokenizer"), kData + QStringLiteral("llama3/tokenizer.json")};
        // CRLF line ends, and a last line without one.
        const Result r = run(args, "\"Hello world\"\r\n\"Hello world\"");
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QByteArray("[9906,1917]\n[9906,1917]\n"));
        QCOMPARE(run(args, QByteArray()).out, QByteArray());
    }

    void badLines_data()
    {
        QTest::addColumn<QStringList>("flags");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("output");
        QTest::addColumn<QByteArray>("error");
        QTest::newRow("number") << QStringList() << QByteArray("\"Hello world\"\n42\n\"x\"\n") << QByteArray("[9906,1917]\n")
                                << QByteArray("pilot-trainer: stdin line 2: expected a JSON string, not number\n");
        QTest::newRow("not JSON") << QStringList() << QByteArray("Hello\n") << QByteArray()
                                  << QByteArray("pilot-trainer: stdin line 1: not JSON: ");
        QTest::newRow("empty line") << QStringList() << QByteArray("\"a\"\n\n") << QByteArray("[64]\n")
                                    << QByteArray("pilot-trainer: stdin line 2: not JSON: ");
        QTest::newRow("unknown id") << QStringList{QStringLiteral("--decode")} << QByteArray("[9906]\n[1, 128256]\n")
                                    << QByteArray("\"Hello\"\n")
                                    << QByteArray(
                                           "pilot-trainer: stdin line 2: item 1: the id 128256 is not in the vocabulary (0 to 128255)\n");
        QTest::newRow("negative id") << QStringList{QStringLiteral("--decode")} << QByteArray("[-1]\n") << QByteArray()
                                     << QByteArray("pilot-trainer: stdin line 1: item 0: the id -1 is not in the vocabulary");
        QTest::newRow("fraction") << QStringList{QStringLiteral("--decode")} << QByteArray("[1.5]\n") << QByteArray()
                                  << QByteArray(
                                         "pilot-trainer: stdin line 1: item 0: expected a token id (a whole number), not a fraction\n");
        QTest::newRow("string to decode") << QStringList{QStringLiteral("--decode")} << QByteArray("\"a\"\n") << QByteArray()
                                          << QByteArray("pilot-trainer: stdin line 1: expected a JSON list of token ids, not string\n");
    }

    // The first bad line ends the run: what came before it is written, the error names the line.
    void badLines()
    {
        QFETCH(QStringList, flags);
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, output);
        QFETCH(QByteArray, error);
        const Result r = run(QStringList{QStringLiteral("--tokenizer"), kData + QStringLiteral("llama3/tokenizer.json")} + flags, input);
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.out, output);
        QVERIFY2(r.err.startsWith(error), r.err.constData());
    }

    void badCommandOrFile()
    {
        QTemporaryDir dir;
        const Result none = run({}, QByteArray());
        QCOMPARE(none.exitCode, 2);
        QVERIFY(none.err.contains("tokenize needs --tokenizer FILE"));
        const Result unknown = run(
            {QStringLiteral("--tokenizer"), kData + QStringLiteral("llama3/tokenizer.json"), QStringLiteral("--json")}, QByteArray());
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.err.contains("tokenize does not know the option --json"));
        const QString bad = dir.filePath(QStringLiteral("tokenizer.json"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"model": {"type": "BPE", "vocab": {"a": 0}, "merges": []}, "normalizer": {"type": "NFKD"}})");
        f.close();
        const Result refused = run({QStringLiteral("--tokenizer"), bad}, "\"a\"\n");
        QCOMPARE(refused.exitCode, 1);
        QCOMPARE(refused.out, QByteArray());
        QCOMPARE(refused.err, ("pilot-trainer: " + bad + ": model.merges: is empty: a BPE model needs merges\n").toUtf8());
        const Result folder = run({QStringLiteral("--tokenizer"), dir.path()}, "\"a\"\n");
        QCOMPARE(folder.exitCode, 1);
        QVERIFY(folder.err.contains("only regular files are read"));
    }

    // A text scored under a checkpoint is the sequence a {"text": …} validation line is:
    // the text with Llama 2's BOS, then EOS, every token after the first predicted. So score
    // gives the evaluation's val_loss of a one-line validation file, computed by other code.
    void scoreWithATokenizerIsTheEvaluationsLoss()
    {
        namespace tt = pilot::trainertest;
        QTemporaryDir dir;
        tt::writeData(dir.path());
        const QByteArray text = "Grüße aus Köln: 2 plus 2 = 4";
        {
            QFile valid(dir.filePath(QStringLiteral("valid.jsonl")));
            QVERIFY(valid.open(QIODevice::WriteOnly | QIODevice::Truncate));
            valid.write("{\"text\": \"" + text + "\"}\n");
            QFile lines(dir.filePath(QStringLiteral("lines.txt")));
            QVERIFY(lines.open(QIODevice::WriteOnly));
            lines.write(text + "\n");
        }
        QJsonObject job = tt::tinyJob(1);
        QJsonObject model = job[QStringLiteral("model")].toObject();
        QJsonObject config = model[QStringLiteral("config")].toObject();
        config[QStringLiteral("vocab_size")] = 32000;
        config[QStringLiteral("hidden_size")] = 32;
        config[QStringLiteral("intermediate_size")] = 64;
        model[QStringLiteral("config")] = config;
        job[QStringLiteral("model")] = model;
        const QString tokenizer = kData + QStringLiteral("llama2/tokenizer.json");
        job[QStringLiteral("tokenizer")] = QJsonObject{{QStringLiteral("kind"), QStringLiteral("hf")}, {QStringLiteral("path"), tokenizer}};
        job[QStringLiteral("eval")] =
            QJsonObject{{QStringLiteral("every_steps"), 1}, {QStringLiteral("samples"), 0}, {QStringLiteral("max_new_tokens"), 0}};
        job[QStringLiteral("checkpoint")] = QJsonObject{{QStringLiteral("every_steps"), 1}, {QStringLiteral("keep_last"), 1}};
        const QString jobPath = tt::writeJobFile(dir.filePath(QStringLiteral("job.json")), job);
        const QString runDir = dir.filePath(QStringLiteral("run"));
        QString errors;
        QCOMPARE(tt::runToEnd(jobPath, runDir, &errors), 0);
        double valLoss = -1;
        QFile metrics(runDir + QStringLiteral("/metrics.jsonl"));
        QVERIFY(metrics.open(QIODevice::ReadOnly));
        for (const QByteArray &line : metrics.readAll().split('\n')) {
            const QJsonObject e = QJsonDocument::fromJson(line).object();
            if (e[QStringLiteral("type")] == QLatin1String("eval") && e[QStringLiteral("step")].toInt() == 1)
                valLoss = e[QStringLiteral("val_loss")].toDouble();
        }
        QVERIFY(valLoss > 0);

        const QString checkpoint = runDir + QStringLiteral("/checkpoints/step-000001");
        const QString lines = dir.filePath(QStringLiteral("lines.txt"));
        const auto score = [&](const QStringList &extra) {
            QProcess p;
            p.start(kTrainer, QStringList{QStringLiteral("score"), QStringLiteral("--model"), checkpoint, QStringLiteral("--text-file"), lines,
                                          QStringLiteral("--json")}
                                  + extra);
            if (!p.waitForFinished(120000))
                qFatal("pilot-trainer score did not finish");
            return Result{p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
        };
        const Result withTokenizer = score({QStringLiteral("--tokenizer"), tokenizer});
        QVERIFY2(withTokenizer.exitCode == 0, withTokenizer.err.constData());
        const QJsonObject row = QJsonDocument::fromJson(withTokenizer.out).array().at(0).toObject();
        const double ce = row[QStringLiteral("mean_cross_entropy")].toDouble();
        QVERIFY2(std::abs(ce - valLoss) <= 1e-5 * valLoss, qPrintable(QStringLiteral("score %1, val_loss %2").arg(ce).arg(valLoss)));
        // Llama 2's tokens, not bytes: far fewer than the text's 30 bytes + EOS.
        QVERIFY(row[QStringLiteral("tokens")].toInt() < 25);

        // The byte tokenizer scores other sequences of the same text.
        const Result bytes = score({});
        QCOMPARE(bytes.exitCode, 0);
        const QJsonObject byteRow = QJsonDocument::fromJson(bytes.out).array().at(0).toObject();
        QCOMPARE(byteRow[QStringLiteral("tokens")].toInt(), text.size() + 1);

        // A line that is not UTF-8 is named with its line, not taken for a usage error.
        {
            QFile f(lines);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write("fine\n\xff\xfe\n");
        }
        const Result bad = score({QStringLiteral("--tokenizer"), tokenizer});
        QCOMPARE(bad.exitCode, 1);
        QVERIFY2(bad.err.contains("lines.txt:2: the text is not valid UTF-8"), bad.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestTrainerTokenize)
#include "tst_trainertokenize.moc"
