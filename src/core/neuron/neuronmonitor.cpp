#include "core/neuron/neuronmonitor.h"

#include "core/support/filetail.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

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

void readReport(const QJsonObject &root, const QString &tag, double *clock, NeuronMonitorSeries *out)
{
    NeuronMonitorSample sample;
    double utilisationSum = 0;
    int utilisationCount = 0;
    QJsonObject periodReport;
    const QJsonArray runtimes = root.value(QLatin1String("neuron_runtime_data")).toArray();
    for (const QJsonValue &value : runtimes) {
        const QJsonObject runtime = value.toObject();
        if (!tag.isEmpty() && tagOf(runtime.value(QLatin1String("neuron_runtime_tag"))) != tag)
            continue;
        noteError(runtime.value(QLatin1String("error")), out);
        const QJsonObject report = object(runtime, "report");
        if (periodReport.isEmpty())
            periodReport = report;
        const QJsonObject counters = object(report, "neuroncore_counters");
        noteError(counters.value(QLatin1String("error")), out);
        const QJsonObject cores = object(counters, "neuroncores_in_use");
        for (auto it = cores.constBegin(); it != cores.constEnd(); ++it) {
            const double u = amount(it.value().toObject().value(QLatin1String("neuroncore_utilization")));
            ++sample.coresInUse;
            if (!std::isnan(u) && u <= 100.0) {
                utilisationSum += u;
                ++utilisationCount;
            }
        }
        const QJsonObject memory = object(report, "memory_used");
        noteError(memory.value(QLatin1String("error")), out);
        const QJsonObject used = object(memory, "neuron_runtime_used_bytes");
        sample.deviceBytes = addAmount(sample.deviceBytes, amount(used.value(QLatin1String("neuron_device"))));
        sample.hostBytes = addAmount(sample.hostBytes, amount(used.value(QLatin1String("host"))));
        const QJsonObject stats = object(report, "execution_stats");
        noteError(stats.value(QLatin1String("error")), out);
        const QJsonObject errors = object(stats, "error_summary");
        for (auto it = errors.constBegin(); it != errors.constEnd(); ++it) {
            const double n = amount(it.value());
            if (std::isnan(n) || n > 1e15)
                continue;
            sample.errors += qint64(n);
            out->errorsByKind[it.key().left(40)] += qint64(n);
        }
    }
    const QJsonObject system = object(root, "system_data");
    const QJsonObject hw = object(system, "neuron_hw_counters");
    noteError(hw.value(QLatin1String("error")), out);
    for (const QJsonValue &device : hw.value(QLatin1String("neuron_devices")).toArray()) {
        for (const char *key : {"mem_ecc_uncorrected", "sram_ecc_uncorrected"}) {
            const double n = amount(device.toObject().value(QLatin1String(key)));
            if (!std::isnan(n) && n < 1e15)
                out->eccUncorrected += qint64(n);
        }
    }
    noteError(object(root, "neuron_hardware_info").value(QLatin1String("error")), out);
    if (utilisationCount > 0)
        sample.utilisation = utilisationSum / utilisationCount;
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
