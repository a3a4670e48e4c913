#pragma once

#include "core/runs/flatjson.h"
#include "core/runs/metricskey.h"
#include "core/runs/runmetrics.h"

#include <string_view>

// Private to the metrics reader: the fast path for the commonest line, a step event.
namespace pilot::metricsline {

/// The fields of a step event, gathered apart from EventFields: this is small and built for
/// nearly nothing, EventFields is not.
struct StepFields
{
    std::string_view type;
    qint64 version = 1;
    StepPoint point;
};

/// Reads the `n` scanned fields `flat` as a step event. True when they are one that the
/// general route (readFlatFields(), then applyEvent()) would add without an issue, with `f`
/// holding it; false when they are anything else: a value of the wrong type, a step number
/// that is not a whole number in range, a newer version, an event of another type.
///
/// `keys[i]` is what `flat[i].key` was resolved to when the scanner last saw that position
/// (see FlatField::sameKeyAsBefore); every key the scanner has not marked as the same is
/// resolved again and stored, also after the field that makes the result false, so `keys`
/// stays in step with the scanner for the next line.
bool readStep(const FlatField *flat, Key *keys, int n, StepFields &f);

} // namespace pilot::metricsline
