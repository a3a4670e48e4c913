#include "core/project/costhorizon.h"

#include "core/support/catalogword.h"
#include "core/support/coretr.h"
#include "core/support/yamlfields.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <functional>

#include <yaml-cpp/yaml.h>

namespace pilot {

namespace {

struct KeyInfo
{
    const char *key;
    double maximum;
    const char *title, *explanation; ///< UTF-8, English; catalog context kContext
};

// The bounds are those of a plausible team and plan; a figure beyond them is a slip.
constexpr char kContext[] = "pilot::CostHorizon";

const KeyInfo kKeys[] = {
    {"months", 600, QT_TRANSLATE_NOOP("pilot::CostHorizon", "Planning period (months)"),
     QT_TRANSLATE_NOOP("pilot::CostHorizon", "How many months the decision is to hold; every path is costed over them.")},
    {"trainings_per_month", 1e6, QT_TRANSLATE_NOOP("pilot::CostHorizon", "Trainings per month"),
     QT_TRANSLATE_NOOP("pilot::CostHorizon", "Planned trainings of the task profile a month, each ending in an accepted training state.")},
    {"tokens_per_month", 1e15, QT_TRANSLATE_NOOP("pilot::CostHorizon", "Planned tokens per month"),
     QT_TRANSLATE_NOOP(
         "pilot::CostHorizon",
         "Instead of trainings: tokens trained a month; a training is the task profile's steps at the reference job's configured "
         "tokens per step.")},
    {"model_upkeep_hours_per_month", 1e5, QT_TRANSLATE_NOOP("pilot::CostHorizon", "Model upkeep (hours per month)"),
     QT_TRANSLATE_NOOP("pilot::CostHorizon", "Hours a month the team changes the shared model code, on whichever platform it runs.")},
    {"kernel_share", 1, QT_TRANSLATE_NOOP("pilot::CostHorizon", "Share of work needing hardware-specific kernels"),
     QT_TRANSLATE_NOOP(
         "pilot::CostHorizon",
         "Between 0 and 1: that share of the model upkeep is done again for Trainium2 on both Trainium2 paths; the larger it is, "
         "the smaller their maintenance advantage.")},
    {"gpu.porting_hours", 1e6, QT_TRANSLATE_NOOP("pilot::CostHorizon", "GPU only: one-time effort (hours)"),
     QT_TRANSLATE_NOOP("pilot::CostHorizon",
                       "Engineering hours before the GPU path runs the planned trainings (0 when it runs them today).")},
    {"gpu.upkeep_hours_per_month", 1e5, QT_TRANSLATE_NOOP("pilot::CostHorizon", "GPU only: upkeep (hours per month)"),
     QT_TRANSLATE_NOOP("pilot::CostHorizon", "Driver, CUDA and library upgrades of the GPU path, hours a month.")},
    {"trainium2.porting_hours", 1e6, QT_TRANSLATE_NOOP("pilot::CostHorizon", "Trainium2 only: porting (hours)"),
     QT_TRANSLATE_NOOP("pilot::CostHorizon", "Engineering hours to port and validate the job on Trainium2, once.")},
    {"trainium2.upkeep_hours_per_month", 1e5, QT_TRANSLATE_NOOP("pilot::CostHorizon", "Trainium2 only: upkeep (hours per month)"),
     QT_TRANSLATE_NOOP(
         "pilot::CostHorizon",
         "Compiler and runtime upgrades, conversion work and the fallback responsibility of an own Trainium2 path, hours a month.")},
    {"dual.porting_hours", 1e6, QT_TRANSLATE_NOOP("pilot::CostHorizon", "Dual operation: porting (hours)"),
     QT_TRANSLATE_NOOP("pilot::CostHorizon", "Engineering hours to port the job and set up the GPU fallback, once.")},
    {"dual.upkeep_hours_per_month", 1e5, QT_TRANSLATE_NOOP("pilot::CostHorizon", "Dual operation: upkeep (hours per month)"),
     QT_TRANSLATE_NOOP("pilot::CostHorizon",
                       "Upgrades and conversion work on both platforms and keeping the fallback path tested, hours a month.")},
    {"dual.fallback_runs_per_month", 1e4, QT_TRANSLATE_NOOP("pilot::CostHorizon", "Dual operation: fallback re-checks (runs per month)"),
     QT_TRANSLATE_NOOP("pilot::CostHorizon", "Runs a month that keep the GPU fallback warm, each at the measured cost of a fallback run.")},
};

const KeyInfo *info(const QString &key)
{
    for (const KeyInfo &k : kKeys) {
        if (key == QLatin1String(k.key))
            return &k;
    }
    return nullptr;
}

const QStringList kEntryKeys = {QStringLiteral("value"), QStringLiteral("label"), QStringLiteral("source"), QStringLiteral("date")};

bool same(const Assumption &a, const Assumption &b)
{
    return a.value == b.value && a.label == b.label && a.price == b.price && a.source == b.source && a.date == b.date;
}

} // namespace

QString horizonPathKey(HorizonPath path)
{
    switch (path) {
    case HorizonPath::Gpu:
        return QStringLiteral("gpu");
    case HorizonPath::Trainium2:
        return QStringLiteral("trainium2");
    case HorizonPath::Dual:
        return QStringLiteral("dual");
    }
    return QString();
}

QList<HorizonPath> horizonPaths()
{
    return {HorizonPath::Gpu, HorizonPath::Trainium2, HorizonPath::Dual};
}

QStringList CostHorizon::keys()
{
    QStringList out;
    for (const KeyInfo &k : kKeys)
        out.append(QLatin1String(k.key));
    return out;
}

QStringList CostHorizon::pathKeys(HorizonPath path)
{
    const QString prefix = horizonPathKey(path) + QLatin1Char('.');
    QStringList out;
    for (const QString &key : keys()) {
        if (key.startsWith(prefix))
            out.append(key);
    }
    return out;
}

QString CostHorizon::title(const QString &key, const QString &language)
{
    const KeyInfo *k = info(key);
    return k ? translatedIn(language, kContext, k->title) : key;
}

QString CostHorizon::explanation(const QString &key, const QString &language)
{
    const KeyInfo *k = info(key);
    return k ? translatedIn(language, kContext, k->explanation) : QString();
}

double CostHorizon::maximum(const QString &key)
{
    const KeyInfo *k = info(key);
    return k ? k->maximum : 0;
}

QString CostHorizon::check(const QString &key, double value)
{
    const double most = maximum(key);
    const bool months = key == QLatin1String("months");
    const double least = months ? 1 : 0;
    if (!std::isfinite(value) || value < least || value > most)
        return CoreTr::tr("must lie between %1 and %2, found %3").arg(least).arg(most).arg(value);
    if (months && value != std::floor(value))
        return CoreTr::tr("expected a whole number");
    return QString();
}

std::optional<double> CostHorizon::value(const QString &key) const
{
    const auto it = inputs.constFind(key);
    return it == inputs.constEnd() ? std::nullopt : it->value;
}

bool CostHorizon::isEmpty() const
{
    return std::all_of(inputs.cbegin(), inputs.cend(), [](const Assumption &a) { return a.isEmpty(); });
}

bool CostHorizon::operator==(const CostHorizon &other) const
{
    return std::equal(inputs.keyValueBegin(), inputs.keyValueEnd(), other.inputs.keyValueBegin(), other.inputs.keyValueEnd(),
                      [](const auto &x, const auto &y) { return x.first == y.first && same(x.second, y.second); });
}

Assumption readAssumptionEntry(const YAML::Node &node, YamlFields &f, const QString &where, const std::function<QString(double)> &check,
                               bool strict, const QStringList &extraKeys)
{
    Assumption a;
    // A bare number is a value nobody labelled: accepted, and shown as unconfirmed.
    if (node.IsScalar()) {
        YAML::Node wrapped(YAML::NodeType::Map);
        wrapped["value"] = node;
        if (const auto v = f.number(wrapped, "value", where, -INFINITY)) {
            if (const QString problem = check(*v); !problem.isEmpty())
                f.error(node, where, problem);
            else
                a.value = v;
        }
        return a;
    }
    if (!f.expectMap(node, where))
        return a;
    if (strict)
        f.refuseUnknownKeys(node, where, kEntryKeys + extraKeys);
    if (const auto v = f.number(node, "value", where, -INFINITY)) {
        if (const QString problem = check(*v); !problem.isEmpty())
            f.error(node["value"], YamlFields::join(where, QStringLiteral("value")), problem);
        else
            a.value = v;
    }
    a.label = f.string(node, "label", where).value_or(QString());
    a.source = f.string(node, "source", where).value_or(QString());
    if (const auto date = f.string(node, "date", where)) {
        const QDate parsed = QDate::fromString(*date, Qt::ISODate);
        if (parsed.isValid())
            a.date = parsed;
        else
            f.error(node["date"], YamlFields::join(where, QStringLiteral("date")),
                    CoreTr::tr("expected a date like 2026-11-30, found '%1'").arg(*date));
    }
    return a;
}

void writeAssumptionEntry(YAML::Node &item, const Assumption &a)
{
    const auto set = [&item](const char *key, const QString &text) {
        if (text.isEmpty())
            item.remove(key);
        else
            item[key] = text.toStdString();
    };
    set("value", a.value ? QString::number(*a.value, 'g', QLocale::FloatingPointShortest) : QString());
    set("label", a.label);
    set("source", a.source);
    set("date", a.date ? a.date->toString(Qt::ISODate) : QString());
}

void readCostHorizon(const YAML::Node &root, YamlFields &f, CostHorizon *horizon)
{
    const QString path = QStringLiteral("cost_horizon");
    const YAML::Node node = f.child(root, "cost_horizon", QString(), false);
    if (!node.IsDefined() || node.IsNull() || !f.expectMap(node, path))
        return;
    QStringList topKeys;
    for (const QString &key : CostHorizon::keys()) {
        if (!key.contains(QLatin1Char('.')))
            topKeys.append(key);
    }
    QStringList pathNames;
    for (HorizonPath p : horizonPaths())
        pathNames.append(horizonPathKey(p));
    f.refuseUnknownKeys(node, path, topKeys + pathNames);
    const auto readOne = [&](const YAML::Node &map, const QString &key, const QString &name, const QString &where) {
        const YAML::Node entry = map[name.toStdString()];
        if (!entry.IsDefined() || entry.IsNull())
            return;
        const Assumption a = readAssumptionEntry(
            entry, f, where, [&key](double v) { return CostHorizon::check(key, v); }, true);
        if (!a.isEmpty())
            horizon->inputs.insert(key, a);
    };
    for (const QString &key : topKeys)
        readOne(node, key, key, YamlFields::join(path, key));
    for (HorizonPath p : horizonPaths()) {
        const QString name = horizonPathKey(p);
        const QString where = YamlFields::join(path, name);
        const YAML::Node map = node[name.toStdString()];
        if (!map.IsDefined() || map.IsNull() || !f.expectMap(map, where))
            continue;
        QStringList known;
        for (const QString &key : CostHorizon::pathKeys(p))
            known.append(key.mid(name.size() + 1));
        f.refuseUnknownKeys(map, where, known);
        for (const QString &leaf : known)
            readOne(map, name + QLatin1Char('.') + leaf, leaf, YamlFields::join(where, leaf));
    }
    // Two measures of the same work would be two figures for one thing.
    if (node["trainings_per_month"].IsDefined() && node["tokens_per_month"].IsDefined())
        f.error(node["tokens_per_month"], YamlFields::join(path, QStringLiteral("tokens_per_month")),
                CoreTr::tr("give trainings_per_month or tokens_per_month, not both"));
}

void writeCostHorizon(YAML::Node &root, const CostHorizon &horizon)
{
    YAML::Node node = root["cost_horizon"].IsMap() ? root["cost_horizon"] : YAML::Node(YAML::NodeType::Map);
    for (const QString &key : CostHorizon::keys()) {
        const int dot = int(key.indexOf(QLatin1Char('.')));
        const std::string parentName = dot < 0 ? std::string() : key.left(dot).toStdString();
        const std::string leaf = (dot < 0 ? key : key.mid(dot + 1)).toStdString();
        YAML::Node parent = dot < 0 ? node : (node[parentName].IsMap() ? node[parentName] : YAML::Node(YAML::NodeType::Map));
        const Assumption a = horizon.inputs.value(key);
        if (a.isEmpty()) {
            parent.remove(leaf);
        } else {
            YAML::Node item = parent[leaf].IsMap() ? parent[leaf] : YAML::Node(YAML::NodeType::Map);
            writeAssumptionEntry(item, a);
            parent[leaf] = item;
        }
        if (dot >= 0) {
            if (parent.size() == 0)
                node.remove(parentName);
            else
                node[parentName] = parent;
        }
    }
    if (node.size() == 0)
        root.remove("cost_horizon");
    else
        root["cost_horizon"] = node;
}

} // namespace pilot
