#pragma once

#include "core/job/launchtarget.h"

#include <QDialog>
#include <QList>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace pilot::app {

class RunTargetField;

/// Asks how to drill a run's job (docs/drill.md): at which steps to interrupt it, whether as a
/// crash (SIGKILL) or a planned abort (SIGTERM, scancel), where it runs, and whether the run
/// itself, when it completed, is the uninterrupted run to compare with. Suggests one
/// interruption half-way between the first two checkpoints, so the resume repeats steps.
class DrillDialog : public QDialog
{
    Q_OBJECT
public:
    struct Job
    {
        QString runLabel;
        qint64 maxSteps = 0;        ///< train.max_steps
        qint64 checkpointEvery = 0; ///< checkpoint.every_steps
        bool runCompleted = false;  ///< the run can be compared with as it is
    };
    struct Choice
    {
        QList<qint64> killSteps;
        bool crash = true;
        LaunchTarget target;
        bool reuseRun = false; ///< compare with the run instead of running the job again
    };

    /// `runParent`: the project's runs folder (a Slurm target's shared folder must hold it).
    DrillDialog(const Job &job, const QString &runParent, QWidget *parent = nullptr);

    Choice choice() const;
    /// The steps as typed ("6, 15"): rising whole numbers in [1, max_steps − 1]; false with
    /// `error` saying what is wrong.
    static bool parseSteps(const QString &text, qint64 maxSteps, QList<qint64> *steps, QString *error);
    static qint64 suggestedStep(qint64 maxSteps, qint64 checkpointEvery);

private:
    void validate();

    Job m_job;
    QLineEdit *m_steps;
    QComboBox *m_kind;
    RunTargetField *m_target;
    QCheckBox *m_reuse;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace pilot::app
