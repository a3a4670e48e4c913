#include "checkpointexport.h"
#include "buttonkey.h"

#include "core/launch/trainerprogram.h"

#include <QCheckBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QProcess>
#include <QPushButton>

namespace pilot::app {

CheckpointExport::CheckpointExport(QWidget *parent)
    : QWidget(parent)
    , m_button(new QPushButton(this))
    , m_merge(new QCheckBox(this))
    , m_status(new QLabel(this))
{
    m_button->setObjectName(QStringLiteral("checkpointsExport"));
    addButtonKey(m_button, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_merge->setObjectName(QStringLiteral("checkpointsMerge"));
    m_status->setObjectName(QStringLiteral("checkpointsExportStatus"));
    m_status->setTextFormat(Qt::PlainText); // the trainer's words may quote a path
    m_status->setWordWrap(true);
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_button);
    row->addWidget(m_merge);
    row->addWidget(m_status, 1);
    connect(m_button, &QPushButton::clicked, this, &CheckpointExport::ask);
    retranslate();
    setCheckpoint(QString(), false);
}

void CheckpointExport::setCheckpoint(const QString &dir, bool lora)
{
    m_dir = dir;
    m_lora = lora;
    m_button->setEnabled(!dir.isEmpty() && !m_running);
    m_merge->setEnabled(!dir.isEmpty() && lora);
    if (!m_merge->isEnabled())
        m_merge->setChecked(false);
}

void CheckpointExport::clearStatus()
{
    m_status->clear();
}

void CheckpointExport::ask()
{
    const QString out = QFileDialog::getExistingDirectory(this, tr("Export the checkpoint into an empty folder"));
    if (!out.isEmpty())
        exportTo(out, m_merge->isChecked());
}

void CheckpointExport::exportTo(const QString &outDir, bool mergeLora)
{
    if (m_dir.isEmpty() || m_running) {
        Q_EMIT exported(false, QString());
        return;
    }
    QStringList args{QStringLiteral("export"), QStringLiteral("--checkpoint"), m_dir, QStringLiteral("--out"), outDir};
    if (mergeLora)
        args << QStringLiteral("--merge-lora");
    auto *process = new QProcess(this);
    m_running = true;
    m_button->setEnabled(false);
    m_status->setText(tr("Exporting %1 …").arg(QFileInfo(m_dir).fileName()));
    connect(process, &QProcess::finished, this, [this, process, outDir](int code, QProcess::ExitStatus status) {
        process->deleteLater();
        const bool ok = status == QProcess::NormalExit && code == 0;
        // pilot-trainer names the problem on its last line of standard error.
        const QStringList said = QString::fromLocal8Bit(process->readAllStandardError()).trimmed().split(QLatin1Char('\n'));
        finish(ok, ok ? tr("Exported to %1.").arg(QDir::toNativeSeparators(outDir)) : tr("The export failed: %1").arg(said.constLast()));
    });
    connect(process, &QProcess::errorOccurred, this, [this, process](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart)
            return;
        process->deleteLater();
        finish(false, tr("pilot-trainer could not be started (%1): build it, or set PILOT_TRAINER to its path.").arg(process->errorString()));
    });
    process->start(localTrainerProgram(), args);
}

void CheckpointExport::finish(bool ok, const QString &message)
{
    m_running = false;
    m_status->setText(message);
    setCheckpoint(m_dir, m_lora);
    Q_EMIT exported(ok, message);
}

void CheckpointExport::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CheckpointExport::retranslate()
{
    m_button->setText(tr("Ex&port…"));
    m_button->setToolTip(tr("Writes the selected checkpoint as a folder Transformers or PEFT loads, with a manifest (Ctrl+Shift+E)"));
    m_merge->setText(tr("&Merge LoRA into the weights"));
}

} // namespace pilot::app
