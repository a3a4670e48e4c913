#include "fallbackrulesloader.h"
#include "workerpool.h"

#include <QFutureWatcher>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

namespace pilot::app {

namespace {

struct Loaded
{
    std::shared_ptr<const CpuFallbackRules> rules;
    QString problems;
};

} // namespace

void loadFallbackRules(QObject *context, const QString &projectFile, const QString &rulesFile,
                       std::function<void(std::shared_ptr<const CpuFallbackRules>, const QString &)> done)
{
    auto *watcher = new QFutureWatcher<Loaded>(context);
    QObject::connect(watcher, &QFutureWatcher<Loaded>::finished, context, [watcher, done = std::move(done)] {
        watcher->deleteLater();
        const Loaded loaded = watcher->result();
        done(loaded.rules, loaded.problems);
    });
    watcher->setFuture(QtConcurrent::run(workerPool(), [projectFile, rulesFile] {
        Diagnostics problems;
        Loaded out{std::make_shared<const CpuFallbackRules>(CpuFallbackRules::forProject(projectFile, rulesFile, &problems)), QString()};
        out.problems = diagnosticsText(problems);
        return out;
    }));
}

} // namespace pilot::app
