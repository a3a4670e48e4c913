// The app's job identity (core/job/jobidentity.h) against the vectors pilot-trainer and the
// Neuron job are held to, a moved job, and the differences the record and the fallback name.
#include "core/job/jobidentity.h"

#include "../common/jobidentityvectors.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace pilot;

namespace {

QJsonObject vectors()
{
    return test::identityVectors();
}

void writeFiles(const QString &folder)
{
    test::writeIdentityFiles(folder);
}

QByteArray jobText(int index)
{
    return test::identityJobText(index);
}

} // namespace

class TestJobIdentity : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_cache.isValid());
        qputenv("XDG_CACHE_HOME", m_cache.path().toUtf8()); // never the user's digest cache
    }

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
        writeFiles(dir.path());
        JobIdentity id;
        QString error;
        QVERIFY2(jobIdentity(jobText(index), dir.path(), &id, &error), qPrintable(error));
        QCOMPARE(QString::fromUtf8(id.canonical), expected.value(QLatin1String("canonical")).toString());
        QCOMPARE(id.hash, expected.value(QLatin1String("hash")).toString());
        QCOMPARE(jobIdentityHash(expected.value(QLatin1String("canonical")).toString().toUtf8(), &error), id.hash);
    }

    // The same files elsewhere, one of them named by an absolute path: the same job.
    void aMovedJobIsTheSameJob()
    {
        QTemporaryDir a, b;
        writeFiles(a.path());
        const QString there = b.filePath(QStringLiteral("deeper/place"));
        writeFiles(there);
        QJsonObject job = QJsonDocument::fromJson(jobText(0)).object();
        QJsonObject data = job.value(QLatin1String("data")).toObject();
        data[QLatin1String("validation")] = there + QStringLiteral("/data/validation.jsonl");
        job[QLatin1String("data")] = data;
        JobIdentity here, moved;
        QString error;
        QVERIFY2(jobIdentity(jobText(0), a.path(), &here, &error), qPrintable(error));
        QVERIFY2(jobIdentity(QJsonDocument(job).toJson(), there, &moved, &error), qPrintable(error));
        QCOMPARE(moved.hash, here.hash);
    }

    // A missing input is named with its field and file; nothing is guessed.
    void aMissingInputIsNamed()
    {
        QTemporaryDir dir;
        writeFiles(dir.path());
        QVERIFY(QFile::remove(dir.filePath(QStringLiteral("model/model-00002-of-00002.safetensors"))));
        JobIdentity id;
        QString error;
        QVERIFY(!jobIdentity(jobText(0), dir.path(), &id, &error));
        QVERIFY2(error.startsWith(QLatin1String("model.path: ")) && error.contains(QLatin1String("model-00002-of-00002.safetensors")),
                 qPrintable(error));
        QVERIFY(id.hash.isEmpty());
    }

    // Differences by key with both values in canonical text; one number however it is spelt.
    void differencesNameKeyAndValues()
    {
        const QByteArray a = R"({"train": {"lr": 3.0e-05, "seq_len": 16.0}, "data": {"sha256": {"train": "aa"}}, "x": [1, 2]})";
        const QByteArray b = R"({"train": {"lr": 0.0001, "seq_len": 16}, "data": {"sha256": {"train": "bb"}}, "y": true})";
        QList<JobHashDifference> out;
        QString error;
        QVERIFY2(jobIdentityDifferences(a, b, &out, &error), qPrintable(error));
        QStringList shown;
        for (const JobHashDifference &d : out)
            shown << QStringLiteral("%1 %2|%3").arg(d.key, d.left, d.right);
        QCOMPARE(shown, (QStringList{QStringLiteral("data.sha256.train \"aa\"|\"bb\""), QStringLiteral("train.lr 0.00003|0.0001"),
                                     QStringLiteral("x [1,2]|"), QStringLiteral("y |true")}));
        QVERIFY(jobIdentityDifferences(a, a, &out, &error) && out.isEmpty());
        QVERIFY(!jobIdentityDifferences("{", b, &out, &error));
    }

private:
    QTemporaryDir m_cache;
};

QTEST_GUILESS_MAIN(TestJobIdentity)
#include "tst_jobidentity.moc"
