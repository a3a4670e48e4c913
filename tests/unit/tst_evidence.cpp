// Evidence entries as references: links, files and runs of the project, paths to nothing.
#include "core/project/evidence.h"
#include "core/project/projectplace.h"
#include "core/record/decisionrecord.h"
#include "core/support/diskwork.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace pilot;

namespace {

void touch(const QString &path)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
}

} // namespace

class TestEvidence : public QObject
{
    Q_OBJECT

private slots:
    void entriesAreClassified()
    {
        QTemporaryDir dir;
        touch(dir.filePath(QStringLiteral("scans/ops.json")));
        touch(dir.filePath(QStringLiteral("runs/unlisted/metrics.jsonl")));
        QDir().mkpath(dir.filePath(QStringLiteral("runs/listed")));
        QDir().mkpath(dir.filePath(QStringLiteral("notes")));
        Project p;
        p.runs.append(ProjectRun{QStringLiteral("runs/listed"), RunRole::Reference, QString()});
        const QString folder = dir.path();
        const auto kind = [&](const char *entry) { return classifyEvidence(QLatin1String(entry), p, folder).kind; };
        QCOMPARE(kind("https://example.org/plan"), EvidenceKind::Link);
        QCOMPARE(kind("Architecture board decision of 2026-10-14"), EvidenceKind::Text);
        QCOMPARE(kind("ops-scan: model.pt — 6 aten operators"), EvidenceKind::Text);
        QCOMPARE(kind("scans/ops.json"), EvidenceKind::File);
        QCOMPARE(kind("runs/listed"), EvidenceKind::Run);
        QCOMPARE(kind("runs/unlisted"), EvidenceKind::Run); // it has a metrics.jsonl
        QCOMPARE(kind("notes"), EvidenceKind::Text);        // one word, no path: text
        QCOMPARE(kind("notes/"), EvidenceKind::File);       // a plain folder
        QCOMPARE(kind("runs/gone"), EvidenceKind::Missing);
        QCOMPARE(kind("model.pt"), EvidenceKind::Missing);
        QCOMPARE(classifyEvidence(QStringLiteral("runs/gone"), p, folder).absolutePath, dir.filePath(QStringLiteral("runs/gone")));
    }

    void pathsOutsideTheProjectAreNotLookedUp()
    {
        // Outside is decided from the text alone: an existing and a missing file outside read
        // alike, and a path inside is named relative to the project.
        QTemporaryDir dir;
        const QString project = dir.filePath(QStringLiteral("p"));
        touch(dir.filePath(QStringLiteral("secret.txt")));
        touch(project + QStringLiteral("/scans/ops.json"));
        Project p;
        for (const QString &entry :
             {QStringLiteral("../secret.txt"), dir.filePath(QStringLiteral("secret.txt")), QStringLiteral("/etc/shadow"),
              QStringLiteral("/no/such/file.txt"), QStringLiteral("runs/../../secret.txt"), QStringLiteral("..")}) {
            const EvidenceRef ref = classifyEvidence(entry, p, project);
            if (entry == QLatin1String(".."))
                QCOMPARE(ref.kind, EvidenceKind::Text); // one word without a folder: prose
            else
                QCOMPARE(ref.kind, EvidenceKind::Outside);
            QVERIFY(ref.absolutePath.isEmpty());
            QCOMPARE(ref.shown, entry);
        }
        const EvidenceRef inside = classifyEvidence(project + QStringLiteral("/scans/ops.json"), p, project);
        QCOMPARE(inside.kind, EvidenceKind::File);
        QCOMPARE(inside.shown, QStringLiteral("scans/ops.json"));
        QCOMPARE(placeInProject(QStringLiteral("a/./b/../c"), project).shown, QStringLiteral("a/c"));
        QCOMPARE(placeInProject(project, project).shown, QStringLiteral("."));
        QCOMPARE(placeInProject(QStringLiteral("../p/x"), project).shown, QStringLiteral("x")); // out and back in: inside
        QVERIFY(!placeInProject(QStringLiteral("runs/../x"), project).outside);
        QVERIFY(placeInProject(dir.path() + QStringLiteral("/p2/x"), project).outside); // a sibling with the same prefix
    }

    void missingEvidenceIsWarned()
    {
        QTemporaryDir dir;
        touch(dir.filePath(QStringLiteral("scans/ops.json")));
        Project p;
        p.decision.append(DecisionAnswer{QStringLiteral("unconfirmed_operators"),
                                         Answer::No,
                                         QString(),
                                         {QStringLiteral("scans/ops.json"), QStringLiteral("scans/old.json")}});
        const Diagnostics d = checkEvidence(p, dir.filePath(QStringLiteral("project.yaml")));
        QCOMPARE(d.size(), 1);
        QCOMPARE(d[0].severity, Diagnostic::Severity::Warning);
        QVERIFY2(d[0].toString().contains(QLatin1String("decision.unconfirmed_operators.evidence[1]: 'scans/old.json'")),
                 qPrintable(d[0].toString()));
    }

    void attachedPathsAreRelativeWherePossible()
    {
        QCOMPARE(evidencePathFor(QStringLiteral("/team/p/runs/a"), QStringLiteral("/team/p")), QStringLiteral("runs/a"));
        QCOMPARE(evidencePathFor(QStringLiteral("/team/shared/x.pdf"), QStringLiteral("/team/p")), QStringLiteral("../shared/x.pdf"));
        QCOMPARE(evidencePathFor(QStringLiteral("/data/x.pdf"), QStringLiteral("/team/p/q")), QStringLiteral("/data/x.pdf"));
    }

    void recordMarksReferences_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("missing");
        QTest::newRow("en") << "en"
                            << "scans/ops.json (file)"
                            << "runs/gone (missing!)";
        QTest::newRow("de") << "de"
                            << "scans/ops.json (Datei)"
                            << "runs/gone (fehlt!)";
    }

    void recordMarksReferences()
    {
        QFETCH(QString, language);
        QFETCH(QString, file);
        QFETCH(QString, missing);
        QTemporaryDir dir;
        touch(dir.filePath(QStringLiteral("scans/ops.json")));
        Project p;
        p.title = QStringLiteral("t");
        p.decision.append(DecisionAnswer{QStringLiteral("unconfirmed_operators"),
                                         Answer::No,
                                         QString(),
                                         {QStringLiteral("scans/ops.json"), QStringLiteral("runs/gone"), QStringLiteral("a note")}});
        DecisionRecord record(p, DecisionRules::builtIn(), language, QDate(2026, 12, 1));
        QVERIFY(record.markdown().contains(QLatin1String("scans/ops.json; runs/gone; a note"))); // no folder: as written
        record.setProjectFolder(dir.path());
        const QString md = record.markdown();
        QVERIFY2(md.contains(file + QStringLiteral("; ") + missing + QStringLiteral("; a note")), qPrintable(md));
    }

    void lookedUpFactsClassifyWithoutTheDisk()
    {
        // The look-up reads each place once, off whatever thread calls it; classifying from its
        // facts reads nothing and agrees with classifying from the disk.
        QTemporaryDir dir;
        touch(dir.filePath(QStringLiteral("scans/ops.json")));
        touch(dir.filePath(QStringLiteral("runs/unlisted/metrics.jsonl")));
        QDir().mkpath(dir.filePath(QStringLiteral("runs/listed")));
        Project p;
        p.runs.append(ProjectRun{QStringLiteral("runs/listed"), RunRole::Reference, QString()});
        const QStringList entries = {
            QStringLiteral("scans/ops.json"), QStringLiteral("runs/listed"),         QStringLiteral("runs/unlisted"),
            QStringLiteral("runs/gone"),      QStringLiteral("https://example.org"), QStringLiteral("/etc/shadow"),
            QStringLiteral("a note"),         QStringLiteral("scans/ops.json")};
        p.decision.append(DecisionAnswer{QStringLiteral("gpu_reference"), Answer::Yes, QString(), entries});
        const QString folder = dir.path();

        const quint64 before = diskWork().evidenceChecks;
        const EvidenceFactsByPath facts = lookUpEvidence(p, folder);
        QCOMPARE(diskWork().evidenceChecks - before, quint64(4)); // four places inside, one looked up once
        QCOMPARE(facts.size(), 4);
        QVERIFY(facts.value(dir.filePath(QStringLiteral("runs/unlisted"))).holdsMetrics);
        QVERIFY(!facts.value(dir.filePath(QStringLiteral("runs/gone"))).exists);

        const quint64 classified = diskWork().evidenceChecks;
        for (const QString &e : entries) {
            const std::optional<EvidenceRef> known = classifyEvidence(e, p, folder, facts);
            QVERIFY2(known, qPrintable(e));
            const EvidenceRef fromDisk = classifyEvidence(e, p, folder);
            QCOMPARE(known->kind, fromDisk.kind);
            QCOMPARE(known->shown, fromDisk.shown);
            QCOMPARE(known->absolutePath, fromDisk.absolutePath);
        }
        QCOMPARE(diskWork().evidenceChecks - classified, quint64(4 + 1)); // only the classifications from the disk
        // A place not looked up is not guessed at; one outside or a link needs no look-up.
        QVERIFY(!classifyEvidence(QStringLiteral("runs/new"), p, folder, facts));
        QCOMPARE(classifyEvidence(QStringLiteral("/etc/shadow"), p, folder, {})->kind, EvidenceKind::Outside);
        QCOMPARE(classifyEvidence(QStringLiteral("https://example.org"), p, folder, {})->kind, EvidenceKind::Link);

        // Known places are skipped; a cancelled look-up stops at once.
        QCOMPARE(lookUpEvidence(p, folder, facts).size(), 0);
        QCOMPARE(lookUpEvidence(p, folder, {}, [] { return true; }).size(), 0);
    }

    void recordUsesLookedUpFacts()
    {
        QTemporaryDir dir;
        touch(dir.filePath(QStringLiteral("scans/ops.json")));
        Project p;
        p.title = QStringLiteral("t");
        p.decision.append(DecisionAnswer{QStringLiteral("unconfirmed_operators"),
                                         Answer::No,
                                         QString(),
                                         {QStringLiteral("scans/ops.json"), QStringLiteral("runs/gone")}});
        DecisionRecord record(p, DecisionRules::builtIn(), QStringLiteral("en"), QDate(2026, 12, 1));
        record.setProjectFolder(dir.path());
        // Only the file's facts are known: the other entry is shown as written, unmarked.
        EvidenceFactsByPath facts;
        facts.insert(dir.filePath(QStringLiteral("scans/ops.json")), lookUpEvidencePlace(dir.filePath(QStringLiteral("scans/ops.json"))));
        record.setEvidenceFacts(facts);
        const quint64 before = diskWork().evidenceChecks;
        const QString md = record.markdown();
        QCOMPARE(diskWork().evidenceChecks, before);
        QVERIFY2(md.contains(QLatin1String("scans/ops.json (file); runs/gone")) && !md.contains(QLatin1String("runs/gone (")),
                 qPrintable(md));
    }
};

QTEST_GUILESS_MAIN(TestEvidence)
#include "tst_evidence.moc"
