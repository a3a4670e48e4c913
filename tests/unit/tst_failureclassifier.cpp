// The failure classifier (core/failures): the rules file's located errors on hostile input, the
// recorded log lines of tests/data/failures (every written-from line to its class; the
// held-apart lines' accuracy printed and held to a floor), no failure class on the lines of
// ordinary training runs, binary and very long lines, and run folders of real processes — one
// killed with SIGKILL, one that printed a failure to stderr.
#include "core/failures/failureclassifier.h"
#include "core/failures/rankprefix.h"
#include "core/failures/ruleindex.h"
#include "core/launch/locallauncher.h"
#include "core/launch/runfolderfailure.h"
#include "core/launch/runstatus.h"
#include "core/runs/runfailure.h"
#include "core/runs/runsummary.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonObject>
#include <QMap>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>
#include <sys/stat.h>

using namespace pilot;

namespace {

struct Fixture
{
    QString id, expected, source, line;
};

// The rows of a tab-separated file under tests/data/failures/ (`name` relative to it), without
// empty and `#` lines, each split at its tabs.
QList<QStringList> tsvRows(const QString &name)
{
    QFile f(QStringLiteral(PILOT_SOURCE_DIR "/tests/data/failures/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(name));
    QList<QStringList> rows;
    for (const QByteArray &raw : f.readAll().split('\n')) {
        if (!raw.isEmpty() && !raw.startsWith('#'))
            rows.append(QString::fromUtf8(raw).split(QLatin1Char('\t')));
    }
    return rows;
}

QList<Fixture> fixtures(const QString &name)
{
    QList<Fixture> out;
    for (const QStringList &parts : tsvRows(name)) {
        // id, class, source, line, and optionally why the class
        if (parts.size() != 4 && parts.size() != 5)
            qFatal("%s: malformed line %s", qPrintable(name), qPrintable(parts.join(QLatin1Char('\t'))));
        out.append({parts.at(0), parts.at(1), parts.at(2), parts.at(3)});
    }
    return out;
}

// The class the built-in rules give one line as the classifier reads a log (past a rank's
// prefix, through the index): "-" when no failure rule matches.
QString classOf(const QString &line, QString *rule = nullptr)
{
    const LogClassification c = classifyText(FailureRules::builtIn(), line.toUtf8(), QStringLiteral("line"));
    if (rule)
        *rule = c.matches.isEmpty() ? QString() : c.matches.constFirst().rule.id;
    if (c.matches.isEmpty())
        return QStringLiteral("-");
    return c.matches.constFirst().rule.failureClass;
}

// The rule that trying every rule on the line past its prefix finds: what the index must agree with.
QString everyRuleOn(const QString &line)
{
    const FailureRules &rules = FailureRules::builtIn();
    const int i = rules.match(line.mid(rankPrefix(line).length));
    return i >= 0 ? rules.rules.at(i).id : QString();
}

QStringList allFixtureLines()
{
    QStringList lines;
    const QString dir = QStringLiteral(PILOT_SOURCE_DIR "/tests/data/failures/");
    for (const QString &tsv : QDir(dir).entryList({QStringLiteral("*.tsv")}, QDir::Files)) {
        for (const Fixture &f : fixtures(tsv))
            lines << f.line;
    }
    for (const QString &folder : {QStringLiteral("ordinary"), QStringLiteral("runs")}) {
        for (const QString &log : QDir(dir + folder).entryList({QStringLiteral("*.log")}, QDir::Files)) {
            QFile f(dir + folder + QLatin1Char('/') + log);
            if (!f.open(QIODevice::ReadOnly))
                qFatal("cannot read %s", qPrintable(log));
            lines += QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
        }
    }
    return lines;
}

QStringList heldApartFiles()
{
    return {QStringLiteral("held-apart.tsv"),    QStringLiteral("held-apart-gpu.tsv"), QStringLiteral("held-apart-r4.tsv"),
            QStringLiteral("held-apart-r5.tsv"), QStringLiteral("held-apart-r6.tsv"),  QStringLiteral("held-apart-r7.tsv"),
            QStringLiteral("held-apart-r8.tsv"), QStringLiteral("held-apart-r9.tsv"),  QStringLiteral("held-apart-r10.tsv"),
            QStringLiteral("held-apart-r11.tsv")};
}

bool sameVerdict(const QString &expected, const QString &got)
{
    // "-" expects no failure class: no match, or an info line.
    if (expected == QLatin1String("-"))
        return got == QLatin1String("-") || got == QLatin1String(kInfoClass);
    return expected == got;
}

LaunchRequest shellJob(const QString &runDir, const QString &script)
{
    LaunchRequest r;
    r.runDir = runDir;
    r.plan.argv = QStringList{QStringLiteral("sh"), QStringLiteral("-c"), script};
    r.plan.job = QJsonObject{{QStringLiteral("schema"), QStringLiteral("migration-pilot/job@1")}, {QStringLiteral("name"), QStringLiteral("t")}};
    r.plan.workingDirectory = runDir;
    r.backend.name = QStringLiteral("shell");
    r.backend.version = QStringLiteral("1.0");
    return r;
}

RunStatus waitForEnd(const QString &runDir)
{
    QElapsedTimer timer;
    timer.start();
    RunStatus s;
    do {
        s = readRunStatus(runDir);
        if (s.probe.state == ProcessProbe::State::Ended)
            return s;
        QThread::msleep(20);
    } while (timer.elapsed() < 20000);
    return s;
}

bool waitForFile(const QString &path)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 10000) {
        if (QFileInfo::exists(path))
            return true;
        QThread::msleep(20);
    }
    return false;
}

} // namespace

class TestFailureClassifier : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void builtInRulesLoad()
    {
        const FailureRules &rules = FailureRules::builtIn();
        QVERIFY(rules.rules.size() >= 30);
        QCOMPARE(rules.version, qint64(10));
        QVERIFY(rules.frameRules.size() >= 5);
        for (const FailureRule &r : rules.rules + rules.frameRules) {
            QVERIFY2(!r.adviceDe.isEmpty() && !r.adviceEn.isEmpty() && !r.source.isEmpty(), qPrintable(r.id));
        }
    }

    void hostileRules_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("expected"); // "line:col: fragment"
        const QByteArray head = "schema: migration-pilot/failure-rules@1\nversion: 1\nrules:\n";
        const QByteArray rule = "  - id: r\n    class: memory\n    subclass: device\n    severity: error\n"
                                "    case_sensitive: true\n    source: here\n    advice: {de: a, en: b}\n";
        QTest::newRow("unknown class") << head + "  - id: r\n    class: oom\n    subclass: device\n    severity: error\n"
                                                 "    pattern: 'x'\n    case_sensitive: true\n    source: s\n    advice: {de: a, en: b}\n"
                                       << QStringLiteral("5:12: rules[0].class: unknown class 'oom'");
        QTest::newRow("bad regex") << head + rule + "    pattern: 'abc(def'\n"
                                   << QStringLiteral("11:22: rules[0].pattern: not a valid regular expression");
        QTest::newRow("matches everything") << head + rule + "    pattern: 'x*'\n"
                                            << QStringLiteral("11:14: rules[0].pattern: the pattern matches an empty line");
        QTest::newRow("case sensitivity unsaid")
            << head + "  - id: r\n    class: memory\n    subclass: d\n    severity: error\n    pattern: x\n    source: s\n"
                      "    advice: {de: a, en: b}\n"
            << QStringLiteral("4:5: rules[0]: missing key 'case_sensitive'");
        QTest::newRow("advice without German") << head + "  - id: r\n    class: memory\n    subclass: d\n    severity: error\n"
                                                         "    pattern: x\n    case_sensitive: false\n    source: s\n    advice: {en: b}\n"
                                               << QStringLiteral("11:13: rules[0].advice: missing key 'de'");
        QTest::newRow("unknown severity") << head + "  - id: r\n    class: memory\n    subclass: d\n    severity: fatal\n"
                                                    "    pattern: x\n    case_sensitive: false\n    source: s\n    advice: {de: a, en: b}\n"
                                          << QStringLiteral("7:15: rules[0].severity: unknown severity 'fatal'");
        QTest::newRow("unknown key") << head + rule + "    pattern: x\n    priority: 3\n"
                                     << QStringLiteral("12:5: rules[0].priority: unknown key");
        QTest::newRow("a slip of a key") << head + rule + "    pattern: x\n    consequense: true\n"
                                         << QStringLiteral("12:5: rules[0].consequense: unknown key; did you mean 'consequence'?");
        QTest::newRow("rule twice") << head + rule + "    pattern: x\n" + rule + "    pattern: y\n"
                                    << QStringLiteral("12:9: rules[1].id: the rule 'r' is listed twice");
        QTest::newRow("wrong schema") << QByteArray("schema: migration-pilot/cpu-fallback-rules@1\nversion: 1\nrules: []\n")
                                      << QStringLiteral("1:");
        QTest::newRow("not YAML") << head + "  - {id: [\n" << QStringLiteral("5:");
        QTest::newRow("rules not a list") << QByteArray("schema: migration-pilot/failure-rules@1\nversion: 1\nrules: 3\n")
                                          << QStringLiteral("3:8: rules: expected a list");
        // Fragments: a placeholder that names none, a fragment that is no expression, an error
        // after a fragment (located in the pattern as written), a fragment using another, a bad name.
        const QByteArray withTrouble =
            "schema: migration-pilot/failure-rules@1\nversion: 1\nfragments:\n  trouble: 'fail(?:ed)?'\nrules:\n";
        QTest::newRow("unknown fragment") << withTrouble + rule + "    pattern: 'oom.*{{troubel}}'\n"
                                          << QStringLiteral("13:20: rules[0].pattern: no fragment named 'troubel' (fragments: trouble)");
        QTest::newRow("fragment not an expression")
            << QByteArray("schema: migration-pilot/failure-rules@1\nversion: 1\nfragments:\n  trouble: 'fail(ed'\nrules:\n") + rule
                   + "    pattern: 'x{{trouble}}'\n"
            << QStringLiteral("4:20: fragments.trouble: not a valid regular expression");
        QTest::newRow("error after a fragment") << withTrouble + rule + "    pattern: 'x{{trouble}}(y'\n"
                                                << QStringLiteral("13:29: rules[0].pattern: not a valid regular expression");
        QTest::newRow("fragment in a fragment")
            << QByteArray("schema: migration-pilot/failure-rules@1\nversion: 1\nfragments:\n  a: '{{b}}'\n  b: 'x'\nrules:\n") + rule
                   + "    pattern: 'y{{b}}'\n"
            << QStringLiteral("4:6: fragments.a: a fragment cannot use another fragment");
        QTest::newRow("fragment name") << QByteArray(
                                              "schema: migration-pilot/failure-rules@1\nversion: 1\nfragments:\n  Trouble: 'x'\nrules:\n")
                                              + rule + "    pattern: 'y'\n"
                                       << QStringLiteral("4:3: fragments.Trouble: fragment names are");
    }

    void hostileRules()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, expected);
        Diagnostics d;
        const auto rules = FailureRules::parse(yaml, QStringLiteral("team.yaml"), &d);
        QVERIFY(!rules);
        const QString text = diagnosticsText(d);
        QVERIFY2(text.contains(QStringLiteral("team.yaml:") + expected), qPrintable(text));
    }

    // A team's rule of catastrophic shape on 20,000 lines: stopped at the first line where its
    // pattern reaches PCRE2's limit, said with the rule's id and the line; the other rules go on
    // (a hang is ended by the test's time limit, and fails).
    void aCatastrophicRuleIsStoppedAndSaid()
    {
        const QByteArray yaml = "schema: migration-pilot/failure-rules@1\nversion: 1\nrules:\n"
                                "  - id: team.backtracking\n    class: memory\n    subclass: device\n    severity: error\n"
                                "    case_sensitive: true\n    source: here\n    advice: {de: a, en: b}\n    pattern: '^(a|aa)+$'\n"
                                "  - id: team.oom\n    class: memory\n    subclass: device\n    severity: error\n"
                                "    case_sensitive: false\n    source: here\n    advice: {de: a, en: b}\n    pattern: 'out of memory'\n";
        Diagnostics d;
        const auto rules = FailureRules::parse(yaml, QStringLiteral("team.yaml"), &d);
        QVERIFY2(rules, qPrintable(diagnosticsText(d)));
        QByteArray text;
        for (int i = 0; i < 20000; ++i)
            text += QByteArray(40, 'a') + "b\n";
        text += "CUDA out of memory\n";
        const LogClassification c = classifyText(*rules, text, QStringLiteral("stderr.log"));
        QCOMPARE(c.lines, 20001);
        QCOMPARE(c.matches.size(), 1);
        QCOMPARE(c.matches.first().rule.id, QStringLiteral("team.oom"));
        QCOMPARE(c.ruleProblems.size(), 1);
        QVERIFY2(c.ruleProblems.first().contains(QStringLiteral("rule team.backtracking"))
                     && c.ruleProblems.first().contains(QStringLiteral("stderr.log:1")),
                 qPrintable(c.ruleProblems.first()));
        // A line the rule matches in a few steps is still matched by it.
        QCOMPARE(rules->match(QStringLiteral("aaaa")), 0);
    }

    // A fragment is written once and used by several rules; the index reads the required texts
    // through it, so neither rule is run on every line; a "{{" that is no placeholder is itself.
    void fragmentsAreSharedByRules()
    {
        const QByteArray rule = "    severity: error\n    case_sensitive: false\n    source: here\n    advice: {de: a, en: b}\n";
        const QByteArray yaml = "schema: migration-pilot/failure-rules@1\nversion: 1\nfragments:\n  trouble: '\\bfail(?:ed|ure)?\\b'\n"
                                "rules:\n  - id: team.oom\n    class: memory\n    subclass: device\n"
                                + rule
                                + "    pattern: 'alloc.*{{trouble}}'\n  - id: team.net\n    class: communication\n    subclass: net\n"
                                + rule + "    pattern: 'socket.*{{trouble}}'\n  - id: team.braces\n    class: runtime\n    subclass: x\n"
                                + rule + "    pattern: 'a{{ b }}c'\n";
        Diagnostics d;
        const auto rules = FailureRules::parse(yaml, QStringLiteral("team.yaml"), &d);
        QVERIFY2(rules, qPrintable(diagnosticsText(d)));
        QCOMPARE(rules->match(QStringLiteral("Alloc of 4 MiB FAILED")), 0);
        QCOMPARE(rules->match(QStringLiteral("socket connect failure")), 1);
        QCOMPARE(rules->match(QStringLiteral("socket connected")), -1);
        QCOMPARE(rules->match(QStringLiteral("a{{ b }}c")), 2);
        QVERIFY(!rules->index->unfiltered().contains(0) && !rules->index->unfiltered().contains(1));
        QCOMPARE(classifyText(*rules, "x\nsocket connect failure\n", QStringLiteral("stderr.log")).matches.size(), 1);
    }

    void hostileRulesFiles()
    {
        QTemporaryDir dir;
        Diagnostics d;
        // A named pipe is refused at once, not waited on.
        const QString fifo = dir.filePath(QStringLiteral("rules.yaml"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QVERIFY(!FailureRules::load(fifo, &d));
        QVERIFY2(diagnosticsText(d).contains(QStringLiteral("named pipe")), qPrintable(diagnosticsText(d)));
        // Over the size limit.
        const QString big = dir.filePath(QStringLiteral("big.yaml"));
        QFile f(big);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(2 * 1024 * 1024, '#'));
        f.close();
        d.clear();
        QVERIFY(!FailureRules::load(big, &d));
        QVERIFY(!d.isEmpty());
    }

    void everyWrittenFromLineHasItsClass()
    {
        const QList<Fixture> lines = fixtures(QStringLiteral("written-from.tsv"));
        QVERIFY(lines.size() >= 40);
        for (const Fixture &f : lines) {
            QString rule;
            const QString got = classOf(f.line, &rule);
            QVERIFY2(sameVerdict(f.expected, got),
                     qPrintable(QStringLiteral("%1: expected %2, got %3 (%4): %5").arg(f.id, f.expected, got, rule, f.line)));
        }
    }

    // The messages of the tools themselves, from their code and documentation (catalogue/README.md):
    // each template, its varying parts `{…}` filled with a number and cut at its first line break,
    // gets its class.
    void everyCatalogueMessageHasItsClass()
    {
        static const QRegularExpression part(QStringLiteral("\\{[^{}]*\\}"));
        int messages = 0;
        for (const QString &name : {QStringLiteral("communication.tsv"), QStringLiteral("runtime.tsv"), QStringLiteral("data-restore.tsv"),
                                    QStringLiteral("compiler-operator-memory.tsv")}) {
            for (const QStringList &fields : tsvRows(QStringLiteral("catalogue/") + name)) {
                QVERIFY2(fields.size() == 4, qPrintable(fields.join(QLatin1Char('\t'))));
                const QString line = fields.at(0).section(QStringLiteral("\\n"), 0, 0).replace(part, QStringLiteral("7"));
                QString rule;
                const QString got = classOf(line, &rule);
                QVERIFY2(sameVerdict(fields.at(1), got),
                         qPrintable(QStringLiteral("%1: expected %2, got %3 (%4): %5").arg(name, fields.at(1), got, rule, line)));
                ++messages;
            }
        }
        QVERIFY(messages >= 500);
    }

    // The rules were written from written-from.tsv only; each held-apart set was drawn at random
    // from its round of gathered lines and set apart before any rule was written from the rest.
    // The test prints each set's accuracy and its misses (ids and classes, not the lines). The
    // floors guard against a rule change that makes things worse; they are no claim of quality
    // (docs/failure-classes.md says what was measured when): the whole collection at 82 %, each
    // set at 60 % (the tenth revision's set entered at 65 %, the sixth round's at 70 %).
    void heldApartAccuracy()
    {
        int allRight = 0, all = 0;
        for (const QString &file : heldApartFiles()) {
            const QList<Fixture> lines = fixtures(file);
            QVERIFY(lines.size() >= 25);
            int right = 0;
            for (const Fixture &f : lines) {
                QString rule;
                const QString got = classOf(f.line, &rule);
                if (sameVerdict(f.expected, got))
                    ++right;
                else
                    qInfo("held-apart miss %s: expected %s, got %s%s", qPrintable(f.id), qPrintable(f.expected), qPrintable(got),
                          rule.isEmpty() ? "" : qPrintable(QStringLiteral(" (rule %1)").arg(rule)));
            }
            qInfo("%s: %d/%d classified correctly (%.0f %%)", qPrintable(file), right, int(lines.size()), 100.0 * right / lines.size());
            QVERIFY2(right * 100 >= lines.size() * 60, qPrintable(file + QStringLiteral(": below the 60 % floor")));
            allRight += right;
            all += int(lines.size());
        }
        qInfo("held-apart lines: %d/%d classified correctly (%.1f %%)", allRight, all, 100.0 * allRight / all);
        QVERIFY2(allRight * 100 >= all * 82, "held-apart accuracy below the 82 % floor");
    }

    // Two reviewers who had read neither the rules nor the gathered classes judged every
    // held-apart line from its text alone (shuffled, without its source), `-` where the line
    // names no class (line-alone/README.md). What they agree on with the gathered class is what
    // a line can tell a careful reader: the test prints the rules' figure beside theirs, and
    // holds that each judgement covers every held-apart line once, in the classes' words.
    void heldApartLinesJudgedAlone()
    {
        QHash<QString, QString> expected, rules;
        for (const QString &file : heldApartFiles()) {
            for (const Fixture &f : fixtures(file)) {
                expected.insert(f.id, f.expected);
                rules.insert(f.id, classOf(f.line));
            }
        }
        const QStringList classes{QStringLiteral("-"),        QStringLiteral("info"),          QStringLiteral("operator"),
                                  QStringLiteral("compiler"), QStringLiteral("memory"),        QStringLiteral("data_pipeline"),
                                  QStringLiteral("restore"),  QStringLiteral("communication"), QStringLiteral("runtime")};
        QList<QHash<QString, QString>> judges;
        for (const QString &name : {QStringLiteral("judge-a.tsv"), QStringLiteral("judge-b.tsv")}) {
            QHash<QString, QString> judged;
            for (const QStringList &parts : tsvRows(QStringLiteral("line-alone/") + name)) {
                const QString row = parts.join(QLatin1Char('\t'));
                QVERIFY2(parts.size() == 2 && classes.contains(parts.at(1)), qPrintable(row));
                QVERIFY2(expected.contains(parts.at(0)) && !judged.contains(parts.at(0)), qPrintable(row));
                judged.insert(parts.at(0), parts.at(1));
            }
            QCOMPARE(judged.size(), expected.size());
            judges.append(judged);
        }
        int rulesRight = 0, judgeRight[2] = {0, 0}, agreed = 0, plain = 0, rulesOnPlain = 0;
        for (auto it = expected.cbegin(); it != expected.cend(); ++it) {
            const QString &a = judges.at(0).value(it.key()), &b = judges.at(1).value(it.key());
            rulesRight += sameVerdict(*it, rules.value(it.key()));
            judgeRight[0] += sameVerdict(*it, a);
            judgeRight[1] += sameVerdict(*it, b);
            agreed += a == b || (sameVerdict(QStringLiteral("-"), a) && sameVerdict(QStringLiteral("-"), b));
            // A line both reviewers give its gathered class tells it by itself.
            if (sameVerdict(*it, a) && sameVerdict(*it, b)) {
                ++plain;
                rulesOnPlain += sameVerdict(*it, rules.value(it.key()));
            }
        }
        const int all = int(expected.size());
        qInfo("held-apart lines judged from the line alone: reviewers %d and %d of %d, agreeing with each other on %d; rules %d",
              judgeRight[0], judgeRight[1], all, agreed, rulesRight);
        qInfo("lines both reviewers give their gathered class: %d; the rules give it on %d (%.1f %%)", plain, rulesOnPlain,
              100.0 * rulesOnPlain / plain);
    }

    // Real lines of runs that did not fail: a pilot-trainer run recorded here (20 steps of the
    // demo LoRA job; pilot-trainer writes nothing to stdout or stderr, so its metrics.jsonl is
    // what it says), a public Hugging Face trainer_state.json, and the resumed run fixture.
    void ordinaryTrainingLinesGetNoFailureClass_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("pilot-trainer") << QStringLiteral("failures/pilot-trainer-demo-metrics.jsonl");
        QTest::newRow("hf-trainer-state") << QStringLiteral("realruns/Dheena731_tinyLlama-finetune_lora_trainer_state.json");
        QTest::newRow("resumed") << QStringLiteral("runs/resumed-fixture/metrics.jsonl");
        QTest::newRow("neuron") << QStringLiteral("failures/neuron-ordinary-lines.log");
    }

    // Lines of other tools that share words with Neuron's (written for the test in the shape of
    // a shell's, NCCL's and TensorFlow's messages): no Neuron rule may take them, and a shell's
    // syntax error is no failure class at all.
    void neuronRulesKeepToNeuronLines_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("expected");
        QTest::newRow("shell test") << QStringLiteral("/bin/sh: 1: [: ==: unexpected operator") << QStringLiteral("-");
        QTest::newRow("nccl peer") << QStringLiteral(
            "node1:1234:1290 [0] NCCL INFO NET/Socket : Connection closed by remote peer node2<43521>")
                                   << QStringLiteral("communication");
        QTest::newRow("nccl subnet") << QStringLiteral(
            "node1:1234:1234 [0] NCCL WARN NET/Socket : No interface found in the same subnet as remote address 10.0.0.2<1234>")
                                     << QStringLiteral("communication");
        QTest::newRow("tensorflow cuda") << QStringLiteral("E tensorflow/stream_executor/cuda/cuda_driver.cc:806] failed to allocate 3.77G "
                                                           "(4046333952 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory")
                                         << QString();
        QTest::newRow("compiler killed") << QStringLiteral("2024-08-15T14:01:19Z INFO 1332 [root]: Subcommand returned with exitcode=-9")
                                         << QStringLiteral("compiler");
        QTest::newRow("compiler fine") << QStringLiteral("2024-08-15T14:01:19Z INFO 1332 [root]: Subcommand returned with exitcode=0")
                                       << QStringLiteral("-");
    }

    void neuronRulesKeepToNeuronLines()
    {
        QFETCH(QString, line);
        QFETCH(QString, expected);
        QString rule;
        const QString got = classOf(line, &rule);
        const bool neuronRule = rule.startsWith(QLatin1String("neuron-")) || rule.contains(QLatin1String("neff"));
        QVERIFY2(!neuronRule || expected == QLatin1String("compiler"), qPrintable(rule));
        if (!expected.isEmpty())
            QVERIFY2(sameVerdict(expected, got), qPrintable(QStringLiteral("%1 (%2)").arg(got, rule)));
    }

    // 2,170 lines of eleven public training logs that did not fail (tests/data/failures/ordinary:
    // torchrun, Megatron-LM, NCCL INFO, DeepSpeed, Slurm, HF Trainer, nanoGPT and others): at
    // most 1 % may get a failure class.
    void ordinaryPublicLogsAreRarelyFlagged()
    {
        const QStringList files = QDir(QStringLiteral(PILOT_SOURCE_DIR "/tests/data/failures/ordinary"))
                                      .entryList({QStringLiteral("*.log")}, QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 6);
        qint64 lines = 0, flagged = 0;
        for (const QString &file : files) {
            LogClassification c;
            QString error;
            QVERIFY2(classifyLogFile(FailureRules::builtIn(), QStringLiteral(PILOT_SOURCE_DIR "/tests/data/failures/ordinary/") + file, file,
                                     kMaxClassifiedLogBytes, &c, &error),
                     qPrintable(error));
            lines += c.lines;
            for (const FailureMatch &m : c.matches) {
                if (m.rule.isFailure()) {
                    ++flagged;
                    qInfo("flagged %s:%lld by %s", qPrintable(file), qint64(m.line), qPrintable(m.rule.id));
                }
            }
        }
        qInfo("ordinary public log lines: %lld, flagged %lld", lines, flagged);
        QVERIFY(lines >= 2000);
        QVERIFY2(flagged * 100 <= lines, "more than 1 % of ordinary lines flagged");
    }

    // Healthy lines of Neuron compiles and training runs, recorded in public issues and the
    // Neuron documentation (tests/data/failures/README.md): compiler status, compile times,
    // progress bars, PJRT and NxD notices, an API trace of the runtime. No rule may match them,
    // not even as info.
    void ordinaryNeuronLinesMatchNothing()
    {
        LogClassification c;
        QString error;
        QVERIFY2(classifyLogFile(FailureRules::builtIn(), QStringLiteral(PILOT_SOURCE_DIR "/tests/data/failures/neuron-ordinary-lines.log"),
                                 QStringLiteral("neuron-ordinary-lines.log"), kMaxClassifiedLogBytes, &c, &error),
                 qPrintable(error));
        QVERIFY(c.lines >= 15);
        for (const FailureMatch &m : c.matches)
            QFAIL(qPrintable(QStringLiteral("line %1 matched %2").arg(m.line).arg(m.rule.id)));
    }

    void ordinaryTrainingLinesGetNoFailureClass()
    {
        QFETCH(QString, file);
        LogClassification c;
        QString error;
        QVERIFY2(classifyLogFile(FailureRules::builtIn(), QStringLiteral(PILOT_SOURCE_DIR "/tests/data/") + file, file,
                                 kMaxClassifiedLogBytes, &c, &error),
                 qPrintable(error));
        QVERIFY(c.lines >= 5);
        for (const FailureMatch &m : c.matches)
            QVERIFY2(!m.rule.isFailure(), qPrintable(QStringLiteral("%1:%2 %3").arg(m.source).arg(m.line).arg(m.rule.id)));
    }

    // The compiler wrapper's cache lines (tests/data/neuron/compile-cache.log) are info: hits
    // and misses told apart; the cached failed compile in the same file is a compiler failure.
    void compileCacheLinesAreInfo()
    {
        LogClassification c;
        QString error;
        QVERIFY2(classifyLogFile(FailureRules::builtIn(), QStringLiteral(PILOT_SOURCE_DIR "/tests/data/neuron/compile-cache.log"),
                                 QStringLiteral("compile-cache.log"), kMaxClassifiedLogBytes, &c, &error),
                 qPrintable(error));
        QMap<QString, int> subclasses;
        for (const FailureMatch &m : c.matches)
            ++subclasses[m.rule.failureClass + QLatin1Char('/') + m.rule.subclass];
        QCOMPARE(subclasses.value(QStringLiteral("info/cache_hit")), 3);
        QCOMPARE(subclasses.value(QStringLiteral("info/cache_miss")), 3);
        QCOMPARE(subclasses.value(QStringLiteral("compiler/cached_failure")), 1);
    }

    // The Neuron job of several processes says a peer vanished in its own words
    // (backends/neuron/job/pilot_neuron_job/distributed.py, PeerError; the line composed from that
    // message's format, with the Gloo error it quotes): communication, as Gloo's own line is.
    void aVanishedPeerIsCommunication()
    {
        const LogClassification c = classifyText(
            FailureRules::builtIn(),
            "pilot_neuron_job (rank 0): another process of the run stopped or did not answer ([../third_party/gloo/gloo/transport/"
            "tcp/pair.cc:598] Connection closed by peer [127.0.0.1]:41234)\n",
            QStringLiteral("stderr.log"));
        QCOMPARE(c.matches.size(), 1);
        QCOMPARE(c.matches.constFirst().rule.failureClass, QStringLiteral("communication"));
        QCOMPARE(c.matches.constFirst().rule.subclass, QStringLiteral("peer_vanished"));
    }

    // The index only skips rules that cannot match: on every line of the fixtures, as it is and
    // with its case changed, the classifier finds the rule that trying every rule finds.
    void indexAgreesWithTryingEveryRule()
    {
        const QStringList lines = allFixtureLines();
        QVERIFY(lines.size() > 2500);
        int matched = 0;
        for (const QString &line : lines) {
            for (const QString &variant : {line, line.toUpper(), line.toLower()}) {
                QString rule;
                classOf(variant, &rule);
                const QString expected = everyRuleOn(variant);
                QVERIFY2(rule == expected, qPrintable(QStringLiteral("%1 instead of %2 on: %3").arg(rule, expected, variant)));
                matched += !rule.isEmpty();
            }
        }
        QVERIFY2(matched > 500, qPrintable(QString::number(matched)));
    }

    // Every built-in rule says a text its lines contain, so ordinary lines cost one scan each.
    void everyBuiltInRuleIsIndexed()
    {
        const FailureRules &rules = FailureRules::builtIn();
        QVERIFY(rules.index);
        QCOMPARE(rules.index->ruleCount(), rules.rules.size());
        QStringList unfiltered;
        for (const int i : rules.index->unfiltered())
            unfiltered << rules.rules.at(i).id;
        QVERIFY2(unfiltered.isEmpty(), qPrintable(unfiltered.join(QStringLiteral(", "))));
    }

    // A team's rule without such a text is run on every line, and still decides.
    void aRuleWithoutTextIsRunOnEveryLine()
    {
        Diagnostics d;
        const std::optional<FailureRules> rules = FailureRules::parse(
            "schema: migration-pilot/failure-rules@1\nversion: 1\nrules:\n"
            "  - id: team.digits\n    class: data_pipeline\n    subclass: x\n    severity: error\n"
            "    pattern: '^\\d{3}$'\n    case_sensitive: true\n    source: s\n    advice: {de: a, en: b}\n",
            QStringLiteral("rules.yaml"), &d);
        QVERIFY(rules);
        QCOMPARE(rules->index->unfiltered(), QList<int>{0});
        const LogClassification c = classifyText(*rules, "abc\n123\n1234\n", QStringLiteral("log"));
        QCOMPARE(c.matches.size(), 1);
        QCOMPARE(c.matches.constFirst().line, 2);
    }

    void rankPrefixes_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<int>("rank");
        QTest::addColumn<QString>("rest");
        QTest::newRow("srun") << "3: Traceback" << 3 << "Traceback";
        QTest::newRow("srun, aligned") << " 3: x" << 3 << "x";
        QTest::newRow("torchrun tee") << "[default3]:Fatal Python error" << 3 << "Fatal Python error";
        QTest::newRow("pytorch C++ log") << "[rank0]:[E ProcessGroupNCCL.cpp:563] x" << 0 << "[E ProcessGroupNCCL.cpp:563] x";
        QTest::newRow("pytorch traceback") << "[rank12]: Traceback" << 12 << "Traceback";
        QTest::newRow("nested") << "[default0]:[rank5]: torch.OutOfMemoryError" << 5 << "torch.OutOfMemoryError";
        QTest::newRow("srun and torchrun") << "1: [rank7]: x" << 7 << "x";
        QTest::newRow("open mpi") << "[1,3]<stderr>:x" << 3 << "x";
        QTest::newRow("open mpi 5") << "[1,3]<stdout>: x" << 3 << "x";
        QTest::newRow("a number alone") << "[3]: x" << -1 << "[3]: x";
        QTest::newRow("a log bracket") << "[W1203 12:00:00.1 socket.cpp:1] x" << -1 << "[W1203 12:00:00.1 socket.cpp:1] x";
        QTest::newRow("letters before the colon") << "x1: y" << -1 << "x1: y";
        QTest::newRow("too many digits") << "1234567: y" << -1 << "1234567: y";
        QTest::newRow("no space") << "12:30 done" << -1 << "12:30 done";
    }

    void rankPrefixes()
    {
        QFETCH(QString, line);
        QFETCH(int, rank);
        QFETCH(QString, rest);
        const RankPrefix p = rankPrefix(line);
        QCOMPARE(p.rank, rank);
        QCOMPARE(line.mid(p.length), rest);
    }

    // Real logs of failed runs of several processes (tests/data/failures/runs): the line that
    // decides, its class and rank, and a verdict that quotes the line and says why.
    void decisiveLineOfRealRuns_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("failureClass");
        QTest::addColumn<int>("rank");
        QFile f(QStringLiteral(PILOT_SOURCE_DIR "/tests/data/failures/runs/expected.tsv"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        for (const QByteArray &raw : f.readAll().split('\n')) {
            if (raw.isEmpty() || raw.startsWith('#'))
                continue;
            const QList<QByteArray> p = raw.split('\t');
            QTest::newRow(p.at(0).constData()) << QString::fromUtf8(p.at(0)) << p.at(1).toInt() << QString::fromUtf8(p.at(2))
                                               << p.at(3).toInt();
        }
    }

    void decisiveLineOfRealRuns()
    {
        QFETCH(QString, file);
        QFETCH(int, line);
        QFETCH(QString, failureClass);
        QFETCH(int, rank);
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("logs")));
        QVERIFY(QFile::copy(QStringLiteral(PILOT_SOURCE_DIR "/tests/data/failures/runs/") + file,
                            dir.filePath(QStringLiteral("logs/stderr.log"))));
        RunEndEvidence end;
        end.failed = true;
        end.exitCode = 1;
        const RunFailureReport r = classifyRun(dir.path(), RunMetrics(), end, FailureRules::builtIn());
        QVERIFY(r.decisive >= 0);
        const FailureMatch &m = r.matches.at(r.decisive);
        QCOMPARE(m.line, line);
        QCOMPARE(r.failureClass, failureClass);
        QCOMPARE(m.rank, rank);
        QVERIFY2(r.verdict.contains(QStringLiteral("stderr.log:%1").arg(line)) && r.verdict.contains(m.rule.id)
                     && r.verdict.contains(m.text.trimmed().left(40)),
                 qPrintable(r.verdict));
        if (m.rule.consequence)
            QVERIFY2(r.verdict.contains(QStringLiteral("follow a failure elsewhere")), qPrintable(r.verdict));
    }

    // Ranks' lines interleave out of time order: a collective timeout of rank 1 may be printed
    // before rank 0's own out-of-memory error. The error decides, and the verdict names the
    // timeout as its consequence. (Composed of real lines of written-from.tsv under srun's labels.)
    void aConsequencePrintedFirstDoesNotDecide()
    {
        QString timeout, oom;
        for (const Fixture &f : fixtures(QStringLiteral("written-from.tsv"))) {
            QString rule;
            classOf(f.line, &rule);
            if (rule == QLatin1String("nccl-watchdog-timeout") && timeout.isEmpty() && rankPrefix(f.line).length == 0)
                timeout = f.line;
            if (rule == QLatin1String("cuda-out-of-memory") && oom.isEmpty() && rankPrefix(f.line).length == 0)
                oom = f.line;
        }
        QVERIFY(!timeout.isEmpty() && !oom.isEmpty());
        const QByteArray log = ("1: " + timeout + "\n0: Traceback (most recent call last):\n0: " + oom + "\n").toUtf8();
        const LogClassification c = classifyText(FailureRules::builtIn(), log, QStringLiteral("stderr.log"));
        QCOMPARE(c.matches.size(), 2);
        const int decisive = decisiveMatch(c.matches);
        QCOMPARE(decisive, 1);
        QCOMPARE(c.matches.at(decisive).rank, 0);
        QCOMPARE(c.matches.at(decisive).rule.failureClass, QStringLiteral("memory"));
        const QString why = decisiveText(c.matches, decisive);
        QVERIFY2(why.contains(QStringLiteral("stderr.log:3 (rank 0)")) && why.contains(QStringLiteral("nccl-watchdog-timeout")),
                 qPrintable(why));
        // Without the error, the timeout decides, said as a consequence.
        const QList<FailureMatch> only{c.matches.at(0)};
        QCOMPARE(decisiveMatch(only), 0);
        QVERIFY(decisiveText(only, 0).contains(QStringLiteral("follow a failure elsewhere")));
    }

    // A log is read in pieces: a line far longer than a piece is classified on its start, the
    // lines after it keep their numbers, and a file cut at its limit leaves its last line out.
    void longLinesAcrossPieces()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.log"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("CUDA out of memory" + QByteArray(9 * 1024 * 1024, 'x') + "\n");
        f.write(QByteArray(5 * 1024 * 1024, 'y') + " CUDA out of memory\n");
        for (int i = 0; i < 200000; ++i)
            f.write("step 1 loss 2.0 ordinary line of a training log\n");
        f.write("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\n");
        f.write("no end of line");
        f.close();
        LogClassification c;
        QString error;
        QVERIFY(classifyLogFile(FailureRules::builtIn(), path, QStringLiteral("big.log"), kMaxClassifiedLogBytes, &c, &error));
        QCOMPARE(c.lines, 200004);
        QCOMPARE(c.matches.size(), 2); // the second line's text lies past what a rule looks at
        QCOMPARE(c.matches.at(0).line, 1);
        QCOMPARE(c.matches.at(1).line, 200003);
        QVERIFY(!c.cut);
        QVERIFY(classifyLogFile(FailureRules::builtIn(), path, QStringLiteral("big.log"), QFileInfo(path).size() - 5, &c, &error));
        QVERIFY(c.cut);
        QCOMPARE(c.lines, 200003);
    }

    // A launcher's per-process files under logs/ (torchrun --log-dir: <dir>/<run>/attempt_0/<local
    // rank>/stderr.log) are read with the run, their lines carrying the rank of their folder. Files
    // of the run folder are never reached through a symbolic link: a planted logs/stderr.log link
    // is refused and said, a link among the per-process files is passed over.
    void perProcessLogsAndPlantedLinks()
    {
        QTemporaryDir dir;
        const QString outside = dir.filePath(QStringLiteral("outside.log"));
        QFile o(outside);
        QVERIFY(o.open(QIODevice::WriteOnly));
        o.write("RuntimeError: CUDA error: an illegal memory access was encountered\n");
        o.close();
        const QString run = dir.filePath(QStringLiteral("run"));
        const QString rankDir = run + QStringLiteral("/logs/torchrun/r1/attempt_0/3");
        QVERIFY(QDir().mkpath(rankDir));
        QVERIFY(QFile::link(outside, run + QStringLiteral("/logs/stderr.log")));
        QVERIFY(QFile::link(outside, run + QStringLiteral("/logs/linked.log")));
        QFile r(rankDir + QStringLiteral("/stderr.log"));
        QVERIFY(r.open(QIODevice::WriteOnly));
        r.write("step 3\ntorch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\n");
        r.close();
        RunEndEvidence end;
        end.failed = true;
        end.exitCode = 1;
        const RunFailureReport report = classifyRun(run, RunMetrics(), end, FailureRules::builtIn());
        QCOMPARE(report.matches.size(), 1);
        QCOMPARE(report.matches.at(0).source, QStringLiteral("logs/torchrun/r1/attempt_0/3/stderr.log"));
        QCOMPARE(report.matches.at(0).line, 2);
        QCOMPARE(report.matches.at(0).rank, 3);
        QCOMPARE(report.failureClass, QStringLiteral("memory"));
        QCOMPARE(report.decisiveLine.rank, 3);
        QCOMPARE(report.problems.size(), 1);
        QVERIFY2(report.problems.at(0).startsWith(QStringLiteral("logs/stderr.log: "))
                     && report.problems.at(0).contains(QStringLiteral("symbolic link")),
                 qPrintable(report.problems.at(0)));
    }

    // Under srun --label every line starts with its task's rank; rules anchored at a line's
    // start still see what the task wrote, and the kept line is the log's own.
    void srunTaskLabelsAreLookedPast()
    {
        const QByteArray frame = "  File \"/opt/train.py\", line 12, in load_checkpoint\n";
        for (const QByteArray &label : {QByteArray(), QByteArray("1: "), QByteArray(" 12: ")}) {
            const LogClassification c = classifyText(FailureRules::builtIn(), label + frame, QStringLiteral("stderr.log"));
            QCOMPARE(c.matches.size(), 1);
            QCOMPARE(c.matches.constFirst().rule.subclass, QStringLiteral("checkpoint_code"));
            QCOMPARE(c.matches.constFirst().text, QString::fromUtf8(label + frame.chopped(1)));
        }
        // Not a label: letters before the colon.
        QVERIFY(classifyText(FailureRules::builtIn(), "x1: " + frame, QStringLiteral("stderr.log")).matches.isEmpty());
    }

    void binaryGarbageAndLongLines()
    {
        QTemporaryDir dir;
        QByteArray bytes(1024 * 1024, '\0');
        QRandomGenerator rng(7);
        for (char &b : bytes)
            b = char(rng.bounded(256));
        // A line of 8 MiB that starts with a failure, then one after it.
        bytes += "\nRuntimeError: CUDA error: no kernel image " + QByteArray(8 * 1024 * 1024, 'a') + "\n";
        bytes += "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB.\r\n";
        const QString path = dir.filePath(QStringLiteral("junk.log"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
        f.close();
        LogClassification c;
        QString error;
        QVERIFY(classifyLogFile(FailureRules::builtIn(), path, QStringLiteral("junk.log"), kMaxClassifiedLogBytes, &c, &error));
        QVERIFY(c.matches.size() >= 2);
        QCOMPARE(c.matches.at(c.matches.size() - 2).rule.failureClass, QStringLiteral("runtime"));
        QVERIFY(c.matches.at(c.matches.size() - 2).text.size() <= FailureMatch::kMaxKeptChars);
        QCOMPARE(c.matches.constLast().rule.failureClass, QStringLiteral("memory"));
        QCOMPARE(c.matches.constLast().line, c.lines);
        // Only the start of a file over the limit is read, and that is said.
        QVERIFY(classifyLogFile(FailureRules::builtIn(), path, QStringLiteral("junk.log"), 512 * 1024, &c, &error));
        QVERIFY(c.cut);
        // A named pipe is refused without waiting for a writer.
        const QString fifo = dir.filePath(QStringLiteral("pipe.log"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QVERIFY(!classifyLogFile(FailureRules::builtIn(), fifo, QStringLiteral("pipe.log"), kMaxClassifiedLogBytes, &c, &error));
        QVERIFY2(error.contains(QStringLiteral("named pipe")), qPrintable(error));
    }

    // A real process killed with SIGKILL through the local launcher: lost, the signal known to
    // this process's reaper, no log line — so no failure class, and the verdict names SIGKILL
    // and the OOM killer only as a possibility.
    void runKilledBySigkillIsNotCalledMemory()
    {
        QTemporaryDir dir;
        const QString runDir = dir.filePath(QStringLiteral("run"));
        LocalLauncher launcher;
        LaunchRecord record;
        QString error;
        const QString script = QStringLiteral(
            "printf '{\"v\": 1, \"type\": \"run_start\", \"t\": %s, \"pid\": %s, \"host\": \"%s\"}\\n' "
            "\"$(date +%s)\" $$ \"$(cat /proc/sys/kernel/hostname)\" > metrics.jsonl; echo ready > ready.txt; exec sleep 300");
        QVERIFY2(launcher.start(shellJob(runDir, script), &record, &error), qPrintable(error));
        QVERIFY(waitForFile(runDir + QStringLiteral("/ready.txt")));
        QVERIFY(::kill(pid_t(record.pid), SIGKILL) == 0);
        const RunStatus s = waitForEnd(runDir);
        QCOMPARE(s.state, RunState::Lost);
        QCOMPARE(s.probe.exitCode, 128 + SIGKILL);

        const RunFailureReport r = classifyRunFolder(runDir, FailureRules::builtIn());
        QVERIFY(r.failed);
        QCOMPARE(r.signal, SIGKILL);
        QVERIFY(r.failureClass.isEmpty());
        QVERIFY2(r.verdict.contains(QStringLiteral("SIGKILL")) && r.verdict.contains(QStringLiteral("dmesg")), qPrintable(r.verdict));

        // With the scheduler's word OUT_OF_MEMORY the same run is memory.
        RunEndEvidence oom;
        oom.failed = true;
        oom.exitCode = 128 + SIGKILL;
        oom.schedulerState = QStringLiteral("OUT_OF_MEMORY");
        RunMetrics none;
        const RunFailureReport slurm = classifyRun(runDir, none, oom, FailureRules::builtIn());
        QCOMPARE(slurm.failureClass, QStringLiteral("memory"));
        QCOMPARE(slurm.failureSubclass, QStringLiteral("host_oom_killer"));
    }

    // A real process that prints a recorded CUDA OOM traceback to stderr and exits 1: the
    // first error line decides, a frame before it does not; the run summary carries the class.
    void failureLineInStderrDecides()
    {
        QTemporaryDir dir;
        const QString runDir = dir.filePath(QStringLiteral("run"));
        LocalLauncher launcher;
        LaunchRecord record;
        QString error;
        const QString script = QStringLiteral(
            "printf '{\"v\": 1, \"type\": \"run_start\", \"t\": %s, \"pid\": %s, \"host\": \"%s\"}\\n' "
            "\"$(date +%s)\" $$ \"$(cat /proc/sys/kernel/hostname)\" > metrics.jsonl; "
            "echo 'Traceback (most recent call last):' >&2; "
            "echo '  File \"/opt/train.py\", line 12, in load_checkpoint' >&2; "
            "echo 'RuntimeError: CUDA out of memory. Tried to allocate 92.00 MiB (GPU 0; 1.96 GiB total capacity; 1.46 GiB already "
            "allocated; 16.38 MiB free; 1.51 GiB reserved in total by PyTorch' >&2; "
            "echo 'CCOM WARN later line' >&2; exit 1");
        QVERIFY2(launcher.start(shellJob(runDir, script), &record, &error), qPrintable(error));
        const RunStatus s = waitForEnd(runDir);
        QCOMPARE(s.probe.exitCode, 1);
        const RunFailureReport r = classifyRunFolder(runDir, FailureRules::builtIn());
        QVERIFY(r.failed);
        QCOMPARE(r.matches.size(), 3);
        QCOMPARE(r.decisive, 1);
        QCOMPARE(r.failureClass, QStringLiteral("memory"));
        QCOMPARE(r.failureSubclass, QStringLiteral("device"));
        QCOMPARE(r.matches.at(1).line, qint64(3));
        QVERIFY2(r.verdict.contains(QStringLiteral("logs/stderr.log:3")), qPrintable(r.verdict));

        const RunFolderSummary summary = summarizeRunFolder(runDir);
        QVERIFY(summary.ok());
        QCOMPARE(summary.summary.status, QStringLiteral("lost"));
        QCOMPARE(summary.summary.failureClass, QStringLiteral("memory"));
        QCOMPARE(runSummaryToJson(summary.summary).value(QStringLiteral("failure_class")).toString(), QStringLiteral("memory"));
    }

    // A completed run gets no failure class, whatever its logs say.
    void completedRunHasNoFailureClass()
    {
        QTemporaryDir dir;
        QDir(dir.path()).mkpath(QStringLiteral("logs"));
        QFile log(dir.filePath(QStringLiteral("logs/stderr.log")));
        QVERIFY(log.open(QIODevice::WriteOnly));
        log.write("2023-Aug-01 16:14:43.0241 332066:332494 [29] include/socket.h:579 CCOM WARN Timeout waiting for RX - retrying\n");
        log.close();
        RunEndEvidence end;
        end.failed = false;
        end.exitCode = 0;
        const RunFailureReport r = classifyRun(dir.path(), RunMetrics(), end, FailureRules::builtIn());
        QCOMPARE(r.matches.size(), 1);
        QVERIFY(r.failureClass.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestFailureClassifier)
#include "tst_failureclassifier.moc"
