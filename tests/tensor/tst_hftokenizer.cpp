// Hugging Face tokenizer.json: the reference vectors of two real Llama tokenizers, the
// components the real files do not use, round trips, and every refusal of a hostile file.
#include "tensor/hftokenizer.h"

#include <nlohmann/json.hpp>

#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <map>
#include <sys/stat.h>

using namespace pilot::tensor;
using nlohmann::json;

namespace {

const std::string kData = PILOT_SOURCE_DIR "/tests/data/tokenizers/";

const HfTokenizer &real(const std::string &name)
{
    static std::map<std::string, std::unique_ptr<HfTokenizer>> cache;
    auto &slot = cache[name];
    if (!slot)
        slot = HfTokenizer::load(kData + name + "/tokenizer.json");
    return *slot;
}

std::vector<json> vectors(const std::string &name)
{
    std::ifstream in(kData + "vectors-" + name + ".jsonl");
    std::vector<json> out;
    for (std::string line; std::getline(in, line);) {
        if (!line.empty())
            out.push_back(json::parse(line));
    }
    return out;
}

std::string describe(const std::vector<std::int64_t> &ids)
{
    return json(ids).dump();
}

// A small tokenizer.json: characters a-e, space, and a few merges; `patch` is merged in.
json smallTokenizer()
{
    return json{{"version", "1.0"},
                {"added_tokens", json::array()},
                {"normalizer", nullptr},
                {"pre_tokenizer", nullptr},
                {"post_processor", nullptr},
                {"decoder", nullptr},
                {"model",
                 {{"type", "BPE"},
                  {"dropout", nullptr},
                  {"unk_token", nullptr},
                  {"continuing_subword_prefix", nullptr},
                  {"end_of_word_suffix", nullptr},
                  {"fuse_unk", false},
                  {"byte_fallback", false},
                  {"ignore_merges", false},
                  {"vocab", {{"a", 0}, {"b", 1}, {"c", 2}, {"d", 3}, {" ", 4}, {"ab", 5}, {"abc", 6}, {"cd", 7}, {"<unk>", 8}}},
                  {"merges", {"a b", "ab c", "c d"}}}}};
}

std::unique_ptr<HfTokenizer> fromJson(const json &j)
{
    return HfTokenizer::parse(j.dump(), "tokenizer.json");
}

std::string refusal(const std::string &content)
{
    try {
        HfTokenizer::parse(content, "tokenizer.json");
    } catch (const std::exception &e) {
        return e.what();
    }
    return "(accepted)";
}

std::string loadRefusal(const std::string &path)
{
    try {
        HfTokenizer::load(path);
    } catch (const std::exception &e) {
        return e.what();
    }
    return "(accepted)";
}

// A Llama-style template whose special token id is not in the vocabulary.
void templateWithUnknownId(json &j)
{
    j["post_processor"] = json::parse(R"({"type": "TemplateProcessing",
        "single": [{"SpecialToken": {"id": "<s>", "type_id": 0}}, {"Sequence": {"id": "A", "type_id": 0}}],
        "pair": [], "special_tokens": {"<s>": {"id": "<s>", "ids": [99], "tokens": ["<s>"]}}})");
}

std::vector<std::string> tokensOf(const HfTokenizer &t, const std::string &text)
{
    return t.tokens(text, false);
}

} // namespace

class TestHfTokenizer : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void referenceVectors_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("index");
        for (const char *model : {"llama2", "llama3"}) {
            const std::size_t n = vectors(model).size();
            QCOMPARE(n, std::size_t(47));
            for (std::size_t i = 0; i < n; ++i)
                QTest::newRow(QByteArray(model).append('-').append(QByteArray::number(qulonglong(i))).constData())
                    << QString::fromLatin1(model) << int(i);
        }
    }

    // ids, ids with special tokens, both decodes and the token strings, exactly.
    void referenceVectors()
    {
        QFETCH(QString, model);
        QFETCH(int, index);
        const HfTokenizer &tok = real(model.toStdString());
        const json v = vectors(model.toStdString()).at(std::size_t(index));
        const std::string text = v.at("text").get<std::string>();
        const auto ids = v.at("ids").get<std::vector<std::int64_t>>();
        const auto idsSpecial = v.at("ids_with_special").get<std::vector<std::int64_t>>();

        const auto got = tok.encode(text, false);
        QVERIFY2(got == ids, ("text " + json(text).dump() + "\n  got  " + describe(got) + "\n  want " + describe(ids)).c_str());
        QCOMPARE(tok.encode(text), ids);
        const auto gotSpecial = tok.encode(text, true);
        QVERIFY2(gotSpecial == idsSpecial, ("got " + describe(gotSpecial) + " want " + describe(idsSpecial)).c_str());
        QCOMPARE(tok.tokens(text, false), v.at("tokens").get<std::vector<std::string>>());
        QCOMPARE(tok.decode(ids, true), v.at("decoded").get<std::string>());
        QCOMPARE(tok.decode(ids), v.at("decoded").get<std::string>());
        QCOMPARE(tok.decode(idsSpecial, false), v.at("decoded_with_special").get<std::string>());
        QCOMPARE(tok.decode(idsSpecial, true), v.at("decoded").get<std::string>());
    }

    void specialTokensAndSizes()
    {
        const HfTokenizer &l2 = real("llama2");
        QCOMPARE(l2.vocabSize(), std::int64_t(32000));
        QCOMPARE(l2.bos(), std::int64_t(1));
        QCOMPARE(l2.eos(), std::int64_t(-1)); // the template puts nothing after the text
        QCOMPARE(l2.pad(), std::int64_t(-1));
        QCOMPARE(l2.idToToken(2).value_or(""), std::string("</s>"));
        const HfTokenizer &l3 = real("llama3");
        QCOMPARE(l3.vocabSize(), std::int64_t(128256));
        QCOMPARE(l3.bos(), std::int64_t(128000));
        QVERIFY(!l3.idToToken(128256));
        QVERIFY(!l3.idToToken(-1));
        // Special-token text in the input is that token, in both files.
        QCOMPARE(l3.encode("<|begin_of_text|>Hi<|eot_id|>", false), (std::vector<std::int64_t>{128000, 13347, 128009}));
        QCOMPARE(l2.encode("</s>", false), (std::vector<std::int64_t>{2}));
        QCOMPARE(l3.decode({128000, 13347, 128009}, true), std::string("Hi"));
        QCOMPARE(l3.decode({128000, 13347, 128009}, false), std::string("<|begin_of_text|>Hi<|eot_id|>"));
        // Unknown ids are left out, as Hugging Face does.
        QCOMPARE(l3.decode({13347, 999999, -5}, true), std::string("Hi"));
        // Text that is not UTF-8 is refused, not guessed at.
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, l3.encode(std::string("a\xff"), false));
    }

    // The byte tokenizer frames a text as the Neuron job's does: BOS first, nothing after.
    void byteTokenizerFramesWithBosOnly()
    {
        const ByteTokenizer tok;
        QCOMPARE(tok.encode("ab", true), (std::vector<std::int64_t>{ByteTokenizer::kBos, 'a', 'b'}));
        QCOMPARE(tok.encode("ab", false), (std::vector<std::int64_t>{'a', 'b'}));
        QCOMPARE(tok.decode({ByteTokenizer::kBos, 'a', 'b', ByteTokenizer::kEos}, false), std::string("ab"));
    }

    void loadTime()
    {
        QElapsedTimer timer;
        timer.start();
        const auto t = HfTokenizer::load(kData + "llama3/tokenizer.json");
        const qint64 ms = timer.elapsed();
        qInfo("llama3 tokenizer.json (9 MB, 280,147 merges) loaded in %lld ms", static_cast<long long>(ms));
        QCOMPARE(t->vocabSize(), std::int64_t(128256));
    }

    // decode(encode(text)) == text for characters from every part of Unicode, control
    // characters and NUL among them (Llama 2 through byte fallback, Llama 3 byte-level).
    void roundTrip()
    {
        QRandomGenerator rng(20260101);
        const char32_t ranges[][2] = {{0x00, 0x7F},     {0x80, 0x2FF},      {0x370, 0x52F},     {0x600, 0x6FF},    {0x900, 0x97F},
                                      {0x2000, 0x206F}, {0x3040, 0x30FF},   {0x4E00, 0x9FFF},   {0xAC00, 0xD7A3},  {0xE000, 0xF8FF},
                                      {0xFE00, 0xFFFD}, {0x1F300, 0x1FAFF}, {0x20000, 0x2A6DF}, {0xF0000, 0xF00FF}};
        for (int round = 0; round < 300; ++round) {
            std::string text;
            const int n = int(rng.bounded(1, 40));
            for (int k = 0; k < n; ++k) {
                const auto &r = ranges[rng.bounded(int(std::size(ranges)))];
                const char32_t cp = r[0] + char32_t(rng.bounded(quint32(r[1] - r[0] + 1)));
                if (cp >= 0xD800 && cp <= 0xDFFF)
                    continue;
                if (rng.bounded(4) == 0)
                    text += ' ';
                // utf8 by hand: the test should not lean on the code it checks
                if (cp < 0x80) {
                    text += char(cp);
                } else if (cp < 0x800) {
                    text += char(0xC0 | (cp >> 6));
                    text += char(0x80 | (cp & 0x3F));
                } else if (cp < 0x10000) {
                    text += char(0xE0 | (cp >> 12));
                    text += char(0x80 | ((cp >> 6) & 0x3F));
                    text += char(0x80 | (cp & 0x3F));
                } else {
                    text += char(0xF0 | (cp >> 18));
                    text += char(0x80 | ((cp >> 12) & 0x3F));
                    text += char(0x80 | ((cp >> 6) & 0x3F));
                    text += char(0x80 | (cp & 0x3F));
                }
            }
            for (const char *model : {"llama2", "llama3"}) {
                const HfTokenizer &tok = real(model);
                const auto ids = tok.encode(text, true);
                QVERIFY2(tok.decode(ids, true) == text, (std::string(model) + ": " + json(text).dump()).c_str());
            }
        }
    }

    // Split with each behaviour, on a tokenizer that keeps every piece visible.
    void splitBehaviours_data()
    {
        QTest::addColumn<QString>("behavior");
        QTest::addColumn<bool>("invert");
        QTest::addColumn<QStringList>("pieces");
        // "ab cd" split on the space
        QTest::newRow("Isolated") << "Isolated" << false << QStringList{"ab", " ", "cd"};
        QTest::newRow("Removed") << "Removed" << false << QStringList{"ab", "cd"};
        QTest::newRow("MergedWithPrevious") << "MergedWithPrevious" << false << QStringList{"ab ", "cd"};
        QTest::newRow("MergedWithNext") << "MergedWithNext" << false << QStringList{"ab", " cd"};
        QTest::newRow("Contiguous") << "Contiguous" << false << QStringList{"ab", " ", "cd"};
        QTest::newRow("Removed inverted") << "Removed" << true << QStringList{" "};
    }

    void splitBehaviours()
    {
        QFETCH(QString, behavior);
        QFETCH(bool, invert);
        QFETCH(QStringList, pieces);
        json j = smallTokenizer();
        // Every piece becomes one token: vocabulary entries for each expected piece.
        j["model"]["vocab"]["ab "] = 20;
        j["model"]["vocab"][" cd"] = 21;
        j["model"]["vocab"]["ab c"] = 22;
        j["model"]["merges"] = {"a b", "ab c", "c d", "ab  ", "  cd"};
        j["model"]["merges"][3] = json::array({"ab", " "});
        j["model"]["merges"][4] = json::array({" ", "cd"});
        j["model"]["ignore_merges"] = true;
        j["pre_tokenizer"] = {{"type", "Split"}, {"pattern", {{"String", " "}}}, {"behavior", behavior.toStdString()}, {"invert", invert}};
        const auto tok = fromJson(j);
        QStringList got;
        for (const std::string &t : tokensOf(*tok, "ab cd"))
            got << QString::fromStdString(t);
        QCOMPARE(got, pieces);
    }

    // Patterns of catastrophic shape on long texts, and normalizers that grow a text without end:
    // each is refused with an error naming its field, never left to run for hours or to take
    // gigabytes (a hang here is ended by the test's time limit, and fails).
    void catastrophicPatternsAreRefused_data()
    {
        QTest::addColumn<QByteArray>("pattern");
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("(a|aa)+b on 1 MB of a") << QByteArray("(a|aa)+b") << QByteArray(1 << 20, 'a') + "cb"; // the b makes PCRE2 try
        QTest::newRow("(a+)+b on 100 kB of a") << QByteArray("(a+)+b") << QByteArray(100000, 'a') + "cb";
        QTest::newRow("(a|a)*c, runs of 28 a") << QByteArray("(a|a)*c") << [] {
            QByteArray t;
            for (int i = 0; i < 2000; ++i)
                t += QByteArray(28, 'a') + "b";
            return t + "c";
        }();
    }
    void catastrophicPatternsAreRefused()
    {
        QFETCH(QByteArray, pattern);
        QFETCH(QByteArray, text);
        json j = smallTokenizer();
        j["pre_tokenizer"] = {
            {"type", "Split"}, {"pattern", {{"Regex", pattern.toStdString()}}}, {"behavior", "Isolated"}, {"invert", false}};
        const auto tok = fromJson(j);
        std::string message;
        try {
            tok->encode(text.toStdString(), false);
        } catch (const std::exception &e) {
            message = e.what();
        }
        QVERIFY2(message.find("pre_tokenizer.pattern") != std::string::npos, message.c_str());
        QVERIFY2(message.find("refused") != std::string::npos, message.c_str());
    }

    void normalizersThatGrowWithoutEndAreRefused()
    {
        json j = smallTokenizer();
        json steps = json::array();
        for (int i = 0; i < 40; ++i) // each doubles every a: one character would become 2^40
            steps.push_back({{"type", "Replace"}, {"pattern", {{"String", "a"}}}, {"content", "aa"}});
        j["normalizer"] = {{"type", "Sequence"}, {"normalizers", steps}};
        const auto tok = fromJson(j);
        std::string message;
        try {
            tok->encode("ab", false);
        } catch (const std::exception &e) {
            message = e.what();
        }
        QVERIFY2(message.find("normalizer: grows a text of 2 bytes beyond 4128 bytes") != std::string::npos, message.c_str());
        // One Replace that multiplies on its own is refused as it grows.
        j["normalizer"] = {{"type", "Replace"}, {"pattern", {{"String", "a"}}}, {"content", std::string(1000, 'a')}};
        message.clear();
        try {
            fromJson(j)->encode(std::string(100, 'a'), false);
        } catch (const std::exception &e) {
            message = e.what();
        }
        QVERIFY2(message.find("normalizer: grows a text of 100 bytes") != std::string::npos, message.c_str());
        // A chain of decoders is bounded the same way.
        j["normalizer"] = nullptr;
        json decoders = json::array();
        for (int i = 0; i < 40; ++i)
            decoders.push_back({{"type", "Replace"}, {"pattern", {{"String", "a"}}}, {"content", "aa"}});
        j["decoder"] = {{"type", "Sequence"}, {"decoders", decoders}};
        message.clear();
        try {
            fromJson(j)->decode({0}, false);
        } catch (const std::exception &e) {
            message = e.what();
        }
        QVERIFY2(message.find("decoder: grows a text of 1 bytes beyond 4112 bytes") != std::string::npos, message.c_str());
        j["decoder"] = nullptr;
        // Growth within the bound is fine: ▁ for every space, as Llama 2's tokenizer does.
        j["normalizer"] = {{"type", "Replace"}, {"pattern", {{"String", " "}}}, {"content", "\xe2\x96\x81"}};
        QVERIFY(fromJson(j));
    }

    void regexSplitAndContiguousDigits()
    {
        json j = smallTokenizer();
        for (int d = 0; d < 10; ++d)
            j["model"]["vocab"][std::to_string(d)] = 30 + d;
        j["model"]["vocab"]["12"] = 40;
        j["model"]["merges"].push_back("1 2");
        j["pre_tokenizer"] = {{"type", "Sequence"}, {"pretokenizers", {{{"type", "Digits"}, {"individual_digits", false}}}}};
        QCOMPARE(tokensOf(*fromJson(j), "ab12c"), (std::vector<std::string>{"ab", "12", "c"}));
        j["pre_tokenizer"]["pretokenizers"][0]["individual_digits"] = true;
        QCOMPARE(tokensOf(*fromJson(j), "ab12c"), (std::vector<std::string>{"ab", "1", "2", "c"}));
        // \s is Unicode White_Space (U+0085 NEL included), \p{L} letters, (?!\S) a real lookahead.
        j["pre_tokenizer"] = {
            {"type", "Split"}, {"pattern", {{"Regex", R"(\s+(?!\S)|\s+|\p{L}+)"}}}, {"behavior", "Removed"}, {"invert", false}};
        QCOMPARE(tokensOf(*fromJson(j), "12"), (std::vector<std::string>{"12"}));
    }

    void addedTokenOptions()
    {
        json j = smallTokenizer();
        j["model"]["unk_token"] = "<unk>";
        j["added_tokens"] = json::array({
            {{"id", 50},
             {"content", "[L]"},
             {"single_word", false},
             {"lstrip", true},
             {"rstrip", false},
             {"normalized", false},
             {"special", true}},
            {{"id", 51},
             {"content", "[R]"},
             {"single_word", false},
             {"lstrip", false},
             {"rstrip", true},
             {"normalized", false},
             {"special", true}},
            {{"id", 7},
             {"content", "cd"},
             {"single_word", true},
             {"lstrip", false},
             {"rstrip", false},
             {"normalized", false},
             {"special", false}},
            {{"id", 53},
             {"content", "[LONG]"},
             {"single_word", false},
             {"lstrip", false},
             {"rstrip", false},
             {"normalized", false},
             {"special", true}},
            {{"id", 54},
             {"content", "[LONGER]"},
             {"single_word", false},
             {"lstrip", false},
             {"rstrip", false},
             {"normalized", false},
             {"special", true}},
        });
        const auto tok = fromJson(j);
        // lstrip swallows the spaces before, rstrip those after.
        QCOMPARE(tok->encode("ab  [L]", false), (std::vector<std::int64_t>{5, 50}));
        QCOMPARE(tok->encode("[R]  ab", false), (std::vector<std::int64_t>{51, 5}));
        // single_word: "cd" alone is the added token, inside a word it is not.
        QCOMPARE(tok->encode("ab cd", false), (std::vector<std::int64_t>{5, 4, 7}));
        QCOMPARE(tok->encode("abcd", false), (std::vector<std::int64_t>{6, 3}));
        // The longest of overlapping added tokens wins.
        QCOMPARE(tok->encode("[LONGER]", false), (std::vector<std::int64_t>{54}));
        // Unknown characters: one unk each without fuse_unk.
        QCOMPARE(tok->encode("xyab", false), (std::vector<std::int64_t>{8, 8, 5}));
        j["model"]["fuse_unk"] = true;
        QCOMPARE(fromJson(j)->encode("xyab", false), (std::vector<std::int64_t>{8, 5}));
        // Non-special added tokens stay when special tokens are skipped.
        QCOMPARE(tok->decode({50, 7, 5}, true), std::string("cd ab"));
    }

    // A normalized added token is looked for in the normalized text, in its normalized form.
    void normalizedAddedToken()
    {
        json j = smallTokenizer();
        j["normalizer"] = {{"type", "Replace"}, {"pattern", {{"String", "-"}}}, {"content", "c"}};
        j["added_tokens"] = json::array({{{"id", 60}, {"content", "x-"}, {"normalized", true}, {"special", false}}});
        QCOMPARE(fromJson(j)->encode("x-ab", false), (std::vector<std::int64_t>{60, 5}));
        // Not normalized: found in the raw text only.
        j["added_tokens"][0]["normalized"] = false;
        QCOMPARE(fromJson(j)->encode("x-ab", false), (std::vector<std::int64_t>{60, 5}));
        QCOMPARE(fromJson(j)->encode("xcab", false), (std::vector<std::int64_t>{2, 5}));
    }

    void metaspace()
    {
        json j = smallTokenizer();
        j["model"]["vocab"] = {{"▁", 0}, {"a", 1}, {"b", 2}, {"▁a", 3}, {"▁ab", 4}, {"ab", 5}};
        j["model"]["merges"] = {"▁ a", "▁a b", "a b"};
        j["pre_tokenizer"] = {{"type", "Metaspace"}, {"replacement", "▁"}, {"prepend_scheme", "always"}, {"split", true}};
        j["decoder"] = {{"type", "Metaspace"}, {"replacement", "▁"}, {"prepend_scheme", "always"}, {"split", true}};
        QCOMPARE(tokensOf(*fromJson(j), "ab ab"), (std::vector<std::string>{"▁ab", "▁ab"}));
        QCOMPARE(fromJson(j)->decode({4, 4}, true), std::string("ab ab"));
        j["pre_tokenizer"]["prepend_scheme"] = "never";
        QCOMPARE(tokensOf(*fromJson(j), "ab ab"), (std::vector<std::string>{"ab", "▁ab"}));
        j["pre_tokenizer"]["split"] = false;
        j["model"]["vocab"]["ab▁ab"] = 6;
        j["model"]["vocab"]["ab▁"] = 7;
        // Without split one piece crosses the space: merges ranked to join it win.
        j["model"]["merges"] = {"a b", "ab ▁", "ab▁ ab", "▁ a", "▁a b"};
        QCOMPARE(tokensOf(*fromJson(j), "ab ab"), (std::vector<std::string>{"ab▁ab"}));
        j["pre_tokenizer"]["split"] = true;
        QCOMPARE(tokensOf(*fromJson(j), "ab ab"), (std::vector<std::string>{"ab", "▁", "ab"}));
    }

    void hostileFiles()
    {
        QTemporaryDir dir;
        const std::string base = dir.path().toStdString();
        // 100 MB: refused from its size, before anything is read.
        {
            QFile big(dir.filePath("big.json"));
            QVERIFY(big.open(QIODevice::WriteOnly));
            QVERIFY(big.resize(100ll << 20));
        }
        QVERIFY2(loadRefusal(base + "/big.json").find("more than the 67108864 allowed") != std::string::npos,
                 loadRefusal(base + "/big.json").c_str());
        QVERIFY(loadRefusal(base).find("only regular files are read") != std::string::npos);
        QVERIFY(::mkfifo((base + "/fifo").c_str(), 0600) == 0);
        QVERIFY(loadRefusal(base + "/fifo").find("a FIFO") != std::string::npos);
        QVERIFY(loadRefusal(base + "/missing.json").find("cannot read the tokenizer file") != std::string::npos);
        {
            std::ofstream(base + "/empty.json");
        }
        QVERIFY(loadRefusal(base + "/empty.json").find("JSON syntax error") != std::string::npos);
        std::ofstream(base + "/ok.json") << smallTokenizer().dump();
        QVERIFY(HfTokenizer::load(base + "/ok.json"));
    }

    void hostileContent_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");
        const auto with = [](const std::function<void(json &)> &change) {
            json j = smallTokenizer();
            change(j);
            return QByteArray::fromStdString(j.dump());
        };
        QTest::newRow("not JSON") << QByteArray("{\"model\": ") << "JSON syntax error";
        QTest::newRow("not an object") << QByteArray("[1]") << "tokenizer.json: must be an object, not array";
        QTest::newRow("not UTF-8") << QByteArray("{\"model\": {\"vocab\": {\"a\xff\": 1}}}") << "byte 23: the file is not UTF-8 text";
        QTest::newRow("too deep") << QByteArray(100, '[') + QByteArray(100, ']') << "nested deeper than 64 levels";
        QTest::newRow("duplicate vocab key") << QByteArray(R"({"model": {"type": "BPE", "vocab": {"a": 0, "a": 1}, "merges": []}})")
                                             << "model.vocab: a key appears twice in one object";
        QTest::newRow("no model") << with([](json &j) { j.erase("model"); }) << "model: is missing";
        QTest::newRow("model type") << with([](json &j) { j["model"]["type"] = "WordPiece"; })
                                    << "model type WordPiece (only BPE is) is not supported";
        QTest::newRow("vocab a list") << with([](json &j) { j["model"]["vocab"] = json::array(); })
                                      << "model.vocab: must be an object, not array";
        QTest::newRow("negative id") << with([](json &j) { j["model"]["vocab"]["a"] = -1; }) << "model.vocab[\"a\"]: -1 is out of range";
        QTest::newRow("huge id") << with([](json &j) { j["model"]["vocab"]["a"] = 1ll << 40; })
                                 << "model.vocab[\"a\"]: 1099511627776 is out of range";
        QTest::newRow("fraction id") << with([](json &j) { j["model"]["vocab"]["a"] = 1.5; }) << "must be a whole number, not a fraction";
        QTest::newRow("string id") << with([](json &j) { j["model"]["vocab"]["a"] = "1"; }) << "must be a whole number, not string";
        QTest::newRow("duplicate id") << with([](json &j) { j["model"]["vocab"]["b"] = 0; }) << "both have the id 0";
        QTest::newRow("no merges") << with([](json &j) { j["model"].erase("merges"); }) << "model.merges: is missing";
        QTest::newRow("empty merges") << with([](json &j) { j["model"]["merges"] = json::array(); }) << "model.merges: is empty";
        QTest::newRow("merges not a list") << with([](json &j) { j["model"]["merges"] = "a b"; })
                                           << "model.merges: must be a list, not string";
        QTest::newRow("merge unknown token") << with([](json &j) { j["model"]["merges"][1] = "ab xy"; })
                                             << "model.merges[1]: \"ab xy\" names a token not in the vocabulary (\"xy\")";
        QTest::newRow("merge result unknown") << with([](json &j) { j["model"]["merges"][1] = "b c"; })
                                              << "model.merges[1]: \"b c\" makes \"bc\", which is not in the vocabulary";
        QTest::newRow("merge without space") << with([](json &j) { j["model"]["merges"][0] = "ab"; })
                                             << "model.merges[0]: \"ab\" is not two tokens";
        QTest::newRow("merge a number") << with([](json &j) { j["model"]["merges"][2] = 7; }) << "model.merges[2]: must be a string";
        QTest::newRow("merge list of three") << with([](json &j) {
            j["model"]["merges"][0] = {"a", "b", "c"};
        }) << "model.merges[0]: must be a list of two strings";
        QTest::newRow("unk not in vocab") << with([](json &j) { j["model"]["unk_token"] = "<x>"; })
                                          << "model.unk_token: \"<x>\" is not in the vocabulary";
        QTest::newRow("dropout") << with([](json &j) { j["model"]["dropout"] = 0.1; }) << "model.dropout: BPE dropout";
        QTest::newRow("unknown model option") << with([](json &j) { j["model"]["shuffle"] = true; })
                                              << "model.shuffle: this option is not supported";
        QTest::newRow("added not a list") << with([](json &j) { j["added_tokens"] = json::object(); })
                                          << "added_tokens: must be a list, not object";
        QTest::newRow("added id negative") << with([](json &j) {
            j["added_tokens"] = {{{"id", -3}, {"content", "<x>"}}};
        }) << "added_tokens[0].id: -3 is out of range";
        QTest::newRow("added duplicate id") << with([](json &j) {
            j["added_tokens"] = {{{"id", 40}, {"content", "<x>"}}, {{"id", 40}, {"content", "<y>"}}};
        }) << "added_tokens[1]: \"<y>\" has the id 40 of added_tokens[0] \"<x>\"";
        QTest::newRow("added duplicate content") << with([](json &j) {
            j["added_tokens"] = {{{"id", 40}, {"content", "<x>"}}, {{"id", 41}, {"content", "<x>"}}};
        }) << "added_tokens[1]: \"<x>\" is listed twice";
        QTest::newRow("added id of another token") << with([](json &j) {
            j["added_tokens"] = {{{"id", 0}, {"content", "<x>"}}};
        }) << "added_tokens[0]: \"<x>\" has the id 0, which the vocabulary gives \"a\"";
        QTest::newRow("added content with another id") << with([](json &j) {
            j["added_tokens"] = {{{"id", 40}, {"content", "ab"}}};
        }) << "added_tokens[0]: \"ab\" has the id 40, but the vocabulary gives it 5";
        QTest::newRow("added empty") << with([](json &j) {
            j["added_tokens"] = {{{"id", 40}, {"content", ""}}};
        }) << "added_tokens[0].content: is empty";
        QTest::newRow("normalizer NFKD") << with([](json &j) {
            j["normalizer"] = {{"type", "NFKD"}};
        }) << "tokenizer.json: normalizer: normalizer type NFKD is not supported";
        QTest::newRow("normalizer in sequence") << with([](json &j) {
            j["normalizer"] = {{"type", "Sequence"}, {"normalizers", {{{"type", "Prepend"}, {"prepend", "x"}}, {{"type", "NFC"}}}}};
        }) << "normalizer.normalizers[1]: normalizer type NFC is not supported";
        QTest::newRow("pre-tokenizer Whitespace") << with([](json &j) {
            j["pre_tokenizer"] = {{"type", "Whitespace"}};
        }) << "pre_tokenizer: pre-tokenizer type Whitespace is not supported";
        QTest::newRow("split behaviour") << with([](json &j) {
            j["pre_tokenizer"] = {{"type", "Split"}, {"pattern", {{"String", " "}}}, {"behavior", "Sideways"}, {"invert", false}};
        }) << "pre_tokenizer.behavior: \"Sideways\" is not a split behaviour";
        QTest::newRow("bad regex") << with([](json &j) {
            j["pre_tokenizer"] = {{"type", "Split"}, {"pattern", {{"Regex", "(a"}}}, {"behavior", "Isolated"}, {"invert", false}};
        }) << "pre_tokenizer.pattern.Regex: the regular expression does not compile";
        QTest::newRow("nested class") << with([](json &j) {
            j["pre_tokenizer"] = {{"type", "Split"}, {"pattern", {{"Regex", "[a[b]]"}}}, {"behavior", "Isolated"}, {"invert", false}};
        }) << "a character class nested in another is not supported";
        QTest::newRow("pattern both") << with([](json &j) {
            j["normalizer"] = {{"type", "Replace"}, {"pattern", {{"String", "a"}, {"Regex", "a"}}}, {"content", ""}};
        }) << "normalizer.pattern: must hold one of String and Regex";
        QTest::newRow("decoder WordPiece") << with([](json &j) {
            j["decoder"] = {{"type", "WordPiece"}};
        }) << "decoder: decoder type WordPiece is not supported";
        QTest::newRow("post-processor unknown id")
            << with(templateWithUnknownId) << "post_processor: the special token id 99 is not in the vocabulary";
        QTest::newRow("template without A") << with([](json &j) {
            j["post_processor"] = {{"type", "TemplateProcessing"}, {"single", json::array()}, {"special_tokens", json::object()}};
        }) << "post_processor.single: the template does not hold the sequence A";
        QTest::newRow("post-processor type") << with([](json &j) {
            j["post_processor"] = {{"type", "Magic"}};
        }) << "post_processor: post-processor type Magic is not supported";
        QTest::newRow("unknown top-level key") << with([](json &j) { j["extra"] = 1; }) << "extra: this option is not supported";
        QTest::newRow("type not a string") << with([](json &j) {
            j["decoder"] = {{"type", 3}};
        }) << "decoder.type: must be a string, not number";
    }

    void hostileContent()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        const std::string message = refusal(content.toStdString());
        QVERIFY2(message.find(expected.toStdString()) != std::string::npos, message.c_str());
        QVERIFY2(message.rfind("tokenizer.json: ", 0) == 0, message.c_str());
    }
};

QTEST_APPLESS_MAIN(TestHfTokenizer)
#include "tst_hftokenizer.moc"
