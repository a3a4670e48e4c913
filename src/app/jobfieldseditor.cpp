#include "jobfieldseditor.h"
#include "numberentry.h"

#include "charts/theme.h"

#include <QComboBox>
#include <QEvent>
#include <QDir>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QVBoxLayout>

namespace pilot::app {

/// One editable field: its label, editor and the note with the reference's value.
struct JobFieldsEditor::Field
{
    const char *title = nullptr;
    const char *name = nullptr; ///< the job field, for the editor's object name
    QLabel *label = nullptr;
    QWidget *editor = nullptr;
    QLabel *note = nullptr;
    std::function<QVariant(const JobSpec &)> get;  ///< the value, for comparing
    std::function<QString(const JobSpec &)> shown; ///< the value as the UI shows it
    std::function<void(const JobSpec &)> load;     ///< editor ← job
    std::function<bool(JobSpec *)> apply;          ///< job ← editor; false when the text is not a value
};

namespace {

template<typename Get, typename Set>
void spinField(JobFieldsEditor::Field *f, QSpinBox *box, int max, Get get, Set set)
{
    box->setRange(1, max);
    f->editor = box;
    f->get = [get](const JobSpec &j) { return QVariant(qint64(get(j))); };
    f->shown = [get](const JobSpec &j) { return QLocale().toString(qint64(get(j))); };
    f->load = [box, get](const JobSpec &j) { box->setValue(int(get(j))); };
    f->apply = [box, set](JobSpec *j) {
        set(j, box->value());
        return true;
    };
}

void comboField(JobFieldsEditor::Field *f, QComboBox *box, const QStringList &values, QString JobSpec::*member)
{
    box->addItems(values);
    f->editor = box;
    f->get = [member](const JobSpec &j) { return QVariant(j.*member); };
    f->shown = [member](const JobSpec &j) { return j.*member; };
    f->load = [box, member](const JobSpec &j) {
        if (box->findText(j.*member) < 0)
            box->addItem(j.*member);
        box->setCurrentText(j.*member);
    };
    f->apply = [box, member](JobSpec *j) { return j->*member = box->currentText(), true; };
}

} // namespace

JobFieldsEditor::JobFieldsEditor(QWidget *parent)
    : QGroupBox(parent)
    , m_grid(new QGridLayout)
    , m_referenceNote(new QLabel(this))
{
    setObjectName(QStringLiteral("newRunSettings"));
    m_referenceNote->setTextFormat(Qt::PlainText);
    m_referenceNote->setWordWrap(true);
    addFields();
    layOutFields();
    retranslate();
}

void JobFieldsEditor::addFields()
{
    const auto add = [this](const char *title, const char *name) {
        m_fields.push_back(std::make_unique<Field>());
        m_fields.back()->title = title;
        m_fields.back()->name = name;
        return m_fields.back().get();
    };
    spinField(add(QT_TR_NOOP("Steps"), "steps"), new QSpinBox(this), 1000000000, [](const JobSpec &j) { return j.train.maxSteps; },
              [](JobSpec *j, int v) { j->train.maxSteps = v; });
    spinField(add(QT_TR_NOOP("Sequence length"), "seq_len"), new QSpinBox(this), 1000000, [](const JobSpec &j) { return j.train.seqLen; },
              [](JobSpec *j, int v) { j->train.seqLen = v; });
    spinField(add(QT_TR_NOOP("Micro batch"), "micro_batch"), new QSpinBox(this), 65536,
              [](const JobSpec &j) { return j.train.microBatch; }, [](JobSpec *j, int v) { j->train.microBatch = v; });
    // With the micro-batch it sets the global batch; several processes share its micro-batches.
    spinField(add(QT_TR_NOOP("Gradient accumulation"), "grad_accum"), new QSpinBox(this), 65536,
              [](const JobSpec &j) { return j.train.gradAccum; }, [](JobSpec *j, int v) { j->train.gradAccum = v; });
    // Per process: the processes of a data-parallel run share the host's cores.
    Field *f = add(QT_TR_NOOP("CPU threads"), "threads");
    auto *threads = new QSpinBox(this);
    spinField(f, threads, 1024, [](const JobSpec &j) { return j.threads; }, [](JobSpec *j, int v) { j->threads = v; });
    threads->setMinimum(0); // 0: one per core, shown as the special value's text
    f->shown = [](const JobSpec &j) { return j.threads == 0 ? tr("one per core") : QLocale().toString(j.threads); };
    f = add(QT_TR_NOOP("Learning rate"), "lr");
    auto *lr = new QLineEdit(this);
    f->editor = lr;
    f->get = [](const JobSpec &j) { return QVariant(j.train.lr); };
    f->shown = [](const JobSpec &j) { return QLocale().toString(j.train.lr, 'g', 6); };
    f->load = [lr](const JobSpec &j) { lr->setText(QLocale().toString(j.train.lr, 'g', 6)); };
    f->apply = [lr](JobSpec *j) {
        const std::optional<double> v = parseNumber(lr->text());
        if (v)
            j->train.lr = *v;
        return v.has_value();
    };
    f = add(QT_TR_NOOP("Seed"), "seed");
    auto *seed = new QLineEdit(this);
    seed->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,18}")), seed));
    f->editor = seed;
    f->get = [](const JobSpec &j) { return QVariant(j.train.seed); };
    f->shown = [](const JobSpec &j) { return QString::number(j.train.seed); };
    f->load = [seed](const JobSpec &j) { seed->setText(QString::number(j.train.seed)); };
    f->apply = [seed](JobSpec *j) {
        bool ok = false;
        const qint64 v = seed->text().toLongLong(&ok);
        if (ok)
            j->train.seed = v;
        return ok;
    };
    comboField(add(QT_TR_NOOP("Precision"), "precision"), new QComboBox(this), {QStringLiteral("fp32"), QStringLiteral("bf16")},
               &JobSpec::precision);
    comboField(add(QT_TR_NOOP("Device"), "device"), new QComboBox(this),
               {QStringLiteral("cpu"), QStringLiteral("cuda"), QStringLiteral("neuron")}, &JobSpec::device);
}

void JobFieldsEditor::layOutFields()
{
    // Two columns of fields, so that the dialog fits a laptop screen's height.
    const int half = (int(m_fields.size()) + 1) / 2;
    for (int i = 0; i < int(m_fields.size()); ++i) {
        Field *field = m_fields.at(i).get();
        const int row = i % half, column = (i / half) * 3;
        field->editor->setObjectName(QStringLiteral("jobField_") + QLatin1String(field->name));
        field->label = new QLabel(this);
        field->label->setBuddy(field->editor);
        field->note = new QLabel(this);
        field->note->setTextFormat(Qt::PlainText);
        m_grid->addWidget(field->label, row, column);
        m_grid->addWidget(field->editor, row, column + 1);
        m_grid->addWidget(field->note, row, column + 2);
        if (auto *box = qobject_cast<QSpinBox *>(field->editor))
            connect(box, &QSpinBox::valueChanged, this, &JobFieldsEditor::edited);
        else if (auto *line = qobject_cast<QLineEdit *>(field->editor))
            connect(line, &QLineEdit::textEdited, this, &JobFieldsEditor::edited);
        else if (auto *combo = qobject_cast<QComboBox *>(field->editor))
            connect(combo, &QComboBox::activated, this, &JobFieldsEditor::edited);
    }
    m_grid->setColumnStretch(2, 1);
    m_grid->setColumnStretch(5, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(m_grid);
    layout->addWidget(m_referenceNote);
}

JobFieldsEditor::~JobFieldsEditor() = default;

void JobFieldsEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QGroupBox::changeEvent(event);
}

void JobFieldsEditor::retranslate()
{
    setTitle(tr("Job settings"));
    for (const auto &f : m_fields) {
        f->label->setText(tr(f->title));
        if (qstrcmp(f->name, "threads") == 0)
            static_cast<QSpinBox *>(f->editor)->setSpecialValueText(tr("one per core"));
    }
    // A run's job is "job.json" in its folder: its folder's name says which.
    const QFileInfo source(m_referenceSource);
    const QString shown = source.fileName() == QLatin1String("job.json") ? source.dir().dirName() + QStringLiteral("/job.json")
                                                                          : source.fileName();
    m_referenceNote->setText(m_reference ? tr("Settings in bold differ from the reference job (%1).").arg(shown)
                                         : tr("The project has no reference job to compare with yet."));
}

void JobFieldsEditor::setJob(const JobSpec &job)
{
    const QSignalBlocker block(this);
    for (const auto &f : m_fields) {
        const QSignalBlocker blockEditor(f->editor);
        f->load(job);
    }
}

void JobFieldsEditor::setReference(const std::optional<JobSpec> &reference, const QString &source)
{
    m_reference = reference;
    m_referenceSource = source;
    retranslate();
}

bool JobFieldsEditor::apply(JobSpec *job) const
{
    bool all = true;
    for (const auto &f : m_fields) {
        const bool ok = f->apply(job);
        all = all && ok;
        setTextColor(f->editor, ok ? palette().color(QPalette::Text) : themeColor(ThemeColor::Bad, palette()));
    }
    return all;
}

void JobFieldsEditor::showDifferences(const JobSpec &job)
{
    for (const auto &f : m_fields) {
        const bool differs = m_reference && f->get(job) != f->get(*m_reference);
        QFont font = f->label->font();
        font.setBold(differs);
        f->label->setFont(font);
        f->label->setProperty("differs", differs);
        f->note->setText(differs ? tr("Reference: %1").arg(f->shown(*m_reference)) : QString());
        setTextColor(f->note, themeColor(ThemeColor::Caution, palette()));
    }
}

} // namespace pilot::app
