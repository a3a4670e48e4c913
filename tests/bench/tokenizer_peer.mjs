// The JavaScript peer of tokenizer_bench.py: Hugging Face's tokenizers.js
// (@huggingface/tokenizers) encodes every line of a JSONL file of strings, without special
// tokens, and writes one JSON list of ids a line, as `pilot-trainer tokenize` does.
//
//   node tokenizer_peer.mjs NODE_PREFIX TOKENIZER_DIR INPUT.jsonl OUTPUT.jsonl
//
// Prints {"load_s": ..., "encode_s": ..., "tokens": ...} (in-process timers) on stdout.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [prefix, tokenizerDir, input, output] = process.argv.slice(2);
const { Tokenizer } = await import(
  pathToFileURL(join(prefix, "node_modules", "@huggingface", "tokenizers", "dist", "tokenizers.mjs")).href
);

let start = process.hrtime.bigint();
const tokenizer = new Tokenizer(
  JSON.parse(readFileSync(join(tokenizerDir, "tokenizer.json"), "utf8")),
  JSON.parse(readFileSync(join(tokenizerDir, "tokenizer_config.json"), "utf8")),
);
const loadS = Number(process.hrtime.bigint() - start) / 1e9;

const lines = readFileSync(input, "utf8").split("\n").filter((l) => l.length > 0).map((l) => JSON.parse(l));
start = process.hrtime.bigint();
const out = [];
let tokens = 0;
for (const text of lines) {
  const ids = tokenizer.encode(text, { add_special_tokens: false }).ids;
  tokens += ids.length;
  out.push(JSON.stringify(ids));
}
const encodeS = Number(process.hrtime.bigint() - start) / 1e9;
writeFileSync(output, out.length ? out.join("\n") + "\n" : "");
console.log(JSON.stringify({ load_s: loadS, encode_s: encodeS, tokens }));
