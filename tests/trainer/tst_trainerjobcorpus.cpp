// The shared job-file corpus (tests/data/jobs) through pilot-trainer's own reader, which reads
// job.json without Qt: every valid file accepted, every invalid one refused with exactly the
// fields its .expect names — the same verdicts as the core's reader (tests/unit/tst_jobcorpus).
// What the trainer cannot run (device neuron, a Hugging Face tokenizer) is refused after the
// contract, by trainerCannotRun(), and checked here on its own.
#include "trainjob.h"

#include "../common/jobcorpus.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace pilot::trainer;

namespace {

// The errors of `read` as "field: message" lines: the trainer puts "FILE: " in front.
QStringList trainerErrors(const QString &file, TrainJob *job = nullptr, TrainJob (*read)(const std::string &) = readJobFile)
{
    const std::string path = QFile::encodeName(file).toStdString();
    try {
        const TrainJob j = read(path);
        if (job)
            *job = j;
        return {};
    } catch (const JobError &e) {
        QStringList errors;
        for (const std::string &p : e.problems()) {
            QString line = QString::fromStdString(p);
            const QString prefix = file + QStringLiteral(": ");
            if (line.startsWith(prefix))
                line = line.mid(prefix.size());
            errors.append(line);
        }
        return errors;
    }
}

} // namespace

class TestTrainerJobCorpus : public QObject
{
    Q_OBJECT
    QList<jobcorpus::Case> m_cases;

private Q_SLOTS:
    void initTestCase() { m_cases = jobcorpus::cases(); }

    void trainerReaderMeetsTheCorpus_data() { jobcorpus::addRows(m_cases); }

    void trainerReaderMeetsTheCorpus()
    {
        QFETCH(int, index);
        const jobcorpus::Case &c = m_cases.at(index);
        const QString problem = jobcorpus::verdict(c, trainerErrors(c.file));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // A hostile file nested a million levels deep is refused before parsing, as a document
    // error, instead of overflowing the stack.
    void deepNestingIsRefusedNotFollowed()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("job.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const qsizetype depth = 1000000;
        f.write("{\"schema\": \"migration-pilot/job@1\", \"x\": " + QByteArray(depth, '[') + QByteArray(depth, ']') + "}\n");
        f.close();
        const QStringList errors = trainerErrors(file);
        QCOMPARE(errors.size(), 1);
        QCOMPARE(jobcorpus::fieldOf(errors.front()), jobcorpus::kDocument);
        QVERIFY2(errors.front().contains(QLatin1String("too deeply nested")), qPrintable(errors.front()));
    }

    // Valid jobs this trainer cannot run are refused by name, after the contract: by
    // trainerCannotRun, and so by readTrainJob, which pilot-trainer starts a job with.
    void whatTheTrainerCannotRun_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("expected");
        QTest::newRow("neuron") << QStringLiteral("fallback-on-neuron-constant")
                                << QStringLiteral("device: neuron jobs run on the neuron backend, not in pilot-trainer");
        QTest::newRow("hf tokenizer") << QStringLiteral("hf-tokenizer-with-path") << QString();
        QTest::newRow("cpu") << QStringLiteral("base") << QString();
        QTest::newRow("cuda") << QStringLiteral("pilot-on-cuda-bf16-linear") << QString();
    }

    void whatTheTrainerCannotRun()
    {
        QFETCH(QString, name);
        QFETCH(QString, expected);
        TrainJob job;
        const QString file = jobcorpus::corpusDir() + QStringLiteral("/valid/") + name + QStringLiteral(".json");
        const QStringList errors = trainerErrors(file, &job);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
        const std::vector<std::string> refused = trainerCannotRun(job);
        const QStringList started = trainerErrors(file, nullptr, readTrainJob);
        if (expected.isEmpty()) {
            QVERIFY(refused.empty());
            QVERIFY2(started.isEmpty(), qPrintable(started.join(QLatin1Char('\n'))));
            return;
        }
        QCOMPARE(refused.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(refused.front()), expected);
        QCOMPARE(started, QStringList{expected});
    }
};

QTEST_GUILESS_MAIN(TestTrainerJobCorpus)
#include "tst_trainerjobcorpus.moc"
