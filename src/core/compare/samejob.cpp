#include "core/compare/samejob.h"

#include "core/job/jobidentity.h"

namespace pilot {

SameJob sameJob(const RunMetrics &first, const RunMetrics &second)
{
    return sameJob(first.starts().isEmpty() ? nullptr : &first.starts().constLast(),
                   second.starts().isEmpty() ? nullptr : &second.starts().constLast());
}

SameJob sameJob(const RunStartInfo *a, const RunStartInfo *b)
{
    SameJob out;
    if (!a || a->jobHash.isEmpty()) {
        out.why = QStringLiteral("reference_silent");
        return out;
    }
    if (!b || b->jobHash.isEmpty()) {
        out.why = QStringLiteral("pilot_silent");
        return out;
    }
    QString error;
    for (const RunStartInfo *s : {a, b}) {
        if (!s->jobIdentity.isEmpty() && jobIdentityHash(s->jobIdentity, &error) != s->jobHash) {
            out.why = QStringLiteral("identity_broken");
            return out;
        }
    }
    const bool byContent = !a->jobIdentity.isEmpty(), alsoByContent = !b->jobIdentity.isEmpty();
    if (byContent != alsoByContent) {
        out.why = QStringLiteral("mixed");
        return out;
    }
    out.byContent = byContent;
    if (a->jobHash == b->jobHash) {
        out.state = SameJob::State::Same;
        return out;
    }
    if (!byContent) {
        out.why = QStringLiteral("older_rule");
        return out;
    }
    if (!jobIdentityDifferences(a->jobIdentity, b->jobIdentity, &out.differences, &error)) {
        out.why = QStringLiteral("identity_broken");
        return out;
    }
    out.state = SameJob::State::Different;
    return out;
}

} // namespace pilot
