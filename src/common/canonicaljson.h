#pragma once

// The canonical JSON text of RFC 8785 (JSON Canonicalization Scheme), in pieces each JSON
// reader of the project puts together (the core over simdjson, pilot-trainer over
// nlohmann::json; the Neuron job has its own in Python): a value's identity written one way
// only, whatever spelling the file used ("16", "16.0" and "1.6e1" are one number). Tested
// against the shared vectors of tests/data/canonical-json.json.

#include <cstdint>
#include <string>
#include <string_view>

namespace pilot::canonical {

/// A finite, non-zero double's magnitude as the shortest digits that read back to it (no
/// trailing zeros) and `n` with |value| = 0.digits × 10^n: what both the canonical number and
/// nlohmann::json's number text (the job hash of format 2) are written from.
bool shortestDigits(double value, std::string *digits, int *n);

/// A finite double as ECMAScript's Number::toString writes it (RFC 8785 §3.2.2.3): the
/// shortest digits that read back to the same double; "0" for both zeros; plain digits below
/// 1e21 and from 1e-6, else d.ddde±x. False for NaN and the infinities.
bool appendNumber(double value, std::string &out);

/// An integer of a JSON text: as the double it stands for, but refused (false) beyond ±2^53,
/// where that double would be another number.
bool appendInteger(std::int64_t value, std::string &out);
bool appendUnsigned(std::uint64_t value, std::string &out);

/// A string in quotes, escaped as RFC 8785 §3.2.2.2 says: \" \\ \b \f \n \r \t, other
/// characters below U+0020 as \u00xx (lower-case hex), everything else as it is (UTF-8) —
/// which is also how nlohmann::json escapes a string.
void appendString(std::string_view utf8, std::string &out);

/// The order of an object's members (RFC 8785 §3.2.3): by their names' UTF-16 code units.
bool keyLess(std::string_view a, std::string_view b);

} // namespace pilot::canonical
