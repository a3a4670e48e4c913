#pragma once

#include "pilot_core_export.h"

#include "core/runs/lossdigest.h"

#include <QList>
#include <QPair>
#include <QString>

#include <cmath>
#include <limits>
#include <vector>

namespace pilot {

inline constexpr double kNoValue = std::numeric_limits<double>::quiet_NaN();

/// One optimizer update (effective step). Absent values are NaN or -1.
struct StepPoint
{
    qint64 step = -1;
    qint64 tokens = -1;
    double t = kNoValue;
    double loss = kNoValue;
    double lr = kNoValue;
    double gradNorm = kNoValue;
    double stepTimeS = kNoValue;
    double dataTimeS = kNoValue;
    double commTimeS = kNoValue;
    int attempt = 0; ///< 0 for the first start, 1 after the first resume, …
};

struct EvalPoint
{
    qint64 step = -1;
    double t = kNoValue;
    double valLoss = kNoValue;
    QList<QPair<QString, double>> metrics; ///< e.g. exact_match
    int attempt = 0;
};

struct SampleOutput
{
    qint64 step = -1;
    QString id;
    QString prompt;
    QString output;
    QString reference;
    int attempt = 0;
};

struct PhaseMark
{
    QString name;
    bool begin = true;
    double t = kNoValue;
    int attempt = 0;
};

struct CheckpointEvent
{
    qint64 step = -1;
    QString dir;
    qint64 bytes = -1;
    double seconds = kNoValue;
    QString status;
    double t = kNoValue;
    int attempt = 0;
};

struct MemoryEvent
{
    double t = kNoValue;
    qint64 step = -1;
    QList<QPair<QString, double>> bytes; ///< every numeric field of the event, by name
};

struct LogEvent
{
    double t = kNoValue;
    QString level;
    QString message;
};

struct RunStartInfo
{
    double t = kNoValue;
    QString runId;
    QString backend;
    QString device;
    QString host;
    qint64 pid = -1;
    QString datasetVersion;
    QList<QPair<QString, QString>> versions;
    /// The job hash of what the run trains (docs/job-interface.md §6): equal for jobs that
    /// differ only in where they run. Empty when the job did not say (older jobs).
    QString jobHash;
    /// The Slurm job the attempt ran in (SLURM_JOB_ID), so that the launch that submitted it is
    /// known exactly; empty outside Slurm and for older jobs.
    QString slurmJobId;
    /// What the job hash is the hash of (docs/job-interface.md §6, format 3): the job's
    /// identity as JSON text, so the record can say which inputs two runs differ in. Empty when
    /// the run did not say (older versions).
    QByteArray jobIdentity = {};
};

struct RunEndInfo
{
    double t = kNoValue;
    QString status; ///< completed | aborted | failed
    QString reason;
    int exitCode = -1;
    qint64 lastStep = -1;
};

struct LineIssue
{
    qint64 line = 0;
    QString message;
};

/// Everything a metrics.jsonl stream said so far, with the job interface's restart semantics:
/// when a resumed attempt reports a step again, the entries of the earlier attempt from that
/// step on are dropped, so for each step the latest attempt wins and the curve shows the
/// timeline that actually led to the current state (as TensorBoard purges orphaned steps).
class PILOT_CORE_EXPORT RunMetrics
{
public:
    void addStep(const StepPoint &p);
    void addEval(EvalPoint p);
    void addSample(SampleOutput s);
    void addPhase(PhaseMark m);
    void addCheckpoint(CheckpointEvent c);
    void addMemory(MemoryEvent m);
    void addLog(LogEvent l);
    void addRunStart(RunStartInfo s);
    void setRunEnd(RunEndInfo e);
    void addIssue(qint64 line, const QString &message);
    void countUnknownType() { ++m_unknownTypes; }
    void noteTime(double t);
    void clear();
    /// Room for `count` more steps; a reader that knows how many bytes are coming calls this so
    /// the step table grows once instead of doubling (and copying) its way up.
    void reserveSteps(std::size_t count);
    /// Keeps only the last `keep` steps in steps(); the older ones go into foldedSteps(), a
    /// loss curve in bounded memory. For following a long run (the Runs stage's reader, which
    /// needs the latest steps and a curve to draw); a reader that compares or judges runs
    /// never folds.
    void foldStepsBefore(std::size_t keep);

    /// The steps, or after foldStepsBefore() only the latest of them.
    const std::vector<StepPoint> &steps() const { return m_steps; }
    /// The steps folded away by foldStepsBefore(), before the first of steps().
    const LossDigest &foldedSteps() const { return m_folded; }
    const QList<EvalPoint> &evals() const { return m_evals; }
    const QList<SampleOutput> &samples() const { return m_samples; }
    const QList<PhaseMark> &phases() const { return m_phases; }
    const QList<CheckpointEvent> &checkpoints() const { return m_checkpoints; }
    const QList<MemoryEvent> &memory() const { return m_memory; }
    const QList<LogEvent> &logs() const { return m_logs; }
    const QList<RunStartInfo> &starts() const { return m_starts; }
    /// The end of the current attempt, if it reported one.
    const RunEndInfo *runEnd() const { return m_hasEnd ? &m_end : nullptr; }
    const QList<LineIssue> &issues() const { return m_issues; }
    qint64 issueCount() const { return m_issueCount; }
    qint64 unknownTypes() const { return m_unknownTypes; }
    int attempt() const { return m_starts.isEmpty() ? 0 : int(m_starts.size()) - 1; }
    double firstTime() const { return m_firstT; }
    double lastTime() const { return m_lastT; }

    /// Time of the last event of attempt `attempt` (the current one: of the run so far).
    double attemptEndTime(int attempt) const;

    static constexpr int kMaxKeptIssues = 100;
    /// The metrics.jsonl event version this reader understands ("v": 1).
    static constexpr int kEventVersion = 1;

private:
    std::vector<StepPoint> m_steps;
    LossDigest m_folded;
    QList<EvalPoint> m_evals;
    QList<SampleOutput> m_samples;
    QList<PhaseMark> m_phases;
    QList<CheckpointEvent> m_checkpoints;
    QList<MemoryEvent> m_memory;
    QList<LogEvent> m_logs;
    QList<RunStartInfo> m_starts;
    RunEndInfo m_end;
    bool m_hasEnd = false;
    QList<LineIssue> m_issues;
    qint64 m_issueCount = 0;
    qint64 m_unknownTypes = 0;
    double m_firstT = kNoValue;
    double m_lastT = kNoValue;
    QList<double> m_attemptEnds; ///< last event time of each finished attempt
};

} // namespace pilot
