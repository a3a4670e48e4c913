#pragma once

#include <QWidget>

class QLabel;

namespace pilot::app {

/// What a stage shows before it is built: its name and a plain statement that it is not
/// available in this version, instead of controls that do nothing.
class EmptyStagePage : public QWidget
{
    Q_OBJECT
public:
    /// `title` and `text` are untranslated source strings (QT_TR_NOOP in the caller's context
    /// "pilot::app::Stages"); they are translated on every language change.
    EmptyStagePage(const char *title, const char *text, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    const char *m_title;
    const char *m_text;
    QLabel *m_titleLabel;
    QLabel *m_textLabel;
};

} // namespace pilot::app
