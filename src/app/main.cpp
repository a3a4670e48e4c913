#include "contraststyle.h"
#include "languagemanager.h"
#include "mainwindow.h"

#include "core/version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFile>
#include <QTimer>
#include <QWindow>

#include <cstdio>
#include <cstring>
#include <memory>

#include <unistd.h>

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

// Milliseconds since this process was started (the kernel's start time, so the dynamic
// loader's work counts too); -1 where /proc cannot say.
double msSinceProcessStart()
{
    QFile stat(QStringLiteral("/proc/self/stat")), uptime(QStringLiteral("/proc/uptime"));
    if (!stat.open(QIODevice::ReadOnly) || !uptime.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray s = stat.readAll();
    // Field 22 (starttime, in clock ticks since boot) counts after the command's ")".
    const QList<QByteArray> fields = s.mid(s.lastIndexOf(')') + 2).split(' ');
    const double ticks = double(::sysconf(_SC_CLK_TCK));
    if (fields.size() < 20 || ticks <= 0)
        return -1;
    const double started = fields.at(19).toDouble() / ticks;
    const double now = uptime.readAll().split(' ').value(0).toDouble();
    return (now - started) * 1000.0;
}

// PILOT_STARTUP_PROBE=1: the time to the first window on screen, printed once the window is
// first exposed; the app then quits (tests/bench/startup_bench.py measures with it).
class StartupProbe : public QObject
{
public:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Expose && static_cast<QWindow *>(watched)->isExposed()) {
            std::fprintf(stderr, "startup: first window exposed after %.1f ms\n", msSinceProcessStart());
            std::fflush(stderr);
            QTimer::singleShot(0, qApp, &QCoreApplication::quit);
            watched->removeEventFilter(this);
        }
        return false;
    }
};

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
        // The platform's style, with frames that stay visible on a high-contrast theme.
        QApplication::setStyle(new pilot::app::ContrastStyle);
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
    window.placeOnScreen();
    window.show();
    StartupProbe probe;
    if (qEnvironmentVariableIsSet("PILOT_STARTUP_PROBE") && window.windowHandle())
        window.windowHandle()->installEventFilter(&probe);
    // Edits a window left unsaved when it ended (a crash) are offered once the window is up;
    // a project named on the command line offers its own when it opens.
    if (parser.positionalArguments().isEmpty())
        QTimer::singleShot(0, &window, [&window] { window.offerLeftEdits(); });
    return app->exec();
}
