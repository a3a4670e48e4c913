#include "languagemanager.h"
#include "mainwindow.h"

#include "core/version.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Migration Pilot"));
    QApplication::setApplicationName(QStringLiteral("migration-pilot"));
    QApplication::setApplicationDisplayName(QStringLiteral("Migration Pilot"));
    QApplication::setApplicationVersion(QLatin1String(pilot::kVersion));
    QApplication::setDesktopFileName(QStringLiteral("migration-pilot"));

    pilot::app::LanguageManager languages;
    languages.applyStartupLanguage();

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Plan, run and document a GPU to Trainium2 migration."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("project"), QApplication::translate("main", "Project file to open."),
                                 QStringLiteral("[project.yaml]"));
    parser.process(app);

    pilot::app::MainWindow window(&languages);
    if (!parser.positionalArguments().isEmpty())
        window.openProject(parser.positionalArguments().constFirst());
    window.show();
    return app.exec();
}
