#pragma once

#include <QDialog>

class QPlainTextEdit;

namespace pilot::app {

/// Two versions of a project side by side as one list of lines: what only the first has
/// (marked −, red), what only the second has (+, green), and the lines both share. Texts are
/// shown as written, never as markup.
class ProjectDiffDialog : public QDialog
{
    Q_OBJECT
public:
    ProjectDiffDialog(const QString &title, const QString &firstName, const QByteArray &first, const QString &secondName,
                      const QByteArray &second, QWidget *parent = nullptr);
    /// The lines as shown, with their − / + marks (tests).
    QString shownText() const;

private:
    QPlainTextEdit *m_text;
};

} // namespace pilot::app
