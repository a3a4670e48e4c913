#include "variantfield.h"
#include "charts/theme.h"
#include "jobtracker.h"

#include "core/job/jobspecio.h"
#include "core/runs/runworldsize.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace pilot::app {

VariantField::VariantField(QWidget *parent)
    : QWidget(parent)
    , m_base(new QComboBox(this))
    , m_verdict(new QLabel(this))
{
    m_fingerprintReads = new JobTracker(this);
    m_bases = new JobTracker(this);
    m_base->setObjectName(QStringLiteral("newRunVariantOf"));
    m_verdict->setObjectName(QStringLiteral("newRunVariation"));
    // Job values and run labels come from files: shown as written, never as markup.
    m_verdict->setTextFormat(Qt::PlainText);
    m_verdict->setWordWrap(true);
    m_verdict->hide();
    m_base->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_base);
    layout->addWidget(m_verdict);
    setFocusProxy(m_base); // the form's label (Alt+V) leads to the chooser
    connect(m_base, &QComboBox::currentIndexChanged, this, &VariantField::update);
    retranslate();
}

void VariantField::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void VariantField::retranslate()
{
    if (m_base->count() == 0)
        m_base->addItem(QString());
    m_base->setItemText(0, tr("— none: a run of its own —"));
    update();
}

void VariantField::setBases(const QList<Base> &bases)
{
    m_read = false;
    m_bases->run(
        [bases](const BackgroundJob &) {
            Read read;
            QList<Loaded> &loaded = read.runs;
            for (const Base &b : bases) {
                Loaded l{b, std::nullopt, 1, QString()};
                // The job the run trained, as its folder keeps it.
                const QString jobFile = QDir(b.runDir).filePath(QStringLiteral("job.json"));
                JobSpecReadResult job = readJobSpec(jobFile);
                if (job.spec) {
                    resolveJobPaths(&*job.spec, jobFile);
                    l.job = job.spec;
                } else {
                    l.error = job.diagnostics.isEmpty() ? QString() : job.diagnostics.constFirst().toString();
                }
                l.world = std::max(1, runWorldSize(b.runDir));
                if (l.job) {
                    for (const QString &path : jobPaths(*l.job))
                        read.fingerprints.insert(path, pathFingerprint(path));
                }
                loaded.append(l);
            }
            return read;
        },
        [this](const Read &read) {
            m_loaded = read.runs;
            m_fingerprints.insert(read.fingerprints);
            const QSignalBlocker block(m_base);
            while (m_base->count() > 1)
                m_base->removeItem(1);
            for (const Loaded &l : std::as_const(m_loaded)) {
                m_base->addItem(l.base.label.isEmpty() ? QFileInfo(l.base.runDir).fileName() : l.base.label);
                m_base->setItemData(m_base->count() - 1, QDir::toNativeSeparators(l.base.runDir), Qt::ToolTipRole);
            }
            m_read = true;
            update();
        });
}

void VariantField::setCandidate(const JobSpec &job, int world)
{
    m_candidate = job;
    m_world = world;
    QStringList unknown;
    for (const QString &path : jobPaths(job)) {
        if (!m_fingerprints.contains(path) && !m_fingerprinting.contains(path))
            unknown.append(path);
    }
    if (!unknown.isEmpty())
        fingerprint(unknown);
    update();
}

// What the candidate's files hold, read once per path on a worker: one file may be named from two
// places (the project's copy, the machine a run was made on), so paths are compared by content.
void VariantField::fingerprint(const QStringList &paths)
{
    for (const QString &p : paths)
        m_fingerprinting.insert(p);
    m_fingerprintReads->alongside(
        [paths](const BackgroundJob &) {
            QHash<QString, QByteArray> out;
            for (const QString &p : paths)
                out.insert(p, pathFingerprint(p));
            return out;
        },
        [this, paths](const QHash<QString, QByteArray> &fingerprints) {
            m_fingerprints.insert(fingerprints);
            for (const QString &p : paths)
                m_fingerprinting.remove(p);
            update();
        });
}

const VariantField::Loaded *VariantField::chosen() const
{
    const int index = m_base->currentIndex() - 1;
    return index >= 0 && index < m_loaded.size() ? &m_loaded.at(index) : nullptr;
}

std::optional<JobVariation> VariantField::currentVariation() const
{
    const Loaded *base = chosen();
    if (!base || !base->job || !m_candidate || !m_fingerprinting.isEmpty())
        return std::nullopt;
    const auto samePath = [this](const QString &a, const QString &b) {
        const QByteArray fa = m_fingerprints.value(a);
        return !fa.isEmpty() && fa == m_fingerprints.value(b);
    };
    return compareJobs(*base->job, base->world, *m_candidate, m_world, samePath);
}

bool VariantField::acceptable() const
{
    if (!chosen())
        return true;
    const std::optional<JobVariation> v = currentVariation();
    return v && v->isVariant();
}

QString VariantField::variation() const
{
    const std::optional<JobVariation> v = currentVariation();
    return v && v->isVariant() ? v->description() : QString();
}

QString VariantField::baseRunDir() const
{
    const Loaded *base = chosen();
    return base ? base->base.runDir : QString();
}

void VariantField::update()
{
    const Loaded *base = chosen();
    if (!base) {
        m_verdict->hide();
    } else if (!base->job) {
        m_verdict->setText(tr("The run's job.json cannot be read: %1").arg(base->error));
        setTextColor(m_verdict, themeColor(ThemeColor::Bad, palette()));
        m_verdict->show();
    } else if (!m_fingerprinting.isEmpty()) {
        m_verdict->setText(tr("Comparing the files the two jobs name…"));
        setTextColor(m_verdict, palette().color(QPalette::WindowText));
        m_verdict->show();
    } else if (const std::optional<JobVariation> v = currentVariation()) {
        m_verdict->setText(v->description());
        setTextColor(m_verdict, themeColor(v->isVariant() ? ThemeColor::Good : ThemeColor::Bad, palette()));
        m_verdict->show();
    }
    Q_EMIT changed();
}

} // namespace pilot::app
