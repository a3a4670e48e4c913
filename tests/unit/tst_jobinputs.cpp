#include "core/launch/jobinputs.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace pilot;

class TestJobInputs : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyInputIsStagedUnderInputs()
    {
        JobSpec job;
        job.data.train = QStringLiteral("/data/a/train.jsonl");
        job.data.validation = QStringLiteral("/data/a/valid.jsonl");
        job.model.path = QStringLiteral("/models/llama");
        LaunchPlan plan;
        stageJobInputs(&job, &plan);
        QCOMPARE(job.data.train, QStringLiteral("inputs/train-train.jsonl"));
        QCOMPARE(job.data.validation, QStringLiteral("inputs/validation-valid.jsonl"));
        QCOMPARE(job.model.path, QStringLiteral("inputs/model"));
        QCOMPARE(plan.files.size(), 3);
        QCOMPARE(plan.files.at(2).source, QStringLiteral("/models/llama"));
    }

    // A Hugging Face tokenizer's EOS and padding come from tokenizer_config.json beside it: a
    // remote host must get that file too, beside the staged tokenizer.json.
    void aTokenizerTravelsWithItsConfig()
    {
        QTemporaryDir dir;
        const QString tokenizer = dir.filePath(QStringLiteral("tokenizer.json"));
        for (const QString &name : {tokenizer, dir.filePath(QStringLiteral("tokenizer_config.json"))}) {
            QFile f(name);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{}");
        }
        JobSpec job;
        job.tokenizer.kind = QStringLiteral("hf");
        job.tokenizer.path = tokenizer;
        LaunchPlan plan;
        stageJobInputs(&job, &plan);
        QCOMPARE(job.tokenizer.path, QStringLiteral("inputs/tokenizer/tokenizer.json"));
        QCOMPARE(plan.files.size(), 2);
        QCOMPARE(plan.files.at(0).source, dir.filePath(QStringLiteral("tokenizer_config.json")));
        QCOMPARE(plan.files.at(0).target, QStringLiteral("inputs/tokenizer/tokenizer_config.json"));
        QCOMPARE(plan.files.at(1).source, tokenizer);
        QCOMPARE(plan.files.at(1).target, QStringLiteral("inputs/tokenizer/tokenizer.json"));

        QFile::remove(dir.filePath(QStringLiteral("tokenizer_config.json")));
        JobSpec alone;
        alone.tokenizer.path = tokenizer;
        LaunchPlan without;
        stageJobInputs(&alone, &without);
        QCOMPARE(without.files.size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestJobInputs)
#include "tst_jobinputs.moc"
