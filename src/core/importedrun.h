#pragma once

#include "diagnostic.h"
#include "runmetrics.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace pilot {

/// A run read from another tool's files, in the project's run model.
struct ImportedRun
{
    QString name;      ///< the run's name where the source has one, else the file's
    QString format;    ///< the importer's key ("hf-trainer-state", "mlflow", …)
    RunMetrics metrics;
    QStringList notes; ///< what the import did not take over, said once per kind
};

struct ImportResult
{
    QList<ImportedRun> runs;
    Diagnostics diagnostics; ///< located problems; errors mean nothing usable was read
};

} // namespace pilot
