// Python tracebacks judged by their frames (core/failures/tracebackreader.h): the mechanics on
// tracebacks composed for each case (which frame decides, what ends a traceback, the processes
// of one log apart, the rules file's located errors), then the real tracebacks of
// tests/data/failures/tracebacks — every written-from one to its class, the held-apart ones'
// accuracy printed and held to a floor — and a run folder whose decisive line is judged so.
#include "core/failures/failureclassifier.h"
#include "core/failures/tracebackreader.h"
#include "core/runs/runfailure.h"
#include "core/runs/runmetrics.h"

#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace pilot;

namespace {

const QByteArray kRule = "    severity: error\n    case_sensitive: true\n    source: here\n    advice: {de: a, en: b}\n";

// A rules file with one line rule (CUDA out of memory) and three frame rules.
FailureRules teamRules()
{
    const QByteArray yaml = "schema: migration-pilot/failure-rules@1\nversion: 1\nrules:\n"
                            "  - id: oom\n    class: memory\n    subclass: device\n    pattern: 'CUDA out of memory'\n"
                            + kRule
                            + "frames:\n"
                              "  - id: frame.data\n    class: data_pipeline\n    subclass: dataset\n"
                              "    pattern: '/datasets/'\n"
                            + kRule
                            + "  - id: frame.restore\n    class: restore\n    subclass: load\n"
                              "    pattern: 'torch/serialization\\.py|in load_state_dict$'\n"
                            + kRule
                            + "  - id: frame.comm\n    class: communication\n    subclass: c10d\n"
                              "    pattern: 'torch/distributed/'\n"
                            + kRule;
    Diagnostics d;
    const std::optional<FailureRules> rules = FailureRules::parse(yaml, QStringLiteral("team.yaml"), &d);
    if (!rules)
        qFatal("%s", qPrintable(diagnosticsText(d)));
    return *rules;
}

QByteArray frame(const QByteArray &path, const QByteArray &function)
{
    return "  File \"" + path + "\", line 12, in " + function + "\n    x = y[z]\n";
}

const QByteArray kHeader = "Traceback (most recent call last):\n";

} // namespace

class TestTracebackFrames : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // The innermost frame a frame rule matches gives the exception line its class, said with
    // the frame's line; a frame no rule matches does not end the search.
    void innermostMatchedFrameDecides()
    {
        const QByteArray log = "step 10\n" + kHeader + frame("/srv/train.py", "<module>")
                               + frame("/venv/lib/python3.10/site-packages/torch/distributed/run.py", "main")
                               + frame("/venv/lib/python3.10/site-packages/datasets/arrow_dataset.py", "__getitem__")
                               + frame("/venv/lib/python3.10/site-packages/datasets/formatting/formatting.py", "format_row")
                               + frame("/usr/lib/python3.10/functools.py", "wrapper") + "KeyError: 'input_ids'\n";
        const LogClassification c = classifyText(teamRules(), log, QStringLiteral("stderr.log"));
        QCOMPARE(c.matches.size(), 1);
        const FailureMatch &m = c.matches.constFirst();
        QCOMPARE(m.line, 13);
        QCOMPARE(m.text, QStringLiteral("KeyError: 'input_ids'"));
        QCOMPARE(m.rule.id, QStringLiteral("frame.data"));
        QVERIFY(m.byFrame());
        QCOMPARE(m.frameLine, 9);
        QVERIFY(m.frameText.startsWith(QStringLiteral("File \"/venv/lib/python3.10/site-packages/datasets/formatting/")));
        const QString why = decisiveText(c.matches, 0);
        QVERIFY2(why.contains(QStringLiteral("stderr.log:13")) && why.contains(QStringLiteral("line 9 of its traceback"))
                     && why.contains(QStringLiteral("formatting.py")),
                 qPrintable(why));
        const DecisiveLine d = decisiveLine(c.matches, 0);
        QCOMPARE(d.frameLine, 9);
        QCOMPARE(decisiveLineToJson(d).toObject().value(QStringLiteral("frame")).toObject().value(QStringLiteral("line")).toInt(), 9);
    }

    // A rule that matches the exception line itself comes first; a traceback with no matched
    // frame, or that ends in a line not shaped like an exception, gives nothing.
    void lineRulesFirstAndEndsWithoutClass()
    {
        const FailureRules rules = teamRules();
        const QByteArray data = frame("/x/datasets/load.py", "load");
        LogClassification c = classifyText(rules, kHeader + data + "torch.OutOfMemoryError: CUDA out of memory.\n", QStringLiteral("l"));
        QCOMPARE(c.matches.size(), 1);
        QCOMPARE(c.matches.constFirst().rule.id, QStringLiteral("oom"));
        QVERIFY(!c.matches.constFirst().byFrame());
        QVERIFY(classifyText(rules, kHeader + frame("/srv/train.py", "main") + "KeyError: 'x'\n", QStringLiteral("l")).matches.isEmpty());
        // Not an exception line: the traceback ends without a class, and a later one is on its own.
        c = classifyText(rules, kHeader + data + "Epoch 3: 50 % done\nKeyError: 'x'\n", QStringLiteral("l"));
        QVERIFY(c.matches.isEmpty());
        // A bare exception name and a qualified one are exception lines.
        QCOMPARE(classifyText(rules, kHeader + data + "AssertionError\n", QStringLiteral("l")).matches.size(), 1);
        QCOMPARE(
            classifyText(rules, kHeader + data + "datasets.exceptions.DatasetGenerationError: An error occurred\n", QStringLiteral("l"))
                .matches.size(),
            1);
        // Without the header, frames are only lines.
        QVERIFY(classifyText(rules, data + "KeyError: 'x'\n", QStringLiteral("l")).matches.isEmpty());
    }

    // Chained tracebacks: each exception line is judged by its own frames.
    void chainedTracebacksAreJudgedApart()
    {
        const QByteArray log = kHeader + frame("/x/torch/serialization.py", "load") + "KeyError: 'storages'\n\n"
                               + "During handling of the above exception, another exception occurred:\n\n" + kHeader
                               + frame("/srv/train.py", "main") + "ValueError: bad value\n";
        const LogClassification c = classifyText(teamRules(), log, QStringLiteral("l"));
        QCOMPARE(c.matches.size(), 1);
        QCOMPARE(c.matches.constFirst().rule.id, QStringLiteral("frame.restore"));
        QCOMPARE(c.matches.constFirst().line, 4);
    }

    // The tracebacks of several processes in one log, their lines interleaved, are followed
    // apart by their rank prefixes (torchrun's [rankN]:, srun's N:).
    void processesOfOneLogApart()
    {
        const QByteArray log = "[rank0]: " + kHeader + "[rank1]: " + kHeader
                               + "[rank0]:   File \"/x/torch/distributed/c10d.py\", line 3, in barrier\n"
                                 "[rank1]:   File \"/x/torch/nn/modules/module.py\", line 4, in load_state_dict\n"
                                 "[rank1]:     self._load(x)\n"
                                 "[rank0]:     work.wait()\n"
                                 "[rank1]: RuntimeError: something went wrong\n"
                                 "[rank0]: RuntimeError: something else\n";
        const LogClassification c = classifyText(teamRules(), log, QStringLiteral("l"));
        QCOMPARE(c.matches.size(), 2);
        QCOMPARE(c.matches.at(0).rank, 1);
        QCOMPARE(c.matches.at(0).rule.id, QStringLiteral("frame.restore"));
        QCOMPARE(c.matches.at(1).rank, 0);
        QCOMPARE(c.matches.at(1).rule.id, QStringLiteral("frame.comm"));
        QCOMPARE(c.matches.at(1).frameLine, 3);
    }

    // Hostile logs: tracebacks opened by far more processes than are kept, and never ended,
    // cost bounded memory and leave later ones working; a rules file without frame rules reads
    // no line for them.
    void manyOpenTracebacksAndNoFrameRules()
    {
        QByteArray log;
        for (int rank = 0; rank < int(TracebackReader::kMaxOpen) + 100; ++rank)
            log += QByteArray::number(rank) + ": " + kHeader;
        log += kHeader + frame("/x/datasets/a.py", "f") + "KeyError: 'x'\n";
        const LogClassification c = classifyText(teamRules(), log, QStringLiteral("l"));
        QCOMPARE(c.matches.size(), 1);
        QCOMPARE(c.matches.constFirst().rule.id, QStringLiteral("frame.data"));
        FailureRules lineOnly = teamRules();
        lineOnly.frameRules.clear();
        const TracebackReader reader(lineOnly);
        QVERIFY(!reader.wants(kHeader.constData(), kHeader.size()));
    }

    // The frames list is checked like the rules: located errors, ids unique across both lists.
    void framesListErrorsAreLocated()
    {
        const QByteArray head = "schema: migration-pilot/failure-rules@1\nversion: 1\nrules:\n"
                                "  - id: oom\n    class: memory\n    subclass: device\n    pattern: 'CUDA out of memory'\n"
                                + kRule;
        Diagnostics d;
        QVERIFY(!FailureRules::parse(head + "frames:\n  - id: oom\n    class: data_pipeline\n    subclass: x\n    pattern: 'a('\n" + kRule,
                                     QStringLiteral("team.yaml"), &d));
        const QString text = diagnosticsText(d);
        QVERIFY2(text.contains(QStringLiteral("team.yaml:13:9: frames[0].id")) && text.contains(QStringLiteral("listed twice")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("team.yaml:16:17: frames[0].pattern"))
                     && text.contains(QStringLiteral("not a valid regular expression")),
                 qPrintable(text));
        d.clear();
        QVERIFY(!FailureRules::parse(head + "frames: {a: b}\n", QStringLiteral("team.yaml"), &d));
        QVERIFY2(diagnosticsText(d).contains(QStringLiteral("frames")), qPrintable(diagnosticsText(d)));
        d.clear();
        QVERIFY(FailureRules::parse(head, QStringLiteral("team.yaml"), &d));
    }
};

QTEST_GUILESS_MAIN(TestTracebackFrames)
#include "tst_tracebackframes.moc"
