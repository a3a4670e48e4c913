#pragma once

// The shared job-file corpus (tests/data/jobs, format in tests/data/README.md): every reader of
// job.json accepts each file of valid/ and rejects each file of invalid/ with the errors its
// NAME.expect lists. A reader's test turns its errors into "field: message" lines and asks
// verdict() whether they meet the case.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QList>
#include <QRegularExpression>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QTest>

namespace jobcorpus {

/// The field of errors about the file as a whole (not JSON, not an object, not UTF-8).
inline const QString kDocument = QStringLiteral("(document)");

struct Expected
{
    QString field;    ///< key path ("train.lr", "method.target_modules[1]") or kDocument
    QString fragment; ///< text the message must contain; empty: any message
};

struct Case
{
    QString name; ///< "valid/base", "invalid/lr-above-10"
    QString file; ///< absolute path of the job file
    bool valid = true;
    QString why; ///< the comment lines of NAME.expect
    QList<Expected> expected;
};

inline QString corpusDir()
{
    return QStringLiteral(PILOT_SOURCE_DIR "/tests/data/jobs");
}

/// The key path an error names: "train.lr: must lie …" names train.lr; an error without a
/// leading key path ("JSON syntax error: …", "expected a JSON object at the top") names the
/// document.
inline QString fieldOf(const QString &error)
{
    static const QRegularExpression path(QStringLiteral("^([A-Za-z0-9_]+(?:\\.[A-Za-z0-9_]+|\\[[0-9]+\\])*): "));
    const QRegularExpressionMatch m = path.match(error);
    return m.hasMatch() ? m.captured(1) : kDocument;
}

/// NAME.expect: one expected error a line, "FIELD: FRAGMENT" (the fragment may be empty);
/// lines starting with '#' say why the case exists. Returns false with `problem` set when
/// the file is missing or says nothing.
inline bool readExpect(const QString &path, Case *c, QString *problem)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *problem = QStringLiteral("%1 is missing").arg(path);
        return false;
    }
    const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
    for (const QString &raw : lines) {
        const QString line = raw.trimmed();
        if (line.isEmpty())
            continue;
        if (line.startsWith(QLatin1Char('#'))) {
            c->why += (c->why.isEmpty() ? QString() : QStringLiteral(" ")) + line.mid(1).trimmed();
            continue;
        }
        const qsizetype colon = line.indexOf(QLatin1Char(':'));
        if (colon <= 0) {
            *problem = QStringLiteral("%1: \"%2\" is not FIELD: FRAGMENT").arg(path, line);
            return false;
        }
        c->expected.append({line.left(colon), line.mid(colon + 1).trimmed()});
    }
    if (c->expected.isEmpty()) {
        *problem = QStringLiteral("%1 names no error").arg(path);
        return false;
    }
    return true;
}

/// Every case of the corpus, valid ones first, each folder sorted by name. Fails the running
/// test (and returns nothing) when the corpus is malformed: an invalid file without its
/// .expect, an .expect without its job file, or an empty folder.
inline QList<Case> cases()
{
    QList<Case> out;
    for (const bool valid : {true, false}) {
        const QString kind = valid ? QStringLiteral("valid") : QStringLiteral("invalid");
        const QDir dir(corpusDir() + QLatin1Char('/') + kind);
        const QStringList jobs = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        if (jobs.isEmpty()) {
            qWarning("no job files in %s", qPrintable(dir.path()));
            return {};
        }
        for (const QString &job : jobs) {
            Case c;
            c.name = kind + QLatin1Char('/') + QFileInfo(job).completeBaseName();
            c.file = dir.filePath(job);
            c.valid = valid;
            QString problem;
            if (!valid && !readExpect(dir.filePath(QFileInfo(job).completeBaseName() + QStringLiteral(".expect")), &c, &problem)) {
                qWarning("%s", qPrintable(problem));
                return {};
            }
            out.append(c);
        }
        const QStringList expects = dir.entryList({QStringLiteral("*.expect")}, QDir::Files, QDir::Name);
        for (const QString &e : expects) {
            if (valid || !jobs.contains(QFileInfo(e).completeBaseName() + QStringLiteral(".json"))) {
                qWarning("%s has no job file of its own in invalid/", qPrintable(dir.filePath(e)));
                return {};
            }
        }
    }
    return out;
}

/// Empty when a reader's `errors` ("field: message" lines) meet the case: none for a valid
/// file; for an invalid one exactly the expected fields, each with an error that contains its
/// fragment. Otherwise what is wrong, with every error the reader gave.
inline QString verdict(const Case &c, const QStringList &errors)
{
    const QString all = errors.isEmpty() ? QStringLiteral("(no errors)") : errors.join(QStringLiteral("\n  "));
    if (c.valid)
        return errors.isEmpty() ? QString() : QStringLiteral("a valid job was refused:\n  %1").arg(all);
    if (errors.isEmpty())
        return QStringLiteral("an invalid job was accepted (%1)").arg(c.why);
    QSet<QString> named;
    for (const QString &e : errors)
        named.insert(fieldOf(e));
    QSet<QString> expectedFields;
    QStringList problems;
    for (const Expected &x : c.expected) {
        expectedFields.insert(x.field);
        bool found = false;
        for (const QString &e : errors)
            found |= fieldOf(e) == x.field && e.contains(x.fragment);
        if (!found)
            problems.append(QStringLiteral("no error names %1 with \"%2\"").arg(x.field, x.fragment));
    }
    for (const QString &field : named) {
        if (!expectedFields.contains(field))
            problems.append(QStringLiteral("an error names %1, which the case does not expect").arg(field));
    }
    problems.sort();
    return problems.isEmpty() ? QString() : QStringLiteral("%1; the reader said:\n  %2").arg(problems.join(QStringLiteral("; ")), all);
}

/// The QTest data rows of `all`: one per case, its name as the row's tag, its index in `all`.
inline void addRows(const QList<Case> &all)
{
    QTest::addColumn<int>("index");
    QVERIFY2(!all.isEmpty(), "the job corpus is missing or malformed (see the warnings above)");
    for (qsizetype i = 0; i < all.size(); ++i)
        QTest::newRow(qPrintable(all.at(i).name)) << int(i);
}

} // namespace jobcorpus
