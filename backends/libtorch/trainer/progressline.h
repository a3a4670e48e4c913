#pragma once

#include <cstdint>
#include <cstdio>

/// The line a person watching the trainer's terminal reads: step, loss, tokens per second and
/// the time left, on stderr, at most every `interval` seconds (and at the last step) — often
/// enough to see it move, rarely enough not to flood a log. The job's metrics are in
/// metrics.jsonl; this is only for the eye.
class ProgressLine
{
public:
    ProgressLine(std::int64_t firstStep, std::int64_t maxSteps, double start, double interval = 10.0);

    /// After step `step` ended at time `now` (seconds) with `tokens` consumed so far.
    void step(std::int64_t step, double loss, std::int64_t tokens, double now, std::FILE *out = stderr);
    /// After an evaluation: its result and what it took, so that a slow validation is seen
    /// where it happens rather than as a pause of the step line.
    static void evaluation(std::int64_t step, double valLoss, double exactMatch, std::int64_t examples, double seconds,
                           std::FILE *out = stderr);
    /// At the end of an attempt: how much of its time went to validation.
    static void summary(double totalSeconds, double validationSeconds, int evaluations, std::FILE *out = stderr);

private:
    std::int64_t m_firstStep, m_maxSteps;
    double m_start, m_interval;
    double m_lastTime;
    std::int64_t m_lastTokens = -1;
};
