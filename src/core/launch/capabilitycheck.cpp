#include "core/launch/capabilitycheck.h"

#include "core/support/coretr.h"

namespace pilot {

QList<JobRefusal> checkAgainstCapabilities(const BackendInfo &info, const JobSpec &job)
{
    QList<JobRefusal> refusals;
    const QString listed = QStringLiteral(", ");
    if (job.backend != info.name)
        refusals << JobRefusal{QStringLiteral("backend"),
                               CoreTr::tr("The job asks for the backend “%1”, not “%2”.").arg(job.backend, info.name)};
    if (!info.devices.contains(job.device))
        refusals << JobRefusal{
            QStringLiteral("device"),
            CoreTr::tr("The backend “%1” runs on %2, not on the device “%3”.").arg(info.name, info.devices.join(listed), job.device)};
    if (!info.precisions.contains(job.precision))
        refusals << JobRefusal{
            QStringLiteral("precision"),
            CoreTr::tr("The backend “%1” trains in %2, not in “%3”.").arg(info.name, info.precisions.join(listed), job.precision)};
    if (!info.methods.contains(job.method.kind))
        refusals << JobRefusal{
            QStringLiteral("method.kind"),
            CoreTr::tr("The backend “%1” trains with %2, not with “%3”.").arg(info.name, info.methods.join(listed), job.method.kind)};
    if (!info.tokenizers.contains(job.tokenizer.kind))
        refusals << JobRefusal{QStringLiteral("tokenizer.kind"), CoreTr::tr("The backend “%1” reads the tokenizers %2, not “%3”.")
                                                                     .arg(info.name, info.tokenizers.join(listed), job.tokenizer.kind)};
    return refusals;
}

} // namespace pilot
