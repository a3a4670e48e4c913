// pilotctl classify end to end: a log file (text, JSON, German advice), a failed run folder
// (also through runs summarize and status), a team's rules file with errors, and inputs that
// are not regular files.
#include "../common/pilotctlprocess.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

namespace {

// Recorded lines (tests/data/failures/written-from.tsv: P2, K1, P4) around an ordinary one.
const QByteArray kLog = "step 10 loss 2.31\n"
                        "RuntimeError: CUDA out of memory. Tried to allocate 92.00 MiB (GPU 0; 1.96 GiB total capacity; 1.46 GiB "
                        "already allocated; 16.38 MiB free; 1.51 GiB reserved in total by PyTorch\n"
                        "2023-07-07 13:56:01.000284: INFO ||NCC_WRAPPER||: Using a cached neff at /tmp/x/model.neff. Exiting with a "
                        "successfully compiled graph.\n";
const QByteArray kNccl = "[rank0]:[E1206 18:44:12.715298746 ProcessGroupNCCL.cpp:607] [Rank 0] Watchdog caught collective operation "
                         "timeout: WorkNCCL(SeqNum=7753, OpType=_REDUCE_SCATTER_BASE, NumelIn=544997376, NumelOut=68124672, "
                         "Timeout(ms)=600000) ran for 600061 milliseconds before timing out.\n";

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QJsonObject json(const Result &r)
{
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

} // namespace

class TestPilotctlClassify : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void helpListsTheCommand()
    {
        const Result r = pilotctl({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QStringLiteral("classify")));
    }

    void logFile()
    {
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("train.log"));
        QVERIFY(writeFile(log, kLog));
        Result r = pilotctl({QStringLiteral("classify"), log});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("train.log:2: memory/device (error, rule cuda-out-of-memory)")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("train.log:3: info/cache_hit")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("advice: GPU memory is not enough")));
        QVERIFY(r.out.contains(QStringLiteral("2 of 3 lines matched")));
        QVERIFY(!r.out.contains(QStringLiteral("train.log:1:")));

        r = pilotctl({QStringLiteral("classify"), QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("--json"), log});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o.value(QStringLiteral("kind")).toString(), QStringLiteral("log"));
        QCOMPARE(o.value(QStringLiteral("lines")).toInt(), 3);
        const QJsonArray matches = o.value(QStringLiteral("matches")).toArray();
        QCOMPARE(matches.size(), 2);
        const QJsonObject first = matches.at(0).toObject();
        QCOMPARE(first.value(QStringLiteral("line")).toInt(), 2);
        QCOMPARE(first.value(QStringLiteral("class")).toString(), QStringLiteral("memory"));
        QVERIFY(first.value(QStringLiteral("advice")).toString().startsWith(QStringLiteral("Der GPU-Speicher reicht nicht")));
    }

    void failedRunFolder()
    {
        QTemporaryDir dir;
        const QString run = dir.filePath(QStringLiteral("run"));
        QVERIFY(QDir().mkpath(run + QStringLiteral("/logs")));
        QVERIFY(writeFile(run + QStringLiteral("/metrics.jsonl"),
                          "{\"v\": 1, \"type\": \"run_start\", \"t\": 100.0, \"run_id\": \"r\", \"backend\": \"libtorch\"}\n"
                          "{\"v\": 1, \"type\": \"log\", \"t\": 101.0, \"level\": \"warning\", \"message\": \"data loaded\"}\n"
                          "{\"v\": 1, \"type\": \"run_end\", \"t\": 700.0, \"status\": \"failed\", \"reason\": \"exception\", "
                          "\"exit_code\": 1, \"last_step\": 3}\n"));
        QVERIFY(writeFile(run + QStringLiteral("/logs/stderr.log"), "Traceback (most recent call last):\n" + kNccl));

        Result r = pilotctl({QStringLiteral("classify"), QStringLiteral("--json"), run});
        QCOMPARE(r.exitCode, 0);
        QJsonObject o = json(r);
        QCOMPARE(o.value(QStringLiteral("kind")).toString(), QStringLiteral("run"));
        QCOMPARE(o.value(QStringLiteral("failed")).toBool(), true);
        QCOMPARE(o.value(QStringLiteral("failure_class")).toString(), QStringLiteral("communication"));
        QCOMPARE(o.value(QStringLiteral("failure_subclass")).toString(), QStringLiteral("collective_timeout"));
        QCOMPARE(o.value(QStringLiteral("matches")).toArray().at(0).toObject().value(QStringLiteral("source")).toString(),
                 QStringLiteral("logs/stderr.log"));

        r = pilotctl({QStringLiteral("classify"), run});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("logs/stderr.log:2: communication/collective_timeout")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("failure class: communication · collective_timeout")), qPrintable(r.out));

        r = pilotctl({QStringLiteral("runs"), QStringLiteral("summarize"), QStringLiteral("--json"), run});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(json(r).value(QStringLiteral("failure_class")).toString(), QStringLiteral("communication"));

        r = pilotctl({QStringLiteral("status"), QStringLiteral("--json"), run});
        QCOMPARE(r.exitCode, 0);
        o = json(r);
        QCOMPARE(o.value(QStringLiteral("state")).toString(), QStringLiteral("failed"));
        QCOMPARE(o.value(QStringLiteral("failure_class")).toString(), QStringLiteral("communication"));
        r = pilotctl({QStringLiteral("status"), run});
        QVERIFY2(r.out.contains(QStringLiteral("failure:    communication · collective_timeout")), qPrintable(r.out));
    }

    // Two ranks in one log under srun --label, the timeout of rank 1 printed before the
    // out-of-memory error of rank 0 (the recorded lines above, composed): the error decides,
    // in classify, status and runs summarize, with its line, rank and why.
    void severalRanksOneRun()
    {
        QTemporaryDir dir;
        const QString run = dir.filePath(QStringLiteral("run"));
        QVERIFY(QDir().mkpath(run + QStringLiteral("/logs")));
        QVERIFY(writeFile(run + QStringLiteral("/metrics.jsonl"),
                          "{\"v\": 1, \"type\": \"run_start\", \"t\": 100.0, \"run_id\": \"r\", \"backend\": \"libtorch\"}\n"
                          "{\"v\": 1, \"type\": \"run_end\", \"t\": 700.0, \"status\": \"failed\", \"reason\": \"exception\", "
                          "\"exit_code\": 1, \"last_step\": 3}\n"));
        const QByteArray oom = kLog.split('\n').at(1);
        QVERIFY(
            writeFile(run + QStringLiteral("/logs/stderr.log"), "1: " + kNccl + "0: Traceback (most recent call last):\n0: " + oom + "\n"));

        Result r = pilotctl({QStringLiteral("classify"), QStringLiteral("--json"), run});
        QCOMPARE(r.exitCode, 0);
        QJsonObject o = json(r);
        QCOMPARE(o.value(QStringLiteral("failure_class")).toString(), QStringLiteral("memory"));
        QCOMPARE(o.value(QStringLiteral("decisive")).toInt(), 1);
        const QJsonObject line = o.value(QStringLiteral("decisive_line")).toObject();
        QCOMPARE(line.value(QStringLiteral("line")).toInt(), 3);
        QCOMPARE(line.value(QStringLiteral("rank")).toInt(), 0);
        QCOMPARE(line.value(QStringLiteral("rule")).toString(), QStringLiteral("cuda-out-of-memory"));
        QCOMPARE(line.value(QStringLiteral("consequences")).toInt(), 1);
        const QJsonArray matches = o.value(QStringLiteral("matches")).toArray();
        QCOMPARE(matches.at(0).toObject().value(QStringLiteral("rank")).toInt(), 0); // [rank0] inside srun's "1: "
        QCOMPARE(matches.at(0).toObject().value(QStringLiteral("consequence")).toBool(), true);
        QVERIFY2(
            o.value(QStringLiteral("verdict")).toString().contains(QStringLiteral("logs/stderr.log:3 (rank 0), rule cuda-out-of-memory")),
            qPrintable(o.value(QStringLiteral("verdict")).toString()));

        r = pilotctl({QStringLiteral("status"), QStringLiteral("--json"), run});
        QCOMPARE(json(r).value(QStringLiteral("failure_line")).toObject().value(QStringLiteral("line")).toInt(), 3);
        r = pilotctl({QStringLiteral("status"), run});
        QVERIFY2(r.out.contains(QStringLiteral("(rank 0)")) && r.out.contains(QStringLiteral("nccl-watchdog-timeout")), qPrintable(r.out));
        r = pilotctl({QStringLiteral("classify"), QStringLiteral("--lang"), QStringLiteral("de"), run});
        QVERIFY2(r.out.contains(QStringLiteral("(Rang 0)")), qPrintable(r.out));
        r = pilotctl({QStringLiteral("runs"), QStringLiteral("summarize"), QStringLiteral("--json"), run});
        QCOMPARE(json(r).value(QStringLiteral("failure_line")).toObject().value(QStringLiteral("rank")).toInt(), 0);

        // The same log as a file: the line that would decide, said after the matches.
        r = pilotctl({QStringLiteral("classify"), run + QStringLiteral("/logs/stderr.log")});
        QVERIFY2(r.out.contains(QStringLiteral("decisive line: stderr.log:3 (rank 0), rule cuda-out-of-memory")), qPrintable(r.out));
    }

    void teamRulesFile()
    {
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("a.log"));
        QVERIFY(writeFile(log, "MY_TEAM_ERROR 42 in loader\n"));
        const QString rules = dir.filePath(QStringLiteral("rules.yaml"));
        const QByteArray good = "schema: migration-pilot/failure-rules@1\nversion: 3\nrules:\n"
                                "  - id: team-loader\n    class: data_pipeline\n    subclass: loader\n    severity: error\n"
                                "    pattern: 'MY_TEAM_ERROR \\d+'\n    case_sensitive: true\n    source: our loader\n"
                                "    advice: {de: Lader prüfen, en: check the loader}\n";
        QVERIFY(writeFile(rules, good));
        Result r = pilotctl({QStringLiteral("classify"), QStringLiteral("--json"), QStringLiteral("--rules"), rules, log});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(json(r).value(QStringLiteral("rules_version")).toInt(), 3);
        QCOMPARE(json(r).value(QStringLiteral("matches")).toArray().size(), 1);

        QByteArray bad = good;
        bad.replace("class: data_pipeline", "class: loader");
        QVERIFY(writeFile(rules, bad));
        r = pilotctl({QStringLiteral("classify"), QStringLiteral("--rules"), rules, log});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(rules + QStringLiteral(":5:12: rules[0].class: unknown class 'loader'")), qPrintable(r.err));
    }

    void inputsThatCannotBeRead()
    {
        QTemporaryDir dir;
        Result r = pilotctl({QStringLiteral("classify"), dir.filePath(QStringLiteral("missing.log"))});
        QCOMPARE(r.exitCode, 1);
        const QString fifo = dir.filePath(QStringLiteral("pipe.log"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        r = pilotctl({QStringLiteral("classify"), fifo});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("named pipe")), qPrintable(r.err));
        r = pilotctl({QStringLiteral("classify"), QStringLiteral("--lang"), QStringLiteral("fr"), fifo});
        QCOMPARE(r.exitCode, 64);
        r = pilotctl({QStringLiteral("classify")});
        QCOMPARE(r.exitCode, 64);
    }
};

QTEST_GUILESS_MAIN(TestPilotctlClassify)
#include "tst_pilotctlclassify.moc"
