#include "guifixture.h"

#include "app/projectdocument.h"
#include "app/runlaunches.h"
#include "app/runspage.h"
#include "core/decision/decisionrules.h"
#include "core/launch/launcher.h"
#include "core/launch/launchrecord.h"

#include <QAbstractButton>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QProcess>
#include <QScopeGuard>
#include <QSet>
#include <QTabWidget>
#include <QTimer>

#include <cmath>
#include <unistd.h>

namespace pilot::test {

const QString kDemo = QStringLiteral(PILOT_SOURCE_DIR "/resources/demo/project.yaml");

QByteArray demoProjectText()
{
    QFile file(kDemo);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(kDemo));
    // The demo lists its runs, which tests do not copy: the `runs:` block goes, and with it the
    // lock its pilot run set, so the text is that of a team's project before any run.
    QStringList kept;
    bool inRuns = false;
    for (const QString &line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
        if (line == QLatin1String("runs:"))
            inRuns = true;
        else if (inRuns && !line.startsWith(QLatin1Char(' ')))
            inRuns = false;
        const bool lockLine = line.startsWith(QLatin1String("  locked:")) || line.contains(QLatin1String("Locked when the demo's pilot"));
        if (!inRuns && !lockLine)
            kept.append(line);
    }
    return kept.join(QLatin1Char('\n')).toUtf8();
}

QString copyDemo(const QString &folder)
{
    const QDir dir(folder);
    const QString demo = QFileInfo(kDemo).absolutePath();
    QDirIterator it(demo, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString from = it.next();
        const QString relative = QDir(demo).relativeFilePath(from);
        if (relative.startsWith(QLatin1String("runs/")))
            continue;
        const QString to = dir.filePath(relative);
        QDir().mkpath(QFileInfo(to).absolutePath());
        if (!QFile::copy(from, to))
            qFatal("cannot copy %s", qPrintable(from));
    }
    const QString project = dir.filePath(QStringLiteral("project.yaml"));
    QFile file(project);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(demoProjectText()) < 0)
        qFatal("cannot write %s", qPrintable(project));
    return project;
}

int rowOf(const app::RunsModel *model, const QString &label)
{
    for (int i = 0; i < model->rowCount(); ++i) {
        if (model->index(i, app::RunsModel::LabelColumn).data().toString() == label)
            return i;
    }
    return -1;
}

QString cell(const app::RunsModel *model, const QString &label, int column)
{
    const int row = rowOf(model, label);
    return row < 0 ? QString() : model->index(row, column).data().toString();
}

void clickWhenShown(const QString &objectName, const QString &buttonText)
{
    auto *timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, [timer, objectName, buttonText] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box || box->objectName() != objectName)
            return;
        for (QAbstractButton *b : box->buttons()) {
            if (b->text() == buttonText) {
                timer->stop();
                timer->deleteLater();
                b->click();
                return;
            }
        }
    });
    timer->start();
}

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

namespace {

void forEveryTab(QWidget *window, const QString &where, const std::function<void(const QString &)> &look, QSet<QTabWidget *> walking)
{
    look(where);
    for (QTabWidget *tabs : window->findChildren<QTabWidget *>()) {
        if (walking.contains(tabs) || tabs->window() != window || !tabs->isVisibleTo(window))
            continue;
        walking.insert(tabs);
        const int shown = tabs->currentIndex();
        for (int i = 0; i < tabs->count(); ++i) {
            if (!tabs->isTabEnabled(i) || !tabs->isTabVisible(i))
                continue;
            tabs->setCurrentIndex(i);
            QCoreApplication::processEvents(); // pages built when first shown
            forEveryTab(window, where + QStringLiteral(" › ") + tabs->tabText(i).remove(QLatin1Char('&')), look, walking);
        }
        tabs->setCurrentIndex(shown);
    }
}

} // namespace

void forEveryTab(QWidget *window, const QString &where, const std::function<void(const QString &)> &look)
{
    forEveryTab(window, where, look, {});
}

void GuiFixture::init()
{
    m_languages = std::make_unique<app::LanguageManager>();
    m_languages->setLanguage(QStringLiteral("en"));
    m_window = std::make_unique<app::MainWindow>(m_languages.get());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

QStringList abortLaunchedRuns(const QString &folder)
{
    QStringList problems;
    QDirIterator it(folder, {QString::fromLatin1(kLaunchRecordFile)}, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString runDir = QFileInfo(it.next()).absolutePath();
        LaunchRecord record;
        LaunchTarget target;
        QString error;
        if (!readLaunchRecord(runDir, &record, &error) || !LaunchTarget::parse(record.target, &target, &error)) {
            problems.append(runDir + QStringLiteral(": ") + error);
            continue;
        }
        const std::unique_ptr<Launcher> launcher = makeLauncher(target, LauncherOptions());
        if (!launcher) {
            problems.append(runDir + QStringLiteral(": no launcher for ") + record.target);
            continue;
        }
        if (launcher->probe(record).state == ProcessProbe::State::Ended)
            continue;
        if (!launcher->abort(record, app::RunLaunches::kAbortGraceSeconds, &error))
            problems.append(runDir + QStringLiteral(": ") + error);
    }
    return problems;
}

QStringList processesNaming(const QString &folder)
{
    QStringList found;
    const QByteArray needle = QFile::encodeName(folder);
    const QString self = QString::number(::getpid());
    for (const QString &pid : QDir(QStringLiteral("/proc")).entryList({QStringLiteral("[0-9]*")}, QDir::Dirs)) {
        if (pid == self)
            continue;
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
        if (!cmdline.open(QIODevice::ReadOnly))
            continue;
        QByteArray line = cmdline.read(64 * 1024);
        if (line.contains(needle))
            found.append(pid + QLatin1Char(' ') + QString::fromLocal8Bit(line.replace('\0', ' ')));
    }
    return found;
}

const QTemporaryDir &GuiFixture::scratch()
{
    if (!m_scratch) {
        m_scratch = std::make_unique<QTemporaryDir>();
        m_usedScratch.append(m_scratch->path());
    }
    return *m_scratch;
}

void GuiFixture::cleanupTestCase()
{
    QStringList left;
    for (const QString &folder : std::as_const(m_usedScratch))
        left += processesNaming(folder);
    QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char('\n'))));
}

void GuiFixture::openDemoWithItsRuns()
{
    const QString dir = scratch().path();
    const QString projectFile = copyDemo(dir);
    QCOMPARE(
        QProcess::execute(QStringLiteral("cp"), {QStringLiteral("-r"), QFileInfo(kDemo).absolutePath() + QStringLiteral("/runs"), dir}), 0);
    QVERIFY(m_window->openProject(projectFile));
    m_window->document()->edit({"test", "runs"}, [](Project &p) {
        p.runs = {ProjectRun{QStringLiteral("runs/reference"), RunRole::Reference, QStringLiteral("Reference · libtorch on CPU")},
                  ProjectRun{QStringLiteral("runs/pilot"), RunRole::Pilot, QStringLiteral("Pilot · neuron job on CPU, not Trainium2")}};
    });
}

void GuiFixture::reopenWindow()
{
    m_window = std::make_unique<app::MainWindow>(m_languages.get());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void GuiFixture::cleanup()
{
    // Whatever fails below, the next test function starts from nothing.
    const auto reset = qScopeGuard([this] {
        m_window.reset();
        m_languages.reset();
        m_scratch.reset();
    });
    m_window->document()->newProject(QString()); // nothing unsaved: no prompt on close; the queue starts nothing more
    // A run being handed to its launcher now would start after the look below.
    const app::RunLaunches *launches = m_window->findChild<app::RunsPage *>()->launches();
    const auto starting = [launches] {
        return std::any_of(launches->pending().begin(), launches->pending().end(), [](const auto &p) { return p.starting; });
    };
    QTRY_VERIFY_WITH_TIMEOUT(!starting(), 120000);
    if (m_scratch) {
        const QStringList problems = abortLaunchedRuns(m_scratch->path());
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        QTRY_VERIFY2_WITH_TIMEOUT(processesNaming(m_scratch->path()).isEmpty(),
                                  qPrintable(processesNaming(m_scratch->path()).join(QLatin1Char('\n'))), 10000);
    }
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
