#pragma once

// pilotctl run as a user runs it, for the command-line tests: exit code and both streams.
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QtGlobal>

namespace {

struct Result
{
    int exitCode = -1;
    QString out;
    QString err;
};

Result pilotctl(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(PILOTCTL), args);
    if (!p.waitForFinished(60000))
        qFatal("pilotctl did not finish");
    if (p.exitStatus() != QProcess::NormalExit)
        qFatal("pilotctl crashed on %s", qPrintable(args.join(QLatin1Char(' '))));
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

} // namespace
