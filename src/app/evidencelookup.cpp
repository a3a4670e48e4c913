#include "evidencelookup.h"
#include "jobtracker.h"

#include "projectdocument.h"

#include <QFileInfo>

namespace pilot::app {

EvidenceLookup::EvidenceLookup(ProjectDocument *document)
    : QObject(document)
    , m_document(document)
{
    m_lookUp = new JobTracker(this);
    connect(document, &ProjectDocument::sectionsChanged, this, &EvidenceLookup::onSections);
}

EvidenceLookup::~EvidenceLookup() = default;

bool EvidenceLookup::busy() const
{
    return m_lookUp->busy();
}

void EvidenceLookup::onSections(ProjectSections sections)
{
    if (sections & ProjectSection::Place) {
        // Another project: whatever is known or under way belongs to the old one.
        m_facts.clear();
        m_lookUp->forget();
        start(true);
    } else if (sections & ProjectSection::Decision) {
        // Only entries not seen before: typing a reason looks nothing up.
        start(false);
    }
}

void EvidenceLookup::refresh()
{
    start(true);
}

void EvidenceLookup::add(const EvidenceFactsByPath &facts)
{
    if (merge(facts))
        Q_EMIT updated();
}

bool EvidenceLookup::merge(const EvidenceFactsByPath &facts)
{
    bool changed = false;
    for (auto it = facts.constBegin(); it != facts.constEnd(); ++it) {
        const auto known = m_facts.constFind(it.key());
        if (known == m_facts.constEnd() || *known != it.value()) {
            m_facts.insert(it.key(), it.value());
            changed = true;
        }
    }
    return changed;
}

void EvidenceLookup::start(bool all)
{
    if (m_document->path().isEmpty() || !m_document->isOpen())
        return;
    const Project project = m_document->project();
    const QString folder = QFileInfo(m_document->path()).absolutePath();
    const EvidenceFactsByPath skip = all ? EvidenceFactsByPath() : m_facts;
    // Nothing new to look at: no worker at all (the common case while typing a reason).
    if (!all) {
        bool unknown = false;
        for (const DecisionAnswer &a : project.decision) {
            for (const QString &e : a.evidence) {
                const EvidenceRef placed = placeEvidence(e, folder);
                unknown = unknown || (needsLookUp(placed) && !skip.contains(placed.absolutePath));
            }
        }
        if (!unknown)
            return;
    }
    m_lookUp->run([project, folder,
                   skip](const BackgroundJob &job) { return lookUpEvidence(project, folder, skip, [&job] { return job.cancelled(); }); },
                  [this](const EvidenceFactsByPath &facts) {
                      // Views redraw their marks only when a fact is new or differs (a look at everything
                      // again usually finds what was known).
                      if (merge(facts))
                          Q_EMIT updated();
                  });
}

} // namespace pilot::app
