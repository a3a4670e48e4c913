#pragma once

#include "pilot_core_export.h"
#include "core/importers/importedrun.h"

#include <QByteArray>

namespace pilot {

/// TensorBoard event files (events.out.tfevents.*): a file, or a folder whose event files are
/// read in name order. Records are checked against their masked CRC-32C; a torn last record
/// (a job still writing) ends the read quietly, a wrong checksum ends it with an error. Scalars
/// come from simple_value and from float/double tensors; restarts are purged as TensorBoard
/// does (a new session START drops later steps, a step going back drops that tag's later
/// steps). Tags map to the run model by metricRole (importedrun.h).
PILOT_CORE_EXPORT ImportResult importTfEvents(const QString &path);

/// CRC-32C (Castagnoli) and TensorFlow's masking of it, exposed for tests.
PILOT_CORE_EXPORT quint32 crc32c(const char *data, qsizetype size);
PILOT_CORE_EXPORT quint32 maskedCrc32c(const char *data, qsizetype size);

} // namespace pilot
