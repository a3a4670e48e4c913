// A checkpoint is trusted for its values, not only for its checksums: a state edited and
// re-hashed, or written by something else, is refused with the field named.
#include "trainertest.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace pilot;
using namespace pilot::trainertest;

namespace {

// Rewrites one file of a checkpoint and its manifest entry, so that the checkpoint stays
// intact as far as checksums go: what an edited or foreign state looks like.
void rewriteWithManifest(const QString &checkpoint, const QString &name, const QByteArray &content)
{
    QFile file(checkpoint + QLatin1Char('/') + name);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(content) != content.size())
        qFatal("cannot rewrite %s", qPrintable(name));
    file.close();
    QJsonObject manifest = readJson(checkpoint + QStringLiteral("/manifest.json"));
    QJsonArray files = manifest.value(QStringLiteral("files")).toArray();
    for (qsizetype i = 0; i < files.size(); ++i) {
        QJsonObject entry = files.at(i).toObject();
        if (entry.value(QStringLiteral("path")).toString() != name)
            continue;
        entry.insert(QStringLiteral("bytes"), double(content.size()));
        entry.insert(QStringLiteral("sha256"), QString::fromLatin1(QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex()));
        files.replace(i, entry);
    }
    manifest.insert(QStringLiteral("files"), files);
    writeJobFile(checkpoint + QStringLiteral("/manifest.json"), manifest);
}

} // namespace

class TestCheckpointState : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void checkpointWithImpossibleStateIsRefused()
    {
        // A checkpoint whose manifest is right but whose state cannot be: global_step -5 would
        // make the schedule's learning rate negative.
        QTemporaryDir dir;
        const QString job = writeJob(dir.path(), 9);
        const QString runDir = dir.path() + QStringLiteral("/run");
        QCOMPARE(runToEnd(job, runDir), 0);
        const QString newest = runDir + QStringLiteral("/checkpoints/step-000009");
        QJsonObject state = readJson(newest + QStringLiteral("/trainer_state.json"));
        state.insert(QStringLiteral("global_step"), -5);
        rewriteWithManifest(newest, QStringLiteral("trainer_state.json"), QJsonDocument(state).toJson());

        // Asked for by name: the run fails, naming checkpoint and field.
        QJsonObject o = readJson(job);
        o.insert(QStringLiteral("resume"), newest);
        writeJobFile(job, o);
        QString errors;
        QCOMPARE(runToEnd(job, runDir, &errors), 1);
        QVERIFY2(errors.contains(newest + QStringLiteral(": trainer_state.json: global_step: -5 is outside [0, 9]")), qPrintable(errors));
        RunMetrics m = readMetrics(runDir);
        QVERIFY(m.runEnd());
        QCOMPARE(m.runEnd()->status, QStringLiteral("failed"));
        QVERIFY2(m.runEnd()->reason.contains(QLatin1String("global_step: -5")), qPrintable(m.runEnd()->reason));

        // resume: auto passes over it (warning) to the newest checkpoint that adds up, and
        // the learning rate never goes negative.
        o.insert(QStringLiteral("resume"), QStringLiteral("auto"));
        writeJobFile(job, o);
        QCOMPARE(runToEnd(job, runDir, &errors), 0);
        QVERIFY2(errors.contains(QLatin1String("checkpoint not used: step-000009: trainer_state.json: global_step: -5")),
                 qPrintable(errors));
        m = readMetrics(runDir);
        bool resumedFromSix = false;
        for (const LogEvent &l : m.logs())
            resumedFromSix |= l.message.contains(QLatin1String("resumed from")) && l.message.contains(QLatin1String("step-000006"));
        QVERIFY(resumedFromSix);
        QCOMPARE(m.runEnd()->status, QStringLiteral("completed"));
        for (const StepPoint &p : m.steps())
            QVERIFY2(p.lr >= 0 && p.step >= 1 && p.step <= 9, qPrintable(QStringLiteral("step %1 lr %2").arg(p.step).arg(p.lr)));
        QCOMPARE(int(m.steps().size()), 9);
    }

    void checkpointStateMustAgreeWithItself_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("past the last step") << QStringLiteral("global_step") << QJsonValue(10)
                                            << QStringLiteral("global_step: 10 is outside [0, 9]");
        QTest::newRow("another step than its folder")
            << QStringLiteral("global_step") << QJsonValue(8) << QStringLiteral("global_step: 8 differs from the checkpoint's step 9");
        QTest::newRow("more tokens than examples hold")
            << QStringLiteral("tokens_seen") << QJsonValue(1e9) << QStringLiteral("tokens_seen: 1000000000 cannot come from 72 examples");
        QTest::newRow("a fractional step") << QStringLiteral("global_step") << QJsonValue(8.5)
                                           << QStringLiteral("global_step: expected a whole number");
        QTest::newRow("a generator state of the wrong size")
            << QStringLiteral("rng") << QJsonValue(QJsonObject{{QStringLiteral("cpu"), QStringLiteral("00ff")}})
            << QStringLiteral("rng.cpu: expected");
    }

    void checkpointStateMustAgreeWithItself()
    {
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString job = writeJob(dir.path(), 9);
        const QString runDir = dir.path() + QStringLiteral("/run");
        QCOMPARE(runToEnd(job, runDir), 0);
        const QString newest = runDir + QStringLiteral("/checkpoints/step-000009");
        QJsonObject state = readJson(newest + QStringLiteral("/trainer_state.json"));
        state.insert(field, value);
        rewriteWithManifest(newest, QStringLiteral("trainer_state.json"), QJsonDocument(state).toJson());
        QJsonObject o = readJson(job);
        o.insert(QStringLiteral("resume"), newest);
        writeJobFile(job, o);
        QString errors;
        QCOMPARE(runToEnd(job, runDir, &errors), 1);
        QVERIFY2(errors.contains(message), qPrintable(errors));
    }

    void fifoInACheckpointIsNotRead()
    {
        QTemporaryDir dir;
        const QString job = writeJob(dir.path(), 9);
        const QString runDir = dir.path() + QStringLiteral("/run");
        QCOMPARE(runToEnd(job, runDir), 0);
        const QString state = runDir + QStringLiteral("/checkpoints/step-000009/trainer_state.json");
        QVERIFY(QFile::remove(state));
        QCOMPARE(::mkfifo(QFile::encodeName(state).constData(), 0600), 0);
        QProcess p;
        p.start(kTrainer, trainArgs(job, runDir));
        QVERIFY2(p.waitForFinished(60000), "a FIFO in a checkpoint must not stall the resume");
        const QString errors = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(p.exitCode() == 0, qPrintable(errors));
        QVERIFY2(errors.contains(QLatin1String("checkpoint not used: step-000009: trainer_state.json: not a regular file")),
                 qPrintable(errors));
    }
};

QTEST_GUILESS_MAIN(TestCheckpointState)
#include "tst_checkpointstate.moc"
