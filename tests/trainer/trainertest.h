#pragma once

// What the trainer tests share: the tiny job they train, and running and reading the trainer
// as the launcher does.
#include "core/runs/metricstail.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace pilot::trainertest {

/// The pilot-trainer under test: this build's, or the one PILOT_TRAINER_UNDER_TEST names (ctest
/// runs these tests a second time with the build of preset cuda, against PyTorch's CUDA libtorch).
inline QString trainerUnderTest()
{
    const QByteArray other = qgetenv("PILOT_TRAINER_UNDER_TEST");
    if (other.isEmpty())
        return QStringLiteral(PILOT_TRAINER);
    if (!QFileInfo(QString::fromLocal8Bit(other)).isExecutable())
        qFatal("%s is missing: packaging/bootstrap.sh cuda-trainer builds it", other.constData());
    return QString::fromLocal8Bit(other);
}

inline const QString kTrainer = trainerUnderTest();

/// Writes the training and validation files of the tiny job into `dir`.
inline void writeData(const QString &dir)
{
    QFile train(dir + QStringLiteral("/train.jsonl"));
    QFile valid(dir + QStringLiteral("/valid.jsonl"));
    if (!train.open(QIODevice::WriteOnly) || !valid.open(QIODevice::WriteOnly))
        qFatal("cannot write data");
    for (int i = 0; i < 64; ++i) {
        const QByteArray line =
            QStringLiteral("{\"prompt\": \"%1 plus %2 = \", \"completion\": \"%3\"}\n").arg(i % 9).arg(i / 9).arg(i % 9 + i / 9).toUtf8();
        (i % 8 == 0 ? valid : train).write(line);
    }
}

/// A tiny full fine-tuning (or LoRA) job from scratch with frequent checkpoints, on a data
/// set in `dir`.
inline QJsonObject tinyJob(qint64 steps, const QString &method = QStringLiteral("full"))
{
    return QJsonObject{
        {QStringLiteral("schema"), QStringLiteral("migration-pilot/job@1")},
        {QStringLiteral("run_id"), QStringLiteral("test")},
        {QStringLiteral("name"), QStringLiteral("test")},
        {QStringLiteral("role"), QStringLiteral("reference")},
        {QStringLiteral("backend"), QStringLiteral("libtorch")},
        {QStringLiteral("device"), QStringLiteral("cpu")},
        {QStringLiteral("precision"), QStringLiteral("fp32")},
        {QStringLiteral("threads"), 2},
        {QStringLiteral("model"), QJsonObject{{QStringLiteral("arch"), QStringLiteral("llama")},
                                              {QStringLiteral("path"), QJsonValue::Null},
                                              {QStringLiteral("config"), QJsonObject{{QStringLiteral("vocab_size"), 259},
                                                                                     {QStringLiteral("hidden_size"), 64},
                                                                                     {QStringLiteral("intermediate_size"), 128},
                                                                                     {QStringLiteral("num_hidden_layers"), 2},
                                                                                     {QStringLiteral("num_attention_heads"), 4},
                                                                                     {QStringLiteral("num_key_value_heads"), 2}}}}},
        {QStringLiteral("method"), method == QLatin1String("lora") ? QJsonObject{{QStringLiteral("kind"), method},
                                                                                 {QStringLiteral("r"), 4},
                                                                                 {QStringLiteral("alpha"), 8},
                                                                                 {QStringLiteral("dropout"), 0.1}}
                                                                   : QJsonObject{{QStringLiteral("kind"), method}}},
        {QStringLiteral("data"), QJsonObject{{QStringLiteral("train"), QStringLiteral("train.jsonl")},
                                             {QStringLiteral("validation"), QStringLiteral("valid.jsonl")},
                                             {QStringLiteral("version"), QStringLiteral("test-v1")}}},
        {QStringLiteral("train"), QJsonObject{{QStringLiteral("seq_len"), 32},
                                              {QStringLiteral("micro_batch"), 4},
                                              {QStringLiteral("grad_accum"), 2},
                                              {QStringLiteral("max_steps"), steps},
                                              {QStringLiteral("seed"), 7},
                                              {QStringLiteral("lr"), 0.003},
                                              {QStringLiteral("warmup_steps"), 3}}},
        {QStringLiteral("eval"),
         QJsonObject{{QStringLiteral("every_steps"), 10}, {QStringLiteral("samples"), 2}, {QStringLiteral("max_new_tokens"), 4}}},
        {QStringLiteral("checkpoint"), QJsonObject{{QStringLiteral("every_steps"), 3}, {QStringLiteral("keep_last"), 2}}},
        {QStringLiteral("resume"), QStringLiteral("auto")}};
}

/// The tiny job's task on a model large enough that a step takes a good part of the drill's
/// look interval (on an idle machine the tiny model's step takes 3 ms, and a run would end
/// before a drill saw the step to interrupt at): LoRA, 24 steps, a checkpoint every 4 (two
/// kept), no evaluation.
inline QJsonObject drillJob(const QString &backend)
{
    QJsonObject job = tinyJob(24, QStringLiteral("lora"));
    job[QStringLiteral("backend")] = backend;
    QJsonObject model = job[QStringLiteral("model")].toObject();
    model[QStringLiteral("config")] = QJsonObject{{QStringLiteral("vocab_size"), 259},
                                                  {QStringLiteral("hidden_size"), 384},
                                                  {QStringLiteral("intermediate_size"), 1024},
                                                  {QStringLiteral("num_hidden_layers"), 4},
                                                  {QStringLiteral("num_attention_heads"), 6},
                                                  {QStringLiteral("num_key_value_heads"), 2}};
    job[QStringLiteral("model")] = model;
    job[QStringLiteral("checkpoint")] = QJsonObject{{QStringLiteral("every_steps"), 4}, {QStringLiteral("keep_last"), 2}};
    job[QStringLiteral("eval")] =
        QJsonObject{{QStringLiteral("every_steps"), 0}, {QStringLiteral("samples"), 0}, {QStringLiteral("max_new_tokens"), 0}};
    return job;
}

inline QString writeJobFile(const QString &path, const QJsonObject &job)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write job");
    f.write(QJsonDocument(job).toJson());
    return path;
}

/// The tiny job with its data in `dir`, written to dir/job.json.
inline QString writeJob(const QString &dir, qint64 steps, const QString &method = QStringLiteral("full"))
{
    writeData(dir);
    return writeJobFile(dir + QStringLiteral("/job.json"), tinyJob(steps, method));
}

inline QJsonObject readJson(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return QJsonDocument::fromJson(f.readAll()).object();
}

inline RunMetrics readMetrics(const QString &runDir, qint64 *lines = nullptr)
{
    RunMetrics m;
    MetricsTail tail(runDir + QStringLiteral("/metrics.jsonl"));
    tail.poll(m);
    if (lines)
        *lines = tail.lines();
    return m;
}

inline QStringList trainArgs(const QString &job, const QString &runDir)
{
    return {QStringLiteral("--job"), job, QStringLiteral("--run-dir"), runDir};
}

/// Runs the trainer to its end; the exit code, or -1 when it crashed.
inline int runToEnd(const QString &job, const QString &runDir, QString *errors = nullptr)
{
    QProcess p;
    p.start(kTrainer, trainArgs(job, runDir));
    // Minutes: a machine busy with other builds and tests slows a run down many times over.
    if (!p.waitForFinished(600000)) {
        p.kill(); // not left going when the test ends here
        p.waitForFinished(30000);
        qFatal("trainer hangs");
    }
    if (errors)
        *errors = QString::fromUtf8(p.readAllStandardError());
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

} // namespace pilot::trainertest
