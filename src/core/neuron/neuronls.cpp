#include "core/neuron/neuronls.h"

#include "core/launch/commandrun.h"
#include "core/neuron/neuronprobe.h"
#include "core/support/coretr.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMutex>
#include <QMutexLocker>
#include <QRegularExpression>
#include <QSet>

#include <cmath>

namespace pilot {

namespace {

constexpr int kMaxDevices = 4096;
constexpr int kMaxCoresPerDevice = 1024;
constexpr int kMaxCoreId = 65535;
constexpr double kMaxMemoryBytes = 1ULL << 50; // 1 PiB per device: anything above is garbage

// A whole number in [minimum, maximum]; `out` untouched otherwise.
bool wholeNumber(const QJsonValue &v, double minimum, double maximum, qint64 *out)
{
    if (!v.isDouble())
        return false;
    const double d = v.toDouble();
    if (!std::isfinite(d) || d != std::floor(d) || d < minimum || d > maximum)
        return false;
    *out = qint64(d);
    return true;
}

// neuroncore_ids in the forms the documentation allows ("Range or list of individual NeuronCore
// IDs"): a list of ids, as every recorded output has it, a list whose entries may be ranges
// ("4-7"), or one text of ranges and ids ("0-3", "0,1"). False on anything else.
bool coreIdsOf(const QJsonValue &v, QList<int> *ids)
{
    static const QRegularExpression part(QStringLiteral("^\\s*(\\d{1,5})\\s*(?:-\\s*(\\d{1,5})\\s*)?\\z"));
    const auto addText = [&](const QString &text) {
        for (const QString &piece : text.split(QLatin1Char(','))) {
            const QRegularExpressionMatch m = part.match(piece);
            if (!m.hasMatch())
                return false;
            const int first = m.captured(1).toInt();
            const int last = m.captured(2).isEmpty() ? first : m.captured(2).toInt();
            if (first > last || last > kMaxCoreId || ids->size() + (last - first + 1) > kMaxCoresPerDevice)
                return false;
            for (int id = first; id <= last; ++id)
                ids->append(id);
        }
        return true;
    };
    if (v.isString())
        return v.toString().size() <= 4096 && addText(v.toString());
    if (!v.isArray() || v.toArray().size() > kMaxCoresPerDevice)
        return false;
    for (const QJsonValue &id : v.toArray()) {
        qint64 n = 0;
        if (wholeNumber(id, 0, kMaxCoreId, &n))
            ids->append(int(n));
        else if (!id.isString() || id.toString().size() > 64 || !addText(id.toString()))
            return false;
        if (ids->size() > kMaxCoresPerDevice)
            return false;
    }
    return true;
}

// The device list of neuron-ls's JSON: the document itself (--json-output), or, for an object
// (Neuron 2.34's --output-format json adds fields for the whole instance; no sample of it was
// found), the one member that is a list of devices.
QJsonArray deviceList(const QJsonDocument &doc, QString *instanceType, bool *found)
{
    *found = doc.isArray();
    if (doc.isArray())
        return doc.array();
    const QJsonObject o = doc.object();
    QJsonArray devices;
    int lists = 0;
    for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
        const QJsonArray a = it.value().toArray();
        if (!a.isEmpty() && a.first().isObject() && a.first().toObject().contains(QLatin1String("neuron_device"))) {
            devices = a;
            ++lists;
        }
    }
    *found = lists == 1;
    *instanceType = o.value(QLatin1String("instance_type")).toString().left(64);
    return devices;
}

} // namespace

int NeuronLsHost::coreCount() const
{
    int total = 0;
    for (const NeuronLsDevice &d : devices)
        total += d.coreCount;
    return total;
}

qint64 NeuronLsHost::memoryBytes() const
{
    qint64 total = 0;
    for (const NeuronLsDevice &d : devices)
        total += d.memoryBytes;
    return total;
}

QList<int> NeuronLsHost::coreIds() const
{
    QList<int> ids;
    bool listed = false;
    for (const NeuronLsDevice &d : devices) {
        listed = listed || !d.coreIds.isEmpty();
        ids += d.coreIds;
    }
    if (listed)
        return ids;
    for (int i = 0; i < coreCount(); ++i)
        ids.append(i);
    return ids;
}

bool parseNeuronLs(const QByteArray &json, NeuronLsHost *host, QString *error)
{
    *host = NeuronLsHost();
    if (json.size() > kMaxNeuronToolOutput) {
        *error = CoreTr::tr("the output of neuron-ls is larger than %1 MiB").arg(kMaxNeuronToolOutput / (1024 * 1024));
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = CoreTr::tr("the output of neuron-ls is not JSON (%1 at byte %2)").arg(parseError.errorString()).arg(parseError.offset);
        return false;
    }
    QString instanceType;
    bool found = false;
    const QJsonArray list = deviceList(doc, &instanceType, &found);
    if (!found) {
        *error = CoreTr::tr("the output of neuron-ls is not a list of devices");
        return false;
    }
    if (list.size() > kMaxDevices) {
        *error = CoreTr::tr("neuron-ls lists %1 devices, more than %2").arg(list.size()).arg(kMaxDevices);
        return false;
    }
    NeuronLsHost out;
    out.instanceType = instanceType;
    QSet<int> indices;
    QSet<int> coreIds;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const auto bad = [&](const char *field) {
            *error = CoreTr::tr("device %1 of neuron-ls: %2 is missing or not a valid value").arg(i).arg(QLatin1String(field));
            return false;
        };
        if (!list.at(i).isObject()) {
            *error = CoreTr::tr("device %1 of neuron-ls is not an object").arg(i);
            return false;
        }
        const QJsonObject o = list.at(i).toObject();
        NeuronLsDevice d;
        qint64 n = 0;
        if (!wholeNumber(o.value(QLatin1String("neuron_device")), 0, kMaxDevices - 1, &n) || indices.contains(int(n)))
            return bad("neuron_device");
        d.index = int(n);
        indices.insert(d.index);
        if (!wholeNumber(o.value(QLatin1String("nc_count")), 0, kMaxCoresPerDevice, &n))
            return bad("nc_count");
        d.coreCount = int(n);
        if (o.contains(QLatin1String("memory_size"))) {
            if (!wholeNumber(o.value(QLatin1String("memory_size")), 0, kMaxMemoryBytes, &n))
                return bad("memory_size");
            d.memoryBytes = n;
        }
        if (o.contains(QLatin1String("logical_neuroncore_config")) && !o.value(QLatin1String("logical_neuroncore_config")).isNull()) {
            if (!wholeNumber(o.value(QLatin1String("logical_neuroncore_config")), 1, 64, &n))
                return bad("logical_neuroncore_config");
            d.logicalCoreConfig = int(n);
        }
        if (o.contains(QLatin1String("neuroncore_ids")) && !o.value(QLatin1String("neuroncore_ids")).isNull()) {
            if (!coreIdsOf(o.value(QLatin1String("neuroncore_ids")), &d.coreIds))
                return bad("neuroncore_ids");
            for (const int id : std::as_const(d.coreIds)) {
                if (coreIds.contains(id))
                    return bad("neuroncore_ids");
                coreIds.insert(id);
            }
        }
        d.bdf = o.value(QLatin1String("bdf")).toString().left(64);
        const QJsonValue processes = o.value(QLatin1String("neuron_processes"));
        if (processes.isArray()) {
            for (const QJsonValue &p : processes.toArray()) {
                if (wholeNumber(p.toObject().value(QLatin1String("pid")), 1, 4194304, &n))
                    d.processPids.append(n);
            }
        }
        if (out.instanceType.isEmpty())
            out.instanceType = o.value(QLatin1String("instance_type")).toString().left(64);
        out.devices.append(d);
    }
    *host = out;
    return true;
}

bool queryNeuronLs(const QProcessEnvironment &environment, int timeoutMs, NeuronLsHost *host, QString *error)
{
    error->clear();
    const QString program = findProgram(QStringLiteral("neuron-ls"), environment);
    if (program.isEmpty())
        return false;
    struct Kept
    {
        QString program;
        bool ok = false;
        NeuronLsHost host;
        QString error;
        QElapsedTimer age;
    };
    static QMutex mutex;
    static Kept kept;
    QMutexLocker lock(&mutex);
    if (kept.program == program && kept.age.isValid() && kept.age.elapsed() < 60000) {
        *host = kept.host;
        *error = kept.error;
        return kept.ok;
    }
    QElapsedTimer took;
    took.start();
    CommandResult r = runCommand(program, {QStringLiteral("--json-output")}, environment, QString(), timeoutMs);
    const int left = timeoutMs - int(took.elapsed());
    if (!r.succeeded() && !r.timedOut && r.error.isEmpty() && left > 0) {
        // Neuron 2.34 replaced -j/--json-output with --output-format json; both share the one
        // time limit, and where both fail the first answer is the one reported.
        const CommandResult newer = runCommand(program, {QStringLiteral("--output-format"), QStringLiteral("json")}, environment, QString(),
                                               left);
        if (newer.succeeded())
            r = newer;
    }
    Kept now;
    now.program = program;
    if (!r.succeeded())
        now.error = r.error.isEmpty() ? CoreTr::tr("neuron-ls ended with exit code %1: %2").arg(r.exitCode).arg(r.lastErrorLine().left(300))
                                      : r.error;
    else
        now.ok = parseNeuronLs(r.standardOutput, &now.host, &now.error);
    now.age.start();
    if (!r.timedOut)
        kept = now;
    *host = now.host;
    *error = now.error;
    return now.ok;
}

} // namespace pilot
