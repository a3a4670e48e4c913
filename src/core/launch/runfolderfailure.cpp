#include "core/launch/runfolderfailure.h"
#include "core/launch/runstatus.h"

namespace pilot {

RunFailureReport classifyRunFolder(const QString &runDir, const FailureRules &rules)
{
    RunStatusReader reader(runDir);
    const RunStatus status = reader.read();
    RunEndEvidence end;
    end.failed = status.state == RunState::Failed || status.state == RunState::Lost;
    end.exitCode = status.probe.exitCode;
    if (end.exitCode < 0 && reader.metrics().runEnd())
        end.exitCode = reader.metrics().runEnd()->exitCode;
    end.schedulerState = status.probe.schedulerState;
    return classifyRun(runDir, reader.metrics(), end, rules);
}

} // namespace pilot
