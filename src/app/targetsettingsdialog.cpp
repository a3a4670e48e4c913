#include "targetsettingsdialog.h"
#include "jobtracker.h"

#include "charts/theme.h"
#include "targetsettings.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScreen>
#include <QTimer>
#include <QVBoxLayout>

namespace pilot::app {

namespace {

struct LoginResult
{
    QList<LauncherOptionProblem> problems;
    bool ok = false;
    SshLoginAnswer answer;
    QString error;
};

} // namespace

QString wrappableAtSlashes(const QString &text)
{
    QString out = text;
    return out.replace(QLatin1Char('/'), QStringLiteral("/\u200B"));
}

void growToFitWrappedText(QWidget *window)
{
    QTimer::singleShot(0, window, [window] {
        QLayout *layout = window->layout();
        if (!layout || !layout->hasHeightForWidth())
            return;
        const int needed = layout->totalHeightForWidth(window->width());
        if (needed <= window->height())
            return;
        const QScreen *screen = window->screen();
        if (!screen) {
            window->resize(window->width(), needed);
            return;
        }
        const QRect available = screen->availableGeometry();
        const int frame = window->frameGeometry().height() - window->height();
        window->resize(window->width(), std::min(needed, available.height() - frame));
        // Grown downwards: moved up as far as needed to stay on the screen.
        const int overflow = window->frameGeometry().bottom() - available.bottom();
        if (overflow > 0)
            window->move(window->x(), std::max(available.top(), window->y() - overflow));
    });
}

TargetSettingsDialog::TargetSettingsDialog(const LaunchTarget &target, const QString &runParent, QWidget *parent)
    : QDialog(parent)
    , m_target(target)
    , m_runParent(runParent)
    , m_intro(new QLabel(this))
    , m_note(new QLabel(this))
    , m_result(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    m_work = new JobTracker(this);
    setUpWidgets();
    buildLayout();
    orderKeyboardFocus();
    connect(m_buttons, &QDialogButtonBox::accepted, this, &TargetSettingsDialog::save);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslate();
}

void TargetSettingsDialog::setUpWidgets()
{
    setObjectName(QStringLiteral("targetSettingsDialog"));
    setMinimumWidth(640);
    m_intro->setObjectName(QStringLiteral("targetSettingsIntro"));
    m_note->setObjectName(QStringLiteral("targetSettingsNote"));
    m_result->setObjectName(QStringLiteral("targetSettingsResult"));
    m_buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("targetSettingsSave"));
    // Paths and what ssh said: shown as written, never as markup.
    for (QLabel *l : {m_intro, m_note, m_result}) {
        l->setTextFormat(Qt::PlainText);
        l->setWordWrap(true);
    }
    m_result->hide();
}

void TargetSettingsDialog::buildLayout()
{
    auto *form = new QFormLayout;
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(form);
    layout->addWidget(m_note);
    layout->addWidget(m_result);
    layout->addStretch(1);
    layout->addWidget(m_buttons);

    addFieldRows(form);
}

void TargetSettingsDialog::addFieldRows(QFormLayout *form)
{
    if (m_target.kind == LaunchTarget::Kind::Ssh) {
        addField(LauncherOption::SshConfigFile, "targetSshConfig", false);
        addField(LauncherOption::SshIdentityFile, "targetSshIdentity", false);
        addField(LauncherOption::SshKnownHostsFile, "targetSshKnownHosts", false);
        addField(LauncherOption::RemoteRunRoot, "targetRemoteRoot", false);
        m_test = m_buttons->addButton(QString(), QDialogButtonBox::ActionRole);
        m_test->setObjectName(QStringLiteral("targetSettingsTest"));
        connect(m_test, &QPushButton::clicked, this, &TargetSettingsDialog::testLogin);
    } else if (m_target.kind == LaunchTarget::Kind::Slurm) {
        addField(LauncherOption::SlurmRunRoot, "targetSlurmRoot", true);
    }
    const LauncherOptions stored = TargetSettings::load(m_target);
    for (const Field &f : std::as_const(m_fields)) {
        switch (f.option) {
        case LauncherOption::SshConfigFile:
            f.edit->setText(stored.sshConfigFile);
            break;
        case LauncherOption::SshIdentityFile:
            f.edit->setText(stored.sshIdentityFile);
            break;
        case LauncherOption::SshKnownHostsFile:
            f.edit->setText(stored.sshKnownHostsFile);
            break;
        case LauncherOption::RemoteRunRoot:
            f.edit->setText(stored.remoteRunRoot);
            break;
        case LauncherOption::SlurmRunRoot:
            f.edit->setText(stored.slurmRunRoot);
            break;
        }
        form->addRow(f.label, [&f, this] {
            auto *row = new QWidget(this);
            auto *h = new QHBoxLayout(row);
            h->setContentsMargins(0, 0, 0, 0);
            h->addWidget(f.edit, 1);
            if (f.browse)
                h->addWidget(f.browse);
            return row;
        }());
    }
}

void TargetSettingsDialog::orderKeyboardFocus()
{
    // Keyboard order: each field, then its Browse button, then the buttons below.
    QWidget *previous = nullptr;
    for (const Field &f : std::as_const(m_fields)) {
        for (QWidget *w : {static_cast<QWidget *>(f.edit), static_cast<QWidget *>(f.browse)}) {
            if (!w)
                continue;
            if (previous)
                setTabOrder(previous, w);
            previous = w;
        }
    }
    if (previous)
        setTabOrder(previous, m_buttons);
    if (!m_fields.isEmpty())
        m_fields.first().edit->setFocus();
}

void TargetSettingsDialog::addField(LauncherOption option, const char *objectName, bool folder)
{
    Field f;
    f.option = option;
    f.edit = new QLineEdit(this);
    f.edit->setObjectName(QLatin1String(objectName));
    f.label = new QLabel(this);
    f.label->setBuddy(f.edit);
    // The run folder on a remote host cannot be chosen from this machine's files.
    if (option != LauncherOption::RemoteRunRoot) {
        f.browse = new QPushButton(this);
        f.browse->setObjectName(QLatin1String(objectName) + QStringLiteral("Browse"));
        f.browse->setProperty("folder", folder);
        connect(f.browse, &QPushButton::clicked, this, [this, option] {
            for (const Field &field : std::as_const(m_fields)) {
                if (field.option == option)
                    browse(field);
            }
        });
    }
    m_fields.append(f);
}

void TargetSettingsDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void TargetSettingsDialog::retranslate()
{
    setWindowTitle(tr("Target Settings"));
    if (m_target.kind == LaunchTarget::Kind::Ssh) {
        m_intro->setText(tr("Settings for %1. They are kept on this computer only, not in the project: they name your own "
                            "key files.")
                             .arg(m_target.toString()));
        m_note->setText(tr("An empty field uses the default. A host key is never accepted unseen: the host's key must "
                           "already be in the known-hosts file (compare its fingerprint with the host's administrator, then "
                           "add it, for example with ssh-keyscan)."));
        m_test->setText(tr("Test &Login"));
        m_test->setToolTip(tr("Log in to the host with the settings as entered; nothing is changed there."));
    } else {
        m_intro->setText(tr("Settings for the Slurm cluster this computer submits to (every partition). They are kept on "
                            "this computer only, not in the project."));
        m_note->setText(m_runParent.isEmpty()
                            ? tr("The compute nodes must see every run folder. With a shared folder set, a run whose folder "
                                 "lies outside it is refused before it is submitted. An empty field checks nothing.")
                            : tr("The compute nodes must see every run folder. With a shared folder set, a run whose folder "
                                 "lies outside it is refused before it is submitted; this project's run folders go into %1. "
                                 "An empty field checks nothing.")
                                  .arg(QDir::toNativeSeparators(m_runParent)));
    }
    for (const Field &f : std::as_const(m_fields)) {
        switch (f.option) {
        case LauncherOption::SshConfigFile:
            f.label->setText(tr("SSH &configuration file:"));
            f.edit->setPlaceholderText(tr("default: ~/.ssh/config"));
            break;
        case LauncherOption::SshIdentityFile:
            f.label->setText(tr("&Identity file (private key):"));
            f.edit->setPlaceholderText(tr("default: your SSH agent and configuration"));
            break;
        case LauncherOption::SshKnownHostsFile:
            f.label->setText(tr("&Known-hosts file:"));
            f.edit->setPlaceholderText(tr("default: ~/.ssh/known_hosts"));
            break;
        case LauncherOption::RemoteRunRoot:
            f.label->setText(tr("Run folder on the &host:"));
            f.edit->setPlaceholderText(tr("default: ~/migration-pilot/runs"));
            f.edit->setToolTip(tr("An absolute path on the host, or one under ~/ (the home folder of the user logging in)."));
            break;
        case LauncherOption::SlurmRunRoot:
            f.label->setText(tr("Shared &folder for runs:"));
            f.edit->setPlaceholderText(tr("default: not checked"));
            break;
        }
        if (f.browse) {
            f.browse->setText(tr("Browse…"));
            const QString tip = f.browse->property("folder").toBool() ? tr("Choose a folder") : tr("Choose a file");
            f.browse->setToolTip(tip);
            f.browse->setAccessibleName(tip);
        }
    }
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Save"));
}

LauncherOptions TargetSettingsDialog::options() const
{
    LauncherOptions o;
    for (const Field &f : m_fields) {
        const QString text = f.edit->text();
        switch (f.option) {
        case LauncherOption::SshConfigFile:
            o.sshConfigFile = text;
            break;
        case LauncherOption::SshIdentityFile:
            o.sshIdentityFile = text;
            break;
        case LauncherOption::SshKnownHostsFile:
            o.sshKnownHostsFile = text;
            break;
        case LauncherOption::RemoteRunRoot:
            o.remoteRunRoot = text;
            break;
        case LauncherOption::SlurmRunRoot:
            o.slurmRunRoot = text;
            break;
        }
    }
    return TargetSettings::normalized(o);
}

void TargetSettingsDialog::browse(const Field &field)
{
    QString current = field.edit->text().trimmed();
    if (current.startsWith(QLatin1String("~/")))
        current = QDir::homePath() + current.mid(1);
    QString start = current.isEmpty() ? QDir::homePath() : QFileInfo(current).absolutePath();
    if (current.isEmpty() && field.option != LauncherOption::SlurmRunRoot
        && QFileInfo(QDir::home().filePath(QStringLiteral(".ssh"))).isDir())
        start = QDir::home().filePath(QStringLiteral(".ssh"));
    const QString chosen = field.browse->property("folder").toBool()
                               ? QFileDialog::getExistingDirectory(this, field.label->text().remove(QLatin1Char('&')),
                                                                   current.isEmpty() ? start : current)
                               : QFileDialog::getOpenFileName(this, field.label->text().remove(QLatin1Char('&')), start, QString(), nullptr,
                                                              QFileDialog::DontResolveSymlinks);
    if (!chosen.isEmpty())
        field.edit->setText(QDir::toNativeSeparators(chosen));
}

void TargetSettingsDialog::setBusy(bool busy, const QString &text)
{
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!busy);
    if (m_test)
        m_test->setEnabled(!busy);
    for (const Field &f : std::as_const(m_fields))
        f.edit->setReadOnly(busy);
    if (busy) {
        m_result->setText(wrappableAtSlashes(text));
        setTextColor(m_result, palette().color(QPalette::WindowText));
        m_result->show();
        growToFitWrappedText(this);
    }
}

void TargetSettingsDialog::showProblems(const QList<LauncherOptionProblem> &problems)
{
    QStringList lines{tr("These settings cannot be used:")};
    for (const LauncherOptionProblem &p : problems)
        lines.append(tr("%1: %2").arg(launcherOptionLabel(p.option), p.message));
    const QString text = lines.join(QLatin1Char('\n'));
    m_result->setText(wrappableAtSlashes(text));
    setTextColor(m_result, themeColor(ThemeColor::Bad, palette()));
    m_result->show();
    growToFitWrappedText(this);
    // Keyboard users land in the first field to fix.
    for (const Field &f : std::as_const(m_fields)) {
        if (!problems.isEmpty() && f.option == problems.first().option) {
            f.edit->setFocus();
            f.edit->selectAll();
        }
    }
}

void TargetSettingsDialog::save()
{
    if (m_work->busy())
        return;
    const LauncherOptions options = this->options();
    setBusy(true, tr("Checking the settings…"));
    m_work->run(
        [target = m_target, options, parent = m_runParent](const BackgroundJob &) { return checkLauncherOptions(target, options, parent); },
        [this, options](const QList<LauncherOptionProblem> &problems) {
            setBusy(false, QString());
            if (!problems.isEmpty()) {
                showProblems(problems);
                Q_EMIT checked();
                return;
            }
            TargetSettings::save(m_target, options);
            m_result->hide();
            Q_EMIT checked();
            accept();
        });
}

void TargetSettingsDialog::testLogin()
{
    if (m_work->busy() || m_target.kind != LaunchTarget::Kind::Ssh)
        return;
    const LauncherOptions options = this->options();
    setBusy(true, tr("Logging in to %1…").arg(m_target.toString()));
    m_work->run(
        [target = m_target, options](const BackgroundJob &) {
            LoginResult r;
            r.problems = checkLauncherOptions(target, options);
            if (r.problems.isEmpty())
                r.ok = checkSshLogin(target, options, &r.answer, &r.error);
            return r;
        },
        [this](const LoginResult &r) {
            setBusy(false, QString());
            if (!r.problems.isEmpty()) {
                showProblems(r.problems);
            } else {
                const QString text = r.ok ? tr("Logged in to %1: the host is “%2”, and run folders go to %3 there.")
                                                .arg(m_target.toString(), r.answer.hostName, r.answer.runRoot)
                                          : tr("The login failed: %1").arg(r.error);
                m_result->setText(wrappableAtSlashes(text));
                setTextColor(m_result, themeColor(r.ok ? ThemeColor::Good : ThemeColor::Bad, palette()));
                m_result->show();
                growToFitWrappedText(this);
            }
            Q_EMIT checked();
        });
}

} // namespace pilot::app
