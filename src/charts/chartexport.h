#pragma once

#include <QString>

class QChartView;

namespace pilot::app {

/// Draws `view` as PNG, SVG or PDF, by the suffix of `path`: in memory first, then written to a
/// temporary file and renamed over `path`, so on failure the old file stays and `error` (if
/// given) says why. A chart changed a moment ago is laid out before it is drawn. `title` names
/// the drawing in SVG and PDF metadata (empty: the Compare stage's).
bool exportChartImage(QChartView *view, const QString &path, QString *error, const QString &title = {});

} // namespace pilot::app
