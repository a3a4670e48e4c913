#include "backendcatalog.h"
#include "workerpool.h"

#include <QFutureWatcher>
#include <QtConcurrent>

namespace pilot::app {

BackendCatalog::BackendCatalog(QObject *parent)
    : QObject(parent)
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
    auto *watcher = new QFutureWatcher<Registry>(this);
    connect(watcher, &QFutureWatcher<Registry>::finished, this, [this, watcher] {
        watcher->deleteLater();
        m_registry = watcher->result();
        m_loading = false;
        Q_EMIT loaded();
    });
    watcher->setFuture(QtConcurrent::run(workerPool(), [] { return Registry(std::make_shared<BackendRegistry>()); }));
}

} // namespace pilot::app
