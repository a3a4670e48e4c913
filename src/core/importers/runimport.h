#pragma once

#include "pilot_core_export.h"
#include "core/importers/importedrun.h"

#include <QStringList>

#include <optional>

namespace pilot {

/// The formats `importRun` reads (keys as pilotctl import --format takes them).
PILOT_CORE_EXPORT QStringList importFormats(); ///< hf-trainer-state, llamafactory-log, mlflow, csv, tfevents, neuron-log

/// Which importer reads `path`: by file name and folder layout, then by a look at the content.
/// Empty when none does.
PILOT_CORE_EXPORT QString detectImportFormat(const QString &path);

/// Reads `path` with the importer for `format` ("auto": detected).
PILOT_CORE_EXPORT ImportResult importRun(const QString &path, const QString &format = QStringLiteral("auto"));

/// The metrics.jsonl of a run folder (or the path itself when it is one); empty otherwise.
PILOT_CORE_EXPORT QString metricsFileOf(const QString &path);

/// Reads a run: a run folder or metrics.jsonl, else another tool's files (the first run they
/// hold). Returns false with `error` set when nothing usable was read.
PILOT_CORE_EXPORT bool readAnyRun(const QString &path, RunMetrics *metrics, QString *error);

/// Writes the run as a run directory of the job interface: metrics.jsonl with run_start
/// (backend "import:<format>"), step and eval events, replaced atomically.
PILOT_CORE_EXPORT bool writeImportedRun(const ImportedRun &run, const QString &dir, QString *error);

/// Writes runs below `outDir`: a single run into `outDir` itself, several into one folder each,
/// named after the run by safeFileName() (a name from a file never reaches outside `outDir`:
/// "..", "a/b" and control characters are defused) and made distinct ("name-2"). A symbolic
/// link planted under a run's folder name is refused; one planted as its metrics.jsonl is
/// replaced. `written` receives the folders written, in the order of `runs`.
PILOT_CORE_EXPORT bool writeImportedRuns(const QList<ImportedRun> &runs, const QString &outDir, QStringList *written, QString *error);

} // namespace pilot
