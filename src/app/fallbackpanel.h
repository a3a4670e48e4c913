#pragma once

#include "fallbackaction.h"

#include "core/fallback/fallbackreading.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;

namespace pilot::app {

class JobTracker;

class ProjectDocument;

/// The fallback plan in the Checkpoints stage (docs/fallback.md): the project's emergency
/// profile (a job file; Create from Pilot Job… makes one that resumes the pilot's checkpoints),
/// where a fallback runs, how often the last accepted state is exported and what is checked
/// again — each edit an undoable change of the project — with what the project's files say of
/// it (the profile trains the pilot's job or not, every fallback run and its re-check against
/// the reference), read on a worker thread. "Fall back to GPU…" builds the fallback job from
/// the pilot's last accepted checkpoint, asks, exports the checkpoint and hands the run (role
/// fallback) to the Run stage.
class FallbackPanel : public QWidget
{
    Q_OBJECT
public:
    explicit FallbackPanel(ProjectDocument *document, QWidget *parent = nullptr);
    ~FallbackPanel() override;

    FallbackAction *action() const { return m_action; }
    /// What was last read of the plan and its rehearsals (for tests).
    const QString &statusText() const { return m_statusText; }

Q_SIGNALS:
    /// The fallback run is ready to start: the Run stage launches it.
    void fallbackRun(const pilot::app::NewRunRequest &request);
    void statusRead(); ///< the plan's facts were read and are shown

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void loadFields();
    void commit();
    void browseProfile();
    void makeProfile();
    void readStatus();
    void showStatus(const FallbackReading &reading);
    void fallBack();
    void prepared(const FallbackPreparation &preparation);
    void setMessage(const QString &text, bool bad);
    void retranslate();

    ProjectDocument *m_document;
    FallbackAction *m_action;
    QLabel *m_intro;
    QLabel *m_profileLabel, *m_targetLabel, *m_everyLabel, *m_recheckLabel;
    QLineEdit *m_profile, *m_target, *m_every, *m_recheck;
    QPushButton *m_browse, *m_make, *m_fallBack;
    QLabel *m_status;
    QLabel *m_message;
    QString m_statusText;
    JobTracker *m_reading = nullptr; ///< the fallback plan's status; only the latest is shown
    bool m_stale = true;
};

} // namespace pilot::app
