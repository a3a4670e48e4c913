#pragma once

#include "pilot_core_export.h"
#include "core/runs/runmetrics.h"

#include <QList>
#include <QString>

#include <optional>

namespace pilot {

/// How one run of a job went at its world size (issue: "a job that runs is not a job that
/// scales"): its throughput, its time per step and what share of it was spent waiting for
/// communication and for data. The first step of every attempt is left out (compilation,
/// warm-up), so two runs are compared at their steady pace.
struct ScalingPoint
{
    QString name;
    int world = 1;              ///< processes that shared each step
    qint64 stepsCounted = 0;    ///< steps with a step time, first steps of attempts left out
    double tokensPerSecond = 0; ///< tokens of the counted steps over the sum of their step times
    double stepSeconds = 0;     ///< the median step time
    std::optional<double> commShare; ///< Σ comm_time_s / Σ step_time_s; unknown when a step lacks it
    std::optional<double> dataShare; ///< Σ data_time_s / Σ step_time_s
    /// tokens/s(N) / (N · tokens/s(1)): 1 is perfect scaling. Unknown without a run at world size 1
    /// (or for a run whose throughput is unknown).
    std::optional<double> efficiency;
    QString problem; ///< why the run has no figures (no step times), empty otherwise
    /// What `problem` says, for texts written in a language other than the program's (the
    /// decision record).
    enum class Problem { None, Unreadable, NoStepTimes };
    Problem problemKind = Problem::None;
};

struct ScalingRun
{
    QString name;
    int world = 1;
    const RunMetrics *metrics = nullptr;
};

/// The processes that shared each step of a run: its first run_start's versions.processes (a job of
/// several processes writes it), else 1.
PILOT_CORE_EXPORT int worldSizeOf(const RunMetrics &metrics);

/// One point per run, in the order given; the efficiency against the first run at world size 1.
PILOT_CORE_EXPORT QList<ScalingPoint> scalingPoints(const QList<ScalingRun> &runs);

} // namespace pilot
