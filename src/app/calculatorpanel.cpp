#include "calculatorpanel.h"
#include "fieldfocus.h"
#include "numberentry.h"

#include "calculatorresults.h"
#include "languagemanager.h"
#include "pricesdialog.h"
#include "projectdocument.h"
#include "sectionwatch.h"

#include "core/calculators/devicetable.h"
#include "core/calculators/memoryestimate.h"
#include "core/cost/assumedprices.h"
#include "core/cost/moneytext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace pilot::app {

namespace {

constexpr int kMemoryMergeId = 20; // spinning through values is one undo step
constexpr int kAmortisationMergeId = 21;

// The entries an edit changes: further steps of the same entries merge into its undo step, a
// change of another entry is a step of its own.
template<typename Value, typename Same>
QString changedKeys(const QMap<QString, Value> &before, const QMap<QString, Value> &after, Same same)
{
    QStringList keys;
    for (auto it = after.begin(); it != after.end(); ++it) {
        if (!before.contains(it.key()) || !same(before.value(it.key()), it.value()))
            keys.append(it.key());
    }
    for (auto it = before.begin(); it != before.end(); ++it) {
        if (!after.contains(it.key()))
            keys.append(it.key());
    }
    return keys.join(QLatin1Char(' '));
}

QString changedKeys(const QMap<QString, double> &before, const QMap<QString, double> &after)
{
    return changedKeys(before, after, [](double a, double b) { return a == b; });
}

QString changedKeys(const QMap<QString, Assumption> &before, const QMap<QString, Assumption> &after)
{
    return changedKeys(before, after, [](const Assumption &a, const Assumption &b) {
        return a.value == b.value && a.label == b.label && a.price == b.price;
    });
}

const PriceTable *tableOf(const ProjectDocument *document)
{
    const ProjectPriceTable &prices = document->priceTable();
    return prices.table ? &*prices.table : nullptr;
}

} // namespace

CalculatorPanel::CalculatorPanel(ProjectDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_memoryBox(new QGroupBox(this))
    , m_amortisationBox(new QGroupBox(this))
    , m_memoryForm(new QFormLayout)
    , m_amortisationForm(new QFormLayout)
    , m_method(new QComboBox(this))
    , m_precision(new QComboBox(this))
    , m_tied(new QCheckBox(this))
    , m_recompute(new QCheckBox(this))
    , m_device(new QComboBox(this))
    , m_memoryResult(new QLabel(this))
    , m_memoryFormulas(new QLabel(this))
    , m_currency(new QLineEdit(this))
    , m_priceHint(new QLabel(this))
    , m_prices(new QPushButton(this))
    , m_amortisationResult(new QLabel(this))
    , m_amortisationFormulas(new QLabel(this))
{
    build();
    new SectionWatch(m_document, this,
                     ProjectSection::Assumptions | ProjectSection::Prices | ProjectSection::Profile | ProjectSection::Place,
                     [this](ProjectSections) { reload(); });
    retranslate();
}

CalculatorPanel::~CalculatorPanel()
{
    dropFocusQuietly(this); // a field's commit would reach a half-destroyed panel
}

void CalculatorPanel::build()
{
    buildMemoryInputs();
    buildAmortisationInputs();
    setUpResults();
    addFormRows();
    buildLayout();
}

void CalculatorPanel::buildMemoryInputs()
{
    for (const char *key :
         {"vocab", "hidden", "intermediate", "layers", "heads", "kv_heads", "lora_rank", "seq_len", "micro_batch", "devices"}) {
        auto *spin = new QSpinBox(this);
        spin->setObjectName(QStringLiteral("memory_") + QLatin1String(key));
        spin->setRange(1, 1 << 30);
        spin->setGroupSeparatorShown(true);
        m_memory.append({QLatin1String(key), spin});
        connect(spin, &QSpinBox::valueChanged, this, &CalculatorPanel::storeMemory);
    }
    m_method->setObjectName(QStringLiteral("memory_method"));
    m_precision->setObjectName(QStringLiteral("memory_precision"));
    m_device->setObjectName(QStringLiteral("memory_device"));
    m_tied->setObjectName(QStringLiteral("memory_tied"));
    m_recompute->setObjectName(QStringLiteral("memory_recompute"));
    for (const Device &d : DeviceTable::builtIn().devices)
        m_device->addItem(d.name, d.id);
    for (QComboBox *combo : {m_method, m_precision, m_device})
        connect(combo, &QComboBox::activated, this, &CalculatorPanel::storeMemory);
    for (QCheckBox *box : {m_tied, m_recompute})
        connect(box, &QCheckBox::toggled, this, &CalculatorPanel::storeMemory);
}

void CalculatorPanel::buildAmortisationInputs()
{
    for (const QString &key : Assumptions::amortisationKeys()) {
        auto *value = new NumberSpinBox(this);
        value->setObjectName(QStringLiteral("amortisation_") + key);
        // -1 stands for "not entered yet": an assumption is never filled in for the user.
        value->setRange(-1, 1e9);
        value->setDecimals(key == QLatin1String("relative_throughput") ? 3 : 2);
        value->setValue(-1);
        value->setGroupSeparatorShown(true);
        auto *label = new QLineEdit(this);
        label->setObjectName(QStringLiteral("amortisationLabel_") + key);
        QComboBox *price = nullptr;
        if (Assumptions::amortisationPriceKeys().contains(key)) {
            price = new QComboBox(this);
            price->setObjectName(QStringLiteral("amortisationPrice_") + key);
            price->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
            price->setMinimumContentsLength(22);
            connect(price, &QComboBox::activated, this, &CalculatorPanel::storeAmortisation);
        }
        m_amortisation.append({key, value, label, price});
        connect(value, &QDoubleSpinBox::valueChanged, this, &CalculatorPanel::storeAmortisation);
        connect(label, &QLineEdit::editingFinished, this, &CalculatorPanel::storeAmortisation);
    }
    m_prices->setObjectName(QStringLiteral("amortisationPrices"));
    m_priceHint->setObjectName(QStringLiteral("amortisationPriceHint"));
    m_priceHint->setWordWrap(true);
    connect(m_prices, &QPushButton::clicked, this, &CalculatorPanel::editPrices);
    m_currency->setObjectName(QStringLiteral("amortisation_currency"));
    m_currency->setMaximumWidth(80);
    connect(m_currency, &QLineEdit::editingFinished, this, &CalculatorPanel::storeAmortisation);
}

void CalculatorPanel::setUpResults()
{
    for (QLabel *l : {m_memoryResult, m_amortisationResult, m_memoryFormulas, m_amortisationFormulas}) {
        l->setWordWrap(true);
        l->setTextFormat(l == m_memoryResult || l == m_amortisationResult ? Qt::RichText : Qt::PlainText);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    // The formulas are the small print under the results.
    QFont small = m_memoryFormulas->font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    m_memoryFormulas->setFont(small);
    m_amortisationFormulas->setFont(small);
    m_memoryResult->setObjectName(QStringLiteral("memoryResult"));
    m_amortisationResult->setObjectName(QStringLiteral("amortisationResult"));
}

void CalculatorPanel::addFormRows()
{
    const auto row = [this](QFormLayout *form, const QString &key, QWidget *field, QLayout *fieldLayout = nullptr) {
        auto *label = new QLabel(this);
        label->setBuddy(field);
        m_labels.insert(key, label);
        if (fieldLayout)
            form->addRow(label, fieldLayout);
        else
            form->addRow(label, field);
    };
    for (const MemoryInput &m : m_memory) {
        if (m.key == QLatin1String("lora_rank")) {
            row(m_memoryForm, QStringLiteral("tied"), m_tied);
            row(m_memoryForm, QStringLiteral("method"), m_method);
        }
        row(m_memoryForm, m.key, m.spin);
        if (m.key == QLatin1String("micro_batch")) {
            row(m_memoryForm, QStringLiteral("precision"), m_precision);
            row(m_memoryForm, QStringLiteral("recompute"), m_recompute);
            row(m_memoryForm, QStringLiteral("device"), m_device);
        }
    }
    auto *prices = new QHBoxLayout;
    prices->addWidget(m_prices);
    prices->addWidget(m_priceHint, 1);
    row(m_amortisationForm, QStringLiteral("prices"), m_prices, prices);
    row(m_amortisationForm, QStringLiteral("currency"), m_currency);
    for (const AmortisationInput &a : m_amortisation) {
        a.value->setMaximumWidth(150);
        auto *line = new QHBoxLayout;
        line->addWidget(a.value);
        if (a.price)
            line->addWidget(a.price); // after the figure, so every figure stands in one column
        line->addWidget(a.label, 1);
        row(m_amortisationForm, a.key, a.value, line);
    }
}

void CalculatorPanel::buildLayout()
{
    // Memory: inputs left, estimate and formulas right. Amortisation below at full width, so
    // each assumption's label has room next to its value.
    auto *memoryLayout = new QHBoxLayout(m_memoryBox);
    memoryLayout->addLayout(m_memoryForm, 1);
    auto *memoryRight = new QVBoxLayout;
    memoryRight->addWidget(m_memoryResult);
    memoryRight->addWidget(m_memoryFormulas);
    memoryRight->addStretch(1);
    memoryLayout->addLayout(memoryRight, 1);
    auto *amortisationLayout = new QVBoxLayout(m_amortisationBox);
    amortisationLayout->addLayout(m_amortisationForm);
    amortisationLayout->addWidget(m_amortisationResult);
    amortisationLayout->addWidget(m_amortisationFormulas);
    auto *content = new QWidget;
    auto *columns = new QVBoxLayout(content);
    columns->addWidget(m_memoryBox);
    columns->addWidget(m_amortisationBox);
    columns->addStretch(1);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(content);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
}

void CalculatorPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CalculatorPanel::retranslate()
{
    // Device names follow the interface language where the table gives a German one.
    const QString language = uiLanguage();
    for (int i = 0; i < m_device->count(); ++i) {
        if (const Device *d = DeviceTable::builtIn().find(m_device->itemData(i).toString()))
            m_device->setItemText(i, d->nameIn(language));
    }
    m_memoryBox->setTitle(tr("Memory per device"));
    m_amortisationBox->setTitle(tr("Amortisation"));
    const QMap<QString, QString> labels = {
        {QStringLiteral("vocab"), tr("Vocabulary")},
        {QStringLiteral("hidden"), tr("Hidden size")},
        {QStringLiteral("intermediate"), tr("Intermediate size")},
        {QStringLiteral("layers"), tr("Layers")},
        {QStringLiteral("heads"), tr("Attention heads")},
        {QStringLiteral("kv_heads"), tr("KV heads")},
        {QStringLiteral("lora_rank"), tr("LoRA rank (q_proj, v_proj)")},
        {QStringLiteral("seq_len"), tr("Sequence length")},
        {QStringLiteral("micro_batch"), tr("Micro-batch")},
        {QStringLiteral("devices"), tr("Devices available")},
        {QStringLiteral("tied"), tr("Tied embeddings")},
        {QStringLiteral("method"), tr("Method")},
        {QStringLiteral("precision"), tr("Precision")},
        {QStringLiteral("recompute"), tr("Recompute activations")},
        {QStringLiteral("device"), tr("Device")},
        {QStringLiteral("currency"), tr("Currency")},
        {QStringLiteral("prices"), tr("Price table")},
        {QStringLiteral("porting_hours"), Assumptions::amortisationTitle(QStringLiteral("porting_hours"))},
        {QStringLiteral("engineer_rate"), Assumptions::amortisationTitle(QStringLiteral("engineer_rate"))},
        {QStringLiteral("compile_hours"), Assumptions::amortisationTitle(QStringLiteral("compile_hours"))},
        {QStringLiteral("pilot_run_hours"), Assumptions::amortisationTitle(QStringLiteral("pilot_run_hours"))},
        {QStringLiteral("gpu_price_per_hour"), Assumptions::amortisationTitle(QStringLiteral("gpu_price_per_hour"))},
        {QStringLiteral("trainium_price_per_hour"), Assumptions::amortisationTitle(QStringLiteral("trainium_price_per_hour"))},
        {QStringLiteral("relative_throughput"), Assumptions::amortisationTitle(QStringLiteral("relative_throughput"))},
        {QStringLiteral("planned_gpu_hours"), Assumptions::amortisationTitle(QStringLiteral("planned_gpu_hours"))}};
    for (auto it = m_labels.begin(); it != m_labels.end(); ++it)
        it.value()->setText(labels.value(it.key()));
    {
        const QSignalBlocker a(m_method), b(m_precision);
        m_method->clear();
        m_method->addItem(tr("LoRA"), 1);
        m_method->addItem(tr("Full fine-tuning"), 0);
        m_precision->clear();
        m_precision->addItem(tr("bf16 with fp32 master weights"), 2);
        m_precision->addItem(tr("fp32"), 4);
    }
    // Numbers follow the UI language, also in widgets made before a switch.
    for (const MemoryInput &m : m_memory)
        m.spin->setLocale(QLocale());
    for (const AmortisationInput &a : m_amortisation) {
        a.value->setLocale(QLocale());
        a.value->setSpecialValueText(tr("not entered"));
        a.label->setPlaceholderText(tr("where the figure comes from"));
        if (a.price)
            a.price->setToolTip(
                tr("Take the price from an entry of the project's price table (priced per instance hour), or enter it here"));
    }
    m_prices->setText(tr("P&rices…"));
    m_memoryFormulas->setText(
        tr("Formulas (per device; t, p, d: tensor, pipeline, data parallelism; z: ZeRO stage)\n"
           "weights = all weights × bytes / (t·p), / d when z ≥ 3\n"
           "gradients = trained weights × bytes / (t·p), / d when z ≥ 2\n"
           "AdamW states = trained × 8 bytes / (t·p), / d when z ≥ 1; fp32 master copy trained × 4 bytes likewise\n"
           "activations per layer = s·b·H·(10 + 24/t + 5·a·s/(H·t)) (16-bit), 2·s·b·H with recomputation, × layers/p; "
           "plus fp32 logits s·b·V·4/t\n"
           "A tenth of the device memory is kept free. Estimates, not measurements (docs/calculators.md)."));
    m_amortisationFormulas->setText(tr("Formulas\n"
                                       "preparation = porting hours × engineering rate + (compile + pilot run hours) × Trainium2 price\n"
                                       "Trainium2 cost per hour of reference work = Trainium2 price / relative throughput\n"
                                       "saving per hour = GPU price − Trainium2 cost per hour of reference work\n"
                                       "break-even = preparation / saving per hour (none when nothing is saved)\n"
                                       "net over the plan = saving per hour × planned GPU hours − preparation\n"
                                       "Every figure is your assumption; the program carries no vendor figures."));
    reload();
}

void CalculatorPanel::reload()
{
    const Assumptions &a = m_document->project().assumptions;
    m_loading = true;
    const ModelShape shape = a.modelShape();
    const TrainingSetup setup = a.trainingSetup();
    const QMap<QString, qint64> values = {{QStringLiteral("vocab"), shape.vocab},
                                          {QStringLiteral("hidden"), shape.hidden},
                                          {QStringLiteral("intermediate"), shape.intermediate},
                                          {QStringLiteral("layers"), shape.layers},
                                          {QStringLiteral("heads"), shape.heads},
                                          {QStringLiteral("kv_heads"), shape.kvHeads},
                                          {QStringLiteral("lora_rank"), setup.loraRank},
                                          {QStringLiteral("seq_len"), setup.seqLen},
                                          {QStringLiteral("micro_batch"), setup.microBatch},
                                          {QStringLiteral("devices"), a.deviceCount()}};
    for (const MemoryInput &m : m_memory)
        m.spin->setValue(int(values.value(m.key)));
    m_tied->setChecked(shape.tiedEmbeddings);
    m_recompute->setChecked(setup.recomputeActivations);
    m_method->setCurrentIndex(m_method->findData(setup.lora ? 1 : 0));
    m_precision->setCurrentIndex(m_precision->findData(setup.weightBytes));
    const int device = m_device->findData(a.device);
    m_device->setCurrentIndex(device >= 0 ? device : 0);
    fillPriceChoices();
    // A price taken from the table shows the table's figure and source, read-only: it is
    // changed in the table (Prices…), the one place for it.
    const Assumptions priced = pricedAssumptions(a, tableOf(m_document));
    for (const AmortisationInput &in : m_amortisation) {
        const bool linked = !a.amortisation.value(in.key).price.isEmpty();
        const Assumption v = priced.amortisation.value(in.key);
        in.value->setValue(v.value.value_or(-1));
        in.value->setEnabled(!linked);
        in.label->setReadOnly(linked);
        if (!in.label->hasFocus() || linked)
            in.label->setText(v.label);
        in.label->setCursorPosition(0);
    }
    if (!m_currency->hasFocus())
        m_currency->setText(a.currency);
    m_currency->setPlaceholderText(priced.currency.isEmpty() ? tr("e.g. EUR") : priced.currency);
    m_loading = false;
    const bool open = m_document->isOpen();
    m_memoryBox->setEnabled(open);
    m_amortisationBox->setEnabled(open);
    updateResults();
}

void CalculatorPanel::storeMemory()
{
    if (m_loading)
        return;
    QMap<QString, double> memory;
    for (const MemoryInput &m : m_memory)
        memory.insert(m.key, m.spin->value());
    memory.insert(QStringLiteral("tied_embeddings"), m_tied->isChecked() ? 1 : 0);
    memory.insert(QStringLiteral("recompute"), m_recompute->isChecked() ? 1 : 0);
    memory.insert(QStringLiteral("lora"), m_method->currentData().toInt());
    memory.insert(QStringLiteral("weight_bytes"), m_precision->currentData().toInt());
    const QString device = m_device->currentData().toString();
    const Assumptions &current = m_document->project().assumptions;
    if (memory == current.memory && device == current.device)
        return;
    m_document->edit(
        {staticMetaObject.className(), QT_TR_NOOP("Change Memory Calculator")},
        [&](Project &p) {
            p.assumptions.memory = memory;
            p.assumptions.device = device;
        },
        kMemoryMergeId, changedKeys(current.memory, memory) + (device == current.device ? QString() : QStringLiteral(" device")));
}

void CalculatorPanel::storeAmortisation()
{
    if (m_loading)
        return;
    QMap<QString, Assumption> values;
    for (const AmortisationInput &in : m_amortisation) {
        Assumption a;
        a.price = in.price ? in.price->currentData().toString() : QString();
        if (a.price.isEmpty()) {
            // Leaving the table keeps nothing of the entry: the figure is entered afresh.
            const bool wasLinked = !m_document->project().assumptions.amortisation.value(in.key).price.isEmpty();
            if (in.value->value() >= 0 && !wasLinked)
                a.value = in.value->value();
            if (!wasLinked)
                a.label = in.label->text().trimmed();
        }
        if (a.value || !a.label.isEmpty() || !a.price.isEmpty())
            values.insert(in.key, a);
    }
    const QString currency = m_currency->text().trimmed();
    const Assumptions &current = m_document->project().assumptions;
    bool same = currency == current.currency && values.keys() == current.amortisation.keys();
    for (auto it = values.begin(); same && it != values.end(); ++it)
        same = it->value == current.amortisation.value(it.key()).value && it->label == current.amortisation.value(it.key()).label
               && it->price == current.amortisation.value(it.key()).price;
    if (same)
        return;
    m_document->edit(
        {staticMetaObject.className(), QT_TR_NOOP("Change Amortisation")},
        [&](Project &p) {
            p.assumptions.amortisation = values;
            p.assumptions.currency = currency;
        },
        kAmortisationMergeId, changedKeys(current.amortisation, values) + (currency == current.currency ? QString() : QStringLiteral(" currency")));
}

void CalculatorPanel::updateResults()
{
    const Assumptions &a = m_document->project().assumptions;
    m_memoryResult->setText(memoryResultText(a, DeviceTable::builtIn().find(m_device->currentData().toString()), uiLanguage()));
    m_amortisationResult->setText(amortisationResultText(pricedAssumptions(a, tableOf(m_document))));
}

void CalculatorPanel::fillPriceChoices()
{
    const ProjectPriceTable &prices = m_document->priceTable();
    const Assumptions &a = m_document->project().assumptions;
    for (const AmortisationInput &in : m_amortisation) {
        if (!in.price)
            continue;
        const QSignalBlocker block(in.price);
        in.price->clear();
        in.price->addItem(tr("entered here"), QString());
        if (prices.table) {
            for (const PriceEntry *e : amortisationPriceChoices(in.key, *prices.table)) {
                QString text = e->label.isEmpty() ? e->id : e->id + QStringLiteral(" — ") + e->label;
                if (e->pricePerHour)
                    text += QStringLiteral(" (%1)").arg(moneyText(*e->pricePerHour, e->currency, QLocale()));
                in.price->addItem(text, e->id);
            }
        }
        // An entry the project names that the table lacks (or the table not read) stays
        // visible as chosen; the value field says why it has no figure.
        const QString chosen = a.amortisation.value(in.key).price;
        if (!chosen.isEmpty() && in.price->findData(chosen) < 0)
            in.price->addItem(tr("%1 (not in the price table)").arg(chosen), chosen);
        in.price->setCurrentIndex(std::max(0, in.price->findData(chosen)));
        in.price->setVisible(prices.table || !chosen.isEmpty()); // without a table there is nothing to pick
    }
    const int entries = prices.table ? int(prices.table->entries.size()) : 0;
    if (!m_document->isOpen())
        m_priceHint->clear();
    else if (m_document->project().priceTable.isEmpty())
        m_priceHint->setText(
            tr("The project has no price table: enter the prices below, or create one with Prices… to keep every price in one place."));
    else if (!prices.table)
        m_priceHint->setText(tr("The price table could not be read: %1").arg(prices.errors.join(QStringLiteral("; "))));
    else
        m_priceHint->setText(tr("%n price(s) in %1: pick an entry for the GPU and Trainium2 prices, or enter them here.", nullptr, entries)
                                 .arg(QFileInfo(prices.file).fileName()));
}

void CalculatorPanel::editPrices()
{
    auto *dialog = new PricesDialog(m_document, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

} // namespace pilot::app
