#include "checkpointexport.h"
#include "buttonkey.h"

#include "core/launch/trainerexport.h"

#include <QCheckBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace pilot::app {

CheckpointExport::CheckpointExport(QWidget *parent)
    : QWidget(parent)
    , m_button(new QPushButton(this))
    , m_merge(new QCheckBox(this))
    , m_status(new QLabel(this))
    , m_export(new TrainerExport(this))
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
    connect(m_export, &TrainerExport::finished, this, [this](bool ok, const QString &problem) {
        finish(ok, ok ? tr("Exported to %1.").arg(QDir::toNativeSeparators(m_outDir)) : problem);
    });
    retranslate();
    setCheckpoint(QString(), false);
}

void CheckpointExport::setCheckpoint(const QString &dir, bool lora)
{
    m_dir = dir;
    m_lora = lora;
    m_button->setEnabled(!dir.isEmpty() && !m_export->running());
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
    if (m_dir.isEmpty() || m_export->running()) {
        Q_EMIT exported(false, QString());
        return;
    }
    m_outDir = outDir;
    m_button->setEnabled(false);
    m_status->setText(tr("Exporting %1 …").arg(QFileInfo(m_dir).fileName()));
    // Last: a trainer that cannot be started may say so at once.
    m_export->start(m_dir, outDir, mergeLora);
}

void CheckpointExport::finish(bool ok, const QString &message)
{
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
