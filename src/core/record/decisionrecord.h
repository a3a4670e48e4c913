#pragma once

#include "pilot_core_export.h"
#include "core/decision/decisionengine.h"
#include "core/project/evidence.h"
#include "core/project/project.h"
#include "core/record/recorddocument.h"
#include "core/results/pilotresults.h"

#include <QDate>
#include <QLocale>
#include <QString>

namespace pilot {

/// The decision record of a project — title, date, authors, every row of the matrix with
/// answer, reason and evidence, the recommendation and why, open questions, task profile,
/// acceptance limits and the section for pilot results — in German or English.
///
/// The record is built once as a RecordDocument; Markdown, HTML and PDF are renderings of that
/// one structure, each escaping text for its own format. Text from the project (title,
/// reasons, notes, labels, …) is always literal, whatever characters it holds.
struct PILOT_CORE_EXPORT DecisionRecord
{
    DecisionRecord(const Project &project, const DecisionRules &rules, const QString &language, QDate date);

    /// The folder of the project file: evidence that names a file or run there is marked as
    /// such (and a path that points at nothing as missing); a path outside it is marked as
    /// outside and never looked up. Without it evidence is plain text.
    void setProjectFolder(const QString &folder) { m_folder = folder; }
    /// Evidence facts looked up before (lookUpEvidence): the record then reads no disk, and an
    /// entry whose place is not among them is shown as written, without a mark.
    void setEvidenceFacts(const EvidenceFactsByPath &facts) { m_facts = facts; }

    /// The comparison of the project's reference and pilot runs (computePilotResults) for the
    /// "Pilot results" section, and the fallback plan's facts (PilotResults::fallback) for the
    /// "Fallback plan" section; without it the first says none are recorded yet and the second
    /// shows the plan as written. Its scaling points (PilotResults::scaling) make the "Scaling"
    /// section when a run ran on more than one process.
    /// The results' cost horizon (PilotResults::cost) becomes a fact of the decision too.
    void setPilotResults(const PilotResults &results);

    /// The record as structure, for the renderers (recordmarkdown.h, recordhtml.h, recordpdf.h).
    RecordDocument document() const;
    QString markdown() const;
    /// Self-contained HTML (inline style), also what the Report stage previews.
    QString html() const;

private:
    QString word(const QString &key) const;
    // The record's sections in their order (document()).
    void addDates(RecordDocument &doc, const QLocale &locale) const;
    void addRecommendation(RecordDocument &doc) const;
    void addMatrix(RecordDocument &doc) const;
    void addOpenQuestions(RecordDocument &doc) const;
    void addProfileAndLimits(RecordDocument &doc, const QLocale &locale) const;
    void addLimitsLock(RecordDocument &doc, const QLocale &locale) const;
    void addAssumptions(RecordDocument &doc, const QLocale &locale) const;
    void addResults(RecordDocument &doc, const QLocale &locale) const;
    QString evidenceText(const QStringList &evidence) const;

    Project m_project; ///< a copy: a record may outlive the project it was made from
    const DecisionRules &m_rules;
    QString m_language;
    QString m_folder;
    std::optional<EvidenceFactsByPath> m_facts;
    PilotResults m_results;
    QDate m_date;
    DecisionOutcome m_outcome;
};

} // namespace pilot
