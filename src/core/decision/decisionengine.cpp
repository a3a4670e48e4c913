#include "core/decision/decisionengine.h"

#include "core/calculators/devicetable.h"
#include "core/support/bilingualwords.h"

#include <QHash>
#include <QJsonArray>
#include <QSet>
#include <QVector>

#include <algorithm>

namespace pilot {

namespace {

// The engine's own words in both languages (the decision is written for readers of the chosen
// language, whatever language the program runs in), as in decisionfacts.cpp.
constexpr char kContext[] = "pilot::DecisionEngine";

const BilingualWord kWords[] = {
    {"yes", QT_TRANSLATE_NOOP("pilot::DecisionEngine", "yes")},
    {"no", QT_TRANSLATE_NOOP("pilot::DecisionEngine", "no")},
    {"unknown", QT_TRANSLATE_NOOP("pilot::DecisionEngine", "unknown")},
    {"counts", QT_TRANSLATE_NOOP("pilot::DecisionEngine", "%1 is answered %2, but %3 (%4); the decision counts %5.")},
    {"notinplace", QT_TRANSLATE_NOOP("pilot::DecisionEngine", "Not in place yet for a Trainium2 pilot: %1 (see the do-first tasks).")},
    {"undecided", QT_TRANSLATE_NOOP("pilot::DecisionEngine", "The open answers that decide between the outcomes: %1.")},
    {"nomemory", QT_TRANSLATE_NOOP("pilot::DecisionEngine",
                                   "The memory calculator has no device chosen, so the parallelism check has no estimate yet.")},
    {"otherrow", QT_TRANSLATE_NOOP("pilot::DecisionEngine", "%1 is answered %2: %3")},
    {"matrix", QT_TRANSLATE_NOOP("pilot::DecisionEngine", "decision matrix")},
};

QString word(const char *key, const QString &language)
{
    return bilingualWord(kContext, kWords, key, language);
}

QString answerWord(Answer a, const QString &language)
{
    return word(a == Answer::Yes ? "yes" : a == Answer::No ? "no" : "unknown", language);
}

// Labels are written for the middle of a sentence ("model stability"); at its start, capitalised.
QString sentence(QString text)
{
    if (!text.isEmpty())
        text[0] = text.at(0).toUpper();
    return text;
}

Answer opposite(Answer a)
{
    return a == Answer::Yes ? Answer::No : a == Answer::No ? Answer::Yes : Answer::Unknown;
}

// Memory facts belong to the method row: they are what the parallelism check is about.
const char kMethodGroup[] = "method";

enum class Tri { False, True, Open };

using Values = QVector<Answer>; // by question index

// A condition with its question ids resolved to indices, so that trying every combination of
// the open answers costs array look-ups only.
struct Compiled
{
    RuleCondition::Kind kind = RuleCondition::Kind::Always;
    QVector<int> rows;
    int count = 0;
    QVector<Compiled> parts;
    bool fact = false;
    int factRow = -1;
};

class Engine
{
public:
    Engine(const DecisionRules &rules, const QStringList &holding)
        : m_rules(rules)
    {
        for (int i = 0; i < rules.questions.size(); ++i) {
            m_index.insert(rules.questions.at(i).id, i);
            if (rules.questions.at(i).group == QLatin1String(kMethodGroup) && m_methodRow < 0)
                m_methodRow = i;
        }
        QHash<QString, int> variants;
        for (const DecisionRule &rule : rules.rules) {
            m_conditions.append(compile(rule.when, holding));
            const QString key = rule.outcome + QChar(0x1f) + rules.titleOf(rule, QStringLiteral("en"));
            m_variant.append(int(variants.size()));
            if (variants.contains(key))
                m_variant.last() = variants.value(key);
            else
                variants.insert(key, m_variant.last());
        }
        for (const DecisionAdvice &a : rules.advice)
            m_advice.append(compile(a.when, holding));
        for (const DecisionContradiction &c : rules.contradictions) {
            if (m_index.contains(c.first) && m_index.contains(c.second))
                m_contradictions.append({m_index.value(c.first), c.firstAnswer, m_index.value(c.second), c.secondAnswer});
        }
        QSet<int> used;
        for (const Compiled &c : m_conditions)
            collectRows(c, &used);
        m_used = used;
    }

    int index(const QString &id) const { return m_index.value(id, -1); }
    int ruleCount() const { return int(m_conditions.size()); }
    int variant(int rule) const { return m_variant.at(rule); }
    bool uses(int row) const { return m_used.contains(row); }
    bool usesFact(int rule) const { return hasFact(m_conditions.at(rule)); }

    Tri eval(int rule, const Values &v) const { return eval(m_conditions.at(rule), v); }
    Tri evalAdvice(int advice, const Values &v) const { return eval(m_advice.at(advice), v); }

    int firstMatch(const Values &v) const
    {
        for (int r = 0; r < m_conditions.size(); ++r) {
            if (eval(m_conditions.at(r), v) == Tri::True)
                return r;
        }
        return int(m_conditions.size()) - 1; // validated rules end with 'always'
    }

    /// The rows that make the rule hold, in question order.
    QStringList support(int rule, const Values &v) const
    {
        QSet<int> rows;
        support(m_conditions.at(rule), v, &rows);
        QList<int> sorted(rows.begin(), rows.end());
        std::sort(sorted.begin(), sorted.end());
        QStringList ids;
        for (const int i : sorted)
            ids.append(m_rules.questions.at(i).id);
        return ids;
    }

    /// The open rows a rule looks at (for the over-approximation beyond the enumeration bound).
    QSet<int> rowsOf(int rule) const
    {
        QSet<int> rows;
        collectRows(m_conditions.at(rule), &rows);
        return rows;
    }

    // A combination is inconsistent when it gives both answers of a contradiction and one of
    // them is open (answers the project gives are reported, not second-guessed).
    bool consistent(const Values &v, const QVector<bool> &isOpen) const
    {
        for (const Pair &p : m_contradictions) {
            if ((isOpen.at(p.a) || isOpen.at(p.b)) && v.at(p.a) == p.va && v.at(p.b) == p.vb)
                return false;
        }
        return true;
    }

private:
    struct Pair
    {
        int a;
        Answer va;
        int b;
        Answer vb;
    };

    Compiled compile(const RuleCondition &c, const QStringList &holding) const
    {
        Compiled out;
        out.kind = c.kind;
        out.count = c.count;
        for (const QString &id : c.questions)
            out.rows.append(m_index.value(id));
        for (const RuleCondition &part : c.parts)
            out.parts.append(compile(part, holding));
        out.fact = holding.contains(c.fact);
        out.factRow = c.kind == RuleCondition::Kind::Fact ? m_methodRow : -1;
        return out;
    }

    static void collectRows(const Compiled &c, QSet<int> *rows)
    {
        for (const int r : c.rows)
            rows->insert(r);
        for (const Compiled &part : c.parts)
            collectRows(part, rows);
    }

    static bool hasFact(const Compiled &c)
    {
        return c.kind == RuleCondition::Kind::Fact || std::any_of(c.parts.begin(), c.parts.end(), hasFact);
    }

    static Tri eval(const Compiled &c, const Values &v)
    {
        int yes = 0, no = 0, open = 0;
        for (const int r : c.rows) {
            const Answer a = v.at(r);
            yes += a == Answer::Yes;
            no += a == Answer::No;
            open += a == Answer::Unknown;
        }
        switch (c.kind) {
        case RuleCondition::Kind::Always:
            return Tri::True;
        case RuleCondition::Kind::Fact:
            return c.fact ? Tri::True : Tri::False;
        case RuleCondition::Kind::AnyYes:
            return yes > 0 ? Tri::True : open > 0 ? Tri::Open : Tri::False;
        case RuleCondition::Kind::AnyNo:
            return no > 0 ? Tri::True : open > 0 ? Tri::Open : Tri::False;
        case RuleCondition::Kind::AtLeastYes:
        case RuleCondition::Kind::AllYes:
            return yes >= c.count ? Tri::True : yes + open < c.count ? Tri::False : Tri::Open;
        case RuleCondition::Kind::AtLeastNo:
            return no >= c.count ? Tri::True : no + open < c.count ? Tri::False : Tri::Open;
        case RuleCondition::Kind::AllOf:
            break;
        }
        Tri all = Tri::True;
        for (const Compiled &part : c.parts) {
            const Tri t = eval(part, v);
            if (t == Tri::False)
                return Tri::False;
            if (t == Tri::Open)
                all = Tri::Open;
        }
        return all;
    }

    static void support(const Compiled &c, const Values &v, QSet<int> *rows)
    {
        const Answer wanted = c.kind == RuleCondition::Kind::AnyNo || c.kind == RuleCondition::Kind::AtLeastNo ? Answer::No : Answer::Yes;
        for (const int r : c.rows) {
            if (v.at(r) == wanted)
                rows->insert(r);
        }
        if (c.kind == RuleCondition::Kind::Fact && c.fact && c.factRow >= 0)
            rows->insert(c.factRow);
        for (const Compiled &part : c.parts)
            support(part, v, rows);
    }

    const DecisionRules &m_rules;
    QHash<QString, int> m_index;
    QVector<Compiled> m_conditions;
    QVector<Compiled> m_advice;
    QVector<int> m_variant; // rules with the same outcome and title are the same outcome
    QVector<Pair> m_contradictions;
    QSet<int> m_used;
    int m_methodRow = -1;
};

// What trying the open answers shows.
struct Spread
{
    bool changes = false;   ///< some combination leads to another outcome
    QVector<bool> pivotal;  ///< per open row: flipping it alone changes the outcome somewhere
    int unanimousRule = -1; ///< every combination agrees on an outcome other than the current one: its rule
    bool exact = true;
};

Spread enumerate(const Engine &e, const Values &base, const QVector<int> &open, int currentRule)
{
    Spread s;
    s.pivotal.fill(false, open.size());
    const int current = e.variant(currentRule);
    if (open.size() > kMaxEnumeratedOpenAnswers) {
        // Too many to try: every rule up to the deciding one whose condition is still open and
        // whose outcome differs might take over; its open rows might change the outcome.
        s.exact = false;
        for (int r = 0; r <= currentRule; ++r) {
            if (e.eval(r, base) != Tri::Open || e.variant(r) == current)
                continue;
            s.changes = true;
            const QSet<int> rows = e.rowsOf(r);
            for (int i = 0; i < open.size(); ++i)
                s.pivotal[i] = s.pivotal.at(i) || rows.contains(open.at(i));
        }
        return s;
    }
    QVector<bool> isOpen(base.size(), false);
    for (const int i : open)
        isOpen[i] = true;
    const qsizetype combinations = qsizetype(1) << open.size();
    QVector<int> variantAt(combinations, -1), ruleAt(combinations, -1);
    const auto run = [&](bool respectContradictions) {
        bool any = false;
        Values v = base;
        for (qsizetype mask = 0; mask < combinations; ++mask) {
            for (int i = 0; i < open.size(); ++i)
                v[open.at(i)] = (mask >> i) & 1 ? Answer::Yes : Answer::No;
            if (respectContradictions && !e.consistent(v, isOpen)) {
                variantAt[mask] = -1;
                continue;
            }
            ruleAt[mask] = e.firstMatch(v);
            variantAt[mask] = e.variant(ruleAt.at(mask));
            any = true;
        }
        return any;
    };
    if (!run(true))
        run(false);     // the contradictions exclude everything: judge without them rather than not at all
    int unanimous = -2; // -2: none seen yet, -1: disagreement
    for (qsizetype mask = 0; mask < combinations; ++mask) {
        const int v = variantAt.at(mask);
        if (v < 0)
            continue;
        s.changes = s.changes || v != current;
        unanimous = unanimous == -2 ? v : unanimous == v ? v : -1;
        for (int i = 0; i < open.size(); ++i) {
            const qsizetype bit = qsizetype(1) << i;
            if (!(mask & bit) && variantAt.at(mask | bit) >= 0 && variantAt.at(mask | bit) != v)
                s.pivotal[i] = true;
        }
    }
    if (unanimous >= 0 && unanimous != current) {
        // First-match on the known answers lands on a rule no combination reaches (a team's rules
        // may be written so): the outcome every combination agrees on is the decided one.
        for (qsizetype mask = 0; mask < combinations; ++mask) {
            if (variantAt.at(mask) == unanimous) {
                s.unanimousRule = ruleAt.at(mask);
                break;
            }
        }
        s.changes = false;
    }
    return s;
}

// Facts against answers: the less favourable for Trainium2 counts. Adds the facts and the
// conflicts to `out` and, where a fact counts instead of the answer, a sentence to `overruled`.
Values countFacts(const DecisionRules &rules, const QList<DecisionFact> &facts, const Values &given, const QString &language,
                  DecisionOutcome &out, QStringList &overruled)
{
    Values counted = given;
    for (int i = 0; i < int(rules.questions.size()); ++i) {
        const DecisionQuestion &q = rules.questions.at(i);
        const Answer favourable = q.yesFavoursTrainium() ? Answer::Yes : Answer::No;
        const Answer unfavourable = opposite(favourable);
        QList<DecisionFact> rowFacts;
        for (const DecisionFact &f : facts) {
            if (f.row == q.id)
                rowFacts.append(f);
        }
        out.facts += rowFacts;
        const bool against = std::any_of(rowFacts.begin(), rowFacts.end(), [&](const DecisionFact &f) { return f.value == unfavourable; });
        if (against)
            counted[i] = unfavourable;
        for (const DecisionFact &f : rowFacts) {
            if (given.at(i) != Answer::Unknown && f.value != given.at(i)) {
                out.conflicts.append({q.id, given.at(i), f.text, f.source, f.sourceKey, counted.at(i)});
                if (counted.at(i) != given.at(i))
                    overruled.append(sentence(word("counts", language)
                                                  .arg(q.label.in(language), answerWord(given.at(i), language), f.text, f.source,
                                                       answerWord(counted.at(i), language))));
            }
        }
    }
    return counted;
}

// Answers against answers: of two answers that cannot both be true, one that speaks for
// Trainium2 gives way (the other answer is data too).
void countContradictions(const DecisionRules &rules, const Engine &e, const Values &given, const QString &language, Values &counted,
                         DecisionOutcome &out, QStringList &overruled)
{
    for (const DecisionContradiction &c : rules.contradictions) {
        const int a = e.index(c.first), b = e.index(c.second);
        if (a < 0 || b < 0 || given.at(a) != c.firstAnswer || given.at(b) != c.secondAnswer)
            continue;
        const DecisionQuestion &first = rules.questions.at(a);
        const DecisionQuestion &other = rules.questions.at(b);
        for (const int row : {a, b}) {
            if (given.at(row) == (rules.questions.at(row).yesFavoursTrainium() ? Answer::Yes : Answer::No))
                counted[row] = opposite(given.at(row));
        }
        const QString fact =
            word("otherrow", language).arg(other.label.in(language), answerWord(given.at(b), language), c.text.in(language));
        out.conflicts.append({c.first, given.at(a), fact, word("matrix", language), QStringLiteral("row"), counted.at(a)});
        if (counted.at(a) != given.at(a))
            overruled.append(sentence(word("counts", language)
                                          .arg(first.label.in(language), answerWord(given.at(a), language), fact, word("matrix", language),
                                               answerWord(counted.at(a), language))));
    }
}

// Tasks: what to do first, what to find out.
QList<DecisionTask> tasksOf(const DecisionRules &rules, const Engine &e, const Values &counted, const QVector<int> &open, int rule,
                            const QHash<int, bool> &pivotal, const QString &language)
{
    QList<DecisionTask> doFirst, findOut;
    for (int i = 0; i < int(rules.questions.size()); ++i) {
        const DecisionQuestion &q = rules.questions.at(i);
        if (counted.at(i) == Answer::Unknown) {
            DecisionTask t{q.id, q.findOut.in(language), pivotal.value(i), q.prerequisite, Answer::Unknown};
            (t.doFirst ? doFirst : findOut).append(t);
        } else if (counted.at(i) == Answer::No && !q.doFirst.isEmpty()) {
            // Doing it turns the row into a yes: would that change the outcome somewhere?
            QVector<int> withRow = open;
            withRow.append(i);
            Values v = counted;
            v[i] = Answer::Unknown;
            const Spread s = enumerate(e, v, withRow, rule);
            doFirst.append({q.id, q.doFirst.in(language), s.pivotal.constLast(), true, Answer::No});
        }
    }
    return doFirst + findOut;
}

// The reasons after the deciding rule's own: prerequisites not in place that the rule does not
// name already, and the parallelism check where the method row or a fact took part.
QStringList furtherReasons(const DecisionRules &rules, const Engine &e, const Values &counted, int rule, const DecisionOutcome &out,
                           const ProjectFacts &facts, const QString &language)
{
    QStringList because;
    const int n = int(rules.questions.size());
    QStringList missing;
    for (int i = 0; i < n; ++i) {
        const DecisionQuestion &q = rules.questions.at(i);
        if (q.prerequisite && counted.at(i) != Answer::Yes && !out.decidingRows.contains(q.id))
            missing.append(QStringLiteral("%1 (%2)").arg(q.label.in(language), answerWord(counted.at(i), language)));
    }
    if (!missing.isEmpty())
        because.append(word("notinplace", language).arg(missing.join(QStringLiteral(", "))));
    const bool methodDecides = std::any_of(out.decidingRows.begin(), out.decidingRows.end(), [&](const QString &id) {
        const DecisionQuestion *q = rules.question(id);
        return q && q->group == QLatin1String(kMethodGroup);
    });
    if (methodDecides || e.usesFact(rule)) {
        const int method = std::find_if(rules.questions.begin(), rules.questions.end(),
                                        [](const DecisionQuestion &q) { return q.group == QLatin1String(kMethodGroup); })
                           - rules.questions.begin();
        if (!facts.memory.isEmpty())
            because.append(facts.memory);
        else if (method < n && counted.at(method) == Answer::No)
            because.append(word("nomemory", language));
    }
    return because;
}

} // namespace

DecisionOutcome decide(const Project &project, const DecisionRules &rules, const QString &language, const HorizonCost *horizon)
{
    DecisionOutcome out;
    const ProjectFacts facts = projectFacts(project, DeviceTable::builtIn(), language, horizon);
    const Engine e(rules, facts.holding);
    const int n = int(rules.questions.size());
    if (e.ruleCount() == 0)
        return out; // cannot happen for validated rules: the last one is 'always'

    Values given(n, Answer::Unknown);
    for (int i = 0; i < n; ++i) {
        if (const DecisionAnswer *a = project.answer(rules.questions.at(i).id))
            given[i] = a->answer;
    }
    out.memory = facts.memory;
    out.unknownRows = unknownQuestionIds(project, rules);
    QStringList overruled; // sentences for the rows where a fact or another answer counts instead
    Values counted = countFacts(rules, facts.rows, given, language, out, overruled);
    countContradictions(rules, e, given, language, counted, out, overruled);
    for (int i = 0; i < n; ++i)
        out.counted.insert(rules.questions.at(i).id, counted.at(i));

    // The outcome on the known answers, then every combination of the open ones.
    int rule = e.firstMatch(counted);
    QVector<int> open;
    for (int i = 0; i < n; ++i) {
        if (counted.at(i) == Answer::Unknown && e.uses(i))
            open.append(i);
    }
    const Spread spread = enumerate(e, counted, open, rule);
    if (spread.unanimousRule >= 0)
        rule = spread.unanimousRule;
    out.exact = spread.exact;
    out.provisional = spread.changes;
    QHash<int, bool> pivotal;
    for (int k = 0; k < open.size(); ++k)
        pivotal.insert(open.at(k), spread.pivotal.at(k));

    const DecisionRule &decided = rules.rules.at(rule);
    out.outcome = decided.outcome;
    out.title = rules.titleOf(decided, language);
    out.decidingRows = e.support(rule, counted);
    QStringList because{decided.because.in(language)};
    if (decided.when.kind == RuleCondition::Kind::Always) {
        QStringList labels;
        for (int i = 0; i < n; ++i) {
            if (pivotal.value(i)) {
                out.decidingRows.append(rules.questions.at(i).id);
                labels.append(rules.questions.at(i).label.in(language));
            }
        }
        out.undecided = !labels.isEmpty();
        if (out.undecided)
            because.append(word("undecided", language).arg(labels.join(QStringLiteral(", "))));
    }
    out.tasks = tasksOf(rules, e, counted, open, rule, pivotal, language);
    because += furtherReasons(rules, e, counted, rule, out, facts, language);
    because += overruled;
    out.because = because.join(QLatin1Char(' '));

    for (int k = 0; k < rules.advice.size(); ++k) {
        if (e.evalAdvice(k, counted) == Tri::True)
            out.advice.append(rules.advice.at(k).text.in(language));
    }
    return out;
}

QJsonObject decisionToJson(const DecisionOutcome &o, const Project &project, const DecisionRules &rules, const QString &language)
{
    QJsonArray rows;
    for (const DecisionQuestion &q : rules.questions) {
        const DecisionAnswer *a = project.answer(q.id);
        rows.append(QJsonObject{{QStringLiteral("id"), q.id},
                                {QStringLiteral("group"), q.group},
                                {QStringLiteral("question"), q.title.in(language)},
                                {QStringLiteral("answer"), answerKey(a ? a->answer : Answer::Unknown)},
                                {QStringLiteral("counted_as"), answerKey(o.counted.value(q.id, Answer::Unknown))},
                                {QStringLiteral("reason"), a ? a->reason : QString()},
                                {QStringLiteral("evidence"), QJsonArray::fromStringList(a ? a->evidence : QStringList())},
                                {QStringLiteral("decided"), o.decidingRows.contains(q.id)}});
    }
    QJsonArray tasks;
    for (const DecisionTask &t : o.tasks)
        tasks.append(QJsonObject{{QStringLiteral("question"), t.questionId},
                                 {QStringLiteral("task"), t.text},
                                 {QStringLiteral("could_change_outcome"), t.decisive},
                                 {QStringLiteral("do_first"), t.doFirst},
                                 {QStringLiteral("answer"), answerKey(t.answer)}});
    QJsonArray conflicts;
    for (const DecisionConflict &c : o.conflicts)
        conflicts.append(QJsonObject{{QStringLiteral("row"), c.row},
                                     {QStringLiteral("answer"), answerKey(c.answer)},
                                     {QStringLiteral("fact"), c.fact},
                                     {QStringLiteral("source"), c.source},
                                     {QStringLiteral("source_key"), c.sourceKey},
                                     {QStringLiteral("counted_as"), answerKey(c.counted)}});
    QJsonArray facts;
    for (const DecisionFact &f : o.facts)
        facts.append(QJsonObject{{QStringLiteral("row"), f.row},
                                 {QStringLiteral("value"), answerKey(f.value)},
                                 {QStringLiteral("fact"), f.text},
                                 {QStringLiteral("source"), f.source},
                                 {QStringLiteral("source_key"), f.sourceKey}});
    QJsonArray unknownRows;
    for (const UnknownQuestionId &u : o.unknownRows)
        unknownRows.append(QJsonObject{{QStringLiteral("id"), u.id},
                                       {QStringLiteral("nearest"), u.nearest},
                                       {QStringLiteral("distance"), u.distance},
                                       {QStringLiteral("likely_typo"), u.likelyTypo()}});
    return QJsonObject{{QStringLiteral("outcome"), o.outcome},
                       {QStringLiteral("title"), o.title},
                       {QStringLiteral("because"), o.because},
                       {QStringLiteral("deciding_rows"), QJsonArray::fromStringList(o.decidingRows)},
                       {QStringLiteral("undecided"), o.undecided},
                       {QStringLiteral("provisional"), o.provisional},
                       {QStringLiteral("exact"), o.exact},
                       {QStringLiteral("rows"), rows},
                       {QStringLiteral("find_out"), tasks},
                       {QStringLiteral("conflicts"), conflicts},
                       {QStringLiteral("facts"), facts},
                       {QStringLiteral("memory"), o.memory},
                       {QStringLiteral("unknown_rows"), unknownRows},
                       {QStringLiteral("advice"), QJsonArray::fromStringList(o.advice)},
                       {QStringLiteral("language"), language}};
}

} // namespace pilot
