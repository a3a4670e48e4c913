#pragma once

#include "common/jobbounds.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

namespace pilot::trainer {

/// "null", "true", "the number 5", "the text \"abc\"", "a list", "an object": the words of
/// pilot_core's JsonFields::describe, for messages that name what was found.
inline std::string describe(const nlohmann::json &v)
{
    if (v.is_null())
        return "null";
    if (v.is_boolean())
        return v.get<bool>() ? "true" : "false";
    if (v.is_number())
        return "the number " + v.dump();
    if (v.is_string())
        return "the text "
               + nlohmann::json(v.get<std::string>().substr(0, 40)).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    if (v.is_array())
        return "a list";
    return "an object";
}

/// A number as messages print it (up to 15 significant digits).
inline std::string numberText(double d)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.15g", d);
    return buffer;
}

/// Typed access to job.json that collects every problem, each naming its field ("train.lr: …"),
/// instead of stopping at the first: the same rules and messages as pilot_core's JsonFields.
class JobFields
{
public:
    JobFields(const nlohmann::json &root, std::string baseDir)
        : m_root(root)
        , m_base(std::move(baseDir))
    {
    }

    void fail(const std::string &path, const std::string &message) { m_problems.push_back(path + ": " + message); }
    const std::vector<std::string> &problems() const { return m_problems; }
    bool failed(const std::string &prefix) const
    {
        for (const std::string &p : m_problems) {
            if (p.compare(0, prefix.size(), prefix) == 0)
                return true;
        }
        return false;
    }

    /// The node at a dotted path; nullptr when absent, or when null and `nullable` (the
    /// interface's text/null and object/null fields). Elsewhere null is returned as a value,
    /// for the caller to refuse as of the wrong type. A parent that is not an object is reported
    /// once, and so is a required parent that is missing; their fields are then not reported
    /// one by one.
    const nlohmann::json *at(const std::string &path, bool required, bool nullable = false)
    {
        const nlohmann::json *node = &m_root;
        std::size_t start = 0;
        for (;;) {
            const std::size_t dot = path.find('.', start);
            const std::string key = path.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
            if (!node->is_object()) {
                const std::string parent = path.substr(0, start - 1);
                if (m_badParents.insert(parent).second)
                    fail(parent, "expected an object, found " + describe(*node));
                return nullptr;
            }
            const auto it = node->find(key);
            if (it == node->end()) {
                if (required && dot != std::string::npos) {
                    const std::string parent = path.substr(0, dot);
                    if (m_badParents.insert(parent).second)
                        fail(parent, "missing");
                } else if (required) {
                    fail(path, "missing");
                }
                return nullptr;
            }
            if (it->is_null() && nullable && dot == std::string::npos)
                return nullptr;
            node = &*it;
            if (dot == std::string::npos)
                return node;
            start = dot + 1;
        }
    }

    std::string text(const std::string &path, const std::string &fallback, bool required = false,
                     const std::vector<std::string> &allowed = {})
    {
        const nlohmann::json *v = at(path, required);
        if (!v)
            return fallback;
        if (!v->is_string() || (required && v->get<std::string>().empty())) {
            fail(path, "expected text, found " + describe(*v));
            return fallback;
        }
        const std::string s = v->get<std::string>();
        if (!allowed.empty() && std::find(allowed.begin(), allowed.end(), s) == allowed.end()) {
            std::string list;
            for (const auto &a : allowed)
                list += (list.empty() ? "" : ", ") + a;
            fail(path, "expected one of " + list + ", found \"" + s + "\"");
            return fallback;
        }
        return s;
    }

    std::int64_t integer(const std::string &path, std::int64_t fallback, std::int64_t minimum, std::int64_t maximum, bool required = false)
    {
        const nlohmann::json *v = at(path, required);
        if (!v)
            return fallback;
        const double d = v->is_number() ? v->get<double>() : 0.0;
        if (!v->is_number() || d != std::floor(d) || std::abs(d) > jobbounds::kMaxInteger) {
            fail(path, "expected a whole number, found " + describe(*v));
            return fallback;
        }
        const std::int64_t i = v->is_number_float() ? std::int64_t(d) : v->get<std::int64_t>();
        if (i < minimum) {
            fail(path, "must be at least " + std::to_string(minimum) + ", found " + std::to_string(i));
            return fallback;
        }
        if (i > maximum) {
            fail(path, "must be at most " + std::to_string(maximum) + ", found " + std::to_string(i));
            return fallback;
        }
        return i;
    }

    double number(const std::string &path, double fallback, double minimum, double maximum, bool required = false)
    {
        const nlohmann::json *v = at(path, required);
        if (!v)
            return fallback;
        if (!v->is_number()) {
            fail(path, "expected a number, found " + describe(*v));
            return fallback;
        }
        const double d = v->get<double>();
        if (!(d >= minimum && d <= maximum)) {
            fail(path, "must lie between " + numberText(minimum) + " and " + numberText(maximum) + ", found " + numberText(d));
            return fallback;
        }
        return d;
    }

    /// A text/null field: null or absent give "", an empty text is refused like a required one.
    std::string nullableText(const std::string &path)
    {
        const nlohmann::json *v = at(path, false, true);
        if (!v)
            return std::string();
        if (!v->is_string() || v->get<std::string>().empty()) {
            fail(path, "expected text, found " + describe(*v));
            return std::string();
        }
        return v->get<std::string>();
    }

    /// A path, resolved against the job's folder unless absolute.
    std::string file(const std::string &path, bool required) { return resolve(text(path, std::string(), required)); }
    std::string nullableFile(const std::string &path) { return resolve(nullableText(path)); }

    std::string resolve(const std::string &p) const
    {
        if (p.empty() || std::filesystem::path(p).is_absolute())
            return p;
        return (std::filesystem::path(m_base) / p).lexically_normal().string();
    }

private:
    const nlohmann::json &m_root;
    std::string m_base;
    std::vector<std::string> m_problems;
    std::set<std::string> m_badParents;
};

} // namespace pilot::trainer
