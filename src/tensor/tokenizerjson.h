#pragma once

#include "tokenizererror.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace pilot::tensor {

/// Reads the fields of a parsed tokenizer.json, each error naming the file and the field:
/// "FILE: model.merges[17]: ...". Paths are written as in the file ("pre_tokenizer.pretokenizers[1].type").
class TokenizerJson
{
public:
    explicit TokenizerJson(std::string file)
        : m_file(std::move(file))
    {
    }

    const std::string &file() const { return m_file; }

    [[noreturn]] void fail(const std::string &path, const std::string &what) const;
    /// "normalizer type NFKD is not supported" style refusals.
    [[noreturn]] void unsupported(const std::string &what) const;

    static std::string at(const std::string &path, const char *key) { return path.empty() ? key : path + "." + key; }
    static std::string at(const std::string &path, std::size_t index) { return path + "[" + std::to_string(index) + "]"; }

    const nlohmann::json &object(const nlohmann::json &v, const std::string &path) const;
    const nlohmann::json &array(const nlohmann::json &v, const std::string &path) const;
    /// A member that must be present (any type).
    const nlohmann::json &member(const nlohmann::json &obj, const std::string &path, const char *key) const;
    /// The member, or nullptr when it is absent or null.
    static const nlohmann::json *optional(const nlohmann::json &obj, const char *key);

    std::string string(const nlohmann::json &obj, const std::string &path, const char *key) const;
    std::string string(const nlohmann::json &v, const std::string &path) const;
    std::optional<std::string> optString(const nlohmann::json &obj, const std::string &path, const char *key) const;
    bool boolean(const nlohmann::json &obj, const std::string &path, const char *key, bool fallback) const;
    std::int64_t integer(const nlohmann::json &v, const std::string &path, std::int64_t min, std::int64_t max) const;
    std::int64_t integer(const nlohmann::json &obj, const std::string &path, const char *key, std::int64_t min, std::int64_t max) const;
    /// The "type" member of a component.
    std::string type(const nlohmann::json &obj, const std::string &path) const { return string(obj, path, "type"); }

    /// Every member of `obj` is one of `known` (a null-terminated list); an option this reader does not
    /// know could change the result, so it is refused.
    void onlyKnown(const nlohmann::json &obj, const std::string &path, const char *const *known) const;

    /// The steps of a Sequence component: `obj` has only "type" and `key`, an array whose items
    /// are components (null refused, naming `what`), each read by `read(item, itemPath)`.
    template<typename Read>
    auto sequenceSteps(const nlohmann::json &obj, const std::string &path, const char *key, const char *what, Read read) const
    {
        const char *const known[] = {"type", key, nullptr};
        onlyKnown(obj, path, known);
        const std::string listPath = at(path, key);
        const nlohmann::json &list = array(member(obj, path, key), listPath);
        std::vector<decltype(read(list, listPath))> steps;
        for (std::size_t i = 0; i < list.size(); ++i) {
            if (list[i].is_null())
                fail(at(listPath, i), std::string("must be ") + what + ", not null");
            steps.push_back(read(list[i], at(listPath, i)));
        }
        return steps;
    }

private:
    std::string m_file;
};

/// A string quoted for an error message (JSON escapes, cut after 60 bytes).
std::string quoteText(const std::string &s);

} // namespace pilot::tensor
