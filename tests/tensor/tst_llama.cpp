// The C++ Llama against an independent PyTorch implementation of HF LlamaForCausalLM on the
// same safetensors weights; LoRA against PEFT's formula and names; HF folders incl. shards.
#include "tensor/llamaconfig.h"
#include "tensor/modeldir.h"

#include <nlohmann/json.hpp>

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <fstream>

using namespace pilot::tensor;

namespace {

LlamaConfig smallConfig(bool tied)
{
    LlamaConfig c;
    c.vocabSize = 259;
    c.hiddenSize = 64;
    c.intermediateSize = 160;
    c.numLayers = 2;
    c.numHeads = 8;
    c.numKvHeads = tied ? 8 : 2; // grouped-query attention in the untied case
    c.headDim = 8;
    c.ropeTheta = tied ? 10000.0 : 500000.0;
    c.rmsNormEps = 1e-5;
    c.tieWordEmbeddings = tied;
    return c;
}

torch::Tensor sampleIds()
{
    torch::Generator g = at::detail::createCPUGenerator(7);
    return torch::randint(0, 259, {3, 17}, g, torch::kInt64);
}

// Runs the Python reference; returns its exit code and prints what it said.
int compareWithReference(const QString &modelDir, const torch::Tensor &ids, const torch::Tensor &logits,
                         const QString &adapterDir = QString())
{
    QTemporaryDir dir;
    nlohmann::json rows = nlohmann::json::array();
    for (std::int64_t b = 0; b < ids.size(0); ++b) {
        nlohmann::json row = nlohmann::json::array();
        for (std::int64_t t = 0; t < ids.size(1); ++t)
            row.push_back(ids[b][t].item<std::int64_t>());
        rows.push_back(row);
    }
    const QString idsPath = dir.filePath(QStringLiteral("ids.json"));
    std::ofstream(idsPath.toStdString()) << rows.dump();
    const QString logitsPath = dir.filePath(QStringLiteral("logits.safetensors"));
    saveSafetensors(logitsPath.toStdString(), {{"logits", logits}});
    QStringList args{QStringLiteral(PILOT_SOURCE_DIR "/tests/tensor/hf_llama_reference.py"), modelDir, idsPath, logitsPath};
    if (!adapterDir.isEmpty())
        args << QStringLiteral("--adapter") << adapterDir;
    QProcess python;
    python.setProcessChannelMode(QProcess::MergedChannels);
    python.start(QStringLiteral("/usr/bin/python3"), args);
    if (!python.waitForFinished(120000))
        return -1;
    qInfo().noquote() << "reference:" << python.readAll().trimmed();
    return python.exitCode();
}

} // namespace

class TestLlama : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { torch::set_num_threads(1); }

    void forwardMatchesIndependentReference_data()
    {
        QTest::addColumn<bool>("tied");
        QTest::newRow("untied, grouped-query attention") << false;
        QTest::newRow("tied embeddings") << true;
    }

    void forwardMatchesIndependentReference()
    {
        QFETCH(bool, tied);
        QTemporaryDir dir;
        LlamaForCausalLM model(smallConfig(tied));
        model->initialiseWeights(0.1, at::detail::createCPUGenerator(1));
        saveModelDir(model, dir.path().toStdString());
        const torch::Tensor ids = sampleIds();
        torch::NoGradGuard noGrad;
        const torch::Tensor logits = model(ids);
        QCOMPARE(logits.sizes().vec(), std::vector<std::int64_t>({3, 17, 259}));
        QCOMPARE(compareWithReference(dir.path(), ids, logits), 0);

        // The folder loads back into an identical model.
        LlamaForCausalLM again = loadModelDir(dir.path().toStdString());
        QVERIFY(torch::equal(again(ids), logits));
    }

    void tensorPathMatchesFusedPath()
    {
        // fp32 on the CPU takes the fused kernels; every other type (bf16 autocast, CUDA) takes
        // the tensor formulation. Run the same weights both ways (fp64 selects the tensor path)
        // and compare the loss and the gradient of every weight.
        LlamaForCausalLM fused(smallConfig(false));
        fused->initialiseWeights(0.1, at::detail::createCPUGenerator(4));
        LlamaForCausalLM tensorPath(smallConfig(false));
        {
            torch::NoGradGuard noGrad;
            for (const auto &item : fused->named_parameters())
                tensorPath->named_parameters()[item.key()].copy_(item.value());
        }
        tensorPath->to(torch::kFloat64);
        const torch::Tensor ids = sampleIds();
        const auto loss = [&](LlamaForCausalLM &m) {
            const torch::Tensor logits = m(ids);
            return torch::nn::functional::cross_entropy(logits.view({-1, logits.size(-1)}), ids.view({-1}));
        };
        const torch::Tensor lf = loss(fused), lt = loss(tensorPath);
        QVERIFY2(std::abs(lf.item<double>() - lt.item<double>()) < 1e-5,
                 qPrintable(QString::number(lf.item<double>() - lt.item<double>())));
        lf.backward();
        lt.backward();
        for (const auto &item : fused->named_parameters()) {
            const torch::Tensor expected = tensorPath->named_parameters()[item.key()].grad().to(torch::kFloat32);
            QVERIFY2(torch::allclose(item.value().grad(), expected, 1e-3, 1e-5), item.key().c_str());
        }
    }

    void referenceNoticesAWrongModel()
    {
        // The comparison can fail: logits of a different model are rejected.
        QTemporaryDir dir;
        LlamaForCausalLM model(smallConfig(false));
        model->initialiseWeights(0.1, at::detail::createCPUGenerator(1));
        saveModelDir(model, dir.path().toStdString());
        LlamaForCausalLM other(smallConfig(false));
        other->initialiseWeights(0.1, at::detail::createCPUGenerator(2));
        torch::NoGradGuard noGrad;
        const torch::Tensor ids = sampleIds();
        QCOMPARE(compareWithReference(dir.path(), ids, other(ids)), 1);
    }

    void loraFollowsPeft()
    {
        QTemporaryDir base;
        QTemporaryDir adapter;
        LlamaForCausalLM model(smallConfig(false));
        model->initialiseWeights(0.1, at::detail::createCPUGenerator(3));
        saveModelDir(model, base.path().toStdString());
        const torch::Tensor ids = sampleIds();
        torch::Tensor before;
        {
            torch::NoGradGuard noGrad;
            before = model(ids);
        }
        LoraConfig lora;
        lora.r = 4;
        lora.alpha = 12;
        lora.targetModules = {"q_proj", "v_proj", "down_proj"};
        model->addLora(lora);
        torch::NoGradGuard noGrad;
        // B starts at zero: the adapted model is exactly the base model.
        QVERIFY(torch::equal(model(ids), before));

        const NamedTensors state = model->adapterState();
        QCOMPARE(state.size(), std::size_t(2 * 3 * 2)); // 2 layers x 3 modules x (A, B)
        std::map<std::string, torch::Tensor> byName(state.begin(), state.end());
        const auto &a = byName.at("base_model.model.model.layers.0.self_attn.q_proj.lora_A.weight");
        const auto &b = byName.at("base_model.model.model.layers.0.self_attn.q_proj.lora_B.weight");
        QCOMPARE(a.sizes().vec(), std::vector<std::int64_t>({4, 64}));
        QCOMPARE(b.sizes().vec(), std::vector<std::int64_t>({64, 4}));
        QVERIFY(byName.count("base_model.model.model.layers.1.mlp.down_proj.lora_B.weight"));
        for (const auto &[name, t] : state)
            QVERIFY2(!t.requires_grad() || name.find(".lora_") != std::string::npos, name.c_str());
        // Base weights are frozen, adapters train.
        for (const auto &item : model->named_parameters())
            QCOMPARE(item.value().requires_grad(), item.key().find(".lora_") != std::string::npos);

        for (auto &[name, t] : state) {
            if (name.find("lora_B") != std::string::npos)
                t.normal_(0, 0.05, at::detail::createCPUGenerator(4));
        }
        saveAdapterDir(model, adapter.path().toStdString(), base.path().toStdString());
        QCOMPARE(compareWithReference(base.path(), ids, model(ids), adapter.path()), 0);

        std::ifstream in(adapter.filePath(QStringLiteral("adapter_config.json")).toStdString());
        const nlohmann::json config = nlohmann::json::parse(in);
        for (const char *key : {"peft_type", "task_type", "base_model_name_or_path", "r", "lora_alpha", "lora_dropout", "target_modules",
                                "bias", "fan_in_fan_out", "inference_mode"})
            QVERIFY2(config.contains(key), key);
        QCOMPARE(config["peft_type"].get<std::string>(), std::string("LORA"));
        QCOMPARE(config["r"].get<int>(), 4);

        // Loading the adapter folder onto a fresh base model reproduces the logits.
        LlamaForCausalLM reloaded = loadModelDir(base.path().toStdString());
        loadAdapterDir(reloaded, adapter.path().toStdString());
        QVERIFY(torch::equal(reloaded(ids), model(ids)));
    }

    void shardedFolderLoads()
    {
        QTemporaryDir dir;
        LlamaForCausalLM model(smallConfig(false));
        model->initialiseWeights(0.1, at::detail::createCPUGenerator(5));
        const NamedTensors state = model->baseState();
        NamedTensors first(state.begin(), state.begin() + std::ptrdiff_t(state.size() / 2));
        NamedTensors second(state.begin() + std::ptrdiff_t(state.size() / 2), state.end());
        const std::string root = dir.path().toStdString();
        saveSafetensors(root + "/model-00001-of-00002.safetensors", first);
        saveSafetensors(root + "/model-00002-of-00002.safetensors", second);
        nlohmann::json index = {{"metadata", {{"total_size", 0}}}, {"weight_map", nlohmann::json::object()}};
        for (const auto &[name, t] : first)
            index["weight_map"][name] = "model-00001-of-00002.safetensors";
        for (const auto &[name, t] : second)
            index["weight_map"][name] = "model-00002-of-00002.safetensors";
        std::ofstream(root + "/model.safetensors.index.json") << index.dump();
        std::ofstream(root + "/config.json") << model->config().toJson().dump();
        LlamaForCausalLM loaded = loadModelDir(root);
        torch::NoGradGuard noGrad;
        const torch::Tensor ids = sampleIds();
        QVERIFY(torch::equal(loaded(ids), model(ids)));

        // A shard that goes missing is named.
        QVERIFY(QFile::remove(dir.filePath(QStringLiteral("model-00002-of-00002.safetensors"))));
        try {
            loadModelDir(root);
            QFAIL("a missing shard was not noticed");
        } catch (const std::exception &e) {
            QVERIFY2(std::string(e.what()).find("model-00002-of-00002") != std::string::npos, e.what());
        }
    }

    void configErrorsNameTheField_data()
    {
        QTest::addColumn<QString>("patch");
        QTest::addColumn<QString>("expected");
        QTest::newRow("kv heads") << R"({"num_key_value_heads": 3})"
                                  << "num_key_value_heads";
        QTest::newRow("activation") << R"({"hidden_act": "gelu"})"
                                    << "hidden_act";
        QTest::newRow("rope scaling") << R"({"rope_scaling": {"type": "linear", "factor": 2.0}})"
                                      << "rope_scaling";
        QTest::newRow("missing") << R"({"hidden_size": null})"
                                 << "hidden_size: missing";
        QTest::newRow("type") << R"({"num_hidden_layers": "two"})"
                              << "num_hidden_layers: expected a whole number";
        QTest::newRow("bias") << R"({"attention_bias": true})"
                              << "attention_bias";
    }

    void configErrorsNameTheField()
    {
        QFETCH(QString, patch);
        QFETCH(QString, expected);
        nlohmann::json json = smallConfig(false).toJson();
        json.merge_patch(nlohmann::json::parse(patch.toStdString()));
        try {
            LlamaConfig::fromJson(json);
            QFAIL("accepted an invalid config");
        } catch (const ConfigError &e) {
            QVERIFY2(std::string(e.what()).find(expected.toStdString()) != std::string::npos, e.what());
        }
    }

    void readsTransformersV5RopeParameters()
    {
        nlohmann::json json = smallConfig(false).toJson();
        json.erase("rope_theta");
        json["rope_parameters"] = {{"rope_type", "default"}, {"rope_theta", 123.0}};
        QCOMPARE(LlamaConfig::fromJson(json).ropeTheta, 123.0);
    }
};

QTEST_GUILESS_MAIN(TestLlama)
#include "tst_llama.moc"
