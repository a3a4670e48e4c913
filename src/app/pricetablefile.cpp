#include "pricetablefile.h"

#include "projectdocument.h"

#include "core/support/atomicfile.h"
#include "core/support/datafile.h"
#include "core/support/filelock.h"
#include "core/support/regularfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <utility>

namespace pilot::app {

bool readPriceTableFile(const QString &path, QByteArray *bytes, std::optional<PriceTable> *table, QString *error)
{
    QString why;
    if (!readRegularFile(path, kMaxDataFileBytes, bytes, &why)) {
        *error = QDir::toNativeSeparators(path) + QStringLiteral(": ") + why;
        return false;
    }
    Diagnostics diagnostics;
    *table = PriceTable::parse(*bytes, path, &diagnostics);
    if (!*table) {
        *error = diagnosticsText(diagnostics);
        return false;
    }
    return true;
}

bool writePriceTableFile(const QString &path, const QByteArray &bytes, const std::optional<QByteArray> &expected, QString *error)
{
    FileLock lock;
    if (!lock.acquire(lockFileOf(path), 5000, error))
        return false;
    if (expected) {
        QByteArray now;
        QString why;
        const bool there = QFileInfo::exists(path) && readRegularFile(path, kMaxDataFileBytes, &now, &why);
        if ((expected->isNull() && QFileInfo::exists(path)) || (!expected->isNull() && (!there || now != *expected))) {
            *error = QCoreApplication::translate("pilot::app::PricesDialog", "%1 was changed since; it is left as it is.")
                         .arg(QDir::toNativeSeparators(path));
            return false;
        }
    }
    if (bytes.isNull())
        return QFile::remove(path) || !QFileInfo::exists(path);
    return writeFileAtomically(path, bytes, error);
}

PriceTableFileCommand::PriceTableFileCommand(ProjectDocument *document, QString path, QByteArray before, QByteArray after)
    : m_document(document)
    , m_path(std::move(path))
    , m_before(std::move(before))
    , m_after(std::move(after))
{
}

void PriceTableFileCommand::redo()
{
    if (std::exchange(m_first, false))
        return;
    write(m_after, m_before);
}

void PriceTableFileCommand::undo()
{
    write(m_before, m_after);
}

void PriceTableFileCommand::write(const QByteArray &bytes, const QByteArray &expected)
{
    QString error;
    if (!writePriceTableFile(m_path, bytes, expected, &error))
        Q_EMIT m_document->notice(
            QCoreApplication::translate("pilot::app::PricesDialog", "The price table was not changed back: %1").arg(error));
    m_document->pricesRewritten();
}

} // namespace pilot::app
