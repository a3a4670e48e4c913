#include "core/launch/trainerprogram.h"

#include <QCoreApplication>
#include <QDir>

namespace pilot {

QString localTrainerProgram()
{
    const QString fromEnvironment = qEnvironmentVariable("PILOT_TRAINER");
    if (!fromEnvironment.isEmpty())
        return fromEnvironment;
    return QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("pilot-trainer"));
}

} // namespace pilot
