#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace pilot::trainer {

/// Checkpoints of the job interface (docs/job-interface.md, section 6):
/// checkpoints/step-000200/ with the model or adapter files, optimizer.safetensors,
/// trainer_state.json, manifest.json (bytes and SHA-256 of every file) and COMPLETE, all
/// written into step-000200.partial/, fsynced, then renamed. Only a folder whose manifest
/// matches byte for byte counts; anything else is never loaded.
namespace checkpoint {

/// manifest.json's format_version (trainer_state.json has its own, kStateFormatVersion).
inline constexpr int kFormatVersion = 1;

std::string folderName(std::int64_t step);
std::string checkpointsDir(const std::string &runDir);

/// Writes a checkpoint: `writeFiles(dir)` fills the staging folder with its files; manifest,
/// COMPLETE, fsyncs and the rename follow. Returns the final folder. Throws on I/O errors
/// after removing the staging folder (a full disk gets its space back); a crash leaves a
/// .partial folder, which the next start deletes.
std::string write(const std::string &runDir, std::int64_t step, const std::function<void(const std::string &dir)> &writeFiles);

/// Writes `content` to `path` and fsyncs it; throws with the reason on any error.
void writeFileSynced(const std::string &path, const std::string &content);

/// Empty when `dir` is a complete, intact checkpoint; otherwise why not ("COMPLETE is
/// missing", "model.safetensors: SHA-256 does not match the manifest", …). Every listed file
/// must be a regular file (no links, FIFOs or devices), and the manifest, COMPLETE and a
/// step-N folder name must name the same step, which `step` receives.
/// `listed` (when given) receives the names of the files the manifest lists.
std::string validate(const std::string &dir, std::int64_t *step = nullptr, std::vector<std::string> *listedOut = nullptr);

struct Found
{
    std::string dir;
    std::int64_t step = 0;
};

/// The newest checkpoint of a run that is valid and that `accept` (when given) finds nothing
/// wrong with (it returns the problem, or an empty text); `rejected` collects "dir: reason"
/// for newer ones that failed.
std::optional<Found> newestValid(const std::string &runDir, std::vector<std::string> *rejected,
                                 const std::function<std::string(const std::string &dir, std::int64_t step)> &accept = {});

/// True when `dir` is a real folder (not a link) whose manifest.json, a regular file, is of our
/// checkpoint format: the only folders rotation deletes.
bool isOwnCheckpointFolder(const std::string &dir);

/// Deletes stale .partial folders (a crash while writing) — never a complete checkpoint.
/// Every function here throws when the run's checkpoints/ is a symbolic link or not a folder:
/// nothing is written, read or deleted through it.
void removeStaging(const std::string &runDir);
/// Keeps the `keepLast` newest valid checkpoints and removes older ones. Called only after a
/// new checkpoint is complete, so the newest complete state always survives.
void rotate(const std::string &runDir, std::int64_t keepLast);

/// fsync of a file or folder (by path).
void syncPath(const std::string &path);

/// How a checkpoint of step `step` in `runDir` names its base model (trainer_state.json's
/// base_model, PEFT's base_model_name_or_path): relative to the checkpoint folder when the job
/// named its model folder relatively (`asWritten`), so that a project moved whole (another
/// folder, another machine) still finds it; else `absolute` as it is. Empty without a folder.
std::string baseModelReference(const std::string &asWritten, const std::string &absolute, const std::string &runDir, std::int64_t step);

/// A checkpoint's base model reference as a path: a relative one lies beside the checkpoint
/// folder `dir` (baseModelReference), an absolute one is itself.
std::string resolveBaseModel(const std::string &reference, const std::string &dir);

} // namespace checkpoint
} // namespace pilot::trainer
