// bench-soak [--seconds N] [--rate LINES_PER_S] [--runs K]
// The desktop application following a run that writes fast, for a long time: a thread appends
// `rate` step lines per second to a run's metrics.jsonl for `seconds` while the main window
// (offscreen, Runs stage shown) follows it, in a project that lists `runs` finished runs
// besides. The window's event loop is probed every 10 ms: how late the probe fires is how
// long the window could not answer. Every second: the probe's 50th and 99th percentile and
// maximum, and the process's resident memory. At the end, the writer stops and the Runs
// stage must show the last step written (no line dropped); then each stage is shown once and
// timed. Prints one JSON object.
#include "app/languagemanager.h"
#include "app/mainwindow.h"
#include "app/runsmodel.h"
#include "app/runspage.h"

#include <QApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <thread>
#include <vector>

#include <fcntl.h>
#include <unistd.h>

using namespace pilot;
using namespace pilot::app;

namespace {

qint64 residentKiB()
{
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly))
        return -1;
    const QList<QByteArray> f = statm.readAll().split(' ');
    return f.size() > 1 ? f.at(1).toLongLong() * (::sysconf(_SC_PAGESIZE) / 1024) : -1;
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v.at(std::min(v.size() - 1, size_t(p * double(v.size() - 1) + 0.5)));
}

QByteArray stepLine(qint64 step, double t)
{
    return "{\"v\": 1, \"type\": \"step\", \"t\": " + QByteArray::number(t, 'f', 3) + ", \"step\": " + QByteArray::number(step)
           + ", \"loss\": " + QByteArray::number(2.0 + 1.0 / double(step), 'f', 6) + ", \"lr\": 0.0003, \"tokens\": 4096, \"step_time_s\": 0.0001}\n";
}

void writeFinishedRun(const QString &dir, int steps)
{
    QDir().mkpath(dir);
    QFile f(dir + QStringLiteral("/metrics.jsonl"));
    if (!f.open(QIODevice::WriteOnly))
        return;
    f.write("{\"v\": 1, \"type\": \"run_start\", \"t\": 1000, \"run_id\": \"done\", \"backend\": \"libtorch\"}\n");
    for (int s = 1; s <= steps; ++s)
        f.write(stepLine(s, 1000 + s));
    f.write("{\"v\": 1, \"type\": \"run_end\", \"t\": 5000, \"status\": \"completed\", \"reason\": \"max_steps\", \"exit_code\": 0, \"last_step\": "
            + QByteArray::number(steps) + "}\n");
}

QString liveCell(const RunsModel *model, int column)
{
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, RunsModel::LabelColumn).data().toString() == QLatin1String("live"))
            return model->index(row, column).data().toString();
    }
    return {};
}

QString stepsShown(const RunsModel *model)
{
    return liveCell(model, RunsModel::StepsColumn);
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Migration Pilot Benchmarks"));
    const QStringList args = app.arguments();
    const auto option = [&](const char *name, int fallback) {
        const int at = int(args.indexOf(QLatin1String(name)));
        return at > 0 && at + 1 < args.size() ? args.at(at + 1).toInt() : fallback;
    };
    const int seconds = option("--seconds", 600), rate = option("--rate", 10000), finished = option("--runs", 0);

    QTemporaryDir dir;
    QByteArray yaml = "schema: migration-pilot/project@1\ntitle: soak\nruns:\n  - {path: runs/live, role: pilot, label: live}\n";
    for (int i = 0; i < finished; ++i) {
        writeFinishedRun(dir.filePath(QStringLiteral("runs/done-%1").arg(i)), 300);
        yaml += "  - {path: runs/done-" + QByteArray::number(i) + ", role: reference, label: done " + QByteArray::number(i) + "}\n";
    }
    QDir().mkpath(dir.filePath(QStringLiteral("runs/live")));
    const QByteArray metricsPath = QFile::encodeName(dir.filePath(QStringLiteral("runs/live/metrics.jsonl")));
    const int fd = ::open(metricsPath.constData(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    // Time stamps of now: a run whose last event is old is not one that is still writing.
    const QByteArray start = "{\"v\": 1, \"type\": \"run_start\", \"t\": " + QByteArray::number(double(QDateTime::currentMSecsSinceEpoch()) / 1000.0, 'f', 3)
                             + ", \"run_id\": \"live\", \"backend\": \"libtorch\"}\n";
    if (fd < 0 || ::write(fd, start.constData(), size_t(start.size())) != start.size())
        return 1;
    {
        QFile p(dir.filePath(QStringLiteral("project.yaml")));
        if (!p.open(QIODevice::WriteOnly) || p.write(yaml) != yaml.size())
            return 1;
    }

    LanguageManager languages;
    languages.setLanguage(QStringLiteral("en"));
    MainWindow window(&languages);
    window.resize(1366, 768);
    window.show();
    QElapsedTimer opening;
    opening.start();
    if (!window.openProject(dir.filePath(QStringLiteral("project.yaml"))))
        return 1;
    window.showStage(MainWindow::RunsStage);
    const double openSeconds = opening.nsecsElapsed() / 1e9;
    const RunsModel *model = window.findChild<RunsPage *>()->model();

    // The writer: `rate` lines a second, in a batch every 10 ms.
    std::atomic<bool> stop{false};
    std::atomic<qint64> written{0};
    std::thread writer([&] {
        const int perBatch = std::max(1, rate / 100);
        qint64 step = 0;
        QElapsedTimer clock;
        clock.start();
        while (!stop.load()) {
            QByteArray batch;
            for (int i = 0; i < perBatch; ++i)
                batch += stepLine(++step, double(QDateTime::currentMSecsSinceEpoch()) / 1000.0);
            if (::write(fd, batch.constData(), size_t(batch.size())) != batch.size())
                break;
            written.store(step);
            const qint64 due = step * 1000000000LL / rate;
            const qint64 ahead = due - clock.nsecsElapsed();
            if (ahead > 0)
                std::this_thread::sleep_for(std::chrono::nanoseconds(ahead));
        }
    });

    // The probe: a 10 ms timer; its lateness is the time the window could not answer.
    std::vector<double> second, all;
    QJsonArray perSecond;
    QElapsedTimer clock, sinceTick;
    clock.start();
    sinceTick.start();
    QTimer probe;
    probe.setTimerType(Qt::PreciseTimer);
    probe.setInterval(10);
    qint64 lastReport = 0;
    // A loop of its own, not the application's: after QApplication::quit() no loop runs again,
    // and the catch-up below needs one.
    QEventLoop soak;
    QObject::connect(&probe, &QTimer::timeout, [&] {
        const double late = std::max(0.0, sinceTick.nsecsElapsed() / 1e6 - 10.0);
        sinceTick.start();
        second.push_back(late);
        all.push_back(late);
        const qint64 now = clock.elapsed() / 1000;
        if (now > lastReport) {
            lastReport = now;
            perSecond.append(QJsonObject{{QStringLiteral("s"), now},
                                         {QStringLiteral("p50_ms"), percentile(second, 0.5)},
                                         {QStringLiteral("p99_ms"), percentile(second, 0.99)},
                                         {QStringLiteral("max_ms"), second.empty() ? 0.0 : *std::max_element(second.begin(), second.end())},
                                         {QStringLiteral("rss_kib"), residentKiB()},
                                         {QStringLiteral("written"), written.load()},
                                         {QStringLiteral("shown"), stepsShown(model)}});
            second.clear();
        }
        if (clock.elapsed() >= qint64(seconds) * 1000)
            soak.quit();
    });
    probe.start();
    soak.exec();
    probe.stop();
    stop.store(true);
    writer.join();
    // The run ends as a trainer ends it: its last line says so.
    const QByteArray end = "{\"v\": 1, \"type\": \"run_end\", \"t\": " + QByteArray::number(double(QDateTime::currentMSecsSinceEpoch()) / 1000.0, 'f', 3)
                           + ", \"status\": \"completed\", \"reason\": \"max_steps\", "
                           "\"exit_code\": 0, \"last_step\": " + QByteArray::number(written.load()) + "}\n";
    const bool ended = ::write(fd, end.constData(), size_t(end.size())) == end.size();
    ::close(fd);
    if (!ended)
        return 1;

    // Every line written must reach the table.
    const qint64 last = written.load();
    QString expected = QLocale().toString(last);
    QElapsedTimer catchUp;
    catchUp.start();
    // The last steps and run_end may arrive in different reads: caught up when both show.
    while ((stepsShown(model) != expected || liveCell(model, RunsModel::StatusColumn) != QLatin1String("completed"))
           && catchUp.elapsed() < 60000) {
        QEventLoop loop;
        QTimer::singleShot(50, &loop, &QEventLoop::quit);
        loop.exec();
    }
    const QString shown = stepsShown(model);

    // Each stage once, with the project's runs.
    QJsonObject stages;
    for (int s = 0; s < MainWindow::StageCount; ++s) {
        QElapsedTimer t;
        t.start();
        window.showStage(MainWindow::Stage(s));
        QEventLoop loop;
        QTimer::singleShot(0, &loop, &QEventLoop::quit);
        loop.exec();
        stages.insert(QString::number(s), t.nsecsElapsed() / 1e6);
    }

    const QJsonObject out{{QStringLiteral("seconds"), seconds},
                          {QStringLiteral("rate"), rate},
                          {QStringLiteral("finished_runs"), finished},
                          {QStringLiteral("open_s"), openSeconds},
                          {QStringLiteral("lines_written"), last},
                          {QStringLiteral("steps_shown"), shown},
                          {QStringLiteral("status_shown"), liveCell(model, RunsModel::StatusColumn)},
                          {QStringLiteral("caught_up_ms"), double(catchUp.elapsed())},
                          {QStringLiteral("p50_ms"), percentile(all, 0.5)},
                          {QStringLiteral("p99_ms"), percentile(all, 0.99)},
                          {QStringLiteral("max_ms"), all.empty() ? 0.0 : *std::max_element(all.begin(), all.end())},
                          {QStringLiteral("stage_show_ms"), stages},
                          {QStringLiteral("per_second"), perSecond}};
    std::printf("%s\n", QJsonDocument(out).toJson(QJsonDocument::Compact).constData());
    return shown == expected ? 0 : 2;
}
