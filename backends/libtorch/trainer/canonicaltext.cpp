#include "canonicaltext.h"

#include "common/canonicaljson.h"

#include <algorithm>
#include <stdexcept>
#include <vector>

namespace pilot::trainer {

namespace {

void write(const nlohmann::json &v, std::string &out)
{
    bool ok = true;
    switch (v.type()) {
    case nlohmann::json::value_t::object: {
        // nlohmann orders members by their bytes; RFC 8785 by UTF-16 code units.
        std::vector<const std::string *> names;
        for (auto it = v.begin(); it != v.end(); ++it)
            names.push_back(&it.key());
        std::sort(names.begin(), names.end(), [](const std::string *a, const std::string *b) { return canonical::keyLess(*a, *b); });
        out += '{';
        for (std::size_t i = 0; i < names.size(); ++i) {
            if (i > 0)
                out += ',';
            canonical::appendString(*names[i], out);
            out += ':';
            write(v.at(*names[i]), out);
        }
        out += '}';
        return;
    }
    case nlohmann::json::value_t::array: {
        out += '[';
        for (std::size_t i = 0; i < v.size(); ++i) {
            if (i > 0)
                out += ',';
            write(v[i], out);
        }
        out += ']';
        return;
    }
    case nlohmann::json::value_t::number_integer:
        ok = canonical::appendInteger(v.get<std::int64_t>(), out);
        break;
    case nlohmann::json::value_t::number_unsigned:
        ok = canonical::appendUnsigned(v.get<std::uint64_t>(), out);
        break;
    case nlohmann::json::value_t::number_float:
        ok = canonical::appendNumber(v.get<double>(), out);
        break;
    case nlohmann::json::value_t::string:
        canonical::appendString(v.get_ref<const std::string &>(), out);
        return;
    case nlohmann::json::value_t::boolean:
        out += v.get<bool>() ? "true" : "false";
        return;
    case nlohmann::json::value_t::null:
        out += "null";
        return;
    default:
        ok = false;
    }
    if (!ok)
        throw std::invalid_argument("a number that no double holds exactly (an integer beyond ±2^53, or not finite)");
}

// Looks at every number's own text as nlohmann reads it: an integer literal it could only
// hold as a double is one no double holds exactly.
struct IntegerLiteralCheck
{
    bool wide = false;
    bool null() { return true; }
    bool boolean(bool) { return true; }
    bool number_integer(nlohmann::json::number_integer_t) { return true; }
    bool number_unsigned(nlohmann::json::number_unsigned_t) { return true; }
    bool number_float(nlohmann::json::number_float_t, const std::string &raw)
    {
        wide = wide || raw.find_first_of(".eE") == std::string::npos;
        return true;
    }
    bool string(std::string &) { return true; }
    bool binary(nlohmann::json::binary_t &) { return true; }
    bool start_object(std::size_t) { return true; }
    bool key(std::string &) { return true; }
    bool end_object() { return true; }
    bool start_array(std::size_t) { return true; }
    bool end_array() { return true; }
    bool parse_error(std::size_t, const std::string &, const nlohmann::detail::exception &e) { throw e; }
};

} // namespace

std::string canonicalJsonText(const std::string &text)
{
    IntegerLiteralCheck check;
    nlohmann::json::sax_parse(text, &check);
    if (check.wide)
        throw std::invalid_argument("an integer beyond ±2^53: no double holds it exactly");
    return canonicalJson(nlohmann::json::parse(text));
}

std::string canonicalJson(const nlohmann::json &value)
{
    std::string out;
    write(value, out);
    return out;
}

} // namespace pilot::trainer
