#include "core/calculators/operatorlist.h"

#include "core/support/coretr.h"
#include "core/support/datafile.h"
#include "core/support/yamlfields.h"

#include <QRegularExpression>

#include <algorithm>

namespace pilot {

namespace {

// An operator name as compilers print them: letters, digits, "_", ".", ":", "-".
bool isOperatorName(const QString &name)
{
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z_][A-Za-z0-9_.:\\-]*\\z"));
    return pattern.match(name).hasMatch();
}

} // namespace

std::optional<OperatorList> OperatorList::parseListOutput(const QByteArray &text, const QString &fileName, const QString &source,
                                                          const QDate &date, Diagnostics *diagnostics)
{
    const qsizetype before = diagnostics->size();
    if (source.trimmed().isEmpty())
        diagnostics->append(Diagnostic::error(fileName, CoreTr::tr("say where the list comes from (the compiler and its version)")));
    if (!date.isValid())
        diagnostics->append(Diagnostic::error(fileName, CoreTr::tr("say when the list was taken (a date, YYYY-MM-DD)")));
    OperatorList list;
    list.source = source.trimmed();
    list.date = date;
    list.framework = QStringLiteral("XLA");
    list.file = fileName;
    const QList<QByteArray> lines = text.split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QString name = QString::fromUtf8(lines[i]).trimmed();
        if (name.isEmpty() || name.startsWith(QLatin1Char('#'))) // a saved list may carry a note
            continue;
        if (!isOperatorName(name)) {
            diagnostics->append(Diagnostic::error(fileName,
                                                  CoreTr::tr("'%1' is not an operator name; expected the output of "
                                                             "'neuronx-cc list-operators', one name per line")
                                                      .arg(name.left(60)),
                                                  i + 1));
            continue;
        }
        list.supported.insert(name.toLower());
    }
    if (list.supported.isEmpty() && diagnostics->size() == before)
        diagnostics->append(Diagnostic::error(fileName, CoreTr::tr("the list names no operator")));
    if (diagnostics->size() > before)
        return std::nullopt;
    return list;
}

std::optional<OperatorList> OperatorList::parseTable(const QByteArray &yaml, const QString &fileName, Diagnostics *diagnostics)
{
    YamlFields f(fileName, diagnostics);
    const auto document = f.document(yaml, "migration-pilot/operator-list@1");
    if (!document)
        return std::nullopt;
    const YAML::Node &root = *document;
    OperatorList list;
    list.file = fileName;
    list.source = f.string(root, "source", QString(), true).value_or(QString());
    const std::optional<QString> date = f.string(root, "date", QString(), true);
    if (date) {
        list.date = QDate::fromString(*date, Qt::ISODate);
        if (!list.date.isValid())
            f.error(root["date"], QStringLiteral("date"), CoreTr::tr("expected a date as YYYY-MM-DD, found '%1'").arg(*date));
    }
    list.framework = f.string(root, "framework", QString()).value_or(QString());
    for (const QString &name : f.stringList(root, "supported", QString()).value_or(QStringList())) {
        if (!isOperatorName(name))
            f.error(root["supported"], QStringLiteral("supported"), CoreTr::tr("'%1' is not an operator name").arg(name));
        list.supported.insert(name.toLower());
    }
    const YAML::Node aten = f.child(root, "aten", QString(), false);
    if (aten.IsDefined() && f.expectMap(aten, QStringLiteral("aten"))) {
        for (const auto &entry : aten) {
            const QString name = QString::fromStdString(entry.first.Scalar());
            const QString path = QStringLiteral("aten.") + name;
            const QString value = entry.second.IsScalar() ? QString::fromStdString(entry.second.Scalar()) : QString();
            if (!name.startsWith(QLatin1String("aten::")) || !isOperatorName(name))
                f.error(entry.first, path, CoreTr::tr("expected an aten operator such as 'aten::erf'"));
            else if (value != QLatin1String("supported") && value != QLatin1String("unsupported"))
                f.error(entry.second, path,
                        CoreTr::tr("expected 'supported' or 'unsupported', found %1").arg(YamlFields::describe(entry.second)));
            else
                list.aten.insert(name, value == QLatin1String("supported"));
        }
    }
    if (list.supported.isEmpty() && list.aten.isEmpty() && !hasErrors(*diagnostics))
        f.error(root, QString(), CoreTr::tr("the table lists no operator (give 'supported' or 'aten')"));
    if (hasErrors(*diagnostics))
        return std::nullopt;
    return list;
}

std::optional<OperatorList> OperatorList::load(const QString &path, const QString &source, const QDate &date, Diagnostics *diagnostics)
{
    QByteArray text;
    if (!readTextFile(path, kMaxDataFileBytes, &text, diagnostics))
        return std::nullopt;
    // A table is YAML whose first statement is its schema (after notes); list output is not.
    for (const QByteArray &line : text.split('\n')) {
        const QByteArray t = line.trimmed();
        if (t.isEmpty() || t.startsWith('#'))
            continue;
        if (t.startsWith("schema:"))
            return parseTable(text, path, diagnostics);
        break;
    }
    return parseListOutput(text, path, source, date, diagnostics);
}

int OperatorCoverage::unconfirmed() const
{
    return int(std::count_if(rows.begin(), rows.end(), [](const OperatorCoverageRow &r) { return r.status != OperatorStatus::Supported; }));
}

QStringList OperatorCoverage::unconfirmedNames() const
{
    QStringList names;
    for (const OperatorCoverageRow &r : rows) {
        if (r.status != OperatorStatus::Supported)
            names.append(r.op);
    }
    return names;
}

OperatorCoverage assessCoverage(const QMap<QString, int> &atenCounts, const OperatorList &list)
{
    OperatorCoverage coverage;
    for (auto it = atenCounts.begin(); it != atenCounts.end(); ++it) {
        OperatorCoverageRow row;
        row.op = it.key();
        row.count = it.value();
        const QString outOfPlace = row.op.endsWith(QLatin1Char('_')) ? row.op.chopped(1) : row.op;
        const QString bare = outOfPlace.mid(outOfPlace.indexOf(QLatin1String("::")) + 2).toLower();
        if (list.aten.contains(row.op) || list.aten.contains(outOfPlace)) {
            const QString key = list.aten.contains(row.op) ? row.op : outOfPlace;
            row.status = list.aten.value(key) ? OperatorStatus::Supported : OperatorStatus::Unsupported;
            row.matchedAs = key;
        } else if (list.supported.contains(bare)) {
            row.status = OperatorStatus::Supported;
            row.matchedAs = bare;
        }
        coverage.rows.append(row);
    }
    std::stable_sort(coverage.rows.begin(), coverage.rows.end(), [](const OperatorCoverageRow &a, const OperatorCoverageRow &b) {
        const bool ca = a.status == OperatorStatus::Supported, cb = b.status == OperatorStatus::Supported;
        return ca != cb ? !ca : a.op < b.op;
    });
    return coverage;
}

} // namespace pilot
