// One variable at a time (seed 1, step 7): which jobs are variants of a pilot job, and why the
// others are not — situations written from the seed's sentence, not from the code's output.
#include "core/job/jobvariation.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace pilot;

namespace {

JobSpec pilotJob()
{
    JobSpec j;
    j.runId = QStringLiteral("pilot-1");
    j.name = QStringLiteral("pilot");
    j.role = QStringLiteral("pilot");
    j.backend = QStringLiteral("neuron");
    j.device = QStringLiteral("neuron");
    j.model.path = QStringLiteral("/models/llama");
    j.data.train = QStringLiteral("/data/train-10k.jsonl");
    j.data.trainSha256 = QStringLiteral("aa");
    j.data.validation = QStringLiteral("/data/validation.jsonl");
    j.data.version = QStringLiteral("v1");
    j.train.seqLen = 1024;
    j.train.microBatch = 4;
    j.train.gradAccum = 8;
    return j;
}

} // namespace

class TestJobVariation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // "Only then scale — data size, sequence length or distribution, one at a time."
    void oneVariableIsAVariant_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<int>("world");
        QTest::addColumn<QString>("description");
        QTest::newRow("sequence length") << 0 << 1 << QStringLiteral("varies sequence length 1024 → 2048");
        QTest::newRow("data size") << 1 << 1 << QStringLiteral("varies data size train-10k.jsonl → train-100k.jsonl");
        QTest::newRow("distribution") << 2 << 4 << QStringLiteral("varies world size 1 → 4");
        QTest::newRow("micro-batch") << 3 << 1 << QStringLiteral("varies micro-batch 4 → 8");
    }

    void oneVariableIsAVariant()
    {
        QFETCH(int, which);
        QFETCH(int, world);
        QFETCH(QString, description);
        JobSpec next = pilotJob();
        next.runId = QStringLiteral("pilot-2"); // names and role are not what a job trains
        next.name = QStringLiteral("pilot, scaled");
        if (which == 0)
            next.train.seqLen = 2048;
        if (which == 1) {
            // More data comes with its own checksum and version: still one change.
            next.data.train = QStringLiteral("/data/train-100k.jsonl");
            next.data.trainSha256 = QStringLiteral("bb");
            next.data.version = QStringLiteral("v1-100k");
        }
        if (which == 3)
            next.train.microBatch = 8;
        const JobVariation v = compareJobs(pilotJob(), 1, next, world);
        QVERIFY2(v.isVariant(), qPrintable(v.description()));
        QCOMPARE(v.scaled.size(), 1);
        QCOMPARE(v.description(), description);
    }

    // Two at once cannot say which of them changed the result: refused, both named.
    void twoVariablesAreRefused()
    {
        JobSpec next = pilotJob();
        next.train.seqLen = 2048;
        const JobVariation v = compareJobs(pilotJob(), 1, next, 2);
        QVERIFY(!v.isVariant());
        QCOMPARE(v.scaled.size(), 2);
        QVERIFY2(v.description().contains(QLatin1String("2 scaling variables at once")), qPrintable(v.description()));
        QVERIFY(v.description().contains(QStringLiteral("sequence length 1024 → 2048")));
        QVERIFY(v.description().contains(QStringLiteral("world size 1 → 2")));
    }

    // Anything else that trains differently (a learning rate, another model, a key this build
    // does not know) makes it another experiment, not a scaling step.
    void otherChangesAreRefused()
    {
        JobSpec lr = pilotJob();
        lr.train.seqLen = 2048;
        lr.train.lr = 5e-4;
        JobVariation v = compareJobs(pilotJob(), 1, lr, 1);
        QVERIFY(!v.isVariant());
        QCOMPARE(v.otherKeys, QStringList{QStringLiteral("train.lr")});
        QVERIFY2(v.description().contains(QLatin1String("train.lr")), qPrintable(v.description()));

        JobSpec unknown = pilotJob();
        unknown.raw.insert(QStringLiteral("curriculum"), QStringLiteral("short-first"));
        v = compareJobs(pilotJob(), 1, unknown, 1);
        QCOMPARE(v.otherKeys, QStringList{QStringLiteral("curriculum")});
        QCOMPARE(v.description(), QStringLiteral("not a variant: it changes settings that are no scaling variables: curriculum"));
    }

    // A pinned data file is the same file wherever it lies; other paths are the same when the
    // caller says they hold the same (a project copied elsewhere, a run made on another machine).
    void pathsAreComparedForWhatTheyName()
    {
        JobSpec moved = pilotJob();
        moved.data.train = QStringLiteral("/home/someone/copy/data/train-10k.jsonl"); // same SHA-256
        moved.model.path = QStringLiteral("/home/someone/copy/llama");
        JobVariation v = compareJobs(pilotJob(), 1, moved, 1);
        QCOMPARE(v.otherKeys, QStringList{QStringLiteral("model.path")}); // nothing says the model is the same
        const SamePath sameModel = [](const QString &a, const QString &b) {
            return a.endsWith(QLatin1String("/llama")) && b.endsWith(QLatin1String("/llama"));
        };
        v = compareJobs(pilotJob(), 1, moved, 1, sameModel);
        QVERIFY(v.otherKeys.isEmpty());
        QVERIFY(v.scaled.isEmpty());
        // Another file under the same name is told apart by its checksum.
        JobSpec other = pilotJob();
        other.data.trainSha256 = QStringLiteral("cccccccccccccccc");
        v = compareJobs(pilotJob(), 1, other, 1);
        QCOMPARE(v.description(), QStringLiteral("varies data size aa → cccccccccccc"));
    }

    void fingerprints()
    {
        QTemporaryDir dir;
        const auto write = [&](const QString &name, const QByteArray &bytes) {
            QFile f(dir.filePath(name));
            return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
        };
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("a"))) && QDir().mkpath(dir.filePath(QStringLiteral("b"))));
        QVERIFY(write(QStringLiteral("a/config.json"), "{\"hidden\": 128}") && write(QStringLiteral("b/config.json"), "{\"hidden\": 128}"));
        QCOMPARE(pathFingerprint(dir.filePath(QStringLiteral("a"))), pathFingerprint(dir.filePath(QStringLiteral("b"))));
        QVERIFY(write(QStringLiteral("b/config.json"), "{\"hidden\": 256}"));
        QVERIFY(pathFingerprint(dir.filePath(QStringLiteral("a"))) != pathFingerprint(dir.filePath(QStringLiteral("b"))));
        QVERIFY(pathFingerprint(dir.filePath(QStringLiteral("missing"))).isEmpty());
    }

    // Where a job runs is not what it trains: the same job on another backend or device varies nothing.
    void whereItRunsIsNoVariable()
    {
        JobSpec elsewhere = pilotJob();
        elsewhere.backend = QStringLiteral("libtorch");
        elsewhere.device = QStringLiteral("cuda");
        elsewhere.threads = 8;
        elsewhere.eval.everySteps = 10;
        elsewhere.checkpoint.keepLast = 1;
        const JobVariation v = compareJobs(pilotJob(), 2, elsewhere, 2);
        QVERIFY(!v.isVariant());
        QVERIFY(v.scaled.isEmpty() && v.otherKeys.isEmpty());
        QCOMPARE(v.description(), QStringLiteral("the same training: it varies nothing"));
    }
};

QTEST_GUILESS_MAIN(TestJobVariation)
#include "tst_jobvariation.moc"
