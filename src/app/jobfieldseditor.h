#pragma once

#include "core/job/jobspec.h"

#include <QGroupBox>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QGridLayout;
class QLabel;

namespace pilot::app {

/// The main settings of a job, editable: steps, sequence length, micro batch, learning rate,
/// seed, precision and device, numbers in the UI's locale. A setting that differs from the
/// reference job is set in bold with the reference's value beside it.
class JobFieldsEditor : public QGroupBox
{
    Q_OBJECT
public:
    struct Field;

    explicit JobFieldsEditor(QWidget *parent = nullptr);
    ~JobFieldsEditor() override;

    /// Shows `job`'s values (emits nothing).
    void setJob(const JobSpec &job);
    /// The job to compare with and where it came from (a path); nullopt: none.
    void setReference(const std::optional<JobSpec> &reference, const QString &source);
    /// Writes the fields into `job`; false (and the field's text marked) when a field does not
    /// hold a value.
    bool apply(JobSpec *job) const;
    /// Marks the fields of `job` that differ from the reference.
    void showDifferences(const JobSpec &job);

Q_SIGNALS:
    void edited();

protected:
    void changeEvent(QEvent *event) override;

private:
    /// Makes the fields, each with its editor and how it reads, shows, loads and applies its
    /// value of a job.
    void addFields();
    /// Each field's label, editor and note in two columns of the grid; an edit emits edited().
    void layOutFields();
    void retranslate();

    std::vector<std::unique_ptr<Field>> m_fields;
    std::optional<JobSpec> m_reference;
    QString m_referenceSource;
    QGridLayout *m_grid;
    QLabel *m_referenceNote;
};

} // namespace pilot::app
