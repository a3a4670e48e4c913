#pragma once

#include "core/project/evidence.h"
#include "core/project/projectsections.h"

#include <QObject>

#include <atomic>
#include <memory>

namespace pilot::app {

class JobTracker;

class ProjectDocument;

/// What the open project's evidence entries point at (a file or run of the project, or
/// nothing), looked up on a worker thread so that no view reads the disk to mark evidence.
/// Entries are looked up when they first appear; a load or a new project starts afresh, and
/// refresh() looks at everything again (files may have come or gone). A newer look-up
/// supersedes one still running: the old one stops at its next entry and its facts are dropped.
class EvidenceLookup : public QObject
{
    Q_OBJECT
public:
    explicit EvidenceLookup(ProjectDocument *document);
    ~EvidenceLookup() override;

    /// The facts read so far, by absolute path; an entry not among them is still being looked up.
    const EvidenceFactsByPath &facts() const { return m_facts; }
    /// Looks at every entry again.
    void refresh();
    /// Adds facts read elsewhere (a file or folder the user just chose).
    void add(const EvidenceFactsByPath &facts);
    /// Whether a look-up is running.
    bool busy() const;

Q_SIGNALS:
    /// Facts arrived that were not known or differ: views that mark evidence redraw the marks.
    void updated();

private:
    void onSections(ProjectSections sections);
    void start(bool all);
    bool merge(const EvidenceFactsByPath &facts); ///< true when a fact was new or differed

    ProjectDocument *m_document;
    EvidenceFactsByPath m_facts;
    JobTracker *m_lookUp = nullptr; ///< the look-up of the project's evidence files; only the latest is taken
};

} // namespace pilot::app
