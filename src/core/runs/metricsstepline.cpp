#include "core/runs/metricsstepline.h"

#include "core/runs/metricsvalue.h"

namespace pilot::metricsline {

namespace {

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
    case Key::JobHash:
    case Key::DatasetVersion:
    case Key::SlurmJobId:
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

} // namespace

bool readStep(const FlatField *flat, Key *keys, int n, StepFields &f)
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

} // namespace pilot::metricsline
