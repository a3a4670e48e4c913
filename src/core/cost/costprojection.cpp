#include "core/cost/costprojection.h"

#include "core/calculators/amortisation.h"
#include "core/cost/assumedprices.h"
#include "core/cost/moneybound.h"
#include "core/support/coretr.h"

#include <QSet>

#include <algorithm>

namespace pilot {

namespace {

double secondsOf(const RunPhaseChain &c, std::initializer_list<const char *> names, bool *known)
{
    double sum = 0;
    for (const char *name : names) {
        const ChainPhase *p = c.phase(QLatin1String(name));
        if (!p || !p->seconds)
            *known = false;
        else
            sum += *p->seconds;
    }
    return sum;
}

// The planned training is priced as the run that trained the most steps ran (a completed one
// before a failed one): the most representative of the role's runs. `pricedBy` is the weight of
// the run that set the price so far.
void takePrice(const MeasuredRun &r, qint64 *pricedBy, RoleProjection *out)
{
    const qint64 weight = r.chain->failed ? -1 : r.chain->stepsTrained;
    if (!out->pricePerHour || weight > *pricedBy) {
        *pricedBy = weight;
        out->pricePerHour = r.price->pricePerHour;
        out->units = r.units;
        out->priceId = r.price->id;
        out->platform = r.price->platform;
        out->unit = r.price->unit;
        out->currency = r.price->currency;
    }
}

// The inputs a role's projection rests on, as the page lists them: the measured figures, the
// price, and notes on other prices and on runs that could not be used.
void addInputs(const QString &measuredFrom, const QSet<QString> &prices, const QStringList &skipped, RoleProjection *out)
{
    out->inputs << ProjectionInput{QStringLiteral("fixed_seconds_per_run"), out->fixedSeconds, measuredFrom}
                << ProjectionInput{QStringLiteral("seconds_per_step"), out->secondsPerStep, measuredFrom}
                << ProjectionInput{QStringLiteral("overhead_share"), out->overheadShare, measuredFrom}
                << ProjectionInput{QStringLiteral("lost_share"), out->lostShare, measuredFrom}
                << ProjectionInput{QStringLiteral("price_per_hour"), out->pricePerHour, CoreTr::tr("price table: %1").arg(out->priceId)}
                << ProjectionInput{QStringLiteral("units"), out->units, CoreTr::tr("the project's price assignments")};
    if (prices.size() > 1) {
        QStringList others(prices.begin(), prices.end());
        others.removeAll(out->priceId);
        others.sort();
        out->inputs << ProjectionInput{QStringLiteral("other_prices"), double(others.size()),
                                       CoreTr::tr("the role's runs ran at other prices too (%1); the projection takes %2, the price of "
                                                  "its run with the most steps trained")
                                           .arg(others.join(QStringLiteral(", ")), out->priceId)};
    }
    if (!skipped.isEmpty())
        out->inputs << ProjectionInput{
            QStringLiteral("runs_left_out"), double(skipped.size()),
            CoreTr::tr("runs without the phases a projection needs: %1").arg(skipped.join(QStringLiteral(", ")))};
}

// The time and cost of one planned training (and of a year's) from the measured figures and the
// task profile; the first reason a figure is missing goes to `out->reason`.
void projectTraining(const Project &project, RoleProjection *out)
{
    const auto &steps = project.profile.trainingSteps;
    if (out->secondsPerStep && steps) {
        out->secondsPerTraining = *out->fixedSeconds + double(*steps) * *out->secondsPerStep * (1 + *out->overheadShare);
        if (out->pricePerHour) {
            const double perTraining = *out->secondsPerTraining / 3600.0 * *out->pricePerHour * *out->units;
            out->costPerTraining = plausibleMoney(perTraining);
            if (!out->costPerTraining && out->reason.isEmpty())
                out->reason = implausibleMoneyReason(perTraining);
            if (out->costPerTraining && project.profile.expectedExperiments) {
                const double perYear = *out->costPerTraining * double(*project.profile.expectedExperiments);
                out->costPerYear = plausibleMoney(perYear);
                if (!out->costPerYear && out->reason.isEmpty())
                    out->reason = implausibleMoneyReason(perYear);
            }
        } else if (out->reason.isEmpty()) {
            out->reason = CoreTr::tr("no run of the role has a price with a figure");
        }
    } else if (!steps && out->reason.isEmpty()) {
        out->reason = CoreTr::tr("the task profile sets no number of training steps");
    }
}

RoleProjection projectRole(RunRole role, const Project &project, const QList<MeasuredRun> &runs)
{
    RoleProjection out;
    out.role = role;
    double fixed = 0, compile = 0, train = 0, overhead = 0, lost = 0;
    qint64 steps = 0;
    int completed = 0, used = 0;
    QStringList skipped;
    QSet<QString> prices;
    qint64 pricedBy = -2;
    for (const MeasuredRun &r : runs) {
        if (r.role != role)
            continue;
        bool known = true;
        const double f = secondsOf(*r.chain, {"environment", "first_step", "compile"}, &known);
        const double c = secondsOf(*r.chain, {"compile"}, &known);
        const double t = secondsOf(*r.chain, {"train"}, &known);
        const double o = secondsOf(*r.chain, {"checkpoint_write", "restart", "validation", "other"}, &known);
        const double l = secondsOf(*r.chain, {"lost"}, &known);
        if (!known) {
            skipped << r.chain->runDir; // an imported run without the phases a projection needs
            continue;
        }
        ++used;
        overhead += o + l;
        lost += l;
        if (!r.chain->failed) {
            ++completed;
            fixed += f;
            compile += c;
            train += t;
            steps += r.chain->stepsTrained;
        }
        if (r.price && r.price->pricePerHour && r.units) {
            prices.insert(r.price->id);
            takePrice(r, &pricedBy, &out);
        }
    }
    const QString measuredFrom = CoreTr::tr("measured: %n run(s) of the role", nullptr, used);
    if (completed > 0 && steps > 0 && train > 0) {
        out.fixedSeconds = fixed / completed;
        out.compileSeconds = compile / completed;
        out.secondsPerStep = train / double(steps);
        out.overheadShare = overhead / train;
        out.lostShare = lost / train;
    } else {
        out.reason = CoreTr::tr("no run of the role trained steps with known phases");
    }
    addInputs(measuredFrom, prices, skipped, &out);
    projectTraining(project, &out);
    return out;
}

std::optional<double> breakEven(const CostProjection &c, std::optional<double> pilot, QString *reason)
{
    if (!c.preparationCost) {
        *reason = c.preparationReason;
        return std::nullopt;
    }
    if (!c.reference.costPerTraining || !pilot) {
        *reason = CoreTr::tr("the cost per training of the reference or the pilot is unknown");
        return std::nullopt;
    }
    const double saving = *c.reference.costPerTraining - *pilot;
    if (saving <= 0) {
        *reason = CoreTr::tr("the pilot does not cost less per training than the reference: the preparation is never paid back");
        return std::nullopt;
    }
    return *c.preparationCost / saving;
}

// Break-even and the years it takes, from the projection's pilot cost per training.
void settle(CostProjection &c)
{
    c.savingPerTraining.reset();
    c.breakEvenYears.reset();
    c.breakEvenReason.clear();
    if (c.reference.costPerTraining && c.pilot.costPerTraining)
        c.savingPerTraining = *c.reference.costPerTraining - *c.pilot.costPerTraining;
    c.breakEvenTrainings = breakEven(c, c.pilot.costPerTraining, &c.breakEvenReason);
    if (c.breakEvenTrainings && c.trainingsPerYear && *c.trainingsPerYear > 0)
        c.breakEvenYears = *c.breakEvenTrainings / double(*c.trainingsPerYear);
    else if (c.breakEvenTrainings)
        c.breakEvenReason = CoreTr::tr("the task profile sets no expected_experiments per year");
}

// Instance hours of one planned training, when the role is priced per instance hour (a chip's
// or device's hours are not the calculator's unit).
std::optional<double> instanceHours(const RoleProjection &r)
{
    if (!r.secondsPerTraining || !r.units || r.unit != QLatin1String("instance_hour"))
        return std::nullopt;
    return *r.secondsPerTraining / 3600.0 * *r.units;
}

BreakEvenStory breakEvenStory(const std::optional<AmortisationInputs> &in, const CostProjection &c)
{
    BreakEvenStory s;
    s.assumptionsComplete = in.has_value();
    if (in) {
        s.assumedGpuHours = amortise(*in).breakEvenGpuHours;
        s.assumedThroughput = in->relativeThroughput;
    }
    s.referenceHoursPerTraining = instanceHours(c.reference);
    s.pilotHoursPerTraining = instanceHours(c.pilot);
    if (s.referenceHoursPerTraining && s.pilotHoursPerTraining && *s.pilotHoursPerTraining > 0)
        s.measuredThroughput = *s.referenceHoursPerTraining / *s.pilotHoursPerTraining;
    if (s.assumedGpuHours && s.referenceHoursPerTraining && *s.referenceHoursPerTraining > 0)
        s.assumedTrainings = *s.assumedGpuHours / *s.referenceHoursPerTraining;
    return s;
}

} // namespace

QList<const PriceEntry *> whatIfPrices(const CostProjection &measured, const PriceTable *table)
{
    QList<const PriceEntry *> out;
    const PriceEntry *used = table ? table->find(measured.pilot.priceId) : nullptr;
    if (!used)
        return out;
    out.append(used);
    for (const PriceEntry &e : table->entries) {
        if (&e != used && e.platform == used->platform && e.unit == used->unit && e.currency == used->currency && e.pricePerHour)
            out.append(&e);
    }
    return out;
}

CostProjection projectPilotWhatIf(const CostProjection &measured, const PriceTable *table, const WhatIf &whatIf)
{
    CostProjection c = measured;
    RoleProjection &p = c.pilot;
    if (!p.secondsPerStep || !p.fixedSeconds || !p.compileSeconds || !p.overheadShare || !p.lostShare)
        return c;
    const QString marked = CoreTr::tr("what-if");
    std::optional<double> price = p.pricePerHour;
    if (!whatIf.priceId.isEmpty()) {
        const QList<const PriceEntry *> allowed = whatIfPrices(measured, table);
        const auto it = std::find_if(allowed.begin(), allowed.end(), [&](const PriceEntry *e) { return e->id == whatIf.priceId; });
        price = it != allowed.end() ? (*it)->pricePerHour : std::nullopt;
        p.inputs << ProjectionInput{QStringLiteral("price_per_hour"), price, marked + QLatin1String(": ") + CoreTr::tr("price table: %1").arg(whatIf.priceId)};
        if (!price)
            p.reason = CoreTr::tr("the price %1 is not one of the pilot's platform, unit and currency with a figure").arg(whatIf.priceId);
        else
            p.priceId = whatIf.priceId;
    }
    const double fixed = *p.fixedSeconds - (whatIf.compileCacheWarm ? *p.compileSeconds : 0);
    const double factor = std::max(0.0, whatIf.failureRateFactor);
    const double overhead = *p.overheadShare + (factor - 1) * *p.lostShare;
    if (whatIf.compileCacheWarm)
        p.inputs << ProjectionInput{QStringLiteral("compile_seconds_per_run"), 0.0, marked + QLatin1String(": ") + CoreTr::tr("compile cache warm")};
    if (factor != 1)
        p.inputs << ProjectionInput{QStringLiteral("failure_rate_factor"), factor, marked + QLatin1String(": ") + CoreTr::tr("lost and repeated time × the factor")};
    p.secondsPerTraining.reset();
    p.costPerTraining.reset();
    p.costPerYear.reset();
    if (c.trainingSteps) {
        p.secondsPerTraining = fixed + double(*c.trainingSteps) * *p.secondsPerStep * (1 + overhead);
        if (price && p.units) {
            p.costPerTraining = plausibleMoney(*p.secondsPerTraining / 3600.0 * *price * *p.units);
            if (c.trainingsPerYear)
                p.costPerYear = *p.costPerTraining * double(*c.trainingsPerYear);
        }
    }
    settle(c);
    return c;
}

CostProjection projectCost(const Project &project, const QList<MeasuredRun> &runs, const PriceTable *table)
{
    CostProjection c;
    c.trainingSteps = project.profile.trainingSteps;
    c.trainingsPerYear = project.profile.expectedExperiments;
    c.reference = projectRole(RunRole::Reference, project, runs);
    c.pilot = projectRole(RunRole::Pilot, project, runs);

    QStringList missing;
    const auto in = pricedAssumptions(project.assumptions, table).amortisationInputs(&missing);
    c.story = breakEvenStory(in, c);
    if (in) {
        const double preparation = amortise(*in).preparationCost;
        c.preparationCost = plausibleMoney(preparation);
        if (!c.preparationCost)
            c.preparationReason = implausibleMoneyReason(preparation);
    } else {
        QStringList titles;
        for (const QString &key : std::as_const(missing))
            titles << Assumptions::amortisationTitle(key);
        c.preparationReason = CoreTr::tr("the Plan's amortisation calculator lacks %1").arg(titles.join(QStringLiteral(", ")));
    }
    settle(c);

    if (!c.pilot.secondsPerStep)
        return c;
    const auto add = [&](const QString &key, const QString &label, const WhatIf &whatIf) {
        const CostProjection changed = projectPilotWhatIf(c, table, whatIf);
        Sensitivity s{key, label, changed.pilot.costPerTraining, changed.breakEvenTrainings, QString()};
        s.reason = !changed.pilot.reason.isEmpty() ? changed.pilot.reason : changed.breakEvenReason;
        c.sensitivity.append(s);
    };
    add(QStringLiteral("compile_cache_warm"), CoreTr::tr("compile cache warm: repeated runs without compiling"), WhatIf{true, 1, {}});
    add(QStringLiteral("failure_rate_halved"), CoreTr::tr("failure rate halved: half the lost time"), WhatIf{false, 0.5, {}});
    add(QStringLiteral("failure_rate_doubled"), CoreTr::tr("failure rate doubled: twice the lost time"), WhatIf{false, 2, {}});
    const QList<const PriceEntry *> prices = whatIfPrices(c, table);
    for (const PriceEntry *e : prices) {
        if (e == prices.constFirst() || e->pricingKind == prices.constFirst()->pricingKind)
            continue;
        add(QStringLiteral("pricing:") + e->pricingKind, CoreTr::tr("priced as %1 (%2)").arg(e->pricingKind, e->id), WhatIf{false, 1, e->id});
    }
    return c;
}

} // namespace pilot
