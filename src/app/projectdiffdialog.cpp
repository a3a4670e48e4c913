#include "projectdiffdialog.h"

#include "charts/theme.h"

#include "core/support/linediff.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTextBlock>
#include <QTextCursor>
#include <QVBoxLayout>

namespace pilot::app {

ProjectDiffDialog::ProjectDiffDialog(const QString &title, const QString &firstName, const QByteArray &first, const QString &secondName,
                                     const QByteArray &second, QWidget *parent)
    : QDialog(parent)
    , m_text(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("projectDiffDialog"));
    setWindowTitle(title);
    auto *legend = new QLabel(tr("− only in %1    + only in %2").arg(firstName, secondName), this);
    legend->setTextFormat(Qt::PlainText);
    m_text->setObjectName(QStringLiteral("projectDiffText"));
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    const QList<DiffLine> lines = diffLines(QString::fromUtf8(first).split(QLatin1Char('\n')), QString::fromUtf8(second).split(QLatin1Char('\n')));
    QTextCursor cursor(m_text->document());
    QTextCharFormat removed, added, same;
    removed.setForeground(themeColor(ThemeColor::Bad, palette()));
    added.setForeground(themeColor(ThemeColor::Good, palette()));
    int changes = 0;
    for (int i = 0; i < lines.size(); ++i) {
        const DiffLine &l = lines.at(i);
        const QString mark = l.kind == DiffLine::Kind::Removed ? QStringLiteral("− ") : l.kind == DiffLine::Kind::Added ? QStringLiteral("+ ") : QStringLiteral("  ");
        if (i > 0)
            cursor.insertBlock();
        cursor.insertText(mark + l.text, l.kind == DiffLine::Kind::Removed ? removed : l.kind == DiffLine::Kind::Added ? added : same);
        changes += l.kind == DiffLine::Kind::Same ? 0 : 1;
    }
    auto *summary = new QLabel(changes == 0 ? tr("The two versions hold the same project.")
                                            : tr("%n line(s) differ.", nullptr, changes),
                               this);
    summary->setObjectName(QStringLiteral("projectDiffSummary"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(legend);
    layout->addWidget(summary);
    layout->addWidget(m_text, 1);
    layout->addWidget(buttons);
    resize(760, 520);
}

QString ProjectDiffDialog::shownText() const
{
    return m_text->toPlainText();
}

} // namespace pilot::app
