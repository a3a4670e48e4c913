#include "projectdocument.h"

#include "core/projectreader.h"
#include "core/projectwriter.h"

#include <QDate>
#include <QFileInfo>

namespace pilot::app {

ProjectDocument::ProjectDocument(QObject *parent)
    : QObject(parent)
{
}

bool ProjectDocument::load(const QString &path, Diagnostics *diagnostics)
{
    ProjectLoadResult result = loadProject(path);
    *diagnostics = result.diagnostics;
    if (!result.project)
        return false;
    m_project = std::move(*result.project);
    m_path = QFileInfo(path).absoluteFilePath();
    m_open = true;
    setModified(false);
    Q_EMIT changed();
    return true;
}

bool ProjectDocument::save(const QString &path, QString *error)
{
    if (!saveProject(m_project, path, error))
        return false;
    m_path = QFileInfo(path).absoluteFilePath();
    setModified(false);
    return true;
}

void ProjectDocument::newProject(const QString &title)
{
    m_project = Project();
    m_project.title = title;
    m_project.created = QDate::currentDate();
    m_path.clear();
    m_open = true;
    setModified(false);
    Q_EMIT changed();
}

void ProjectDocument::setModified(bool modified)
{
    if (m_modified == modified)
        return;
    m_modified = modified;
    Q_EMIT modifiedChanged(modified);
}

} // namespace pilot::app
