#include "core/cost/costmodel.h"
#include "core/cost/assumedprices.h"

#include "core/compare/runcomparison.h"
#include "core/cost/moneybound.h"
#include "core/launch/launchrecord.h"
#include "core/project/projectplace.h"
#include "core/support/coretr.h"

#include <QDir>

#include <cmath>

namespace pilot {

namespace {

// `seconds` at the run's price; empty when it is unknown or not plausible money (`raw` then
// gets the product that was refused).
std::optional<double> hoursCost(std::optional<double> seconds, const RunCost &r, double *raw = nullptr)
{
    if (!seconds || !r.price || !r.price->pricePerHour || !r.units)
        return std::nullopt;
    const double cost = *seconds / 3600.0 * *r.price->pricePerHour * *r.units;
    if (raw)
        *raw = cost;
    return plausibleMoney(cost);
}

// Which price the run is charged at: its own mapping, else its target's (launch.json).
void resolvePrice(const Project &project, const CostModel &model, const ProjectRun &run, RunCost *r)
{
    std::optional<PriceRef> ref;
    if (project.prices.runs.contains(run.path)) {
        ref = project.prices.runs.value(run.path);
        r->priceFrom = QStringLiteral("runs:") + run.path;
    } else {
        LaunchRecord record;
        QString error;
        if (readLaunchRecord(r->runDir, &record, &error) && project.prices.targets.contains(record.target)) {
            ref = project.prices.targets.value(record.target);
            r->priceFrom = QStringLiteral("targets:") + record.target;
        }
    }
    if (!ref) {
        r->priceProblem = CoreTr::tr("neither the run nor its target is charged a price (enter one with Prices… on the Cost stage)");
        return;
    }
    if (!model.table) {
        r->priceProblem = model.priceTableFile.isEmpty()
                              ? CoreTr::tr("the project has no price table yet (enter prices with Prices… on the Cost stage)")
                              : CoreTr::tr("the price table cannot be read");
        return;
    }
    const PriceEntry *entry = model.table->find(ref->price);
    if (!entry) {
        r->priceProblem = CoreTr::tr("the price table has no entry '%1'").arg(ref->price);
        return;
    }
    r->price = *entry;
    if (!entry->pricePerHour)
        r->priceProblem = CoreTr::tr("the price '%1' has no price per hour yet").arg(entry->id);
    if (ref->units) {
        r->units = ref->units;
    } else if (entry->unit == QLatin1String("instance_hour")) {
        r->units = 1; // the short form: one instance (docs/cost.md)
    } else if (r->priceProblem.isEmpty()) {
        r->priceProblem = CoreTr::tr("the price '%1' is per %2: the mapping must say how many units the run held (units: N)")
                              .arg(entry->id, entry->unit);
    }
}

RoleCost sumRole(RunRole role, const QList<RunCost> &runs)
{
    RoleCost out;
    out.role = role;
    QList<const RunCost *> mine;
    for (const RunCost &r : runs) {
        if (r.role == role && !r.leftOut.isEmpty())
            out.leftOut.append({r.path, r.label, r.leftOut});
        else if (r.role == role)
            mine.append(&r);
    }
    out.runs = int(mine.size());
    if (mine.isEmpty()) {
        out.totalReason = out.acceptedReason = out.perStateReason = CoreTr::tr("the project lists no run of this role");
        return out;
    }
    QStringList currencies;
    for (const RunCost *r : mine) {
        if (r->price && !r->price->currency.isEmpty() && !currencies.contains(r->price->currency))
            currencies << r->price->currency;
    }
    out.currency = currencies.size() == 1 ? currencies.constFirst() : QString();
    const bool mixed = currencies.size() > 1;
    for (const QString &name : chainPhaseNames()) {
        PhaseCost sum{name, 0.0, mixed ? std::nullopt : std::optional<double>(0.0)};
        for (const RunCost *r : mine) {
            for (const PhaseCost &p : r->phases) {
                if (p.name != name)
                    continue;
                sum.seconds = sum.seconds && p.seconds ? std::optional<double>(*sum.seconds + *p.seconds) : std::nullopt;
                sum.cost = sum.cost && p.cost ? std::optional<double>(*sum.cost + *p.cost) : std::nullopt;
            }
        }
        out.phases.append(sum);
    }
    out.billedSeconds = 0.0;
    out.total = 0.0;
    int accepted = 0;
    QStringList totalReasons, acceptedReasons;
    for (const RunCost *r : mine) {
        out.billedSeconds = out.billedSeconds && r->chain.billedSeconds ? std::optional<double>(*out.billedSeconds + *r->chain.billedSeconds)
                                                                        : std::nullopt;
        if (r->total)
            out.total = out.total ? std::optional<double>(*out.total + *r->total) : std::nullopt;
        else
            totalReasons << QStringLiteral("%1: %2").arg(r->path, r->totalReason);
        if (r->accepted.count)
            accepted += *r->accepted.count;
        else
            acceptedReasons << QStringLiteral("%1: %2").arg(r->path, r->accepted.unknownReason);
    }
    if (mixed)
        totalReasons << CoreTr::tr("the role's prices are in different currencies (%1)").arg(currencies.join(QStringLiteral(", ")));
    if (totalReasons.isEmpty() && out.total && !plausibleMoney(*out.total))
        totalReasons << implausibleMoneyReason(*out.total);
    if (!totalReasons.isEmpty()) {
        out.total.reset();
        out.totalReason = totalReasons.join(QStringLiteral("; "));
    }
    if (acceptedReasons.isEmpty())
        out.acceptedStates = accepted;
    else
        out.acceptedReason = acceptedReasons.join(QStringLiteral("; "));
    if (!out.total)
        out.perStateReason = CoreTr::tr("the role's cost is unknown: %1").arg(out.totalReason);
    else if (!out.acceptedStates)
        out.perStateReason = CoreTr::tr("the number of accepted states is unknown: %1").arg(out.acceptedReason);
    else if (*out.acceptedStates == 0)
        out.perStateReason = CoreTr::tr("no checkpoint of the role is an accepted state");
    else
        out.costPerAcceptedState = *out.total / *out.acceptedStates;
    return out;
}

const RoleProjection &projectionOf(const CostProjection &p, RunRole role)
{
    return role == RunRole::Reference ? p.reference : p.pilot;
}

// A run that did not complete (aborted, failed, lost) can weigh on its role's projection far
// beyond its share of the work: its start-up time counts once per run and its few steps carry
// a whole attempt's overhead. Each such run is weighed by projecting without it.
void nameDistortions(const Project &project, const QList<MeasuredRun> &measured, const QList<int> &measuredRun, const PriceTable *table,
                     CostModel *model)
{
    for (RoleCost &role : model->roles) {
        if (role.role == RunRole::Fallback)
            continue; // the projection weighs reference against pilot only
        const std::optional<double> with = projectionOf(model->projection, role.role).secondsPerTraining;
        if (!with || *with <= 0)
            continue;
        for (int m = 0; m < measured.size(); ++m) {
            const RunCost &run = model->runs.at(measuredRun.at(m));
            if (run.role != role.role || run.chain.status == QLatin1String("completed"))
                continue;
            QList<MeasuredRun> others = measured;
            others.removeAt(m);
            const std::optional<double> without = projectionOf(projectCost(project, others, table), role.role).secondsPerTraining;
            if (without && *without > 0 && std::abs(*with / *without - 1) >= kDistortionShare)
                role.distortions.append({run.path, run.label, run.chain.status, run.chain.billedSeconds, *with, *without});
        }
    }
}

// The first reference run whose chain reads and which logged steps: its metrics are the band for
// all accepted states. Null when there is none.
const RunMetrics *referenceMetrics(const CostModel &model, const QList<RunMetrics> &metrics)
{
    const RunMetrics *reference = nullptr;
    for (int i = 0; i < model.runs.size() && !reference; ++i) {
        if (model.runs.at(i).role == RunRole::Reference && model.runs.at(i).chain.ok() && !metrics.at(i).steps().empty())
            reference = &metrics.at(i);
    }
    return reference;
}

// A run's phases and total at its price, with the reason when the total is unknown; a price not
// confirmed yet is noted in the model.
void costRun(RunCost *r, CostModel *model)
{
    for (const QString &name : chainPhaseNames()) {
        const ChainPhase *p = r->chain.phase(name);
        const std::optional<double> seconds = p ? p->seconds : std::nullopt;
        r->phases.append({name, seconds, hoursCost(seconds, *r)});
    }
    // The total needs only the billed time, so an imported run with unknown phases still has one.
    double raw = 0;
    r->total = hoursCost(r->chain.billedSeconds, *r, &raw);
    if (!r->chain.ok())
        r->totalReason = r->chain.error;
    else if (!r->priceProblem.isEmpty())
        r->totalReason = r->priceProblem;
    else if (!r->chain.billedSeconds)
        r->totalReason = r->chain.timesProblem.isEmpty() ? CoreTr::tr("the run's events carry no times") : r->chain.timesProblem;
    else if (!r->total)
        r->totalReason = implausibleMoneyReason(raw);
    if (r->price && !r->price->confirmed() && r->price->pricePerHour && !model->unconfirmedPrices.contains(r->price->id))
        model->unconfirmedPrices << r->price->id;
}

} // namespace

const RoleCost *CostModel::role(RunRole r) const
{
    for (const RoleCost &c : roles) {
        if (c.role == r)
            return &c;
    }
    return nullptr;
}

CostModel buildCostModel(const Project &project, const QString &projectFolder, const CostModelOptions &options)
{
    CostModel model;
    ProjectPriceTable prices = loadProjectPriceTable(project, projectFolder);
    model.priceTableFile = prices.file;
    model.priceTableOutside = prices.outside;
    model.priceTableErrors = prices.errors;
    model.table = std::move(prices.table);

    // Every run's chain first: the reference's metrics are the band for all accepted states.
    QList<RunMetrics> metrics;
    for (const ProjectRun &run : project.runs) {
        RunCost r;
        r.path = run.path;
        r.label = run.label;
        r.role = run.role;
        r.runDir = runFolder(run.path, projectFolder).path;
        metrics.append(RunMetrics());
        r.chain = readPhaseChain(r.runDir, &metrics.last());
        resolvePrice(project, model, run, &r);
        r.leftOut = run.leftOutOfCost;
        model.runs.append(r);
    }
    const RunMetrics *reference = referenceMetrics(model, metrics);

    for (int i = 0; i < model.runs.size(); ++i) {
        RunCost &r = model.runs[i];
        costRun(&r, &model);

        AcceptanceInputs in;
        in.reference = reference;
        in.limits = project.limits;
        in.check = options.check;
        in.cancel = options.cancel;
        if (r.chain.ok())
            r.accepted = acceptedStatesOf(r.runDir, metrics.at(i), in);
        else
            r.accepted.unknownReason = r.chain.error;
        if (r.accepted.cancelled || (options.cancel && options.cancel->load())) {
            model.cancelled = true;
            return model;
        }
    }
    for (RunRole role : {RunRole::Reference, RunRole::Pilot, RunRole::Fallback})
        model.roles.append(sumRole(role, model.runs));

    QList<MeasuredRun> measured;
    QList<int> measuredRun; // the index in model.runs of each measured run
    for (int i = 0; i < model.runs.size(); ++i) {
        const RunCost &r = model.runs.at(i);
        if (r.chain.ok() && r.leftOut.isEmpty()) {
            measured.append({r.role, &r.chain, r.price ? &*r.price : nullptr, r.units});
            measuredRun.append(i);
        }
    }
    const PriceTable *table = model.table ? &*model.table : nullptr;
    model.projection = projectCost(project, measured, table);
    nameDistortions(project, measured, measuredRun, table, &model);
    std::optional<double> tokensPerStep;
    for (const RunCost &r : model.runs) {
        if (r.role == RunRole::Reference && r.leftOut.isEmpty() && !tokensPerStep)
            tokensPerStep = configuredTokensPerStep(r.runDir);
    }
    model.horizon = costOverHorizon(project, measuredForHorizon(model, project, tokensPerStep));
    return model;
}

} // namespace pilot
