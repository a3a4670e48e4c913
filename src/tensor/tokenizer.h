#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace pilot::tensor {

/// Text to token ids and back. Implementations: the byte tokenizer below and HfTokenizer
/// (a Hugging Face tokenizer.json, hftokenizer.h).
class Tokenizer
{
public:
    virtual ~Tokenizer() = default;

    /// The ids of `text`; with `addSpecial`, framed by the special tokens the tokenizer puts
    /// around a single text (Hugging Face: its post-processor's template, e.g. BOS first; byte
    /// tokenizer: BOS, as a sequence of the data begins; EOS ends a training sequence apart, as
    /// docs/tokenizer.md says, in both backends).
    virtual std::vector<std::int64_t> encode(const std::string &text, bool addSpecial) const = 0;
    std::vector<std::int64_t> encode(const std::string &text) const { return encode(text, false); }

    /// The text of `ids`; with `skipSpecial`, special tokens are left out. Ids the tokenizer
    /// does not know are left out; bytes that do not form valid UTF-8 are kept as they are
    /// (byte tokenizer) or replaced as the tokenizer's decoder says (Hugging Face).
    virtual std::string decode(const std::vector<std::int64_t> &ids, bool skipSpecial) const = 0;
    std::string decode(const std::vector<std::int64_t> &ids) const { return decode(ids, true); }

    virtual std::int64_t vocabSize() const = 0;
    /// -1 where the tokenizer has none.
    virtual std::int64_t bos() const = 0;
    virtual std::int64_t eos() const = 0;
    virtual std::int64_t pad() const = 0;
};

/// Bytes of the UTF-8 text are the ids 0..255; BOS = 256, EOS = 257, PAD = 258; vocabulary 259.
/// A training example is BOS, prompt bytes, completion bytes, EOS (docs/tokenizer.md).
/// Its special tokens have no text: decode leaves them out either way.
class ByteTokenizer final : public Tokenizer
{
public:
    static constexpr std::int64_t kBos = 256;
    static constexpr std::int64_t kEos = 257;
    static constexpr std::int64_t kPad = 258;
    static constexpr std::int64_t kVocab = 259;

    using Tokenizer::decode;
    using Tokenizer::encode;
    std::vector<std::int64_t> encode(const std::string &text, bool addSpecial) const override;
    std::string decode(const std::vector<std::int64_t> &ids, bool skipSpecial) const override;
    std::int64_t vocabSize() const override { return kVocab; }
    std::int64_t bos() const override { return kBos; }
    std::int64_t eos() const override { return kEos; }
    std::int64_t pad() const override { return kPad; }
};

} // namespace pilot::tensor
