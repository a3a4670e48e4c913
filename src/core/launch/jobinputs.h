#pragma once

#include "pilot_core_export.h"
#include "core/job/jobspec.h"
#include "core/launch/backend.h"

namespace pilot {

/// For a host that does not see this machine's files (SSH): every input the job names — the
/// training and validation data, the base model, an initial checkpoint, tokenizer.json (with the
/// tokenizer_config.json beside it) and a named resume checkpoint — is added to `plan->files` as `inputs/<name>` in the run folder,
/// and `job` names it there, relative to its own folder as the job interface allows. Every
/// backend plans its staging this way, so a run's inputs lie alike whichever backend runs it.
/// Inputs whose field is in `onHost` lie on the host already and are named as they are.
PILOT_CORE_EXPORT void stageJobInputs(JobSpec *job, LaunchPlan *plan, const QStringList &onHost = {});

} // namespace pilot
