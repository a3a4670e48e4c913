#pragma once

#include <cstdint>
#include <string>

namespace pilot::trainer {

/// The BLAS library this process actually mapped (Debian switches it through alternatives;
/// the reference BLAS is ~50x slower than OpenBLAS), as a path; "unknown" when none is seen.
std::string loadedBlasLibrary();
std::int64_t peakRssBytes();
std::string hostName();

} // namespace pilot::trainer
