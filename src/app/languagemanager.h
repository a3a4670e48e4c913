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

    /// "de" or "en". Loads the saved choice, or German under a German system locale.
    void applyStartupLanguage();
    void setLanguage(const QString &code);
    QString language() const { return m_language; }
    /// Languages whose catalog is built into the program.
    static QStringList available();

Q_SIGNALS:
    void languageChanged(const QString &code);

private:
    QString m_language;
    std::unique_ptr<QTranslator> m_app;
    std::unique_ptr<QTranslator> m_qt;
};

/// "de" or "en": the language the interface speaks now (the default locale's, which the
/// language manager sets). Texts that come in both languages (rules, device names) follow it.
QString uiLanguage();

} // namespace pilot::app
