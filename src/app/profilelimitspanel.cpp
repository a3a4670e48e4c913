#include "profilelimitspanel.h"
#include "datetext.h"
#include "fieldfocus.h"
#include "numberentry.h"
#include "useridentity.h"

#include "charts/theme.h"
#include "projectdocument.h"
#include "sectionwatch.h"

#include "core/project/limitslock.h"
#include "core/project/projectfields.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDateTime>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace pilot::app {

namespace {

// A form's label as a word in a table: without its mnemonic and its colon ("&Loss deviation:").
QString fieldTitle(QString label)
{
    label.remove(QLatin1Char('&'));
    while (label.endsWith(QLatin1Char(':')) || label.endsWith(QLatin1Char(' ')))
        label.chop(1);
    return label;
}

QString shown(std::optional<double> v)
{
    return v ? QLocale().toString(*v, 'g', 12) : QString();
}

// A number typed in the UI language, or in plain C notation; empty means "not set".
std::optional<std::optional<double>> parsed(const QString &text)
{
    const QString t = text.trimmed();
    if (t.isEmpty())
        return std::optional<double>();
    const std::optional<double> v = parseNumber(t);
    if (!v)
        return std::nullopt;
    return std::optional<double>(*v);
}

// What the form shows for a profile field: its text, or its number in the UI language.
QString profileText(const TaskProfile &t, const ProfileField &field)
{
    return field.isNumeric() ? shown(field.numberIn(t)) : field.textIn(t);
}

} // namespace

ProfileLimitsPanel::ProfileLimitsPanel(ProjectDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_profileBox(new QGroupBox(this))
    , m_limitsBox(new QGroupBox(this))
    , m_profileForm(new QFormLayout)
    , m_limitsForm(new QFormLayout)
    , m_method(new QComboBox(this))
    , m_lockState(new QLabel(this))
    , m_lockButton(new QPushButton(this))
    , m_author(new QLineEdit(this))
    , m_reason(new QLineEdit(this))
    , m_error(new QLabel(this))
    , m_changesLabel(new QLabel(this))
    , m_changes(new QTableWidget(0, 6, this))
{
    build();
    new SectionWatch(m_document, this, ProjectSection::Profile | ProjectSection::Limits | ProjectSection::Place,
                     [this](ProjectSections) { reload(); });
    retranslate();
}

ProfileLimitsPanel::~ProfileLimitsPanel()
{
    dropFocusQuietly(this); // a field's commit would reach a half-destroyed panel
}

void ProfileLimitsPanel::build()
{
    // The form's fields are the table's (projectfields.h); the one choice is the method box.
    for (const ProfileField &field : profileFields()) {
        if (field.kind == FieldKind::Choice)
            continue;
        auto *edit = new QLineEdit(this);
        const QString key = QLatin1String(field.key);
        edit->setObjectName(QStringLiteral("profile_") + key);
        m_profile.append({key, edit});
        connect(edit, &QLineEdit::editingFinished, this, [this, edit, key] { commitProfile(key, edit); });
    }
    m_method->setObjectName(QStringLiteral("profile_method"));
    connect(m_method, &QComboBox::activated, this, [this] {
        const QString method = m_method->currentData().toString();
        if (method != m_document->project().profile.method)
            m_document->edit({staticMetaObject.className(), QT_TR_NOOP("Change Method")}, [&](Project &p) { p.profile.method = method; });
    });
    for (const QString &key : limitKeys()) {
        auto *edit = new QLineEdit(this);
        edit->setObjectName(QStringLiteral("limit_") + key);
        m_limits.append({key, edit});
        connect(edit, &QLineEdit::editingFinished, this, [this, edit, key] { commitLimit(key, edit); });
    }
    m_profileBox->setLayout(m_profileForm);
    // The lock state spans the whole box above the form: it wraps to several lines.
    auto *limitsLayout = new QVBoxLayout(m_limitsBox);
    auto *lockRow = new QHBoxLayout;
    lockRow->addWidget(m_lockState, 1);
    lockRow->addWidget(m_lockButton, 0, Qt::AlignTop);
    limitsLayout->addLayout(lockRow);
    limitsLayout->addLayout(m_limitsForm);
    limitsLayout->addStretch(1);
    m_lockState->setObjectName(QStringLiteral("limitsLockState"));
    m_lockState->setWordWrap(true);
    m_lockState->setTextFormat(Qt::PlainText); // author and reason are the project's text
    m_lockButton->setObjectName(QStringLiteral("lockLimitsButton"));
    m_author->setObjectName(QStringLiteral("limitsAuthor"));
    m_reason->setObjectName(QStringLiteral("limitsReason"));
    m_error->setObjectName(QStringLiteral("limitsError"));
    setTextColor(m_error, themeColor(ThemeColor::Bad, palette()));
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText);
    m_error->hide();
    m_changes->setObjectName(QStringLiteral("limitChanges"));
    m_changes->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_changes->verticalHeader()->hide();
    m_changes->horizontalHeader()->setStretchLastSection(true);
    connect(m_lockButton, &QPushButton::clicked, this, [this] {
        // Locks carry the name of who locked: asked once, with the system's name as the offer.
        if (m_author->text().trimmed().isEmpty() && !ProjectDocument::hasUserName() && !askUserName(this))
            return;
        const QString author = m_author->text().trimmed().isEmpty() ? ProjectDocument::userName() : m_author->text().trimmed();
        const QString reason = m_reason->text().trimmed().isEmpty() ? tr("locked by hand before the pilot") : m_reason->text().trimmed();
        m_document->edit({staticMetaObject.className(), QT_TR_NOOP("Lock Limits")}, [&](Project &p) { lockLimits(&p, author, reason, QDateTime::currentDateTimeUtc()); });
        m_reason->clear();
    });

    const auto row = [this](QFormLayout *form, const QString &key, QWidget *field) {
        auto *label = new QLabel(this);
        label->setBuddy(field);
        m_labels.insert(key, label);
        form->addRow(label, field);
    };
    row(m_profileForm, QStringLiteral("method"), m_method);
    for (const Field &f : m_profile)
        row(m_profileForm, f.key, f.edit);
    for (const Field &f : m_limits)
        row(m_limitsForm, f.key, f.edit);
    row(m_limitsForm, QStringLiteral("author"), m_author);
    row(m_limitsForm, QStringLiteral("reason"), m_reason);
    auto *columns = new QHBoxLayout;
    columns->addWidget(m_profileBox, 1);
    columns->addWidget(m_limitsBox, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(columns);
    layout->addWidget(m_error);
    layout->addWidget(m_changesLabel);
    layout->addWidget(m_changes, 1);
}

void ProfileLimitsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        setTextColor(m_error, themeColor(ThemeColor::Bad, palette()));
    QWidget::changeEvent(event);
}

void ProfileLimitsPanel::retranslate()
{
    m_changes->setAccessibleName(tr("Changes of the limits"));
    m_profileBox->setTitle(tr("Task profile"));
    m_limitsBox->setTitle(tr("Acceptance limits (fixed before any run)"));
    QMap<QString, QString> labels = {{QStringLiteral("author"), tr("Author of a change")},
                                     {QStringLiteral("reason"), tr("Reason for a change")}};
    // The fields' labels come from their table, in this form's translation context.
    for (const ProfileField &field : profileFields())
        labels.insert(QLatin1String(field.key), QCoreApplication::translate(kFieldFormContext, field.formLabel));
    for (const LimitField &field : limitFields())
        labels.insert(QLatin1String(field.key), QCoreApplication::translate(kFieldFormContext, field.formLabel));
    for (auto it = m_labels.begin(); it != m_labels.end(); ++it)
        it.value()->setText(labels.value(it.key()));
    m_author->setPlaceholderText(ProjectDocument::userName());
    m_reason->setPlaceholderText(tr("needed once the limits are locked"));
    m_lockButton->setText(tr("Loc&k Limits"));
    m_changesLabel->setText(tr("Changes after the lock"));
    m_changes->setHorizontalHeaderLabels({tr("Time (UTC)"), tr("Author"), tr("Limit"), tr("From"), tr("To"), tr("Reason")});
    {
        const QSignalBlocker block(m_method);
        m_method->clear();
        m_method->addItem(tr("not decided"), QString());
        m_method->addItem(tr("LoRA"), QStringLiteral("lora"));
        m_method->addItem(tr("Full fine-tuning"), QStringLiteral("full"));
    }
    reload();
}

void ProfileLimitsPanel::reload()
{
    const Project &p = m_document->project();
    const bool open = m_document->isOpen();
    for (const Field &f : m_profile) {
        if (!f.edit->hasFocus())
            f.edit->setText(profileText(p.profile, *profileField(f.key)));
        f.edit->setEnabled(open);
    }
    for (const Field &f : m_limits) {
        if (!f.edit->hasFocus())
            f.edit->setText(shown(limitValue(p.limits, f.key)));
        f.edit->setEnabled(open);
    }
    {
        const QSignalBlocker block(m_method);
        m_method->setCurrentIndex(std::max(0, m_method->findData(p.profile.method)));
    }
    m_method->setEnabled(open);
    if (p.limits.locked) {
        m_lockState->setText(tr("Locked on %1 by %2: %3. A change needs an author and a reason and is logged.")
                                 .arg(dateTimeText(p.limits.locked->at), p.limits.locked->author,
                                      p.limits.locked->reason));
    } else {
        m_lockState->setText(tr("Not locked: the limits are locked when the first pilot run is added."));
    }
    m_lockButton->setEnabled(open && !p.limits.locked);
    m_changes->setRowCount(int(p.limits.changes.size()));
    for (int row = 0; row < p.limits.changes.size(); ++row) {
        const LimitChange &c = p.limits.changes.at(row);
        // The limit by its label and the numbers in the UI language's notation (0,05 in German).
        const LimitField *field = limitField(c.field);
        const auto number = [this](const QString &v) {
            bool ok = false;
            const double d = v.toDouble(&ok);
            return v.isEmpty() ? tr("not set") : ok ? QLocale().toString(d, 'g', 10) : v;
        };
        const QStringList cells = {c.at.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")),
                                   c.author,
                                   field ? fieldTitle(QCoreApplication::translate(kFieldFormContext, field->formLabel)) : c.field,
                                   number(c.from),
                                   number(c.to),
                                   c.reason};
        for (int column = 0; column < cells.size(); ++column)
            m_changes->setItem(row, column, new QTableWidgetItem(cells.at(column)));
    }
    m_changes->resizeColumnsToContents();
}

void ProfileLimitsPanel::showError(const QString &message)
{
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
}

void ProfileLimitsPanel::commitProfile(const QString &key, QLineEdit *edit)
{
    const ProfileField &field = *profileField(key);
    const TaskProfile &current = m_document->project().profile;
    if (edit->text() == profileText(current, field))
        return;
    std::optional<double> number;
    if (field.isNumeric()) {
        const auto value = parsed(edit->text());
        const QString problem = value ? checkProfileValue(field, *value) : tr("expected a number (empty for not set)");
        if (!problem.isEmpty()) {
            showError(tr("%1: %2").arg(edit->text(), problem));
            edit->setText(profileText(current, field));
            return;
        }
        number = *value;
    }
    showError(QString());
    const QString text = edit->text().trimmed();
    m_document->edit({staticMetaObject.className(), QT_TR_NOOP("Edit Task Profile")}, [&](Project &p) {
        if (field.isNumeric())
            field.setNumber(p.profile, number);
        else
            field.setText(p.profile, text);
    });
}

void ProfileLimitsPanel::commitLimit(const QString &key, QLineEdit *edit)
{
    const Project &current = m_document->project();
    if (edit->text() == shown(limitValue(current.limits, key)))
        return;
    const auto value = parsed(edit->text());
    Project changed = current;
    QString error;
    const QString author = m_author->text().trimmed().isEmpty() ? ProjectDocument::userName() : m_author->text().trimmed();
    if (!value) {
        error = tr("expected a number (empty for not set)");
    } else if (!changeLimit(&changed, key, *value, author, m_reason->text(), QDateTime::currentDateTimeUtc(), &error)) {
        // error is set
    }
    if (!error.isEmpty()) {
        showError(tr("%1: %2").arg(edit->text(), error));
        edit->setText(shown(limitValue(current.limits, key)));
        return;
    }
    showError(QString());
    const AcceptanceLimits limits = changed.limits;
    m_document->edit({staticMetaObject.className(), current.limits.locked ? QT_TR_NOOP("Change Locked Limit") : QT_TR_NOOP("Edit Limit")},
                     [&](Project &p) { p.limits = limits; });
    if (current.limits.locked)
        m_reason->clear();
}

} // namespace pilot::app
