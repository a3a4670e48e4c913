#pragma once

#include <QMap>
#include <QWidget>

class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace pilot::app {

class ProjectDocument;

/// The task profile and the acceptance limits of the Plan stage. Fields check what is typed
/// (a wrong value is named and not saved); once the limits are locked (by the first pilot run
/// or by hand) a change needs an author and a reason and lands in the change log shown below.
/// Every edit is one undo step.
class ProfileLimitsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ProfileLimitsPanel(ProjectDocument *document, QWidget *parent = nullptr);
    ~ProfileLimitsPanel() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Field
    {
        QString key;
        QLineEdit *edit;
    };

    void build();
    void reload();
    void retranslate();
    void commitProfile(const QString &key, QLineEdit *edit);
    void commitLimit(const QString &key, QLineEdit *edit);
    void showError(const QString &message);

    ProjectDocument *m_document;
    QGroupBox *m_profileBox;
    QGroupBox *m_limitsBox;
    QFormLayout *m_profileForm;
    QFormLayout *m_limitsForm;
    QComboBox *m_method;
    QList<Field> m_profile;
    QList<Field> m_limits;
    QLabel *m_lockState;
    QPushButton *m_lockButton;
    QLineEdit *m_author;
    QLineEdit *m_reason;
    QLabel *m_error;
    QLabel *m_changesLabel;
    QTableWidget *m_changes;
    QMap<QString, QLabel *> m_labels; ///< form labels by field key, so retranslation only sets texts
};

} // namespace pilot::app
