// pilotctl as a user runs it: exit codes, located errors on hostile input, run summaries.
#include "../common/smalldisk.h"

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

namespace {

struct Result
{
    int exitCode = -1;
    QString out;
    QString err;
};

Result pilotctl(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(PILOTCTL), args);
    if (!p.waitForFinished(60000))
        qFatal("pilotctl did not finish");
    if (p.exitStatus() != QProcess::NormalExit)
        qFatal("pilotctl crashed on %s", qPrintable(args.join(QLatin1Char(' '))));
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

QString write(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    const QString path = dir.filePath(name);
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
        QVERIFY(r.err.contains(QLatin1String("job.json: train: expected an object")));
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
        QCOMPARE(o.value(QStringLiteral("status")).toString(), QStringLiteral("running"));
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
                                               << QStringList{QStringLiteral("aten::add_"), QStringLiteral("aten::mul"), QStringLiteral("aten::tanh")}
                                               << QStringList{QStringLiteral("aten::erf"), QStringLiteral("aten::linear"), QStringLiteral("aten::relu")};
        QTest::newRow("compatibility table") << kOpsTableFixture
                                             << QStringList{QStringLiteral("aten::add_"), QStringLiteral("aten::linear"), QStringLiteral("aten::mul"),
                                                            QStringLiteral("aten::tanh")}
                                             << QStringList{QStringLiteral("aten::erf"), QStringLiteral("aten::relu")};
    }

    void opsScanMarksEveryOperator()
    {
        QFETCH(QString, list);
        QFETCH(QStringList, confirmed);
        QFETCH(QStringList, unconfirmed);
        QTemporaryDir dir;
        const QString model = torchScriptModel(dir);
        const Result r = pilotctl({QStringLiteral("ops-scan"), model, QStringLiteral("--ops"), list, QStringLiteral("--source"),
                                   QStringLiteral("fixture"), QStringLiteral("--date"), QStringLiteral("2026-11-30"), QStringLiteral("--json")});
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

    void comparesAPilotWithItsReference()
    {
        // Two real metrics.jsonl streams: the pilot drifts away from step 30 on.
        QTemporaryDir dir;
        const auto stream = [&](const QString &name, double drift, qint64 tokensPerStep) {
            QByteArray lines = "{\"v\": 1, \"type\": \"run_start\", \"t\": 0, \"run_id\": \"" + name.toUtf8() + "\"}\n";
            for (int s = 1; s <= 40; ++s) {
                const double loss = 3.0 - 0.05 * s + (s >= 30 ? drift : 0.0);
                lines += QStringLiteral("{\"v\": 1, \"type\": \"step\", \"t\": %1, \"step\": %1, \"loss\": %2, \"tokens\": %3}\n")
                             .arg(s).arg(loss, 0, 'g', 17).arg(s * tokensPerStep).toUtf8();
            }
            lines += QStringLiteral("{\"v\": 1, \"type\": \"eval\", \"t\": 41, \"step\": 40, \"val_loss\": %1, "
                                    "\"metrics\": {\"exact_match\": 0.9}}\n").arg(1.1 + drift).toUtf8();
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
        QVERIFY(r.out.contains(QLatin1String("loss verdict: fail")));
        r = pilotctl({QStringLiteral("compare"), ref, pilot, QStringLiteral("--abs"), QStringLiteral("0.25"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("verdict")).toString(), QStringLiteral("pass"));
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
        QVERIFY2(r.out.contains(QLatin1String("aligned on:   tokens (global batches differ: reference 2048, pilot 4096")), qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("loss verdict: no_limits")));
        // The decision record's pilot results: the project's reference and pilot compared.
        write(dir, QStringLiteral("project.yaml"),
              "schema: migration-pilot/project@1\ntitle: t\nlimits:\n  loss_deviation_abs: 0.1\n  validation_metric_deviation: 0.05\n"
              "runs:\n  - {path: ref, role: reference, label: GPU reference}\n  - {path: pilot, role: pilot, label: Trainium2 pilot}\n");
        for (const auto &[language, verdictLine] : {std::pair<const char *, const char *>{"en", "Verdict: outside the acceptance limits."},
                                                    {"de", "Urteil: außerhalb der Abnahmegrenzen."}}) {
            const QString out = dir.filePath(QStringLiteral("record-%1.md").arg(QLatin1String(language)));
            r = pilotctl({QStringLiteral("report"), dir.filePath(QStringLiteral("project.yaml")), QStringLiteral("--lang"), QLatin1String(language),
                          QStringLiteral("--out"), out});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            QFile md(out);
            QVERIFY(md.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(md.readAll());
            QVERIFY2(text.contains(QString::fromUtf8(verdictLine)), qPrintable(text.mid(text.indexOf(QLatin1String("## P")))));
            QVERIFY(text.contains(QLatin1String("GPU reference")) && text.contains(QLatin1String("Trainium2 pilot")));
        }
        QCOMPARE(pilotctl({QStringLiteral("compare"), ref}).exitCode, 64);
        QCOMPARE(pilotctl({QStringLiteral("compare"), ref, dir.filePath(QStringLiteral("nothing"))}).exitCode, 1);
    }
};

QTEST_GUILESS_MAIN(TestPilotctl)
#include "tst_pilotctl.moc"
