#pragma once

#include <QCoreApplication>

namespace pilot {

/// The report library's messages share the core's translation context ("pilot::Core"); the
/// declaration is repeated here so that lupdate, which reads this folder on its own, finds it.
struct ReportTr
{
    Q_DECLARE_TR_FUNCTIONS(pilot::Core)
};

} // namespace pilot
