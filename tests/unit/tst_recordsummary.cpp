// The one-page summary a decision record opens with, in situations written from the decision
// guide: a reader who reads only that page learns the outcome, whether the pilot passed and
// what keeps it from passing, the cost per accepted training state of both platforms (or that
// it is unknown), and what is still to do — never more than the sections after it say.
#include "core/record/decisionrecord.h"

#include <QtTest>

using namespace pilot;

namespace {

// The summary's rows as "label: text" lines, and whether a page break follows its table.
struct Summary
{
    QStringList rows;
    bool pageBreak = false;
    bool beforeRecommendation = false;
};

Summary summaryOf(const RecordDocument &doc, const QString &heading, const QString &recommendation)
{
    Summary s;
    for (qsizetype i = 0; i < doc.blocks.size(); ++i) {
        const RecordBlock &b = doc.blocks.at(i);
        if (b.kind != RecordBlock::Kind::Heading || b.text.toPlainText() != heading)
            continue;
        if (i + 2 >= doc.blocks.size() || doc.blocks.at(i + 1).kind != RecordBlock::Kind::Table)
            return s;
        for (const QList<RecordText> &row : doc.blocks.at(i + 1).rows)
            s.rows.append(row.at(0).toPlainText() + QStringLiteral(": ") + row.at(1).toPlainText());
        s.pageBreak = doc.blocks.at(i + 2).kind == RecordBlock::Kind::PageBreak;
        for (qsizetype j = i + 3; j < doc.blocks.size(); ++j) {
            if (doc.blocks.at(j).kind == RecordBlock::Kind::Heading && doc.blocks.at(j).text.toPlainText() == recommendation)
                s.beforeRecommendation = true;
        }
        return s;
    }
    return s;
}

QString row(const Summary &s, const QString &label)
{
    for (const QString &r : s.rows) {
        if (r.startsWith(label + QStringLiteral(": ")))
            return r.mid(label.size() + 2);
    }
    return QStringLiteral("<no row %1>").arg(label);
}

PilotCriterion criterion(const char *key, Verdict verdict, const char *reason = "")
{
    PilotCriterion c;
    c.key = QLatin1String(key);
    c.verdict = verdict;
    c.reason = QLatin1String(reason);
    return c;
}

RoleCost roleCost(RunRole role, std::optional<double> perState, std::optional<int> states, std::optional<double> total)
{
    RoleCost r;
    r.role = role;
    r.runs = 1;
    r.currency = QStringLiteral("EUR");
    r.costPerAcceptedState = perState;
    r.acceptedStates = states;
    r.total = total;
    return r;
}

} // namespace

class TestRecordSummary : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Before any run: the summary says the pilot is not judged and the cost not worked out —
    // it does not leave the rows out, so a reader sees what is missing.
    void beforeAnyRunNothingIsJudged()
    {
        Project p;
        p.title = QStringLiteral("before");
        const RecordDocument doc = DecisionRecord(p, DecisionRules::builtIn(), QStringLiteral("en"), QDate(2026, 12, 1)).document();
        const Summary s = summaryOf(doc, QStringLiteral("Summary"), QStringLiteral("Recommendation"));
        QVERIFY(s.pageBreak);
        QVERIFY(s.beforeRecommendation);
        QCOMPARE(row(s, QStringLiteral("Pilot verdict")), QStringLiteral("not judged: no reference and pilot run compared yet"));
        QCOMPARE(row(s, QStringLiteral("Cost per accepted training state, reference (GPU)")),
                 QStringLiteral("not worked out: no runs compared"));
        // Every row unanswered: the guide's prerequisites come first, as tasks to do first.
        const QString open = row(s, QStringLiteral("Open tasks"));
        QVERIFY2(open.contains(QStringLiteral("(do first)")), qPrintable(open));
        QVERIFY2(open.contains(QRegularExpression(QStringLiteral("and \\d+ more \\(see “Open questions”\\)$"))), qPrintable(open));
        QCOMPARE(open.count(QStringLiteral("• ")), 5);
    }

    // Seed 1: a pilot passes only on every criterion together. Loss and quality inside, but no
    // kill-and-resume drill: the summary says incomplete and names the restore criterion.
    void anUndrilledPilotIsIncompleteAndSaysWhy()
    {
        Project p;
        p.title = QStringLiteral("undrilled");
        PilotResults r;
        r.available = true;
        r.reference = QStringLiteral("gpu");
        r.pilot = QStringLiteral("trn2");
        r.verdict.criteria = {criterion("loss", Verdict::Pass), criterion("output_quality", Verdict::Pass),
                              criterion("restore", Verdict::Incomplete, "no_drill")};
        r.verdict.overall = Verdict::Incomplete;
        CostModel cost;
        cost.roles = {roleCost(RunRole::Reference, std::nullopt, std::nullopt, 40.0), roleCost(RunRole::Pilot, 12.5, 4, 50.0)};
        r.cost = cost;
        DecisionRecord record(p, DecisionRules::builtIn(), QStringLiteral("en"), QDate(2026, 12, 1));
        record.setPilotResults(r);
        const Summary s = summaryOf(record.document(), QStringLiteral("Summary"), QStringLiteral("Recommendation"));
        const QString verdict = row(s, QStringLiteral("Pilot verdict"));
        QVERIFY2(verdict.startsWith(QStringLiteral("incomplete")), qPrintable(verdict));
        QVERIFY2(!verdict.contains(QStringLiteral("the pilot passes on every criterion")), qPrintable(verdict));
        QVERIFY2(verdict.contains(QStringLiteral("Restore: kill-and-resume drill, jump check — incomplete: no kill-and-resume drill of the pilot")),
                 qPrintable(verdict));
        QVERIFY2(!verdict.contains(QStringLiteral("Loss curve")), qPrintable(verdict)); // what passed is not a reason
        // The reference's accepted states are not known: its cost per state is unknown, not 0.
        QCOMPARE(row(s, QStringLiteral("Cost per accepted training state, reference (GPU)")),
                 QStringLiteral("unknown (see “Cost per accepted training state”)"));
        QCOMPARE(row(s, QStringLiteral("Cost per accepted training state, pilot (Trainium2)")),
                 QStringLiteral("€12.50 (accepted states: 4; in all €50.00)"));
    }

    // A pilot still writing: the record's verdict on the runs is marked provisional.
    void aRunningPilotIsProvisional()
    {
        Project p;
        p.title = QStringLiteral("running");
        PilotResults r;
        r.available = true;
        r.loss.verdict = Verdict::Incomplete;
        r.loss.coverage.referenceState = MetricsRunState::Completed;
        r.loss.coverage.pilotState = MetricsRunState::Running;
        DecisionRecord record(p, DecisionRules::builtIn(), QStringLiteral("en"), QDate(2026, 12, 1));
        record.setPilotResults(r);
        const QString md = record.html();
        QVERIFY2(md.contains(QStringLiteral("(running — provisional)")), qPrintable(md.right(2000)));
        r.loss.coverage.pilotState = MetricsRunState::Completed;
        record.setPilotResults(r);
        QVERIFY(!record.html().contains(QStringLiteral("provisional)")));
    }

    // German readers get German words and German numbers.
    void germanRecordGermanSummary()
    {
        Project p;
        p.title = QStringLiteral("de");
        PilotResults r;
        r.available = true;
        r.verdict.criteria = {criterion("loss", Verdict::Fail)};
        r.verdict.overall = Verdict::Fail;
        CostModel cost;
        cost.roles = {roleCost(RunRole::Reference, 1234.5, 2, 2469.0)};
        r.cost = cost;
        DecisionRecord record(p, DecisionRules::builtIn(), QStringLiteral("de"), QDate(2026, 12, 1));
        record.setPilotResults(r);
        const Summary s = summaryOf(record.document(), QStringLiteral("Zusammenfassung"), QStringLiteral("Empfehlung"));
        QVERIFY(s.pageBreak && s.beforeRecommendation);
        QVERIFY(row(s, QStringLiteral("Urteil des Piloten")).startsWith(QStringLiteral("der Pilot besteht nicht")));
        QCOMPARE(row(s, QStringLiteral("Kosten je angenommenem Trainingsstand, Referenz (GPU)")),
                 QStringLiteral("1.235\u00A0€ (angenommene Stände: 2; insgesamt 2.469\u00A0€)"));
        QCOMPARE(row(s, QStringLiteral("Kosten je angenommenem Trainingsstand, Pilot (Trainium2)")),
                 QStringLiteral("unbekannt (siehe „Kosten je angenommenem Trainingsstand“)"));
    }
};

QTEST_GUILESS_MAIN(TestRecordSummary)
#include "tst_recordsummary.moc"
