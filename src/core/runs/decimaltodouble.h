#pragma once

#include "pilot_core_export.h"

#include <cstdint>

namespace pilot {

// The double nearest to (negative ? -1 : 1) * mantissa * 10^exponent10, rounded to even on a
// tie, by the Eisel-Lemire algorithm: one (rarely two) 64x128-bit multiplications by a
// truncated power of ten. Returns false, leaving *out alone, whenever that cannot decide the
// rounding (a value within the truncation error of a halfway point), for zero, and for results
// that are subnormal, infinite or beyond the table; the caller then converts the text another
// way (std::from_chars). A true result is always correctly rounded.
PILOT_CORE_EXPORT bool eiselLemireToDouble(std::uint64_t mantissa, int exponent10, bool negative, double *out);

} // namespace pilot
