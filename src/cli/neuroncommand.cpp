#include "command.h"
#include "core/neuron/neuronls.h"
#include "core/neuron/neuronmonitor.h"
#include "core/support/regularfile.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <cmath>

namespace pilot::cli {

namespace {

// A number for JSON: absent values (NaN) as null.
QJsonValue number(double v)
{
    return std::isnan(v) ? QJsonValue() : QJsonValue(v);
}

QJsonObject counts(const QMap<QString, qint64> &map)
{
    QJsonObject o;
    for (auto it = map.cbegin(); it != map.cend(); ++it)
        o.insert(it.key(), double(it.value()));
    return o;
}

QJsonArray ints(const QList<int> &list)
{
    QJsonArray a;
    for (const int i : list)
        a.append(i);
    return a;
}

// Core ids as neuron-ls's table writes them: "0-3", "0-1,4".
QString idRanges(const QList<int> &ids)
{
    QStringList parts;
    for (qsizetype i = 0; i < ids.size();) {
        qsizetype j = i;
        while (j + 1 < ids.size() && ids.at(j + 1) == ids.at(j) + 1)
            ++j;
        parts << (j > i ? QStringLiteral("%1-%2").arg(ids.at(i)).arg(ids.at(j)) : QString::number(ids.at(i)));
        i = j + 1;
    }
    return parts.join(QLatin1Char(','));
}

QString countsText(const QMap<QString, qint64> &map, const QLocale &l)
{
    QStringList parts;
    for (auto it = map.cbegin(); it != map.cend(); ++it) {
        if (it.value() > 0)
            parts << QStringLiteral("%1 %2").arg(printable(it.key()), l.toString(it.value()));
    }
    return parts.isEmpty() ? CliTr::tr("none") : parts.join(QStringLiteral(", "));
}

QString bytesText(double bytes, const QLocale &l)
{
    return std::isnan(bytes) ? CliTr::tr("not reported") : CliTr::tr("%1 MiB").arg(l.toString(bytes / (1024.0 * 1024.0), 'f', 1));
}

QString percentText(double v, const QLocale &l)
{
    return std::isnan(v) ? CliTr::tr("not reported") : CliTr::tr("%1 %").arg(l.toString(v, 'f', 2));
}

QJsonObject toJson(const NeuronMonitorSeries &s, const QString &tag)
{
    QJsonArray processes;
    for (const NeuronMonitorProcess &p : s.processes)
        processes.append(QJsonObject{{QStringLiteral("pid"), double(p.pid)},
                                     {QStringLiteral("tag"), p.tag},
                                     {QStringLiteral("cores"), ints(p.cores)},
                                     {QStringLiteral("mean_utilisation"), number(p.meanUtilisation())},
                                     {QStringLiteral("peak_device_bytes"), number(p.peakDeviceBytes)},
                                     {QStringLiteral("peak_host_bytes"), number(p.peakHostBytes)},
                                     {QStringLiteral("reports"), double(p.reports)},
                                     {QStringLiteral("errors_by_kind"), counts(p.errorsByKind)},
                                     {QStringLiteral("completed_executions"), double(p.completedExecutions)},
                                     {QStringLiteral("failed_executions"), double(p.failedExecutions)}});
    QJsonArray samples;
    for (const NeuronMonitorSample &x : s.samples)
        samples.append(QJsonObject{{QStringLiteral("t"), number(x.t)},
                                   {QStringLiteral("utilisation"), number(x.utilisation)},
                                   {QStringLiteral("cores_in_use"), x.coresInUse},
                                   {QStringLiteral("device_bytes"), number(x.deviceBytes)},
                                   {QStringLiteral("host_bytes"), number(x.hostBytes)},
                                   {QStringLiteral("errors"), double(x.errors)},
                                   {QStringLiteral("completed_executions"), double(x.completedExecutions)},
                                   {QStringLiteral("failed_executions"), double(x.failedExecutions)},
                                   {QStringLiteral("hardware_errors"), double(x.hardwareErrors)}});
    return QJsonObject{{QStringLiteral("tag"), tag.isEmpty() ? QJsonValue() : QJsonValue(tag)},
                       {QStringLiteral("reports"), double(s.reports)},
                       {QStringLiteral("bad_lines"), double(s.badLines)},
                       {QStringLiteral("cut"), s.cut},
                       {QStringLiteral("processes"), processes},
                       {QStringLiteral("errors_by_kind"), counts(s.errorsByKind)},
                       {QStringLiteral("executions_by_outcome"), counts(s.executionsByOutcome)},
                       {QStringLiteral("failed_executions"), double(s.failedExecutions())},
                       {QStringLiteral("ecc_uncorrected"), double(s.eccUncorrected)},
                       {QStringLiteral("collection_errors"), QJsonArray::fromStringList(s.collectionErrors)},
                       {QStringLiteral("samples"), samples}};
}

QString text(const NeuronMonitorSeries &s, const QString &tag)
{
    const QLocale l;
    QStringList lines;
    const double seconds = s.samples.isEmpty() ? 0 : s.samples.last().t;
    lines << CliTr::tr("neuron-monitor: %1 report(s) over %2 s; runtimes: %3")
                 .arg(l.toString(s.reports), l.toString(seconds, 'f', 1),
                      tag.isEmpty() ? CliTr::tr("all") : CliTr::tr("tag %1").arg(printable(tag)));
    if (s.cut)
        lines << CliTr::tr("only the end of the file was read");
    if (s.badLines > 0)
        lines << CliTr::tr("%1 line(s) were not a report").arg(l.toString(s.badLines));
    for (const NeuronMonitorProcess &p : s.processes)
        lines << CliTr::tr("process %1 (tag %2): NeuronCores %3, mean utilisation %4, peak device memory %5, peak host memory %6, "
                           "%7 report(s)")
                     .arg(QString::number(p.pid), printable(p.tag), p.cores.isEmpty() ? CliTr::tr("none in use") : idRanges(p.cores),
                          percentText(p.meanUtilisation(), l), bytesText(p.peakDeviceBytes, l), bytesText(p.peakHostBytes, l),
                          l.toString(p.reports));
    double sum = 0;
    int counted = 0;
    int cores = 0;
    for (const NeuronMonitorSample &x : s.samples) {
        cores = std::max(cores, x.coresInUse);
        if (!std::isnan(x.utilisation)) {
            sum += x.utilisation;
            ++counted;
        }
    }
    lines << CliTr::tr("NeuronCores in use: at most %1; mean utilisation of those: %2")
                 .arg(cores)
                 .arg(percentText(counted > 0 ? sum / counted : NeuronMonitorSample::kNone, l));
    lines << CliTr::tr("executions: %1 completed; not completed cleanly: %2")
                 .arg(l.toString(s.executionsByOutcome.value(QStringLiteral("completed"))), countsText(s.failedOutcomes(), l));
    lines << CliTr::tr("error counts (each report's period, added up): %1").arg(countsText(s.errorsByKind, l));
    lines << CliTr::tr("uncorrected ECC events (largest in one report): %1").arg(l.toString(s.eccUncorrected));
    for (const QString &e : s.collectionErrors)
        lines << CliTr::tr("neuron-monitor error: %1").arg(printable(e));
    return lines.join(QLatin1Char('\n'));
}

int monitor(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        CliTr::tr("Reads a neuron-monitor stream (one JSON report per line, as neuron-monitor writes to stdout) and says per "
                  "process the NeuronCores it used, their utilisation and memory, the executions' outcomes and the error counts, "
                  "read as neuron-monitor's user guide gives them (docs/neuron-backend.md).\nExit 0 when reports were read, 1 "
                  "when the file cannot be read, 2 when it holds no report."));
    parser.addOption({QStringLiteral("json"), CliTr::tr("print the reading as JSON")});
    parser.addOption(
        {QStringLiteral("tag"), CliTr::tr("only the runtimes with this neuron_runtime_tag (NEURON_PROCESS_TAG)"), QStringLiteral("TAG")});
    parser.addPositionalArgument(QStringLiteral("FILE"), CliTr::tr("neuron-monitor's output"));
    if (const int done = parseCommandLine(parser, args, QStringLiteral("neuron monitor")); done >= 0)
        return done;
    const QString file = parser.positionalArguments().constFirst();
    const QString tag = parser.value(QStringLiteral("tag"));
    const QString problem = notRegularFileReason(file);
    if (!problem.isEmpty()) {
        printErr(QStringLiteral("pilotctl neuron monitor: %1: %2").arg(printable(file), problem));
        return kExitFailure;
    }
    const NeuronMonitorSeries s = readNeuronMonitorFile(file, tag);
    if (!s.readError.isEmpty()) {
        printErr(QStringLiteral("pilotctl neuron monitor: %1: %2").arg(printable(file), s.readError));
        return kExitFailure;
    }
    if (parser.isSet(QStringLiteral("json")))
        printOut(QString::fromUtf8(QJsonDocument(toJson(s, tag)).toJson(QJsonDocument::Indented)).trimmed());
    else
        printOut(text(s, tag));
    if (s.reports == 0) {
        printErr(CliTr::tr("pilotctl neuron monitor: %1 holds no neuron-monitor report").arg(printable(file)));
        return kExitInvalid;
    }
    return kExitOk;
}

int ls(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        CliTr::tr("Reads the JSON of neuron-ls (--json-output, or --output-format json from Neuron 2.34) and says the devices, "
                  "their NeuronCores and the ids NEURON_RT_VISIBLE_CORES may name.\nExit 0 when read, 1 when the file cannot be "
                  "read, 2 when it is not neuron-ls's JSON."));
    parser.addOption({QStringLiteral("json"), CliTr::tr("print the reading as JSON")});
    parser.addPositionalArgument(QStringLiteral("FILE"), CliTr::tr("neuron-ls's JSON output"));
    if (const int done = parseCommandLine(parser, args, QStringLiteral("neuron ls")); done >= 0)
        return done;
    const QString file = parser.positionalArguments().constFirst();
    QByteArray bytes;
    QString readError;
    bool tooLarge = false;
    if (!readRegularFile(file, kMaxNeuronToolOutput, &bytes, &readError, &tooLarge)) {
        printErr(QStringLiteral("pilotctl neuron ls: %1: %2").arg(printable(file), readError));
        return tooLarge ? kExitInvalid : kExitFailure;
    }
    NeuronLsHost host;
    QString error;
    if (!parseNeuronLs(bytes, &host, &error)) {
        printErr(QStringLiteral("pilotctl neuron ls: %1: %2").arg(printable(file), error));
        return kExitInvalid;
    }
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray devices;
        for (const NeuronLsDevice &d : host.devices) {
            QJsonArray pids;
            for (const qint64 pid : d.processPids)
                pids.append(double(pid));
            devices.append(QJsonObject{
                {QStringLiteral("neuron_device"), d.index},
                {QStringLiteral("cores"), d.coreCount},
                {QStringLiteral("core_ids"), ints(d.coreIds)},
                {QStringLiteral("memory_bytes"), double(d.memoryBytes)},
                {QStringLiteral("logical_neuroncore_config"), d.logicalCoreConfig > 0 ? QJsonValue(d.logicalCoreConfig) : QJsonValue()},
                {QStringLiteral("bdf"), d.bdf},
                {QStringLiteral("pids"), pids}});
        }
        const QJsonObject out{{QStringLiteral("instance_type"), host.instanceType.isEmpty() ? QJsonValue() : QJsonValue(host.instanceType)},
                              {QStringLiteral("cores"), host.coreCount()},
                              {QStringLiteral("core_ids"), ints(host.coreIds())},
                              {QStringLiteral("memory_bytes"), double(host.memoryBytes())},
                              {QStringLiteral("devices"), devices}};
        printOut(QString::fromUtf8(QJsonDocument(out).toJson(QJsonDocument::Indented)).trimmed());
        return kExitOk;
    }
    const QLocale l;
    QStringList lines;
    if (!host.instanceType.isEmpty())
        lines << CliTr::tr("instance type: %1").arg(printable(host.instanceType));
    for (const NeuronLsDevice &d : host.devices) {
        QStringList pids;
        for (const qint64 pid : d.processPids)
            pids << QString::number(pid);
        lines << CliTr::tr("device %1: %2 NeuronCore(s), ids %3, %4 GiB, logical NeuronCore config %5, PCI %6, processes: %7")
                     .arg(d.index)
                     .arg(d.coreCount)
                     .arg(d.coreIds.isEmpty() ? CliTr::tr("not listed") : idRanges(d.coreIds),
                          l.toString(double(d.memoryBytes) / (1024.0 * 1024.0 * 1024.0), 'f', 1),
                          d.logicalCoreConfig > 0 ? QString::number(d.logicalCoreConfig) : CliTr::tr("not given"),
                          d.bdf.isEmpty() ? CliTr::tr("not given") : printable(d.bdf),
                          pids.isEmpty() ? CliTr::tr("none") : pids.join(QStringLiteral(", ")));
    }
    lines << CliTr::tr("NeuronCores in all: %1; NEURON_RT_VISIBLE_CORES may name %2").arg(host.coreCount()).arg(idRanges(host.coreIds()));
    printOut(lines.join(QLatin1Char('\n')));
    return kExitOk;
}

} // namespace

int runNeuron(const QStringList &args)
{
    const QString usage = CliTr::tr(
        "Usage: pilotctl neuron monitor [--tag TAG] [--json] FILE\n"
        "       pilotctl neuron ls [--json] FILE\n\n"
        "Subcommands:\n"
        "  monitor  a neuron-monitor stream captured on a host: cores, utilisation, memory, executions, errors\n"
        "  ls       the JSON of neuron-ls: devices, NeuronCores and their ids");
    if (args.size() < 2 || args.at(1) == QLatin1String("--help") || args.at(1) == QLatin1String("-h")) {
        printOut(usage);
        return args.size() < 2 ? kExitUsage : kExitOk;
    }
    if (args.at(1) == QLatin1String("monitor"))
        return monitor(args.mid(1));
    if (args.at(1) == QLatin1String("ls"))
        return ls(args.mid(1));
    printErr(CliTr::tr("pilotctl neuron: unknown subcommand '%1'\n%2").arg(printable(args.at(1)), usage));
    return kExitUsage;
}

} // namespace pilot::cli
