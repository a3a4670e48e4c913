#include "trainerstate.h"

#include "jobidentity.h"

#include "adamw.h"

#include <cmath>
#include <vector>

namespace pilot::trainer {

namespace {

class Checker
{
public:
    explicit Checker(const nlohmann::json &root)
        : m_root(root)
    {
    }

    void fail(const std::string &field, const std::string &message) { m_problems.push_back(field + ": " + message); }
    bool ok() const { return m_problems.empty(); }
    std::string report() const
    {
        std::string out;
        for (const std::string &p : m_problems)
            out += (out.empty() ? "" : "; ") + p;
        return out;
    }

    const nlohmann::json *at(const std::string &path)
    {
        const nlohmann::json *node = &m_root;
        std::size_t start = 0;
        for (;;) {
            const std::size_t dot = path.find('.', start);
            const std::string key = path.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
            if (!node->is_object() || !node->contains(key)) {
                fail(path, "missing");
                return nullptr;
            }
            node = &(*node)[key];
            if (dot == std::string::npos)
                return node;
            start = dot + 1;
        }
    }

    std::int64_t integer(const std::string &path, std::int64_t minimum, std::int64_t maximum)
    {
        const nlohmann::json *v = at(path);
        if (!v)
            return minimum;
        if (!v->is_number_integer()) {
            fail(path, "expected a whole number, found " + v->dump());
            return minimum;
        }
        const std::int64_t i = v->is_number_unsigned() && v->get<std::uint64_t>() > std::uint64_t(INT64_MAX) ? INT64_MAX
                                                                                                             : v->get<std::int64_t>();
        if (i < minimum || i > maximum) {
            fail(path, std::to_string(i) + " is outside [" + std::to_string(minimum) + ", " + std::to_string(maximum) + "]");
            return minimum;
        }
        return i;
    }

    double number(const std::string &path)
    {
        const nlohmann::json *v = at(path);
        if (!v)
            return 0;
        if (!v->is_number() || !std::isfinite(v->get<double>())) {
            fail(path, "expected a finite number, found " + v->dump());
            return 0;
        }
        return v->get<double>();
    }

    std::string text(const std::string &path)
    {
        const nlohmann::json *v = at(path);
        if (!v)
            return {};
        if (!v->is_string()) {
            fail(path, "expected text, found " + v->dump());
            return {};
        }
        return v->get<std::string>();
    }

private:
    const nlohmann::json &m_root;
    std::vector<std::string> m_problems;
};

bool sameNumber(double a, double b)
{
    return a == b || std::abs(a - b) <= 1e-12 * std::max(std::abs(a), std::abs(b));
}

// job_hash (and, in format 3, job_identity) read into `s` and checked against the job under the
// rule of the state's format: ForeignJobError when the checkpoint is another job's.
void checkJobHash(Checker &c, const nlohmann::json &root, std::int64_t format, const TrainJob &job, TrainerState &s)
{
    s.jobHash = c.text("job_hash");
    if (c.ok() && format == 3) {
        const auto identity = root.find("job_identity");
        if (identity != root.end() && identity->is_object())
            s.jobIdentity = *identity;
        else
            c.fail("job_identity", "expected the object whose hash job_hash is");
        try {
            if (c.ok() && identityHash(s.jobIdentity) != s.jobHash)
                c.fail("job_identity", "its hash is not job_hash: the state was edited");
        } catch (const std::invalid_argument &e) {
            c.fail("job_identity", e.what());
        }
        if (c.ok() && s.jobHash != job.hash) {
            std::string differences;
            for (const std::string &d : identityDifferences(s.jobIdentity, job.identity))
                differences += (differences.empty() ? "" : "; ") + d;
            throw ForeignJobError("job_hash: this checkpoint belongs to a different job; it differs from this job in " + differences);
        }
    }
    if (c.ok() && format == 2 && s.jobHash != job.hashFormat2)
        throw ForeignJobError("job_hash: this checkpoint was written by an older version (trainer_state.json format_version 2), "
                              "whose job hash covers the paths of the job's files: it belongs to another job, or to this one "
                              "with its files elsewhere (another machine or folder), which that hash cannot tell apart. Resume "
                              "it with the job file that wrote it and its files where they were; the checkpoints written from "
                              "then on (format 3) name the job by the content of its files and resume wherever they lie");
    // Format 1 hashed backend, device and threads too: its hash can be checked only against
    // the job under that rule. A match is this very job; anything else cannot be told apart
    // from another job, so it is refused as one — saying why a job that differs only in where
    // it runs is refused, too.
    if (c.ok() && format == 1 && s.jobHash != job.hashFormat1)
        throw ForeignJobError("job_hash: this checkpoint was written by an older version (trainer_state.json format_version 1), "
                              "whose job hash also covers backend, device and threads: it belongs to another job, or to this "
                              "one on another backend, device or thread count, which that hash cannot tell apart. Resume it "
                              "with the job that wrote it (same backend, device and threads); the checkpoints written from then "
                              "on resume on any backend");
}

// The learning-rate schedule read into `s` and checked against the job's, and next_lr against
// the rate the schedule gives after global_step.
void checkSchedule(Checker &c, const TrainJob &job, TrainerState &s)
{
    s.scheduleKind = c.text("schedule.kind");
    s.peakLr = c.number("schedule.peak_lr");
    s.warmupSteps = c.integer("schedule.warmup_steps", 0, INT64_MAX);
    s.totalSteps = c.integer("schedule.total_steps", 1, INT64_MAX);
    s.nextLr = c.number("schedule.next_lr");
    if (c.ok()) {
        if (s.scheduleKind != job.schedule)
            c.fail("schedule.kind", "\"" + s.scheduleKind + "\", the job has \"" + job.schedule + "\"");
        if (s.peakLr != job.lr)
            c.fail("schedule.peak_lr", std::to_string(s.peakLr) + ", the job has " + std::to_string(job.lr));
        if (s.warmupSteps != job.warmupSteps)
            c.fail("schedule.warmup_steps", std::to_string(s.warmupSteps) + ", the job has " + std::to_string(job.warmupSteps));
        if (s.totalSteps != job.maxSteps)
            c.fail("schedule.total_steps", std::to_string(s.totalSteps) + ", the job has " + std::to_string(job.maxSteps));
        const double expected = scheduledLr(job.lr, job.schedule, s.globalStep + 1, job.warmupSteps, job.maxSteps);
        if (s.nextLr < 0 || !sameNumber(s.nextLr, expected))
            c.fail("schedule.next_lr", std::to_string(s.nextLr) + ", the schedule gives " + std::to_string(expected) + " after step "
                                           + std::to_string(s.globalStep));
    }
}

// The data cursor read into `s` and checked: `samples` examples seen (`samplesPerStep` a
// step), and the epoch and position where the next one lies.
void checkDataCursor(Checker &c, const StateExpectations &expect, std::int64_t samples, std::int64_t samplesPerStep, TrainerState &s)
{
    s.samplesSeen = c.integer("data_cursor.samples_seen", 0, INT64_MAX);
    s.cursorEpoch = std::uint64_t(c.integer("data_cursor.epoch", 0, INT64_MAX));
    s.cursorPosition = std::uint64_t(c.integer("data_cursor.position", 0, std::int64_t(expect.trainExamples) - 1));
    if (c.ok()) {
        const std::uint64_t n = expect.trainExamples;
        if (s.samplesSeen != samples)
            c.fail("data_cursor.samples_seen", std::to_string(s.samplesSeen) + ", but " + std::to_string(s.globalStep) + " steps of "
                                                   + std::to_string(samplesPerStep) + " examples make " + std::to_string(samples));
        else if (s.cursorEpoch != std::uint64_t(samples) / n || s.cursorPosition != std::uint64_t(samples) % n)
            c.fail("data_cursor", "epoch " + std::to_string(s.cursorEpoch) + " position " + std::to_string(s.cursorPosition)
                                      + " is not where example " + std::to_string(samples) + " of a " + std::to_string(n)
                                      + "-example data set lies");
    }
}

// The data's version and checksums read into `s` and checked against the job's files, then
// the optional base_model and eval_pending.
void checkDataAndExtras(Checker &c, const nlohmann::json &root, const TrainJob &job, const StateExpectations &expect, TrainerState &s)
{
    s.datasetVersion = c.text("dataset_version");
    if (c.ok() && s.datasetVersion != job.dataVersion)
        c.fail("dataset_version", "\"" + s.datasetVersion + "\", the job has \"" + job.dataVersion + "\"");
    s.trainSha256 = c.text("data_sha256.train");
    s.validationSha256 = c.text("data_sha256.validation");
    if (c.ok() && s.trainSha256 != expect.trainSha256)
        c.fail("data_sha256.train", "the training file changed since this checkpoint (now " + expect.trainSha256 + ")");
    if (c.ok() && s.validationSha256 != expect.validationSha256)
        c.fail("data_sha256.validation", "the validation file changed since this checkpoint (now " + expect.validationSha256 + ")");
    if (const nlohmann::json *base = root.contains("base_model") ? &root["base_model"] : nullptr; base && base->is_string())
        s.baseModel = base->get<std::string>();
    if (root.contains("eval_pending")) { // optional: checkpoints written before it was known lack it
        const nlohmann::json &pending = root["eval_pending"];
        if (pending.is_boolean())
            s.evalPending = pending.get<bool>();
        else
            c.fail("eval_pending", "expected true or false, found " + pending.dump());
    }
}

} // namespace

nlohmann::json toJson(const TrainerState &s)
{
    return {{"format_version", kStateFormatVersion},
            {"global_step", s.globalStep},
            {"tokens_seen", s.tokensSeen},
            {"schedule",
             {{"kind", s.scheduleKind},
              {"peak_lr", s.peakLr},
              {"warmup_steps", s.warmupSteps},
              {"total_steps", s.totalSteps},
              {"next_lr", s.nextLr}}},
            {"rng", {{"cpu", s.rngCpu}}},
            {"data_cursor", {{"epoch", s.cursorEpoch}, {"position", s.cursorPosition}, {"samples_seen", s.samplesSeen}}},
            {"dataset_version", s.datasetVersion},
            {"data_sha256", {{"train", s.trainSha256}, {"validation", s.validationSha256}}},
            {"job_hash", s.jobHash},
            {"job_identity", s.jobIdentity},
            {"method", s.method},
            {"base_model", s.baseModel},
            {"eval_pending", s.evalPending}};
}

TrainerState parseTrainerState(const std::string &text, const StateExpectations &expect)
{
    const TrainJob &job = *expect.job;
    nlohmann::json root;
    try {
        root = nlohmann::json::parse(text);
    } catch (const nlohmann::json::exception &e) {
        throw StateError(std::string("not valid JSON: ") + e.what());
    }
    if (!root.is_object())
        throw StateError("expected a JSON object");
    Checker c(root);
    TrainerState s;
    const std::int64_t format = c.integer("format_version", kOldestStateFormatVersion, kStateFormatVersion);
    if (!c.ok())
        throw StateError(c.report());
    checkJobHash(c, root, format, job, s);
    s.method = c.text("method");
    if (c.ok() && s.method != job.method)
        c.fail("method", "the checkpoint holds " + s.method + " training, the job asks for " + job.method);

    s.globalStep = c.integer("global_step", 0, job.maxSteps);
    if (c.ok() && expect.checkpointStep >= 0 && s.globalStep != expect.checkpointStep)
        c.fail("global_step",
               std::to_string(s.globalStep) + " differs from the checkpoint's step " + std::to_string(expect.checkpointStep));
    const std::int64_t samplesPerStep = job.gradAccum * job.microBatch;
    const std::int64_t samples = s.globalStep * samplesPerStep;
    // Every example has BOS and EOS at least and seq_len at most.
    s.tokensSeen = c.integer("tokens_seen", 0, INT64_MAX);
    if (c.ok() && (s.tokensSeen < 2 * samples || s.tokensSeen > samples * job.seqLen))
        c.fail("tokens_seen", std::to_string(s.tokensSeen) + " cannot come from " + std::to_string(samples) + " examples of 2 to "
                                  + std::to_string(job.seqLen) + " tokens");

    checkSchedule(c, job, s);

    s.rngCpu = c.text("rng.cpu");
    if (c.ok() && (s.rngCpu.size() != 2 * expect.rngStateBytes || s.rngCpu.find_first_not_of("0123456789abcdef") != std::string::npos))
        c.fail("rng.cpu", "expected " + std::to_string(2 * expect.rngStateBytes) + " lower-case hex digits (the CPU generator's state)");

    checkDataCursor(c, expect, samples, samplesPerStep, s);
    checkDataAndExtras(c, root, job, expect, s);
    if (!c.ok())
        throw StateError(c.report());
    return s;
}

} // namespace pilot::trainer
