#include "core/neuron/cpufallbackrules.h"

#include "core/support/coretr.h"
#include "core/support/datafile.h"
#include "core/support/pathutil.h"
#include "core/support/yamlfields.h"
#include "core/support/yamlscalarmark.h"

#include <QRegularExpression>
#include <QSet>

namespace pilot {

namespace {

constexpr qsizetype kMaxOperator = 200;
constexpr qsizetype kMaxMessage = 64 * 1024;
constexpr int kMaxRules = 500;

std::optional<bool> flag(YamlFields &f, const YAML::Node &map, const char *key, const QString &path)
{
    const std::optional<QString> text = f.string(map, key, path);
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

QString normalised(const QString &message)
{
    QString text = message.left(kMaxMessage);
    for (QChar &c : text) {
        const char16_t u = c.unicode();
        if (u == 0x2018 || u == 0x2019 || u == 0x201A || u == 0x2032)
            c = QLatin1Char('\'');
        else if (u == 0x201C || u == 0x201D || u == 0x201E || u == 0x2033)
            c = QLatin1Char('"');
    }
    return text.simplified();
}

QString cleanOperator(QString op)
{
    op = op.trimmed();
    while (!op.isEmpty() && QStringLiteral("'\"`,;.").contains(op.back()))
        op.chop(1);
    while (!op.isEmpty() && QStringLiteral("'\"`").contains(op.front()))
        op.remove(0, 1);
    QString out;
    for (const QChar c : op.left(kMaxOperator)) {
        if (!c.isSpace() && c.category() != QChar::Other_Control && c.category() != QChar::Other_Format)
            out.append(c);
    }
    return out;
}

} // namespace

std::optional<CpuFallbackRules> CpuFallbackRules::parse(const QByteArray &yaml, const QString &fileName, Diagnostics *diagnostics)
{
    YamlFields f(fileName, diagnostics);
    const auto document = f.document(yaml, "migration-pilot/cpu-fallback-rules@1");
    if (!document)
        return std::nullopt;
    const YAML::Node &root = *document;
    CpuFallbackRules out;
    QSet<QString> ids;
    const YAML::Node list = f.child(root, "rules", QString(), true);
    if (list.IsDefined() && f.expectSequence(list, QStringLiteral("rules"))) {
        if (list.size() > kMaxRules)
            f.error(list, QStringLiteral("rules"), CoreTr::tr("more than %1 rules").arg(kMaxRules));
        int index = 0;
        for (const auto &item : list) {
            const QString path = QStringLiteral("rules[%1]").arg(index++);
            if (index > kMaxRules || !f.expectMap(item, path))
                continue;
            f.refuseUnknownKeys(item, path,
                                {QStringLiteral("id"), QStringLiteral("description"), QStringLiteral("source"), QStringLiteral("pattern"),
                                 QStringLiteral("case_sensitive")});
            CpuFallbackRule rule;
            rule.id = f.string(item, "id", path, true).value_or(QString());
            static const QRegularExpression idPattern(QStringLiteral("^[a-z0-9][a-z0-9_.-]*\\z"));
            if (item["id"].IsDefined() && !rule.id.isEmpty() && !idPattern.match(rule.id).hasMatch())
                f.error(item["id"], path + QStringLiteral(".id"), CoreTr::tr("ids are lower-case letters, digits, '-', '_' and '.'"));
            if (!rule.id.isEmpty() && ids.contains(rule.id))
                f.error(item["id"], path + QStringLiteral(".id"), CoreTr::tr("the rule '%1' is listed twice").arg(rule.id));
            ids.insert(rule.id);
            rule.description = f.string(item, "description", path).value_or(QString());
            rule.source = f.string(item, "source", path, true).value_or(QString());
            const bool caseSensitive = flag(f, item, "case_sensitive", path).value_or(false);
            const std::optional<QString> pattern = f.string(item, "pattern", path, true);
            if (pattern) {
                const QString at = path + QStringLiteral(".pattern");
                BoundedRegex re;
                QString why;
                qsizetype offset = 0;
                if (pattern->trimmed().isEmpty()) {
                    f.error(item["pattern"], at, CoreTr::tr("the pattern is empty"));
                } else if (!re.compile(*pattern, caseSensitive, &why, &offset)) {
                    f.error(markInScalar(yaml, item["pattern"].Mark(), offset), at,
                            CoreTr::tr("not a valid regular expression: %1").arg(why));
                } else {
                    const QStringList groups = re.namedGroups();
                    const bool one = groups.contains(QStringLiteral("op"));
                    const bool many = groups.contains(QStringLiteral("ops"));
                    if (one == many)
                        f.error(item["pattern"], at,
                                CoreTr::tr("the pattern needs exactly one named group for the operator: (?<op>…), or (?<ops>…) for a "
                                           "comma-separated list"));
                    else if (re.match(QString()).outcome == BoundedRegex::Outcome::Match)
                        f.error(item["pattern"], at, CoreTr::tr("the pattern matches an empty message, so it would match every message"));
                    rule.list = many;
                    rule.pattern = re;
                }
            }
            out.rules.append(rule);
        }
    }
    if (hasErrors(*diagnostics))
        return std::nullopt;
    return out;
}

std::optional<CpuFallbackRules> CpuFallbackRules::load(const QString &path, Diagnostics *diagnostics)
{
    return loadDataFile<CpuFallbackRules>(path, diagnostics);
}

const CpuFallbackRules &CpuFallbackRules::builtIn()
{
    static const CpuFallbackRules rules = loadBuiltInDataFile<CpuFallbackRules>(QStringLiteral(":/rules/cpu-fallbacks.yaml"));
    return rules;
}

CpuFallbackRules CpuFallbackRules::forProject(const QString &projectFile, const QString &rulesFile, Diagnostics *problems)
{
    if (rulesFile.trimmed().isEmpty())
        return builtIn();
    const QString path = projectFile.isEmpty() ? rulesFile : resolveBesideFile(projectFile, rulesFile);
    Diagnostics found;
    const std::optional<CpuFallbackRules> team = load(path, &found);
    *problems += found;
    return team ? builtIn().extendedWith(*team) : builtIn();
}

CpuFallbackRules CpuFallbackRules::extendedWith(const CpuFallbackRules &extra) const
{
    CpuFallbackRules out = *this;
    for (const CpuFallbackRule &rule : extra.rules) {
        bool replaced = false;
        for (CpuFallbackRule &mine : out.rules) {
            if (mine.id == rule.id) {
                mine = rule;
                replaced = true;
                break;
            }
        }
        if (!replaced)
            out.rules.append(rule);
    }
    return out;
}

QStringList CpuFallbackRules::operatorsIn(const QString &message, QStringList *limited) const
{
    const QString text = normalised(message);
    QStringList out;
    if (text.isEmpty())
        return out;
    for (const CpuFallbackRule &rule : rules) {
        bool matched = false;
        QStringList found;
        for (qsizetype from = 0; from <= text.size();) {
            const BoundedRegex::Found m = rule.pattern.match(text, from);
            if (m.outcome == BoundedRegex::Outcome::Limit) {
                matched = false; // what it found before the limit is not trusted either
                found.clear();
                if (limited && !limited->contains(rule.id))
                    limited->append(rule.id);
                break;
            }
            if (m.outcome == BoundedRegex::Outcome::NoMatch)
                break;
            matched = true;
            found << m.named(rule.list ? QStringLiteral("ops") : QStringLiteral("op"));
            from = m.end > m.begin ? m.end : m.end + 1; // an empty match goes on one character later
        }
        for (const QString &captured : std::as_const(found)) {
            const QStringList parts = rule.list ? captured.split(QLatin1Char(','), Qt::SkipEmptyParts) : QStringList{captured};
            for (const QString &part : parts) {
                const QString op = cleanOperator(part);
                if (!op.isEmpty() && !out.contains(op))
                    out.append(op);
            }
        }
        if (matched)
            break;
    }
    return out;
}

CpuFallbackCounts CpuFallbackCounts::largerOf(const CpuFallbackCounts &a, const CpuFallbackCounts &b)
{
    CpuFallbackCounts out = a;
    for (auto it = b.byOperator.cbegin(); it != b.byOperator.cend(); ++it)
        out.byOperator[it.key()] = std::max(out.byOperator.value(it.key()), it.value());
    return out;
}

QString cpuFallbackEvidence(const QString &run, const CpuFallbackCounts &counts)
{
    constexpr int kNamed = 20;
    QList<QPair<QString, qint64>> ops;
    for (auto it = counts.byOperator.cbegin(); it != counts.byOperator.cend(); ++it)
        ops.append({it.key(), it.value()});
    std::stable_sort(ops.begin(), ops.end(), [](const auto &a, const auto &b) { return a.second > b.second; });
    QStringList named;
    for (int i = 0; i < ops.size() && i < kNamed; ++i)
        named << QStringLiteral("%1 ×%2").arg(ops.at(i).first).arg(ops.at(i).second);
    if (ops.size() > kNamed)
        named << QStringLiteral("…");
    return QLatin1String(kCpuFallbackEvidencePrefix)
           + CoreTr::tr("%1 — %n operator(s) fell back to the CPU (%2 reports): %3", nullptr, int(ops.size()))
                 .arg(run)
                 .arg(counts.total())
                 .arg(named.join(QStringLiteral(", ")));
}

} // namespace pilot
