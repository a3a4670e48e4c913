#pragma once

#include "pilot_core_export.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace pilot {

/// One scalar member of a JSON object, as a view into the scanned text.
struct FlatValue
{
    enum class Kind { Number, String, Bool, Null, Nested };
    Kind kind = Kind::Null;
    double number = 0;
    std::int64_t integer = 0;
    bool isInteger = false;   ///< the token had no fraction or exponent and fits 64 bits
    bool boolean = false;
    std::string_view text;    ///< string contents (no escapes), or the raw token of a Nested value
};

struct FlatField
{
    std::string_view key;
    FlatValue value;
};

/// The fast path of the metrics reader. Most metrics.jsonl lines are flat objects of numbers
/// and short strings; scanning them directly is several times faster than a general parser.
/// Accepts exactly the JSON grammar for such objects plus NaN, Infinity and -Infinity. Returns
/// the number of fields, or -1 when the line needs the general parser: nested values, escape
/// sequences, more than `capacity` fields, or anything that is not valid JSON.
PILOT_CORE_EXPORT int scanFlatObject(const char *text, std::size_t len, FlatField *fields, int capacity);

/// Parses a JSON number token exactly (correctly rounded). Returns false for anything else.
PILOT_CORE_EXPORT bool parseJsonNumber(std::string_view token, FlatValue *out);

} // namespace pilot
