// The job hash on the Qt side (core/job/jobhash.h): the test vector of docs/job-interface.md
// §6, computed apart from any implementation, and the places two jobs differ in what it covers.
#include "core/job/canonicaltext.h"
#include "core/job/jobhash.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace pilot;

class TestJobHash : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // The canonical form (RFC 8785) against the shared vectors, which pilot-trainer and the
    // Neuron job are held to as well: one number whatever its spelling, members in UTF-16 order.
    void canonicalFormOfTheSharedVectors()
    {
        QFile file(QStringLiteral(PILOT_SOURCE_DIR "/tests/data/canonical-json.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject doc = QJsonDocument::fromJson(file.readAll()).object();
        const QJsonArray vectors = doc.value(QStringLiteral("vectors")).toArray();
        QVERIFY(vectors.size() >= 8);
        for (const QJsonValue &v : vectors) {
            const QByteArray json = v[QStringLiteral("json")].toString().toUtf8();
            QString error;
            QCOMPARE(QString::fromUtf8(canonicalJsonText(json, &error)), v[QStringLiteral("canonical")].toString());
            QVERIFY(error.isEmpty());
        }
        for (const QJsonValue &v : doc.value(QStringLiteral("refused")).toArray()) {
            QString error;
            QVERIFY2(canonicalJsonText(v.toString().toUtf8(), &error).isEmpty(), qPrintable(v.toString()));
            QVERIFY(!error.isEmpty());
        }
    }

    void testVectorOfTheDocument()
    {
        QFile f(QStringLiteral(PILOT_SOURCE_DIR "/docs/job-interface.md"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString doc = QString::fromUtf8(f.readAll());
        const QRegularExpressionMatch example =
            QRegularExpression(QStringLiteral("### Example\\n.*?```json\\n(.*?)```"), QRegularExpression::DotMatchesEverythingOption)
                .match(doc);
        QVERIFY(example.hasMatch());
        const QRegularExpressionMatch vector =
            QRegularExpression(
                QStringLiteral(
                    "under format 2's rule the example of section 3 had the job hash\\s+`([0-9a-f]{64})`.*?under format 1's rule "
                    "it had\\s+`([0-9a-f]{64})`"),
                QRegularExpression::DotMatchesEverythingOption)
                .match(doc);
        QVERIFY(vector.hasMatch());
        const QByteArray job = example.captured(1).toUtf8();
        QString error;
        QCOMPARE(jobHash(job, &error), vector.captured(1));
        QCOMPARE(jobHashFormat1(job, &error), vector.captured(2));
        // Where and how it runs is not what it trains; format 1 hashed it.
        QByteArray moved = job;
        moved.replace("\"backend\": \"libtorch\"", "\"backend\": \"neuron\"")
            .replace("\"device\": \"cpu\"", "\"device\": \"cuda\"")
            .replace("\"threads\": 2", "\"threads\": 64")
            .replace("\"name\": \"ref-lora\"", "\"name\": \"gpu-emergency\"")
            .replace("\"resume\": \"auto\"", "\"resume\": \"/runs/pilot/checkpoints/step-000200\"");
        QVERIFY(moved.contains("\"device\": \"cuda\"") && moved.contains("gpu-emergency") && moved.contains("step-000200"));
        QCOMPARE(jobHash(moved, &error), vector.captured(1));
        QVERIFY(jobHashFormat1(moved, &error) != vector.captured(2));
        // The hash is of the text: Qt writes 1.0 as 1, which the trainer reads as another number.
        // (Both jobs of a fallback pass through the same writer, runFolderJobJson.)
        QVERIFY(jobHash(QJsonDocument::fromJson(job).toJson(), &error) != vector.captured(1));
        QList<JobHashDifference> differences;
        QVERIFY(jobHashDifferences(job, moved, &differences, &error));
        QVERIFY(differences.isEmpty());
    }

    // The text hashed is nlohmann::json's: sorted keys, the last of a doubled key, numbers in
    // its shortest form ("1e-08", "16.0"), UTF-8 kept, control characters escaped.
    void textAsTheTrainerWritesIt()
    {
        QString error;
        const auto sha = [](const QByteArray &text) {
            return QString::fromLatin1(QCryptographicHash::hash(text, QCryptographicHash::Sha256).toHex());
        };
        QCOMPARE(jobHash(R"({"b": 1, "a": [1e-8, 16.0, 0.001, 2.5e-5, 1e16, -0.0], "run_id": "x", "b": 2})", &error),
                 sha(R"({"a":[1e-08,16.0,0.001,2.5e-05,1e+16,-0.0],"b":2})"));
        QCOMPARE(jobHash("{\"z\": \"Grüße\\n\\u0001\", \"y\": null, \"x\": true}", &error),
                 sha("{\"x\":true,\"y\":null,\"z\":\"Grüße\\n\\u0001\"}"));
        QVERIFY(jobHash("[1]", &error).isEmpty());
        QVERIFY(error.contains(QStringLiteral("object")));
        QVERIFY(jobHash("{\"a\": ", &error).isEmpty());
        QVERIFY(!error.isEmpty());
    }

    void differencesNameTheField()
    {
        const QByteArray pilot = R"({"train": {"lr": 0.001, "seed": 7}, "data": {"version": "v1"}, "precision": "fp32", "device": "neuron"})";
        const QByteArray profile = R"({"train": {"lr": 0.002, "seed": 7}, "data": {"version": "v1", "extra": 1}, "device": "cuda"})";
        QList<JobHashDifference> d;
        QString error;
        QVERIFY(jobHashDifferences(pilot, profile, &d, &error));
        QCOMPARE(d.size(), 3);
        QCOMPARE(d.at(0).key, QStringLiteral("data.extra"));
        QCOMPARE(d.at(0).left, QString());
        QCOMPARE(d.at(0).right, QStringLiteral("1"));
        QCOMPARE(d.at(1).key, QStringLiteral("precision"));
        QCOMPARE(d.at(2).key, QStringLiteral("train.lr"));
        QCOMPARE(d.at(2).left, QStringLiteral("0.001"));
        QCOMPARE(d.at(2).right, QStringLiteral("0.002"));
    }
};

QTEST_GUILESS_MAIN(TestJobHash)
#include "tst_jobhash.moc"
