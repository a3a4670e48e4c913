#include "backendcatalog.h"
#include "jobtracker.h"

namespace pilot::app {

BackendCatalog::BackendCatalog(QObject *parent)
    : QObject(parent)
    , m_scan(new JobTracker(this))
{
}

void BackendCatalog::whenReady(QObject *context, std::function<void(Registry)> ready)
{
    if (m_registry) {
        ready(m_registry);
        return;
    }
    connect(this, &BackendCatalog::loaded, context, [this, ready = std::move(ready)] { ready(m_registry); },
            Qt::SingleShotConnection);
    if (m_loading)
        return;
    m_loading = true;
    m_scan->run([](const BackgroundJob &) { return Registry(std::make_shared<BackendRegistry>()); },
                [this](const Registry &registry) {
                    m_registry = registry;
                    m_loading = false;
                    Q_EMIT loaded();
                });
}

} // namespace pilot::app
