// A plugin of another interface: listed, never loaded.
#include <QObject>

class WrongIid : public QObject
{
    Q_OBJECT
    Q_PLUGIN_METADATA(IID "org.example.SomethingElse/1" FILE "wrongiid.json")
};

#include "broken_wrongiid.moc"
