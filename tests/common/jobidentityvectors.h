#pragma once

// The shared job-identity vectors (tests/data/job-identity.json) for the C++ tests of the
// trainer's and the app's identity: the document, its files written into a folder, and its jobs.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace pilot::test {

inline QJsonObject identityVectors()
{
    QFile file(QStringLiteral(PILOT_SOURCE_DIR "/tests/data/job-identity.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("tests/data/job-identity.json cannot be read");
    return QJsonDocument::fromJson(file.readAll()).object();
}

inline void writeText(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
}

/// The vectors' files in `folder`.
inline void writeIdentityFiles(const QString &folder)
{
    const QJsonObject files = identityVectors().value(QLatin1String("files")).toObject();
    for (auto it = files.begin(); it != files.end(); ++it)
        writeText(folder + QLatin1Char('/') + it.key(), it.value().toString().toUtf8());
}

/// Job number `index` as its file spells it.
inline QByteArray identityJobText(int index)
{
    return identityVectors()
        .value(QLatin1String("jobs"))
        .toArray()
        .at(index)
        .toObject()
        .value(QLatin1String("job_text"))
        .toString()
        .toUtf8();
}

} // namespace pilot::test
