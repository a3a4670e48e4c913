// Good metadata and a working plugin of the same name whose info() describes it otherwise (here:
// other devices): the registry must refuse it, as the metadata is what it listed.
#include "core/launch/backend.h"

#include <QObject>

namespace {

class TwoFaced : public QObject, public pilot::Backend
{
    Q_OBJECT
    Q_PLUGIN_METADATA(IID PILOT_BACKEND_IID FILE "otherinfo.json")
    Q_INTERFACES(pilot::Backend)

public:
    pilot::BackendInfo info() const override
    {
        pilot::BackendInfo info;
        info.name = QStringLiteral("twofaced");
        info.version = QStringLiteral("1.0");
        info.description = QStringLiteral("what the metadata says");
        info.devices = {QStringLiteral("cpu"), QStringLiteral("cuda")};
        info.precisions = {QStringLiteral("fp32")};
        info.methods = {QStringLiteral("lora")};
        info.tokenizers = {QStringLiteral("bytes")};
        return info;
    }
    QList<pilot::JobRefusal> check(const pilot::JobSpec &, const pilot::CheckContext &) const override { return {}; }
    bool plan(const pilot::PlanRequest &, pilot::LaunchPlan *, QString *) const override { return false; }
};

} // namespace

#include "broken_otherinfo.moc"
