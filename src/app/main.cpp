#include "languagemanager.h"
#include "mainwindow.h"

#include "core/version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

#include <cstring>
#include <memory>

namespace {

// --help and --version are answered without a window system: they must work where there is no
// display (a package's checks, a script, a terminal over SSH).
bool onlyAsksAboutTheProgram(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        for (const char *option : {"-h", "--help", "--help-all", "-v", "--version"}) {
            if (std::strcmp(argv[i], option) == 0)
                return true;
        }
    }
    return false;
}

void describeProgram()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Migration Pilot"));
    QCoreApplication::setApplicationName(QStringLiteral("migration-pilot"));
    QCoreApplication::setApplicationVersion(QLatin1String(pilot::kVersion));
}

} // namespace

int main(int argc, char **argv)
{
    std::unique_ptr<QCoreApplication> app;
    if (onlyAsksAboutTheProgram(argc, argv)) {
        app = std::make_unique<QCoreApplication>(argc, argv);
    } else {
        app = std::make_unique<QApplication>(argc, argv);
        QApplication::setApplicationDisplayName(QStringLiteral("Migration Pilot"));
        // The desktop entry's name (packaging/desktop): the window is shown as that application.
        QApplication::setDesktopFileName(QStringLiteral("org.migrationpilot.MigrationPilot"));
    }
    describeProgram();

    pilot::app::LanguageManager languages;
    languages.applyStartupLanguage();

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("main", "Plan, run and document a GPU to Trainium2 migration."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("project"), QCoreApplication::translate("main", "Project file to open."),
                                 QStringLiteral("[project.yaml]"));
    parser.process(*app);

    pilot::app::MainWindow window(&languages);
    if (!parser.positionalArguments().isEmpty())
        window.openProject(parser.positionalArguments().constFirst());
    window.show();
    // Edits a window left unsaved when it ended (a crash) are offered once the window is up;
    // a project named on the command line offers its own when it opens.
    if (parser.positionalArguments().isEmpty())
        QTimer::singleShot(0, &window, [&window] { window.offerLeftEdits(); });
    return app->exec();
}
