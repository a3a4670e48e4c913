#include "core/neuron/neurontoolversions.h"

#include "core/launch/commandrun.h"
#include "core/neuron/neuronprobe.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QMutexLocker>

#include <QRegularExpression>
#include <QStringList>

namespace pilot {

namespace {

constexpr qsizetype kMaxOutput = 4 * 1024 * 1024;
constexpr qsizetype kMaxText = 200;
constexpr int kMaxEntries = 64;

QString clean(const QString &text)
{
    QString out;
    for (const QChar c : text.left(kMaxText)) {
        if (c.category() != QChar::Other_Control && c.category() != QChar::Other_Format)
            out.append(c);
    }
    return out.trimmed();
}

QStringList linesOf(const QByteArray &output)
{
    return QString::fromUtf8(output.left(kMaxOutput)).split(QLatin1Char('\n'));
}

} // namespace

ToolVersions parseNeuronxCcVersion(const QByteArray &output)
{
    // "<Name> version <v>" at the end of a line, whatever log prefix stands before the name.
    static const QRegularExpression named(QStringLiteral(
        "(?:^|[\\s\\]:])((?:NeuronX Compiler|Neuron Compiler|Python|HWM|NumPy|NEFF|TVM|TF|MXNet|Torch|PyTorch)) version\\s+(\\S+)\\s*$"));
    static const QRegularExpression shortForm(QStringLiteral("^\\s*neuronx-cc\\s+(\\d[\\w.+-]*)\\s*$"));
    ToolVersions out;
    for (const QString &line : linesOf(output)) {
        if (out.size() >= kMaxEntries)
            break;
        if (const QRegularExpressionMatch m = shortForm.match(line); m.hasMatch()) {
            out.append({QStringLiteral("neuronx-cc"), clean(m.captured(1))});
            continue;
        }
        const QRegularExpressionMatch m = named.match(line);
        if (!m.hasMatch())
            continue;
        const QString name = m.captured(1);
        const bool compiler = name.endsWith(QLatin1String("Compiler"));
        const QString key = compiler ? QStringLiteral("neuronx-cc") : QStringLiteral("neuronx-cc ") + name;
        bool seen = false;
        for (const auto &entry : std::as_const(out))
            seen = seen || entry.first == key;
        if (!seen)
            out.append({key, clean(m.captured(2))});
    }
    return out;
}

ToolVersions parsePipShow(const QByteArray &output)
{
    static const QRegularExpression header(QStringLiteral("^([A-Za-z][A-Za-z-]*):\\s*(.*)$"));
    ToolVersions out;
    QString name;
    QString version;
    const auto flush = [&] {
        if (!name.isEmpty() && !version.isEmpty() && out.size() < kMaxEntries)
            out.append({clean(name), clean(version)});
        name.clear();
        version.clear();
    };
    for (const QString &raw : linesOf(output)) {
        const QString line = raw.trimmed();
        if (line == QLatin1String("---")) {
            flush();
            continue;
        }
        const QRegularExpressionMatch m = header.match(line);
        if (!m.hasMatch())
            continue;
        if (m.captured(1).compare(QLatin1String("Name"), Qt::CaseInsensitive) == 0) {
            if (!name.isEmpty())
                flush();
            name = m.captured(2);
        } else if (m.captured(1).compare(QLatin1String("Version"), Qt::CaseInsensitive) == 0) {
            version = m.captured(2);
        }
    }
    flush();
    return out;
}

ToolVersions collectNeuronToolVersions(const QString &interpreter, const QProcessEnvironment &environment, int timeoutMs)
{
    const QString python = findProgram(interpreter, environment);
    if (python.isEmpty())
        return {};
    struct Kept
    {
        ToolVersions versions;
        QElapsedTimer age;
    };
    static QMutex mutex;
    static QHash<QString, Kept> kept;
    QMutexLocker lock(&mutex);
    if (const auto it = kept.constFind(python); it != kept.constEnd() && it->age.elapsed() < 120000)
        return it->versions;
    ToolVersions out;
    // A virtual environment keeps its neuronx-cc beside its python.
    QString compiler = QDir(QFileInfo(python).absolutePath()).filePath(QStringLiteral("neuronx-cc"));
    if (!QFileInfo(compiler).isExecutable())
        compiler = findProgram(QStringLiteral("neuronx-cc"), environment);
    if (!compiler.isEmpty()) {
        const CommandResult r = runCommand(compiler, {QStringLiteral("--version")}, environment, QString(), timeoutMs);
        if (r.succeeded())
            out += parseNeuronxCcVersion(r.standardOutput + '\n' + r.standardError);
    }
    const CommandResult pip = runCommand(python,
                                         {QStringLiteral("-m"), QStringLiteral("pip"), QStringLiteral("show"),
                                          QStringLiteral("torch-neuronx"), QStringLiteral("neuronx-cc")},
                                         environment, QString(), timeoutMs);
    // pip show exits 1 when one of the packages is missing and still prints the others.
    if (pip.started && !pip.timedOut)
        out += parsePipShow(pip.standardOutput);
    Kept k{out, QElapsedTimer()};
    k.age.start();
    kept.insert(python, k);
    return out;
}

} // namespace pilot
