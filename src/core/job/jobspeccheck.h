#pragma once

#include "core/job/jobspec.h"
#include "core/support/jsonfields.h"

namespace pilot {

/// The checks of a job that go beyond each field's type and range, shared in substance with
/// pilot-trainer (common/jobbounds.h), so that a job `pilotctl validate` accepts is one the
/// trainer starts:
/// - the inline model.config: the sizes the model is built from, within jobbounds, and the
///   head layout consistent (and, for the byte tokenizer, vocab_size >= 259);
/// - LoRA target modules that Llama has (threads and the int32 fields are bounded as they are
///   read, in jobspecio.cpp);
/// - once the rest of the job is valid (`otherErrors` false), the memory training needs — a
///   lower bound from the model (inline config, or model.path's config.json when it can be
///   read), the method and the micro-batch — against this machine's memory for device cpu,
///   or jobbounds::kMaxDeviceBytes for accelerators.
/// Every problem goes to `f`, naming the field.
void checkJobBounds(const JobSpec &spec, const QString &jobFile, bool otherErrors, JsonFields &f);

} // namespace pilot
