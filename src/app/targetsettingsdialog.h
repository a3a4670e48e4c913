#pragma once

#include "core/job/launchtarget.h"
#include "core/launch/launcher.h"
#include "core/launch/launcheroptionscheck.h"

#include <QDialog>
#include <QList>
#include <QPair>

class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace pilot::app {

class JobTracker;

/// `text` for a word-wrapped label: a line may break after each '/', so a long path wraps at
/// the label's width instead of widening its window past the screen (a zero-width space
/// after each slash; for display only).
QString wrappableAtSlashes(const QString &text);

/// Grows `window` (soon, from the event loop) to the height its layout needs at its present
/// width when text set after it was shown wraps onto more lines: a window grows to its
/// layout's minimum size by itself, but that minimum leaves word-wrapped labels out, which
/// are then squeezed. Never beyond the screen's available height.
void growToFitWrappedText(QWidget *window);

/// The launcher settings of one target (TargetSettings), opened from the New Run dialog beside
/// the target: for an SSH host the SSH configuration file, identity file, known-hosts file and
/// the run folder on the host; for Slurm the shared folder for runs. Empty fields mean the
/// defaults. Save checks the values first (checkLauncherOptions, on a worker thread: regular
/// files, absolute paths, the project's run folders inside a Slurm root) and keeps them only
/// when they can be used; every problem is listed with its field. For an SSH host, Test Login
/// logs in with the values as entered and shows what the host said — an unknown or changed
/// host key with the SSH launcher's own explanation, never accepted.
class TargetSettingsDialog : public QDialog
{
    Q_OBJECT
public:
    /// `runParent`: the folder the project's new run folders go into (its `runs`), which a
    /// Slurm root must contain; empty: not checked.
    TargetSettingsDialog(const LaunchTarget &target, const QString &runParent, QWidget *parent = nullptr);

    const LaunchTarget &target() const { return m_target; }
    /// The values as entered, normalised (TargetSettings::normalized).
    LauncherOptions options() const;

Q_SIGNALS:
    /// A check started by Save or Test Login is back (its result is on screen).
    void checked();

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Field
    {
        LauncherOption option;
        QLineEdit *edit = nullptr;
        QPushButton *browse = nullptr;
        QLabel *label = nullptr;
    };
    // The constructor's parts, in its order.
    void setUpWidgets();
    /// The dialog's layout, with the fields' rows (addFieldRows) in its form.
    void buildLayout();
    /// The fields of the target's kind (for SSH also Test Login), each with its stored value,
    /// as rows of `form`.
    void addFieldRows(QFormLayout *form);
    /// Tab goes through each field, then its Browse button, then the buttons; the first field
    /// has the focus.
    void orderKeyboardFocus();
    void addField(LauncherOption option, const char *objectName, bool folder);
    void browse(const Field &field);
    void save();
    void testLogin();
    void setBusy(bool busy, const QString &text);
    void showProblems(const QList<LauncherOptionProblem> &problems);
    void retranslate();

    LaunchTarget m_target;
    QString m_runParent;
    QLabel *m_intro;
    QLabel *m_note;
    QLabel *m_result;
    QList<Field> m_fields;
    QPushButton *m_test = nullptr;
    QDialogButtonBox *m_buttons;
    JobTracker *m_work = nullptr; ///< the settings' check or the test login, one at a time
};

} // namespace pilot::app
