#include "core/launch/runprovenance.h"

#include "core/support/coretr.h"

namespace pilot {

RunProvenance readRunProvenance(const QString &runDir, const RunMetrics &metrics)
{
    RunProvenance out;
    QString error;
    out.launched = readLaunchRecord(runDir, &out.launch, &error);
    // The reader's message may quote the file; the record says only that it is broken.
    if (!out.launched && !error.isEmpty())
        out.launchProblem = CoreTr::tr("launch.json is there but cannot be read");
    if (!metrics.starts().isEmpty()) {
        out.started = true;
        out.start = metrics.starts().constLast();
    }
    return out;
}

} // namespace pilot
