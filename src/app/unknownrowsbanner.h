#pragma once

#include "core/decision/questionids.h"
#include "core/project/project.h"

#include <QFrame>
#include <QList>

class QLabel;
class QVBoxLayout;

namespace pilot::app {

class ProjectDocument;

/// Renames the decision row `from` to `to`, keeping its answer, reason, evidence and place.
/// Refuses (false, nothing changed) when there is no row `from`, or when the project already
/// has a row `to` with an answer other than unknown, a reason or evidence: that row is never
/// overwritten. An empty row `to` (unknown, no reason, no evidence) gives way to the renamed one.
bool renameDecisionRow(Project &project, const QString &from, const QString &to);

/// Whether the project's row `id` holds anything: an answer other than unknown, a reason or evidence.
bool decisionRowHasContent(const Project &project, const QString &id);

/// The Plan stage's note about rows whose id no question of the decision guide has and that
/// look misspelt (e.g. "fixed_deadline" for "fixed_deadlines"): such a row counts nowhere while
/// its question stays open. Each gets the id it likely meant and a button that renames the
/// row as one undoable edit — unless that question is already answered, which it says instead.
/// Ids that are not close to any question are a team's own rows and are not listed here.
class UnknownRowsBanner : public QFrame
{
    Q_OBJECT
public:
    /// At most this many rows are listed; the rest are counted.
    static constexpr int kMaxListed = 3;

    explicit UnknownRowsBanner(ProjectDocument *document, QWidget *parent = nullptr);

    /// Shows the likely typos among `rows` (decide()'s unknownRows); hides when there are none.
    void showRows(const QList<UnknownQuestionId> &rows);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();

    ProjectDocument *m_document;
    QVBoxLayout *m_layout;
    QList<UnknownQuestionId> m_rows; ///< likely typos only
    QList<bool> m_taken;             ///< per row: its suggested question is answered already
    bool m_built = false;
};

} // namespace pilot::app
