#include "core/importers/importedrun.h"

namespace pilot {

MetricRole metricRole(const QString &name)
{
    const QString n = name.trimmed().toLower();
    for (const char *key : {"loss", "train/loss", "train_loss", "epoch_loss"}) {
        if (n == QLatin1String(key))
            return MetricRole::Loss;
    }
    for (const char *key : {"lr", "learning_rate", "train/learning_rate", "epoch_learning_rate"}) {
        if (n == QLatin1String(key))
            return MetricRole::Lr;
    }
    for (const char *key : {"grad_norm", "train/grad_norm"}) {
        if (n == QLatin1String(key))
            return MetricRole::GradNorm;
    }
    for (const char *key : {"tokens", "num_input_tokens_seen", "train/num_input_tokens_seen"}) {
        if (n == QLatin1String(key))
            return MetricRole::Tokens;
    }
    for (const char *key : {"eval_loss", "eval/loss", "val_loss", "validation_loss", "epoch_val_loss"}) {
        if (n == QLatin1String(key))
            return MetricRole::ValLoss;
    }
    return MetricRole::None;
}

} // namespace pilot
