#include "languagemanager.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>

namespace pilot::app {

namespace {
const char kSettingsKey[] = "ui/language";
const char kCatalogDir[] = ":/i18n";
} // namespace

LanguageManager::LanguageManager(QObject *parent)
    : QObject(parent)
{
}

QStringList LanguageManager::available()
{
    QStringList codes;
    const QStringList files = QDir(QLatin1String(kCatalogDir)).entryList({QStringLiteral("migration-pilot_*.qm")});
    for (const QString &file : files)
        codes.append(file.section(QLatin1Char('_'), 1).section(QLatin1Char('.'), 0, 0));
    return codes;
}

void LanguageManager::applyStartupLanguage()
{
    // The user's pick from the menu, else the system's language: applying it remembers
    // nothing, so the app follows the system until the user picks a language.
    const QString saved = QSettings().value(QLatin1String(kSettingsKey)).toString();
    if (!saved.isEmpty() && available().contains(saved)) {
        apply(saved);
        return;
    }
    apply(QLocale::system().language() == QLocale::German ? QStringLiteral("de") : QStringLiteral("en"));
}

void LanguageManager::setLanguage(const QString &code)
{
    apply(code);
    QSettings().setValue(QLatin1String(kSettingsKey), code);
}

void LanguageManager::apply(const QString &code)
{
    if (code == m_language)
        return;
    // Resetting the old translators removes them from the application.
    m_app.reset();
    m_qt.reset();
    auto app = std::make_unique<QTranslator>();
    if (app->load(QStringLiteral("migration-pilot_%1").arg(code), QLatin1String(kCatalogDir))) {
        QCoreApplication::installTranslator(app.get());
        m_app = std::move(app);
    }
    auto qt = std::make_unique<QTranslator>();
    if (code != QLatin1String("en")
        && qt->load(QStringLiteral("qtbase_%1").arg(code), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        m_qt = std::move(qt);
    }
    m_language = code;
    QLocale::setDefault(QLocale(code == QLatin1String("de") ? QLocale::German : QLocale::English));
    Q_EMIT languageChanged(code);
}

QString uiLanguage()
{
    return QLocale().language() == QLocale::German ? QStringLiteral("de") : QStringLiteral("en");
}

} // namespace pilot::app
