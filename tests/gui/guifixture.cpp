#include "guifixture.h"

#include "app/projectdocument.h"
#include "core/decision/decisionrules.h"

#include <QListWidget>
#include <QMenu>

#include <cmath>

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

QByteArray driftingRunLines(const QString &runId, int steps, double decay, int driftFrom, double drift, int spikeEvery)
{
    QByteArray out = "{\"v\": 1, \"type\": \"run_start\", \"t\": 0, \"run_id\": \"" + runId.toUtf8() + "\"}\n";
    for (int s = 1; s <= steps; ++s) {
        const double loss = 3.0 * std::exp(-s / decay) + 0.5 + (s >= driftFrom ? drift : 0.0)
                            + (spikeEvery > 0 && s % spikeEvery == 0 ? 0.5 : 0.0);
        out += QStringLiteral("{\"v\": 1, \"type\": \"step\", \"t\": %1, \"step\": %1, \"loss\": %2, \"tokens\": %3}\n")
                   .arg(s)
                   .arg(loss, 0, 'g', 10)
                   .arg(qint64(s) * 2048)
                   .toUtf8();
    }
    out += QStringLiteral(
               "{\"v\": 1, \"type\": \"eval\", \"t\": %1, \"step\": %2, \"val_loss\": %3, \"metrics\": {\"exact_match\": 0.9}}\n")
               .arg(steps + 1)
               .arg(steps)
               .arg(0.6 + drift)
               .toUtf8();
    return out;
}

} // namespace pilot::test
