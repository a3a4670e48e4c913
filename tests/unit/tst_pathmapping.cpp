// The project's `paths:` section: reading it (every problem located), writing it back, and
// mapping a job's inputs for a run on a target.
#include "../common/projectdiagnostics.h"

#include "core/launch/jobinputs.h"
#include "core/project/pathmapping.h"
#include "core/project/projectreader.h"
#include "core/project/projectwriter.h"

#include <QTest>

using namespace pilot;
using pilot::testing::firstError;
using pilot::testing::locatedAs;

namespace {

const char kHead[] = "schema: migration-pilot/project@1\ntitle: Paths\n";

ProjectLoadResult parse(const QByteArray &paths)
{
    return parseProject(QByteArray(kHead) + paths, QStringLiteral("p.yaml"));
}

LaunchTarget target(const QString &text)
{
    LaunchTarget t;
    QString error;
    if (!LaunchTarget::parse(text, &t, &error))
        qFatal("bad target in test: %s", qPrintable(error));
    return t;
}

JobSpec jobNaming(const QString &train, const QString &model = QString())
{
    JobSpec job;
    job.data.train = train;
    job.model.path = model;
    return job;
}

} // namespace

class TestPathMapping : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsEveryTargetKind()
    {
        const ProjectLoadResult r = parse("paths:\n"
                                          "  local:\n    /data/tickets: /mnt/tickets\n    ../../models/: models\n"
                                          "  \"ssh://me@gpu-01:2222\":\n    /data: /fsx/data\n"
                                          "  slurm:trn2:\n    /data: /shared/data\n");
        QVERIFY2(r.project.has_value(), qPrintable(firstError(r)));
        const PathMapping &m = r.project->paths;
        QCOMPARE(m.targets.size(), 3);
        // Folder keys are compared clean: the trailing '/' goes.
        QCOMPARE(m.targets.value(QStringLiteral("local")).value(QStringLiteral("../../models")), QStringLiteral("models"));
        QCOMPARE(m.targets.value(QStringLiteral("ssh://me@gpu-01:2222")).value(QStringLiteral("/data")), QStringLiteral("/fsx/data"));
        QCOMPARE(m.targets.value(QStringLiteral("slurm:trn2")).value(QStringLiteral("/data")), QStringLiteral("/shared/data"));
    }

    void problemsAreLocated_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("expected"); // "line:col: fragment"
        QTest::newRow("not a map") << QByteArray("paths: [a]\n") << "3:8: paths: expected a mapping";
        QTest::newRow("unknown target") << QByteArray("paths:\n  ftp://x:\n    /a: /b\n") << "4:3: paths.ftp://x:";
        QTest::newRow("folders not a map") << QByteArray("paths:\n  local: /a\n") << "4:10: paths.local: expected a mapping";
        QTest::newRow("list as place") << QByteArray("paths:\n  local:\n    /a: [b]\n") << "5:9: paths.local: expected a folder";
        QTest::newRow("empty place") << QByteArray("paths:\n  local:\n    /a: \"\"\n") << "5:9: paths.local./a: expected two folder names";
        QTest::newRow("control character") << QByteArray("paths:\n  local:\n    /a: \"/b\\x07\"\n")
                                           << "5:9: paths.local./a: expected two folder names without control characters";
        QTest::newRow("relative on an SSH host")
            << QByteArray("paths:\n  ssh://h:\n    /data: data\n") << "5:12: paths.ssh://h./data: a folder on an SSH host must be absolute";
    }

    void problemsAreLocated()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, expected);
        const ProjectLoadResult r = parse(yaml);
        QVERIFY(!r.project.has_value());
        const QString got = firstError(r);
        QVERIFY2(locatedAs(got, expected), qPrintable(QStringLiteral("expected '%1', got '%2'").arg(expected, got)));
    }

    void writesWhatItReads()
    {
        ProjectLoadResult r = parse("paths:\n  local:\n    /data: /mnt/d\n  ssh://u@h:22:\n    \"/a: b\": \"/x #y\"\n");
        QVERIFY2(r.project.has_value(), qPrintable(firstError(r)));
        const QByteArray saved = serializeProject(*r.project);
        const ProjectLoadResult again = parseProject(saved, QStringLiteral("again.yaml"));
        QVERIFY2(again.project.has_value(), qPrintable(firstError(again) + QLatin1Char('\n') + QString::fromUtf8(saved)));
        QCOMPARE(again.project->paths, r.project->paths);
        QCOMPARE(again.project->paths.targets.value(QStringLiteral("ssh://u@h:22")).value(QStringLiteral("/a: b")),
                 QStringLiteral("/x #y"));

        // An empty mapping leaves no section behind.
        r.project->paths = PathMapping();
        QVERIFY(!serializeProject(*r.project).contains("paths"));
    }

    void theLongestFolderWins()
    {
        PathMapping m;
        m.targets[QStringLiteral("local")] = {{QStringLiteral("/data"), QStringLiteral("/mnt/all")},
                                              {QStringLiteral("/data/tickets"), QStringLiteral("/mnt/tickets")}};
        JobSpec job = jobNaming(QStringLiteral("/data/tickets/train.jsonl"), QStringLiteral("/data/models/tiny"));
        job.data.validation = QStringLiteral("/data/ticketsold/v.jsonl"); // a sibling whose name starts alike
        const MappedInputs mapped = mapJobInputs(&job, m, LaunchTarget(), QStringLiteral("/p"));
        QCOMPARE(job.data.train, QStringLiteral("/mnt/tickets/train.jsonl"));
        QCOMPARE(job.model.path, QStringLiteral("/mnt/all/models/tiny"));
        QCOMPARE(job.data.validation, QStringLiteral("/mnt/all/ticketsold/v.jsonl"));
        QCOMPARE(mapped.written.value(QStringLiteral("data.train")), QStringLiteral("/data/tickets/train.jsonl"));
        QVERIFY(mapped.onHost.isEmpty());
    }

    void aWholeFileAndTheRootCanBeMapped()
    {
        PathMapping m;
        m.targets[QStringLiteral("local")] = {{QStringLiteral("/data/train.jsonl"), QStringLiteral("/mnt/t.jsonl")},
                                              {QStringLiteral("/"), QStringLiteral("/old-root")}};
        JobSpec job = jobNaming(QStringLiteral("/data/train.jsonl"), QStringLiteral("/models/tiny"));
        mapJobInputs(&job, m, LaunchTarget(), QString());
        QCOMPARE(job.data.train, QStringLiteral("/mnt/t.jsonl"));
        QCOMPARE(job.model.path, QStringLiteral("/old-root/models/tiny"));
    }

    void aRelativePlaceIsTakenFromTheProjectFolder()
    {
        PathMapping m;
        m.targets[QStringLiteral("local")] = {{QStringLiteral("../../data"), QStringLiteral("shared/data")}};
        JobSpec job = jobNaming(QStringLiteral("../../data/train.jsonl"));
        mapJobInputs(&job, m, LaunchTarget(), QStringLiteral("/home/me/project"));
        QCOMPARE(job.data.train, QStringLiteral("/home/me/project/shared/data/train.jsonl"));
        // Paths no entry holds stay as written, to be resolved beside the job file.
        JobSpec other = jobNaming(QStringLiteral("../data/train.jsonl"));
        const MappedInputs none = mapJobInputs(&other, m, LaunchTarget(), QStringLiteral("/home/me/project"));
        QCOMPARE(other.data.train, QStringLiteral("../data/train.jsonl"));
        QVERIFY(none.written.isEmpty());
    }

    void aTargetsOwnEntriesComeFirst()
    {
        PathMapping m;
        m.targets[QStringLiteral("local")] = {{QStringLiteral("/data"), QStringLiteral("/mnt/here")}};
        m.targets[QStringLiteral("slurm:trn2")] = {{QStringLiteral("/data"), QStringLiteral("/shared/data")}};
        JobSpec onSlurm = jobNaming(QStringLiteral("/data/t.jsonl"));
        const MappedInputs slurm = mapJobInputs(&onSlurm, m, target(QStringLiteral("slurm:trn2")), QString());
        QCOMPARE(onSlurm.data.train, QStringLiteral("/shared/data/t.jsonl"));
        // Slurm's nodes see this machine's files: nothing is left to the host.
        QVERIFY(slurm.onHost.isEmpty());
        // Another partition has no entries of its own and takes this machine's.
        JobSpec onOther = jobNaming(QStringLiteral("/data/t.jsonl"));
        mapJobInputs(&onOther, m, target(QStringLiteral("slurm:gpu")), QString());
        QCOMPARE(onOther.data.train, QStringLiteral("/mnt/here/t.jsonl"));
    }

    // An SSH host's entries name folders on that host: used there and never staged from here;
    // inputs only this machine's entries map are staged from where they lie here.
    void anSshHostsEntriesStayOnTheHost()
    {
        PathMapping m;
        m.targets[QStringLiteral("local")] = {{QStringLiteral("/data"), QStringLiteral("/mnt/here")}};
        m.targets[QStringLiteral("ssh://u@gpu:22")] = {{QStringLiteral("/models"), QStringLiteral("/fsx/models")}};
        JobSpec job = jobNaming(QStringLiteral("/data/t.jsonl"), QStringLiteral("/models/llama"));
        const MappedInputs mapped = mapJobInputs(&job, m, target(QStringLiteral("ssh://u@gpu:22")), QStringLiteral("/p"));
        QCOMPARE(job.model.path, QStringLiteral("/fsx/models/llama"));
        QCOMPARE(job.data.train, QStringLiteral("/mnt/here/t.jsonl"));
        QCOMPARE(mapped.onHost, QStringList{QStringLiteral("model.path")});

        LaunchPlan plan;
        stageJobInputs(&job, &plan, mapped.onHost);
        QCOMPARE(plan.files.size(), 1);
        QCOMPARE(plan.files.constFirst().source, QStringLiteral("/mnt/here/t.jsonl"));
        QCOMPARE(job.model.path, QStringLiteral("/fsx/models/llama"));
        QCOMPARE(job.data.train, QStringLiteral("inputs/train-t.jsonl"));
    }

    void theMissingInputMessageNamesTheEntryToWrite()
    {
        QCOMPARE(missingInputText(QStringLiteral("../../data/train.jsonl"), QStringLiteral("/copy/data/train.jsonl")),
                 QStringLiteral("/copy/data/train.jsonl is not there (the job names “../../data/train.jsonl”)"));
        QCOMPARE(missingInputText(QStringLiteral("/data/t.jsonl"), QStringLiteral("/data/t.jsonl")),
                 QStringLiteral("/data/t.jsonl is not there"));
        // Each folder once, for the target's entries (local's for local and SSH runs).
        const QString local = mappingHintText(
            {QStringLiteral("../../data/train.jsonl"), QStringLiteral("../../data/valid.jsonl"), QStringLiteral("/models/tiny")},
            target(QStringLiteral("ssh://u@h")));
        QVERIFY2(local.endsWith(QLatin1String("\npaths:\n  local:\n    ../../data: /where/it/lies\n    /models: /where/it/lies")),
                 qPrintable(local));
        const QString slurm = mappingHintText({QStringLiteral("/data/t.jsonl")}, target(QStringLiteral("slurm:trn2")));
        QVERIFY2(slurm.endsWith(QLatin1String("\npaths:\n  slurm:trn2:\n    /data: /where/it/lies")), qPrintable(slurm));
    }
};

QTEST_GUILESS_MAIN(TestPathMapping)
#include "tst_pathmapping.moc"
