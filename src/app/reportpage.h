#pragma once

#include "core/record/recorddocument.h"
#include "core/results/pilotresults.h"

#include <QWidget>

#include <atomic>
#include <memory>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QLabel;
class QPushButton;
class QTextBrowser;

namespace pilot {
struct DecisionRecord;
}

namespace pilot::app {

class JobTracker;

class ProjectDocument;

/// The Report stage: the decision record of the open project, previewed in the chosen
/// language and exported as Markdown, HTML or PDF. Its "Pilot results" compare the project's
/// reference and pilot runs, read on a worker thread each time the stage is shown and when the
/// runs or the limits change while it is. A hidden stage does nothing until it is shown.
/// Evidence is marked from the document's background look-up; an export looks it up afresh.
class ReportPage : public QWidget
{
    Q_OBJECT
public:
    explicit ReportPage(ProjectDocument *document, QWidget *parent = nullptr);

    /// Writes the record; the format follows the suffix (.md, .html, .pdf). The file is
    /// replaced only once all of it is written (on failure the old one stays). Shows the
    /// result on the page and returns whether it worked.
    bool exportTo(const QString &path);
    /// The pilot results the record shows (read in the background, see above).
    const PilotResults &pilotResults() const { return m_results; }

Q_SIGNALS:
    void resultsUpdated();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void reload();
    void refreshResults();
    void retranslate();
    void exportAs(const QString &suffix, const QString &filter);
    void storeDecisionDate();
    QString language() const;
    /// The record of the open project, its evidence resolved against the project's folder.
    DecisionRecord record() const;
    /// The figures of `document`, drawn when what they show changed since the last time.
    RecordImages figures(const RecordDocument &document);

    ProjectDocument *m_document;
    QLabel *m_intro;
    QComboBox *m_language;
    QCheckBox *m_decided; ///< the project has a decision date (project key decided)
    QDateEdit *m_decidedOn;
    QTextBrowser *m_preview;
    QPushButton *m_markdown;
    QPushButton *m_html;
    QPushButton *m_pdf;
    QLabel *m_status;
    PilotResults m_results;
    JobTracker *m_resultsRead = nullptr;               ///< reading the pilot results; only the latest is taken
    QString m_resultsKey;                              ///< runs and limits the results were computed for
    int m_resultsVersion = 0;                          ///< counts every change of m_results
    RecordImages m_figures;                            ///< the record's figures as last drawn
    QString m_figuresKey;                              ///< what they were drawn for
    bool m_languageChosen = false;                     ///< the user chose the record's language (else it follows the window's)
    bool m_previewStale = true;                        ///< the project changed while the stage was hidden
};

} // namespace pilot::app
