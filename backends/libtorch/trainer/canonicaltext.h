#pragma once

#include <nlohmann/json.hpp>

#include <string>

namespace pilot::trainer {

/// The canonical text of RFC 8785 for a JSON value as nlohmann::json holds it
/// (src/common/canonicaljson.h; the core's canonicalJsonText over simdjson writes the same).
/// Throws std::invalid_argument for an integer beyond ±2^53 or a non-finite number.
std::string canonicalJson(const nlohmann::json &value);

/// The canonical text of a JSON text. nlohmann reads an integer literal beyond 64 bits as a
/// double without a word; here it is refused like every integer beyond ±2^53 (as the core and
/// the Neuron job refuse it), so a text's identity never rests on a rounded number. Throws
/// std::invalid_argument for that, nlohmann's parse_error for text that is not JSON.
std::string canonicalJsonText(const std::string &text);

} // namespace pilot::trainer
