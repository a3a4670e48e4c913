#include "newrundialog.h"
#include "jobtracker.h"

#include "charts/theme.h"
#include "jobfieldseditor.h"
#include "newruncheck.h"
#include "runsettings.h"
#include "runtargetfield.h"
#include "targetsettingsdialog.h"

#include "core/job/jobspecio.h"
#include "core/support/safename.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QVBoxLayout>

#include <functional>
#include <optional>

namespace pilot::app {

namespace {

QString roleKeyOf(int index)
{
    return runRoleKey(static_cast<RunRole>(index));
}

} // namespace

NewRunDialog::NewRunDialog(BackendCatalog *backends, const QString &projectFolder, const QStringList &referenceRunDirs,
                           const QString &target, QWidget *parent)
    : QDialog(parent)
    , m_backends(backends)
    , m_job(new QComboBox(this))
    , m_jobProblem(new QLabel(this))
    , m_proposal(new QLabel(this))
    , m_name(new QLineEdit(this))
    , m_folder(new QLabel(this))
    , m_role(new QComboBox(this))
    , m_backend(new QComboBox(this))
    , m_capabilities(new QLabel(this))
    , m_check(new QLabel(this))
    , m_runtime(new QLabel(this))
    , m_target(new RunTargetField(target, projectFolder.isEmpty() ? QString() : QDir(projectFolder).filePath(QStringLiteral("runs")), this))
    , m_limit(new QSpinBox(this))
    , m_processes(new QSpinBox(this))
    , m_fields(new JobFieldsEditor(this))
    , m_variant(new VariantField(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    m_checking = new JobTracker(this);
    setUpWidgets();
    buildLayout();
    connectControls();
    retranslate();
    targetChanged();
    m_jobProblem->hide();
    m_proposal->hide();
    m_runtime->hide();
    m_check->setText(tr("Reading the project's jobs…"));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(false);

    auto *reading = new JobTracker(this);
    reading->run([projectFolder, referenceRunDirs](const BackgroundJob &) { return readProjectJobs(projectFolder, referenceRunDirs); },
                 [this](const ProjectJobs &jobs) {
                     m_backends->whenReady(this, [this, jobs](const BackendCatalog::Registry &) { jobsArrived(jobs); });
                 });
}

void NewRunDialog::setUpWidgets()
{
    setObjectName(QStringLiteral("newRunDialog"));
    setMinimumWidth(720); // room for a backend's refusal without a line per word, and two columns of job settings
    m_job->setObjectName(QStringLiteral("newRunJob"));
    m_proposal->setObjectName(QStringLiteral("newRunProposal"));
    m_name->setObjectName(QStringLiteral("newRunName"));
    m_role->setObjectName(QStringLiteral("newRunRole"));
    m_backend->setObjectName(QStringLiteral("newRunBackend"));
    m_capabilities->setObjectName(QStringLiteral("newRunCapabilities"));
    m_check->setObjectName(QStringLiteral("newRunCheck"));
    m_runtime->setObjectName(QStringLiteral("newRunRuntime"));
    m_limit->setObjectName(QStringLiteral("newRunLimit"));
    m_processes->setObjectName(QStringLiteral("newRunProcesses"));
    m_processes->setRange(1, 256);
    m_buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("newRunStart"));
    // Texts from files and plugins: shown as written, never as markup.
    for (QLabel *l : {m_jobProblem, m_proposal, m_folder, m_capabilities, m_check, m_runtime}) {
        l->setTextFormat(Qt::PlainText);
        l->setWordWrap(true);
    }
    m_role->addItems({QString(), QString(), QString()});
    m_limit->setRange(1, 64);
}

void NewRunDialog::buildLayout()
{
    auto *form = new QFormLayout;
    const auto row = [this, form](const char *title, QWidget *field) {
        auto *label = new QLabel(this);
        label->setBuddy(field);
        m_formLabels.append({label, title});
        form->addRow(label, field);
    };
    row(QT_TR_NOOP("&Job:"), m_job);
    form->addRow(QString(), m_proposal);
    form->addRow(QString(), m_jobProblem);
    row(QT_TR_NOOP("&Name:"), m_name);
    form->addRow(QString(), m_folder);
    row(QT_TR_NOOP("R&ole:"), m_role);
    row(QT_TR_NOOP("&Variant of:"), m_variant);
    row(QT_TR_NOOP("&Backend:"), m_backend);
    form->addRow(QString(), m_capabilities);
    auto *targetLabel = new QLabel(this);
    targetLabel->setBuddy(m_target->lineEdit());
    m_formLabels.append({targetLabel, QT_TR_NOOP("&Target:")});
    form->addRow(targetLabel, m_target);
    row(QT_TR_NOOP("&Processes:"), m_processes);
    row(QT_TR_NOOP("Runs at once on this target:"), m_limit);
    form->addRow(QString(), m_runtime);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_fields);
    layout->addWidget(m_check);
    layout->addStretch(1);
    layout->addWidget(m_buttons);
}

void NewRunDialog::connectControls()
{
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_job, &QComboBox::currentIndexChanged, this, &NewRunDialog::jobSelected);
    connect(m_role, &QComboBox::currentIndexChanged, this, &NewRunDialog::recheck);
    connect(m_fields, &JobFieldsEditor::edited, this, &NewRunDialog::recheck);
    connect(m_backend, &QComboBox::currentIndexChanged, this, &NewRunDialog::recheck);
    connect(m_processes, &QSpinBox::valueChanged, this, [this] {
        if (m_filling)
            return;
        m_processesChosen = true;
        recheck();
    });
    connect(m_variant, &VariantField::changed, this, [this] {
        updateStart();
        fitHeight();
    });
    connect(m_name, &QLineEdit::textChanged, this, [this](const QString &name) {
        m_folder->setText(tr("Run folder: %1").arg(QStringLiteral("runs/") + safeFileName(name)));
        updateStart();
    });
    connect(m_target, &RunTargetField::targetChanged, this, &NewRunDialog::targetChanged);
    connect(m_target, &RunTargetField::checked, this, [this] {
        updateStart();
        fitHeight();
        Q_EMIT targetChecked();
    });
}

void NewRunDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void NewRunDialog::retranslate()
{
    setWindowTitle(tr("New Run"));
    for (const auto &[label, title] : std::as_const(m_formLabels))
        label->setText(tr(title));
    m_role->setItemText(0, tr("reference"));
    m_role->setItemText(1, tr("pilot"));
    m_role->setItemText(2, tr("fallback"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start"));
}

void NewRunDialog::fitHeight()
{
    // Capabilities, verdicts and the target's settings arrive after the dialog is shown.
    growToFitWrappedText(this);
}

void NewRunDialog::targetChanged()
{
    LaunchTarget parsed;
    if (m_target->target(&parsed))
        m_limit->setValue(RunSettings::limit(parsed.toString()));
    updateStart();
    // Another host may have another Python and its own runtime settings.
    if (m_target->target(&parsed) && !m_jobs.jobs.isEmpty())
        recheck();
    fitHeight();
}

TargetSettingsDialog *NewRunDialog::openTargetSettings()
{
    return m_target->openSettings();
}

bool NewRunDialog::selectJob(const QString &fileName)
{
    for (int i = 0; i < m_jobs.jobs.size(); ++i) {
        if (QFileInfo(m_jobs.jobs.at(i).path).fileName() == fileName) {
            m_job->setCurrentIndex(i);
            return true;
        }
    }
    return false;
}

void NewRunDialog::jobsArrived(const ProjectJobs &jobs)
{
    m_jobs = jobs;
    m_filling = true;
    m_job->clear();
    for (const ProjectJob &job : std::as_const(m_jobs.jobs))
        m_job->addItem(QFileInfo(job.path).fileName());
    // The project's own next job, not the first file by name; and the dialog says which it is.
    QString why;
    const int proposed = m_jobs.proposed(m_profileMethod, !m_jobs.referenceRuns.isEmpty(), &why);
    if (proposed >= 0)
        m_job->setCurrentIndex(proposed);
    m_proposal->setText(why);
    m_proposal->setVisible(!why.isEmpty());
    m_filling = false;
    if (m_jobs.jobs.isEmpty()) {
        m_check->setText(tr("This project has no job files: put job.json files into the folder “jobs” beside the project file."));
        setTextColor(m_check, themeColor(ThemeColor::Caution, palette()));
        return;
    }
    jobSelected();
}

void NewRunDialog::fillBackends()
{
    const QString wanted = m_job->currentIndex() >= 0 && m_jobs.jobs.at(m_job->currentIndex()).spec
                               ? m_jobs.jobs.at(m_job->currentIndex()).spec->backend
                               : QString();
    m_backend->clear();
    QStringList usable;
    if (const auto registry = m_backends->registry()) {
        for (const BackendEntry &entry : registry->entries()) {
            if (entry.error.isEmpty() && !usable.contains(entry.info.name))
                usable.append(entry.info.name);
        }
    }
    for (const QString &name : std::as_const(usable))
        m_backend->addItem(name, name);
    // The job's own backend stays selectable, and says it is not there.
    if (!wanted.isEmpty() && !usable.contains(wanted))
        m_backend->addItem(tr("%1 (not installed)").arg(wanted), wanted);
    m_backend->setCurrentIndex(m_backend->findData(wanted));
}

void NewRunDialog::jobSelected()
{
    if (m_filling)
        return;
    const int index = m_job->currentIndex();
    if (index < 0 || index >= m_jobs.jobs.size())
        return;
    const ProjectJob &job = m_jobs.jobs.at(index);
    m_jobProblem->setText(job.error);
    m_jobProblem->setVisible(!job.spec);
    setTextColor(m_jobProblem, themeColor(ThemeColor::Bad, palette()));
    m_filling = true;
    if (job.spec) {
        const ProjectJob *reference = m_jobs.referenceFor(*job.spec);
        m_fields->setReference(reference ? reference->spec : std::nullopt, reference ? reference->path : QString());
        m_fields->setJob(*job.spec);
        m_name->setText(job.spec->runId.isEmpty() ? QFileInfo(job.path).completeBaseName() : job.spec->runId);
        m_role->setCurrentIndex(std::max(0, int(runRoleFromKey(job.spec->role).value_or(RunRole::Reference))));
    }
    fillBackends();
    m_filling = false;
    recheck();
}

JobSpec NewRunDialog::editedJob() const
{
    const int index = m_job->currentIndex();
    if (index < 0 || index >= m_jobs.jobs.size() || !m_jobs.jobs.at(index).spec)
        return {};
    JobSpec job = *m_jobs.jobs.at(index).spec;
    m_fields->apply(&job);
    job.role = roleKeyOf(m_role->currentIndex());
    if (m_backend->currentIndex() >= 0)
        job.backend = m_backend->currentData().toString();
    return job;
}

void NewRunDialog::recheck()
{
    if (m_filling)
        return;
    m_checkOk = false;
    updateStart();
    m_checking->forget(); // a check of the values before these must not answer for them
    const int index = m_job->currentIndex();
    if (index < 0 || index >= m_jobs.jobs.size() || !m_jobs.jobs.at(index).spec) {
        m_check->clear();
        return;
    }
    JobSpec job = *m_jobs.jobs.at(index).spec;
    const bool valuesOk = m_fields->apply(&job);
    job = editedJob();
    m_fields->showDifferences(job);
    if (!m_processesChosen) {
        // The project's number until the user picks one for this run.
        m_filling = true;
        m_processes->setValue(projectProcesses(job.backend));
        m_filling = false;
    }
    m_variant->setCandidate(job, worldSize(job));
    if (!valuesOk) {
        showCheck(NewRunCheck{{JobRefusal{QString(), tr("A job setting is not a number.")}}, std::nullopt});
        return;
    }
    showRuntime();
    LaunchTarget target;
    m_target->target(&target);
    const CheckContext context{target, runtimeSettingsFor(runtimeForRun(job.backend), job.backend, target.toString())};
    m_check->setText(tr("Checking the job against its backend…"));
    setTextColor(m_check, palette().color(QPalette::WindowText));
    m_checking->run([registry = m_backends->registry(), job, path = m_jobs.jobs.at(index).path,
                     context](const BackgroundJob &) { return checkNewRun(registry, job, path, context); },
                    [this](const NewRunCheck &check) { showCheck(check); });
}

void NewRunDialog::showCheck(const NewRunCheck &check)
{
    m_capabilities->setText(check.capabilitiesText());
    m_checkOk = check.accepted();
    m_check->setText(check.verdictText());
    setTextColor(m_check, themeColor(m_checkOk ? ThemeColor::Good : ThemeColor::Bad, palette()));
    updateStart();
    fitHeight();
    Q_EMIT checked();
}

void NewRunDialog::updateStart()
{
    m_buttons->button(QDialogButtonBox::Ok)
        ->setEnabled(m_checkOk && m_target->isUsable() && !m_name->text().trimmed().isEmpty() && m_variant->acceptable());
}

void NewRunDialog::setVariantBases(const QList<VariantField::Base> &bases)
{
    m_variant->setBases(bases);
}

// How many processes will share each step: the Processes field.
int NewRunDialog::worldSize(const JobSpec &) const
{
    return m_processes->value();
}

// The project's runtime setting `processes` for the backend and the target, else one.
int NewRunDialog::projectProcesses(const QString &backend) const
{
    LaunchTarget target;
    if (!m_target->target(&target))
        return 1;
    return std::clamp(runtimeSettingsFor(m_runtimeSettings, backend, target.toString()).value(QStringLiteral("processes")).toInt(), 1, 256);
}

// The project's runtime settings with this run's processes, where they differ from the project's
// (a run of one process adds nothing to the settings of a project that names none).
QList<BackendRuntime> NewRunDialog::runtimeForRun(const QString &backend) const
{
    LaunchTarget target;
    if (!m_target->target(&target) || m_processes->value() == projectProcesses(backend))
        return m_runtimeSettings;
    return withRuntimeSetting(m_runtimeSettings, backend, target.toString(), QStringLiteral("processes"),
                              QString::number(m_processes->value()));
}

void NewRunDialog::setRuntime(const QList<BackendRuntime> &runtime)
{
    m_runtimeSettings = runtime;
    if (!m_jobs.jobs.isEmpty())
        recheck();
}

// The runtime settings the job will start with, as the project names them for this backend
// and target: they are part of what is checked, so they are shown beside the verdict.
void NewRunDialog::showRuntime()
{
    const QString backend = m_backend->currentIndex() >= 0 ? m_backend->currentData().toString() : QString();
    LaunchTarget target;
    const bool targetOk = m_target->target(&target);
    const QMap<QString, QString> values = targetOk ? runtimeSettingsFor(runtimeForRun(backend), backend, target.toString())
                                                   : QMap<QString, QString>();
    if (values.isEmpty()) {
        m_runtime->hide();
        return;
    }
    QStringList parts;
    for (auto it = values.constBegin(); it != values.constEnd(); ++it)
        parts.append(tr("%1 = %2").arg(it.key(), it.value()));
    m_runtime->setText(
        tr("Runtime settings of the project for %1 on %2: %3").arg(backend, target.toString(), parts.join(QStringLiteral("; "))));
    m_runtime->show();
}

NewRunRequest NewRunDialog::request() const
{
    NewRunRequest r;
    r.role = static_cast<RunRole>(m_role->currentIndex());
    r.name = m_name->text().trimmed();
    const int index = m_job->currentIndex();
    if (index >= 0 && index < m_jobs.jobs.size() && m_jobs.jobs.at(index).spec) {
        r.jobFile = m_jobs.jobs.at(index).path;
        r.job = editedJob();
        r.edited = jobSpecToJson(r.job) != jobSpecToJson(*m_jobs.jobs.at(index).spec);
    }
    r.variantOf = m_variant->baseRunDir();
    r.variation = m_variant->variation();
    m_target->target(&r.target);
    r.limit = m_limit->value();
    r.runtime = index >= 0 && index < m_jobs.jobs.size() && m_jobs.jobs.at(index).spec ? runtimeForRun(r.job.backend) : m_runtimeSettings;
    return r;
}

void NewRunDialog::setProfileMethod(const QString &method)
{
    m_profileMethod = method;
}

} // namespace pilot::app
