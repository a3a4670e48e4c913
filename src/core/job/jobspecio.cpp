#include "core/job/jobspecio.h"
#include "core/support/coretr.h"

#include "core/job/jobspeccheck.h"
#include "core/support/atomicfile.h"
#include "core/support/jsonfields.h"
#include "core/support/jsontextcheck.h"
#include "core/support/pathutil.h"
#include "core/support/textfile.h"

#include "common/jobbounds.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonDocument>
#include <QRegularExpression>

namespace pilot {

namespace {

QStringList words(const char *list)
{
    return QString::fromLatin1(list).split(QLatin1Char(' '));
}

// A required section (model, method, data, train): when it is missing or not an object, that
// one error is reported and its keys are not read (they would only repeat it).
bool section(const QJsonObject &root, JsonFields &f, const char *key, QJsonObject *out)
{
    *out = f.object(root, QString(), key, true);
    return root.value(QLatin1String(key)).isObject();
}

void readModel(const QJsonObject &root, JsonFields &f, JobSpec::Model &m)
{
    const QString p = QStringLiteral("model");
    QJsonObject o;
    if (!section(root, f, "model", &o))
        return;
    f.text(o, p, "arch", &m.arch, true, {QStringLiteral("llama")});
    const qsizetype before = f.errorCount();
    f.optionalText(o, p, "path", &m.path);
    const QJsonValue config = o.value(QLatin1String("config"));
    if (config.isObject())
        m.config = config.toObject();
    else if (!config.isNull() && !config.isUndefined())
        f.error(QStringLiteral("model.config"), CoreTr::tr("expected an object or null, found %1").arg(JsonFields::describe(config)));
    // An empty object is an inline config too: `{}` beside a path is two sources, alone it
    // lacks every required size (jobspeccheck). The pair is judged only when both keys are sound.
    if (f.errorCount() == before) {
        if (!m.path.isEmpty() && config.isObject())
            f.error(QStringLiteral("model.path"), CoreTr::tr("give either a model folder (path) or an inline config, not both"));
        else if (m.path.isEmpty() && !config.isObject())
            f.error(QStringLiteral("model.path"), CoreTr::tr("either a model folder (path) or an inline config is needed"));
    }
    f.optionalText(o, p, "init_checkpoint", &m.initCheckpoint);
}

void readMethod(const QJsonObject &root, JsonFields &f, JobSpec::Method &m)
{
    const QString p = QStringLiteral("method");
    QJsonObject o;
    if (!section(root, f, "method", &o))
        return;
    f.text(o, p, "kind", &m.kind, true, words("lora full"));
    if (m.kind == QLatin1String("lora")) {
        f.integer(o, p, "r", &m.r, 1, true);
        f.number(o, p, "alpha", &m.alpha, 1e-9, 1e9, true);
        f.number(o, p, "dropout", &m.dropout, 0.0, 0.99);
        f.textList(o, p, "target_modules", &m.targetModules, true);
    }
}

void readData(const QJsonObject &root, JsonFields &f, JobSpec::Data &d)
{
    const QString p = QStringLiteral("data");
    QJsonObject o;
    if (!section(root, f, "data", &o))
        return;
    f.text(o, p, "train", &d.train, true);
    f.text(o, p, "validation", &d.validation, true);
    f.text(o, p, "version", &d.version, true);
    const QJsonObject sha = f.object(o, p, "sha256", false);
    static const QRegularExpression hex(QStringLiteral("^[0-9a-f]{64}\\z"));
    const QString sp = QStringLiteral("data.sha256");
    f.optionalText(sha, sp, "train", &d.trainSha256);
    f.optionalText(sha, sp, "validation", &d.validationSha256);
    if (!d.trainSha256.isEmpty() && !hex.match(d.trainSha256).hasMatch())
        f.error(sp + QStringLiteral(".train"), CoreTr::tr("expected 64 lower-case hex digits"));
    if (!d.validationSha256.isEmpty() && !hex.match(d.validationSha256).hasMatch())
        f.error(sp + QStringLiteral(".validation"), CoreTr::tr("expected 64 lower-case hex digits"));
}

void readTrain(const QJsonObject &root, JsonFields &f, JobSpec::Train &t)
{
    const QString p = QStringLiteral("train");
    QJsonObject o;
    if (!section(root, f, "train", &o))
        return;
    f.integer(o, p, "seq_len", &t.seqLen, 2, true);
    f.integer(o, p, "micro_batch", &t.microBatch, 1, true);
    f.integer(o, p, "grad_accum", &t.gradAccum, 1);
    f.integer(o, p, "max_steps", &t.maxSteps, 1, true);
    f.integer(o, p, "seed", &t.seed, 0, true);
    f.number(o, p, "lr", &t.lr, 0.0, 10.0, true);
    f.integer(o, p, "warmup_steps", &t.warmupSteps, 0);
    f.text(o, p, "schedule", &t.schedule, false, words("cosine linear constant"));
    f.number(o, p, "grad_clip", &t.gradClip, 0.0, 1e9);
    const QString op = QStringLiteral("train.optimizer");
    const QJsonObject opt = f.object(o, p, "optimizer", false);
    f.text(opt, op, "kind", &t.optimizer, false, {QStringLiteral("adamw")});
    const QJsonValue betas = opt.value(QLatin1String("betas"));
    if (!betas.isUndefined()) {
        const QJsonArray b = betas.toArray();
        if (b.size() != 2 || !b.at(0).isDouble() || !b.at(1).isDouble() || b.at(0).toDouble() < 0 || b.at(0).toDouble() >= 1
            || b.at(1).toDouble() < 0 || b.at(1).toDouble() >= 1) {
            f.error(op + QStringLiteral(".betas"), CoreTr::tr("expected two numbers in [0, 1), e.g. [0.9, 0.999]"));
        } else {
            t.beta1 = b.at(0).toDouble();
            t.beta2 = b.at(1).toDouble();
        }
    }
    f.number(opt, op, "eps", &t.eps, 1e-30, 1.0);
    f.number(opt, op, "weight_decay", &t.weightDecay, 0.0, 10.0);
}

void readSchedules(const QJsonObject &root, JsonFields &f, JobSpec &s)
{
    const QJsonObject e = f.object(root, QString(), "eval", false);
    f.integer(e, QStringLiteral("eval"), "every_steps", &s.eval.everySteps, 0);
    f.integer(e, QStringLiteral("eval"), "samples", &s.eval.samples, 0);
    f.integer(e, QStringLiteral("eval"), "max_new_tokens", &s.eval.maxNewTokens, 0);
    const QJsonObject c = f.object(root, QString(), "checkpoint", false);
    f.integer(c, QStringLiteral("checkpoint"), "every_steps", &s.checkpoint.everySteps, 0);
    f.integer(c, QStringLiteral("checkpoint"), "keep_last", &s.checkpoint.keepLast, 1);
}

} // namespace

QString jobSchemaTag()
{
    return QStringLiteral("migration-pilot/job@%1").arg(JobSpec::kSchemaVersion);
}

JobSpecReadResult parseJobSpec(const QByteArray &json, const QString &fileName)
{
    JobSpecReadResult result;
    // What Qt's parser would let through (a lone surrogate) or word its own way (1e400), said as
    // the other readers of job files say it: the same files are refused everywhere.
    if (const JsonTextProblem problem = checkJsonText(json); !problem.message.isEmpty()) {
        int line = 0;
        int column = 0;
        lineColumnAt(json, problem.offset, &line, &column);
        result.diagnostics.append(
            {fileName, line, column, CoreTr::tr("JSON syntax error: %1").arg(problem.message), Diagnostic::Severity::Error});
        return result;
    }
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        int line = 0;
        int column = 0;
        lineColumnAt(json, parseError.offset, &line, &column);
        result.diagnostics.append(
            {fileName, line, column, CoreTr::tr("JSON syntax error: %1").arg(parseError.errorString()), Diagnostic::Severity::Error});
        return result;
    }
    if (!doc.isObject()) {
        result.diagnostics.append({fileName, 1, 1, CoreTr::tr("expected a JSON object at the top"), Diagnostic::Severity::Error});
        return result;
    }
    const QJsonObject root = doc.object();
    JsonFields f(fileName, &result.diagnostics);
    JobSpec s;
    s.raw = root;
    QString schema;
    f.text(root, QString(), "schema", &schema, true);
    if (!schema.isEmpty() && schema != jobSchemaTag()) {
        f.error(QStringLiteral("schema"), CoreTr::tr("expected \"%1\", found \"%2\"").arg(jobSchemaTag(), schema));
        return result;
    }
    f.text(root, QString(), "run_id", &s.runId, true);
    f.text(root, QString(), "name", &s.name, true);
    f.text(root, QString(), "role", &s.role, true, words("reference pilot fallback"));
    f.text(root, QString(), "backend", &s.backend, true);
    f.text(root, QString(), "device", &s.device, true, words("cpu cuda neuron"));
    f.text(root, QString(), "precision", &s.precision, false, words("fp32 bf16"));
    // threads: 0 … jobbounds::kMaxThreads, read wide so that a huge count gets that reason too.
    qint64 threads = s.threads;
    const qsizetype beforeThreads = f.errorCount();
    f.integer(root, QString(), "threads", &threads, 0);
    if (f.errorCount() == beforeThreads && threads > jobbounds::kMaxThreads)
        f.error(QStringLiteral("threads"), CoreTr::tr("must be at most %1, found %2 (threads beyond the cores only slow training down)")
                                               .arg(jobbounds::kMaxThreads)
                                               .arg(threads));
    else
        s.threads = int(threads);
    readModel(root, f, s.model);
    const QJsonObject tok = f.object(root, QString(), "tokenizer", false);
    f.text(tok, QStringLiteral("tokenizer"), "kind", &s.tokenizer.kind, false, words("bytes hf"));
    const qsizetype beforePath = f.errorCount();
    f.optionalText(tok, QStringLiteral("tokenizer"), "path", &s.tokenizer.path);
    if (s.tokenizer.kind == QLatin1String("hf") && s.tokenizer.path.isEmpty() && f.errorCount() == beforePath)
        f.error(QStringLiteral("tokenizer.path"), CoreTr::tr("a Hugging Face tokenizer needs the path of its tokenizer.json"));
    readMethod(root, f, s.method);
    readData(root, f, s.data);
    readTrain(root, f, s.train);
    readSchedules(root, f, s);
    f.text(root, QString(), "resume", &s.resume);
    if (s.resume.isEmpty())
        f.error(QStringLiteral("resume"), CoreTr::tr("expected auto, none or a checkpoint folder"));
    checkJobBounds(s, fileName, hasErrors(result.diagnostics), f);
    if (!hasErrors(result.diagnostics))
        result.spec = std::move(s);
    return result;
}

JobSpecReadResult readJobSpec(const QString &path)
{
    JobSpecReadResult result;
    QByteArray text;
    if (!readTextFile(path, kMaxJobFileBytes, &text, &result.diagnostics))
        return result;
    return parseJobSpec(text, path);
}

QList<JobInputPath> jobInputPaths(JobSpec *spec)
{
    QList<JobInputPath> out;
    const auto add = [&out](const char *field, QString *path) {
        if (!path->isEmpty())
            out.append({QLatin1String(field), path});
    };
    add("model.path", &spec->model.path);
    add("model.init_checkpoint", &spec->model.initCheckpoint);
    add("tokenizer.path", &spec->tokenizer.path);
    add("data.train", &spec->data.train);
    add("data.validation", &spec->data.validation);
    if (spec->resume != QLatin1String("auto") && spec->resume != QLatin1String("none"))
        add("resume", &spec->resume);
    return out;
}

void resolveJobPaths(JobSpec *spec, const QString &jobFile)
{
    for (const JobInputPath &input : jobInputPaths(spec))
        *input.path = resolveBesideFile(jobFile, *input.path);
}

void relateJobPaths(JobSpec *spec, const QString &runDir, const QString &projectFolder)
{
    const QString root = QDir::cleanPath(projectFolder), run = QDir::cleanPath(runDir);
    const auto inside = [&root](const QString &path) { return QDir::isAbsolutePath(path) && path.startsWith(root + QLatin1Char('/')); };
    if (root.isEmpty() || !QDir::isAbsolutePath(root) || !inside(run))
        return;
    for (const JobInputPath &input : jobInputPaths(spec)) {
        const QString clean = QDir::cleanPath(*input.path);
        if (inside(clean))
            *input.path = QDir(run).relativeFilePath(clean);
    }
}

QJsonObject jobSpecToJson(const JobSpec &s)
{
    auto orNull = [](const QString &v) { return v.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(v); };
    QJsonObject known{
        {QStringLiteral("schema"), jobSchemaTag()},
        {QStringLiteral("run_id"), s.runId},
        {QStringLiteral("name"), s.name},
        {QStringLiteral("role"), s.role},
        {QStringLiteral("backend"), s.backend},
        {QStringLiteral("device"), s.device},
        {QStringLiteral("precision"), s.precision},
        {QStringLiteral("threads"), s.threads},
        {QStringLiteral("model"),
         QJsonObject{{QStringLiteral("arch"), s.model.arch},
                     {QStringLiteral("path"), orNull(s.model.path)},
                     {QStringLiteral("config"), s.model.config.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s.model.config)},
                     {QStringLiteral("init_checkpoint"), orNull(s.model.initCheckpoint)}}},
        {QStringLiteral("tokenizer"),
         QJsonObject{{QStringLiteral("kind"), s.tokenizer.kind}, {QStringLiteral("path"), orNull(s.tokenizer.path)}}},
        {QStringLiteral("data"),
         QJsonObject{{QStringLiteral("train"), s.data.train},
                     {QStringLiteral("validation"), s.data.validation},
                     {QStringLiteral("sha256"), QJsonObject{{QStringLiteral("train"), orNull(s.data.trainSha256)},
                                                            {QStringLiteral("validation"), orNull(s.data.validationSha256)}}},
                     {QStringLiteral("version"), s.data.version}}},
        {QStringLiteral("train"),
         QJsonObject{{QStringLiteral("seq_len"), s.train.seqLen},
                     {QStringLiteral("micro_batch"), s.train.microBatch},
                     {QStringLiteral("grad_accum"), s.train.gradAccum},
                     {QStringLiteral("max_steps"), s.train.maxSteps},
                     {QStringLiteral("seed"), s.train.seed},
                     {QStringLiteral("lr"), s.train.lr},
                     {QStringLiteral("warmup_steps"), s.train.warmupSteps},
                     {QStringLiteral("schedule"), s.train.schedule},
                     {QStringLiteral("optimizer"), QJsonObject{{QStringLiteral("kind"), s.train.optimizer},
                                                               {QStringLiteral("betas"), QJsonArray{s.train.beta1, s.train.beta2}},
                                                               {QStringLiteral("eps"), s.train.eps},
                                                               {QStringLiteral("weight_decay"), s.train.weightDecay}}},
                     {QStringLiteral("grad_clip"), s.train.gradClip}}},
        {QStringLiteral("eval"), QJsonObject{{QStringLiteral("every_steps"), s.eval.everySteps},
                                             {QStringLiteral("samples"), s.eval.samples},
                                             {QStringLiteral("max_new_tokens"), s.eval.maxNewTokens}}},
        {QStringLiteral("checkpoint"),
         QJsonObject{{QStringLiteral("every_steps"), s.checkpoint.everySteps}, {QStringLiteral("keep_last"), s.checkpoint.keepLast}}},
        {QStringLiteral("resume"), s.resume}};
    QJsonObject method{{QStringLiteral("kind"), s.method.kind}};
    if (s.method.kind == QLatin1String("lora")) {
        method.insert(QStringLiteral("r"), s.method.r);
        method.insert(QStringLiteral("alpha"), s.method.alpha);
        method.insert(QStringLiteral("dropout"), s.method.dropout);
        method.insert(QStringLiteral("target_modules"), QJsonArray::fromStringList(s.method.targetModules));
    }
    known.insert(QStringLiteral("method"), method);
    return mergeJson(s.raw, known);
}

bool writeJobSpec(const JobSpec &spec, const QString &path, QString *error)
{
    return writeFileAtomically(path, QJsonDocument(jobSpecToJson(spec)).toJson(QJsonDocument::Indented), error);
}

} // namespace pilot
