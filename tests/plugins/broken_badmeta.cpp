// The backend interface id with metadata that breaks every rule: listed with the reasons.
#include "core/launch/backend.h"

#include <QObject>

class BadMeta : public QObject
{
    Q_OBJECT
    Q_PLUGIN_METADATA(IID PILOT_BACKEND_IID FILE "badmeta.json")
};

#include "broken_badmeta.moc"
