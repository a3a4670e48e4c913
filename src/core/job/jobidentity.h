#pragma once

#include "pilot_core_export.h"
#include "core/job/jobhash.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace pilot {

/// What a job trains, by content: the job identity of trainer_state format 3
/// (docs/job-interface.md §6), as pilot-trainer (jobidentity.cpp) and the Neuron job
/// (jobidentity.py) build it — the job without names, bookkeeping and where it runs, each path
/// replaced by what lies there (data, weights and tokenizer by SHA-256, the model's config.json).
struct JobIdentity
{
    QByteArray canonical; ///< the identity's canonical text (RFC 8785)
    QString hash;         ///< its SHA-256: the job_hash of format 3 and of run_start
};

/// The identity of a job.json text whose relative paths lie beside `baseDir`. Reads the job's
/// inputs (large files once per machine: common/filedigests.h). False with `error` naming the
/// field and the file when one cannot be read, or when the text is not a job object the
/// canonical form takes.
PILOT_CORE_EXPORT bool jobIdentity(const QByteArray &jobJson, const QString &baseDir, JobIdentity *out, QString *error);

/// The hash of an identity given as JSON text (as run_start and trainer_state keep it): the
/// SHA-256 of its canonical text; empty with `error` when it is not JSON the canonical form takes.
PILOT_CORE_EXPORT QString jobIdentityHash(const QByteArray &identityJson, QString *error);

/// Where two identities differ, key by key down to the values (dotted keys, e.g.
/// "data.sha256.train", "model.weights.model.safetensors", "train.lr"), each value in its
/// canonical text cut at 80 characters; numbers that are the same number are equal however they
/// are spelt. Empty when they are the same job. False with `error` when either is not JSON.
PILOT_CORE_EXPORT bool jobIdentityDifferences(const QByteArray &left, const QByteArray &right, QList<JobHashDifference> *out,
                                              QString *error);

} // namespace pilot
