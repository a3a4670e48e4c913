// The Plan stage's profile and limits form, the memory calculator and the Runs page take what
// they show from the core: the one field table (projectfields.h), the one memory verdict
// (memoryverdict.h), the one run-folder resolution and summary (projectplace.h, runsummary.h).
#include "guifixture.h"

#include "app/calculatorpanel.h"
#include "app/languagemanager.h"
#include "app/profilelimitspanel.h"
#include "app/projectdocument.h"
#include "app/runsmodel.h"
#include "app/runspage.h"

#include "core/calculators/devicetable.h"
#include "core/calculators/communication.h"
#include "core/calculators/memoryverdict.h"
#include "core/project/projectfields.h"
#include "core/project/projectplace.h"
#include "core/project/projectreader.h"
#include "core/project/projectwriter.h"
#include "core/runs/runsummary.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>

#include <algorithm>

using namespace pilot;
using namespace pilot::app;

namespace {

const QString kFixtureRun = QStringLiteral(PILOT_SOURCE_DIR "/tests/data/runs/resumed-fixture");

// The label a form shows beside `field` (its buddy).
QString labelOf(const QWidget *form, const QWidget *field)
{
    for (const QLabel *label : form->findChildren<QLabel *>()) {
        if (label->buddy() == field)
            return label->text();
    }
    return QString();
}

// Types `text` into `edit` and finishes the edit as a user does.
void enter(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
}

template<typename Owner>
QString typed(const ProjectField<Owner> &field, int index)
{
    if (field.kind == FieldKind::Text)
        return QStringLiteral("text %1").arg(index);
    if (field.kind == FieldKind::Whole)
        return QString::number(qint64(field.minimum) + 3 + index);
    return field.maximum() ? QStringLiteral("0.0%1").arg(index + 1) : QStringLiteral("%1.5").arg(int(field.minimum) + index + 2);
}

Assumptions llama70bLora(int devices)
{
    Assumptions a;
    a.memory = {{QStringLiteral("vocab"), 128256},
                {QStringLiteral("hidden"), 8192},
                {QStringLiteral("intermediate"), 28672},
                {QStringLiteral("layers"), 80},
                {QStringLiteral("heads"), 64},
                {QStringLiteral("kv_heads"), 8},
                {QStringLiteral("lora"), 1},
                {QStringLiteral("lora_rank"), 16},
                {QStringLiteral("seq_len"), 4096},
                {QStringLiteral("micro_batch"), 1},
                {QStringLiteral("weight_bytes"), 2},
                {QStringLiteral("recompute"), 1},
                {QStringLiteral("devices"), double(devices)}};
    a.device = QStringLiteral("trainium2");
    return a;
}

} // namespace

class TestPlanFields : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        m_languages = std::make_unique<LanguageManager>();
        m_languages->setLanguage(QStringLiteral("en"));
    }

    void cleanup() { m_languages.reset(); }

    void formHasEveryFieldOfTheTable()
    {
        ProjectDocument document;
        document.newProject(QStringLiteral("fields"));
        ProfileLimitsPanel panel(&document);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));

        const QList<ProfileField> &profile = profileFields();
        for (int i = 0; i < profile.size(); ++i) {
            const ProfileField &field = profile.at(i);
            const QString name = QStringLiteral("profile_") + QLatin1String(field.key);
            if (field.kind == FieldKind::Choice) {
                auto *box = panel.findChild<QComboBox *>(name);
                QVERIFY2(box, qPrintable(name));
                QCOMPARE(labelOf(&panel, box), QString::fromUtf8(field.formLabel));
                continue;
            }
            auto *edit = panel.findChild<QLineEdit *>(name);
            QVERIFY2(edit, qPrintable(name));
            QCOMPARE(labelOf(&panel, edit), QString::fromUtf8(field.formLabel));
            const QString text = typed(field, i);
            enter(edit, text);
            const TaskProfile &t = document.project().profile;
            if (field.isNumeric())
                QCOMPARE(field.numberIn(t), std::optional<double>(text.toDouble()));
            else
                QCOMPARE(field.textIn(t), text);
        }
        const QList<LimitField> &limits = limitFields();
        for (int i = 0; i < limits.size(); ++i) {
            const LimitField &field = limits.at(i);
            auto *edit = panel.findChild<QLineEdit *>(QStringLiteral("limit_") + QLatin1String(field.key));
            QVERIFY2(edit, field.key);
            QCOMPARE(labelOf(&panel, edit), QString::fromUtf8(field.formLabel));
            const QString text = typed(field, i);
            enter(edit, text);
            QCOMPARE(field.numberIn(document.project().limits), std::optional<double>(text.toDouble()));
        }

        // The form refuses what the reader would refuse (seq_len below 1) and names the value.
        auto *seqLen = panel.findChild<QLineEdit *>(QStringLiteral("profile_seq_len"));
        const auto before = document.project().profile.seqLen;
        enter(seqLen, QStringLiteral("0"));
        QCOMPARE(document.project().profile.seqLen, before);
        auto *error = panel.findChild<QLabel *>(QStringLiteral("limitsError"));
        QCOMPARE(error->text(), QStringLiteral("0: expected a whole number of at least 1 (empty for not set)"));
        // And the file written from the form reads back.
        QVERIFY(parseProject(serializeProject(document.project()), QStringLiteral("p.yaml")).project);

        // The labels keep their German translations.
        m_languages->setLanguage(QStringLiteral("de"));
        QTRY_COMPARE(labelOf(&panel, panel.findChild<QLineEdit *>(QStringLiteral("profile_model_type"))), QStringLiteral("Modelltyp"));
        int translated = 0;
        for (const ProfileField &field : profile) {
            const QWidget *w = panel.findChild<QWidget *>(QStringLiteral("profile_") + QLatin1String(field.key));
            translated += labelOf(&panel, w) != QString::fromUtf8(field.formLabel) ? 1 : 0;
        }
        for (const LimitField &field : limits)
            translated += labelOf(&panel, panel.findChild<QLineEdit *>(QStringLiteral("limit_") + QLatin1String(field.key)))
                                  != QString::fromUtf8(field.formLabel)
                              ? 1
                              : 0;
        QCOMPARE(translated, int(profile.size() + limits.size()));
    }

    void calculatorShowsTheCoresVerdict()
    {
        ProjectDocument document;
        document.newProject(QStringLiteral("memory"));
        document.edit(QStringLiteral("Assumptions"), [](Project &p) { p.assumptions = llama70bLora(16); });
        CalculatorPanel panel(&document);
        panel.show(); // a hidden panel defers its work until it is shown
        auto *result = panel.findChild<QLabel *>(QStringLiteral("memoryResult"));
        const auto shown = [result] { return QTextDocumentFragment::fromHtml(result->text()).toPlainText(); };
        const std::optional<MemoryVerdict> v = memoryVerdict(document.project().assumptions, DeviceTable::builtIn());
        QVERIFY(v && v->fit == MemoryVerdict::Fit::WithParallelism);
        const Parallelism &p = v->parallelism;
        QVERIFY2(shown().contains(QStringLiteral("Needs %1 devices").arg(v->devicesUsed())), qPrintable(shown()));
        const QString parallelism =
            QStringLiteral("tensor %1, pipeline %2, data %3, ZeRO stage %4").arg(p.tensor).arg(p.pipeline).arg(p.data).arg(p.zeroStage);
        QVERIFY2(shown().contains(parallelism), qPrintable(shown()));
        // Beside memory, what that layout sends per device and step, as the core works it out.
        const CommunicationVolume c = estimateCommunication(document.project().assumptions.modelShape(),
                                                            document.project().assumptions.trainingSetup(), p);
        QVERIFY2(shown().contains(QStringLiteral("Communication with this parallelism")), qPrintable(shown()));
        QVERIFY2(shown().contains(QStringLiteral("Sent per device and step")), qPrintable(shown()));
        QVERIFY2(shown().contains(QStringLiteral("%1 GiB").arg(QLocale().toString(c.total() / (1 << 30), 'f', 2))), qPrintable(shown()));
        QVERIFY(c.total() > 0); // more than one device: something to send
        QVERIFY(shown().contains(QStringLiteral("4 · L/p · 2·(t−1)/t · s·b·H · bytes")) || shown().contains(QStringLiteral("6 · L/p")));
        // What the pilot runs of a layout: LoRA over tensor or pipeline parallelism, nothing ...
        QVERIFY(!v->pilotShards());
        QVERIFY2(shown().contains(QStringLiteral("it does not run this layout")), qPrintable(shown()));
        // ... full fine-tuning of a 70B model over 64 chips with data parallelism alone, FSDP.
        document.edit(QStringLiteral("Assumptions"), [](Project &p) {
            p.assumptions = llama70bLora(64);
            p.assumptions.memory.insert(QStringLiteral("lora"), 0);
        });
        const std::optional<MemoryVerdict> full = memoryVerdict(document.project().assumptions, DeviceTable::builtIn());
        QVERIFY(full && full->pilotShards());
        QCOMPARE(full->parallelism.data, 64);
        QVERIFY2(shown().contains(QStringLiteral("The pilot runs this: full fine-tuning sharded with FSDP over 64 processes "
                                                 "(runtime.neuron: processes: 64, sharding: fsdp).")),
                 qPrintable(shown()));
        panel.resize(1280, 720);
        QDir().mkpath(QStringLiteral(PILOT_BINARY_DIR "/screenshots"));
        QVERIFY(panel.grab().save(QStringLiteral(PILOT_BINARY_DIR "/screenshots/calculator-fsdp-en.png")));
        m_languages->setLanguage(QStringLiteral("de"));
        QTRY_VERIFY2(
            shown().contains(QStringLiteral("Das kann der Pilot ausführen: volles Fine-Tuning, mit FSDP über 64 Prozesse verteilt")),
            qPrintable(shown()));
        QVERIFY(panel.grab().save(QStringLiteral(PILOT_BINARY_DIR "/screenshots/calculator-fsdp-de.png")));
        m_languages->setLanguage(QStringLiteral("en"));

        document.edit(QStringLiteral("Assumptions"), [](Project &p) { p.assumptions = llama70bLora(1); });
        QCOMPARE(memoryVerdict(document.project().assumptions, DeviceTable::builtIn())->fit, MemoryVerdict::Fit::DoesNotFit);
        QVERIFY2(shown().contains(QStringLiteral("Does not fit on 1 × AWS Trainium2 (one chip)")), qPrintable(shown()));
    }

    void runsPageResolvesAndSummarisesAsTheCoreDoes()
    {
        QTemporaryDir dir;
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("runs/ref"))));
        QVERIFY(QFile::copy(kFixtureRun + QStringLiteral("/metrics.jsonl"), dir.filePath(QStringLiteral("runs/ref/metrics.jsonl"))));
        QTemporaryDir elsewhere; // outside the project: listed runs there are still shown
        QVERIFY(QFile::copy(kFixtureRun + QStringLiteral("/metrics.jsonl"), elsewhere.filePath(QStringLiteral("metrics.jsonl"))));
        Project project;
        project.title = QStringLiteral("runs");
        project.runs = {ProjectRun{QStringLiteral("runs/./ref"), RunRole::Reference, QStringLiteral("ref")},
                        ProjectRun{elsewhere.path(), RunRole::Pilot, QStringLiteral("pilot")},
                        ProjectRun{QStringLiteral("runs/none"), RunRole::Fallback, QString()}};
        const QString file = dir.filePath(QStringLiteral("project.yaml"));
        QString error;
        QVERIFY2(saveProject(project, file, &error), qPrintable(error));
        ProjectDocument document;
        RunsPage page(&document);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        Diagnostics diagnostics;
        QVERIFY(document.load(file, &diagnostics));
        auto *model = qobject_cast<RunsModel *>(page.findChild<QTableView *>(QStringLiteral("runsTable"))->model());
        QVERIFY(model);
        QTRY_COMPARE(model->rows().size(), project.runs.size());
        QTRY_VERIFY(std::none_of(model->rows().begin(), model->rows().end(),
                                 [](const RunsModel::Row &r) { return r.state == RunsModel::Row::State::Loading; }));
        const QString folder = projectFolderOf(file);
        for (int i = 0; i < project.runs.size(); ++i) {
            const RunsModel::Row &row = model->rows().at(i);
            QCOMPARE(row.directory, runFolder(project.runs.at(i).path, folder).path);
        }
        QCOMPARE(model->rows().at(0).directory, QDir::cleanPath(dir.filePath(QStringLiteral("runs/ref"))));
        for (int i = 0; i < 2; ++i) {
            const RunFolderSummary core = summarizeRunFolder(model->rows().at(i).directory);
            QVERIFY(core.ok());
            QCOMPARE(model->rows().at(i).state, RunsModel::Row::State::Loaded);
            QCOMPARE(runSummaryToJson(model->rows().at(i).summary), runSummaryToJson(core.summary));
            QCOMPARE(model->index(i, RunsModel::StatusColumn).data().toString(), QStringLiteral("completed"));
        }
        QCOMPARE(model->rows().at(2).state, RunsModel::Row::State::Failed);
        QCOMPARE(model->rows().at(2).error,
                 QDir::cleanPath(dir.filePath(QStringLiteral("runs/none"))) + QStringLiteral(" has no metrics.jsonl"));
    }

private:
    std::unique_ptr<LanguageManager> m_languages;
};

PILOT_GUI_TEST_MAIN(TestPlanFields)

#include "tst_planfields.moc"
