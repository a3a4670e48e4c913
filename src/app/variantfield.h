#pragma once

#include "core/job/jobspec.h"
#include "core/job/jobvariation.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;

namespace pilot::app {

class JobTracker;

/// "Variant of" in New Run: a pilot run of the project whose job the new run scales in one
/// variable only (seed 1, step 7: data size, sequence length or distribution, one at a time),
/// and what the job as edited varies against it. A job that changes two variables, or anything
/// else that trains differently, is refused (acceptable() is false) with the reason on screen.
/// The runs' job.json and world size are read on a worker thread.
class VariantField : public QWidget
{
    Q_OBJECT
public:
    struct Base
    {
        QString label;
        QString runDir;
    };

    explicit VariantField(QWidget *parent = nullptr);

    /// The runs offered (none chosen at first: a run of its own).
    void setBases(const QList<Base> &bases);
    /// The job as it would start, with its world size.
    void setCandidate(const JobSpec &job, int world);
    /// Nothing chosen, or the candidate varies exactly one scaling variable of the chosen run.
    bool acceptable() const;
    /// What the candidate varies ("varies sequence length 1024 → 2048"); empty when no run is chosen.
    QString variation() const;
    QString baseRunDir() const;
    bool basesRead() const { return m_read; }

Q_SIGNALS:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Loaded
    {
        Base base;
        std::optional<JobSpec> job;
        int world = 1;
        QString error;
    };
    struct Read
    {
        QList<Loaded> runs;
        QHash<QString, QByteArray> fingerprints; ///< of the paths the runs' jobs name
    };
    void fingerprint(const QStringList &paths);
    void retranslate();
    void update();
    std::optional<JobVariation> currentVariation() const;
    const Loaded *chosen() const;

    QComboBox *m_base;
    QLabel *m_verdict;
    QList<Loaded> m_loaded;
    std::optional<JobSpec> m_candidate;
    int m_world = 1;
    bool m_read = false;
    QHash<QString, QByteArray> m_fingerprints; ///< what the files the jobs name hold (pathFingerprint)
    QSet<QString> m_fingerprinting;            ///< paths being read on a worker
    JobTracker *m_fingerprintReads = nullptr;  ///< the reads of those paths, side by side
    JobTracker *m_bases = nullptr;             ///< reading the base runs' jobs; only the latest is taken
};

} // namespace pilot::app
