// pilot-trainer's job identity (trainer_state format 3) against the shared vectors, a run folder
// moved to another folder, and the digest cache (common/filedigests.h) that remembers large files.
#include "canonicaltext.h"
#include "common/filedigests.h"
#include "jobidentity.h"
#include "trainjob.h"

#include "../common/jobidentityvectors.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace pilot;
using namespace pilot::trainer;

namespace {

QJsonObject vectors()
{
    return test::identityVectors();
}

using test::writeText;

// The vectors' files in `folder`, and job number `index` as its job.json; returns the job file.
QString writeVector(const QString &folder, int index)
{
    test::writeIdentityFiles(folder);
    const QString job = folder + QStringLiteral("/job.json");
    writeText(job, test::identityJobText(index));
    return job;
}

TrainJob identified(const QString &jobFile)
{
    TrainJob job = readJobFile(jobFile.toStdString());
    identifyJob(job);
    return job;
}

} // namespace

class TestTrainerJobIdentity : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        // Every test has its own digest cache, never the user's.
        QVERIFY(m_cache.isValid());
        qputenv("XDG_CACHE_HOME", m_cache.path().toUtf8());
    }

    // The identity and its hash of tests/data/job-identity.json, whose numbers were computed apart
    // from this code: paths gone, files by SHA-256, _name_or_path dropped, numbers canonical.
    void theSharedVectors_data()
    {
        QTest::addColumn<int>("index");
        const QJsonArray jobs = vectors().value(QLatin1String("jobs")).toArray();
        QVERIFY(jobs.size() >= 2);
        for (int i = 0; i < jobs.size(); ++i)
            QTest::addRow("job %d", i) << i;
    }

    void theSharedVectors()
    {
        QFETCH(int, index);
        const QJsonObject expected = vectors().value(QLatin1String("jobs")).toArray().at(index).toObject();
        QTemporaryDir dir;
        const TrainJob job = identified(writeVector(dir.path(), index));
        QCOMPARE(QString::fromStdString(canonicalJson(job.identity)), expected.value(QLatin1String("canonical")).toString());
        QCOMPARE(QString::fromStdString(job.hash), expected.value(QLatin1String("hash")).toString());
    }

    // The same files in another folder, named by absolute paths there: the same job.
    void aMovedJobIsTheSameJob()
    {
        QTemporaryDir a, b;
        const TrainJob here = identified(writeVector(a.path(), 0));
        const QString moved = writeVector(b.path() + QStringLiteral("/deeper/elsewhere"), 0);
        QJsonObject json = QJsonDocument::fromJson([&] {
                               QFile f(moved);
                               f.open(QIODevice::ReadOnly);
                               return f.readAll();
                           }())
                               .object();
        QJsonObject data = json.value(QLatin1String("data")).toObject();
        data[QLatin1String("train")] = QFileInfo(moved).absolutePath() + QStringLiteral("/data/train.jsonl");
        json[QLatin1String("data")] = data;
        writeText(moved, QJsonDocument(json).toJson());
        const TrainJob there = identified(moved);
        QVERIFY(there.hashFormat2 != here.hashFormat2); // format 2 hashed the path texts
        QCOMPARE(QString::fromStdString(there.hash), QString::fromStdString(here.hash));
    }

    // What is trained decides: a weight byte, a data byte or a tokenizer byte makes another job;
    // where the model was saved from (_name_or_path) does not.
    void contentDecides_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<bool>("same");
        QTest::addColumn<QString>("difference");
        QTest::newRow("a shard") << "model/model-00002-of-00002.safetensors" << QByteArray("second shard's bytes!\n") << false
                                 << "model.weights.model-00002-of-00002.safetensors";
        QTest::newRow("training data") << "data/train.jsonl" << QByteArray("{\"text\": \"anders\"}\n") << false << "data.sha256.train";
        QTest::newRow("tokenizer") << "tokenizer/tokenizer.json" << QByteArray("{\"version\": \"1.0\"}\n") << false << "tokenizer.sha256";
        QTest::newRow("model config") << "model/config.json"
                                      << QByteArray("{\"model_type\": \"llama\", \"vocab_size\": 300, \"hidden_size\": 64, "
                                                    "\"intermediate_size\": 128, \"num_hidden_layers\": 2, \"num_attention_heads\": 4}")
                                      << false << "model.config.architectures";
    }

    void contentDecides()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, content);
        QFETCH(bool, same);
        QFETCH(QString, difference);
        QTemporaryDir dir;
        const QString jobFile = writeVector(dir.path(), 0);
        const TrainJob before = identified(jobFile);
        writeText(dir.filePath(file), content);
        const TrainJob after = identified(jobFile);
        QCOMPARE(after.hash == before.hash, same);
        const std::vector<std::string> differences = identityDifferences(before.identity, after.identity);
        QVERIFY(!differences.empty());
        QVERIFY2(QString::fromStdString(differences.front()).startsWith(difference + QStringLiteral(" (checkpoint ")),
                 differences.front().c_str());
    }

    void whereTheModelCameFromIsNotWhatItIs()
    {
        QTemporaryDir dir;
        const QString jobFile = writeVector(dir.path(), 0);
        const TrainJob before = identified(jobFile);
        QFile config(dir.filePath(QStringLiteral("model/config.json")));
        QVERIFY(config.open(QIODevice::ReadOnly));
        const QByteArray text = config.readAll().replace("/fsx/models/tiny-llama", "/data/other/place");
        config.close();
        writeText(config.fileName(), text);
        QCOMPARE(QString::fromStdString(identified(jobFile).hash), QString::fromStdString(before.hash));
    }

    // `job-hash --identity` prints what the hash is of; `job-hash` the hash.
    void theCommandPrintsTheIdentity()
    {
        QTemporaryDir dir;
        const QString jobFile = writeVector(dir.path(), 1);
        const QJsonObject expected = vectors().value(QLatin1String("jobs")).toArray().at(1).toObject();
        QProcess p;
        p.start(QStringLiteral(PILOT_TRAINER),
                {QStringLiteral("job-hash"), QStringLiteral("--job"), jobFile, QStringLiteral("--identity")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        QCOMPARE(QString::fromUtf8(p.readAllStandardOutput()).trimmed(), expected.value(QLatin1String("canonical")).toString());
        p.start(QStringLiteral(PILOT_TRAINER), {QStringLiteral("job-hash"), QStringLiteral("--job"), jobFile});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(QString::fromUtf8(p.readAllStandardOutput()).trimmed(), expected.value(QLatin1String("hash")).toString());
        // A weight file that is missing is named, with its field.
        QVERIFY(QFile::remove(dir.filePath(QStringLiteral("init/manifest.json"))));
        p.start(QStringLiteral(PILOT_TRAINER), {QStringLiteral("job-hash"), QStringLiteral("--job"), jobFile});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 2);
        const QString error = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(error.contains(QLatin1String("model.init_checkpoint: ")) && error.contains(QLatin1String("init/manifest.json")),
                 qPrintable(error));
    }

    // A large file is hashed once and remembered by device, inode, size and times: the second
    // call reads the cache (shown by an entry edited in it), a rewrite is hashed again, and a
    // small file never enters the cache.
    void largeFilesAreRemembered()
    {
        QTemporaryDir dir;
        const QString big = dir.filePath(QStringLiteral("weights.safetensors"));
        QByteArray content(int(kDigestCacheFromBytes), '\0');
        content[7] = 'x';
        writeText(big, content);
        const QString truth = QString::fromLatin1(QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex());
        QCOMPARE(QString::fromStdString(fileSha256(big.toStdString(), "test")), truth);
        const QString cacheFile = QString::fromStdString(digestCachePath());
        QVERIFY(cacheFile.startsWith(m_cache.path()));
        QFile cache(cacheFile);
        QVERIFY(cache.open(QIODevice::ReadOnly));
        QByteArray text = cache.readAll();
        cache.close();
        QVERIFY2(text.startsWith("# migration-pilot file digests 1\n") && text.contains(truth.toLatin1()) && text.contains(big.toUtf8()),
                 text.constData());
        const QString planted(64, QLatin1Char('e'));
        writeText(cacheFile, text.replace(truth.toLatin1(), planted.toLatin1()));
        QCOMPARE(QString::fromStdString(fileSha256(big.toStdString(), "test")), planted); // remembered, not read
        // Rewritten with its modification time put back: the change time still tells.
        struct stat st = {};
        QCOMPARE(::stat(QFile::encodeName(big).constData(), &st), 0);
        content[8] = 'y';
        writeText(big, content);
        const struct timespec times[2] = {st.st_atim, st.st_mtim};
        QCOMPARE(::utimensat(AT_FDCWD, QFile::encodeName(big).constData(), times, 0), 0);
        QCOMPARE(QString::fromStdString(fileSha256(big.toStdString(), "test")),
                 QString::fromLatin1(QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex()));
        // Small files are hashed each time and never written there.
        const QString small = dir.filePath(QStringLiteral("small.jsonl"));
        writeText(small, "{}\n");
        fileSha256(small.toStdString(), "test");
        QVERIFY(cache.open(QIODevice::ReadOnly));
        QVERIFY(!cache.readAll().contains(small.toUtf8()));
        // A damaged cache costs time, never a wrong digest or an error.
        writeText(cacheFile, "# migration-pilot file digests 1\nnot\ta\tline\n" + QByteArray(100, '\t') + "\n");
        QCOMPARE(QString::fromStdString(fileSha256(big.toStdString(), "test")),
                 QString::fromLatin1(QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex()));
    }

private:
    QTemporaryDir m_cache;
};

QTEST_GUILESS_MAIN(TestTrainerJobIdentity)
#include "tst_trainerjobidentity.moc"
