#include "core/cost/costprojection.h"

#include "core/calculators/amortisation.h"
#include "core/support/coretr.h"

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

RoleProjection projectRole(RunRole role, const Project &project, const QList<MeasuredRun> &runs)
{
    RoleProjection out;
    out.role = role;
    double fixed = 0, compile = 0, train = 0, overhead = 0, lost = 0;
    qint64 steps = 0;
    int completed = 0, used = 0;
    QStringList skipped;
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
        if (!out.pricePerHour && r.price && r.price->pricePerHour && r.units) {
            out.pricePerHour = r.price->pricePerHour;
            out.units = r.units;
            out.priceId = r.price->id;
            out.platform = r.price->platform;
            out.unit = r.price->unit;
            out.currency = r.price->currency;
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
    out.inputs << ProjectionInput{QStringLiteral("fixed_seconds_per_run"), out.fixedSeconds, measuredFrom}
               << ProjectionInput{QStringLiteral("seconds_per_step"), out.secondsPerStep, measuredFrom}
               << ProjectionInput{QStringLiteral("overhead_share"), out.overheadShare, measuredFrom}
               << ProjectionInput{QStringLiteral("lost_share"), out.lostShare, measuredFrom}
               << ProjectionInput{QStringLiteral("price_per_hour"), out.pricePerHour, CoreTr::tr("price table: %1").arg(out.priceId)}
               << ProjectionInput{QStringLiteral("units"), out.units, CoreTr::tr("project: prices")};
    if (!skipped.isEmpty())
        out.inputs << ProjectionInput{QStringLiteral("runs_left_out"), double(skipped.size()),
                                      CoreTr::tr("runs without the phases a projection needs: %1").arg(skipped.join(QStringLiteral(", ")))};
    const auto &steps_ = project.profile.trainingSteps;
    if (out.secondsPerStep && steps_) {
        out.secondsPerTraining = *out.fixedSeconds + double(*steps_) * *out.secondsPerStep * (1 + *out.overheadShare);
        if (out.pricePerHour) {
            out.costPerTraining = *out.secondsPerTraining / 3600.0 * *out.pricePerHour * *out.units;
            if (project.profile.expectedExperiments)
                out.costPerYear = *out.costPerTraining * double(*project.profile.expectedExperiments);
        } else if (out.reason.isEmpty()) {
            out.reason = CoreTr::tr("no run of the role has a price with a figure");
        }
    } else if (!steps_ && out.reason.isEmpty()) {
        out.reason = CoreTr::tr("the task profile sets no training_steps");
    }
    return out;
}

// The pilot's cost per training with other inputs (sensitivity).
std::optional<double> pilotCost(const RoleProjection &p, const Project &project, double fixed, double overheadShare, std::optional<double> price)
{
    if (!p.secondsPerStep || !project.profile.trainingSteps || !price || !p.units)
        return std::nullopt;
    const double seconds = fixed + double(*project.profile.trainingSteps) * *p.secondsPerStep * (1 + overheadShare);
    return seconds / 3600.0 * *price * *p.units;
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

} // namespace

CostProjection projectCost(const Project &project, const QList<MeasuredRun> &runs, const PriceTable *table)
{
    CostProjection c;
    c.trainingSteps = project.profile.trainingSteps;
    c.trainingsPerYear = project.profile.expectedExperiments;
    c.reference = projectRole(RunRole::Reference, project, runs);
    c.pilot = projectRole(RunRole::Pilot, project, runs);

    QStringList missing;
    if (const auto in = project.assumptions.amortisationInputs(&missing))
        c.preparationCost = amortise(*in).preparationCost;
    else
        c.preparationReason = CoreTr::tr("the amortisation assumptions lack %1").arg(missing.join(QStringLiteral(", ")));
    if (c.reference.costPerTraining && c.pilot.costPerTraining)
        c.savingPerTraining = *c.reference.costPerTraining - *c.pilot.costPerTraining;
    c.breakEvenTrainings = breakEven(c, c.pilot.costPerTraining, &c.breakEvenReason);
    if (c.breakEvenTrainings && c.trainingsPerYear && *c.trainingsPerYear > 0)
        c.breakEvenYears = *c.breakEvenTrainings / double(*c.trainingsPerYear);
    else if (c.breakEvenTrainings)
        c.breakEvenReason = CoreTr::tr("the task profile sets no expected_experiments per year");

    const RoleProjection &p = c.pilot;
    if (!p.secondsPerStep)
        return c;
    const auto add = [&](const QString &key, const QString &label, std::optional<double> cost) {
        Sensitivity s{key, label, cost, std::nullopt, QString()};
        s.breakEvenTrainings = breakEven(c, cost, &s.reason);
        c.sensitivity.append(s);
    };
    add(QStringLiteral("compile_cache_warm"), CoreTr::tr("compile cache warm: repeated runs without compiling"),
        pilotCost(p, project, *p.fixedSeconds - *p.compileSeconds, *p.overheadShare, p.pricePerHour));
    add(QStringLiteral("failure_rate_halved"), CoreTr::tr("failure rate halved: half the lost time"),
        pilotCost(p, project, *p.fixedSeconds, *p.overheadShare - 0.5 * *p.lostShare, p.pricePerHour));
    add(QStringLiteral("failure_rate_doubled"), CoreTr::tr("failure rate doubled: twice the lost time"),
        pilotCost(p, project, *p.fixedSeconds, *p.overheadShare + *p.lostShare, p.pricePerHour));
    const PriceEntry *used = table ? table->find(p.priceId) : nullptr;
    for (const PriceEntry &e : table ? table->entries : QList<PriceEntry>()) {
        if (!used || e.id == used->id || e.platform != used->platform || e.unit != used->unit || e.currency != used->currency
            || e.pricingKind == used->pricingKind || !e.pricePerHour)
            continue;
        add(QStringLiteral("pricing:") + e.pricingKind, CoreTr::tr("priced as %1 (%2)").arg(e.pricingKind, e.id),
            pilotCost(p, project, *p.fixedSeconds, *p.overheadShare, e.pricePerHour));
    }
    return c;
}

} // namespace pilot
