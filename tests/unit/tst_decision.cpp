// The decision engine: every rule of the decision guide, every outcome, do-first and find-out
// tasks, facts and conflicts, what open answers could change, unknown row ids, and located
// errors in a team's rules file.
#include "core/decision/decisionengine.h"
#include "core/decision/questionids.h"
#include "core/decision/rowwarnings.h"
#include "core/project/projectreader.h"

#include <QJsonArray>
#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <vector>

using namespace pilot;

namespace {

const QStringList kCore{QStringLiteral("model_stability"), QStringLiteral("compiler_ownership"), QStringLiteral("amortisation"),
                        QStringLiteral("gpu_reference")};
const QStringList kStayOnGpu{QStringLiteral("architecture_changes"),  QStringLiteral("custom_cuda_kernels"),
                             QStringLiteral("unconfirmed_operators"), QStringLiteral("tensor_debugging_priority"),
                             QStringLiteral("no_neuron_experience"),  QStringLiteral("idea_to_result_pressure")};

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

const DecisionTask *taskFor(const DecisionOutcome &o, const QString &id)
{
    for (const DecisionTask &t : o.tasks) {
        if (t.questionId == id)
            return &t;
    }
    return nullptr;
}

QStringList conflictRows(const DecisionOutcome &o)
{
    QStringList rows;
    for (const DecisionConflict &c : o.conflicts)
        rows.append(c.row);
    return rows;
}

void setAmortisation(Project &p, double plannedGpuHours, double relativeThroughput)
{
    const auto put = [&](const char *key, double v) {
        p.assumptions.amortisation.insert(QLatin1String(key), {v, QStringLiteral("test"), QString()});
    };
    put("porting_hours", 100);
    put("engineer_rate", 100); // preparation: 10,000 + (10 + 10) * 50 = 11,000
    put("compile_hours", 10);
    put("pilot_run_hours", 10);
    put("gpu_price_per_hour", 100);
    put("trainium_price_per_hour", 50);
    put("relative_throughput", relativeThroughput);
    put("planned_gpu_hours", plannedGpuHours);
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
            QVERIFY2(!q.title.en.isEmpty() && !q.title.de.isEmpty() && !q.findOut.en.isEmpty() && !q.findOut.de.isEmpty(),
                     qPrintable(q.id));
        }
        QCOMPARE(r.outcomes.size(), 3);
    }

    void mostlyYesIsAPilot()
    {
        const DecisionOutcome o = run(favourable());
        QCOMPARE(o.outcome, QStringLiteral("trainium2_pilot"));
        QCOMPARE(o.title, QStringLiteral("Trainium2 pilot (standard LoRA first)"));
        // The method row decides the title, so it is a deciding row too.
        QCOMPARE(o.decidingRows, kCore + QStringList{QStringLiteral("standard_lora_first")});
        QVERIFY(!o.provisional);
        QVERIFY(!o.undecided);
        QVERIFY(o.tasks.isEmpty());
        QVERIFY(o.advice.isEmpty());
        QVERIFY(o.conflicts.isEmpty());
    }

    // A core question answered no never leaves a plain pilot: the three prerequisites block it,
    // and an unstable model makes it a test path with GPU fallback.
    void aCoreNoIsNeverAPilot_data()
    {
        QTest::addColumn<QString>("row");
        QTest::addColumn<QString>("outcome");
        QTest::addColumn<QString>("title");
        QTest::addColumn<bool>("doFirst");
        QTest::newRow("amortisation") << QStringLiteral("amortisation") << QStringLiteral("stay_on_gpu") << QStringLiteral("Stay on GPU")
                                      << true;
        QTest::newRow("ownership") << QStringLiteral("compiler_ownership") << QStringLiteral("stay_on_gpu") << QStringLiteral("Stay on GPU")
                                   << true;
        QTest::newRow("reference") << QStringLiteral("gpu_reference") << QStringLiteral("dual_operation")
                                   << QStringLiteral("Dual operation: GPU reference first, then a Trainium2 test path with GPU fallback")
                                   << true;
        QTest::newRow("stability") << QStringLiteral("model_stability") << QStringLiteral("dual_operation")
                                   << QStringLiteral("Dual operation: Trainium2 test path with GPU fallback") << false;
    }

    void aCoreNoIsNeverAPilot()
    {
        QFETCH(QString, row);
        QFETCH(QString, outcome);
        QFETCH(QString, title);
        QFETCH(bool, doFirst);
        Project p = favourable();
        set(p, row, Answer::No);
        const DecisionOutcome o = run(p);
        QCOMPARE(o.outcome, outcome);
        QCOMPARE(o.title, title);
        QCOMPARE(o.decidingRows, QStringList{row});
        QVERIFY(!o.provisional);
        const DecisionTask *t = taskFor(o, row);
        QCOMPARE(t != nullptr, doFirst);
        if (t) {
            // A "no" on a prerequisite gets its do-first task, and doing it would change the outcome.
            QVERIFY(t->doFirst);
            QCOMPARE(t->answer, Answer::No);
            QVERIFY(t->decisive);
            QCOMPARE(t->text, DecisionRules::builtIn().question(row)->doFirst.en);
            QCOMPARE(o.tasks.constFirst().questionId, row);
        }
    }

    void aPrerequisiteNoIsNamedWhateverDecides()
    {
        Project p = favourable();
        set(p, QStringLiteral("custom_cuda_kernels"), Answer::Yes);
        set(p, QStringLiteral("amortisation"), Answer::No);
        set(p, QStringLiteral("gpu_reference"), Answer::Unknown);
        const DecisionOutcome o = run(p);
        QCOMPARE(o.outcome, QStringLiteral("stay_on_gpu"));
        QCOMPARE(o.decidingRows, QStringList{QStringLiteral("custom_cuda_kernels")});
        QVERIFY2(o.because.contains(QLatin1String("Not in place yet for a Trainium2 pilot: amortisation (no), GPU reference (unknown)")),
                 qPrintable(o.because));
        QCOMPARE(o.tasks.size(), 2);
        QVERIFY(o.tasks.at(0).doFirst && o.tasks.at(1).doFirst);
        QVERIFY(!o.tasks.at(0).decisive && !o.tasks.at(1).decisive); // the CUDA kernels keep it on GPU anyway
        QVERIFY(!o.provisional);
    }

    void ownershipUnknownIsNoPilot()
    {
        Project p = favourable();
        set(p, QStringLiteral("compiler_ownership"), Answer::Unknown);
        const DecisionOutcome o = run(p);
        QVERIFY(o.outcome != QLatin1String("trainium2_pilot"));
        QCOMPARE(o.outcome, QStringLiteral("dual_operation"));
        QVERIFY(o.provisional);
        QVERIFY(o.undecided);
        QCOMPARE(o.decidingRows, QStringList{QStringLiteral("compiler_ownership")});
        const DecisionTask *t = taskFor(o, QStringLiteral("compiler_ownership"));
        QVERIFY(t && t->doFirst && t->decisive);
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
        // The fallback names the rows that left it undecided.
        QVERIFY(o.undecided);
        QCOMPARE(o.decidingRows, QStringList({QStringLiteral("model_stability"), QStringLiteral("compiler_ownership")}));
        QVERIFY(o.because.contains(QLatin1String("model stability, compiler and runtime ownership")));
        QVERIFY(o.provisional);
        QVERIFY(taskFor(o, QStringLiteral("model_stability"))->decisive);
        QVERIFY(taskFor(o, QStringLiteral("compiler_ownership"))->decisive);
    }

    // Neither unknown alone turns the outcome (with the other one unknown the fallback stays),
    // but together they decide: both are marked.
    void unknownsThatOnlyDecideTogetherAreBothMarked()
    {
        Project p = favourable();
        set(p, QStringLiteral("model_stability"), Answer::Unknown);
        set(p, QStringLiteral("amortisation"), Answer::Unknown);
        set(p, QStringLiteral("fixed_deadlines"), Answer::Unknown);
        const DecisionOutcome o = run(p);
        QCOMPARE(o.outcome, QStringLiteral("dual_operation"));
        QVERIFY(o.provisional);
        QVERIFY(o.exact);
        for (const char *id : {"model_stability", "amortisation", "fixed_deadlines"})
            QVERIFY2(taskFor(o, QLatin1String(id))->decisive, id);
    }

    // Black-box check of "provisional" and "could change the outcome" against the outcomes of
    // fully answered projects: random answer sets, every completion decided on its own.
    void openAnswersAgreeWithEveryCompletion()
    {
        const DecisionRules &rules = DecisionRules::builtIn();
        QStringList ids;
        for (const DecisionQuestion &q : rules.questions)
            ids.append(q.id);
        const auto contradicts = [&](const Project &p, const QSet<QString> &open) {
            for (const DecisionContradiction &c : rules.contradictions) {
                if ((open.contains(c.first) || open.contains(c.second)) && p.answer(c.first)->answer == c.firstAnswer
                    && p.answer(c.second)->answer == c.secondAnswer)
                    return true;
            }
            return false;
        };
        QRandomGenerator random(20261130);
        for (int sample = 0; sample < 3000; ++sample) {
            Project p;
            p.title = QStringLiteral("t");
            QStringList open;
            for (const QString &id : ids) {
                const quint32 r = random.bounded(open.size() < 6 ? 3 : 2);
                const Answer a = r == 0 ? Answer::Yes : r == 1 ? Answer::No : Answer::Unknown;
                p.decision.append({id, a, {}, {}});
                if (a == Answer::Unknown)
                    open.append(id);
            }
            const DecisionOutcome o = run(p);
            const QSet<QString> openSet(open.begin(), open.end());
            QHash<int, QString> variant;
            for (int mask = 0; mask < (1 << open.size()); ++mask) {
                Project full = p;
                for (int i = 0; i < open.size(); ++i)
                    full.row(open.at(i)).answer = (mask >> i) & 1 ? Answer::Yes : Answer::No;
                if (contradicts(full, openSet))
                    continue;
                const DecisionOutcome f = run(full);
                QVERIFY(!f.provisional && f.exact);
                variant.insert(mask, f.outcome + QLatin1Char('|') + f.title);
            }
            const QString current = o.outcome + QLatin1Char('|') + o.title;
            bool changes = false;
            for (const QString &v : std::as_const(variant))
                changes = changes || v != current;
            const QString context = QStringLiteral("sample %1: %2").arg(sample).arg(current);
            QVERIFY2(o.provisional == changes, qPrintable(context));
            for (int i = 0; i < open.size(); ++i) {
                bool pivotal = false;
                for (auto it = variant.cbegin(); it != variant.cend(); ++it) {
                    const int other = it.key() ^ (1 << i);
                    pivotal = pivotal || (variant.contains(other) && variant.value(other) != it.value());
                }
                const DecisionTask *t = taskFor(o, open.at(i));
                QVERIFY2(t && t->decisive == pivotal, qPrintable(context + QLatin1Char(' ') + open.at(i)));
            }
            // A decided (not provisional) outcome is the one every completion reaches.
            if (!o.provisional && !variant.isEmpty())
                QCOMPARE(variant.constBegin().value(), current);
        }
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
        QVERIFY(o.tasks.at(2).decisive); // the method decides the pilot's title and its parallelism check
        QVERIFY(o.title.contains(QLatin1String("method open")));
        QVERIFY(!o.tasks.at(0).doFirst && !o.tasks.at(1).doFirst && !o.tasks.at(2).doFirst);
    }

    void fullParameterTrainingIsPartOfTheOutcome()
    {
        Project p = favourable();
        set(p, QStringLiteral("standard_lora_first"), Answer::No);
        DecisionOutcome o = run(p, QStringLiteral("de"));
        QCOMPARE(o.outcome, QStringLiteral("trainium2_pilot"));
        QCOMPARE(o.title, QStringLiteral("Trainium2-Pilot (Vollparametertraining, zuerst Parallelisierungsprüfung)"));
        QVERIFY(o.decidingRows.contains(QStringLiteral("standard_lora_first")));
        QVERIFY(o.advice.isEmpty()); // not a side note any more
        const DecisionTask *t = taskFor(o, QStringLiteral("standard_lora_first"));
        QVERIFY(t && t->doFirst && t->decisive);
        QVERIFY(t->text.contains(QStringLiteral("Parallelisierungsprüfung")));
        QVERIFY2(o.because.contains(QStringLiteral("kein Gerät gewählt")), qPrintable(o.because));

        // With the memory calculator set up, its verdict is part of the reason: Llama 3 8B full
        // fine-tuning needs 128.5 GB of states plus activations, more than one 96 GiB chip.
        p.assumptions.device = QStringLiteral("trainium2");
        p.assumptions.memory.insert(QStringLiteral("lora"), 0);
        p.assumptions.memory.insert(QStringLiteral("devices"), 16);
        o = run(p);
        QVERIFY2(o.because.contains(QStringLiteral("Memory calculator: full fine-tuning needs 16 × AWS Trainium2 (one chip)")),
                 qPrintable(o.because));
        QCOMPARE(o.memory, o.because.mid(o.because.indexOf(QLatin1String("Memory calculator"))));
        QVERIFY(o.conflicts.isEmpty()); // the calculator says full fine-tuning, as the answer does

        // On one chip nothing fits: stay on GPU until a parallelism check shows a fit.
        p.assumptions.memory.insert(QStringLiteral("devices"), 1);
        o = run(p);
        QCOMPARE(o.outcome, QStringLiteral("stay_on_gpu"));
        QCOMPARE(o.title, QStringLiteral("Stay on GPU until a parallelism check shows a fit"));
        QCOMPARE(o.decidingRows, QStringList{QStringLiteral("standard_lora_first")});
        QVERIFY(o.because.contains(QStringLiteral("does not fit on the planned 1 × AWS Trainium2")));
    }

    void factsFeedTheDecision()
    {
        // A listed reference run against "no reference": a conflict; the answer counts.
        Project p = favourable();
        set(p, QStringLiteral("gpu_reference"), Answer::No);
        p.runs.append({QStringLiteral("runs/ref"), RunRole::Reference, QStringLiteral("H100 reference")});
        DecisionOutcome o = run(p);
        QCOMPARE(o.outcome, QStringLiteral("dual_operation"));
        QCOMPARE(conflictRows(o), QStringList{QStringLiteral("gpu_reference")});
        QCOMPARE(o.conflicts.constFirst().sourceKey, QStringLiteral("runs"));
        QCOMPARE(o.conflicts.constFirst().answer, Answer::No);
        QCOMPARE(o.conflicts.constFirst().counted, Answer::No);
        QVERIFY(o.conflicts.constFirst().fact.contains(QLatin1String("H100 reference (runs/ref)")));

        // A negative net over the plan against "amortises": the calculator counts.
        p = favourable();
        setAmortisation(p, 200, 1.0); // saving 50/h, break-even 220 h, plan 200 h: net -1,000
        o = run(p);
        QCOMPARE(o.outcome, QStringLiteral("stay_on_gpu"));
        QCOMPARE(o.decidingRows, QStringList{QStringLiteral("amortisation")});
        QCOMPARE(conflictRows(o), QStringList{QStringLiteral("amortisation")});
        QCOMPARE(o.conflicts.constFirst().counted, Answer::No);
        QVERIFY2(o.conflicts.constFirst().fact.contains(QLatin1String("-1,000")), qPrintable(o.conflicts.constFirst().fact));
        QVERIFY(o.because.contains(QLatin1String("Amortisation is answered yes, but net over the plan -1,000")));
        QVERIFY(taskFor(o, QStringLiteral("amortisation"))->doFirst);
        // The plan above the break-even: the calculator agrees, no conflict.
        setAmortisation(p, 240, 1.0);
        o = run(p);
        QCOMPARE(o.outcome, QStringLiteral("trainium2_pilot"));
        QVERIFY(o.conflicts.isEmpty());
        QCOMPARE(o.facts.size(), 1);
        // No break-even at all settles an unknown answer.
        set(p, QStringLiteral("amortisation"), Answer::Unknown);
        setAmortisation(p, 100000, 0.4);
        o = run(p);
        QCOMPARE(o.outcome, QStringLiteral("stay_on_gpu"));
        QVERIFY(o.conflicts.isEmpty());
        QCOMPARE(o.counted.value(QStringLiteral("amortisation")), Answer::No);
        QVERIFY(!o.provisional);

        // An operator scan that found unconfirmed operators against "no".
        p = favourable();
        p.row(QStringLiteral("unconfirmed_operators")).evidence = QStringList{
            QStringLiteral("ops-scan: model.pt — 12 aten operators, 2 without a confirmed path; list: x, 2026-11-01")};
        o = run(p);
        QCOMPARE(o.outcome, QStringLiteral("stay_on_gpu"));
        QCOMPARE(conflictRows(o), QStringList{QStringLiteral("unconfirmed_operators")});
        QCOMPARE(o.conflicts.constFirst().sourceKey, QStringLiteral("ops_scan"));
        QVERIFY(o.conflicts.constFirst().fact.contains(QLatin1String("found 2 of 12 operators")));
        // The German evidence of a clean scan agrees with "no".
        p.row(QStringLiteral("unconfirmed_operators")).evidence = QStringList{
            QStringLiteral("ops-scan: model.pt — 12 aten-Operatoren, 0 ohne bestätigten Pfad; Liste: x, 2026-11-01")};
        o = run(p);
        QCOMPARE(o.outcome, QStringLiteral("trainium2_pilot"));
        QVERIFY(o.conflicts.isEmpty());

        // The task profile says full fine-tuning while the row says standard LoRA.
        p = favourable();
        p.profile.method = QStringLiteral("full");
        o = run(p);
        QCOMPARE(conflictRows(o), QStringList{QStringLiteral("standard_lora_first")});
        QVERIFY(o.title.contains(QLatin1String("full-parameter")));
    }

    // The whole bill over the cost horizon is a fact of the amortisation row: GPU only cheapest
    // against "amortises" is a conflict and counts no; a Trainium2 path cheapest agrees.
    void theWholeBillOverTheHorizonIsAFact()
    {
        HorizonCost h;
        h.configured = true;
        h.months = 24;
        h.currency = QStringLiteral("EUR");
        for (HorizonPath path : horizonPaths())
            h.paths.at(size_t(path)).total = path == HorizonPath::Gpu ? 300000.0 : path == HorizonPath::Trainium2 ? 318000.0 : 342880.0;
        h.cheapest = HorizonPath::Gpu;
        const Project p = favourable();
        DecisionOutcome o = decide(p, DecisionRules::builtIn(), QStringLiteral("en"), &h);
        QCOMPARE(o.outcome, QStringLiteral("stay_on_gpu"));
        QCOMPARE(conflictRows(o), QStringList{QStringLiteral("amortisation")});
        QCOMPARE(o.conflicts.constFirst().sourceKey, QStringLiteral("cost_horizon"));
        QVERIFY2(o.conflicts.constFirst().fact.startsWith(QStringLiteral("Over 24 months, GPU only is the cheapest path: €300,000 against "
                                                                         "€318,000 for Trainium2 only (6.0 % more)")),
                 qPrintable(o.conflicts.constFirst().fact));
        h.cheapest = HorizonPath::Trainium2;
        h.paths.at(size_t(HorizonPath::Trainium2)).total = 290000.0;
        o = decide(p, DecisionRules::builtIn(), QStringLiteral("de"), &h);
        QCOMPARE(o.outcome, QStringLiteral("trainium2_pilot"));
        QVERIFY(o.conflicts.isEmpty());
        QVERIFY(std::any_of(o.facts.begin(), o.facts.end(), [](const DecisionFact &f) {
            return f.sourceKey == QLatin1String("cost_horizon") && f.value == Answer::Yes
                   && f.text.startsWith(QStringLiteral("Über 24 Monate"));
        }));
        // Without a verdict the horizon says nothing.
        h.cheapest.reset();
        QCOMPARE(decide(p, DecisionRules::builtIn(), QStringLiteral("en"), &h).outcome, QStringLiteral("trainium2_pilot"));
    }

    void contradictoryAnswersAreConflicts()
    {
        Project p = favourable();
        set(p, QStringLiteral("no_neuron_experience"), Answer::Yes); // while ownership is yes
        DecisionOutcome o = run(p);
        QCOMPARE(o.outcome, QStringLiteral("stay_on_gpu"));
        QCOMPARE(conflictRows(o), QStringList{QStringLiteral("compiler_ownership")});
        QCOMPARE(o.conflicts.constFirst().sourceKey, QStringLiteral("row"));
        QCOMPARE(o.counted.value(QStringLiteral("compiler_ownership")), Answer::No);
        QVERIFY(taskFor(o, QStringLiteral("compiler_ownership"))->doFirst);

        p = favourable();
        set(p, QStringLiteral("architecture_changes"), Answer::Yes); // while the structure is "stable"
        o = run(p);
        QCOMPARE(conflictRows(o), QStringList{QStringLiteral("model_stability")});

        // With ownership yes, "no experience and no owner" cannot be yes: it cannot change anything.
        p = favourable();
        set(p, QStringLiteral("no_neuron_experience"), Answer::Unknown);
        o = run(p);
        QCOMPARE(o.outcome, QStringLiteral("trainium2_pilot"));
        QVERIFY(!o.provisional);
        QVERIFY(!taskFor(o, QStringLiteral("no_neuron_experience"))->decisive);
    }

    void editDistanceAgreesWithTheFullTable()
    {
        // The plain table, written here on its own, against the bit-parallel form: random
        // strings over a small alphabet (many matches), lengths 0 to 70 (past the 64-bit word),
        // some with a non-ASCII character (the table fallback).
        const auto table = [](const QString &a, const QString &b) {
            std::vector<std::vector<int>> d(std::size_t(a.size() + 1), std::vector<int>(std::size_t(b.size() + 1)));
            for (int i = 0; i <= a.size(); ++i)
                d[std::size_t(i)][0] = i;
            for (int j = 0; j <= b.size(); ++j)
                d[0][std::size_t(j)] = j;
            for (int i = 1; i <= a.size(); ++i)
                for (int j = 1; j <= b.size(); ++j)
                    d[std::size_t(i)][std::size_t(j)] = std::min(
                        {d[std::size_t(i - 1)][std::size_t(j)] + 1, d[std::size_t(i)][std::size_t(j - 1)] + 1,
                         d[std::size_t(i - 1)][std::size_t(j - 1)] + (a.at(i - 1) == b.at(j - 1) ? 0 : 1)});
            return d[std::size_t(a.size())][std::size_t(b.size())];
        };
        QRandomGenerator random(20261130);
        const QString alphabet = QStringLiteral("abc_d\u00e4");
        const auto word = [&](int length, bool ascii) {
            QString s;
            for (int i = 0; i < length; ++i)
                s += alphabet.at(int(random.bounded(ascii ? 5 : 6)));
            return s;
        };
        for (int k = 0; k < 3000; ++k) {
            const QString a = word(int(random.bounded(71)), true);
            const QString b = word(int(random.bounded(71)), k % 5 != 0);
            QCOMPARE(editDistance(a, b), table(a, b));
            QCOMPARE(editDistance(b, a), table(a, b));
        }
    }

    void unknownRowIdsAreNamedWithTheNearestId()
    {
        QCOMPARE(editDistance(QStringLiteral("gpu_refrence"), QStringLiteral("gpu_reference")), 1);
        QCOMPARE(editDistance(QString(), QStringLiteral("abc")), 3);
        QCOMPARE(editDistance(QStringLiteral("kitten"), QStringLiteral("sitting")), 3);
        const QByteArray yaml = "schema: migration-pilot/project@1\n"
                                "title: t\n"
                                "decision:\n"
                                "  model_stability: {answer: yes}\n"
                                "  gpu_refrence: {answer: yes}\n"
                                "  team_mood: {answer: no}\n";
        const ProjectLoadResult loaded = parseProject(yaml, QStringLiteral("p.yaml"));
        QVERIFY(loaded.project);
        const QList<UnknownQuestionId> unknown = unknownQuestionIds(*loaded.project, DecisionRules::builtIn());
        QCOMPARE(unknown.size(), 2);
        QCOMPARE(unknown.at(0).id, QStringLiteral("gpu_refrence"));
        QCOMPARE(unknown.at(0).nearest, QStringLiteral("gpu_reference"));
        QCOMPARE(unknown.at(0).distance, 1);
        QVERIFY(unknown.at(0).likelyTypo());
        QCOMPARE(unknown.at(1).id, QStringLiteral("team_mood"));
        QVERIFY(!unknown.at(1).likelyTypo());
        const Diagnostics warnings = unknownQuestionIdWarnings(*loaded.project, DecisionRules::builtIn(), QStringLiteral("p.yaml"));
        QCOMPARE(warnings.size(), 2);
        QCOMPARE(warnings.at(0).severity, Diagnostic::Severity::Warning);
        QCOMPARE(warnings.at(0).toString(), QStringLiteral("p.yaml:5:3: warning: decision.gpu_refrence: no question 'gpu_refrence' in the "
                                                           "decision rules; did you mean 'gpu_reference'?"));
        QVERIFY(warnings.at(1).toString().startsWith(QLatin1String("p.yaml:6:3: warning: decision.team_mood: no question 'team_mood'")));
        // The decision lists them, and the row meant counts as unanswered.
        const DecisionOutcome o = run(*loaded.project);
        QCOMPARE(o.unknownRows.size(), 2);
        QVERIFY(taskFor(o, QStringLiteral("gpu_reference")));
        const QJsonObject json = decisionToJson(o, *loaded.project, DecisionRules::builtIn(), QStringLiteral("en"));
        QCOMPARE(json.value(QStringLiteral("unknown_rows")).toArray().size(), 2);
        QVERIFY(json.value(QStringLiteral("conflicts")).isArray());
    }

    // First-match on the known answers may land on the fallback while every combination of the
    // open answers agrees on another outcome (a team's rules can be written so): that one is decided.
    void anOutcomeEveryCompletionAgreesOnIsDecided()
    {
        const QByteArray yaml = "schema: migration-pilot/decision-rules@1\n"
                                "questions:\n"
                                "  - {id: a, group: core, title: {en: A, de: A}, find_out: {en: x, de: x}}\n"
                                "outcomes:\n"
                                "  go: {en: Go, de: Los}\n"
                                "  wait: {en: Wait, de: Warten}\n"
                                "rules:\n"
                                "  - {outcome: go, when: {any_yes: [a]}, because: {en: x, de: x}}\n"
                                "  - {outcome: go, when: {any_no: [a]}, because: {en: x, de: x}}\n"
                                "  - {outcome: wait, when: {always: true}, because: {en: x, de: x}}\n";
        Diagnostics diagnostics;
        const auto rules = DecisionRules::parse(yaml, QStringLiteral("r.yaml"), &diagnostics);
        QVERIFY(rules);
        Project p;
        const DecisionOutcome o = decide(p, *rules, QStringLiteral("en"));
        QCOMPARE(o.outcome, QStringLiteral("go"));
        QVERIFY(!o.provisional);
        QVERIFY(!o.tasks.constFirst().decisive);
    }

    // Beyond the enumeration bound "could change" is over-approximated and said to be so.
    void manyOpenAnswersAreApproximated()
    {
        QByteArray yaml = "schema: migration-pilot/decision-rules@1\nquestions:\n";
        QByteArray ids;
        for (int i = 0; i < kMaxEnumeratedOpenAnswers + 2; ++i) {
            yaml += QStringLiteral("  - {id: q%1, group: stay_on_gpu, title: {en: Q, de: Q}, find_out: {en: x, de: x}}\n").arg(i).toUtf8();
            ids += (i ? ", q" : "q") + QByteArray::number(i);
        }
        yaml += "outcomes:\n  gpu: {en: GPU, de: GPU}\n  pilot: {en: Pilot, de: Pilot}\nrules:\n"
                "  - {outcome: gpu, when: {any_yes: ["
                + ids
                + "]}, because: {en: x, de: x}}\n"
                  "  - {outcome: pilot, when: {always: true}, because: {en: x, de: x}}\n";
        Diagnostics diagnostics;
        const auto rules = DecisionRules::parse(yaml, QStringLiteral("r.yaml"), &diagnostics);
        QVERIFY2(rules, diagnostics.isEmpty() ? "" : qPrintable(diagnostics.constFirst().toString()));
        const DecisionOutcome o = decide(Project(), *rules, QStringLiteral("en"));
        QCOMPARE(o.outcome, QStringLiteral("pilot"));
        QVERIFY(!o.exact);
        QVERIFY(o.provisional);
        QCOMPARE(o.tasks.size(), kMaxEnumeratedOpenAnswers + 2);
        for (const DecisionTask &t : o.tasks)
            QVERIFY(t.decisive);
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
        QTest::newRow("unknown question") << head
                                                 + "rules:\n  - outcome: go\n    when: {any_yes: [b]}\n    because: {en: x, de: x}\n"
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
        QTest::newRow("impossible count") << head
                                                 + "rules:\n  - outcome: go\n    when: {at_least_yes: {count: 3, of: [a]}}\n"
                                                   "    because: {en: x, de: x}\n"
                                                   "  - {outcome: go, when: {always: true}, because: {en: x, de: x}}\n"
                                          << "8:34: rules[0].when.at_least_yes.count: 3 of 1 questions can never hold";
        QTest::newRow("schema") << QByteArray("schema: something@2\n") << "1:9: schema: expected 'migration-pilot/decision-rules@1'";
        const QByteArray fallback = "  - {outcome: go, when: {always: true}, because: {en: x, de: x}}\n";
        QTest::newRow("unknown fact")
            << head + "rules:\n  - {outcome: go, when: {fact: sunny}, because: {en: x, de: x}}\n" + fallback
            << "7:32: rules[0].when.fact: unknown fact 'sunny' (known: memory_does_not_fit, memory_needs_parallelism)";
        QTest::newRow("bad part")
            << head + "rules:\n  - {outcome: go, when: {all_of: [{any_yes: [a]}, {some: [a]}]}, because: {en: x, de: x}}\n" + fallback
            << "7:52: rules[0].when.all_of[1]: unknown condition 'some'";
        QTest::newRow("prerequisite without task")
            << QByteArray(head).replace("group: core,", "group: core, prerequisite: true,") + "rules:\n" + fallback
            << "3:5: questions[0]: a prerequisite needs a do_first task";
        QTest::newRow("contradiction answer") << head + "rules:\n" + fallback
                                                     + "contradictions:\n  - {when: {a: unknown, b: yes}, text: {en: x, de: x}}\n"
                                              << "9:16: contradictions[0].when.a: expected yes or no, found 'unknown'";
        QTest::newRow("contradiction question")
            << head + "rules:\n" + fallback + "contradictions:\n  - {when: {a: yes, b: yes}, text: {en: x, de: x}}\n"
            << "9:21: contradictions[0].when: unknown question 'b'";
        QTest::newRow("contradiction of one") << head + "rules:\n" + fallback
                                                     + "contradictions:\n  - {when: {a: yes}, text: {en: x, de: x}}\n"
                                              << "9:12: contradictions[0].when: expected two questions";
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
