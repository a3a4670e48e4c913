#pragma once

#include "tensor/addedtokens.h"
#include "tensor/bpemodel.h"
#include "tensor/postprocessor.h"
#include "tensor/pretokenizer.h"
#include "tensor/tokenizer.h"
#include "tensor/tokenizerdecoder.h"
#include "tensor/tokenizererror.h"
#include "tensor/tokenizernormalizer.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace pilot::tensor {

/// A Hugging Face tokenizer.json with a BPE model (docs/tokenizer.md lists what is supported;
/// anything else is refused at load, naming the component or option). Encoding runs as in
/// Hugging Face tokenizers: added tokens are found first (in the raw text, then in the
/// normalized text), the text between them is normalized, pre-tokenized and given to the
/// model, and the post-processor frames the result when special tokens are asked for.
/// truncation and padding in the file are not applied: one text is encoded whole.
class HfTokenizer final : public Tokenizer
{
public:
    static constexpr std::uint64_t kMaxFileBytes = 64ull << 20;

    /// Reads `path` (a regular file of at most kMaxFileBytes); throws TokenizerError (or
    /// pilot::InputFileError for the file itself) with a message naming the file and field.
    static std::unique_ptr<HfTokenizer> load(const std::string &path);
    /// The same from the file's content; `name` stands for the file in messages.
    static std::unique_ptr<HfTokenizer> parse(const std::string &content, const std::string &name);

    using Tokenizer::decode;
    using Tokenizer::encode;
    /// Throws std::invalid_argument when `text` is not valid UTF-8.
    std::vector<std::int64_t> encode(const std::string &text, bool addSpecial) const override;
    std::string decode(const std::vector<std::int64_t> &ids, bool skipSpecial) const override;
    /// The token strings of encode(text, addSpecial).
    std::vector<std::string> tokens(const std::string &text, bool addSpecial) const;

    /// The token of an id (an added token's content or a vocabulary entry), if it has one.
    std::optional<std::string> idToToken(std::int64_t id) const;
    /// The id of a token text: an added token's content first, then the model's vocabulary.
    std::optional<std::int64_t> tokenToId(const std::string &token) const;
    bool isSpecial(std::int64_t id) const;

    std::int64_t vocabSize() const override;
    /// The single special token before the text in the post-processor's template, or -1.
    std::int64_t bos() const override;
    /// The single special token after the text in the template, or -1.
    std::int64_t eos() const override;
    /// padding.pad_id when the file has padding settings, or -1.
    std::int64_t pad() const override { return m_pad; }

private:
    HfTokenizer() = default;
    void encodeText(const std::string &text, std::vector<std::int32_t> &ids) const;
    void modelEncode(std::string text, bool atStart, std::vector<std::int32_t> &ids) const;
    std::vector<std::int32_t> encodeIds(const std::string &text, bool addSpecial) const;

    std::unique_ptr<BpeModel> m_model;
    AddedTokens m_added;
    std::unique_ptr<TextNormalizer> m_normalizer;
    std::unique_ptr<PreTokenizer> m_preTokenizer;
    std::unique_ptr<TokenDecoder> m_decoder;
    SpecialFraming m_framing;
    std::int64_t m_pad = -1;
};

} // namespace pilot::tensor
