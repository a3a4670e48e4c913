// Good metadata, but the library needs a function nothing provides (as a plugin built against
// another version of the core would): loading must fail cleanly instead of crashing later.
#include "core/launch/backend.h"

#include <QObject>

extern "C" int pilot_function_that_no_library_defines(int);

namespace {

class Ghost : public QObject, public pilot::Backend
{
    Q_OBJECT
    Q_PLUGIN_METADATA(IID PILOT_BACKEND_IID FILE "missingsymbol.json")
    Q_INTERFACES(pilot::Backend)

public:
    pilot::BackendInfo info() const override
    {
        pilot::BackendInfo info;
        info.name = QStringLiteral("ghost");
        info.version = QString::number(pilot_function_that_no_library_defines(1));
        return info;
    }
    QList<pilot::JobRefusal> check(const pilot::JobSpec &, const pilot::CheckContext &) const override { return {}; }
    bool plan(const pilot::PlanRequest &, pilot::LaunchPlan *, QString *) const override { return false; }
};

} // namespace

#include "broken_missingsymbol.moc"
