#pragma once

#include <QCoreApplication>

namespace pilot {

/// One translation context ("pilot::Core") for every message of the core library, so the
/// catalog groups them together and translators see them side by side.
struct CoreTr
{
    Q_DECLARE_TR_FUNCTIONS(pilot::Core)
};

} // namespace pilot
