#include "core/launch/slurmjobstate.h"

#include "core/support/coretr.h"

namespace pilot {

namespace {

constexpr int kSqueueFields = 6;
constexpr int kSacctFields = 6;

// squeue prints the raw wait status: 768 is exit 3, 9 is signal 9.
int exitCodeFromWaitStatus(const QString &text)
{
    bool ok = false;
    const int status = text.trimmed().toInt(&ok);
    if (!ok || status < 0)
        return -1;
    const int signal = status & 0x7f;
    return signal != 0 ? 128 + signal : (status >> 8) & 0xff;
}

// sacct and scontrol print "EXIT:SIGNAL".
int exitCodeFromPair(const QString &text)
{
    const QStringList parts = text.trimmed().split(QLatin1Char(':'));
    if (parts.size() != 2)
        return -1;
    bool okCode = false, okSignal = false;
    const int code = parts.at(0).toInt(&okCode);
    const int signal = parts.at(1).toInt(&okSignal);
    if (!okCode || !okSignal)
        return -1;
    return signal != 0 ? 128 + signal : code;
}

// The fields of a '|'-ended line; empty when the count is not `expected`.
QStringList fieldsOf(const QString &line, int expected, bool trailingBar)
{
    QString l = line.trimmed();
    if (trailingBar) {
        if (!l.endsWith(QLatin1Char('|')))
            return {};
        l.chop(1);
    }
    const QStringList fields = l.split(QLatin1Char('|'));
    return fields.size() == expected ? fields : QStringList();
}

} // namespace

QStringList slurmSqueueFormatArgs()
{
    // ":0|": no padding, no truncation, '|' after each field.
    return {QStringLiteral("-O"), QStringLiteral("State:0|,Reason:0|,SubmitTime:0|,StartTime:0|,EndTime:0|,exit_code:0|")};
}

QStringList slurmSacctFormatArgs()
{
    return {QStringLiteral("-o"), QStringLiteral("State,Reason,Submit,Start,End,ExitCode")};
}

QDateTime parseSlurmTime(const QString &text)
{
    QDateTime t = QDateTime::fromString(text.trimmed(), Qt::ISODate);
    if (t.isValid())
        t.setTimeSpec(Qt::LocalTime);
    return t;
}

bool parseSqueueLine(const QString &line, SlurmJobState *state, QString *error)
{
    const QStringList f = fieldsOf(line, kSqueueFields, true);
    if (f.isEmpty()) {
        *error = CoreTr::tr("squeue answered “%1”, which is not the line asked for.").arg(line.trimmed());
        return false;
    }
    SlurmJobState s;
    s.state = f.at(0).trimmed();
    s.reason = f.at(1).trimmed();
    s.submitted = parseSlurmTime(f.at(2));
    s.started = parseSlurmTime(f.at(3));
    s.ended = parseSlurmTime(f.at(4));
    s.exitCode = exitCodeFromWaitStatus(f.at(5));
    *state = s;
    return true;
}

bool parseSacctLine(const QString &line, SlurmJobState *state, QString *error)
{
    const QStringList f = fieldsOf(line, kSacctFields, false);
    if (f.isEmpty()) {
        *error = CoreTr::tr("sacct answered “%1”, which is not the line asked for.").arg(line.trimmed());
        return false;
    }
    SlurmJobState s;
    s.state = f.at(0).trimmed().section(QLatin1Char(' '), 0, 0); // "CANCELLED by 0"
    s.reason = f.at(1).trimmed();
    s.submitted = parseSlurmTime(f.at(2));
    s.started = parseSlurmTime(f.at(3));
    s.ended = parseSlurmTime(f.at(4));
    s.exitCode = exitCodeFromPair(f.at(5));
    *state = s;
    return true;
}

ProcessProbe::State slurmStateKind(const QString &state)
{
    static const QStringList queued = {QStringLiteral("PENDING"),      QStringLiteral("CONFIGURING"), QStringLiteral("REQUEUED"),
                                       QStringLiteral("REQUEUE_HOLD"), QStringLiteral("REQUEUE_FED"), QStringLiteral("RESV_DEL_HOLD")};
    static const QStringList running = {QStringLiteral("RUNNING"),   QStringLiteral("COMPLETING"), QStringLiteral("SUSPENDED"),
                                        QStringLiteral("STOPPED"),   QStringLiteral("SIGNALING"),  QStringLiteral("RESIZING"),
                                        QStringLiteral("STAGE_OUT"), QStringLiteral("UPDATE_DB")};
    static const QStringList ended = {QStringLiteral("COMPLETED"),    QStringLiteral("FAILED"),    QStringLiteral("CANCELLED"),
                                      QStringLiteral("TIMEOUT"),      QStringLiteral("NODE_FAIL"), QStringLiteral("OUT_OF_MEMORY"),
                                      QStringLiteral("PREEMPTED"),    QStringLiteral("BOOT_FAIL"), QStringLiteral("DEADLINE"),
                                      QStringLiteral("SPECIAL_EXIT"), QStringLiteral("REVOKED")};
    if (queued.contains(state))
        return ProcessProbe::State::Queued;
    if (running.contains(state))
        return ProcessProbe::State::Running;
    if (ended.contains(state))
        return ProcessProbe::State::Ended;
    return ProcessProbe::State::Unknown;
}

ProcessProbe slurmProbe(const QString &jobId, const SlurmJobState &state, const QString &source)
{
    ProcessProbe p;
    p.state = slurmStateKind(state.state);
    p.schedulerState = state.state;
    if (p.state == ProcessProbe::State::Ended)
        p.exitCode = state.exitCode;
    const QString reason = state.reason.isEmpty() || state.reason == QLatin1String("None") ? QString() : state.reason;
    if (p.state == ProcessProbe::State::Unknown)
        p.detail = CoreTr::tr("%1 says Slurm job %2 is %3, a state this program does not know.").arg(source, jobId, state.state);
    else if (reason.isEmpty())
        p.detail = CoreTr::tr("%1 says Slurm job %2 is %3.").arg(source, jobId, state.state);
    else
        p.detail = CoreTr::tr("%1 says Slurm job %2 is %3 (reason: %4).").arg(source, jobId, state.state, reason);
    return p;
}

} // namespace pilot
