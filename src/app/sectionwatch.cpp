#include "sectionwatch.h"

#include "projectdocument.h"

#include <QEvent>
#include <QStackedWidget>
#include <QWidget>

#include <utility>

namespace pilot::app {

SectionWatch::SectionWatch(ProjectDocument *document, QWidget *view, ProjectSections shown, Reload reload)
    : QObject(view)
    , m_view(view)
    , m_shown(shown)
    , m_reload(std::move(reload))
{
    connect(document, &ProjectDocument::sectionsChanged, this, [this](ProjectSections sections) { touch(sections & m_shown); });
}

QWidget *SectionWatch::stage() const
{
    // The view is built before it is put into the stage stack: look it up when it is needed.
    QWidget *stage = m_view;
    for (QWidget *w = m_view; w; w = w->parentWidget()) {
        if (qobject_cast<QStackedWidget *>(w->parentWidget()))
            stage = w;
    }
    return stage;
}

bool SectionWatch::seen() const
{
    return stage()->isVisible();
}

void SectionWatch::touch(ProjectSections sections)
{
    if (!sections)
        return;
    if (seen()) {
        m_reload(sections | std::exchange(m_pending, {}));
        return;
    }
    m_pending |= sections;
    watchStage();
}

void SectionWatch::watchStage()
{
    QWidget *s = stage();
    if (m_watchedStage == s)
        return;
    if (m_watchedStage)
        m_watchedStage->removeEventFilter(this);
    m_watchedStage = s;
    s->installEventFilter(this);
}

bool SectionWatch::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_watchedStage && event->type() == QEvent::Show && m_pending)
        m_reload(std::exchange(m_pending, {}));
    return QObject::eventFilter(watched, event);
}

} // namespace pilot::app
