#include "core/record/decisionrecord.h"
#include "core/compare/verdictwords.h"
#include "core/record/recordcost.h"
#include "core/record/recordfallback.h"
#include "core/record/recordprovenance.h"
#include "core/record/recordresilience.h"
#include "core/record/recordscaling.h"
#include "core/record/recordsummary.h"
#include "core/record/recordverdict.h"

#include "core/calculators/amortisation.h"
#include "core/calculators/devicetable.h"
#include "core/calculators/memoryverdict.h"
#include "core/cost/moneytext.h"
#include "core/project/evidence.h"
#include "core/project/projectfields.h"
#include "core/record/recordhtml.h"
#include "core/record/recordmarkdown.h"
#include "core/support/bilingualwords.h"

#include <QFileInfo>
#include <QLocale>

#include <cmath>

namespace pilot {

namespace {

// The record's own words in both languages: it is written for readers of the chosen language,
// whatever language the program itself runs in.
constexpr char kContext[] = "pilot::Record";

const BilingualWord kWords[] = {
    {"record", QT_TRANSLATE_NOOP("pilot::Record", "Decision record")},
    {"authors", QT_TRANSLATE_NOOP("pilot::Record", "Authors")},
    {"recommendation", QT_TRANSLATE_NOOP("pilot::Record", "Recommendation")},
    {"provisional", QT_TRANSLATE_NOOP("pilot::Record", "provisional: open questions could change it")},
    {"why", QT_TRANSLATE_NOOP("pilot::Record", "Why")},
    {"matrix", QT_TRANSLATE_NOOP("pilot::Record", "Decision matrix")},
    {"question", QT_TRANSLATE_NOOP("pilot::Record", "Question")},
    {"answer", QT_TRANSLATE_NOOP("pilot::Record", "Answer")},
    {"reason", QT_TRANSLATE_NOOP("pilot::Record", "Reason")},
    {"evidence", QT_TRANSLATE_NOOP("pilot::Record", "Evidence")},
    {"decided", QT_TRANSLATE_NOOP("pilot::Record", "Decided the outcome")},
    {"open", QT_TRANSLATE_NOOP("pilot::Record", "Open questions")},
    {"undecidedby", QT_TRANSLATE_NOOP("pilot::Record", "Left undecided by the open rows: %1.")},
    {"conflicts", QT_TRANSLATE_NOOP("pilot::Record", "Conflicts between answers and the project's data")},
    {"conflictline", QT_TRANSLATE_NOOP("pilot::Record", "%1 — answered %2, but %3 (%4); the decision counts %5.")},
    {"dofirst", QT_TRANSLATE_NOOP("pilot::Record", "do first")},
    {"canchange", QT_TRANSLATE_NOOP("pilot::Record", "could change the recommendation")},
    {"none", QT_TRANSLATE_NOOP("pilot::Record", "None.")},
    {"advice", QT_TRANSLATE_NOOP("pilot::Record", "Advice")},
    {"profile", QT_TRANSLATE_NOOP("pilot::Record", "Task profile")},
    {"limits", QT_TRANSLATE_NOOP("pilot::Record", "Acceptance limits")},
    {"results", QT_TRANSLATE_NOOP("pilot::Record", "Pilot results")},
    {"figlossstep",
     QT_TRANSLATE_NOOP(
         "pilot::Record",
         "Training loss of the reference and the pilot per effective step, with the tolerance band around the reference; marks: the pilot "
         "outside the tolerance.")},
    {"figlosstokens",
     QT_TRANSLATE_NOOP("pilot::Record", "Training loss of the reference and the pilot over the tokens trained (the runs put different "
                                        "numbers of tokens into a step), with "
                                        "the tolerance band around the reference; marks: the pilot outside the tolerance.")},
    {"noresults",
     QT_TRANSLATE_NOOP("pilot::Record",
                       "No pilot results recorded yet; they are added here once reference and pilot runs have been compared.")},
    {"notes", QT_TRANSLATE_NOOP("pilot::Record", "Notes")},
    {"resrun", QT_TRANSLATE_NOOP("pilot::Record", "Reference: %1 · Pilot: %2")},
    {"resdev", QT_TRANSLATE_NOOP("pilot::Record", "Deviation: maximum %1 (%2 %), mean %3.")},
    {"resoutside", QT_TRANSLATE_NOOP("pilot::Record", "%1 points outside the tolerance, the first at %2.")},
    {"respass", QT_TRANSLATE_NOOP("pilot::Record", "Verdict: inside the acceptance limits.")},
    {"resfail", QT_TRANSLATE_NOOP("pilot::Record", "Verdict: outside the acceptance limits.")},
    {"resnolimits", QT_TRANSLATE_NOOP("pilot::Record", "Verdict: none, the loss limits are not set.")},
    {"resnooverlap", QT_TRANSLATE_NOOP("pilot::Record", "Verdict: none, the runs have no common points.")},
    {"rescoverstep",
     QT_TRANSLATE_NOOP("pilot::Record", "Training loss compared per effective step: %1 of %2 reference points, steps %3 to %4.")},
    {"rescovertokens",
     QT_TRANSLATE_NOOP(
         "pilot::Record",
         "Training loss compared per token consumed, because the global batches differ (reference %1, pilot %2 tokens per step): %3 of %4 "
         "reference points, tokens %5 to %6.")},
    {"rescovernone", QT_TRANSLATE_NOOP("pilot::Record", "Training loss: none of the %1 reference points could be compared.")},
    {"resnonfinite", QT_TRANSLATE_NOOP("pilot::Record", "The pilot's loss is NaN or infinite at %1 points, the first at %2.")},
    {"resmissing", QT_TRANSLATE_NOOP("pilot::Record", "The pilot has no value at %1 points the reference logged, the first at %2.")},
    {"resrunning", QT_TRANSLATE_NOOP("pilot::Record", "The pilot is still running: %1 reference points from %2 on are not reached yet.")},
    {"resended",
     QT_TRANSLATE_NOOP("pilot::Record", "The pilot's data ends early (run state: %1): %2 reference points from %3 on are not reached.")},
    {"resrefnonfinite",
     QT_TRANSLATE_NOOP("pilot::Record", "The reference's own loss is NaN or infinite at %1 points; they are not judged.")},
    {"resrefunfinished",
     QT_TRANSLATE_NOOP("pilot::Record", "The reference has not completed (run state: %1), so it is not yet a yardstick.")},
    {"resincomplete", QT_TRANSLATE_NOOP("pilot::Record", "Verdict: incomplete, not a pass until the pilot covers the whole reference.")},
    {"resinvalid", QT_TRANSLATE_NOOP("pilot::Record", "Verdict: none, the loss limits are not finite numbers of at least 0.")},
    {"resvalall", QT_TRANSLATE_NOOP("pilot::Record", "Validation at every evaluation of the reference:")},
    {"colmetric", QT_TRANSLATE_NOOP("pilot::Record", "Metric")},
    {"colstep", QT_TRANSLATE_NOOP("pilot::Record", "Step")},
    {"colreference", QT_TRANSLATE_NOOP("pilot::Record", "Reference")},
    {"colpilot", QT_TRANSLATE_NOOP("pilot::Record", "Pilot")},
    {"colresult", QT_TRANSLATE_NOOP("pilot::Record", "Result")},
    {"valmissing", QT_TRANSLATE_NOOP("pilot::Record", "missing")},
    {"resprovisional", QT_TRANSLATE_NOOP("pilot::Record", "running — provisional")},
    {"resoverall", QT_TRANSLATE_NOOP("pilot::Record", "Overall verdict, training loss and validation together: %1")},
    {"ovpass", QT_TRANSLATE_NOOP("pilot::Record", "inside the acceptance limits")},
    {"ovfail", QT_TRANSLATE_NOOP("pilot::Record", "outside the acceptance limits")},
    {"ovincomplete", QT_TRANSLATE_NOOP("pilot::Record", "incomplete, not a pass")},
    {"ovnolimits", QT_TRANSLATE_NOOP("pilot::Record", "none, not every limit is set")},
    {"ovinvalid", QT_TRANSLATE_NOOP("pilot::Record", "none, a limit is not a finite number of at least 0")},
    {"ovnooverlap", QT_TRANSLATE_NOOP("pilot::Record", "none, nothing could be compared")},
    {"state_running", QT_TRANSLATE_NOOP("pilot::Record", "running")},
    {"state_completed", QT_TRANSLATE_NOOP("pilot::Record", "completed")},
    {"state_failed", QT_TRANSLATE_NOOP("pilot::Record", "failed")},
    {"state_aborted", QT_TRANSLATE_NOOP("pilot::Record", "aborted")},
    {"state_unknown", QT_TRANSLATE_NOOP("pilot::Record", "unknown")},
    {"yes", QT_TRANSLATE_NOOP("pilot::Record", "yes")},
    {"no", QT_TRANSLATE_NOOP("pilot::Record", "no")},
    {"unknown", QT_TRANSLATE_NOOP("pilot::Record", "unknown")},
    {"method_lora", QT_TRANSLATE_NOOP("pilot::Record", "LoRA")},
    {"method_full", QT_TRANSLATE_NOOP("pilot::Record", "full fine-tuning")},
    {"decisiondate", QT_TRANSLATE_NOOP("pilot::Record", "Date of the decision")},
    {"written", QT_TRANSLATE_NOOP("pilot::Record", "Record written")},
    {"nodecided", QT_TRANSLATE_NOOP("pilot::Record", "no decision date recorded; set it with “Decision taken on” in the Report stage")},
    {"rules", QT_TRANSLATE_NOOP("pilot::Record", "Decision rules")},
    {"rulesbuiltin", QT_TRANSLATE_NOOP("pilot::Record", "built in")},
    {"rulesversion", QT_TRANSLATE_NOOP("pilot::Record", "version %1")},
    {"notset", QT_TRANSLATE_NOOP("pilot::Record", "not set")},
    {"locked", QT_TRANSLATE_NOOP("pilot::Record", "Locked on %1 by %2")},
    {"notlocked", QT_TRANSLATE_NOOP("pilot::Record", "Not locked yet: the limits are locked when the first pilot run starts.")},
    {"changes", QT_TRANSLATE_NOOP("pilot::Record", "Changes after the lock")},
    {"nochanges", QT_TRANSLATE_NOOP("pilot::Record", "none")},
    {"assumptions", QT_TRANSLATE_NOOP("pilot::Record", "Assumptions")},
    {"evfile", QT_TRANSLATE_NOOP("pilot::Record", "file")},
    {"evrun", QT_TRANSLATE_NOOP("pilot::Record", "run")},
    {"evmissing", QT_TRANSLATE_NOOP("pilot::Record", "missing!")},
    {"noassumptions", QT_TRANSLATE_NOOP("pilot::Record", "No assumptions recorded (the calculators of the Plan stage keep them).")},
    {"porting_hours", QT_TRANSLATE_NOOP("pilot::Record", "Porting and validation effort (hours)")},
    {"engineer_rate", QT_TRANSLATE_NOOP("pilot::Record", "Cost of an engineering hour")},
    {"compile_hours", QT_TRANSLATE_NOOP("pilot::Record", "Compile and cache warm-up (instance hours)")},
    {"pilot_run_hours", QT_TRANSLATE_NOOP("pilot::Record", "Pilot and comparison runs (instance hours)")},
    {"gpu_price_per_hour", QT_TRANSLATE_NOOP("pilot::Record", "GPU instance price per hour")},
    {"trainium_price_per_hour", QT_TRANSLATE_NOOP("pilot::Record", "Trainium2 instance price per hour")},
    {"relative_throughput", QT_TRANSLATE_NOOP("pilot::Record", "Relative throughput Trainium2 / GPU")},
    {"planned_gpu_hours", QT_TRANSLATE_NOOP("pilot::Record", "Planned training (reference GPU hours)")},
    {"breakeven",
     QT_TRANSLATE_NOOP("pilot::Record",
                       "Break-even after %1 reference GPU hours of training; preparation %2, saving %3 per hour; net over the plan %4.")},
    {"neverbreakeven",
     QT_TRANSLATE_NOOP("pilot::Record",
                       "No break-even: Trainium2 saves nothing per hour of reference work under these assumptions (preparation %1).")},
    {"missing", QT_TRANSLATE_NOOP("pilot::Record", "Incomplete, missing: %1")},
    {"memory",
     QT_TRANSLATE_NOOP("pilot::Record", "Memory (estimate, %1 on %2): %3 GiB per device without parallelism, %4 GiB available — %5")},
    {"lorarank", QT_TRANSLATE_NOOP("pilot::Record", "LoRA r %1")},
    {"fullft", QT_TRANSLATE_NOOP("pilot::Record", "full fine-tuning")},
    {"fitsalone", QT_TRANSLATE_NOOP("pilot::Record", "fits on one device")},
    {"fitswith", QT_TRANSLATE_NOOP("pilot::Record", "fits on %1 devices with tensor %2, pipeline %3, data %4, ZeRO stage %5")},
    {"doesnotfit", QT_TRANSLATE_NOOP("pilot::Record", "does not fit on %1 devices")},
    {"evoutside", QT_TRANSLATE_NOOP("pilot::Record", "outside the project")},
    {"refoutside",
     QT_TRANSLATE_NOOP("pilot::Record",
                       "The reference run “%1” lies outside the project folder and is not read; the record compares only runs inside it.")},
    {"piloutside",
     QT_TRANSLATE_NOOP("pilot::Record",
                       "The pilot run “%1” lies outside the project folder and is not read; the record compares only runs inside it.")},
    {"refnotfound", QT_TRANSLATE_NOOP("pilot::Record", "The reference run “%1” was not found in the project folder.")},
    {"pilnotfound", QT_TRANSLATE_NOOP("pilot::Record", "The pilot run “%1” was not found in the project folder.")},
    {"refunreadable",
     QT_TRANSLATE_NOOP(
         "pilot::Record",
         "The reference run “%1” holds no metrics that could be read (pilotctl runs summarize or pilotctl import names the problem).")},
    {"pilunreadable",
     QT_TRANSLATE_NOOP(
         "pilot::Record",
         "The pilot run “%1” holds no metrics that could be read (pilotctl runs summarize or pilotctl import names the problem).")},
};

QString number(const std::optional<double> &v, const QLocale &locale)
{
    return v ? locale.toString(*v, 'g', 10) : QString();
}

QString number(const std::optional<qint64> &v, const QLocale &locale)
{
    return v ? locale.toString(*v) : QString();
}

struct Row
{
    QString label;
    QString value;
};

// Notes become paragraphs at their blank lines; the lines within a paragraph stay lines.
QList<RecordText> paragraphsOf(const QString &text)
{
    QList<RecordText> out;
    QString current;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        if (line.trimmed().isEmpty()) {
            if (!current.isEmpty())
                out.append(RecordText(current));
            current.clear();
            continue;
        }
        if (!current.isEmpty())
            current += QLatin1Char('\n');
        current += line;
    }
    if (!current.isEmpty())
        out.append(RecordText(current));
    return out;
}

} // namespace

DecisionRecord::DecisionRecord(const Project &project, const DecisionRules &rules, const QString &language, QDate date)
    : m_project(project)
    , m_rules(rules)
    , m_language(language)
    , m_date(date)
    , m_outcome(decide(project, rules, language))
{
}

void DecisionRecord::setPilotResults(const PilotResults &results)
{
    m_results = results;
    m_outcome = decide(m_project, m_rules, m_language, m_results.cost ? &m_results.cost->horizon : nullptr);
}

QString DecisionRecord::word(const QString &key) const
{
    return bilingualWord(kContext, kWords, key, m_language);
}

// Every text of the project enters the document as literal text; where it meets the record's
// own words, it is put in with one multi-argument arg() (a "%1" in a title or a name is then
// text, not a place for the next argument) or by plain concatenation.
RecordDocument DecisionRecord::document() const
{
    const QLocale locale(m_language == QLatin1String("de") ? QLocale::German : QLocale::English);
    const Project &p = m_project;
    RecordDocument doc;
    doc.language = m_language;
    doc.title = word(QStringLiteral("record")) + QLatin1String(": ") + p.title;
    doc.addHeading(1, RecordText(doc.title));

    addDates(doc, locale);
    addRecordSummary(doc, m_outcome, m_rules, m_results, m_language, locale);

    addRecommendation(doc);
    addMatrix(doc);
    addOpenQuestions(doc);
    addProfileAndLimits(doc, locale);
    addLimitsLock(doc, locale);
    addAssumptions(doc, locale);
    addResults(doc, locale);
    addScaling(doc, m_results, m_language, locale);
    addFallbackPlan(doc, m_project, m_results, m_language, locale);
    if (!p.notes.trimmed().isEmpty()) {
        doc.addHeading(2, RecordText(word(QStringLiteral("notes"))));
        for (const RecordText &paragraph : paragraphsOf(p.notes))
            doc.addParagraph(paragraph);
    }
    return doc;
}

void DecisionRecord::addDates(RecordDocument &doc, const QLocale &locale) const
{
    const Project &p = m_project;
    // The decision's own date, not the day the record happens to be exported; and which rules
    // (version and the digest of their bytes) turned the answers into the recommendation.
    RecordText dated;
    if (p.decided) {
        dated.plain(word(QStringLiteral("decisiondate")) + QLatin1String(": ") + locale.toString(*p.decided, QLocale::LongFormat));
        dated.lineBreak().plain(word(QStringLiteral("written")) + QLatin1String(": ") + locale.toString(m_date, QLocale::LongFormat));
    } else {
        dated.plain(word(QStringLiteral("written")) + QLatin1String(": ") + locale.toString(m_date, QLocale::LongFormat)
                    + QLatin1String(" (") + word(QStringLiteral("nodecided")) + QLatin1Char(')'));
    }
    QStringList rules;
    rules.append(m_rules.file.isEmpty() ? word(QStringLiteral("rulesbuiltin")) : QFileInfo(m_rules.file).fileName());
    if (!m_rules.version.isEmpty())
        rules.append(word(QStringLiteral("rulesversion")).arg(m_rules.version));
    if (!m_rules.digest.isEmpty())
        rules.append(QStringLiteral("SHA-256 ") + m_rules.digest);
    dated.lineBreak().plain(word(QStringLiteral("rules")) + QLatin1String(": ") + rules.join(QStringLiteral(", ")));
    if (!p.authors.isEmpty())
        dated.lineBreak().plain(word(QStringLiteral("authors")) + QLatin1String(": ") + p.authors.join(QStringLiteral(", ")));
    doc.addParagraph(dated);
}

void DecisionRecord::addRecommendation(RecordDocument &doc) const
{
    doc.addHeading(2, RecordText(word(QStringLiteral("recommendation"))));
    RecordText recommendation;
    recommendation.bold(m_outcome.title);
    if (m_outcome.provisional)
        recommendation.plain(QLatin1String(" (") + word(QStringLiteral("provisional")) + QLatin1Char(')'));
    doc.addParagraph(recommendation);
    doc.addParagraph(RecordText(word(QStringLiteral("why")) + QLatin1String(": ") + m_outcome.because));
    const auto titleOf = [&](const QString &id) {
        const DecisionQuestion *q = m_rules.question(id);
        return q ? q->title.in(m_language) : id;
    };
    // The fallback rule's rows did not decide anything: they are what keeps it open.
    if (m_outcome.undecided && !m_outcome.decidingRows.isEmpty()) {
        QStringList titles;
        for (const QString &id : m_outcome.decidingRows)
            titles.append(titleOf(id));
        doc.addParagraph(RecordText(word(QStringLiteral("undecidedby")).arg(titles.join(QStringLiteral("; ")))));
    }
    // An answer the project's own data contradicts is shown where the decision is: the reader
    // must see which one the decision went by.
    if (!m_outcome.conflicts.isEmpty()) {
        doc.addHeading(2, RecordText(word(QStringLiteral("conflicts"))));
        QList<RecordText> lines;
        for (const DecisionConflict &c : m_outcome.conflicts) {
            lines.append(RecordText(word(QStringLiteral("conflictline"))
                                        .arg(titleOf(c.row), word(answerKey(c.answer)), c.fact, c.source, word(answerKey(c.counted)))));
        }
        doc.addList(lines);
    }
}

void DecisionRecord::addMatrix(RecordDocument &doc) const
{
    const Project &p = m_project;
    doc.addHeading(2, RecordText(word(QStringLiteral("matrix"))));
    QList<QList<RecordText>> matrix;
    for (const DecisionQuestion &q : m_rules.questions) {
        const DecisionAnswer *a = p.answer(q.id);
        QString answer = word(answerKey(a ? a->answer : Answer::Unknown));
        if (m_outcome.decidingRows.contains(q.id))
            answer += QStringLiteral(" ◆");
        matrix.append({RecordText(q.title.in(m_language)), RecordText(answer), RecordText(a ? a->reason : QString()),
                       RecordText(a ? evidenceText(a->evidence) : QString())});
    }
    doc.addTable({RecordText(word(QStringLiteral("question"))), RecordText(word(QStringLiteral("answer"))),
                  RecordText(word(QStringLiteral("reason"))), RecordText(word(QStringLiteral("evidence")))},
                 matrix);
    if (!m_outcome.decidingRows.isEmpty())
        doc.addParagraph(RecordText(QStringLiteral("◆ ") + word(QStringLiteral("decided"))));
}

void DecisionRecord::addOpenQuestions(RecordDocument &doc) const
{
    doc.addHeading(2, RecordText(word(QStringLiteral("open"))));
    if (m_outcome.tasks.isEmpty()) {
        doc.addParagraph(RecordText(word(QStringLiteral("none"))));
    } else {
        QList<RecordText> tasks;
        for (const DecisionTask &t : m_outcome.tasks) {
            const DecisionQuestion *q = m_rules.question(t.questionId);
            QString text = (q ? q->title.in(m_language) : t.questionId) + QStringLiteral(" — ") + t.text;
            if (t.doFirst)
                text += QLatin1String(" (") + word(QStringLiteral("dofirst")) + QLatin1Char(')');
            if (t.decisive)
                text += QLatin1String(" (") + word(QStringLiteral("canchange")) + QLatin1Char(')');
            tasks.append(RecordText(text));
        }
        doc.addList(tasks);
    }
    if (!m_outcome.advice.isEmpty()) {
        doc.addHeading(2, RecordText(word(QStringLiteral("advice"))));
        QList<RecordText> advice;
        for (const QString &a : m_outcome.advice)
            advice.append(RecordText(a));
        doc.addList(advice);
    }
}

void DecisionRecord::addProfileAndLimits(RecordDocument &doc, const QLocale &locale) const
{
    const Project &p = m_project;
    // Every field of the profile and the limits as the table defines it (projectfields.h).
    const auto rowsOf = [&](const auto &fields, const auto &owner) {
        QList<Row> rows;
        for (const auto &field : fields) {
            QString value;
            switch (field.kind) {
            case FieldKind::Text:
                value = field.textIn(owner);
                break;
            case FieldKind::Choice: // a choice is shown by its word: method_lora → "LoRA"
                value = field.textIn(owner).isEmpty() ? QString() : word(QLatin1String(field.key) + QLatin1Char('_') + field.textIn(owner));
                break;
            case FieldKind::Number:
                value = number(owner.*field.number, locale);
                break;
            case FieldKind::Whole:
                value = number(owner.*field.whole, locale);
                break;
            }
            rows.append({field.label(m_language), value});
        }
        return rows;
    };
    const QList<Row> profile = rowsOf(profileFields(), p.profile);
    const QList<Row> limits = rowsOf(limitFields(), p.limits);
    for (const auto &[title, rows] :
         {std::pair<QString, QList<Row>>{word(QStringLiteral("profile")), profile}, {word(QStringLiteral("limits")), limits}}) {
        doc.addHeading(2, RecordText(title));
        QList<RecordText> items;
        for (const Row &r : rows)
            items.append(RecordText(r.label + QLatin1String(": ") + (r.value.isEmpty() ? word(QStringLiteral("notset")) : r.value)));
        doc.addList(items);
    }
}

void DecisionRecord::addLimitsLock(RecordDocument &doc, const QLocale &locale) const
{
    const AcceptanceLimits &l = m_project.limits;
    // The lock and every later change belong to the limits: a reader must see what moved.
    if (l.locked) {
        QString lock =
            word(QStringLiteral("locked")).arg(l.locked->at.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'")), l.locked->author);
        if (!l.locked->reason.isEmpty())
            lock += QLatin1String(": ") + l.locked->reason;
        doc.addParagraph(RecordText(lock));
        doc.addParagraph(RecordText(word(QStringLiteral("changes")) + QLatin1Char(':')));
        QList<RecordText> changes;
        if (l.changes.isEmpty())
            changes.append(RecordText(word(QStringLiteral("nochanges"))));
        changes.reserve(l.changes.size());
        // A change names its limit by the record's label; a key this version does not know, as written.
        const auto fieldName = [&](const QString &key) {
            const LimitField *field = limitField(key);
            return field ? field->label(m_language) : key;
        };
        for (const LimitChange &c : l.changes) {
            const auto shown = [&](const QString &v) {
                return v.isEmpty() ? word(QStringLiteral("notset")) : locale.toString(v.toDouble(), 'g', 10);
            };
            changes.append(RecordText(QStringLiteral("%1 UTC, %2: %3 %4 → %5 — %6")
                                          .arg(c.at.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")), c.author, fieldName(c.field),
                                               shown(c.from), shown(c.to), c.reason)));
        }
        doc.addList(changes);
    } else {
        doc.addParagraph(RecordText(word(QStringLiteral("notlocked"))));
    }
}

QString DecisionRecord::markdown() const
{
    return recordMarkdown(document());
}

QString DecisionRecord::html() const
{
    return recordHtml(document());
}

namespace {

// Why the runs could not be compared: after their names, a line for each run that failed.
RecordText unreadRunsText(const QString &runs, const QList<PilotRunProblem> &problems, const QString &language)
{
    const auto word = [&](const QString &key) { return bilingualWord(kContext, kWords, key, language); };
    RecordText text(runs);
    for (const PilotRunProblem &problem : problems) {
        const bool reference = problem.role == RunRole::Reference;
        const char *key = problem.kind == PilotRunProblem::Kind::Outside    ? (reference ? "refoutside" : "piloutside")
                          : problem.kind == PilotRunProblem::Kind::NotFound ? (reference ? "refnotfound" : "pilnotfound")
                                                                            : (reference ? "refunreadable" : "pilunreadable");
        text.lineBreak().plain(word(QLatin1String(key)).arg(problem.path));
    }
    return text;
}

// Which reference points were compared, and why a verdict is not a plain pass: a record
// never lets a shrunken comparison read as a whole one.
QString lossText(const LossComparison &c, const QString &language, const QLocale &locale)
{
    const auto word = [&](const QString &key) { return bilingualWord(kContext, kWords, key, language); };
    const Coverage &v = c.coverage;
    const auto at = [&](double x) { return locale.toString(x, 'f', 0); };
    const auto state = [&](MetricsRunState s) { return word(QStringLiteral("state_") + runStateKey(s)); };
    QString text;
    if (!v.firstCompared)
        text = word(QStringLiteral("rescovernone")).arg(locale.toString(v.referencePoints));
    else if (c.axis == AlignAxis::Step)
        text = word(QStringLiteral("rescoverstep"))
                   .arg(locale.toString(v.compared), locale.toString(v.referencePoints), at(*v.firstCompared), at(*v.lastCompared));
    else
        text = word(QStringLiteral("rescovertokens"))
                   .arg(locale.toString(c.referenceTokensPerStep, 'f', 0), locale.toString(c.pilotTokensPerStep, 'f', 0),
                        locale.toString(v.compared), locale.toString(v.referencePoints), at(*v.firstCompared), at(*v.lastCompared));
    if (c.finitePoints() > 0)
        text += QLatin1Char(' ')
                + word(QStringLiteral("resdev"))
                      .arg(locale.toString(c.maxAbs, 'g', 4), locale.toString(100 * c.maxRel, 'f', 2), locale.toString(c.meanAbs, 'g', 4));
    if (c.firstOutside && c.beyondBand() > 0)
        text += QLatin1Char(' ') + word(QStringLiteral("resoutside")).arg(locale.toString(c.beyondBand()), at(*c.firstOutside));
    for (const QString &key : c.reasons) {
        if (key == QLatin1String("pilot_non_finite"))
            text += QLatin1Char(' ')
                    + word(QStringLiteral("resnonfinite")).arg(locale.toString(v.pilotNonFinite), at(*v.firstPilotNonFinite));
        else if (key == QLatin1String("pilot_missing_steps"))
            text += QLatin1Char(' ') + word(QStringLiteral("resmissing")).arg(locale.toString(v.missing), at(*v.firstMissing));
        else if (key == QLatin1String("pilot_running"))
            text += QLatin1Char(' ') + word(QStringLiteral("resrunning")).arg(locale.toString(v.notReached), at(*v.firstNotReached));
        else if (key == QLatin1String("pilot_ended_early"))
            text += QLatin1Char(' ')
                    + word(QStringLiteral("resended")).arg(state(v.pilotState), locale.toString(v.notReached), at(*v.firstNotReached));
        else if (key == QLatin1String("reference_non_finite"))
            text += QLatin1Char(' ') + word(QStringLiteral("resrefnonfinite")).arg(locale.toString(v.referenceNonFinite));
        else if (key == QLatin1String("reference_unfinished"))
            text += QLatin1Char(' ') + word(QStringLiteral("resrefunfinished")).arg(state(v.referenceState));
    }
    const char *verdictKey = c.verdict == Verdict::Pass            ? "respass"
                             : c.verdict == Verdict::Fail          ? "resfail"
                             : c.verdict == Verdict::Incomplete    ? "resincomplete"
                             : c.verdict == Verdict::InvalidLimits ? "resinvalid"
                             : c.verdict == Verdict::NoLimits      ? "resnolimits"
                                                                   : "resnooverlap";
    text += QLatin1Char(' ') + word(QLatin1String(verdictKey));
    return text;
}

// Every validation value of the reference against the pilot's, one row each.
void addValidationTable(RecordDocument &doc, const QList<MetricComparison> &validation, const QString &language, const QLocale &locale)
{
    const auto word = [&](const QString &key) { return bilingualWord(kContext, kWords, key, language); };
    doc.addParagraph(RecordText(word(QStringLiteral("resvalall"))));
    QList<QList<RecordText>> rows;
    for (const MetricComparison &m : validation) {
        rows.append({RecordText(metricTitle(m.name, language)), RecordText(locale.toString(m.step)),
                     RecordText(locale.toString(m.reference, 'g', 6)),
                     RecordText(m.missing ? word(QStringLiteral("valmissing")) : locale.toString(m.pilot, 'g', 6)),
                     RecordText(validationWord(m, language))});
    }
    doc.addTable({RecordText(word(QStringLiteral("colmetric"))), RecordText(word(QStringLiteral("colstep"))),
                  RecordText(word(QStringLiteral("colreference"))), RecordText(word(QStringLiteral("colpilot"))),
                  RecordText(word(QStringLiteral("colresult")))},
                 rows);
}

// The verdict over the training loss and the validation together, marked provisional while a
// run is still writing.
RecordText overallVerdictText(const LossComparison &c, const QList<MetricComparison> &validation, const QString &language)
{
    const auto word = [&](const QString &key) { return bilingualWord(kContext, kWords, key, language); };
    const Coverage &v = c.coverage;
    const Verdict overall = overallVerdict(c, validation);
    const char *overallKey = overall == Verdict::Pass            ? "ovpass"
                             : overall == Verdict::Fail          ? "ovfail"
                             : overall == Verdict::Incomplete    ? "ovincomplete"
                             : overall == Verdict::InvalidLimits ? "ovinvalid"
                             : overall == Verdict::NoLimits      ? "ovnolimits"
                                                                 : "ovnooverlap";
    RecordText overallText;
    overallText.bold(word(QStringLiteral("resoverall")).arg(word(QLatin1String(overallKey))));
    // A run still writing can change every figure above: the record says so where the verdict is.
    if (v.pilotState == MetricsRunState::Running || v.referenceState == MetricsRunState::Running)
        overallText.plain(QLatin1String(" (") + word(QStringLiteral("resprovisional")) + QLatin1Char(')'));
    return overallText;
}

} // namespace

void DecisionRecord::addResults(RecordDocument &doc, const QLocale &locale) const
{
    doc.addHeading(2, RecordText(word(QStringLiteral("results"))));
    const PilotResults &r = m_results;
    if (!r.available && r.problems.isEmpty()) {
        doc.addParagraph(RecordText(word(QStringLiteral("noresults"))));
        return;
    }
    const QString runs = word(QStringLiteral("resrun")).arg(r.reference, r.pilot);
    if (!r.available) {
        doc.addParagraph(unreadRunsText(runs, r.problems, m_language));
        return;
    }
    doc.addParagraph(RecordText(runs));
    const LossComparison &c = r.loss;
    doc.addParagraph(RecordText(lossText(c, m_language, locale)));
    if (!c.points.isEmpty())
        doc.addFigure(QLatin1String(kLossFigure),
                      RecordText(word(c.axis == AlignAxis::Step ? QStringLiteral("figlossstep") : QStringLiteral("figlosstokens"))));
    if (!r.validation.isEmpty())
        addValidationTable(doc, r.validation, m_language, locale);
    doc.addParagraph(overallVerdictText(c, r.validation, m_language));
    addRunProvenance(doc, r, m_language, locale);
    addRunResilience(doc, r, m_language, locale);
    addPilotCost(doc, r, m_language, locale);
    addPilotVerdict(doc, r, m_language, locale);
}

QString DecisionRecord::evidenceText(const QStringList &evidence) const
{
    QStringList parts;
    for (const QString &e : evidence) {
        if (m_folder.isEmpty()) {
            parts.append(e);
            continue;
        }
        const std::optional<EvidenceRef> known = m_facts ? classifyEvidence(e, m_project, m_folder, *m_facts)
                                                         : std::optional<EvidenceRef>(classifyEvidence(e, m_project, m_folder));
        if (!known) {
            parts.append(e);
            continue;
        }
        const EvidenceRef &ref = *known;
        const char *kind = ref.kind == EvidenceKind::File      ? "evfile"
                           : ref.kind == EvidenceKind::Run     ? "evrun"
                           : ref.kind == EvidenceKind::Missing ? "evmissing"
                           : ref.kind == EvidenceKind::Outside ? "evoutside"
                                                               : nullptr;
        parts.append(kind ? ref.shown + QLatin1String(" (") + word(QLatin1String(kind)) + QLatin1Char(')') : e);
    }
    return parts.join(QStringLiteral("; "));
}

void DecisionRecord::addAssumptions(RecordDocument &doc, const QLocale &locale) const
{
    const Assumptions &a = m_project.assumptions;
    doc.addHeading(2, RecordText(word(QStringLiteral("assumptions"))));
    if (a.isEmpty()) {
        doc.addParagraph(RecordText(word(QStringLiteral("noassumptions"))));
        return;
    }
    QList<RecordText> values;
    for (const QString &key : Assumptions::amortisationKeys()) {
        const Assumption v = a.amortisation.value(key);
        if (!v.value)
            continue;
        const bool money = key == QLatin1String("engineer_rate") || key.endsWith(QLatin1String("price_per_hour"));
        QString text = word(key) + QLatin1String(": ")
                       + (money ? moneyText(*v.value, a.currency, locale) : locale.toString(*v.value, 'g', 10));
        if (!v.label.isEmpty())
            text += QLatin1String(" (") + v.label + QLatin1Char(')');
        values.append(RecordText(text));
    }
    if (!values.isEmpty())
        doc.addList(values);
    QStringList missing;
    if (const auto inputs = a.amortisationInputs(&missing)) {
        const AmortisationResult r = amortise(*inputs);
        const auto money = [&](double x) { return moneyText(x, a.currency, locale); };
        doc.addParagraph(RecordText(r.breakEvenGpuHours ? word(QStringLiteral("breakeven"))
                                                              .arg(locale.toString(*r.breakEvenGpuHours, 'f', 0), money(r.preparationCost),
                                                                   money(r.savingPerHour), money(r.netAtPlan))
                                                        : word(QStringLiteral("neverbreakeven")).arg(money(r.preparationCost))));
    } else if (!a.amortisation.isEmpty()) {
        QStringList names;
        for (const QString &key : missing)
            names.append(word(key));
        doc.addParagraph(RecordText(word(QStringLiteral("missing")).arg(names.join(QStringLiteral(", ")))));
    }
    // The calculator's verdict, made in one place (memoryverdict.h) for the Plan stage, the
    // decision and this record.
    if (const auto v = memoryVerdict(a, DeviceTable::builtIn())) {
        const double gib = 1024.0 * 1024.0 * 1024.0;
        const Parallelism &p = v->parallelism;
        QString verdict;
        if (v->fit == MemoryVerdict::Fit::Alone)
            verdict = word(QStringLiteral("fitsalone"));
        else if (v->fit == MemoryVerdict::Fit::WithParallelism)
            verdict = word(QStringLiteral("fitswith"))
                          .arg(QString::number(v->devicesUsed()), QString::number(p.tensor), QString::number(p.pipeline),
                               QString::number(p.data), QString::number(p.zeroStage));
        else
            verdict = word(QStringLiteral("doesnotfit")).arg(v->devices);
        doc.addParagraph(RecordText(word(QStringLiteral("memory"))
                                        .arg(v->lora ? word(QStringLiteral("lorarank")).arg(v->loraRank) : word(QStringLiteral("fullft")),
                                             v->deviceNameIn(m_language), locale.toString(v->aloneBytes / gib, 'f', 1),
                                             locale.toString(v->deviceBytes / gib, 'f', 1), verdict)));
    }
}

} // namespace pilot
