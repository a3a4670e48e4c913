"""The post-processors of tokenizer.json that the job reads: TemplateProcessing, ByteLevel (which
changes offsets only, never ids) and Sequence. They add the special tokens of a single text when
it is encoded with them; pairs of texts are not encoded by the job."""

from .tokenizer_fields import TokenizerFileError, check, component_type, need, unsupported


class Template:
    """TemplateProcessing's `single` template: special-token ids around the text's ids."""

    def __init__(self, spec, field, known_id):
        specials = self._special_tokens(need(spec, "special_tokens", field, (dict,), "an object"),
                                        field + ".special_tokens", known_id)
        pieces = need(spec, "single", field, (list,), "an array")
        need(spec, "pair", field, (list,), "an array")
        self.before, self.after = [], []
        seen_text = False
        for i, piece in enumerate(pieces):
            where = "%s.single[%d]" % (field, i)
            check(piece, where, (dict,), "an object with SpecialToken or Sequence")
            if len(piece) != 1 or not ("SpecialToken" in piece or "Sequence" in piece):
                raise TokenizerFileError("%s: an object with exactly one of SpecialToken or Sequence expected" % where)
            if "Sequence" in piece:
                body = check(piece["Sequence"], where + ".Sequence", (dict,), "an object")
                if body.get("id") != "A" or seen_text:
                    raise TokenizerFileError("%s.Sequence: the single template holds the text once, as id A" % where)
                seen_text = True
                continue
            body = check(piece["SpecialToken"], where + ".SpecialToken", (dict,), "an object")
            name = need(body, "id", where + ".SpecialToken", (str,), "a string")
            if name not in specials:
                raise TokenizerFileError("%s.SpecialToken.id: %r is not in %s.special_tokens" % (where, name, field))
            (self.after if seen_text else self.before).extend(specials[name])
        if not seen_text:
            raise TokenizerFileError("%s.single: the template has no Sequence A for the text" % field)

    @staticmethod
    def _special_tokens(spec, field, known_id):
        out = {}
        for name, entry in spec.items():
            where = "%s[%r]" % (field, name)
            check(entry, where, (dict,), "an object")
            ids = need(entry, "ids", where, (list,), "an array")
            tokens = need(entry, "tokens", where, (list,), "an array")
            if len(ids) != len(tokens):
                raise TokenizerFileError("%s: %d ids but %d tokens" % (where, len(ids), len(tokens)))
            for k, token_id in enumerate(ids):
                if isinstance(token_id, bool) or not isinstance(token_id, int) or not known_id(token_id):
                    raise TokenizerFileError("%s.ids[%d]: %r is not an id of this tokenizer" % (where, k, token_id))
            out[name] = list(ids)
        return out

    def process(self, ids):
        return self.before + ids + self.after


def build_processor(spec, field, known_id):
    """A list of Templates to apply in order (empty: no special tokens are added)."""
    if spec is None:
        return []
    kind = component_type(spec, field, "post-processor")
    if kind == "TemplateProcessing":
        return [Template(spec, field, known_id)]
    if kind == "ByteLevel":
        return []
    if kind == "Sequence":
        items = need(spec, "processors", field, (list,), "an array")
        out = []
        for i, item in enumerate(items):
            where = "%s.processors[%d]" % (field, i)
            out += build_processor(check(item, where, (dict,), "an object"), where, known_id)
        return out
    raise unsupported(field, "post-processor", kind)
