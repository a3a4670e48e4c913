#include "core/cost/pricetablewriter.h"

#include <QRegularExpression>

#include <yaml-cpp/yaml.h>

namespace pilot {

namespace {

void text(YAML::Emitter &out, const char *key, const QString &value)
{
    out << YAML::Key << key << YAML::Value;
    if (value.isEmpty())
        out << YAML::Null;
    else
        out << YAML::DoubleQuoted << value.toStdString();
}

// Words of the format (platform, unit, pricing) and ids as plain scalars where YAML reads them
// back as the same string; quoted otherwise.
void word(YAML::Emitter &out, const char *key, const QString &value)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z][A-Za-z0-9_.-]*\\z"));
    out << YAML::Key << key << YAML::Value;
    if (value.isEmpty())
        out << YAML::Null;
    else if (plain.match(value).hasMatch() && value != QLatin1String("null") && value != QLatin1String("true")
             && value != QLatin1String("false") && value != QLatin1String("yes") && value != QLatin1String("no"))
        out << value.toStdString();
    else
        out << YAML::DoubleQuoted << value.toStdString();
}

} // namespace

QByteArray writePriceTable(const PriceTable &table, const QByteArray &previous)
{
    QByteArray header;
    for (const QByteArray &line : previous.split('\n')) {
        if (!line.startsWith('#'))
            break;
        header += line + '\n';
    }
    if (header.isEmpty())
        header = "# Price table of a team (docs/cost.md): what each hour of an instance, chip or device costs.\n"
                 "# A price without both source and date is shown as an unconfirmed assumption.\n";
    QByteArray out = header + "schema: migration-pilot/prices@1\n";
    if (table.entries.isEmpty())
        return out + "prices: []\n";
    out += "prices:\n";
    for (const PriceEntry &e : table.entries) {
        YAML::Emitter entry;
        entry.SetMapFormat(YAML::Flow);
        entry.SetSeqFormat(YAML::Flow);
        entry << YAML::BeginMap;
        word(entry, "id", e.id);
        text(entry, "label", e.label);
        word(entry, "platform", e.platform);
        word(entry, "unit", e.unit);
        entry << YAML::Key << "price_per_hour" << YAML::Value;
        if (e.pricePerHour)
            entry << QByteArray::number(*e.pricePerHour, 'g', 15).toStdString();
        else
            entry << YAML::Null;
        word(entry, "currency", e.currency);
        word(entry, "pricing", e.pricingKind);
        text(entry, "source", e.source);
        entry << YAML::Key << "date" << YAML::Value;
        if (e.date)
            entry << e.date->toString(Qt::ISODate).toStdString();
        else
            entry << YAML::Null;
        entry << YAML::EndMap;
        out += "  - " + QByteArray(entry.c_str()) + '\n';
    }
    return out;
}

QString newPriceId(const PriceTable &table, const QString &label)
{
    QString base;
    for (const QChar c : label.toLower()) {
        if ((c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || c == QLatin1Char('.')
            || c == QLatin1Char('-'))
            base += c;
        else if (!base.isEmpty() && !base.endsWith(QLatin1Char('-')))
            base += QLatin1Char('-');
    }
    while (base.endsWith(QLatin1Char('-')))
        base.chop(1);
    base = base.left(60);
    if (base.isEmpty() || !base.at(0).isLetter())
        base.prepend(QStringLiteral("price-"));
    if (base == QLatin1String("price-"))
        base = QStringLiteral("price");
    QString id = base;
    for (int n = 2; table.find(id); ++n)
        id = base + QLatin1Char('-') + QString::number(n);
    return id;
}

} // namespace pilot
