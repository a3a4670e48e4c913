#pragma once

#include "pilot_core_export.h"
#include "core/support/diagnostic.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

namespace pilot {

/// Typed access to a JSON object tree that names the field in every error
/// ("train.lr: expected a number, found text"), collecting all problems of a document.
class PILOT_CORE_EXPORT JsonFields
{
public:
    JsonFields(QString file, Diagnostics *diagnostics);

    void error(const QString &path, const QString &message);
    /// Diagnostics collected so far (this document's and any before): a caller compares two
    /// counts to see whether the reads in between found a problem.
    qsizetype errorCount() const { return m_diagnostics->size(); }

    /// The sub-object at `key`; empty otherwise, with an error when it is of the wrong type (null
    /// included) or required and missing.
    QJsonObject object(const QJsonObject &parent, const QString &path, const char *key, bool required);

    void text(const QJsonObject &o, const QString &path, const char *key, QString *out, bool required = false,
              const QStringList &allowed = {});
    /// Text or null (null leaves `out` empty); an empty text is refused as for a required one.
    void optionalText(const QJsonObject &o, const QString &path, const char *key, QString *out);
    void integer(const QJsonObject &o, const QString &path, const char *key, qint64 *out, qint64 minimum, bool required = false);
    void integer(const QJsonObject &o, const QString &path, const char *key, int *out, int minimum, bool required = false);
    void number(const QJsonObject &o, const QString &path, const char *key, double *out, double minimum, double maximum,
                bool required = false);
    void textList(const QJsonObject &o, const QString &path, const char *key, QStringList *out, bool nonEmpty);
    /// The required top-level `schema`: a whole number from 1 to `readable` (a newer one is an
    /// error saying this program is too old for it).
    void schema(const QJsonObject &o, qint64 readable);

    static QString join(const QString &path, const char *key);
    static QString describe(const QJsonValue &value);

private:
    QString m_file;
    Diagnostics *m_diagnostics;
};

/// Reads the JSON object in a file a folder may or may not hold (a run folder's launch.json):
/// false with `error` empty when nothing is at `path`; false with "path: reason" when it is not
/// a readable regular file of at most `maxBytes` bytes or not one JSON object.
PILOT_CORE_EXPORT bool readOptionalJsonObject(const QString &path, qint64 maxBytes, QJsonObject *object, QString *error);

/// Deep merge: keys of `overlay` replace those of `base`, objects present in both merge.
PILOT_CORE_EXPORT QJsonObject mergeJson(QJsonObject base, const QJsonObject &overlay);

} // namespace pilot
