#include "drilldialog.h"

#include "runtargetfield.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace pilot::app {

DrillDialog::DrillDialog(const Job &job, const QString &runParent, QWidget *parent)
    : QDialog(parent)
    , m_job(job)
    , m_steps(new QLineEdit(this))
    , m_kind(new QComboBox(this))
    , m_target(new RunTargetField(QStringLiteral("local"), runParent, this))
    , m_reuse(new QCheckBox(this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("drillDialog"));
    setWindowTitle(tr("Kill-and-Resume Drill"));
    auto *intro = new QLabel(tr("Runs the job of “%1” again, interrupts it at the steps below and resumes it from its newest "
                                "checkpoint each time; then compares the resumed losses with an uninterrupted run, step by step.")
                                 .arg(job.runLabel),
                             this);
    intro->setTextFormat(Qt::PlainText); // the label is the user's
    intro->setWordWrap(true);
    m_steps->setObjectName(QStringLiteral("drillSteps"));
    const qint64 suggested = suggestedStep(job.maxSteps, job.checkpointEvery);
    if (suggested > 0)
        m_steps->setText(QString::number(suggested));
    m_steps->setToolTip(tr("Whole steps between 1 and %1, rising, separated by commas").arg(QLocale().toString(job.maxSteps - 1)));
    m_kind->setObjectName(QStringLiteral("drillKind"));
    m_kind->addItem(tr("Crash (SIGKILL): nothing more is written"));
    m_kind->addItem(tr("Planned abort (SIGTERM, scancel): checkpoint, then stop"));
    m_reuse->setObjectName(QStringLiteral("drillReuse"));
    m_reuse->setText(tr("Compare with this run instead of running the job once more uninterrupted"));
    m_reuse->setEnabled(job.runCompleted);
    m_reuse->setChecked(job.runCompleted);
    if (!job.runCompleted)
        m_reuse->setToolTip(tr("Only a completed run can be compared with."));
    m_problem->setObjectName(QStringLiteral("drillProblem"));
    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::PlainText);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start Drill"));
    m_buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Interrupt at steps:"), m_steps);
    form->addRow(tr("&Kind of interruption:"), m_kind);
    form->addRow(tr("&Target:"), m_target);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_reuse);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    connect(m_steps, &QLineEdit::textChanged, this, &DrillDialog::validate);
    connect(m_target, &RunTargetField::targetChanged, this, &DrillDialog::validate);
    connect(m_target, &RunTargetField::checked, this, &DrillDialog::validate);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    validate();
    resize(qMin(640, sizeHint().width() + 80), sizeHint().height());
}

qint64 DrillDialog::suggestedStep(qint64 maxSteps, qint64 checkpointEvery)
{
    if (maxSteps < 2)
        return 0;
    // Half-way between the first checkpoint and the next: the resume has to repeat steps, which
    // is what the jump check looks at.
    const qint64 every = qMax<qint64>(1, checkpointEvery);
    return qBound<qint64>(1, every + qMax<qint64>(1, every / 2), maxSteps - 1);
}

bool DrillDialog::parseSteps(const QString &text, qint64 maxSteps, QList<qint64> *steps, QString *error)
{
    steps->clear();
    static const QRegularExpression separators(QStringLiteral("[,;\\s]+"));
    const QStringList parts = text.split(separators, Qt::SkipEmptyParts);
    if (parts.isEmpty()) {
        *error = tr("Name at least one step to interrupt at.");
        return false;
    }
    const QLocale locale;
    for (const QString &part : parts) {
        bool ok = false;
        qint64 step = part.toLongLong(&ok);
        if (!ok)
            step = locale.toLongLong(part, &ok);
        if (!ok) {
            *error = tr("“%1” is not a whole step.").arg(part);
            return false;
        }
        if (step < 1 || step >= maxSteps) {
            *error = tr("Step %1 is outside 1 to %2 (the job trains %3 steps, and the last one cannot be interrupted).")
                         .arg(locale.toString(step), locale.toString(maxSteps - 1), locale.toString(maxSteps));
            return false;
        }
        if (!steps->isEmpty() && step <= steps->constLast()) {
            *error = tr("The steps must rise: %1 comes after %2.").arg(locale.toString(step), locale.toString(steps->constLast()));
            return false;
        }
        steps->append(step);
    }
    return true;
}

void DrillDialog::validate()
{
    QList<qint64> steps;
    QString error;
    bool ok = parseSteps(m_steps->text(), m_job.maxSteps, &steps, &error);
    if (ok && m_job.checkpointEvery <= 0) {
        ok = false;
        error = tr("The job writes no checkpoints (checkpoint.every_steps), so it cannot resume.");
    }
    if (ok && !m_target->isUsable()) {
        ok = false;
        error = tr("The target cannot be used yet (see above).");
    }
    m_problem->setText(error);
    m_problem->setVisible(!error.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(ok);
}

DrillDialog::Choice DrillDialog::choice() const
{
    Choice c;
    QString error;
    parseSteps(m_steps->text(), m_job.maxSteps, &c.killSteps, &error);
    c.crash = m_kind->currentIndex() == 0;
    m_target->target(&c.target);
    c.reuseRun = m_reuse->isEnabled() && m_reuse->isChecked();
    return c;
}

} // namespace pilot::app
