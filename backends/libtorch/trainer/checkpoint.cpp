#include "checkpoint.h"

#include "common/inputfile.h"
#include "common/removetree.h"

#include "common/sha256.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <regex>
#include <stdexcept>
#include <unistd.h>

namespace pilot::trainer::checkpoint {

namespace fs = std::filesystem;

namespace {

const std::regex kFolder("^step-([0-9]{6,})$");

// A real folder, not a link to one (symlink_status: nothing here follows a link).
bool isRealFolder(const fs::path &path)
{
    std::error_code ec;
    return fs::is_directory(fs::symlink_status(path, ec)) && !ec;
}

// The run's checkpoints/ folder when it is a real folder of the run (none yet: empty); throws
// when something else stands there, a link above all: writing, reading or rotating through
// it would reach outside the run folder.
std::optional<fs::path> ownCheckpointsDir(const std::string &runDir)
{
    const fs::path dir = checkpointsDir(runDir);
    std::error_code ec;
    const fs::file_status status = fs::symlink_status(dir, ec);
    if (ec || status.type() == fs::file_type::not_found)
        return std::nullopt;
    if (fs::is_symlink(status))
        throw std::runtime_error(dir.string()
                                 + " is a symbolic link; the trainer writes and deletes checkpoints only inside its run "
                                   "folder: remove the link");
    if (!fs::is_directory(status))
        throw std::runtime_error(dir.string() + " is not a folder");
    return dir;
}

std::vector<std::pair<std::int64_t, fs::path>> listComplete(const std::string &runDir)
{
    std::vector<std::pair<std::int64_t, fs::path>> out;
    const std::optional<fs::path> dir = ownCheckpointsDir(runDir);
    if (!dir)
        return out;
    std::error_code ec;
    for (const auto &entry : fs::directory_iterator(*dir, ec)) {
        std::smatch m;
        const std::string name = entry.path().filename().string();
        if (isRealFolder(entry.path()) && std::regex_match(name, m, kFolder))
            out.emplace_back(std::stoll(m[1].str()), entry.path());
    }
    std::sort(out.begin(), out.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    return out;
}

} // namespace

void writeFileSynced(const std::string &path, const std::string &content)
{
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0)
        throw std::runtime_error("cannot create " + path + ": " + std::strerror(errno));
    const char *p = content.data();
    std::size_t left = content.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, p, left);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            const int error = errno;
            ::close(fd);
            throw std::runtime_error("writing " + path + " failed: " + std::strerror(error));
        }
        p += n;
        left -= std::size_t(n);
    }
    if (::fsync(fd) != 0) {
        const int error = errno;
        ::close(fd);
        throw std::runtime_error("fsync of " + path + " failed: " + std::strerror(error));
    }
    if (::close(fd) != 0)
        throw std::runtime_error("writing " + path + " failed: " + std::strerror(errno));
}

std::string folderName(std::int64_t step)
{
    char name[32];
    std::snprintf(name, sizeof name, "step-%06lld", static_cast<long long>(step));
    return name;
}

std::string checkpointsDir(const std::string &runDir)
{
    return (fs::path(runDir) / "checkpoints").string();
}

std::string baseModelReference(const std::string &asWritten, const std::string &absolute, const std::string &runDir, std::int64_t step)
{
    if (absolute.empty() || asWritten.empty() || fs::path(asWritten).is_absolute())
        return absolute;
    const fs::path folder = fs::absolute(fs::path(checkpointsDir(runDir)) / folderName(step)).lexically_normal();
    return fs::absolute(absolute).lexically_normal().lexically_relative(folder).string();
}

std::string resolveBaseModel(const std::string &reference, const std::string &dir)
{
    if (reference.empty() || fs::path(reference).is_absolute())
        return reference;
    return (fs::absolute(dir) / reference).lexically_normal().string();
}

void syncPath(const std::string &path)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return;
    ::fsync(fd);
    ::close(fd);
}

std::string write(const std::string &runDir, std::int64_t step, const std::function<void(const std::string &dir)> &writeFiles)
{
    const fs::path parent = checkpointsDir(runDir);
    if (!ownCheckpointsDir(runDir))
        fs::create_directory(parent);
    const fs::path staging = parent / (folderName(step) + ".partial");
    const fs::path final = parent / folderName(step);
    removeTree(staging.string()); // a link standing there is removed, never followed
    try {
        fs::create_directories(staging);
        writeFiles(staging.string());

        nlohmann::json files = nlohmann::json::array();
        std::vector<fs::path> written;
        for (const auto &entry : fs::directory_iterator(staging))
            written.push_back(entry.path());
        std::sort(written.begin(), written.end());
        for (const fs::path &file : written) {
            syncPath(file.string());
            files.push_back(
                {{"path", file.filename().string()}, {"bytes", fs::file_size(file)}, {"sha256", Sha256::fileHex(file.string())}});
        }
        const nlohmann::json manifest = {
            {"format", "migration-pilot/checkpoint"}, {"format_version", kFormatVersion}, {"step", step}, {"files", files}};
        writeFileSynced((staging / "manifest.json").string(), manifest.dump(2) + "\n");
        writeFileSynced((staging / "COMPLETE").string(), "step " + std::to_string(step) + "\n");
        syncPath(staging.string());
    } catch (...) {
        // A failed write (a full disk, most likely) gives its space back at once.
        std::error_code ec;
        removeTree(staging.string(), ec);
        throw;
    }
    // A checkpoint of the same step from an earlier attempt is replaced as a whole (a link
    // standing in its place is removed, not followed).
    std::error_code ec;
    if (fs::exists(fs::symlink_status(final, ec)))
        removeTree(final.string());
    fs::rename(staging, final);
    syncPath(parent.string());
    return final.string();
}

std::string validate(const std::string &dirText, std::int64_t *stepOut, std::vector<std::string> *listedOut)
{
    const fs::path dir(dirText);
    if (!fs::is_directory(dir))
        return "not a folder";
    if (!fs::exists(dir / "COMPLETE"))
        return "COMPLETE is missing (the checkpoint was not finished)";
    nlohmann::json manifest;
    std::string complete;
    try {
        manifest = nlohmann::json::parse(readRegularFile((dir / "manifest.json").string(), kMaxSmallJsonBytes, "checkpoint manifest"));
        complete = readRegularFile((dir / "COMPLETE").string(), 64, "checkpoint marker");
    } catch (const InputFileError &e) {
        return e.what();
    } catch (const std::exception &) {
        return "manifest.json is not valid JSON";
    }
    if (!manifest.is_object() || manifest.value("format_version", 0) != kFormatVersion || !manifest.contains("files")
        || !manifest["files"].is_array())
        return "manifest.json has an unknown format";
    if (!manifest.contains("step") || !manifest["step"].is_number_integer() || manifest["step"].get<std::int64_t>() < 0)
        return "manifest.json: step: expected a whole number >= 0";
    const std::int64_t step = manifest["step"].get<std::int64_t>();
    if (complete != "step " + std::to_string(step) + "\n")
        return "COMPLETE does not name the manifest's step " + std::to_string(step);
    std::smatch m;
    const std::string name = dir.filename().string();
    if (std::regex_match(name, m, kFolder) && std::stoll(m[1].str()) != step)
        return "manifest.json: step " + std::to_string(step) + " differs from the folder's name";
    std::vector<std::string> listed;
    for (const auto &file : manifest["files"]) {
        const std::string fileName = file.is_object() ? file.value("path", "") : std::string();
        if (fileName.empty() || fileName.find('/') != std::string::npos || fileName == "." || fileName == "..")
            return "manifest.json lists an invalid path";
        const fs::path path = dir / fileName;
        std::error_code ec;
        const fs::file_status status = fs::symlink_status(path, ec);
        if (ec || !fs::exists(status))
            return fileName + ": missing";
        if (!fs::is_regular_file(status))
            return fileName + ": not a regular file";
        if (fs::file_size(path, ec) != file.value("bytes", std::uint64_t(0)) || ec)
            return fileName + ": size does not match the manifest";
        try {
            if (Sha256::fileHex(path.string()) != file.value("sha256", ""))
                return fileName + ": SHA-256 does not match the manifest";
        } catch (const std::exception &e) {
            return fileName + ": " + e.what();
        }
        listed.push_back(fileName);
    }
    for (const char *required : {"trainer_state.json", "optimizer.safetensors"}) {
        if (std::find(listed.begin(), listed.end(), required) == listed.end())
            return std::string(required) + " is not in the manifest";
    }
    const bool full = std::find(listed.begin(), listed.end(), "model.safetensors") != listed.end();
    const bool adapter = std::find(listed.begin(), listed.end(), "adapter_model.safetensors") != listed.end();
    if (!full && !adapter)
        return "neither model.safetensors nor adapter_model.safetensors is in the manifest";
    if (stepOut)
        *stepOut = step;
    if (listedOut)
        *listedOut = listed;
    return {};
}

std::optional<Found> newestValid(const std::string &runDir, std::vector<std::string> *rejected,
                                 const std::function<std::string(const std::string &dir, std::int64_t step)> &accept)
{
    for (const auto &[step, path] : listComplete(runDir)) {
        std::string problem = validate(path.string());
        if (problem.empty() && accept)
            problem = accept(path.string(), step);
        if (problem.empty())
            return Found{path.string(), step};
        if (rejected)
            rejected->push_back(path.filename().string() + ": " + problem);
    }
    return std::nullopt;
}

void removeStaging(const std::string &runDir)
{
    const std::optional<fs::path> dir = ownCheckpointsDir(runDir);
    if (!dir)
        return;
    std::error_code ec;
    for (const auto &entry : fs::directory_iterator(*dir, ec)) {
        const std::string name = entry.path().filename().string();
        if (isRealFolder(entry.path()) && name.size() > 8 && name.compare(name.size() - 8, 8, ".partial") == 0)
            removeTree(entry.path().string());
    }
}

bool isOwnCheckpointFolder(const std::string &dirText)
{
    const fs::path dir(dirText);
    if (!isRealFolder(dir))
        return false;
    try {
        const nlohmann::json manifest = nlohmann::json::parse(
            readRegularFile((dir / "manifest.json").string(), kMaxSmallJsonBytes, "checkpoint manifest"));
        return manifest.is_object() && manifest.value("format", std::string()) == "migration-pilot/checkpoint";
    } catch (const std::exception &) {
        return false;
    }
}

void rotate(const std::string &runDir, std::int64_t keepLast)
{
    std::int64_t kept = 0;
    for (const auto &[step, path] : listComplete(runDir)) {
        if (kept < keepLast) {
            if (validate(path.string()).empty())
                ++kept;
            continue; // newer invalid folders are left for inspection, not counted
        }
        // Only a real folder with our manifest: a folder someone put there, or a link to one
        // outside the run, is never deleted.
        if (!isOwnCheckpointFolder(path.string()))
            continue;
        // Remove COMPLETE first: an interrupted deletion must not leave a folder that looks whole.
        std::error_code ec;
        fs::remove(path / "COMPLETE", ec);
        removeTree(path.string(), ec);
    }
}

} // namespace pilot::trainer::checkpoint
