#pragma once

#include "importedrun.h"
#include "pilot_core_export.h"

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

/// Writes the run as a run directory of the job interface: metrics.jsonl with run_start
/// (backend "import:<format>"), step and eval events, replaced atomically.
PILOT_CORE_EXPORT bool writeImportedRun(const ImportedRun &run, const QString &dir, QString *error);

} // namespace pilot
