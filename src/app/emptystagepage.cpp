#include "emptystagepage.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace pilot::app {

EmptyStagePage::EmptyStagePage(const char *title, const char *text, QWidget *parent)
    : QWidget(parent)
    , m_title(title)
    , m_text(text)
    , m_titleLabel(new QLabel(this))
    , m_textLabel(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->addStretch(1);
    QFont font = m_titleLabel->font();
    font.setPointSizeF(font.pointSizeF() * 1.5);
    font.setBold(true);
    m_titleLabel->setFont(font);
    m_titleLabel->setAlignment(Qt::AlignCenter);
    m_titleLabel->setObjectName(QStringLiteral("emptyStageTitle"));
    m_textLabel->setAlignment(Qt::AlignCenter);
    m_textLabel->setWordWrap(true);
    m_textLabel->setObjectName(QStringLiteral("emptyStageText"));
    layout->addWidget(m_titleLabel);
    layout->addWidget(m_textLabel);
    layout->addStretch(2);
    retranslate();
}

void EmptyStagePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void EmptyStagePage::retranslate()
{
    m_titleLabel->setText(QCoreApplication::translate("pilot::app::Stages", m_title));
    m_textLabel->setText(QCoreApplication::translate("pilot::app::Stages", m_text));
}

} // namespace pilot::app
