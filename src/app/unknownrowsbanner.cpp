#include "unknownrowsbanner.h"

#include "projectdocument.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLayoutItem>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace pilot::app {

namespace {

// An id is the project's text and may be of any length: the banner shows its start.
QString shownId(const QString &id)
{
    constexpr int kMaxShown = 60;
    return id.size() > kMaxShown ? id.left(kMaxShown - 1) + QChar(0x2026) : id;
}

int rowIndex(const Project &project, const QString &id)
{
    for (int i = 0; i < project.decision.size(); ++i) {
        if (project.decision.at(i).id == id)
            return i;
    }
    return -1;
}

} // namespace

bool decisionRowHasContent(const Project &project, const QString &id)
{
    const DecisionAnswer *row = project.answer(id);
    return row && (row->answer != Answer::Unknown || !row->reason.isEmpty() || !row->evidence.isEmpty());
}

bool renameDecisionRow(Project &project, const QString &from, const QString &to)
{
    if (from == to || rowIndex(project, from) < 0 || decisionRowHasContent(project, to))
        return false;
    if (const int empty = rowIndex(project, to); empty >= 0)
        project.decision.removeAt(empty);
    project.decision[rowIndex(project, from)].id = to;
    return true;
}

UnknownRowsBanner::UnknownRowsBanner(ProjectDocument *document, QWidget *parent)
    : QFrame(parent)
    , m_document(document)
    , m_layout(new QVBoxLayout(this))
{
    setObjectName(QStringLiteral("unknownRowsBanner"));
    setFrameShape(QFrame::StyledPanel);
    m_layout->setContentsMargins(6, 4, 6, 4);
    m_layout->setSpacing(2);
    hide();
}

void UnknownRowsBanner::showRows(const QList<UnknownQuestionId> &rows)
{
    QList<UnknownQuestionId> typos;
    QList<bool> taken;
    for (const UnknownQuestionId &u : rows) {
        if (u.likelyTypo()) {
            typos.append(u);
            taken.append(decisionRowHasContent(m_document->project(), u.nearest));
        }
    }
    const auto same = [](const QList<UnknownQuestionId> &a, const QList<UnknownQuestionId> &b) {
        return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                          [](const UnknownQuestionId &x, const UnknownQuestionId &y) { return x.id == y.id && x.nearest == y.nearest; });
    };
    if (m_built && same(typos, m_rows) && taken == m_taken)
        return;
    m_rows = typos;
    m_taken = taken;
    rebuild();
}

void UnknownRowsBanner::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_built)
        rebuild();
    QFrame::changeEvent(event);
}

void UnknownRowsBanner::rebuild()
{
    m_built = true;
    // The rename button that caused this rebuild is still in its click handler: widgets go later.
    const auto dispose = [](QWidget *widget) {
        if (widget) {
            widget->hide();
            widget->deleteLater();
        }
    };
    while (QLayoutItem *item = m_layout->takeAt(0)) {
        if (QLayout *row = item->layout()) {
            while (QLayoutItem *inner = row->takeAt(0)) {
                dispose(inner->widget());
                delete inner;
            }
        }
        dispose(item->widget());
        delete item;
    }
    setVisible(!m_rows.isEmpty());
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    for (int i = 0; i < m_rows.size() && i < kMaxListed; ++i) {
        const UnknownQuestionId &u = m_rows.at(i);
        auto *line = new QHBoxLayout;
        auto *icon = new QLabel(this);
        icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning, nullptr, this).pixmap(iconSize, iconSize));
        line->addWidget(icon);
        // The ids are the project's text: shown as written, never as markup.
        auto *text = new QLabel(this);
        text->setObjectName(QStringLiteral("unknownRowText"));
        text->setTextFormat(Qt::PlainText);
        text->setWordWrap(true);
        QString message =
            tr("Row '%1' is not a question of the decision guide and does not count — did you mean '%2'?").arg(shownId(u.id), u.nearest);
        if (m_taken.at(i))
            message += QLatin1Char(' ')
                       + tr("'%1' is answered already, so the row is not renamed: merge the two rows by hand.").arg(u.nearest);
        text->setText(message);
        line->addWidget(text, 1);
        if (!m_taken.at(i)) {
            auto *fix = new QPushButton(tr("Rename to '%1'").arg(u.nearest).replace(QLatin1Char('&'), QStringLiteral("&&")), this);
            fix->setObjectName(QStringLiteral("renameRow_") + u.id);
            fix->setEnabled(m_document->isOpen());
            const QString from = u.id, to = u.nearest;
            connect(fix, &QPushButton::clicked, this, [this, from, to] {
                // The banner follows every change, but check again: the edit never overwrites.
                Project check = m_document->project();
                if (!renameDecisionRow(check, from, to))
                    return;
                m_document->edit({staticMetaObject.className(), QT_TR_NOOP("Rename Row")}, [&](Project &p) { renameDecisionRow(p, from, to); });
            });
            line->addWidget(fix);
        }
        m_layout->addLayout(line);
    }
    if (m_rows.size() > kMaxListed) {
        auto *more = new QLabel(
            tr("%n more row(s) with an id that looks misspelt; the matrix marks them.", nullptr, int(m_rows.size() - kMaxListed)), this);
        more->setObjectName(QStringLiteral("unknownRowsMore"));
        m_layout->addWidget(more);
    }
}

} // namespace pilot::app
