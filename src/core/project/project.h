#pragma once

#include "pilot_core_export.h"
#include "core/calculators/assumptions.h"
#include "core/project/costhorizon.h"
#include "core/project/fallbackplan.h"
#include "core/project/pathmapping.h"
#include "core/project/pricemapping.h"
#include "core/project/runtimesettings.h"

#include <QByteArray>
#include <QDate>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace pilot {

/// The answer to one row of the decision matrix. Unknown is an answer of its own: it turns
/// into a "find out" task instead of being guessed.
enum class Answer { Unknown, Yes, No };

PILOT_CORE_EXPORT QString answerKey(Answer answer); // "yes" | "no" | "unknown"
PILOT_CORE_EXPORT std::optional<Answer> answerFromKey(const QString &key);

struct DecisionAnswer
{
    QString id; ///< question id, e.g. "model_stability"
    Answer answer = Answer::Unknown;
    QString reason;
    QStringList evidence; ///< free text, links, or project-relative paths to files, runs, measurements
};

/// The written task profile of the seed's scenario matrix. Absent values stay unset.
struct TaskProfile
{
    QString modelType;
    std::optional<double> parameters;
    std::optional<qint64> seqLen;
    QString method; ///< "lora" | "full" (empty = not decided)
    std::optional<qint64> trainingSteps;
    QString checkpointFormat;
    std::optional<qint64> expectedExperiments;
    QString dataVolume;
    std::optional<double> restartTargetS;
    std::optional<double> acceptedValidationDeviation;
};

/// Who locked the acceptance limits, when and why (normally: the first pilot run started).
struct LimitsLock
{
    QDateTime at; ///< UTC
    QString author;
    QString reason;
};

/// One change to a locked limit: the change log the decision record shows.
struct LimitChange
{
    QDateTime at; ///< UTC
    QString author;
    QString field; ///< the limit's key, e.g. "restart_time_s"
    QString from;  ///< the old value as written in the file; empty when it was not set
    QString to;    ///< the new value; empty when it was removed
    QString reason;
};

/// Limits a pilot must meet, fixed before any run. Once locked, every change needs an author
/// and a reason and is logged (limitslock.h).
struct AcceptanceLimits
{
    std::optional<double> lossDeviationAbs;
    std::optional<double> lossDeviationRel;
    std::optional<double> validationMetricDeviation;
    std::optional<double> restartTimeS;
    std::optional<double> timeToFirstCheckpointS;
    std::optional<double> outputQualityMin;
    std::optional<LimitsLock> locked;
    QList<LimitChange> changes;
};

enum class RunRole { Reference, Pilot, Fallback };

PILOT_CORE_EXPORT QString runRoleKey(RunRole role);
PILOT_CORE_EXPORT std::optional<RunRole> runRoleFromKey(const QString &key);

struct ProjectRun
{
    QString path; ///< run directory, absolute or relative to the project file
    RunRole role = RunRole::Reference;
    QString label;
    /// Why the run is left out of its role's cost and projection (`left_out_of_cost`, e.g. an
    /// aborted launch test); empty while it counts. The record names it with the reason.
    QString leftOutOfCost = {};
};

/// Everything a project file holds. `sourceYaml` keeps the text the project was loaded from so
/// that saving can update known keys in place and carry unknown keys through unchanged.
struct PILOT_CORE_EXPORT Project
{
    static constexpr int kSchemaVersion = 1;

    QString title;
    QStringList authors;
    std::optional<QDate> created;
    std::optional<QDate> decided; ///< the day the team took the decision the record documents
    QList<DecisionAnswer> decision;
    TaskProfile profile;
    AcceptanceLimits limits;
    QList<ProjectRun> runs;
    Assumptions assumptions;
    QString priceTable;
    /// The team's planning period and each path's engineering effort (`cost_horizon`,
    /// costhorizon.h): the Cost stage's whole-bill comparison.
    CostHorizon costHorizon;
    /// Which price each run or target is charged at (`prices`, pricemapping.h; docs/cost.md).
    PriceMapping prices;
    QString notes;
    /// Start parameters per backend (`runtime`), for every run the project launches.
    QList<BackendRuntime> runtime;
    /// Where the jobs' inputs lie on each machine (`paths`, pathmapping.h), for run folders
    /// copied from another host.
    PathMapping paths;
    /// A rules file that extends the built-in CPU-fallback rules (`cpu_fallback_rules`), relative
    /// to the project file or absolute; empty: the built-in rules alone.
    QString cpuFallbackRules;
    /// What the team does when the pilot platform fails it (`fallback`, fallbackplan.h).
    FallbackPlan fallback;

    QByteArray sourceYaml;

    const DecisionAnswer *answer(const QString &id) const;
    /// The row of question `id`, appended (unanswered) when the project has none yet.
    DecisionAnswer &row(const QString &id);
};

} // namespace pilot
