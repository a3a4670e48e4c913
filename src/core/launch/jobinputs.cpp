#include "core/launch/jobinputs.h"

#include <QDir>
#include <QFileInfo>

namespace pilot {

namespace {

void stageInput(QString *path, const QString &stagedName, LaunchPlan *plan, bool onHost)
{
    if (path->isEmpty() || onHost)
        return;
    const QString target = QStringLiteral("inputs/") + stagedName;
    plan->files << StagedFile{*path, target};
    *path = target;
}

} // namespace

void stageJobInputs(JobSpec *job, LaunchPlan *plan, const QStringList &onHost)
{
    const auto there = [&onHost](const char *field) { return onHost.contains(QLatin1String(field)); };
    stageInput(&job->data.train, QStringLiteral("train-") + QFileInfo(job->data.train).fileName(), plan, there("data.train"));
    stageInput(&job->data.validation, QStringLiteral("validation-") + QFileInfo(job->data.validation).fileName(), plan,
               there("data.validation"));
    stageInput(&job->model.path, QStringLiteral("model"), plan, there("model.path"));
    stageInput(&job->model.initCheckpoint, QStringLiteral("init-checkpoint"), plan, there("model.init_checkpoint"));
    if (!job->tokenizer.path.isEmpty() && !there("tokenizer.path")) {
        // The special tokens (EOS, padding) come from tokenizer_config.json beside the file.
        const QFileInfo config(QFileInfo(job->tokenizer.path).dir(), QStringLiteral("tokenizer_config.json"));
        if (config.exists())
            plan->files << StagedFile{config.filePath(), QStringLiteral("inputs/tokenizer/tokenizer_config.json")};
        stageInput(&job->tokenizer.path, QStringLiteral("tokenizer/tokenizer.json"), plan, false);
    }
    if (job->resume != QLatin1String("auto") && job->resume != QLatin1String("none"))
        stageInput(&job->resume, QStringLiteral("resume-checkpoint"), plan, there("resume"));
}

} // namespace pilot
