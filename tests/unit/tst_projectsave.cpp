// Saving keeps the user's file: only what was edited changes, as `diff` sees it.
#include "core/project/projectreader.h"
#include "core/project/projectwriter.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace pilot;

namespace {

QByteArray demoText()
{
    QFile f(QStringLiteral(PILOT_SOURCE_DIR "/resources/demo/project.yaml"));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The lines `diff` reports as removed (<) and added (>) between two texts.
QStringList diffLines(const QByteArray &before, const QByteArray &after)
{
    QTemporaryDir dir;
    const QString a = dir.filePath(QStringLiteral("a.yaml"));
    const QString b = dir.filePath(QStringLiteral("b.yaml"));
    for (const auto &[path, text] : {std::pair{a, before}, std::pair{b, after}}) {
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
            return {QStringLiteral("cannot write %1").arg(path)};
    }
    QProcess diff;
    diff.start(QStringLiteral("diff"), {a, b});
    if (!diff.waitForFinished(30000))
        return {QStringLiteral("diff did not finish")};
    QStringList lines;
    for (const QByteArray &line : diff.readAllStandardOutput().split('\n')) {
        if (line.startsWith("< ") || line.startsWith("> "))
            lines.append(QString::fromUtf8(line));
    }
    return lines;
}

Project demo()
{
    const ProjectLoadResult r = parseProject(demoText(), QStringLiteral("project.yaml"));
    return r.project ? *r.project : Project();
}

} // namespace

class TestProjectSave : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The issue's own check: one value edited in the demo project, one line changed in the file.
    void oneEditIsOneLine()
    {
        const QByteArray before = demoText();
        QVERIFY(!before.isEmpty());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("project.yaml"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(before);
        f.close();
        ProjectLoadResult loaded = loadProject(path);
        QVERIFY(loaded.project);
        Project p = *loaded.project;
        QCOMPARE(p.profile.trainingSteps, std::optional<qint64>(3000));
        p.profile.trainingSteps = 3500;
        QString error;
        QVERIFY2(saveProject(p, path, loaded.fileHash, nullptr, &error), qPrintable(error));
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(diffLines(before, saved.readAll()).join(u'\n'), QStringLiteral("<   training_steps: 3000\n>   training_steps: 3500"));
    }

    void unchangedIsIdentical()
    {
        QCOMPARE(serializeProject(demo()), demoText());
    }

    void editsChangeOnlyTheirLines_data()
    {
        QTest::addColumn<int>("edit");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("answer") << 0 << QStringList{QStringLiteral("<     answer: unknown"), QStringLiteral(">     answer: yes")};
        QTest::newRow("limit in a flow-style neighbourhood")
            << 1 << QStringList{QStringLiteral("<   loss_deviation_abs: 0.05"), QStringLiteral(">   loss_deviation_abs: 0.04")};
        QTest::newRow("run label")
            << 2
            << QStringList{QStringLiteral("<     label: \"Pilot · neuron job on CPU, not Trainium2\""), QStringLiteral(">     label: Second pilot")};
        QTest::newRow("note gets a line")
            << 3 << QStringList{QStringLiteral(">   Owner: the platform team.")};
        QTest::newRow("evidence removed")
            << 4 << QStringList{QStringLiteral("<     evidence:"), QStringLiteral("<       - requirements.txt of the training repository")};
        QTest::newRow("run added")
            << 5 << QStringList{QStringLiteral(">   - path: runs/pilot-2"), QStringLiteral(">     role: pilot")};
    }

    // Comments, flow maps, 8.03e9, the `|` notes and relative run paths stay as they were; the
    // edit reads back.
    void editsChangeOnlyTheirLines()
    {
        QFETCH(int, edit);
        QFETCH(QStringList, expected);
        Project p = demo();
        QVERIFY(!p.title.isEmpty());
        switch (edit) {
        case 0:
            for (DecisionAnswer &a : p.decision) {
                if (a.id == QLatin1String("compiler_ownership"))
                    a.answer = Answer::Yes;
            }
            break;
        case 1:
            p.limits.lossDeviationAbs = 0.04;
            break;
        case 2:
            p.runs[1].label = QStringLiteral("Second pilot");
            break;
        case 3:
            p.notes += QStringLiteral("Owner: the platform team.\n");
            break;
        case 4:
            for (DecisionAnswer &a : p.decision) {
                if (a.id == QLatin1String("custom_cuda_kernels"))
                    a.evidence.clear();
            }
            break;
        case 5:
            p.runs.append({QStringLiteral("runs/pilot-2"), RunRole::Pilot, QString()});
            break;
        }
        const QByteArray saved = serializeProject(p);
        QCOMPARE(diffLines(demoText(), saved).join(u'\n'), expected.join(u'\n'));
        const ProjectLoadResult back = parseProject(saved, QStringLiteral("saved.yaml"));
        QVERIFY(back.project);
        Project alone = *back.project;
        alone.sourceYaml.clear();
        p.sourceYaml.clear();
        QCOMPARE(serializeProject(alone), serializeProject(p));
    }

    // A text that reads like a number is still the user's text: "1.0" edited to "1" is saved
    // as "1", not kept as the old spelling of the same number.
    void numberLikeTextIsNotKept()
    {
        const QByteArray source = "schema: migration-pilot/project@1\n# the title\ntitle: \"1.0\"\n";
        ProjectLoadResult r = parseProject(source, QStringLiteral("p.yaml"));
        QVERIFY(r.project);
        Project p = *r.project;
        p.title = QStringLiteral("1");
        const QByteArray saved = serializeProject(p);
        const ProjectLoadResult back = parseProject(saved, QStringLiteral("saved.yaml"));
        QVERIFY(back.project);
        QCOMPARE(back.project->title, QStringLiteral("1"));
        QVERIFY2(saved.contains("# the title"), saved.constData());
    }

    // Saving twice in a row after an edit gives the same bytes.
    void saveIsStable()
    {
        Project p = demo();
        p.limits.restartTimeS = 600;
        const QByteArray once = serializeProject(p);
        const ProjectLoadResult again = parseProject(once, QStringLiteral("again.yaml"));
        QVERIFY(again.project);
        QCOMPARE(serializeProject(*again.project), once);
    }
};

QTEST_GUILESS_MAIN(TestProjectSave)
#include "tst_projectsave.moc"
