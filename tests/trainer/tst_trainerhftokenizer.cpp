// pilot-trainer with a Hugging Face tokenizer.json (docs/tokenizer.md, "Training with a Hugging
// Face tokenizer"): EOS and padding from tokenizer_config.json, refused by name when it cannot
// give them; training examples built as TRL-style trainers build them (prompt + completion
// encoded whole, the loss from the prompt's own token count); samples read as the text the
// generated ids add to the prompt. The Llama 2 and Llama 3 files of tests/data/tokenizers.
#include "dataset.h"
#include "jobtokenizer.h"

#include "tensor/hftokenizer.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <fstream>

using namespace pilot;
using namespace pilot::trainer;

namespace {

const std::string kTokenizers = PILOT_SOURCE_DIR "/tests/data/tokenizers/";
const std::string kLlama2 = kTokenizers + "llama2/tokenizer.json";
const std::string kLlama3 = kTokenizers + "llama3/tokenizer.json";

void writeFile(const std::string &path, const std::string &content)
{
    std::ofstream(path) << content;
}

// The message of what `load` throws, or "" when it throws nothing.
template<typename F>
QString errorOf(F load)
{
    try {
        load();
    } catch (const std::exception &e) {
        return QString::fromStdString(e.what());
    }
    return QString();
}

std::vector<std::int64_t> joined(std::vector<std::int64_t> a, std::int64_t last)
{
    a.push_back(last);
    return a;
}

} // namespace

class TestTrainerHfTokenizer : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void specialTokensComeFromTheConfig()
    {
        // Llama 2: <s> 1, </s> 2, and its config's pad_token </s>.
        const auto llama2 = loadJobTokenizer("hf", kLlama2);
        QCOMPARE(llama2->bos(), std::int64_t(1));
        QCOMPARE(llama2->eos(), std::int64_t(2));
        QCOMPARE(llama2->pad(), std::int64_t(2));
        QCOMPARE(llama2->vocabSize(), std::int64_t(32000));
        // Llama 3 Instruct ends a turn with <|eot_id|> and names no pad_token: padding is EOS.
        const auto llama3 = loadJobTokenizer("hf", kLlama3);
        QCOMPARE(llama3->bos(), std::int64_t(128000));
        QCOMPARE(llama3->eos(), std::int64_t(128009));
        QCOMPARE(llama3->pad(), std::int64_t(128009));
        // The byte tokenizer needs no file.
        const auto bytes = loadJobTokenizer("bytes", "");
        QCOMPARE(bytes->eos(), tensor::ByteTokenizer::kEos);
    }

    void aConfigThatCannotGiveEosIsRefusedByName()
    {
        QTemporaryDir dir;
        const std::string folder = dir.path().toStdString();
        const std::string path = folder + "/tokenizer.json";
        std::filesystem::copy_file(kLlama2, path);
        const std::string config = folder + "/tokenizer_config.json";
        QVERIFY(errorOf([&] { loadJobTokenizer("hf", path); }).contains(QLatin1String("tokenizer_config.json: eos_token: needed")));
        writeFile(config, R"({"bos_token": "<s>", "eos_token": {"content": "</nope>"}})");
        QVERIFY(errorOf([&] { loadJobTokenizer("hf", path); }).contains(QLatin1String("eos_token: \"</nope>\" is not a token")));
        writeFile(config, R"({"eos_token": "</s>", "pad_token": 7})");
        QVERIFY(errorOf([&] { loadJobTokenizer("hf", path); }).contains(QLatin1String("pad_token: expected a token text")));
        writeFile(config, "[1, 2]");
        QVERIFY(errorOf([&] { loadJobTokenizer("hf", path); }).contains(QLatin1String("expected a JSON object")));
        writeFile(config, "{\"eos_token\": ");
        QVERIFY(errorOf([&] { loadJobTokenizer("hf", path); }).contains(QLatin1String("not JSON")));
        std::filesystem::remove(config);
        std::filesystem::create_directory(config);
        QVERIFY(errorOf([&] { loadJobTokenizer("hf", path); }).contains(QLatin1String("tokenizer_config.json")));
        std::filesystem::remove(config);
        std::filesystem::create_symlink("/etc/passwd", config);
        QVERIFY(errorOf([&] { loadJobTokenizer("hf", path); }).contains(QLatin1String("tokenizer_config.json")));
        std::filesystem::remove(config);
        writeFile(config, R"({"eos_token": {"content": "</s>", "lstrip": false}})");
        QCOMPARE(loadJobTokenizer("hf", path)->pad(), std::int64_t(2));
    }

    void examplesAreBuiltAsTrlBuildsThem()
    {
        QTemporaryDir dir;
        const std::string data = dir.filePath(QStringLiteral("d.jsonl")).toStdString();
        // "2 plus 2 =" + " 4": Llama 2 puts "▁" before the first word only, so the prompt's
        // tokens are the first tokens of the whole text and the completion's space is its own.
        writeFile(data, "{\"prompt\": \"2 plus 2 =\", \"completion\": \" 4\"}\n{\"text\": \"Grüße aus Köln\"}\n");
        for (const std::string &file : {kLlama2, kLlama3}) {
            const auto tok = loadJobTokenizer("hf", file);
            const Dataset set = loadDataset(data, "", *tok, 64);
            QCOMPARE(set.examples.size(), std::size_t(2));
            const Example &pc = set.examples[0];
            QCOMPARE(pc.ids, joined(tok->encode("2 plus 2 = 4", true), tok->eos()));
            QCOMPARE(pc.lossFrom, tok->encode("2 plus 2 =", true).size());
            QCOMPARE(pc.ids.front(), tok->bos());
            const Example &text = set.examples[1];
            QCOMPARE(text.ids, joined(tok->encode("Grüße aus Köln", true), tok->eos()));
            QCOMPARE(text.lossFrom, std::size_t(1));
            // The batch predicts the completion and EOS and nothing else; padding is EOS.
            const Batch batch = makeBatch({&pc, &text}, tok->pad());
            const auto targets = batch.targets[0];
            std::int64_t scored = 0;
            for (std::int64_t t = 0; t < targets.size(0); ++t)
                scored += targets[t].item<std::int64_t>() != -100;
            QCOMPARE(scored, std::int64_t(pc.ids.size() - pc.lossFrom));
            const Example &shorter = pc.ids.size() < text.ids.size() ? pc : text;
            const std::int64_t row = &shorter == &pc ? 0 : 1;
            QVERIFY(shorter.ids.size() < std::size_t(batch.ids.size(1)));
            QCOMPARE(batch.ids[row][std::int64_t(shorter.ids.size())].item<std::int64_t>(), tok->eos());
        }
        // A prompt that fills the sequence leaves nothing to learn: refused with its line.
        const auto tok = loadJobTokenizer("hf", kLlama2);
        QVERIFY(errorOf([&] { loadDataset(data, "", *tok, 3); }).contains(QLatin1String(":1: the prompt fills the whole sequence")));
    }

    void aSampleKeepsTheSpaceItBeginsWith()
    {
        // Llama 2's decoder strips the space a text begins with: decoding " 4" alone gives "4",
        // and an exact-match check would fail on the right answer.
        const auto tok = loadJobTokenizer("hf", kLlama2);
        const std::vector<std::int64_t> prompt = startIds(*tok, "2 plus 2 =");
        const std::vector<std::int64_t> whole = tok->encode("2 plus 2 = 4", true);
        QVERIFY(std::equal(prompt.begin(), prompt.end(), whole.begin()));
        const std::vector<std::int64_t> generated(whole.begin() + std::ptrdiff_t(prompt.size()), whole.end());
        QCOMPARE(tok->decode(generated, true), std::string("4"));
        QCOMPARE(continuationText(*tok, prompt, generated), std::string(" 4"));
        // A model with a padded vocabulary (32,064 rows for 32,000 tokens) can generate an id
        // the tokenizer does not know: it has no text, as in the Neuron job.
        std::vector<std::int64_t> unknownFirst{32050};
        unknownFirst.insert(unknownFirst.end(), generated.begin(), generated.end());
        QCOMPARE(continuationText(*tok, prompt, unknownFirst), std::string(" 4"));
        // Special tokens never reach a sample's text.
        QCOMPARE(continuationText(*tok, prompt, {tok->eos(), 1}), std::string());
        // The byte tokenizer continues with its bytes, valid UTF-8 or not.
        const tensor::ByteTokenizer bytes;
        QCOMPARE(continuationText(bytes, startIds(bytes, "ab"), {0xC3}), std::string("\xC3"));
    }
};

QTEST_GUILESS_MAIN(TestTrainerHfTokenizer)
#include "tst_trainerhftokenizer.moc"
