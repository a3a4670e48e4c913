#pragma once

#include <QWidget>

class QCheckBox;
class QLabel;
class QPushButton;

namespace pilot {
class TrainerExport;
}

namespace pilot::app {

/// Export… for the Checkpoints stage: hands the chosen accepted checkpoint of ours to
/// pilot-trainer export in a process of its own (never on the GUI thread), as a folder
/// Transformers or PEFT loads, with its own manifest — or, checked, the LoRA merged into fp32
/// weights. Shows the outcome or the trainer's reason beside the button.
class CheckpointExport : public QWidget
{
    Q_OBJECT
public:
    explicit CheckpointExport(QWidget *parent = nullptr);

    /// The checkpoint the button exports: empty for none (the button is off). Only our own,
    /// accepted checkpoints carry what export checks (the manifest); `lora` offers the merge.
    void setCheckpoint(const QString &dir, bool lora);
    /// Exports the checkpoint set into `outDir`, a new or empty folder; ends with exported().
    void exportTo(const QString &outDir, bool mergeLora);
    void clearStatus();

Q_SIGNALS:
    void exported(bool ok, const QString &message); ///< an export ended; `message` is shown

protected:
    void changeEvent(QEvent *event) override;

private:
    void ask();
    void finish(bool ok, const QString &message);
    void retranslate();

    QPushButton *m_button;
    QCheckBox *m_merge;
    QLabel *m_status;
    QString m_dir;
    bool m_lora = false;
    TrainerExport *m_export;
    QString m_outDir; ///< of the export running
};

} // namespace pilot::app
