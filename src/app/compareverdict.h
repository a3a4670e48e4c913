#pragma once

#include "core/compare/runcomparison.h"
#include "core/compare/samejob.h"
#include "core/compare/verdictwords.h"

#include <QList>
#include <QPalette>
#include <QString>

namespace pilot::app {

/// The Compare stage's verdict line (rich text): the loss verdict, how much of the reference
/// it covers and why it is not a plain pass (NaN, missing or unreached points), and the
/// validation verdict. Numbers in the user's locale; the words are the Compare stage's; the
/// verdict's colour is the theme's for `palette`.
QString compareVerdictText(const LossComparison &loss, const QList<MetricComparison> &validation, const QPalette &palette);

/// Whether reference and pilot train the same job, by content (rich text): "the same job", the
/// inputs they differ in with both values (in the colour of a problem), or why it is not known.
QString sameJobText(const SameJob &same, const QPalette &palette);

/// The validation verdict over every evaluation, as one sentence.
QString compareValidationSentence(Verdict v);

} // namespace pilot::app
