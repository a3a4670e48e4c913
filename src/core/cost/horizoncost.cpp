#include "core/cost/horizoncost.h"

#include "core/cost/costmodel.h"
#include "core/cost/moneybound.h"
#include "core/support/coretr.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <functional>

namespace pilot {

namespace {

// Which of two totals counts as cheaper when they are equal: staying on GPU first (seed 2:
// when optimisation eats the saving, keeping the platform is reasonable), then dual operation
// (the guide's most robust first migration).
int tieRank(HorizonPath p)
{
    return p == HorizonPath::Gpu ? 0 : p == HorizonPath::Dual ? 1 : 2;
}

bool cheaper(double a, HorizonPath pa, double b, HorizonPath pb)
{
    const double tolerance = 1e-9 * std::max({1.0, std::abs(a), std::abs(b)});
    if (std::abs(a - b) <= tolerance)
        return tieRank(pa) < tieRank(pb);
    return a < b;
}

HorizonPath cheapestOf(const std::array<double, 3> &totals)
{
    HorizonPath best = HorizonPath::Gpu;
    for (HorizonPath p : horizonPaths()) {
        if (cheaper(totals.at(size_t(p)), p, totals.at(size_t(best)), best))
            best = p;
    }
    return best;
}

// The figures a horizon is computed from, each replaceable for the sensitivity.
struct Figures
{
    std::optional<double> months, trainings, rate, modelUpkeep, kernelShare, fallbackRuns;
    std::optional<double> referenceCost, pilotCost, fallbackRunCost;
    std::array<std::optional<double>, 3> porting, upkeep;
    std::optional<double> tokens, tokensPerTraining;
    bool fromTokens = false;
};

std::optional<double> *figure(Figures &f, const QString &key)
{
    static const QHash<QString, std::function<std::optional<double> *(Figures &)>> kSlots{
        {QStringLiteral("months"), [](Figures &x) { return &x.months; }},
        {QStringLiteral("trainings_per_month"), [](Figures &x) { return &x.trainings; }},
        {QStringLiteral("tokens_per_month"), [](Figures &x) { return &x.tokens; }},
        {QStringLiteral("engineer_rate"), [](Figures &x) { return &x.rate; }},
        {QStringLiteral("model_upkeep_hours_per_month"), [](Figures &x) { return &x.modelUpkeep; }},
        {QStringLiteral("kernel_share"), [](Figures &x) { return &x.kernelShare; }},
        {QStringLiteral("dual.fallback_runs_per_month"), [](Figures &x) { return &x.fallbackRuns; }},
        {QStringLiteral("reference_cost_per_accepted_training"), [](Figures &x) { return &x.referenceCost; }},
        {QStringLiteral("pilot_cost_per_accepted_training"), [](Figures &x) { return &x.pilotCost; }},
        {QStringLiteral("fallback_run_cost"), [](Figures &x) { return &x.fallbackRunCost; }},
    };
    if (const auto it = kSlots.constFind(key); it != kSlots.constEnd())
        return (*it)(f);
    for (HorizonPath p : horizonPaths()) {
        const QString prefix = horizonPathKey(p) + QLatin1Char('.');
        if (key == prefix + QLatin1String("porting_hours"))
            return &f.porting.at(size_t(p));
        if (key == prefix + QLatin1String("upkeep_hours_per_month"))
            return &f.upkeep.at(size_t(p));
    }
    return nullptr;
}

std::optional<double> trainingsOf(const Figures &f)
{
    if (!f.fromTokens)
        return f.trainings;
    if (!f.tokens || !f.tokensPerTraining || *f.tokensPerTraining <= 0)
        return std::nullopt;
    return *f.tokens / *f.tokensPerTraining;
}

std::optional<double> times(std::optional<double> a, std::optional<double> b)
{
    return a && b ? std::optional<double>(*a * *b) : std::nullopt;
}

std::optional<double> money(std::optional<double> amount)
{
    return amount ? plausibleMoney(*amount) : std::nullopt;
}

// One path's figures; `why` names each missing input (with its key) so the page can say it.
PathCost costPath(HorizonPath path, const Figures &f, const std::function<QString(const QString &)> &missing, const HorizonMeasured &m)
{
    PathCost c;
    c.path = path;
    const size_t i = size_t(path);
    const auto need = [&](const std::optional<double> &v, const QString &key) {
        if (!v && !key.isEmpty())
            c.missing.append(missing(key));
        return v;
    };
    const auto rate = need(f.rate, QStringLiteral("engineer_rate"));
    const QString prefix = horizonPathKey(path) + QLatin1Char('.');
    c.porting = money(times(need(f.porting.at(i), prefix + QLatin1String("porting_hours")), rate));
    c.upkeepPerMonth = money(times(need(f.upkeep.at(i), prefix + QLatin1String("upkeep_hours_per_month")), rate));
    if (path == HorizonPath::Gpu) {
        c.kernelPerMonth = 0.0;
    } else {
        const auto share = need(f.kernelShare, QStringLiteral("kernel_share"));
        const auto upkeep = need(f.modelUpkeep, QStringLiteral("model_upkeep_hours_per_month"));
        c.kernelPerMonth = money(times(times(share, upkeep), rate));
    }
    const auto trainings = trainingsOf(f);
    if (!trainings)
        c.missing.append(f.fromTokens && f.tokens ? CoreTr::tr("the tokens of one training are unknown: %1").arg(m.tokensReason)
                                                  : missing(QStringLiteral("trainings_per_month")));
    const bool onGpu = path == HorizonPath::Gpu;
    const auto perTraining = onGpu ? f.referenceCost : f.pilotCost;
    if (!perTraining) {
        const HorizonMeasured::Role &role = onGpu ? m.reference : m.pilot;
        c.missing.append((onGpu ? CoreTr::tr("the reference's cost per accepted training is unknown: %1")
                                : CoreTr::tr("the pilot's cost per accepted training is unknown: %1"))
                             .arg(role.perAcceptedReason()));
    }
    c.computePerMonth = money(times(trainings, perTraining));
    if (path == HorizonPath::Dual) {
        const auto runs = need(f.fallbackRuns, QStringLiteral("dual.fallback_runs_per_month"));
        // No re-check a month needs no measured fallback run.
        if (runs && *runs == 0)
            c.readinessPerMonth = 0.0;
        else if (runs && !f.fallbackRunCost)
            c.missing.append(CoreTr::tr("the cost of a fallback run is unknown: %1").arg(m.fallbackReason));
        else
            c.readinessPerMonth = money(times(runs, f.fallbackRunCost));
    } else {
        c.readinessPerMonth = 0.0;
    }
    if (c.upkeepPerMonth && c.kernelPerMonth && c.computePerMonth && c.readinessPerMonth)
        c.perMonth = money(*c.upkeepPerMonth + *c.kernelPerMonth + *c.computePerMonth + *c.readinessPerMonth);
    const auto months = need(f.months, QStringLiteral("months"));
    if (c.porting && c.perMonth && months)
        c.total = money(*c.porting + *months * *c.perMonth);
    if (c.total && trainings && months) {
        if (*trainings > 0)
            c.perAcceptedTraining = money(*c.total / (*months * *trainings));
        else
            c.missing.append(CoreTr::tr("no training is planned: there is no cost per accepted training"));
    }
    if (!c.total && c.missing.isEmpty())
        c.missing.append(CoreTr::tr("a figure of the path is beyond %1: an input is not plausible").arg(kMaxMoney));
    c.missing.removeDuplicates();
    return c;
}

std::optional<std::array<double, 3>> totalsOf(const Figures &f, const HorizonMeasured &m)
{
    std::array<double, 3> out{};
    const auto none = [](const QString &) { return QString(); };
    for (HorizonPath p : horizonPaths()) {
        const PathCost c = costPath(p, f, none, m);
        if (!c.total)
            return std::nullopt;
        out.at(size_t(p)) = *c.total;
    }
    return out;
}

double slopeOf(const std::array<double, 3> &at0, const std::array<double, 3> &at1, HorizonPath p)
{
    return at1.at(size_t(p)) - at0.at(size_t(p));
}

// Every path's total is linear in any one input (the others held): total = a + b·x. The winner
// changes where its line meets another's; the nearest such value on each side is the flip.
std::optional<HorizonFlip> flipOf(const QString &key, const Figures &f, const HorizonMeasured &m, HorizonPath winner, double least,
                                  double most)
{
    Figures at = f;
    std::optional<double> *slot = figure(at, key);
    if (!slot || !*slot)
        return std::nullopt;
    HorizonFlip flip;
    flip.key = key;
    flip.now = **slot;
    *slot = 0.0;
    const auto a = totalsOf(at, m);
    *slot = 1.0;
    const auto b1 = totalsOf(at, m);
    if (!a || !b1)
        return std::nullopt;
    const auto line = [&](HorizonPath p, double x) { return a->at(size_t(p)) + slopeOf(*a, *b1, p) * x; };
    // Who is cheapest just past `x` in `direction`: the cheapest there, and among paths equal
    // there, the one whose line falls faster that way (then the tie order).
    const auto winnerPast = [&](double x, int direction) {
        std::array<double, 3> at{};
        for (HorizonPath p : horizonPaths())
            at.at(size_t(p)) = line(p, x);
        const HorizonPath best = cheapestOf(at);
        HorizonPath out = best;
        for (HorizonPath p : horizonPaths()) {
            const double tolerance = 1e-9 * std::max({1.0, std::abs(at.at(size_t(p))), std::abs(at.at(size_t(best)))});
            if (std::abs(at.at(size_t(p)) - at.at(size_t(best))) > tolerance)
                continue;
            const double mine = direction * slopeOf(*a, *b1, p), theirs = direction * slopeOf(*a, *b1, out);
            if (mine < theirs || (mine == theirs && tieRank(p) < tieRank(out)))
                out = p;
        }
        return out;
    };
    for (HorizonPath p : horizonPaths()) {
        if (p == winner)
            continue;
        const double slope = slopeOf(*a, *b1, winner) - slopeOf(*a, *b1, p);
        if (slope == 0)
            continue;
        const double x = (a->at(size_t(p)) - a->at(size_t(winner))) / slope;
        if (!std::isfinite(x) || x < least || x > most)
            continue;
        // A tie now: any move to the side where the other path wins changes the verdict.
        const bool now = std::abs(x - flip.now) <= 1e-12 * std::max(1.0, std::abs(flip.now));
        if (now && winnerPast(x, 1) != winner && (!flip.above || x < *flip.above)) {
            flip.above = x;
            flip.abovePath = winnerPast(x, 1);
        } else if (now && winnerPast(x, -1) != winner && (!flip.below || x > *flip.below)) {
            flip.below = x;
            flip.belowPath = winnerPast(x, -1);
        } else if (x > flip.now && (!flip.above || x < *flip.above) && winnerPast(x, 1) != winner) {
            flip.above = x;
            flip.abovePath = winnerPast(x, 1);
        } else if (x < flip.now && (!flip.below || x > *flip.below) && winnerPast(x, -1) != winner) {
            flip.below = x;
            flip.belowPath = winnerPast(x, -1);
        }
    }
    return flip;
}

} // namespace

std::optional<double> HorizonMeasured::Role::acceptedShare() const
{
    if (!shareReason.isEmpty() || completed <= 0)
        return std::nullopt;
    return double(endedAccepted) / completed;
}

std::optional<double> HorizonMeasured::Role::costPerAcceptedTraining() const
{
    const auto share = acceptedShare();
    if (!costPerTraining || !share || *share <= 0)
        return std::nullopt;
    return plausibleMoney(*costPerTraining / *share);
}

QString HorizonMeasured::Role::perAcceptedReason() const
{
    if (!costPerTraining)
        return costReason.isEmpty() ? CoreTr::tr("the projection has no cost per training") : costReason;
    if (!shareReason.isEmpty())
        return shareReason;
    if (completed <= 0)
        return CoreTr::tr("no run of the role completed");
    if (endedAccepted <= 0)
        return CoreTr::tr("none of the role's %n completed run(s) ended in an accepted training state", nullptr, completed);
    return QString();
}

std::optional<double> PathCost::after(double month) const
{
    if (!porting || !perMonth)
        return std::nullopt;
    return *porting + month * *perMonth;
}

bool BreakEven::withinHorizon() const
{
    return month && months && *month <= *months;
}

QStringList HorizonCost::measuredFlipKeys()
{
    return {QStringLiteral("reference_cost_per_accepted_training"), QStringLiteral("pilot_cost_per_accepted_training"),
            QStringLiteral("fallback_run_cost")};
}

HorizonMeasured measuredForHorizon(const CostModel &model, const Project &project, std::optional<double> referenceTokensPerStep)
{
    HorizonMeasured m;
    const auto roleOf = [&](RunRole role, const RoleProjection &projection, HorizonMeasured::Role *out) {
        out->costPerTraining = projection.costPerTraining;
        out->currency = projection.currency;
        out->costReason = projection.reason;
        for (const RunCost &r : model.runs) {
            if (r.role != role || !r.leftOut.isEmpty() || r.chain.status != QLatin1String("completed"))
                continue;
            ++out->completed;
            if (!r.accepted.count) {
                out->shareReason = r.accepted.unknownReason.isEmpty() ? CoreTr::tr("the accepted states of %1 are unknown").arg(r.path)
                                                                      : r.accepted.unknownReason;
                continue;
            }
            // A training counts as accepted when the state it ends in is (an early checkpoint
            // below the quality threshold says nothing against the finished training).
            const StateVerdict *last = nullptr;
            for (const StateVerdict &s : r.accepted.states) {
                if (!last || s.step >= last->step)
                    last = &s;
            }
            if (last && last->accepted)
                ++out->endedAccepted;
        }
    };
    roleOf(RunRole::Reference, model.projection.reference, &m.reference);
    roleOf(RunRole::Pilot, model.projection.pilot, &m.pilot);
    if (const RoleCost *fallback = model.role(RunRole::Fallback)) {
        m.fallbackRuns = fallback->runs;
        m.fallbackCurrency = fallback->currency;
        if (fallback->runs <= 0)
            m.fallbackReason = CoreTr::tr("no fallback run is measured yet (Fall Back to GPU on the Checkpoints stage runs one)");
        else if (!fallback->total)
            m.fallbackReason = fallback->totalReason;
        else
            m.fallbackRunCost = *fallback->total / fallback->runs;
    }
    if (!project.profile.trainingSteps)
        m.tokensReason = CoreTr::tr("the task profile has no training_steps");
    else if (!referenceTokensPerStep)
        m.tokensReason = CoreTr::tr(
            "the reference job's tokens per step are unknown (its job.json names no micro_batch, grad_accum and seq_len)");
    else
        m.tokensPerTraining = double(*project.profile.trainingSteps) * *referenceTokensPerStep;
    return m;
}

namespace {

// The figures of a horizon: the project's cost_horizon, the engineering rate and the measured costs.
Figures figuresOf(const CostHorizon &horizon, std::optional<double> engineerRate, const HorizonMeasured &measured)
{
    Figures f;
    f.months = horizon.value(QStringLiteral("months"));
    f.fromTokens = horizon.value(QStringLiteral("tokens_per_month")).has_value();
    f.trainings = horizon.value(QStringLiteral("trainings_per_month"));
    f.tokens = horizon.value(QStringLiteral("tokens_per_month"));
    f.tokensPerTraining = measured.tokensPerTraining;
    f.rate = engineerRate;
    f.modelUpkeep = horizon.value(QStringLiteral("model_upkeep_hours_per_month"));
    f.kernelShare = horizon.value(QStringLiteral("kernel_share"));
    f.fallbackRuns = horizon.value(QStringLiteral("dual.fallback_runs_per_month"));
    for (HorizonPath p : horizonPaths()) {
        const QString prefix = horizonPathKey(p) + QLatin1Char('.');
        f.porting.at(size_t(p)) = horizon.value(prefix + QLatin1String("porting_hours"));
        f.upkeep.at(size_t(p)) = horizon.value(prefix + QLatin1String("upkeep_hours_per_month"));
    }
    f.referenceCost = measured.reference.costPerAcceptedTraining();
    f.pilotCost = measured.pilot.costPerAcceptedTraining();
    f.fallbackRunCost = measured.fallbackRunCost;
    return f;
}

// One currency for every figure: the runs' prices, the fallback's and the engineering rate.
// Sets out->currency when there is one, else says in out->incomplete why no total can be made.
void settleCurrency(const Figures &f, const HorizonMeasured &measured, const QString &rateCurrency, std::optional<double> engineerRate,
                    HorizonCost *out)
{
    QStringList currencies;
    for (const QString &c : {measured.reference.currency, measured.pilot.currency, rateCurrency})
        if (!c.isEmpty() && !currencies.contains(c))
            currencies.append(c);
    if (f.fallbackRuns && *f.fallbackRuns > 0 && !measured.fallbackCurrency.isEmpty() && !currencies.contains(measured.fallbackCurrency))
        currencies.append(measured.fallbackCurrency);
    if (currencies.size() > 1) {
        out->incomplete.append(
            CoreTr::tr("the figures are in more than one currency (%1): no total can add them").arg(currencies.join(QStringLiteral(", "))));
    } else if (rateCurrency.isEmpty() && engineerRate) {
        out->incomplete.append(CoreTr::tr("the engineering rate has no currency (the amortisation inputs' currency, Plan stage)"));
    } else {
        out->currency = currencies.value(0);
    }
}

// When Trainium2 and dual operation catch up with staying on GPU, for each path whose figures
// and the GPU's are known.
void addBreakEvens(std::optional<double> months, HorizonCost *out)
{
    const PathCost &gpu = out->path(HorizonPath::Gpu);
    for (HorizonPath p : {HorizonPath::Trainium2, HorizonPath::Dual}) {
        const PathCost &c = out->path(p);
        BreakEven b;
        b.path = p;
        b.months = months;
        if (c.porting && c.perMonth && gpu.porting && gpu.perMonth) {
            const double start = *c.porting - *gpu.porting, saving = *gpu.perMonth - *c.perMonth;
            if (start <= 0 && saving >= 0) {
                b.crossing = 0.0;
                b.month = 0;
            } else if (saving > 0) {
                b.crossing = start / saving;
                b.month = int(std::min(1e9, std::ceil(*b.crossing - 1e-9)));
            } else if (start < 0) {
                b.cheaperUntil = start / saving; // both below 0: the months its head start lasts
            } else {
                b.never = true;
            }
            out->breakEvens.append(b);
        }
    }
}

// For each input (the horizon's, the engineering rate and the measured costs), the values at
// which the cheapest path would change.
void addSensitivity(const Figures &f, const HorizonMeasured &measured, HorizonCost *out)
{
    QStringList keys = CostHorizon::keys();
    keys.insert(keys.indexOf(QStringLiteral("model_upkeep_hours_per_month")), QStringLiteral("engineer_rate"));
    keys << HorizonCost::measuredFlipKeys();
    for (const QString &key : keys) {
        const bool horizonKey = CostHorizon::keys().contains(key);
        const double least = key == QLatin1String("months") ? 1 : 0;
        const double most = horizonKey                              ? CostHorizon::maximum(key)
                            : key == QLatin1String("engineer_rate") ? assumptionMaximum(key)
                                                                    : kMaxMoney;
        if (const auto flip = flipOf(key, f, measured, *out->cheapest, least, most))
            out->sensitivity.append(*flip);
    }
}

} // namespace

HorizonCost costOverHorizon(const CostHorizon &horizon, std::optional<double> engineerRate, const QString &rateCurrency,
                            const HorizonMeasured &measured)
{
    HorizonCost out;
    out.configured = !horizon.isEmpty();
    out.inputs = horizon.inputs;
    out.measured = measured;
    out.engineerRate = engineerRate;
    const Figures f = figuresOf(horizon, engineerRate, measured);
    settleCurrency(f, measured, rateCurrency, engineerRate, &out);
    const auto missing = [](const QString &key) {
        if (key == QLatin1String("engineer_rate"))
            return CoreTr::tr("the engineering rate is not set (the amortisation inputs' engineer_rate, Plan stage)");
        return CoreTr::tr("cost_horizon.%1 is not set").arg(key);
    };
    out.months = f.months;
    out.trainingsPerMonth = trainingsOf(f);
    out.fromTokens = f.fromTokens;
    out.kernelShare = f.kernelShare;
    if (f.kernelShare && f.modelUpkeep)
        out.kernelHoursPerMonth = *f.kernelShare * *f.modelUpkeep;
    for (HorizonPath p : horizonPaths()) {
        PathCost c = costPath(p, f, missing, measured);
        if (!out.incomplete.isEmpty()) {
            // Amounts in two currencies, or money without one, are no figure.
            c = PathCost{};
            c.path = p;
            c.missing = out.incomplete;
        }
        out.paths.at(size_t(p)) = c;
    }
    addBreakEvens(f.months, &out);
    for (HorizonPath p : horizonPaths()) {
        for (const QString &why : out.path(p).missing) {
            if (!out.incomplete.contains(why))
                out.incomplete.append(why);
        }
    }
    if (!out.incomplete.isEmpty())
        return out;
    std::array<double, 3> totals{};
    for (HorizonPath p : horizonPaths())
        totals.at(size_t(p)) = *out.path(p).total;
    out.cheapest = cheapestOf(totals);
    addSensitivity(f, measured, &out);
    return out;
}

HorizonCost costOverHorizon(const Project &project, const HorizonMeasured &measured)
{
    const auto rate = project.assumptions.amortisation.constFind(QStringLiteral("engineer_rate"));
    return costOverHorizon(project.costHorizon, rate == project.assumptions.amortisation.constEnd() ? std::nullopt : rate->value,
                           project.assumptions.currency, measured);
}

} // namespace pilot
