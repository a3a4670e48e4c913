// The memory calculator against cases computed by hand (the figures in the comments).
#include "core/calculators/amortisation.h"
#include "core/calculators/communication.h"
#include "core/calculators/devicetable.h"
#include "core/calculators/memoryestimate.h"
#include "core/calculators/memoryverdict.h"
#include "core/decision/decisionrules.h"
#include "core/record/decisionrecord.h"

#include <QTest>

using namespace pilot;

namespace {

ModelShape llama3_8b()
{
    // config.json of Llama 3 8B (public): vocab 128256, hidden 4096, intermediate 14336,
    // 32 layers, 32 heads, 8 KV heads, untied embeddings.
    return {128256, 4096, 14336, 32, 32, 8, false};
}

// Llama 3 70B with LoRA r 16 on 16 Trainium2 chips (tests/data/decisions, "needs tensor parallelism").
Assumptions llama70bLora()
{
    Assumptions a;
    a.memory = {{QStringLiteral("vocab"), 128256},  {QStringLiteral("hidden"), 8192},    {QStringLiteral("intermediate"), 28672},
                {QStringLiteral("layers"), 80},     {QStringLiteral("heads"), 64},       {QStringLiteral("kv_heads"), 8},
                {QStringLiteral("lora"), 1},        {QStringLiteral("lora_rank"), 16},   {QStringLiteral("seq_len"), 4096},
                {QStringLiteral("micro_batch"), 1}, {QStringLiteral("weight_bytes"), 2}, {QStringLiteral("recompute"), 1},
                {QStringLiteral("devices"), 16}};
    a.device = QStringLiteral("trainium2");
    return a;
}

QString recordMemoryLine(const Assumptions &a, const QString &language)
{
    Project p;
    p.title = QStringLiteral("memory");
    p.assumptions = a;
    const DecisionRecord record(p, DecisionRules::builtIn(), language, QDate(2026, 12, 1));
    for (const RecordBlock &b : record.document().blocks) {
        const QString text = b.text.toPlainText();
        if (b.kind == RecordBlock::Kind::Paragraph
            && (text.startsWith(QLatin1String("Memory (")) || text.startsWith(QLatin1String("Speicher ("))))
            return text;
    }
    return QString();
}

} // namespace

class TestMemoryEstimate : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parameterCounts()
    {
        QCOMPARE(llama3_8b().parameters(), Q_INT64_C(8030261248)); // the published count
        // vocab 10, hidden 4, intermediate 8, 1 layer, 2 heads (dim 2), 1 KV head:
        // embed 40 + q 16 + k 8 + v 8 + o 16 + mlp 96 + norms 8 + final norm 4 + lm_head 40 = 236.
        QCOMPARE((ModelShape{10, 4, 8, 1, 2, 1, false}).parameters(), qint64(236));
        QCOMPARE((ModelShape{10, 4, 8, 1, 2, 1, true}).parameters(), qint64(196));
        // LoRA r=8 on q_proj and v_proj of Llama 3 8B: 32 x (8 x (4096+4096) + 8 x (4096+1024)).
        QCOMPARE(llama3_8b().loraParameters(8, {QStringLiteral("q_proj"), QStringLiteral("v_proj")}), Q_INT64_C(3407872));
    }

    void fullFineTuningOnOneDevice()
    {
        TrainingSetup s;
        s.lora = false;
        s.seqLen = 2048;
        s.microBatch = 1;
        const MemoryEstimate e = estimateMemory(llama3_8b(), s, Parallelism{});
        const double p = 8030261248.0;
        QCOMPARE(e.weights, 2 * p);   // bf16
        QCOMPARE(e.gradients, 2 * p); // bf16
        QCOMPARE(e.optimizer, 8 * p); // two fp32 moments
        QCOMPARE(e.master, 4 * p);    // fp32 master weights
        // 32 layers x 2048 x 4096 x (10 + 24 + 5 x 32 x 2048 / 4096) + fp32 logits 2048 x 128256 x 4
        QCOMPARE(e.activations, 32.0 * 2048 * 4096 * 114 + 2048.0 * 128256 * 4);
        QCOMPARE(e.total(), 16 * p + 31652315136.0);
        QCOMPARE(e.checkpointBytes, 14 * p);
    }

    void loraKeepsTheBaseFrozen()
    {
        TrainingSetup s; // LoRA r=8 on q, v, bf16
        const MemoryEstimate e = estimateMemory(llama3_8b(), s, Parallelism{});
        const double base = 8030261248.0;
        const double adapters = 3407872.0;
        QCOMPARE(e.trainable, qint64(3407872));
        QCOMPARE(e.weights, 2 * (base + adapters));
        QCOMPARE(e.gradients, 2 * adapters);
        QCOMPARE(e.optimizer, 8 * adapters);
        QCOMPARE(e.checkpointBytes, 14 * adapters);
    }

    void shardingDividesWhatItShards()
    {
        TrainingSetup s;
        s.lora = false;
        const MemoryEstimate one = estimateMemory(llama3_8b(), s, Parallelism{});
        const MemoryEstimate zero1 = estimateMemory(llama3_8b(), s, Parallelism{1, 1, 8, 1});
        QCOMPARE(zero1.optimizer, one.optimizer / 8);
        QCOMPARE(zero1.master, one.master / 8);
        QCOMPARE(zero1.gradients, one.gradients);
        const MemoryEstimate zero3 = estimateMemory(llama3_8b(), s, Parallelism{1, 1, 8, 3});
        QCOMPARE(zero3.weights, one.weights / 8);
        QCOMPARE(zero3.gradients, one.gradients / 8);
        const MemoryEstimate tp = estimateMemory(llama3_8b(), s, Parallelism{4, 1, 1, 0});
        QCOMPARE(tp.weights, one.weights / 4);
        QVERIFY(tp.activations < one.activations);
        const MemoryEstimate pp = estimateMemory(llama3_8b(), s, Parallelism{1, 2, 1, 0});
        QCOMPARE(pp.weights, one.weights / 2);
        s.recomputeActivations = true;
        QCOMPARE(estimateMemory(llama3_8b(), s, Parallelism{}).activations, 32.0 * 2 * 2048 * 4096 + 2048.0 * 128256 * 4);
    }

    void deviceTable()
    {
        const DeviceTable &t = DeviceTable::builtIn();
        const Device *trn2 = t.find(QStringLiteral("trainium2"));
        QVERIFY(trn2);
        QCOMPARE(trn2->memoryBytes, 96.0 * 1024 * 1024 * 1024);
        QCOMPARE(trn2->perInstance, 16);
        QCOMPARE(t.find(QStringLiteral("h200"))->memoryBytes, 141e9);
        for (const Device &d : t.devices)
            QVERIFY2(!d.source.isEmpty(), qPrintable(d.id)); // every figure says where it comes from
        Diagnostics diagnostics;
        QVERIFY(!DeviceTable::parse("schema: migration-pilot/devices@1\ndevices:\n  - {id: x, name: X, memory_gb: lots, source: s}\n",
                                    QStringLiteral("devices.yaml"), &diagnostics));
        QCOMPARE(diagnostics.constFirst().toString(),
                 QStringLiteral("devices.yaml:3:33: devices[0].memory_gb: expected a number, found 'lots'"));
        diagnostics.clear();
        QVERIFY(!DeviceTable::parse("schema: migration-pilot/devices@1\ndevices:\n  - {id: x, name: X, source: s}\n",
                                    QStringLiteral("devices.yaml"), &diagnostics));
        QVERIFY(diagnostics.constFirst().message.contains(QLatin1String("memory_gib")));
    }

    void deviceTableWithASecondDocumentIsRefused()
    {
        Diagnostics diagnostics;
        QVERIFY(!DeviceTable::parse("schema: migration-pilot/devices@1\ndevices:\n  - {id: x, name: X, memory_gb: 80, source: s}\n"
                                    "...\n---\ndevices: []\n",
                                    QStringLiteral("devices.yaml"), &diagnostics));
        QVERIFY2(diagnostics.constFirst().toString().startsWith(QLatin1String("devices.yaml:5:1: a second YAML document starts here")),
                 qPrintable(diagnostics.constFirst().toString()));
    }

    void amortisation()
    {
        // 120 h porting at 100/h, 10 h compiling and 30 h pilot runs at 20/h on Trainium2:
        // preparation 12,000 + 800 = 12,800. GPU 40/h; Trainium2 20/h at 0.8x the throughput
        // costs 25 per hour of reference work: 15 saved per hour, break-even after 853.3 h.
        AmortisationInputs in;
        in.portingHours = 120;
        in.engineerRate = 100;
        in.compileHours = 10;
        in.pilotRunHours = 30;
        in.gpuPricePerHour = 40;
        in.trainiumPricePerHour = 20;
        in.relativeThroughput = 0.8;
        in.plannedGpuHours = 2000;
        const AmortisationResult r = amortise(in);
        QCOMPARE(r.preparationCost, 12800.0);
        QCOMPARE(r.trainiumCostPerHour, 25.0);
        QCOMPARE(r.savingPerHour, 15.0);
        QVERIFY(r.breakEvenGpuHours.has_value());
        QCOMPARE(*r.breakEvenGpuHours, 12800.0 / 15.0);
        QCOMPARE(r.netAtPlan, 15.0 * 2000 - 12800);
        // When Trainium2 work costs more per hour, preparation is never paid back.
        in.relativeThroughput = 0.4; // 50 per hour of reference work
        const AmortisationResult never = amortise(in);
        QVERIFY(!never.breakEvenGpuHours.has_value());
        QVERIFY(never.netAtPlan < 0);
    }

    // One verdict for the calculator, the decision's facts and the record (memoryverdict.h).
    void verdictIsMadeOnce()
    {
        const Assumptions a = llama70bLora();
        const DeviceTable &table = DeviceTable::builtIn();
        const std::optional<MemoryVerdict> v = memoryVerdict(a, table);
        QVERIFY(v);
        QCOMPARE(v->fit, MemoryVerdict::Fit::WithParallelism);
        const Parallelism &p = v->parallelism;
        QCOMPARE(v->devicesUsed(), p.tensor * p.pipeline * p.data);
        QVERIFY(v->devicesUsed() > 1 && v->devicesUsed() <= 16);
        QCOMPARE(v->deviceNameIn(QStringLiteral("de")), QStringLiteral("AWS Trainium2 (ein Chip)"));
        QCOMPARE(v->deviceNameIn(QStringLiteral("en")), QStringLiteral("AWS Trainium2 (one chip)"));

        // The device picked on the calculator's screen gives the same answer as the project's.
        const MemoryVerdict picked = memoryVerdict(a, *table.find(QStringLiteral("trainium2")));
        QCOMPARE(picked.fit, v->fit);
        QCOMPARE(picked.devicesUsed(), v->devicesUsed());
        QCOMPARE(picked.parallelism.zeroStage, p.zeroStage);
        QCOMPARE(picked.aloneBytes, v->aloneBytes);

        // The headroom is kMemoryHeadroom, at its exact edge.
        Device edge = *table.find(QStringLiteral("h200"));
        edge.memoryBytes = v->aloneBytes / (1 - kMemoryHeadroom) * (1 + 1e-9);
        QCOMPARE(memoryVerdict(a, edge).fit, MemoryVerdict::Fit::Alone);
        QCOMPARE(memoryVerdict(a, edge).devicesUsed(), 1);
        edge.memoryBytes = v->aloneBytes / (1 - kMemoryHeadroom) * (1 - 1e-6);
        QVERIFY(memoryVerdict(a, edge).fit != MemoryVerdict::Fit::Alone);

        // The record says what the verdict says, in either language.
        QCOMPARE(recordMemoryLine(a, QStringLiteral("en")).section(QStringLiteral(" — "), -1),
                 QStringLiteral("fits on %1 devices with tensor %2, pipeline %3, data %4, ZeRO stage %5")
                     .arg(v->devicesUsed())
                     .arg(p.tensor)
                     .arg(p.pipeline)
                     .arg(p.data)
                     .arg(p.zeroStage));
        QVERIFY(recordMemoryLine(a, QStringLiteral("de")).contains(QLatin1String("AWS Trainium2 (ein Chip)")));
        Assumptions tiny = a;
        tiny.memory[QStringLiteral("devices")] = 1;
        QCOMPARE(memoryVerdict(tiny, table)->fit, MemoryVerdict::Fit::DoesNotFit);
        QVERIFY(recordMemoryLine(tiny, QStringLiteral("en")).endsWith(QLatin1String("does not fit on 1 devices")));
        tiny.device = QStringLiteral("no-such-device");
        QVERIFY(!memoryVerdict(tiny, table));
        QCOMPARE(recordMemoryLine(tiny, QStringLiteral("en")), QString());
    }

    void suggestions()
    {
        const double gib = 1024.0 * 1024 * 1024;
        TrainingSetup lora;
        Parallelism p;
        // LoRA on Llama 3 8B fits one Trainium2 chip (96 GiB) without any parallelism.
        QVERIFY(suggestParallelism(llama3_8b(), lora, 96 * gib, 1, 0.1, &p));
        QCOMPARE(p.tensor * p.pipeline * p.data, 1);
        // Full fine-tuning needs ~128 GB of states: not on one 80 GB device, but on eight with ZeRO.
        TrainingSetup full;
        full.lora = false;
        QVERIFY(!suggestParallelism(llama3_8b(), full, 80e9, 1, 0.1, &p));
        QVERIFY(suggestParallelism(llama3_8b(), full, 80e9, 8, 0.1, &p));
        QCOMPARE(p.tensor, 1);
        QCOMPARE(p.data, 8);
        QVERIFY(p.zeroStage >= 1);
        QVERIFY(estimateMemory(llama3_8b(), full, p).total() <= 80e9 * 0.9);
    }

    // Communication per device and optimizer step, worked out by hand (ring collectives: an
    // all-reduce sends 2(n-1)/n of its bytes, a reduce-scatter or all-gather (n-1)/n).
    void communicationVolumes()
    {
        const ModelShape shape = llama3_8b();
        TrainingSetup lora;
        lora.loraRank = 16; // q_proj, v_proj: 32 * 16 * ((4096 + 4096) + (4096 + 1024)) = 6,815,744 trained
        lora.seqLen = 2048;
        // LoRA on 16 devices, data parallel: gradients 6,815,744 * 2 B = 13,631,488 B, all-reduced:
        // 2 * 15/16 * 13,631,488 = 25,559,040 B.
        CommunicationVolume v = estimateCommunication(shape, lora, {1, 1, 16, 0});
        QCOMPARE(v.dataParallel, 25559040.0);
        QCOMPARE(v.tensorParallel, 0.0);
        QCOMPARE(v.pipelineParallel, 0.0);
        // Full fine-tuning in bf16 on 8 devices: gradients 8,030,261,248 * 2 = 16,060,522,496 B;
        // all-reduce 2 * 7/8 of it = 28,105,914,368 B; ZeRO 1 and 2 the same; ZeRO 3 gathers the
        // weights twice and reduce-scatters the gradients: 3 * 7/8 * 16,060,522,496 = 42,158,871,552 B.
        TrainingSetup full;
        full.lora = false;
        QCOMPARE(estimateCommunication(shape, full, {1, 1, 8, 0}).dataParallel, 28105914368.0);
        QCOMPARE(estimateCommunication(shape, full, {1, 1, 8, 1}).dataParallel, 28105914368.0);
        QCOMPARE(estimateCommunication(shape, full, {1, 1, 8, 2}).dataParallel, 28105914368.0);
        QCOMPARE(estimateCommunication(shape, full, {1, 1, 8, 3}).dataParallel, 42158871552.0);
        // Tensor parallel 8: one layer's activations 2048 * 1 * 4096 * 2 B = 16,777,216 B, all-reduced
        // 2 * 7/8 = 29,360,128 B, four times per layer, 32 layers: 3,758,096,384 B per micro-batch;
        // with full recomputation six times: 5,637,144,576 B.
        QCOMPARE(estimateCommunication(shape, full, {8, 1, 1, 0}).tensorParallel, 3758096384.0);
        TrainingSetup recompute = full;
        recompute.recomputeActivations = true;
        QCOMPARE(estimateCommunication(shape, recompute, {8, 1, 1, 0}).tensorParallel, 5637144576.0);
        // Pipeline of 4 stages, 8 micro-batches per step: a middle stage sends each micro-batch's
        // activations on and their gradients back, 2 * 8 * 16,777,216 = 268,435,456 B.
        v = estimateCommunication(shape, full, {1, 4, 1, 0}, 8);
        QCOMPARE(v.pipelineParallel, 268435456.0);
        QCOMPARE(v.dataParallel, 0.0);
        // All three for LoRA, tensor 2 x pipeline 2 x data 4: the replica's gradients are split four
        // ways (3,407,872 B), all-reduced over 4: 5,111,808 B; tensor: 16 layers * 4 * 2 * 1/2 *
        // 16,777,216 = 1,073,741,824 B; pipeline: 2 * 16,777,216 = 33,554,432 B.
        v = estimateCommunication(shape, lora, {2, 2, 4, 0});
        QCOMPARE(v.dataParallel, 5111808.0);
        QCOMPARE(v.tensorParallel, 1073741824.0);
        QCOMPARE(v.pipelineParallel, 33554432.0);
        QCOMPARE(v.total(), 1112408064.0);
        // fp32 training doubles the activations' bytes; one device communicates nothing.
        TrainingSetup fp32 = full;
        fp32.weightBytes = 4;
        QCOMPARE(estimateCommunication(shape, fp32, {1, 4, 1, 0}).pipelineParallel, 2.0 * 2048 * 4096 * 4);
        QCOMPARE(estimateCommunication(shape, full, Parallelism()).total(), 0.0);
    }
};

QTEST_GUILESS_MAIN(TestMemoryEstimate)
#include "tst_memoryestimate.moc"
