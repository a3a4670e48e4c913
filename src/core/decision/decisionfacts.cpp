#include "core/decision/decisionfacts.h"

#include "core/calculators/amortisation.h"
#include "core/cost/horizontext.h"
#include "core/cost/moneytext.h"
#include "core/neuron/cpufallbackrules.h"
#include "core/support/bilingualwords.h"

#include <QLocale>
#include <QRegularExpression>

namespace pilot {

namespace {

// The facts' own words in both languages: a decision is written for readers of the chosen
// language, whatever language the program itself runs in (as the decision record).
constexpr char kContext[] = "pilot::DecisionFacts";

const BilingualWord kWords[] = {
    {"src_runs", QT_TRANSLATE_NOOP("pilot::DecisionFacts", "listed runs")},
    {"src_amortisation", QT_TRANSLATE_NOOP("pilot::DecisionFacts", "amortisation calculator")},
    {"src_memory", QT_TRANSLATE_NOOP("pilot::DecisionFacts", "memory calculator")},
    {"src_horizon", QT_TRANSLATE_NOOP("pilot::DecisionFacts", "cost horizon (measured runs and the team's assumptions)")},
    {"src_profile", QT_TRANSLATE_NOOP("pilot::DecisionFacts", "task profile")},
    {"src_ops", QT_TRANSLATE_NOOP("pilot::DecisionFacts", "operator scan")},
    {"ref_listed", QT_TRANSLATE_NOOP("pilot::DecisionFacts", "the project lists the GPU reference run %1")},
    {"amort_yes",
     QT_TRANSLATE_NOOP("pilot::DecisionFacts", "net over the plan %1 (preparation %2; break-even at %3 of %4 planned GPU hours)")},
    {"amort_below",
     QT_TRANSLATE_NOOP("pilot::DecisionFacts",
                       "net over the plan %1: the %4 planned GPU hours stay below the break-even at %3 GPU hours (preparation %2)")},
    {"amort_never", QT_TRANSLATE_NOOP("pilot::DecisionFacts",
                                      "no break-even: an hour of reference work costs %1 on Trainium2 against %2 on GPU (preparation %3)")},
    {"profile_full", QT_TRANSLATE_NOOP("pilot::DecisionFacts", "the task profile's method is full fine-tuning")},
    {"profile_lora", QT_TRANSLATE_NOOP("pilot::DecisionFacts", "the task profile's method is LoRA")},
    {"calc_full", QT_TRANSLATE_NOOP("pilot::DecisionFacts", "the memory calculator is set up for full fine-tuning")},
    {"calc_lora", QT_TRANSLATE_NOOP("pilot::DecisionFacts", "the memory calculator is set up for LoRA")},
    {"ops_found",
     QT_TRANSLATE_NOOP("pilot::DecisionFacts", "the operator scan of %1 found %2 of %3 operators without a confirmed Neuron path")},
    {"ops_none", QT_TRANSLATE_NOOP("pilot::DecisionFacts", "the operator scan of %1 found a confirmed Neuron path for all %2 operators")},
    {"fallback_found", QT_TRANSLATE_NOOP("pilot::DecisionFacts", "the run %1 reported %2 operators that fell back to the CPU")},
    {"src_fallbacks", QT_TRANSLATE_NOOP("pilot::DecisionFacts", "CPU fallbacks of a run")},
    {"full", QT_TRANSLATE_NOOP("pilot::DecisionFacts", "full fine-tuning")},
    {"lora", QT_TRANSLATE_NOOP("pilot::DecisionFacts", "LoRA r %1")},
    {"mem_alone", QT_TRANSLATE_NOOP("pilot::DecisionFacts", "Memory calculator: %1 fits on one %2 (%3 GiB of %4 GiB).")},
    {"mem_parallel", QT_TRANSLATE_NOOP("pilot::DecisionFacts", "Memory calculator: %1 needs %2 × %3 (tensor %4, pipeline %5, data %6, ZeRO "
                                                               "stage %7); one device alone would need %8 GiB of %9 GiB.")},
    {"mem_nofit",
     QT_TRANSLATE_NOOP(
         "pilot::DecisionFacts",
         "Memory calculator: %1 does not fit on the planned %2 × %3 with any parallelism; one device alone would need %4 GiB of %5 GiB.")},
};

QString word(const char *key, const QString &language)
{
    return bilingualWord(kContext, kWords, key, language);
}

QLocale localeOf(const QString &language)
{
    return language == QLatin1String("de") ? QLocale(QLocale::German, QLocale::Germany) : QLocale(QLocale::English, QLocale::UnitedStates);
}

void referenceFacts(const Project &p, const QString &language, QList<DecisionFact> *out)
{
    for (const ProjectRun &run : p.runs) {
        if (run.role != RunRole::Reference)
            continue;
        const QString name = run.label.isEmpty() ? run.path : QStringLiteral("%1 (%2)").arg(run.label, run.path);
        out->append({QStringLiteral("gpu_reference"), Answer::Yes, word("ref_listed", language).arg(name), word("src_runs", language),
                     QStringLiteral("runs")});
        return; // one listed reference is the fact; more say nothing new
    }
}

void amortisationFacts(const Project &p, const QString &language, QList<DecisionFact> *out)
{
    const auto inputs = p.assumptions.amortisationInputs();
    if (!inputs)
        return; // an input without a value: the calculator has no figure yet
    const AmortisationResult r = amortise(*inputs);
    const QLocale locale = localeOf(language);
    const auto money = [&](double x) { return moneyText(x, p.assumptions.currency, locale); };
    const auto hours = [&](double x) { return locale.toString(x, 'f', 0); };
    DecisionFact fact{QStringLiteral("amortisation"), Answer::No, QString(), word("src_amortisation", language),
                      QStringLiteral("amortisation")};
    if (!r.breakEvenGpuHours) {
        fact.text = word("amort_never", language).arg(money(r.trainiumCostPerHour), money(r.gpuCostPerHour), money(r.preparationCost));
    } else {
        const bool pays = r.netAtPlan >= 0;
        fact.value = pays ? Answer::Yes : Answer::No;
        fact.text = word(pays ? "amort_yes" : "amort_below", language)
                        .arg(money(r.netAtPlan), money(r.preparationCost), hours(*r.breakEvenGpuHours), hours(inputs->plannedGpuHours));
    }
    out->append(fact);
}

void horizonFacts(const HorizonCost *h, const QString &language, QList<DecisionFact> *out)
{
    if (!h || !h->cheapest)
        return; // no verdict over the horizon: it says nothing yet
    const bool trainium = *h->cheapest != HorizonPath::Gpu;
    out->append({QStringLiteral("amortisation"), trainium ? Answer::Yes : Answer::No,
                 horizonVerdictSentence(*h, language, localeOf(language)), word("src_horizon", language), QStringLiteral("cost_horizon")});
}

void methodFacts(const Project &p, const QString &language, QList<DecisionFact> *out)
{
    const QString row = QStringLiteral("standard_lora_first");
    if (p.profile.method == QLatin1String("full") || p.profile.method == QLatin1String("lora")) {
        const bool full = p.profile.method == QLatin1String("full");
        out->append({row, full ? Answer::No : Answer::Yes, word(full ? "profile_full" : "profile_lora", language),
                     word("src_profile", language), QStringLiteral("profile")});
    }
    if (p.assumptions.memory.contains(QStringLiteral("lora"))) {
        const bool full = p.assumptions.memory.value(QStringLiteral("lora")) == 0;
        out->append({row, full ? Answer::No : Answer::Yes, word(full ? "calc_full" : "calc_lora", language), word("src_memory", language),
                     QStringLiteral("memory")});
    }
}

// pilotctl ops-scan writes "ops-scan: MODEL — N aten operator(s), K without a confirmed path;
// list: …" (or its German translation): the model before the last " — ", then the total and
// the unconfirmed count as the first two numbers after it.
void operatorFacts(const Project &p, const QString &language, QList<DecisionFact> *out)
{
    const DecisionAnswer *row = p.answer(QStringLiteral("unconfirmed_operators"));
    if (!row)
        return;
    static const QRegularExpression numbers(QStringLiteral("(\\d+)\\D+?(\\d+)"));
    const QString prefix = QStringLiteral("ops-scan: ");
    const QString dash = QStringLiteral(" — ");
    QList<DecisionFact> clean;
    for (const QString &e : row->evidence) {
        const qsizetype at = e.lastIndexOf(dash);
        if (!e.startsWith(prefix) || at < prefix.size())
            continue;
        const QRegularExpressionMatch m = numbers.match(e, at + dash.size());
        if (!m.hasMatch())
            continue;
        const QString model = e.mid(prefix.size(), at - prefix.size());
        const int total = m.captured(1).toInt();
        const int unconfirmed = m.captured(2).toInt();
        if (unconfirmed > 0) {
            out->append({row->id, Answer::Yes, word("ops_found", language).arg(model, QString::number(unconfirmed), QString::number(total)),
                         word("src_ops", language), QStringLiteral("ops_scan")});
        } else {
            clean.append({row->id, Answer::No, word("ops_none", language).arg(model, QString::number(total)), word("src_ops", language),
                          QStringLiteral("ops_scan")});
        }
    }
    *out += clean;
}

// The Run stage writes "cpu-fallbacks: RUN — N operator(s) fell back to the CPU …" (or its German
// translation): operators that ran on the CPU are operators without a Neuron path. A run without
// a fallback says nothing: the fallback texts of TorchNeuron are not verified, so finding none is
// no proof that there were none.
void fallbackFacts(const Project &p, const QString &language, QList<DecisionFact> *out)
{
    const DecisionAnswer *row = p.answer(QStringLiteral("unconfirmed_operators"));
    if (!row)
        return;
    static const QRegularExpression number(QStringLiteral("(\\d+)"));
    const QString prefix = QLatin1String(kCpuFallbackEvidencePrefix);
    const QString dash = QStringLiteral(" — ");
    for (const QString &e : row->evidence) {
        const qsizetype at = e.indexOf(dash);
        if (!e.startsWith(prefix) || at < prefix.size())
            continue;
        const QRegularExpressionMatch m = number.match(e, at + dash.size());
        if (!m.hasMatch() || m.captured(1).toLongLong() <= 0)
            continue;
        out->append({row->id, Answer::Yes, word("fallback_found", language).arg(e.mid(prefix.size(), at - prefix.size()), m.captured(1)),
                     word("src_fallbacks", language), QStringLiteral("cpu_fallbacks")});
    }
}

QString memorySentence(const MemoryVerdict &v, const QString &language)
{
    const QLocale locale = localeOf(language);
    const double gib = 1024.0 * 1024.0 * 1024.0;
    const QString setup = v.lora ? word("lora", language).arg(v.loraRank) : word("full", language);
    const QString alone = locale.toString(v.aloneBytes / gib, 'f', 1);
    const QString device = locale.toString(v.deviceBytes / gib, 'f', 1);
    const QString name = v.deviceNameIn(language);
    switch (v.fit) {
    case MemoryVerdict::Fit::Alone:
        return word("mem_alone", language).arg(setup, name, alone, device);
    case MemoryVerdict::Fit::WithParallelism: {
        const Parallelism &p = v.parallelism;
        // One arg() call: a device name from the editable table may itself contain "%1".
        return word("mem_parallel", language)
            .arg(setup, QString::number(v.devicesUsed()), name, QString::number(p.tensor), QString::number(p.pipeline),
                 QString::number(p.data), QString::number(p.zeroStage), alone, device);
    }
    case MemoryVerdict::Fit::DoesNotFit:
        break;
    }
    return word("mem_nofit", language).arg(setup, QString::number(v.devices), name, alone, device);
}

} // namespace

ProjectFacts projectFacts(const Project &project, const DeviceTable &devices, const QString &language, const HorizonCost *horizon)
{
    ProjectFacts facts;
    referenceFacts(project, language, &facts.rows);
    amortisationFacts(project, language, &facts.rows);
    horizonFacts(horizon, language, &facts.rows);
    methodFacts(project, language, &facts.rows);
    operatorFacts(project, language, &facts.rows);
    fallbackFacts(project, language, &facts.rows);
    facts.memoryVerdict = memoryVerdict(project.assumptions, devices);
    if (facts.memoryVerdict) {
        facts.memory = memorySentence(*facts.memoryVerdict, language);
        if (facts.memoryVerdict->fit == MemoryVerdict::Fit::DoesNotFit)
            facts.holding.append(QStringLiteral("memory_does_not_fit"));
        else if (facts.memoryVerdict->fit == MemoryVerdict::Fit::WithParallelism)
            facts.holding.append(QStringLiteral("memory_needs_parallelism"));
    }
    return facts;
}

} // namespace pilot
