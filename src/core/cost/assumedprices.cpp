#include "core/cost/assumedprices.h"

#include "core/project/projectplace.h"
#include "core/support/coretr.h"
#include "core/support/safename.h"

#include <QDir>

namespace pilot {

namespace {

QString platformOf(const QString &key)
{
    return key == QLatin1String("gpu_price_per_hour") ? QStringLiteral("gpu") : QStringLiteral("trainium2");
}

// Why `entry` cannot stand for the calculator's input `key` in `currency`; empty when it can.
QString unfit(const QString &key, const PriceEntry &entry, const QString &currency)
{
    if (entry.platform != platformOf(key))
        return CoreTr::tr("the price table entry %1 is for platform %2, not %3")
            .arg(printableText(entry.id), entry.platform, platformOf(key));
    // The calculator weighs instance hours against instance hours; a chip's price would make
    // the saving per hour meaningless.
    if (entry.unit != QLatin1String("instance_hour"))
        return CoreTr::tr("the price table entry %1 is priced per %2; the calculator counts instance hours")
            .arg(printableText(entry.id), entry.unit);
    if (!entry.pricePerHour)
        return CoreTr::tr("the price table entry %1 has no figure yet").arg(printableText(entry.id));
    if (!currency.isEmpty() && entry.currency != currency)
        return CoreTr::tr("the price table entry %1 is in %2, the calculator counts in %3")
            .arg(printableText(entry.id), entry.currency, currency);
    return QString();
}

} // namespace

ProjectPriceTable loadProjectPriceTable(const Project &project, const QString &projectFolder)
{
    ProjectPriceTable out;
    if (project.priceTable.isEmpty())
        return out;
    const ProjectPlace place = placeInProject(project.priceTable, projectFolder.isEmpty() ? QDir::currentPath() : projectFolder);
    if (place.outside) {
        out.file = project.priceTable;
        out.outside = true;
        out.errors << CoreTr::tr("price_table: %1 lies outside the project's folder; a project reads only files inside "
                                 "its folder: copy the price table into it")
                          .arg(printableText(project.priceTable));
        return out;
    }
    out.file = place.absolute;
    Diagnostics diagnostics;
    out.table = PriceTable::load(out.file, &diagnostics);
    for (const Diagnostic &d : diagnostics) {
        if (d.severity == Diagnostic::Severity::Error)
            out.errors << d.toString();
    }
    return out;
}

QList<const PriceEntry *> amortisationPriceChoices(const QString &key, const PriceTable &table)
{
    QList<const PriceEntry *> out;
    for (const PriceEntry &e : table.entries) {
        if (e.platform == platformOf(key) && e.unit == QLatin1String("instance_hour"))
            out.append(&e);
    }
    return out;
}

Assumptions pricedAssumptions(const Assumptions &assumptions, const PriceTable *table)
{
    Assumptions out = assumptions;
    // The calculator's currency: its own, else that of the first entry it takes a price from.
    if (out.currency.isEmpty() && table) {
        for (const QString &key : Assumptions::amortisationPriceKeys()) {
            const PriceEntry *e = table->find(assumptions.amortisation.value(key).price);
            if (e && out.currency.isEmpty() && unfit(key, *e, QString()).isEmpty())
                out.currency = e->currency;
        }
    }
    for (const QString &key : Assumptions::amortisationPriceKeys()) {
        if (!out.amortisation.contains(key) || out.amortisation.value(key).price.isEmpty())
            continue;
        Assumption &a = out.amortisation[key];
        a.value.reset();
        const PriceEntry *e = table ? table->find(a.price) : nullptr;
        if (!table) {
            a.label =
                CoreTr::tr("from the price table entry %1, but the project's price table could not be read").arg(printableText(a.price));
        } else if (!e) {
            a.label = CoreTr::tr("the price table has no entry %1").arg(printableText(a.price));
        } else if (const QString why = unfit(key, *e, out.currency); !why.isEmpty()) {
            a.label = why;
        } else {
            a.value = e->pricePerHour;
            QString from = CoreTr::tr("price table: %1").arg(e->id);
            if (!e->label.isEmpty())
                from += QStringLiteral(" — ") + e->label;
            if (!e->source.isEmpty())
                from += QLatin1String(", ") + e->source;
            a.label = from;
        }
    }
    return out;
}

Project pricedProject(const Project &project, const PriceTable *table)
{
    Project out = project;
    out.assumptions = pricedAssumptions(project.assumptions, table);
    return out;
}

} // namespace pilot
