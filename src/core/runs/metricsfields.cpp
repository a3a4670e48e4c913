#include "core/runs/metricsfields.h"

#include "core/runs/metricsvalue.h"

#include <QLocale>

#include <cmath>

namespace pilot::metricsline {

namespace {

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
bool stepNumber(const FlatValue &v, EventFields &f)
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
        f.stepProblem = EventFields::StepProblem::OutOfRange;
        f.stepText = numberText(v);
    } else {
        f.stepProblem = EventFields::StepProblem::NotWhole;
        f.stepText = numberText(v);
    }
    return true;
}

// Returns false when a known key has a value of the wrong type.
bool readField(Key id, std::string_view key, const FlatValue &v, EventFields &f)
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
    case Key::JobHash:
        return text(v, &f.jobHash);
    case Key::DatasetVersion:
        return text(v, &f.datasetVersion);
    case Key::SlurmJobId:
        return text(v, &f.slurmJobId);
    case Key::Other:
        break;
    }
    if (v.kind == FlatValue::Kind::Number)
        f.otherNumbers.append({qstr(key), v.number});
    return true;
}

} // namespace

bool readField(std::string_view key, const FlatValue &v, EventFields &f)
{
    return readField(keyOf(key), key, v, f);
}

bool readFlatFields(const FlatField *flat, Key *keys, int n, EventFields &f)
{
    bool typeError = false;
    for (int i = 0; i < n; ++i) {
        const FlatField &field = flat[i];
        if (!field.sameKeyAsBefore)
            keys[i] = keyOf(field.key);
        if (!readField(keys[i], field.key, field.value, f)) {
            if (!typeError)
                f.wrongTypeKey = flat[i].key;
            typeError = true;
        }
    }
    return !typeError;
}

} // namespace pilot::metricsline
