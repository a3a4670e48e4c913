// Times MetricsTail reading a whole metrics.jsonl, the way the GUI and pilotctl read a run.
// Prints one JSON line per repetition so a driver can compare it with a peer in the same run.
#include "core/runs/metricstail.h"
#include "core/runs/runmetrics.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QStringList>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: bench-metrics-read FILE [REPEAT]\n");
        return 64;
    }
    const int repeat = args.size() > 2 ? args.at(2).toInt() : 1;
    for (int i = 0; i < repeat; ++i) {
        QElapsedTimer timer;
        timer.start();
        pilot::RunMetrics metrics;
        pilot::MetricsTail tail(args.at(1));
        const auto poll = tail.poll(metrics);
        const double seconds = double(timer.nsecsElapsed()) / 1e9;
        if (!poll.ok) {
            std::fprintf(stderr, "%s\n", qPrintable(poll.error));
            return 1;
        }
        std::printf("{\"seconds\": %.6f, \"lines\": %lld, \"steps\": %zu, \"issues\": %lld}\n", seconds,
                    static_cast<long long>(tail.lines()), metrics.steps().size(), static_cast<long long>(metrics.issueCount()));
        std::fflush(stdout);
    }
    return 0;
}
