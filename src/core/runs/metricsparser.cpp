#include "core/runs/metricsparser.h"
#include "core/support/coretr.h"

#include "core/runs/flatjson.h"

#include <QCoreApplication>
#include <QLocale>

#include <simdjson.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>

namespace pilot {

namespace od = simdjson::ondemand;
using std::string_view;

namespace {

QString qstr(string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

constexpr int kMaxFlatFields = 48;

// All fields any event type may carry, gathered in one pass because "type" may come last.
struct Fields
{
    string_view type;
    qint64 version = 1;
    double t = kNoValue;
    qint64 step = -1;
    bool stepGiven = false; // "step" held a number (not null, not absent)
    // Why "step" is unusable, kept as a kind and the number as written: the issue is then one
    // whole translated sentence, not a translated fragment inside another.
    enum class StepProblem { None, NotWhole, OutOfRange } stepProblem = StepProblem::None;
    QString stepText;
    string_view wrongTypeKey; // the first reserved field with a value of the wrong type
    qint64 tokens = -1;
    double loss = kNoValue, lr = kNoValue, gradNorm = kNoValue;
    double stepTime = kNoValue, dataTime = kNoValue, commTime = kNoValue;
    double valLoss = kNoValue, seconds = kNoValue;
    qint64 bytes = -1, pid = -1, exitCode = -1, lastStep = -1;
    string_view name, state, id, prompt, output, reference, dir, status, reason, level, message;
    string_view runId, backend, device, host, datasetVersion;
    QList<QPair<QString, double>> metrics;      // eval
    QList<QPair<QString, QString>> versions;    // run_start
    QList<QPair<QString, double>> otherNumbers; // numeric fields without a fixed meaning (memory)
};

bool number(const FlatValue &v, double *out)
{
    if (v.kind == FlatValue::Kind::Null) {
        *out = kNoValue;
        return true;
    }
    if (v.kind != FlatValue::Kind::Number)
        return false;
    *out = v.number;
    return true;
}

// Whole numbers written with a fraction or exponent ("3.0", "1e3") count when they fit 64 bits;
// the bound is 2^63, exactly representable, so the conversion below is always defined.
bool wholeInRange(double v)
{
    return std::isfinite(v) && v == std::floor(v) && v >= -9223372036854775808.0 && v < 9223372036854775808.0;
}

bool integer(const FlatValue &v, qint64 *out)
{
    if (v.kind != FlatValue::Kind::Number)
        return v.kind == FlatValue::Kind::Null;
    if (v.isInteger) {
        *out = v.integer;
        return true;
    }
    if (!wholeInRange(v.number))
        return false;
    *out = static_cast<qint64>(v.number);
    return true;
}

QString numberText(const FlatValue &v)
{
    if (v.isInteger)
        return QString::number(v.integer);
    if (std::isnan(v.number))
        return QStringLiteral("NaN");
    if (std::isinf(v.number))
        return v.number > 0 ? QStringLiteral("Infinity") : QStringLiteral("-Infinity");
    return QString::number(v.number, 'g', QLocale::FloatingPointShortest);
}

// The step number, with a message that says what is wrong with it instead of a bare "wrong
// type": a fraction or a number beyond 64 bits. (A negative step is judged by the event type.)
bool stepNumber(const FlatValue &v, Fields &f)
{
    if (v.kind == FlatValue::Kind::Null)
        return true;
    if (v.kind != FlatValue::Kind::Number)
        return false;
    f.stepGiven = true;
    if (v.isInteger) {
        f.step = v.integer;
    } else if (wholeInRange(v.number)) {
        f.step = static_cast<qint64>(v.number);
    } else if (std::isfinite(v.number) && v.number == std::floor(v.number)) {
        f.stepProblem = Fields::StepProblem::OutOfRange;
        f.stepText = numberText(v);
    } else {
        f.stepProblem = Fields::StepProblem::NotWhole;
        f.stepText = numberText(v);
    }
    return true;
}

bool text(const FlatValue &v, string_view *out)
{
    if (v.kind != FlatValue::Kind::String)
        return v.kind == FlatValue::Kind::Null;
    *out = v.text;
    return true;
}

// The reserved field names of the job interface (docs/job-interface.md §5).
enum class Key : std::uint8_t {
    Other,
    T,
    V,
    Lr,
    Id,
    Dir,
    Pid,
    Type,
    Step,
    Loss,
    Name,
    Host,
    State,
    Bytes,
    Level,
    Tokens,
    Prompt,
    Output,
    Status,
    Reason,
    RunId,
    Device,
    Seconds,
    Message,
    Backend,
    ValLoss,
    GradNorm,
    Reference,
    ExitCode,
    LastStep,
    StepTime,
    DataTime,
    CommTime,
    DatasetVersion
};

Key keyOf(string_view key)
{
    switch (key.size()) {
    case 1:
        if (key == "t")
            return Key::T;
        if (key == "v")
            return Key::V;
        break;
    case 2:
        if (key == "lr")
            return Key::Lr;
        if (key == "id")
            return Key::Id;
        break;
    case 3:
        if (key == "dir")
            return Key::Dir;
        if (key == "pid")
            return Key::Pid;
        break;
    case 4:
        if (key == "type")
            return Key::Type;
        if (key == "step")
            return Key::Step;
        if (key == "loss")
            return Key::Loss;
        if (key == "name")
            return Key::Name;
        if (key == "host")
            return Key::Host;
        break;
    case 5:
        if (key == "state")
            return Key::State;
        if (key == "bytes")
            return Key::Bytes;
        if (key == "level")
            return Key::Level;
        break;
    case 6:
        if (key == "tokens")
            return Key::Tokens;
        if (key == "prompt")
            return Key::Prompt;
        if (key == "output")
            return Key::Output;
        if (key == "status")
            return Key::Status;
        if (key == "reason")
            return Key::Reason;
        if (key == "run_id")
            return Key::RunId;
        if (key == "device")
            return Key::Device;
        break;
    case 7:
        if (key == "seconds")
            return Key::Seconds;
        if (key == "message")
            return Key::Message;
        if (key == "backend")
            return Key::Backend;
        break;
    case 8:
        if (key == "val_loss")
            return Key::ValLoss;
        break;
    case 9:
        if (key == "grad_norm")
            return Key::GradNorm;
        if (key == "reference")
            return Key::Reference;
        if (key == "exit_code")
            return Key::ExitCode;
        if (key == "last_step")
            return Key::LastStep;
        break;
    case 11:
        if (key == "step_time_s")
            return Key::StepTime;
        if (key == "data_time_s")
            return Key::DataTime;
        if (key == "comm_time_s")
            return Key::CommTime;
        break;
    case 15:
        if (key == "dataset_version")
            return Key::DatasetVersion;
        break;
    default:
        break;
    }
    return Key::Other;
}

// Returns false when a known key has a value of the wrong type.
bool readField(Key id, string_view key, const FlatValue &v, Fields &f)
{
    switch (id) {
    case Key::T:
        return number(v, &f.t);
    case Key::V:
        return integer(v, &f.version);
    case Key::Lr:
        return number(v, &f.lr);
    case Key::Id:
        return text(v, &f.id);
    case Key::Dir:
        return text(v, &f.dir);
    case Key::Pid:
        return integer(v, &f.pid);
    case Key::Type:
        return v.kind == FlatValue::Kind::String && text(v, &f.type);
    case Key::Step:
        return stepNumber(v, f);
    case Key::Loss:
        return number(v, &f.loss);
    case Key::Name:
        return text(v, &f.name);
    case Key::Host:
        return text(v, &f.host);
    case Key::State:
        return text(v, &f.state);
    case Key::Bytes:
        return integer(v, &f.bytes);
    case Key::Level:
        return text(v, &f.level);
    case Key::Tokens:
        return integer(v, &f.tokens);
    case Key::Prompt:
        return text(v, &f.prompt);
    case Key::Output:
        return text(v, &f.output);
    case Key::Status:
        return text(v, &f.status);
    case Key::Reason:
        return text(v, &f.reason);
    case Key::RunId:
        return text(v, &f.runId);
    case Key::Device:
        return text(v, &f.device);
    case Key::Seconds:
        return number(v, &f.seconds);
    case Key::Message:
        return text(v, &f.message);
    case Key::Backend:
        return text(v, &f.backend);
    case Key::ValLoss:
        return number(v, &f.valLoss);
    case Key::GradNorm:
        return number(v, &f.gradNorm);
    case Key::Reference:
        return text(v, &f.reference);
    case Key::ExitCode:
        return integer(v, &f.exitCode);
    case Key::LastStep:
        return integer(v, &f.lastStep);
    case Key::StepTime:
        return number(v, &f.stepTime);
    case Key::DataTime:
        return number(v, &f.dataTime);
    case Key::CommTime:
        return number(v, &f.commTime);
    case Key::DatasetVersion:
        return text(v, &f.datasetVersion);
    case Key::Other:
        break;
    }
    if (v.kind == FlatValue::Kind::Number)
        f.otherNumbers.append({qstr(key), v.number});
    return true;
}

bool readField(string_view key, const FlatValue &v, Fields &f)
{
    return readField(keyOf(key), key, v, f);
}

// The fields of a step event, the commonest line, gathered apart from Fields: this is small
// and built for nearly nothing, Fields is not.
struct StepFields
{
    string_view type;
    qint64 version = 1;
    StepPoint point;
};

// Whether the value of a reserved field that a step event does not use has the type
// readField() wants for it.
bool fitsReserved(Key id, const FlatValue &v)
{
    switch (id) {
    case Key::Id:
    case Key::Dir:
    case Key::Name:
    case Key::Host:
    case Key::State:
    case Key::Level:
    case Key::Prompt:
    case Key::Output:
    case Key::Status:
    case Key::Reason:
    case Key::RunId:
    case Key::Device:
    case Key::Message:
    case Key::Backend:
    case Key::Reference:
    case Key::DatasetVersion:
        return v.kind == FlatValue::Kind::String || v.kind == FlatValue::Kind::Null;
    case Key::Pid:
    case Key::Bytes:
    case Key::ExitCode:
    case Key::LastStep: {
        qint64 unused;
        return integer(v, &unused);
    }
    case Key::Seconds:
    case Key::ValLoss: {
        double unused;
        return number(v, &unused);
    }
    default:
        return true; // no fixed meaning (or one readStepField() reads)
    }
}

// readField() for a line that may be a step event. False when the line must take the general
// route: a value of the wrong type, a step number that is not a whole number in range (the
// general route says which), an event of another type.
inline bool readStepField(Key id, const FlatValue &v, StepFields &f)
{
    switch (id) {
    case Key::T:
        return number(v, &f.point.t);
    case Key::V:
        return integer(v, &f.version);
    case Key::Lr:
        return number(v, &f.point.lr);
    case Key::Type:
        return v.kind == FlatValue::Kind::String && text(v, &f.type) && f.type == "step";
    case Key::Step:
        if (v.kind == FlatValue::Kind::Null)
            return true;
        if (v.kind != FlatValue::Kind::Number)
            return false;
        if (v.isInteger) {
            f.point.step = v.integer;
            return true;
        }
        if (!wholeInRange(v.number))
            return false;
        f.point.step = static_cast<qint64>(v.number);
        return true;
    case Key::Loss:
        return number(v, &f.point.loss);
    case Key::Tokens:
        return integer(v, &f.point.tokens);
    case Key::GradNorm:
        return number(v, &f.point.gradNorm);
    case Key::StepTime:
        return number(v, &f.point.stepTimeS);
    case Key::DataTime:
        return number(v, &f.point.dataTimeS);
    case Key::CommTime:
        return number(v, &f.point.commTimeS);
    default:
        return fitsReserved(id, v);
    }
}

// The general path: one simdjson value as a FlatValue. Strings are unescaped into the
// parser's buffer, which stays valid until the next line is parsed. NaN and +-Infinity are
// not JSON to simdjson; they are recognised from the raw token first.
bool toFlat(od::value &v, FlatValue *out)
{
    string_view tok = v.raw_json_token();
    while (!tok.empty() && (tok.back() == ' ' || tok.back() == '\t' || tok.back() == '\r'))
        tok.remove_suffix(1);
    if (tok == "NaN" || tok == "Infinity" || tok == "-Infinity") {
        out->kind = FlatValue::Kind::Number;
        out->isInteger = false;
        out->number = tok == "NaN" ? kNoValue
                                   : (tok[0] == '-' ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity());
        return true;
    }
    od::json_type type;
    if (v.type().get(type) != simdjson::SUCCESS)
        return false;
    switch (type) {
    case od::json_type::string:
        out->kind = FlatValue::Kind::String;
        return v.get_string().get(out->text) == simdjson::SUCCESS;
    case od::json_type::number:
        return parseJsonNumber(tok, out);
    case od::json_type::boolean:
        out->kind = FlatValue::Kind::Bool;
        return v.get_bool().get(out->boolean) == simdjson::SUCCESS;
    case od::json_type::null:
        out->kind = FlatValue::Kind::Null;
        return true;
    case od::json_type::object:
    case od::json_type::array:
        out->kind = FlatValue::Kind::Nested;
        return true;
    }
    return false;
}

bool readNested(string_view key, od::value &v, Fields &f)
{
    const bool metrics = key == "metrics";
    if (!metrics && key != "versions")
        return true; // nested values of unknown fields are skipped
    od::object o;
    if (v.get_object().get(o) != simdjson::SUCCESS)
        return false;
    for (auto field : o) {
        string_view name;
        od::value value;
        FlatValue flat;
        if (field.unescaped_key().get(name) || field.value().get(value) || !toFlat(value, &flat))
            return false;
        if (metrics && flat.kind == FlatValue::Kind::Number)
            f.metrics.append({qstr(name), flat.number});
        else if (!metrics && flat.kind == FlatValue::Kind::String)
            f.versions.append({qstr(name), qstr(flat.text)});
        else if (!metrics && flat.kind == FlatValue::Kind::Number)
            f.versions.append({qstr(name), qstr(value.raw_json_token()).trimmed()});
    }
    return true;
}

void dispatchEvent(Fields &f, string_view type, RunMetrics &out);

bool needsStep(string_view type)
{
    return type == "step" || type == "eval" || type == "sample" || type == "checkpoint";
}

void dispatch(Fields &f, qint64 lineNumber, RunMetrics &out)
{
    const string_view type = f.type;
    if (f.version > RunMetrics::kEventVersion) {
        out.addIssue(lineNumber, CoreTr::tr("event version %1 is newer than this reader (version %2); line skipped")
                                     .arg(f.version)
                                     .arg(RunMetrics::kEventVersion));
        return;
    }
    if (f.stepProblem == Fields::StepProblem::OutOfRange) {
        out.addIssue(lineNumber, CoreTr::tr("a %1 event: step %2 is not a whole number in range (at most %3)")
                                     .arg(qstr(type), f.stepText, QString::number(std::numeric_limits<qint64>::max())));
        return;
    }
    if (f.stepProblem == Fields::StepProblem::NotWhole) {
        out.addIssue(lineNumber, CoreTr::tr("a %1 event: step %2 is not a whole number").arg(qstr(type), f.stepText));
        return;
    }
    if (f.step < 0 && needsStep(type)) {
        out.addIssue(lineNumber, f.stepGiven ? CoreTr::tr("a %1 event: step %2 is negative").arg(qstr(type), QString::number(f.step))
                                             : CoreTr::tr("a %1 event without a step number").arg(qstr(type)));
        return;
    }
    if (type == "phase" && (f.name.empty() || (f.state != "begin" && f.state != "end"))) {
        out.addIssue(lineNumber, CoreTr::tr("a phase event needs a name and a state of begin or end"));
        return;
    }
    // A run_start closes the previous attempt at that attempt's last event, so its time is
    // noted only after the event is applied.
    dispatchEvent(f, type, out);
    out.noteTime(f.t);
}

StepPoint stepPoint(const Fields &f)
{
    StepPoint p;
    p.step = f.step;
    p.tokens = f.tokens;
    p.t = f.t;
    p.loss = f.loss;
    p.lr = f.lr;
    p.gradNorm = f.gradNorm;
    p.stepTimeS = f.stepTime;
    p.dataTimeS = f.dataTime;
    p.commTimeS = f.commTime;
    return p;
}

void dispatchEvent(Fields &f, string_view type, RunMetrics &out)
{
    if (type == "step") {
        out.addStep(stepPoint(f));
    } else if (type == "eval") {
        out.addEval({f.step, f.t, f.valLoss, std::move(f.metrics), 0});
    } else if (type == "sample") {
        out.addSample({f.step, qstr(f.id), qstr(f.prompt), qstr(f.output), qstr(f.reference), 0});
    } else if (type == "phase") {
        if (f.name.empty() || (f.state != "begin" && f.state != "end"))
            return; // reported by dispatch()
        out.addPhase({qstr(f.name), f.state == "begin", f.t, 0});
    } else if (type == "checkpoint") {
        out.addCheckpoint({f.step, qstr(f.dir), f.bytes, f.seconds, qstr(f.status), f.t, 0});
    } else if (type == "memory") {
        out.addMemory({f.t, f.step, std::move(f.otherNumbers)});
    } else if (type == "log") {
        out.addLog({f.t, qstr(f.level), qstr(f.message)});
    } else if (type == "run_start") {
        out.addRunStart(
            {f.t, qstr(f.runId), qstr(f.backend), qstr(f.device), qstr(f.host), f.pid, qstr(f.datasetVersion), std::move(f.versions)});
    } else if (type == "run_end") {
        out.setRunEnd({f.t, qstr(f.status), qstr(f.reason), static_cast<int>(f.exitCode), f.lastStep});
    } else {
        out.countUnknownType();
    }
}

} // namespace

struct MetricsParser::Impl
{
    od::parser parser;
    FlatScanner scanner;
    FlatField flat[kMaxFlatFields];
    Key keys[kMaxFlatFields] = {}; // what flat[i].key was when it was last resolved
    std::string copy;              // the line parseGeneral() reads; its views point here

    // Returns an error message, or null when the line was read into `f`.
    const char *parseGeneral(const char *data, std::size_t len, std::size_t capacity, Fields &f)
    {
        od::document doc;
        od::object object;
        if (parser.iterate(data, len, capacity).get(doc) != simdjson::SUCCESS || doc.get_object().get(object) != simdjson::SUCCESS)
            return QT_TRANSLATE_NOOP("pilot::Core", "not a JSON object");
        for (auto field : object) {
            string_view key;
            od::value value;
            FlatValue flat;
            if (field.unescaped_key().get(key) != simdjson::SUCCESS || field.value().get(value) != simdjson::SUCCESS
                || !toFlat(value, &flat))
                return QT_TRANSLATE_NOOP("pilot::Core", "malformed JSON");
            const bool ok = flat.kind == FlatValue::Kind::Nested ? readNested(key, value, f) : readField(key, flat, f);
            if (!ok) {
                f.wrongTypeKey = key; // a view into the parser's buffer, valid until the next line
                return QT_TRANSLATE_NOOP("pilot::Core", "a field has a value of the wrong type");
            }
        }
        if (doc.current_location().error() == simdjson::SUCCESS)
            return QT_TRANSLATE_NOOP("pilot::Core", "text after the end of the JSON object");
        return nullptr;
    }

    // parseGeneral() on a copy of the line: simdjson reads the text twice (an index, then the
    // values at it), so the text must not change in between, and a mapped file's can.
    const char *parseGeneralCopy(const char *data, std::size_t len, Fields &f)
    {
        copy.assign(data, len);
        copy.append(padding(), '\0');
        return parseGeneral(copy.data(), len, copy.size(), f);
    }

    // The `n` scanned fields as a step event that dispatch() would add without an issue; false
    // when they are anything else.
    bool readStep(int n, StepFields &f)
    {
        for (int i = 0; i < n; ++i) {
            const FlatField &field = flat[i];
            if (!field.sameKeyAsBefore)
                keys[i] = keyOf(field.key);
            if (!readStepField(keys[i], field.value, f)) {
                // The scanner now remembers this line's keys: so must `keys`, for the next line.
                for (++i; i < n; ++i) {
                    if (!flat[i].sameKeyAsBefore)
                        keys[i] = keyOf(flat[i].key);
                }
                return false;
            }
        }
        return f.type == "step" && f.version <= RunMetrics::kEventVersion && f.point.step >= 0;
    }
};

MetricsParser::MetricsParser()
    : d(std::make_unique<Impl>())
{
}

MetricsParser::~MetricsParser() = default;

std::size_t MetricsParser::padding()
{
    static_assert(simdjson::SIMDJSON_PADDING >= FlatScanner::kPadding, "the scanner reads whole words past a line");
    return simdjson::SIMDJSON_PADDING;
}

bool MetricsParser::parseStepLine(const char *data, std::size_t len, StepPoint *point, double *t)
{
    while (len > 0 && (data[len - 1] == '\r' || data[len - 1] == ' ' || data[len - 1] == '\t'))
        --len;
    std::size_t start = 0;
    while (start < len && (data[start] == ' ' || data[start] == '\t'))
        ++start;
    const int n = d->scanner.scan(data + start, len - start, d->flat, kMaxFlatFields);
    StepFields f;
    if (n < 0 || !d->readStep(n, f))
        return false;
    *point = f.point;
    *t = f.point.t;
    return true;
}

void MetricsParser::parseLine(const char *data, std::size_t len, qint64 lineNumber, RunMetrics &out)
{
    while (len > 0 && (data[len - 1] == '\r' || data[len - 1] == ' ' || data[len - 1] == '\t'))
        --len;
    std::size_t start = 0;
    while (start < len && (data[start] == ' ' || data[start] == '\t'))
        ++start;
    if (start == len)
        return; // blank lines carry nothing
    const int n = d->scanner.scan(data + start, len - start, d->flat, kMaxFlatFields);
    if (n >= 0) {
        StepFields step;
        if (d->readStep(n, step)) {
            out.addStep(step.point);
            out.noteTime(step.point.t);
            return;
        }
    }
    Fields f;
    bool typeError = false;
    if (n >= 0) {
        for (int i = 0; i < n; ++i) {
            const FlatField &field = d->flat[i];
            if (!field.sameKeyAsBefore)
                d->keys[i] = keyOf(field.key);
            if (!readField(d->keys[i], field.key, field.value, f)) {
                if (!typeError)
                    f.wrongTypeKey = d->flat[i].key;
                typeError = true;
            }
        }
    } else if (const char *error = d->parseGeneralCopy(data + start, len - start, f)) {
        out.addIssue(lineNumber, f.wrongTypeKey.empty() ? CoreTr::tr(error)
                                                        : CoreTr::tr("'%1' has a value of the wrong type").arg(qstr(f.wrongTypeKey)));
        return;
    }
    if (typeError) {
        out.addIssue(lineNumber, CoreTr::tr("'%1' has a value of the wrong type").arg(qstr(f.wrongTypeKey)));
        return;
    }
    if (f.type.empty()) {
        out.addIssue(lineNumber, CoreTr::tr("no event type"));
        return;
    }
    dispatch(f, lineNumber, out);
}

} // namespace pilot
