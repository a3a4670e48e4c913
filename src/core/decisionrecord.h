#pragma once

#include "decisionengine.h"
#include "pilot_core_export.h"
#include "project.h"

#include <QDate>
#include <QLocale>
#include <QString>

namespace pilot {

/// The decision record of a project — title, date, authors, every row of the matrix with
/// answer, reason and evidence, the recommendation and why, open questions, task profile,
/// acceptance limits and the section for pilot results — in German or English.
struct PILOT_CORE_EXPORT DecisionRecord
{
    DecisionRecord(const Project &project, const DecisionRules &rules, const QString &language, QDate date);

    QString markdown() const;
    /// Self-contained HTML (inline style), also the source of the PDF.
    QString html() const;

private:
    QString heading(const char *key) const;
    QString assumptionsSection(const QLocale &locale) const;

    const Project &m_project;
    const DecisionRules &m_rules;
    QString m_language;
    QDate m_date;
    DecisionOutcome m_outcome;
};

} // namespace pilot
