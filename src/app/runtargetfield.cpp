#include "runtargetfield.h"
#include "jobtracker.h"

#include "charts/theme.h"
#include "targetsettings.h"
#include "targetsettingsdialog.h"

#include "core/launch/launcheroptionscheck.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace pilot::app {

namespace {

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
            lines.append(RunTargetField::tr("%1: %2").arg(launcherOptionLabel(option), value));
    }
    return lines;
}

} // namespace

RunTargetField::RunTargetField(const QString &target, const QString &runParent, QWidget *parent)
    : QWidget(parent)
    , m_runParent(runParent)
    , m_target(new QLineEdit(target, this))
    , m_settings(new QPushButton(this))
    , m_problem(new QLabel(this))
    , m_summary(new QLabel(this))
{
    m_check = new JobTracker(this);
    m_target->setObjectName(QStringLiteral("newRunTarget"));
    m_settings->setObjectName(QStringLiteral("newRunTargetSettings"));
    m_problem->setObjectName(QStringLiteral("newRunTargetProblem"));
    m_summary->setObjectName(QStringLiteral("newRunTargetSummary"));
    // Parse errors and paths the user typed: shown as written, never as markup.
    for (QLabel *l : {m_problem, m_summary}) {
        l->setTextFormat(Qt::PlainText);
        l->setWordWrap(true);
    }
    auto *line = new QHBoxLayout;
    line->addWidget(m_target, 1);
    line->addWidget(m_settings);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(line);
    layout->addWidget(m_problem);
    layout->addWidget(m_summary);
    setFocusProxy(m_target);

    connect(m_target, &QLineEdit::textChanged, this, &RunTargetField::textChanged);
    connect(m_settings, &QPushButton::clicked, this, &RunTargetField::openSettings);
    retranslate();
    textChanged();
}

bool RunTargetField::target(LaunchTarget *target) const
{
    QString error;
    return LaunchTarget::parse(m_target->text(), target, &error);
}

void RunTargetField::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void RunTargetField::retranslate()
{
    m_target->setPlaceholderText(tr("local, ssh://user@host:port or slurm:partition"));
    m_target->setToolTip(tr("Where the run goes: local (this machine), ssh://user@host:port (a host reached with ssh) "
                            "or slurm:partition (the Slurm cluster this machine submits to)."));
    m_settings->setText(tr("Target Settin&gs…"));
    m_settings->setToolTip(tr("How this computer reaches the target: SSH key files and the run folder on an SSH host, "
                              "the shared folder of a Slurm cluster. Kept on this computer, not in the project."));
    if (m_parsed)
        checkSettings(); // its texts are in the UI's language
}

void RunTargetField::textChanged()
{
    LaunchTarget parsed;
    QString error;
    m_parsed = LaunchTarget::parse(m_target->text(), &parsed, &error);
    m_problem->setText(error);
    setTextColor(m_problem, palette().color(QPalette::WindowText));
    m_problem->setVisible(!m_parsed);
    checkSettings();
    Q_EMIT targetChanged(m_parsed);
}

void RunTargetField::checkSettings()
{
    LaunchTarget target;
    const bool parsed = this->target(&target);
    const bool hasSettings = parsed && TargetSettings::hasSettings(target);
    m_settings->setEnabled(hasSettings);
    m_settingsOk = parsed && !hasSettings;
    m_summary->setVisible(hasSettings);
    if (!hasSettings) {
        m_check->forget();
        Q_EMIT checked();
        return;
    }
    m_summary->setText(tr("Checking the target's settings…"));
    const QString runParent = m_runParent;
    m_check->run([target, runParent](const BackgroundJob &) { return checkTarget(target, runParent); },
                 [this, target](const TargetSettingsCheck &c) {
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
                     m_summary->setText(wrappableAtSlashes(summary));
                     m_settingsOk = c.problems.isEmpty();
                     if (!m_settingsOk) {
                         QStringList why{tr("The settings of this target cannot be used (change them with Target Settings…):")};
                         for (const LauncherOptionProblem &p : c.problems)
                             why.append(tr("%1: %2").arg(launcherOptionLabel(p.option), p.message));
                         m_problem->setText(wrappableAtSlashes(why.join(QLatin1Char('\n'))));
                         setTextColor(m_problem, themeColor(ThemeColor::Bad, palette()));
                     }
                     m_problem->setVisible(!m_settingsOk);
                     Q_EMIT checked();
                 });
}

TargetSettingsDialog *RunTargetField::openSettings()
{
    LaunchTarget target;
    if (!this->target(&target) || !TargetSettings::hasSettings(target))
        return nullptr;
    auto *dialog = new TargetSettingsDialog(target, m_runParent, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, &RunTargetField::checkSettings);
    dialog->open();
    return dialog;
}

} // namespace pilot::app
