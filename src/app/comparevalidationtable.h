#pragma once

#include "core/compare/runcomparison.h"

#include <QTableWidget>

namespace pilot::app {

/// The Compare stage's validation table: every validation value of the reference at each of its
/// evaluations against the pilot's, the latest evaluation first, with the verdict of each.
class CompareValidationTable : public QTableWidget
{
    Q_OBJECT
public:
    explicit CompareValidationTable(QWidget *parent = nullptr);

    void setComparisons(QList<MetricComparison> comparisons);
    void retranslate();
};

} // namespace pilot::app
