// pilotctl backends: every backend plugin found, usable or not, so a user sees at once why a
// job's backend is missing.
#include "cliwords.h"
#include "command.h"

#include "core/launch/backendregistry.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace pilot::cli {

namespace {

QJsonObject entryToJson(const BackendEntry &entry)
{
    QJsonObject o{
        {QStringLiteral("name"), entry.info.name},
        {QStringLiteral("version"), entry.info.version},
        {QStringLiteral("description"), entry.info.description},
        {QStringLiteral("devices"), QJsonArray::fromStringList(entry.info.devices)},
        {QStringLiteral("precisions"), QJsonArray::fromStringList(entry.info.precisions)},
        {QStringLiteral("methods"), QJsonArray::fromStringList(entry.info.methods)},
        {QStringLiteral("tokenizers"), QJsonArray::fromStringList(entry.info.tokenizers)},
        {QStringLiteral("job_interface"), entry.info.jobInterfaceVersion},
        {QStringLiteral("path"), entry.path},
    };
    if (!entry.error.isEmpty())
        o.insert(QStringLiteral("error"), entry.error);
    return o;
}

} // namespace

int runBackends(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        CliTr::tr("Lists the backend plugins found in the folders of PILOT_BACKEND_PATH (colon-separated), then in the\n"
                  "program's plugin folder. A plugin that cannot be used is listed with the reason.\n"
                  "Exit code 0 when at least one backend is usable, 1 otherwise."));
    const QCommandLineOption json(QStringLiteral("json"), CliTr::tr("print a JSON object instead of text"));
    parser.addOption(json);
    if (const int code = parseCommandLine(parser, args, QStringLiteral("backends"), 0); code >= 0)
        return code;

    BackendRegistry registry;
    // Loading is what finds a missing symbol or a wrong plugin object: try every usable one.
    for (const BackendEntry &entry : registry.entries()) {
        if (entry.error.isEmpty()) {
            QString ignored;
            registry.backend(entry.info.name, &ignored);
        }
    }
    const QList<BackendEntry> entries = registry.entries();
    bool anyUsable = false;
    for (const BackendEntry &entry : entries)
        anyUsable = anyUsable || entry.error.isEmpty();

    if (parser.isSet(json)) {
        QJsonArray list;
        for (const BackendEntry &entry : entries)
            list << entryToJson(entry);
        const QJsonObject out{{QStringLiteral("folders"), QJsonArray::fromStringList(registry.folders())},
                              {QStringLiteral("backends"), list}};
        printOut(QString::fromUtf8(QJsonDocument(out).toJson(QJsonDocument::Indented)).trimmed());
        return anyUsable ? kExitOk : kExitFailure;
    }
    if (entries.isEmpty())
        printOut(CliTr::tr("No backend plugins found in: %1").arg(registry.folders().join(QStringLiteral(", "))));
    for (const BackendEntry &entry : entries) {
        if (entry.error.isEmpty()) {
            // Devices, precisions and tokenizers as a job file names them; methods in words.
            QStringList methods;
            for (const QString &m : entry.info.methods)
                methods << methodWord(m);
            printOut(CliTr::tr("%1 %2  devices: %3  precisions: %4  methods: %5  tokenizers: %6\n    %7")
                         .arg(entry.info.name, entry.info.version, entry.info.devices.join(QLatin1Char(',')),
                              entry.info.precisions.join(QLatin1Char(',')), methods.join(QStringLiteral(", ")),
                              entry.info.tokenizers.join(QLatin1Char(',')), entry.path));
        } else {
            printOut(CliTr::tr("%1  (not usable)\n    %2\n    error: %3")
                         .arg(entry.info.name.isEmpty() ? QStringLiteral("?") : entry.info.name, entry.path, entry.error));
        }
    }
    return anyUsable ? kExitOk : kExitFailure;
}

} // namespace pilot::cli
