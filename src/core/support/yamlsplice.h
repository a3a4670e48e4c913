#pragma once

#include "pilot_core_export.h"

#include <QByteArray>

#include <optional>

#include <yaml-cpp/yaml.h>

namespace pilot {

/// How strictly two scalars must agree for the source's spelling to be kept.
enum class ScalarMatch {
    Spelling, ///< the same text
    Value,    ///< the same text, or the same number (8.03e9 and 8030000000) or instant in time
};

/// The text `source` with the values of `after` written into it: entries whose value did not
/// change keep their text byte for byte (comments, key order, flow style, quoting, number
/// spelling, block scalars), a changed scalar is replaced where it stands, a removed entry or
/// list item is cut out, a new one is added at the end of its map or list. Whether a scalar
/// changed is decided by `match`.
///
/// std::nullopt when the source holds something this does not follow (anchors, aliases, tags,
/// several documents, a root that is not a block map) or when the spliced text does not read
/// back to the same values as `after`: the caller then writes `after` whole.
PILOT_CORE_EXPORT std::optional<QByteArray> spliceYaml(const QByteArray &source, const YAML::Node &after, ScalarMatch match);

/// Whether two trees hold the same values, scalars compared by `match`; map order is not a value.
PILOT_CORE_EXPORT bool sameYamlValue(const YAML::Node &a, const YAML::Node &b, ScalarMatch match);

} // namespace pilot
