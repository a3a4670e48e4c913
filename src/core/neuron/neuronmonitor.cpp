#include "core/neuron/neuronmonitor.h"

#include "core/support/filetail.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <algorithm>

namespace pilot {

namespace {

constexpr qsizetype kMaxLine = 16 * 1024 * 1024;
constexpr double kDefaultPeriod = 5.0; // neuron-monitor's period when its configuration names none
constexpr int kMaxCollectionErrors = 20;
constexpr qsizetype kMaxErrorText = 300;

// A finite number ≥ 0, else NaN: values of the wrong type or sign count as absent.
double amount(const QJsonValue &v)
{
    if (!v.isDouble())
        return NeuronMonitorSample::kNone;
    const double d = v.toDouble();
    return std::isfinite(d) && d >= 0 ? d : NeuronMonitorSample::kNone;
}

double addAmount(double sum, double value)
{
    if (std::isnan(value))
        return sum;
    return std::isnan(sum) ? value : sum + value;
}

QJsonObject object(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toObject();
}

void noteError(const QJsonValue &v, NeuronMonitorSeries *out)
{
    const QString text = v.toString().trimmed().left(kMaxErrorText);
    if (!text.isEmpty() && !out->collectionErrors.contains(text) && out->collectionErrors.size() < kMaxCollectionErrors)
        out->collectionErrors.append(text);
}

// The time one report covers: the captured period of its metric groups, in the order the Run
// stage cares about them; the documented default when none says.
double periodOf(const QJsonObject &report, const QJsonObject &system)
{
    for (const char *group : {"neuroncore_counters", "memory_used", "execution_stats", "neuron_runtime_vcpu_usage"}) {
        const double p = amount(object(report, group).value(QLatin1String("period")));
        if (p > 0 && p < 86400)
            return p;
    }
    for (const char *group : {"vcpu_usage", "memory_info", "neuron_hw_counters"}) {
        const double p = amount(object(system, group).value(QLatin1String("period")));
        if (p > 0 && p < 86400)
            return p;
    }
    return kDefaultPeriod;
}

QString tagOf(const QJsonValue &v)
{
    if (v.isString())
        return v.toString();
    if (v.isDouble())
        return QString::number(v.toDouble(), 'g', 17);
    return QString();
}

constexpr int kMaxCoreId = 65535;
constexpr int kMaxProcesses = 256;
constexpr double kMaxCount = 1e15;
constexpr int kMaxKinds = 32; // error kinds and execution outcomes kept; the guide names six of each

// Counts from the stream only grow; a hostile one must not overflow them.
void addCount(qint64 *sum, qint64 n)
{
    if (__builtin_add_overflow(*sum, n, sum))
        *sum = std::numeric_limits<qint64>::max();
}

// A host-wide NeuronCore id from a key of neuroncores_in_use or neuroncore_memory_usage ("0" …).
int coreId(const QString &key)
{
    bool ok = false;
    const int id = key.toInt(&ok);
    return ok && id >= 0 && id <= kMaxCoreId ? id : -1;
}

// The NeuronCores a runtime's loaded models sit on. Subgraphs name a device and a core; where
// that core index is below the cores per device, it is read as the device's own core and made
// host-wide (device × cores per device + core), else taken as host-wide already. The guide
// does not say which; a capture from a 16-device host shows device-local indices.
QSet<int> loadedCores(const QJsonObject &memory, qint64 coresPerDevice)
{
    QSet<int> cores;
    for (const QJsonValue &model : memory.value(QLatin1String("loaded_models")).toArray()) {
        const QJsonObject subgraphs = model.toObject().value(QLatin1String("subgraphs")).toObject();
        for (auto it = subgraphs.constBegin(); it != subgraphs.constEnd() && cores.size() < 4096; ++it) {
            const QJsonObject sg = it.value().toObject();
            const double core = amount(sg.value(QLatin1String("neuroncore_index")));
            const double device = amount(sg.value(QLatin1String("neuron_device_index")));
            if (std::isnan(core) || core > kMaxCoreId)
                continue;
            double id = core;
            if (coresPerDevice > 0 && core < double(coresPerDevice) && !std::isnan(device))
                id = device * double(coresPerDevice) + core;
            if (id <= kMaxCoreId)
                cores.insert(int(id));
        }
    }
    return cores;
}

// Adds a period's counts of `group` (error_summary, execution_summary) to `into`; returns their sum.
qint64 addCounts(const QJsonObject &group, QMap<QString, qint64> *into, QMap<QString, qint64> *alsoInto)
{
    qint64 sum = 0;
    for (auto it = group.constBegin(); it != group.constEnd(); ++it) {
        const double n = amount(it.value());
        if (std::isnan(n) || n > kMaxCount)
            continue;
        const QString kind = it.key().left(40);
        if ((!into->contains(kind) && into->size() >= kMaxKinds) || (!alsoInto->contains(kind) && alsoInto->size() >= kMaxKinds))
            continue;
        addCount(&sum, qint64(n));
        addCount(&(*into)[kind], qint64(n));
        addCount(&(*alsoInto)[kind], qint64(n));
    }
    return sum;
}

NeuronMonitorProcess *processFor(qint64 pid, const QString &tag, NeuronMonitorSeries *out)
{
    for (NeuronMonitorProcess &p : out->processes) {
        if (p.pid == pid && p.tag == tag)
            return &p;
    }
    if (out->processes.size() >= kMaxProcesses)
        return nullptr;
    NeuronMonitorProcess p;
    p.pid = pid;
    p.tag = tag;
    out->processes.append(p);
    return &out->processes.last();
}

// Reads the utilisation of one runtime's NeuronCores (those its models are loaded on and those
// neuroncores_in_use shows busy) into its process and into the report's per-core values.
// `anyListed` turns true when the runtime lists a core with a valid value.
void readCoreUtilisation(const QJsonObject &report, const QJsonObject &memory, qint64 coresPerDevice, NeuronMonitorProcess *process,
                         QMap<int, double> *coreUtilisation, bool *anyListed, NeuronMonitorSeries *out)
{
    QSet<int> own = loadedCores(memory, coresPerDevice);
    const QJsonObject counters = object(report, "neuroncore_counters");
    noteError(counters.value(QLatin1String("error")), out);
    const QJsonObject listed = object(counters, "neuroncores_in_use");
    // Per listed core its value, NaN where the value is not a valid percentage.
    QMap<int, double> utilisation;
    bool validListed = false;
    for (auto it = listed.constBegin(); it != listed.constEnd(); ++it) {
        const int id = coreId(it.key());
        if (id < 0)
            continue;
        double u = amount(it.value().toObject().value(QLatin1String("neuroncore_utilization")));
        if (u > 100.0)
            u = NeuronMonitorSample::kNone;
        utilisation.insert(id, u);
        if (std::isnan(u))
            continue;
        validListed = true;
        *anyListed = true;
        if (u > 0)
            own.insert(id);
    }
    double runtimeSum = 0;
    int runtimeCounted = 0;
    for (const int id : std::as_const(own)) {
        // A core of the runtime that neuroncores_in_use leaves out was not active: 0 %; a
        // listed core without a valid value, or a runtime that lists none, says nothing.
        const double u = utilisation.value(id, validListed ? 0.0 : NeuronMonitorSample::kNone);
        if (!process->cores.contains(id) && process->cores.size() < 4096) {
            process->cores.insert(std::lower_bound(process->cores.begin(), process->cores.end(), id), id);
        }
        const double before = coreUtilisation->value(id, NeuronMonitorSample::kNone);
        (*coreUtilisation)[id] = std::isnan(before) ? u : std::isnan(u) ? before : std::max(before, u);
        if (std::isnan(u))
            continue;
        runtimeSum += u;
        ++runtimeCounted;
    }
    if (runtimeCounted > 0) {
        process->utilisationSum += runtimeSum / runtimeCounted;
        ++process->utilisationReports;
    }
}

// Adds one runtime's device and host memory to the sample's sums and to its process's peaks.
void addMemoryUsed(const QJsonObject &memory, NeuronMonitorSample *sample, NeuronMonitorProcess *process)
{
    const QJsonObject used = object(memory, "neuron_runtime_used_bytes");
    const double device = amount(used.value(QLatin1String("neuron_device")));
    const double host = amount(used.value(QLatin1String("host")));
    sample->deviceBytes = addAmount(sample->deviceBytes, device);
    sample->hostBytes = addAmount(sample->hostBytes, host);
    if (!std::isnan(device))
        process->peakDeviceBytes = std::isnan(process->peakDeviceBytes) ? device : std::max(process->peakDeviceBytes, device);
    if (!std::isnan(host))
        process->peakHostBytes = std::isnan(process->peakHostBytes) ? host : std::max(process->peakHostBytes, host);
}

// Adds one runtime's error and execution counts to the sample, its process and the series' totals.
void addExecutionStats(const QJsonObject &report, NeuronMonitorSample *sample, NeuronMonitorProcess *process, NeuronMonitorSeries *out)
{
    const QJsonObject stats = object(report, "execution_stats");
    noteError(stats.value(QLatin1String("error")), out);
    const QJsonObject errors = object(stats, "error_summary");
    addCount(&sample->errors, addCounts(errors, &out->errorsByKind, &process->errorsByKind));
    const double hardware = amount(errors.value(QLatin1String("hardware")));
    if (!std::isnan(hardware) && hardware <= kMaxCount)
        addCount(&sample->hardwareErrors, qint64(hardware));
    QMap<QString, qint64> outcomes;
    const qint64 executions = addCounts(object(stats, "execution_summary"), &out->executionsByOutcome, &outcomes);
    const qint64 completed = outcomes.value(QStringLiteral("completed"));
    addCount(&sample->completedExecutions, completed);
    addCount(&sample->failedExecutions, executions - completed);
    addCount(&process->completedExecutions, completed);
    addCount(&process->failedExecutions, executions - completed);
}

void readReport(const QJsonObject &root, const QString &tag, double *clock, NeuronMonitorSeries *out)
{
    NeuronMonitorSample sample;
    QMap<int, double> coreUtilisation; // the run's cores: the busiest runtime's value where two name one
    bool anyListed = false;
    QJsonObject periodReport;
    const double perDevice = amount(object(root, "neuron_hardware_info").value(QLatin1String("neuroncore_per_device_count")));
    const qint64 coresPerDevice = std::isnan(perDevice) || perDevice > 4096 ? 0 : qint64(perDevice);
    const QJsonArray runtimes = root.value(QLatin1String("neuron_runtime_data")).toArray();
    for (const QJsonValue &value : runtimes) {
        const QJsonObject runtime = value.toObject();
        const QString fullTag = tagOf(runtime.value(QLatin1String("neuron_runtime_tag")));
        if (!tag.isEmpty() && fullTag != tag)
            continue;
        const QString runtimeTag = fullTag.left(256);
        noteError(runtime.value(QLatin1String("error")), out);
        const QJsonObject report = object(runtime, "report");
        if (periodReport.isEmpty())
            periodReport = report;
        const double pid = amount(runtime.value(QLatin1String("pid")));
        NeuronMonitorProcess scratch;
        NeuronMonitorProcess *process = processFor(std::isnan(pid) || pid > 4194304 ? 0 : qint64(pid), runtimeTag, out);
        if (!process)
            process = &scratch;
        ++process->reports;

        const QJsonObject memory = object(report, "memory_used");
        noteError(memory.value(QLatin1String("error")), out);
        readCoreUtilisation(report, memory, coresPerDevice, process, &coreUtilisation, &anyListed, out);
        addMemoryUsed(memory, &sample, process);
        addExecutionStats(report, &sample, process, out);
    }
    const QJsonObject system = object(root, "system_data");
    const QJsonObject hw = object(system, "neuron_hw_counters");
    noteError(hw.value(QLatin1String("error")), out);
    qint64 ecc = 0;
    for (const QJsonValue &device : hw.value(QLatin1String("neuron_devices")).toArray()) {
        for (const char *key : {"mem_ecc_uncorrected", "sram_ecc_uncorrected"}) {
            const double n = amount(device.toObject().value(QLatin1String(key)));
            if (!std::isnan(n) && n < kMaxCount)
                addCount(&ecc, qint64(n));
        }
    }
    out->eccUncorrected = std::max(out->eccUncorrected, ecc);
    noteError(object(root, "neuron_hardware_info").value(QLatin1String("error")), out);
    sample.coresInUse = int(coreUtilisation.size());
    double sum = 0;
    int counted = 0;
    for (auto it = coreUtilisation.cbegin(); it != coreUtilisation.cend(); ++it) {
        if (!std::isnan(it.value())) {
            sum += it.value();
            ++counted;
        }
    }
    if (counted > 0)
        sample.utilisation = sum / counted;
    else if (anyListed && coreUtilisation.isEmpty())
        sample.utilisation = 0; // cores listed, none used or busy: all idle
    *clock += periodOf(periodReport, system);
    sample.t = *clock;
    out->samples.append(sample);
}

} // namespace

NeuronMonitorParser::NeuronMonitorParser(QString tag)
    : m_tag(std::move(tag))
{
}

void NeuronMonitorParser::reset()
{
    m_clock = 0;
    m_series = NeuronMonitorSeries();
}

void NeuronMonitorParser::addLine(const QByteArray &raw)
{
    const QByteArray line = raw.trimmed();
    if (line.isEmpty())
        return;
    if (line.size() > kMaxLine) {
        ++m_series.badLines;
        return;
    }
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(line, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        ++m_series.badLines;
        return;
    }
    ++m_series.reports;
    readReport(doc.object(), m_tag, &m_clock, &m_series);
}

NeuronMonitorSeries parseNeuronMonitor(const QByteArray &lines, const QString &tag)
{
    NeuronMonitorParser parser(tag);
    qsizetype start = 0;
    while (start < lines.size()) {
        qsizetype end = lines.indexOf('\n', start);
        if (end < 0)
            end = lines.size();
        parser.addLine(QByteArray::fromRawData(lines.constData() + start, end - start));
        start = end + 1;
    }
    return parser.series();
}

NeuronMonitorSeries readNeuronMonitorFile(const QString &path, const QString &tag, qint64 maxBytes)
{
    const FileTail tail = readFileTail(path, maxBytes);
    NeuronMonitorSeries out;
    if (!tail.error.isEmpty()) {
        out.readError = tail.error;
        return out;
    }
    // A report still being written has no newline yet: only whole lines count.
    QByteArray bytes = tail.bytes;
    const qsizetype lastNewline = bytes.lastIndexOf('\n');
    bytes.truncate(lastNewline + 1);
    out = parseNeuronMonitor(bytes, tag);
    out.cut = tail.cut;
    return out;
}

} // namespace pilot
