#pragma once

#include "pilot_core_export.h"
#include "core/calculators/devicetable.h"
#include "core/calculators/memoryverdict.h"
#include "core/cost/horizoncost.h"
#include "core/project/project.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace pilot {

/// What the project itself says about a row of the decision matrix, apart from the answer:
/// a listed reference run, the amortisation calculator, the task profile's method, the memory
/// calculator's setup, an operator scan. The engine sets it against the answer (decisionengine.h).
struct DecisionFact
{
    QString row;                    ///< question id
    Answer value = Answer::Unknown; ///< the answer the fact points to (yes or no)
    QString text;                   ///< the fact, in the decision's language
    QString source;                 ///< where it comes from, in the decision's language
    QString sourceKey;              ///< runs | amortisation | cost_horizon | memory | profile | ops_scan | cpu_fallbacks
};

struct ProjectFacts
{
    QList<DecisionFact> rows;
    /// The facts of DecisionRules::factNames() that hold for this project.
    QStringList holding;
    /// The memory calculator's verdict as a sentence; empty while the project names no device.
    QString memory;
    std::optional<MemoryVerdict> memoryVerdict;
};

/// Everything the project's own data says about its decision rows. Reads nothing from disk:
/// runs count as listed, evidence as written.
///
/// - gpu_reference: yes when a run with role reference is listed (no run listed says nothing:
///   a reference may exist before it is imported).
/// - amortisation: from the amortisation calculator once every input has a value — no when
///   there is no break-even or the net over the planned GPU hours is negative, else yes.
/// - standard_lora_first: the task profile's method (lora/full) and the memory calculator's
///   `lora` input when the project sets it.
/// - unconfirmed_operators: the `ops-scan:` evidence entries pilotctl ops-scan writes — yes when a
///   scan found operators without a confirmed path, no when every scan found none; and the
///   `cpu-fallbacks:` entries the Run stage adds for a run whose operators fell back to the CPU —
///   yes when one names at least one operator (a run with none says nothing: the fallback texts
///   of TorchNeuron are not verified).
/// - memory_does_not_fit / memory_needs_parallelism: the memory calculator's verdict.
/// - amortisation, too: the whole bill over the cost horizon (`horizon`, from the measured runs;
///   none when null or without a verdict) — yes when a Trainium2 path is cheapest, no when GPU
///   only is.
PILOT_CORE_EXPORT ProjectFacts projectFacts(const Project &project, const DeviceTable &devices, const QString &language,
                                            const HorizonCost *horizon = nullptr);

} // namespace pilot
