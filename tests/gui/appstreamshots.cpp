// The screenshots of the AppStream metainfo (packaging/desktop/screenshots/, listed with their
// captions in packaging/desktop/screenshots.xml.in): the real window on a fresh copy of the
// demo project, on the offscreen platform at 1280×720 (16:9, as AppStream asks), each in
// English and German. packaging/desktop/make-screenshots.sh runs it into the source tree; ctest
// runs it into the build folder, so that a change to the window that breaks it is seen.
//   pilot_appstream_screenshots OUT_DIR
// Exit status 0 with every image written, 1 otherwise (the message says which and why).
#include "app/contraststyle.h"
#include "app/languagemanager.h"
#include "app/mainwindow.h"

#include <QApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QLabel>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextBrowser>

#include <cstdio>
#include <functional>

using pilot::app::MainWindow;

namespace {

constexpr int kWidth = 1280;
constexpr int kHeight = 720;

struct Shot
{
    const char *name; // the file is NAME-LANGUAGE.png
    MainWindow::Stage stage;
    const char *tabs; // the stage's tab widget, or nullptr
    int tab;
};

// The order of packaging/desktop/screenshots.xml.in; the first is the default one.
constexpr Shot kShots[] = {
    {"compare-curves", MainWindow::CompareStage, "compareTabs", 0},
    {"compare-outputs", MainWindow::CompareStage, "compareTabs", 1},
    {"plan-matrix", MainWindow::PlanStage, "planTabs", 1},
    {"cost-time-chain", MainWindow::CostStage, nullptr, 0},
    {"report", MainWindow::ReportStage, nullptr, 0},
};

// Lets the window work (charts, workers' results) until `ready` holds or `ms` have passed.
bool settle(const std::function<bool()> &ready, int ms)
{
    const QDeadlineTimer deadline(ms);
    while (!deadline.hasExpired()) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        if (ready())
            return true;
    }
    return ready();
}

bool shoot(const QString &language, const QDir &out, const QDir &scratch)
{
    pilot::app::LanguageManager languages;
    languages.setLanguage(language);
    MainWindow window(&languages);
    window.resize(kWidth, kHeight);
    window.show();
    if (!window.openDemo(scratch.filePath(QStringLiteral("demo-") + language))) {
        std::fprintf(stderr, "the demo project did not open (%s)\n", qPrintable(language));
        return false;
    }
    // The copy's folder is this program's scratch folder: not for a published picture.
    window.statusBar()->clearMessage();
    const auto *verdict = window.findChild<QLabel *>(QStringLiteral("compareVerdict"));
    const auto *record = window.findChild<QTextBrowser *>(QStringLiteral("reportPreview"));
    for (const Shot &shot : kShots) {
        window.showStage(shot.stage);
        if (shot.tabs) {
            auto *tabs = window.findChild<QTabWidget *>(QLatin1String(shot.tabs));
            if (!tabs || shot.tab >= tabs->count()) {
                std::fprintf(stderr, "%s: no tab %d in %s\n", shot.name, shot.tab, shot.tabs);
                return false;
            }
            tabs->setCurrentIndex(shot.tab);
        }
        bool ready = true;
        if (shot.stage == MainWindow::CompareStage)
            ready = settle([verdict] { return verdict && !verdict->text().isEmpty(); }, 60000);
        else if (shot.stage == MainWindow::ReportStage)
            ready = settle([record] { return record && !record->toPlainText().isEmpty(); }, 60000);
        if (!ready) {
            std::fprintf(stderr, "%s (%s): the page did not fill within a minute\n", shot.name, qPrintable(language));
            return false;
        }
        settle([] { return false; }, 1500); // charts animate and lay out after their data
        const QString file = out.filePath(QStringLiteral("%1-%2.png").arg(QLatin1String(shot.name), language));
        const QImage image = window.grab().toImage();
        if (image.size() != QSize(kWidth, kHeight) || !image.save(file)) {
            std::fprintf(stderr, "%s: not written (%d×%d)\n", qPrintable(file), image.width(), image.height());
            return false;
        }
        std::printf("%s\n", qPrintable(file));
    }
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s OUT_DIR\n", argv[0]);
        return 1;
    }
    // The user's settings, recent projects and demo copy stay untouched.
    QTemporaryDir scratch;
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(scratch.filePath(QStringLiteral("config"))));
    qputenv("XDG_DATA_HOME", QFile::encodeName(scratch.filePath(QStringLiteral("data"))));
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setAttribute(Qt::AA_Use96Dpi, true);
    QApplication::setOrganizationName(QStringLiteral("Migration Pilot Screenshots"));
    QApplication::setApplicationName(QStringLiteral("migration-pilot-screenshots"));
    QApplication::setStyle(new pilot::app::ContrastStyle);
    const QDir out(QString::fromLocal8Bit(argv[1]));
    if (!QDir().mkpath(out.path()) || !scratch.isValid()) {
        std::fprintf(stderr, "cannot write to %s\n", argv[1]);
        return 1;
    }
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("de")}) {
        if (!shoot(language, out, QDir(scratch.path())))
            return 1;
    }
    return 0;
}
