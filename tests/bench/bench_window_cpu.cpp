// bench-window-cpu PROJECT.yaml [--stage N] [--seconds S] [--select LABEL]
// What the main window costs while the user looks at a stage and does nothing: the project is
// opened in the window (offscreen platform, 1366×768), stage N shown (0 Plan … 5 Report; default
// 1, Runs), the row labelled LABEL selected in the Runs stage when given, then after a settling
// time of 3 s the event loop runs for S seconds (default 20) with nothing asked of it. Prints one
// JSON object: the CPU time the whole process used in that span (all threads: the window's and
// the workers that read run folders) and the window's thread alone, each as a share of one core,
// and how often the window's thread woke up (its voluntary context switches per second).
#include "app/languagemanager.h"
#include "app/mainwindow.h"
#include "app/runsmodel.h"
#include "app/runspage.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QItemSelectionModel>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTableView>
#include <QTimer>

#include <cstdio>

#include <sys/resource.h>

using namespace pilot;
using namespace pilot::app;

namespace {

double seconds(const timeval &t)
{
    return double(t.tv_sec) + double(t.tv_usec) / 1e6;
}

struct Usage
{
    double processCpu = 0;
    double threadCpu = 0;
    long threadWakeups = 0;
};

// Called on the window's thread, so RUSAGE_THREAD is that thread's.
Usage usageNow()
{
    rusage self{}, thread{};
    getrusage(RUSAGE_SELF, &self);
    getrusage(RUSAGE_THREAD, &thread);
    return {seconds(self.ru_utime) + seconds(self.ru_stime), seconds(thread.ru_utime) + seconds(thread.ru_stime), thread.ru_nvcsw};
}

void runFor(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Migration Pilot Benchmarks"));
    const QStringList args = app.arguments();
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: bench-window-cpu PROJECT.yaml [--stage N] [--seconds S] [--select LABEL]\n");
        return 64;
    }
    const auto option = [&](const char *name) {
        const int at = int(args.indexOf(QLatin1String(name)));
        return at > 0 && at + 1 < args.size() ? args.at(at + 1) : QString();
    };
    const int stage = option("--stage").isEmpty() ? int(MainWindow::RunsStage) : option("--stage").toInt();
    const int span = option("--seconds").isEmpty() ? 20 : option("--seconds").toInt();
    const QString select = option("--select");
    if (stage < 0 || stage >= MainWindow::StageCount || span < 1) {
        std::fprintf(stderr, "bench-window-cpu: --stage 0..%d, --seconds at least 1\n", MainWindow::StageCount - 1);
        return 64;
    }

    LanguageManager languages;
    languages.setLanguage(QStringLiteral("en"));
    MainWindow window(&languages);
    window.resize(1366, 768);
    window.show();
    if (!window.openProject(args.at(1))) {
        std::fprintf(stderr, "bench-window-cpu: cannot open %s\n", qPrintable(args.at(1)));
        return 1;
    }
    window.showStage(MainWindow::Stage(stage));
    bool selected = select.isEmpty();
    if (!select.isEmpty()) {
        // The run table fills when the project's runs are read; wait for the row.
        const RunsModel *model = window.findChild<RunsPage *>()->model();
        auto *view = window.findChild<RunsPage *>()->findChild<QTableView *>(QStringLiteral("runsTable"));
        for (int tries = 0; tries < 100 && !selected; ++tries) {
            for (int row = 0; row < model->rowCount() && !selected; ++row) {
                if (model->index(row, RunsModel::LabelColumn).data().toString() == select) {
                    view->selectionModel()->select(model->index(row, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
                    selected = true;
                }
            }
            if (!selected)
                runFor(50);
        }
        if (!selected) {
            std::fprintf(stderr, "bench-window-cpu: no run labelled %s\n", qPrintable(select));
            return 1;
        }
    }
    runFor(3000);

    QElapsedTimer wall;
    const Usage before = usageNow();
    wall.start();
    runFor(span * 1000);
    const Usage after = usageNow();
    const double elapsed = wall.nsecsElapsed() / 1e9;

    const QJsonObject out{{QStringLiteral("stage"), stage},
                          {QStringLiteral("seconds"), elapsed},
                          {QStringLiteral("process_cpu_pct"), 100.0 * (after.processCpu - before.processCpu) / elapsed},
                          {QStringLiteral("window_thread_cpu_pct"), 100.0 * (after.threadCpu - before.threadCpu) / elapsed},
                          {QStringLiteral("window_wakeups_per_s"), double(after.threadWakeups - before.threadWakeups) / elapsed}};
    std::printf("%s\n", QJsonDocument(out).toJson(QJsonDocument::Compact).constData());
    return 0;
}
