#pragma once

#include "pilot_core_export.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace pilot {

/// The job hash of docs/job-interface.md §6, on the Qt side: the SHA-256 of the job's JSON text
/// without the keys that name or schedule a job (run_id, name, role, resume, eval, checkpoint)
/// and without where it runs (backend, device, threads), written compactly with sorted keys and
/// numbers as nlohmann::json writes them. pilot-trainer (`jobHash`, trainjob.cpp) and the
/// Neuron job (`job_hash`, jobfile.py) compute the same number; the test vector of the document
/// holds all three to it. The text is that of the job as a run folder holds it (job.json as the
/// launcher wrote it): an integer and the same number written with a fraction ("16" and "16.0")
/// are different texts and different hashes, as they are for the trainer.
///
/// Returns the lower-case hex digest, or an empty text with `error` set when `json` is not a
/// JSON object this rule can hash (not JSON, not an object, an integer beyond 64 bits).
PILOT_CORE_EXPORT QString jobHash(const QByteArray &json, QString *error);

/// The rule of trainer_state format 1, which also hashed backend, device and threads: only to
/// recognise the checkpoints of older versions.
PILOT_CORE_EXPORT QString jobHashFormat1(const QByteArray &json, QString *error);

/// The top-level keys the job hash leaves out (format 2), in the document's order.
PILOT_CORE_EXPORT QStringList jobHashIgnoredKeys();

/// One place where two jobs differ in what the job hash covers.
struct JobHashDifference
{
    QString key;   ///< dotted path, e.g. "train.lr", "data", "method.target_modules"
    QString left;  ///< the value in the first job as hashed (compact JSON, cut at 80 characters); empty when absent
    QString right; ///< the same for the second job
};

/// Where `left` and `right` differ in what the job hash (format 2) covers: objects are compared
/// key by key down to the values, lists and other values as a whole. Empty when both jobs
/// hash alike. False with `error` when either cannot be hashed.
PILOT_CORE_EXPORT bool jobHashDifferences(const QByteArray &left, const QByteArray &right, QList<JobHashDifference> *out,
                                          QString *error);

} // namespace pilot
