#pragma once

#include "core/cost/pricetable.h"

#include <QByteArray>
#include <QString>
#include <QUndoCommand>

#include <optional>

namespace pilot::app {

class ProjectDocument;

/// A price table file's bytes as the team wrote them (size-limited like every data file) and
/// the table they hold; false with `error` (the file's problems, located) otherwise.
bool readPriceTableFile(const QString &path, QByteArray *bytes, std::optional<PriceTable> *table, QString *error);

/// Writes `bytes` to the price table file (atomically, under its lock; null bytes remove it);
/// with `expected` set, only while the file still holds those bytes (null: while there is none),
/// so an undo never overwrites what someone wrote since.
bool writePriceTableFile(const QString &path, const QByteArray &bytes, const std::optional<QByteArray> &expected, QString *error);

/// One step of the project's history: the table file from `before` to `after` (null: no
/// file). Pushed after the file was written, so its first redo does nothing; undo and redo
/// write only over what the step itself wrote, and say so in the window when they cannot.
class PriceTableFileCommand : public QUndoCommand
{
public:
    PriceTableFileCommand(ProjectDocument *document, QString path, QByteArray before, QByteArray after);
    void redo() override;
    void undo() override;

private:
    void write(const QByteArray &bytes, const QByteArray &expected);

    ProjectDocument *m_document;
    QString m_path;
    QByteArray m_before, m_after;
    bool m_first = true;
};

} // namespace pilot::app
