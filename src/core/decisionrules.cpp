#include "decisionrules.h"

#include "coretr.h"
#include "datafile.h"
#include "yamlfields.h"

#include <QFile>
#include <QSet>

namespace pilot {

namespace {

const char kSchema[] = "migration-pilot/decision-rules@1";

std::optional<LocalizedText> localized(const YAML::Node &map, const char *key, const QString &path, YamlFields &f)
{
    const YAML::Node node = f.child(map, key, path, true);
    const QString at = YamlFields::join(path, QLatin1String(key));
    if (!node.IsDefined() || !f.expectMap(node, at))
        return std::nullopt;
    LocalizedText text;
    text.en = f.string(node, "en", at, true).value_or(QString());
    text.de = f.string(node, "de", at, true).value_or(QString());
    return text;
}

std::optional<RuleCondition> condition(const YAML::Node &map, const QString &path, const QSet<QString> &known, YamlFields &f)
{
    const YAML::Node node = f.child(map, "when", path, true);
    const QString at = YamlFields::join(path, QStringLiteral("when"));
    if (!node.IsDefined() || !f.expectMap(node, at))
        return std::nullopt;
    if (node.size() != 1) {
        f.error(node, at, CoreTr::tr("expected exactly one of any_yes, any_no, at_least_yes, at_least_no, always"));
        return std::nullopt;
    }
    const auto entry = *node.begin();
    const QString kind = QString::fromStdString(entry.first.Scalar());
    RuleCondition c;
    const auto questionList = [&](const YAML::Node &list, const QString &listPath) {
        if (!f.expectSequence(list, listPath))
            return false;
        for (const auto &item : list) {
            const QString id = item.IsScalar() ? QString::fromStdString(item.Scalar()) : QString();
            if (!known.contains(id)) {
                f.error(item, listPath, CoreTr::tr("unknown question '%1'").arg(id));
                return false;
            }
            c.questions.append(id);
        }
        return !c.questions.isEmpty();
    };
    if (kind == QLatin1String("always")) {
        c.kind = RuleCondition::Kind::Always;
        return c;
    }
    if (kind == QLatin1String("any_yes") || kind == QLatin1String("any_no")) {
        c.kind = kind == QLatin1String("any_yes") ? RuleCondition::Kind::AnyYes : RuleCondition::Kind::AnyNo;
        return questionList(entry.second, YamlFields::join(at, kind)) ? std::optional<RuleCondition>(c) : std::nullopt;
    }
    if (kind == QLatin1String("at_least_yes") || kind == QLatin1String("at_least_no")) {
        c.kind = kind == QLatin1String("at_least_yes") ? RuleCondition::Kind::AtLeastYes : RuleCondition::Kind::AtLeastNo;
        const QString inner = YamlFields::join(at, kind);
        if (!f.expectMap(entry.second, inner))
            return std::nullopt;
        const auto count = f.integer(entry.second, "count", inner, 1, true);
        if (!count || !questionList(f.child(entry.second, "of", inner, true), YamlFields::join(inner, QStringLiteral("of"))))
            return std::nullopt;
        if (*count > c.questions.size()) {
            f.error(entry.second["count"], inner + QStringLiteral(".count"),
                    CoreTr::tr("%1 of %2 questions can never hold").arg(*count).arg(c.questions.size()));
            return std::nullopt;
        }
        c.count = int(*count);
        return c;
    }
    f.error(entry.first, at, CoreTr::tr("unknown condition '%1'").arg(kind));
    return std::nullopt;
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

std::optional<DecisionRules> DecisionRules::parse(const QByteArray &yaml, const QString &fileName, Diagnostics *diagnostics)
{
    YamlFields f(fileName, diagnostics);
    const auto document = f.document(yaml, kSchema);
    if (!document)
        return std::nullopt;
    const YAML::Node &root = *document;
    DecisionRules r;
    QSet<QString> ids;
    const YAML::Node questions = f.child(root, "questions", QString(), true);
    if (questions.IsDefined() && f.expectSequence(questions, QStringLiteral("questions"))) {
        int index = 0;
        for (const auto &item : questions) {
            const QString path = QStringLiteral("questions[%1]").arg(index++);
            if (!f.expectMap(item, path))
                continue;
            DecisionQuestion q;
            q.id = f.string(item, "id", path, true).value_or(QString());
            if (ids.contains(q.id))
                f.error(item["id"], path + QStringLiteral(".id"), CoreTr::tr("question '%1' is defined twice").arg(q.id));
            ids.insert(q.id);
            q.group = f.string(item, "group", path, true).value_or(QString());
            static const QStringList groups{QStringLiteral("core"), QStringLiteral("stay_on_gpu"), QStringLiteral("deadline"),
                                            QStringLiteral("method")};
            if (!q.group.isEmpty() && !groups.contains(q.group))
                f.error(item["group"], path + QStringLiteral(".group"),
                        CoreTr::tr("expected core, stay_on_gpu, deadline or method, found '%1'").arg(q.group));
            q.title = localized(item, "title", path, f).value_or(LocalizedText());
            q.findOut = localized(item, "find_out", path, f).value_or(LocalizedText());
            r.questions.append(q);
        }
    }
    const YAML::Node outcomes = f.child(root, "outcomes", QString(), true);
    if (outcomes.IsDefined() && f.expectMap(outcomes, QStringLiteral("outcomes"))) {
        for (const auto &entry : outcomes) {
            const QString id = QString::fromStdString(entry.first.Scalar());
            const QString path = YamlFields::join(QStringLiteral("outcomes"), id);
            if (f.expectMap(entry.second, path)) {
                r.outcomes.insert(id, {f.string(entry.second, "en", path, true).value_or(QString()),
                                       f.string(entry.second, "de", path, true).value_or(QString())});
            }
        }
    }
    const YAML::Node rules = f.child(root, "rules", QString(), true);
    if (rules.IsDefined() && f.expectSequence(rules, QStringLiteral("rules"))) {
        int index = 0;
        for (const auto &item : rules) {
            const QString path = QStringLiteral("rules[%1]").arg(index++);
            if (!f.expectMap(item, path))
                continue;
            DecisionRule rule;
            rule.outcome = f.string(item, "outcome", path, true).value_or(QString());
            if (!rule.outcome.isEmpty() && !r.outcomes.contains(rule.outcome))
                f.error(item["outcome"], path + QStringLiteral(".outcome"), CoreTr::tr("unknown outcome '%1'").arg(rule.outcome));
            const auto when = condition(item, path, ids, f);
            rule.because = localized(item, "because", path, f).value_or(LocalizedText());
            if (when) {
                rule.when = *when;
                r.rules.append(rule);
            }
        }
        if (r.rules.isEmpty() || r.rules.constLast().when.kind != RuleCondition::Kind::Always)
            f.error(rules, QStringLiteral("rules"), CoreTr::tr("the last rule must be 'always', so that every set of answers has an outcome"));
    }
    const YAML::Node advice = f.child(root, "advice", QString(), false);
    if (advice.IsDefined() && !advice.IsNull() && f.expectSequence(advice, QStringLiteral("advice"))) {
        int index = 0;
        for (const auto &item : advice) {
            const QString path = QStringLiteral("advice[%1]").arg(index++);
            if (!f.expectMap(item, path))
                continue;
            const auto when = condition(item, path, ids, f);
            const auto text = localized(item, "text", path, f);
            if (when && text)
                r.advice.append({*when, *text});
        }
    }
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
