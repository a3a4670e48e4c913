#include "core/cost/costjson.h"

#include <QJsonArray>

namespace pilot {

namespace {

QJsonValue opt(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue();
}

QJsonValue text(const QString &s)
{
    return s.isEmpty() ? QJsonValue() : QJsonValue(s);
}

QJsonObject phaseMap(const QList<PhaseCost> &phases, bool cost)
{
    QJsonObject o;
    for (const PhaseCost &p : phases)
        o.insert(p.name, opt(cost ? p.cost : p.seconds));
    return o;
}

QJsonObject inputsJson(const QList<ProjectionInput> &inputs)
{
    QJsonObject o;
    for (const ProjectionInput &i : inputs)
        o.insert(i.name, QJsonObject{{QStringLiteral("value"), opt(i.value)}, {QStringLiteral("source"), i.source}});
    return o;
}

QJsonObject roleProjectionJson(const RoleProjection &p)
{
    return QJsonObject{{QStringLiteral("seconds_per_training"), opt(p.secondsPerTraining)},
                       {QStringLiteral("cost_per_training"), opt(p.costPerTraining)},
                       {QStringLiteral("cost_per_year"), opt(p.costPerYear)},
                       {QStringLiteral("currency"), text(p.currency)},
                       {QStringLiteral("reason"), text(p.reason)},
                       {QStringLiteral("inputs"), inputsJson(p.inputs)}};
}

QJsonObject horizonJson(const HorizonCost &h)
{
    QJsonObject paths;
    for (HorizonPath p : horizonPaths()) {
        const PathCost &c = h.path(p);
        paths.insert(horizonPathKey(p), QJsonObject{{QStringLiteral("porting"), opt(c.porting)},
                                                    {QStringLiteral("upkeep_per_month"), opt(c.upkeepPerMonth)},
                                                    {QStringLiteral("kernel_upkeep_per_month"), opt(c.kernelPerMonth)},
                                                    {QStringLiteral("compute_per_month"), opt(c.computePerMonth)},
                                                    {QStringLiteral("fallback_readiness_per_month"), opt(c.readinessPerMonth)},
                                                    {QStringLiteral("per_month"), opt(c.perMonth)},
                                                    {QStringLiteral("total"), opt(c.total)},
                                                    {QStringLiteral("per_accepted_training"), opt(c.perAcceptedTraining)},
                                                    {QStringLiteral("missing"), QJsonArray::fromStringList(c.missing)}});
    }
    QJsonObject breakEvens;
    for (const BreakEven &b : h.breakEvens)
        breakEvens.insert(horizonPathKey(b.path), QJsonObject{{QStringLiteral("month"), b.month ? QJsonValue(*b.month) : QJsonValue()},
                                                              {QStringLiteral("crossing_months"), opt(b.crossing)},
                                                              {QStringLiteral("within_horizon"), b.withinHorizon()},
                                                              {QStringLiteral("never"), b.never},
                                                              {QStringLiteral("cheaper_until_months"), opt(b.cheaperUntil)}});
    QJsonArray sensitivity;
    for (const HorizonFlip &f : h.sensitivity) {
        QJsonObject o{{QStringLiteral("input"), f.key}, {QStringLiteral("now"), f.now}};
        if (f.below)
            o.insert(QStringLiteral("below"),
                     QJsonObject{{QStringLiteral("value"), *f.below}, {QStringLiteral("cheapest"), horizonPathKey(f.belowPath)}});
        if (f.above)
            o.insert(QStringLiteral("above"),
                     QJsonObject{{QStringLiteral("value"), *f.above}, {QStringLiteral("cheapest"), horizonPathKey(f.abovePath)}});
        sensitivity.append(o);
    }
    const HorizonMeasured &m = h.measured;
    const auto measuredRole = [](const HorizonMeasured::Role &r) {
        return QJsonObject{{QStringLiteral("cost_per_training"), opt(r.costPerTraining)},
                           {QStringLiteral("completed_runs"), r.completed},
                           {QStringLiteral("ended_accepted"), r.endedAccepted},
                           {QStringLiteral("cost_per_accepted_training"), opt(r.costPerAcceptedTraining())},
                           {QStringLiteral("reason"), text(r.perAcceptedReason())}};
    };
    QJsonObject inputs;
    for (auto it = h.inputs.cbegin(); it != h.inputs.cend(); ++it)
        inputs.insert(it.key(), QJsonObject{{QStringLiteral("value"), opt(it->value)},
                                            {QStringLiteral("label"), text(it->label)},
                                            {QStringLiteral("source"), text(it->source)},
                                            {QStringLiteral("date"), it->date ? QJsonValue(it->date->toString(Qt::ISODate)) : QJsonValue()},
                                            {QStringLiteral("confirmed"), it->confirmed()}});
    return QJsonObject{{QStringLiteral("configured"), h.configured},
                       {QStringLiteral("inputs"), inputs},
                       {QStringLiteral("months"), opt(h.months)},
                       {QStringLiteral("trainings_per_month"), opt(h.trainingsPerMonth)},
                       {QStringLiteral("from_tokens"), h.fromTokens},
                       {QStringLiteral("engineer_rate"), opt(h.engineerRate)},
                       {QStringLiteral("currency"), text(h.currency)},
                       {QStringLiteral("kernel_share"), opt(h.kernelShare)},
                       {QStringLiteral("kernel_hours_per_month"), opt(h.kernelHoursPerMonth)},
                       {QStringLiteral("measured"), QJsonObject{{QStringLiteral("reference"), measuredRole(m.reference)},
                                                                {QStringLiteral("pilot"), measuredRole(m.pilot)},
                                                                {QStringLiteral("fallback_run_cost"), opt(m.fallbackRunCost)},
                                                                {QStringLiteral("fallback_reason"), text(m.fallbackReason)},
                                                                {QStringLiteral("tokens_per_training"), opt(m.tokensPerTraining)}}},
                       {QStringLiteral("paths"), paths},
                       {QStringLiteral("break_even"), breakEvens},
                       {QStringLiteral("cheapest"), h.cheapest ? QJsonValue(horizonPathKey(*h.cheapest)) : QJsonValue()},
                       {QStringLiteral("incomplete"), QJsonArray::fromStringList(h.incomplete)},
                       {QStringLiteral("sensitivity"), sensitivity}};
}

} // namespace

QJsonObject phaseChainToJson(const RunPhaseChain &c)
{
    QJsonObject phases;
    for (const ChainPhase &p : c.phases + QList<ChainPhase>{c.queue})
        phases.insert(p.name, QJsonObject{{QStringLiteral("seconds"), opt(p.seconds)},
                                          {QStringLiteral("source"), phaseSourceKey(p.source)},
                                          {QStringLiteral("how"), p.how},
                                          {QStringLiteral("span_seconds"), p.spanSeconds},
                                          {QStringLiteral("spans"), p.spans}});
    return QJsonObject{{QStringLiteral("status"), c.status},
                       {QStringLiteral("error"), text(c.error)},
                       {QStringLiteral("imported"), c.imported},
                       {QStringLiteral("failed"), c.failed},
                       {QStringLiteral("failure_class"), text(c.failureClass)},
                       {QStringLiteral("attempts"), c.attempts},
                       {QStringLiteral("billed_s"), opt(c.billedSeconds)},
                       {QStringLiteral("steps_trained"), double(c.stepsTrained)},
                       {QStringLiteral("phases"), phases},
                       {QStringLiteral("notes"), QJsonArray::fromStringList(c.notes)}};
}

QJsonObject costModelToJson(const CostModel &m)
{
    QJsonArray runs;
    for (const RunCost &r : m.runs) {
        QJsonArray states;
        for (const StateVerdict &s : r.accepted.states)
            states.append(QJsonObject{{QStringLiteral("dir"), s.dir},
                                      {QStringLiteral("step"), double(s.step)},
                                      {QStringLiteral("accepted"), s.accepted},
                                      {QStringLiteral("loss"), opt(s.loss)},
                                      {QStringLiteral("reference_loss"), opt(s.referenceLoss)},
                                      {QStringLiteral("quality"), opt(s.quality)},
                                      {QStringLiteral("reasons"), QJsonArray::fromStringList(s.reasons)}});
        runs.append(QJsonObject{{QStringLiteral("path"), r.path},
                                {QStringLiteral("role"), runRoleKey(r.role)},
                                {QStringLiteral("label"), text(r.label)},
                                {QStringLiteral("price"), r.price ? QJsonValue(r.price->id) : QJsonValue()},
                                {QStringLiteral("price_from"), text(r.priceFrom)},
                                {QStringLiteral("price_confirmed"), r.price ? QJsonValue(r.price->confirmed()) : QJsonValue()},
                                {QStringLiteral("units"), opt(r.units)},
                                {QStringLiteral("price_problem"), text(r.priceProblem)},
                                {QStringLiteral("chain"), phaseChainToJson(r.chain)},
                                {QStringLiteral("cost_by_phase"), phaseMap(r.phases, true)},
                                {QStringLiteral("total"), opt(r.total)},
                                {QStringLiteral("total_reason"), text(r.totalReason)},
                                {QStringLiteral("accepted_states"), r.accepted.count ? QJsonValue(*r.accepted.count) : QJsonValue()},
                                {QStringLiteral("accepted_reason"), text(r.accepted.unknownReason)},
                                {QStringLiteral("states"), states}});
    }
    QJsonObject roles;
    for (const RoleCost &r : m.roles)
        roles.insert(runRoleKey(r.role),
                     QJsonObject{{QStringLiteral("runs"), r.runs},
                                 {QStringLiteral("currency"), text(r.currency)},
                                 {QStringLiteral("phases_s"), phaseMap(r.phases, false)},
                                 {QStringLiteral("cost_by_phase"), phaseMap(r.phases, true)},
                                 {QStringLiteral("billed_s"), opt(r.billedSeconds)},
                                 {QStringLiteral("total"), opt(r.total)},
                                 {QStringLiteral("total_reason"), text(r.totalReason)},
                                 {QStringLiteral("accepted_states"), r.acceptedStates ? QJsonValue(*r.acceptedStates) : QJsonValue()},
                                 {QStringLiteral("accepted_reason"), text(r.acceptedReason)},
                                 {QStringLiteral("cost_per_accepted_state"), opt(r.costPerAcceptedState)},
                                 {QStringLiteral("cost_per_accepted_state_reason"), text(r.perStateReason)}});
    const CostProjection &p = m.projection;
    QJsonArray sensitivity;
    for (const Sensitivity &s : p.sensitivity)
        sensitivity.append(QJsonObject{{QStringLiteral("key"), s.key},
                                       {QStringLiteral("label"), s.label},
                                       {QStringLiteral("pilot_cost_per_training"), opt(s.pilotCostPerTraining)},
                                       {QStringLiteral("break_even_trainings"), opt(s.breakEvenTrainings)},
                                       {QStringLiteral("reason"), text(s.reason)}});
    const auto whole = [](const std::optional<qint64> &v) { return v ? QJsonValue(double(*v)) : QJsonValue(); };
    return QJsonObject{{QStringLiteral("price_table"), text(m.priceTableFile)},
                       {QStringLiteral("price_table_errors"), QJsonArray::fromStringList(m.priceTableErrors)},
                       {QStringLiteral("unconfirmed_prices"), QJsonArray::fromStringList(m.unconfirmedPrices)},
                       {QStringLiteral("roles"), roles},
                       {QStringLiteral("runs"), runs},
                       {QStringLiteral("projection"),
                        QJsonObject{{QStringLiteral("is_projection"), true},
                                    {QStringLiteral("training_steps"), whole(p.trainingSteps)},
                                    {QStringLiteral("trainings_per_year"), whole(p.trainingsPerYear)},
                                    {QStringLiteral("reference"), roleProjectionJson(p.reference)},
                                    {QStringLiteral("pilot"), roleProjectionJson(p.pilot)},
                                    {QStringLiteral("saving_per_training"), opt(p.savingPerTraining)},
                                    {QStringLiteral("preparation_cost"), opt(p.preparationCost)},
                                    {QStringLiteral("preparation_reason"), text(p.preparationReason)},
                                    {QStringLiteral("break_even_trainings"), opt(p.breakEvenTrainings)},
                                    {QStringLiteral("break_even_years"), opt(p.breakEvenYears)},
                                    {QStringLiteral("break_even_reason"), text(p.breakEvenReason)},
                                    {QStringLiteral("break_even_assumed"),
                                     QJsonObject{{QStringLiteral("assumptions_complete"), p.story.assumptionsComplete},
                                                 {QStringLiteral("gpu_hours"), opt(p.story.assumedGpuHours)},
                                                 {QStringLiteral("relative_throughput"), opt(p.story.assumedThroughput)},
                                                 {QStringLiteral("trainings"), opt(p.story.assumedTrainings)}}},
                                    {QStringLiteral("relative_throughput_measured"), opt(p.story.measuredThroughput)},
                                    {QStringLiteral("reference_instance_hours_per_training"), opt(p.story.referenceHoursPerTraining)},
                                    {QStringLiteral("pilot_instance_hours_per_training"), opt(p.story.pilotHoursPerTraining)},
                                    {QStringLiteral("sensitivity"), sensitivity}}},
                       {QStringLiteral("horizon"), horizonJson(m.horizon)},
                       {QStringLiteral("cancelled"), m.cancelled}};
}

} // namespace pilot
