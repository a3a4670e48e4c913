#include "core/project/costhorizon.h"

#include "core/support/bilingualwords.h"
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
    BilingualWord title, explanation; ///< UTF-8, as the record's words
};

// The bounds are those of a plausible team and plan; a figure beyond them is a slip.
const KeyInfo kKeys[] = {
    {"months",
     600,
     {"", "Planning period (months)", "Planungszeitraum (Monate)"},
     {"", "How many months the decision is to hold; every path is costed over them.",
      "Wie viele Monate die Entscheidung tragen soll; jeder Weg wird über diese Zeit gerechnet."}},
    {"trainings_per_month",
     1e6,
     {"", "Trainings per month", "Trainings je Monat"},
     {"", "Planned trainings of the task profile a month, each ending in an accepted training state.",
      "Geplante Trainings des Aufgabenprofils je Monat, jedes endet in einem abgenommenen Trainingsstand."}},
    {"tokens_per_month",
     1e15,
     {"", "Planned tokens per month", "Geplante Tokens je Monat"},
     {"",
      "Instead of trainings: tokens trained a month; a training is the task profile's steps at the reference job's configured "
      "tokens per step.",
      "Statt Trainings: trainierte Tokens je Monat; ein Training sind die Schritte des Aufgabenprofils mit den konfigurierten Tokens "
      "je Schritt des Referenzjobs."}},
    {"model_upkeep_hours_per_month",
     1e5,
     {"", "Model upkeep (hours per month)", "Modellpflege (Stunden je Monat)"},
     {"", "Hours a month the team changes the shared model code, on whichever platform it runs.",
      "Stunden je Monat, in denen das Team den gemeinsamen Modellcode ändert, gleich auf welcher Plattform er läuft."}},
    {"kernel_share",
     1,
     {"", "Share of work needing hardware-specific kernels", "Anteil der Arbeit mit hardwarespezifischen Kerneln"},
     {"",
      "Between 0 and 1: that share of the model upkeep is done again for Trainium2 on both Trainium2 paths; the larger it is, "
      "the smaller their maintenance advantage.",
      "Zwischen 0 und 1: Dieser Anteil der Modellpflege fällt auf beiden Trainium2-Wegen für Trainium2 noch einmal an; je größer er "
      "ist, desto kleiner ihr Vorteil bei der Wartung."}},
    {"gpu.porting_hours",
     1e6,
     {"", "GPU only: one-time effort (hours)", "Nur GPU: einmaliger Aufwand (Stunden)"},
     {"", "Engineering hours before the GPU path runs the planned trainings (0 when it runs them today).",
      "Ingenieurstunden, bis der GPU-Weg die geplanten Trainings ausführt (0, wenn er es heute schon tut)."}},
    {"gpu.upkeep_hours_per_month",
     1e5,
     {"", "GPU only: upkeep (hours per month)", "Nur GPU: Wartung (Stunden je Monat)"},
     {"", "Driver, CUDA and library upgrades of the GPU path, hours a month.",
      "Treiber-, CUDA- und Bibliotheks-Upgrades des GPU-Wegs, Stunden je Monat."}},
    {"trainium2.porting_hours",
     1e6,
     {"", "Trainium2 only: porting (hours)", "Nur Trainium2: Portierung (Stunden)"},
     {"", "Engineering hours to port and validate the job on Trainium2, once.",
      "Ingenieurstunden, um den Job einmalig auf Trainium2 zu portieren und zu validieren."}},
    {"trainium2.upkeep_hours_per_month",
     1e5,
     {"", "Trainium2 only: upkeep (hours per month)", "Nur Trainium2: Wartung (Stunden je Monat)"},
     {"", "Compiler and runtime upgrades, conversion work and the fallback responsibility of an own Trainium2 path, hours a month.",
      "Compiler- und Runtime-Upgrades, Konvertierungsarbeit und die Rückfallverantwortung eines eigenen Trainium2-Wegs, Stunden je "
      "Monat."}},
    {"dual.porting_hours",
     1e6,
     {"", "Dual operation: porting (hours)", "Dualbetrieb: Portierung (Stunden)"},
     {"", "Engineering hours to port the job and set up the GPU fallback, once.",
      "Ingenieurstunden, um den Job zu portieren und den GPU-Rückfall einzurichten, einmalig."}},
    {"dual.upkeep_hours_per_month",
     1e5,
     {"", "Dual operation: upkeep (hours per month)", "Dualbetrieb: Wartung (Stunden je Monat)"},
     {"", "Upgrades and conversion work on both platforms and keeping the fallback path tested, hours a month.",
      "Upgrades und Konvertierungsarbeit auf beiden Plattformen und das Testen des Rückfallwegs, Stunden je Monat."}},
    {"dual.fallback_runs_per_month",
     1e4,
     {"", "Dual operation: fallback re-checks (runs per month)", "Dualbetrieb: Rückfall-Prüfläufe (Läufe je Monat)"},
     {"", "Runs a month that keep the GPU fallback warm, each at the measured cost of a fallback run.",
      "Läufe je Monat, die den GPU-Rückfall warm halten, jeder zu den gemessenen Kosten eines Rückfalllaufs."}},
};

QString pick(const BilingualWord &w, const QString &language)
{
    return QString::fromUtf8(language == QLatin1String("de") ? w.de : w.en);
}

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
    return k ? pick(k->title, language) : key;
}

QString CostHorizon::explanation(const QString &key, const QString &language)
{
    const KeyInfo *k = info(key);
    return k ? pick(k->explanation, language) : QString();
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
