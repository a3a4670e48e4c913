#include "core/record/recordprovenance.h"
#include "core/project/neuronruntime.h"

#include "core/compare/samejob.h"
#include "core/support/bilingualwords.h"

namespace pilot {

namespace {

constexpr char kContext[] = "pilot::RecordProvenance";

const BilingualWord kWords[] = {
    {"heading", QT_TRANSLATE_NOOP("pilot::RecordProvenance", "Provenance of the runs")},
    {"what", QT_TRANSLATE_NOOP("pilot::RecordProvenance", "")},
    {"reference", QT_TRANSLATE_NOOP("pilot::RecordProvenance", "Reference")},
    {"pilot", QT_TRANSLATE_NOOP("pilot::RecordProvenance", "Pilot")},
    {"launched", QT_TRANSLATE_NOOP("pilot::RecordProvenance", "Launched by")},
    {"host", QT_TRANSLATE_NOOP("pilot::RecordProvenance", "Host")},
    {"process", QT_TRANSLATE_NOOP("pilot::RecordProvenance", "Process or Slurm job")},
    {"startedat", QT_TRANSLATE_NOOP("pilot::RecordProvenance", "Started")},
    {"backend", QT_TRANSLATE_NOOP("pilot::RecordProvenance", "Backend (plugin version)")},
    {"trainhash", QT_TRANSLATE_NOOP("pilot::RecordProvenance", "Job hash (what is trained)")},
    {"samehash", QT_TRANSLATE_NOOP("pilot::RecordProvenance", "%1 (equal to the reference: the same training)")},
    {"otherhash", QT_TRANSLATE_NOOP("pilot::RecordProvenance", "%1 (differs from the reference: not the same training)")},
    {"same",
     QT_TRANSLATE_NOOP("pilot::RecordProvenance",
                       "Reference and pilot train the same job: the same data, model, tokenizer and training settings, judged by the "
                       "content of their files, wherever the runs kept them.")},
    {"sameolder",
     QT_TRANSLATE_NOOP("pilot::RecordProvenance",
                       "Reference and pilot train the same job: the same job file apart from where it runs (their job hash, of older "
                       "versions, also covers the paths of its files).")},
    {"different", QT_TRANSLATE_NOOP("pilot::RecordProvenance", "Reference and pilot do not train the same job. They differ in:")},
    {"difference", QT_TRANSLATE_NOOP("pilot::RecordProvenance", "%1: reference %2, pilot %3")},
    {"absent", QT_TRANSLATE_NOOP("pilot::RecordProvenance", "absent")},
    {"unknown", QT_TRANSLATE_NOOP("pilot::RecordProvenance", "Whether reference and pilot train the same job is not known: %1")},
    {"reference_silent",
     QT_TRANSLATE_NOOP("pilot::RecordProvenance",
                       "the reference's run does not say what it trains (it has not started, or a version before the job hash ran it).")},
    {"pilot_silent",
     QT_TRANSLATE_NOOP("pilot::RecordProvenance",
                       "the pilot's run does not say what it trains (it has not started, or a version before the job hash ran it).")},
    {"identity_broken", QT_TRANSLATE_NOOP("pilot::RecordProvenance",
                                          "a run's job identity is not what its job hash is the hash of (the metrics file was edited).")},
    {"older_rule",
     QT_TRANSLATE_NOOP("pilot::RecordProvenance",
                       "both runs were made by older versions, whose job hash also covers the paths of the job's files; their hashes "
                       "differ, which may be their paths alone.")},
    {"mixed", QT_TRANSLATE_NOOP("pilot::RecordProvenance",
                                "one run names its job by the content of its files, the other by the older rule that covers their paths.")},
    {"jobhash", QT_TRANSLATE_NOOP("pilot::RecordProvenance",
                                  "Checksum of the file job.json (SHA-256; differs with run name, role, backend and device)")},
    {"environment", QT_TRANSLATE_NOOP("pilot::RecordProvenance", "Environment")},
    {"command", QT_TRANSLATE_NOOP("pilot::RecordProvenance", "Command")},
    {"device", QT_TRANSLATE_NOOP("pilot::RecordProvenance", "Device (as the run reported at its start)")},
    {"versions", QT_TRANSLATE_NOOP("pilot::RecordProvenance", "Versions (as the run reported at its start)")},
    {"cache", QT_TRANSLATE_NOOP("pilot::RecordProvenance", "Neuron compile cache")},
    {"launchenv", QT_TRANSLATE_NOOP("pilot::RecordProvenance", "Environment set by the backend")},
    {"launchversions", QT_TRANSLATE_NOOP("pilot::RecordProvenance", "Versions found at the launch")},
    {"none", QT_TRANSLATE_NOOP("pilot::RecordProvenance", "not recorded")},
    {"broken", QT_TRANSLATE_NOOP("pilot::RecordProvenance", "launch.json cannot be read")},
    {"pid", QT_TRANSLATE_NOOP("pilot::RecordProvenance", "pid %1")},
    {"hostvia", QT_TRANSLATE_NOOP("pilot::RecordProvenance", "%1 (launched from %2)")},
    {"slurm", QT_TRANSLATE_NOOP("pilot::RecordProvenance", "Slurm job %1")},
};

// A command line or version list may be arbitrarily long; the record shows a readable part.
constexpr qsizetype kMaxCell = 400;

QString cut(const QString &text)
{
    return text.size() <= kMaxCell ? text : text.left(kMaxCell) + QStringLiteral(" …");
}

struct Rows
{
    QString language;
    QList<QList<RecordText>> rows;

    QString word(const char *key) const { return bilingualWord(kContext, kWords, QLatin1String(key), language); }

    /// A row only when one of the runs says something (rows of one backend's runs).
    void addIfAny(const char *key, const QString &reference, const QString &pilot)
    {
        if (!reference.isEmpty() || !pilot.isEmpty())
            add(key, reference, pilot);
    }

    void add(const char *key, const QString &reference, const QString &pilot)
    {
        const QString none = word("none");
        rows.append({RecordText(word(key)), RecordText(reference.isEmpty() ? none : cut(reference)),
                     RecordText(pilot.isEmpty() ? none : cut(pilot))});
    }
};

QString launchedBy(const RunProvenance &p, const Rows &rows)
{
    if (!p.launchProblem.isEmpty())
        return rows.word("broken");
    return p.launched ? p.launch.target : QString();
}

QString process(const RunProvenance &p, const Rows &rows)
{
    if (!p.launched)
        return {};
    if (!p.launch.slurmJobId.isEmpty())
        return rows.word("slurm").arg(p.launch.slurmJobId);
    return p.launch.pid > 0 ? rows.word("pid").arg(p.launch.pid) : QString();
}

// Where the job ran (its run_start), and where it was launched from when that differs (a
// Slurm login node, say).
QString host(const RunProvenance &p, const Rows &rows)
{
    const QString ran = p.started ? p.start.host : QString();
    const QString from = p.launched ? p.launch.host : QString();
    if (ran.isEmpty() || from.isEmpty() || ran == from)
        return ran.isEmpty() ? from : ran;
    return rows.word("hostvia").arg(ran, from);
}

QString backend(const RunProvenance &p)
{
    QString name = p.launched ? p.launch.backend : (p.started ? p.start.backend : QString());
    if (p.launched && !p.launch.backendVersion.isEmpty())
        name += QStringLiteral(" (") + p.launch.backendVersion + QLatin1Char(')');
    return name;
}

QString jobHash(const RunProvenance &p)
{
    return p.started ? p.start.jobHash : QString();
}

// The pilot's job hash, said to be equal to the reference's or not: only when the runs can be
// judged (sameJob), never on two hashes of different rules.
QString pilotJobHash(const RunProvenance &pil, const SameJob &same, const Rows &rows)
{
    const QString mine = jobHash(pil);
    if (same.state == SameJob::State::Unknown)
        return mine;
    return rows.word(same.state == SameJob::State::Same ? "samehash" : "otherhash").arg(mine);
}

// "Reference and pilot train the same job", or where they differ with both values, or why it
// is not known: in words, before the table of hashes.
void addSameJob(RecordDocument &doc, const SameJob &same, const Rows &rows)
{
    switch (same.state) {
    case SameJob::State::Same:
        doc.addParagraph(RecordText(rows.word(same.byContent ? "same" : "sameolder")));
        return;
    case SameJob::State::Unknown:
        doc.addParagraph(RecordText(rows.word("unknown").arg(rows.word(same.why.toLatin1().constData()))));
        return;
    case SameJob::State::Different:
        break;
    }
    doc.addParagraph(RecordText(rows.word("different")));
    QList<RecordText> items;
    for (const JobHashDifference &d : same.differences)
        items << RecordText(
            rows.word("difference")
                .arg(d.key, d.left.isEmpty() ? rows.word("absent") : d.left, d.right.isEmpty() ? rows.word("absent") : d.right));
    doc.addList(items);
}

QString versions(const RunProvenance &p)
{
    QStringList parts;
    for (const auto &[name, value] : p.start.versions)
        parts << name + QLatin1Char('=') + value;
    return parts.join(QStringLiteral(", "));
}

// The variables the backend set for the job (launch.json's env), as NAME=value.
QString launchEnvironment(const RunProvenance &p)
{
    QStringList parts;
    for (auto it = p.launch.env.constBegin(); it != p.launch.env.constEnd(); ++it)
        parts << it.key() + QLatin1Char('=') + it.value();
    return parts.join(QStringLiteral(", "));
}

QString launchVersions(const RunProvenance &p)
{
    QStringList parts;
    for (const auto &[name, value] : p.launch.versions)
        parts << name + QLatin1Char('=') + value;
    return parts.join(QStringLiteral(", "));
}

// The compile cache a Neuron run was given (launch.json) or said it used (run_start).
QString compileCache(const RunProvenance &p)
{
    const QString given = p.launched ? neuronCompileCacheOf(p.launch.env) : QString();
    if (!given.isEmpty())
        return given;
    for (const auto &[name, value] : p.start.versions) {
        if (name == QLatin1String("neuron_compile_cache"))
            return value;
    }
    return {};
}

} // namespace

void addRunProvenance(RecordDocument &doc, const PilotResults &results, const QString &language, const QLocale &locale)
{
    const RunProvenance &ref = results.referenceProvenance;
    const RunProvenance &pil = results.pilotProvenance;
    const bool anything = ref.launched || ref.started || !ref.launchProblem.isEmpty() || pil.launched || pil.started
                          || !pil.launchProblem.isEmpty();
    if (!anything)
        return;
    Rows rows{language, {}};
    const auto started = [&](const RunProvenance &p) {
        return p.launched && p.launch.started.isValid()
                   ? locale.toString(p.launch.started.toUTC(), QLocale::ShortFormat) + QStringLiteral(" UTC")
                   : QString();
    };
    rows.add("launched", launchedBy(ref, rows), launchedBy(pil, rows));
    rows.add("host", host(ref, rows), host(pil, rows));
    rows.add("process", process(ref, rows), process(pil, rows));
    rows.add("startedat", started(ref), started(pil));
    rows.add("backend", backend(ref), backend(pil));
    rows.add("device", ref.start.device, pil.start.device);
    const SameJob same = sameJob(ref.started ? &ref.start : nullptr, pil.started ? &pil.start : nullptr);
    rows.add("trainhash", jobHash(ref), pilotJobHash(pil, same, rows));
    rows.add("jobhash", ref.launch.jobSha256, pil.launch.jobSha256);
    rows.add("environment", ref.launch.environmentLabel, pil.launch.environmentLabel);
    rows.add("command", ref.launch.argv.join(QLatin1Char(' ')), pil.launch.argv.join(QLatin1Char(' ')));
    rows.addIfAny("cache", compileCache(ref), compileCache(pil));
    rows.addIfAny("launchenv", launchEnvironment(ref), launchEnvironment(pil));
    rows.addIfAny("launchversions", launchVersions(ref), launchVersions(pil));
    rows.add("versions", versions(ref), versions(pil));
    doc.addParagraph(RecordText().bold(rows.word("heading")));
    addSameJob(doc, same, rows);
    doc.addTable({RecordText(rows.word("what")), RecordText(rows.word("reference")), RecordText(rows.word("pilot"))}, rows.rows);
}

} // namespace pilot
