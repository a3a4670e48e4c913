// Importers on real run files (tests/data/realruns, provenance in its README) and on
// truncated, corrupted and restarted inputs.
#include "core/importers/importneuronlog.h"
#include "core/importers/importtfevents.h"
#include "core/importers/runimport.h"
#include "core/runs/metricstail.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <QtEndian>

#include <cmath>
#include <cstring>

using namespace pilot;

namespace {

const QString kReal = QStringLiteral(PILOT_SOURCE_DIR "/tests/data/realruns/");
// Console logs composed from the documented line formats (provenance in its README).
const QString kNeuronLogs = QStringLiteral(PILOT_SOURCE_DIR "/tests/data/neuron-logs/");

QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

QString write(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    const QString path = dir.filePath(name);
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

// Every metrics.jsonl below `root` lies in its own folder directly inside `out`, and there
// are `runs` of them. Returns what is wrong, empty when nothing is.
QString confinementProblem(const QString &root, const QString &out, int runs)
{
    const QString inside = QFileInfo(out).canonicalFilePath() + QLatin1Char('/');
    QSet<QString> folders;
    QDirIterator it(root, {QStringLiteral("metrics.jsonl")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = QFileInfo(it.next()).canonicalFilePath();
        if (!file.startsWith(inside))
            return QStringLiteral("written outside %1: %2").arg(inside, file);
        const QString folder = file.mid(inside.size()).section(QLatin1Char('/'), 0, 0);
        if (file.mid(inside.size()) != folder + QStringLiteral("/metrics.jsonl"))
            return QStringLiteral("not one folder deep: %1").arg(file);
        folders.insert(folder);
    }
    if (folders.size() != runs)
        return QStringLiteral("%1 run folders for %2 runs: %3")
            .arg(folders.size())
            .arg(runs)
            .arg(QStringList(folders.values()).join(QLatin1Char('|')));
    return QString();
}

QString messages(const ImportResult &r)
{
    QStringList out;
    for (const Diagnostic &d : r.diagnostics)
        out << d.toString();
    return out.join(QLatin1Char('\n'));
}

// A trainer_state.json with the given train entries "step:loss" (grad_norm NaN on odd steps).
QByteArray state(qint64 globalStep, const QList<QPair<int, double>> &losses)
{
    QByteArray history;
    for (const auto &[step, loss] : losses) {
        history += (history.isEmpty() ? "" : ",\n")
                   + QStringLiteral("    {\"step\": %1, \"loss\": %2, \"grad_norm\": %3, \"learning_rate\": 1e-4}")
                         .arg(step)
                         .arg(loss)
                         .arg(step % 2 ? QStringLiteral("NaN") : QStringLiteral("1.5"))
                         .toUtf8();
    }
    return "{\n  \"global_step\": " + QByteArray::number(globalStep) + ",\n  \"log_history\": [\n" + history + "\n  ]\n}\n";
}

// Protobuf and record framing for hand-made event files.
QByteArray varint(quint64 v)
{
    QByteArray out;
    do {
        out += char((v & 0x7f) | (v > 0x7f ? 0x80 : 0));
        v >>= 7;
    } while (v);
    return out;
}

QByteArray lengthField(int field, const QByteArray &bytes)
{
    return varint(quint64(field) << 3 | 2) + varint(quint64(bytes.size())) + bytes;
}

QByteArray scalarEvent(qint64 step, const QString &tag, float value)
{
    quint32 bits;
    std::memcpy(&bits, &value, 4);
    QByteArray fixed(4, 0);
    qToLittleEndian(bits, fixed.data());
    const QByteArray v = lengthField(1, tag.toUtf8()) + varint(2 << 3 | 5) + fixed;
    return varint(2 << 3 | 0) + varint(quint64(step)) + lengthField(5, lengthField(1, v));
}

QByteArray startEvent(qint64 step)
{
    return varint(2 << 3 | 0) + varint(quint64(step)) + lengthField(7, varint(1 << 3 | 0) + varint(1));
}

QByteArray record(const QByteArray &event)
{
    QByteArray length(8, 0), crc(4, 0), dataCrc(4, 0);
    qToLittleEndian(quint64(event.size()), length.data());
    qToLittleEndian(maskedCrc32c(length.constData(), 8), crc.data());
    qToLittleEndian(maskedCrc32c(event.constData(), event.size()), dataCrc.data());
    return length + crc + event + dataCrc;
}

} // namespace

class TestImport : public QObject
{
    Q_OBJECT

private slots:
    void hfTrainerStateReal()
    {
        const QString path = kReal + QStringLiteral("Dheena731_tinyLlama-finetune_lora_trainer_state.json");
        QCOMPARE(detectImportFormat(path), QStringLiteral("hf-trainer-state"));
        const ImportResult r = importRun(path);
        QVERIFY2(r.diagnostics.isEmpty(), qPrintable(messages(r)));
        QCOMPARE(r.runs.size(), 1);
        const RunMetrics &m = r.runs[0].metrics;
        QCOMPARE(m.steps().size(), std::size_t(186)); // 200 entries: 186 train, 14 eval
        QCOMPARE(m.steps().front().step, 15);
        QCOMPARE(m.steps().front().loss, 2.0762);
        QCOMPARE(m.steps().front().tokens, 61440);
        QCOMPARE(m.steps().front().gradNorm, 1.0048305988311768);
        QCOMPARE(m.steps().back().step, 2790);
        QCOMPARE(m.steps().back().loss, 1.025);
        QCOMPARE(m.evals().size(), 14);
        QCOMPARE(m.evals().first().step, 200);
        QCOMPARE(m.evals().first().valLoss, 1.622266411781311);
        QCOMPARE(m.evals().last().step, 2800);
        QCOMPARE(m.evals().last().valLoss, 1.1219322681427002);
        QCOMPARE(m.evals().last().metrics.first().first, QStringLiteral("mean_token_accuracy"));
    }

    void hfMergesCheckpointsLatestRestartWins()
    {
        // checkpoint-4 of the first attempt, then a restart from step 2 that got to step 6:
        // steps 3 and 4 must come from the restart; NaN grad norms are read.
        QTemporaryDir dir;
        write(dir, QStringLiteral("out/checkpoint-4/trainer_state.json"), state(4, {{1, 2.0}, {2, 1.9}, {3, 1.8}, {4, 1.7}}));
        write(dir, QStringLiteral("out/checkpoint-6/trainer_state.json"),
              state(6, {{1, 2.0}, {2, 1.9}, {3, 1.85}, {4, 1.75}, {5, 1.6}, {6, 1.5}}));
        const QString out = dir.filePath(QStringLiteral("out"));
        QCOMPARE(detectImportFormat(out), QStringLiteral("hf-trainer-state"));
        const ImportResult r = importRun(out);
        QVERIFY2(r.diagnostics.isEmpty(), qPrintable(messages(r)));
        const auto &steps = r.runs[0].metrics.steps();
        QCOMPARE(steps.size(), std::size_t(6));
        QCOMPARE(steps[2].loss, 1.85);
        QCOMPARE(steps[3].loss, 1.75);
        QVERIFY(std::isnan(steps[2].gradNorm));
        QCOMPARE(r.runs[0].name, QStringLiteral("out"));
        QVERIFY(!r.runs[0].notes.isEmpty());
    }

    void hfBrokenFilesAreLocated()
    {
        QTemporaryDir dir;
        const QByteArray good = state(2, {{1, 2.0}, {2, 1.9}});
        ImportResult r = importRun(write(dir, QStringLiteral("torn/trainer_state.json"), good.left(good.size() / 2)));
        QVERIFY(r.runs.isEmpty());
        QVERIFY2(messages(r).contains(QLatin1String("trainer_state.json:")) && messages(r).contains(QLatin1String("not valid JSON")),
                 qPrintable(messages(r)));
        r = importRun(write(dir, QStringLiteral("other/trainer_state.json"), "{\"global_step\": 3}"));
        QVERIFY(messages(r).contains(QLatin1String("log_history")));
        r = importRun(write(dir, QStringLiteral("bin/trainer_state.json"), QByteArray("\x00\x01\x02{", 4)));
        QVERIFY(r.runs.isEmpty() && !r.diagnostics.isEmpty());
    }

    void llamaFactoryLogReal()
    {
        const QString path = kReal + QStringLiteral("aa-n_Qwen3_Lora_llamafactory_trainer_log.jsonl");
        QCOMPARE(detectImportFormat(path), QStringLiteral("llamafactory-log"));
        const ImportResult r = importRun(path);
        QVERIFY2(r.diagnostics.isEmpty(), qPrintable(messages(r)));
        const auto &steps = r.runs[0].metrics.steps();
        QCOMPARE(steps.size(), std::size_t(1));
        QCOMPARE(steps[0].step, 768);
        QCOMPARE(steps[0].tokens, 24689312);
        QCOMPARE(steps[0].t, 1 * 3600 + 39 * 60 + 39.0);
    }

    void llamaFactoryLogTornAndBadLines()
    {
        QTemporaryDir dir;
        const QString path = write(dir, QStringLiteral("trainer_log.jsonl"),
                                   "{\"current_steps\": 5, \"loss\": 2.5, \"lr\": 1e-4, \"total_tokens\": 100}\n"
                                   "not json\n"
                                   "{\"current_steps\": 10, \"loss\": 2.0, \"eval_loss\": 2.2}\n"
                                   "{\"current_steps\": 15, \"lo");
        const ImportResult r = importRun(path);
        QCOMPARE(r.runs.size(), 1);
        QCOMPARE(r.runs[0].metrics.steps().size(), std::size_t(2)); // the torn last line waits
        QCOMPARE(r.runs[0].metrics.evals().size(), 1);
        QVERIFY2(messages(r).contains(QLatin1String("trainer_log.jsonl:2:1:")), qPrintable(messages(r)));
    }

    void mlflowReal()
    {
        const QString root = kReal + QStringLiteral("10academy_swahili_mlruns");
        QCOMPARE(detectImportFormat(root), QStringLiteral("mlflow"));
        const ImportResult r = importRun(root);
        QVERIFY2(r.diagnostics.isEmpty(), qPrintable(messages(r)));
        QCOMPARE(r.runs.size(), 1);
        const auto &steps = r.runs[0].metrics.steps();
        QCOMPARE(steps.size(), std::size_t(10));
        QCOMPARE(steps.front().step, 0);
        QCOMPARE(steps.front().loss, 332.6841735839844);
        QCOMPARE(steps.front().t, 1628697792.090);
        QCOMPARE(steps.back().step, 9);
        QCOMPARE(steps.back().loss, 234.7978057861328);
    }

    void mlflowFormsAndErrors()
    {
        QTemporaryDir dir;
        write(dir, QStringLiteral("run/meta.yaml"), "run_id: abc\n");
        write(dir, QStringLiteral("run/tags/mlflow.runName"), "pilot-trn2");
        // 2-field legacy line (step 0), a duplicate step (the later timestamp wins), nan, and
        // a nested key.
        write(dir, QStringLiteral("run/metrics/loss"), "1000 3.0\n1001 2.5 1\n1003 2.4 1\n1002 2.6 1\n1004 nan 2\nbroken line here\n");
        write(dir, QStringLiteral("run/metrics/eval/loss"), "1005 2.7 2\n");
        const ImportResult r = importRun(dir.filePath(QStringLiteral("run")));
        QCOMPARE(r.runs.size(), 1);
        QCOMPARE(r.runs[0].name, QStringLiteral("pilot-trn2"));
        const auto &steps = r.runs[0].metrics.steps();
        QCOMPARE(steps.size(), std::size_t(3));
        QCOMPARE(steps[0].loss, 3.0);
        QCOMPARE(steps[1].loss, 2.4);
        QVERIFY(std::isnan(steps[2].loss));
        QCOMPARE(r.runs[0].metrics.evals().size(), 1); // from metrics/eval/loss
        QVERIFY2(messages(r).contains(QLatin1String("metrics/loss:6:1:")), qPrintable(messages(r)));
    }

    void csvTensorBoardAndWandb()
    {
        QTemporaryDir dir;
        const QString tb = write(dir, QStringLiteral("run_train-tag-loss.csv"),
                                 "Wall time,Step,Value\n1700000000.5,1,2.5\n1700000001.5,2,2.25\n");
        ImportResult r = importRun(tb);
        QVERIFY2(r.diagnostics.isEmpty(), qPrintable(messages(r)));
        QCOMPARE(r.runs[0].metrics.steps().size(), std::size_t(2));
        QCOMPARE(r.runs[0].metrics.steps()[1].loss, 2.25);
        QCOMPARE(r.runs[0].metrics.steps()[1].t, 1700000001.5);
        const QString wandb = write(dir, QStringLiteral("wandb_export_2026-11-30.csv"),
                                    "\"Step\",\"gpu-ref - train/loss\",\"gpu-ref - train/loss__MIN\",\"gpu-ref - train/loss__MAX\","
                                    "\"trn2, pilot - train/loss\",\"trn2, pilot - train/loss__MIN\",\"trn2, pilot - train/loss__MAX\"\n"
                                    "10,2.0,1.9,2.1,2.05,2.0,2.1\n20,1.8,1.7,1.9,,,\n30,1.6,1.5,1.7,1.62,1.6,1.64\n");
        r = importRun(wandb);
        QVERIFY2(r.diagnostics.isEmpty(), qPrintable(messages(r)));
        QCOMPARE(r.runs.size(), 2);
        QCOMPARE(r.runs[0].name, QStringLiteral("gpu-ref"));
        QCOMPARE(r.runs[1].name, QStringLiteral("trn2, pilot")); // a comma inside quotes
        QCOMPARE(r.runs[0].metrics.steps().size(), std::size_t(3));
        QCOMPARE(r.runs[1].metrics.steps().size(), std::size_t(2)); // empty cells: no point
        QCOMPARE(r.runs[1].metrics.steps()[1].loss, 1.62);
        QVERIFY(!r.runs[0].notes.isEmpty()); // sampled, not full history
        r = importRun(write(dir, QStringLiteral("weird.csv"), "a,b\n1,2\n"));
        QVERIFY(r.runs.isEmpty());
        QVERIFY2(messages(r).contains(QLatin1String("weird.csv:1:1: unknown CSV layout")), qPrintable(messages(r)));
        r = importRun(write(dir, QStringLiteral("bad.csv"), "step,loss\n1,2.0\n2,oops\n3,1.5\n"));
        QCOMPARE(r.runs[0].metrics.steps().size(), std::size_t(2));
        QVERIFY2(messages(r).contains(QLatin1String("bad.csv:3:1: column 'loss'")), qPrintable(messages(r)));
    }

    void importedRunBecomesARunDirectory()
    {
        QTemporaryDir dir;
        const ImportResult r = importRun(kReal + QStringLiteral("Dheena731_tinyLlama-finetune_lora_trainer_state.json"));
        QString error;
        QVERIFY2(writeImportedRun(r.runs[0], dir.filePath(QStringLiteral("run")), &error), qPrintable(error));
        RunMetrics back;
        QVERIFY(readMetricsFile(dir.filePath(QStringLiteral("run/metrics.jsonl")), &back, &error));
        QCOMPARE(back.steps().size(), r.runs[0].metrics.steps().size());
        QCOMPARE(back.steps().back().loss, 1.025);
        QCOMPARE(back.steps()[7].gradNorm, r.runs[0].metrics.steps()[7].gradNorm);
        QCOMPARE(back.evals().size(), 14);
        QCOMPARE(back.evals().last().metrics.first().second, r.runs[0].metrics.evals().last().metrics.first().second);
        QCOMPARE(back.starts().first().backend, QStringLiteral("import:hf-trainer-state"));
        QCOMPARE(back.issueCount(), 0);
    }

    // Run names come from the files and become folder names below --out: a name like ".." or
    // "../../x" must not write outside the chosen folder, and two runs of one name must not
    // overwrite each other.
    void importNamesStayInsideTheOutputFolder()
    {
        QTemporaryDir dir;
        const QStringList names{QStringLiteral(".."),   QStringLiteral("../../x"),     QStringLiteral("a/b"),  QStringLiteral("same"),
                                QStringLiteral("same"), QStringLiteral("ctl\x01name"), QStringLiteral("/etc"), QStringLiteral("plain")};
        write(dir, QStringLiteral("mlruns/0/meta.yaml"), "name: Default\n");
        for (int i = 0; i < names.size(); ++i) {
            const QString run = QStringLiteral("mlruns/0/run%1/").arg(i);
            write(dir, run + QStringLiteral("meta.yaml"), "run_id: x\n");
            write(dir, run + QStringLiteral("metrics/loss"),
                  QByteArray::number(1000 + i) + " " + QByteArray::number(3.0 - i * 0.1) + " 1\n");
            write(dir, run + QStringLiteral("tags/mlflow.runName"), names[i].toUtf8());
        }
        const ImportResult r = importRun(dir.filePath(QStringLiteral("mlruns")));
        QCOMPARE(r.runs.size(), names.size());
        const QString out = dir.filePath(QStringLiteral("deep/out"));
        QStringList written;
        QString error;
        QVERIFY2(writeImportedRuns(r.runs, out, &written, &error), qPrintable(error));
        QCOMPARE(written.size(), names.size());
        const QString problem = confinementProblem(dir.path(), out, int(names.size()));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        // Every folder holds its own run, named as the source named it.
        QSet<QString> runIds;
        for (const QString &folder : std::as_const(written)) {
            RunMetrics back;
            QVERIFY2(readMetricsFile(folder + QStringLiteral("/metrics.jsonl"), &back, &error), qPrintable(error));
            runIds.insert(back.starts().first().runId + QString::number(back.steps().front().loss));
        }
        QCOMPARE(runIds.size(), names.size());
        QVERIFY(written.contains(QFileInfo(out).canonicalFilePath() + QStringLiteral("/same-2")));
    }

    void wandbColumnsStayInsideTheOutputFolder()
    {
        QTemporaryDir dir;
        const QString csv = write(dir, QStringLiteral("wandb.csv"),
                                  "Step,.. - train/loss,../x - train/loss,a/b - train/loss,a\\b - train/loss,../../../tmp/y - train/loss\n"
                                  "1,2.0,2.1,2.2,2.3,2.4\n2,1.9,2.0,2.1,2.2,2.3\n");
        const ImportResult r = importRun(csv);
        QVERIFY2(r.diagnostics.isEmpty(), qPrintable(messages(r)));
        QCOMPARE(r.runs.size(), 5);
        const QString out = dir.filePath(QStringLiteral("a/b/out"));
        QStringList written;
        QString error;
        QVERIFY2(writeImportedRuns(r.runs, out, &written, &error), qPrintable(error));
        const QString problem = confinementProblem(dir.path(), out, 5);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // A symbolic link planted in the output folder is never written through.
    void plantedLinksAreNotFollowed()
    {
        QTemporaryDir dir;
        const QString csv = write(dir, QStringLiteral("wandb.csv"), "Step,one - loss,two - loss\n1,2.0,2.1\n");
        const ImportResult r = importRun(csv);
        QCOMPARE(r.runs.size(), 2);
        const QString out = dir.filePath(QStringLiteral("out"));
        const QString elsewhere = dir.filePath(QStringLiteral("elsewhere"));
        QVERIFY(QDir().mkpath(out));
        QVERIFY(QDir().mkpath(elsewhere));
        // "two/metrics.jsonl" points at a file outside: the link is replaced, the file kept.
        const QString victim = write(dir, QStringLiteral("elsewhere/victim.txt"), "keep me");
        QVERIFY(QDir().mkpath(out + QStringLiteral("/two")));
        QVERIFY(QFile::link(victim, out + QStringLiteral("/two/metrics.jsonl")));
        QStringList written;
        QString error;
        QVERIFY2(writeImportedRuns(r.runs, out, &written, &error), qPrintable(error));
        QFile v(victim);
        QVERIFY(v.open(QIODevice::ReadOnly));
        QCOMPARE(v.readAll(), QByteArray("keep me"));
        QVERIFY(!QFileInfo(out + QStringLiteral("/two/metrics.jsonl")).isSymLink());
        QVERIFY(QFileInfo(out + QStringLiteral("/two/metrics.jsonl")).isFile());
        // "one" itself is a link to a folder outside: refused, nothing written there.
        QVERIFY(QDir(out + QStringLiteral("/one")).removeRecursively());
        QVERIFY(QFile::link(elsewhere, out + QStringLiteral("/one")));
        written.clear();
        QVERIFY(!writeImportedRuns(r.runs, out, &written, &error));
        QVERIFY2(error.contains(QLatin1String("symbolic link")), qPrintable(error));
        QVERIFY(!QFileInfo::exists(elsewhere + QStringLiteral("/metrics.jsonl")));
    }

    void unknownInputsAreRefused()
    {
        QTemporaryDir dir;
        ImportResult r = importRun(write(dir, QStringLiteral("notes.txt"), "hello"));
        QVERIFY(r.runs.isEmpty());
        QVERIFY(messages(r).contains(QLatin1String("not a format this version imports")));
        r = importRun(dir.filePath(QStringLiteral("nothing")));
        QVERIFY(messages(r).contains(QLatin1String("no such file")));
        r = importRun(write(dir, QStringLiteral("x.json"), "{}"), QStringLiteral("yaml"));
        QVERIFY(messages(r).contains(QLatin1String("unknown format 'yaml'")));
    }

    void crc32cKnownVector()
    {
        QCOMPARE(crc32c("123456789", 9), 0xE3069283u); // the standard check value of CRC-32C
    }

    void tfEventsReal()
    {
        // The Keras run whose MLflow copy is read above: the same ten losses.
        const QString path = kReal + QStringLiteral("10academy_swahili_keras_tf2_events.out.tfevents.1628697775.v2");
        QCOMPARE(detectImportFormat(path), QStringLiteral("tfevents"));
        const ImportResult r = importRun(path);
        QVERIFY2(r.diagnostics.isEmpty(), qPrintable(messages(r)));
        const auto &steps = r.runs[0].metrics.steps();
        QCOMPARE(steps.size(), std::size_t(10));
        QCOMPARE(steps.front().step, 0); // the first record has no step field
        const ImportResult mlflow = importRun(kReal + QStringLiteral("10academy_swahili_mlruns"));
        for (std::size_t i = 0; i < steps.size(); ++i)
            QCOMPARE(float(steps[i].loss), float(mlflow.runs[0].metrics.steps()[i].loss));
    }

    void tfEventsTornAndCorrupted()
    {
        QFile real(kReal + QStringLiteral("10academy_swahili_keras_tf2_events.out.tfevents.1628697775.v2"));
        QVERIFY(real.open(QIODevice::ReadOnly));
        const QByteArray bytes = real.readAll();
        QTemporaryDir dir;
        // Cut inside the last record: everything before it is read, with a note.
        ImportResult r = importRun(write(dir, QStringLiteral("torn.tfevents"), bytes.left(bytes.size() - 7)));
        QVERIFY2(r.diagnostics.isEmpty(), qPrintable(messages(r)));
        QVERIFY(!r.runs[0].notes.filter(QStringLiteral("incomplete")).isEmpty());
        QVERIFY(r.runs[0].metrics.steps().size() >= 9);
        // A flipped byte in the middle: the checksum says so, nothing crashes.
        QByteArray flipped = bytes;
        flipped[flipped.size() / 2] = char(flipped[flipped.size() / 2] ^ 0x55);
        r = importRun(write(dir, QStringLiteral("flipped.tfevents"), flipped));
        QVERIFY2(messages(r).contains(QLatin1String("checksum does not match")), qPrintable(messages(r)));
        r = importRun(write(dir, QStringLiteral("garbage.tfevents"), QByteArray(100, 'x')));
        QVERIFY(r.runs.isEmpty());
    }

    void tfEventsRestartsArePurged()
    {
        QTemporaryDir dir;
        QByteArray file = record(startEvent(0));
        for (int s = 1; s <= 5; ++s)
            file += record(scalarEvent(s, QStringLiteral("train/loss"), float(10 - s)));
        // The job restarts from step 3: steps 3 to 5 of the first attempt are orphaned.
        file += record(startEvent(3));
        file += record(scalarEvent(3, QStringLiteral("train/loss"), 1.5f));
        file += record(scalarEvent(4, QStringLiteral("train/loss"), 1.25f));
        // A step going back without a START (TensorFlow's other restart signal) for another tag.
        for (int s : {1, 2, 3, 2})
            file += record(scalarEvent(s, QStringLiteral("eval/loss"), float(s)));
        const ImportResult r = importRun(write(dir, QStringLiteral("events.out.tfevents.1.host"), file));
        QVERIFY2(r.diagnostics.isEmpty(), qPrintable(messages(r)));
        const auto &steps = r.runs[0].metrics.steps();
        QCOMPARE(steps.size(), std::size_t(4));
        QCOMPARE(steps[1].loss, 8.0);
        QCOMPARE(steps[2].loss, 1.5);
        QCOMPARE(steps[3].loss, 1.25);
        QCOMPARE(r.runs[0].metrics.evals().size(), 2); // steps 1 and 2; 3 purged
    }

    void garbageNeverCrashes()
    {
        // Every importer on 200 mutations of the real files: flipped bytes, cuts, insertions.
        // Whatever comes back must be runs or located problems, never a crash or a hang.
        QTemporaryDir dir;
        QRandomGenerator rng(2026);
        const QList<QPair<QString, QString>> sources = {
            {kReal + QStringLiteral("Dheena731_tinyLlama-finetune_lora_trainer_state.json"), QStringLiteral("trainer_state.json")},
            {kReal + QStringLiteral("aa-n_Qwen3_Lora_llamafactory_trainer_log.jsonl"), QStringLiteral("trainer_log.jsonl")},
            {kReal + QStringLiteral("10academy_swahili_keras_tf2_events.out.tfevents.1628697775.v2"),
             QStringLiteral("events.out.tfevents.1.x")},
            {kReal + QStringLiteral("10academy_swahili_mlruns/mlruns/1/ed05f9cd599442fe9a0c9222184710b8/metrics/loss"),
             QStringLiteral("run/metrics/loss")}};
        write(dir, QStringLiteral("run/meta.yaml"), "run_id: x\n");
        for (const auto &[source, name] : sources) {
            QFile f(source);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray original = f.readAll();
            for (int i = 0; i < 50; ++i) {
                QByteArray bytes = original;
                const int edits = 1 + int(rng.bounded(8));
                for (int e = 0; e < edits && !bytes.isEmpty(); ++e) {
                    const qsizetype at = qsizetype(rng.bounded(quint32(bytes.size())));
                    switch (rng.bounded(3)) {
                    case 0:
                        bytes[at] = char(rng.bounded(256));
                        break;
                    case 1:
                        bytes.truncate(at);
                        break;
                    default:
                        bytes.insert(at, QByteArray(int(rng.bounded(16)) + 1, char(rng.bounded(256))));
                    }
                }
                const QString path = write(dir, name, bytes);
                const ImportResult r = importRun(name.startsWith(QLatin1String("run/")) ? dir.filePath(QStringLiteral("run")) : path);
                QVERIFY(!r.runs.isEmpty() || !r.diagnostics.isEmpty());
            }
        }
    }

    void neuronLogsInTheirDocumentedFormats()
    {
        // Lines in the documented stdout formats of NxD, its Lightning variant and the HF /
        // optimum-neuron trainers (written here; no Trainium run made them).
        QTemporaryDir dir;
        ImportResult r = importRun(write(dir, QStringLiteral("nxd.log"),
                                         "2026-11-30 10:00:01 INFO compiling graph 3\n"
                                         "step 1 step_time 12.5s throughput 2.56 seq/s step loss 10.375 grad norm 4.25\n"
                                         "step 2 step_time 0.9s throughput 35.5 seq/s step loss 9.875 grad norm 3.5\n"
                                         "step 3 step_time 0.9s throughput 35.6 seq/s step loss 0.0 grad norm 0.0\n"
                                         "step 4 step_time 0.9s throughput 35.6 seq/s step loss -2.47e37 grad norm nan\n"));
        QVERIFY2(r.diagnostics.isEmpty(), qPrintable(messages(r)));
        QCOMPARE(r.runs[0].format, QStringLiteral("neuron-log"));
        QCOMPARE(r.runs[0].metrics.steps().size(), std::size_t(2));
        QCOMPARE(r.runs[0].metrics.steps()[1].loss, 9.875);
        QCOMPARE(r.runs[0].metrics.steps()[0].stepTimeS, 12.5);
        QVERIFY(!r.runs[0].notes.filter(QStringLiteral("2 compile-trial values")).isEmpty());

        r = importRun(write(dir, QStringLiteral("ptl.log"), "step 96 loss is 6.002302169799805, lr is 0.000287, throughput 24.63 seq/s\n"));
        QCOMPARE(r.runs[0].metrics.steps()[0].step, 96);
        QCOMPARE(r.runs[0].metrics.steps()[0].lr, 0.000287);

        r = importRun(write(dir, QStringLiteral("hf.log"),
                            "{'loss': 2.3125, 'grad_norm': 0.5, 'learning_rate': 1e-05, 'epoch': 0.01}\n"
                            "{'loss': 2.125, 'grad_norm': 0.45, 'learning_rate': 2e-05, 'epoch': 0.02}\n"));
        QCOMPARE(r.runs[0].metrics.steps().size(), std::size_t(2));
        QCOMPARE(r.runs[0].metrics.steps()[1].step, 2);
        QCOMPARE(r.runs[0].metrics.steps()[1].lr, 2e-05);
        QVERIFY(!r.runs[0].notes.filter(QStringLiteral("numbered in order")).isEmpty());

        r = importRun(write(dir, QStringLiteral("extract.log"),
                            "INFO ||NEURON_CC_WRAPPER||: Extracting graphs (/var/tmp/neuron-compile-cache/x/model.hlo_module.pb) for "
                            "ahead-of-time parallel compilation. No compilation was done.\n"
                            "{'loss': 0.0, 'learning_rate': 1e-05, 'epoch': 0.01}\n"),
                      QStringLiteral("neuron-log"));
        QVERIFY(r.runs[0].metrics.steps().empty());
        QVERIFY(!r.runs[0].notes.filter(QStringLiteral("extracting graphs")).isEmpty());

        r = importRun(write(dir, QStringLiteral("other.log"), "nothing to see\n"), QStringLiteral("neuron-log"));
        QVERIFY(r.runs.isEmpty());
        QVERIFY(messages(r).contains(QLatin1String("no training step lines")));
    }
    void neuronLogAmongOtherOutputIsDetected()
    {
        // 608 lines of shell trace, pip and compiler output come first: far past the first
        // 4 KiB, which is all detection used to look at.
        const QString path = kNeuronLogs + QStringLiteral("launcher-mixed-output.log");
        const QByteArray bytes = readAll(path);
        QVERIFY(bytes.indexOf("step 1 step_time") > 64 * 1024);
        QCOMPARE(detectImportFormat(path), QStringLiteral("neuron-log"));
        const ImportResult r = importRun(path);
        QVERIFY2(r.diagnostics.isEmpty(), qPrintable(messages(r)));
        QCOMPARE(r.runs.size(), 1);
        QCOMPARE(r.runs[0].format, QStringLiteral("neuron-log"));
        const auto &steps = r.runs[0].metrics.steps();
        QCOMPARE(steps.size(), std::size_t(20));
        QCOMPARE(steps.front().step, 1);
        QCOMPARE(steps.front().loss, 10.375);
        QCOMPARE(steps.front().stepTimeS, 12.5);
        QCOMPARE(steps.back().step, 20);
        QCOMPARE(steps.back().loss, 5.625);
        QCOMPARE(steps.back().gradNorm, 1.75);
        QVERIFY2(r.runs[0].notes.isEmpty(), qPrintable(r.runs[0].notes.join(QLatin1Char('\n'))));
    }

    void neuronNotebookStreamOutputs()
    {
        const QString path = kNeuronLogs + QStringLiteral("notebook-cell-output.ipynb");
        QCOMPARE(detectImportFormat(path), QStringLiteral("neuron-log"));
        ImportResult r = importRun(path);
        QVERIFY2(r.diagnostics.isEmpty(), qPrintable(messages(r)));
        QCOMPARE(r.runs[0].name, QStringLiteral("notebook-cell-output"));
        const auto &steps = r.runs[0].metrics.steps();
        QCOMPARE(steps.size(), std::size_t(10)); // the code cell's own print statements are no steps
        QCOMPARE(steps.front().step, 10);
        QCOMPARE(steps.front().loss, 6.5);
        QCOMPARE(steps.front().lr, 0.00029899999999999995); // read from the output, not from JSON's escaped text
        QCOMPARE(steps.back().step, 100);
        QCOMPARE(steps.back().loss, 5.375);

        // Saved under another name, the notebook is still read as one (by its layout).
        QTemporaryDir dir;
        const QByteArray notebook = readAll(path);
        r = importRun(write(dir, QStringLiteral("cell-output.json"), notebook), QStringLiteral("neuron-log"));
        QVERIFY2(r.diagnostics.isEmpty(), qPrintable(messages(r)));
        QCOMPARE(r.runs[0].metrics.steps().size(), std::size_t(10));
        QCOMPARE(r.runs[0].metrics.steps().back().lr, 0.00029);
        // A torn notebook is located, not guessed at.
        r = importRun(write(dir, QStringLiteral("torn.ipynb"), notebook.left(notebook.size() - 40)));
        QVERIFY(r.runs.isEmpty());
        QVERIFY2(messages(r).contains(QLatin1String("torn.ipynb:")) && messages(r).contains(QLatin1String("not valid JSON")),
                 qPrintable(messages(r)));
        // A notebook whose cells only mention the formats (code, markdown) is no training log.
        const QString quiet = write(dir, QStringLiteral("quiet.ipynb"),
                                    "{\n \"cells\": [\n  {\n   \"cell_type\": \"code\",\n   \"outputs\": [],\n   \"source\": [\n"
                                    "    \"print({'loss': loss.item(), 'epoch': epoch})\\n\",\n"
                                    "    \"print(f\\\"step {step} loss is {loss}, lr is {lr}\\\")\"\n   ]\n  }\n ],\n"
                                    " \"metadata\": {},\n \"nbformat\": 4,\n \"nbformat_minor\": 5\n}\n");
        QCOMPARE(detectImportFormat(quiet), QString());
        r = importRun(quiet, QStringLiteral("neuron-log"));
        QVERIFY(r.runs.isEmpty());
        QVERIFY2(messages(r).contains(QLatin1String("no training step lines")), qPrintable(messages(r)));
    }

    void neuronCompileTrialIsNotTraining()
    {
        // neuron_parallel_compile's trial printed steps 1-5 (fake losses); the real run then
        // printed steps 1-12 again.
        const QString path = kNeuronLogs + QStringLiteral("compile-trial-then-training.log");
        QCOMPARE(detectImportFormat(path), QStringLiteral("neuron-log"));
        const ImportResult r = importRun(path);
        QVERIFY2(r.diagnostics.isEmpty(), qPrintable(messages(r)));
        const ImportedRun &run = r.runs[0];
        const auto &steps = run.metrics.steps();
        QCOMPARE(steps.size(), std::size_t(12));
        QCOMPARE(steps.front().step, 1);
        QCOMPARE(steps.front().loss, 10.4375);
        QCOMPARE(steps.front().stepTimeS, 14.2);
        QCOMPARE(steps.back().step, 12);
        QCOMPARE(steps.back().loss, 7.0);
        QVERIFY2(!run.notes.filter(QStringLiteral("5 lines of a compile trial")).isEmpty(), qPrintable(run.notes.join(QLatin1Char('\n'))));
        // The real run's values are real: no note may say otherwise.
        QVERIFY(run.notes.filter(QStringLiteral("not real training results")).isEmpty());
        QVERIFY(run.notes.filter(QStringLiteral("compile-trial values")).isEmpty());
    }

    void neuronDictTrialIsNotNumbered()
    {
        // optimum-neuron's dictionaries carry no step: they are numbered in order, and the
        // trial's five must not be counted.
        const ImportResult r = importRun(kNeuronLogs + QStringLiteral("hf-dicts-compile-trial.log"));
        QVERIFY2(r.diagnostics.isEmpty(), qPrintable(messages(r)));
        const auto &steps = r.runs[0].metrics.steps();
        QCOMPARE(steps.size(), std::size_t(8));
        QCOMPARE(steps.front().step, 1);
        QCOMPARE(steps.front().loss, 2.3125);
        QCOMPARE(steps.front().lr, 1e-05);
        QCOMPARE(steps.back().step, 8);
        QCOMPARE(steps.back().loss, 1.875);
        QVERIFY(!r.runs[0].notes.filter(QStringLiteral("8 log lines carry no step")).isEmpty());
        QVERIFY(!r.runs[0].notes.filter(QStringLiteral("5 lines of a compile trial")).isEmpty());

        QTemporaryDir dir;
        const auto losses = [](const ImportResult &result) {
            QList<QPair<qint64, double>> out;
            if (!result.runs.isEmpty())
                for (const StepPoint &p : result.runs[0].metrics.steps())
                    out.append({p.step, p.loss});
            return out;
        };
        using Steps = QList<QPair<qint64, double>>;
        // Only the script's output was captured: compile-trial values before any real one
        // are a trial all the same.
        ImportResult t = importRun(write(dir, QStringLiteral("script-only.log"),
                                         "{'loss': 0.0, 'epoch': 0.01}\n{'loss': -2.47e+37, 'epoch': 0.02}\n{'loss': 0.0, 'epoch': 0.03}\n"
                                         "{'loss': 2.5, 'epoch': 0.01}\n{'loss': 2.25, 'epoch': 0.02}\n"));
        QCOMPARE(losses(t), (Steps{{1, 2.5}, {2, 2.25}}));
        QVERIFY(!t.runs[0].notes.filter(QStringLiteral("3 lines of a compile trial")).isEmpty());
        // A real run that resumes from a checkpoint after the trial keeps its own step numbers.
        t = importRun(write(dir, QStringLiteral("resume.log"),
                            "NEURON_EXTRACT_GRAPHS_ONLY=1\n"
                            "step 1 loss is 0.0, lr is 1e-05\nstep 2 loss is 0.0, lr is 1e-05\nstep 3 loss is -2.47e+37, lr is 1e-05\n"
                            "step 101 loss is 4.0, lr is 1e-05\nstep 102 loss is 3.5, lr is 2e-05\n"));
        QCOMPARE(losses(t), (Steps{{101, 4.0}, {102, 3.5}}));
        QVERIFY(!t.runs[0].notes.filter(QStringLiteral("3 lines of a compile trial")).isEmpty());
        // A log that mentions extraction but printed no trial line keeps all its steps.
        t = importRun(
            write(dir, QStringLiteral("cached.log"),
                  "INFO ||NEURON_CC_WRAPPER||: Extracting graphs (/x/model.hlo_module.pb) for ahead-of-time parallel compilation.\n"
                  "{'loss': 3.0, 'epoch': 0.01}\n{'loss': 2.75, 'epoch': 0.02}\n"));
        QCOMPARE(losses(t), (Steps{{1, 3.0}, {2, 2.75}}));
        QVERIFY(t.runs[0].notes.filter(QStringLiteral("compile trial")).isEmpty());
        // A launcher echoing the variable switched off starts no trial: the 0.0 that follows is
        // the run's own bad value, flagged, and keeps its place (switched on, it would not).
        t = importRun(
            write(dir, QStringLiteral("off.log"), "{'loss': 3.0}\nexport NEURON_EXTRACT_GRAPHS_ONLY=0\n{'loss': 0.0}\n{'loss': 2.5}\n"));
        QCOMPARE(losses(t), (Steps{{1, 3.0}, {3, 2.5}}));
        t = importRun(
            write(dir, QStringLiteral("on.log"), "{'loss': 3.0}\nexport NEURON_EXTRACT_GRAPHS_ONLY=1\n{'loss': 0.0}\n{'loss': 2.5}\n"));
        QCOMPARE(losses(t), (Steps{{1, 2.5}}));
        // A real run, a new trial, a new launch: numbering starts again after the trial and the
        // later launch wins, as it does for lines that number their steps.
        t = importRun(
            write(dir, QStringLiteral("relaunch.log"),
                  "{'loss': 3.0}\n{'loss': 2.75}\n{'loss': 2.5}\n"
                  "INFO ||NEURON_CC_WRAPPER||: Extracting graphs (/x/model.hlo_module.pb) for ahead-of-time parallel compilation.\n"
                  "{'loss': 0.0}\n{'loss': 0.0}\n"
                  "{'loss': 2.0}\n{'loss': 1.875}\n"));
        QCOMPARE(losses(t), (Steps{{1, 2.0}, {2, 1.875}}));
        // After real values a compile-trial value is flagged and keeps its place in the numbering.
        t = importRun(write(dir, QStringLiteral("late.log"), "{'loss': 3.0}\n{'loss': 0.0}\n{'loss': 2.5}\n"));
        QCOMPARE(losses(t), (Steps{{1, 3.0}, {3, 2.5}}));
        QVERIFY(!t.runs[0].notes.filter(QStringLiteral("1 compile-trial values")).isEmpty());
    }

    void neuronDetectionNegatives()
    {
        // Other output with the words of the formats, but no training line.
        const QString path = kNeuronLogs + QStringLiteral("no-training-lines.log");
        QCOMPARE(detectImportFormat(path), QString());
        ImportResult r = importRun(path);
        QVERIFY(r.runs.isEmpty());
        QVERIFY2(messages(r).contains(QLatin1String("no import format recognised")), qPrintable(messages(r)));
        r = importRun(path, QStringLiteral("neuron-log"));
        QVERIFY(r.runs.isEmpty());
        QVERIFY2(messages(r).contains(QLatin1String("no training step lines")), qPrintable(messages(r)));

        QTemporaryDir dir;
        // A text log of random words.
        QRandomGenerator rng(7);
        const QList<QByteArray> words{"INFO", "step",     "loss",  "is",  "lr",   "the", "epoch",
                                      "done", "{'loss':", "seq/s", "0.5", "grad", "norm"};
        QByteArray text;
        for (int line = 0; line < 3000; ++line) {
            for (int w = int(rng.bounded(12)); w >= 0; --w)
                text += words[int(rng.bounded(int(words.size())))] + ' ';
            text += '\n';
        }
        QCOMPARE(detectImportFormat(write(dir, QStringLiteral("random.log"), text)), QString());

        // The other formats keep their own detection even when they hold the console words.
        QCOMPARE(
            detectImportFormat(write(dir, QStringLiteral("state.json"),
                                     "{\n  \"global_step\": 2,\n  \"log_history\": [\n    {\"step\": 1, \"loss\": 2.0, "
                                     "\"train/step_time\": 0.9, \"note\": \"step 1 loss is 2.0, lr is 1e-05 {'loss': 2.0}\"}\n  ]\n}\n")),
            QStringLiteral("hf-trainer-state"));
        QCOMPARE(detectImportFormat(write(dir, QStringLiteral("log.jsonl"),
                                          "{\"current_steps\": 5, \"loss\": 2.5, \"msg\": \"step 5 step_time 0.9s throughput 35.5 seq/s "
                                          "step loss 2.5 grad norm 1.0\"}\n")),
                 QStringLiteral("llamafactory-log"));
        QCOMPARE(detectImportFormat(write(dir, QStringLiteral("steps.csv"), "step,loss\n1,2.0\n# step 1 loss is 2.0, lr is 1e-05\n")),
                 QStringLiteral("csv"));
        QCOMPARE(detectImportFormat(write(dir, QStringLiteral("trainer_state.json"), "step 1 loss is 2.0, lr is 1e-05\n")),
                 QStringLiteral("hf-trainer-state"));
        // Binary data before a training line: no console log.
        QCOMPARE(detectImportFormat(
                     write(dir, QStringLiteral("binary.log"), QByteArray("\x01\x00\x02", 3) + "\nstep 1 loss is 2.0, lr is 1e-05\n")),
                 QString());
    }

    void neuronDetectionIsBounded()
    {
        QTemporaryDir dir;
        const QByteArray step = "step 7 loss is 2.5, lr is 1e-05\n";
        // A training line past the first kNeuronLogDetectBytes is not looked for; the format
        // can still be named.
        QByteArray filler;
        const QByteArray other =
            "2026-11-30 10:00:00.000001:  4818  INFO ||NEURON_CACHE||: Compile cache path: /var/tmp/neuron-compile-cache\n";
        while (filler.size() < kNeuronLogDetectBytes + 1024)
            filler += other;
        const QString far = write(dir, QStringLiteral("far.log"), filler + step);
        QCOMPARE(detectImportFormat(far), QString());
        ImportResult r = importRun(far, QStringLiteral("neuron-log"));
        QVERIFY2(r.diagnostics.isEmpty(), qPrintable(messages(r)));
        QCOMPARE(r.runs[0].metrics.steps().size(), std::size_t(1));
        QCOMPARE(r.runs[0].metrics.steps()[0].step, 7);
        // Just inside the limit it is found.
        const QString near = write(dir, QStringLiteral("near.log"), filler.left(kNeuronLogDetectBytes - 4096) + step);
        QCOMPARE(detectImportFormat(near), QStringLiteral("neuron-log"));
        // Hostile lines: megabytes of unclosed dictionaries with no newline, then a real line;
        // nothing may take long or be found in them.
        QByteArray open;
        while (open.size() < 6 * 1024 * 1024)
            open += "{'loss': 1, 'step ";
        QElapsedTimer timer;
        timer.start();
        const QString hostile = write(dir, QStringLiteral("hostile.log"), open + "\n" + step + open);
        QCOMPARE(detectImportFormat(hostile), QStringLiteral("neuron-log"));
        r = importRun(hostile, QStringLiteral("neuron-log"));
        QVERIFY2(r.diagnostics.isEmpty(), qPrintable(messages(r)));
        QCOMPARE(r.runs[0].metrics.steps().size(), std::size_t(1));
        QCOMPARE(r.runs[0].metrics.steps()[0].loss, 2.5);
        QCOMPARE(detectImportFormat(write(dir, QStringLiteral("only-hostile.log"), open)), QString());
        QVERIFY2(timer.elapsed() < 20000, qPrintable(QString::number(timer.elapsed())));
    }

    void neuronLogGarbageNeverCrashes()
    {
        // The console-log fixtures mutated: runs or located problems, never a crash or a hang.
        QTemporaryDir dir;
        QRandomGenerator rng(2027);
        for (const char *name : {"compile-trial-then-training.log", "hf-dicts-compile-trial.log", "notebook-cell-output.ipynb"}) {
            const QByteArray original = readAll(kNeuronLogs + QLatin1String(name));
            for (int i = 0; i < 50; ++i) {
                QByteArray bytes = original;
                for (int e = 1 + int(rng.bounded(8)); e > 0 && !bytes.isEmpty(); --e) {
                    const qsizetype at = qsizetype(rng.bounded(quint32(bytes.size())));
                    switch (rng.bounded(3)) {
                    case 0:
                        bytes[at] = char(rng.bounded(256));
                        break;
                    case 1:
                        bytes.truncate(at);
                        break;
                    default:
                        bytes.insert(at, QByteArray(int(rng.bounded(16)) + 1, char(rng.bounded(256))));
                    }
                }
                const QString path = write(dir, QLatin1String(name), bytes);
                for (const QString &format : {QStringLiteral("auto"), QStringLiteral("neuron-log")}) {
                    const ImportResult r = importRun(path, format);
                    QVERIFY(!r.runs.isEmpty() || !r.diagnostics.isEmpty());
                }
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestImport)
#include "tst_import.moc"
