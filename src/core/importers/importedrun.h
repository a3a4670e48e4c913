#pragma once

#include "pilot_core_export.h"
#include "core/runs/runmetrics.h"
#include "core/support/diagnostic.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace pilot {

/// A run read from another tool's files, in the project's run model.
struct ImportedRun
{
    QString name;   ///< the run's name where the source has one, else the file's
    QString format; ///< the importer's key ("hf-trainer-state", "mlflow", …)
    RunMetrics metrics;
    QStringList notes; ///< what the import did not take over, said once per kind
};

struct ImportResult
{
    QList<ImportedRun> runs;
    Diagnostics diagnostics; ///< located problems; errors mean nothing usable was read
};

/// What a metric of another tool is in the run model, by its name as the tools log it
/// (TensorBoard tags, MLflow keys, CSV columns): loss, train/loss, train_loss, epoch_loss;
/// lr, learning_rate, train/learning_rate, epoch_learning_rate; grad_norm, train/grad_norm;
/// tokens, num_input_tokens_seen; eval_loss, eval/loss, val_loss, validation_loss, epoch_val_loss.
enum class MetricRole { None, Loss, Lr, GradNorm, Tokens, ValLoss };
PILOT_CORE_EXPORT MetricRole metricRole(const QString &name);

} // namespace pilot
