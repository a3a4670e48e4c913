#include "horizonpanel.h"

#include "charts/costcharts.h"
#include "charts/plaintooltip.h"
#include "languagemanager.h"
#include "projectdocument.h"

#include "core/cost/horizontext.h"
#include "core/cost/moneytext.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace pilot::app {

namespace {

enum Column { InputColumn, ValueColumn, LabelColumn, SourceColumn, DateColumn, FlipColumn, Columns };

// The rows: the horizon's own inputs (editable), then the figures they are costed with.
QStringList rowKeys()
{
    QStringList keys = CostHorizon::keys();
    keys << QStringLiteral("engineer_rate") << HorizonCost::measuredFlipKeys();
    return keys;
}

QString numberText(double v)
{
    return QLocale().toString(v, 'g', 12);
}

} // namespace

HorizonPanel::HorizonPanel(ProjectDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_table(new QTableWidget(0, Columns, this))
    , m_chart(new HorizonChart(this))
    , m_verdict(new QLabel(this))
    , m_message(new QLabel(this))
{
    m_table->setObjectName(QStringLiteral("horizonInputs"));
    m_chart->setObjectName(QStringLiteral("horizonChart"));
    m_verdict->setObjectName(QStringLiteral("horizonVerdict"));
    m_message->setObjectName(QStringLiteral("horizonMessage"));
    for (QLabel *label : {m_verdict, m_message}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText); // labels and sources are the team's text
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    }
    m_message->setVisible(false);
    m_table->verticalHeader()->setVisible(false);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed | QAbstractItemView::AnyKeyPressed);
    m_chart->setMinimumWidth(320);

    // The verdict can run to a dozen lines: it scrolls beside the chart instead of squeezing it.
    auto *verdictArea = new QScrollArea(this);
    verdictArea->setWidget(m_verdict);
    verdictArea->setWidgetResizable(true);
    verdictArea->setFrameShape(QFrame::NoFrame);
    auto *top = new QSplitter(Qt::Horizontal, this);
    top->addWidget(m_chart);
    top->addWidget(verdictArea);
    top->setStretchFactor(0, 3);
    top->setStretchFactor(1, 2);
    top->setSizes({600, 400});
    auto *bottom = new QWidget(this);
    auto *bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    bottomLayout->addWidget(m_table, 1);
    bottomLayout->addWidget(m_message);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(top);
    split->addWidget(bottom);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({330, 220}); // the chart readable at 1280×720, the table scrolls
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);
    connect(m_table, &QTableWidget::itemChanged, this, &HorizonPanel::commit);
    retranslate();
    show();
}

void HorizonPanel::setModel(const CostModel &model)
{
    m_hasModel = true;
    // The model was built from the project as it was when the calculation started; the
    // horizon may have been edited since, so only its measured figures are taken.
    m_horizon.measured = model.horizon.measured;
    recompute();
}

void HorizonPanel::reset()
{
    m_hasModel = false;
    m_horizon = HorizonCost();
    show();
    Q_EMIT changed();
}

void HorizonPanel::recompute()
{
    if (!m_hasModel) {
        show(); // the inputs as the project has them; figures follow with the model
        return;
    }
    m_horizon = costOverHorizon(m_document->project(), m_horizon.measured);
    show();
    Q_EMIT changed();
}

void HorizonPanel::show()
{
    const QLocale locale;
    const QString language = uiLanguage();
    const Project &p = m_document->project();
    m_filling = true;
    const QStringList keys = rowKeys();
    m_table->setRowCount(int(keys.size()));
    for (int row = 0; row < keys.size(); ++row) {
        const QString key = keys.at(row);
        QString tip;
        QStringList cells = inputCells(key, &tip);
        QString flipTip;
        for (const HorizonFlip &f : m_horizon.sensitivity) {
            if (f.key == key) {
                cells[FlipColumn] = horizonFlipShortText(f, m_horizon, language, locale);
                flipTip = horizonFlipText(f, m_horizon, language, locale);
            }
        }
        // Said only where a flip was worked out: an input without a figure, or one whose change
        // would leave a path unknown, says nothing.
        const bool weighed = std::any_of(m_horizon.sensitivity.cbegin(), m_horizon.sensitivity.cend(),
                                         [&key](const HorizonFlip &f) { return f.key == key; });
        if (cells[FlipColumn].isEmpty() && weighed)
            cells[FlipColumn] = tr("none in its range");
        setRowItems(row, key, cells, tip, flipTip);
    }
    // The inputs' names, labels and sources can be long: each column keeps a share of the row, so
    // the last one (where the verdict changes) keeps room on a 1280-pixel screen.
    m_table->resizeColumnsToContents();
    for (const auto &[column, most] : {std::pair{InputColumn, 300}, std::pair{LabelColumn, 170}, std::pair{SourceColumn, 170}})
        m_table->setColumnWidth(column, std::min(m_table->columnWidth(column), most));
    m_filling = false;

    QStringList lines;
    if (!m_horizon.configured && !p.costHorizon.isEmpty())
        lines << tr("Recalculate (F5) to cost the horizon.");
    else if (p.costHorizon.isEmpty())
        lines << tr("No cost horizon yet: enter the planning period, the trainings a month and each path's effort in the table "
                    "below. Each path is then costed over the period from the measured runs.");
    else
        lines << tr("A projection, not a measurement: every path over the planning period, from the measured runs and the "
                    "assumptions below.")
              << horizonText(m_horizon, language, locale);
    m_verdict->setText(lines.join(QLatin1Char('\n')));
    m_chart->setVisible(m_chart->setHorizon(m_horizon));
}

QStringList HorizonPanel::inputCells(const QString &key, QString *tip) const
{
    const QLocale locale;
    const QString language = uiLanguage();
    const Project &p = m_document->project();
    QStringList cells(Columns);
    cells[InputColumn] = horizonInputName(key, language);
    if (CostHorizon::keys().contains(key)) {
        const Assumption a = p.costHorizon.inputs.value(key);
        cells[ValueColumn] = a.value ? numberText(*a.value) : QString();
        cells[LabelColumn] = a.label;
        cells[SourceColumn] = a.source;
        cells[DateColumn] = a.date ? a.date->toString(Qt::ISODate) : QString();
        *tip = CostHorizon::explanation(key, language);
    } else if (key == QLatin1String("engineer_rate")) {
        const Assumption a = p.assumptions.amortisation.value(key);
        cells[ValueColumn] = a.value ? moneyText(*a.value, p.assumptions.currency, locale) : tr("not set");
        cells[LabelColumn] = a.label;
        cells[SourceColumn] = a.source;
        cells[DateColumn] = a.date ? a.date->toString(Qt::ISODate) : QString();
        *tip = tr("One rate for every engineering hour: set it with the amortisation inputs on the Plan stage.");
    } else {
        measuredCells(key, cells, tip);
    }
    return cells;
}

void HorizonPanel::measuredCells(const QString &key, QStringList &cells, QString *tip) const
{
    const QString currency = m_horizon.currency.isEmpty() ? m_document->project().assumptions.currency : m_horizon.currency;
    const HorizonMeasured &m = m_horizon.measured;
    std::optional<double> value;
    QString why;
    if (key == QLatin1String("reference_cost_per_accepted_training")) {
        value = m.reference.costPerAcceptedTraining();
        why = m.reference.perAcceptedReason();
        cells[SourceColumn] = tr("measured: %1 of %2 completed reference runs ended in an accepted state")
                                  .arg(m.reference.endedAccepted)
                                  .arg(m.reference.completed);
    } else if (key == QLatin1String("pilot_cost_per_accepted_training")) {
        value = m.pilot.costPerAcceptedTraining();
        why = m.pilot.perAcceptedReason();
        cells[SourceColumn] =
            tr("measured: %1 of %2 completed pilot runs ended in an accepted state").arg(m.pilot.endedAccepted).arg(m.pilot.completed);
    } else {
        value = m.fallbackRunCost;
        why = m.fallbackReason;
        cells[SourceColumn] = tr("measured: %n fallback run(s)", nullptr, m.fallbackRuns);
    }
    cells[ValueColumn] = !m_hasModel ? tr("not calculated yet") : value ? moneyText(*value, currency, QLocale()) : tr("unknown");
    cells[LabelColumn] = value ? tr("a training of the task profile, from the projection") : why;
    *tip = why.isEmpty() ? tr("From the measured runs: recalculate (F5) after runs change.") : why;
}

void HorizonPanel::setRowItems(int row, const QString &key, const QStringList &cells, const QString &tip, const QString &flipTip)
{
    const Project &p = m_document->project();
    const bool own = CostHorizon::keys().contains(key);
    for (int column = 0; column < Columns; ++column) {
        auto *item = new QTableWidgetItem(cells.at(column));
        Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
        if (own && column >= ValueColumn && column <= DateColumn)
            flags |= Qt::ItemIsEditable;
        item->setFlags(flags);
        item->setData(Qt::UserRole, key);
        // A long label or source is cut to its column: the tool tip holds it whole.
        const QString itemTip = column == FlipColumn ? flipTip : column == LabelColumn || column == SourceColumn ? cells.at(column) : tip;
        item->setToolTip(plainToolTip(itemTip));
        m_table->setItem(row, column, item);
    }
    if (own && !p.costHorizon.inputs.value(key).confirmed() && p.costHorizon.inputs.value(key).value)
        m_table->item(row, SourceColumn)->setToolTip(tr("An unconfirmed assumption: give its source and the date it was taken."));
}

void HorizonPanel::commit(QTableWidgetItem *item)
{
    if (m_filling || !item)
        return;
    const QString key = item->data(Qt::UserRole).toString();
    if (!CostHorizon::keys().contains(key))
        return;
    const QString text = item->text().trimmed();
    const int column = item->column();
    Assumption a = m_document->project().costHorizon.inputs.value(key);
    QString problem;
    if (column == ValueColumn) {
        bool ok = text.isEmpty();
        double v = 0;
        if (!ok)
            v = QLocale().toDouble(text, &ok);
        if (!ok)
            v = QLocale::c().toDouble(text, &ok);
        if (!ok)
            problem = tr("expected a number, found '%1'").arg(text);
        else if (!text.isEmpty())
            problem = CostHorizon::check(key, v);
        // Trainings and tokens are two measures of one workload: the file takes one of them.
        const QString other = key == QLatin1String("trainings_per_month") ? QStringLiteral("tokens_per_month")
                              : key == QLatin1String("tokens_per_month")  ? QStringLiteral("trainings_per_month")
                                                                          : QString();
        if (problem.isEmpty() && !text.isEmpty() && !other.isEmpty() && m_document->project().costHorizon.value(other))
            problem = tr("give the trainings or the tokens a month, not both: empty the other first");
        if (problem.isEmpty())
            a.value = text.isEmpty() ? std::nullopt : std::optional<double>(v);
    } else if (column == DateColumn) {
        const QDate date = QDate::fromString(text, Qt::ISODate);
        if (!text.isEmpty() && !date.isValid())
            problem = tr("expected a date like 2026-11-30, found '%1'").arg(text);
        else
            a.date = text.isEmpty() ? std::nullopt : std::optional<QDate>(date);
    } else if (column == LabelColumn) {
        a.label = text;
    } else if (column == SourceColumn) {
        a.source = text;
    }
    const QString title = horizonInputName(key, uiLanguage());
    if (!problem.isEmpty()) {
        // What was typed stays until it is mended, and says what is wrong with it.
        m_message->setText(tr("%1: %2").arg(title, problem));
        m_message->setVisible(true);
        return;
    }
    m_message->setVisible(false);
    const Assumption before = m_document->project().costHorizon.inputs.value(key);
    if (before.value == a.value && before.label == a.label && before.source == a.source && before.date == a.date)
        return;
    m_document->edit(tr("Change %1").arg(title), [key, a](Project &p) {
        if (a.isEmpty())
            p.costHorizon.inputs.remove(key);
        else
            p.costHorizon.inputs.insert(key, a);
    });
}

void HorizonPanel::retranslate()
{
    m_table->setAccessibleName(tr("Cost horizon assumptions"));
    m_chart->setAccessibleName(tr("Cumulative cost of each path over the planning period"));
    m_table->setHorizontalHeaderLabels(
        {tr("Input"), tr("Value"), tr("Label"), tr("Source"), tr("Date taken"), tr("Changes the verdict at")});
    // The reasons a figure is unknown are worked out in the language of the moment.
    recompute();
}

} // namespace pilot::app
