#include "checkpoint.h"

#include "common/sha256.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <regex>
#include <stdexcept>
#include <unistd.h>

namespace pilot::trainer::checkpoint {

namespace fs = std::filesystem;

namespace {

const std::regex kFolder("^step-([0-9]{6,})$");

void writeSynced(const fs::path &path, const std::string &content)
{
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0)
        throw std::runtime_error("cannot create " + path.string() + ": " + std::strerror(errno));
    const char *p = content.data();
    std::size_t left = content.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, p, left);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            ::close(fd);
            throw std::runtime_error("writing " + path.string() + " failed: " + std::strerror(errno));
        }
        p += n;
        left -= std::size_t(n);
    }
    const bool ok = ::fsync(fd) == 0;
    ::close(fd);
    if (!ok)
        throw std::runtime_error("fsync of " + path.string() + " failed");
}

std::vector<std::pair<std::int64_t, fs::path>> listComplete(const std::string &runDir)
{
    std::vector<std::pair<std::int64_t, fs::path>> out;
    std::error_code ec;
    for (const auto &entry : fs::directory_iterator(checkpointsDir(runDir), ec)) {
        std::smatch m;
        const std::string name = entry.path().filename().string();
        if (entry.is_directory() && std::regex_match(name, m, kFolder))
            out.emplace_back(std::stoll(m[1].str()), entry.path());
    }
    std::sort(out.begin(), out.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    return out;
}

} // namespace

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
    fs::create_directories(parent);
    const fs::path staging = parent / (folderName(step) + ".partial");
    const fs::path final = parent / folderName(step);
    fs::remove_all(staging);
    fs::create_directories(staging);
    writeFiles(staging.string());

    nlohmann::json files = nlohmann::json::array();
    std::vector<fs::path> written;
    for (const auto &entry : fs::directory_iterator(staging))
        written.push_back(entry.path());
    std::sort(written.begin(), written.end());
    for (const fs::path &file : written) {
        syncPath(file.string());
        files.push_back({{"path", file.filename().string()},
                         {"bytes", fs::file_size(file)},
                         {"sha256", Sha256::fileHex(file.string())}});
    }
    const nlohmann::json manifest = {{"format", "migration-pilot/checkpoint"}, {"format_version", kFormatVersion},
                                     {"step", step}, {"files", files}};
    writeSynced(staging / "manifest.json", manifest.dump(2) + "\n");
    writeSynced(staging / "COMPLETE", "step " + std::to_string(step) + "\n");
    syncPath(staging.string());
    // A checkpoint of the same step from an earlier attempt is replaced as a whole.
    if (fs::exists(final))
        fs::remove_all(final);
    fs::rename(staging, final);
    syncPath(parent.string());
    return final.string();
}

std::string validate(const std::string &dirText)
{
    const fs::path dir(dirText);
    if (!fs::is_directory(dir))
        return "not a folder";
    if (!fs::exists(dir / "COMPLETE"))
        return "COMPLETE is missing (the checkpoint was not finished)";
    nlohmann::json manifest;
    try {
        std::ifstream in(dir / "manifest.json");
        if (!in)
            return "manifest.json is missing";
        manifest = nlohmann::json::parse(in);
    } catch (const std::exception &) {
        return "manifest.json is not valid JSON";
    }
    if (manifest.value("format_version", 0) != kFormatVersion || !manifest.contains("files") || !manifest["files"].is_array())
        return "manifest.json has an unknown format";
    std::vector<std::string> listed;
    for (const auto &file : manifest["files"]) {
        const std::string name = file.value("path", "");
        if (name.empty() || name.find('/') != std::string::npos)
            return "manifest.json lists an invalid path";
        const fs::path path = dir / name;
        if (!fs::exists(path))
            return name + ": missing";
        if (fs::file_size(path) != file.value("bytes", std::uint64_t(0)))
            return name + ": size does not match the manifest";
        try {
            if (Sha256::fileHex(path.string()) != file.value("sha256", ""))
                return name + ": SHA-256 does not match the manifest";
        } catch (const std::exception &e) {
            return name + ": " + e.what();
        }
        listed.push_back(name);
    }
    for (const char *required : {"trainer_state.json", "optimizer.safetensors"}) {
        if (std::find(listed.begin(), listed.end(), required) == listed.end())
            return std::string(required) + " is not in the manifest";
    }
    const bool full = std::find(listed.begin(), listed.end(), "model.safetensors") != listed.end();
    const bool adapter = std::find(listed.begin(), listed.end(), "adapter_model.safetensors") != listed.end();
    if (!full && !adapter)
        return "neither model.safetensors nor adapter_model.safetensors is in the manifest";
    return {};
}

std::optional<Found> newestValid(const std::string &runDir, std::vector<std::string> *rejected)
{
    for (const auto &[step, path] : listComplete(runDir)) {
        const std::string problem = validate(path.string());
        if (problem.empty())
            return Found{path.string(), step};
        if (rejected)
            rejected->push_back(path.filename().string() + ": " + problem);
    }
    return std::nullopt;
}

void removeStaging(const std::string &runDir)
{
    std::error_code ec;
    for (const auto &entry : fs::directory_iterator(checkpointsDir(runDir), ec)) {
        const std::string name = entry.path().filename().string();
        if (entry.is_directory() && name.size() > 8 && name.compare(name.size() - 8, 8, ".partial") == 0)
            fs::remove_all(entry.path());
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
        // Remove COMPLETE first: an interrupted deletion must not leave a folder that looks whole.
        std::error_code ec;
        fs::remove(path / "COMPLETE", ec);
        fs::remove_all(path, ec);
    }
}

} // namespace pilot::trainer::checkpoint
