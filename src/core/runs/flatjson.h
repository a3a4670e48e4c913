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
    bool isInteger = false; ///< the token had no fraction or exponent and fits 64 bits
    bool boolean = false;
    std::string_view text; ///< string contents (no escapes), or the raw token of a Nested value
};

struct FlatField
{
    std::string_view key;
    FlatValue value;
    /// The key, and the bytes around it, are the same as at this position of the line the
    /// same FlatScanner scanned before (see FlatScanner::scan).
    bool sameKeyAsBefore = false;
};

/// The fast path of the metrics reader. Most metrics.jsonl lines are flat objects of numbers
/// and short strings; scanning them directly is several times faster than a general parser.
/// Accepts exactly the JSON grammar for such objects plus NaN, Infinity and -Infinity.
class PILOT_CORE_EXPORT FlatScanner
{
public:
    FlatScanner();

    /// Returns the number of fields, or -1 when the line needs the general parser: nested
    /// values, escape sequences, more than `capacity` fields, or anything that is not valid
    /// JSON. `text[len .. len + kPadding)` must be readable: the scanner reads whole words.
    ///
    /// Lines of one writer repeat their keys in the same order with the same spacing. The
    /// scanner remembers, for each position, the bytes from the end of the previous value (or
    /// the opening brace) to the field's value, e.g. `, "loss": `, as the lines it scanned
    /// before had them; a field whose bytes are the same is
    /// recognised by one comparison and marked `sameKeyAsBefore`, so a caller may reuse what it
    /// derived from that key last time. A line that returns -1 makes the scanner forget them.
    int scan(const char *text, std::size_t len, FlatField *fields, int capacity);

    static constexpr int kMaxRemembered = 64;
    static constexpr std::size_t kPadding = 32;

private:
    struct KeyShape
    {
        std::uint64_t bytes[3];
        std::uint64_t mask[3];
        std::uint8_t length = 0; ///< bytes from the brace or the end of the previous value to the value; 0: none
        std::uint8_t keyOffset = 0;
        std::uint8_t keyLength = 0;
    };
    int scanFields(const char *text, const char *end, FlatField *fields, int capacity);
    void forget();

    KeyShape m_shapes[kMaxRemembered];
};

/// Scans one line (no padding needed) with a fresh FlatScanner: nothing remembered.
PILOT_CORE_EXPORT int scanFlatObject(const char *text, std::size_t len, FlatField *fields, int capacity);

/// Parses a JSON number token exactly (correctly rounded). A magnitude beyond the largest
/// double is an infinity and one below the smallest is a zero of the token's sign, as Python's
/// json reads them. Returns false for anything that is not a JSON number.
PILOT_CORE_EXPORT bool parseJsonNumber(std::string_view token, FlatValue *out);

} // namespace pilot
