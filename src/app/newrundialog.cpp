#include "newrundialog.h"

#include "jobfieldseditor.h"
#include "runsettings.h"
#include "targetsettings.h"
#include "targetsettingsdialog.h"
#include "theme.h"

#include "core/job/jobspecio.h"
#include "core/launch/launcheroptionscheck.h"
#include "core/support/safename.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <functional>
#include <optional>

namespace pilot::app {

namespace {

struct CheckResult
{
    QList<JobRefusal> refusals;
    std::optional<BackendInfo> info;
};

// Runs on a worker: the job as edited goes through the job reader again (every field's
// bounds), then through the backend's own check.
CheckResult checkJob(const BackendCatalog::Registry &registry, const JobSpec &job, const QString &jobFile, const CheckContext &context)
{
    CheckResult result;
    const QByteArray json = QJsonDocument(jobSpecToJson(job)).toJson();
    const JobSpecReadResult read = parseJobSpec(json, QFileInfo(jobFile).fileName());
    static const QRegularExpression field(QStringLiteral("^([A-Za-z0-9_.\\[\\]]+): "));
    for (const Diagnostic &d : read.diagnostics) {
        if (d.severity == Diagnostic::Severity::Error)
            result.refusals.append(JobRefusal{field.match(d.message).captured(1), d.message});
    }
    QString error;
    const Backend *backend = registry ? registry->backend(job.backend, &error) : nullptr;
    if (!backend) {
        result.refusals.append(JobRefusal{QStringLiteral("backend"), error});
        return result;
    }
    result.info = backend->info();
    result.refusals.append(backend->check(job, context));
    return result;
}

QString roleKeyOf(int index)
{
    return runRoleKey(static_cast<RunRole>(index));
}

struct TargetSettingsCheck
{
    LauncherOptions options;
    QList<LauncherOptionProblem> problems;
};

// Runs on a worker: the target's settings as kept, checked as its launcher will need them
// (files that are regular files, the project's run folders inside a Slurm root).
TargetSettingsCheck checkTarget(const LaunchTarget &target, const QString &runParent)
{
    TargetSettingsCheck c;
    c.options = TargetSettings::load(target);
    c.problems = checkLauncherOptions(target, c.options, runParent);
    return c;
}

// "Label: value" for each setting that is not the default.
QStringList settingLines(const LaunchTarget &target, const LauncherOptions &o)
{
    QList<QPair<LauncherOption, QString>> fields;
    if (target.kind == LaunchTarget::Kind::Ssh) {
        fields = {{LauncherOption::SshConfigFile, o.sshConfigFile},
                  {LauncherOption::SshIdentityFile, o.sshIdentityFile},
                  {LauncherOption::SshKnownHostsFile, o.sshKnownHostsFile},
                  {LauncherOption::RemoteRunRoot, o.remoteRunRoot}};
    } else {
        fields = {{LauncherOption::SlurmRunRoot, o.slurmRunRoot}};
    }
    QStringList lines;
    for (const auto &[option, value] : std::as_const(fields)) {
        if (!value.isEmpty())
            lines.append(NewRunDialog::tr("%1: %2").arg(launcherOptionLabel(option), value));
    }
    return lines;
}

} // namespace

NewRunDialog::NewRunDialog(BackendCatalog *backends, const QString &projectFolder, const QStringList &referenceRunDirs,
                           const QString &target, QWidget *parent)
    : QDialog(parent)
    , m_backends(backends)
    , m_job(new QComboBox(this))
    , m_jobProblem(new QLabel(this))
    , m_name(new QLineEdit(this))
    , m_folder(new QLabel(this))
    , m_role(new QComboBox(this))
    , m_backend(new QComboBox(this))
    , m_capabilities(new QLabel(this))
    , m_check(new QLabel(this))
    , m_runtime(new QLabel(this))
    , m_target(new QLineEdit(target, this))
    , m_targetSettings(new QPushButton(this))
    , m_targetProblem(new QLabel(this))
    , m_targetSummary(new QLabel(this))
    , m_limit(new QSpinBox(this))
    , m_fields(new JobFieldsEditor(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("newRunDialog"));
    if (!projectFolder.isEmpty())
        m_runParent = QDir(projectFolder).filePath(QStringLiteral("runs"));
    setMinimumWidth(560); // room for a backend's refusal without a line per word
    m_job->setObjectName(QStringLiteral("newRunJob"));
    m_name->setObjectName(QStringLiteral("newRunName"));
    m_role->setObjectName(QStringLiteral("newRunRole"));
    m_backend->setObjectName(QStringLiteral("newRunBackend"));
    m_capabilities->setObjectName(QStringLiteral("newRunCapabilities"));
    m_check->setObjectName(QStringLiteral("newRunCheck"));
    m_runtime->setObjectName(QStringLiteral("newRunRuntime"));
    m_target->setObjectName(QStringLiteral("newRunTarget"));
    m_targetProblem->setObjectName(QStringLiteral("newRunTargetProblem"));
    m_targetSettings->setObjectName(QStringLiteral("newRunTargetSettings"));
    m_targetSummary->setObjectName(QStringLiteral("newRunTargetSummary"));
    m_limit->setObjectName(QStringLiteral("newRunLimit"));
    m_buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("newRunStart"));
    // Texts from files and plugins: shown as written, never as markup.
    for (QLabel *l : {m_jobProblem, m_folder, m_capabilities, m_check, m_targetProblem, m_targetSummary, m_runtime}) {
        l->setTextFormat(Qt::PlainText);
        l->setWordWrap(true);
    }
    m_role->addItems({QString(), QString(), QString()});
    m_limit->setRange(1, 64);

    auto *form = new QFormLayout;
    const auto row = [this, form](const char *title, QWidget *field) {
        auto *label = new QLabel(this);
        label->setBuddy(field);
        m_formLabels.append({label, title});
        form->addRow(label, field);
    };
    row(QT_TR_NOOP("&Job:"), m_job);
    form->addRow(QString(), m_jobProblem);
    row(QT_TR_NOOP("&Name:"), m_name);
    form->addRow(QString(), m_folder);
    row(QT_TR_NOOP("R&ole:"), m_role);
    row(QT_TR_NOOP("&Backend:"), m_backend);
    form->addRow(QString(), m_capabilities);
    auto *targetRow = new QHBoxLayout;
    targetRow->addWidget(m_target, 1);
    targetRow->addWidget(m_targetSettings);
    auto *targetLabel = new QLabel(this);
    targetLabel->setBuddy(m_target);
    m_formLabels.append({targetLabel, QT_TR_NOOP("&Target:")});
    form->addRow(targetLabel, targetRow);
    form->addRow(QString(), m_targetProblem);
    form->addRow(QString(), m_targetSummary);
    row(QT_TR_NOOP("Runs at once on this target:"), m_limit);
    form->addRow(QString(), m_runtime);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_fields);
    layout->addWidget(m_check);
    layout->addStretch(1);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_job, &QComboBox::currentIndexChanged, this, &NewRunDialog::jobSelected);
    connect(m_role, &QComboBox::currentIndexChanged, this, &NewRunDialog::recheck);
    connect(m_fields, &JobFieldsEditor::edited, this, &NewRunDialog::recheck);
    connect(m_backend, &QComboBox::currentIndexChanged, this, &NewRunDialog::recheck);
    connect(m_name, &QLineEdit::textChanged, this, [this](const QString &name) {
        m_folder->setText(tr("Run folder: %1").arg(QStringLiteral("runs/") + safeFileName(name)));
        updateStart();
    });
    connect(m_target, &QLineEdit::textChanged, this, &NewRunDialog::targetChanged);
    connect(m_targetSettings, &QPushButton::clicked, this, &NewRunDialog::openTargetSettings);
    retranslate();
    targetChanged();
    m_jobProblem->hide();
    m_runtime->hide();
    m_check->setText(tr("Reading the project's jobs…"));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(false);

    auto *watcher = new QFutureWatcher<ProjectJobs>(this);
    connect(watcher, &QFutureWatcher<ProjectJobs>::finished, this, [this, watcher] {
        watcher->deleteLater();
        const ProjectJobs jobs = watcher->result();
        m_backends->whenReady(this, [this, jobs](const BackendCatalog::Registry &) { jobsArrived(jobs); });
    });
    watcher->setFuture(QtConcurrent::run([projectFolder, referenceRunDirs] { return readProjectJobs(projectFolder, referenceRunDirs); }));
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
    m_target->setPlaceholderText(tr("local, ssh://user@host:port or slurm:partition"));
    m_target->setToolTip(tr("Where the run goes: local (this machine), ssh://user@host:port (a host reached with ssh) "
                            "or slurm:partition (the Slurm cluster this machine submits to)."));
    m_targetSettings->setText(tr("Target Settin&gs…"));
    m_targetSettings->setToolTip(tr("How this computer reaches the target: SSH key files and the run folder on an SSH host, "
                                    "the shared folder of a Slurm cluster. Kept on this computer, not in the project."));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start"));
    checkTargetSettings(); // its texts are in the UI's language
}

void NewRunDialog::fitHeight()
{
    // Capabilities, verdicts and the target's settings arrive after the dialog is shown.
    growToFitWrappedText(this);
}

void NewRunDialog::targetChanged()
{
    LaunchTarget parsed;
    QString error;
    m_targetOk = LaunchTarget::parse(m_target->text(), &parsed, &error);
    m_targetProblem->setText(error);
    setTextColor(m_targetProblem, palette().color(QPalette::WindowText));
    m_targetProblem->setVisible(!m_targetOk);
    if (m_targetOk)
        m_limit->setValue(RunSettings::limit(parsed.toString()));
    checkTargetSettings();
    // Another host may have another Python and its own runtime settings.
    if (m_targetOk && !m_jobs.jobs.isEmpty())
        recheck();
    fitHeight();
}

void NewRunDialog::checkTargetSettings()
{
    const quint64 generation = ++m_targetGeneration;
    LaunchTarget target;
    QString error;
    const bool parsed = LaunchTarget::parse(m_target->text(), &target, &error);
    const bool hasSettings = parsed && TargetSettings::hasSettings(target);
    m_targetSettings->setEnabled(hasSettings);
    m_targetSettingsOk = parsed && !hasSettings;
    m_targetSummary->setVisible(hasSettings);
    updateStart();
    if (!hasSettings) {
        Q_EMIT targetChecked();
        return;
    }
    m_targetSummary->setText(tr("Checking the target's settings…"));
    auto *watcher = new QFutureWatcher<TargetSettingsCheck>(this);
    connect(watcher, &QFutureWatcher<TargetSettingsCheck>::finished, this, [this, watcher, generation, target] {
        watcher->deleteLater();
        if (generation != m_targetGeneration)
            return;
        const TargetSettingsCheck c = watcher->result();
        const QStringList lines = settingLines(target, c.options);
        QString summary;
        if (!lines.isEmpty())
            summary = tr("Target settings:") + QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
        else if (target.kind == LaunchTarget::Kind::Ssh)
            summary = tr("Target settings: the defaults (your own SSH setup; run folders in ~/migration-pilot/runs on the "
                         "host).");
        else
            summary = tr("Target settings: the defaults (run folders are not checked against a shared folder).");
        // Paths of key files wrap at their slashes rather than widen the dialog.
        m_targetSummary->setText(wrappableAtSlashes(summary));
        m_targetSettingsOk = c.problems.isEmpty();
        if (!m_targetSettingsOk) {
            QStringList why{tr("The settings of this target cannot be used (change them with Target Settings…):")};
            for (const LauncherOptionProblem &p : c.problems)
                why.append(tr("%1: %2").arg(launcherOptionLabel(p.option), p.message));
            m_targetProblem->setText(wrappableAtSlashes(why.join(QLatin1Char('\n'))));
            setTextColor(m_targetProblem, themeColor(ThemeColor::Bad, palette()));
        }
        m_targetProblem->setVisible(!m_targetSettingsOk);
        updateStart();
        fitHeight();
        Q_EMIT targetChecked();
    });
    watcher->setFuture(QtConcurrent::run(checkTarget, target, m_runParent));
}

TargetSettingsDialog *NewRunDialog::openTargetSettings()
{
    LaunchTarget target;
    QString error;
    if (!LaunchTarget::parse(m_target->text(), &target, &error) || !TargetSettings::hasSettings(target))
        return nullptr;
    auto *dialog = new TargetSettingsDialog(target, m_runParent, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, &NewRunDialog::checkTargetSettings);
    dialog->open();
    return dialog;
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
    const int index = m_job->currentIndex();
    if (index < 0 || index >= m_jobs.jobs.size() || !m_jobs.jobs.at(index).spec) {
        m_check->clear();
        return;
    }
    JobSpec job = *m_jobs.jobs.at(index).spec;
    const bool valuesOk = m_fields->apply(&job);
    job = editedJob();
    m_fields->showDifferences(job);
    if (!valuesOk) {
        showCheck({JobRefusal{QString(), tr("A job setting is not a number.")}}, std::nullopt);
        return;
    }
    showRuntime();
    LaunchTarget target;
    QString targetError;
    LaunchTarget::parse(m_target->text(), &target, &targetError);
    const CheckContext context{target, runtimeSettingsFor(m_runtimeSettings, job.backend, target.toString())};
    const quint64 generation = ++m_checkGeneration;
    m_check->setText(tr("Checking the job against its backend…"));
    setTextColor(m_check, palette().color(QPalette::WindowText));
    auto *watcher = new QFutureWatcher<CheckResult>(this);
    connect(watcher, &QFutureWatcher<CheckResult>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != m_checkGeneration)
            return;
        const CheckResult result = watcher->result();
        showCheck(result.refusals, result.info);
    });
    watcher->setFuture(QtConcurrent::run([registry = m_backends->registry(), job, file = m_jobs.jobs.at(index).path, context] {
        return checkJob(registry, job, file, context);
    }));
}

void NewRunDialog::showCheck(const QList<JobRefusal> &refusals, const std::optional<BackendInfo> &info)
{
    if (info) {
        m_capabilities->setText(tr("Version %1. Devices: %2. Precisions: %3. Methods: %4. Tokenizers: %5. Job interface %6.")
                                    .arg(info->version, info->devices.join(QStringLiteral(", ")),
                                         info->precisions.join(QStringLiteral(", ")), info->methods.join(QStringLiteral(", ")),
                                         info->tokenizers.join(QStringLiteral(", ")))
                                    .arg(info->jobInterfaceVersion));
    } else {
        m_capabilities->setText(tr("No capabilities: this backend is not installed."));
    }
    m_checkOk = refusals.isEmpty();
    if (m_checkOk) {
        m_check->setText(tr("The backend accepts this job."));
    } else {
        QStringList lines{tr("This job cannot start as it stands:")};
        for (const JobRefusal &r : refusals)
            lines.append(r.field.isEmpty() ? r.message : tr("%1: %2").arg(r.field, r.message));
        m_check->setText(lines.join(QLatin1Char('\n')));
    }
    setTextColor(m_check, themeColor(m_checkOk ? ThemeColor::Good : ThemeColor::Bad, palette()));
    updateStart();
    fitHeight();
    Q_EMIT checked();
}

void NewRunDialog::updateStart()
{
    m_buttons->button(QDialogButtonBox::Ok)
        ->setEnabled(m_checkOk && m_targetOk && m_targetSettingsOk && !m_name->text().trimmed().isEmpty());
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
    QString error;
    const bool targetOk = LaunchTarget::parse(m_target->text(), &target, &error);
    const QMap<QString, QString> values = targetOk ? runtimeSettingsFor(m_runtimeSettings, backend, target.toString())
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
    QString error;
    LaunchTarget::parse(m_target->text(), &r.target, &error);
    r.limit = m_limit->value();
    r.runtime = m_runtimeSettings;
    return r;
}

} // namespace pilot::app
