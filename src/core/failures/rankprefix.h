#pragma once

#include "pilot_core_export.h"

#include <QStringView>

namespace pilot {

/// What a launcher put before a line one process of a run printed, naming the process: srun
/// --label's task number ("3: ", right-aligned), torchrun's "[default3]:" (its --tee/--redirects
/// prefix, the role and the local rank), PyTorch's "[rank3]:" (before its C++ log lines and
/// uncaught tracebacks, 2.2 and later), Open MPI --tag-output's "[1,3]<stderr>:". Nested prefixes (srun
/// starting torchrun) are read together; the innermost number is the rank.
struct RankPrefix
{
    int rank = -1;        ///< -1: no prefix
    qsizetype length = 0; ///< characters of the prefix, including the space after it
};

PILOT_CORE_EXPORT RankPrefix rankPrefix(QStringView line);

} // namespace pilot
