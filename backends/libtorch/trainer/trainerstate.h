#pragma once

#include "trainjob.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <stdexcept>
#include <string>

namespace pilot::trainer {

/// trainer_state.json of a checkpoint (docs/job-interface.md, section 6): where training
/// stands, so that a resumed run continues exactly.
struct TrainerState
{
    std::int64_t globalStep = 0;
    std::int64_t tokensSeen = 0;
    std::string scheduleKind;
    double peakLr = 0;
    std::int64_t warmupSteps = 0;
    std::int64_t totalSteps = 0;
    double nextLr = 0;
    std::string rngCpu; ///< the CPU generator's state, hex
    std::uint64_t cursorEpoch = 0;
    std::uint64_t cursorPosition = 0;
    std::int64_t samplesSeen = 0;
    std::string datasetVersion;
    std::string trainSha256, validationSha256;
    std::string jobHash;
    nlohmann::json jobIdentity; ///< format 3: what job_hash is the hash of (jobidentity.h); null before
    std::string method;
    std::string baseModel;
    /// The evaluation due at global_step was stopped by SIGTERM before it finished: a run
    /// resumed from here does it first. Absent (older checkpoints) means false.
    bool evalPending = false;
};

/// trainer_state.json's format_version. Format 2 changed what job_hash covers (backend, device
/// and threads left out); format 3 hashes the job's identity by content (jobidentity.h), no
/// path text, and keeps the identity beside the hash as job_identity. States of formats 1 and
/// 2 are still read, their job_hash compared under their own rule (jobHashFormat1,
/// jobHashFormat2), since the meaning of a key never changes silently.
inline constexpr int kStateFormatVersion = 3;
inline constexpr int kOldestStateFormatVersion = 1;

/// The state as trainer_state.json of format kStateFormatVersion.
nlohmann::json toJson(const TrainerState &state);

/// What a checkpoint's state must agree with before it is trusted: the job, the data sets as
/// this run read them, and the step its folder and manifest name.
struct StateExpectations
{
    const TrainJob *job = nullptr;
    std::size_t trainExamples = 0;
    std::string trainSha256, validationSha256;
    std::int64_t checkpointStep = -1; ///< from the manifest; -1 when unknown
    std::size_t rngStateBytes = 0;
};

/// The checkpoint's state does not add up; what() names the field and what is wrong with it
/// ("global_step: -5 is outside [0, 60]"). Checksums cannot catch this: a state written by
/// something else, or edited and re-hashed, passes its manifest.
class StateError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/// The checkpoint was written by another job (job_hash differs): never a candidate to skip
/// past, since starting over beside it would rotate the other job's checkpoints away. For a
/// state of format 1 the message says that its hash also covered backend, device and threads.
class ForeignJobError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/// Parses trainer_state.json and checks every value: types, ranges (0 <= global_step <=
/// train.max_steps), finiteness, and that the counters agree with each other and with the job
/// (tokens, data cursor, schedule, learning rate, RNG state size, data checksums). Reports
/// every problem found, separated by "; ". Throws ForeignJobError when job_hash differs (for
/// a state of format 1 or 2: from the job's hash under that format's rule), naming for format
/// 3 the inputs that differ.
TrainerState parseTrainerState(const std::string &text, const StateExpectations &expect);

} // namespace pilot::trainer
