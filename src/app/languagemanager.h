#pragma once

#include <QObject>
#include <QString>
#include <QTranslator>

#include <memory>

namespace pilot::app {

/// Installs the translators for the chosen UI language and swaps them at runtime. Qt then
/// sends QEvent::LanguageChange to every widget, which retranslates itself; no restart needed.
class LanguageManager : public QObject
{
    Q_OBJECT
public:
    explicit LanguageManager(QObject *parent = nullptr);

    /// "de" or "en": the language the user picked in the menu, else German under a German
    /// system locale and English otherwise. Remembers nothing: until the user picks one, the
    /// app follows the system's language.
    void applyStartupLanguage();
    /// The user's pick: applied at once and remembered for the next start.
    void setLanguage(const QString &code);
    QString language() const { return m_language; }
    /// Languages whose catalog is built into the program.
    static QStringList available();

Q_SIGNALS:
    void languageChanged(const QString &code);

private:
    void apply(const QString &code);

    QString m_language;
    std::unique_ptr<QTranslator> m_app;
    std::unique_ptr<QTranslator> m_qt;
};

/// "de" or "en": the language the interface speaks now (the default locale's, which the
/// language manager sets). Texts that come in both languages (rules, device names) follow it.
QString uiLanguage();

} // namespace pilot::app
