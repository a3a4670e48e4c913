#pragma once

#include "core/project/projectsections.h"

#include <QObject>
#include <QPointer>

#include <functional>

class QWidget;

namespace pilot::app {

class ProjectDocument;

/// Ties a view to the document's section changes, so that it works only where it is seen: a
/// change to a section the view shows reloads it at once while its stage is on screen; while
/// the stage is hidden the sections are collected and reloaded once, when the stage is shown.
/// The stage is the outermost page of a QStackedWidget the view sits in (the window's stage
/// stack; tabs inside a stage count as seen with it), or the view itself outside any.
class SectionWatch : public QObject
{
    Q_OBJECT
public:
    using Reload = std::function<void(ProjectSections)>;

    SectionWatch(ProjectDocument *document, QWidget *view, ProjectSections shown, Reload reload);

    /// Marks `sections` as to be reloaded: now when the stage is visible, else when it is shown.
    void touch(ProjectSections sections);
    /// Sections waiting for the stage to be shown.
    ProjectSections pending() const { return m_pending; }
    /// Whether the view's stage is on screen.
    bool seen() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *stage() const;
    void watchStage();

    QWidget *m_view;
    ProjectSections m_shown;
    Reload m_reload;
    ProjectSections m_pending;
    QPointer<QWidget> m_watchedStage;
};

} // namespace pilot::app
