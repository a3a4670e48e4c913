#pragma once

#include "pilot_core_export.h"

#include <optional>

namespace pilot {

/// Every number is an assumption the user enters and labels; nothing here is a vendor claim.
/// Hours of training are counted as GPU hours of the reference (the work to be done); on
/// Trainium2 the same work takes gpuHours / relativeThroughput instance hours.
struct AmortisationInputs
{
    double portingHours = 0;         ///< engineering time to port and validate the job
    double engineerRate = 0;         ///< cost of one engineering hour
    double compileHours = 0;         ///< instance hours spent compiling and warming caches
    double pilotRunHours = 0;        ///< Trainium2 instance hours of pilot and comparison runs
    double gpuPricePerHour = 0;      ///< price of one GPU instance hour
    double trainiumPricePerHour = 0; ///< price of one Trainium2 instance hour
    double relativeThroughput = 1;   ///< Trainium2 work per hour / GPU work per hour (measured in the pilot)
    double plannedGpuHours = 0;      ///< training planned, in reference GPU hours
};

struct AmortisationResult
{
    double preparationCost = 0;              ///< porting + compiling + pilot runs
    double gpuCostPerHour = 0;               ///< one hour of reference work on GPU
    double trainiumCostPerHour = 0;          ///< the same work on Trainium2
    double savingPerHour = 0;                ///< difference per hour of reference work (may be negative)
    std::optional<double> breakEvenGpuHours; ///< training length at which preparation is paid back; none if never
    double netAtPlan = 0;                    ///< saving over the planned training minus preparation
};

PILOT_CORE_EXPORT AmortisationResult amortise(const AmortisationInputs &in);

} // namespace pilot
