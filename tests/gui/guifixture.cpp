#include "guifixture.h"

#include "app/projectdocument.h"
#include "core/decision/decisionrules.h"

#include <QListWidget>
#include <QMenu>

namespace pilot::test {

const QString kDemo = QStringLiteral(PILOT_SOURCE_DIR "/resources/demo/project.yaml");

QStringList stageTexts(const app::MainWindow &w)
{
    QStringList texts;
    const auto *list = w.findChild<QListWidget *>(QStringLiteral("stageList"));
    for (int i = 0; i < list->count(); ++i)
        texts.append(list->item(i)->text());
    return texts;
}

int questionRow(const QString &id)
{
    const QList<DecisionQuestion> &questions = DecisionRules::builtIn().questions;
    for (int i = 0; i < questions.size(); ++i) {
        if (questions.at(i).id == id)
            return i;
    }
    return -1;
}

QString menuTitle(const app::MainWindow &w, const char *name)
{
    return w.findChild<QMenu *>(QLatin1String(name))->title();
}

void GuiFixture::init()
{
    m_languages = std::make_unique<app::LanguageManager>();
    m_languages->setLanguage(QStringLiteral("en"));
    m_window = std::make_unique<app::MainWindow>(m_languages.get());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void GuiFixture::cleanup()
{
    m_window->document()->newProject(QString()); // nothing unsaved: no prompt on close
    m_window.reset();
    m_languages.reset();
}

} // namespace pilot::test
