#pragma once

#include "pilot_core_export.h"
#include "core/launch/backend.h"

namespace pilot {

/// The refusals every backend shares: the job names another backend, or asks for a device,
/// precision, method or tokenizer the backend's info does not list. A backend's check()
/// starts with these and adds its own.
PILOT_CORE_EXPORT QList<JobRefusal> checkAgainstCapabilities(const BackendInfo &info, const JobSpec &job);

} // namespace pilot
