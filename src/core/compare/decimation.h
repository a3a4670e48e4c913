#pragma once

#include "pilot_core_export.h"

#include <QPointF>
#include <QVector>

namespace pilot {

/// Thins a series for drawing without hiding anything a viewer must see: the x range
/// [x0, x1] is cut into `columns` pixel columns, and of the points in each column the first,
/// the lowest, the highest and the last are kept (at most four per column, in x order), so
/// every spike survives at every zoom. The nearest point outside the range on each side is
/// kept too, so lines leave the view at the right angle. x must be sorted ascending;
/// non-finite y values are left out. Costs O(log n + points in range).
PILOT_CORE_EXPORT QVector<QPointF> decimateForColumns(const QVector<double> &x, const QVector<double> &y, double x0, double x1,
                                                      int columns);

} // namespace pilot
