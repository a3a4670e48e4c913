#include "core/project/neuronruntime.h"

#include "core/support/coretr.h"

#include <QRegularExpression>

namespace pilot {

namespace {

constexpr qsizetype kMaxValue = 4096;
constexpr int kMaxProcesses = 256;
constexpr int kMaxCoreId = 65535;

bool hasControl(const QString &text)
{
    for (const QChar c : text) {
        if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format || c == QChar::LineSeparator
            || c == QChar::ParagraphSeparator)
            return true;
    }
    return false;
}

} // namespace

QStringList neuronRuntimeKeys()
{
    return {QStringLiteral("python"),        QStringLiteral("processes"), QStringLiteral("nodes"),     QStringLiteral("visible_cores"),
            QStringLiteral("compile_cache"), QStringLiteral("cc_flags"),  QStringLiteral("artifacts"), QStringLiteral("compile"),
            QStringLiteral("sharding"),      QStringLiteral("log_level")};
}

QString neuronCompileCacheOf(const QMap<QString, QString> &env)
{
    const QString cache = env.value(QLatin1String(neuronenv::kNeffCacheDir));
    return cache.isEmpty() ? env.value(QLatin1String(neuronenv::kLegacyCompileCacheUrl)) : cache;
}

QList<int> visibleCoreIds(const QString &visibleCores)
{
    static const QRegularExpression range(QStringLiteral("^(\\d{1,5})(?:-(\\d{1,5}))?\\z"));
    const QRegularExpressionMatch m = range.match(visibleCores.trimmed());
    if (!m.hasMatch())
        return {};
    const int first = m.captured(1).toInt();
    const int last = m.captured(2).isEmpty() ? first : m.captured(2).toInt();
    if (first > last || last > kMaxCoreId)
        return {};
    QList<int> ids;
    for (int id = first; id <= last; ++id)
        ids.append(id);
    return ids;
}

QString checkNeuronRuntimeValue(const QString &key, const QString &value)
{
    if (!neuronRuntimeKeys().contains(key))
        return CoreTr::tr("unknown setting; expected one of %1").arg(neuronRuntimeKeys().join(QStringLiteral(", ")));
    if (value.size() > kMaxValue)
        return CoreTr::tr("longer than %1 characters").arg(kMaxValue);
    if (hasControl(value))
        return CoreTr::tr("holds a line break or another control character");
    if (key == QLatin1String("cc_flags"))
        return {};
    if (value.trimmed().isEmpty())
        return CoreTr::tr("is empty; leave the key out for the default");
    if (key == QLatin1String("python")) {
        static const QRegularExpression name(QStringLiteral("^[A-Za-z0-9_.+-]+\\z"));
        if (value.startsWith(QLatin1Char('/')) || (name.match(value).hasMatch() && !value.startsWith(QLatin1Char('-'))))
            return {};
        return CoreTr::tr("expected a program name (looked up on the PATH) or an absolute path, found “%1”").arg(value);
    }
    if (key == QLatin1String("processes") || key == QLatin1String("nodes")) {
        bool ok = false;
        const int n = value.trimmed().toInt(&ok);
        if (!ok || n < 1 || n > kMaxProcesses)
            return CoreTr::tr("expected a whole number from 1 to %1, found “%2”").arg(kMaxProcesses).arg(value);
        return {};
    }
    if (key == QLatin1String("visible_cores")) {
        if (visibleCoreIds(value).isEmpty())
            return CoreTr::tr("expected a NeuronCore id or a range like 0-3, found “%1”").arg(value);
        return {};
    }
    if (key == QLatin1String("compile_cache")) {
        if (value.startsWith(QLatin1Char('/')))
            return {};
        // The XLA-based library took s3:// URLs (NEURON_COMPILE_CACHE_URL); TorchNeuron's NEFF
        // cache is a folder; its documentation names no URL form.
        if (value.startsWith(QLatin1String("s3://"), Qt::CaseInsensitive))
            return CoreTr::tr("TorchNeuron keeps its NEFF cache in a folder (TORCH_NEURONX_NEFF_CACHE_DIR), not at an s3:// URL "
                              "(that was the XLA-based library's NEURON_COMPILE_CACHE_URL); give the absolute folder of shared "
                              "storage, such as an FSx or EFS mount, found “%1”")
                .arg(value);
        return CoreTr::tr("expected an absolute folder, found “%1”").arg(value);
    }
    if (key == QLatin1String("log_level")) {
        static const QRegularExpression level(QStringLiteral("^[0-3]\\z"));
        if (!level.match(value.trimmed()).hasMatch())
            return CoreTr::tr("expected 0, 1, 2 or 3 (3 also prints the NEFF cache's hits and misses), found “%1”").arg(value);
        return {};
    }
    if (key == QLatin1String("compile")) {
        static const QStringList flags{QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("true"), QStringLiteral("false")};
        if (!flags.contains(value.trimmed().toLower()))
            return CoreTr::tr("expected true or false, found “%1”").arg(value);
        return {};
    }
    if (key == QLatin1String("sharding")) {
        if (value.trimmed() != QLatin1String("none") && value.trimmed() != QLatin1String("fsdp"))
            return CoreTr::tr("expected none or fsdp, found “%1”").arg(value);
        return {};
    }
    if (key == QLatin1String("artifacts")) {
        const QStringList parts = value.split(QLatin1Char('/'));
        if (parts.contains(QStringLiteral("..")))
            return CoreTr::tr("must not go up with “..”: a relative folder lies inside the run folder");
        return {};
    }
    return {};
}

NeuronRuntime neuronRuntimeFrom(const QMap<QString, QString> &values, QList<QPair<QString, QString>> *problems)
{
    NeuronRuntime out;
    for (auto it = values.constBegin(); it != values.constEnd(); ++it) {
        const QString problem = checkNeuronRuntimeValue(it.key(), it.value());
        if (!problem.isEmpty()) {
            problems->append({it.key(), problem});
            continue;
        }
        const QString &v = it.value();
        if (it.key() == QLatin1String("python"))
            out.python = v;
        else if (it.key() == QLatin1String("processes"))
            out.processes = v.trimmed().toInt();
        else if (it.key() == QLatin1String("nodes"))
            out.nodes = v.trimmed().toInt();
        else if (it.key() == QLatin1String("visible_cores"))
            out.visibleCores = v.trimmed();
        else if (it.key() == QLatin1String("compile_cache"))
            out.compileCache = v;
        else if (it.key() == QLatin1String("cc_flags"))
            out.ccFlags = v;
        else if (it.key() == QLatin1String("artifacts"))
            out.artifacts = v;
        else if (it.key() == QLatin1String("sharding"))
            out.sharding = v.trimmed();
        else if (it.key() == QLatin1String("log_level"))
            out.logLevel = v.trimmed();
        else if (it.key() == QLatin1String("compile")) {
            const QString flag = v.trimmed().toLower();
            out.compile = flag == QLatin1String("1") || flag == QLatin1String("true") ? QStringLiteral("1") : QStringLiteral("0");
        }
    }
    return out;
}

} // namespace pilot
