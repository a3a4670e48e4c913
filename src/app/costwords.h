#pragma once

#include <QString>

namespace pilot::app {

/// An input of the projection (ProjectionInput::name, e.g. seconds_per_step) in the UI
/// language; the name itself when it is not one of ours.
QString projectionInputTitle(const QString &name);

/// A pricing kind of the price table (on_demand, reserved, savings_plan, spot, internal_rate)
/// in the UI language; the kind itself when it is not one of those.
QString pricingKindTitle(const QString &kind);

/// What one price of the table buys (instance_hour, chip_hour, device_hour) in the UI language
/// ("per instance and hour"); the unit itself when it is not one of those.
QString unitTitle(const QString &unit);

} // namespace pilot::app
