#pragma once

#include "core/launch/backendregistry.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

namespace pilot::app {

class JobTracker;

/// The backend plugins the app launches with, found once and shared: the registry's scan reads
/// plugin folders and metadata, so it runs on a worker thread the first time anyone asks; the
/// registry itself may be used from any thread (it loads plugins under its own lock).
class BackendCatalog : public QObject
{
    Q_OBJECT
public:
    using Registry = std::shared_ptr<const BackendRegistry>;

    explicit BackendCatalog(QObject *parent = nullptr);

    /// Calls `ready` on this thread with the registry: at once when it is there, else once the
    /// scan has finished — unless `context` is gone by then.
    void whenReady(QObject *context, std::function<void(Registry)> ready);
    /// The registry, or null while it is being found.
    Registry registry() const { return m_registry; }

Q_SIGNALS:
    void loaded();

private:
    JobTracker *m_scan = nullptr; ///< the scan for plugins, once
    Registry m_registry;
    bool m_loading = false;
};

} // namespace pilot::app
