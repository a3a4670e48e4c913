// The shared job-file corpus (tests/data/jobs) through the core's reader, as `pilotctl
// validate` and the app read a job: every valid file accepted, every invalid one refused with
// exactly the fields its .expect names. The trainer's reader runs the same corpus in
// tests/trainer/tst_trainerjobcorpus.cpp.
#include "core/job/jobspecio.h"

#include "../common/jobcorpus.h"

#include <QTest>

using namespace pilot;

namespace {

QStringList coreErrors(const QString &file)
{
    const JobSpecReadResult r = readJobSpec(file);
    QStringList errors;
    for (const Diagnostic &d : r.diagnostics) {
        if (d.severity == Diagnostic::Severity::Error)
            errors.append(d.message);
    }
    if (errors.isEmpty() && !r.spec)
        errors.append(QStringLiteral("(refused without an error)"));
    return errors;
}

} // namespace

class TestJobCorpus : public QObject
{
    Q_OBJECT
    QList<jobcorpus::Case> m_cases;

private Q_SLOTS:
    void initTestCase() { m_cases = jobcorpus::cases(); }

    void coreReaderMeetsTheCorpus_data() { jobcorpus::addRows(m_cases); }

    void coreReaderMeetsTheCorpus()
    {
        QFETCH(int, index);
        const jobcorpus::Case &c = m_cases.at(index);
        const QString problem = jobcorpus::verdict(c, coreErrors(c.file));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // The corpus covers what it claims to: each kind of rule is exercised by some case.
    void corpusCoversTheInterface()
    {
        QSet<QString> fields;
        int valid = 0;
        for (const jobcorpus::Case &c : m_cases) {
            valid += c.valid ? 1 : 0;
            for (const jobcorpus::Expected &x : c.expected)
                fields.insert(x.field);
        }
        QVERIFY(valid >= 10);
        for (const char *field : {"schema",
                                  "run_id",
                                  "name",
                                  "role",
                                  "backend",
                                  "device",
                                  "precision",
                                  "threads",
                                  "model",
                                  "model.arch",
                                  "model.path",
                                  "model.config",
                                  "model.init_checkpoint",
                                  "tokenizer",
                                  "tokenizer.kind",
                                  "tokenizer.path",
                                  "method",
                                  "method.kind",
                                  "method.r",
                                  "method.alpha",
                                  "method.dropout",
                                  "method.target_modules",
                                  "data",
                                  "data.train",
                                  "data.validation",
                                  "data.version",
                                  "data.sha256",
                                  "data.sha256.train",
                                  "data.sha256.validation",
                                  "train",
                                  "train.seq_len",
                                  "train.micro_batch",
                                  "train.grad_accum",
                                  "train.max_steps",
                                  "train.seed",
                                  "train.lr",
                                  "train.warmup_steps",
                                  "train.schedule",
                                  "train.grad_clip",
                                  "train.optimizer",
                                  "train.optimizer.kind",
                                  "train.optimizer.betas",
                                  "train.optimizer.eps",
                                  "train.optimizer.weight_decay",
                                  "eval",
                                  "eval.every_steps",
                                  "eval.samples",
                                  "eval.max_new_tokens",
                                  "checkpoint",
                                  "checkpoint.every_steps",
                                  "checkpoint.keep_last",
                                  "resume",
                                  "model.config.vocab_size",
                                  "model.config.hidden_size",
                                  "model.config.intermediate_size",
                                  "model.config.num_hidden_layers",
                                  "model.config.num_attention_heads",
                                  "model.config.num_key_value_heads",
                                  "model.config.head_dim",
                                  "model.config.tie_word_embeddings",
                                  "(document)"})
            QVERIFY2(fields.contains(QLatin1String(field)), field);
    }

    // The runner itself can fail: a reader that names another field, one more field, or
    // accepts an invalid file does not meet a case.
    void runnerRefusesAWrongReader()
    {
        jobcorpus::Case c;
        c.valid = false;
        c.expected = {{QStringLiteral("train.lr"), QStringLiteral("must lie between")}};
        QVERIFY(jobcorpus::verdict(c, {QStringLiteral("train.lr: must lie between 0 and 10, found 20")}).isEmpty());
        QVERIFY(!jobcorpus::verdict(c, {}).isEmpty());
        QVERIFY(!jobcorpus::verdict(c, {QStringLiteral("train.seed: must lie between 0 and 10, found 20")}).isEmpty());
        QVERIFY(!jobcorpus::verdict(c, {QStringLiteral("train.lr: expected a number, found null")}).isEmpty());
        QVERIFY(!jobcorpus::verdict(c, {QStringLiteral("train.lr: must lie between 0 and 10, found 20"),
                                        QStringLiteral("role: expected one of reference, pilot, fallback")})
                     .isEmpty());
        c.valid = true;
        QVERIFY(!jobcorpus::verdict(c, {QStringLiteral("JSON syntax error: unexpected end")}).isEmpty());
        QCOMPARE(jobcorpus::fieldOf(QStringLiteral("JSON syntax error: x")), jobcorpus::kDocument);
        QCOMPARE(jobcorpus::fieldOf(QStringLiteral("method.target_modules[1]: expected text")), QStringLiteral("method.target_modules[1]"));
    }
};

QTEST_GUILESS_MAIN(TestJobCorpus)
#include "tst_jobcorpus.moc"
