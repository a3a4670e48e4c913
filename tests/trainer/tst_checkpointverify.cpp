// The checkpoint verifier (src/core/checkpoints, docs/checkpoints.md) on real checkpoints of
// every layout and on damaged copies: ours written by pilot-trainer on the tiny job, the
// others by tests/trainer/make_checkpoint_folders.py (safetensors by hand, pickles by
// torch.save). And `pilotctl checkpoints verify` on a real run folder.
#include "trainertest.h"

#include "core/checkpoints/checkpointsearch.h"
#include "core/checkpoints/checkpointverifier.h"
#include "core/runs/metricstail.h"
#include "core/runs/runmetrics.h"

#include "../common/pilotctlprocess.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <cmath>
#include <thread>

using namespace pilot;
using namespace pilot::trainertest;

namespace {

// cp -a keeps the times the age check reads.
void copyTree(const QString &from, const QString &to)
{
    QCOMPARE(QProcess::execute(QStringLiteral("cp"), {QStringLiteral("-a"), from, to}), 0);
}

QString reasonsText(const CheckpointReport &r)
{
    return r.reasons.join(QLatin1Char('\n'));
}

bool hasReason(const CheckpointReport &r, const QString &fragment)
{
    return reasonsText(r).contains(fragment);
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

} // namespace

class CheckpointVerifyTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_run, m_lora, m_fixtures;
    RunMetrics m_metrics;

    QString path(const QString &name) const { return m_dir.filePath(name); }

    /// A copy of the full run, damaged by the caller; its newest checkpoint verified against the copy's metrics.
    QString runCopy(const QString &name)
    {
        const QString copy = path(name);
        copyTree(m_run, copy);
        return copy;
    }
    CheckpointReport verifyIn(const QString &runDir, const QString &checkpoint)
    {
        RunMetrics metrics;
        QString error;
        if (!readMetricsFile(runDir + QStringLiteral("/metrics.jsonl"), &metrics, &error))
            qFatal("metrics: %s", qPrintable(error));
        return verifyCheckpoint(runDir + QStringLiteral("/checkpoints/") + checkpoint, nullptr, {&metrics, runDir});
    }
    CheckpointReport fixture(const QString &name)
    {
        const CheckpointSearch search = findCheckpoints(m_fixtures + QLatin1Char('/') + name);
        if (search.folders.size() != 1)
            qFatal("%s: %lld folders", qPrintable(name), qint64(search.folders.size()));
        return verifyCheckpoint(search.folders.constFirst(), nullptr);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_run = path(QStringLiteral("run"));
        m_lora = path(QStringLiteral("lora"));
        for (const QString &dir : {m_run, m_lora}) {
            QVERIFY(QDir().mkpath(dir));
            // 7 steps, a checkpoint every 3 and two kept: step-000006 and step-000007 (the last step's).
            const QString job = writeJob(dir, 7, dir == m_lora ? QStringLiteral("lora") : QStringLiteral("full"));
            QString errors;
            QCOMPARE(runToEnd(job, dir, &errors), 0);
        }
        QString error;
        QVERIFY2(readMetricsFile(m_run + QStringLiteral("/metrics.jsonl"), &m_metrics, &error), qPrintable(error));
        m_fixtures = path(QStringLiteral("fixtures"));
        QProcess python;
        python.setProcessChannelMode(QProcess::MergedChannels);
        python.start(QStringLiteral("/usr/bin/python3"), {QStringLiteral(PILOT_SOURCE_DIR "/tests/trainer/make_checkpoint_folders.py"), m_fixtures});
        QVERIFY(python.waitForFinished(300000));
        QVERIFY2(python.exitCode() == 0, python.readAll().constData());
    }

    // --- ours, from the real trainer ---

    void oursAccepted()
    {
        for (const QString &run : {m_run, m_lora}) {
            const CheckpointSearch search = findCheckpoints(run);
            QCOMPARE(search.runDir, QFileInfo(run).absoluteFilePath());
            QCOMPARE(search.folders.size(), 2);
            QVERIFY(search.folders.at(0).endsWith(QLatin1String("step-000006")));
            QVERIFY(search.folders.at(1).endsWith(QLatin1String("step-000007")));
            for (const QString &name : {QStringLiteral("step-000006"), QStringLiteral("step-000007")}) {
                const CheckpointReport r = verifyIn(run, name);
                QVERIFY2(r.accepted(), qPrintable(reasonsText(r)));
                QCOMPARE(r.layout, CheckpointLayout::Ours);
                QCOMPARE(r.step, name.right(1).toLongLong());
                QVERIFY(r.bytes > 0);
                QCOMPARE(r.files, 4);
                QVERIFY2(r.notes.isEmpty(), qPrintable(r.notes.join(QLatin1Char('\n')))); // the LoRA base shapes came from job.json
            }
        }
    }

    void oursFlippedByte()
    {
        const QString run = runCopy(QStringLiteral("flipped"));
        const QString file = run + QStringLiteral("/checkpoints/step-000007/model.safetensors");
        QByteArray bytes = readFile(file);
        bytes[bytes.size() - 100] = char(bytes.at(bytes.size() - 100) ^ 0x01);
        writeFile(file, bytes);
        const CheckpointReport r = verifyIn(run, QStringLiteral("step-000007"));
        QVERIFY(!r.accepted());
        QVERIFY2(hasReason(r, QStringLiteral("model.safetensors: the SHA-256 differs from manifest.json's")), qPrintable(reasonsText(r)));
    }

    void oursTruncated()
    {
        const QString run = runCopy(QStringLiteral("truncated"));
        QVERIFY(QFile::resize(run + QStringLiteral("/checkpoints/step-000007/optimizer.safetensors"),
                              QFileInfo(run + QStringLiteral("/checkpoints/step-000007/optimizer.safetensors")).size() - 10));
        const CheckpointReport r = verifyIn(run, QStringLiteral("step-000007"));
        QVERIFY(!r.accepted());
        QVERIFY2(hasReason(r, QStringLiteral("optimizer.safetensors: ")) && hasReason(r, QStringLiteral("bytes, manifest.json lists")),
                 qPrintable(reasonsText(r)));
        QVERIFY2(hasReason(r, QStringLiteral("the file is truncated")), qPrintable(reasonsText(r)));
    }

    void oursMissingComplete()
    {
        const QString run = runCopy(QStringLiteral("nocomplete"));
        QVERIFY(QFile::remove(run + QStringLiteral("/checkpoints/step-000007/COMPLETE")));
        const CheckpointReport r = verifyIn(run, QStringLiteral("step-000007"));
        QVERIFY(!r.accepted());
        QCOMPARE(r.layout, CheckpointLayout::Ours);
        QVERIFY2(hasReason(r, QStringLiteral("COMPLETE is missing")), qPrintable(reasonsText(r)));
    }

    void oursManifestNamesMissingFile()
    {
        const QString run = runCopy(QStringLiteral("missingfile"));
        QVERIFY(QFile::remove(run + QStringLiteral("/checkpoints/step-000007/trainer_state.json")));
        const CheckpointReport r = verifyIn(run, QStringLiteral("step-000007"));
        QVERIFY(!r.accepted());
        QVERIFY2(hasReason(r, QStringLiteral("trainer_state.json: listed in manifest.json, but missing")), qPrintable(reasonsText(r)));
    }

    void oursPartialNeverAccepted()
    {
        const QString run = runCopy(QStringLiteral("partial"));
        const QString dir = run + QStringLiteral("/checkpoints/step-000007");
        QVERIFY(QDir().rename(dir, dir + QStringLiteral(".partial")));
        // Whole and intact inside, and still refused: it was never renamed into place.
        const CheckpointReport r = verifyIn(run, QStringLiteral("step-000007.partial"));
        QVERIFY(r.staging);
        QVERIFY(!r.accepted());
        QVERIFY2(hasReason(r, QStringLiteral("still being written or left by a crash")), qPrintable(reasonsText(r)));
        const CheckpointSearch search = findCheckpoints(run);
        QCOMPARE(search.folders.size(), 2);
        QVERIFY(search.folders.last().endsWith(QLatin1String(".partial")));
    }

    void oursNameEscapesFolder()
    {
        const QString run = runCopy(QStringLiteral("escape"));
        const QString dir = run + QStringLiteral("/checkpoints/step-000007");
        const QByteArray job = readFile(run + QStringLiteral("/job.json"));
        QJsonObject manifest = readJson(dir + QStringLiteral("/manifest.json"));
        QJsonArray files = manifest.value(QStringLiteral("files")).toArray();
        files.append(QJsonObject{{QStringLiteral("path"), QStringLiteral("../../job.json")},
                                 {QStringLiteral("bytes"), job.size()},
                                 {QStringLiteral("sha256"), QString::fromLatin1(QCryptographicHash::hash(job, QCryptographicHash::Sha256).toHex())}});
        manifest.insert(QStringLiteral("files"), files);
        writeFile(dir + QStringLiteral("/manifest.json"), QJsonDocument(manifest).toJson());
        // A listed file replaced by a link to a file outside, with the outside file's size and checksum.
        const QString config = dir + QStringLiteral("/config.json");
        const QByteArray configBytes = readFile(config);
        writeFile(path(QStringLiteral("outside-config.json")), configBytes);
        QVERIFY(QFile::remove(config));
        QVERIFY(QFile::link(path(QStringLiteral("outside-config.json")), config));
        const CheckpointReport r = verifyIn(run, QStringLiteral("step-000007"));
        QVERIFY(!r.accepted());
        QVERIFY2(hasReason(r, QStringLiteral("manifest.json lists '../../job.json': the name leads out of the checkpoint folder")),
                 qPrintable(reasonsText(r)));
        QVERIFY2(hasReason(r, QStringLiteral("manifest.json lists 'config.json': the name is a link that leads out of the checkpoint folder")),
                 qPrintable(reasonsText(r)));
    }

    void oursAgainstTheRun()
    {
        // The same checkpoint against a run whose step 7 had another learning rate and tokens.
        RunMetrics other;
        other.addRunStart(m_metrics.starts().constFirst());
        for (StepPoint p : m_metrics.steps()) {
            if (p.step == 7) {
                p.lr *= 2;
                p.tokens += 5;
            }
            other.addStep(p);
        }
        const QString six = m_run + QStringLiteral("/checkpoints/step-000006");
        CheckpointReport r = verifyCheckpoint(six, nullptr, {&other, m_run});
        QVERIFY2(hasReason(r, QStringLiteral("schedule.next_lr")) && hasReason(r, QStringLiteral("the run used at step 7")),
                 qPrintable(reasonsText(r)));
        r = verifyCheckpoint(m_run + QStringLiteral("/checkpoints/step-000007"), nullptr, {&other, m_run});
        QVERIFY2(hasReason(r, QStringLiteral("tokens_seen")), qPrintable(reasonsText(r)));
        // A run that never reached step 6.
        RunMetrics shorter;
        shorter.addRunStart(m_metrics.starts().constFirst());
        for (const StepPoint &p : m_metrics.steps()) {
            if (p.step < 5)
                shorter.addStep(p);
        }
        r = verifyCheckpoint(six, nullptr, {&shorter, m_run});
        QVERIFY2(hasReason(r, QStringLiteral("step 6 is not a step the run reported (its steps run to 4)")), qPrintable(reasonsText(r)));
        // A run that started and reported no step at all.
        RunMetrics none;
        none.addRunStart(m_metrics.starts().constFirst());
        r = verifyCheckpoint(six, nullptr, {&none, m_run});
        QVERIFY2(hasReason(r, QStringLiteral("step 6: the run reported no steps at all")), qPrintable(reasonsText(r)));
    }

    void oursAge()
    {
        const QString run = runCopy(QStringLiteral("age"));
        QFile complete(run + QStringLiteral("/checkpoints/step-000007/COMPLETE"));
        // A run folder copied later (a clone, a download) has new file times; a checkpoint its
        // events report is still its own.
        {
            QVERIFY(complete.open(QIODevice::ReadWrite));
            const QDateTime last = QDateTime::fromMSecsSinceEpoch(qint64(m_metrics.lastTime() * 1000));
            QVERIFY(complete.setFileTime(last.addSecs(2 * 3600), QFileDevice::FileModificationTime));
            complete.close();
            const CheckpointReport copied = verifyIn(run, QStringLiteral("step-000007"));
            QVERIFY2(!hasReason(copied, QStringLiteral("it is not this run's")), qPrintable(reasonsText(copied)));
            // Dated by the run's own event, not by the copy's file time.
            double reported = qQNaN();
            for (const CheckpointEvent &c : m_metrics.checkpoints()) {
                if (c.step == 7 && c.status == QLatin1String("complete"))
                    reported = c.t;
            }
            QVERIFY(std::isfinite(reported));
            QCOMPARE(copied.written.toMSecsSinceEpoch(), qint64(reported * 1000));
        }
        // Without an event for it, the folder's time is all there is to go by.
        QFile metricsFile(run + QStringLiteral("/metrics.jsonl"));
        QVERIFY(metricsFile.open(QIODevice::ReadOnly));
        QByteArrayList lines = metricsFile.readAll().split('\n');
        metricsFile.close();
        lines.removeIf([](const QByteArray &line) { return line.contains("\"type\": \"checkpoint\"") && line.contains("step-000007"); });
        QVERIFY(metricsFile.open(QIODevice::WriteOnly | QIODevice::Truncate));
        metricsFile.write(lines.join('\n'));
        metricsFile.close();
        QVERIFY(complete.open(QIODevice::ReadWrite));
        const QDateTime last = QDateTime::fromMSecsSinceEpoch(qint64(m_metrics.lastTime() * 1000));
        QVERIFY(complete.setFileTime(last.addSecs(2 * 3600), QFileDevice::FileModificationTime));
        complete.close();
        CheckpointReport r = verifyIn(run, QStringLiteral("step-000007"));
        QVERIFY2(hasReason(r, QStringLiteral("more than an hour after the run's last event")), qPrintable(reasonsText(r)));
        QVERIFY(complete.open(QIODevice::ReadWrite));
        const QDateTime start = QDateTime::fromMSecsSinceEpoch(qint64(m_metrics.starts().constFirst().t * 1000));
        QVERIFY(complete.setFileTime(start.addSecs(-600), QFileDevice::FileModificationTime));
        complete.close();
        r = verifyIn(run, QStringLiteral("step-000007"));
        QVERIFY2(hasReason(r, QStringLiteral("before the run started")), qPrintable(reasonsText(r)));
    }

    // --- Hugging Face model folders ---

    void hfModels()
    {
        for (const QString &name : {QStringLiteral("hf-single"), QStringLiteral("hf-sharded")}) {
            const CheckpointReport r = fixture(name);
            QCOMPARE(r.layout, CheckpointLayout::HfModel);
            QVERIFY2(r.accepted(), qPrintable(name + QLatin1Char(':') + reasonsText(r)));
        }
        QCOMPARE(fixture(QStringLiteral("hf-sharded")).files, 3);
    }

    void hfHostile_data()
    {
        QTest::addColumn<QString>("folder");
        QTest::addColumn<QString>("reason");
        QTest::newRow("index names a missing shard")
            << "hf-missing-shard" << "the index names shard model-00002-of-00003.safetensors, which is missing";
        QTest::newRow("header length beyond the file")
            << "hf-header-beyond-file" << "model.safetensors: the header length 723600 reaches beyond the end of the file";
        QTest::newRow("offsets overlap") << "hf-overlap" << "overlaps that of 'model.norm.weight'";
        QTest::newRow("shape not matching config.json")
            << "hf-wrong-shape" << "tensor 'model.layers.0.self_attn.k_proj.weight' has shape [16, 64], config.json gives [32, 64]";
        // Claims the weights cannot meet are refused from the weights, at once and without
        // memory per claimed layer (10^9 layers once grew memory until an abort).
        QTest::newRow("config claims 10^9 layers") << "hf-claims-1e9-layers"
                                                   << "config.json gives num_hidden_layers 1000000000, but the weights hold tensors of";
        QTest::newRow("config claims 2*10^9 layers") << "hf-claims-2e9-layers"
                                                     << "config.json gives num_hidden_layers 2000000000, but the weights hold tensors of";
        QTest::newRow("config claims dimensions of 2^53")
            << "hf-claims-2p53-dims"
            << "tensor 'model.embed_tokens.weight' has shape [300, 64], config.json gives [9007199254740992, 9007199254740992]";
        QTest::newRow("a tensor named twice") << "hf-duplicate-name"
                                              << "tensor 'model.norm.weight' is named twice in the header";
    }
    void hfHostile()
    {
        QFETCH(QString, folder);
        QFETCH(QString, reason);
        const CheckpointReport r = fixture(folder);
        QCOMPARE(r.layout, CheckpointLayout::HfModel);
        QVERIFY(!r.accepted());
        QVERIFY2(hasReason(r, reason), qPrintable(reasonsText(r)));
    }

    // --- PEFT, Trainer, NxD ---

    void peftAdapter()
    {
        CheckpointReport r = fixture(QStringLiteral("peft"));
        QCOMPARE(r.layout, CheckpointLayout::Peft);
        QVERIFY2(r.accepted(), qPrintable(reasonsText(r)));
        // The base folder was found; what is left to say is that PEFT writes no digests.
        QCOMPARE(r.notes.size(), 1);
        QVERIFY2(r.notes.constFirst().contains(QLatin1String("no digests")), qPrintable(r.notes.join(QLatin1Char('\n'))));
        r = fixture(QStringLiteral("peft-wrong-rank"));
        QVERIFY(!r.accepted());
        QVERIFY2(hasReason(r, QStringLiteral("has shape [4, 64], but adapter_config.json gives rank 8")), qPrintable(reasonsText(r)));
    }

    void trainerCheckpoint()
    {
        // The output_dir: its final model first, then checkpoint-6.
        const CheckpointSearch search = findCheckpoints(m_fixtures + QStringLiteral("/trainer"));
        QCOMPARE(search.folders.size(), 2);
        QVERIFY(search.folders.at(0).endsWith(QLatin1String("/trainer")));
        QVERIFY(search.folders.at(1).endsWith(QLatin1String("/checkpoint-6")));
        CheckpointReport r = verifyCheckpoint(search.folders.at(1), nullptr);
        QCOMPARE(r.layout, CheckpointLayout::HfTrainer);
        QCOMPARE(r.step, 6);
        QVERIFY2(r.accepted(), qPrintable(reasonsText(r)));
        r = fixture(QStringLiteral("trainer-no-state"));
        QCOMPARE(r.layout, CheckpointLayout::HfTrainer);
        QVERIFY(!r.accepted());
        QVERIFY2(hasReason(r, QStringLiteral("trainer_state.json is missing")), qPrintable(reasonsText(r)));
        r = fixture(QStringLiteral("trainer-no-rng"));
        QVERIFY(!r.accepted());
        QVERIFY2(hasReason(r, QStringLiteral("rng_state.pth is missing")), qPrintable(reasonsText(r)));
    }

    void nxdCheckpoint()
    {
        CheckpointReport r = fixture(QStringLiteral("nxd"));
        QCOMPARE(r.layout, CheckpointLayout::Nxd);
        QCOMPARE(r.step, 6);
        QVERIFY2(r.accepted(), qPrintable(reasonsText(r)));
        QCOMPARE(r.files, 6);
        r = fixture(QStringLiteral("nxd-no-done"));
        QCOMPARE(r.layout, CheckpointLayout::Nxd);
        QVERIFY(!r.accepted());
        QVERIFY2(hasReason(r, QStringLiteral("done is missing")), qPrintable(reasonsText(r)));
        // A rank file lost: the tensor-parallel grid has a hole.
        const QString copy = path(QStringLiteral("nxd-hole"));
        copyTree(m_fixtures + QStringLiteral("/nxd"), copy);
        QVERIFY(QFile::remove(copy + QStringLiteral("/step_6/model/dp_rank_00_tp_rank_00_pp_rank_00.pt")));
        r = verifyCheckpoint(copy + QStringLiteral("/step_6"), nullptr);
        QVERIFY2(hasReason(r, QStringLiteral("model/: the file of tensor-parallel rank 0, pipeline rank 0 is missing")), qPrintable(reasonsText(r)));
    }

    void optimumNeuronCheckpoint()
    {
        CheckpointReport r = fixture(QStringLiteral("optimum-neuron"));
        QCOMPARE(r.layout, CheckpointLayout::Nxd);
        QCOMPARE(r.step, 6);
        QVERIFY2(r.accepted(), qPrintable(reasonsText(r)));
        QCOMPARE(r.files, 5); // two model ranks, two optimizer ranks, scheduler.pt
        r = fixture(QStringLiteral("optimum-neuron-no-done"));
        QCOMPARE(r.layout, CheckpointLayout::Nxd);
        QVERIFY(!r.accepted());
        QVERIFY2(hasReason(r, QStringLiteral("shards/done is missing")), qPrintable(reasonsText(r)));
    }

    void garbageNeverCrashes()
    {
        // Random bytes where every file of ours should be: refused, with reasons, no crash.
        const QString dir = path(QStringLiteral("garbage/step-000003"));
        QVERIFY(QDir().mkpath(dir));
        for (const char *name : {"manifest.json", "COMPLETE", "model.safetensors", "optimizer.safetensors", "trainer_state.json"}) {
            QByteArray bytes(4096, Qt::Uninitialized);
            for (int i = 0; i < bytes.size(); ++i)
                bytes[i] = char((i * 2654435761u) >> 13);
            writeFile(dir + QLatin1Char('/') + QLatin1String(name), bytes);
        }
        const CheckpointReport r = verifyCheckpoint(dir, nullptr);
        QVERIFY(!r.accepted());
        QVERIFY(!r.reasons.isEmpty());
        // A named pipe where the manifest should be is named, not waited on.
        QVERIFY(QFile::remove(dir + QStringLiteral("/manifest.json")));
        QCOMPARE(QProcess::execute(QStringLiteral("mkfifo"), {dir + QStringLiteral("/manifest.json")}), 0);
        const CheckpointReport fifo = verifyCheckpoint(dir, nullptr);
        QVERIFY2(hasReason(fifo, QStringLiteral("named pipe")), qPrintable(reasonsText(fifo)));
    }

    // --- cancelling a long checksum from another thread ---

    void cancelChecksum()
    {
        const QString dir = path(QStringLiteral("big/step-000001"));
        QVERIFY(QDir().mkpath(dir));
        const qint64 size = qint64(2) << 30; // sparse: nothing on disk, seconds of hashing
        QFile big(dir + QStringLiteral("/model.safetensors"));
        QVERIFY(big.open(QIODevice::WriteOnly) && big.resize(size));
        big.close();
        QJsonArray files{QJsonObject{{QStringLiteral("path"), QStringLiteral("model.safetensors")},
                                     {QStringLiteral("bytes"), double(size)},
                                     {QStringLiteral("sha256"), QString(64, QLatin1Char('0'))}}};
        writeFile(dir + QStringLiteral("/manifest.json"),
                  QJsonDocument(QJsonObject{{QStringLiteral("format"), QStringLiteral("migration-pilot/checkpoint")},
                                            {QStringLiteral("format_version"), 1},
                                            {QStringLiteral("step"), 1},
                                            {QStringLiteral("files"), files}})
                      .toJson());
        writeFile(dir + QStringLiteral("/COMPLETE"), "step 1\n");

        std::atomic_bool cancel{false};
        std::atomic<qint64> seen{0};
        ChecksumControl control;
        control.cancel = &cancel;
        control.total = size;
        control.progress = [&seen](qint64 done, qint64) { seen.store(done); };
        CheckpointReport report;
        std::thread worker([&] { report = verifyCheckpoint(dir, &control); });
        QTRY_VERIFY_WITH_TIMEOUT(seen.load() > 0, 60000);
        cancel.store(true);
        worker.join();
        QVERIFY(report.cancelled);
        QVERIFY(!report.accepted());
        QVERIFY(seen.load() < size);
        QVERIFY2(hasReason(report, QStringLiteral("the check was cancelled before it finished")), qPrintable(reasonsText(report)));
    }

    // --- pilotctl checkpoints verify, end to end ---

    void cliOnRunFolder()
    {
        Result r = pilotctl({QStringLiteral("checkpoints"), QStringLiteral("verify"), m_run});
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        const QStringList lines = r.out.trimmed().split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 3);
        QVERIFY(lines.at(0).startsWith(QLatin1String("step-000006  migration-pilot  step 6  accepted")));
        QVERIFY(lines.at(1).startsWith(QLatin1String("step-000007  migration-pilot  step 7  accepted")));
        QCOMPARE(lines.at(2), QStringLiteral("newest: step-000007, accepted"));

        r = pilotctl({QStringLiteral("checkpoints"), QStringLiteral("verify"), QStringLiteral("--json"), m_run + QStringLiteral("/checkpoints")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("newest")).toString(), QStringLiteral("step-000007"));
        QCOMPARE(o.value(QStringLiteral("newest_verdict")).toString(), QStringLiteral("accepted"));
        QCOMPARE(o.value(QStringLiteral("run_dir")).toString(), QFileInfo(m_run).absoluteFilePath());
        const QJsonArray list = o.value(QStringLiteral("checkpoints")).toArray();
        QCOMPARE(list.size(), 2);
        QCOMPARE(list.at(1).toObject().value(QStringLiteral("layout")).toString(), QStringLiteral("migration-pilot"));
        QCOMPARE(list.at(1).toObject().value(QStringLiteral("step")).toInt(), 7);

        // The newest refused (a flipped byte): exit 2, with the reason under it.
        const QString damaged = runCopy(QStringLiteral("cli-damaged"));
        const QString file = damaged + QStringLiteral("/checkpoints/step-000007/trainer_state.json");
        QByteArray state = readFile(file);
        state.replace("\"global_step\": 7", "\"global_step\": 8");
        writeFile(file, state);
        r = pilotctl({QStringLiteral("checkpoints"), QStringLiteral("verify"), damaged});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.out.contains(QLatin1String("  - trainer_state.json: the SHA-256 differs from manifest.json's")), qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("newest: step-000007, refused")));

        // Nothing found: 4; a path that is not there: 1; a wrong command line: 64.
        QVERIFY(QDir().mkpath(path(QStringLiteral("empty"))));
        r = pilotctl({QStringLiteral("checkpoints"), QStringLiteral("verify"), path(QStringLiteral("empty"))});
        QCOMPARE(r.exitCode, 4);
        QVERIFY(r.out.contains(QLatin1String("no checkpoint found")));
        r = pilotctl({QStringLiteral("checkpoints"), QStringLiteral("verify"), path(QStringLiteral("nowhere"))});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(QLatin1String("no such file or folder")));
        r = pilotctl({QStringLiteral("checkpoints"), QStringLiteral("verify")});
        QCOMPARE(r.exitCode, 64);
    }
};

QTEST_GUILESS_MAIN(CheckpointVerifyTest)
#include "tst_checkpointverify.moc"
