#include "core/record/recordprovenance.h"
#include "core/project/neuronruntime.h"

#include "core/compare/samejob.h"
#include "core/support/bilingualwords.h"

namespace pilot {

namespace {

const BilingualWord kWords[] = {
    {"heading", "Provenance of the runs", "Herkunft der Läufe"},
    {"what", "", ""},
    {"reference", "Reference", "Referenz"},
    {"pilot", "Pilot", "Pilot"},
    {"launched", "Launched by", "Gestartet über"},
    {"host", "Host", "Host"},
    {"process", "Process or Slurm job", "Prozess oder Slurm-Job"},
    {"startedat", "Started", "Gestartet"},
    {"backend", "Backend (plugin version)", "Backend (Plugin-Version)"},
    {"trainhash", "Job hash (what is trained)", "Job-Hash (was trainiert wird)"},
    {"samehash", "%1 (equal to the reference: the same training)", "%1 (gleich der Referenz: dasselbe Training)"},
    {"otherhash", "%1 (differs from the reference: not the same training)", "%1 (anders als die Referenz: nicht dasselbe Training)"},
    {"same",
     "Reference and pilot train the same job: the same data, model, tokenizer and training settings, judged by the "
     "content of their files, wherever the runs kept them.",
     "Referenz und Pilot trainieren denselben Job: dieselben Daten, dasselbe Modell, denselben Tokenizer und dieselben "
     "Trainingseinstellungen, beurteilt nach dem Inhalt ihrer Dateien, wo immer die Läufe sie hatten."},
    {"sameolder",
     "Reference and pilot train the same job: the same job file apart from where it runs (their job hash, of older "
     "versions, also covers the paths of its files).",
     "Referenz und Pilot trainieren denselben Job: dieselbe Job-Datei bis auf den Ort der Ausführung (ihr Job-Hash älterer "
     "Versionen deckt auch die Pfade ihrer Dateien ab)."},
    {"different", "Reference and pilot do not train the same job. They differ in:",
     "Referenz und Pilot trainieren nicht denselben Job. Sie unterscheiden sich in:"},
    {"difference", "%1: reference %2, pilot %3", "%1: Referenz %2, Pilot %3"},
    {"absent", "absent", "fehlt"},
    {"unknown", "Whether reference and pilot train the same job is not known: %1",
     "Ob Referenz und Pilot denselben Job trainieren, ist nicht bekannt: %1"},
    {"reference_silent", "the reference's run does not say what it trains (it has not started, or a version before the job hash ran it).",
     "Der Referenzlauf sagt nicht, was er trainiert (er hat nicht begonnen, oder eine Version vor dem Job-Hash hat ihn ausgeführt)."},
    {"pilot_silent", "the pilot's run does not say what it trains (it has not started, or a version before the job hash ran it).",
     "Der Pilotlauf sagt nicht, was er trainiert (er hat nicht begonnen, oder eine Version vor dem Job-Hash hat ihn ausgeführt)."},
    {"identity_broken", "a run's job identity is not what its job hash is the hash of (the metrics file was edited).",
     "Die Job-Identität eines Laufs ist nicht das, wovon sein Job-Hash gebildet ist (die Metrikdatei wurde bearbeitet)."},
    {"older_rule",
     "both runs were made by older versions, whose job hash also covers the paths of the job's files; their hashes "
     "differ, which may be their paths alone.",
     "Beide Läufe stammen von älteren Versionen, deren Job-Hash auch die Pfade der Dateien des Jobs abdeckt; ihre Hashes "
     "unterscheiden sich, was allein an den Pfaden liegen kann."},
    {"mixed", "one run names its job by the content of its files, the other by the older rule that covers their paths.",
     "Ein Lauf benennt seinen Job nach dem Inhalt seiner Dateien, der andere nach der älteren Regel, die ihre Pfade abdeckt."},
    {"jobhash", "Checksum of the file job.json (SHA-256; differs with run name, role, backend and device)",
     "Prüfsumme der Datei job.json (SHA-256; unterscheidet sich mit Laufname, Rolle, Backend und Gerät)"},
    {"environment", "Environment", "Umgebung"},
    {"command", "Command", "Befehl"},
    {"device", "Device (as the run reported at its start)", "Gerät (wie der Lauf es bei seinem Start meldete)"},
    {"versions", "Versions (as the run reported at its start)", "Versionen (wie der Lauf sie bei seinem Start meldete)"},
    {"cache", "Neuron compile cache", "Neuron-Kompilier-Cache"},
    {"launchenv", "Environment set by the backend", "Vom Backend gesetzte Umgebung"},
    {"launchversions", "Versions found at the launch", "Beim Start gefundene Versionen"},
    {"none", "not recorded", "nicht erfasst"},
    {"broken", "launch.json cannot be read", "launch.json ist nicht lesbar"},
    {"pid", "pid %1", "PID %1"},
    {"hostvia", "%1 (launched from %2)", "%1 (gestartet von %2)"},
    {"slurm", "Slurm job %1", "Slurm-Job %1"},
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

    QString word(const char *key) const { return bilingualWord(kWords, QLatin1String(key), language); }

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
