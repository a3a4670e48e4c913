// The decision engine: every rule of the decision guide, every outcome, tasks for unknown
// answers, and located errors in a team's rules file.
#include "core/decisionengine.h"
#include "core/projectreader.h"

#include <QTest>

using namespace pilot;

namespace {

const QStringList kCore{QStringLiteral("model_stability"), QStringLiteral("compiler_ownership"), QStringLiteral("amortisation"),
                        QStringLiteral("gpu_reference")};
const QStringList kStayOnGpu{QStringLiteral("architecture_changes"), QStringLiteral("custom_cuda_kernels"),
                             QStringLiteral("unconfirmed_operators"), QStringLiteral("tensor_debugging_priority"),
                             QStringLiteral("no_neuron_experience"), QStringLiteral("idea_to_result_pressure")};

// A project whose core questions are yes, stay-on-GPU conditions no, no deadlines, LoRA first.
Project favourable()
{
    Project p;
    p.title = QStringLiteral("t");
    for (const QString &id : kCore)
        p.decision.append({id, Answer::Yes, QStringLiteral("r"), {}});
    for (const QString &id : kStayOnGpu)
        p.decision.append({id, Answer::No, QStringLiteral("r"), {}});
    p.decision.append({QStringLiteral("fixed_deadlines"), Answer::No, {}, {}});
    p.decision.append({QStringLiteral("standard_lora_first"), Answer::Yes, {}, {}});
    return p;
}

void set(Project &p, const QString &id, Answer a)
{
    for (DecisionAnswer &row : p.decision) {
        if (row.id == id)
            row.answer = a;
    }
}

DecisionOutcome run(const Project &p, const QString &language = QStringLiteral("en"))
{
    return decide(p, DecisionRules::builtIn(), language);
}

} // namespace

class TestDecision : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void builtInRulesAreComplete()
    {
        const DecisionRules &r = DecisionRules::builtIn();
        QCOMPARE(r.questions.size(), 12);
        for (const DecisionQuestion &q : r.questions) {
            QVERIFY2(!q.title.en.isEmpty() && !q.title.de.isEmpty() && !q.findOut.en.isEmpty() && !q.findOut.de.isEmpty(), qPrintable(q.id));
        }
        QCOMPARE(r.outcomes.size(), 3);
    }

    void mostlyYesIsAPilot()
    {
        const DecisionOutcome o = run(favourable());
        QCOMPARE(o.outcome, QStringLiteral("trainium2_pilot"));
        QCOMPARE(o.decidingRows, kCore);
        QVERIFY(!o.provisional);
        QVERIFY(o.tasks.isEmpty());
        QVERIFY(o.advice.isEmpty());
    }

    void oneCoreNoIsStillAPilot()
    {
        Project p = favourable();
        set(p, QStringLiteral("amortisation"), Answer::No);
        QCOMPARE(run(p).outcome, QStringLiteral("trainium2_pilot"));
    }

    void everyStayOnGpuConditionDecidesAlone_data()
    {
        QTest::addColumn<QString>("condition");
        for (const QString &id : kStayOnGpu)
            QTest::newRow(qPrintable(id)) << id;
    }

    void everyStayOnGpuConditionDecidesAlone()
    {
        QFETCH(QString, condition);
        Project p = favourable();
        set(p, condition, Answer::Yes);
        const DecisionOutcome o = run(p);
        QCOMPARE(o.outcome, QStringLiteral("stay_on_gpu"));
        QCOMPARE(o.decidingRows, QStringList{condition});
        QVERIFY(o.because.contains(QLatin1String("GPU stays the better main platform")));
    }

    void coreMostlyNoStaysOnGpu()
    {
        Project p = favourable();
        set(p, QStringLiteral("model_stability"), Answer::No);
        set(p, QStringLiteral("gpu_reference"), Answer::No);
        const DecisionOutcome o = run(p);
        QCOMPARE(o.outcome, QStringLiteral("stay_on_gpu"));
        QCOMPARE(o.decidingRows, QStringList({QStringLiteral("model_stability"), QStringLiteral("gpu_reference")}));
    }

    void fixedDeadlinesMeanDualOperation()
    {
        Project p = favourable();
        set(p, QStringLiteral("fixed_deadlines"), Answer::Yes);
        const DecisionOutcome o = run(p);
        QCOMPARE(o.outcome, QStringLiteral("dual_operation"));
        QCOMPARE(o.decidingRows, QStringList{QStringLiteral("fixed_deadlines")});
        // A condition for GPU still wins over deadlines.
        set(p, QStringLiteral("custom_cuda_kernels"), Answer::Yes);
        QCOMPARE(run(p).outcome, QStringLiteral("stay_on_gpu"));
    }

    void noClearPictureIsDualOperation()
    {
        Project p = favourable();
        set(p, QStringLiteral("model_stability"), Answer::Unknown);
        set(p, QStringLiteral("compiler_ownership"), Answer::Unknown);
        const DecisionOutcome o = run(p);
        QCOMPARE(o.outcome, QStringLiteral("dual_operation"));
        QVERIFY(o.decidingRows.isEmpty());
        QVERIFY(o.provisional);
    }

    void unknownsBecomeTasks()
    {
        Project p = favourable();
        set(p, QStringLiteral("unconfirmed_operators"), Answer::Unknown); // yes would keep it on GPU
        set(p, QStringLiteral("fixed_deadlines"), Answer::Unknown);       // yes would make it dual
        p.decision.removeIf([](const DecisionAnswer &a) { return a.id == QLatin1String("standard_lora_first"); });
        const DecisionOutcome o = run(p);
        QCOMPARE(o.outcome, QStringLiteral("trainium2_pilot"));
        QVERIFY(o.provisional);
        QCOMPARE(o.tasks.size(), 3); // the unanswered row counts as unknown too
        QCOMPARE(o.tasks.at(0).questionId, QStringLiteral("unconfirmed_operators"));
        QVERIFY(o.tasks.at(0).decisive);
        QVERIFY(o.tasks.at(0).text.contains(QLatin1String("operator coverage scan")));
        QCOMPARE(o.tasks.at(1).questionId, QStringLiteral("fixed_deadlines"));
        QVERIFY(o.tasks.at(1).decisive);
        QCOMPARE(o.tasks.at(2).questionId, QStringLiteral("standard_lora_first"));
        QVERIFY(!o.tasks.at(2).decisive); // the method gives advice, never the outcome
    }

    void fullParameterTrainingGetsAdvice()
    {
        Project p = favourable();
        set(p, QStringLiteral("standard_lora_first"), Answer::No);
        const DecisionOutcome o = run(p, QStringLiteral("de"));
        QCOMPARE(o.outcome, QStringLiteral("trainium2_pilot"));
        QCOMPARE(o.advice.size(), 1);
        QVERIFY(o.advice.constFirst().contains(QStringLiteral("Parallelisierungsprüfung")));
        QCOMPARE(o.title, QStringLiteral("Trainium2-Pilot (zuerst Standard-LoRA)"));
    }

    void demoProjectIsAProvisionalDualOperation()
    {
        const ProjectLoadResult demo = loadProject(QStringLiteral(PILOT_SOURCE_DIR "/resources/demo/project.yaml"));
        QVERIFY(demo.project);
        const DecisionOutcome o = run(*demo.project);
        QCOMPARE(o.outcome, QStringLiteral("dual_operation"));
        QCOMPARE(o.decidingRows, QStringList{QStringLiteral("fixed_deadlines")});
        QVERIFY(o.provisional);
    }

    void rulesFileErrorsAreLocated_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("expected");
        const QByteArray head = "schema: migration-pilot/decision-rules@1\n"
                                "questions:\n"
                                "  - {id: a, group: core, title: {en: A, de: A}, find_out: {en: x, de: x}}\n"
                                "outcomes:\n"
                                "  go: {en: Go, de: Los}\n";
        QTest::newRow("unknown question") << head + "rules:\n  - outcome: go\n    when: {any_yes: [b]}\n    because: {en: x, de: x}\n"
                                                    "  - {outcome: go, when: {always: true}, because: {en: x, de: x}}\n"
                                          << "8:22: rules[0].when.any_yes: unknown question 'b'";
        QTest::newRow("unknown outcome") << head + "rules:\n  - {outcome: stop, when: {always: true}, because: {en: x, de: x}}\n"
                                         << "7:15: rules[0].outcome: unknown outcome 'stop'";
        QTest::newRow("no fallback") << head + "rules:\n  - {outcome: go, when: {any_yes: [a]}, because: {en: x, de: x}}\n"
                                     << "7:3: rules: the last rule must be 'always'";
        QTest::newRow("bad group") << QByteArray(head).replace("group: core", "group: maybe")
                                              + "rules:\n  - {outcome: go, when: {always: true}, because: {en: x, de: x}}\n"
                                   << "3:20: questions[0].group: expected core, stay_on_gpu, deadline or method";
        QTest::newRow("missing German") << QByteArray(head).replace(", de: Los", "")
                                                   + "rules:\n  - {outcome: go, when: {always: true}, because: {en: x, de: x}}\n"
                                        << "5:7: outcomes.go: missing key 'de'";
        QTest::newRow("impossible count") << head + "rules:\n  - outcome: go\n    when: {at_least_yes: {count: 3, of: [a]}}\n"
                                                    "    because: {en: x, de: x}\n"
                                                    "  - {outcome: go, when: {always: true}, because: {en: x, de: x}}\n"
                                          << "8:34: rules[0].when.at_least_yes.count: 3 of 1 questions can never hold";
        QTest::newRow("schema") << QByteArray("schema: something@2\n") << "1:9: schema: expected 'migration-pilot/decision-rules@1'";
    }

    void rulesFileErrorsAreLocated()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, expected);
        Diagnostics diagnostics;
        QVERIFY(!DecisionRules::parse(yaml, QStringLiteral("rules.yaml"), &diagnostics));
        QVERIFY(!diagnostics.isEmpty());
        QStringList all;
        for (const Diagnostic &d : diagnostics)
            all.append(QStringLiteral("%1:%2: %3").arg(d.line).arg(d.column).arg(d.message));
        QVERIFY2(all.constFirst().startsWith(expected), qPrintable(all.join(QLatin1Char('\n'))));
    }

    // A rules file is one YAML document; a second one is refused where it starts, not dropped.
    void rulesFileWithASecondDocumentIsRefused()
    {
        const QByteArray yaml = "schema: migration-pilot/decision-rules@1\n"
                                "questions:\n"
                                "  - {id: a, group: core, title: {en: A, de: A}, find_out: {en: x, de: x}}\n"
                                "outcomes:\n"
                                "  go: {en: Go, de: Los}\n"
                                "rules:\n  - {outcome: go, when: {always: true}, because: {en: x, de: x}}\n"
                                "---\n"
                                "rules:\n  - {outcome: stop, when: {always: true}, because: {en: x, de: x}}\n";
        Diagnostics diagnostics;
        QVERIFY(!DecisionRules::parse(yaml, QStringLiteral("rules.yaml"), &diagnostics));
        QVERIFY2(diagnostics.constFirst().toString().startsWith(QLatin1String("rules.yaml:8:1: a second YAML document starts here")),
                 qPrintable(diagnostics.constFirst().toString()));
    }
};

QTEST_GUILESS_MAIN(TestDecision)
#include "tst_decision.moc"
