#include "core/checkpoints/checkpointverifier.h"

#include "core/checkpoints/checkpointmanifest.h"
#include "core/checkpoints/modelshapes.h"
#include "core/checkpoints/modelweights.h"
#include "core/checkpoints/nxdcheck.h"
#include "core/checkpoints/torchfile.h"
#include "core/checkpoints/trainerstatecheck.h"
#include "core/runs/runmetrics.h"
#include "core/support/coretr.h"
#include "core/support/jsonfields.h"
#include "core/support/pathutil.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>

#include <cmath>

namespace pilot {

namespace {

constexpr qint64 kMaxJsonBytes = 16 << 20;

/// A small JSON file of the checkpoint; false with a reason appended when it is missing or bad.
bool readJson(const QString &dir, const QString &name, QJsonObject *object, QStringList *reasons)
{
    QString error;
    if (readOptionalJsonObject(QDir(dir).filePath(name), kMaxJsonBytes, object, &error))
        return true;
    reasons->append(error.isEmpty() ? CoreTr::tr("%1 is missing").arg(name) : error);
    return false;
}

void addWeights(CheckpointReport *r, const ModelWeights &w)
{
    r->reasons << w.problems;
    r->bytes += w.bytes;
    r->files += int(w.files.size());
}

/// config.json's tensors against the weights in `stem`; a model_type the check does not know
/// becomes a note.
// Hugging Face's and PEFT's folders carry no digest of their files, unlike ours (manifest.json):
// what a reader can check is structure, sizes and shapes, and the report says so.
QString noDigestNote()
{
    return CoreTr::tr("the folder carries no digests of its files: a changed byte inside a weight's data cannot be seen, only "
                      "a broken header, size or shape");
}

void checkModelFolder(const QString &dir, CheckpointReport *r)
{
    const ModelWeights weights = readModelWeights(dir, QStringLiteral("model"));
    addWeights(r, weights);
    QJsonObject config;
    if (!readJson(dir, QStringLiteral("config.json"), &config, &r->reasons))
        return;
    const ModelShapes shapes = modelShapesFromConfig(config);
    if (!shapes.known)
        r->notes << shapes.unknownReason;
    else if (weights.problems.isEmpty())
        r->reasons << checkModelTensors(shapes, weights.tensors);
}

/// The base model's shapes for an adapter: PEFT's base_model_name_or_path when it is a local
/// folder with config.json; for our LoRA checkpoints the run's job.json (inline config or model path).
ModelShapes baseShapes(const QJsonObject &adapterConfig, const QString &dir, const QString &runDir)
{
    QJsonObject config;
    QString error;
    // Our checkpoints name a base the job named relatively beside the checkpoint folder.
    QString base = adapterConfig.value(QLatin1String("base_model_name_or_path")).toString();
    if (!base.isEmpty() && !QDir::isAbsolutePath(base))
        base = QDir(dir).absoluteFilePath(base);
    if (!base.isEmpty() && readOptionalJsonObject(QDir(base).filePath(QStringLiteral("config.json")), kMaxJsonBytes, &config, &error))
        return modelShapesFromConfig(config);
    QJsonObject job;
    const QString jobFile = QDir(runDir).filePath(QStringLiteral("job.json"));
    if (runDir.isEmpty() || !readOptionalJsonObject(jobFile, kMaxJsonBytes, &job, &error))
        return {};
    const QJsonObject model = job.value(QLatin1String("model")).toObject();
    if (model.value(QLatin1String("config")).isObject()) {
        QJsonObject inline_ = model.value(QLatin1String("config")).toObject();
        if (!inline_.contains(QLatin1String("model_type")))
            inline_.insert(QStringLiteral("model_type"), model.value(QLatin1String("arch")).toString());
        return modelShapesFromConfig(inline_);
    }
    const QString path = model.value(QLatin1String("path")).toString();
    if (!path.isEmpty()
        && readOptionalJsonObject(QDir(resolveBesideFile(jobFile, path)).filePath(QStringLiteral("config.json")), kMaxJsonBytes,
                                  &config, &error))
        return modelShapesFromConfig(config);
    return {};
}

void checkAdapterFolder(const QString &dir, const QString &runDir, CheckpointReport *r)
{
    const ModelWeights weights = readModelWeights(dir, QStringLiteral("adapter_model"));
    addWeights(r, weights);
    QJsonObject config;
    if (!readJson(dir, QStringLiteral("adapter_config.json"), &config, &r->reasons))
        return;
    if (config.value(QLatin1String("peft_type")).toString() != QLatin1String("LORA")) {
        r->notes << CoreTr::tr("adapter_config.json: peft_type '%1' is not LORA; tensor shapes were not checked")
                        .arg(config.value(QLatin1String("peft_type")).toString());
        return;
    }
    const ModelShapes base = baseShapes(config, dir, runDir);
    if (!base.known)
        r->notes << CoreTr::tr("the base model's config.json was not found: adapter shapes were checked against the rank only");
    if (weights.problems.isEmpty())
        r->reasons << checkAdapterTensors(config, weights.tensors, base);
}

void checkWeights(const QString &dir, const QString &runDir, CheckpointReport *r)
{
    if (QFileInfo::exists(QDir(dir).filePath(QStringLiteral("adapter_config.json"))))
        checkAdapterFolder(dir, runDir, r);
    else
        checkModelFolder(dir, r);
}

void checkOurs(const QString &dir, ChecksumControl *control, const CheckpointRunContext &run, CheckpointReport *r,
               TrainerStateFacts *facts)
{
    const ManifestCheck manifest = checkManifest(dir, control);
    r->reasons << manifest.problems;
    r->notes << manifest.notes;
    r->cancelled = manifest.cancelled;
    r->bytes = manifest.bytes;
    r->files = int(manifest.listed.size());
    if (manifest.step >= 0)
        r->step = manifest.step;
    if (r->cancelled)
        return;
    CheckpointReport content; // structure checks, whose sizes the manifest already counted
    if (manifest.listed.contains(QStringLiteral("adapter_model.safetensors")))
        checkAdapterFolder(dir, run.runDir, &content);
    else if (manifest.listed.contains(QStringLiteral("model.safetensors")))
        checkModelFolder(dir, &content);
    r->reasons << content.reasons;
    r->notes << content.notes;
    QJsonObject state;
    if (readJson(dir, QStringLiteral("trainer_state.json"), &state, &r->reasons))
        r->reasons << checkOurTrainerState(state, r->step, facts);
    QStringList optimizerProblems;
    const SafetensorsHeader optimizer = readCheckpointSafetensors(dir, QStringLiteral("optimizer.safetensors"), &optimizerProblems);
    r->reasons << optimizerProblems;
    qint64 updates = -1;
    if (optimizerProblems.isEmpty()) {
        if (!readSafetensorsI64Scalar(QDir(dir).filePath(QStringLiteral("optimizer.safetensors")), optimizer, QStringLiteral("step"),
                                      &updates))
            r->reasons << CoreTr::tr("optimizer.safetensors: 'step' is missing or not an I64 scalar");
        else if (facts->globalStep >= 0 && updates != facts->globalStep)
            r->reasons << CoreTr::tr("optimizer.safetensors: step %1 differs from trainer_state.json's global_step %2")
                              .arg(updates)
                              .arg(facts->globalStep);
    }
}

void checkHfState(const QString &dir, CheckpointReport *r, TrainerStateFacts *facts)
{
    QJsonObject state;
    if (readJson(dir, QStringLiteral("trainer_state.json"), &state, &r->reasons)) {
        r->reasons << checkHfTrainerState(state, r->step, facts);
        if (facts->globalStep >= 0)
            r->step = facts->globalStep;
    }
}

void checkHfTrainer(const QString &dir, const QString &runDir, CheckpointReport *r, TrainerStateFacts *facts)
{
    checkWeights(dir, runDir, r);
    checkHfState(dir, r, facts);
    for (const char *name : {"optimizer.pt", "scheduler.pt"}) {
        r->bytes += checkTorchSaveFile(dir, QLatin1String(name), &r->reasons);
        ++r->files;
    }
    // One process writes rng_state.pth, several rng_state_<rank>.pth.
    const QStringList rng = QDir(dir).entryList({QStringLiteral("rng_state.pth"), QStringLiteral("rng_state_*.pth")}, QDir::AllEntries);
    if (rng.isEmpty())
        r->reasons << CoreTr::tr("rng_state.pth is missing: a resumed run would not continue its random numbers");
    for (const QString &name : rng) {
        r->bytes += checkTorchSaveFile(dir, name, &r->reasons);
        ++r->files;
    }
}

/// When the folder's completion marker (or, without one, its newest state file) was written.
QDateTime writtenAt(const QString &dir, CheckpointLayout layout)
{
    const char *marker = layout == CheckpointLayout::Ours        ? "COMPLETE"
                         : layout == CheckpointLayout::Nxd       ? "done"
                         : layout == CheckpointLayout::HfTrainer ? "trainer_state.json"
                         : layout == CheckpointLayout::Peft      ? "adapter_config.json"
                                                                 : "config.json";
    QFileInfo info(QDir(dir).filePath(QLatin1String(marker)));
    if (layout == CheckpointLayout::Nxd && !optimumNeuronShardsFolder(dir).isEmpty())
        info = QFileInfo(QDir(dir).filePath(QStringLiteral("trainer_state.json"))); // written after shards/done
    return info.exists() ? info.lastModified().toUTC() : QDateTime();
}

void checkAge(const RunMetrics &run, CheckpointReport *r)
{
    if (!r->written.isValid() || run.starts().isEmpty())
        return;
    // A folder the run's own events report as written (same step, same folder name) is the
    // run's by its events; its file times say only when the files were last copied (a clone,
    // a download, a copy of the demo). The age check is for folders no event accounts for.
    const QString name = QFileInfo(r->dir).fileName();
    for (const CheckpointEvent &c : run.checkpoints()) {
        if (c.step == r->step && c.status == QLatin1String("complete") && QFileInfo(c.dir).fileName() == name) {
            // And it was written when they say, not when its files were last copied.
            if (std::isfinite(c.t) && std::abs(c.t) < 1e11)
                r->written = QDateTime::fromMSecsSinceEpoch(qint64(c.t * 1000), Qt::UTC);
            return;
        }
    }
    const double written = double(r->written.toMSecsSinceEpoch()) / 1000.0;
    const double start = run.starts().constFirst().t;
    const double last = run.lastTime();
    const auto when = [](double t) { return QDateTime::fromMSecsSinceEpoch(qint64(t * 1000), Qt::UTC).toString(Qt::ISODate); };
    if (std::isfinite(start) && written < start - kBeforeRunStartSeconds)
        r->reasons << CoreTr::tr("written at %1, before the run started (%2): it is not this run's").arg(when(written), when(start));
    if (std::isfinite(last) && written > last + kAfterLastEventSeconds)
        r->reasons << CoreTr::tr("written at %1, more than an hour after the run's last event (%2): it is not this run's")
                          .arg(when(written), when(last));
}

} // namespace

CheckpointReport verifyCheckpoint(const QString &dir, ChecksumControl *control, const CheckpointRunContext &run)
{
    CheckpointReport r;
    r.dir = dir;
    const QString name = QFileInfo(dir).fileName();
    r.layout = detectCheckpointLayout(dir);
    r.step = stepFromFolderName(name);
    r.staging = isStagingFolderName(name);
    if (r.staging)
        r.reasons << CoreTr::tr("%1 is a folder still being written or left by a crash; it is never loaded").arg(name);
    if (!QFileInfo(dir).isDir() || QFileInfo(dir).isSymLink()) {
        r.reasons << CoreTr::tr("%1 is not a folder").arg(name);
        return r;
    }
    TrainerStateFacts facts;
    switch (r.layout) {
    case CheckpointLayout::Ours:
        checkOurs(dir, control, run, &r, &facts);
        break;
    case CheckpointLayout::HfTrainer:
        r.notes << noDigestNote();
        checkHfTrainer(dir, run.runDir, &r, &facts);
        break;
    case CheckpointLayout::Peft:
        r.notes << noDigestNote();
        checkAdapterFolder(dir, run.runDir, &r);
        break;
    case CheckpointLayout::HfModel:
        r.notes << noDigestNote();
        checkModelFolder(dir, &r);
        break;
    case CheckpointLayout::Nxd: {
        const NxdCheck nxd = checkNxdCheckpoint(dir);
        r.reasons << nxd.problems;
        r.notes << nxd.notes;
        r.bytes = nxd.bytes;
        r.files = nxd.files;
        if (nxd.optimumNeuron)
            checkHfState(dir, &r, &facts);
        break;
    }
    case CheckpointLayout::Unknown:
        r.reasons << CoreTr::tr("no checkpoint layout this program knows: no manifest.json or COMPLETE, trainer_state.json, "
                                "adapter_config.json, config.json with weights, or NeuronX Distributed files");
        break;
    }
    if (r.cancelled) {
        r.reasons << CoreTr::tr("the check was cancelled before it finished");
        return r;
    }
    r.written = writtenAt(dir, r.layout);
    if (run.metrics) {
        r.reasons << checkStateAgainstRun(facts, r.step, *run.metrics);
        checkAge(*run.metrics, &r);
    }
    return r;
}

QJsonObject checkpointReportToJson(const CheckpointReport &r)
{
    return QJsonObject{{QStringLiteral("dir"), r.dir},
                       {QStringLiteral("name"), QFileInfo(r.dir).fileName()},
                       {QStringLiteral("layout"), checkpointLayoutName(r.layout)},
                       {QStringLiteral("step"), r.step >= 0 ? QJsonValue(double(r.step)) : QJsonValue()},
                       {QStringLiteral("verdict"), r.accepted() ? QStringLiteral("accepted") : QStringLiteral("refused")},
                       {QStringLiteral("staging"), r.staging},
                       {QStringLiteral("cancelled"), r.cancelled},
                       {QStringLiteral("reasons"), QJsonArray::fromStringList(r.reasons)},
                       {QStringLiteral("notes"), QJsonArray::fromStringList(r.notes)},
                       {QStringLiteral("bytes"), double(r.bytes)},
                       {QStringLiteral("files"), r.files},
                       {QStringLiteral("written"), r.written.isValid() ? QJsonValue(r.written.toString(Qt::ISODate)) : QJsonValue()}};
}

} // namespace pilot
