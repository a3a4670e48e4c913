#include "core/cost/pricetable.h"

#include "core/support/coretr.h"
#include "core/support/datafile.h"
#include "core/support/yamlfields.h"

#include <QSet>

namespace pilot {

namespace {

QStringList knownKeys()
{
    return {QStringLiteral("id"),      QStringLiteral("label"),          QStringLiteral("platform"),
            QStringLiteral("unit"),    QStringLiteral("price_per_hour"), QStringLiteral("currency"),
            QStringLiteral("pricing"), QStringLiteral("source"),         QStringLiteral("date")};
}

QString choice(YamlFields &f, const YAML::Node &item, const char *key, const QString &path, const QStringList &allowed, bool required)
{
    const std::optional<QString> value = f.string(item, key, path, required);
    if (!value)
        return QString();
    if (!allowed.contains(*value)) {
        f.error(item[key], YamlFields::join(path, QLatin1String(key)),
                CoreTr::tr("expected one of %1, found '%2'").arg(allowed.join(QStringLiteral(", ")), *value));
        return QString();
    }
    return *value;
}

} // namespace

const PriceEntry *PriceTable::find(const QString &id) const
{
    for (const PriceEntry &e : entries) {
        if (e.id == id)
            return &e;
    }
    return nullptr;
}

QStringList PriceTable::platforms()
{
    return {QStringLiteral("gpu"), QStringLiteral("trainium2"), QStringLiteral("other")};
}

QStringList PriceTable::units()
{
    return {QStringLiteral("instance_hour"), QStringLiteral("chip_hour"), QStringLiteral("device_hour")};
}

QStringList PriceTable::pricingKinds()
{
    return {QStringLiteral("on_demand"), QStringLiteral("reserved"), QStringLiteral("savings_plan"), QStringLiteral("spot"),
            QStringLiteral("internal_rate")};
}

std::optional<PriceTable> PriceTable::parse(const QByteArray &yaml, const QString &fileName, Diagnostics *diagnostics)
{
    YamlFields f(fileName, diagnostics);
    const auto document = f.document(yaml, "migration-pilot/prices@1");
    if (!document)
        return std::nullopt;
    const YAML::Node &root = *document;
    f.refuseUnknownKeys(root, QString(), {QStringLiteral("schema"), QStringLiteral("prices")});
    PriceTable table;
    table.file = fileName;
    QSet<QString> ids;
    const YAML::Node list = f.child(root, "prices", QString(), true);
    if (list.IsDefined() && !list.IsNull() && f.expectSequence(list, QStringLiteral("prices"))) {
        int index = 0;
        for (const auto &item : list) {
            const QString path = QStringLiteral("prices[%1]").arg(index++);
            if (!f.expectMap(item, path))
                continue;
            f.refuseUnknownKeys(item, path, knownKeys());
            PriceEntry e;
            e.line = item.Mark().line + 1;
            e.id = f.string(item, "id", path, true).value_or(QString());
            if (!e.id.isEmpty() && ids.contains(e.id))
                f.error(item["id"], path + QStringLiteral(".id"), CoreTr::tr("the price '%1' is listed twice").arg(e.id));
            ids.insert(e.id);
            e.label = f.string(item, "label", path).value_or(QString());
            e.platform = choice(f, item, "platform", path, platforms(), true);
            e.unit = choice(f, item, "unit", path, units(), true);
            // null is allowed: the template lists instance types with their prices left to fill.
            e.pricePerHour = f.boundedNumber(item, "price_per_hour", path, 0.0, PriceTable::kMaxPricePerHour);
            e.currency = f.string(item, "currency", path).value_or(QString());
            if (e.pricePerHour && e.currency.isEmpty())
                f.error(item, path, CoreTr::tr("a price needs its currency (currency: EUR, USD, …)"));
            e.pricingKind = choice(f, item, "pricing", path, pricingKinds(), true);
            e.source = f.string(item, "source", path).value_or(QString());
            if (const auto date = f.string(item, "date", path)) {
                const QDate parsed = QDate::fromString(*date, Qt::ISODate);
                if (parsed.isValid())
                    e.date = parsed;
                else
                    f.error(item["date"], path + QStringLiteral(".date"), CoreTr::tr("expected a date like 2026-11-30, found '%1'").arg(*date));
            }
            table.entries.append(e);
        }
    }
    if (hasErrors(*diagnostics))
        return std::nullopt;
    return table;
}

std::optional<PriceTable> PriceTable::load(const QString &path, Diagnostics *diagnostics)
{
    return loadDataFile<PriceTable>(path, diagnostics);
}

} // namespace pilot
