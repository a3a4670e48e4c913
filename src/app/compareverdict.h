#pragma once

#include "core/compare/runcomparison.h"
#include "core/compare/samejob.h"

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

/// One verdict as a word for a table cell ("inside", "outside", …).
QString compareVerdictWord(Verdict v);

/// A validation row's verdict with the direction of an outside deviation ("outside — the pilot
/// is better"), where the metric tells which way is better.
QString compareValidationWord(const MetricComparison &m);

/// A validation metric's name for people: val_loss → "validation loss", exact_match → "exact
/// match"; other names as the runs logged them.
QString metricTitle(const QString &name);

} // namespace pilot::app
