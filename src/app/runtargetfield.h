#pragma once

#include "core/job/launchtarget.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;

namespace pilot::app {

class JobTracker;

class TargetSettingsDialog;

/// The New Run dialog's target: the target as typed (local, ssh://…, slurm:…), Target
/// Settings… beside it, and below it why the target does not parse or why its launcher
/// settings (TargetSettings, kept on this computer) cannot be used, else a summary of those
/// settings. The settings are checked on a worker thread (checkLauncherOptions) whenever the
/// target changes or its settings are saved; a newer check supersedes an older one.
class RunTargetField : public QWidget
{
    Q_OBJECT
public:
    /// `runParent`: the project's runs folder, which a Slurm target's shared folder must hold.
    RunTargetField(const QString &target, const QString &runParent, QWidget *parent = nullptr);

    /// The field to name as the buddy of the row's label.
    QLineEdit *lineEdit() const { return m_target; }
    /// True with `*target` set when the text parses.
    bool target(LaunchTarget *target) const;
    /// The target parses and its settings (if it has any) were checked and can be used.
    bool isUsable() const { return m_parsed && m_settingsOk; }
    /// Opens the settings of the target as typed (shown with open()); nullptr when it has none
    /// (local) or does not parse.
    TargetSettingsDialog *openSettings();

Q_SIGNALS:
    /// The text changed; `parsed` says whether it is a target.
    void targetChanged(bool parsed);
    /// A check of the target's settings has arrived (or there was none to make).
    void checked();

protected:
    void changeEvent(QEvent *event) override;

private:
    void textChanged();
    void checkSettings();
    void retranslate();

    QString m_runParent;
    bool m_parsed = false;
    bool m_settingsOk = false;
    JobTracker *m_check = nullptr; ///< the target settings' check; only the latest is shown
    QLineEdit *m_target;
    QPushButton *m_settings;
    QLabel *m_problem;
    QLabel *m_summary;
};

} // namespace pilot::app
