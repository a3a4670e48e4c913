#include "core/importers/importneuronlog.h"

#include "core/support/coretr.h"
#include "core/support/regularfile.h"
#include "core/support/textfile.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <string_view>

namespace pilot {

namespace {

constexpr qint64 kMaxLogBytes = 1024LL * 1024 * 1024;
// A notebook is parsed as a whole before its outputs can be read, so it gets a lower bound
// than a log that is only walked through.
constexpr qint64 kMaxNotebookBytes = 256LL * 1024 * 1024;
// A training line is well under a kilobyte. Only the start of a longer line (a base64 image in
// a notebook, a progress bar redrawn without a newline) is looked at, so that no single line of
// a hostile file costs more than this much matching.
constexpr std::size_t kMaxLineBytes = 64 * 1024;

bool has(std::string_view line, std::string_view what)
{
    return line.find(what) != std::string_view::npos;
}

// A number as Python prints it ("nan", "inf" and "-inf" included); false for anything else.
bool parseNumber(const QString &text, double *out)
{
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("nan")) {
        *out = kNoValue;
        return true;
    }
    if (t == QLatin1String("inf")) {
        *out = INFINITY;
        return true;
    }
    if (t == QLatin1String("-inf")) {
        *out = -INFINITY;
        return true;
    }
    bool ok = false;
    const double v = t.toDouble(&ok);
    if (ok)
        *out = v;
    return ok;
}

double optionalNumber(const QString &text)
{
    double v = kNoValue;
    return parseNumber(text, &v) ? v : kNoValue;
}

// What a graph-extraction run prints in place of a loss.
bool isCompileTrialValue(double loss)
{
    return loss == 0.0 || (std::isfinite(loss) && std::abs(loss) > 1e30);
}

struct TrainingLine
{
    StepPoint point;
    bool hasStep = false; // the line numbers its step itself
};

// One line of a log as a training line of one of the documented kinds; false when it is none,
// or when its loss is not a number (a line of source code that prints such a dictionary, a
// tensor's repr).
bool parseTrainingLine(std::string_view raw, TrainingLine *out)
{
    const bool stepLine = has(raw, "step ");
    const bool dictLine = has(raw, "{'loss': ");
    if (!stepLine && !dictLine)
        return false; // most lines of a long log: no decoding, no matching
    static const QRegularExpression nxd(
        QStringLiteral("\\bstep (\\d+) step_time ([^\\s]+?)s throughput ([^\\s]+) seq/s step loss ([^\\s]+) grad norm ([^\\s,]+)"));
    static const QRegularExpression lightning(
        QStringLiteral("\\bstep (\\d+) loss is ([^,\\s]+), lr is ([^,\\s]+)(?:, throughput ([^\\s]+) seq/s)?"));
    static const QRegularExpression dictEntry(QStringLiteral("'([a-z_]+)': ([^,]+)"));
    const QString line = QString::fromUtf8(raw.data(), qsizetype(raw.size()));
    TrainingLine t;
    StepPoint &p = t.point;
    bool ok = false;
    if (stepLine) {
        QRegularExpressionMatch m = nxd.match(line);
        if (m.hasMatch()) {
            p.step = m.captured(1).toLongLong(&ok);
            p.stepTimeS = optionalNumber(m.captured(2));
            p.gradNorm = optionalNumber(m.captured(5));
            if (ok && parseNumber(m.captured(4), &p.loss)) {
                t.hasStep = true;
                *out = t;
                return true;
            }
        } else if ((m = lightning.match(line)).hasMatch()) {
            p.step = m.captured(1).toLongLong(&ok);
            p.lr = optionalNumber(m.captured(3));
            if (ok && parseNumber(m.captured(2), &p.loss)) {
                t.hasStep = true;
                *out = t;
                return true;
            }
        }
    }
    if (!dictLine)
        return false;
    // The dictionary up to its first closing brace, found by hand: a pattern that looks for
    // the brace would scan to the end of the line again from every "{'loss': " on it.
    const qsizetype at = line.indexOf(QLatin1String("{'loss': "));
    const qsizetype close = at < 0 ? -1 : line.indexOf(QLatin1Char('}'), at);
    if (close < 0)
        return false;
    const QString body = line.mid(at + 1, close - at - 1);
    bool hasLoss = false;
    for (auto entries = dictEntry.globalMatch(body); entries.hasNext();) {
        const QRegularExpressionMatch e = entries.next();
        const QString key = e.captured(1);
        if (key == QLatin1String("loss") && !hasLoss)
            hasLoss = parseNumber(e.captured(2), &p.loss);
        else if (key == QLatin1String("learning_rate"))
            p.lr = optionalNumber(e.captured(2));
        else if (key == QLatin1String("grad_norm"))
            p.gradNorm = optionalNumber(e.captured(2));
        else if (key == QLatin1String("step")) {
            // A step that is no whole, non-negative number of sane size is no step.
            const double s = optionalNumber(e.captured(2));
            if (std::isfinite(s) && s >= 0 && s <= 1e15 && s == std::floor(s)) {
                p.step = qint64(s);
                t.hasStep = true;
            }
        }
    }
    if (!hasLoss)
        return false;
    *out = t;
    return true;
}

// neuron_parallel_compile runs the script in graph-extraction mode: the compiler wrapper logs
// "Extracting graphs (…) for ahead-of-time parallel compilation", and the mode is switched on
// by NEURON_EXTRACT_GRAPHS_ONLY. A launcher that echoes that variable as 0, false or empty is
// not in that mode; any other mention of it (a script or launcher saying it runs in that mode)
// is taken as the start of a trial.
bool startsTrial(std::string_view raw)
{
    if (has(raw, "Extracting graphs"))
        return true;
    if (!has(raw, "NEURON_EXTRACT_GRAPHS_ONLY"))
        return false;
    static const QRegularExpression assigned(QStringLiteral("NEURON_EXTRACT_GRAPHS_ONLY['\"]?\\s*[=:]\\s*['\"]?([^\\s'\",}]*)"));
    const QRegularExpressionMatch m = assigned.match(QString::fromUtf8(raw.data(), qsizetype(raw.size())));
    if (!m.hasMatch())
        return true;
    const QString v = m.captured(1).toLower();
    return !(v.isEmpty() || v == QLatin1String("0") || v == QLatin1String("false") || v == QLatin1String("no")
             || v == QLatin1String("none"));
}

// Calls `f` with each line of `text` (split at \n and \r, so a progress bar redrawn with \r
// does not hide what follows it), each cut to kMaxLineBytes.
template<typename F>
void forEachLine(std::string_view text, F &&f)
{
    std::size_t from = 0;
    while (from <= text.size()) {
        std::size_t end = text.find_first_of("\r\n", from);
        if (end == std::string_view::npos)
            end = text.size();
        f(text.substr(from, std::min(end - from, kMaxLineBytes)));
        from = end + 1;
    }
}

// A Jupyter notebook: by its name, or by the way nbformat writes one ("cells" first).
bool isNotebook(const QString &path, const QByteArray &bytes)
{
    if (path.endsWith(QLatin1String(".ipynb"), Qt::CaseInsensitive))
        return true;
    const QByteArray start = bytes.left(4096).trimmed();
    return start.startsWith('{') && start.contains("\"cells\"") && start.contains("\"cell_type\"");
}

// What a notebook's cells printed (their stream outputs, stdout and stderr, in cell order).
// nbformat stores an output's text as a list of lines or as one string.
bool notebookText(const QString &path, const QByteArray &json, QByteArray *text, Diagnostics *diagnostics)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError) {
        int line = 0, column = 0;
        lineColumnAt(json, error.offset, &line, &column);
        Diagnostic d = Diagnostic::error(path, CoreTr::tr("not valid JSON: %1").arg(error.errorString()), line);
        d.column = column;
        diagnostics->append(d);
        return false;
    }
    QString out;
    for (const auto &cell : doc.object().value(QStringLiteral("cells")).toArray()) {
        for (const auto &output : cell.toObject().value(QStringLiteral("outputs")).toArray()) {
            const QJsonObject o = output.toObject();
            if (o.value(QStringLiteral("output_type")).toString() != QLatin1String("stream"))
                continue;
            const QJsonValue t = o.value(QStringLiteral("text"));
            if (t.isString()) {
                out += t.toString();
            } else {
                for (const auto &piece : t.toArray())
                    out += piece.toString();
            }
            // Separate outputs never share a line.
            if (!out.isEmpty() && !out.endsWith(QLatin1Char('\n')))
                out += QLatin1Char('\n');
        }
    }
    *text = out.toUtf8();
    return true;
}

// What reading a log's lines counted besides its steps: what the run's notes report.
struct LogCounts
{
    bool extracting = false; // the log says it is extracting graphs
    int trialValues = 0;     // lines of compile trials, left out
    int flagged = 0;         // compile-trial values after a real value, left out
    int numberedLines = 0;   // lines without a step, numbered in order of appearance
};

// Reads the training lines of a log's text into `metrics`, leaving out compile trials.
LogCounts readTrainingLines(const QByteArray &bytes, RunMetrics *metrics)
{
    // Compile trials (the rule in the header). A graph-extraction run computes nothing, so
    // while one may be running (from the log's start, or from a line saying it is extracting
    // graphs) its lines are those with compile-trial values, and the first real loss is the
    // real run's. The trial's lines are left out and are not numbered: the real run is a new
    // launch that numbers its steps from the start again, and a line without a step must get
    // the number that launch gives it. After a real value, a compile-trial value is no trial
    // but a bad value of the run: flagged, and it keeps its place in the numbering, since such
    // lines come every logging_steps whatever they say.
    bool extracting = false;    // the log says it is extracting graphs
    bool launchHasReal = false; // a real loss was read since the log began or a trial started
    int trialNow = 0, trialLines = 0, flagged = 0, numberedLines = 0;
    qint64 numbered = 0;
    forEachLine(std::string_view(bytes.constData(), std::size_t(bytes.size())), [&](std::string_view raw) {
        if (startsTrial(raw)) {
            extracting = true;
            launchHasReal = false;
            return;
        }
        TrainingLine t;
        if (!parseTrainingLine(raw, &t))
            return;
        StepPoint &p = t.point;
        const bool trialValue = isCompileTrialValue(p.loss);
        if (trialValue && !launchHasReal) {
            ++trialNow;
            return;
        }
        if (!launchHasReal && trialNow > 0) {
            trialLines += trialNow;
            trialNow = 0;
            numbered = 0;
        }
        if (!t.hasStep) {
            p.step = ++numbered;
            ++numberedLines;
        }
        if (trialValue) {
            ++flagged;
            return;
        }
        launchHasReal = true;
        metrics->addStep(p);
    });
    LogCounts counts;
    counts.extracting = extracting;
    counts.trialValues = trialLines + trialNow; // a trial the log ends in counts as well
    counts.flagged = flagged;
    counts.numberedLines = numberedLines;
    return counts;
}

} // namespace

ImportResult importNeuronLog(const QString &path)
{
    ImportResult result;
    QByteArray bytes;
    const bool notebook = path.endsWith(QLatin1String(".ipynb"), Qt::CaseInsensitive);
    if (!readTextFile(path, notebook ? kMaxNotebookBytes : kMaxLogBytes, &bytes, &result.diagnostics))
        return result;
    if (isNotebook(path, bytes)) {
        if (!notebook && bytes.size() > kMaxNotebookBytes) {
            result.diagnostics.append(Diagnostic::error(
                path,
                CoreTr::tr("the file has %1 bytes; files of this kind are limited to %2 bytes").arg(bytes.size()).arg(kMaxNotebookBytes)));
            return result;
        }
        QByteArray text;
        if (!notebookText(path, bytes, &text, &result.diagnostics))
            return result;
        bytes = std::move(text);
    }
    ImportedRun run;
    run.format = QStringLiteral("neuron-log");
    run.name = QFileInfo(path).completeBaseName();
    const LogCounts counts = readTrainingLines(bytes, &run.metrics);

    const bool haveSteps = !run.metrics.steps().empty();
    if (counts.numberedLines > 0)
        run.notes.append(
            CoreTr::tr("%1 log lines carry no step; they are numbered in order of appearance (multiply by the job's logging_steps)")
                .arg(counts.numberedLines));
    if (haveSteps && counts.trialValues > 0)
        run.notes.append(CoreTr::tr("%1 lines of a compile trial (neuron_parallel_compile's graph-extraction run) left out; they "
                                    "are not numbered as training steps")
                             .arg(counts.trialValues));
    // With no real run after it, what the trial printed is all there is: said as before.
    const int flaggedValues = counts.flagged + (haveSteps ? 0 : counts.trialValues);
    if (flaggedValues > 0)
        run.notes.append(CoreTr::tr("%1 compile-trial values (a loss of 0.0 or beyond ±1e30) flagged as not acceptable and left out")
                             .arg(flaggedValues));
    if (counts.extracting && !haveSteps)
        run.notes.append(
            CoreTr::tr("the log says it is extracting graphs (neuron_parallel_compile): its values are not real training results"));
    if (!haveSteps && flaggedValues == 0) {
        result.diagnostics.append(Diagnostic::error(
            path, CoreTr::tr("no training step lines found (NxD 'step N … step loss L', Lightning 'step N loss is L', or {'loss': …})")));
        return result;
    }
    result.runs.append(run);
    return result;
}

bool looksLikeNeuronLog(const QString &path)
{
    RegularFile file;
    if (!file.open(path))
        return false;
    constexpr qint64 kPiece = 1024 * 1024;
    QByteArray buffer; // the unfinished last line of the pieces read so far, then the next piece
    qint64 offset = 0;
    bool longLine = false; // the line being read is past kMaxLineBytes; its start was looked at
    while (offset < kNeuronLogDetectBytes) {
        const qint64 want = qMin(kPiece, kNeuronLogDetectBytes - offset);
        const qsizetype kept = buffer.size();
        buffer.resize(kept + qsizetype(want));
        const qint64 n = file.readAt(buffer.data() + kept, want, offset);
        if (n < 0)
            return false;
        buffer.truncate(kept + qsizetype(n));
        offset += n;
        // A NUL byte: binary data, which no console log is (and the importer would refuse).
        if (std::memchr(buffer.constData() + kept, 0, std::size_t(n)))
            return false;
        const bool last = n < want || offset >= kNeuronLogDetectBytes;
        const std::string_view text(buffer.constData(), std::size_t(buffer.size()));
        std::size_t from = 0;
        bool found = false;
        for (;;) {
            const std::size_t end = text.find_first_of("\r\n", from);
            if (end == std::string_view::npos)
                break;
            TrainingLine t;
            if (!longLine && parseTrainingLine(text.substr(from, std::min(end - from, kMaxLineBytes)), &t)) {
                found = true;
                break;
            }
            longLine = false;
            from = end + 1;
        }
        if (found)
            return true;
        buffer.remove(0, qsizetype(from));
        TrainingLine t;
        if (!longLine && std::size_t(buffer.size()) >= kMaxLineBytes) {
            // A line this long is only looked at from its start, as the importer does.
            if (parseTrainingLine(std::string_view(buffer.constData(), kMaxLineBytes), &t))
                return true;
            longLine = true;
        }
        if (longLine)
            buffer.clear();
        if (last)
            return !longLine && !buffer.isEmpty()
                   && parseTrainingLine(std::string_view(buffer.constData(), std::size_t(buffer.size())), &t);
    }
    return false;
}

} // namespace pilot
