#include "decisionrecord.h"

#include "amortisation.h"
#include "devicetable.h"
#include "evidence.h"
#include "memoryestimate.h"

#include <QLocale>
#include <QRegularExpression>

#include <cmath>

namespace pilot {

namespace {

// The record's own words in both languages: it is written for readers of the chosen language,
// whatever language the program itself runs in.
struct Words
{
    const char *key;
    const char *en;
    const char *de;
};

const Words kWords[] = {
    {"record", "Decision record", "Entscheidungsprotokoll"},
    {"date", "Date", "Datum"},
    {"authors", "Authors", "Autoren"},
    {"recommendation", "Recommendation", "Empfehlung"},
    {"provisional", "provisional: open questions could change it", "vorläufig: offene Fragen könnten sie ändern"},
    {"why", "Why", "Begründung"},
    {"matrix", "Decision matrix", "Entscheidungsmatrix"},
    {"question", "Question", "Frage"},
    {"answer", "Answer", "Antwort"},
    {"reason", "Reason", "Begründung"},
    {"evidence", "Evidence", "Nachweise"},
    {"decided", "Decided the outcome", "Hat entschieden"},
    {"open", "Open questions", "Offene Fragen"},
    {"canchange", "could change the recommendation", "kann die Empfehlung ändern"},
    {"none", "None.", "Keine."},
    {"advice", "Advice", "Hinweise"},
    {"profile", "Task profile", "Aufgabenprofil"},
    {"limits", "Acceptance limits", "Akzeptanzgrenzen"},
    {"results", "Pilot results", "Pilotergebnisse"},
    {"noresults", "No pilot results recorded yet; they are added here once reference and pilot runs have been compared.",
     "Noch keine Pilotergebnisse erfasst; sie werden hier ergänzt, sobald Referenz- und Pilotlauf verglichen sind."},
    {"notes", "Notes", "Notizen"},
    {"resrun", "Reference: %1 · Pilot: %2", "Referenz: %1 · Pilot: %2"},
    {"resunreadable", "The runs could not be read: %1", "Die Läufe konnten nicht gelesen werden: %1"},
    {"resstep", "Training loss compared per effective step at %1 points.", "Trainings-Loss je effektivem Schritt an %1 Punkten verglichen."},
    {"restokens", "Training loss compared per token consumed at %1 points, because the global batches differ (reference %2, pilot %3 tokens per step).",
     "Trainings-Loss je verbrauchtem Token an %1 Punkten verglichen, weil sich die globalen Batches unterscheiden (Referenz %2, Pilot %3 Tokens je Schritt)."},
    {"resdev", "Deviation: maximum %1 (%2 %), mean %3.", "Abweichung: höchstens %1 (%2 %), im Mittel %3."},
    {"resoutside", "%1 points outside the tolerance, the first at %2.", "%1 Punkte außerhalb der Toleranz, der erste bei %2."},
    {"respass", "Verdict: inside the acceptance limits.", "Urteil: innerhalb der Abnahmegrenzen."},
    {"resfail", "Verdict: outside the acceptance limits.", "Urteil: außerhalb der Abnahmegrenzen."},
    {"resnolimits", "Verdict: none, the loss limits are not set.", "Urteil: keines, die Loss-Grenzen sind nicht festgelegt."},
    {"resnooverlap", "Verdict: none, the runs have no common points.", "Urteil: keines, die Läufe haben keine gemeinsamen Punkte."},
    {"resval", "Validation at step %1:", "Validierung bei Schritt %1:"},
    {"inside", "inside", "innerhalb"},
    {"outside", "outside", "außerhalb"},
    {"nolimit", "no limit set", "keine Grenze festgelegt"},
    {"yes", "yes", "ja"},
    {"no", "no", "nein"},
    {"unknown", "unknown", "unbekannt"},
    {"model_type", "Model", "Modell"},
    {"parameters", "Parameters", "Parameter"},
    {"seq_len", "Sequence length", "Sequenzlänge"},
    {"method", "Method", "Methode"},
    {"training_steps", "Training steps", "Trainingsschritte"},
    {"checkpoint_format", "Checkpoint format", "Checkpoint-Format"},
    {"expected_experiments", "Expected experiments", "Erwartete Experimente"},
    {"data_volume", "Data volume", "Datenmenge"},
    {"restart_target_s", "Restart target (s)", "Neustartziel (s)"},
    {"accepted_validation_deviation", "Accepted validation deviation", "Akzeptierte Validierungsabweichung"},
    {"loss_deviation_abs", "Loss deviation per effective step (absolute)", "Verlustabweichung je effektivem Schritt (absolut)"},
    {"loss_deviation_rel", "Loss deviation per effective step (relative)", "Verlustabweichung je effektivem Schritt (relativ)"},
    {"validation_metric_deviation", "Validation metric deviation", "Abweichung der Validierungsmetrik"},
    {"restart_time_s", "Restart time (s)", "Neustartzeit (s)"},
    {"time_to_first_checkpoint_s", "Time to first usable checkpoint (s)", "Zeit bis zum ersten nutzbaren Checkpoint (s)"},
    {"output_quality_min", "Output quality threshold", "Schwelle der Ausgabequalität"},
    {"notset", "not set", "nicht festgelegt"},
    {"locked", "Locked on %1 by %2", "Festgeschrieben am %1 von %2"},
    {"notlocked", "Not locked yet: the limits are locked when the first pilot run starts.",
     "Noch nicht festgeschrieben: Die Grenzen werden mit dem ersten Pilotlauf festgeschrieben."},
    {"changes", "Changes after the lock", "Änderungen nach der Festschreibung"},
    {"nochanges", "none", "keine"},
    {"assumptions", "Assumptions", "Annahmen"},
    {"evfile", "file", "Datei"},
    {"evrun", "run", "Lauf"},
    {"evmissing", "missing!", "fehlt!"},
    {"noassumptions", "No assumptions recorded (the calculators of the Plan stage keep them).",
     "Keine Annahmen erfasst (die Rechner der Planphase halten sie fest)."},
    {"porting_hours", "Porting and validation effort (hours)", "Portierungs- und Validierungsaufwand (Stunden)"},
    {"engineer_rate", "Cost of an engineering hour", "Kosten einer Ingenieursstunde"},
    {"compile_hours", "Compile and cache warm-up (instance hours)", "Kompilieren und Cache-Aufwärmen (Instanzstunden)"},
    {"pilot_run_hours", "Pilot and comparison runs (instance hours)", "Pilot- und Vergleichsläufe (Instanzstunden)"},
    {"gpu_price_per_hour", "GPU instance price per hour", "Preis einer GPU-Instanzstunde"},
    {"trainium_price_per_hour", "Trainium2 instance price per hour", "Preis einer Trainium2-Instanzstunde"},
    {"relative_throughput", "Relative throughput Trainium2 / GPU", "Relativer Durchsatz Trainium2 / GPU"},
    {"planned_gpu_hours", "Planned training (reference GPU hours)", "Geplantes Training (Referenz-GPU-Stunden)"},
    {"breakeven", "Break-even after %1 reference GPU hours of training; preparation %2, saving %3 per hour; net over the plan %4.",
     "Amortisiert nach %1 Referenz-GPU-Stunden Training; Vorbereitung %2, Ersparnis %3 pro Stunde; netto über den Plan %4."},
    {"neverbreakeven", "No break-even: Trainium2 saves nothing per hour of reference work under these assumptions (preparation %1).",
     "Keine Amortisation: Unter diesen Annahmen spart Trainium2 pro Stunde Referenzarbeit nichts (Vorbereitung %1)."},
    {"missing", "Incomplete, missing: %1", "Unvollständig, es fehlen: %1"},
    {"memory", "Memory (estimate, %1 on %2): %3 GiB per device without parallelism, %4 GiB available — %5",
     "Speicher (Schätzung, %1 auf %2): %3 GiB je Gerät ohne Parallelisierung, %4 GiB verfügbar — %5"},
    {"lorarank", "LoRA r %1", "LoRA r %1"},
    {"fullft", "full fine-tuning", "volles Fine-Tuning"},
    {"fitsalone", "fits on one device", "passt auf ein Gerät"},
    {"fitswith", "fits on %1 devices with tensor %2, pipeline %3, data %4, ZeRO stage %5",
     "passt auf %1 Geräte mit Tensor %2, Pipeline %3, Daten %4, ZeRO-Stufe %5"},
    {"doesnotfit", "does not fit on %1 devices", "passt nicht auf %1 Geräte"},
};

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

QString number(const std::optional<double> &v, const QLocale &locale)
{
    return v ? locale.toString(*v, 'g', 10) : QString();
}

QString number(const std::optional<qint64> &v, const QLocale &locale)
{
    return v ? locale.toString(*v) : QString();
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

QString DecisionRecord::heading(const char *key) const
{
    for (const Words &w : kWords) {
        if (qstrcmp(w.key, key) == 0)
            return QString::fromUtf8(m_language == QLatin1String("de") ? w.de : w.en);
    }
    return QString::fromLatin1(key);
}

namespace {

struct Row
{
    QString label;
    QString value;
};

} // namespace

QString DecisionRecord::markdown() const
{
    const QLocale locale(m_language == QLatin1String("de") ? QLocale::German : QLocale::English);
    const Project &p = m_project;
    QString md = QStringLiteral("# %1: %2\n\n").arg(heading("record"), p.title);
    md += QStringLiteral("%1: %2  \n").arg(heading("date"), locale.toString(m_date, QLocale::LongFormat));
    if (!p.authors.isEmpty())
        md += QStringLiteral("%1: %2\n").arg(heading("authors"), p.authors.join(QStringLiteral(", ")));
    md += QStringLiteral("\n## %1\n\n**%2**%3\n\n%4: %5\n").arg(heading("recommendation"), m_outcome.title,
                                                               m_outcome.provisional ? QStringLiteral(" (%1)").arg(heading("provisional")) : QString(),
                                                               heading("why"), m_outcome.because);
    md += QStringLiteral("\n## %1\n\n| %2 | %3 | %4 | %5 |\n|---|---|---|---|\n")
              .arg(heading("matrix"), heading("question"), heading("answer"), heading("reason"), heading("evidence"));
    const auto cell = [](QString s) { return s.replace(QLatin1Char('|'), QStringLiteral("\\|")).replace(QLatin1Char('\n'), QLatin1Char(' ')); };
    for (const DecisionQuestion &q : m_rules.questions) {
        const DecisionAnswer *a = p.answer(q.id);
        const QString answer = heading(answerKey(a ? a->answer : Answer::Unknown).toLatin1().constData());
        md += QStringLiteral("| %1 | %2%3 | %4 | %5 |\n")
                  .arg(cell(q.title.in(m_language)), answer, m_outcome.decidingRows.contains(q.id) ? QStringLiteral(" ◆") : QString(),
                       cell(a ? a->reason : QString()), cell(a ? evidenceText(a->evidence) : QString()));
    }
    if (!m_outcome.decidingRows.isEmpty())
        md += QStringLiteral("\n◆ %1\n").arg(heading("decided"));
    md += QStringLiteral("\n## %1\n\n").arg(heading("open"));
    if (m_outcome.tasks.isEmpty())
        md += heading("none") + QLatin1Char('\n');
    for (const DecisionTask &t : m_outcome.tasks) {
        md += QStringLiteral("- %1 — %2%3\n").arg(m_rules.question(t.questionId)->title.in(m_language), t.text,
                                                    t.decisive ? QStringLiteral(" (%1)").arg(heading("canchange")) : QString());
    }
    if (!m_outcome.advice.isEmpty()) {
        md += QStringLiteral("\n## %1\n\n").arg(heading("advice"));
        for (const QString &a : m_outcome.advice)
            md += QStringLiteral("- %1\n").arg(a);
    }
    const TaskProfile &t = p.profile;
    const QList<Row> profile = {
        {heading("model_type"), t.modelType}, {heading("parameters"), number(t.parameters, locale)},
        {heading("seq_len"), number(t.seqLen, locale)}, {heading("method"), t.method},
        {heading("training_steps"), number(t.trainingSteps, locale)}, {heading("checkpoint_format"), t.checkpointFormat},
        {heading("expected_experiments"), number(t.expectedExperiments, locale)}, {heading("data_volume"), t.dataVolume},
        {heading("restart_target_s"), number(t.restartTargetS, locale)},
        {heading("accepted_validation_deviation"), number(t.acceptedValidationDeviation, locale)}};
    const AcceptanceLimits &l = p.limits;
    const QList<Row> limits = {
        {heading("loss_deviation_abs"), number(l.lossDeviationAbs, locale)},
        {heading("loss_deviation_rel"), number(l.lossDeviationRel, locale)},
        {heading("validation_metric_deviation"), number(l.validationMetricDeviation, locale)},
        {heading("restart_time_s"), number(l.restartTimeS, locale)},
        {heading("time_to_first_checkpoint_s"), number(l.timeToFirstCheckpointS, locale)},
        {heading("output_quality_min"), number(l.outputQualityMin, locale)}};
    for (const auto &[title, rows] : {std::pair<QString, QList<Row>>{heading("profile"), profile}, {heading("limits"), limits}}) {
        md += QStringLiteral("\n## %1\n\n").arg(title);
        for (const Row &r : rows)
            md += QStringLiteral("- %1: %2\n").arg(r.label, r.value.isEmpty() ? heading("notset") : r.value);
    }
    // The lock and every later change belong to the limits: a reader must see what moved.
    if (l.locked) {
        md += QStringLiteral("\n%1%2\n").arg(heading("locked").arg(l.locked->at.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'")),
                                                                l.locked->author),
                                              l.locked->reason.isEmpty() ? QString() : QStringLiteral(": ") + l.locked->reason);
        md += QStringLiteral("\n%1:\n\n").arg(heading("changes"));
        if (l.changes.isEmpty())
            md += QStringLiteral("- %1\n").arg(heading("nochanges"));
        for (const LimitChange &c : l.changes) {
            const auto shown = [&](const QString &v) { return v.isEmpty() ? heading("notset") : locale.toString(v.toDouble(), 'g', 10); };
            md += QStringLiteral("- %1 UTC, %2: %3 %4 → %5 — %6\n")
                      .arg(c.at.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")), c.author,
                           heading(c.field.toLatin1().constData()), shown(c.from), shown(c.to), c.reason);
        }
    } else {
        md += QStringLiteral("\n%1\n").arg(heading("notlocked"));
    }
    md += assumptionsSection(locale);
    md += QStringLiteral("\n## %1\n\n%2\n").arg(heading("results"), resultsSection(locale));
    if (!p.notes.isEmpty())
        md += QStringLiteral("\n## %1\n\n%2\n").arg(heading("notes"), p.notes.trimmed());
    return md;
}

QString DecisionRecord::resultsSection(const QLocale &locale) const
{
    const PilotResults &r = m_results;
    if (!r.available)
        return r.problem.isEmpty() ? heading("noresults") : heading("resrun").arg(r.reference, r.pilot) + QStringLiteral("  \n") + heading("resunreadable").arg(r.problem);
    const LossComparison &c = r.loss;
    QString md = heading("resrun").arg(r.reference, r.pilot) + QStringLiteral("\n\n");
    md += c.axis == AlignAxis::Step ? heading("resstep").arg(c.points.size())
                                    : heading("restokens").arg(c.points.size()).arg(locale.toString(c.referenceTokensPerStep, 'f', 0),
                                                                                     locale.toString(c.pilotTokensPerStep, 'f', 0));
    if (!c.points.isEmpty())
        md += QLatin1Char(' ') + heading("resdev").arg(locale.toString(c.maxAbs, 'g', 4), locale.toString(100 * c.maxRel, 'f', 2), locale.toString(c.meanAbs, 'g', 4));
    if (c.firstOutside)
        md += QLatin1Char(' ') + heading("resoutside").arg(c.outside).arg(locale.toString(*c.firstOutside, 'f', 0));
    md += QLatin1Char(' ') + heading(c.verdict == Verdict::Pass ? "respass" : c.verdict == Verdict::Fail ? "resfail" : c.verdict == Verdict::NoLimits ? "resnolimits" : "resnooverlap") + QLatin1Char('\n');
    if (!r.validation.isEmpty()) {
        md += QStringLiteral("\n%1\n\n").arg(heading("resval").arg(r.validation.first().step));
        for (const MetricComparison &m : r.validation) {
            md += QStringLiteral("- %1: %2 → %3 (%4)\n").arg(m.name, locale.toString(m.reference, 'g', 6), locale.toString(m.pilot, 'g', 6),
                                                          heading(m.verdict == Verdict::Pass ? "inside" : m.verdict == Verdict::Fail ? "outside" : "nolimit"));
        }
    }
    return md;
}

QString DecisionRecord::evidenceText(const QStringList &evidence) const
{
    QStringList parts;
    for (const QString &e : evidence) {
        if (m_folder.isEmpty()) {
            parts.append(e);
            continue;
        }
        const EvidenceRef ref = classifyEvidence(e, m_project, m_folder);
        const char *kind = ref.kind == EvidenceKind::File ? "evfile" : ref.kind == EvidenceKind::Run ? "evrun"
                         : ref.kind == EvidenceKind::Missing ? "evmissing" : nullptr;
        parts.append(kind ? QStringLiteral("%1 (%2)").arg(e, heading(kind)) : e);
    }
    return parts.join(QStringLiteral("; "));
}

QString DecisionRecord::assumptionsSection(const QLocale &locale) const
{
    const Assumptions &a = m_project.assumptions;
    QString md = QStringLiteral("\n## %1\n\n").arg(heading("assumptions"));
    if (a.isEmpty())
        return md + heading("noassumptions") + QLatin1Char('\n');
    const QString unit = a.currency.isEmpty() ? QString() : QLatin1Char(' ') + a.currency;
    for (const QString &key : Assumptions::amortisationKeys()) {
        const Assumption v = a.amortisation.value(key);
        if (!v.value)
            continue;
        const bool money = key == QLatin1String("engineer_rate") || key.endsWith(QLatin1String("price_per_hour"));
        md += QStringLiteral("- %1: %2%3%4\n").arg(heading(key.toLatin1().constData()), locale.toString(*v.value, 'g', 10),
                                                   money ? unit : QString(),
                                                   v.label.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(v.label));
    }
    QStringList missing;
    if (const auto inputs = a.amortisationInputs(&missing)) {
        const AmortisationResult r = amortise(*inputs);
        const auto money = [&](double x) { return locale.toString(x, 'f', 0) + unit; };
        md += QLatin1Char('\n')
            + (r.breakEvenGpuHours ? heading("breakeven").arg(locale.toString(*r.breakEvenGpuHours, 'f', 0), money(r.preparationCost),
                                                             locale.toString(r.savingPerHour, 'f', 2) + unit, money(r.netAtPlan))
                                   : heading("neverbreakeven").arg(money(r.preparationCost)))
            + QLatin1Char('\n');
    } else if (!a.amortisation.isEmpty()) {
        QStringList names;
        for (const QString &key : missing)
            names.append(heading(key.toLatin1().constData()));
        md += QLatin1Char('\n') + heading("missing").arg(names.join(QStringLiteral(", "))) + QLatin1Char('\n');
    }
    if (const Device *device = DeviceTable::builtIn().find(a.device)) {
        const TrainingSetup setup = a.trainingSetup();
        const ModelShape shape = a.modelShape();
        const double gib = 1024.0 * 1024.0 * 1024.0;
        const double alone = estimateMemory(shape, setup, Parallelism()).total();
        constexpr double kHeadroom = 0.1; // as the calculator: a tenth kept free for the runtime
        Parallelism p;
        QString verdict;
        if (alone <= device->memoryBytes * (1 - kHeadroom))
            verdict = heading("fitsalone");
        else if (suggestParallelism(shape, setup, device->memoryBytes, a.deviceCount(), kHeadroom, &p))
            verdict = heading("fitswith").arg(p.tensor * p.pipeline * p.data).arg(p.tensor).arg(p.pipeline).arg(p.data).arg(p.zeroStage);
        else
            verdict = heading("doesnotfit").arg(a.deviceCount());
        md += QLatin1Char('\n')
            + heading("memory").arg(setup.lora ? heading("lorarank").arg(setup.loraRank) : heading("fullft"),
                                    device->name, locale.toString(alone / gib, 'f', 1), locale.toString(device->memoryBytes / gib, 'f', 1),
                                    verdict)
            + QLatin1Char('\n');
    }
    return md;
}

QString DecisionRecord::html() const
{
    // Built from the Markdown so both say the same; QTextDocument renders this subset well.
    QString body;
    bool inTable = false;
    bool inList = false;
    const QStringList lines = markdown().split(QLatin1Char('\n'));
    const auto closeBlocks = [&] {
        if (inTable)
            body += QStringLiteral("</table>\n");
        if (inList)
            body += QStringLiteral("</ul>\n");
        inTable = inList = false;
    };
    for (const QString &raw : lines) {
        const QString line = raw.trimmed();
        if (line.startsWith(QLatin1String("# "))) {
            closeBlocks();
            body += QStringLiteral("<h1>%1</h1>\n").arg(esc(line.mid(2)));
        } else if (line.startsWith(QLatin1String("## "))) {
            closeBlocks();
            body += QStringLiteral("<h2>%1</h2>\n").arg(esc(line.mid(3)));
        } else if (line.startsWith(QLatin1String("|---"))) {
            continue;
        } else if (line.startsWith(QLatin1Char('|'))) {
            QStringList cells = line.mid(1, line.size() - 2).split(QStringLiteral(" | "));
            const bool header = !inTable;
            if (!inTable) {
                closeBlocks();
                body += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\" width=\"100%\">\n");
                inTable = true;
            }
            body += QStringLiteral("<tr>");
            for (QString c : cells) {
                c = c.trimmed().replace(QStringLiteral("\\|"), QStringLiteral("|"));
                body += header ? QStringLiteral("<th>%1</th>").arg(esc(c)) : QStringLiteral("<td>%1</td>").arg(esc(c));
            }
            body += QStringLiteral("</tr>\n");
        } else if (line.startsWith(QLatin1String("- "))) {
            if (!inList) {
                closeBlocks();
                body += QStringLiteral("<ul>\n");
                inList = true;
            }
            body += QStringLiteral("<li>%1</li>\n").arg(esc(line.mid(2)));
        } else if (line.isEmpty()) {
            closeBlocks();
        } else {
            closeBlocks();
            QString text = esc(line);
            text.replace(QRegularExpression(QStringLiteral("\\*\\*(.+?)\\*\\*")), QStringLiteral("<b>\\1</b>"));
            body += QStringLiteral("<p>%1</p>\n").arg(text);
        }
    }
    closeBlocks();
    return QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\"><head><meta charset=\"utf-8\"><title>%2</title>"
                          "<style>body{font-family:sans-serif;font-size:10pt} th{background:#eee;text-align:left} "
                          "td,th{vertical-align:top}</style></head><body>\n%3</body></html>\n")
        .arg(m_language, esc(m_project.title), body);
}

} // namespace pilot
