#pragma once

#include "core/cost/pricetable.h"
#include "core/project/pricemapping.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QPushButton;
class QTableWidget;
class QTabWidget;
class QUndoStack;

namespace pilot::app {

class ProjectDocument;

/// Prices entered in the app (docs/cost.md): the project's price table — made from the template
/// when the project has none, or an existing table of the project's folder attached — with
/// every entry's label, platform, unit, price per hour, currency, pricing kind, source and date,
/// checked by the same reader that reads the file (a problem names its row and field); and
/// which price each run and each target is charged at, with the units it held. Every change
/// can be undone in the dialog (Ctrl+Z); Save writes the table file (atomically, under its lock,
/// in the file format) and the project's `price_table` and `prices` as one step of the
/// project's Undo history, so Edit → Undo brings back both the file and the project as they
/// were. Cancel writes nothing.
class PricesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PricesDialog(ProjectDocument *document, QWidget *parent = nullptr);
    ~PricesDialog() override;

    /// What the dialog holds now.
    struct State
    {
        QString file; ///< the table's path as the project names it (relative to its folder); empty: none yet
        PriceTable table;
        PriceMapping mapping;
        QByteArray fileBytes; ///< the table file as read (its comments are kept); empty for a new one
        bool operator==(const State &o) const;
    };
    const State &state() const { return m_state; }
    /// Problems that keep Save disabled, one line each ("Row 2 (p5 on demand), currency: …").
    QStringList problems() const { return m_problems; }

    QTableWidget *entriesTable() const { return m_entries; }
    QTableWidget *assignmentTable() const { return m_assign; }
    QUndoStack *undoStack() const { return m_undo; }

    /// Writes the table and applies the project's side as one undoable step; false with
    /// `error` when the file cannot be written (nothing changed then).
    bool save(QString *error);
    /// Reads `path` (inside the project's folder) as the project's table from now on; false
    /// with `error` when it is outside the folder or does not read as a price table.
    bool attach(const QString &path, QString *error);

    enum EntryColumn {
        LabelColumn,
        IdColumn,
        PlatformColumn,
        UnitColumn,
        PriceColumn,
        CurrencyColumn,
        PricingColumn,
        SourceColumn,
        DateColumn,
        EntryColumns
    };
    enum AssignColumn { WhatColumn, KindColumn, AssignPriceColumn, UnitsColumn, AssignColumns };

protected:
    void changeEvent(QEvent *event) override;
    void accept() override;

private:
    // The constructor's parts, in its order.
    void setUpWidgets();
    /// Lays out the dialog; returns its Save and Cancel buttons.
    QDialogButtonBox *buildLayout();
    void connectControls(QDialogButtonBox *buttons);
    /// The project's price table (or the template) as the state to edit and the state saved;
    /// what keeps it from being edited or saved is listed and its controls disabled.
    void readProjectTable();
    void retranslate();
    void change(const std::function<void(State &)> &apply, const QString &name);
    void setState(const State &state);
    void showState();
    void showEntries();
    void showAssignments();
    void check();
    void entryEdited(int row, int column);
    void assignmentEdited(int row, int column);
    void addEntry();
    void removeEntry();
    void chooseExisting();
    QString folder() const;

    class Snapshot;
    ProjectDocument *m_document;
    State m_state;
    State m_saved; ///< as it was when the dialog opened
    QStringList m_problems;
    QStringList m_invalidCells; ///< what the user typed that is not a number or a date, per cell
    bool m_showing = false;     ///< the tables are being filled: their edit signals are not edits
    QLabel *m_file;
    QPushButton *m_attach;
    QTabWidget *m_tabs;
    QTableWidget *m_entries;
    QPushButton *m_add;
    QPushButton *m_remove;
    QTableWidget *m_assign;
    QLabel *m_problemsLabel;
    QPushButton *m_save;
    QUndoStack *m_undo;
};

} // namespace pilot::app
