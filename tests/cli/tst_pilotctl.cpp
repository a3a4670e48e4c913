// pilotctl as a user runs it: exit codes, located errors on hostile input, run summaries.
#include "../common/pilotctlprocess.h"
#include "../common/smalldisk.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <memory>
#include <sys/file.h>
#include <sys/stat.h>
#include <tuple>
#include <unistd.h>
#include <vector>

namespace {

// pilotctl given at most `ms` to finish; a run that does not is killed and says so in `err`.
Result pilotctlWithin(const QStringList &args, int ms, bool *finished)
{
    QProcess p;
    p.start(QStringLiteral(PILOTCTL), args);
    *finished = p.waitForFinished(ms);
    if (!*finished) {
        p.kill();
        p.waitForFinished();
        return {-1, QString(), QStringLiteral("did not finish within %1 ms: pilotctl %2").arg(ms).arg(args.join(QLatin1Char(' ')))};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
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

const QString kDemo = QStringLiteral(PILOT_SOURCE_DIR "/resources/demo/project.yaml");
const QString kFixtureRun = QStringLiteral(PILOT_SOURCE_DIR "/tests/data/runs/resumed-fixture");
const QString kOpsListFixture = QStringLiteral(PILOT_SOURCE_DIR "/tests/data/ops/list-operators-format-fixture.txt");
const QString kOpsTableFixture = QStringLiteral(PILOT_SOURCE_DIR "/tests/data/ops/compatibility-table-fixture.yaml");

// A real TorchScript model, written by Debian's PyTorch (tests/cli/make_torchscript.py).
QString torchScriptModel(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("model.pt"));
    QProcess p;
    p.start(QStringLiteral("/usr/bin/python3"), {QStringLiteral(PILOT_SOURCE_DIR "/tests/cli/make_torchscript.py"), path});
    if (!p.waitForFinished(120000) || p.exitCode() != 0)
        qFatal("cannot write the TorchScript model: %s", p.readAllStandardError().constData());
    return path;
}

// pilot-opscan needs libtorch: a build without it (PILOT_WITH_TORCH=OFF) has no scanner to run.
#define SKIP_WITHOUT_OPSCAN()                                                                       \
    do {                                                                                            \
        if (!PILOT_WITH_TORCH)                                                                      \
            QSKIP("pilot-opscan is built only with libtorch; this build has PILOT_WITH_TORCH=OFF"); \
    } while (false)

} // namespace

class TestPilotctl : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void versionAndHelp()
    {
        Result r = pilotctl({QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith(QLatin1String("pilotctl ")));
        r = pilotctl({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QLatin1String("Exit codes")));
        for (const QStringList &args : {QStringList{QStringLiteral("validate"), QStringLiteral("--help")},
                                        QStringList{QStringLiteral("runs"), QStringLiteral("--help")},
                                        QStringList{QStringLiteral("runs"), QStringLiteral("summarize"), QStringLiteral("--help")}}) {
            r = pilotctl(args);
            QCOMPARE(r.exitCode, 0);
            QVERIFY2(r.out.contains(QLatin1String("Usage")), qPrintable(r.out));
        }
    }

    void usageErrors()
    {
        QCOMPARE(pilotctl({}).exitCode, 64);
        QCOMPARE(pilotctl({QStringLiteral("frobnicate")}).exitCode, 64);
        QCOMPARE(pilotctl({QStringLiteral("validate")}).exitCode, 64);
        QCOMPARE(pilotctl({QStringLiteral("validate"), QStringLiteral("--bogus"), kDemo}).exitCode, 64);
        QCOMPARE(pilotctl({QStringLiteral("runs"), QStringLiteral("explode")}).exitCode, 64);
    }

    void validatesTheDemoProject()
    {
        const Result r = pilotctl({QStringLiteral("validate"), kDemo});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String(": ok (")), qPrintable(r.out + r.err));
        QVERIFY(r.err.isEmpty());
    }

    void missingFileIsAFailureNotAValidationError()
    {
        QCOMPARE(pilotctl({QStringLiteral("validate"), QStringLiteral("/nonexistent/p.yaml")}).exitCode, 1);
    }

    void hostileInputGivesLocatedErrors_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("wrong types") << QByteArray("schema: migration-pilot/project@1\ntitle: [a, b]\nprofile: 5\n");
        QTest::newRow("unknown schema") << QByteArray("schema: migration-pilot/project@99\ntitle: x\n");
        QTest::newRow("missing keys") << QByteArray("notes: only notes\n");
        QTest::newRow("yaml syntax") << QByteArray("schema: migration-pilot/project@1\ntitle: {a: 1\nnotes: x\n");
        QByteArray garbage;
        QRandomGenerator rng(99);
        for (int i = 0; i < 65536; ++i)
            garbage.append(char(rng.bounded(256)));
        QTest::newRow("binary garbage") << garbage;
        QTest::newRow("50 MB") << QByteArray(50 * 1024 * 1024, 'a');
    }

    void hostileInputGivesLocatedErrors()
    {
        QFETCH(QByteArray, content);
        QTemporaryDir dir;
        const QString path = write(dir, QStringLiteral("hostile.yaml"), content);
        const Result r = pilotctl({QStringLiteral("validate"), path});
        QCOMPARE(r.exitCode, 2);
        const QStringList lines = r.err.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY(!lines.isEmpty());
        static const QRegularExpression located(QStringLiteral("^.+hostile\\.yaml:\\d+:\\d+: \\S"));
        for (const QString &line : lines)
            QVERIFY2(located.match(line).hasMatch(), qPrintable(line));
    }

    void validatesJobFiles()
    {
        QTemporaryDir dir;
        const QString bad = write(dir, QStringLiteral("job.json"),
                                  "{\"schema\": \"migration-pilot/job@1\", \"run_id\": \"r\", \"name\": \"n\", "
                                  "\"role\": \"reference\", \"backend\": \"libtorch\", \"device\": \"cpu\", "
                                  "\"threads\": \"two\"}");
        const Result r = pilotctl({QStringLiteral("validate"), bad});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QLatin1String("job.json: threads: expected a whole number")));
        QVERIFY(r.err.contains(QLatin1String("job.json: train: missing")));
    }

    void decidesTheDemoProject()
    {
        Result r = pilotctl({QStringLiteral("decide"), QStringLiteral("--json"), kDemo});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("outcome")).toString(), QStringLiteral("dual_operation"));
        QVERIFY(o.value(QStringLiteral("provisional")).toBool());
        QCOMPARE(o.value(QStringLiteral("rows")).toArray().size(), 12);
        QVERIFY(!o.value(QStringLiteral("find_out")).toArray().isEmpty());
        r = pilotctl({QStringLiteral("decide"), QStringLiteral("--lang"), QStringLiteral("de"), kDemo});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral("Empfehlung: Dualer Betrieb")), qPrintable(r.out));
        QCOMPARE(pilotctl({QStringLiteral("decide"), QStringLiteral("--lang"), QStringLiteral("fr"), kDemo}).exitCode, 64);
        QTemporaryDir dir;
        const QString rules = write(dir, QStringLiteral("rules.yaml"), "schema: migration-pilot/decision-rules@1\nquestions: 5\n");
        r = pilotctl({QStringLiteral("decide"), QStringLiteral("--rules"), rules, kDemo});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("rules.yaml:2:12: questions: expected a list")), qPrintable(r.err));
    }

    void writesTheDecisionRecord_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("heading");
        QTest::addColumn<QString>("recommendation");
        QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("Entscheidungsmatrix") << QStringLiteral("Dualer Betrieb");
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("Decision matrix") << QStringLiteral("Dual operation");
    }

    void writesTheDecisionRecord()
    {
        QFETCH(QString, language);
        QFETCH(QString, heading);
        QFETCH(QString, recommendation);
        QTemporaryDir dir;
        for (const char *suffix : {"md", "html", "pdf"}) {
            const QString out = dir.filePath(QStringLiteral("record.") + QLatin1String(suffix));
            const Result r = pilotctl({QStringLiteral("report"), kDemo, QStringLiteral("--lang"), language, QStringLiteral("--out"), out});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            QVERIFY(QFileInfo(out).size() > 1000);
        }
        QFile md(dir.filePath(QStringLiteral("record.md")));
        QVERIFY(md.open(QIODevice::ReadOnly));
        const QString markdown = QString::fromUtf8(md.readAll());
        QVERIFY(markdown.contains(QStringLiteral("## ") + heading));
        QVERIFY(markdown.contains(recommendation));
        QVERIFY(markdown.contains(QLatin1String("support tickets")) || markdown.contains(QLatin1String("Support-ticket")));

        // The PDF is a real, paginated document whose text carries the headings.
        const QString pdf = dir.filePath(QStringLiteral("record.pdf"));
        QProcess info;
        info.start(QStringLiteral("pdfinfo"), {pdf});
        QVERIFY2(info.waitForFinished(30000) && info.exitCode() == 0, "pdfinfo (poppler-utils) failed");
        const QString meta = QString::fromUtf8(info.readAllStandardOutput());
        static const QRegularExpression pages(QStringLiteral("Pages:\\s+(\\d+)"));
        QVERIFY(pages.match(meta).captured(1).toInt() >= 2);
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(30000) && text.exitCode() == 0);
        const QString content = QString::fromUtf8(text.readAllStandardOutput());
        QVERIFY2(content.contains(heading), qPrintable(content.left(400)));
        QVERIFY(content.contains(recommendation));
    }

    void reportOnAFullDiskKeepsTheOldFile()
    {
        // 64 KiB hold a small record but not a large one: the export must fail (exit 1) and
        // leave the good file it was to replace exactly as it was, with nothing beside it.
        SmallDisk disk(QStringLiteral("64k"));
        if (!disk.ok())
            QSKIP(qPrintable(QStringLiteral("a full disk is simulated with a 64 KiB tmpfs, which needs root: ") + disk.why()));
        QTemporaryDir dir;
        const QString small = write(dir, QStringLiteral("small.yaml"), "schema: migration-pilot/project@1\ntitle: small\n");
        QByteArray notes;
        for (int i = 0; i < 6000; ++i)
            notes += "  Line " + QByteArray::number(i) + " of notes long enough to need more room than the disk has.\n";
        const QString big = write(dir, QStringLiteral("big.yaml"), "schema: migration-pilot/project@1\ntitle: big\nnotes: |\n" + notes);
        for (const char *suffix : {"pdf", "md", "html"}) {
            const QString out = disk.filePath(QStringLiteral("record.") + QLatin1String(suffix));
            Result r = pilotctl({QStringLiteral("report"), small, QStringLiteral("--out"), out});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            QFile good(out);
            QVERIFY(good.open(QIODevice::ReadOnly));
            const QByteArray before = good.readAll();
            good.close();
            QVERIFY(before.size() > 100);
            r = pilotctl({QStringLiteral("report"), big, QStringLiteral("--out"), out});
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains(QLatin1String("cannot save")) && r.err.contains(out), qPrintable(r.err));
            QVERIFY(!r.out.contains(QLatin1String("written")));
            QVERIFY(good.open(QIODevice::ReadOnly));
            QVERIFY(good.readAll() == before);
            good.close();
            QCOMPARE(disk.files(), QStringList{QFileInfo(out).fileName()});
            QVERIFY(QFile::remove(out));
        }
    }

    void summarizesARun()
    {
        Result r = pilotctl({QStringLiteral("runs"), QStringLiteral("summarize"), kFixtureRun});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QLatin1String("status:       completed")));
        QVERIFY(r.out.contains(QLatin1String("last step 8, restarts 1")));
        r = pilotctl({QStringLiteral("runs"), QStringLiteral("summarize"), QStringLiteral("--json"), kFixtureRun});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("status")).toString(), QStringLiteral("completed"));
        QCOMPARE(o.value(QStringLiteral("steps")).toInt(), 8);
        QCOMPARE(o.value(QStringLiteral("last_loss")).toDouble(), 1.875);
        QCOMPARE(o.value(QStringLiteral("restarts")).toInt(), 1);
        const QJsonArray phases = o.value(QStringLiteral("phases")).toArray();
        QCOMPARE(phases.size(), 4);
        QCOMPARE(phases.at(1).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("train"));
        QCOMPARE(phases.at(1).toObject().value(QStringLiteral("seconds")).toDouble(), 11.0);
    }

    // The text the command prints, line for line: the Runs page and this command share one
    // summary (summarizeRunFolder), each formats it in its own words.
    void summarizeTextIsExact()
    {
        const QString body = QStringLiteral("status:       completed (max_steps reached)\n"
                                            "run id:       fixture-ref (libtorch on cpu)\n"
                                            "steps:        8 on record, last step 8, restarts 1\n"
                                            "last loss:    1.875 (lr 0.0005)\n"
                                            "tokens:       2048\n"
                                            "evaluations:  1, samples 1\n"
                                            "checkpoints:  1 written, 0 still in the run folder, last at step 4\n"
                                            "wall time:    107.5 s\n"
                                            "phases (s):\n"
                                            "  environment                 2\n"
                                            "  training                   11\n"
                                            "  checkpoint writing        0.5\n"
                                            "  restart                     3\n"
                                            "lines:        25, problems 0, unknown event types 0");
        for (const QString &run : {kFixtureRun, kFixtureRun + QStringLiteral("/metrics.jsonl")}) {
            const Result r = pilotctl({QStringLiteral("runs"), QStringLiteral("summarize"), run});
            QCOMPARE(r.exitCode, 0);
            QCOMPARE(r.out.trimmed(), QStringLiteral("run:          %1\n").arg(run) + body);
        }
        QTemporaryDir empty;
        const Result r = pilotctl({QStringLiteral("runs"), QStringLiteral("summarize"), empty.path()});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(empty.path() + QStringLiteral(": no metrics.jsonl here")), qPrintable(r.err));
    }

    void summarizeReportsATornLine()
    {
        QTemporaryDir dir;
        write(dir, QStringLiteral("metrics.jsonl"),
              "{\"v\": 1, \"type\": \"step\", \"step\": 1, \"loss\": 2.0}\n{\"v\": 1, \"type\": \"st");
        const Result r = pilotctl({QStringLiteral("runs"), QStringLiteral("summarize"), QStringLiteral("--json"), dir.path()});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("steps")).toInt(), 1);
        QCOMPARE(o.value(QStringLiteral("torn_bytes")).toInt(), 20);
        // No run_end, and no lock file, host or pid that could say whether anything still writes it.
        QCOMPARE(o.value(QStringLiteral("status")).toString(), QStringLiteral("unverified"));
    }

    void summarizeWithoutMetricsFails()
    {
        QTemporaryDir dir;
        QCOMPARE(pilotctl({QStringLiteral("runs"), QStringLiteral("summarize"), dir.path()}).exitCode, 1);
    }

    void opsScanMarksEveryOperator_data()
    {
        QTest::addColumn<QString>("list");
        QTest::addColumn<QStringList>("confirmed");
        QTest::addColumn<QStringList>("unconfirmed");
        // The raw list names XLA operators: aten::linear has no entry of that name there.
        QTest::newRow("list-operators output") << kOpsListFixture
                                               << QStringList{QStringLiteral("aten::add_"), QStringLiteral("aten::mul"),
                                                              QStringLiteral("aten::tanh")}
                                               << QStringList{QStringLiteral("aten::erf"), QStringLiteral("aten::linear"),
                                                              QStringLiteral("aten::relu")};
        QTest::newRow("compatibility table") << kOpsTableFixture
                                             << QStringList{QStringLiteral("aten::add_"), QStringLiteral("aten::linear"),
                                                            QStringLiteral("aten::mul"), QStringLiteral("aten::tanh")}
                                             << QStringList{QStringLiteral("aten::erf"), QStringLiteral("aten::relu")};
    }

    void opsScanMarksEveryOperator()
    {
        SKIP_WITHOUT_OPSCAN();
        QFETCH(QString, list);
        QFETCH(QStringList, confirmed);
        QFETCH(QStringList, unconfirmed);
        QTemporaryDir dir;
        const QString model = torchScriptModel(dir);
        const Result r = pilotctl({QStringLiteral("ops-scan"), model, QStringLiteral("--ops"), list, QStringLiteral("--source"),
                                   QStringLiteral("fixture"), QStringLiteral("--date"), QStringLiteral("2026-11-30"),
                                   QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject result = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QMap<QString, QJsonObject> byName;
        for (const QJsonValue &v : result.value(QStringLiteral("operators")).toArray())
            byName.insert(v.toObject().value(QStringLiteral("operator")).toString(), v.toObject());
        // Counted across the inlined submodule, inside the if-branch, in-place variants kept.
        QCOMPARE(byName.value(QStringLiteral("aten::linear")).value(QStringLiteral("count")).toInt(), 2);
        QCOMPARE(byName.value(QStringLiteral("aten::tanh")).value(QStringLiteral("count")).toInt(), 1);
        QCOMPARE(byName.value(QStringLiteral("aten::erf")).value(QStringLiteral("count")).toInt(), 1);
        for (const QString &op : confirmed)
            QCOMPARE(byName.value(op).value(QStringLiteral("status")).toString(), QStringLiteral("confirmed"));
        for (const QString &op : unconfirmed)
            QVERIFY2(byName.value(op).value(QStringLiteral("status")).toString() != QLatin1String("confirmed"), qPrintable(op));
        QCOMPARE(result.value(QStringLiteral("unconfirmed")).toInt(), unconfirmed.size());
    }

    void opsScanWritesTheEvidenceRow()
    {
        SKIP_WITHOUT_OPSCAN();
        QTemporaryDir dir;
        const QString model = torchScriptModel(dir);
        QFile::copy(kDemo, dir.filePath(QStringLiteral("project.yaml")));
        QFile::setPermissions(dir.filePath(QStringLiteral("project.yaml")), QFile::ReadOwner | QFile::WriteOwner);
        Result r = pilotctl({QStringLiteral("ops-scan"), model, QStringLiteral("--ops"), kOpsTableFixture, QStringLiteral("--project"),
                             dir.filePath(QStringLiteral("project.yaml"))});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QLatin1String("6 operators, 2 without a confirmed path")));
        r = pilotctl({QStringLiteral("decide"), dir.filePath(QStringLiteral("project.yaml")), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("ops-scan: model.pt")), qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("aten::erf, aten::relu")));
        // A second scan replaces its evidence entry instead of adding one.
        pilotctl({QStringLiteral("ops-scan"), model, QStringLiteral("--ops"), kOpsTableFixture, QStringLiteral("--project"),
                  dir.filePath(QStringLiteral("project.yaml"))});
        QFile f(dir.filePath(QStringLiteral("project.yaml")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(f.readAll()).count(QLatin1String("ops-scan: model.pt")), 1);
    }

    void opsScanRefusesBadInput()
    {
        SKIP_WITHOUT_OPSCAN();
        QTemporaryDir dir;
        const QString garbage = write(dir, QStringLiteral("garbage.pt"), QByteArray("not a zip archive\x01\x02", 19));
        const QString model = torchScriptModel(dir);
        Result r = pilotctl({QStringLiteral("ops-scan"), model});
        QCOMPARE(r.exitCode, 64); // --ops is required
        r = pilotctl({QStringLiteral("ops-scan"), model, QStringLiteral("--ops"), kOpsListFixture});
        QCOMPARE(r.exitCode, 2); // a raw list needs its source and date
        QVERIFY2(r.err.contains(QLatin1String("where the list comes from")), qPrintable(r.err));
        r = pilotctl({QStringLiteral("ops-scan"), garbage, QStringLiteral("--ops"), kOpsTableFixture});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("not a readable TorchScript model")), qPrintable(r.err));
        r = pilotctl({QStringLiteral("ops-scan"), dir.filePath(QStringLiteral("missing.pt")), QStringLiteral("--ops"), kOpsTableFixture});
        QCOMPARE(r.exitCode, 1);
        const QString badList = write(dir, QStringLiteral("list.txt"), "Add\nnot an operator!\n");
        r = pilotctl({QStringLiteral("ops-scan"), model, QStringLiteral("--ops"), badList, QStringLiteral("--source"), QStringLiteral("x"),
                      QStringLiteral("--date"), QStringLiteral("2026-11-30")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("list.txt:2:1:")), qPrintable(r.err));
    }

    void opsScanWithoutTheScannerSaysSo()
    {
        // As in a build without libtorch: no scanner where pilotctl looks for it.
        QTemporaryDir dir;
        const QString model = write(dir, QStringLiteral("model.pt"), "not looked at");
        qputenv("PILOT_OPSCAN", QFile::encodeName(dir.filePath(QStringLiteral("no-such-scanner"))));
        const Result r = pilotctl({QStringLiteral("ops-scan"), model, QStringLiteral("--ops"), kOpsTableFixture});
        qunsetenv("PILOT_OPSCAN");
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("no-such-scanner does not exist")) && r.err.contains(QLatin1String("PILOT_WITH_TORCH")),
                 qPrintable(r.err));
    }

    // The demo's two runs against its limits: the verdict and nothing on standard error (no
    // parser or reader warnings mixed into what a script reads).
    void comparingTheDemoIsQuiet()
    {
        const QString runs = QFileInfo(kDemo).absolutePath() + QStringLiteral("/runs/");
        const Result r = pilotctl({QStringLiteral("compare"), QStringLiteral("--project"), kDemo, runs + QStringLiteral("reference"),
                                   runs + QStringLiteral("pilot")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.err, QString());
        QVERIFY2(r.out.contains(QLatin1String("compared:     300 of 300 reference points")), qPrintable(r.out));
        QVERIFY(r.out.endsWith(QLatin1String("verdict:      inside\n")));
    }

    // `compare` says whether the runs train the same job, by what their run_start says:
    // by content, with the inputs that differ and both values; unknown when a run says nothing.
    void compareSaysWhetherItIsTheSameJob()
    {
        QTemporaryDir dir;
        const auto stream = [&](const QString &name, const QByteArray &identity) {
            QByteArray start = "{\"v\": 1, \"type\": \"run_start\", \"t\": 0, \"run_id\": \"" + name.toUtf8() + "\"";
            if (!identity.isEmpty()) // already canonical: its hash is the SHA-256 of these bytes
                start += ", \"job_hash\": \"" + QCryptographicHash::hash(identity, QCryptographicHash::Sha256).toHex()
                         + "\", \"job_identity\": " + identity;
            QByteArray lines = start + "}\n";
            for (int s = 1; s <= 3; ++s)
                lines += QStringLiteral("{\"v\": 1, \"type\": \"step\", \"t\": %1, \"step\": %1, \"loss\": 2.5}\n").arg(s).toUtf8();
            lines += "{\"v\": 1, \"type\": \"run_end\", \"t\": 4, \"status\": \"completed\", \"last_step\": 3}\n";
            QDir().mkpath(dir.filePath(name));
            write(dir, name + QStringLiteral("/metrics.jsonl"), lines);
            return dir.filePath(name);
        };
        const QByteArray a = R"({"data":{"sha256":{"train":"aa"}},"train":{"lr":0.001}})";
        const QByteArray b = R"({"data":{"sha256":{"train":"aa"}},"train":{"lr":0.002}})";
        const QString ref = stream(QStringLiteral("ref"), a), same = stream(QStringLiteral("same"), a),
                      other = stream(QStringLiteral("other"), b), silent = stream(QStringLiteral("silent"), QByteArray());
        Result r = pilotctl({QStringLiteral("compare"), ref, same});
        QVERIFY2(r.out.startsWith(QLatin1String("same job: yes: the same data, model, tokenizer and settings, by content\n")),
                 qPrintable(r.out));
        r = pilotctl({QStringLiteral("compare"), ref, other});
        QVERIFY2(r.out.startsWith(QLatin1String("same job: no, they differ in:\n  train.lr: reference 0.001, pilot 0.002\n")),
                 qPrintable(r.out));
        r = pilotctl({QStringLiteral("compare"), ref, other, QStringLiteral("--json")});
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("same_job")).toObject();
        QCOMPARE(o.value(QStringLiteral("state")).toString(), QStringLiteral("different"));
        QCOMPARE(o.value(QStringLiteral("differences")).toArray().size(), 1);
        QCOMPARE(o.value(QStringLiteral("differences")).toArray().at(0).toObject().value(QStringLiteral("pilot")).toString(),
                 QStringLiteral("0.002"));
        r = pilotctl({QStringLiteral("compare"), ref, silent});
        QVERIFY2(r.out.startsWith(QLatin1String("same job: unknown: the pilot's run does not say what it trains\n")), qPrintable(r.out));
    }

    void comparesAPilotWithItsReference()
    {
        // Two real metrics.jsonl streams: the pilot drifts away from step 30 on.
        QTemporaryDir dir;
        const auto stream = [&](const QString &name, double drift, qint64 tokensPerStep) {
            QByteArray lines = "{\"v\": 1, \"type\": \"run_start\", \"t\": 0, \"run_id\": \"" + name.toUtf8() + "\"}\n";
            for (int s = 1; s <= 40; ++s) {
                const double loss = 3.0 - 0.05 * s + (s >= 30 ? drift : 0.0);
                lines += QStringLiteral("{\"v\": 1, \"type\": \"step\", \"t\": %1, \"step\": %1, \"loss\": %2, \"tokens\": %3}\n")
                             .arg(s)
                             .arg(loss, 0, 'g', 17)
                             .arg(s * tokensPerStep)
                             .toUtf8();
            }
            lines += QStringLiteral("{\"v\": 1, \"type\": \"eval\", \"t\": 41, \"step\": 40, \"val_loss\": %1, "
                                    "\"metrics\": {\"exact_match\": 0.9}}\n")
                         .arg(1.1 + drift)
                         .toUtf8();
            lines += "{\"v\": 1, \"type\": \"run_end\", \"t\": 42, \"status\": \"completed\", \"last_step\": 40}\n";
            QDir().mkpath(dir.filePath(name));
            write(dir, name + QStringLiteral("/metrics.jsonl"), lines);
            return dir.filePath(name);
        };
        const QString ref = stream(QStringLiteral("ref"), 0.0, 2048);
        const QString pilot = stream(QStringLiteral("pilot"), 0.2, 2048);
        Result r = pilotctl({QStringLiteral("compare"), ref, pilot, QStringLiteral("--abs"), QStringLiteral("0.1")});
        QCOMPARE(r.exitCode, 3); // outside the tolerance
        QVERIFY2(r.out.contains(QLatin1String("aligned on:   effective step")), qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("outside:      11 points, first at 30 (step)")));
        QVERIFY(r.out.contains(QLatin1String("loss verdict: outside")));
        r = pilotctl({QStringLiteral("compare"), ref, pilot, QStringLiteral("--abs"), QStringLiteral("0.25"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("loss_verdict")).toString(), QStringLiteral("pass"));
        // No validation limit was given: the whole is not called a pass.
        QCOMPARE(o.value(QStringLiteral("validation_verdict")).toString(), QStringLiteral("no_limits"));
        QCOMPARE(o.value(QStringLiteral("verdict")).toString(), QStringLiteral("no_limits"));
        QCOMPARE(o.value(QStringLiteral("compared")).toInt(), 40);
        QCOMPARE(o.value(QStringLiteral("points")).toArray().size(), 40);
        QCOMPARE(o.value(QStringLiteral("validation")).toArray().size(), 2);
        // The project's limits: the demo allows 0.05 absolute and 3 % relative loss deviation.
        r = pilotctl({QStringLiteral("compare"), ref, pilot, QStringLiteral("--project"), kDemo});
        QCOMPARE(r.exitCode, 3);
        // A different global batch switches to tokens and says so.
        const QString big = stream(QStringLiteral("big-batch"), 0.0, 4096);
        r = pilotctl({QStringLiteral("compare"), ref, big});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("aligned on:   tokens (global batches differ: reference 2048, pilot 4096")),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("loss verdict: no limit set")));
        // The decision record's pilot results: the project's reference and pilot compared.
        write(dir, QStringLiteral("project.yaml"),
              "schema: migration-pilot/project@1\ntitle: t\nlimits:\n  loss_deviation_abs: 0.1\n  validation_metric_deviation: 0.05\n"
              "runs:\n  - {path: ref, role: reference, label: GPU reference}\n  - {path: pilot, role: pilot, label: Trainium2 pilot}\n");
        for (const auto &[language, verdictLine] : {std::pair<const char *, const char *>{"en", "Verdict: outside the acceptance limits."},
                                                    {"de", "Urteil: außerhalb der Abnahmegrenzen."}}) {
            const QString out = dir.filePath(QStringLiteral("record-%1.md").arg(QLatin1String(language)));
            r = pilotctl({QStringLiteral("report"), dir.filePath(QStringLiteral("project.yaml")), QStringLiteral("--lang"),
                          QLatin1String(language), QStringLiteral("--out"), out});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            QFile md(out);
            QVERIFY(md.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(md.readAll());
            QVERIFY2(text.contains(QString::fromUtf8(verdictLine)), qPrintable(text.mid(text.indexOf(QLatin1String("## P")))));
            QVERIFY(text.contains(QLatin1String("GPU reference")) && text.contains(QLatin1String("Trainium2 pilot")));
        }
        QCOMPARE(pilotctl({QStringLiteral("compare"), ref}).exitCode, 64);
        QCOMPARE(pilotctl({QStringLiteral("compare"), ref, dir.filePath(QStringLiteral("nothing"))}).exitCode, 1);
        // A run against itself, named as its folder and as its file: refused, not passed.
        const Result self = pilotctl({QStringLiteral("compare"), ref, QFileInfo(ref).isDir() ? ref + QStringLiteral("/metrics.jsonl") : ref});
        QCOMPARE(self.exitCode, 2);
        QVERIFY2(self.err.contains(QLatin1String("same run")), qPrintable(self.err));
    }

    void compareNeverPassesWhatItDidNotSee()
    {
        // 100 reference steps; pilots that turn NaN or Infinity from step 5, or stop at step 4.
        QTemporaryDir dir;
        const auto stream = [&](const QString &name, int steps, const char *from5, const char *end) {
            QByteArray lines = "{\"v\": 1, \"type\": \"run_start\", \"t\": 0, \"run_id\": \"x\"}\n";
            for (int s = 1; s <= steps; ++s) {
                const QByteArray loss = s >= 5 && from5 ? QByteArray(from5) : QByteArray::number(3.0 - 0.01 * s, 'g', 17);
                lines += "{\"v\": 1, \"type\": \"step\", \"t\": " + QByteArray::number(s) + ", \"step\": " + QByteArray::number(s)
                         + ", \"loss\": " + loss + "}\n";
            }
            if (end)
                lines += "{\"v\": 1, \"type\": \"run_end\", \"t\": 999, \"status\": \"" + QByteArray(end) + "\"}\n";
            QDir().mkpath(dir.filePath(name));
            write(dir, name + QStringLiteral("/metrics.jsonl"), lines);
            return dir.filePath(name);
        };
        const QString ref = stream(QStringLiteral("ref"), 100, nullptr, "completed");
        const QString same = stream(QStringLiteral("same"), 100, nullptr, "completed");
        const QString nan = stream(QStringLiteral("nan"), 100, "NaN", "completed");
        const QString inf = stream(QStringLiteral("inf"), 100, "Infinity", "completed");
        const QString early = stream(QStringLiteral("early"), 4, nullptr, "failed");
        const QString running = stream(QStringLiteral("running"), 4, nullptr, nullptr);
        const QStringList abs = {QStringLiteral("--abs"), QStringLiteral("0.05")};
        Result r = pilotctl(QStringList{QStringLiteral("compare"), ref, same} + abs);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("compared:     100 of 100 reference points (step 1 to 100)")), qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("verdict:      inside")));
        for (const QString &pilot : {nan, inf}) {
            r = pilotctl(QStringList{QStringLiteral("compare"), ref, pilot} + abs);
            QCOMPARE(r.exitCode, 3);
            QVERIFY2(r.out.contains(QLatin1String("NaN or infinite at 96 points, the first at 5 step")), qPrintable(r.out));
            QVERIFY(r.out.contains(QLatin1String("verdict:      outside")));
        }
        r = pilotctl(QStringList{QStringLiteral("compare"), ref, early} + abs + QStringList{QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 4);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("verdict")).toString(), QStringLiteral("incomplete"));
        QCOMPARE(o.value(QStringLiteral("reasons")).toArray().first().toString(), QStringLiteral("pilot_ended_early"));
        const QJsonObject coverage = o.value(QStringLiteral("coverage")).toObject();
        QCOMPARE(coverage.value(QStringLiteral("compared")).toInt(), 4);
        QCOMPARE(coverage.value(QStringLiteral("not_reached")).toInt(), 96);
        QCOMPARE(coverage.value(QStringLiteral("pilot_state")).toString(), QStringLiteral("failed"));
        r = pilotctl(QStringList{QStringLiteral("compare"), ref, running} + abs);
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.out.contains(QLatin1String("the pilot is still running")), qPrintable(r.out));
        // Without limits the data still fails or stays incomplete.
        QCOMPARE(pilotctl({QStringLiteral("compare"), ref, nan}).exitCode, 3);
        QCOMPARE(pilotctl({QStringLiteral("compare"), ref, early}).exitCode, 4);
        // Tolerances that are not finite numbers of at least 0 are refused.
        for (const char *bad : {"nan", "NaN", "inf", "-0.1", "1e999", "x"}) {
            r = pilotctl({QStringLiteral("compare"), ref, nan, QStringLiteral("--abs"), QLatin1String(bad)});
            QVERIFY2(r.exitCode == 64, bad);
            QVERIFY(r.err.contains(QLatin1String("finite number")));
            QCOMPARE(pilotctl({QStringLiteral("compare"), ref, nan, QStringLiteral("--rel"), QLatin1String(bad)}).exitCode, 64);
        }
        // No warnings on stderr for a plain, valid call.
        r = pilotctl(QStringList{QStringLiteral("compare"), ref, same} + abs);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        // The decision record says the same, and which steps it compared.
        const auto record = [&](const char *pilotRun, const char *language) {
            write(dir, QStringLiteral("project.yaml"),
                  "schema: migration-pilot/project@1\ntitle: t\nlimits:\n  loss_deviation_abs: 0.05\nruns:\n  - {path: ref, role: "
                  "reference}\n"
                  "  - {path: "
                      + QByteArray(pilotRun) + ", role: pilot}\n");
            const QString out = dir.filePath(QStringLiteral("record.md"));
            const Result rr = pilotctl({QStringLiteral("report"), dir.filePath(QStringLiteral("project.yaml")), QStringLiteral("--lang"),
                                        QLatin1String(language), QStringLiteral("--out"), out});
            if (rr.exitCode != 0)
                qWarning("%s", qPrintable(rr.err));
            QFile md(out);
            return md.open(QIODevice::ReadOnly) ? QString::fromUtf8(md.readAll()) : QString();
        };
        QString text = record("nan", "en");
        QVERIFY2(text.contains(QLatin1String("100 of 100 reference points, steps 1 to 100")), qPrintable(text));
        QVERIFY(text.contains(QLatin1String("NaN or infinite at 96 points, the first at 5")));
        QVERIFY(text.contains(QLatin1String("Verdict: outside the acceptance limits")));
        QVERIFY(!text.contains(QLatin1String("inside the acceptance limits")));
        text = record("early", "en");
        QVERIFY2(text.contains(QLatin1String("4 of 100 reference points, steps 1 to 4")), qPrintable(text));
        QVERIFY(text.contains(QLatin1String("96 reference points from 5 on are not reached")));
        QVERIFY(text.contains(QLatin1String("Verdict: incomplete")));
        QVERIFY(!text.contains(QLatin1String("inside the acceptance limits")));
        text = record("early", "de");
        QVERIFY2(text.contains(QString::fromUtf8("Urteil: unvollständig")), qPrintable(text));
        QVERIFY(text.contains(QLatin1String("4 von 100 Referenzpunkten, Schritte 1 bis 4")));
        QVERIFY(!text.contains(QLatin1String("innerhalb der Abnahmegrenzen")));
        text = record("same", "en");
        QVERIFY2(text.contains(QLatin1String("Verdict: inside the acceptance limits")), qPrintable(text));
    }

    // Run names from an MLflow store or a W&B export become folders below --out; none may
    // reach outside it, and runs of one name must not overwrite each other.
    void importKeepsHostileRunNamesInsideOut()
    {
        QTemporaryDir dir;
        const QStringList names{QStringLiteral(".."),   QStringLiteral("../../x"), QStringLiteral("a/b"),
                                QStringLiteral("same"), QStringLiteral("same"),    QStringLiteral("bell\x07name")};
        write(dir, QStringLiteral("mlruns/0/meta.yaml"), "name: Default\n");
        for (int i = 0; i < names.size(); ++i) {
            const QString run = QStringLiteral("mlruns/0/run%1/").arg(i);
            write(dir, run + QStringLiteral("meta.yaml"), "run_id: x\n");
            write(dir, run + QStringLiteral("metrics/loss"), "1000 2.5 1\n1001 2.25 2\n");
            write(dir, run + QStringLiteral("tags/mlflow.runName"), names[i].toUtf8());
        }
        // A metrics.jsonl where ".." would have put one; it must stay as it is.
        const QByteArray bait = "{\"v\": 1, \"type\": \"log\", \"t\": 1, \"level\": \"info\", \"message\": \"keep\"}\n";
        write(dir, QStringLiteral("deep/metrics.jsonl"), bait);
        const QString out = dir.filePath(QStringLiteral("deep/out"));
        Result r = pilotctl(
            {QStringLiteral("import"), dir.filePath(QStringLiteral("mlruns")), QStringLiteral("--out"), out, QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonArray runs = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("runs")).toArray();
        QCOMPARE(runs.size(), names.size());
        const QString inside = QFileInfo(out).canonicalFilePath() + QLatin1Char('/');
        QSet<QString> folders;
        for (const QJsonValue &run : runs) {
            const QString folder = run.toObject().value(QStringLiteral("dir")).toString();
            QVERIFY2(folder.startsWith(inside) && !folder.mid(inside.size()).contains(QLatin1Char('/')), qPrintable(folder));
            QVERIFY2(QFileInfo(folder + QStringLiteral("/metrics.jsonl")).isFile(), qPrintable(folder));
            folders.insert(folder);
        }
        QCOMPARE(folders.size(), names.size());
        QFile kept(dir.filePath(QStringLiteral("deep/metrics.jsonl")));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), bait);
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("x"))));
        QVERIFY(!QFileInfo::exists(QDir::cleanPath(dir.path() + QStringLiteral("/../x/metrics.jsonl"))));
        // The text output shows a control character as an escape, not raw.
        r = pilotctl({QStringLiteral("import"), dir.filePath(QStringLiteral("mlruns"))});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("bell\\x07name (mlflow)")), qPrintable(r.out));
        QVERIFY(!r.out.contains(QLatin1Char('\x07')));

        // W&B columns named like paths.
        const QString csv = write(dir, QStringLiteral("wandb.csv"),
                                  "Step,.. - train/loss,../x - train/loss,/tmp/y - train/loss\n1,2.0,2.1,2.2\n");
        const QString csvOut = dir.filePath(QStringLiteral("csv/out"));
        r = pilotctl({QStringLiteral("import"), csv, QStringLiteral("--out"), csvOut, QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(QDir(csvOut).entryList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden).size(), 3);
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("csv/metrics.jsonl"))));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("csv/x"))));

        // A link planted under a run's folder name is refused, nothing written through it.
        const QString elsewhere = dir.filePath(QStringLiteral("elsewhere"));
        QVERIFY(QDir().mkpath(elsewhere));
        const QString planted = dir.filePath(QStringLiteral("planted"));
        QVERIFY(QDir().mkpath(planted));
        QVERIFY(QFile::link(elsewhere, planted + QStringLiteral("/_x")));
        r = pilotctl({QStringLiteral("import"), csv, QStringLiteral("--out"), planted});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("symbolic link")), qPrintable(r.err));
        QVERIFY(QDir(elsewhere).isEmpty());
    }

    void recordListsConflictsAndDoFirstTasks()
    {
        // "No GPU reference" while the project lists a reference run: the record shows the
        // conflict, and the amortisation answered no becomes a task to do first.
        QTemporaryDir dir;
        QDir().mkpath(dir.filePath(QStringLiteral("ref")));
        write(dir, QStringLiteral("ref/metrics.jsonl"), "{\"v\": 1, \"type\": \"step\", \"t\": 1, \"step\": 1, \"loss\": 2.0}\n");
        const QString project = write(dir, QStringLiteral("p.yaml"),
                                      "schema: migration-pilot/project@1\ntitle: t\ndecision:\n  gpu_reference: {answer: no}\n"
                                      "  amortisation: {answer: no}\nruns:\n  - {path: ref, role: reference}\n");
        for (const auto &[language, heading, doFirst] :
             {std::tuple<const char *, const char *, const char *>{"en", "Conflicts between answers and the project's data", "(do first)"},
              {"de", "Widersprüche zwischen Antworten und den Daten des Projekts", "(zuerst erledigen)"}}) {
            const QString out = dir.filePath(QStringLiteral("r.md"));
            const Result r = pilotctl(
                {QStringLiteral("report"), project, QStringLiteral("--lang"), QLatin1String(language), QStringLiteral("--out"), out});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            QFile md(out);
            QVERIFY(md.open(QIODevice::ReadOnly));
            // Markdown escapes punctuation; compare on the text a reader sees.
            const QString text = QString::fromUtf8(md.readAll()).remove(QLatin1Char('\\'));
            QVERIFY2(text.contains(QString::fromUtf8(heading)), qPrintable(text));
            QVERIFY2(text.contains(QString::fromUtf8(doFirst)), qPrintable(text));
        }
    }

    void recordCarriesTheDecisionDateRulesAndTranslatedValues()
    {
        QTemporaryDir dir;
        const QString project = write(dir, QStringLiteral("p.yaml"),
                                      "schema: migration-pilot/project@1\ntitle: t\ndecided: 2026-11-12\nprofile:\n  method: full\n"
                                      "assumptions:\n  memory:\n    device: trainium2\n    devices: 16\n");
        const QString out = dir.filePath(QStringLiteral("r.md"));
        Result r = pilotctl(
            {QStringLiteral("report"), project, QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("--out"), out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile md(out);
        QVERIFY(md.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(md.readAll()).remove(QLatin1Char('\\'));
        QVERIFY2(text.contains(QStringLiteral("Datum der Entscheidung: Donnerstag, 12. November 2026")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Protokoll erstellt: ")));
        QVERIFY2(text.contains(QStringLiteral("Entscheidungsregeln: eingebaut, Version 2026-11-30, SHA-256 ")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Methode: volles Fine-Tuning")), qPrintable(text));
        QVERIFY(!text.contains(QStringLiteral("Methode: full")));
        QVERIFY2(text.contains(QStringLiteral("AWS Trainium2 (ein Chip)")), qPrintable(text));
        // A team's rules file is named by its file name, never by a path outside the project.
        const QString rules = write(dir, QStringLiteral("team-rules.yaml"), [] {
            QFile builtIn(QStringLiteral(PILOT_SOURCE_DIR "/resources/rules/decision-rules.yaml"));
            return builtIn.open(QIODevice::ReadOnly) ? builtIn.readAll().replace("version: \"2026-11-30\"", "version: team-3")
                                                     : QByteArray();
        }());
        r = pilotctl({QStringLiteral("report"), project, QStringLiteral("--rules"), rules, QStringLiteral("--out"), out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile again(out);
        QVERIFY(again.open(QIODevice::ReadOnly));
        const QString en = QString::fromUtf8(again.readAll()).remove(QLatin1Char('\\'));
        QVERIFY2(en.contains(QStringLiteral("Decision rules: team-rules.yaml, version team-3, SHA-256 ")), qPrintable(en));
        QVERIFY(!en.contains(dir.path()));
    }

    void validateWarnsAboutAMisspeltRowId()
    {
        QTemporaryDir dir;
        const QString project = write(dir, QStringLiteral("p.yaml"),
                                      "schema: migration-pilot/project@1\ntitle: t\ndecision:\n  fixed_deadline:\n    answer: yes\n");
        const Result r = pilotctl({QStringLiteral("validate"), project});
        QCOMPARE(r.exitCode, 0); // a warning, not an error: the file is still readable
        QVERIFY2(r.err.contains(QLatin1String("p.yaml:4:3:")) && r.err.contains(QLatin1String("fixed_deadline"))
                     && r.err.contains(QLatin1String("did you mean")),
                 qPrintable(r.err));
        // A team that declares the question in its own rules file gets no warning.
        QFile builtIn(QStringLiteral(PILOT_SOURCE_DIR "/resources/rules/decision-rules.yaml"));
        QVERIFY(builtIn.open(QIODevice::ReadOnly));
        const QByteArray own = builtIn.readAll().replace(
            "questions:\n", "questions:\n  - id: fixed_deadline\n    group: deadline\n"
                            "    label: {en: deadline, de: Termin}\n"
                            "    title: {en: \"Is there a fixed deadline?\", de: \"Gibt es einen festen Termin?\"}\n"
                            "    find_out: {en: Ask., de: Fragen.}\n");
        const QString rules = write(dir, QStringLiteral("team-rules.yaml"), own);
        const Result team = pilotctl({QStringLiteral("validate"), project, QStringLiteral("--rules"), rules});
        QVERIFY2(team.exitCode == 0 && !team.err.contains(QLatin1String("fixed_deadline")), qPrintable(team.err));
    }

    void validateWarnsAboutAnAnswerTheProjectContradicts()
    {
        // "No GPU reference" while the project lists a reference run.
        QTemporaryDir dir;
        QDir().mkpath(dir.filePath(QStringLiteral("ref")));
        write(dir, QStringLiteral("ref/metrics.jsonl"), "{\"v\": 1, \"type\": \"step\", \"t\": 1, \"step\": 1, \"loss\": 2.0}\n");
        const QString project = write(dir, QStringLiteral("p.yaml"),
                                      "schema: migration-pilot/project@1\ntitle: t\ndecision:\n  gpu_reference: {answer: no}\n"
                                      "runs:\n  - {path: ref, role: reference}\n");
        const Result r = pilotctl({QStringLiteral("validate"), project});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains(QLatin1String(
                     "p.yaml:4:3: warning: decision.gpu_reference: answered no, but the project lists the GPU reference run ref")),
                 qPrintable(r.err));
    }

    // A named pipe or a device in place of an input never hangs a command: it ends at once,
    // saying what the path is.
    void hostileFilesEndWithAClearMessage()
    {
        QTemporaryDir dir;
        const auto fifo = [&](const QString &name) {
            const QString path = dir.filePath(name);
            QDir().mkpath(QFileInfo(path).absolutePath());
            if (::mkfifo(QFile::encodeName(path).constData(), 0600) != 0)
                qFatal("mkfifo failed");
            return path;
        };
        const auto zero = [&](const QString &name) {
            const QString path = dir.filePath(name);
            QDir().mkpath(QFileInfo(path).absolutePath());
            if (!QFile::link(QStringLiteral("/dev/zero"), path))
                qFatal("link failed");
            return path;
        };
        const QString project = fifo(QStringLiteral("project.yaml"));
        const QString zeroProject = zero(QStringLiteral("zero.yaml"));
        const QString rules = fifo(QStringLiteral("rules.yaml"));
        const QString ops = fifo(QStringLiteral("ops.txt"));
        const QString input = fifo(QStringLiteral("export.csv"));
        fifo(QStringLiteral("fiforun/metrics.jsonl"));
        zero(QStringLiteral("zerorun/metrics.jsonl"));
        const QString model = write(dir, QStringLiteral("model.pt"), "not a model");
        QFile::copy(kDemo, dir.filePath(QStringLiteral("demo.yaml")));
        const QString demo = dir.filePath(QStringLiteral("demo.yaml"));
        const QString real = write(dir, QStringLiteral("realrun/metrics.jsonl"),
                                   "{\"v\": 1, \"type\": \"step\", \"t\": 1, \"step\": 1, \"loss\": 2.0}\n");
        const struct
        {
            QStringList args;
            const char *says;
        } cases[] = {
            {{QStringLiteral("validate"), project}, "named pipe"},
            {{QStringLiteral("validate"), dir.path()}, "folder"},
            {{QStringLiteral("validate"), zeroProject}, "device"},
            {{QStringLiteral("decide"), project}, "named pipe"},
            {{QStringLiteral("report"), project, QStringLiteral("--out"), dir.filePath(QStringLiteral("r.md"))}, "named pipe"},
            {{QStringLiteral("decide"), demo, QStringLiteral("--rules"), rules}, "named pipe"},
            {{QStringLiteral("ops-scan"), model, QStringLiteral("--ops"), ops}, "named pipe"},
            {{QStringLiteral("ops-scan"), model, QStringLiteral("--ops"), kOpsTableFixture, QStringLiteral("--project"), project},
             "named pipe"},
            {{QStringLiteral("import"), input}, "named pipe"},
            {{QStringLiteral("import"), input, QStringLiteral("--format"), QStringLiteral("tfevents")}, "named pipe"},
            {{QStringLiteral("compare"), dir.filePath(QStringLiteral("fiforun")), QFileInfo(real).absolutePath()}, "named pipe"},
            {{QStringLiteral("compare"), QFileInfo(real).absolutePath(), dir.filePath(QStringLiteral("zerorun"))}, "device"},
        };
        for (const auto &c : cases) {
            bool finished = false;
            const Result r = pilotctlWithin(c.args, 10000, &finished);
            QVERIFY2(finished, qPrintable(r.err));
            QVERIFY2(r.exitCode == 1, qPrintable(c.args.join(QLatin1Char(' ')) + QStringLiteral(": exit %1: ").arg(r.exitCode) + r.err));
            QVERIFY2(r.err.contains(QLatin1String(c.says)), qPrintable(c.args.join(QLatin1Char(' ')) + QStringLiteral(": ") + r.err));
        }
        // runs summarize ends too, and says what is in place of metrics.jsonl.
        for (const auto &[run, says] : {std::pair<const char *, const char *>{"zerorun", "device"}, {"fiforun", "named pipe"}}) {
            bool finished = false;
            const Result r = pilotctlWithin({QStringLiteral("runs"), QStringLiteral("summarize"), dir.filePath(QLatin1String(run))}, 10000,
                                            &finished);
            QVERIFY2(finished, qPrintable(r.err));
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains(QLatin1String(says)), qPrintable(r.err));
        }
    }

    // Several pilotctl processes updating one project at the same time: every update survives
    // (or its process reports failure); none is lost silently.
    void concurrentProjectUpdatesAllSurvive()
    {
        SKIP_WITHOUT_OPSCAN();
        QTemporaryDir dir;
        const QString model = torchScriptModel(dir);
        const QString project = dir.filePath(QStringLiteral("project.yaml"));
        QVERIFY(QFile::copy(kDemo, project));
        QFile::setPermissions(project, QFile::ReadOwner | QFile::WriteOwner);
        constexpr int kRounds = 3;
        constexpr int kAtOnce = 6;
        int succeeded = 0;
        for (int round = 0; round < kRounds; ++round) {
            std::vector<std::unique_ptr<QProcess>> processes;
            for (int i = 0; i < kAtOnce; ++i) {
                // A model file of its own per process: each scan adds its own evidence entry.
                const QString copy = dir.filePath(QStringLiteral("model-%1-%2.pt").arg(round).arg(i));
                QVERIFY(QFile::copy(model, copy));
                auto p = std::make_unique<QProcess>();
                p->start(QStringLiteral(PILOTCTL), {QStringLiteral("ops-scan"), copy, QStringLiteral("--ops"), kOpsTableFixture,
                                                    QStringLiteral("--project"), project});
                processes.push_back(std::move(p));
            }
            for (auto &p : processes) {
                QVERIFY(p->waitForFinished(120000));
                if (p->exitCode() == 0)
                    ++succeeded;
                else
                    QVERIFY2(!p->readAllStandardError().isEmpty(), "a failed update must say why");
            }
        }
        QCOMPARE(succeeded, kRounds * kAtOnce); // the lock lets every one of them through
        QFile f(project);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        for (int round = 0; round < kRounds; ++round) {
            for (int i = 0; i < kAtOnce; ++i) {
                const QString entry = QStringLiteral("ops-scan: model-%1-%2.pt").arg(round).arg(i);
                QVERIFY2(text.contains(entry), qPrintable(entry + QStringLiteral(" was lost")));
            }
        }
    }

    // The documented protocol: a program holding ".project.yaml.lock" (flock) has the project to
    // itself; ops-scan waits, then reads what that program wrote and adds to it.
    void opsScanWaitsForTheProjectLock()
    {
        SKIP_WITHOUT_OPSCAN();
        QTemporaryDir dir;
        const QString model = torchScriptModel(dir);
        const QString project = dir.filePath(QStringLiteral("project.yaml"));
        QVERIFY(QFile::copy(kDemo, project));
        QFile::setPermissions(project, QFile::ReadOwner | QFile::WriteOwner);
        const int lock = ::open(QFile::encodeName(dir.filePath(QStringLiteral(".project.yaml.lock"))).constData(),
                                O_RDONLY | O_CREAT | O_CLOEXEC, 0644);
        QVERIFY(lock >= 0);
        QCOMPARE(::flock(lock, LOCK_EX), 0);
        QProcess p;
        p.start(QStringLiteral(PILOTCTL),
                {QStringLiteral("ops-scan"), model, QStringLiteral("--ops"), kOpsTableFixture, QStringLiteral("--project"), project});
        QVERIFY(p.waitForStarted());
        QVERIFY2(!p.waitForFinished(3000), "ops-scan wrote the project while another program held its lock");
        // Our own update, made while holding the lock.
        QFile f(project);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray text = f.readAll();
        f.close();
        const qsizetype title = text.indexOf("\ntitle:");
        QVERIFY(title >= 0);
        text.insert(title + 1, "team_note: written while holding the lock\n");
        write(dir, QStringLiteral("project.yaml"), text);
        ::close(lock); // releases it
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray after = f.readAll();
        QVERIFY2(after.contains("team_note: written while holding the lock"), after.constData());
        QVERIFY(after.contains("ops-scan: model.pt"));
    }

    void projectWithASecondDocumentIsRefused()
    {
        QTemporaryDir dir;
        const QString path = write(dir, QStringLiteral("p.yaml"), "schema: migration-pilot/project@1\ntitle: A\n---\ntitle: B\n");
        const Result r = pilotctl({QStringLiteral("validate"), path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("p.yaml:3:1: a second YAML document starts here")), qPrintable(r.err));
    }

    // "%1" in a title or a run name comes out as written, not replaced by a number.
    void percentSignsInNamesSurvive()
    {
        QTemporaryDir dir;
        const QString path = write(dir, QStringLiteral("p.yaml"), "schema: migration-pilot/project@1\ntitle: \"Cost %1 %2 plan\"\n");
        Result r = pilotctl({QStringLiteral("validate"), path});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("\"Cost %1 %2 plan\": 0 decision rows, 0 runs")), qPrintable(r.out));
        const QString csv = write(dir, QStringLiteral("wandb.csv"),
                                  "Step,run %1 %2 - train/loss,other - train/loss\n1,2.0,2.5\n2,1.5,2.0\n");
        r = pilotctl({QStringLiteral("import"), csv});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("run %1 %2 (csv): 2 steps (1 to 2), loss 2 → 1.5")), qPrintable(r.out));
    }

    // A run the app queued and has not started (its folder holds job.json and queue.json, no
    // launch.json): status says queued with the target it waits for; abort takes it off the
    // queue and keeps the folder; status then says aborted.
    void queuedRunStatusAndAbort()
    {
        QTemporaryDir dir;
        QFile job(QStringLiteral(PILOT_SOURCE_DIR "/resources/demo/jobs/lora-dates.json"));
        QVERIFY(job.open(QIODevice::ReadOnly));
        write(dir, QStringLiteral("runs/next/job.json"), job.readAll());
        write(dir, QStringLiteral("runs/next/queue.json"),
              "{\"schema\": 1, \"state\": \"queued\", \"target\": \"ssh://ml@gpu-7:2222\", \"role\": \"pilot\", "
              "\"name\": \"next one\", \"queued\": \"2026-11-30T10:00:00Z\"}");
        const QString runDir = dir.filePath(QStringLiteral("runs/next"));
        Result r = pilotctl({QStringLiteral("status"), QStringLiteral("--json"), runDir});
        QCOMPARE(r.exitCode, 0);
        QJsonObject s = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(s.value(QStringLiteral("state")).toString(), QStringLiteral("queued"));
        QCOMPARE(s.value(QStringLiteral("target")).toString(), QStringLiteral("ssh://ml@gpu-7:2222"));
        QVERIFY(s.value(QStringLiteral("launcher")).isNull());
        QCOMPARE(s.value(QStringLiteral("queue")).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("next one"));
        r = pilotctl({QStringLiteral("status"), runDir});
        QVERIFY2(r.out.contains(QLatin1String("state:      queued\n")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QLatin1String("queue:      queued for ssh://ml@gpu-7:2222")), qPrintable(r.out));

        r = pilotctl({QStringLiteral("abort"), runDir});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("taken off the queue")), qPrintable(r.out));
        QVERIFY(QFile::exists(runDir + QStringLiteral("/job.json")));
        r = pilotctl({QStringLiteral("status"), QStringLiteral("--json"), runDir});
        s = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(s.value(QStringLiteral("state")).toString(), QStringLiteral("aborted"));
        QCOMPARE(s.value(QStringLiteral("queue")).toObject().value(QStringLiteral("state")).toString(), QStringLiteral("cancelled"));
        // Nothing left to take off the queue, and no process to stop.
        r = pilotctl({QStringLiteral("abort"), runDir});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("no launch.json")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestPilotctl)
#include "tst_pilotctl.moc"
