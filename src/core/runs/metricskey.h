#pragma once

#include <cstdint>
#include <string_view>

// Private to the metrics reader.
namespace pilot::metricsline {

/// The reserved field names of the job interface (docs/job-interface.md §5); Other for any
/// other name.
enum class Key : std::uint8_t {
    Other,
    T,
    V,
    Lr,
    Id,
    Dir,
    Pid,
    Type,
    Step,
    Loss,
    Name,
    Host,
    State,
    Bytes,
    Level,
    Tokens,
    Prompt,
    Output,
    Status,
    Reason,
    RunId,
    Device,
    Seconds,
    Message,
    Backend,
    ValLoss,
    GradNorm,
    Reference,
    ExitCode,
    LastStep,
    StepTime,
    DataTime,
    CommTime,
    JobHash,
    DatasetVersion,
    SlurmJobId
};

/// The reserved field `key` names (exact, case-sensitive).
Key keyOf(std::string_view key);

} // namespace pilot::metricsline
