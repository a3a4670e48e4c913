#include "core/failures/failurerules.h"

#include "core/failures/patternfragments.h"
#include "core/failures/ruleindex.h"

#include "core/support/coretr.h"
#include "core/support/datafile.h"
#include "core/support/yamlfields.h"
#include "core/support/yamlscalarmark.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QSet>


namespace pilot {

namespace {

constexpr int kMaxRules = 1000;
// RuleSpending keys of the frame rules: apart from those of the line rules, 0 … kMaxRules - 1.
constexpr int kFrameRuleKeys = 1'000'000;

// A boolean that must be written: a pattern's case sensitivity is never a silent default.
std::optional<bool> requiredFlag(YamlFields &f, const YAML::Node &map, const char *key, const QString &path)
{
    const std::optional<QString> text = f.string(map, key, path, true);
    if (!text)
        return std::nullopt;
    const QString v = text->toLower();
    if (v == QLatin1String("true") || v == QLatin1String("yes"))
        return true;
    if (v == QLatin1String("false") || v == QLatin1String("no"))
        return false;
    f.error(map[key], YamlFields::join(path, QLatin1String(key)), CoreTr::tr("expected true or false, found '%1'").arg(*text));
    return std::nullopt;
}

// The file's named pieces of patterns (patternfragments.h); each must be a regular expression
// on its own, so an error is shown where the fragment is written, not in every rule using it.
PatternFragments fragments(YamlFields &f, const QByteArray &yaml, const YAML::Node &root)
{
    PatternFragments out;
    const YAML::Node map = f.child(root, "fragments", QString(), false);
    if (!map.IsDefined() || !f.expectMap(map, QStringLiteral("fragments")))
        return out;
    if (map.size() > std::size_t(PatternFragments::kMaxFragments)) {
        f.error(map, QStringLiteral("fragments"), CoreTr::tr("more than %1 fragments").arg(PatternFragments::kMaxFragments));
        return out;
    }
    for (auto it = map.begin(); it != map.end(); ++it) {
        const std::string key = it->first.IsScalar() ? it->first.Scalar() : std::string();
        const QString name = QString::fromStdString(key);
        const QString at = YamlFields::join(QStringLiteral("fragments"), name);
        if (!PatternFragments::isName(name)) {
            f.error(it->first, at, CoreTr::tr("fragment names are a lower-case letter, then lower-case letters, digits and '_'"));
            continue;
        }
        const std::optional<QString> text = f.string(map, key.c_str(), QStringLiteral("fragments"), true);
        if (!text)
            continue;
        if (text->size() > PatternFragments::kMaxFragmentChars) {
            f.error(it->second, at, CoreTr::tr("longer than %1 characters").arg(PatternFragments::kMaxFragmentChars));
            continue;
        }
        if (text->contains(QLatin1String("{{"))) {
            f.error(it->second, at, CoreTr::tr("a fragment cannot use another fragment"));
            continue;
        }
        BoundedRegex re;
        QString why;
        qsizetype offset = 0;
        if (!re.compile(*text, true, &why, &offset)) {
            f.error(markInScalar(yaml, it->second.Mark(), offset), at, CoreTr::tr("not a valid regular expression: %1").arg(why));
            continue;
        }
        out.add(name, *text);
    }
    return out;
}

std::optional<BoundedRegex> pattern(YamlFields &f, const QByteArray &yaml, const YAML::Node &item, const QString &path, bool caseSensitive,
                                    const PatternFragments &fragments)
{
    const std::optional<QString> text = f.string(item, "pattern", path, true);
    if (!text)
        return std::nullopt;
    const QString at = path + QStringLiteral(".pattern");
    if (text->trimmed().isEmpty()) {
        f.error(item["pattern"], at, CoreTr::tr("the pattern is empty"));
        return std::nullopt;
    }
    PatternFragments::Problem problem;
    const std::optional<PatternFragments::Expanded> expanded = fragments.expand(*text, &problem);
    if (!expanded) {
        f.error(markInScalar(yaml, item["pattern"].Mark(), problem.offset), at, problem.message);
        return std::nullopt;
    }
    BoundedRegex re;
    QString why;
    qsizetype offset = 0;
    if (!re.compile(expanded->text, caseSensitive, &why, &offset)) {
        f.error(markInScalar(yaml, item["pattern"].Mark(), expanded->writtenOffset(offset)), at,
                CoreTr::tr("not a valid regular expression: %1").arg(why));
        return std::nullopt;
    }
    if (re.match(QString()).outcome == BoundedRegex::Outcome::Match) {
        f.error(item["pattern"], at, CoreTr::tr("the pattern matches an empty line, so it would match every line"));
        return std::nullopt;
    }
    return re;
}

std::optional<FailureRule> rule(YamlFields &f, const QByteArray &yaml, const YAML::Node &item, const QString &path, QSet<QString> *ids,
                                const PatternFragments &fragments)
{
    f.refuseUnknownKeys(item, path,
                        {QStringLiteral("id"), QStringLiteral("class"), QStringLiteral("subclass"), QStringLiteral("severity"),
                         QStringLiteral("pattern"), QStringLiteral("case_sensitive"), QStringLiteral("advice"), QStringLiteral("source"),
                         QStringLiteral("consequence")});
    FailureRule r;
    r.id = f.string(item, "id", path, true).value_or(QString());
    static const QRegularExpression idPattern(QStringLiteral("^[a-z0-9][a-z0-9_.-]*\\z"));
    if (!r.id.isEmpty() && !idPattern.match(r.id).hasMatch())
        f.error(item["id"], path + QStringLiteral(".id"), CoreTr::tr("ids are lower-case letters, digits, '-', '_' and '.'"));
    if (!r.id.isEmpty() && ids->contains(r.id))
        f.error(item["id"], path + QStringLiteral(".id"), CoreTr::tr("the rule '%1' is listed twice").arg(r.id));
    ids->insert(r.id);

    r.failureClass = f.string(item, "class", path, true).value_or(QString());
    if (item["class"].IsDefined() && !r.failureClass.isEmpty() && !failureClassNames().contains(r.failureClass)
        && r.failureClass != QLatin1String(kInfoClass))
        f.error(item["class"], path + QStringLiteral(".class"),
                CoreTr::tr("unknown class '%1'; expected %2 or %3")
                    .arg(r.failureClass, failureClassNames().join(QStringLiteral(", ")), QLatin1String(kInfoClass)));
    r.subclass = f.string(item, "subclass", path, true).value_or(QString());
    if (item["subclass"].IsDefined() && !r.subclass.isEmpty() && !idPattern.match(r.subclass).hasMatch())
        f.error(item["subclass"], path + QStringLiteral(".subclass"),
                CoreTr::tr("subclasses are lower-case letters, digits, '-', '_' and '.'"));
    r.severity = f.string(item, "severity", path, true).value_or(QString());
    static const QStringList severities{QStringLiteral("error"), QStringLiteral("warning"), QStringLiteral("info")};
    if (item["severity"].IsDefined() && !r.severity.isEmpty() && !severities.contains(r.severity))
        f.error(item["severity"], path + QStringLiteral(".severity"),
                CoreTr::tr("unknown severity '%1'; expected error, warning or info").arg(r.severity));
    r.source = f.string(item, "source", path, true).value_or(QString());
    if (item["consequence"].IsDefined())
        r.consequence = requiredFlag(f, item, "consequence", path).value_or(false);

    const std::optional<bool> caseSensitive = requiredFlag(f, item, "case_sensitive", path);
    const std::optional<BoundedRegex> re = caseSensitive ? pattern(f, yaml, item, path, *caseSensitive, fragments) : std::nullopt;
    if (re)
        r.pattern = *re;

    const QString advicePath = path + QStringLiteral(".advice");
    const YAML::Node advice = f.child(item, "advice", path, true);
    if (advice.IsDefined() && f.expectMap(advice, advicePath)) {
        f.refuseUnknownKeys(advice, advicePath, {QStringLiteral("de"), QStringLiteral("en")});
        r.adviceDe = f.string(advice, "de", advicePath, true).value_or(QString());
        r.adviceEn = f.string(advice, "en", advicePath, true).value_or(QString());
    }
    if (!re)
        return std::nullopt;
    return r;
}

// The rules of the list `key` (rules or frames), at most kMaxRules; ids are unique across lists.
QList<FailureRule> ruleList(YamlFields &f, const QByteArray &yaml, const YAML::Node &root, const char *key, bool required,
                            QSet<QString> *ids, const PatternFragments &pieces)
{
    QList<FailureRule> out;
    const QString name = QLatin1String(key);
    const YAML::Node list = f.child(root, key, QString(), required);
    if (!list.IsDefined() || !f.expectSequence(list, name))
        return out;
    if (list.size() > kMaxRules)
        f.error(list, name, CoreTr::tr("more than %1 rules").arg(kMaxRules));
    int index = 0;
    for (const auto &item : list) {
        const QString path = QStringLiteral("%1[%2]").arg(name).arg(index++);
        if (index > kMaxRules || !f.expectMap(item, path))
            continue;
        if (std::optional<FailureRule> r = rule(f, yaml, item, path, ids, pieces))
            out.append(*r);
    }
    return out;
}

// The first of `candidates` (indexes in `rules`; null: every rule, `count` of them) whose pattern
// matches `line`; each rule's time is spent under key + its index (RuleSpending).
int firstMatch(const QList<FailureRule> &rules, int key, const QString &line, const int *candidates, qsizetype count,
               RuleSpending *spending)
{
    const QString text = line.size() > FailureRules::kMaxMatchedChars ? line.left(FailureRules::kMaxMatchedChars) : line;
    for (qsizetype k = 0; k < count; ++k) {
        const int i = candidates ? candidates[k] : int(k);
        if (spending && spending->stopped.contains(key + i))
            continue;
        QElapsedTimer timer;
        timer.start();
        const BoundedRegex::Outcome outcome = rules.at(i).pattern.match(text).outcome;
        if (outcome == BoundedRegex::Outcome::Match)
            return i;
        if (!spending)
            continue;
        const qint64 spent = spending->nanoseconds[key + i] += timer.nsecsElapsed();
        if (outcome == BoundedRegex::Outcome::Limit) {
            spending->stopped.insert(key + i);
            spending->problems << CoreTr::tr("rule %1: its pattern reached the match limit on %2:%3 (catastrophic backtracking); the "
                                             "rule was not applied to the rest of the text")
                                      .arg(rules.at(i).id, spending->source)
                                      .arg(spending->line);
        } else if (spent > RuleSpending::kMaxRuleNanoseconds) {
            spending->stopped.insert(key + i);
            spending->problems << CoreTr::tr("rule %1: its pattern ran more than %2 s in all by %3:%4; the rule was not applied to "
                                             "the rest of the text")
                                      .arg(rules.at(i).id)
                                      .arg(RuleSpending::kMaxRuleNanoseconds / 1000000000)
                                      .arg(spending->source)
                                      .arg(spending->line);
        }
    }
    return -1;
}

} // namespace

const QStringList &failureClassNames()
{
    static const QStringList names{QStringLiteral("operator"), QStringLiteral("compiler"),      QStringLiteral("memory"),
                                   QStringLiteral("data_pipeline"), QStringLiteral("restore"), QStringLiteral("communication"),
                                   QStringLiteral("runtime")};
    return names;
}

QString failureClassTitle(const QString &name)
{
    if (name == QLatin1String("operator"))
        return CoreTr::tr("operator");
    if (name == QLatin1String("compiler"))
        return CoreTr::tr("compiler");
    if (name == QLatin1String("memory"))
        return CoreTr::tr("memory");
    if (name == QLatin1String("data_pipeline"))
        return CoreTr::tr("data pipeline");
    if (name == QLatin1String("restore"))
        return CoreTr::tr("checkpoint restore");
    if (name == QLatin1String("communication"))
        return CoreTr::tr("communication");
    if (name == QLatin1String("runtime"))
        return CoreTr::tr("runtime, driver or hardware");
    if (name == QLatin1String(kInfoClass))
        return CoreTr::tr("information");
    return name;
}

std::optional<FailureRules> FailureRules::parse(const QByteArray &yaml, const QString &fileName, Diagnostics *diagnostics)
{
    YamlFields f(fileName, diagnostics);
    const auto document = f.document(yaml, "migration-pilot/failure-rules@1");
    if (!document)
        return std::nullopt;
    const YAML::Node &root = *document;
    f.refuseUnknownKeys(root, QString(),
                        {QStringLiteral("schema"), QStringLiteral("version"), QStringLiteral("fragments"), QStringLiteral("rules"),
                         QStringLiteral("frames")});
    FailureRules out;
    out.version = f.integer(root, "version", QString(), 1, true).value_or(0);
    QSet<QString> ids;
    const PatternFragments pieces = fragments(f, yaml, root);
    out.rules = ruleList(f, yaml, root, "rules", true, &ids, pieces);
    out.frameRules = ruleList(f, yaml, root, "frames", false, &ids, pieces);
    if (hasErrors(*diagnostics))
        return std::nullopt;
    out.reindex();
    return out;
}

void FailureRules::reindex()
{
    index = std::make_shared<const RuleIndex>(rules, !frameRules.isEmpty());
}

std::optional<FailureRules> FailureRules::load(const QString &path, Diagnostics *diagnostics)
{
    return loadDataFile<FailureRules>(path, diagnostics);
}

const FailureRules &FailureRules::builtIn()
{
    static const FailureRules rules = loadBuiltInDataFile<FailureRules>(QStringLiteral(":/rules/failure-classes.yaml"));
    return rules;
}

int FailureRules::match(const QString &line, RuleSpending *spending) const
{
    return firstMatch(rules, 0, line, nullptr, rules.size(), spending);
}

int FailureRules::match(const QString &line, const int *candidates, qsizetype count, RuleSpending *spending) const
{
    return firstMatch(rules, 0, line, candidates, count, spending);
}

int FailureRules::matchFrame(const QString &frame, RuleSpending *spending) const
{
    return firstMatch(frameRules, kFrameRuleKeys, frame, nullptr, frameRules.size(), spending);
}

} // namespace pilot
