#include "jobtokenizer.h"

#include "common/inputfile.h"
#include "tensor/hftokenizer.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <optional>
#include <stdexcept>

namespace pilot::trainer {

namespace {

// A Hugging Face tokenizer whose EOS and padding come from tokenizer_config.json rather than
// from tokenizer.json, which does not name them.
class ConfiguredTokenizer final : public tensor::Tokenizer
{
public:
    ConfiguredTokenizer(std::unique_ptr<tensor::HfTokenizer> inner, std::int64_t eos, std::int64_t pad)
        : m_inner(std::move(inner))
        , m_eos(eos)
        , m_pad(pad)
    {
    }
    using Tokenizer::decode;
    using Tokenizer::encode;
    std::vector<std::int64_t> encode(const std::string &text, bool addSpecial) const override { return m_inner->encode(text, addSpecial); }
    std::string decode(const std::vector<std::int64_t> &ids, bool skipSpecial) const override { return m_inner->decode(ids, skipSpecial); }
    std::int64_t vocabSize() const override { return m_inner->vocabSize(); }
    std::int64_t bos() const override { return m_inner->bos(); }
    std::int64_t eos() const override { return m_eos; }
    std::int64_t pad() const override { return m_pad; }

private:
    std::unique_ptr<tensor::HfTokenizer> m_inner;
    std::int64_t m_eos;
    std::int64_t m_pad;
};

// The text of a special-token entry: a string, an object with "content" (an AddedToken as
// transformers writes it), or nothing (null or absent).
std::optional<std::string> tokenText(const nlohmann::json &config, const char *key, const std::string &where)
{
    const auto it = config.find(key);
    if (it == config.end() || it->is_null())
        return std::nullopt;
    const nlohmann::json *value = &*it;
    if (value->is_object()) {
        const auto content = value->find("content");
        value = content == value->end() ? nullptr : &*content;
    }
    if (!value || !value->is_string() || value->get_ref<const std::string &>().empty())
        throw std::runtime_error(where + ": " + key + ": expected a token text or an object with \"content\"");
    return value->get<std::string>();
}

std::int64_t tokenId(const tensor::HfTokenizer &tokenizer, const std::string &text, const char *key, const std::string &where)
{
    const auto id = tokenizer.tokenToId(text);
    if (!id)
        throw std::runtime_error(where + ": " + key + ": \"" + text + "\" is not a token of the tokenizer");
    return *id;
}

} // namespace

std::unique_ptr<tensor::Tokenizer> loadJobTokenizer(const std::string &kind, const std::string &path)
{
    if (kind != "hf")
        return std::make_unique<tensor::ByteTokenizer>();
    std::unique_ptr<tensor::HfTokenizer> hf = tensor::HfTokenizer::load(path);
    const std::string where = (std::filesystem::absolute(path).parent_path() / "tokenizer_config.json").string();
    nlohmann::json config = nlohmann::json::object();
    std::error_code ec;
    if (std::filesystem::symlink_status(where, ec).type() != std::filesystem::file_type::not_found) {
        const std::string content = readRegularFile(where, kMaxSmallJsonBytes, "tokenizer_config.json");
        try {
            config = nlohmann::json::parse(content);
        } catch (const nlohmann::json::exception &e) {
            throw std::runtime_error(where + ": not JSON: " + e.what());
        }
        if (!config.is_object())
            throw std::runtime_error(where + ": expected a JSON object");
    }
    const std::optional<std::string> eos = tokenText(config, "eos_token", where);
    if (!eos)
        throw std::runtime_error(where + ": eos_token: needed (training sequences end with it); the file is missing or names none");
    const std::int64_t eosId = tokenId(*hf, *eos, "eos_token", where);
    // Without a pad_token, padding is EOS: padding is never scored and comes after a sequence,
    // so under causal attention its id cannot change a result.
    const std::optional<std::string> pad = tokenText(config, "pad_token", where);
    const std::int64_t padId = pad ? tokenId(*hf, *pad, "pad_token", where) : eosId;
    return std::make_unique<ConfiguredTokenizer>(std::move(hf), eosId, padId);
}

std::vector<std::int64_t> startIds(const tensor::Tokenizer &tokenizer, const std::string &prompt)
{
    std::vector<std::int64_t> ids = tokenizer.encode(prompt, true);
    if (ids.empty())
        ids.push_back(tokenizer.eos());
    return ids;
}

std::string continuationText(const tensor::Tokenizer &tokenizer, const std::vector<std::int64_t> &promptIds,
                             const std::vector<std::int64_t> &generated)
{
    std::vector<std::int64_t> all = promptIds;
    all.insert(all.end(), generated.begin(), generated.end());
    const std::string whole = tokenizer.decode(all, true);
    const std::string prompt = tokenizer.decode(promptIds, true);
    if (whole.compare(0, prompt.size(), prompt) == 0)
        return whole.substr(prompt.size());
    return tokenizer.decode(generated, true);
}

} // namespace pilot::trainer
