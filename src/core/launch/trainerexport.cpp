#include "core/launch/trainerexport.h"
#include "core/launch/trainerprogram.h"
#include "core/support/coretr.h"

namespace pilot {

QStringList trainerExportArguments(const QString &checkpointDir, const QString &outDir, bool mergeLora)
{
    QStringList args{QStringLiteral("export"), QStringLiteral("--checkpoint"), checkpointDir, QStringLiteral("--out"), outDir};
    if (mergeLora)
        args << QStringLiteral("--merge-lora");
    return args;
}

TrainerExport::TrainerExport(QObject *parent)
    : QObject(parent)
{
}

TrainerExport::~TrainerExport()
{
    if (m_process) {
        // Ours, started by start(): ended with us rather than left writing an export nobody awaits.
        m_process->disconnect(this);
        m_process->kill();
        m_process->waitForFinished(5000);
    }
}

bool TrainerExport::start(const QString &checkpointDir, const QString &outDir, bool mergeLora)
{
    if (m_process)
        return false;
    auto *process = new QProcess(this);
    m_process = process;
    connect(process, &QProcess::finished, this, [this, process](int code, QProcess::ExitStatus status) {
        const bool ok = status == QProcess::NormalExit && code == 0;
        // pilot-trainer names the problem on its last line of standard error.
        const QStringList said = QString::fromLocal8Bit(process->readAllStandardError()).trimmed().split(QLatin1Char('\n'));
        end(ok, ok ? QString() : CoreTr::tr("The export failed: %1").arg(said.constLast()));
    });
    connect(process, &QProcess::errorOccurred, this, [this, process](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart)
            return;
        end(false,
            CoreTr::tr("pilot-trainer could not be started (%1): build it, or set PILOT_TRAINER to its path.").arg(process->errorString()));
    });
    process->start(localTrainerProgram(), trainerExportArguments(checkpointDir, outDir, mergeLora));
    return true;
}

void TrainerExport::end(bool ok, const QString &problem)
{
    if (!m_process)
        return;
    m_process->deleteLater();
    m_process = nullptr;
    Q_EMIT finished(ok, problem);
}

} // namespace pilot
