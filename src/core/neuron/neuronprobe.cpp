#include "core/neuron/neuronprobe.h"

#include "core/launch/commandrun.h"
#include "core/support/coretr.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMutex>
#include <QMutexLocker>
#include <QRegularExpression>

#include <optional>
#include <utility>

namespace pilot {

namespace {

constexpr qsizetype kMaxText = 100;
constexpr int kMaxDevices = 16;

struct CachedProbe
{
    NeuronProbeResult result;
    QElapsedTimer age;
};

QMutex &probeMutex()
{
    static QMutex mutex;
    return mutex;
}

QHash<QString, CachedProbe> &probeCache()
{
    static QHash<QString, CachedProbe> cache;
    return cache;
}

// The first two numbers of a version ("2.14.3.1" → 2, 14), or none.
std::optional<std::pair<int, int>> leadingMajorMinor(const QString &version)
{
    static const QRegularExpression numbers(QStringLiteral("^(\\d{1,6})\\.(\\d{1,6})"));
    const QRegularExpressionMatch m = numbers.match(version.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    return std::pair(m.captured(1).toInt(), m.captured(2).toInt());
}

QString text(const QJsonValue &v)
{
    return v.isString() ? v.toString().trimmed().left(kMaxText) : QString();
}

} // namespace

QString torchNeuronFamilies()
{
    return CoreTr::tr("torch-neuronx 2.13.3.x with PyTorch 2.13 or 2.14.3.x with PyTorch 2.14");
}

QString majorMinor(const QString &version)
{
    const std::optional<std::pair<int, int>> v = leadingMajorMinor(version);
    return v ? QStringLiteral("%1.%2").arg(v->first).arg(v->second) : QString();
}

bool isNativeTorchNeuronx(const QString &version)
{
    const std::optional<std::pair<int, int>> v = leadingMajorMinor(version);
    return v && *v >= kNativeTorchNeuronxFrom;
}

bool parseNeuronProbe(const QByteArray &output, NeuronProbe *probe, QString *error)
{
    // The probe prints one object; a library may print a warning line before it.
    QByteArray json = output.trimmed();
    if (const qsizetype brace = json.lastIndexOf("\n{"); brace >= 0 && !json.startsWith('{'))
        json = json.mid(brace + 1);
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        *error = CoreTr::tr("the probe did not print a JSON object");
        return false;
    }
    const QJsonObject o = doc.object();
    NeuronProbe p;
    p.python = text(o.value(QLatin1String("python")));
    p.torch = text(o.value(QLatin1String("torch")));
    p.torchNeuronx = text(o.value(QLatin1String("torch_neuronx")));
    const QString kind = o.value(QLatin1String("neuron")).toString();
    if (kind == QLatin1String("native"))
        p.neuron = NeuronProbe::Neuron::Native;
    else if (kind == QLatin1String("legacy"))
        p.neuron = NeuronProbe::Neuron::Legacy;
    else if (kind == QLatin1String("absent"))
        p.neuron = NeuronProbe::Neuron::Absent;
    else {
        *error = CoreTr::tr("the probe's field “neuron” is not absent, native or legacy");
        return false;
    }
    if (!p.torchNeuronx.isEmpty() && !isNativeTorchNeuronx(p.torchNeuronx))
        p.neuron = NeuronProbe::Neuron::Legacy;
    const QJsonValue devices = o.value(QLatin1String("devices"));
    if (!devices.isArray()) {
        *error = CoreTr::tr("the probe's field “devices” is not a list");
        return false;
    }
    for (const QJsonValue &d : devices.toArray()) {
        const QString name = text(d);
        if (!name.isEmpty() && !p.devices.contains(name) && p.devices.size() < kMaxDevices)
            p.devices.append(name);
    }
    // A device listed as usable while the library is not the native one is not usable.
    if (p.neuron != NeuronProbe::Neuron::Native)
        p.devices.removeAll(QStringLiteral("neuron"));
    const QJsonObject bf16 = o.value(QLatin1String("bf16")).toObject();
    for (auto it = bf16.constBegin(); it != bf16.constEnd() && p.bf16.size() < kMaxDevices; ++it) {
        if (it.value().isBool())
            p.bf16.insert(it.key().left(kMaxText), it.value().toBool());
    }
    if (const QJsonValue fsdp = o.value(QLatin1String("fsdp")); fsdp.isBool())
        p.fsdp = fsdp.toBool() ? NeuronProbe::Answer::Yes : NeuronProbe::Answer::No;
    *probe = p;
    return true;
}

QString findProgram(const QString &program, const QProcessEnvironment &environment)
{
    if (program.isEmpty())
        return {};
    if (program.contains(QLatin1Char('/'))) {
        const QFileInfo file(program);
        return file.isFile() && file.isExecutable() ? file.absoluteFilePath() : QString();
    }
    const QString path = environment.value(QStringLiteral("PATH"), QStringLiteral("/usr/local/bin:/usr/bin:/bin"));
    for (const QString &dir : path.split(QLatin1Char(':'), Qt::SkipEmptyParts)) {
        const QFileInfo file(QDir(dir).filePath(program));
        if (file.isFile() && file.isExecutable())
            return file.absoluteFilePath();
    }
    return {};
}

NeuronProbeResult probeNeuronJob(const QString &interpreter, const QString &packageParent, const QProcessEnvironment &environment,
                                 int timeoutMs)
{
    NeuronProbeResult result;
    result.interpreter = findProgram(interpreter, environment);
    if (result.interpreter.isEmpty()) {
        result.interpreter = interpreter;
        result.error =
            interpreter.contains(QLatin1Char('/'))
                ? CoreTr::tr("the Python interpreter %1 is not an executable file").arg(interpreter)
                : CoreTr::tr("no Python interpreter “%1” on the PATH (%2)").arg(interpreter, environment.value(QStringLiteral("PATH")));
        return result;
    }
    const QFileInfo info(result.interpreter);
    const QString key = result.interpreter + QLatin1Char('\n') + QString::number(info.lastModified().toMSecsSinceEpoch())
                        + QLatin1Char('\n') + packageParent;
    QMutexLocker lock(&probeMutex());
    if (const auto it = probeCache().constFind(key); it != probeCache().constEnd() && it->age.elapsed() < kNeuronProbeCacheSeconds * 1000)
        return it->result;

    QProcessEnvironment env = environment;
    env.insert(QStringLiteral("PYTHONPATH"), packageParent);
    // The probe's answer must not wait for a byte-code cache write or a user site folder.
    env.insert(QStringLiteral("PYTHONDONTWRITEBYTECODE"), QStringLiteral("1"));
    const CommandResult run = runCommand(result.interpreter,
                                         {QStringLiteral("-m"), QStringLiteral("pilot_neuron_job"), QStringLiteral("--probe")}, env,
                                         QDir::tempPath(), timeoutMs);
    if (!run.succeeded()) {
        if (!run.error.isEmpty())
            result.error = run.error;
        else
            result.error = CoreTr::tr("%1 -m pilot_neuron_job --probe ended with exit code %2: %3")
                               .arg(result.interpreter)
                               .arg(run.exitCode)
                               .arg(run.lastErrorLine().left(300));
    } else {
        QString why;
        result.ok = parseNeuronProbe(run.standardOutput, &result.probe, &why);
        if (!result.ok)
            result.error = CoreTr::tr("%1 -m pilot_neuron_job --probe: %2").arg(result.interpreter, why);
    }
    if (!run.timedOut) {
        CachedProbe cached{result, QElapsedTimer()};
        cached.age.start();
        probeCache().insert(key, cached);
    }
    return result;
}

void clearNeuronProbeCache()
{
    QMutexLocker lock(&probeMutex());
    probeCache().clear();
}

} // namespace pilot
