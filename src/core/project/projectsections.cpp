#include "core/project/projectsections.h"

#include <algorithm>

namespace pilot {

namespace {

// Field by field: the project types have no equality of their own, and a section compared
// wrongly would leave a page showing stale data, so each member is named here once.
bool same(const DecisionAnswer &a, const DecisionAnswer &b)
{
    return a.id == b.id && a.answer == b.answer && a.reason == b.reason && a.evidence == b.evidence;
}

bool same(const TaskProfile &a, const TaskProfile &b)
{
    return a.modelType == b.modelType && a.parameters == b.parameters && a.seqLen == b.seqLen && a.method == b.method
           && a.trainingSteps == b.trainingSteps && a.checkpointFormat == b.checkpointFormat
           && a.expectedExperiments == b.expectedExperiments && a.dataVolume == b.dataVolume && a.restartTargetS == b.restartTargetS
           && a.acceptedValidationDeviation == b.acceptedValidationDeviation;
}

bool same(const LimitsLock &a, const LimitsLock &b)
{
    return a.at == b.at && a.author == b.author && a.reason == b.reason;
}

bool same(const LimitChange &a, const LimitChange &b)
{
    return a.at == b.at && a.author == b.author && a.field == b.field && a.from == b.from && a.to == b.to && a.reason == b.reason;
}

bool same(const AcceptanceLimits &a, const AcceptanceLimits &b)
{
    const bool sameLock = a.locked.has_value() == b.locked.has_value() && (!a.locked || same(*a.locked, *b.locked));
    return sameLock && a.lossDeviationAbs == b.lossDeviationAbs && a.lossDeviationRel == b.lossDeviationRel
           && a.validationMetricDeviation == b.validationMetricDeviation && a.restartTimeS == b.restartTimeS
           && a.timeToFirstCheckpointS == b.timeToFirstCheckpointS && a.outputQualityMin == b.outputQualityMin
           && std::equal(a.changes.begin(), a.changes.end(), b.changes.begin(), b.changes.end(),
                         [](const LimitChange &x, const LimitChange &y) { return same(x, y); });
}

bool same(const ProjectRun &a, const ProjectRun &b)
{
    return a.path == b.path && a.role == b.role && a.label == b.label && a.leftOutOfCost == b.leftOutOfCost;
}

bool same(const Assumption &a, const Assumption &b)
{
    return a.value == b.value && a.label == b.label && a.price == b.price && a.source == b.source && a.date == b.date;
}

bool same(const Assumptions &a, const Assumptions &b)
{
    return a.currency == b.currency && a.memory == b.memory && a.device == b.device
           && std::equal(a.amortisation.keyValueBegin(), a.amortisation.keyValueEnd(), b.amortisation.keyValueBegin(),
                         b.amortisation.keyValueEnd(),
                         [](const auto &x, const auto &y) { return x.first == y.first && same(x.second, y.second); });
}

template<typename T>
bool sameList(const QList<T> &a, const QList<T> &b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const T &x, const T &y) { return same(x, y); });
}

} // namespace

ProjectSections allProjectSections()
{
    return ProjectSection::Heading | ProjectSection::Decision | ProjectSection::Profile | ProjectSection::Limits | ProjectSection::Runs
           | ProjectSection::Assumptions | ProjectSection::Notes | ProjectSection::Decided | ProjectSection::Place | ProjectSection::Runtime
           | ProjectSection::Fallback | ProjectSection::Prices | ProjectSection::Horizon;
}

ProjectSections changedSections(const Project &before, const Project &after)
{
    ProjectSections out;
    if (before.title != after.title || before.authors != after.authors || before.created != after.created)
        out |= ProjectSection::Heading;
    if (!sameList(before.decision, after.decision))
        out |= ProjectSection::Decision;
    if (!same(before.profile, after.profile))
        out |= ProjectSection::Profile;
    if (!same(before.limits, after.limits))
        out |= ProjectSection::Limits;
    if (!sameList(before.runs, after.runs))
        out |= ProjectSection::Runs;
    if (!same(before.assumptions, after.assumptions) || before.priceTable != after.priceTable)
        out |= ProjectSection::Assumptions;
    if (before.costHorizon != after.costHorizon)
        out |= ProjectSection::Horizon;
    if (before.notes != after.notes)
        out |= ProjectSection::Notes;
    if (before.decided != after.decided)
        out |= ProjectSection::Decided;
    if (before.runtime != after.runtime || before.cpuFallbackRules != after.cpuFallbackRules || before.paths != after.paths)
        out |= ProjectSection::Runtime;
    if (before.fallback != after.fallback)
        out |= ProjectSection::Fallback;
    if (before.prices != after.prices)
        out |= ProjectSection::Prices;
    return out;
}

} // namespace pilot
