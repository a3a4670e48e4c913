#include "core/failures/rankprefix.h"

namespace pilot {

namespace {

constexpr int kMaxDigits = 6; // a rank below a million
constexpr int kMaxRole = 32;

// Digits at `at`; their value, or -1 when there are none or too many.
int number(QStringView s, qsizetype *at)
{
    qsizetype i = *at;
    int value = 0;
    while (i < s.size() && s.at(i).isDigit() && s.at(i).unicode() < 0x80 && i - *at < kMaxDigits) {
        value = value * 10 + (s.at(i).unicode() - u'0');
        ++i;
    }
    if (i == *at || (i < s.size() && s.at(i).isDigit()))
        return -1;
    *at = i;
    return value;
}

// One prefix at the start of `s`; its rank and length, or length 0.
RankPrefix one(QStringView s)
{
    qsizetype i = 0;
    if (s.startsWith(u'[')) {
        // torchrun: "[rank3]:" / "[default3]:"; Open MPI: "[1,3]<stderr>:" / "<stdout>:".
        // The role torchrun was given (--role; "default" unless set, "rank" in some launch scripts).
        i = 1;
        while (i < s.size() && i <= kMaxRole && ((s.at(i) >= u'a' && s.at(i) <= u'z') || s.at(i) == u'_'))
            ++i;
        const bool role = i > 1;
        int rank = number(s, &i);
        if (rank < 0)
            return {};
        if (i < s.size() && s.at(i) == u',') {
            if (role)
                return {};
            ++i;
            rank = number(s, &i);
            if (rank < 0 || !s.mid(i).startsWith(u"]<"))
                return {};
            ++i;
            if (s.mid(i).startsWith(u"<stderr>:"))
                i += 9;
            else if (s.mid(i).startsWith(u"<stdout>:"))
                i += 9;
            else
                return {};
        } else {
            if (!role)
                return {}; // "[3]:" is no launcher's
            if (!s.mid(i).startsWith(u"]:"))
                return {};
            i += 2;
        }
        if (i < s.size() && s.at(i) == u' ')
            ++i;
        return {rank, i};
    }
    // srun --label: the task number right-aligned to the widest, then ": ".
    while (i < s.size() && s.at(i) == u' ' && i < kMaxDigits)
        ++i;
    const int rank = number(s, &i);
    if (rank < 0 || !s.mid(i).startsWith(u": "))
        return {};
    return {rank, i + 2};
}

} // namespace

RankPrefix rankPrefix(QStringView line)
{
    RankPrefix out;
    for (int depth = 0; depth < 3; ++depth) {
        const RankPrefix p = one(line.mid(out.length));
        if (p.length == 0)
            break;
        out.rank = p.rank;
        out.length += p.length;
    }
    return out;
}

} // namespace pilot
