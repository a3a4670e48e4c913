#include "fallbackpanel.h"
#include "fieldfocus.h"
#include "numberentry.h"

#include "charts/theme.h"
#include "compareverdict.h"
#include "jobtracker.h"
#include "projectdocument.h"

#include "core/fallback/fallbackreading.h"
#include "core/project/projectplace.h"
#include "core/support/atomicfile.h"
#include "core/support/regularfile.h"

#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

#include <cmath>

namespace pilot::app {

namespace {

// Hours as the user types them: the UI language's decimal separator, or the other one.
std::optional<double> parseHours(const QString &text, bool *ok)
{
    *ok = true;
    if (text.trimmed().isEmpty())
        return std::nullopt;
    const std::optional<double> v = parseNumber(text);
    *ok = v && *v > 0;
    return *ok ? v : std::nullopt;
}

// A run's state as RunSummary::status says it, in the UI language.
QString statusWord(const QString &status)
{
    if (status == QLatin1String("completed"))
        return FallbackPanel::tr("completed");
    if (status == QLatin1String("failed"))
        return FallbackPanel::tr("failed");
    if (status == QLatin1String("aborted"))
        return FallbackPanel::tr("aborted");
    if (status == QLatin1String("running"))
        return FallbackPanel::tr("running");
    if (status == QLatin1String("lost"))
        return FallbackPanel::tr("lost");
    if (status.isEmpty())
        return FallbackPanel::tr("not read");
    return status;
}

} // namespace

FallbackPanel::FallbackPanel(ProjectDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_action(new FallbackAction(this))
    , m_intro(new QLabel(this))
    , m_profileLabel(new QLabel(this))
    , m_targetLabel(new QLabel(this))
    , m_everyLabel(new QLabel(this))
    , m_recheckLabel(new QLabel(this))
    , m_profile(new QLineEdit(this))
    , m_target(new QLineEdit(this))
    , m_every(new QLineEdit(this))
    , m_recheck(new QLineEdit(this))
    , m_browse(new QPushButton(this))
    , m_make(new QPushButton(this))
    , m_fallBack(new QPushButton(this))
    , m_status(new QLabel(this))
    , m_message(new QLabel(this))
{
    m_reading = new JobTracker(this);
    m_profile->setObjectName(QStringLiteral("fallbackProfile"));
    m_target->setObjectName(QStringLiteral("fallbackTarget"));
    m_every->setObjectName(QStringLiteral("fallbackEvery"));
    m_recheck->setObjectName(QStringLiteral("fallbackRecheck"));
    m_make->setObjectName(QStringLiteral("fallbackMakeProfile"));
    m_fallBack->setObjectName(QStringLiteral("fallbackStart"));
    m_status->setObjectName(QStringLiteral("fallbackStatus"));
    m_message->setObjectName(QStringLiteral("fallbackMessage"));
    m_profileLabel->setBuddy(m_profile);
    m_targetLabel->setBuddy(m_target);
    m_everyLabel->setBuddy(m_every);
    m_recheckLabel->setBuddy(m_recheck);
    m_target->setPlaceholderText(QStringLiteral("local, ssh://user@gpu-host, slurm:gpu"));
    for (QLabel *label : {m_intro, m_status, m_message}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText); // paths and refusals may quote a file
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_fallBack->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);

    auto *profileRow = new QHBoxLayout;
    profileRow->addWidget(m_profile, 1);
    profileRow->addWidget(m_browse);
    profileRow->addWidget(m_make);
    auto *form = new QFormLayout;
    form->addRow(m_profileLabel, profileRow);
    form->addRow(m_targetLabel, m_target);
    form->addRow(m_everyLabel, m_every);
    form->addRow(m_recheckLabel, m_recheck);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(form);
    layout->addWidget(m_fallBack);
    layout->addWidget(m_message);
    layout->addWidget(m_status);
    layout->addStretch(1);

    for (QLineEdit *edit : {m_profile, m_target, m_every, m_recheck})
        connect(edit, &QLineEdit::editingFinished, this, &FallbackPanel::commit);
    connect(m_browse, &QPushButton::clicked, this, &FallbackPanel::browseProfile);
    connect(m_make, &QPushButton::clicked, this, &FallbackPanel::makeProfile);
    connect(m_fallBack, &QPushButton::clicked, this, &FallbackPanel::fallBack);
    connect(m_action, &FallbackAction::prepared, this, &FallbackPanel::prepared);
    connect(m_action, &FallbackAction::progress, this, [this](const QString &text) { setMessage(text, false); });
    connect(m_action, &FallbackAction::failed, this, [this](const QString &error) {
        setMessage(error, true);
        m_fallBack->setEnabled(true);
    });
    connect(m_action, &FallbackAction::ready, this, [this](const NewRunRequest &request) {
        setMessage(tr("The fallback run “%1” goes to the Run stage.").arg(request.name), false);
        m_fallBack->setEnabled(true);
        Q_EMIT fallbackRun(request);
    });
    connect(m_document, &ProjectDocument::sectionsChanged, this, [this](ProjectSections sections) {
        if (sections & (ProjectSection::Fallback | ProjectSection::Place))
            loadFields();
        if (sections & (ProjectSection::Fallback | ProjectSection::Place | ProjectSection::Runs | ProjectSection::Limits)) {
            if (isVisible())
                readStatus();
            else
                m_stale = true;
        }
    });
    retranslate();
    loadFields();
}

FallbackPanel::~FallbackPanel()
{
    dropFocusQuietly(this); // a field's commit would reach a half-destroyed panel
}

void FallbackPanel::loadFields()
{
    const FallbackPlan &plan = m_document->project().fallback;
    // A field being typed in keeps what is typed.
    const auto set = [](QLineEdit *edit, const QString &text) {
        if (!edit->hasFocus() || !edit->isModified())
            edit->setText(text);
    };
    set(m_profile, plan.emergencyProfile);
    set(m_target, plan.target);
    set(m_every, plan.exportEveryHours ? QLocale().toString(*plan.exportEveryHours, 'g', 6) : QString());
    set(m_recheck, plan.recheck);
}

void FallbackPanel::commit()
{
    FallbackPlan plan = m_document->project().fallback;
    QStringList problems;
    const QString profile = m_profile->text().trimmed();
    const QString profileError = profile.isEmpty() ? QString() : checkEmergencyProfilePath(profile);
    if (profileError.isEmpty())
        plan.emergencyProfile = profile;
    else
        problems << profileError;
    const QString targetText = m_target->text().trimmed();
    LaunchTarget target;
    QString error;
    if (targetText.isEmpty())
        plan.target.clear();
    else if (LaunchTarget::parse(targetText, &target, &error))
        plan.target = target.toString();
    else
        problems << error;
    bool ok = false;
    const std::optional<double> hours = parseHours(m_every->text(), &ok);
    if (ok)
        plan.exportEveryHours = hours;
    else
        problems << tr("Export every: “%1” is not a number of hours above 0.").arg(m_every->text());
    plan.recheck = m_recheck->text().trimmed();
    setMessage(problems.join(QLatin1Char('\n')), !problems.isEmpty());
    if (plan != m_document->project().fallback)
        m_document->edit({staticMetaObject.className(), QT_TR_NOOP("Edit Fallback Plan")}, [plan](Project &p) { p.fallback = plan; });
}

void FallbackPanel::browseProfile()
{
    const QString folder = projectFolderOf(m_document->path());
    const QString file = QFileDialog::getOpenFileName(this, tr("Emergency Profile"), folder, tr("Job files (*.json)"));
    if (file.isEmpty())
        return;
    const ProjectPlace place = placeInProject(file, folder);
    if (place.outside) {
        setMessage(tr("The emergency profile must lie inside the project folder."), true);
        return;
    }
    m_profile->setText(place.shown);
    commit();
}

void FallbackPanel::makeProfile()
{
    const QString folder = projectFolderOf(m_document->path());
    if (folder.isEmpty()) {
        setMessage(tr("Save the project first: the profile goes into its jobs folder."), true);
        return;
    }
    QString pilotJob;
    for (const ProjectRun &run : m_document->project().runs) {
        if (run.role == RunRole::Pilot) {
            pilotJob = QDir(runFolder(run.path, folder).path).filePath(QStringLiteral("job.json"));
            break;
        }
    }
    QString error;
    QByteArray json;
    if (pilotJob.isEmpty() || !readRegularFile(pilotJob, 1 << 20, &json, &error)) {
        setMessage(pilotJob.isEmpty() ? tr("The project has no pilot run whose job could be the profile's.") : error, true);
        return;
    }
    const QByteArray profile = emergencyProfileFromPilotJob(json, QStringLiteral("libtorch"), QStringLiteral("cuda"), 0, &error);
    if (profile.isEmpty()) {
        setMessage(error, true);
        return;
    }
    QString name = QStringLiteral("jobs/gpu-emergency.json");
    for (int n = 2; QFileInfo::exists(QDir(folder).filePath(name)); ++n)
        name = QStringLiteral("jobs/gpu-emergency-%1.json").arg(n);
    if (!QDir(folder).mkpath(QStringLiteral("jobs")) || !writeFileAtomically(QDir(folder).filePath(name), profile, &error)) {
        setMessage(error, true);
        return;
    }
    m_profile->setText(name);
    commit();
    setMessage(tr("%1 was made from the pilot's job: the same training on libtorch with CUDA. Adjust where it runs, not what it "
                  "trains, or it cannot resume the pilot's checkpoints.")
                   .arg(name),
               false);
}

void FallbackPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        readStatus();
}

void FallbackPanel::readStatus()
{
    m_stale = false;
    const Project project = m_document->project();
    const QString folder = projectFolderOf(m_document->path());
    m_reading->run([project, folder](const BackgroundJob &) { return readFallback(project, folder); },
                   [this](const FallbackReading &reading) { showStatus(reading); });
}

void FallbackPanel::showStatus(const FallbackReading &r)
{
    const QLocale locale;
    QStringList lines;
    using State = FallbackProfileFacts::State;
    switch (r.profile.state) {
    case State::NotNamed:
        lines << tr("No emergency profile yet: the guide asks for a fallback plan before the pilot.");
        break;
    case State::Outside:
    case State::Missing:
        lines << tr("The emergency profile %1 cannot be read.").arg(r.profile.shown);
        break;
    case State::Invalid:
        lines << tr("The emergency profile %1 is not a valid job (fields: %2).").arg(r.profile.shown, r.profile.invalidFields.join(QStringLiteral(", ")));
        break;
    case State::Read:
        lines << tr("Emergency profile: %1 on %2.").arg(r.profile.backend, r.profile.device);
        if (!r.profile.sameTraining && !r.profile.unidentified.isEmpty())
            lines << tr("Whether it trains the pilot's job is unknown: its inputs cannot be read on this machine (%1).")
                         .arg(r.profile.unidentified);
        else if (!r.profile.sameTraining)
            lines << tr("Whether it trains the pilot's job is unknown (the pilot's job.json cannot be read).");
        else if (*r.profile.sameTraining)
            lines << tr("It trains the pilot's job: it can resume the pilot's checkpoints.");
        else {
            QStringList keys;
            for (const JobHashDifference &d : r.profile.differences)
                keys << d.key;
            lines << tr("It trains another job than the pilot (%1): it cannot resume the pilot's checkpoints.").arg(keys.join(QStringLiteral(", ")));
        }
        break;
    }
    if (!r.rehearsed()) {
        lines << tr("Not rehearsed: the project has no run in the role fallback.");
    } else {
        for (const FallbackRehearsal &f : r.rehearsals) {
            const QString from = f.resumedFrom >= 0 ? locale.toString(f.resumedFrom) : tr("unknown");
            lines << tr("Rehearsed: %1 (%2), resumed from step %3 — re-check against the reference: %4.")
                         .arg(f.name, statusWord(f.status), from, verdictWord(f.verdict));
        }
    }
    m_statusText = lines.join(QLatin1Char('\n'));
    m_status->setText(m_statusText);
    Q_EMIT statusRead();
}

void FallbackPanel::fallBack()
{
    if (m_action->isBusy())
        return;
    commit();
    m_fallBack->setEnabled(false);
    setMessage(tr("Checking the pilot's checkpoints and building the fallback job …"), false);
    m_action->prepareAsync(m_document->project(), projectFolderOf(m_document->path()));
}

void FallbackPanel::prepared(const FallbackPreparation &p)
{
    if (!p.ok()) {
        setMessage(p.problem, true);
        m_fallBack->setEnabled(true);
        return;
    }
    const QLocale locale;
    QString text = tr("Resume the pilot “%1” from its last accepted checkpoint, step %2, with the emergency profile on %3?\n\n"
                      "The checkpoint is exported for the GPU side to %4, the job written to %5, and the run “%6” (role fallback) "
                      "starts in the Run stage; compare it with the reference afterwards.")
                       .arg(p.pilotLabel, locale.toString(p.last.accepted->step), p.target.toString(),
                            QDir::toNativeSeparators(p.exportDir), QDir::toNativeSeparators(p.jobFile), p.runName);
    if (!p.last.skipped.isEmpty())
        text += QLatin1String("\n\n") + tr("%n newer checkpoint(s) were not accepted and are passed over.", nullptr, int(p.last.skipped.size()));
    auto *box = new QMessageBox(QMessageBox::Question, tr("Fall Back to GPU"), text, QMessageBox::Yes | QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("fallbackConfirmation"));
    box->setTextFormat(Qt::PlainText);
    box->button(QMessageBox::Yes)->setText(tr("&Fall Back"));
    box->button(QMessageBox::Cancel)->setText(tr("Cancel"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, p](int) {
        if (box->clickedButton() == box->button(QMessageBox::Yes)) {
            m_action->carryOut(p, m_document->project().runtime);
        } else {
            setMessage(QString(), false);
            m_fallBack->setEnabled(true);
        }
    });
    box->open();
}

void FallbackPanel::setMessage(const QString &text, bool bad)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
    setTextColor(m_message, bad ? themeColor(ThemeColor::Bad, palette()) : palette().color(QPalette::WindowText));
}

void FallbackPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        loadFields(); // numbers in the new language's format
        if (!m_stale && isVisible())
            readStatus();
    }
    QWidget::changeEvent(event);
}

void FallbackPanel::retranslate()
{
    m_intro->setText(tr("What the team does when the pilot platform fails it: a small GPU emergency profile that resumes the "
                        "pilot's last accepted checkpoint, where it runs, how often that state is exported, and what is "
                        "checked again against the reference."));
    m_profileLabel->setText(tr("Emergency &profile:"));
    m_targetLabel->setText(tr("Runs &on:"));
    m_everyLabel->setText(tr("E&xport every (hours):"));
    m_recheckLabel->setText(tr("Re-check af&ter a fallback:"));
    m_browse->setText(tr("&Browse…"));
    m_make->setText(tr("Create from Pilot &Job"));
    m_make->setToolTip(tr("Writes jobs/gpu-emergency.json: the pilot's job on libtorch with CUDA, so it resumes the pilot's checkpoints"));
    m_fallBack->setText(tr("Fall Back to &GPU…"));
    m_fallBack->setToolTip(tr("Builds the fallback job from the emergency profile and the pilot's last accepted checkpoint, exports "
                              "that checkpoint and starts the run in the role fallback"));
}

} // namespace pilot::app
