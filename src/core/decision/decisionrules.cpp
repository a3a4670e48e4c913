#include "core/decision/decisionrules.h"

#include "core/support/coretr.h"
#include "core/support/datafile.h"
#include "core/support/yamlfields.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSet>

namespace pilot {

namespace {

const char kSchema[] = "migration-pilot/decision-rules@1";

std::optional<LocalizedText> localized(const YAML::Node &map, const char *key, const QString &path, YamlFields &f, bool required = true)
{
    const YAML::Node node = f.child(map, key, path, required);
    const QString at = YamlFields::join(path, QLatin1String(key));
    if (!node.IsDefined() || (!required && node.IsNull()) || !f.expectMap(node, at))
        return std::nullopt;
    LocalizedText text;
    text.en = f.string(node, "en", at, true).value_or(QString());
    text.de = f.string(node, "de", at, true).value_or(QString());
    return text;
}

std::optional<RuleCondition> conditionNode(const YAML::Node &node, const QString &at, const QSet<QString> &known, YamlFields &f);

std::optional<RuleCondition> condition(const YAML::Node &map, const QString &path, const QSet<QString> &known, YamlFields &f)
{
    const YAML::Node node = f.child(map, "when", path, true);
    if (!node.IsDefined())
        return std::nullopt;
    return conditionNode(node, YamlFields::join(path, QStringLiteral("when")), known, f);
}

// Appends the questions of `list` to `questions`; false when one is unknown (reported) or the
// list holds none.
bool questionList(const YAML::Node &list, const QString &listPath, const QSet<QString> &known, YamlFields &f, QStringList *questions)
{
    if (!f.expectSequence(list, listPath))
        return false;
    for (const auto &item : list) {
        const QString id = item.IsScalar() ? QString::fromStdString(item.Scalar()) : QString();
        if (!known.contains(id)) {
            f.error(item, listPath, CoreTr::tr("unknown question '%1'").arg(id));
            return false;
        }
        questions->append(id);
    }
    return !questions->isEmpty();
}

// An at_least_yes or at_least_no condition (`kind`): a count and the questions it is "of".
std::optional<RuleCondition> atLeastCondition(const YAML::Node &value, const QString &at, const QString &kind, const QSet<QString> &known,
                                              YamlFields &f)
{
    RuleCondition c;
    c.kind = kind == QLatin1String("at_least_yes") ? RuleCondition::Kind::AtLeastYes : RuleCondition::Kind::AtLeastNo;
    const QString inner = YamlFields::join(at, kind);
    if (!f.expectMap(value, inner))
        return std::nullopt;
    const auto count = f.integer(value, "count", inner, 1, true);
    if (!count || !questionList(f.child(value, "of", inner, true), YamlFields::join(inner, QStringLiteral("of")), known, f, &c.questions))
        return std::nullopt;
    if (*count > c.questions.size()) {
        f.error(value["count"], inner + QStringLiteral(".count"),
                CoreTr::tr("%1 of %2 questions can never hold").arg(*count).arg(c.questions.size()));
        return std::nullopt;
    }
    c.count = int(*count);
    return c;
}

// An all_of condition: every part is read (so that each reports its errors) before the whole fails.
std::optional<RuleCondition> allOfCondition(const YAML::Node &value, const QString &at, const QString &kind, const QSet<QString> &known,
                                            YamlFields &f)
{
    RuleCondition c;
    c.kind = RuleCondition::Kind::AllOf;
    const QString inner = YamlFields::join(at, kind);
    if (!f.expectSequence(value, inner))
        return std::nullopt;
    int index = 0;
    bool ok = true;
    for (const auto &item : value) {
        const auto part = conditionNode(item, QStringLiteral("%1[%2]").arg(inner).arg(index++), known, f);
        if (part)
            c.parts.append(*part);
        ok = ok && part;
    }
    if (ok && c.parts.isEmpty()) {
        f.error(value, inner, CoreTr::tr("expected at least one condition"));
        return std::nullopt;
    }
    return ok ? std::optional<RuleCondition>(c) : std::nullopt;
}

std::optional<RuleCondition> conditionNode(const YAML::Node &node, const QString &at, const QSet<QString> &known, YamlFields &f)
{
    if (!f.expectMap(node, at))
        return std::nullopt;
    if (node.size() != 1) {
        f.error(node, at, CoreTr::tr("expected exactly one of any_yes, any_no, at_least_yes, at_least_no, all_yes, all_of, fact, always"));
        return std::nullopt;
    }
    const auto entry = *node.begin();
    const QString kind = QString::fromStdString(entry.first.Scalar());
    RuleCondition c;
    if (kind == QLatin1String("always")) {
        c.kind = RuleCondition::Kind::Always;
        return c;
    }
    if (kind == QLatin1String("any_yes") || kind == QLatin1String("any_no") || kind == QLatin1String("all_yes")) {
        c.kind = kind == QLatin1String("any_yes")  ? RuleCondition::Kind::AnyYes
                 : kind == QLatin1String("any_no") ? RuleCondition::Kind::AnyNo
                                                   : RuleCondition::Kind::AllYes;
        if (!questionList(entry.second, YamlFields::join(at, kind), known, f, &c.questions))
            return std::nullopt;
        c.count = int(c.questions.size());
        return c;
    }
    if (kind == QLatin1String("at_least_yes") || kind == QLatin1String("at_least_no"))
        return atLeastCondition(entry.second, at, kind, known, f);
    if (kind == QLatin1String("all_of"))
        return allOfCondition(entry.second, at, kind, known, f);
    if (kind == QLatin1String("fact")) {
        c.kind = RuleCondition::Kind::Fact;
        c.fact = entry.second.IsScalar() ? QString::fromStdString(entry.second.Scalar()) : QString();
        if (!DecisionRules::factNames().contains(c.fact)) {
            f.error(entry.second, YamlFields::join(at, kind),
                    CoreTr::tr("unknown fact '%1' (known: %2)").arg(c.fact, DecisionRules::factNames().join(QStringLiteral(", "))));
            return std::nullopt;
        }
        return c;
    }
    f.error(entry.first, at, CoreTr::tr("unknown condition '%1'").arg(kind));
    return std::nullopt;
}

// "yes"/"no" of a question, as answers are written in project files.
std::optional<Answer> definiteAnswer(const YAML::Node &node, const QString &at, YamlFields &f)
{
    const auto answer = node.IsScalar() ? answerFromKey(QString::fromStdString(node.Scalar())) : std::nullopt;
    if (!answer || *answer == Answer::Unknown) {
        f.error(node, at, CoreTr::tr("expected yes or no, found %1").arg(YamlFields::describe(node)));
        return std::nullopt;
    }
    return answer;
}

// The questions in file order; `ids` collects their ids (for the conditions that name them).
void readQuestions(const YAML::Node &root, YamlFields &f, QList<DecisionQuestion> *out, QSet<QString> *ids)
{
    const YAML::Node questions = f.child(root, "questions", QString(), true);
    if (!questions.IsDefined() || !f.expectSequence(questions, QStringLiteral("questions")))
        return;
    int index = 0;
    for (const auto &item : questions) {
        const QString path = QStringLiteral("questions[%1]").arg(index++);
        if (!f.expectMap(item, path))
            continue;
        DecisionQuestion q;
        q.id = f.string(item, "id", path, true).value_or(QString());
        if (ids->contains(q.id))
            f.error(item["id"], path + QStringLiteral(".id"), CoreTr::tr("question '%1' is defined twice").arg(q.id));
        ids->insert(q.id);
        q.group = f.string(item, "group", path, true).value_or(QString());
        static const QStringList groups{QStringLiteral("core"), QStringLiteral("stay_on_gpu"), QStringLiteral("deadline"),
                                        QStringLiteral("method")};
        if (!q.group.isEmpty() && !groups.contains(q.group))
            f.error(item["group"], path + QStringLiteral(".group"),
                    CoreTr::tr("expected core, stay_on_gpu, deadline or method, found '%1'").arg(q.group));
        q.title = localized(item, "title", path, f).value_or(LocalizedText());
        q.label = localized(item, "label", path, f, false).value_or(LocalizedText{q.id, q.id});
        q.findOut = localized(item, "find_out", path, f).value_or(LocalizedText());
        q.doFirst = localized(item, "do_first", path, f, false).value_or(LocalizedText());
        if (const auto prerequisite = f.string(item, "prerequisite", path)) {
            if (*prerequisite != QLatin1String("true") && *prerequisite != QLatin1String("false"))
                f.error(item["prerequisite"], path + QStringLiteral(".prerequisite"),
                        CoreTr::tr("expected true or false, found '%1'").arg(*prerequisite));
            q.prerequisite = *prerequisite == QLatin1String("true");
            if (q.prerequisite && q.doFirst.isEmpty())
                f.error(item, path, CoreTr::tr("a prerequisite needs a do_first task"));
        }
        out->append(q);
    }
}

// The outcomes' titles in both languages, by id.
void readOutcomes(const YAML::Node &root, YamlFields &f, QMap<QString, LocalizedText> *out)
{
    const YAML::Node outcomes = f.child(root, "outcomes", QString(), true);
    if (!outcomes.IsDefined() || !f.expectMap(outcomes, QStringLiteral("outcomes")))
        return;
    for (const auto &entry : outcomes) {
        const QString id = QString::fromStdString(entry.first.Scalar());
        const QString path = YamlFields::join(QStringLiteral("outcomes"), id);
        if (f.expectMap(entry.second, path)) {
            out->insert(id, {f.string(entry.second, "en", path, true).value_or(QString()),
                             f.string(entry.second, "de", path, true).value_or(QString())});
        }
    }
}

// The rules in file order, each naming a known outcome; the last must be 'always', so that the
// engine always finds one.
void readRules(const YAML::Node &root, const QSet<QString> &known, const QMap<QString, LocalizedText> &outcomes, YamlFields &f,
               QList<DecisionRule> *out)
{
    const YAML::Node rules = f.child(root, "rules", QString(), true);
    if (!rules.IsDefined() || !f.expectSequence(rules, QStringLiteral("rules")))
        return;
    int index = 0;
    for (const auto &item : rules) {
        const QString path = QStringLiteral("rules[%1]").arg(index++);
        if (!f.expectMap(item, path))
            continue;
        DecisionRule rule;
        rule.outcome = f.string(item, "outcome", path, true).value_or(QString());
        if (!rule.outcome.isEmpty() && !outcomes.contains(rule.outcome))
            f.error(item["outcome"], path + QStringLiteral(".outcome"), CoreTr::tr("unknown outcome '%1'").arg(rule.outcome));
        const auto when = condition(item, path, known, f);
        rule.because = localized(item, "because", path, f).value_or(LocalizedText());
        rule.title = localized(item, "title", path, f, false).value_or(LocalizedText());
        if (when) {
            rule.when = *when;
            out->append(rule);
        }
    }
    if (out->isEmpty() || out->constLast().when.kind != RuleCondition::Kind::Always)
        f.error(rules, QStringLiteral("rules"), CoreTr::tr("the last rule must be 'always', so that every set of answers has an outcome"));
}

// The advice, each text with the condition under which it is given; the list is optional.
void readAdvice(const YAML::Node &root, const QSet<QString> &known, YamlFields &f, QList<DecisionAdvice> *out)
{
    const YAML::Node advice = f.child(root, "advice", QString(), false);
    if (!advice.IsDefined() || advice.IsNull() || !f.expectSequence(advice, QStringLiteral("advice")))
        return;
    int index = 0;
    for (const auto &item : advice) {
        const QString path = QStringLiteral("advice[%1]").arg(index++);
        if (!f.expectMap(item, path))
            continue;
        const auto when = condition(item, path, known, f);
        const auto text = localized(item, "text", path, f);
        if (when && text)
            out->append({*when, *text});
    }
}

void readContradictions(const YAML::Node &root, const QSet<QString> &known, YamlFields &f, QList<DecisionContradiction> *out)
{
    const YAML::Node list = f.child(root, "contradictions", QString(), false);
    if (!list.IsDefined() || list.IsNull() || !f.expectSequence(list, QStringLiteral("contradictions")))
        return;
    int index = 0;
    for (const auto &item : list) {
        const QString path = QStringLiteral("contradictions[%1]").arg(index++);
        if (!f.expectMap(item, path))
            continue;
        const YAML::Node when = f.child(item, "when", path, true);
        const QString at = YamlFields::join(path, QStringLiteral("when"));
        const auto text = localized(item, "text", path, f);
        if (!when.IsDefined() || !f.expectMap(when, at))
            continue;
        if (when.size() != 2) {
            f.error(when, at, CoreTr::tr("expected two questions with the answers that contradict each other"));
            continue;
        }
        QList<std::pair<QString, Answer>> pair;
        for (const auto &entry : when) {
            const QString id = QString::fromStdString(entry.first.Scalar());
            if (!known.contains(id)) {
                f.error(entry.first, at, CoreTr::tr("unknown question '%1'").arg(id));
                continue;
            }
            if (const auto answer = definiteAnswer(entry.second, YamlFields::join(at, id), f))
                pair.append({id, *answer});
        }
        if (pair.size() == 2 && text)
            out->append({pair[0].first, pair[0].second, pair[1].first, pair[1].second, *text});
    }
}

} // namespace

const DecisionQuestion *DecisionRules::question(const QString &id) const
{
    for (const DecisionQuestion &q : questions) {
        if (q.id == id)
            return &q;
    }
    return nullptr;
}

QString DecisionRules::titleOf(const DecisionRule &rule, const QString &language) const
{
    return rule.title.isEmpty() ? outcomes.value(rule.outcome).in(language) : rule.title.in(language);
}

QStringList DecisionRules::factNames()
{
    return {QStringLiteral("memory_does_not_fit"), QStringLiteral("memory_needs_parallelism")};
}

std::optional<DecisionRules> DecisionRules::parse(const QByteArray &yaml, const QString &fileName, Diagnostics *diagnostics)
{
    YamlFields f(fileName, diagnostics);
    const auto document = f.document(yaml, kSchema);
    if (!document)
        return std::nullopt;
    const YAML::Node &root = *document;
    DecisionRules r;
    r.version = f.string(root, "version", QString()).value_or(QString());
    r.digest = QString::fromLatin1(QCryptographicHash::hash(yaml, QCryptographicHash::Sha256).toHex().left(12));
    // Rules compiled into the program are "built in", not a path a reader could look up.
    if (!fileName.startsWith(QLatin1String(":/")))
        r.file = fileName;
    QSet<QString> ids;
    readQuestions(root, f, &r.questions, &ids);
    readOutcomes(root, f, &r.outcomes);
    readRules(root, ids, r.outcomes, f, &r.rules);
    readAdvice(root, ids, f, &r.advice);
    readContradictions(root, ids, f, &r.contradictions);
    if (hasErrors(*diagnostics))
        return std::nullopt;
    return r;
}

std::optional<DecisionRules> DecisionRules::load(const QString &path, Diagnostics *diagnostics)
{
    return loadDataFile<DecisionRules>(path, diagnostics);
}

const DecisionRules &DecisionRules::builtIn()
{
    static const DecisionRules rules = loadBuiltInDataFile<DecisionRules>(QStringLiteral(":/rules/decision-rules.yaml"));
    return rules;
}

} // namespace pilot
