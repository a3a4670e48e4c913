#include "newruncheck.h"

#include "newrundialog.h"

#include "core/job/jobspecio.h"
#include "core/launch/runstarter.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>

namespace pilot::app {

NewRunCheck checkNewRun(const BackendCatalog::Registry &registry, const JobSpec &job, const QString &jobFile, const CheckContext &context)
{
    NewRunCheck result;
    const QByteArray json = QJsonDocument(jobSpecToJson(job)).toJson();
    const JobSpecReadResult read = parseJobSpec(json, QFileInfo(jobFile).fileName());
    static const QRegularExpression field(QStringLiteral("^([A-Za-z0-9_.\\[\\]]+): "));
    for (const Diagnostic &d : read.diagnostics) {
        if (d.severity == Diagnostic::Severity::Error)
            result.refusals.append(JobRefusal{field.match(d.message).captured(1), d.message});
    }
    if (!registry)
        result.refusals.append(JobRefusal{QStringLiteral("backend"), NewRunDialog::tr("The backends have not been found yet.")});
    else
        result.refusals.append(checkJobOnBackend(job, *registry, context, &result.info));
    return result;
}

QString NewRunCheck::capabilitiesText() const
{
    if (!info)
        return NewRunDialog::tr("No capabilities: this backend is not installed.");
    return NewRunDialog::tr("Version %1. Devices: %2. Precisions: %3. Methods: %4. Tokenizers: %5. Job interface %6.")
        .arg(info->version, info->devices.join(QStringLiteral(", ")), info->precisions.join(QStringLiteral(", ")),
             info->methods.join(QStringLiteral(", ")), info->tokenizers.join(QStringLiteral(", ")))
        .arg(info->jobInterfaceVersion);
}

QString NewRunCheck::verdictText() const
{
    if (accepted())
        return NewRunDialog::tr("The backend accepts this job.");
    QStringList lines{NewRunDialog::tr("This job cannot start as it stands:")};
    for (const JobRefusal &r : refusals)
        lines.append(r.field.isEmpty() ? r.message : NewRunDialog::tr("%1: %2").arg(r.field, r.message));
    return lines.join(QLatin1Char('\n'));
}

} // namespace pilot::app
