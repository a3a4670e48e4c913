#include "progressline.h"

#include <cmath>

ProgressLine::ProgressLine(std::int64_t firstStep, std::int64_t maxSteps, double start, double interval)
    : m_firstStep(firstStep)
    , m_maxSteps(maxSteps)
    , m_start(start)
    , m_interval(interval)
    , m_lastTime(start)
{
}

void ProgressLine::step(std::int64_t step, double loss, std::int64_t tokens, double now, std::FILE *out)
{
    if (m_lastTokens < 0)
        m_lastTokens = tokens; // the first step of this attempt sets the baseline
    const bool last = step >= m_maxSteps;
    if (!last && now - m_lastTime < m_interval)
        return;
    const double window = now - m_lastTime;
    const double rate = window > 0 ? double(tokens - m_lastTokens) / window : 0;
    // The time left from this attempt's pace so far (a resumed run's first steps do not count).
    const std::int64_t done = step - m_firstStep;
    const double perStep = done > 0 ? (now - m_start) / double(done) : 0;
    const long left = long(std::lround(perStep * double(m_maxSteps - step)));
    std::fprintf(out, "pilot-trainer: step %lld/%lld  loss %.4f  %.0f tokens/s  ETA %ld:%02ld:%02ld\n", static_cast<long long>(step),
                 static_cast<long long>(m_maxSteps), loss, rate, left / 3600, (left / 60) % 60, left % 60);
    std::fflush(out);
    m_lastTime = now;
    m_lastTokens = tokens;
}

void ProgressLine::evaluation(std::int64_t step, double valLoss, double exactMatch, std::int64_t examples, double seconds, std::FILE *out)
{
    std::fprintf(out, "pilot-trainer: evaluation at step %lld  val_loss %.4f  exact match %.1f %% of %lld prompts  took %.1f s\n",
                 static_cast<long long>(step), valLoss, 100.0 * exactMatch, static_cast<long long>(examples), seconds);
    std::fflush(out);
}

void ProgressLine::summary(double totalSeconds, double validationSeconds, int evaluations, std::FILE *out)
{
    if (totalSeconds <= 0)
        return;
    // Greedy decoding of every validation prompt can cost as much as the training itself; the
    // job's eval.every_steps and eval.max_new_tokens set that cost.
    std::fprintf(out, "pilot-trainer: %.1f s in all, validation %.1f s (%.0f %%, %d evaluations)\n", totalSeconds, validationSeconds,
                 100.0 * validationSeconds / totalSeconds, evaluations);
    std::fflush(out);
}
