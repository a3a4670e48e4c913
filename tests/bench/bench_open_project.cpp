// bench-open-project PROJECT.yaml [--rounds N]
// Times, in one process on the offscreen platform, what a user waits for with a large project:
// opening it in the main window (Plan stage shown), showing the Report stage (its preview of
// the decision record), and one edit of the notes back on the Plan stage (a keystroke). Each
// round uses a fresh window. Prints one JSON object with every round's seconds.
#include "app/languagemanager.h"
#include "app/mainwindow.h"
#include "app/projectdocument.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextBrowser>
#include <QTimer>

#include <cstdio>

using namespace pilot;
using namespace pilot::app;

namespace {

// Runs the event loop until what is posted now (layouts, paints, queued signals) has been
// handled, as the application's own loop would before the user sees the result: a zero-time
// timer fires only after the posted events ahead of it.
void settle()
{
    QEventLoop loop;
    QTimer::singleShot(0, &loop, &QEventLoop::quit);
    loop.exec();
}

double secondsOf(const std::function<void()> &work)
{
    QElapsedTimer timer;
    timer.start();
    work();
    settle();
    return timer.nsecsElapsed() / 1e9;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Migration Pilot Benchmarks"));
    const QStringList args = app.arguments();
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: bench-open-project PROJECT.yaml [--rounds N]\n");
        return 64;
    }
    const QString project = args.at(1);
    const int at = int(args.indexOf(QStringLiteral("--rounds")));
    const int rounds = at > 0 && at + 1 < args.size() ? args.at(at + 1).toInt() : 3;
    LanguageManager languages;
    languages.setLanguage(QStringLiteral("en"));
    QJsonArray open, report, edit;
    qsizetype previewCharacters = 0;
    for (int r = 0; r < rounds; ++r) {
        MainWindow window(&languages);
        window.resize(1280, 800);
        window.show();
        settle();
        bool opened = false;
        open.append(secondsOf([&] { opened = window.openProject(project); }));
        if (!opened) {
            std::fprintf(stderr, "bench-open-project: %s could not be opened\n", qPrintable(project));
            return 1;
        }
        report.append(secondsOf([&] { window.showStage(MainWindow::ReportStage); }));
        previewCharacters = window.findChild<QTextBrowser *>(QStringLiteral("reportPreview"))->document()->characterCount();
        window.showStage(MainWindow::PlanStage);
        settle();
        edit.append(secondsOf([&] {
            window.document()->edit(
                QStringLiteral("Edit Notes"), [](Project &p) { p.notes += QLatin1Char('x'); }, 1);
        }));
        window.document()->newProject(QString()); // nothing unsaved: no prompt on close
    }
    const QJsonObject out{{QStringLiteral("open_s"), open},
                          {QStringLiteral("report_s"), report},
                          {QStringLiteral("edit_s"), edit},
                          {QStringLiteral("preview_characters"), double(previewCharacters)}};
    std::fputs(QJsonDocument(out).toJson(QJsonDocument::Compact).constData(), stdout);
    std::fputs("\n", stdout);
    return 0;
}
