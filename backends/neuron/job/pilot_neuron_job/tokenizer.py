"""The byte tokenizer (docs/tokenizer.md): the UTF-8 bytes of a text are the ids 0..255;
BOS 256, EOS 257, PAD 258; a vocabulary of 259."""


class ByteTokenizer:
    BOS = 256
    EOS = 257
    PAD = 258
    VOCAB = 259

    vocab_size = VOCAB
    bos = BOS
    eos = EOS
    pad = PAD

    @staticmethod
    def encode(text):
        return list(text.encode("utf-8"))

    @staticmethod
    def decode_bytes(ids):
        """The bytes of the ids below 256 (special tokens dropped); they need not be UTF-8."""
        return bytes(i for i in ids if 0 <= i < 256)
