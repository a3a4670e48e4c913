#include "core/runs/metricsevents.h"

#include "core/runs/metricsvalue.h"
#include "core/support/coretr.h"

#include <limits>
#include <string_view>
#include <utility>

namespace pilot::metricsline {

using std::string_view;

namespace {

bool needsStep(string_view type)
{
    return type == "step" || type == "eval" || type == "sample" || type == "checkpoint";
}

StepPoint stepPoint(const EventFields &f)
{
    StepPoint p;
    p.step = f.step;
    p.tokens = f.tokens;
    p.t = f.t;
    p.loss = f.loss;
    p.lr = f.lr;
    p.gradNorm = f.gradNorm;
    p.stepTimeS = f.stepTime;
    p.dataTimeS = f.dataTime;
    p.commTimeS = f.commTime;
    return p;
}

void dispatchEvent(EventFields &f, string_view type, RunMetrics &out)
{
    if (type == "step") {
        out.addStep(stepPoint(f));
    } else if (type == "eval") {
        out.addEval({f.step, f.t, f.valLoss, std::move(f.metrics), 0});
    } else if (type == "sample") {
        out.addSample({f.step, qstr(f.id), qstr(f.prompt), qstr(f.output), qstr(f.reference), 0});
    } else if (type == "phase") {
        if (f.name.empty() || (f.state != "begin" && f.state != "end"))
            return; // reported by applyEvent()
        out.addPhase({qstr(f.name), f.state == "begin", f.t, 0});
    } else if (type == "checkpoint") {
        out.addCheckpoint({f.step, qstr(f.dir), f.bytes, f.seconds, qstr(f.status), f.t, 0});
    } else if (type == "memory") {
        out.addMemory({f.t, f.step, std::move(f.otherNumbers)});
    } else if (type == "log") {
        out.addLog({f.t, qstr(f.level), qstr(f.message)});
    } else if (type == "run_start") {
        out.addRunStart({f.t, qstr(f.runId), qstr(f.backend), qstr(f.device), qstr(f.host), f.pid, qstr(f.datasetVersion),
                         std::move(f.versions), qstr(f.jobHash), qstr(f.slurmJobId),
                         QByteArray(f.jobIdentity.data(), qsizetype(f.jobIdentity.size()))});
    } else if (type == "run_end") {
        out.setRunEnd({f.t, qstr(f.status), qstr(f.reason), static_cast<int>(f.exitCode), f.lastStep});
    } else {
        out.countUnknownType();
    }
}

} // namespace

void applyEvent(EventFields &f, qint64 lineNumber, RunMetrics &out)
{
    if (f.type.empty()) {
        out.addIssue(lineNumber, CoreTr::tr("no event type"));
        return;
    }
    const string_view type = f.type;
    if (f.version > RunMetrics::kEventVersion) {
        out.addIssue(lineNumber, CoreTr::tr("event version %1 is newer than this reader (version %2); line skipped")
                                     .arg(f.version)
                                     .arg(RunMetrics::kEventVersion));
        return;
    }
    if (f.stepProblem == EventFields::StepProblem::OutOfRange) {
        out.addIssue(lineNumber, CoreTr::tr("a %1 event: step %2 is not a whole number in range (at most %3)")
                                     .arg(qstr(type), f.stepText, QString::number(std::numeric_limits<qint64>::max())));
        return;
    }
    if (f.stepProblem == EventFields::StepProblem::NotWhole) {
        out.addIssue(lineNumber, CoreTr::tr("a %1 event: step %2 is not a whole number").arg(qstr(type), f.stepText));
        return;
    }
    if (f.step < 0 && needsStep(type)) {
        out.addIssue(lineNumber, f.stepGiven ? CoreTr::tr("a %1 event: step %2 is negative").arg(qstr(type), QString::number(f.step))
                                             : CoreTr::tr("a %1 event without a step number").arg(qstr(type)));
        return;
    }
    if (type == "phase" && (f.name.empty() || (f.state != "begin" && f.state != "end"))) {
        out.addIssue(lineNumber, CoreTr::tr("a phase event needs a name and a state of begin or end"));
        return;
    }
    // A run_start closes the previous attempt at that attempt's last event, so its time is
    // noted only after the event is applied.
    dispatchEvent(f, type, out);
    out.noteTime(f.t);
}

} // namespace pilot::metricsline
