#include "sysinfo.h"

#include <filesystem>
#include <fstream>
#include <sys/resource.h>
#include <unistd.h>

namespace pilot::trainer {

std::string loadedBlasLibrary()
{
    std::ifstream maps("/proc/self/maps");
    std::string line;
    while (std::getline(maps, line)) {
        const auto slash = line.find('/');
        if (slash == std::string::npos)
            continue;
        const std::string path = line.substr(slash);
        const std::string file = std::filesystem::path(path).filename().string();
        if (file.find("blas") != std::string::npos) {
            std::error_code ec;
            const auto real = std::filesystem::canonical(path, ec);
            return ec ? path : real.string();
        }
    }
    return "unknown";
}

std::int64_t peakRssBytes()
{
    struct rusage usage
    {};
    getrusage(RUSAGE_SELF, &usage);
    return std::int64_t(usage.ru_maxrss) * 1024;
}

std::string hostName()
{
    char name[256] = {};
    gethostname(name, sizeof name - 1);
    return name;
}

} // namespace pilot::trainer
