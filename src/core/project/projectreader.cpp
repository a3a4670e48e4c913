#include "core/project/projectreader.h"
#include "core/support/coretr.h"
#include "core/support/safename.h"

#include "core/job/launchtarget.h"
#include "core/project/neuronruntime.h"
#include "core/project/projectfields.h"
#include "core/project/projectschema.h"
#include "core/support/textfile.h"
#include "core/support/yamlfields.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QRegularExpression>

namespace pilot {

namespace {

void readDecision(const YAML::Node &root, YamlFields &f, Project &p)
{
    const YAML::Node node = f.child(root, "decision", QString(), false);
    if (!node.IsDefined() || node.IsNull() || !f.expectMap(node, QStringLiteral("decision")))
        return;
    static const QRegularExpression idPattern(QStringLiteral("^[a-z][a-z0-9_]*\\z"));
    for (const auto &entry : node) {
        if (!entry.first.IsScalar())
            continue; // reported by expectMap
        DecisionAnswer row;
        row.id = QString::fromStdString(entry.first.Scalar());
        const QString path = YamlFields::join(QStringLiteral("decision"), row.id);
        if (!idPattern.match(row.id).hasMatch()) {
            f.error(entry.first, path, CoreTr::tr("question ids are lower-case letters, digits and '_'"));
            continue;
        }
        if (!f.expectMap(entry.second, path))
            continue;
        if (const auto answer = f.string(entry.second, "answer", path, true)) {
            if (const auto parsed = answerFromKey(*answer)) {
                row.answer = *parsed;
            } else {
                f.error(entry.second["answer"], path + QStringLiteral(".answer"),
                        CoreTr::tr("expected yes, no or unknown, found '%1'").arg(*answer));
            }
        }
        row.reason = f.string(entry.second, "reason", path).value_or(QString());
        row.evidence = f.stringList(entry.second, "evidence", path).value_or(QStringList());
        p.decision.append(row);
    }
}

// Every field as the table defines it (projectfields.h); a value a field does not accept is
// reported where it stands and left unset.
template<typename Owner>
void readFields(const YAML::Node &node, YamlFields &f, const QString &path, const QList<ProjectField<Owner>> &fields, Owner &owner)
{
    for (const ProjectField<Owner> &field : fields) {
        const QString at = YamlFields::join(path, QLatin1String(field.key));
        switch (field.kind) {
        case FieldKind::Text:
        case FieldKind::Choice: {
            const QString value = f.string(node, field.key, path).value_or(QString());
            field.setText(owner, value);
            if (field.choice) {
                if (const QString problem = field.choice(value); !problem.isEmpty())
                    f.error(node[field.key], at, problem);
            }
            break;
        }
        case FieldKind::Number: {
            std::optional<double> value = f.number(node, field.key, path, field.minimum);
            if (const auto max = field.maximum(); value && max && *value > *max) {
                f.error(node[field.key], at, CoreTr::tr("expected a fraction between 0 and 1 (0.03 = 3 %)"));
                value.reset();
            }
            field.setNumber(owner, value);
            break;
        }
        case FieldKind::Whole: {
            owner.*field.whole = f.integer(node, field.key, path, qint64(field.minimum));
            break;
        }
        }
    }
}

void readProfile(const YAML::Node &root, YamlFields &f, TaskProfile &t)
{
    const QString path = QStringLiteral("profile");
    const YAML::Node node = f.child(root, "profile", QString(), false);
    if (!node.IsDefined() || node.IsNull() || !f.expectMap(node, path))
        return;
    readFields(node, f, path, profileFields(), t);
}

void readLimits(const YAML::Node &root, YamlFields &f, AcceptanceLimits &l)
{
    const QString path = QStringLiteral("limits");
    const YAML::Node node = f.child(root, "limits", QString(), false);
    if (!node.IsDefined() || node.IsNull() || !f.expectMap(node, path))
        return;
    readFields(node, f, path, limitFields(), l);
    const auto timestamp = [&](const YAML::Node &map, const QString &at) -> QDateTime {
        const std::optional<QString> text = f.string(map, "at", at, true);
        if (!text)
            return QDateTime();
        const QDateTime t = QDateTime::fromString(*text, Qt::ISODate);
        if (!t.isValid())
            f.error(map["at"], YamlFields::join(at, QStringLiteral("at")),
                    CoreTr::tr("expected a time like 2026-11-30T14:05:00Z, found '%1'").arg(*text));
        return t.toUTC();
    };
    const YAML::Node locked = f.child(node, "locked", path, false);
    if (locked.IsDefined() && f.expectMap(locked, path + QStringLiteral(".locked"))) {
        const QString at = path + QStringLiteral(".locked");
        l.locked = LimitsLock{timestamp(locked, at), f.string(locked, "by", at, true).value_or(QString()),
                              f.string(locked, "reason", at).value_or(QString())};
    }
    const YAML::Node changes = f.child(node, "changes", path, false);
    if (changes.IsDefined() && f.expectSequence(changes, path + QStringLiteral(".changes"))) {
        int index = 0;
        for (const auto &item : changes) {
            const QString at = QStringLiteral("%1.changes[%2]").arg(path).arg(index++);
            if (!f.expectMap(item, at))
                continue;
            LimitChange c;
            c.at = timestamp(item, at);
            c.author = f.string(item, "by", at, true).value_or(QString());
            c.field = f.string(item, "field", at, true).value_or(QString());
            c.from = f.string(item, "from", at).value_or(QString());
            c.to = f.string(item, "to", at).value_or(QString());
            c.reason = f.string(item, "reason", at, true).value_or(QString());
            l.changes.append(c);
        }
    }
}

void readAssumptions(const YAML::Node &root, YamlFields &f, Assumptions &a)
{
    const QString path = QStringLiteral("assumptions");
    const YAML::Node node = f.child(root, "assumptions", QString(), false);
    if (!node.IsDefined() || node.IsNull() || !f.expectMap(node, path))
        return;
    const auto checked = [&](const YAML::Node &at, const QString &where, const QString &key, std::optional<double> v) {
        if (v) {
            if (const QString problem = checkAssumption(key, *v); !problem.isEmpty()) {
                f.error(at, where, problem);
                return std::optional<double>();
            }
        }
        return v;
    };
    const YAML::Node amortisation = f.child(node, "amortisation", path, false);
    const QString ap = path + QStringLiteral(".amortisation");
    if (amortisation.IsDefined() && f.expectMap(amortisation, ap)) {
        for (const auto &entry : amortisation) {
            const QString key = QString::fromStdString(entry.first.Scalar());
            const QString where = YamlFields::join(ap, key);
            if (key == QLatin1String("currency")) {
                a.currency = f.string(amortisation, "currency", ap).value_or(QString());
                continue;
            }
            if (!Assumptions::amortisationKeys().contains(key)) {
                f.error(
                    entry.first, where,
                    CoreTr::tr("unknown assumption; expected one of %1").arg(Assumptions::amortisationKeys().join(QStringLiteral(", "))));
                continue;
            }
            if (!f.expectMap(entry.second, where))
                continue;
            Assumption value = readAssumptionEntry(
                entry.second, f, where, [&key](double v) { return checkAssumption(key, v); }, false);
            // A price may come from the project's price table instead: then the table holds it,
            // and a value beside it would be a second place for the same figure.
            value.price = f.string(entry.second, "price", where).value_or(QString()).trimmed();
            if (!value.price.isEmpty() && !Assumptions::amortisationPriceKeys().contains(key)) {
                f.error(entry.second["price"], YamlFields::join(where, QStringLiteral("price")),
                        CoreTr::tr("only %1 may take their figure from the price table")
                            .arg(Assumptions::amortisationPriceKeys().join(QStringLiteral(", "))));
                value.price.clear();
            } else if (!value.price.isEmpty() && entry.second["value"].IsDefined()) {
                f.error(entry.second["value"], YamlFields::join(where, QStringLiteral("value")),
                        CoreTr::tr("a value beside price: the figure comes from the price table entry %1; drop one of them")
                            .arg(printableText(value.price)));
                value.value.reset();
            }
            a.amortisation.insert(key, value);
        }
    }
    const YAML::Node memory = f.child(node, "memory", path, false);
    const QString mp = path + QStringLiteral(".memory");
    if (memory.IsDefined() && f.expectMap(memory, mp)) {
        for (const auto &entry : memory) {
            const QString key = QString::fromStdString(entry.first.Scalar());
            const QString where = YamlFields::join(mp, key);
            if (key == QLatin1String("device")) {
                a.device = f.string(memory, "device", mp).value_or(QString());
                continue;
            }
            if (!Assumptions::memoryKeys().contains(key)) {
                f.error(entry.first, where,
                        CoreTr::tr("unknown calculator input; expected device or one of %1")
                            .arg(Assumptions::memoryKeys().join(QStringLiteral(", "))));
                continue;
            }
            if (const auto v = checked(entry.second, where, key, f.number(memory, key.toUtf8().constData(), mp, 0.0)))
                a.memory.insert(key, *v);
        }
    }
}

void readRuns(const YAML::Node &root, YamlFields &f, Project &p)
{
    const YAML::Node node = f.child(root, "runs", QString(), false);
    if (!node.IsDefined() || node.IsNull() || !f.expectSequence(node, QStringLiteral("runs")))
        return;
    int index = 0;
    for (const auto &item : node) {
        const QString path = QStringLiteral("runs[%1]").arg(index++);
        if (!f.expectMap(item, path))
            continue;
        ProjectRun run;
        run.path = f.string(item, "path", path, true).value_or(QString());
        if (const auto role = f.string(item, "role", path, true)) {
            if (const auto parsed = runRoleFromKey(*role))
                run.role = *parsed;
            else
                f.error(item["role"], path + QStringLiteral(".role"),
                        CoreTr::tr("expected reference, pilot or fallback, found '%1'").arg(*role));
        }
        run.label = f.string(item, "label", path).value_or(QString());
        run.leftOutOfCost = f.string(item, "left_out_of_cost", path).value_or(QString()).trimmed();
        p.runs.append(run);
    }
}

// One backend's settings, or a target's overrides of them: scalars only, each checked where the
// core knows the backend (neuron).
QMap<QString, QString> readRuntimeValues(const YAML::Node &node, YamlFields &f, const QString &path, const QString &backend,
                                         bool allowTargets)
{
    QMap<QString, QString> values;
    for (const auto &entry : node) {
        if (!entry.first.IsScalar())
            continue; // reported by expectMap
        const QString key = QString::fromStdString(entry.first.Scalar());
        const QString at = YamlFields::join(path, key);
        if (allowTargets && key == QLatin1String("targets"))
            continue;
        if (!entry.second.IsScalar()) {
            f.error(entry.second, at, CoreTr::tr("expected text or a number, found %1").arg(YamlFields::describe(entry.second)));
            continue;
        }
        const QString value = QString::fromStdString(entry.second.Scalar());
        if (backend == QLatin1String("neuron")) {
            if (const QString problem = checkNeuronRuntimeValue(key, value); !problem.isEmpty()) {
                f.error(neuronRuntimeKeys().contains(key) ? entry.second : entry.first, at, problem);
                continue;
            }
        }
        values.insert(key, value);
    }
    return values;
}

void readRuntime(const YAML::Node &root, YamlFields &f, Project &p)
{
    const QString path = QStringLiteral("runtime");
    const YAML::Node node = f.child(root, "runtime", QString(), false);
    if (!node.IsDefined() || node.IsNull() || !f.expectMap(node, path))
        return;
    static const QRegularExpression backendName(QStringLiteral("^[a-z][a-z0-9_-]*\\z"));
    for (const auto &entry : node) {
        if (!entry.first.IsScalar())
            continue;
        BackendRuntime r;
        r.backend = QString::fromStdString(entry.first.Scalar());
        const QString at = YamlFields::join(path, r.backend);
        if (!backendName.match(r.backend).hasMatch()) {
            f.error(entry.first, at, CoreTr::tr("backend names are lower-case letters, digits, '-' and '_'"));
            continue;
        }
        if (entry.second.IsNull()) {
            p.runtime.append(r);
            continue;
        }
        if (!f.expectMap(entry.second, at))
            continue;
        r.values = readRuntimeValues(entry.second, f, at, r.backend, true);
        const YAML::Node targets = f.child(entry.second, "targets", at, false);
        const QString targetsAt = at + QStringLiteral(".targets");
        if (targets.IsDefined() && !targets.IsNull() && f.expectMap(targets, targetsAt)) {
            for (const auto &t : targets) {
                if (!t.first.IsScalar())
                    continue;
                const QString written = QString::fromStdString(t.first.Scalar());
                const QString tat = YamlFields::join(targetsAt, written);
                LaunchTarget target;
                QString error;
                if (!LaunchTarget::parse(written, &target, &error)) {
                    f.error(t.first, tat, error);
                    continue;
                }
                if (r.targets.contains(target.toString())) {
                    f.error(t.first, tat, CoreTr::tr("the target %1 is given twice").arg(target.toString()));
                    continue;
                }
                if (!f.expectMap(t.second, tat))
                    continue;
                r.targets.insert(target.toString(), readRuntimeValues(t.second, f, tat, r.backend, false));
            }
        }
        p.runtime.append(r);
    }
}

} // namespace

ProjectLoadResult parseProject(const QByteArray &yaml, const QString &fileName)
{
    ProjectLoadResult result;
    YamlFields f(fileName, &result.diagnostics);
    if (yaml.trimmed().isEmpty()) {
        result.diagnostics.append(
            {fileName, 1, 1, CoreTr::tr("the file is empty; a project file starts with 'schema: %1'").arg(projectschema::currentTag()),
             Diagnostic::Severity::Error});
        return result;
    }
    const std::optional<YAML::Node> parsed = f.parse(yaml);
    if (!parsed)
        return result;
    YAML::Node root = *parsed;
    if (!f.expectMap(root, QString()))
        return result;

    Project p;
    p.sourceYaml = yaml;
    const YAML::Node schemaNode = f.child(root, "schema", QString(), true);
    if (const auto tag = f.string(root, "schema", QString())) {
        const auto version = projectschema::versionOf(*tag);
        if (!version) {
            f.error(schemaNode, QStringLiteral("schema"), CoreTr::tr("expected '%1', found '%2'").arg(projectschema::currentTag(), *tag));
            return result;
        }
        if (!projectschema::migrate(root, *version, schemaNode, f))
            return result;
        if (*version != Project::kSchemaVersion) {
            YAML::Emitter out;
            out << root;
            p.sourceYaml = QByteArray(out.c_str());
        }
    } else {
        return result;
    }

    p.title = f.string(root, "title", QString(), true).value_or(QString());
    p.authors = f.stringList(root, "authors", QString()).value_or(QStringList());
    // Dates are ISO dates: when the project was created, and when the team took its decision.
    for (const auto &[key, date] : {std::pair<const char *, std::optional<QDate> *>{"created", &p.created}, {"decided", &p.decided}}) {
        if (const auto value = f.string(root, key, QString())) {
            const QDate parsed = QDate::fromString(*value, Qt::ISODate);
            if (parsed.isValid())
                *date = parsed;
            else
                f.error(root[key], QLatin1String(key), CoreTr::tr("expected a date like 2026-11-30, found '%1'").arg(*value));
        }
    }
    readDecision(root, f, p);
    readProfile(root, f, p.profile);
    readLimits(root, f, p.limits);
    readAssumptions(root, f, p.assumptions);
    readRuns(root, f, p);
    p.priceTable = f.string(root, "price_table", QString()).value_or(QString());
    p.notes = f.string(root, "notes", QString()).value_or(QString());
    readRuntime(root, f, p);
    p.cpuFallbackRules = f.string(root, "cpu_fallback_rules", QString()).value_or(QString());
    readFallbackPlan(root, f, &p.fallback);
    readCostHorizon(root, f, &p.costHorizon);
    readPriceMapping(root, f, &p.prices);
    readPathMapping(root, f, &p.paths);

    if (!hasErrors(result.diagnostics))
        result.project = std::move(p);
    return result;
}

QByteArray readProjectBytes(const QString &path, QByteArray *hash)
{
    QByteArray text;
    Diagnostics ignored;
    if (!readTextFile(path, kMaxProjectFileBytes, &text, &ignored)) {
        hash->clear();
        return {};
    }
    *hash = QCryptographicHash::hash(text, QCryptographicHash::Sha256);
    return text;
}

ProjectLoadResult loadProject(const QString &path)
{
    ProjectLoadResult result;
    QByteArray text;
    if (!readTextFile(path, kMaxProjectFileBytes, &text, &result.diagnostics))
        return result;
    result = parseProject(text, path);
    result.fileHash = QCryptographicHash::hash(text, QCryptographicHash::Sha256);
    return result;
}

} // namespace pilot
