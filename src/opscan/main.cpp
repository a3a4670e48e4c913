// pilot-opscan MODEL.pt — prints the operators of a TorchScript model as JSON:
//   {"model": PATH, "torch": VERSION, "methods": [...], "operators": {"aten::linear": 4, ...},
//    "other_operators": {...}}
// Exit codes: 0 done, 1 the model cannot be read, 64 wrong command line.
#include "operatorscan.h"

#include <nlohmann/json.hpp>
#include <torch/version.h>

#include <cstdio>
#include <cstring>
#include <iostream>

int main(int argc, char **argv)
{
    if (argc != 2 || std::strcmp(argv[1], "--help") == 0) {
        std::fprintf(argc == 2 ? stdout : stderr, "Usage: pilot-opscan MODEL.pt\n"
                                                  "Prints the operators of a TorchScript model with their counts as JSON.\n");
        return argc == 2 ? 0 : 64;
    }
    try {
        const pilot::opscan::OperatorCounts counts = pilot::opscan::scanTorchScript(argv[1]);
        const nlohmann::json out = {{"model", argv[1]},
                                    {"torch", TORCH_VERSION},
                                    {"methods", counts.methods},
                                    {"operators", counts.aten},
                                    {"other_operators", counts.other}};
        std::cout << out.dump(2) << std::endl;
        return 0;
    } catch (const std::exception &e) {
        std::fprintf(stderr, "pilot-opscan: %s\n", e.what());
        return 1;
    }
}
