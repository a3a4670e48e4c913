#include "evidencelookup.h"

#include "projectdocument.h"
#include "workerpool.h"

#include <QFileInfo>
#include <QFutureWatcher>
#include <QtConcurrent>

namespace pilot::app {

EvidenceLookup::EvidenceLookup(ProjectDocument *document)
    : QObject(document)
    , m_document(document)
{
    connect(document, &ProjectDocument::sectionsChanged, this, &EvidenceLookup::onSections);
}

EvidenceLookup::~EvidenceLookup()
{
    if (m_cancel)
        *m_cancel = true;
}

void EvidenceLookup::onSections(ProjectSections sections)
{
    if (sections & ProjectSection::Place) {
        // Another project: whatever is known or under way belongs to the old one.
        m_facts.clear();
        ++m_generation;
        if (m_cancel)
            *m_cancel = true;
        m_cancel.reset();
        m_busy = false;
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
    if (m_cancel)
        *m_cancel = true;
    auto cancel = std::make_shared<std::atomic_bool>(false);
    m_cancel = cancel;
    const quint64 generation = ++m_generation;
    m_busy = true;
    auto *watcher = new QFutureWatcher<EvidenceFactsByPath>(this);
    connect(watcher, &QFutureWatcher<EvidenceFactsByPath>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != m_generation)
            return;
        m_busy = false;
        m_cancel.reset();
        // Views redraw their marks only when a fact is new or differs (a look at everything
        // again usually finds what was known).
        if (merge(watcher->result()))
            Q_EMIT updated();
    });
    watcher->setFuture(QtConcurrent::run(workerPool(), [project, folder, skip, cancel] {
        return lookUpEvidence(project, folder, skip, [cancel] { return cancel->load(); });
    }));
}

} // namespace pilot::app
