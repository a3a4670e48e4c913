"""The byte tokenizer (docs/tokenizer.md): the UTF-8 bytes of a text are the ids 0..255;
BOS 256, EOS 257, PAD 258; a vocabulary of 259. The Hugging Face tokenizer (hftokenizer.py) has
the same interface."""


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
    def encode(text, add_special=False):
        """The ids of `text`; with add_special, BOS first (as a sequence of the data begins)."""
        ids = list(text.encode("utf-8"))
        return [ByteTokenizer.BOS] + ids if add_special else ids

    @staticmethod
    def decode_bytes(ids):
        """The bytes of the ids below 256 (special tokens dropped); they need not be UTF-8."""
        return bytes(i for i in ids if 0 <= i < 256)

    @staticmethod
    def decode(ids, skip_special=True):
        """The text of the ids, bytes that are no UTF-8 as U+FFFD. Special tokens have no text in
        this tokenizer, so skip_special changes nothing."""
        return ByteTokenizer.decode_bytes(ids).decode("utf-8", "replace")
