#include "postprocessor.h"

#include "bpemodel.h"
#include "tokenizerjson.h"

namespace pilot::tensor {

namespace {

// Wraps `inner` (applied first) in `outer`: outer.prefix, inner.prefix, $A, inner.suffix, outer.suffix.
SpecialFraming wrap(const SpecialFraming &inner, const SpecialFraming &outer)
{
    SpecialFraming r = outer;
    r.prefix.insert(r.prefix.end(), inner.prefix.begin(), inner.prefix.end());
    r.prefixTokens.insert(r.prefixTokens.end(), inner.prefixTokens.begin(), inner.prefixTokens.end());
    r.suffix = inner.suffix;
    r.suffix.insert(r.suffix.end(), outer.suffix.begin(), outer.suffix.end());
    r.suffixTokens = inner.suffixTokens;
    r.suffixTokens.insert(r.suffixTokens.end(), outer.suffixTokens.begin(), outer.suffixTokens.end());
    return r;
}

SpecialFraming readTemplate(const TokenizerJson &json, const nlohmann::json &v, const std::string &path)
{
    static const char *const known[] = {"type", "single", "pair", "special_tokens", nullptr};
    json.onlyKnown(v, path, known);
    const std::string specialsPath = TokenizerJson::at(path, "special_tokens");
    const nlohmann::json *specials = TokenizerJson::optional(v, "special_tokens");
    if (specials)
        json.object(*specials, specialsPath);
    const std::string singlePath = TokenizerJson::at(path, "single");
    const nlohmann::json &single = json.array(json.member(v, path, "single"), singlePath);
    SpecialFraming f;
    bool sawA = false;
    for (std::size_t i = 0; i < single.size(); ++i) {
        const std::string where = TokenizerJson::at(singlePath, i);
        const nlohmann::json &item = json.object(single[i], where);
        if (item.size() != 1)
            json.fail(where, "must hold one of SpecialToken and Sequence");
        if (item.contains("Sequence")) {
            const std::string seqPath = TokenizerJson::at(where, "Sequence");
            const std::string id = json.string(json.object(item["Sequence"], seqPath), seqPath, "id");
            if (id != "A")
                json.fail(TokenizerJson::at(seqPath, "id"),
                          "the template of a single text can only hold the sequence A, not " + quoteText(id));
            if (sawA)
                json.fail(where, "the sequence A appears twice");
            sawA = true;
            continue;
        }
        if (!item.contains("SpecialToken"))
            json.fail(where, "must hold one of SpecialToken and Sequence");
        const std::string tokPath = TokenizerJson::at(where, "SpecialToken");
        const std::string name = json.string(json.object(item["SpecialToken"], tokPath), tokPath, "id");
        if (!specials || !specials->contains(name))
            json.fail(TokenizerJson::at(tokPath, "id"), quoteText(name) + " is not in special_tokens");
        const std::string defPath = specialsPath + "[" + quoteText(name) + "]";
        const nlohmann::json &def = json.object((*specials)[name], defPath);
        const nlohmann::json &ids = json.array(json.member(def, defPath, "ids"), TokenizerJson::at(defPath, "ids"));
        const nlohmann::json &tokens = json.array(json.member(def, defPath, "tokens"), TokenizerJson::at(defPath, "tokens"));
        if (ids.size() != tokens.size())
            json.fail(defPath, "ids and tokens differ in length");
        for (std::size_t k = 0; k < ids.size(); ++k) {
            const auto id = std::int32_t(
                json.integer(ids[k], TokenizerJson::at(TokenizerJson::at(defPath, "ids"), k), 0, BpeModel::kMaxId));
            const std::string token = json.string(tokens[k], TokenizerJson::at(TokenizerJson::at(defPath, "tokens"), k));
            (sawA ? f.suffix : f.prefix).push_back(id);
            (sawA ? f.suffixTokens : f.prefixTokens).push_back(token);
        }
    }
    if (!sawA)
        json.fail(singlePath, "the template does not hold the sequence A");
    return f;
}

// BertProcessing and RobertaProcessing: cls, $A, sep; each a [token, id] pair.
SpecialFraming readClsSep(const TokenizerJson &json, const nlohmann::json &v, const std::string &path)
{
    static const char *const known[] = {"type", "sep", "cls", "trim_offsets", "add_prefix_space", nullptr};
    json.onlyKnown(v, path, known);
    SpecialFraming f;
    for (const char *key : {"cls", "sep"}) {
        const std::string where = TokenizerJson::at(path, key);
        const nlohmann::json &pair = json.array(json.member(v, path, key), where);
        if (pair.size() != 2)
            json.fail(where, "must be a list of a token and its id");
        const std::string token = json.string(pair[0], TokenizerJson::at(where, std::size_t(0)));
        const auto id = std::int32_t(json.integer(pair[1], TokenizerJson::at(where, std::size_t(1)), 0, BpeModel::kMaxId));
        (key[0] == 'c' ? f.prefix : f.suffix).push_back(id);
        (key[0] == 'c' ? f.prefixTokens : f.suffixTokens).push_back(token);
    }
    return f;
}

} // namespace

SpecialFraming readPostProcessor(const TokenizerJson &json, const nlohmann::json &v, const std::string &path)
{
    if (v.is_null())
        return {};
    json.object(v, path);
    const std::string type = json.type(v, path);
    if (type == "TemplateProcessing")
        return readTemplate(json, v, path);
    if (type == "BertProcessing" || type == "RobertaProcessing")
        return readClsSep(json, v, path);
    if (type == "ByteLevel") {
        static const char *const known[] = {"type", "add_prefix_space", "trim_offsets", "use_regex", nullptr};
        json.onlyKnown(v, path, known);
        return {};
    }
    if (type == "Sequence") {
        static const char *const known[] = {"type", "processors", nullptr};
        json.onlyKnown(v, path, known);
        const std::string listPath = TokenizerJson::at(path, "processors");
        const nlohmann::json &list = json.array(json.member(v, path, "processors"), listPath);
        SpecialFraming f;
        for (std::size_t i = 0; i < list.size(); ++i)
            f = wrap(f, readPostProcessor(json, list[i], TokenizerJson::at(listPath, i)));
        return f;
    }
    json.unsupported(path + ": post-processor type " + type);
}

} // namespace pilot::tensor
