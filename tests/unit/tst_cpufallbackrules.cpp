// The CPU-fallback rules: the built-in set against the warnings other PrivateUse1-style backends
// print (tests/data/neuron/cpu-fallback-messages.txt, each line's source in the README there;
// TorchNeuron's own text is not verified) and against lines that are no fallback; a team's file
// extending it; every mistake in a rules file reported at its line and column.
#include "core/decision/decisionfacts.h"
#include "core/neuron/cpufallbackrules.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace pilot;

namespace {

const QString kFixtures = QStringLiteral(PILOT_SOURCE_DIR "/tests/data/neuron/");

QList<QByteArray> fixtureLines(const QString &name)
{
    QFile f(kFixtures + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    QList<QByteArray> lines = f.readAll().split('\n');
    lines.removeAll(QByteArray());
    return lines;
}

Diagnostics parseErrors(const QByteArray &yaml)
{
    Diagnostics d;
    const auto rules = CpuFallbackRules::parse(yaml, QStringLiteral("team.yaml"), &d);
    if (rules)
        d.append(Diagnostic::error(QStringLiteral("team.yaml"), QStringLiteral("(parsed without an error)")));
    return d;
}

QString joined(const Diagnostics &d)
{
    QStringList out;
    for (const Diagnostic &x : d)
        out << x.toString();
    return out.join(QLatin1Char('\n'));
}

const QByteArray kHeader = "schema: migration-pilot/cpu-fallback-rules@1\nrules:\n";

} // namespace

class TestCpuFallbackRules : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void builtInRulesFindOtherBackendsFallbacks()
    {
        const CpuFallbackRules &rules = CpuFallbackRules::builtIn();
        QVERIFY(rules.rules.size() >= 4);
        CpuFallbackCounts counts;
        for (const QByteArray &line : fixtureLines(QStringLiteral("cpu-fallback-messages.txt"))) {
            const QStringList ops = rules.operatorsIn(QString::fromUtf8(line));
            QVERIFY2(!ops.isEmpty(), line.constData());
            counts.add(ops);
        }
        const QMap<QString, qint64> expected{
            {QStringLiteral("aten::sgn.out"), 1},
            {QStringLiteral("aten::bitwise_and.Tensor_out"), 1},
            {QStringLiteral("aten::nonzero"), 2}, // MPS (typographic quotes) and torch_xla's list
            {QStringLiteral("aten::eye.m_out"), 1},
            {QStringLiteral("aten::count_nonzero.dim_intlist"), 1},
            {QStringLiteral("torchvision::nms"), 1},
            {QStringLiteral("aten::isin.Tensor_Tensor_out"), 2},
            {QStringLiteral("aten::_weight_norm_interface"), 1},
            {QStringLiteral("aten::reflection_pad1d"), 1},
            {QStringLiteral("aten::upsample_nearest1d"), 1},
        };
        QCOMPARE(counts.byOperator, expected);
        QCOMPARE(counts.total(), qint64(12));
    }

    void linesThatAreNoFallbackDoNotCount()
    {
        for (const QByteArray &line : fixtureLines(QStringLiteral("not-cpu-fallbacks.txt")))
            QVERIFY2(CpuFallbackRules::builtIn().operatorsIn(QString::fromUtf8(line)).isEmpty(), line.constData());
        QVERIFY(CpuFallbackRules::builtIn().operatorsIn(QString()).isEmpty());
    }

    void wrappedAndGeneralForms()
    {
        const CpuFallbackRules &rules = CpuFallbackRules::builtIn();
        // A warning as a terminal wrapped it (microsoft/DirectML issue 405): one message.
        QCOMPARE(
            rules.operatorsIn(QStringLiteral("UserWarning: The operator 'aten::normal.Tensor_Tensor' is not currently supported on the \n"
                                             "DML backend and will fall back to run on the CPU.")),
            QStringList{QStringLiteral("aten::normal.Tensor_Tensor")});
        // The general forms, for a backend whose words are not known.
        QCOMPARE(rules.operatorsIn(QStringLiteral("WARNING neuron: aten::_foreach_add.List falls back to the CPU")),
                 QStringList{QStringLiteral("aten::_foreach_add.List")});
        QCOMPARE(rules.operatorsIn(QStringLiteral("Falling back to CPU for operator: aten::linalg_qr")),
                 QStringList{QStringLiteral("aten::linalg_qr")});
        QCOMPARE(rules.operatorsIn(QStringLiteral("CPU fallback for aten::cumsum and aten::cumprod")),
                 QStringList{QStringLiteral("aten::cumsum")});
        QVERIFY(rules.operatorsIn(QStringLiteral("fallback to CPU disabled")).isEmpty());
        // A huge message is looked at only so far; nothing breaks.
        QVERIFY(rules.operatorsIn(QString(5000000, QLatin1Char('x')) + QStringLiteral(" aten::a falls back to the CPU")).isEmpty());
    }

    void aTeamsFileExtendsTheBuiltInRules()
    {
        Diagnostics d;
        const auto team = CpuFallbackRules::parse(kHeader + R"(  - id: not-supported-will-fall-back
    source: written for the test
    pattern: 'never matches (?<op>\S+) at all'
  - id: vendor-words
    description: a wording a vendor's backend is assumed to print, for the test
    source: written for the test
    pattern: 'op (?<op>[\w:.]+) was executed on the host'
    case_sensitive: true
)",
                                                  QStringLiteral("team.yaml"), &d);
        QVERIFY2(team, qPrintable(joined(d)));
        const CpuFallbackRules rules = CpuFallbackRules::builtIn().extendedWith(*team);
        QCOMPARE(rules.rules.size(), CpuFallbackRules::builtIn().rules.size() + 1);
        QCOMPARE(rules.rules.first().id, QStringLiteral("not-supported-will-fall-back")); // replaced in its place
        QCOMPARE(rules.rules.last().id, QStringLiteral("vendor-words"));
        QCOMPARE(rules.operatorsIn(QStringLiteral("op aten::erf was executed on the host")), QStringList{QStringLiteral("aten::erf")});
        QVERIFY(rules.operatorsIn(QStringLiteral("OP aten::erf WAS EXECUTED ON THE HOST")).isEmpty());
        // The replaced built-in rule no longer finds the MPS warning; the general form still does.
        QCOMPARE(rules.operatorsIn(QStringLiteral("The operator 'aten::sgn.out' is not currently supported on the MPS backend and will "
                                                  "fall back to run on the CPU.")),
                 QStringList{QStringLiteral("aten::sgn.out")});
    }

    // A team's pattern of catastrophic shape reaches PCRE2's limit on a long message: it counts
    // as not matching (nothing it found before is taken), the rule is named, and the next rule
    // still decides.
    void aCatastrophicPatternIsLimitedNotTrusted()
    {
        Diagnostics d;
        const auto team = CpuFallbackRules::parse(kHeader + R"(  - id: team.backtracking
    source: written for the test
    pattern: '^(?<op>(a|aa)+)$'
  - id: team.plain
    source: written for the test
    pattern: 'op (?<op>[\w:.]+) ran on the host'
)",
                                                  QStringLiteral("team.yaml"), &d);
        QVERIFY2(team, qPrintable(joined(d)));
        QStringList limited;
        QVERIFY(team->operatorsIn(QString(60, QLatin1Char('a')) + QStringLiteral("b"), &limited).isEmpty());
        QCOMPARE(limited, QStringList{QStringLiteral("team.backtracking")});
        limited.clear();
        QCOMPARE(team->operatorsIn(QStringLiteral("op aten::erf ran on the host"), &limited), QStringList{QStringLiteral("aten::erf")});
        QVERIFY(limited.isEmpty());
    }

    void mistakesAreLocated_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("expected");
        QTest::newRow("broken pattern points at the character") << kHeader + "  - id: a\n    source: s\n    pattern: 'abc(?<op>x'\n"
                                                                << QStringLiteral("team.yaml:5:");
        QTest::newRow("broken pattern, double quotes and escapes") << kHeader + "  - id: a\n    source: s\n    pattern: \"\\\\d(?<op>[\"\n"
                                                                   << QStringLiteral("team.yaml:5:");
        QTest::newRow("no operator group") << kHeader + "  - id: a\n    source: s\n    pattern: 'falls back'\n"
                                           << QStringLiteral("team.yaml:5:14: rules[0].pattern: the pattern needs exactly one named group");
        QTest::newRow("both groups") << kHeader + "  - id: a\n    source: s\n    pattern: '(?<op>a)(?<ops>b)'\n"
                                     << QStringLiteral("rules[0].pattern: the pattern needs exactly one named group");
        QTest::newRow("matches everything") << kHeader + "  - id: a\n    source: s\n    pattern: '(?<op>\\w*)'\n"
                                            << QStringLiteral("matches an empty message");
        QTest::newRow("empty pattern") << kHeader + "  - id: a\n    source: s\n    pattern: ' '\n"
                                       << QStringLiteral("the pattern is empty");
        QTest::newRow("missing source") << kHeader + "  - id: a\n    pattern: '(?<op>x) falls back'\n"
                                        << QStringLiteral("team.yaml:3:5: rules[0]: missing key 'source'");
        QTest::newRow("missing pattern") << kHeader + "  - id: a\n    source: s\n" << QStringLiteral("missing key 'pattern'");
        QTest::newRow("duplicate id") << kHeader
                                             + "  - {id: a, source: s, pattern: '(?<op>x) falls back'}\n"
                                               "  - {id: a, source: s, pattern: '(?<op>y) falls back'}\n"
                                      << QStringLiteral("team.yaml:4:10: rules[1].id: the rule 'a' is listed twice");
        QTest::newRow("bad id") << kHeader + "  - {id: 'A B', source: s, pattern: '(?<op>x) falls back'}\n"
                                << QStringLiteral("rules[0].id");
        QTest::newRow("unknown key") << kHeader + "  - {id: a, source: s, patern: '(?<op>x)', pattern: '(?<op>x) falls back'}\n"
                                     << QStringLiteral("rules[0].patern: unknown key");
        QTest::newRow("flag not a flag") << kHeader + "  - {id: a, source: s, pattern: '(?<op>x) fb', case_sensitive: sometimes}\n"
                                         << QStringLiteral("expected true or false");
        QTest::newRow("wrong schema") << QByteArray("schema: migration-pilot/devices@1\nrules: []\n")
                                      << QStringLiteral("team.yaml:1:9: schema: expected 'migration-pilot/cpu-fallback-rules@1'");
        QTest::newRow("rules not a list") << QByteArray("schema: migration-pilot/cpu-fallback-rules@1\nrules: {a: b}\n")
                                          << QStringLiteral("team.yaml:2:8: rules: expected a list");
        QTest::newRow("second document") << kHeader + "  - {id: a, source: s, pattern: '(?<op>x) falls back'}\n---\nrules: []\n"
                                         << QStringLiteral("team.yaml:4:1: a second YAML document starts here");
        QTest::newRow("syntax") << kHeader + "  - {id: a, source: s, pattern: '(?<op>x)\n" << QStringLiteral("YAML syntax error");
    }

    void mistakesAreLocated()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, expected);
        const QString errors = joined(parseErrors(yaml));
        QVERIFY2(errors.contains(expected), qPrintable(errors));
        QVERIFY2(!errors.contains(QStringLiteral("(parsed without an error)")), qPrintable(errors));
    }

    void patternErrorColumnIsTheBrokenCharacter()
    {
        // 'abc(?<op>x' breaks at its end: the column of the closing quote's place.
        const Diagnostics d = parseErrors(kHeader + "  - id: a\n    source: s\n    pattern: 'abc(?<op>x'\n");
        QVERIFY(!d.isEmpty());
        QCOMPARE(d.first().line, 5);
        // The scalar starts at column 14 (its quote); the pattern's character 10 is at column 25.
        QVERIFY2(d.first().column > 14, qPrintable(d.first().toString()));
    }

    void fallbacksAsEvidenceAreAFactOfTheOperatorRow()
    {
        CpuFallbackCounts counts;
        counts.add({QStringLiteral("aten::nonzero"), QStringLiteral("torchvision::nms")});
        counts.add({QStringLiteral("aten::nonzero")});
        const QString entry = cpuFallbackEvidence(QStringLiteral("runs/trn2-pilot"), counts);
        QVERIFY2(entry.startsWith(QStringLiteral("cpu-fallbacks: runs/trn2-pilot — 2 ")), qPrintable(entry));
        QVERIFY2(entry.contains(QStringLiteral("aten::nonzero ×2, torchvision::nms ×1")), qPrintable(entry));
        Project p;
        p.row(QStringLiteral("unconfirmed_operators")).evidence << entry << QStringLiteral("a note")
                                                                << QStringLiteral("cpu-fallbacks: runs/cpu-run — 0 operator(s) fell back");
        const ProjectFacts facts = projectFacts(p, DeviceTable::builtIn(), QStringLiteral("en"));
        QList<DecisionFact> fallbackFacts;
        for (const DecisionFact &f : facts.rows) {
            if (f.sourceKey == QLatin1String("cpu_fallbacks"))
                fallbackFacts << f;
        }
        // Fallbacks point to yes (operators without a Neuron path); none found says nothing.
        QCOMPARE(fallbackFacts.size(), 1);
        QCOMPARE(fallbackFacts.first().row, QStringLiteral("unconfirmed_operators"));
        QCOMPARE(fallbackFacts.first().value, Answer::Yes);
        QVERIFY2(fallbackFacts.first().text.contains(QLatin1String("runs/trn2-pilot"))
                     && fallbackFacts.first().text.contains(QLatin1String(" 2 ")),
                 qPrintable(fallbackFacts.first().text));
        const ProjectFacts german = projectFacts(p, DeviceTable::builtIn(), QStringLiteral("de"));
        bool found = false;
        for (const DecisionFact &f : german.rows)
            found = found || (f.sourceKey == QLatin1String("cpu_fallbacks") && f.text.contains(QLatin1String("Operatoren")));
        QVERIFY(found);
    }

    void theShippedFileLoadsFromItsPlace()
    {
        Diagnostics d;
        const auto rules = CpuFallbackRules::load(QStringLiteral(PILOT_SOURCE_DIR "/resources/rules/cpu-fallbacks.yaml"), &d);
        QVERIFY2(rules, qPrintable(joined(d)));
        QCOMPARE(rules->rules.size(), CpuFallbackRules::builtIn().rules.size());
        QTemporaryDir dir;
        QVERIFY(!CpuFallbackRules::load(dir.path(), &d)); // a folder is refused with a message
        QVERIFY(!d.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCpuFallbackRules)
#include "tst_cpufallbackrules.moc"
