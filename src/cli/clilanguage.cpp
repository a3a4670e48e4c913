#include "clilanguage.h"
#include "command.h"

#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QTranslator>

#include <memory>

namespace pilot::cli {

namespace {

const char kCatalogDir[] = ":/i18n";

std::unique_ptr<QTranslator> g_catalog; // migration-pilot_<language>: pilotctl's and the core's messages
std::unique_ptr<QTranslator> g_qt;      // qtbase_<language>: QCommandLineParser's and Qt's own texts

bool isGerman(const QString &locale)
{
    // de, de_DE, de_DE.UTF-8, de@euro; not a language code that merely starts with "de".
    return locale.startsWith(QLatin1String("de")) && (locale.size() == 2 || !locale.at(2).isLetter());
}

} // namespace

QString environmentLanguage()
{
    for (const char *name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const QString value = qEnvironmentVariable(name);
        if (!value.isEmpty())
            return isGerman(value) ? QStringLiteral("de") : QStringLiteral("en");
    }
    return QStringLiteral("en");
}

QString messageLanguage(const QStringList &args, bool hasLanguageOption)
{
    // Read before the command builds its parser: its option descriptions, its help and its
    // usage errors are translated then, so they must already be in the language asked for.
    QString asked;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args.at(i);
        if (arg == QLatin1String("--"))
            break;
        if (arg == QLatin1String("--json"))
            return QStringLiteral("en");
        if (!hasLanguageOption || !asked.isNull())
            continue;
        if (arg == QLatin1String("--lang") && i + 1 < args.size())
            asked = args.at(++i);
        else if (arg.startsWith(QLatin1String("--lang=")))
            asked = arg.mid(7);
    }
    if (asked == QLatin1String("de") || asked == QLatin1String("en"))
        return asked;
    return environmentLanguage();
}

void installLanguage(const QString &language)
{
    // Resetting a translator removes it from the application.
    g_catalog.reset();
    g_qt.reset();
    // English has a catalog too: it holds the singular and plural forms of counted messages.
    auto catalog = std::make_unique<QTranslator>();
    if (catalog->load(QStringLiteral("migration-pilot_%1").arg(language), QLatin1String(kCatalogDir))) {
        QCoreApplication::installTranslator(catalog.get());
        g_catalog = std::move(catalog);
    }
    auto qt = std::make_unique<QTranslator>();
    if (language != QLatin1String("en")
        && qt->load(QStringLiteral("qtbase_%1").arg(language), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        g_qt = std::move(qt);
    }
}

QCommandLineOption languageOption()
{
    return QCommandLineOption(QStringLiteral("lang"),
                              CliTr::tr("language of the output: de or en (default: from LANG; LC_ALL or LC_MESSAGES first when set)"),
                              QStringLiteral("LANG"), environmentLanguage());
}

int checkLanguageOption(const QCommandLineParser &parser, const QString &command)
{
    const QString language = parser.value(QStringLiteral("lang"));
    if (language == QLatin1String("de") || language == QLatin1String("en"))
        return -1;
    printErr(CliTr::tr("pilotctl %1: --lang must be de or en").arg(command));
    return kExitUsage;
}

} // namespace pilot::cli
