#pragma once

#include <QMap>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace pilot::app {

class ProjectDocument;

/// The Plan stage's calculators: memory per device for full fine-tuning or LoRA against the
/// device table (with the parallelism that makes it fit), and amortisation with every
/// assumption entered and labelled by the user — the two prices entered here or taken from an
/// entry of the project's price table, so a price lives in one place. Inputs are kept in the project
/// (`assumptions:`), each change one undo step; the formulas are shown next to the results.
class CalculatorPanel : public QWidget
{
    Q_OBJECT
public:
    explicit CalculatorPanel(ProjectDocument *document, QWidget *parent = nullptr);
    ~CalculatorPanel() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    struct MemoryInput
    {
        QString key;
        QSpinBox *spin;
    };
    struct AmortisationInput
    {
        QString key;
        QDoubleSpinBox *value;
        QLineEdit *label;
        QComboBox *price; ///< the price table entry it takes its figure from (prices only, else null)
    };

    void build();
    /// The memory estimate's model, batch and device inputs; each edit is stored at once.
    void buildMemoryInputs();
    /// An amortisation assumption's value, its label and, for a price, the price table's row.
    void buildAmortisationInputs();
    void setUpResults();
    /// The forms' rows, each with a label kept for retranslation.
    void addFormRows();
    void buildLayout();
    void reload();
    void retranslate();
    void storeMemory();
    void storeAmortisation();
    void updateResults();
    void fillPriceChoices();
    void editPrices();

    ProjectDocument *m_document;
    bool m_loading = false;
    QGroupBox *m_memoryBox;
    QGroupBox *m_amortisationBox;
    QFormLayout *m_memoryForm;
    QFormLayout *m_amortisationForm;
    QList<MemoryInput> m_memory;
    QComboBox *m_method;
    QComboBox *m_precision;
    QCheckBox *m_tied;
    QCheckBox *m_recompute;
    QComboBox *m_device;
    QLabel *m_memoryResult;
    QLabel *m_memoryFormulas;
    QList<AmortisationInput> m_amortisation;
    QLineEdit *m_currency;
    QLabel *m_priceHint;
    QPushButton *m_prices;
    QLabel *m_amortisationResult;
    QLabel *m_amortisationFormulas;
    QMap<QString, QLabel *> m_labels; ///< form labels by input key, so retranslation only sets texts
};

} // namespace pilot::app
