#pragma once

#include "trainjob.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace pilot::trainer {

/// What a job trains, by content (docs/job-interface.md, section 6, "The job identity"): the
/// job without its names, bookkeeping and where it runs, and with every path replaced by what
/// lies there — the data files' SHA-256, the model folder's config.json and the SHA-256 of each
/// weight file, the init checkpoint's manifest's SHA-256, the tokenizer file's SHA-256. Files
/// are read through the digest cache (common/filedigests.h). Throws std::runtime_error naming
/// the field and the file when one cannot be read. The Neuron job (jobidentity.py) and the
/// app (core/job/jobidentity.h) build the same object.
nlohmann::json jobIdentity(const TrainJob &job);

/// The job hash of trainer_state format 3: SHA-256 of the identity's canonical text.
std::string identityHash(const nlohmann::json &identity);

/// Sets job.identity and job.hash.
void identifyJob(TrainJob &job);

/// The dotted keys at which two identities differ, each with both values (compact, cut at 80
/// characters), at most `limit` of them: "data.sha256.train (checkpoint 3f…, job 9c…)".
std::vector<std::string> identityDifferences(const nlohmann::json &checkpoint, const nlohmann::json &job, std::size_t limit = 6);

} // namespace pilot::trainer
