// Times the failure classifier over a log file, in-process: the way it reads logs (in pieces,
// only the rules whose required texts a line holds are run), against trying every rule's regular
// expression on every line, the way it matched before the rules were indexed. Prints one JSON
// line per repetition for classify_bench.py.
#include "core/failures/failureclassifier.h"
#include "core/failures/failurerules.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QStringList>

#include <cstdio>

namespace {

// Every line decoded and every rule tried on it, in order (no index).
qint64 everyRuleOnEveryLine(const pilot::FailureRules &rules, const QString &path, qint64 *lines)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    qint64 matched = 0;
    QByteArray line;
    while (!f.atEnd()) {
        line = f.readLine(pilot::FailureRules::kMaxMatchedChars * 4);
        ++*lines;
        if (line.endsWith('\n'))
            line.chop(1);
        if (!line.isEmpty() && rules.match(QString::fromUtf8(line)) >= 0)
            ++matched;
    }
    return matched;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 3 || (args.at(2) != QLatin1String("indexed") && args.at(2) != QLatin1String("every-rule"))) {
        std::fprintf(stderr, "usage: bench-classify FILE indexed|every-rule [REPEAT]\n");
        return 64;
    }
    const pilot::FailureRules &rules = pilot::FailureRules::builtIn();
    const int repeat = args.size() > 3 ? args.at(3).toInt() : 1;
    for (int i = 0; i < repeat; ++i) {
        QElapsedTimer timer;
        timer.start();
        qint64 lines = 0, matched = 0;
        if (args.at(2) == QLatin1String("indexed")) {
            pilot::LogClassification c;
            QString error;
            if (!pilot::classifyLogFile(rules, args.at(1), QStringLiteral("log"), pilot::kMaxClassifiedLogBytes, &c, &error)) {
                std::fprintf(stderr, "%s\n", qPrintable(error));
                return 1;
            }
            lines = c.lines;
            matched = c.matched;
        } else {
            matched = everyRuleOnEveryLine(rules, args.at(1), &lines);
        }
        const double seconds = double(timer.nsecsElapsed()) / 1e9;
        std::printf("{\"seconds\": %.6f, \"lines\": %lld, \"matched\": %lld}\n", seconds, static_cast<long long>(lines),
                    static_cast<long long>(matched));
        std::fflush(stdout);
    }
    return 0;
}
