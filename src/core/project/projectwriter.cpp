#include "core/project/projectwriter.h"

#include "core/job/launchtarget.h"
#include "core/project/projectfields.h"
#include "core/project/projectreader.h"
#include "core/project/projectschema.h"
#include "core/support/atomicfile.h"
#include "core/support/coretr.h"
#include "core/support/filelock.h"
#include "core/support/regularfile.h"
#include "core/support/yamlsplice.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QLocale>

#include <yaml-cpp/yaml.h>

namespace pilot {

namespace {

std::string text(const QString &s)
{
    return s.toStdString();
}

// Shortest text that reads back to the same double ("0.05", not "0.050000000000000003").
std::string numberText(double v)
{
    return text(QString::number(v, 'g', QLocale::FloatingPointShortest));
}

void setText(YAML::Node map, const char *key, const QString &value)
{
    if (value.isEmpty())
        map.remove(key);
    else
        map[key] = text(value);
}

template<typename T>
void setNumber(YAML::Node map, const char *key, const std::optional<T> &value)
{
    if (!value)
        map.remove(key);
    else if constexpr (std::is_integral_v<T>)
        map[key] = text(QString::number(*value));
    else
        map[key] = numberText(*value);
}

void setList(YAML::Node map, const char *key, const QStringList &values)
{
    if (values.isEmpty()) {
        // An empty list the user wrote (`evidence: []`) reads as no entries: it stays.
        if (!(map[key].IsSequence() && map[key].size() == 0))
            map.remove(key);
        return;
    }
    // A single entry written as plain text stays plain text.
    if (values.size() == 1 && map[key].IsScalar()) {
        map[key] = text(values.first());
        return;
    }
    YAML::Node list(YAML::NodeType::Sequence);
    for (const QString &v : values)
        list.push_back(text(v));
    map[key] = list;
}

YAML::Node section(YAML::Node root, const char *key)
{
    if (!root[key].IsMap())
        root[key] = YAML::Node(YAML::NodeType::Map);
    return root[key];
}

void dropIfEmpty(YAML::Node root, const char *key)
{
    if (root[key].IsMap() && root[key].size() == 0)
        root.remove(key);
}

void writeDecision(YAML::Node root, const Project &p)
{
    YAML::Node decision = section(root, "decision");
    QStringList stale;
    for (const auto &entry : decision) {
        const QString id = QString::fromStdString(entry.first.Scalar());
        if (!p.answer(id))
            stale.append(id);
    }
    for (const QString &id : stale)
        decision.remove(text(id));
    for (const DecisionAnswer &a : p.decision) {
        YAML::Node row = decision[text(a.id)];
        if (!row.IsMap())
            row = YAML::Node(YAML::NodeType::Map);
        row["answer"] = text(answerKey(a.answer));
        setText(row, "reason", a.reason);
        setList(row, "evidence", a.evidence);
        decision[text(a.id)] = row;
    }
    dropIfEmpty(root, "decision");
}

// Every field as the table defines it (projectfields.h), in its order.
template<typename Owner>
void writeFields(YAML::Node map, const QList<ProjectField<Owner>> &fields, const Owner &owner)
{
    for (const ProjectField<Owner> &field : fields) {
        switch (field.kind) {
        case FieldKind::Text:
        case FieldKind::Choice:
            setText(map, field.key, field.textIn(owner));
            break;
        case FieldKind::Number:
            setNumber(map, field.key, owner.*field.number);
            break;
        case FieldKind::Whole:
            setNumber(map, field.key, owner.*field.whole);
            break;
        }
    }
}

void writeProfile(YAML::Node root, const TaskProfile &t)
{
    writeFields(section(root, "profile"), profileFields(), t);
    dropIfEmpty(root, "profile");
}

void writeLimits(YAML::Node root, const AcceptanceLimits &l)
{
    YAML::Node n = section(root, "limits");
    writeFields(n, limitFields(), l);
    const auto timeText = [](const QDateTime &t) { return text(t.toUTC().toString(Qt::ISODate)); };
    if (l.locked) {
        YAML::Node lock(YAML::NodeType::Map);
        lock["at"] = timeText(l.locked->at);
        lock["by"] = text(l.locked->author);
        setText(lock, "reason", l.locked->reason);
        n["locked"] = lock;
    } else {
        n.remove("locked");
    }
    if (l.changes.isEmpty()) {
        n.remove("changes");
    } else {
        YAML::Node changes(YAML::NodeType::Sequence);
        for (const LimitChange &c : l.changes) {
            YAML::Node item(YAML::NodeType::Map);
            item["at"] = timeText(c.at);
            item["by"] = text(c.author);
            item["field"] = text(c.field);
            item["from"] = text(c.from);
            item["to"] = text(c.to);
            item["reason"] = text(c.reason);
            changes.push_back(item);
        }
        n["changes"] = changes;
    }
    dropIfEmpty(root, "limits");
}

void writeAssumptions(YAML::Node root, const Assumptions &a)
{
    YAML::Node n = section(root, "assumptions");
    YAML::Node amortisation = section(n, "amortisation");
    for (const QString &key : Assumptions::amortisationKeys()) {
        const Assumption v = a.amortisation.value(key);
        if (!v.value && v.label.isEmpty() && v.price.isEmpty()) {
            amortisation.remove(text(key));
            continue;
        }
        YAML::Node item(YAML::NodeType::Map);
        // A price taken from the table is written as the entry's id alone: its figure, label,
        // source and date are the table's (pricedAssumptions fills them in for the calculators).
        if (!v.price.isEmpty())
            item["price"] = text(v.price);
        else
            writeAssumptionEntry(item, v);
        amortisation[text(key)] = item;
    }
    setText(amortisation, "currency", a.currency);
    dropIfEmpty(n, "amortisation");
    YAML::Node memory = section(n, "memory");
    for (const QString &key : Assumptions::memoryKeys()) {
        if (a.memory.contains(key))
            memory[text(key)] = numberText(a.memory.value(key));
        else
            memory.remove(text(key));
    }
    setText(memory, "device", a.device);
    dropIfEmpty(n, "memory");
    dropIfEmpty(root, "assumptions");
}

void writeRuns(YAML::Node root, const Project &p)
{
    if (p.runs.isEmpty()) {
        root.remove("runs");
        return;
    }
    const YAML::Node old = root["runs"];
    YAML::Node runs(YAML::NodeType::Sequence);
    for (qsizetype i = 0; i < p.runs.size(); ++i) {
        const ProjectRun &r = p.runs.at(i);
        // Runs are matched by position so unknown keys of the i-th run stay with it.
        YAML::Node item = old.IsSequence() && static_cast<size_t>(i) < old.size() && old[i].IsMap() ? YAML::Clone(old[i])
                                                                                                    : YAML::Node(YAML::NodeType::Map);
        item["path"] = text(r.path);
        item["role"] = text(runRoleKey(r.role));
        setText(item, "label", r.label);
        setText(item, "left_out_of_cost", r.leftOutOfCost);
        runs.push_back(item);
    }
    root["runs"] = runs;
}

void writeRuntimeValues(YAML::Node map, const QMap<QString, QString> &values)
{
    QStringList stale;
    for (const auto &entry : map) {
        const QString key = QString::fromStdString(entry.first.Scalar());
        if (key != QLatin1String("targets") && !values.contains(key))
            stale.append(key);
    }
    for (const QString &key : stale)
        map.remove(text(key));
    for (auto it = values.constBegin(); it != values.constEnd(); ++it)
        map[text(it.key())] = text(it.value());
}

// Known values are updated where they stand, so keys the build does not know survive; a
// target is matched by its canonical name, a backend by its name.
void writeRuntime(YAML::Node root, const Project &p)
{
    if (p.runtime.isEmpty()) {
        root.remove("runtime");
        return;
    }
    YAML::Node runtime = section(root, "runtime");
    QStringList stale;
    for (const auto &entry : runtime) {
        const QString name = QString::fromStdString(entry.first.Scalar());
        bool kept = false;
        for (const BackendRuntime &r : p.runtime)
            kept = kept || r.backend == name;
        if (!kept)
            stale.append(name);
    }
    for (const QString &name : stale)
        runtime.remove(text(name));
    for (const BackendRuntime &r : p.runtime) {
        YAML::Node node = runtime[text(r.backend)];
        if (!node.IsMap())
            node = YAML::Node(YAML::NodeType::Map);
        writeRuntimeValues(node, r.values);
        if (r.targets.isEmpty()) {
            node.remove("targets");
        } else {
            YAML::Node targets = node["targets"].IsMap() ? node["targets"] : YAML::Node(YAML::NodeType::Map);
            YAML::Node written(YAML::NodeType::Map);
            for (auto it = r.targets.constBegin(); it != r.targets.constEnd(); ++it) {
                YAML::Node target(YAML::NodeType::Map);
                for (const auto &old : targets) {
                    LaunchTarget parsed;
                    QString error;
                    if (LaunchTarget::parse(QString::fromStdString(old.first.Scalar()), &parsed, &error) && parsed.toString() == it.key()
                        && old.second.IsMap())
                        target = YAML::Clone(old.second);
                }
                writeRuntimeValues(target, it.value());
                written[text(it.key())] = target;
            }
            node["targets"] = written;
        }
        runtime[text(r.backend)] = node;
    }
}

YAML::Node sourceRoot(const Project &p)
{
    if (!p.sourceYaml.trimmed().isEmpty()) {
        try {
            YAML::Node root = YAML::Load(p.sourceYaml.toStdString());
            if (root.IsMap())
                return root;
        } catch (const std::exception &) {
            // A project built in memory from a broken source starts from scratch.
        }
    }
    return YAML::Node(YAML::NodeType::Map);
}

// The project as a file of its own: what two projects must share to be the same project.
QByteArray canonicalText(const Project &p)
{
    Project alone = p;
    alone.sourceYaml.clear();
    return serializeProject(alone);
}

} // namespace

QByteArray serializeProject(const Project &p)
{
    YAML::Node root = sourceRoot(p);
    root["schema"] = text(projectschema::currentTag());
    root["title"] = text(p.title);
    setList(root, "authors", p.authors);
    for (const auto &[key, date] :
         {std::pair<const char *, const std::optional<QDate> *>{"created", &p.created}, {"decided", &p.decided}}) {
        if (*date)
            root[key] = text((*date)->toString(Qt::ISODate));
        else
            root.remove(key);
    }
    writeDecision(root, p);
    writeProfile(root, p.profile);
    writeLimits(root, p.limits);
    writeAssumptions(root, p.assumptions);
    writeRuns(root, p);
    setText(root, "price_table", p.priceTable);
    setText(root, "notes", p.notes);
    writeRuntime(root, p);
    setText(root, "cpu_fallback_rules", p.cpuFallbackRules);
    writeFallbackPlan(root, p.fallback);
    writeCostHorizon(root, p.costHorizon);
    writePriceMapping(root, p.prices);
    writePathMapping(root, p.paths);

    YAML::Emitter out;
    out.SetIndent(2);
    out << root;
    const QByteArray whole = QByteArray(out.c_str()) + '\n';
    if (p.sourceYaml.trimmed().isEmpty())
        return whole;
    // The user's file keeps its comments, order and spelling: the changed values are spliced into
    // the text it was read from. The splice is used only when reading it back gives exactly the
    // project being saved — first keeping number spellings (8.03e9), then, should that hide an
    // edit of a text that looks like a number, keeping only unchanged text; else the file is
    // written whole.
    const QByteArray intended = canonicalText(p);
    for (const ScalarMatch match : {ScalarMatch::Value, ScalarMatch::Spelling}) {
        const std::optional<QByteArray> spliced = spliceYaml(p.sourceYaml, root, match);
        if (!spliced)
            continue;
        const ProjectLoadResult back = parseProject(*spliced, QString());
        if (back.project && canonicalText(*back.project) == intended)
            return *spliced;
    }
    return whole;
}

namespace {

QByteArray sha256(const QByteArray &data)
{
    return QCryptographicHash::hash(data, QCryptographicHash::Sha256);
}

// The save itself; the caller holds the lock. `target` is the path after following links.
bool saveLocked(const Project &project, const QString &path, const QString &target, const QByteArray &expectedHash, QByteArray *savedHash,
                QString *error)
{
    // A named pipe or a device is never opened: reading it could block, and renaming over it
    // would quietly replace what someone put there on purpose.
    const bool exists = QFileInfo::exists(target);
    if (exists) {
        if (const QString reason = notRegularFileReason(target); !reason.isEmpty()) {
            *error = CoreTr::tr("cannot save %1: %2").arg(path, reason);
            return false;
        }
    }
    if (!expectedHash.isEmpty() && exists) {
        QByteArray current;
        QString readError;
        bool tooLarge = false;
        const bool read = readRegularFile(target, kMaxProjectFileBytes, &current, &readError, &tooLarge);
        if (!read && !tooLarge) {
            *error = CoreTr::tr("cannot save %1: reading what is on disk failed (%2)").arg(path, readError);
            return false;
        }
        if (tooLarge || sha256(current) != expectedHash) {
            *error = CoreTr::tr("cannot save %1: the file changed on disk since it was opened; reload it, or save under "
                                "another name so that neither version is lost")
                         .arg(path);
            return false;
        }
    }
    const QByteArray data = serializeProject(project);
    if (!writeFileAtomically(target, data, error))
        return false;
    if (savedHash)
        *savedHash = sha256(data);
    return true;
}

} // namespace

bool saveProject(const Project &project, const QString &path, const QByteArray &expectedHash, QByteArray *savedHash, QString *error,
                 int lockTimeoutMs)
{
    const QString target = resolveSymlinks(path);
    if (!QFileInfo(target).absoluteDir().exists()) {
        *error = CoreTr::tr("cannot save %1: the folder %2 does not exist").arg(path, QFileInfo(target).absolutePath());
        return false;
    }
    FileLock lock;
    QString lockError;
    if (!lock.acquire(lockFileOf(target), lockTimeoutMs, &lockError)) {
        *error = CoreTr::tr("cannot save %1: %2").arg(path, lockError);
        return false;
    }
    return saveLocked(project, path, target, expectedHash, savedHash, error);
}

bool saveProject(const Project &project, const QString &path, QString *error)
{
    return saveProject(project, path, QByteArray(), nullptr, error);
}

ProjectUpdateResult updateProject(const QString &path, const std::function<void(Project &)> &change, int lockTimeoutMs)
{
    ProjectUpdateResult result;
    // Checked before the lock file is made: no lock file beside a project that is not there.
    if (const QString reason = notRegularFileReason(path); !reason.isEmpty()) {
        result.diagnostics.append(Diagnostic::error(path, reason));
        result.unreadable = true;
        return result;
    }
    const QString target = resolveSymlinks(path);
    FileLock lock;
    QString lockError;
    if (!lock.acquire(lockFileOf(target), lockTimeoutMs, &lockError)) {
        result.error = CoreTr::tr("cannot update %1: %2").arg(path, lockError);
        return result;
    }
    // Read under the lock, so that the change applies to the latest version of the file.
    const ProjectLoadResult loaded = loadProject(path);
    result.diagnostics = loaded.diagnostics;
    if (!loaded.project) {
        result.unreadable = !notRegularFileReason(path).isEmpty();
        return result;
    }
    Project project = *loaded.project;
    change(project);
    result.ok = saveLocked(project, path, target, loaded.fileHash, nullptr, &result.error);
    return result;
}

} // namespace pilot
