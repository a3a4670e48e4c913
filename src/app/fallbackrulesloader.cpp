#include "fallbackrulesloader.h"
#include "jobtracker.h"

namespace pilot::app {

namespace {

struct Loaded
{
    std::shared_ptr<const CpuFallbackRules> rules;
    QString problems;
};

} // namespace

void loadFallbackRules(JobTracker *tracker, const QString &projectFile, const QString &rulesFile,
                       std::function<void(std::shared_ptr<const CpuFallbackRules>, const QString &)> done)
{
    tracker->run(
        [projectFile, rulesFile](const BackgroundJob &) {
            Diagnostics problems;
            Loaded out{std::make_shared<const CpuFallbackRules>(CpuFallbackRules::forProject(projectFile, rulesFile, &problems)),
                       QString()};
            out.problems = diagnosticsText(problems);
            return out;
        },
        [done = std::move(done)](const Loaded &loaded) { done(loaded.rules, loaded.problems); });
}

} // namespace pilot::app
