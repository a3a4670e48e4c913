#pragma once

#include "pilot_core_export.h"

#include <QObject>
#include <QPointer>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace pilot {

/// pilot-trainer export's command line: the checkpoint folder as a folder a Transformers or PEFT
/// user loads (docs/checkpoints.md), with the LoRA merged into the base model's weights when
/// asked. The one place it is written: pilotctl export, the Checkpoints stage and the fallback
/// action all run it.
PILOT_CORE_EXPORT QStringList trainerExportArguments(const QString &checkpointDir, const QString &outDir, bool mergeLora);

/// One export by the local pilot-trainer (localTrainerProgram) in a process of its own, without
/// blocking the thread that starts it: finished() says how it ended. Destroying it ends a running
/// export's process.
class PILOT_CORE_EXPORT TrainerExport : public QObject
{
    Q_OBJECT

public:
    explicit TrainerExport(QObject *parent = nullptr);
    ~TrainerExport() override;

    /// Starts the export; false (and nothing started) while one runs.
    bool start(const QString &checkpointDir, const QString &outDir, bool mergeLora);
    bool running() const { return m_process != nullptr; }

Q_SIGNALS:
    /// `ok` when pilot-trainer ended with 0; otherwise `problem` says why for people, in the
    /// program's language: the trainer's own last line of standard error (where it names the
    /// problem), or that it could not be started and what to do.
    void finished(bool ok, const QString &problem);

private:
    void end(bool ok, const QString &problem);

    QPointer<QProcess> m_process;
};

} // namespace pilot
