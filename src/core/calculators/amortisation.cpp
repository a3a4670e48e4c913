#include "core/calculators/amortisation.h"

namespace pilot {

AmortisationResult amortise(const AmortisationInputs &in)
{
    AmortisationResult r;
    r.preparationCost = in.portingHours * in.engineerRate + (in.compileHours + in.pilotRunHours) * in.trainiumPricePerHour;
    r.gpuCostPerHour = in.gpuPricePerHour;
    r.trainiumCostPerHour = in.relativeThroughput > 0 ? in.trainiumPricePerHour / in.relativeThroughput : 0;
    r.savingPerHour = in.relativeThroughput > 0 ? r.gpuCostPerHour - r.trainiumCostPerHour : 0;
    if (r.savingPerHour > 0)
        r.breakEvenGpuHours = r.preparationCost / r.savingPerHour;
    r.netAtPlan = r.savingPerHour * in.plannedGpuHours - r.preparationCost;
    return r;
}

} // namespace pilot
