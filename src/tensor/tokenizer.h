#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace pilot::tensor {

/// Text to token ids and back. Implementations: the byte tokenizer below; Hugging Face
/// tokenizer.json files come later.
class Tokenizer
{
public:
    virtual ~Tokenizer() = default;
    virtual std::vector<std::int64_t> encode(const std::string &text) const = 0;
    /// Special tokens are dropped; bytes that do not form valid UTF-8 are kept as they are.
    virtual std::string decode(const std::vector<std::int64_t> &ids) const = 0;
    virtual std::int64_t vocabSize() const = 0;
    virtual std::int64_t bos() const = 0;
    virtual std::int64_t eos() const = 0;
    virtual std::int64_t pad() const = 0;
};

/// Bytes of the UTF-8 text are the ids 0..255; BOS = 256, EOS = 257, PAD = 258; vocabulary 259.
/// A training example is BOS, prompt bytes, completion bytes, EOS (docs/tokenizer.md).
class ByteTokenizer final : public Tokenizer
{
public:
    static constexpr std::int64_t kBos = 256;
    static constexpr std::int64_t kEos = 257;
    static constexpr std::int64_t kPad = 258;
    static constexpr std::int64_t kVocab = 259;

    std::vector<std::int64_t> encode(const std::string &text) const override;
    std::string decode(const std::vector<std::int64_t> &ids) const override;
    std::int64_t vocabSize() const override { return kVocab; }
    std::int64_t bos() const override { return kBos; }
    std::int64_t eos() const override { return kEos; }
    std::int64_t pad() const override { return kPad; }
};

} // namespace pilot::tensor
