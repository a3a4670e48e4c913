#pragma once

#include "backendcatalog.h"
#include "projectjobs.h"
#include "variantfield.h"

#include "core/job/jobspec.h"
#include "core/job/launchtarget.h"
#include "core/launch/backend.h"
#include "core/project/project.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace pilot::app {

class JobTracker;

class JobFieldsEditor;
struct NewRunCheck;
class RunTargetField;
class TargetSettingsDialog;

/// What the user asked for in the New Run dialog.
struct NewRunRequest
{
    RunRole role = RunRole::Reference;
    QString name;    ///< as typed; the run folder is this name made safe (safeFileName)
    QString jobFile; ///< the project's job file the run starts from
    JobSpec job;     ///< as edited, its paths absolute
    bool edited = false;
    QString variantOf; ///< the pilot run this run is a variant of (its folder); empty for a run of its own
    QString variation; ///< what it varies against that run ("varies sequence length 1024 → 2048")
    LaunchTarget target;
    int limit = 1; ///< runs at once on the target
    QList<BackendRuntime> runtime; ///< the project's runtime settings (for the backend's check and plan), with this run's processes
};

/// A new run from the project: role, job file (its main fields shown and editable, those that
/// differ from the reference run's job marked), backend with its capabilities, target with its
/// launcher settings (Target Settings… beside it; TargetSettingsDialog), and the backend's
/// check() of the job as it stands — Start is enabled only for a job the backend accepts, a
/// target that parses and target settings that can be used (checkLauncherOptions). Jobs and
/// settings are read and checked on worker threads.
class NewRunDialog : public QDialog
{
    Q_OBJECT
public:
    NewRunDialog(BackendCatalog *backends, const QString &projectFolder, const QStringList &referenceRunDirs, const QString &target,
                 QWidget *parent = nullptr);

    NewRunRequest request() const;
    /// The project's runtime settings: the backend checks the job with those of its name and
    /// the target, and the dialog shows them.
    void setRuntime(const QList<BackendRuntime> &runtime);
    /// The project's pilot runs a new run may be a variant of ("Variant of"; VariantField).
    void setVariantBases(const QList<VariantField::Base> &bases);
    /// The task profile's method (lora, full): a reference job of that method is proposed first.
    void setProfileMethod(const QString &method);
    /// Selects the job file whose name is `fileName` (tests, and a caller that knows it).
    bool selectJob(const QString &fileName);
    /// Opens the settings of the target as typed (shown with open()); nullptr when it has none
    /// (local) or does not parse.
    TargetSettingsDialog *openTargetSettings();

protected:
    void changeEvent(QEvent *event) override;

Q_SIGNALS:
    /// The check of the job as it stands now has arrived (or the job cannot be checked).
    void checked();
    /// The check of the target's settings has arrived.
    void targetChecked();

private:
    // The constructor's parts, in its order.
    void setUpWidgets();
    /// The form (its labels kept for retranslate()), the job's settings, the check and the buttons.
    void buildLayout();
    void connectControls();
    void jobsArrived(const ProjectJobs &jobs);
    void jobSelected();
    void fillBackends();
    JobSpec editedJob() const;
    void recheck();
    void showCheck(const NewRunCheck &check);
    void fitHeight();
    void targetChanged();
    void updateStart();
    void retranslate();
    void showRuntime();
    int worldSize(const JobSpec &job) const;
    int projectProcesses(const QString &backend) const;
    QList<BackendRuntime> runtimeForRun(const QString &backend) const;

    BackendCatalog *m_backends;
    ProjectJobs m_jobs;
    JobTracker *m_checking = nullptr; ///< the job against its backend; only the latest is shown
    bool m_checkOk = false;
    bool m_filling = false;
    QComboBox *m_job;
    QLabel *m_jobProblem;
    QLabel *m_proposal; ///< which job is proposed, and why
    QString m_profileMethod;
    QLineEdit *m_name;
    QLabel *m_folder;
    QComboBox *m_role;
    QComboBox *m_backend;
    QLabel *m_capabilities;
    QLabel *m_check;
    QLabel *m_runtime;
    QList<BackendRuntime> m_runtimeSettings;
    RunTargetField *m_target;
    QSpinBox *m_limit;
    QSpinBox *m_processes;
    bool m_processesChosen = false; // the user set the processes; a new job or target keeps them
    JobFieldsEditor *m_fields;
    VariantField *m_variant;
    QList<QPair<QLabel *, const char *>> m_formLabels;
    QDialogButtonBox *m_buttons;
};

} // namespace pilot::app
