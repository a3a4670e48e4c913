#pragma once

#include "core/runs/flatjson.h"
#include "core/runs/metricskey.h"
#include "core/runs/runmetrics.h"

#include <QList>
#include <QPair>
#include <QString>

#include <string_view>

// Private to the metrics reader: the general route's fields, for a line of any event type.
namespace pilot::metricsline {

/// All fields any event type may carry, gathered in one pass because "type" may come last.
/// The views point into the line (or the general parser's copy of it): valid until the next
/// line is read.
struct EventFields
{
    std::string_view type;
    qint64 version = 1;
    double t = kNoValue;
    qint64 step = -1;
    bool stepGiven = false; // "step" held a number (not null, not absent)
    // Why "step" is unusable, kept as a kind and the number as written: the issue is then one
    // whole translated sentence, not a translated fragment inside another.
    enum class StepProblem { None, NotWhole, OutOfRange } stepProblem = StepProblem::None;
    QString stepText;
    std::string_view wrongTypeKey; // the first reserved field with a value of the wrong type
    qint64 tokens = -1;
    double loss = kNoValue, lr = kNoValue, gradNorm = kNoValue;
    double stepTime = kNoValue, dataTime = kNoValue, commTime = kNoValue;
    double valLoss = kNoValue, seconds = kNoValue;
    qint64 bytes = -1, pid = -1, exitCode = -1, lastStep = -1;
    std::string_view name, state, id, prompt, output, reference, dir, status, reason, level, message;
    std::string_view runId, backend, device, host, datasetVersion, jobHash, slurmJobId;
    std::string_view jobIdentity;               // run_start: the identity object's JSON text as written
    QList<QPair<QString, double>> metrics;      // eval
    QList<QPair<QString, QString>> versions;    // run_start
    QList<QPair<QString, double>> otherNumbers; // numeric fields without a fixed meaning (memory)
};

/// Reads one scalar field (not a Nested value) into `f`. Returns false when a reserved key
/// has a value of the wrong type; a number under any other key is kept in `otherNumbers`.
bool readField(std::string_view key, const FlatValue &v, EventFields &f);

/// Reads the `n` scanned fields `flat` into `f`, resolving keys through `keys` as readStep()
/// does. Returns false when a field has a value of the wrong type, with `f.wrongTypeKey`
/// naming the first such field; the other fields are read all the same.
bool readFlatFields(const FlatField *flat, Key *keys, int n, EventFields &f);

} // namespace pilot::metricsline
