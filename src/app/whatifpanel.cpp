#include "whatifpanel.h"

#include "core/cost/moneytext.h"
#include "core/support/counttext.h"

#include "costwords.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSlider>
#include <QVBoxLayout>

#include <algorithm>

namespace pilot::app {

namespace {

// The slider counts quarters: 0 … 12 is × 0 … × 3, 4 is the failure rate as measured.
constexpr int kQuarters = 4;
constexpr int kMaxQuarters = 12;

} // namespace

WhatIfPanel::WhatIfPanel(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_failureLabel(new QLabel(this))
    , m_failure(new QSlider(Qt::Horizontal, this))
    , m_compile(new QCheckBox(this))
    , m_priceLabel(new QLabel(this))
    , m_price(new QComboBox(this))
    , m_reset(new QPushButton(this))
    , m_result(new QLabel(this))
{
    setObjectName(QStringLiteral("costWhatIf"));
    m_failure->setObjectName(QStringLiteral("whatIfFailureRate"));
    m_compile->setObjectName(QStringLiteral("whatIfCompileWarm"));
    m_price->setObjectName(QStringLiteral("whatIfPrice"));
    m_result->setObjectName(QStringLiteral("whatIfResult"));
    m_failureLabel->setObjectName(QStringLiteral("whatIfFailureLabel"));
    m_failure->setRange(0, kMaxQuarters);
    m_failure->setValue(kQuarters);
    m_failure->setPageStep(kQuarters);
    m_failure->setTickPosition(QSlider::TicksBelow);
    m_failure->setTickInterval(kQuarters);
    m_failureLabel->setBuddy(m_failure);
    m_priceLabel->setBuddy(m_price);
    m_price->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_price->setMinimumContentsLength(16);
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::PlainText); // price ids are the team's text
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);

    auto *form = new QFormLayout;
    form->addRow(m_failureLabel, m_failure);
    form->addRow(QString(), m_compile);
    form->addRow(m_priceLabel, m_price);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_reset);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addLayout(form);
    layout->addWidget(m_result);
    layout->addLayout(buttons);

    connect(m_failure, &QSlider::valueChanged, this, &WhatIfPanel::update);
    connect(m_compile, &QCheckBox::toggled, this, &WhatIfPanel::update);
    connect(m_price, &QComboBox::currentIndexChanged, this, &WhatIfPanel::update);
    connect(m_reset, &QPushButton::clicked, this, [this] {
        m_filling = true;
        m_failure->setValue(kQuarters);
        m_compile->setChecked(false);
        m_price->setCurrentIndex(0);
        m_filling = false;
        update();
    });
    retranslate();
}

void WhatIfPanel::setModel(const CostModel &model)
{
    m_model = model;
    m_filling = true;
    // The slider and the check box stay as the user left them; the chosen price too, while
    // the new model still offers it.
    const QString chosen = m_price->currentIndex() > 0 ? m_price->currentData().toString() : QString();
    m_price->clear();
    const PriceTable *table = m_model.table ? &*m_model.table : nullptr;
    for (const PriceEntry *e : whatIfPrices(m_model.projection, table))
        m_price->addItem(QString(), e->id);
    m_price->setCurrentIndex(std::max(0, m_price->findData(chosen)));
    m_filling = false;
    retranslate(); // names the prices, and works the projection out
}

WhatIf WhatIfPanel::whatIf() const
{
    WhatIf w;
    w.failureRateFactor = double(m_failure->value()) / kQuarters;
    w.compileCacheWarm = m_compile->isChecked();
    if (m_price->currentIndex() > 0)
        w.priceId = m_price->currentData().toString();
    return w;
}

void WhatIfPanel::update()
{
    if (m_filling)
        return;
    const QLocale locale;
    const WhatIf w = whatIf();
    m_failureLabel->setText(tr("Fa&ilure rate: × %1").arg(locale.toString(w.failureRateFactor, 'f', 2)));
    const CostProjection &measured = m_model.projection;
    const bool usable = measured.pilot.secondsPerStep.has_value();
    for (QWidget *control : std::initializer_list<QWidget *>{m_failure, m_compile, m_price, m_reset})
        control->setEnabled(usable);
    m_price->setEnabled(usable && m_price->count() > 1);
    const PriceTable *table = m_model.table ? &*m_model.table : nullptr;
    m_changed = projectPilotWhatIf(measured, table, w);
    const QString currency = m_changed.pilot.currency;
    const auto money = [&](std::optional<double> v) { return v ? moneyText(*v, currency, QLocale()) : tr("unknown"); };
    QStringList lines;
    if (!usable) {
        lines << tr("Nothing to change: the pilot has no measured seconds per step (%1).").arg(measured.pilot.reason);
    } else {
        lines << tr("Pilot per training: %1 (as measured: %2).").arg(money(m_changed.pilot.costPerTraining), money(measured.pilot.costPerTraining));
        if (m_changed.breakEvenTrainings)
            lines << tr("Break-even after %1 trainings (%2 years).")
                         .arg(countText(*m_changed.breakEvenTrainings, locale),
                              m_changed.breakEvenYears ? countText(*m_changed.breakEvenYears, locale) : tr("unknown"));
        else
            lines << tr("Break-even: unknown (%1).").arg(m_changed.breakEvenReason);
        if (!m_changed.pilot.reason.isEmpty())
            lines << m_changed.pilot.reason;
        if (w.failureRateFactor != 1 || w.compileCacheWarm || !w.priceId.isEmpty())
            lines << tr("A what-if on the projection, not a measurement.");
    }
    m_result->setText(lines.join(QLatin1Char('\n')));
    Q_EMIT changed();
}

void WhatIfPanel::retranslate()
{
    m_title->setText(tr("What if"));
    m_compile->setText(tr("C&ompile cache warm (repeated runs compile nothing)"));
    m_priceLabel->setText(tr("P&rice:"));
    m_reset->setText(tr("As &Measured"));
    m_failure->setToolTip(tr("The lost and repeated time of the pilot's runs as measured, times this factor"));
    const PriceTable *table = m_model.table ? &*m_model.table : nullptr;
    const QList<const PriceEntry *> prices = whatIfPrices(m_model.projection, table);
    for (int i = 0; i < m_price->count() && i < prices.size(); ++i) {
        const PriceEntry &e = *prices.at(i);
        const QString name = (e.label.isEmpty() ? e.id : e.label) + QStringLiteral(" — ") + pricingKindTitle(e.pricingKind)
                             + QStringLiteral(", ") + (e.pricePerHour ? moneyText(*e.pricePerHour, e.currency, QLocale()) : tr("unknown"));
        m_price->setItemText(i, i == 0 ? tr("as measured: %1").arg(name) : name);
    }
    if (!m_filling)
        update();
}

} // namespace pilot::app
