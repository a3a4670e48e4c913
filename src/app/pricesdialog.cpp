#include "pricesdialog.h"

#include "core/cost/moneybound.h"
#include "core/cost/pricetablewriter.h"
#include "core/job/launchtarget.h"
#include "core/project/projectplace.h"
#include "core/support/datafile.h"
#include "core/support/regularfile.h"

#include "costwords.h"
#include "numberentry.h"
#include "pricetablefile.h"
#include "projectdocument.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QShortcut>
#include <QTabWidget>
#include <QTableWidget>
#include <QUndoCommand>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace pilot::app {

namespace {

const char *const kTemplate = ":/prices/template.yaml";

QString platformTitle(const QString &platform)
{
    if (platform == QLatin1String("gpu"))
        return PricesDialog::tr("GPU");
    if (platform == QLatin1String("trainium2"))
        return PricesDialog::tr("Trainium2");
    if (platform == QLatin1String("other"))
        return PricesDialog::tr("other");
    return platform;
}

} // namespace

bool PricesDialog::State::operator==(const State &o) const
{
    if (file != o.file || mapping != o.mapping || table.entries.size() != o.table.entries.size())
        return false;
    for (int i = 0; i < table.entries.size(); ++i) {
        const PriceEntry &a = table.entries.at(i), &b = o.table.entries.at(i);
        if (a.id != b.id || a.label != b.label || a.platform != b.platform || a.unit != b.unit || a.pricePerHour != b.pricePerHour
            || a.currency != b.currency || a.pricingKind != b.pricingKind || a.source != b.source || a.date != b.date)
            return false;
    }
    return true;
}

// The dialog's own Undo: each step holds the whole state before and after (a table of prices
// is small), so undoing never has to know what kind of change it was.
class PricesDialog::Snapshot : public QUndoCommand
{
public:
    Snapshot(PricesDialog *dialog, const QString &name, State before, State after)
        : QUndoCommand(name)
        , m_dialog(dialog)
        , m_before(std::move(before))
        , m_after(std::move(after))
    {
    }
    void redo() override { m_dialog->setState(m_after); }
    void undo() override { m_dialog->setState(m_before); }

private:
    PricesDialog *m_dialog;
    State m_before, m_after;
};

PricesDialog::PricesDialog(ProjectDocument *document, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
    , m_file(new QLabel(this))
    , m_attach(new QPushButton(this))
    , m_tabs(new QTabWidget(this))
    , m_entries(new QTableWidget(0, EntryColumns, this))
    , m_add(new QPushButton(this))
    , m_remove(new QPushButton(this))
    , m_assign(new QTableWidget(0, AssignColumns, this))
    , m_problemsLabel(new QLabel(this))
    , m_undo(new QUndoStack(this))
{
    setUpWidgets();
    QDialogButtonBox *buttons = buildLayout();
    connectControls(buttons);
    readProjectTable();
    retranslate();
    showState();
    resize(1100, 560);
}

void PricesDialog::setUpWidgets()
{
    setObjectName(QStringLiteral("pricesDialog"));
    m_entries->setObjectName(QStringLiteral("priceEntries"));
    m_assign->setObjectName(QStringLiteral("priceAssignments"));
    m_problemsLabel->setObjectName(QStringLiteral("priceProblems"));
    m_add->setObjectName(QStringLiteral("addPrice"));
    m_remove->setObjectName(QStringLiteral("removePrice"));
    m_attach->setObjectName(QStringLiteral("attachPriceTable"));
    m_file->setWordWrap(true);
    m_file->setTextFormat(Qt::PlainText);
    m_problemsLabel->setWordWrap(true);
    m_problemsLabel->setTextFormat(Qt::PlainText);
    for (QTableWidget *t : {m_entries, m_assign}) {
        t->verticalHeader()->setVisible(false);
        t->setSelectionBehavior(QAbstractItemView::SelectRows);
        t->setSelectionMode(QAbstractItemView::SingleSelection);
        t->horizontalHeader()->setStretchLastSection(true);
    }
    m_entries->setWordWrap(false);
}

QDialogButtonBox *PricesDialog::buildLayout()
{
    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(m_attach);
    auto *pricesTab = new QWidget(this);
    auto *pricesLayout = new QVBoxLayout(pricesTab);
    pricesLayout->addWidget(m_entries, 1);
    auto *entryButtons = new QHBoxLayout;
    entryButtons->addWidget(m_add);
    entryButtons->addWidget(m_remove);
    entryButtons->addStretch(1);
    pricesLayout->addLayout(entryButtons);
    m_tabs->addTab(pricesTab, QString());
    m_tabs->addTab(m_assign, QString());
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    m_save = buttons->button(QDialogButtonBox::Save);
    m_save->setObjectName(QStringLiteral("savePrices"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(fileRow);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_problemsLabel);
    layout->addWidget(buttons);
    return buttons;
}

void PricesDialog::connectControls(QDialogButtonBox *buttons)
{
    auto *undo = new QShortcut(QKeySequence::Undo, this);
    auto *redo = new QShortcut(QKeySequence::Redo, this);
    connect(undo, &QShortcut::activated, m_undo, &QUndoStack::undo);
    connect(redo, &QShortcut::activated, m_undo, &QUndoStack::redo);
    connect(buttons, &QDialogButtonBox::accepted, this, &PricesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &PricesDialog::reject);
    connect(m_add, &QPushButton::clicked, this, &PricesDialog::addEntry);
    connect(m_remove, &QPushButton::clicked, this, &PricesDialog::removeEntry);
    connect(m_attach, &QPushButton::clicked, this, &PricesDialog::chooseExisting);
    connect(m_entries, &QTableWidget::cellChanged, this, &PricesDialog::entryEdited);
    connect(m_assign, &QTableWidget::cellChanged, this, &PricesDialog::assignmentEdited);
    connect(m_entries, &QTableWidget::itemSelectionChanged, this, [this] { m_remove->setEnabled(m_entries->currentRow() >= 0); });
}

void PricesDialog::readProjectTable()
{
    // The project's table as it is on disk; a project without one starts from the template,
    // written as prices.yaml (or the first free name) on Save.
    const Project &project = m_document->project();
    m_state.mapping = project.prices;
    m_state.file = project.priceTable;
    QString error;
    if (!m_state.file.isEmpty()) {
        const ProjectPlace place = placeInProject(m_state.file, folder());
        std::optional<PriceTable> table;
        if (place.outside)
            error = tr("The project names a price table outside its folder (%1); it is not read. Attach one from the project's folder.")
                        .arg(m_state.file);
        else if (readPriceTableFile(place.absolute, &m_state.fileBytes, &table, &error))
            m_state.table = *table;
        else
            error = tr("The project's price table cannot be read, so it cannot be edited here: %1").arg(error);
    } else {
        std::optional<PriceTable> table;
        if (readPriceTableFile(QString::fromLatin1(kTemplate), &m_state.fileBytes, &table, &error))
            m_state.table = *table;
    }
    m_saved = m_state;
    if (!error.isEmpty()) {
        m_invalidCells << error;
        m_entries->setEnabled(false);
        m_add->setEnabled(false);
    }
    if (folder().isEmpty()) {
        m_invalidCells << tr("Save the project first: its price table lies in its folder.");
        m_attach->setEnabled(false);
    }
}

PricesDialog::~PricesDialog() = default;

QString PricesDialog::folder() const
{
    return projectFolderOf(m_document->path());
}

void PricesDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        showState();
    }
    QDialog::changeEvent(event);
}

void PricesDialog::retranslate()
{
    setWindowTitle(tr("Prices"));
    m_attach->setText(tr("&Attach Existing Table…"));
    m_add->setText(tr("A&dd Price"));
    m_remove->setText(tr("&Remove Price"));
    m_tabs->setTabText(0, tr("&Prices"));
    m_tabs->setTabText(1, tr("&Who Is Charged Which Price"));
    m_entries->setHorizontalHeaderLabels({tr("Label"), tr("Id"), tr("Platform"), tr("Unit"), tr("Price per hour"), tr("Currency"),
                                          tr("Pricing"), tr("Source"), tr("Date taken")});
    m_assign->setHorizontalHeaderLabels({tr("Run or target"), tr("Kind"), tr("Price"), tr("Units held")});
    m_entries->horizontalHeaderItem(PriceColumn)->setToolTip(tr("Per unit and hour, in the currency beside it; empty while not known"));
    m_entries->horizontalHeaderItem(DateColumn)->setToolTip(tr("When the figure was taken, e.g. 2026-11-30"));
    m_assign->horizontalHeaderItem(UnitsColumn)
        ->setToolTip(tr("How many instances, chips or devices the run held; empty: one instance (not enough for a chip or device price)"));
}

void PricesDialog::change(const std::function<void(State &)> &apply, const QString &name)
{
    State after = m_state;
    apply(after);
    if (after == m_state)
        return showState(); // an edit that changes nothing (or was refused) shows the state again
    m_undo->push(new Snapshot(this, name, m_state, after));
}

void PricesDialog::setState(const State &state)
{
    m_state = state;
    showState();
}

void PricesDialog::showState()
{
    const QString shown = m_state.file.isEmpty()
                              ? tr("A new price table, made from the template: its prices are empty until you enter them. "
                                   "Save writes it to the project's folder.")
                              : tr("Price table: %1").arg(QDir::toNativeSeparators(m_state.file));
    m_file->setText(shown);
    showEntries();
    showAssignments();
    check();
}

void PricesDialog::showEntries()
{
    m_showing = true;
    const QLocale l;
    const int current = m_entries->currentRow();
    m_entries->setRowCount(int(m_state.table.entries.size()));
    for (int row = 0; row < m_state.table.entries.size(); ++row) {
        const PriceEntry &e = m_state.table.entries.at(row);
        const auto text = [&](int column, const QString &value) {
            auto *item = m_entries->item(row, column);
            if (!item)
                m_entries->setItem(row, column, item = new QTableWidgetItem);
            item->setText(value);
        };
        text(LabelColumn, e.label);
        text(IdColumn, e.id);
        text(PriceColumn, e.pricePerHour ? l.toString(*e.pricePerHour, 'f', QLocale::FloatingPointShortest) : QString());
        text(CurrencyColumn, e.currency);
        text(SourceColumn, e.source);
        text(DateColumn, e.date ? e.date->toString(Qt::ISODate) : QString());
        // The three words of the format as choices, shown in the UI language.
        const auto choice = [&](int column, const QStringList &values, const QString &value, QString (*title)(const QString &)) {
            auto *box = qobject_cast<QComboBox *>(m_entries->cellWidget(row, column));
            if (!box) {
                box = new QComboBox(m_entries);
                m_entries->setCellWidget(row, column, box);
                connect(box, &QComboBox::activated, this, [this, box, column] {
                    for (int r = 0; r < m_entries->rowCount(); ++r) {
                        if (m_entries->cellWidget(r, column) == box)
                            entryEdited(r, column);
                    }
                });
            }
            box->clear();
            for (const QString &v : values)
                box->addItem(title(v), v);
            box->setCurrentIndex(int(values.indexOf(value)));
        };
        choice(PlatformColumn, PriceTable::platforms(), e.platform, &platformTitle);
        choice(UnitColumn, PriceTable::units(), e.unit, &unitTitle);
        choice(PricingColumn, PriceTable::pricingKinds(), e.pricingKind, &pricingKindTitle);
    }
    if (current >= 0 && current < m_entries->rowCount())
        m_entries->selectRow(current);
    m_remove->setEnabled(m_entries->isEnabled() && m_entries->currentRow() >= 0);
    m_entries->resizeColumnsToContents();
    m_showing = false;
}

void PricesDialog::showAssignments()
{
    m_showing = true;
    // Every run of the project, then every target a run or a setting names.
    struct Row
    {
        QString key;
        bool run;
        QString shown;
    };
    QList<Row> rows;
    for (const ProjectRun &run : m_document->project().runs)
        rows.append({run.path, true, run.label.isEmpty() ? run.path : run.label + QStringLiteral(" (") + run.path + QLatin1Char(')')});
    QStringList targets = m_state.mapping.targets.keys();
    targets.prepend(QStringLiteral("local"));
    for (const BackendRuntime &r : m_document->project().runtime) {
        for (auto it = r.targets.cbegin(); it != r.targets.cend(); ++it)
            targets.append(it.key());
    }
    targets.removeDuplicates();
    for (const QString &t : std::as_const(targets))
        rows.append({t, false, t});
    m_assign->setRowCount(int(rows.size()));
    const QLocale l;
    for (int i = 0; i < rows.size(); ++i) {
        const Row &r = rows.at(i);
        const std::optional<PriceRef> ref =
            r.run ? (m_state.mapping.runs.contains(r.key) ? std::optional(m_state.mapping.runs.value(r.key)) : std::nullopt)
                  : (m_state.mapping.targets.contains(r.key) ? std::optional(m_state.mapping.targets.value(r.key)) : std::nullopt);
        auto *what = new QTableWidgetItem(r.shown);
        what->setData(Qt::UserRole, r.key);
        what->setData(Qt::UserRole + 1, r.run);
        what->setFlags(what->flags() & ~Qt::ItemIsEditable);
        m_assign->setItem(i, WhatColumn, what);
        auto *kind = new QTableWidgetItem(r.run ? tr("run") : tr("target"));
        kind->setFlags(kind->flags() & ~Qt::ItemIsEditable);
        m_assign->setItem(i, KindColumn, kind);
        auto *box = qobject_cast<QComboBox *>(m_assign->cellWidget(i, AssignPriceColumn));
        if (!box) {
            box = new QComboBox(m_assign);
            m_assign->setCellWidget(i, AssignPriceColumn, box);
            connect(box, &QComboBox::activated, this, [this, box] {
                for (int row = 0; row < m_assign->rowCount(); ++row) {
                    if (m_assign->cellWidget(row, AssignPriceColumn) == box)
                        assignmentEdited(row, AssignPriceColumn);
                }
            });
        }
        box->clear();
        box->addItem(r.run ? tr("its target's price") : tr("no price"), QString());
        for (const PriceEntry &e : m_state.table.entries)
            box->addItem(e.label.isEmpty() ? e.id : e.label, e.id);
        const int at = ref ? box->findData(ref->price) : 0;
        if (ref && at < 0)
            box->addItem(tr("%1 (not in the table)").arg(ref->price), ref->price);
        box->setCurrentIndex(ref ? box->findData(ref->price) : 0);
        auto *units = new QTableWidgetItem(ref && ref->units ? l.toString(*ref->units, 'f', QLocale::FloatingPointShortest) : QString());
        if (!ref)
            units->setFlags(units->flags() & ~Qt::ItemIsEditable);
        m_assign->setItem(i, UnitsColumn, units);
    }
    m_assign->resizeColumnsToContents();
    m_showing = false;
}

void PricesDialog::check()
{
    QStringList problems = m_invalidCells;
    // The rules of the file are the reader's: the table as it would be written is read back.
    Diagnostics diagnostics;
    const QByteArray yaml = writePriceTable(m_state.table, m_state.fileBytes);
    if (!PriceTable::parse(yaml, QStringLiteral("prices.yaml"), &diagnostics)) {
        static const QRegularExpression entry(QStringLiteral("^prices\\[(\\d+)\\]\\.?"));
        for (const Diagnostic &d : std::as_const(diagnostics)) {
            if (d.severity != Diagnostic::Severity::Error)
                continue;
            QString message = d.message;
            const QRegularExpressionMatch m = entry.match(message);
            if (m.hasMatch()) {
                const int row = m.captured(1).toInt();
                const PriceEntry &e = m_state.table.entries.value(row);
                message = tr("Row %1 (%2): %3").arg(row + 1).arg(e.label.isEmpty() ? e.id : e.label, message.mid(m.capturedLength()));
            }
            problems << message;
        }
    }
    for (auto it = m_state.mapping.runs.cbegin(); it != m_state.mapping.runs.cend(); ++it) {
        if (!m_state.table.find(it->price))
            problems << tr("The run %1 is charged at %2, which the table does not list.").arg(it.key(), it->price);
    }
    for (auto it = m_state.mapping.targets.cbegin(); it != m_state.mapping.targets.cend(); ++it) {
        if (!m_state.table.find(it->price))
            problems << tr("The target %1 is charged at %2, which the table does not list.").arg(it.key(), it->price);
    }
    problems.removeDuplicates();
    m_problems = problems;
    m_problemsLabel->setText(problems.join(QLatin1Char('\n')));
    m_problemsLabel->setVisible(!problems.isEmpty());
    m_save->setEnabled(problems.isEmpty() && !folder().isEmpty() && !(m_state == m_saved && !m_state.file.isEmpty()));
}

void PricesDialog::entryEdited(int row, int column)
{
    if (m_showing || row < 0 || row >= m_state.table.entries.size())
        return;
    const QString cell = QStringLiteral("%1:%2").arg(row).arg(column);
    // What does not read as a number or a date stays in its cell, named as a problem.
    m_invalidCells.erase(std::remove_if(m_invalidCells.begin(), m_invalidCells.end(),
                                        [&](const QString &p) { return p.startsWith(cell + QLatin1Char(' ')); }),
                         m_invalidCells.end());
    const auto text = [&] { return m_entries->item(row, column) ? m_entries->item(row, column)->text().trimmed() : QString(); };
    const auto box = [&] { return qobject_cast<QComboBox *>(m_entries->cellWidget(row, column))->currentData().toString(); };
    const QString name = m_entries->horizontalHeaderItem(column)->text();
    if (column == PriceColumn && !text().isEmpty()) {
        const std::optional<double> price = parseNumber(text());
        if (!price || *price < 0 || !plausibleMoney(*price)) {
            m_invalidCells << cell + QLatin1Char(' ')
                                  + tr("Row %1, price per hour: '%2' is not a price (a number from 0 on).").arg(row + 1).arg(text());
            return check();
        }
    }
    if (column == DateColumn && !text().isEmpty() && !QDate::fromString(text(), Qt::ISODate).isValid()) {
        m_invalidCells << cell + QLatin1Char(' ') + tr("Row %1, date taken: '%2' is not a date like 2026-11-30.").arg(row + 1).arg(text());
        return check();
    }
    // Problems in m_invalidCells start with their cell, which the user need not see.
    const QString value = (column == PlatformColumn || column == UnitColumn || column == PricingColumn) ? box() : text();
    const QString oldId = m_state.table.entries.at(row).id;
    change(
        [&](State &s) {
            PriceEntry &e = s.table.entries[row];
            switch (column) {
            case LabelColumn: {
                // An id the dialog made from the label follows it while nothing is charged at it.
                PriceTable others = s.table;
                others.entries.removeAt(row);
                const bool charged = std::any_of(s.mapping.runs.cbegin(), s.mapping.runs.cend(),
                                                 [&](const PriceRef &r) { return r.price == e.id; })
                                     || std::any_of(s.mapping.targets.cbegin(), s.mapping.targets.cend(),
                                                    [&](const PriceRef &r) { return r.price == e.id; });
                if (!charged && e.id == newPriceId(others, e.label))
                    e.id = newPriceId(others, value);
                e.label = value;
                break;
            }
            case IdColumn:
                e.id = value;
                // The runs and targets charged at it follow the new id.
                for (PriceRef &r : s.mapping.runs) {
                    if (r.price == oldId)
                        r.price = value;
                }
                for (PriceRef &r : s.mapping.targets) {
                    if (r.price == oldId)
                        r.price = value;
                }
                break;
            case PlatformColumn:
                e.platform = value;
                break;
            case UnitColumn:
                e.unit = value;
                break;
            case PriceColumn:
                e.pricePerHour = value.isEmpty() ? std::nullopt : parseNumber(value);
                break;
            case CurrencyColumn:
                e.currency = value.toUpper();
                break;
            case PricingColumn:
                e.pricingKind = value;
                break;
            case SourceColumn:
                e.source = value;
                break;
            case DateColumn:
                e.date = value.isEmpty() ? std::nullopt : std::optional(QDate::fromString(value, Qt::ISODate));
                break;
            }
        },
        tr("Change %1").arg(name));
}

void PricesDialog::assignmentEdited(int row, int column)
{
    if (m_showing || row < 0 || row >= m_assign->rowCount())
        return;
    const QString key = m_assign->item(row, WhatColumn)->data(Qt::UserRole).toString();
    const bool run = m_assign->item(row, WhatColumn)->data(Qt::UserRole + 1).toBool();
    const QString price = qobject_cast<QComboBox *>(m_assign->cellWidget(row, AssignPriceColumn))->currentData().toString();
    const QString unitsText = m_assign->item(row, UnitsColumn) ? m_assign->item(row, UnitsColumn)->text().trimmed() : QString();
    std::optional<double> units;
    if (column == UnitsColumn && !unitsText.isEmpty()) {
        units = parseNumber(unitsText);
        if (!units || *units <= 0 || *units > 1e6) {
            QMessageBox::warning(this, windowTitle(), tr("'%1' is not a number of units (more than 0).").arg(unitsText));
            return showAssignments();
        }
    }
    change(
        [&](State &s) {
            QMap<QString, PriceRef> &map = run ? s.mapping.runs : s.mapping.targets;
            if (price.isEmpty()) {
                map.remove(key);
                return;
            }
            PriceRef ref = map.value(key);
            ref.price = price;
            if (column == UnitsColumn)
                ref.units = units;
            map.insert(key, ref);
        },
        tr("Charge %1").arg(key));
}

void PricesDialog::addEntry()
{
    change(
        [](State &s) {
            PriceEntry e;
            e.label = tr("New price");
            e.id = newPriceId(s.table, e.label);
            e.platform = QStringLiteral("gpu");
            e.unit = QStringLiteral("instance_hour");
            e.pricingKind = QStringLiteral("on_demand");
            s.table.entries.append(e);
        },
        tr("Add Price"));
    m_entries->setCurrentCell(m_entries->rowCount() - 1, LabelColumn);
    m_entries->editItem(m_entries->item(m_entries->rowCount() - 1, LabelColumn));
}

void PricesDialog::removeEntry()
{
    const int row = m_entries->currentRow();
    if (row < 0 || row >= m_state.table.entries.size())
        return;
    change(
        [row](State &s) {
            const QString id = s.table.entries.at(row).id;
            s.table.entries.removeAt(row);
            // Nobody stays charged at a price that is gone.
            for (auto *map : {&s.mapping.runs, &s.mapping.targets}) {
                for (auto it = map->begin(); it != map->end();)
                    it = it->price == id ? map->erase(it) : std::next(it);
            }
        },
        tr("Remove Price"));
}

void PricesDialog::chooseExisting()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Attach a Price Table"), folder(), tr("Price tables (*.yaml *.yml)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!attach(path, &error))
        QMessageBox::warning(this, tr("Attach a Price Table"), error);
}

bool PricesDialog::attach(const QString &path, QString *error)
{
    const ProjectPlace place = placeInProject(QFileInfo(path).absoluteFilePath(), folder());
    if (folder().isEmpty() || place.outside) {
        *error = tr("%1 lies outside the project's folder. A project reads only files in its folder: copy the table there first.")
                     .arg(QDir::toNativeSeparators(path));
        return false;
    }
    QByteArray bytes;
    std::optional<PriceTable> table;
    if (!readPriceTableFile(place.absolute, &bytes, &table, error))
        return false;
    change(
        [&](State &s) {
            s.file = place.shown;
            s.table = *table;
            s.fileBytes = bytes;
        },
        tr("Attach Price Table"));
    // The table read is the one on disk now: it is what Save compares against.
    m_saved.fileBytes = bytes;
    m_invalidCells.clear();
    m_entries->setEnabled(true);
    m_add->setEnabled(true);
    check();
    return true;
}

bool PricesDialog::save(QString *error)
{
    const QString base = folder();
    if (base.isEmpty()) {
        *error = tr("Save the project first: its price table lies in its folder.");
        return false;
    }
    State next = m_state;
    if (next.file.isEmpty()) {
        next.file = QStringLiteral("prices.yaml");
        for (int n = 2; QFileInfo::exists(QDir(base).filePath(next.file)); ++n)
            next.file = QStringLiteral("prices-%1.yaml").arg(n);
    }
    const ProjectPlace place = placeInProject(next.file, base);
    if (place.outside) {
        *error = tr("The price table %1 lies outside the project's folder.").arg(next.file);
        return false;
    }
    // Bytes the file held before (null: there was none), taken under the lock with the write.
    QByteArray before;
    if (QFileInfo::exists(place.absolute)) {
        QString why;
        if (!readRegularFile(place.absolute, kMaxDataFileBytes, &before, &why)) {
            *error = QDir::toNativeSeparators(place.absolute) + QStringLiteral(": ") + why;
            return false;
        }
    }
    const QByteArray after = writePriceTable(next.table, next.fileBytes);
    const bool fileChanges = before != after || before.isNull();
    if (fileChanges
        && !writePriceTableFile(place.absolute, after, before.isNull() ? std::optional<QByteArray>(QByteArray()) : std::optional(before),
                                error))
        return false;
    QUndoStack *history = m_document->undoStack();
    history->beginMacro(tr("Change Prices"));
    if (fileChanges)
        history->push(new PriceTableFileCommand(m_document, place.absolute, before, after));
    const QString file = next.file;
    const PriceMapping mapping = next.mapping;
    m_document->edit({staticMetaObject.className(), QT_TR_NOOP("Change Prices")}, [file, mapping](Project &p) {
        p.priceTable = file;
        p.prices = mapping;
    });
    history->endMacro();
    m_document->pricesRewritten();
    next.fileBytes = after;
    m_state = next;
    m_saved = next;
    return true;
}

void PricesDialog::accept()
{
    QString error;
    if (!save(&error)) {
        QMessageBox::warning(this, tr("Prices Not Saved"), error);
        return;
    }
    QDialog::accept();
}

} // namespace pilot::app
