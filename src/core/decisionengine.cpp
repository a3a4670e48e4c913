#include "decisionengine.h"

#include <QHash>
#include <QJsonArray>

namespace pilot {

namespace {

using Answers = QHash<QString, Answer>;

Answers answersOf(const Project &project, const DecisionRules &rules)
{
    Answers answers;
    for (const DecisionQuestion &q : rules.questions) {
        const DecisionAnswer *a = project.answer(q.id);
        answers.insert(q.id, a ? a->answer : Answer::Unknown);
    }
    return answers;
}

// The questions that make the condition hold; holds() says whether it does.
QStringList support(const RuleCondition &c, const Answers &answers, bool *holds)
{
    QStringList rows;
    const Answer wanted = c.kind == RuleCondition::Kind::AnyYes || c.kind == RuleCondition::Kind::AtLeastYes ? Answer::Yes : Answer::No;
    for (const QString &id : c.questions) {
        if (answers.value(id, Answer::Unknown) == wanted)
            rows.append(id);
    }
    switch (c.kind) {
    case RuleCondition::Kind::Always:
        *holds = true;
        return {};
    case RuleCondition::Kind::AnyYes:
    case RuleCondition::Kind::AnyNo:
        *holds = !rows.isEmpty();
        break;
    case RuleCondition::Kind::AtLeastYes:
    case RuleCondition::Kind::AtLeastNo:
        *holds = rows.size() >= c.count;
        break;
    }
    return rows;
}

const DecisionRule *firstMatch(const DecisionRules &rules, const Answers &answers, QStringList *rows)
{
    for (const DecisionRule &rule : rules.rules) {
        bool holds = false;
        const QStringList r = support(rule.when, answers, &holds);
        if (holds) {
            if (rows)
                *rows = r;
            return &rule;
        }
    }
    return nullptr; // cannot happen for validated rules: the last one is 'always'
}

} // namespace

DecisionOutcome decide(const Project &project, const DecisionRules &rules, const QString &language)
{
    DecisionOutcome out;
    const Answers answers = answersOf(project, rules);
    const DecisionRule *rule = firstMatch(rules, answers, &out.decidingRows);
    if (!rule)
        return out;
    out.outcome = rule->outcome;
    out.title = rules.outcomes.value(rule->outcome).in(language);
    out.because = rule->because.in(language);
    for (const DecisionQuestion &q : rules.questions) {
        if (answers.value(q.id) != Answer::Unknown)
            continue;
        // Would a yes or a no here lead elsewhere? Then the outcome is provisional.
        bool decisive = false;
        for (const Answer flip : {Answer::Yes, Answer::No}) {
            Answers what = answers;
            what.insert(q.id, flip);
            const DecisionRule *other = firstMatch(rules, what, nullptr);
            decisive = decisive || (other && other->outcome != rule->outcome);
        }
        out.provisional = out.provisional || decisive;
        out.tasks.append({q.id, q.findOut.in(language), decisive});
    }
    for (const DecisionAdvice &a : rules.advice) {
        bool holds = false;
        support(a.when, answers, &holds);
        if (holds)
            out.advice.append(a.text.in(language));
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
                                {QStringLiteral("reason"), a ? a->reason : QString()},
                                {QStringLiteral("evidence"), QJsonArray::fromStringList(a ? a->evidence : QStringList())},
                                {QStringLiteral("decided"), o.decidingRows.contains(q.id)}});
    }
    QJsonArray tasks;
    for (const DecisionTask &t : o.tasks)
        tasks.append(QJsonObject{{QStringLiteral("question"), t.questionId}, {QStringLiteral("task"), t.text},
                                 {QStringLiteral("could_change_outcome"), t.decisive}});
    return QJsonObject{{QStringLiteral("outcome"), o.outcome},
                       {QStringLiteral("title"), o.title},
                       {QStringLiteral("because"), o.because},
                       {QStringLiteral("deciding_rows"), QJsonArray::fromStringList(o.decidingRows)},
                       {QStringLiteral("provisional"), o.provisional},
                       {QStringLiteral("rows"), rows},
                       {QStringLiteral("find_out"), tasks},
                       {QStringLiteral("advice"), QJsonArray::fromStringList(o.advice)},
                       {QStringLiteral("language"), language}};
}

} // namespace pilot
