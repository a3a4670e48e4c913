// The regression replay of a fuzz target (tests/fuzz/CMakeLists.txt): feeds every file under the
// folders or files named on the command line through LLVMFuzzerTestOneInput(), in name order.
// A crash, a sanitizer report or an abort fails the ctest test; an empty folder fails too, so a
// missing regression set is not mistaken for a passing one.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <system_error>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int main(int argc, char **argv)
{
    namespace fs = std::filesystem;
    std::vector<fs::path> inputs;
    for (int i = 1; i < argc; ++i) {
        const fs::path arg(argv[i]);
        std::error_code ec;
        if (fs::is_directory(arg, ec)) {
            for (const auto &entry : fs::recursive_directory_iterator(arg, ec))
                if (entry.is_regular_file())
                    inputs.push_back(entry.path());
        } else if (fs::is_regular_file(arg, ec)) {
            inputs.push_back(arg);
        } else {
            std::fprintf(stderr, "replay: %s: no such file or folder\n", argv[i]);
            return 2;
        }
    }
    if (inputs.empty()) {
        std::fprintf(stderr, "replay: no inputs (usage: %s FOLDER|FILE...)\n", argv[0]);
        return 2;
    }
    std::sort(inputs.begin(), inputs.end());
    for (const fs::path &path : inputs) {
        std::ifstream in(path, std::ios::binary);
        if (!in) {
            std::fprintf(stderr, "replay: cannot read %s\n", path.c_str());
            return 2;
        }
        const std::string data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        std::printf("replay: %s (%zu bytes)\n", path.c_str(), data.size());
        std::fflush(stdout);
        // A copy of exactly its size, so that ASan sees reads past the end.
        std::vector<uint8_t> copy(data.begin(), data.end());
        static uint8_t none = 0; // libFuzzer never hands over a null pointer either
        LLVMFuzzerTestOneInput(copy.empty() ? &none : copy.data(), copy.size());
    }
    std::printf("replay: %zu inputs, no crash\n", inputs.size());
    return 0;
}
