// Evidence entries as references: links, files and runs of the project, paths to nothing.
#include "core/record/decisionrecord.h"
#include "core/project/evidence.h"
#include "core/project/projectplace.h"

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
        for (const QString &entry : {QStringLiteral("../secret.txt"), dir.filePath(QStringLiteral("secret.txt")), QStringLiteral("/etc/shadow"),
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
        p.decision.append(DecisionAnswer{QStringLiteral("unconfirmed_operators"), Answer::No, QString(),
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
        QTest::newRow("en") << "en" << "scans/ops.json (file)" << "runs/gone (missing!)";
        QTest::newRow("de") << "de" << "scans/ops.json (Datei)" << "runs/gone (fehlt!)";
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
        p.decision.append(DecisionAnswer{QStringLiteral("unconfirmed_operators"), Answer::No, QString(),
                                         {QStringLiteral("scans/ops.json"), QStringLiteral("runs/gone"), QStringLiteral("a note")}});
        DecisionRecord record(p, DecisionRules::builtIn(), language, QDate(2026, 12, 1));
        QVERIFY(record.markdown().contains(QLatin1String("scans/ops.json; runs/gone; a note"))); // no folder: as written
        record.setProjectFolder(dir.path());
        const QString md = record.markdown();
        QVERIFY2(md.contains(file + QStringLiteral("; ") + missing + QStringLiteral("; a note")), qPrintable(md));
    }
};

QTEST_GUILESS_MAIN(TestEvidence)
#include "tst_evidence.moc"
