"""Where the Hugging Face `tokenizers` library is installed, the job may encode with it instead
of its own implementation (hftokenizer.py), but only after both gave the same ids for a set of
built-in texts: a library of another version or a file read differently must not change the
ids silently. The library is never required; Debian has no package of it."""

# Texts that exercise what differs between tokenizers: spaces at the ends and in runs, line
# breaks, numbers, contractions, punctuation, umlauts and ß, CJK, emoji with a joiner, a byte
# that only byte fallback can encode, and the empty text.
CHECK_TEXTS = (
    "", "Hello world", " Hello  world ", "Line one\nline two\r\n\tindented",
    "It's 1.234,56 € (or $1,234.56)!", "Größe, Straße und Übermut", "東京は晴れ。Привет, мир!",
    "👩‍💻 writes code: def f(x): return x**2", "control\x01char and NUL\x00 end", "I'll we've they'd",
)


def first_difference(encode_a, encode_b, texts=CHECK_TEXTS):
    """None when both encoders give the same ids for every text, with and without special
    tokens; else (text, add_special, ids_a, ids_b) of the first text where they differ (an
    encoder that raises is a difference, with the error as its ids)."""
    for text in texts:
        for add_special in (False, True):
            results = []
            for encode in (encode_a, encode_b):
                try:
                    results.append(list(encode(text, add_special)))
                except Exception as e:  # the other side's failure is what is reported
                    results.append("error: %s" % (str(e) or type(e).__name__))
            if results[0] != results[1]:
                return text, add_special, results[0], results[1]
    return None


def library_encoder(path):
    """encode(text, add_special) of the `tokenizers` library for the file at `path`, or None
    when the library is not installed. Truncation and padding that the file may set are turned
    off, as transformers does."""
    try:
        import tokenizers
    except ImportError:
        return None
    library = tokenizers.Tokenizer.from_file(path)
    library.no_truncation()
    library.no_padding()
    return lambda text, add_special: library.encode(text, add_special_tokens=add_special).ids


def choose_encoder(own, path, say):
    """The encoder the job uses for the tokenizer.json at `path`: the library's when it is
    installed and agrees with `own` (an HfTokenizer) on CHECK_TEXTS, else own.encode. `say`
    gets one line saying which and why."""
    try:
        library = library_encoder(path)
    except Exception as e:
        say("tokenizers library could not read %s (%s); using the job's own tokenizer" % (path, e))
        return own.encode
    if library is None:
        say("tokenizers library not installed; using the job's own tokenizer")
        return own.encode
    diff = first_difference(own.encode, library)
    if diff is not None:
        text, special, mine, theirs = diff
        say("tokenizers library disagrees with the job's own tokenizer on %r (special tokens %s): own %s, library %s; "
            "using the job's own tokenizer" % (text, "on" if special else "off", mine, theirs))
        return own.encode
    say("tokenizers library agrees with the job's own tokenizer on %d texts; using the library" % len(CHECK_TEXTS))
    return library
