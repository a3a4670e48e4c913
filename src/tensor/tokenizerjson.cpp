#include "tokenizerjson.h"

#include <cstring>

namespace pilot::tensor {

void TokenizerJson::fail(const std::string &path, const std::string &what) const
{
    throw TokenizerError(m_file + ": " + (path.empty() ? "" : path + ": ") + what);
}

void TokenizerJson::unsupported(const std::string &what) const
{
    throw TokenizerError(m_file + ": " + what + " is not supported");
}

const nlohmann::json &TokenizerJson::object(const nlohmann::json &v, const std::string &path) const
{
    if (!v.is_object())
        fail(path, std::string("must be an object, not ") + v.type_name());
    return v;
}

const nlohmann::json &TokenizerJson::array(const nlohmann::json &v, const std::string &path) const
{
    if (!v.is_array())
        fail(path, std::string("must be a list, not ") + v.type_name());
    return v;
}

const nlohmann::json &TokenizerJson::member(const nlohmann::json &obj, const std::string &path, const char *key) const
{
    const auto it = obj.find(key);
    if (it == obj.end())
        fail(at(path, key), "is missing");
    return *it;
}

const nlohmann::json *TokenizerJson::optional(const nlohmann::json &obj, const char *key)
{
    const auto it = obj.find(key);
    return it == obj.end() || it->is_null() ? nullptr : &*it;
}

std::string TokenizerJson::string(const nlohmann::json &v, const std::string &path) const
{
    if (!v.is_string())
        fail(path, std::string("must be a string, not ") + v.type_name());
    return v.get<std::string>();
}

std::string TokenizerJson::string(const nlohmann::json &obj, const std::string &path, const char *key) const
{
    return string(member(obj, path, key), at(path, key));
}

std::optional<std::string> TokenizerJson::optString(const nlohmann::json &obj, const std::string &path, const char *key) const
{
    const nlohmann::json *v = optional(obj, key);
    if (!v)
        return std::nullopt;
    return string(*v, at(path, key));
}

bool TokenizerJson::boolean(const nlohmann::json &obj, const std::string &path, const char *key, bool fallback) const
{
    const nlohmann::json *v = optional(obj, key);
    if (!v)
        return fallback;
    if (!v->is_boolean())
        fail(at(path, key), std::string("must be true or false, not ") + v->type_name());
    return v->get<bool>();
}

std::int64_t TokenizerJson::integer(const nlohmann::json &v, const std::string &path, std::int64_t min, std::int64_t max) const
{
    std::int64_t value = 0;
    if (v.is_number_unsigned()) {
        const auto u = v.get<std::uint64_t>();
        if (u > std::uint64_t(max))
            fail(path, std::to_string(u) + " is out of range (" + std::to_string(min) + " to " + std::to_string(max) + ")");
        value = std::int64_t(u);
    } else if (v.is_number_integer()) {
        value = v.get<std::int64_t>();
    } else {
        fail(path, std::string("must be a whole number, not ") + (v.is_number() ? "a fraction" : v.type_name()));
    }
    if (value < min || value > max)
        fail(path, std::to_string(value) + " is out of range (" + std::to_string(min) + " to " + std::to_string(max) + ")");
    return value;
}

std::int64_t TokenizerJson::integer(const nlohmann::json &obj, const std::string &path, const char *key, std::int64_t min,
                                    std::int64_t max) const
{
    return integer(member(obj, path, key), at(path, key), min, max);
}

void TokenizerJson::onlyKnown(const nlohmann::json &obj, const std::string &path, const char *const *known) const
{
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        bool found = false;
        for (const char *const *k = known; *k && !found; ++k)
            found = it.key() == *k;
        if (!found)
            fail(at(path, it.key().c_str()), "this option is not supported");
    }
}

std::string quoteText(const std::string &s)
{
    const bool cut = s.size() > 60;
    std::string head = s.substr(0, 60);
    // Never cut a character in two.
    while (cut && !head.empty() && (static_cast<unsigned char>(head.back()) & 0xC0) == 0x80)
        head.pop_back();
    if (cut && !head.empty() && static_cast<unsigned char>(head.back()) >= 0xC0)
        head.pop_back();
    return nlohmann::json(head).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + (cut ? "…" : "");
}

} // namespace pilot::tensor
