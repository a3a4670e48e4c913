#pragma once

#include "pilot_core_export.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace pilot {

/// One job of the shared job interface, version 1 (docs/job-interface.md): what a backend
/// needs to run a reference or pilot training. Defaults are those of the interface.
struct PILOT_CORE_EXPORT JobSpec
{
    static constexpr int kSchemaVersion = 1;

    QString runId;
    QString name;
    QString role = QStringLiteral("reference"); ///< reference | pilot | fallback
    QString backend;                            ///< plugin name, e.g. libtorch | neuron
    QString device = QStringLiteral("cpu");     ///< cpu | cuda | neuron
    QString precision = QStringLiteral("fp32"); ///< fp32 | bf16
    int threads = 0;                            ///< 0 = one per core

    struct Model
    {
        QString arch = QStringLiteral("llama");
        QString path;       ///< Hugging Face model folder; empty when `config` is inline
        QJsonObject config; ///< inline LlamaConfig; empty when `path` is set
        QString initCheckpoint;
    } model;

    struct Tokenizer
    {
        QString kind = QStringLiteral("bytes"); ///< bytes | hf
        QString path;                           ///< tokenizer.json for kind hf
    } tokenizer;

    struct Method
    {
        QString kind = QStringLiteral("lora"); ///< lora | full
        int r = 8;
        double alpha = 16.0;
        double dropout = 0.0;
        QStringList targetModules{QStringLiteral("q_proj"), QStringLiteral("v_proj")};
    } method;

    struct Data
    {
        QString train;
        QString validation;
        QString trainSha256;
        QString validationSha256;
        QString version;
    } data;

    struct Train
    {
        int seqLen = 128;
        int microBatch = 16;
        int gradAccum = 1;
        qint64 maxSteps = 300;
        qint64 seed = 1234;
        double lr = 1e-3;
        qint64 warmupSteps = 0;
        QString schedule = QStringLiteral("cosine"); ///< cosine | linear | constant
        QString optimizer = QStringLiteral("adamw");
        double beta1 = 0.9;
        double beta2 = 0.999;
        double eps = 1e-8;
        double weightDecay = 0.0;
        double gradClip = 1.0; ///< 0 = no clipping
    } train;

    struct Eval
    {
        qint64 everySteps = 50;
        int samples = 16;
        int maxNewTokens = 32;
    } eval;

    struct Checkpoint
    {
        qint64 everySteps = 50;
        int keepLast = 3;
    } checkpoint;

    QString resume = QStringLiteral("auto"); ///< auto | none | a checkpoint folder

    /// The object the spec was read from. Writing merges the known fields into it, so keys this
    /// build does not know (at any depth) are written back unchanged.
    QJsonObject raw;
};

} // namespace pilot
