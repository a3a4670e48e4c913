// Good metadata and the right interface id, but the plugin object implements nothing.
#include "core/launch/backend.h"

#include <QObject>

class NotABackend : public QObject
{
    Q_OBJECT
    Q_PLUGIN_METADATA(IID PILOT_BACKEND_IID FILE "notabackend.json")
};

#include "broken_notabackend.moc"
