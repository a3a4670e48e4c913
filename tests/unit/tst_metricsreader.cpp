// metrics.jsonl: tailing a growing file, torn lines, tolerance, restart semantics, summaries.
#include "core/runs/metricsparser.h"
#include "core/runs/metricstail.h"
#include "core/runs/runsummary.h"

#include <QFile>
#include <QJsonArray>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <array>
#include <atomic>
#include <charconv>
#include <cmath>
#include <cstring>
#include <thread>

using namespace pilot;

namespace {

class Writer
{
public:
    explicit Writer(const QString &path)
        : m_file(path)
    {
        if (!m_file.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered))
            qFatal("cannot open %s", qPrintable(path));
    }
    void write(const QByteArray &bytes)
    {
        if (m_file.write(bytes) != bytes.size())
            qFatal("short write");
    }

private:
    QFile m_file;
};

QByteArray step(int s, double loss, int attempt = 0)
{
    return QStringLiteral(R"({"v": 1, "type": "step", "t": %1, "step": %2, "loss": %3, "lr": 0.001, "tokens": %4})")
               .arg(1000 + attempt * 1000 + s)
               .arg(s)
               .arg(loss, 0, 'g', 17)
               .arg(s * 2048)
               .toUtf8()
           + '\n';
}

// What reading `text` line by line gives, next to what the tail read: empty when the same.
// `lines` counts the complete lines; the piece after the last newline is the torn line.
QString differenceFromLineByLine(const QByteArray &text, const MetricsTail &tail, const RunMetrics &read)
{
    RunMetrics expected;
    MetricsParser parser;
    const QList<QByteArray> lines = text.split('\n');
    QByteArray padded;
    for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
        padded = lines.at(i) + QByteArray(int(MetricsParser::padding()), '\0');
        parser.parseLine(padded.constData(), std::size_t(lines.at(i).size()), i + 1, expected);
    }
    if (tail.lines() != lines.size() - 1)
        return QStringLiteral("lines %1, expected %2").arg(tail.lines()).arg(lines.size() - 1);
    if (tail.pendingBytes() != lines.last().size())
        return QStringLiteral("torn bytes %1, expected %2").arg(tail.pendingBytes()).arg(lines.last().size());
    if (tail.position() != text.size() - lines.last().size())
        return QStringLiteral("position %1, expected %2").arg(tail.position()).arg(text.size() - lines.last().size());
    if (read.steps().size() != expected.steps().size())
        return QStringLiteral("steps %1, expected %2").arg(read.steps().size()).arg(expected.steps().size());
    for (std::size_t i = 0; i < expected.steps().size(); ++i) {
        const StepPoint &a = read.steps().at(i);
        const StepPoint &b = expected.steps().at(i);
        // Bit for bit: NaN (absent) compares equal to NaN here.
        if (a.step != b.step || a.attempt != b.attempt || a.tokens != b.tokens || std::memcmp(&a.t, &b.t, sizeof(double) * 7) != 0)
            return QStringLiteral("step entry %1 differs (step %2, expected %3)").arg(i).arg(a.step).arg(b.step);
    }
    if (read.issueCount() != expected.issueCount() || read.issues().size() != expected.issues().size())
        return QStringLiteral("issues %1, expected %2").arg(read.issueCount()).arg(expected.issueCount());
    for (qsizetype i = 0; i < expected.issues().size(); ++i) {
        if (read.issues().at(i).line != expected.issues().at(i).line || read.issues().at(i).message != expected.issues().at(i).message)
            return QStringLiteral("issue %1 differs: line %2 '%3'").arg(i).arg(read.issues().at(i).line).arg(read.issues().at(i).message);
    }
    if (read.evals().size() != expected.evals().size() || read.phases().size() != expected.phases().size()
        || read.attempt() != expected.attempt() || read.unknownTypes() != expected.unknownTypes())
        return QStringLiteral("other events differ");
    auto same = [](double a, double b) { return a == b || (std::isnan(a) && std::isnan(b)); };
    if (!same(read.firstTime(), expected.firstTime()) || !same(read.lastTime(), expected.lastTime()))
        return QStringLiteral("first or last time differs");
    for (int a = 0; a <= read.attempt(); ++a) {
        if (!same(read.attemptEndTime(a), expected.attemptEndTime(a)))
            return QStringLiteral("end time of attempt %1 differs").arg(a);
    }
    return QString();
}

// Step lines (with now and then a run_start, an issue, a blank line, a phase) until `size` bytes.
QByteArray mixedLines(qint64 size, quint32 seed)
{
    QByteArray text;
    QRandomGenerator rng(seed);
    int s = 0;
    int attempt = 0;
    while (text.size() < size) {
        const quint32 pick = rng.bounded(1000);
        if (pick == 0) {
            ++attempt;
            text += R"({"v": 1, "type": "run_start", "t": )" + QByteArray::number(2000 + s) + "}\n";
            s = std::max(0, s - int(rng.bounded(500)));
        } else if (pick < 3) {
            text += R"({"v": 1, "type": "step", "step": -3})"
                    "\n";
        } else if (pick < 5) {
            text += "\n";
        } else if (pick < 7) {
            text += R"({"v": 1, "type": "phase", "name": "train", "state": "begin", "t": 5})"
                    "\n";
        } else {
            ++s;
            text += step(s, 3.0 - s * 1e-5 + rng.generateDouble() * 1e-3, attempt);
        }
    }
    return text;
}

void writeAll(const QString &path, const QByteArray &text)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(path));
}

} // namespace

class TestMetricsReader : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tailReadsOnlyNewBytesAndWaitsForTornLines()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("metrics.jsonl"));
        Writer w(path);
        const QByteArray first = step(1, 2.5);
        w.write(first);
        RunMetrics m;
        MetricsTail tail(path);
        MetricsTail::Poll p = tail.poll(m);
        QVERIFY(p.ok);
        QCOMPARE(p.bytesRead, qint64(first.size()));
        QCOMPARE(m.steps().size(), std::size_t(1));

        // Half a line: nothing new is parsed, the bytes wait.
        const QByteArray second = step(2, 2.25);
        w.write(second.left(20));
        p = tail.poll(m);
        QCOMPARE(p.bytesRead, qint64(20));
        QCOMPARE(p.linesParsed, qint64(0));
        QCOMPARE(tail.pendingBytes(), qint64(20));
        QCOMPARE(m.steps().size(), std::size_t(1));
        QCOMPARE(m.issueCount(), qint64(0)); // a torn line is not an error

        // The rest arrives: only the new bytes are read, and the line is complete.
        w.write(second.mid(20));
        p = tail.poll(m);
        QCOMPARE(p.bytesRead, qint64(second.size() - 20));
        QCOMPARE(p.linesParsed, qint64(1));
        QCOMPARE(m.steps().size(), std::size_t(2));
        QCOMPARE(m.steps().back().loss, 2.25);
        QCOMPARE(tail.position(), qint64(first.size() + second.size()));

        // Nothing new: nothing read.
        p = tail.poll(m);
        QCOMPARE(p.bytesRead, qint64(0));
    }

    void toleratesUnknownTypesFieldsAndNonFiniteNumbers()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("metrics.jsonl"));
        Writer w(path);
        w.write(
            R"({"v": 1, "type": "run_start", "t": 10.5, "run_id": "r1", "backend": "libtorch", "device": "cpu", "host": "h", "pid": 7, "versions": {"torch": "1.13.1", "threads": 2}, "dataset_version": "demo-v1"})"
            "\n");
        w.write(
            R"({"v": 1, "type": "step", "t": 11, "step": 1, "loss": NaN, "grad_norm": Infinity, "lr": -Infinity, "future_field": [1, {"x": 2}]})"
            "\n");
        w.write(R"({"v": 1, "type": "gpu_telemetry", "t": 11.5, "watts": 300})"
                "\n");
        w.write(R"({"t": 12, "step": 2, "loss": 1.5, "type": "step", "note": "type comes last"})"
                "\n");
        w.write(R"({"v": 1, "type": "step", "t": 12.5, "step": 3, "loss": null})"
                "\n");
        w.write("\n   \n");
        w.write(R"({"v": 1, "type": "eval", "t": 13, "step": 2, "val_loss": 1.75, "metrics": {"exact_match": 0.25, "bleu": NaN}})"
                "\n");
        // Escapes take the general parser's path; written without a raw string (moc cannot read those).
        w.write("{\"v\": 1, \"type\": \"sample\", \"t\": 13, \"step\": 2, \"id\": \"v-001\", \"prompt\": \"drei\\n\", "
                "\"output\": \"3 \\\"ok\\\"\", \"reference\": \"3\"}\n");
        w.write(R"({"v": 1, "type": "memory", "t": 13, "params_bytes": 1000, "peak_rss_bytes": 5e6})"
                "\n");
        w.write(R"({"v": 1, "type": "log", "t": 13, "level": "warning", "message": "fallback to CPU for aten::foo"})"
                "\n");
        RunMetrics m;
        QString error;
        QVERIFY(readMetricsFile(path, &m, &error));
        QVERIFY2(m.issueCount() == 0, m.issues().isEmpty() ? ""
                                                           : qPrintable(QString::number(m.issues().constFirst().line) + QLatin1Char(' ')
                                                                        + m.issues().constFirst().message));
        QCOMPARE(m.unknownTypes(), qint64(1));
        QCOMPARE(m.starts().size(), 1);
        QCOMPARE(m.starts().constFirst().runId, QStringLiteral("r1"));
        QCOMPARE(m.starts().constFirst().pid, qint64(7));
        QCOMPARE(m.starts().constFirst().versions.size(), 2);
        QCOMPARE(m.steps().size(), std::size_t(3));
        QVERIFY(std::isnan(m.steps()[0].loss));
        QVERIFY(std::isinf(m.steps()[0].gradNorm) && m.steps()[0].gradNorm > 0);
        QVERIFY(std::isinf(m.steps()[0].lr) && m.steps()[0].lr < 0);
        QCOMPARE(m.steps()[1].loss, 1.5);
        QVERIFY(std::isnan(m.steps()[2].loss));
        QCOMPARE(m.evals().size(), 1);
        QCOMPARE(m.evals().constFirst().metrics.size(), 2);
        QCOMPARE(m.evals().constFirst().metrics.constFirst().second, 0.25);
        QCOMPARE(m.samples().constFirst().prompt, QStringLiteral("drei\n"));
        QCOMPARE(m.samples().constFirst().output, QStringLiteral("3 \"ok\""));
        QCOMPARE(m.memory().constFirst().bytes.size(), 2);
        QCOMPARE(m.memory().constFirst().bytes.at(1).second, 5e6);
        QCOMPARE(m.logs().constFirst().level, QStringLiteral("warning"));
        QCOMPARE(m.firstTime(), 10.5);
        QCOMPARE(m.lastTime(), 13.0);
    }

    // run_start's job_hash (what the run trains): read per attempt; absent in runs of older
    // jobs; anything but text is a wrong type, reported, never taken.
    void runStartCarriesTheJobHash()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("metrics.jsonl"));
        const QString hash = QStringLiteral("3f").repeated(32);
        Writer w(path);
        w.write(R"({"v": 1, "type": "run_start", "t": 1, "run_id": "r", "backend": "libtorch", "device": "cpu", "versions": {"torch": "2.1"}})"
                "\n");
        w.write(R"({"v": 1, "type": "step", "t": 2, "step": 1, "loss": 2.5, "job_hash": 5})"
                "\n");
        w.write(("{\"v\": 1, \"type\": \"run_start\", \"t\": 3, \"run_id\": \"r\", \"backend\": \"neuron\", \"job_hash\": \"" + hash
                 + "\", \"job_identity\": {\"train\": {\"lr\": 0.001}, \"data\": {}}, \"versions\": {\"torch\": \"2.1\"}}\n")
                    .toUtf8());
        w.write(R"({"v": 1, "type": "run_start", "t": 4, "run_id": "r", "backend": "neuron", "job_hash": true})"
                "\n");
        RunMetrics m;
        QString error;
        QVERIFY(readMetricsFile(path, &m, &error));
        QCOMPARE(m.starts().size(), 2);
        QCOMPARE(m.starts().at(0).jobHash, QString()); // an older job: not said
        QCOMPARE(m.starts().at(1).jobHash, hash);
        QCOMPARE(m.starts().at(1).jobIdentity, QByteArray(R"({"train": {"lr": 0.001}, "data": {}})")); // as written
        QVERIFY(m.starts().at(0).jobIdentity.isEmpty());
        QCOMPARE(m.starts().at(1).backend, QStringLiteral("neuron"));
        QCOMPARE(m.starts().at(1).versions.size(), 1);
        // The step with a numeric job_hash and the run_start with a boolean one are reported by line.
        QCOMPARE(m.issueCount(), qint64(2));
        QCOMPARE(m.issues().at(0).message, QStringLiteral("'job_hash' has a value of the wrong type"));
        QCOMPARE(m.issues().at(0).line, qint64(2));
        QCOMPARE(m.issues().at(1).line, qint64(4));
        QVERIFY2(m.issues().at(1).message.contains(QLatin1String("job_hash")), qPrintable(m.issues().at(1).message));
        // The summary's reader agrees with the whole-file reader.
        RunMetrics tailed;
        MetricsTail tail(path);
        tail.poll(tailed);
        QCOMPARE(tailed.starts().size(), 2);
        QCOMPARE(tailed.starts().at(1).jobHash, hash);
        QCOMPARE(tailed.starts().at(1).jobIdentity, m.starts().at(1).jobIdentity);
    }

    void badLinesBecomeNumberedIssues()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("metrics.jsonl"));
        Writer w(path);
        w.write(step(1, 2.0));
        w.write("this is not json\n");
        w.write(QByteArray("\x00\xff\xfe garbage\n", 12));
        w.write(R"({"v": 1, "type": "step", "loss": 1.0})"
                "\n"); // no step number
        w.write(R"({"v": 1, "type": 5, "step": 1})"
                "\n"); // type is not text
        w.write(R"({"v": 1, "type": "step", "step": "two"})"
                "\n"); // wrong field type
        w.write(R"({"v": 1, "step": 9})"
                "\n"); // no type
        w.write(R"([1, 2, 3])"
                "\n");
        w.write(R"({"v": 1, "type": "eval", "val_loss": 1.0})"
                "\n"); // eval without a step
        w.write(R"({"v": 2, "type": "step", "step": 3, "loss": 1.0})"
                "\n"); // a newer event version
        w.write(R"({"v": 1, "type": "phase", "name": "train", "state": "middle"})"
                "\n");
        w.write(step(2, 1.0));
        RunMetrics m;
        QString error;
        QVERIFY(readMetricsFile(path, &m, &error));
        QCOMPARE(m.steps().size(), std::size_t(2));
        QCOMPARE(m.issueCount(), qint64(10));
        QList<qint64> lines;
        for (const LineIssue &i : m.issues())
            lines.append(i.line);
        QCOMPARE(lines, QList<qint64>({2, 3, 4, 5, 6, 7, 8, 9, 10, 11}));
        QVERIFY(m.issues().at(8).message.contains(QLatin1String("version 2")));
        QVERIFY(m.evals().isEmpty());
    }

    void latestRestartWinsPerStep()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("metrics.jsonl"));
        Writer w(path);
        w.write(R"({"v": 1, "type": "run_start", "t": 1000, "run_id": "r"})"
                "\n");
        for (int s = 1; s <= 13; ++s)
            w.write(step(s, 10.0 - s));
        w.write(R"({"v": 1, "type": "checkpoint", "t": 1010, "step": 10, "status": "complete", "dir": "checkpoints/step-000010"})"
                "\n");
        w.write(R"({"v": 1, "type": "eval", "t": 1010, "step": 10, "val_loss": 5.0})"
                "\n");
        w.write(R"({"v": 1, "type": "eval", "t": 1012, "step": 12, "val_loss": 4.5})"
                "\n");
        // Killed at step 13, resumed from the checkpoint at step 10.
        w.write(R"({"v": 1, "type": "run_start", "t": 2000, "run_id": "r"})"
                "\n");
        w.write(step(11, 100.0 + 11, 1));
        RunMetrics m;
        MetricsTail tail(path);
        tail.poll(m);
        QCOMPARE(m.attempt(), 1);
        QCOMPARE(m.steps().size(), std::size_t(11)); // 1..10 of the first attempt, 11 of the second
        QCOMPARE(m.steps().back().step, qint64(11));
        QCOMPARE(m.steps().back().loss, 111.0);
        QCOMPARE(m.steps().back().attempt, 1);
        QCOMPARE(m.steps()[9].attempt, 0);
        QCOMPARE(m.checkpoints().size(), 1); // before the resume point: kept
        w.write(step(12, 112.0, 1));
        w.write(R"({"v": 1, "type": "eval", "t": 2012, "step": 12, "val_loss": 4.0})"
                "\n");
        w.write(step(13, 113.0, 1));
        w.write(R"({"v": 1, "type": "run_end", "t": 2013, "status": "completed", "exit_code": 0, "last_step": 13})"
                "\n");
        tail.poll(m);
        QCOMPARE(m.steps().size(), std::size_t(13));
        for (std::size_t i = 0; i < m.steps().size(); ++i)
            QCOMPARE(m.steps()[i].step, qint64(i + 1)); // no duplicates, in order
        QCOMPARE(m.steps()[12].loss, 113.0);
        QCOMPARE(m.evals().size(), 2);
        QCOMPARE(m.evals().constLast().valLoss, 4.0); // the resumed attempt's eval at step 12
        QVERIFY(m.runEnd());
        QCOMPARE(m.runEnd()->status, QStringLiteral("completed"));
    }

    void samplesAreKeyedByStepAndId()
    {
        RunMetrics m;
        m.addSample({5, QStringLiteral("a"), {}, QStringLiteral("first"), {}, 0});
        m.addSample({5, QStringLiteral("b"), {}, QStringLiteral("first"), {}, 0});
        m.addSample({5, QStringLiteral("a"), {}, QStringLiteral("again"), {}, 0});
        QCOMPARE(m.samples().size(), 2);
        m.addSample({3, QStringLiteral("a"), {}, QStringLiteral("resumed"), {}, 0});
        QCOMPARE(m.samples().size(), 1);
        QCOMPARE(m.samples().constFirst().output, QStringLiteral("resumed"));
    }

    void replacedFileIsReadAgain()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("metrics.jsonl"));
        {
            Writer w(path);
            w.write(step(1, 1.0));
            w.write(step(2, 1.0));
        }
        RunMetrics m;
        MetricsTail tail(path);
        tail.poll(m);
        QCOMPARE(m.steps().size(), std::size_t(2));
        QVERIFY(QFile::remove(path));
        {
            Writer w(path);
            w.write(step(1, 7.0));
        }
        const MetricsTail::Poll p = tail.poll(m);
        QVERIFY(p.restarted);
        QCOMPARE(m.steps().size(), std::size_t(1));
        QCOMPARE(m.steps().front().loss, 7.0);
    }

    void linesLongerThanAChunk()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("metrics.jsonl"));
        Writer w(path);
        const QByteArray longText(int(MetricsTail::kChunkBytes) + 1000, 'x');
        w.write("{\"v\": 1, \"type\": \"sample\", \"step\": 1, \"id\": \"big\", \"output\": \"" + longText + "\"}\n");
        w.write(step(1, 1.0));
        RunMetrics m;
        QString error;
        QVERIFY(readMetricsFile(path, &m, &error));
        QCOMPARE(m.samples().size(), 1);
        QCOMPARE(m.samples().constFirst().output.size(), longText.size());
        QCOMPARE(m.steps().size(), std::size_t(1));
    }

    void randomGarbageNeverCrashes()
    {
        // Fragments of valid events cut and spliced at random, plus random bytes: the reader
        // must count problems and keep going, never crash or stop.
        const QByteArrayList pieces = {step(1, 2.5),
                                       R"({"v": 1, "type": "eval", "step": 2, "metrics": {"em": 0.5}})",
                                       R"({"v": 1, "type": "sample", "step": 2, "id": "x", "output": "a\u00e4b"})",
                                       R"({"type": "run_start", "versions": {"a": [1, {"b": NaN}]}})",
                                       "NaN",
                                       "-Infinity",
                                       "{",
                                       "}",
                                       "\"",
                                       ":",
                                       ","};
        QRandomGenerator rng(11);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("metrics.jsonl"));
        Writer w(path);
        RunMetrics m;
        MetricsTail tail(path);
        qint64 lines = 0;
        for (int i = 0; i < 20000; ++i) {
            QByteArray line;
            const int parts = 1 + int(rng.bounded(4));
            for (int p = 0; p < parts; ++p) {
                const QByteArray &piece = pieces.at(rng.bounded(pieces.size()));
                const auto from = qsizetype(rng.bounded(quint32(piece.size())));
                line += piece.mid(from, qsizetype(rng.bounded(quint32(piece.size() - from + 1))));
            }
            if (!line.isEmpty() && rng.bounded(10) == 0)
                line[qsizetype(rng.bounded(quint32(line.size())))] = char(rng.bounded(256));
            line.replace('\n', ' ');
            w.write(line + '\n');
            ++lines;
            if (i % 997 == 0)
                tail.poll(m);
        }
        tail.poll(m);
        QCOMPARE(tail.lines(), lines);
        QVERIFY(m.issueCount() > 0);
    }

    // A bad step number is named with its value and what is wrong with it, not reported as a
    // missing step.
    void badStepNumbersAreSaidPlainly_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("message");
        QTest::newRow("negative") << QByteArray(R"({"v": 1, "type": "step", "step": -5, "loss": 1.0})")
                                  << QStringLiteral("a step event: step -5 is negative");
        QTest::newRow("huge") << QByteArray(R"({"v": 1, "type": "step", "step": 1e300, "loss": 1.0})")
                              << QStringLiteral("a step event: step 1e+300 is not a whole number in range");
        QTest::newRow("2^63") << QByteArray(R"({"v": 1, "type": "eval", "step": 9223372036854775808, "val_loss": 1.0})")
                              << QStringLiteral("a eval event: step 9223372036854776000 is not a whole number in range");
        QTest::newRow("fraction") << QByteArray(R"({"v": 1, "type": "checkpoint", "step": 1.5})")
                                  << QStringLiteral("a checkpoint event: step 1.5 is not a whole number");
        QTest::newRow("overflow") << QByteArray(R"({"v": 1, "type": "step", "step": 1e400})")
                                  << QStringLiteral("a step event: step Infinity is not a whole number");
        QTest::newRow("infinite") << QByteArray(R"({"v": 1, "type": "step", "step": Infinity})")
                                  << QStringLiteral("a step event: step Infinity is not a whole number");
        QTest::newRow("missing") << QByteArray(R"({"v": 1, "type": "sample", "id": "a"})")
                                 << QStringLiteral("a sample event without a step number");
        QTest::newRow("null") << QByteArray(R"({"v": 1, "type": "step", "step": null})")
                              << QStringLiteral("a step event without a step number");
        QTest::newRow("text") << QByteArray(R"({"v": 1, "type": "step", "step": "7"})")
                              << QStringLiteral("'step' has a value of the wrong type");
        QTest::newRow("general parser") << QByteArray(R"({"v": 1, "type": "step", "note": "a\u0041", "loss": "high"})")
                                        << QStringLiteral("'loss' has a value of the wrong type");
        QTest::newRow("wrong tokens") << QByteArray(R"({"v": 1, "type": "step", "step": 3, "tokens": 1e300})")
                                      << QStringLiteral("'tokens' has a value of the wrong type");
    }

    void badStepNumbersAreSaidPlainly()
    {
        QFETCH(QByteArray, line);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("metrics.jsonl"));
        Writer w(path);
        w.write(line + '\n');
        w.write(step(4, 1.0));
        RunMetrics m;
        QString error;
        QVERIFY(readMetricsFile(path, &m, &error));
        QCOMPARE(m.issueCount(), qint64(1));
        QVERIFY2(m.issues().at(0).message.startsWith(message), qPrintable(m.issues().at(0).message));
        QCOMPARE(m.issues().at(0).line, qint64(1));
        QCOMPARE(m.steps().size(), std::size_t(1)); // the next line is read as usual
        // A step whose number is written as a whole float is a step.
        Writer(path).write(R"({"v": 1, "type": "step", "step": 5.0, "loss": 0.5})"
                           "\n");
        QVERIFY(readMetricsFile(path, &m, &error));
        QCOMPARE(m.steps().back().step, qint64(5));
    }

    // Full-precision floats as json.dumps writes them keep every bit, line after line of the
    // same shape, and around lines of other shapes and lines the general parser reads.
    void fullPrecisionValuesAreExact()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("metrics.jsonl"));
        Writer w(path);
        QRandomGenerator rng(5);
        QList<std::array<double, 3>> expected;
        for (int s = 1; s <= 3000; ++s) {
            std::array<double, 3> values;
            QByteArray text[3];
            for (int i = 0; i < 3; ++i) {
                char buffer[32];
                values[i] = rng.generateDouble() * (i == 0 ? 1e10 : 3.0) * (i == 2 && s % 7 == 0 ? 1e-6 : 1.0);
                const auto r = std::to_chars(buffer, buffer + sizeof buffer, values[i]);
                text[i] = QByteArray(buffer, int(r.ptr - buffer));
            }
            expected.append(values);
            w.write(R"({"v": 1, "type": "step", "t": )" + text[0] + R"(, "step": )" + QByteArray::number(s) + R"(, "loss": )" + text[1]
                    + R"(, "lr": )" + text[2] + "}\n");
            if (s % 250 == 0)
                w.write(R"({"v": 1, "type": "eval", "step": )" + QByteArray::number(s)
                        + R"(, "metrics": {"em": 0.5}})"
                          "\n");
            if (s % 333 == 0)
                w.write(R"({"type": "memory", "v": 1, "t": 5, "rss": 1.0000000000000002})"
                        "\n");
        }
        RunMetrics m;
        QString error;
        QVERIFY(readMetricsFile(path, &m, &error));
        QCOMPARE(m.issueCount(), qint64(0));
        QCOMPARE(m.steps().size(), std::size_t(expected.size()));
        QCOMPARE(m.evals().size(), 12);
        QCOMPARE(m.memory().size(), 9);
        QCOMPARE(m.memory().at(0).bytes.at(0).second, 1.0000000000000002);
        for (qsizetype i = 0; i < expected.size(); ++i) {
            const StepPoint &p = m.steps().at(std::size_t(i));
            QCOMPARE(p.step, qint64(i + 1));
            QVERIFY(p.t == expected.at(i)[0] && p.loss == expected.at(i)[1] && p.lr == expected.at(i)[2]);
        }
    }

    // A long file is read in blocks by two threads; the result must be what reading it line by
    // line gives: the same steps, restarts, issues with their line numbers, other events.
    void longFileReadsAsLineByLine()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("metrics.jsonl"));
        QByteArray text;
        QRandomGenerator rng(3);
        int s = 0;
        int attempt = 0;
        while (text.size() < 3 * MetricsTail::kParallelBytes) {
            const quint32 pick = rng.bounded(1000);
            if (pick == 0) {
                ++attempt;
                text += R"({"v": 1, "type": "run_start", "t": )" + QByteArray::number(2000 + s)
                        + R"(, "run_id": "r"})"
                          "\n";
                s = std::max(0, s - int(rng.bounded(500)));
            } else if (pick < 4) {
                text += R"({"v": 1, "type": "step", "step": -3})"
                        "\n"; // an issue
            } else if (pick < 6) {
                text += "\n";
            } else if (pick < 8) {
                text += "{\"v\": 1, \"type\": \"phase\", \"name\": \"train\", \"state\": \"" + QByteArray(pick == 6 ? "begin" : "end")
                        + "\", \"t\": " + QByteArray::number(1000 + s) + "}\n";
            } else if (pick < 10) {
                text += R"({"v": 1, "type": "eval", "step": )" + QByteArray::number(s)
                        + R"(, "metrics": {"em": 0.5}})"
                          "\n";
            } else if (pick < 12) {
                text += R"({"v": 2, "type": "step", "step": 5})"
                        "\n"; // a newer version: an issue
            } else {
                ++s;
                text += step(s, 3.0 - s * 1e-5 + rng.generateDouble() * 1e-3, attempt);
            }
        }
        text += R"({"v": 1, "type": "step", "step": 1)"; // torn
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write(text) == text.size());
        file.close();

        RunMetrics read;
        MetricsTail tail(path);
        QVERIFY(tail.poll(read).ok);

        RunMetrics expected;
        MetricsParser parser;
        const QList<QByteArray> lines = text.split('\n');
        QByteArray padded;
        for (qsizetype i = 0; i + 1 < lines.size(); ++i) { // the last piece is the torn line
            padded = lines.at(i) + QByteArray(int(MetricsParser::padding()), '\0');
            parser.parseLine(padded.constData(), std::size_t(lines.at(i).size()), i + 1, expected);
        }
        QCOMPARE(tail.lines(), qint64(lines.size() - 1));
        QCOMPARE(tail.pendingBytes(), qint64(lines.last().size()));
        QCOMPARE(read.steps().size(), expected.steps().size());
        for (std::size_t i = 0; i < expected.steps().size(); ++i) {
            const StepPoint &a = read.steps().at(i);
            const StepPoint &b = expected.steps().at(i);
            QVERIFY(a.step == b.step && a.attempt == b.attempt && a.loss == b.loss && a.t == b.t && a.tokens == b.tokens);
        }
        QCOMPARE(read.issueCount(), expected.issueCount());
        QCOMPARE(read.issues().size(), expected.issues().size());
        for (qsizetype i = 0; i < expected.issues().size(); ++i) {
            QCOMPARE(read.issues().at(i).line, expected.issues().at(i).line);
            QCOMPARE(read.issues().at(i).message, expected.issues().at(i).message);
        }
        QCOMPARE(read.evals().size(), expected.evals().size());
        QCOMPARE(read.phases().size(), expected.phases().size());
        QCOMPARE(read.attempt(), expected.attempt());
        QVERIFY(read.attempt() > 0);
        QCOMPARE(read.firstTime(), expected.firstTime());
        QCOMPARE(read.lastTime(), expected.lastTime());
        for (int a = 0; a <= read.attempt(); ++a)
            QCOMPARE(read.attemptEndTime(a), expected.attemptEndTime(a));
    }

    // A long read maps the file and parses lines where they lie, except the last ones, after
    // which the mapping has fewer bytes than the parser reads ahead: those are parsed in a
    // padded copy. Lines and files that end exactly on a page boundary, or a few bytes before
    // the end, read as line by line does.
    void mappedReadEndsAsLineByLine_data()
    {
        QTest::addColumn<int>("tailShape");
        QTest::newRow("file ends with a newline on a page boundary") << 0;
        QTest::newRow("last line ends within the read-ahead of the end") << 1;
        QTest::newRow("torn last line of a few bytes") << 2;
        QTest::newRow("torn last line across a page boundary") << 3;
        QTest::newRow("newline is the very last byte after a short line") << 4;
    }
    void mappedReadEndsAsLineByLine()
    {
        QFETCH(int, tailShape);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("metrics.jsonl"));
        QByteArray text = mixedLines(MetricsTail::kMapBytes + MetricsTail::kParallelBytes + 12345, 5);
        // A line that ends exactly at the end of a page in the middle of the file.
        const qint64 page = 4096;
        auto padTo = [&](qint64 boundary) {
            const qint64 fill = boundary - text.size() - 1; // the newline ends on the boundary
            const QByteArray head = "{\"v\": 1, \"type\": \"log\", \"message\": \"";
            if (fill < head.size() + 2)
                return;
            text += head + QByteArray(int(fill - head.size() - 2), 'x') + "\"}\n";
        };
        padTo((text.size() / page + 2) * page);
        QCOMPARE(text.size() % page, 0);
        text += mixedLines(3 * page, 6);
        switch (tailShape) {
        case 0:
            padTo((text.size() / page + 2) * page);
            break;
        case 1:
            text += step(900001, 0.5);
            text += "{}\n"; // shorter than the read-ahead
            break;
        case 2:
            text += R"({"v": 1)";
            break;
        case 3:
            padTo((text.size() / page + 2) * page - 40);
            text += QByteArray(R"({"v": 1, "type": "step", "step": 7, "loss": 0.25, "lr": 0.001, "t": 1})");
            break;
        case 4:
            text += step(900002, 0.5);
            text += "\n";
            break;
        }
        writeAll(path, text);
        RunMetrics read;
        MetricsTail tail(path);
        const MetricsTail::Poll poll = tail.poll(read);
        QVERIFY(poll.ok);
        QVERIFY(!poll.restarted);
        QCOMPARE(poll.bytesRead, qint64(text.size()));
        const QString difference = differenceFromLineByLine(text, tail, read);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        // Once the torn line is completed, the next poll reads it too.
        if (tail.pendingBytes() > 0) {
            Writer w(path);
            w.write(QByteArray(", \"type\": \"step\", \"step\": 900003}\n"));
            QVERIFY(tail.poll(read).ok);
            QCOMPARE(tail.pendingBytes(), qint64(0));
        }
    }

    // A run that grows while the application polls it: a torn line at the end of one poll, then
    // a burst of more than a mapped read's worth that completes it.
    void fileGrowingBetweenPollsReadsAsLineByLine()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("metrics.jsonl"));
        const QByteArray text = mixedLines(3 * MetricsTail::kMapBytes, 7) + R"({"v": 1, "type": "step", "step": 1)";
        QList<qint64> cuts{0, 1000, 1000 + 2 * MetricsTail::kMapBytes + 77, text.size() - 5, text.size()};
        RunMetrics read;
        MetricsTail tail(path);
        {
            Writer w(path);
            for (qsizetype i = 1; i < cuts.size(); ++i) {
                w.write(text.mid(cuts.at(i - 1), cuts.at(i) - cuts.at(i - 1)));
                const MetricsTail::Poll poll = tail.poll(read);
                QVERIFY(poll.ok);
                QVERIFY(!poll.restarted);
                QCOMPARE(tail.position() + tail.pendingBytes(), cuts.at(i));
            }
        }
        const QString difference = differenceFromLineByLine(text, tail, read);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
    }

    // A file truncated and written again while it is being read (a job restarted with "w"):
    // no poll crashes or fails, and once the writer stops the tail holds exactly the file.
    void fileTruncatedWhileReadEndsAsTheFile()
    {
#if defined(__SANITIZE_THREAD__)
        // The SIGBUS handler maps zero pages over the lost part while the parallel parse reads
        // it: concurrent by design (the kernel swaps whole pages), and a race to ThreadSanitizer.
        QSKIP("the page replacement under a reading thread is deliberate");
#endif
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("metrics.jsonl"));
        const QByteArray text = mixedLines(3 * MetricsTail::kMapBytes, 8);
        writeAll(path, text);
        std::atomic<bool> done{false};
        std::thread writer([&] {
            QFile file(path);
            if (!file.open(QIODevice::ReadWrite))
                qFatal("cannot open %s", qPrintable(path));
            for (int round = 0; round < 40; ++round) {
                file.resize(round % 2 ? 0 : text.size() / 3); // same file, shorter
                file.seek(file.size());
                file.write(text.mid(file.size()));
                file.flush();
            }
            done = true;
        });
        RunMetrics read;
        MetricsTail tail(path);
        int polls = 0;
        while (!done) {
            const MetricsTail::Poll poll = tail.poll(read);
            QVERIFY(poll.ok);
            ++polls;
        }
        writer.join();
        // The file is whole again: at most two polls (one that notices a shorter file or a cut
        // mapping, one that reads it all) give exactly its lines.
        for (int i = 0; i < 2 && differenceFromLineByLine(text, tail, read).size(); ++i)
            QVERIFY(tail.poll(read).ok);
        const QString difference = differenceFromLineByLine(text, tail, read);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QVERIFY(polls > 0);
    }

    // One line that never ends (a file of zeros, a writer gone mad) is skipped once it passes
    // the limit; memory stays bounded and the lines after it are read.
    void endlessLineIsSkippedNotKept()
    {
#if defined(__SANITIZE_THREAD__)
        // One thread only, and 64 MiB through ThreadSanitizer's memchr takes over five minutes.
        QSKIP("single-threaded and too slow under ThreadSanitizer");
#endif
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("metrics.jsonl"));
        Writer w(path);
        w.write(step(1, 2.0));
        MetricsTail tail(path);
        RunMetrics m;
        tail.poll(m);
        const QByteArray block(int(MetricsTail::kChunkBytes), 'x');
        for (qint64 written = 0; written <= MetricsTail::kMaxLineBytes; written += block.size()) {
            w.write(block);
            QVERIFY(tail.poll(m).ok);
            QVERIFY(tail.pendingBytes() <= MetricsTail::kMaxLineBytes);
        }
        QCOMPARE(m.issueCount(), qint64(1));
        QVERIFY2(m.issues().at(0).message.contains(QLatin1String("longer than 64 MiB")), qPrintable(m.issues().at(0).message));
        QCOMPARE(m.issues().at(0).line, qint64(2));
        QCOMPARE(tail.pendingBytes(), qint64(0));
        w.write(block + "\n");
        w.write(step(2, 1.5));
        QVERIFY(tail.poll(m).ok);
        QCOMPARE(m.issueCount(), qint64(1));
        QCOMPARE(m.steps().size(), std::size_t(2));
        QCOMPARE(m.steps().back().loss, 1.5);
        QCOMPARE(tail.lines(), qint64(3));
        // The whole file at once gives the same.
        RunMetrics whole;
        QString error;
        QVERIFY(readMetricsFile(path, &whole, &error));
        QCOMPARE(whole.steps().size(), std::size_t(2));
        QCOMPARE(whole.issueCount(), qint64(1));
    }

    void missingFileIsAnError()
    {
        RunMetrics m;
        QString error;
        QVERIFY(!readMetricsFile(QStringLiteral("/nonexistent/metrics.jsonl"), &m, &error));
        QVERIFY(error.contains(QLatin1String("/nonexistent/metrics.jsonl")));
    }

    void phaseDurationsAndSummary()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("metrics.jsonl"));
        Writer w(path);
        w.write(R"({"v": 1, "type": "run_start", "t": 100, "run_id": "r", "backend": "libtorch", "device": "cpu"})"
                "\n");
        w.write(R"({"v": 1, "type": "phase", "t": 100, "name": "environment", "state": "begin"})"
                "\n");
        w.write(R"({"v": 1, "type": "phase", "t": 102.5, "name": "environment", "state": "end"})"
                "\n");
        w.write(R"({"v": 1, "type": "phase", "t": 102.5, "name": "train", "state": "begin"})"
                "\n");
        w.write(step(1, 3.0));
        w.write(R"({"v": 1, "type": "phase", "t": 110, "name": "checkpoint_write", "state": "begin"})"
                "\n");
        w.write(R"({"v": 1, "type": "phase", "t": 111, "name": "checkpoint_write", "state": "end"})"
                "\n");
        w.write(R"({"v": 1, "type": "checkpoint", "t": 111, "step": 1, "status": "complete", "dir": "c", "bytes": 10, "seconds": 1})"
                "\n");
        w.write(R"({"v": 1, "type": "log", "t": 120, "level": "info", "message": "killed here"})"
                "\n");
        // Killed: "train" stays open until the attempt's last event (t = 120).
        w.write(R"({"v": 1, "type": "run_start", "t": 200, "run_id": "r"})"
                "\n");
        w.write(R"({"v": 1, "type": "phase", "t": 200, "name": "restart", "state": "begin"})"
                "\n");
        w.write(R"({"v": 1, "type": "phase", "t": 204, "name": "restart", "state": "end"})"
                "\n");
        w.write(R"({"v": 1, "type": "phase", "t": 204, "name": "train", "state": "begin"})"
                "\n");
        w.write(R"({"v": 1, "type": "log", "t": 210, "level": "info", "message": "still going"})"
                "\n");
        RunMetrics m;
        MetricsTail tail(path);
        tail.poll(m);
        // No run_end, no lock file, and no host or pid to look at: nothing says whether it runs.
        const RunSummary s = summarizeRun(m, tail.lines(), dir.path());
        QCOMPARE(s.status, QStringLiteral("unverified"));
        QCOMPARE(s.restarts, 1);
        QCOMPARE(s.checkpointsComplete, qint64(1));
        QCOMPARE(s.lastStep, qint64(1));
        QCOMPARE(s.lastLoss, 3.0);
        QCOMPARE(s.wallSeconds, 110.0);
        QCOMPARE(s.phases.size(), 4);
        QCOMPARE(s.phases.at(0).name, QStringLiteral("environment"));
        QCOMPARE(s.phases.at(0).seconds, 2.5);
        QCOMPARE(s.phases.at(1).name, QStringLiteral("train"));
        QCOMPARE(s.phases.at(1).seconds, (120 - 102.5) + (210 - 204)); // cut-off span + open span
        QCOMPARE(s.phases.at(1).spans, 2);
        QVERIFY(s.phases.at(1).open);
        QCOMPARE(s.phases.at(2).seconds, 1.0);
        QCOMPARE(s.phases.at(3).name, QStringLiteral("restart"));
        QCOMPARE(s.phases.at(3).seconds, 4.0);
        const QJsonObject json = runSummaryToJson(s);
        QCOMPARE(json.value(QStringLiteral("status")).toString(), QStringLiteral("unverified"));
        QCOMPARE(json.value(QStringLiteral("phases")).toArray().size(), 4);
    }
};

QTEST_GUILESS_MAIN(TestMetricsReader)
#include "tst_metricsreader.moc"
