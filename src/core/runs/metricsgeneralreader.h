#pragma once

#include "core/runs/metricsfields.h"

#include <simdjson.h>

#include <cstddef>
#include <string>

// Private to the metrics reader.
namespace pilot::metricsline {

/// The general route for a line the flat scanner refuses (nested values, escapes, many
/// fields, anything that is not valid JSON): simdjson's parser, with NaN and +-Infinity read
/// as numbers and the nested `metrics` (eval) and `versions` (run_start) objects kept.
class GeneralLineReader
{
public:
    /// Bytes simdjson reads past the end of a text it parses.
    static constexpr std::size_t kPadding = simdjson::SIMDJSON_PADDING;

    /// Reads the line `data[0 .. len)` (no padding needed) into `f`. Returns null when it was
    /// read, else an untranslated message (context "pilot::Core") for the issue; when a field
    /// has a value of the wrong type, `f.wrongTypeKey` names it. The views in `f` stay valid
    /// until the next call.
    const char *read(const char *data, std::size_t len, EventFields &f);

private:
    const char *parse(const char *data, std::size_t len, std::size_t capacity, EventFields &f);

    simdjson::ondemand::parser m_parser;
    std::string m_copy; ///< the line parse() reads; the views in EventFields point here
};

} // namespace pilot::metricsline
