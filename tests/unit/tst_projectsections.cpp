// Which sections of a project an edit touched: every field belongs to exactly one section, and
// a field that did not change names none.
#include "core/project/projectsections.h"

#include <QTest>

#include <functional>

using namespace pilot;

namespace {

Project sample()
{
    Project p;
    p.title = QStringLiteral("t");
    p.authors = {QStringLiteral("a")};
    p.created = QDate(2026, 11, 1);
    p.decision.append(DecisionAnswer{QStringLiteral("gpu_reference"), Answer::Yes, QStringLiteral("r"), {QStringLiteral("runs/ref")}});
    p.profile.seqLen = 2048;
    p.limits.lossDeviationAbs = 0.05;
    p.limits.locked = LimitsLock{QDateTime(QDate(2026, 11, 2), QTime(8, 0), Qt::UTC), QStringLiteral("a"), QStringLiteral("pilot")};
    p.limits.changes.append(LimitChange{QDateTime(QDate(2026, 11, 3), QTime(8, 0), Qt::UTC), QStringLiteral("a"),
                                        QStringLiteral("restart_time_s"), QString(), QStringLiteral("900"), QStringLiteral("why")});
    p.runs.append(ProjectRun{QStringLiteral("runs/ref"), RunRole::Reference, QStringLiteral("GPU")});
    p.assumptions.amortisation.insert(QStringLiteral("engineer_rate"), Assumption{100, QStringLiteral("rate card"), QString()});
    p.assumptions.memory.insert(QStringLiteral("layers"), 32);
    p.notes = QStringLiteral("n");
    return p;
}

} // namespace

Q_DECLARE_METATYPE(std::function<void(pilot::Project &)>)

class TestProjectSections : public QObject
{
    Q_OBJECT

private slots:
    void eachEditNamesItsSection_data()
    {
        QTest::addColumn<int>("section");
        QTest::addColumn<std::function<void(Project &)>>("edit");
        const auto row = [](const char *name, ProjectSection s, std::function<void(Project &)> f) { QTest::newRow(name) << int(s) << f; };
        row("title", ProjectSection::Heading, [](Project &p) { p.title += QLatin1Char('x'); });
        row("authors", ProjectSection::Heading, [](Project &p) { p.authors.append(QStringLiteral("b")); });
        row("created", ProjectSection::Heading, [](Project &p) { p.created.reset(); });
        row("answer", ProjectSection::Decision, [](Project &p) { p.decision[0].answer = Answer::No; });
        row("reason", ProjectSection::Decision, [](Project &p) { p.decision[0].reason += QLatin1Char('x'); });
        row("evidence", ProjectSection::Decision, [](Project &p) { p.decision[0].evidence.clear(); });
        row("new row", ProjectSection::Decision, [](Project &p) { p.row(QStringLiteral("amortisation")); });
        row("profile", ProjectSection::Profile, [](Project &p) { p.profile.seqLen = 4096; });
        row("profile method", ProjectSection::Profile, [](Project &p) { p.profile.method = QStringLiteral("lora"); });
        row("limit", ProjectSection::Limits, [](Project &p) { p.limits.lossDeviationAbs = 0.06; });
        row("limit set", ProjectSection::Limits, [](Project &p) { p.limits.restartTimeS = 900; });
        row("lock", ProjectSection::Limits, [](Project &p) { p.limits.locked->reason += QLatin1Char('x'); });
        row("unlock", ProjectSection::Limits, [](Project &p) { p.limits.locked.reset(); });
        row("change log", ProjectSection::Limits, [](Project &p) { p.limits.changes.clear(); });
        row("run label", ProjectSection::Runs, [](Project &p) { p.runs[0].label += QLatin1Char('x'); });
        row("run role", ProjectSection::Runs, [](Project &p) { p.runs[0].role = RunRole::Pilot; });
        row("run added", ProjectSection::Runs, [](Project &p) { p.runs.append(ProjectRun{}); });
        row("assumption", ProjectSection::Assumptions,
            [](Project &p) { p.assumptions.amortisation[QStringLiteral("engineer_rate")].label.clear(); });
        row("memory input", ProjectSection::Assumptions, [](Project &p) { p.assumptions.memory[QStringLiteral("layers")] = 16; });
        row("device", ProjectSection::Assumptions, [](Project &p) { p.assumptions.device = QStringLiteral("trn2"); });
        row("currency", ProjectSection::Assumptions, [](Project &p) { p.assumptions.currency = QStringLiteral("EUR"); });
        row("price table", ProjectSection::Assumptions, [](Project &p) { p.priceTable = QStringLiteral("prices.yaml"); });
        row("paths", ProjectSection::Runtime,
            [](Project &p) { p.paths.targets[QStringLiteral("local")][QStringLiteral("/data")] = QStringLiteral("/mnt/data"); });
        row("notes", ProjectSection::Notes, [](Project &p) { p.notes += QLatin1Char('x'); });
        row("decided", ProjectSection::Decided, [](Project &p) { p.decided = QDate(2026, 12, 1); });
    }

    void eachEditNamesItsSection()
    {
        QFETCH(int, section);
        QFETCH(std::function<void(Project &)>, edit);
        const Project before = sample();
        Project after = before;
        edit(after);
        QCOMPARE(int(changedSections(before, after)), section);
        QCOMPARE(int(changedSections(after, before)), section);
    }

    void sameContentIsNoChange()
    {
        const Project p = sample();
        Project copy = p;
        copy.sourceYaml = "title: t\n"; // the text it was read from is no section
        QCOMPARE(int(changedSections(p, copy)), 0);
        QCOMPARE(int(changedSections(Project(), Project())), 0);
        // Several sections at once, and every section together.
        copy.notes.clear();
        copy.runs.clear();
        QCOMPARE(changedSections(p, copy), ProjectSections(ProjectSection::Notes | ProjectSection::Runs));
        QVERIFY(allProjectSections().testFlag(ProjectSection::Place));
        QVERIFY(!changedSections(p, Project()).testFlag(ProjectSection::Place));
    }
};

QTEST_GUILESS_MAIN(TestProjectSections)
#include "tst_projectsections.moc"
